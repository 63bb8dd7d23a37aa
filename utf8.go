package whatwgurl

import (
	"unicode/utf8"
)

// toScalarValues returns s with each maximal invalid UTF-8 subsequence
// replaced by U+FFFD, as the Encoding Standard's UTF-8 decoder does. A Go
// string may hold any bytes; the URL Standard's algorithms take scalar value
// strings, so every input passes through here first. Valid input is
// returned as is, without allocating.
//
// This differs from both a range loop (one U+FFFD per invalid byte) and
// strings.ToValidUTF8 (one U+FFFD per run of invalid bytes): "\xE2\x82"
// is one maximal subsequence and becomes one U+FFFD, "\xFF\xFF" becomes two.
// https://encoding.spec.whatwg.org/#utf-8-decoder
func toScalarValues(s string) string {
	if utf8.ValidString(s) {
		return s
	}
	return string(appendScalarValues(make([]byte, 0, scalarValuesLen(s, false)), s, false))
}

// scalarValuesLen is the length of appendScalarValues's output.
func scalarValuesLen(s string, dropTabs bool) int {
	n := 0
	for i := 0; i < len(s); {
		if c := s[i]; c < utf8.RuneSelf {
			if !dropTabs || c != '\t' && c != '\n' && c != '\r' {
				n++
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			size = maximalSubpart(s[i:])
			n += len("\uFFFD")
		} else {
			n += size
		}
		i += size
	}
	return n
}

// appendScalarValues appends s to dst with each maximal invalid UTF-8
// subsequence replaced by U+FFFD and, if dropTabs, without ASCII tab or
// newline.
func appendScalarValues(dst []byte, s string, dropTabs bool) []byte {
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if !dropTabs || c != '\t' && c != '\n' && c != '\r' {
				dst = append(dst, c)
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r != utf8.RuneError || size != 1 {
			dst = append(dst, s[i:i+size]...)
			i += size
			continue
		}
		dst = append(dst, "\uFFFD"...)
		i += maximalSubpart(s[i:])
	}
	return dst
}

// maximalSubpart returns the length of the maximal subpart of an ill-formed
// UTF-8 sequence at the start of s: the lead byte and the continuation bytes
// the Encoding Standard's decoder accepts before it fails. It is at least 1.
// https://encoding.spec.whatwg.org/#utf-8-decoder
func maximalSubpart(s string) int {
	lower, upper := byte(0x80), byte(0xBF)
	needed := 0
	switch b := s[0]; {
	case b >= 0xC2 && b <= 0xDF:
		needed = 1
	case b >= 0xE0 && b <= 0xEF:
		if b == 0xE0 {
			lower = 0xA0
		} else if b == 0xED {
			upper = 0x9F
		}
		needed = 2
	case b >= 0xF0 && b <= 0xF4:
		if b == 0xF0 {
			lower = 0x90
		} else if b == 0xF4 {
			upper = 0x8F
		}
		needed = 3
	default:
		return 1
	}
	n := 1
	for seen := 0; seen < needed && n < len(s); seen++ {
		if b := s[n]; b < lower || b > upper {
			return n
		}
		lower, upper = 0x80, 0xBF
		n++
	}
	return n
}
