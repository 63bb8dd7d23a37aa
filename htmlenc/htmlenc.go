// Package htmlenc gets the encodings of the Encoding Standard from their
// labels (the names an HTML page gives its encoding), for the Encoding field
// of [github.com/webstd/whatwgurl.Parser] and for
// [github.com/webstd/whatwgurl.SearchParams.Encode].
//
// It is a package of its own because of what it links: a table of every
// label names every encoding, so a program that imports htmlenc links all
// of golang.org/x/text's tables for them (about 0.9 MB of binary).
// A program that knows its encoding can name x/text's value instead, such
// as japanese.ShiftJIS, and link that encoding's tables alone; whatwgurl
// uses the Encoding Standard's encoder for it either way. A program that
// names no legacy encoding links none of them.
package htmlenc

import (
	"errors"
	"strconv"
	"unicode/utf8"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/htmlindex"
)

// LookupEncoding returns the encoding that label names in the Encoding
// Standard, for use as the Encoding of a [github.com/webstd/whatwgurl.Parser]
// (HTML's document encoding). Leading and trailing ASCII whitespace is removed and letters
// match ASCII case-insensitively, so " Shift_JIS ", "latin1"
// (windows-1252), "gb2312" (GBK) and "UTF-8" all work. Every label of the
// Encoding Standard is accepted, as golang.org/x/text/encoding/htmlindex
// implements them, and nothing else: "iso-8859-1", "ascii" and "latin1" are
// windows-1252, not ISO-8859-1; "utf-16" is UTF-16LE; the labels of the
// replacement encoding ("replacement", "iso-2022-kr", "hz-gb-2312",
// "iso-2022-cn", "iso-2022-cn-ext", "csiso2022kr") return
// [encoding.Replacement]; and "x-user-defined" returns
// [golang.org/x/text/encoding/charmap.XUserDefined]. The values are x/text's own (japanese.ShiftJIS
// for "shift_jis"). A URL's query uses an encoding's output encoding, so
// replacement, UTF-16BE and UTF-16LE act as UTF-8 there. Unlike
// htmlindex.Get, a label with other white space (such as U+000B or U+00A0)
// or non-ASCII letters is not found.
// https://encoding.spec.whatwg.org/#concept-encoding-get
func LookupEncoding(label string) (encoding.Encoding, error) {
	start, end := 0, len(label)
	for start < end && isASCIIWhitespace(label[start]) {
		start++
	}
	for end > start && isASCIIWhitespace(label[end-1]) {
		end--
	}
	name := label[start:end]
	for i := 0; i < len(name); i++ {
		// htmlindex trims Unicode white space and lowercases Unicode
		// letters; no label has such bytes, so rejecting them first keeps
		// to the standard's ASCII-only matching.
		if name[i] <= ' ' || name[i] >= utf8.RuneSelf {
			return nil, errUnknownEncoding(label)
		}
	}
	enc, err := htmlindex.Get(name)
	if err != nil {
		return nil, errUnknownEncoding(label)
	}
	return enc, nil
}

func errUnknownEncoding(label string) error {
	return errors.New("htmlenc: unknown encoding label " + strconv.Quote(label))
}

// isASCIIWhitespace reports whether b is TAB, LF, FF, CR or SPACE.
// https://infra.spec.whatwg.org/#ascii-whitespace
func isASCIIWhitespace(b byte) bool {
	return b == '\t' || b == '\n' || b == '\f' || b == '\r' || b == ' '
}
