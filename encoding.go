package whatwgurl

import (
	"errors"
	"sort"
	"strconv"
	"sync"
	"unicode/utf8"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/htmlindex"
	"golang.org/x/text/encoding/japanese"
	"golang.org/x/text/encoding/korean"
	"golang.org/x/text/encoding/simplifiedchinese"
	"golang.org/x/text/encoding/traditionalchinese"
	"golang.org/x/text/encoding/unicode"
	"golang.org/x/text/transform"
)

// This file holds the URL Standard's "percent-encode after encoding" for
// legacy encodings, and the parts of the Encoding Standard it needs: getting
// an encoding from a label, getting an output encoding, and the encoders.
//
// The encoders are the Encoding Standard's, step by step. They do not use
// golang.org/x/text's encoders, which differ from the Encoding Standard for
// many code points: x/text's Shift_JIS encoder prefers the NEC row 13 and NEC
// selected IBM extensions over the IBM extensions, its EUC-JP encoder uses JIS
// X 0212, its Big5 encoder emits HKSCS pointers, its ISO-2022-JP encoder has
// no Roman state and emits halfwidth katakana with ESC ( I, its gb18030 encoder
// predates GB18030-2022 and lacks the Private Use mappings and U+E5E5 rule, and
// none of them map U+2212, U+00A5, U+203E or C1 controls as the standard does.
// What this file takes from x/text is the data: the indexes are read out of
// x/text's decoders (generated from the same WHATWG index files), with the
// few entries that x/text lacks added below, and the tests compare each index
// with the standard's own examples.

// LookupEncoding returns the encoding that label names in the Encoding
// Standard, for use as [Parser.Encoding] (HTML's document encoding). Leading
// and trailing ASCII whitespace is removed and letters match ASCII
// case-insensitively, so " Shift_JIS ", "latin1" (windows-1252), "gb2312"
// (GBK) and "UTF-8" all work. Every label of the Encoding Standard is
// accepted, as golang.org/x/text/encoding/htmlindex implements them, and
// nothing else: "iso-8859-1", "ascii" and "latin1" are windows-1252, not
// ISO-8859-1; "utf-16" is UTF-16LE; the labels of the replacement encoding
// ("replacement", "iso-2022-kr", "hz-gb-2312", "iso-2022-cn",
// "iso-2022-cn-ext", "csiso2022kr") return [encoding.Replacement]; and
// "x-user-defined" returns [charmap.XUserDefined]. A URL's query uses an
// encoding's output encoding, so replacement, UTF-16BE and UTF-16LE act as
// UTF-8 there. Unlike htmlindex.Get, a label with other white space (such as
// U+000B or U+00A0) or non-ASCII letters is not found.
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
	return errors.New("whatwgurl: unknown encoding label " + strconv.Quote(label))
}

// isASCIIWhitespace reports whether b is TAB, LF, FF, CR or SPACE.
// https://infra.spec.whatwg.org/#ascii-whitespace
func isASCIIWhitespace(b byte) bool {
	return b == '\t' || b == '\n' || b == '\f' || b == '\r' || b == ' '
}

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
	e := encoderFor(enc)
	if e.kind == encoderOther {
		return appendPercentEncodeWithTransformer(dst, enc, input, set, spaceAsPlus)
	}
	var buf [8]byte
	for i := 0; i < len(input); {
		c, size := rune(input[i]), 1
		if c >= utf8.RuneSelf {
			c, size = utf8.DecodeRuneInString(input[i:])
		} else if e.kind != encoderISO2022JP {
			// Every encoder but ISO-2022-JP's returns an ASCII code
			// point as the byte of the same value.
			dst = appendEncodeOutputByte(dst, input[i], set, spaceAsPlus)
			i++
			continue
		}
		n, potentialError := e.encode(c, &buf)
		for _, b := range buf[:n] {
			dst = appendEncodeOutputByte(dst, b, set, spaceAsPlus)
		}
		if potentialError >= 0 {
			dst = appendCharacterReference(dst, potentialError)
		}
		i += size
	}
	// End-of-queue: only ISO-2022-JP's encoder outputs anything.
	if e.kind == encoderISO2022JP && e.state != iso2022JPASCII {
		for _, b := range []byte(escASCII) {
			dst = appendEncodeOutputByte(dst, b, set, spaceAsPlus)
		}
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

// encoderKind names one of the Encoding Standard's encoders.
type encoderKind uint8

const (
	encoderOther      encoderKind = iota // not an Encoding Standard encoding
	encoderSingleByte                    // https://encoding.spec.whatwg.org/#single-byte-encoder
	encoderGB18030                       // https://encoding.spec.whatwg.org/#gb18030-encoder
	encoderGBK                           // https://encoding.spec.whatwg.org/#gbk-encoder
	encoderBig5                          // https://encoding.spec.whatwg.org/#big5-encoder
	encoderEUCJP                         // https://encoding.spec.whatwg.org/#euc-jp-encoder
	encoderISO2022JP                     // https://encoding.spec.whatwg.org/#iso-2022-jp-encoder
	encoderShiftJIS                      // https://encoding.spec.whatwg.org/#shift_jis-encoder
	encoderEUCKR                         // https://encoding.spec.whatwg.org/#euc-kr-encoder
)

// iso2022JPState is the ISO-2022-JP encoder state.
type iso2022JPState uint8

const (
	iso2022JPASCII iso2022JPState = iota
	iso2022JPRoman
	iso2022JPJIS0208
)

const (
	escASCII   = "\x1b(B" // ESC ( B: switch to ASCII
	escRoman   = "\x1b(J" // ESC ( J: switch to JIS X 0201 Roman
	escJIS0208 = "\x1b$B" // ESC $ B: switch to JIS X 0208
)

// encoder is an instance of an Encoding Standard encoder. The x-user-defined
// encoder is the single-byte encoder over charmap.XUserDefined, whose table
// is the standard's algorithm written out.
type encoder struct {
	kind       encoderKind
	state      iso2022JPState   // encoderISO2022JP only
	singleByte *charmap.Charmap // encoderSingleByte only: its index
}

// encoderFor returns a new instance of enc's encoder, or one of kind
// encoderOther when enc is not an Encoding Standard encoding with an encoder
// (the values htmlindex returns are the ones recognized).
// https://encoding.spec.whatwg.org/#get-an-encoder
func encoderFor(enc encoding.Encoding) encoder {
	switch enc {
	case simplifiedchinese.GB18030:
		return encoder{kind: encoderGB18030}
	case simplifiedchinese.GBK:
		return encoder{kind: encoderGBK}
	case traditionalchinese.Big5:
		return encoder{kind: encoderBig5}
	case japanese.EUCJP:
		return encoder{kind: encoderEUCJP}
	case japanese.ISO2022JP:
		return encoder{kind: encoderISO2022JP}
	case japanese.ShiftJIS:
		return encoder{kind: encoderShiftJIS}
	case korean.EUCKR:
		return encoder{kind: encoderEUCKR}
	case charmap.ISO8859_8I:
		// ISO-8859-8-I differs from ISO-8859-8 only in its name.
		return encoder{kind: encoderSingleByte, singleByte: charmap.ISO8859_8}
	case charmap.CodePage866, charmap.ISO8859_2, charmap.ISO8859_3, charmap.ISO8859_4,
		charmap.ISO8859_5, charmap.ISO8859_6, charmap.ISO8859_7, charmap.ISO8859_8,
		charmap.ISO8859_10, charmap.ISO8859_13, charmap.ISO8859_14, charmap.ISO8859_15,
		charmap.ISO8859_16, charmap.KOI8R, charmap.KOI8U, charmap.Macintosh,
		charmap.Windows874, charmap.Windows1250, charmap.Windows1251, charmap.Windows1252,
		charmap.Windows1253, charmap.Windows1254, charmap.Windows1255, charmap.Windows1256,
		charmap.Windows1257, charmap.Windows1258, charmap.MacintoshCyrillic,
		charmap.XUserDefined:
		return encoder{kind: encoderSingleByte, singleByte: enc.(*charmap.Charmap)}
	}
	return encoder{kind: encoderOther}
}

// encode runs the encoder's handler on code point c, which is not
// end-of-queue. It writes the bytes the handler returns, including those
// returned before any restore of c, to out and returns their number, and
// returns the code point of an error, or -1 if there was none.
func (e *encoder) encode(c rune, out *[8]byte) (n int, errorCodePoint rune) {
	switch e.kind {
	case encoderSingleByte: // https://encoding.spec.whatwg.org/#single-byte-encoder
		if c < utf8.RuneSelf {
			out[0] = byte(c)
			return 1, -1
		}
		if b, ok := e.singleByte.EncodeRune(c); ok {
			out[0] = b
			return 1, -1
		}
		// Where the standard's index maps a byte 0x80 to 0x9F to the C1
		// control of the same value, x/text's table leaves it undefined.
		if c <= 0x9F && e.singleByte.DecodeByte(byte(c)) == utf8.RuneError {
			out[0] = byte(c)
			return 1, -1
		}
		return 0, c

	case encoderGB18030, encoderGBK: // https://encoding.spec.whatwg.org/#gb18030-encoder
		if c < utf8.RuneSelf {
			out[0] = byte(c)
			return 1, -1
		}
		if c == 0xE5E5 {
			return 0, c
		}
		if e.kind == encoderGBK && c == 0x20AC {
			out[0] = 0x80
			return 1, -1
		}
		if 0xE78D <= c && c <= 0xE864 {
			if b, ok := gb18030PUABytes[c]; ok {
				out[0], out[1] = b[0], b[1]
				return 2, -1
			}
		}
		if pointer, ok := gb18030Index().pointer(c); ok {
			lead, trail := pointer/190+0x81, pointer%190
			offset := 0x40
			if trail >= 0x3F {
				offset = 0x41
			}
			out[0], out[1] = byte(lead), byte(trail+offset)
			return 2, -1
		}
		if e.kind == encoderGBK {
			return 0, c
		}
		pointer := gb18030RangesPointer(c)
		out[0] = byte(pointer/(10*126*10) + 0x81)
		pointer %= 10 * 126 * 10
		out[1] = byte(pointer/(10*126) + 0x30)
		pointer %= 10 * 126
		out[2] = byte(pointer/10 + 0x81)
		out[3] = byte(pointer%10 + 0x30)
		return 4, -1

	case encoderBig5: // https://encoding.spec.whatwg.org/#big5-encoder
		if c < utf8.RuneSelf {
			out[0] = byte(c)
			return 1, -1
		}
		pointer, ok := big5Index().pointer(c)
		if !ok {
			return 0, c
		}
		out[0], out[1] = big5Bytes(pointer)
		return 2, -1

	case encoderEUCJP: // https://encoding.spec.whatwg.org/#euc-jp-encoder
		switch {
		case c < utf8.RuneSelf:
			out[0] = byte(c)
			return 1, -1
		case c == 0xA5:
			out[0] = 0x5C
			return 1, -1
		case c == 0x203E:
			out[0] = 0x7E
			return 1, -1
		case 0xFF61 <= c && c <= 0xFF9F:
			out[0], out[1] = 0x8E, byte(c-0xFF61+0xA1)
			return 2, -1
		case c == 0x2212:
			c = 0xFF0D
		}
		pointer, ok := jis0208Index().pointer(c)
		if !ok {
			return 0, c
		}
		out[0], out[1] = byte(pointer/94+0xA1), byte(pointer%94+0xA1)
		return 2, -1

	case encoderISO2022JP: // https://encoding.spec.whatwg.org/#iso-2022-jp-encoder
		// Each "restore codePoint" of the standard writes an escape
		// sequence, changes state and goes round the loop again.
		for {
			switch {
			case (e.state == iso2022JPASCII || e.state == iso2022JPRoman) &&
				(c == 0x0E || c == 0x0F || c == 0x1B):
				return n, 0xFFFD
			case e.state == iso2022JPASCII && c < utf8.RuneSelf:
				out[n] = byte(c)
				return n + 1, -1
			case e.state == iso2022JPRoman &&
				(c < utf8.RuneSelf && c != 0x5C && c != 0x7E || c == 0xA5 || c == 0x203E):
				switch c {
				case 0xA5:
					out[n] = 0x5C
				case 0x203E:
					out[n] = 0x7E
				default:
					out[n] = byte(c)
				}
				return n + 1, -1
			case c < utf8.RuneSelf: // and the state is not ASCII
				n += copy(out[n:], escASCII)
				e.state = iso2022JPASCII
				continue
			case c == 0xA5 || c == 0x203E: // and the state is not Roman
				n += copy(out[n:], escRoman)
				e.state = iso2022JPRoman
				continue
			case c == 0x2212:
				c = 0xFF0D
			case 0xFF61 <= c && c <= 0xFF9F:
				c = rune(iso2022JPKatakana[c-0xFF61])
			}
			pointer, ok := jis0208Index().pointer(c)
			if !ok {
				if e.state == iso2022JPJIS0208 {
					n += copy(out[n:], escASCII)
					e.state = iso2022JPASCII
					continue
				}
				return n, c
			}
			if e.state != iso2022JPJIS0208 {
				n += copy(out[n:], escJIS0208)
				e.state = iso2022JPJIS0208
				continue
			}
			out[n], out[n+1] = byte(pointer/94+0x21), byte(pointer%94+0x21)
			return n + 2, -1
		}

	case encoderShiftJIS: // https://encoding.spec.whatwg.org/#shift_jis-encoder
		switch {
		case c <= 0x80:
			out[0] = byte(c)
			return 1, -1
		case c == 0xA5:
			out[0] = 0x5C
			return 1, -1
		case c == 0x203E:
			out[0] = 0x7E
			return 1, -1
		case 0xFF61 <= c && c <= 0xFF9F:
			out[0] = byte(c - 0xFF61 + 0xA1)
			return 1, -1
		case c == 0x2212:
			c = 0xFF0D
		}
		pointer, ok := shiftJISIndex().pointer(c)
		if !ok {
			return 0, c
		}
		out[0], out[1] = shiftJISBytes(pointer)
		return 2, -1

	case encoderEUCKR: // https://encoding.spec.whatwg.org/#euc-kr-encoder
		if c < utf8.RuneSelf {
			out[0] = byte(c)
			return 1, -1
		}
		pointer, ok := eucKRIndex().pointer(c)
		if !ok {
			return 0, c
		}
		out[0], out[1] = byte(pointer/190+0x81), byte(pointer%190+0x41)
		return 2, -1
	}
	return 0, c
}

// shiftJISBytes returns the two bytes the Shift_JIS encoder writes for a
// pointer of index jis0208.
func shiftJISBytes(pointer int) (byte, byte) {
	lead, trail := pointer/188, pointer%188
	leadOffset, offset := 0x81, 0x40
	if lead >= 0x1F {
		leadOffset = 0xC1
	}
	if trail >= 0x3F {
		offset = 0x41
	}
	return byte(lead + leadOffset), byte(trail + offset)
}

// big5Bytes returns the two bytes the Big5 encoder writes for a pointer of
// index Big5.
func big5Bytes(pointer int) (byte, byte) {
	lead, trail := pointer/157+0x81, pointer%157
	offset := 0x40
	if trail >= 0x3F {
		offset = 0x62
	}
	return byte(lead), byte(trail + offset)
}

// gb18030Bytes returns the two bytes the gb18030 encoder writes for a pointer
// of index gb18030.
func gb18030Bytes(pointer int) (byte, byte) {
	lead, trail := pointer/190+0x81, pointer%190
	offset := 0x40
	if trail >= 0x3F {
		offset = 0x41
	}
	return byte(lead), byte(trail + offset)
}

// codePointIndex is the encoder's view of an index: for each code point,
// 1 + the pointer the encoder uses, or 0 when the code point is not in the
// index.
type codePointIndex struct {
	bmp    [0x10000]uint16
	astral map[rune]uint16
}

// pointer returns the pointer for c, and whether there is one.
func (x *codePointIndex) pointer(c rune) (int, bool) {
	var v uint16
	if c < 0x10000 {
		v = x.bmp[c]
	} else {
		v = x.astral[c]
	}
	return int(v) - 1, v != 0
}

// newCodePointIndex inverts an index given as the code point of each pointer
// (-1 for none): each code point gets its first pointer (the standard's index
// pointer), or its last when last(codePoint) says so. Pointers for which
// include is false are left out.
func newCodePointIndex(codePoints []rune, include func(pointer int) bool, last func(codePoint rune) bool) *codePointIndex {
	x := &codePointIndex{astral: map[rune]uint16{}}
	for pointer, c := range codePoints {
		if c < 0 || !include(pointer) {
			continue
		}
		if c < 0x10000 {
			if x.bmp[c] == 0 || last(c) {
				x.bmp[c] = uint16(pointer + 1)
			}
		} else if x.astral[c] == 0 || last(c) {
			x.astral[c] = uint16(pointer + 1)
		}
	}
	return x
}

// decodeIndex returns the index code point of every pointer below n as
// enc's decoder gives it for the bytes of the pointer, or -1 where the bytes
// decode to anything but one code point other than U+FFFD. No index of the
// standard maps a pointer to U+FFFD.
func decodeIndex(enc encoding.Encoding, n int, bytesOf func(pointer int) (byte, byte)) []rune {
	d := enc.NewDecoder()
	codePoints := make([]rune, n)
	var src [2]byte
	var dst [16]byte
	for pointer := range codePoints {
		codePoints[pointer] = -1
		src[0], src[1] = bytesOf(pointer)
		d.Reset()
		nDst, nSrc, err := d.Transform(dst[:], src[:], true)
		if err != nil || nSrc != len(src) {
			continue
		}
		c, size := utf8.DecodeRune(dst[:nDst])
		if size == nDst && c != utf8.RuneError {
			codePoints[pointer] = c
		}
	}
	return codePoints
}

func allPointers(int) bool   { return true }
func firstPointer(rune) bool { return false }

// jis0208CodePoints returns index jis0208, read out of x/text's Shift_JIS
// decoder, which reaches every pointer (the EUC-JP decoder stops at 8835).
func jis0208CodePoints() []rune {
	codePoints := decodeIndex(japanese.ShiftJIS, 11280, shiftJISBytes)
	// The Shift_JIS decoder maps pointers 8836 to 10715 to the Private
	// Use Area (EUDC); index jis0208 has no such pointers.
	for pointer := 8836; pointer <= 10715; pointer++ {
		codePoints[pointer] = -1
	}
	return codePoints
}

// jis0208Index holds the index pointer in index jis0208, as the EUC-JP and
// ISO-2022-JP encoders use it.
// https://encoding.spec.whatwg.org/#index-jis0208
var jis0208Index = sync.OnceValue(func() *codePointIndex {
	return newCodePointIndex(jis0208CodePoints(), allPointers, firstPointer)
})

// shiftJISIndex holds the index Shift_JIS pointer: index jis0208 without
// pointers 8272 to 8835, so that the IBM extensions are used rather than the
// NEC selected copies of them.
// https://encoding.spec.whatwg.org/#index-shift_jis-pointer
var shiftJISIndex = sync.OnceValue(func() *codePointIndex {
	return newCodePointIndex(jis0208CodePoints(), func(pointer int) bool {
		return pointer < 8272 || pointer > 8835
	}, firstPointer)
})

// eucKRIndex holds the index pointer in index EUC-KR.
// https://encoding.spec.whatwg.org/#index-euc-kr
var eucKRIndex = sync.OnceValue(func() *codePointIndex {
	codePoints := decodeIndex(korean.EUCKR, 190*126, func(pointer int) (byte, byte) {
		return byte(pointer/190 + 0x81), byte(pointer%190 + 0x41)
	})
	return newCodePointIndex(codePoints, allPointers, firstPointer)
})

// big5Index holds the index Big5 pointer: index Big5 without the Hong Kong
// Supplementary Character Set extensions (pointers below (0xA1 - 0x81) ×
// 157), using the last pointer for six code points and the first for the
// others.
// https://encoding.spec.whatwg.org/#index-big5-pointer
var big5Index = sync.OnceValue(func() *codePointIndex {
	// Pointers 1133, 1135, 1164 and 1166 decode to two code points each
	// and are left out by decodeIndex; they are below the cut anyway.
	codePoints := decodeIndex(traditionalchinese.Big5, 157*126, big5Bytes)
	return newCodePointIndex(codePoints, func(pointer int) bool {
		return pointer >= (0xA1-0x81)*157
	}, func(c rune) bool {
		switch c {
		case 0x2550, 0x255E, 0x2561, 0x256A, 0x5341, 0x5345:
			return true
		}
		return false
	})
})

// gb18030Index holds the index pointer in index gb18030.
// https://encoding.spec.whatwg.org/#index-gb18030
var gb18030Index = sync.OnceValue(func() *codePointIndex {
	codePoints := decodeIndex(simplifiedchinese.GB18030, 190*126, gb18030Bytes)
	for _, run := range gb18030IndexAdditions {
		for i := range int(run.n) {
			codePoints[int(run.pointer)+i] = run.codePoint + rune(i)
		}
	}
	return newCodePointIndex(codePoints, allPointers, firstPointer)
})

// gb18030IndexAdditions are the entries of index gb18030 that x/text's
// gb18030 decoder does not have: the Private Use mappings (among them the
// three user-defined areas AAA1–AFFE, F8A1–FEFE and A140–A7A0), 0xA8BC for
// U+1E3F (GB18030-2005), and the 18 mappings changed by GB18030-2022
// (0xA6D9–0xA6DF, 0xA6EC, 0xA6ED, 0xA6F3 to U+FE10–U+FE19 and 0xFE59, 0xFE61,
// 0xFE66, 0xFE67, 0xFE6D, 0xFE7E, 0xFE90, 0xFEA0 to U+9FB4–U+9FBB). Each
// entry maps n pointers from pointer on to n code points from codePoint on.
var gb18030IndexAdditions = [...]struct {
	pointer   uint16
	codePoint rune
	n         uint16
}{
	{6080, 0xE4C6, 96}, {6270, 0xE526, 96}, {6376, 0xE766, 6}, {6433, 0xE76D, 1},
	{6444, 0xE76E, 2}, {6458, 0xE770, 2}, {6460, 0xE586, 95}, {6650, 0xE5E6, 96},
	{6829, 0xE772, 11}, {6840, 0xE646, 96}, {7022, 0xE77D, 8}, {7030, 0xE6A6, 96},
	{7150, 0xE785, 8}, {7182, 0xFE10, 1}, {7183, 0xFE12, 1}, {7184, 0xFE11, 1},
	{7185, 0xFE13, 4}, {7201, 0xFE17, 2}, {7208, 0xFE19, 1}, {7211, 0xE797, 9},
	{7220, 0xE706, 96}, {7349, 0xE7A0, 15}, {7397, 0xE7AF, 13}, {7495, 0xE7BC, 11},
	{7533, 0x1E3F, 1}, {7538, 0xE7C9, 4}, {7579, 0xE7CD, 21}, {7624, 0xE7E2, 1},
	{7627, 0xE7E3, 1}, {7629, 0xE7E4, 3}, {7686, 0xE7F4, 13}, {7775, 0xE801, 15},
	{7886, 0xE000, 94}, {8076, 0xE05E, 94}, {8266, 0xE0BC, 94}, {8456, 0xE11A, 94},
	{8646, 0xE178, 94}, {8836, 0xE1D6, 94}, {16525, 0xE810, 5}, {22706, 0xE234, 94},
	{22896, 0xE292, 94}, {23086, 0xE2F0, 94}, {23276, 0xE34E, 94}, {23466, 0xE3AC, 94},
	{23656, 0xE40A, 94}, {23767, 0xE816, 3}, {23775, 0x9FB4, 1}, {23783, 0x9FB5, 1},
	{23788, 0x9FB6, 2}, {23794, 0xE831, 1}, {23795, 0x9FB8, 1}, {23804, 0xE83B, 1},
	{23812, 0x9FB9, 1}, {23829, 0x9FBA, 1}, {23830, 0xE855, 1}, {23845, 0x9FBB, 1},
	{23846, 0xE468, 94},
}

// gb18030PUABytes is the gb18030 encoder's table for the Private Use code
// points that GB18030-2005 mapped to the bytes GB18030-2022 gave to other
// code points; it keeps them encoding as before.
var gb18030PUABytes = map[rune][2]byte{
	0xE78D: {0xA6, 0xD9}, 0xE78E: {0xA6, 0xDA}, 0xE78F: {0xA6, 0xDB}, 0xE790: {0xA6, 0xDC},
	0xE791: {0xA6, 0xDD}, 0xE792: {0xA6, 0xDE}, 0xE793: {0xA6, 0xDF}, 0xE794: {0xA6, 0xEC},
	0xE795: {0xA6, 0xED}, 0xE796: {0xA6, 0xF3}, 0xE81E: {0xFE, 0x59}, 0xE826: {0xFE, 0x61},
	0xE82B: {0xFE, 0x66}, 0xE82C: {0xFE, 0x67}, 0xE832: {0xFE, 0x6D}, 0xE843: {0xFE, 0x7E},
	0xE854: {0xFE, 0x90}, 0xE864: {0xFE, 0xA0},
}

// gb18030RangesPointer returns the index gb18030 ranges pointer for c.
// https://encoding.spec.whatwg.org/#index-gb18030-ranges-pointer
func gb18030RangesPointer(c rune) int {
	if c == 0xE7C7 {
		return 7457
	}
	// The last entry whose code point is c or below.
	i := sort.Search(len(gb18030Ranges), func(i int) bool { return gb18030Ranges[i].codePoint > c }) - 1
	return int(gb18030Ranges[i].pointer) + int(c-gb18030Ranges[i].codePoint)
}

// gb18030Ranges is index gb18030 ranges: each four-byte pointer from pointer
// on maps to consecutive code points from codePoint on, up to the next entry.
// https://encoding.spec.whatwg.org/index-gb18030-ranges.txt
var gb18030Ranges = [...]struct {
	pointer   uint32
	codePoint rune
}{
	{0, 0x0080}, {36, 0x00A5}, {38, 0x00A9}, {45, 0x00B2}, {50, 0x00B8}, {81, 0x00D8},
	{89, 0x00E2}, {95, 0x00EB}, {96, 0x00EE}, {100, 0x00F4}, {103, 0x00F8}, {104, 0x00FB},
	{105, 0x00FD}, {109, 0x0102}, {126, 0x0114}, {133, 0x011C}, {148, 0x012C}, {172, 0x0145},
	{175, 0x0149}, {179, 0x014E}, {208, 0x016C}, {306, 0x01CF}, {307, 0x01D1}, {308, 0x01D3},
	{309, 0x01D5}, {310, 0x01D7}, {311, 0x01D9}, {312, 0x01DB}, {313, 0x01DD}, {341, 0x01FA},
	{428, 0x0252}, {443, 0x0262}, {544, 0x02C8}, {545, 0x02CC}, {558, 0x02DA}, {741, 0x03A2},
	{742, 0x03AA}, {749, 0x03C2}, {750, 0x03CA}, {805, 0x0402}, {819, 0x0450}, {820, 0x0452},
	{7922, 0x2011}, {7924, 0x2017}, {7925, 0x201A}, {7927, 0x201E}, {7934, 0x2027}, {7943, 0x2031},
	{7944, 0x2034}, {7945, 0x2036}, {7950, 0x203C}, {8062, 0x20AD}, {8148, 0x2104}, {8149, 0x2106},
	{8152, 0x210A}, {8164, 0x2117}, {8174, 0x2122}, {8236, 0x216C}, {8240, 0x217A}, {8262, 0x2194},
	{8264, 0x219A}, {8374, 0x2209}, {8380, 0x2210}, {8381, 0x2212}, {8384, 0x2216}, {8388, 0x221B},
	{8390, 0x2221}, {8392, 0x2224}, {8393, 0x2226}, {8394, 0x222C}, {8396, 0x222F}, {8401, 0x2238},
	{8406, 0x223E}, {8416, 0x2249}, {8419, 0x224D}, {8424, 0x2253}, {8437, 0x2262}, {8439, 0x2268},
	{8445, 0x2270}, {8482, 0x2296}, {8485, 0x229A}, {8496, 0x22A6}, {8521, 0x22C0}, {8603, 0x2313},
	{8936, 0x246A}, {8946, 0x249C}, {9046, 0x254C}, {9050, 0x2574}, {9063, 0x2590}, {9066, 0x2596},
	{9076, 0x25A2}, {9092, 0x25B4}, {9100, 0x25BE}, {9108, 0x25C8}, {9111, 0x25CC}, {9113, 0x25D0},
	{9131, 0x25E6}, {9162, 0x2607}, {9164, 0x260A}, {9218, 0x2641}, {9219, 0x2643},
	{11329, 0x2E82}, {11331, 0x2E85}, {11334, 0x2E89}, {11336, 0x2E8D}, {11346, 0x2E98},
	{11361, 0x2EA8}, {11363, 0x2EAB}, {11366, 0x2EAF}, {11370, 0x2EB4}, {11372, 0x2EB8},
	{11375, 0x2EBC}, {11389, 0x2ECB}, {11682, 0x2FFC}, {11686, 0x3004}, {11687, 0x3018},
	{11692, 0x301F}, {11694, 0x302A}, {11714, 0x303F}, {11716, 0x3094}, {11723, 0x309F},
	{11725, 0x30F7}, {11730, 0x30FF}, {11736, 0x312A}, {11982, 0x322A}, {11989, 0x3232},
	{12102, 0x32A4}, {12336, 0x3390}, {12348, 0x339F}, {12350, 0x33A2}, {12384, 0x33C5},
	{12393, 0x33CF}, {12395, 0x33D3}, {12397, 0x33D6}, {12510, 0x3448}, {12553, 0x3474},
	{12851, 0x359F}, {12962, 0x360F}, {12973, 0x361B}, {13738, 0x3919}, {13823, 0x396F},
	{13919, 0x39D1}, {13933, 0x39E0}, {14080, 0x3A74}, {14298, 0x3B4F}, {14585, 0x3C6F},
	{14698, 0x3CE1}, {15583, 0x4057}, {15847, 0x4160}, {16318, 0x4338}, {16434, 0x43AD},
	{16438, 0x43B2}, {16481, 0x43DE}, {16729, 0x44D7}, {17102, 0x464D}, {17122, 0x4662},
	{17315, 0x4724}, {17320, 0x472A}, {17402, 0x477D}, {17418, 0x478E}, {17859, 0x4948},
	{17909, 0x497B}, {17911, 0x497E}, {17915, 0x4984}, {17916, 0x4987}, {17936, 0x499C},
	{17939, 0x49A0}, {17961, 0x49B8}, {18664, 0x4C78}, {18703, 0x4CA4}, {18814, 0x4D1A},
	{18962, 0x4DAF}, {19043, 0x9FA6}, {33469, 0xE76C}, {33470, 0xE7C8}, {33471, 0xE7E7},
	{33484, 0xE815}, {33485, 0xE819}, {33490, 0xE81F}, {33497, 0xE827}, {33501, 0xE82D},
	{33505, 0xE833}, {33513, 0xE83C}, {33520, 0xE844}, {33536, 0xE856}, {33550, 0xE865},
	{37845, 0xF92D}, {37921, 0xF97A}, {37948, 0xF996}, {38029, 0xF9E8}, {38038, 0xF9F2},
	{38064, 0xFA10}, {38065, 0xFA12}, {38066, 0xFA15}, {38069, 0xFA19}, {38075, 0xFA22},
	{38076, 0xFA25}, {38078, 0xFA2A}, {39108, 0xFE32}, {39109, 0xFE45}, {39113, 0xFE53},
	{39114, 0xFE58}, {39115, 0xFE67}, {39116, 0xFE6C}, {39265, 0xFF5F}, {39394, 0xFFE6},
	{189000, 0x10000},
}

// iso2022JPKatakana is index ISO-2022-JP katakana: the fullwidth katakana
// for U+FF61 to U+FF9F, as Unicode Normalization Form KC maps them except
// that U+FF9E and U+FF9F become U+309B and U+309C.
// https://encoding.spec.whatwg.org/index-iso-2022-jp-katakana.txt
var iso2022JPKatakana = [0xFF9F - 0xFF61 + 1]uint16{
	0x3002, 0x300C, 0x300D, 0x3001, 0x30FB, 0x30F2, 0x30A1, 0x30A3,
	0x30A5, 0x30A7, 0x30A9, 0x30E3, 0x30E5, 0x30E7, 0x30C3, 0x30FC,
	0x30A2, 0x30A4, 0x30A6, 0x30A8, 0x30AA, 0x30AB, 0x30AD, 0x30AF,
	0x30B1, 0x30B3, 0x30B5, 0x30B7, 0x30B9, 0x30BB, 0x30BD, 0x30BF,
	0x30C1, 0x30C4, 0x30C6, 0x30C8, 0x30CA, 0x30CB, 0x30CC, 0x30CD,
	0x30CE, 0x30CF, 0x30D2, 0x30D5, 0x30D8, 0x30DB, 0x30DE, 0x30DF,
	0x30E0, 0x30E1, 0x30E2, 0x30E4, 0x30E6, 0x30E8, 0x30E9, 0x30EA,
	0x30EB, 0x30EC, 0x30ED, 0x30EF, 0x30F3, 0x309B, 0x309C,
}
