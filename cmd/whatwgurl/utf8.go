package main

import "encoding/binary"

// The command reads input that is not valid UTF-8 the way the parser does:
// each maximal invalid subsequence becomes one U+FFFD, as the Encoding
// Standard's UTF-8 decoder reads it. The parser does this itself; the
// command does the same, with the parser's utf8s.AppendScalarValues,
// wherever it shows an input (the -json and -jsonl "input" and "base", and
// the error lines), so that every output agrees with what was parsed.
// encoding/json, by contrast, replaces each invalid byte on its own.
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
