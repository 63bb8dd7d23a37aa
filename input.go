package whatwgurl

// The basic URL parser's first steps, before the state machine: remove
// leading and trailing C0 control or space, remove ASCII tab or newline,
// and read the input as a scalar value string (a Go string may hold any
// bytes; the standard's input is a string of scalar values, as a browser's
// decoder gives it).
// https://url.spec.whatwg.org/#concept-basic-url-parser

import (
	"strings"
	"unicode/utf8"
	"unsafe"

	"github.com/webstd/whatwgurl/internal/utf8s"
)

// cleanInput removes leading and trailing C0 control or space (unless trim
// is false, as for setters) and every ASCII tab or newline, then makes the
// input a scalar value string. rep receives the invalid-URL-unit errors of
// the first two steps, at offsets in input: the first byte stripped, and the
// first tab or newline. Input that needs neither is returned as is.
// Otherwise the cleaned copy comes with spare, an empty slice of the same
// allocation with room for len(cleaned)+extra+16 bytes of output, which a
// builder takes as its buffer: parsing such input costs one allocation in
// all, and the href keeps the cleaned input (no longer than the input)
// alive with it.
// https://url.spec.whatwg.org/#concept-basic-url-parser (first steps)
func cleanInput(input string, trim bool, rep reporter, extra int) (cleaned string, spare []byte) {
	if trim {
		start, end := 0, len(input)
		for start < end && input[start] <= ' ' {
			start++
		}
		for end > start && input[end-1] <= ' ' {
			end--
		}
		if start != 0 || end != len(input) {
			// Reported at the first byte stripped.
			if start != 0 {
				rep.reportAt(InvalidURLUnit, 0)
			} else {
				rep.reportAt(InvalidURLUnit, end)
			}
			input = input[start:end]
			rep.pos += start // rep's offsets are in input as given
		}
	}
	// Printable ASCII, the common case, has no tab or newline and is valid
	// UTF-8: one scan replaces the two below.
	i := 0
	// Eight bytes at a time; a word with a byte that is not printable
	// ASCII goes to the byte loop.
	for ; len(input)-i >= 8; i += 8 {
		if !isPrintableWord(input[i : i+8]) {
			break
		}
	}
	// The last bytes, fewer than eight, as the last eight.
	if len(input)-i < 8 && len(input) >= 8 && isPrintableWord(input[len(input)-8:]) {
		return input, nil
	}
	for i < len(input) && ' ' <= input[i] && input[i] < utf8.RuneSelf {
		i++
	}
	if i == len(input) {
		return input, nil
	}
	tab := indexTabOrNewline(input, i)
	tabs := tab >= 0
	valid := utf8.ValidString(input[i:])
	if !tabs && valid {
		return input, nil
	}
	if tabs && rep.fn != nil {
		// Reported at the first tab or newline.
		rep.reportAt(InvalidURLUnit, tab)
	}
	var buf []byte
	if valid {
		// Only tabs and newlines to drop, the common case of the two.
		n := len(input) - strings.Count(input, "\t") - strings.Count(input, "\n") - strings.Count(input, "\r")
		buf = make([]byte, 0, n+n+extra+16)
		for i := 0; i < len(input); i++ {
			if c := input[i]; c != '\t' && c != '\n' && c != '\r' {
				buf = append(buf, c)
			}
		}
	} else {
		n := scalarValuesLen(input, tabs)
		buf = make([]byte, 0, n+n+extra+16)
		buf = appendScalarValues(buf, input, tabs)
	}
	return unsafe.String(unsafe.SliceData(buf), len(buf)), buf[len(buf):]
}

// isPrintableWord reports whether the eight bytes of s are all ASCII and
// none is below ' '. The top bit of a byte of (w-0x20..)&^w is set only
// if some byte of w is below ' ' (when all are ASCII), and that of w
// itself when the byte is not ASCII.
func isPrintableWord(s string) bool {
	s = s[:8]
	w := uint64(s[0]) | uint64(s[1])<<8 | uint64(s[2])<<16 | uint64(s[3])<<24 |
		uint64(s[4])<<32 | uint64(s[5])<<40 | uint64(s[6])<<48 | uint64(s[7])<<56
	return ((w-0x2020202020202020)&^w|w)&0x8080808080808080 == 0
}

// indexTabOrNewline returns the index of the first ASCII tab or newline in
// s from i on, or -1. (strings.IndexAny builds a set for each call, which
// costs more than the short rest of a URL it is used on.)
func indexTabOrNewline(s string, i int) int {
	for ; i < len(s); i++ {
		if c := s[i]; c == '\t' || c == '\n' || c == '\r' {
			return i
		}
	}
	return -1
}

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
			size = utf8s.MaximalSubpart(s[i:])
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
		i += utf8s.MaximalSubpart(s[i:])
	}
	return dst
}
