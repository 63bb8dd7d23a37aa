package whatwgurl

import (
	"strings"
	"unicode/utf8"

	"github.com/webstd/whatwgurl/internal/utf8s"
)

// nameValue is one tuple of an application/x-www-form-urlencoded list. Both
// strings are scalar value strings (valid UTF-8).
type nameValue struct {
	name, value string
}

// Classes of input bytes for the urlencoded parser's single scan.
const (
	formOther    uint8 = iota // copied as is
	formAmp                   // '&' ends a sequence
	formEquals                // the first '=' of a sequence ends its name
	formPlus                  // '+' becomes a space
	formPercent               // '%' may start a percent-encoded byte
	formNonASCII              // a byte of a UTF-8 sequence, valid or not
)

var formClass = func() (t [256]uint8) {
	t['&'] = formAmp
	t['='] = formEquals
	t['+'] = formPlus
	t['%'] = formPercent
	for b := utf8.RuneSelf; b < 256; b++ {
		t[b] = formNonASCII
	}
	return t
}()

// What the scan learned about a name or a value.
const (
	// needsDecoding: the bytes contain '+' or a percent-encoded byte.
	needsDecoding uint8 = 1 << iota
	// hasNonASCII: the bytes contain a byte >= 0x80, which may start an
	// invalid UTF-8 sequence.
	hasNonASCII
)

// formSpan records where in the shared decoding buffer the name or value
// of list[pair] ended up.
type formSpan struct {
	pair       int
	isValue    bool
	start, end int
}

// parseURLEncoded runs the application/x-www-form-urlencoded string parser
// on input: it splits input on '&', splits each non-empty sequence on its
// first '=', replaces '+' with a space, percent-decodes, and UTF-8 decodes
// without BOM, with replacement.
//
// The standard's string parser takes a scalar value string and UTF-8
// encodes it; a Go string that is not valid UTF-8 is first made a scalar
// value string, as WebIDL does for a USVString argument. Doing that per
// name and value, as here, is the same as doing it on the whole input: an
// invalid UTF-8 subsequence never contains an ASCII byte, and U+FFFD encodes
// to non-ASCII bytes, so the conversion moves no '&', '=', '+' or '%'.
//
// The input is scanned once. A name or value with nothing to decode is a
// substring of input; the decoded ones share one buffer, converted to a
// string once at the end, so a parse allocates the list and, when anything
// needs decoding, one buffer and one string.
// https://url.spec.whatwg.org/#concept-urlencoded-string-parser
// https://url.spec.whatwg.org/#concept-urlencoded-parser
func parseURLEncoded(input string) []nameValue {
	if input == "" {
		return nil
	}
	// strings.Count is vectorized, so sizing the list first costs far less
	// than growing it. Empty sequences make this an upper bound.
	list := make([]nameValue, 0, strings.Count(input, "&")+1)

	var (
		buf      []byte       // decoded names and values, back to back
		spansArr [16]formSpan // where they are in buf; on the stack when few
		spans    = spansArr[:0]
	)
	// addPair appends the sequence input[start:end], whose first '=' is at
	// eq (or -1), with the flags the scan collected for its name and value.
	addPair := func(start, eq, end int, nameFlags, valueFlags uint8) {
		if start == end { // Step 3.1: skip the empty byte sequence.
			return
		}
		// Steps 3.2 and 3.3.
		name, value := input[start:end], ""
		if eq >= 0 {
			name, value = input[start:eq], input[eq+1:end]
		}
		// Steps 3.4 and 3.5, only where they change something.
		plainName, plainValue := isPlainForm(name, nameFlags), isPlainForm(value, valueFlags)
		if buf == nil && !(plainName && plainValue) {
			// What is left of the input is long enough, unless raw
			// invalid bytes (1 byte to 3 for U+FFFD) make it grow.
			buf = make([]byte, 0, len(input)-start)
		}
		if !plainName {
			s := len(buf)
			buf = appendFormDecoded(buf, name)
			spans = append(spans, formSpan{pair: len(list), start: s, end: len(buf)})
			name = ""
		}
		if !plainValue {
			s := len(buf)
			buf = appendFormDecoded(buf, value)
			spans = append(spans, formSpan{pair: len(list), isValue: true, start: s, end: len(buf)})
			value = ""
		}
		list = append(list, nameValue{name, value}) // Step 3.6.
	}

	start, eq := 0, -1 // the current sequence and its first '='
	var flags, nameFlags uint8
	for i := 0; i < len(input); i++ {
		switch formClass[input[i]] {
		case formAmp:
			if eq < 0 {
				addPair(start, eq, i, flags, 0)
			} else {
				addPair(start, eq, i, nameFlags, flags)
			}
			start, eq, flags = i+1, -1, 0
		case formEquals:
			if eq < 0 {
				eq, nameFlags, flags = i, flags, 0
			}
		case formPlus:
			flags |= needsDecoding
		case formPercent:
			if isPercentEncodedByte(input, i) {
				flags |= needsDecoding
			}
		case formNonASCII:
			flags |= hasNonASCII
		}
	}
	if eq < 0 {
		addPair(start, eq, len(input), flags, 0)
	} else {
		addPair(start, eq, len(input), nameFlags, flags)
	}

	if len(spans) > 0 {
		decoded := string(buf)
		for _, sp := range spans {
			if sp.isValue {
				list[sp.pair].value = decoded[sp.start:sp.end]
			} else {
				list[sp.pair].name = decoded[sp.start:sp.end]
			}
		}
	}
	return list
}

// isPlainForm reports whether the name or value s, with the flags the scan
// found, parses to itself: it has no '+', no percent-encoded byte, and is
// valid UTF-8.
func isPlainForm(s string, flags uint8) bool {
	return flags&needsDecoding == 0 && (flags&hasNonASCII == 0 || utf8.ValidString(s))
}

// appendFormDecoded appends to dst the string a name or value of the
// urlencoded parser becomes: s is made a scalar value string (see
// parseURLEncoded), '+' is replaced with a space, the result is
// percent-decoded, and then UTF-8 decoded without BOM, with replacement.
// UTF-8 decode without BOM and UTF-8 encode leave valid UTF-8 unchanged and
// replace each maximal invalid subsequence with U+FFFD, so the appended bytes
// are always valid UTF-8.
// https://url.spec.whatwg.org/#concept-urlencoded-parser
// https://encoding.spec.whatwg.org/#utf-8-decode-without-bom
func appendFormDecoded(dst []byte, s string) []byte {
	start := len(dst)
	decodedHigh := false // a percent-decoded byte >= 0x80 was appended
	for i := 0; i < len(s); {
		switch b := s[i]; {
		case b == '+':
			dst = append(dst, ' ')
			i++
		case b == '%' && isPercentEncodedByte(s, i):
			b = hexValue(s[i+1])<<4 | hexValue(s[i+2])
			decodedHigh = decodedHigh || b >= utf8.RuneSelf
			dst = append(dst, b)
			i += 3
		case b < utf8.RuneSelf:
			dst = append(dst, b)
			i++
		default:
			// A non-ASCII byte of the input itself: the scalar value
			// string conversion keeps a valid sequence and replaces a
			// maximal invalid subsequence.
			r, size := utf8.DecodeRuneInString(s[i:])
			if r == utf8.RuneError && size == 1 {
				dst = append(dst, "\uFFFD"...)
				i += utf8s.MaximalSubpart(s[i:])
			} else {
				dst = append(dst, s[i:i+size]...)
				i += size
			}
		}
	}
	// Without percent-decoded non-ASCII bytes, the bytes appended are ASCII
	// and whole sequences already known valid: decoding changes nothing.
	if decodedHigh && !utf8.Valid(dst[start:]) {
		// Rare: copy out the bytes, then decode them with replacement.
		dst = append(dst[:start], toScalarValues(string(dst[start:]))...)
	}
	return dst
}

// urlencodedRoundTrips reports whether the urlencoded parser's list for
// input serializes back to input itself: input is not empty, no sequence
// between '&'s is empty, each has a '=', and every other byte (after each
// sequence's first '=', a later '=' too) is an ASCII alphanumeric or one
// of "*-._", which the parser keeps and the serializer writes as they are.
// Such a list's String needs no serialization.
// https://url.spec.whatwg.org/#concept-urlencoded-serializer
func urlencodedRoundTrips(input string) bool {
	if input == "" {
		return false
	}
	start, eq := 0, false
	for i := 0; i < len(input); i++ {
		switch c := input[i]; {
		case c == '&':
			if i == start || !eq {
				return false
			}
			start, eq = i+1, false
		case c == '=' && !eq:
			eq = true
		case inSet(c, FormSet):
			return false
		}
	}
	return start < len(input) && eq
}

// serializeURLEncoded returns the application/x-www-form-urlencoded
// serialization of list, with UTF-8 as the encoding. Names and values must
// be scalar value strings: every byte in the application/x-www-form-urlencoded
// percent-encode set, which holds all non-ASCII bytes, becomes "%XX" with
// upper-case hex digits, except that space becomes '+'. The output is
// measured first, so it is built in one allocation.
// https://url.spec.whatwg.org/#concept-urlencoded-serializer
func serializeURLEncoded(list []nameValue) string {
	if len(list) == 0 {
		return ""
	}
	n := 2*len(list) - 1 // each '=' and each '&' between pairs
	for _, nv := range list {
		n += formEncodedLen(nv.name) + formEncodedLen(nv.value)
	}
	var b strings.Builder
	b.Grow(n)
	for i, nv := range list {
		if i > 0 { // Step 3.4.
			b.WriteByte('&')
		}
		writeFormEncoded(&b, nv.name) // Step 3.2.
		b.WriteByte('=')
		writeFormEncoded(&b, nv.value) // Step 3.3.
	}
	return b.String()
}

// formEncodedLen returns the length of s after writeFormEncoded.
func formEncodedLen(s string) int {
	n := len(s)
	for i := 0; i < len(s); i++ {
		if s[i] != ' ' && inSet(s[i], FormSet) {
			n += 2
		}
	}
	return n
}

// writeFormEncoded writes s, percent-encoded after encoding with UTF-8,
// with the application/x-www-form-urlencoded percent-encode set and
// spaceAsPlus true. s must be valid UTF-8; because the set contains every
// non-ASCII code point, encoding byte by byte is encoding code point by code
// point.
// https://url.spec.whatwg.org/#string-percent-encode-after-encoding
func writeFormEncoded(b *strings.Builder, s string) {
	for i := 0; i < len(s); {
		// Write the run of bytes that stay as they are at once.
		j := i
		for j < len(s) && !inSet(s[j], FormSet) {
			j++
		}
		b.WriteString(s[i:j])
		if j == len(s) {
			return
		}
		if c := s[j]; c == ' ' {
			b.WriteByte('+')
		} else {
			b.WriteByte('%')
			b.WriteByte(upperHex[c>>4])
			b.WriteByte(upperHex[c&15])
		}
		i = j + 1
	}
}
