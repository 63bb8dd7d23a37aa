package main

import (
	"encoding/binary"
	"unicode/utf8"
)

// The command reads input that is not valid UTF-8 the way the parser does:
// each maximal invalid subsequence becomes one U+FFFD, as the Encoding
// Standard's UTF-8 decoder reads it. The parser does this itself; the
// command does the same wherever it shows an input (the -json and -jsonl
// "input" and "base", and the error lines), so that every output agrees
// with what was parsed. encoding/json, by contrast, replaces each invalid
// byte on its own.
// https://encoding.spec.whatwg.org/#utf-8-decoder

// isASCII reports whether every byte of b is below 0x80.
func isASCII(b []byte) bool {
	var acc uint64
	for len(b) >= 32 {
		acc |= binary.LittleEndian.Uint64(b) | binary.LittleEndian.Uint64(b[8:]) |
			binary.LittleEndian.Uint64(b[16:]) | binary.LittleEndian.Uint64(b[24:])
		b = b[32:]
	}
	for len(b) >= 8 {
		acc |= binary.LittleEndian.Uint64(b)
		b = b[8:]
	}
	for _, c := range b {
		acc |= uint64(c)
	}
	return acc&0x8080808080808080 == 0
}

// appendScalarValues appends s to dst with each maximal invalid UTF-8
// subsequence replaced by U+FFFD.
func appendScalarValues(dst []byte, s string) []byte {
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
			s = s[maximalSubpart(s):]
			continue
		}
		dst = append(dst, s[:size]...)
		s = s[size:]
	}
	return dst
}

// maximalSubpart returns the length of the maximal subpart of an ill-formed
// UTF-8 sequence at the start of s: its lead byte and the continuation
// bytes the Encoding Standard's UTF-8 decoder accepts after it before it
// fails (UTF-8 decoder, steps on "UTF-8 lower boundary" and "UTF-8 upper
// boundary"). It is at least 1.
// https://encoding.spec.whatwg.org/#utf-8-decoder
func maximalSubpart(s string) int {
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
