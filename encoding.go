package whatwgurl

import (
	"strconv"
	"unicode/utf8"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/unicode"
	"golang.org/x/text/transform"

	"github.com/webstd/whatwgurl/internal/legacy"
)

// This file holds the URL Standard's "percent-encode after encoding", which
// a special URL's query and the application/x-www-form-urlencoded
// serializer use with the encoding of the page the URL comes from, and the
// Encoding Standard's "get an output encoding" that comes before it. The
// encoders of the Encoding Standard's legacy encodings are in
// internal/legacy; the labels that name encodings are in package htmlenc.
//
// Legacy encodings are paid for only when used. An encoding is an x/text
// value (golang.org/x/text/encoding.Encoding), which internal/legacy
// recognizes by its type and name and whose decoder it reads its index out
// of, so neither package imports x/text's packages of legacy encodings
// (japanese, korean, simplifiedchinese, traditionalchinese, charmap) or
// htmlindex, and a program links the tables of exactly the encodings it
// names (TestNoLegacyEncodingTables).

// The UTF-16 encodings of x/text, each of which the URL Standard handles as
// UTF-8. htmlindex returns the IgnoreBOM ones.
var utf16Encodings = [...]encoding.Encoding{
	unicode.UTF16(unicode.BigEndian, unicode.IgnoreBOM),
	unicode.UTF16(unicode.LittleEndian, unicode.IgnoreBOM),
	unicode.UTF16(unicode.BigEndian, unicode.UseBOM),
	unicode.UTF16(unicode.LittleEndian, unicode.UseBOM),
	unicode.UTF16(unicode.BigEndian, unicode.ExpectBOM),
	unicode.UTF16(unicode.LittleEndian, unicode.ExpectBOM),
}

// outputEncoding returns the output encoding of enc, with nil standing for
// UTF-8: nil for nil, UTF-8 (with or without BOM), replacement and UTF-16BE/LE
// (with any BOM policy), and enc otherwise.
// https://encoding.spec.whatwg.org/#get-an-output-encoding
func outputEncoding(enc encoding.Encoding) encoding.Encoding {
	// The values compared with are of comparable types, so == cannot panic
	// whatever enc's dynamic type is.
	switch enc {
	case nil, unicode.UTF8, unicode.UTF8BOM, encoding.Replacement:
		return nil
	}
	for _, u := range utf16Encodings {
		if enc == u {
			return nil
		}
	}
	return enc
}

// appendFormEncoded appends s percent-encoded after encoding with enc and the
// application/x-www-form-urlencoded percent-encode set, space becoming '+':
// one name or value of the urlencoded serializer. enc is first replaced by
// its output encoding (nil is UTF-8).
// https://url.spec.whatwg.org/#concept-urlencoded-serializer
func appendFormEncoded(dst []byte, enc encoding.Encoding, s string) []byte {
	return appendPercentEncodeAfterEncoding(dst, enc, s, FormSet, true)
}

// appendPercentEncodeAfterEncoding appends input percent-encoded after
// encoding with enc and set to dst, turning 0x20 into '+' when spaceAsPlus
// (the standard sets spaceAsPlus exactly when set is FormSet). enc is first
// replaced by its output encoding; nil is UTF-8. Every byte the encoder
// outputs is percent-encoded when it is in set (all non-ASCII bytes are), and
// a code point the encoding cannot represent becomes "%26%23", its decimal
// value and "%3B": an HTML numeric character reference, percent-encoded as a
// whole.
//
// input must be valid UTF-8 (a scalar value string). The whole of input is
// encoded in one pass with one encoder instance, as the standard requires for
// ISO-2022-JP, whose state carries from one code point to the next and is
// reset with ESC ( B at the end. An enc that is not one of the Encoding
// Standard's encodings is used through its x/text encoder.
// https://url.spec.whatwg.org/#string-percent-encode-after-encoding
func appendPercentEncodeAfterEncoding(dst []byte, enc encoding.Encoding, input string, set EncodeSet, spaceAsPlus bool) []byte {
	enc = outputEncoding(enc)
	if enc == nil {
		if !spaceAsPlus {
			return appendPercentEncoded(dst, input, set)
		}
		for i := 0; i < len(input); i++ {
			dst = appendEncodeOutputByte(dst, input[i], set, true)
		}
		return dst
	}
	e, ok := legacy.NewEncoder(enc)
	if !ok {
		return appendPercentEncodeWithTransformer(dst, enc, input, set, spaceAsPlus)
	}
	asciiUnchanged := e.ASCIIUnchanged()
	var buf [legacy.MaxBytes]byte
	for i := 0; i < len(input); {
		c, size := rune(input[i]), 1
		if c >= utf8.RuneSelf {
			c, size = utf8.DecodeRuneInString(input[i:])
		} else if asciiUnchanged {
			dst = appendEncodeOutputByte(dst, input[i], set, spaceAsPlus)
			i++
			continue
		}
		n, errorCodePoint := e.Encode(c, &buf)
		for _, b := range buf[:n] {
			dst = appendEncodeOutputByte(dst, b, set, spaceAsPlus)
		}
		if errorCodePoint >= 0 {
			dst = appendCharacterReference(dst, errorCodePoint)
		}
		i += size
	}
	// End-of-queue: only ISO-2022-JP's encoder outputs anything.
	for _, b := range buf[:e.End(&buf)] {
		dst = appendEncodeOutputByte(dst, b, set, spaceAsPlus)
	}
	return dst
}

// appendEncodeOutputByte appends one byte of an encoder's output: '+' for
// 0x20 when spaceAsPlus, the byte percent-encoded when in set (every set
// holds all bytes above 0x7F), or else the byte itself.
func appendEncodeOutputByte(dst []byte, b byte, set EncodeSet, spaceAsPlus bool) []byte {
	switch {
	case b == ' ' && spaceAsPlus:
		return append(dst, '+')
	case inSet(b, set):
		return append(dst, '%', upperHex[b>>4], upperHex[b&15])
	default:
		return append(dst, b)
	}
}

// appendCharacterReference appends "%26%23", c in decimal and "%3B": the
// standard's replacement for a code point the encoder returned as an error.
func appendCharacterReference(dst []byte, c rune) []byte {
	dst = append(dst, "%26%23"...)
	dst = strconv.AppendInt(dst, int64(c), 10)
	return append(dst, "%3B"...)
}

// appendPercentEncodeWithTransformer is appendPercentEncodeAfterEncoding for
// an encoding the Encoding Standard does not define. It drives one x/text
// encoder over the whole input and recognizes an unencodable code point the
// way x/text's own encoding.HTMLEscapeUnsupported does: Transform stops with
// an error that has a Replacement method (x/text's RepertoireError) and
// nSrc at that code point. Everything before it has been written, including
// any escape sequence a stateful encoder emits to return to ASCII, and the
// encoder keeps its state, so the character reference is appended, the code
// point skipped and the same encoder resumed.
func appendPercentEncodeWithTransformer(dst []byte, enc encoding.Encoding, input string, set EncodeSet, spaceAsPlus bool) []byte {
	t := enc.NewEncoder()
	var src [64]byte
	var out [128]byte
	for {
		// Fill src with whole code points, so that only the last chunk
		// is at EOF and no chunk ends inside a code point.
		n := copy(src[:], input)
		if n < len(input) {
			for n > 0 && !utf8.RuneStart(input[n]) {
				n--
			}
		}
		chunk, atEOF := src[:n], n == len(input)
		input = input[n:]
		for {
			nDst, nSrc, err := t.Transform(out[:], chunk, atEOF)
			for _, b := range out[:nDst] {
				dst = appendEncodeOutputByte(dst, b, set, spaceAsPlus)
			}
			chunk = chunk[nSrc:]
			if err == nil && len(chunk) == 0 {
				break
			}
			if err == transform.ErrShortDst && nDst+nSrc > 0 {
				continue
			}
			// A repertoire error, or any other failure to make
			// progress on a valid code point: the encoding cannot
			// represent it.
			r, size := utf8.DecodeRune(chunk)
			if size == 0 {
				break
			}
			dst = appendCharacterReference(dst, r)
			chunk = chunk[size:]
		}
		if atEOF {
			return dst
		}
	}
}
