package main

import (
	"encoding/binary"
	"io"
	"strings"
)

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

// bom is the UTF-8 byte order mark, U+FEFF encoded.
const bom = "\xEF\xBB\xBF"

// bomStripper reads r without a UTF-8 byte order mark at its start, as the
// Encoding Standard's "UTF-8 decode" (which a browser uses to read a UTF-8
// page) drops it: otherwise the first URL of a list saved by an editor that
// writes one would start with U+FEFF and fail. It decides as soon as the
// bytes read can no longer be a byte order mark, so a line that arrives
// alone through a pipe is passed on at once.
// https://encoding.spec.whatwg.org/#utf-8-decode
type bomStripper struct {
	r       io.Reader
	decided bool
	head    []byte // bytes read while deciding, still to be passed on
	err     error  // the error of the read that ended the deciding
}

func (s *bomStripper) Read(p []byte) (int, error) {
	for !s.decided {
		var buf [len(bom)]byte
		n, err := s.r.Read(buf[:len(bom)-len(s.head)])
		s.head = append(s.head, buf[:n]...)
		switch {
		case string(s.head) == bom:
			s.head, s.decided = s.head[:0], true
		case len(s.head) == len(bom) || !strings.HasPrefix(bom, string(s.head)):
			s.decided = true
		}
		if err != nil {
			s.decided, s.err = true, err
		}
	}
	if len(s.head) > 0 {
		n := copy(p, s.head)
		s.head = s.head[n:]
		return n, nil
	}
	if s.err != nil {
		return 0, s.err
	}
	return s.r.Read(p)
}

// isBlank reports whether line is blank: empty, or only spaces, tabs and
// carriage returns (the bytes that are both JSON whitespace and stripped or
// removed by the URL parser's first steps). Every list mode skips a blank
// line: it is not an input, gives an empty output line (none with
// -validate), and the summary counts it.
func isBlank(line []byte) bool {
	for _, c := range line {
		if c != ' ' && c != '\t' && c != '\r' {
			return false
		}
	}
	return true
}
