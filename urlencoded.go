package whatwgurl

import (
	"strings"
	"unicode/utf8"
	"unsafe"

	"github.com/webstd/whatwgurl/internal/utf8s"
)

// nameValue is one tuple of an application/x-www-form-urlencoded list. Both
// strings are scalar value strings (valid UTF-8).
type nameValue struct {
	name, value string
}

// Classes of input bytes for the urlencoded parser's single scan. A class
// below formSpecial is a set of bits the scan ORs into the flags of the
// name or value it is in; the others are handled one by one.
const (
	// formKept: an ASCII alphanumeric or one of "*-._", which the parser
	// copies and the serializer writes as they are.
	formKept uint8 = 0
	// formEncodes: the serializer writes the byte differently (it is in
	// the application/x-www-form-urlencoded percent-encode set).
	formEncodes uint8 = 1 << iota
	// formDecodes: the parser changes the bytes: a '+' or a
	// percent-encoded byte.
	formDecodes
	// formNonASCII: a byte >= 0x80, which may start an invalid UTF-8
	// sequence.
	formNonASCII
	formSpecial
	formPercent = formSpecial     // '%' may start a percent-encoded byte
	formAmp     = formSpecial + 1 // '&' ends a sequence
	formEquals  = formSpecial + 2 // the first '=' of a sequence ends its name
)

var formClass = func() (t [256]uint8) {
	for b := 0; b < 256; b++ {
		switch {
		case b >= utf8.RuneSelf:
			t[b] = formEncodes | formNonASCII
		case inSet(byte(b), FormSet):
			t[b] = formEncodes
		}
	}
	t['+'] = formEncodes | formDecodes
	t['%'] = formPercent
	t['&'] = formAmp
	t['='] = formEquals
	return t
}()

// formSpan records where in the shared decoding buffer the name or value
// of list[pair] ended up.
type formSpan struct {
	pair       int
	isValue    bool
	start, end int
}

// formScan is the state of one run of the urlencoded parser. The list is
// not in it but passed along, so that the compiler can see that a list
// whose room is on the caller's stack stays there.
type formScan struct {
	input string
	buf   []byte // decoded names and values, back to back
}

// parseURLEncoded runs the application/x-www-form-urlencoded parser on
// input (see scanURLEncoded) into a new list.
func parseURLEncoded(input string) []nameValue {
	if input == "" {
		return nil
	}
	// strings.Count is vectorized, so sizing the list first costs far less
	// than growing it. Empty sequences make this an upper bound.
	list, _ := scanURLEncoded(input, make([]nameValue, 0, strings.Count(input, "&")+1))
	return list
}

// scanURLEncoded runs the application/x-www-form-urlencoded string parser
// on input, appending the pairs to list, which must have room for
// strings.Count(input, "&")+1 more pairs (the empty sequences make that an
// upper bound of the pairs): it splits input on '&', splits
// each non-empty sequence on its first '=', replaces '+' with a space,
// percent-decodes, and UTF-8 decodes without BOM, with replacement. It
// also reports whether the list serializes back to input itself: input is
// not empty, no sequence between '&'s is empty, each has a '=', and every
// other byte (after a sequence's first '=', a later '=' too) is an ASCII
// alphanumeric or one of "*-._", which the parser keeps and the serializer
// writes as they are.
//
// The standard's string parser takes a scalar value string and UTF-8
// encodes it; a Go string that is not valid UTF-8 is first made a scalar
// value string, as WebIDL does for a USVString argument. Doing that per
// name and value, as here, is the same as doing it on the whole input: an
// invalid UTF-8 subsequence never contains an ASCII byte, and U+FFFD encodes
// to non-ASCII bytes, so the conversion moves no '&', '=', '+' or '%'.
//
// The input is scanned once. A name or value with nothing to decode is a
// substring of input; the decoded ones share one buffer, which becomes
// their string without a copy, so a parse allocates nothing beyond list
// when nothing needs decoding, and one buffer when anything does.
// https://url.spec.whatwg.org/#concept-urlencoded-string-parser
// https://url.spec.whatwg.org/#concept-urlencoded-parser
// https://url.spec.whatwg.org/#concept-urlencoded-serializer
func scanURLEncoded(input string, list []nameValue) ([]nameValue, bool) {
	if input == "" {
		return list, false
	}
	var spansArr [16]formSpan // on the stack when few
	s := formScan{input: input}
	spans := spansArr[:0] // where the decoded names and values are in s.buf
	roundTrips := true
	start, eq := 0, -1 // the current sequence and its first '='
	var flags, nameFlags uint8
	for i := 0; i < len(input); i++ {
		c := formClass[input[i]]
		if c < formSpecial {
			flags |= c
			continue
		}
		switch c {
		case formPercent:
			flags |= formEncodes
			if isPercentEncodedByte(input, i) {
				flags |= formDecodes
			}
		case formEquals:
			if eq < 0 {
				eq, nameFlags, flags = i, flags, 0
			} else {
				flags |= formEncodes
			}
		case formAmp:
			if eq < 0 {
				roundTrips = false
				list, spans = s.add(list, spans, start, eq, i, flags, 0)
			} else {
				roundTrips = roundTrips && (nameFlags|flags)&formEncodes == 0
				list, spans = s.add(list, spans, start, eq, i, nameFlags, flags)
			}
			start, eq, flags = i+1, -1, 0
		}
	}
	if eq < 0 {
		roundTrips = false
		list, spans = s.add(list, spans, start, eq, len(input), flags, 0)
	} else {
		roundTrips = roundTrips && (nameFlags|flags)&formEncodes == 0
		list, spans = s.add(list, spans, start, eq, len(input), nameFlags, flags)
	}

	if len(spans) > 0 {
		// s.buf is not written again: its bytes become the string.
		decoded := unsafe.String(unsafe.SliceData(s.buf), len(s.buf))
		for _, sp := range spans {
			if sp.isValue {
				list[sp.pair].value = decoded[sp.start:sp.end]
			} else {
				list[sp.pair].name = decoded[sp.start:sp.end]
			}
		}
	}
	return list, roundTrips
}

// add appends to list the pair of the sequence input[start:end], whose
// first '=' is at eq (or -1), with the flags the scan collected for its
// name and value, and returns list and spans with the places of its
// decoded name or value added.
func (s *formScan) add(list []nameValue, spans []formSpan, start, eq, end int, nameFlags, valueFlags uint8) ([]nameValue, []formSpan) {
	if start == end { // Step 3.1: skip the empty byte sequence.
		return list, spans
	}
	// Steps 3.2 and 3.3.
	name, value := s.input[start:end], ""
	if eq >= 0 {
		name, value = s.input[start:eq], s.input[eq+1:end]
	}
	// Steps 3.4 and 3.5, only where they change something.
	plainName, plainValue := isPlainForm(name, nameFlags), isPlainForm(value, valueFlags)
	if s.buf == nil && !(plainName && plainValue) {
		// What is left of the input is long enough, unless raw invalid
		// bytes (1 byte to 3 for U+FFFD) make it grow.
		s.buf = make([]byte, 0, len(s.input)-start)
	}
	if !plainName {
		b := len(s.buf)
		s.buf = appendFormDecoded(s.buf, name)
		spans = append(spans, formSpan{pair: len(list), start: b, end: len(s.buf)})
		name = ""
	}
	if !plainValue {
		b := len(s.buf)
		s.buf = appendFormDecoded(s.buf, value)
		spans = append(spans, formSpan{pair: len(list), isValue: true, start: b, end: len(s.buf)})
		value = ""
	}
	// Step 3.6. list has room (see scanURLEncoded): no append, which would
	// copy the pairs to the heap, as far as the compiler can tell, and
	// with them a list whose room is on the caller's stack.
	list = list[:len(list)+1]
	list[len(list)-1] = nameValue{name, value}
	return list, spans
}

// isPlainForm reports whether the name or value s, with the flags the scan
// found, parses to itself: it has no '+', no percent-encoded byte, and is
// valid UTF-8.
func isPlainForm(s string, flags uint8) bool {
	return flags&formDecodes == 0 && (flags&formNonASCII == 0 || utf8.ValidString(s))
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
	b := make([]byte, n)
	w := 0
	for i, nv := range list {
		if i > 0 { // Step 3.4.
			b[w] = '&'
			w++
		}
		w = putFormEncoded(b, w, nv.name) // Step 3.2.
		b[w] = '='
		w = putFormEncoded(b, w+1, nv.value) // Step 3.3.
	}
	return unsafe.String(unsafe.SliceData(b), len(b)) // b is not written again
}

// formEncodedLen returns the length of s after putFormEncoded: three
// bytes for each byte of the set but space, one for the others.
func formEncodedLen(s string) int {
	n := len(s)
	for i := 0; i < len(s); i++ {
		if formClass[s[i]] != formKept && s[i] != ' ' {
			n += 2
		}
	}
	return n
}

// putFormEncoded writes s at b[w:], percent-encoded after encoding with
// UTF-8, with the application/x-www-form-urlencoded percent-encode set and
// spaceAsPlus true, and returns the index after it; b has room for
// formEncodedLen(s) bytes there. s must be valid UTF-8; because the set
// contains every non-ASCII code point, encoding byte by byte is encoding
// code point by code point.
// https://url.spec.whatwg.org/#string-percent-encode-after-encoding
func putFormEncoded(b []byte, w int, s string) int {
	for i := 0; i < len(s); {
		// Copy the run of bytes that stay as they are at once.
		j := i
		for j < len(s) && formClass[s[j]] == formKept {
			j++
		}
		w += copy(b[w:], s[i:j])
		if j == len(s) {
			break
		}
		if c := s[j]; c == ' ' {
			b[w] = '+'
			w++
		} else {
			b[w], b[w+1], b[w+2] = '%', upperHex[c>>4], upperHex[c&15]
			w += 3
		}
		i = j + 1
	}
	return w
}
