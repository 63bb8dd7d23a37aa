// Package canon computes canonical keys of URLs: strings that two URLs
// share when they name the same page, for deduplicating a crawl frontier,
// indexing web archive captures (SURT), and looking URLs up in blocklists
// (Safe Browsing). Every key starts from the URL Standard's parse, the
// one browsers do, so that a key never disagrees with what a browser
// would fetch.
//
// A Profile applies named Steps to a parsed URL. The steps are of two
// kinds: those in Equivalent never change what a conforming server
// receives, and those in MeaningChanging can, and apply only when a
// Profile asks for them; a Key says which of them changed it. Default
// applies only what leaves the request a browser sends unchanged.
//
// SURT and SafeBrowsing compute the keys of the Internet Archive's surt
// package and of Google Safe Browsing, and document where the URL
// Standard reads an input differently from those.
//
// An input that does not parse gives an error, never a key. Input that
// is not valid UTF-8 is read as the parser reads it (each maximal invalid
// subsequence as U+FFFD), so its key is stable.
//
// See docs/canon.md for the table of steps and the anchors that apply
// them.
package canon
