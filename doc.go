// Package whatwgurl parses, resolves, changes and serializes URLs as the
// WHATWG URL Standard says, which is how browsers, Node.js, Deno and Bun
// read them. It is for Go programs that must see a URL exactly as a browser
// does: crawlers and archivers, SSRF and open-redirect filters, proxies and
// gateways, link checkers, HTML tooling, JavaScript runtimes.
//
// Go's net/url follows RFC 3986 and disagrees with browsers on many
// inputs; for a program that acts on what a browser will act on, "almost
// like a browser" is a security bug:
//
//	input                       net/url                      this package (and browsers)
//	http://0x7f.1/              host "0x7f.1"                host 127.0.0.1
//	https:\\evil.example\x      no host, opaque path         https://evil.example/x
//	https://exa<TAB>mple.com/   error                        https://example.com/
//	https://münchen.example/    host "münchen.example"       host xn--mnchen-3ya.example
//	http://example.com/%zz      error                        http://example.com/%zz
//	http://[::ffff:1.2.3.4]/    host "[::ffff:1.2.3.4]"      host [::ffff:102:304]
//	"example.com"               a relative path              an error: no scheme
//
// Use this package to decide what a URL means and to act on it; use
// net/url where a Go API asks for a *url.URL (URL.NetURL converts, and
// URL.RequestURL gives one that net/http sends exactly as a browser would).
//
// # Getting started
//
//	u, err := whatwgurl.Parse("HTTPS://EXAMPLE.com:443/a/../b c?q=1 2#top")
//	if err != nil {
//		return err // an *Error naming the standard's validation error
//	}
//	u.Href()     // "https://example.com/b%20c?q=1%202#top"
//	u.Hostname() // "example.com"
//	link, err := u.Parse("../img/logo.png") // resolve a reference as a browser does
//
// A [URL] is a comparable value holding its serialization (the href) and
// the offsets of its components: getters are substrings and never
// allocate, u == v is the standard's URL equality, and a URL can be a map
// key. Parsing an input that is already canonical returns the input string
// itself and allocates nothing. Setters (SetHost, SetPathname, ...) follow
// the URL class's setter steps and report through their error what a
// browser would silently ignore.
//
// # How a URL is parsed
//
// Every entry point (Parse, Parser.Parse, CanParse, URL.Parse and the
// setters) runs the standard's basic URL parser: its first steps, a fast
// path for the common absolute URL that takes only input the state machine
// would give the same result for, and the state machine itself, one case
// per state in the standard's order. The setters run the same state
// machine with a state override, as the standard's setters do. The map of
// the source files is in docs/api-notes.md ("How it is built").
//
// # Where each standard lives
//
// This package implements the URL Standard. The other standards it needs
// are implemented in packages of their own:
//
//	internal/uts46     UTS #46 Unicode IDNA Compatibility Processing (Unicode 17)
//	internal/nfc       UAX #15 Normalization Form C
//	internal/punycode  RFC 3492 Punycode
//	internal/legacy    the Encoding Standard's encoders for legacy encodings
//	internal/spoof     UTS #39 restriction levels and confusables, for Display
//	htmlenc            the Encoding Standard's labels (LookupEncoding), for
//	                   Parser.Encoding; a program that never names a legacy
//	                   encoding links none of their tables
//	site               public suffix, registrable domain and same site, over
//	                   golang.org/x/net/publicsuffix
//	httpurl            requests and browser-like redirects with net/http
//
// The Unicode tables are generated from the Unicode 17 data files, so the
// package gives the same answers whichever Go version builds it.
//
// # Beyond parsing
//
// Origins ([URL.Origin], an [Origin] value with opaque identity), display
// for people ([URL.Display]), validation errors with their byte offsets
// ([Parser.OnValidationError]) and the valid URL string check
// ([IsValidURLString]), file paths ([FromFilePath], [URL.FilePath]), ports
// and dial addresses ([URL.DialAddr]), path joining ([URL.JoinPath]) and
// relative references ([URL.MakeRelative]), URLSearchParams
// ([SearchParams]), and the standard library's interfaces: text and JSON
// marshaling, gob, database/sql, log/slog (which redacts the password),
// flag.
//
// # What this package does not do
//
// It does not guess: "localhost:8080" is the URL with scheme "localhost",
// and "example.com" fails for want of a scheme, as in a browser's URL
// parser (an address bar adds "https://" itself, outside the standard). It
// has no IPv6 zone identifiers ("[fe80::1%eth0]" fails): the standard's
// IPv6 parser has no syntax for them, as browsers do not.
//
// https://url.spec.whatwg.org/
package whatwgurl
