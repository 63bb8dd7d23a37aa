// Package utf8s decodes a code point of a string at a byte offset, the
// one UTF-8 step that the Unicode engines (internal/nfc, internal/uts46)
// take on every non-ASCII byte of a host.
//
// It decodes what unicode/utf8 decodes, with the same results on invalid
// input; it only keeps the valid two-, three- and four-byte sequences out
// of a function call.
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
