package whatwgurl

// URL rendering: the form of a URL to show to a person who must make a
// security or trust decision from it.
// https://url.spec.whatwg.org/#url-rendering

import (
	"strings"
	"unicode/utf8"

	"github.com/webstd/whatwgurl/internal/spoof"
)

// Display returns the URL as a person should see it where they must trust
// it, following url.bs "URL rendering":
//
//   - no username and no password, which can pass for the host
//     ("https://examplecorp.com@attacker.example/" is shown as
//     "https://attacker.example/");
//   - a domain shown as Host.Display shows it: labels in Unicode where
//     domain to Unicode and a spoof check allow it, in Punycode elsewhere;
//   - in the path, query and fragment, percent-encoded UTF-8 shown as the
//     code points it encodes, where they are visible and do not mislead
//     (see below); everything else as the href has it.
//
// A percent-encoded sequence is decoded only when it is the UTF-8 of one
// code point outside ASCII, written with upper-case hex digits, and the
// code point is not invisible or misleading: not a control, format, bidi
// or default-ignorable code point, a space, a separator, a noncharacter,
// private use, unassigned, U+FFFD, a blank-looking symbol, a lock emoji
// (which could pass for a browser's security indicator), or a code point
// other than a letter that looks like / \ ? # & = or %, such as U+FF0F
// FULLWIDTH SOLIDUS. A combining mark is decoded only after an ASCII
// letter or digit or a decoded code point, and at most four in a row. ASCII
// is never decoded: "%2F", "%3F", "%23", "%25", "%5C", "%20" and "%41"
// stay as they are, since the URL parser keeps each of them encoded.
//
// So for a URL without a username and a password, Parse(u.Display())
// returns u: the parser percent-encodes every code point outside ASCII in
// a path, query and fragment with upper-case hex digits, exactly as the
// decoded sequences were, and a host shown in Unicode goes back to the
// same ASCII domain. The zero URL gives "".
//
// Display does not wrap the result in bidi isolation marks, which would
// then be part of the string: show it in a left-to-right context (an
// element with dir=ltr, or between U+2066 and U+2069), as the standard
// advises for bidirectional text. Where space is short, show the host
// only, elided from its lowest-level label (package site has a helper).
// Unlike net/url's URL.String it never shows the password or username.
// https://url.spec.whatwg.org/#url-rendering
func (u URL) Display() string {
	if u.href == "" {
		return ""
	}
	rest := u.href[u.pathStart:]
	var host string
	var hostChanged bool
	if u.hostKind != NoHost {
		hostname := u.href[u.hostStart:u.hostEnd]
		host = u.ParsedHost().Display()
		hostChanged = host != hostname
	}
	credentials := u.hostKind != NoHost && u.hostStart != u.schemeEnd+3
	if !hostChanged && !credentials && strings.IndexByte(rest, '%') < 0 {
		return u.href
	}
	b := make([]byte, 0, len(u.href)+len(host))
	if u.hostKind == NoHost {
		// The scheme, ':' and, when the path starts with "//", "/.".
		b = append(b, u.href[:u.pathStart]...)
	} else {
		b = append(b, u.href[:u.schemeEnd+3]...)
		b = append(b, host...)
		b = append(b, u.href[u.hostEnd:u.pathStart]...) // ':' and the port
	}
	b = appendDisplayDecoded(b, rest)
	return string(b)
}

// maxDisplayMarks is the most combining marks in a row that Display
// decodes: more can stack over neighbouring text (UTS #39 section 5.4
// suggests flagging more than four nonspacing marks in a row).
const maxDisplayMarks = 4

// appendDisplayDecoded appends s, a path, query and fragment as the href
// holds them, to dst with the percent-encoded sequences that Display
// decodes decoded.
func appendDisplayDecoded(dst []byte, s string) []byte {
	base := false // the last code point shown can carry a combining mark
	marks := 0    // combining marks decoded since then
	for i := 0; i < len(s); {
		c := s[i]
		if c != '%' {
			dst = append(dst, c)
			base = isASCIIAlpha(c) || isASCIIDigit(c)
			marks = 0
			i++
			continue
		}
		if r, n := decodeUTF8Triplets(s[i:]); n > 0 {
			ok, mark := spoof.Decoded(r)
			if mark {
				ok = ok && base && marks < maxDisplayMarks
			}
			if ok {
				dst = utf8.AppendRune(dst, r)
				if mark {
					marks++
				} else {
					base, marks = true, 0
				}
				i += n
				continue
			}
		}
		// Keep one byte, or one percent-encoded byte, as it is; the bytes
		// that follow a lead byte are not lead bytes, so they are kept too.
		n := 1
		if isPercentEncodedByte(s, i) {
			n = 3
		}
		dst = append(dst, s[i:i+n]...)
		base, marks = false, 0
		i += n
	}
	return dst
}

// decodeUTF8Triplets reads the percent-encoded UTF-8 of one code point
// outside ASCII at the start of s, each byte written as '%' and two
// upper-case hex digits, as the URL parser writes them. It returns the
// code point and the number of bytes of s read, or 0 when s does not
// start so.
func decodeUTF8Triplets(s string) (rune, int) {
	var buf [utf8.UTFMax]byte
	lead, ok := upperHexTriplet(s)
	if !ok {
		return 0, 0
	}
	var n int
	switch {
	case lead >= 0xF0:
		n = 4
	case lead >= 0xE0:
		n = 3
	case lead >= 0xC0:
		n = 2
	default:
		return 0, 0 // ASCII, or a byte that cannot start a sequence
	}
	if len(s) < 3*n {
		return 0, 0
	}
	buf[0] = lead
	for k := 1; k < n; k++ {
		b, ok := upperHexTriplet(s[3*k:])
		if !ok {
			return 0, 0
		}
		buf[k] = b
	}
	r, size := utf8.DecodeRune(buf[:n])
	if size != n {
		return 0, 0
	}
	return r, 3 * n
}

// upperHexTriplet returns the byte that s starts with, written as '%' and
// two upper-case hex digits.
func upperHexTriplet(s string) (byte, bool) {
	if len(s) < 3 || s[0] != '%' || !isUpperHexDigit(s[1]) || !isUpperHexDigit(s[2]) {
		return 0, false
	}
	return hexValue(s[1])<<4 | hexValue(s[2]), true
}

func isUpperHexDigit(b byte) bool { return '0' <= b && b <= '9' || 'A' <= b && b <= 'F' }

// Display returns the host as a person should see it (url.bs "URL
// rendering"): a domain with each label through domain to Unicode, except
// labels that a spoof check rejects, which stay in Punycode; any other
// host as String gives it. When domain to Unicode records an error for the
// domain (an "xn--" label that is not valid Punycode or not a valid label,
// such as "xn--example-.com", which the URL parser accepts in an ASCII
// host), the whole domain stays in ASCII, as domain to Unicode returns it:
// the host parser checks every label of a domain that is not ASCII, so
// that showing the other labels in Unicode would give a host that no
// longer parses.
//
// The spoof check follows UTS #39 with Unicode 17 data: a label stays in
// Punycode unless every code point has Identifier_Status Allowed, the
// label is Highly Restrictive (one script, or Latin with Han and
// Hiragana and Katakana, with Han and Bopomofo, or with Han and Hangul,
// by Script_Extensions), no code point of another script next to Latin
// passes for an ASCII character (confusables.txt), and not every code
// point outside ASCII and Common passes for one, unless the label's
// script is not Latin and is the top-level label's ("аррӏе.com" stays
// "xn--80ak6aa92e.com"; "аррӏе.рф" is shown). Not checked: confusables
// within one script beyond that, the skeletons of whole labels against
// known domains, runs of combining marks, and mixed numbering systems.
// The README lists the rules in full.
//
// The result goes back to the same host through the host parser.
// https://url.spec.whatwg.org/#url-rendering
func (h Host) Display() string {
	if h.kind != DomainHost {
		return h.s
	}
	return displayDomain(h.s)
}

// displayDomain is Host.Display for a domain, which the host parser gave:
// ASCII and in lower case.
func displayDomain(domain string) string {
	if !strings.HasPrefix(domain, acePrefix) && !strings.Contains(domain, "."+acePrefix) {
		return domain // no label changes
	}
	unicode := displayDomainToUnicode(domain)
	if unicode == domain {
		return domain
	}
	ascii := strings.Split(domain, ".")
	labels := strings.Split(unicode, ".")
	if len(labels) != len(ascii) {
		return domain
	}
	// The top-level label: the last one, or the one before a trailing dot.
	top := len(labels) - 1
	if labels[top] == "" && top > 0 {
		top--
	}
	if labels[top] != ascii[top] && !spoof.Label(labels[top], labels[top]) {
		labels[top] = ascii[top]
	}
	for i := range labels {
		if i != top && labels[i] != ascii[i] && !spoof.Label(labels[i], labels[top]) {
			labels[i] = ascii[i]
		}
	}
	shown := strings.Join(labels, ".")
	// The host parser must give the domain back; domain to Unicode
	// without errors guarantees it, and this makes sure.
	if back, err := DomainToASCII(shown, false); err != nil || back != domain {
		return domain
	}
	return shown
}

// displayDomainToUnicode runs domain to Unicode on a domain for display.
// It is the one place the display takes IDNA from: the standard's domain
// to Unicode returns the domain unchanged when Unicode ToUnicode records
// an error for any label, which is what the display needs (see
// Host.Display).
// https://url.spec.whatwg.org/#concept-domain-to-unicode
func displayDomainToUnicode(domain string) string {
	return DomainToUnicode(domain)
}
