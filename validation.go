package whatwgurl

// Reporting validation errors: the offsets they are reported at, and the
// parse with a callback. The standard's parsers signal a validation error
// at the step that finds it, and go on unless the step returns failure; a
// parse with Parser.OnValidationError reports each one, fatal or not, in
// that order, at the byte offset in the caller's input of the code point
// the step was looking at.
// https://url.spec.whatwg.org/#validation-error

import (
	"strings"
	"unicode/utf8"

	"github.com/webstd/whatwgurl/internal/utf8s"
)

// reporter passes validation errors, fatal or not, to a callback, with the
// offset in the input it stands for. The zero reporter discards them. It is
// a value, not a closure over the parser, so that reporting costs nothing
// when no callback is set.
type reporter struct {
	fn  func(ValidationError, int)
	pos int
}

func (r reporter) report(e ValidationError) {
	if r.fn != nil {
		r.fn(e, r.pos)
	}
}

// noReport discards validation errors.
var noReport reporter

// reportAt reports e at offset i of the text r's pos is the start of.
func (r reporter) reportAt(e ValidationError, i int) {
	if r.fn != nil {
		r.fn(e, r.pos+i)
	}
}

// fail reports e, a validation error that makes the algorithm return
// failure, at offset i, and returns it.
func (r reporter) fail(e ValidationError, i int) ValidationError {
	r.reportAt(e, i)
	return e
}

// throughLabels returns a reporter for the IPv4 parser run on ascii, the
// domain parser's result for the host input, when ascii is not input
// itself (it was percent-decoded or mapped by IDNA): an offset in ascii is
// reported at the same label of input (labels separated by '.', "%2E" or
// an ideographic or full-width full stop), at the same offset within it when
// the two labels are the same ASCII text, else at its start; at the host's
// first byte when the two do not have as many labels.
func (r reporter) throughLabels(input, ascii string) reporter {
	if r.fn == nil {
		return r
	}
	fn, pos := r.fn, r.pos
	in, out := labelStarts(input), labelStarts(ascii)
	if len(in) != len(out) {
		return reporter{fn: func(e ValidationError, _ int) { fn(e, pos) }}
	}
	return reporter{fn: func(e ValidationError, i int) {
		k := len(out) - 1 // the label i is in, or the separator after it
		for k > 0 && out[k] > i {
			k--
		}
		if end := labelEnd(ascii, out, k); i >= end {
			fn(e, pos+labelEnd(input, in, k)) // the separator, or the end
			return
		}
		inLabel := input[in[k]:labelEnd(input, in, k)]
		outLabel := ascii[out[k]:labelEnd(ascii, out, k)]
		if strings.EqualFold(inLabel, outLabel) && firstNonASCII(inLabel) < 0 {
			fn(e, pos+in[k]+i-out[k])
		} else {
			fn(e, pos+in[k])
		}
	}}
}

// labelStarts returns where each label of a domain starts, the labels
// separated by '.', "%2E" (either case), U+3002, U+FF0E or U+FF61.
func labelStarts(s string) []int {
	starts := []int{0}
	for i := 0; i < len(s); i++ {
		if n := labelSeparatorLen(s, i); n > 0 {
			starts = append(starts, i+n)
			i += n - 1
		}
	}
	return starts
}

// labelEnd returns where label k of s, which starts at starts[k], ends: at
// the separator before label k+1, or at the end of s.
func labelEnd(s string, starts []int, k int) int {
	if k+1 >= len(starts) {
		return len(s)
	}
	end := starts[k+1] - 1
	for end > starts[k] && labelSeparatorLen(s, end) == 0 {
		end--
	}
	return end
}

// labelSeparatorLen returns the length of the label separator at s[i], or
// 0.
func labelSeparatorLen(s string, i int) int {
	switch {
	case s[i] == '.':
		return 1
	case s[i] == '%' && i+2 < len(s) && s[i+1] == '2' && (s[i+2] == 'e' || s[i+2] == 'E'):
		return 3
	case strings.HasPrefix(s[i:], "\u3002"), strings.HasPrefix(s[i:], "\uFF0E"), strings.HasPrefix(s[i:], "\uFF61"):
		return 3
	}
	return 0
}

// offsetMap maps offsets in a cleaned string (leading and trailing C0
// control or space stripped, tabs and newlines removed, invalid UTF-8
// replaced by U+FFFD) back to the string it was cleaned from. It walks the
// input as cleanInput does, from the last offset it mapped: the parser
// reports in increasing order but for a few steps back within a host, so
// the walk stays linear, and it allocates nothing.
type offsetMap struct {
	input      string
	start, end int // input[start:end] is what was not stripped
	dropTabs   bool
	i, ci      int // input[i] became cleaned[ci]
}

// newOffsetMap returns the offsetMap of cleanInput(input, trim, ...), whose
// tab and newline removal is dropTabs.
func newOffsetMap(input string, trim, dropTabs bool) offsetMap {
	start, end := 0, len(input)
	if trim {
		start, end = trimC0ControlOrSpace(input)
	}
	return offsetMap{input: input, start: start, end: end, dropTabs: dropTabs, i: start}
}

// orig returns the offset in the input of offset off of the cleaned string:
// of the byte that became cleaned[off], of the start of the invalid UTF-8
// that a U+FFFD holding it replaced, or at len(cleaned), of the end of
// what was not stripped.
func (m *offsetMap) orig(off int) int {
	if off < m.ci {
		m.i, m.ci = m.start, 0 // back to the start
	}
	for m.i < m.end {
		c := m.input[m.i]
		if m.dropTabs && (c == '\t' || c == '\n' || c == '\r') {
			m.i++
			continue
		}
		if m.ci == off {
			return m.i
		}
		size := 1
		if c >= utf8.RuneSelf {
			if r, n := utf8.DecodeRuneInString(m.input[m.i:m.end]); r == utf8.RuneError && n == 1 {
				if off < m.ci+len("\uFFFD") {
					return m.i // within the U+FFFD
				}
				m.i += utf8s.MaximalSubpart(m.input[m.i:m.end])
				m.ci += len("\uFFFD")
				continue
			} else {
				size = n
			}
		}
		if off < m.ci+size {
			return m.i + off - m.ci // within a code point; not reported at
		}
		m.i += size
		m.ci += size
	}
	return m.end
}

// trimC0ControlOrSpace returns the bounds of input without its leading and
// trailing C0 control or space.
func trimC0ControlOrSpace(input string) (start, end int) {
	start, end = 0, len(input)
	for start < end && input[start] <= ' ' {
		start++
	}
	for end > start && input[end-1] <= ' ' {
		end--
	}
	return start, end
}

// mapOffsets returns fn, or when cleaned is not input itself, a function
// that calls fn with offsets in input instead of cleaned.
func mapOffsets(fn func(ValidationError, int), input, cleaned string, trim, dropTabs bool) func(ValidationError, int) {
	if cleaned == input {
		return fn
	}
	m := newOffsetMap(input, trim, dropTabs)
	return func(e ValidationError, off int) { fn(e, m.orig(off)) }
}

// asciiHostSignalsNothing reports whether the host parser, for a special
// URL, signals no validation error on input, an ASCII host. It answers
// false when it cannot tell (a label that starts with "xn--").
// https://url.spec.whatwg.org/#concept-host-parser
func asciiHostSignalsNothing(input string) bool {
	// The domain parser's step 2: domain-to-ASCII when Unicode ToASCII
	// with beStrict fails.
	if ok, decided := isStrictASCIIDomain(input); !ok || !decided {
		return false
	}
	// The IPv4 parser signals nothing exactly on a valid IPv4-address
	// string: four parts, none empty, each decimal without a leading zero
	// and at most 255.
	return !endsInANumber(input) || isValidIPv4AddressString(input)
}

// isStrictASCIIDomain reports whether the domain parser ToASCII with
// beStrict true succeeds on s, an ASCII string, when decided is true; it
// does not decide a domain with a label that starts with "xn--" and none
// that fails otherwise. Its slow twin is domainToASCII(s, true):
// TestStrictASCIIDomain and FuzzStrictASCIIDomain compare them.
// https://url.spec.whatwg.org/#concept-domain-to-ascii
func isStrictASCIIDomain(s string) (ok, decided bool) {
	n, _, ok, decided := scanStrictASCIIDomain(s)
	if n < len(s) {
		return false, true // a code point UseSTD3ASCIIRules rejects
	}
	return ok, decided
}

// scanStrictASCIIDomain scans the domain s starts with, up to the first
// byte that is not an ASCII alphanumeric, '-' or '.', and returns its
// length n, where its last label starts, and, as isStrictASCIIDomain does,
// whether ToASCII with beStrict succeeds on s[:n]. For ASCII input, Unicode ToASCII with CheckHyphens,
// UseSTD3ASCIIRules and VerifyDnsLength true only lower-cases, and fails
// exactly when: a code point is not an ASCII alphanumeric, '-' or the
// label separator '.'; a label is empty (the root label after a trailing
// '.' included) or longer than 63; the domain is longer than 253; or a
// label starts or ends with '-', or has '-' third and fourth. CheckBidi
// and CheckJoiners cannot fail without a non-ASCII code point, which only a
// Punycode label can bring.
func scanStrictASCIIDomain(s string) (n, last int, ok, decided bool) {
	ok, decided = true, true
	for start, end := 0, 0; ; {
		end = skipClass(s, end, &strictLabelClass, 0xFF)
		switch lok, ldecided := strictLabel(s[start:end]); { // the label ends at end
		case !lok:
			ok = false
		case !ldecided:
			decided = false
		}
		if end == len(s) || s[end] != '.' {
			if end > 253 {
				ok = false
			}
			if !ok {
				decided = true // it fails whatever the Punycode labels hold
			}
			return end, start, ok, decided
		}
		end++
		start = end
	}
}

// strictLabel reports whether ToASCII with beStrict takes label, a run of
// ASCII letters, digits and '-', when decided is true: it is not empty nor
// longer than 63, and neither starts nor ends with '-' nor has '-' third
// and fourth (CheckHyphens); a label that starts with "xn--" is Punycode,
// which this does not decide.
func strictLabel(label string) (ok, decided bool) {
	switch {
	case label == "", len(label) > 63, label[0] == '-', label[len(label)-1] == '-':
		return false, true
	case len(label) >= 4 && label[2] == '-' && label[3] == '-':
		if startsWithXNDashDash(label) {
			return true, false
		}
		return false, true
	}
	return true, true
}

// strictLabelClass is 0 for the bytes UseSTD3ASCIIRules allows in a
// label, ASCII letters, digits and '-', and 1 for the others: a table for
// skipClass.
var strictLabelClass = func() (t [256]uint8) {
	for c := range t {
		if charTable[c]&(bitAlpha|bitDigit) == 0 && c != '-' {
			t[c] = 1
		}
	}
	return t
}()

// isValidIPv4AddressString: four shortest possible strings of ASCII
// digits, each a decimal number from 0 to 255, separated by '.'.
// https://url.spec.whatwg.org/#valid-ipv4-address-string
func isValidIPv4AddressString(s string) bool {
	parts := 0
	for start := 0; start <= len(s); {
		end := start
		n := 0
		for end < len(s) && isASCIIDigit(s[end]) && end-start < 3 {
			n = n*10 + int(s[end]-'0')
			end++
		}
		if end == start || n > 255 || s[start] == '0' && end-start > 1 {
			return false
		}
		parts++
		if end == len(s) {
			return parts == 4
		}
		if s[end] != '.' || parts == 4 {
			return false
		}
		start = end + 1
	}
	return false
}

// isURLCodePoint reports whether r is a URL code point.
// https://url.spec.whatwg.org/#url-code-points
func isURLCodePoint(r rune) bool {
	if r < utf8.RuneSelf {
		return charTable[r]&bitURLCodePoint != 0
	}
	return r >= 0xA0 && r <= 0x10FFFD && !isSurrogate(r) && !isNoncharacter(r)
}

func isSurrogate(r rune) bool { return r >= 0xD800 && r <= 0xDFFF }

// isNoncharacter: U+FDD0 to U+FDEF, and the last two code points of every
// plane.
// https://infra.spec.whatwg.org/#noncharacter
func isNoncharacter(r rune) bool {
	return r >= 0xFDD0 && r <= 0xFDEF || r&0xFFFE == 0xFFFE
}

// isURLUnits reports whether s is zero or more URL units: URL code points
// and percent-encoded bytes. s is valid UTF-8.
// https://url.spec.whatwg.org/#url-units
func isURLUnits(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if charTable[c]&bitURLCodePoint != 0 {
			continue
		}
		if c == '%' {
			if !isPercentEncodedByte(s, i) {
				return false
			}
			continue
		}
		if c < utf8.RuneSelf {
			return false
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if !isURLCodePoint(r) {
			return false
		}
		i += size - 1
	}
	return true
}

// checkURLUnits signals invalid-URL-unit, at its offset, for each code point
// of s that is not a URL code point and not '%', and for each '%' that does
// not start a percent-encoded byte: the steps of the path, opaque path,
// query and fragment states for each c, which the states take in runs.
// Whether "remaining" starts with two hex digits can be asked of s alone:
// every run ends at a delimiter ('/', '\\', '?', '#') or at the end, and no
// delimiter is a hex digit. s is valid UTF-8.
func checkURLUnits(s string, rep reporter) {
	for i := 0; i < len(s); {
		c := s[i]
		size := 1
		if c == '%' {
			if !isPercentEncodedByte(s, i) {
				rep.reportAt(InvalidURLUnit, i)
			}
		} else if c < utf8.RuneSelf {
			if charTable[c]&bitURLCodePoint == 0 {
				rep.reportAt(InvalidURLUnit, i)
			}
		} else {
			var r rune
			r, size = utf8.DecodeRuneInString(s[i:])
			if !isURLCodePoint(r) {
				rep.reportAt(InvalidURLUnit, i)
			}
		}
		i += size
	}
}

// checkOpaqueHostUnits is the opaque-host parser's steps 2 and 3, which
// each signal invalid-URL-unit at most once, for the whole input: first
// for a code point that is not a URL code point and not '%', then for a '%'
// not followed by two hex digits. Each is reported at the first such code
// point.
// https://url.spec.whatwg.org/#concept-opaque-host-parser
func checkOpaqueHostUnits(s string, rep reporter) {
	for i, r := range s {
		if r != '%' && !isURLCodePoint(r) {
			rep.reportAt(InvalidURLUnit, i)
			break
		}
	}
	for i := 0; i < len(s); i++ {
		if s[i] == '%' && !isPercentEncodedByte(s, i) {
			rep.reportAt(InvalidURLUnit, i)
			break
		}
	}
}

// domainToASCIIOffset returns where in a host the domain-to-ASCII error is
// reported: at the first ASCII code point that UseSTD3ASCIIRules rejects
// (not an ASCII alphanumeric, '-' or '.'), or the '%' of the first
// percent-encoded byte that decodes to one, or else at the host's first
// byte.
func domainToASCIIOffset(input string) int {
	for i := 0; i < len(input); i++ {
		c := input[i]
		if c == '%' && isPercentEncodedByte(input, i) {
			c = hexValue(input[i+1])<<4 | hexValue(input[i+2])
			if c < utf8.RuneSelf && !isLDHOrDot(c) {
				return i
			}
			i += 2
			continue
		}
		if c < utf8.RuneSelf && !isLDHOrDot(c) {
			return i
		}
	}
	return 0
}

func isLDHOrDot(c byte) bool {
	return charTable[c]&(bitAlpha|bitDigit) != 0 || c == '-' || c == '.'
}

// nonASCIIOffset returns where in a host the IPv4-non-ASCII-input error is
// reported: at its first code point that is not ASCII, or the '%' of the
// first percent-encoded byte above 0x7F.
func nonASCIIOffset(input string) int {
	for i := 0; i < len(input); i++ {
		if input[i] >= utf8.RuneSelf {
			return i
		}
	}
	for i := 0; i < len(input); i++ {
		if isPercentEncodedByte(input, i) && hexValue(input[i+1]) >= 8 {
			return i
		}
	}
	return 0
}

// firstNonASCII returns the index of the first byte of s above 0x7F, or -1.
func firstNonASCII(s string) int {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return i
		}
	}
	return -1
}

// isStrictDomain reports whether the domain parser ToASCII with beStrict
// true succeeds on domain: the domain parser's step 1, whose failure step 2
// signals as domain-to-ASCII.
// https://url.spec.whatwg.org/#concept-domain-to-ascii
func isStrictDomain(domain string) bool {
	if firstNonASCII(domain) < 0 {
		if ok, decided := isStrictASCIIDomain(domain); decided {
			return ok
		}
	}
	_, err := domainToASCII(domain, true)
	return err == 0
}
