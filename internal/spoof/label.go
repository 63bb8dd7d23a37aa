package spoof

import "unicode/utf8"

// Label reports whether a domain label may be shown in Unicode rather than
// in Punycode. label is the label as domain to Unicode gives it (UTS #46
// has checked it: it is NFC and its code points are valid); tld is the
// host's top-level label as it will be shown, which is label itself when
// label is the top-level one. An ASCII label always passes.
//
// A label fails when:
//
//  1. a code point is not in the General Security Profile: its
//     Identifier_Status is not Allowed (UTS #39 section 3.1). This keeps
//     out symbols and emoji, invisible and default-ignorable code points,
//     and scripts UTS #39 does not recommend for identifiers;
//  2. it is not Highly Restrictive (UTS #39 section 5.2): its resolved
//     script set (section 5.1: the intersection of each code point's
//     Script_Extensions, Common and Inherited counting as every script,
//     with Han, Hiragana, Katakana, Bopomofo and Hangul augmented to
//     Jpan, Hanb and Kore) is empty, and the resolved script set of the
//     code points without Latin in their Script_Extensions does not hold
//     Jpan, Hanb or Kore, so it is neither single-script nor Latin with
//     Han and Hiragana and Katakana, with Han and Bopomofo, or with Han and
//     Hangul;
//  3. it mixes Latin with those scripts and one of its code points of
//     another script looks like an ASCII character (a mixed-script
//     confusable: "〇" for "O", "ノ" for "/");
//  4. every code point outside ASCII, Common and Inherited looks like an
//     ASCII character (a whole-script confusable: Cyrillic "аррӏе" for
//     "apple", Latin "ıdentity" for "identity"), unless the label is of a
//     script other than Latin that the top-level label shares (Cyrillic
//     under "рф").
//
// A code point looks like an ASCII character when its UTS #39 skeleton
// (its confusables.txt prototype, after NFD) is one ASCII character, for
// a code point whose Script_Extensions hold Latin ("ı"; not the ligature
// "æ", whose skeleton is "ae"), or is made of ASCII characters, for one of
// another script ("а", "б" for "6"; not "м", whose prototype is the Latin
// "ʍ", nor "ё", whose skeleton holds a combining diaeresis).
//
// Not checked: confusables within one script beyond rule 4 (such as
// "rn" for "m"), the skeletons of whole labels against a list of known
// domains, UTS #39 section 5.4's optional checks (runs of nonspacing
// marks, digits of several numbering systems), and the Moderately
// Restrictive level's other script pairs, which fail.
func Label(label, tld string) bool {
	if isASCII(label) {
		return true
	}
	resolved := allScripts // every code point's script set, intersected
	nonLatin := allScripts // those without Latin, intersected
	nonLatinLookalike := false
	scripted, lookalikes := 0, 0
	for i := 0; i < len(label); {
		r, n := utf8.DecodeRuneInString(label[i:])
		i += n
		c := lookup(r)
		if c.flags&flagAllowed == 0 || r == utf8.RuneError && n == 1 {
			return false // 1
		}
		resolved &= c.scripts
		if c.scripts&scriptLatn == 0 {
			nonLatin &= c.scripts
			if c.flags&flagLookalike != 0 {
				nonLatinLookalike = true
			}
		}
		if r >= utf8.RuneSelf && c.scripts != allScripts {
			scripted++
			if c.flags&flagLookalike != 0 {
				lookalikes++
			}
		}
	}
	if resolved == 0 {
		if nonLatin&(scriptJpan|scriptHanb|scriptKore) == 0 {
			return false // 2
		}
		if nonLatinLookalike {
			return false // 3
		}
	}
	if scripted > 0 && lookalikes == scripted {
		// 4: the label could pass for Latin or ASCII, unless its script
		// is the top-level label's and not Latin.
		if resolved&scriptLatn != 0 {
			return false
		}
		t := resolvedScripts(tld)
		if t == allScripts || t&scriptLatn != 0 || t&resolved == 0 {
			return false
		}
	}
	return true
}

// resolvedScripts returns the resolved script set of s (UTS #39 section
// 5.1), augmented.
func resolvedScripts(s string) uint64 {
	set := allScripts
	for _, r := range s {
		set &= lookup(r).scripts
	}
	return set
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// Decoded reports whether r may be shown as itself where a path, query
// or fragment holds it percent-encoded. It may not when it would be
// invisible or could mislead: a code point that is not a letter, mark,
// number, punctuation or symbol (controls, format characters including
// the bidi controls, spaces and separators, surrogates, private use,
// unassigned), white space, a noncharacter, a default-ignorable code
// point, U+FFFD, U+2800 BRAILLE PATTERN BLANK, a lock emoji (U+1F50F,
// U+1F510, U+1F512, U+1F513), which could pass for a browser's security
// indicator, or a code point other than a letter that looks like one of
// the ASCII characters / \ ? # & = % (its UTS #39 prototype or its NFKC
// form holds one), such as U+FF0F FULLWIDTH SOLIDUS. mark reports
// whether r is a combining mark (General_Category M), which the caller
// should show only after a code point it shows.
func Decoded(r rune) (ok, mark bool) {
	c := lookup(r)
	return c.flags&flagHidden == 0, c.flags&flagMark != 0
}
