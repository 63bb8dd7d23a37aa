// Package utf8s holds the UTF-8 steps that the URL parser, the Unicode
// engines (internal/nfc, internal/uts46) and the command share.
//
// DecodeRune decodes what unicode/utf8 decodes, with the same results on
// invalid input; it only keeps the valid two-, three- and four-byte
// sequences out of a function call. MaximalSubpart and AppendScalarValues
// read invalid input as the Encoding Standard's UTF-8 decoder does, which
// the URL Standard uses to turn bytes into scalar values: each maximal
// invalid subsequence becomes one U+FFFD (unicode/utf8 replaces each
// invalid byte on its own).
// https://encoding.spec.whatwg.org/#utf-8-decoder
package utf8s

import "unicode/utf8"

// DecodeRune is utf8.DecodeRuneInString(s[i:]) for s[i] >= 0x80, with the
// valid sequences decoded inline and anything else left to utf8.
func DecodeRune(s string, i int) (rune, int) {
	switch c0 := s[i]; {
	case c0 >= 0xC2 && c0 < 0xE0 && i+1 < len(s) && s[i+1]&0xC0 == 0x80:
		return rune(c0&0x1F)<<6 | rune(s[i+1]&0x3F), 2
	case c0 >= 0xE0 && c0 < 0xF0 && i+2 < len(s) && s[i+1]&0xC0 == 0x80 && s[i+2]&0xC0 == 0x80:
		// Not an overlong form, nor a surrogate.
		if r := rune(c0&0x0F)<<12 | rune(s[i+1]&0x3F)<<6 | rune(s[i+2]&0x3F); r >= 0x800 && (r < 0xD800 || r > 0xDFFF) {
			return r, 3
		}
	case c0 >= 0xF0 && c0 < 0xF5 && i+3 < len(s) && s[i+1]&0xC0 == 0x80 && s[i+2]&0xC0 == 0x80 && s[i+3]&0xC0 == 0x80:
		// Not an overlong form, nor above U+10FFFF.
		if r := rune(c0&0x07)<<18 | rune(s[i+1]&0x3F)<<12 | rune(s[i+2]&0x3F)<<6 | rune(s[i+3]&0x3F); r >= 0x10000 && r <= utf8.MaxRune {
			return r, 4
		}
	}
	return utf8.DecodeRuneInString(s[i:])
}

// AppendScalarValues appends s to dst with each maximal invalid UTF-8
// subsequence replaced by U+FFFD.
func AppendScalarValues(dst []byte, s string) []byte {
	for len(s) > 0 {
		i := 0
		for i < len(s) && s[i] < utf8.RuneSelf {
			i++
		}
		dst = append(dst, s[:i]...)
		s = s[i:]
		if len(s) == 0 {
			break
		}
		r, size := utf8.DecodeRuneInString(s)
		if r == utf8.RuneError && size == 1 {
			dst = append(dst, "\uFFFD"...)
			s = s[MaximalSubpart(s):]
			continue
		}
		dst = append(dst, s[:size]...)
		s = s[size:]
	}
	return dst
}

// MaximalSubpart returns the length of the maximal subpart of an ill-formed
// UTF-8 sequence at the start of s: its lead byte and the continuation
// bytes the Encoding Standard's UTF-8 decoder accepts after it before it
// fails (UTF-8 decoder, steps on "UTF-8 lower boundary" and "UTF-8 upper
// boundary"). It is at least 1.
// https://encoding.spec.whatwg.org/#utf-8-decoder
func MaximalSubpart(s string) int {
	lower, upper := byte(0x80), byte(0xBF)
	needed := 0
	switch b := s[0]; {
	case 0xC2 <= b && b <= 0xDF:
		needed = 1
	case 0xE0 <= b && b <= 0xEF:
		switch b {
		case 0xE0:
			lower = 0xA0
		case 0xED:
			upper = 0x9F
		}
		needed = 2
	case 0xF0 <= b && b <= 0xF4:
		switch b {
		case 0xF0:
			lower = 0x90
		case 0xF4:
			upper = 0x8F
		}
		needed = 3
	default:
		return 1
	}
	n := 1
	for ; needed > 0 && n < len(s); needed-- {
		if b := s[n]; b < lower || b > upper {
			break
		}
		lower, upper = 0x80, 0xBF
		n++
	}
	return n
}
