// Package legacy implements the Encoding Standard's encoders for its legacy
// encodings: the single-byte encodings, gb18030 and GBK, Big5, EUC-JP,
// ISO-2022-JP, Shift_JIS and EUC-KR. The URL Standard's "percent-encode
// after encoding" uses them for the query of a URL in a page whose encoding
// is one of these.
// https://encoding.spec.whatwg.org/#encodings
//
// The encoders are the standard's, step by step. They do not use
// golang.org/x/text's encoders, which differ from the Encoding Standard for
// many code points: x/text's Shift_JIS encoder prefers the NEC row 13 and
// NEC selected IBM extensions over the IBM extensions, its EUC-JP encoder
// uses JIS X 0212, its Big5 encoder emits HKSCS pointers, its ISO-2022-JP
// encoder has no Roman state and emits halfwidth katakana with ESC ( I, its
// gb18030 encoder predates GB18030-2022 and lacks the Private Use mappings
// and the U+E5E5 rule, and none of them maps U+2212, U+00A5, U+203E or C1
// controls as the standard does.
//
// What this package takes from x/text is the data, and only from the value
// it is given: the first time an encoder needs an index, it is read out of
// the decoder of the x/text value passed to [NewEncoder] (x/text's decoders
// are generated from the same WHATWG index files), and the few entries that
// x/text lacks are added here. The package imports none of x/text's
// packages of legacy encodings, so a program links their tables only if it
// names an encoding that holds them; one that never does pays for the
// encoders' code alone.
//
// [NewEncoder] knows an encoding by the dynamic type and the name of the
// x/text value: *charmap.Charmap, or the type of x/text's other encoding
// values, which only x/text can make. A value of these types has one of
// x/text's names only as x/text made it (a zero Charmap has no name, a copy
// has the same tables), so no other value can pass for one of the
// standard's encodings, and none is taken for one by mistake. A value
// wrapped in a type of one's own is not recognized.
package legacy

import (
	"reflect"
	"sync"
	"sync/atomic"
	"unicode/utf8"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/unicode"
)

// kind names one of the Encoding Standard's encoders.
type kind uint8

const (
	singleByte kind = iota + 1 // https://encoding.spec.whatwg.org/#single-byte-encoder
	gb18030                    // https://encoding.spec.whatwg.org/#gb18030-encoder
	gbk                        // https://encoding.spec.whatwg.org/#gbk-encoder
	big5                       // https://encoding.spec.whatwg.org/#big5-encoder
	eucJP                      // https://encoding.spec.whatwg.org/#euc-jp-encoder
	iso2022JP                  // https://encoding.spec.whatwg.org/#iso-2022-jp-encoder
	shiftJIS                   // https://encoding.spec.whatwg.org/#shift_jis-encoder
	eucKR                      // https://encoding.spec.whatwg.org/#euc-kr-encoder
)

// encodingEntry is one of the Encoding Standard's encodings with an encoder
// of its own, as x/text provides it, and the index its encoder uses once
// read.
type encodingEntry struct {
	name string // the x/text value's String()
	kind kind
	// own is the index of a single-byte encoding; the multi-byte ones
	// share theirs (indexOf).
	own lazyIndex
	// value is the x/text value that NewEncoder last recognized as this
	// encoding, to recognize it again at the cost of one comparison.
	value atomic.Pointer[encoding.Encoding]
}

// The multi-byte indexes, each shared by the encodings that use it.
var (
	jis0208Index  lazyIndex // https://encoding.spec.whatwg.org/#index-jis0208
	shiftJISIndex lazyIndex // https://encoding.spec.whatwg.org/#index-shift_jis-pointer
	eucKRIndex    lazyIndex // https://encoding.spec.whatwg.org/#index-euc-kr
	big5Index     lazyIndex // https://encoding.spec.whatwg.org/#index-big5-pointer
	gb18030Index  lazyIndex // https://encoding.spec.whatwg.org/#index-gb18030
)

// encodings is the table of (x/text encoding, encoder) pairs: every
// encoding of the Encoding Standard that has an encoder of its own, by the
// name x/text gives its value, in the standard's order. UTF-8, UTF-16BE/LE
// and replacement are missing: a URL's query is never encoded in them (their
// output encoding is UTF-8). ISO-8859-8-I is x/text's "ISO-8859-8I", whose
// decoder is ISO-8859-8's: the two differ only in name.
// https://encoding.spec.whatwg.org/#names-and-labels
var encodings = [...]encodingEntry{
	{name: "IBM Code Page 866", kind: singleByte},
	{name: "ISO 8859-2", kind: singleByte},
	{name: "ISO 8859-3", kind: singleByte},
	{name: "ISO 8859-4", kind: singleByte},
	{name: "ISO 8859-5", kind: singleByte},
	{name: "ISO 8859-6", kind: singleByte},
	{name: "ISO 8859-7", kind: singleByte},
	{name: "ISO 8859-8", kind: singleByte},
	{name: "ISO-8859-8I", kind: singleByte},
	{name: "ISO 8859-10", kind: singleByte},
	{name: "ISO 8859-13", kind: singleByte},
	{name: "ISO 8859-14", kind: singleByte},
	{name: "ISO 8859-15", kind: singleByte},
	{name: "ISO 8859-16", kind: singleByte},
	{name: "KOI8-R", kind: singleByte},
	{name: "KOI8-U", kind: singleByte},
	{name: "Macintosh", kind: singleByte},
	{name: "Windows 874", kind: singleByte},
	{name: "Windows 1250", kind: singleByte},
	{name: "Windows 1251", kind: singleByte},
	{name: "Windows 1252", kind: singleByte},
	{name: "Windows 1253", kind: singleByte},
	{name: "Windows 1254", kind: singleByte},
	{name: "Windows 1255", kind: singleByte},
	{name: "Windows 1256", kind: singleByte},
	{name: "Windows 1257", kind: singleByte},
	{name: "Windows 1258", kind: singleByte},
	{name: "Macintosh Cyrillic", kind: singleByte},
	{name: "GBK", kind: gbk},
	{name: "GB18030", kind: gb18030},
	{name: "Big5", kind: big5},
	{name: "EUC-JP", kind: eucJP},
	{name: "ISO-2022-JP", kind: iso2022JP},
	{name: "Shift JIS", kind: shiftJIS},
	{name: "EUC-KR", kind: eucKR},
	// The x-user-defined encoder is the single-byte encoder over x/text's
	// table, which is the standard's algorithm written out.
	// https://encoding.spec.whatwg.org/#x-user-defined-encoder
	{name: "X-User-Defined", kind: singleByte},
}

// xtextEncodingType is the dynamic type of x/text's encoding values other
// than the charmaps (a pointer to a type of x/text's internal package).
var xtextEncodingType = reflect.TypeOf(unicode.UTF8)

// isXTextValue reports whether enc's dynamic type is that of x/text's
// encoding values: *charmap.Charmap, or that of the others. The charmap
// package is not imported because importing it links every charmap (its
// All list).
func isXTextValue(enc encoding.Encoding) bool {
	t := reflect.TypeOf(enc)
	if t == xtextEncodingType {
		return !reflect.ValueOf(enc).IsNil()
	}
	return t != nil && t.Kind() == reflect.Pointer &&
		t.Elem().Name() == "Charmap" && t.Elem().PkgPath() == "golang.org/x/text/encoding/charmap" &&
		!reflect.ValueOf(enc).IsNil()
}

// lastFound is the entry NewEncoder found last.
var lastFound atomic.Pointer[encodingEntry]

// lookup returns the entry of enc, or nil when enc is not x/text's value
// for an encoding of the table.
func lookup(enc encoding.Encoding) *encodingEntry {
	if e := lastFound.Load(); e != nil {
		// x/text's values are pointers, so == compares them as such and
		// cannot panic, whatever enc's dynamic type is.
		if v := e.value.Load(); v != nil && *v == enc {
			return e
		}
	}
	if !isXTextValue(enc) {
		return nil
	}
	name := enc.(interface{ String() string }).String()
	for i := range encodings {
		if e := &encodings[i]; e.name == name {
			if e.value.Load() == nil {
				remember(e, enc)
			}
			lastFound.Store(e)
			return e
		}
	}
	return nil
}

// remember sets e.value to enc, once for each entry. Only its own copy of
// enc escapes, so that lookup allocates nothing after that.
func remember(e *encodingEntry, enc encoding.Encoding) {
	e.value.Store(&enc)
}

// lazyIndex returns the index that the encoder of e uses.
func (e *encodingEntry) lazyIndex() *lazyIndex {
	switch e.kind {
	case gb18030, gbk:
		return &gb18030Index
	case big5:
		return &big5Index
	case eucJP, iso2022JP:
		return &jis0208Index
	case shiftJIS:
		return &shiftJISIndex
	case eucKR:
		return &eucKRIndex
	}
	return &e.own
}

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

// MaxBytes is the most bytes Encode or End writes at once.
const MaxBytes = 8

// Encoder is an instance of one of the Encoding Standard's encoders: its
// state (ISO-2022-JP's) carries from one code point to the next, so one
// instance encodes one string, whole, from its first code point to its
// end.
// https://encoding.spec.whatwg.org/#encoders-and-decoders
type Encoder struct {
	kind   kind
	state  iso2022JPState // ISO-2022-JP only
	multi  *codePointIndex
	single *singleByteIndex
}

// NewEncoder returns a new instance of the encoder of enc, and false when
// enc is not x/text's value for one of the Encoding Standard's encodings
// with an encoder of its own (those of htmlindex, UTF-8, UTF-16 and
// replacement excepted). The first encoder of an encoding reads its index
// out of enc's decoder; later ones share it.
// https://encoding.spec.whatwg.org/#get-an-encoder
func NewEncoder(enc encoding.Encoding) (Encoder, bool) {
	e := lookup(enc)
	if e == nil {
		return Encoder{}, false
	}
	x := e.lazyIndex().get(e.kind, enc)
	return Encoder{kind: e.kind, multi: x.multi, single: x.single}, true
}

// ASCIIUnchanged reports whether the encoder writes each ASCII code point
// as the byte of the same value, without error and without changing state,
// which is true of every encoder but ISO-2022-JP's.
func (e *Encoder) ASCIIUnchanged() bool { return e.kind != iso2022JP }

// End runs the encoder's handler on end-of-queue: it writes the bytes the
// handler returns to out and returns their number. Only ISO-2022-JP's
// encoder writes any: ESC ( B, to end in ASCII.
func (e *Encoder) End(out *[MaxBytes]byte) int {
	if e.kind != iso2022JP || e.state == iso2022JPASCII {
		return 0
	}
	e.state = iso2022JPASCII
	return copy(out[:], escASCII)
}

// Encode runs the encoder's handler on code point c, a scalar value. It
// writes the bytes the handler returns, including those it returns before
// any restore of c, to out and returns their number, and returns the code
// point of an error, or -1 if there was none.
func (e *Encoder) Encode(c rune, out *[MaxBytes]byte) (n int, errorCodePoint rune) {
	switch e.kind {
	case singleByte: // https://encoding.spec.whatwg.org/#single-byte-encoder
		if c < utf8.RuneSelf {
			out[0] = byte(c)
			return 1, -1
		}
		if b, ok := e.single.pointer(c); ok {
			out[0] = b + 0x80
			return 1, -1
		}
		return 0, c

	case gb18030, gbk:
		return e.encodeGB18030(c, out)

	case big5: // https://encoding.spec.whatwg.org/#big5-encoder
		if c < utf8.RuneSelf {
			out[0] = byte(c)
			return 1, -1
		}
		pointer, ok := e.multi.pointer(c)
		if !ok {
			return 0, c
		}
		out[0], out[1] = big5Bytes(pointer)
		return 2, -1

	case eucJP: // https://encoding.spec.whatwg.org/#euc-jp-encoder
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
		pointer, ok := e.multi.pointer(c)
		if !ok {
			return 0, c
		}
		out[0], out[1] = eucJPBytes(pointer)
		return 2, -1

	case iso2022JP:
		return e.encodeISO2022JP(c, out)

	case shiftJIS: // https://encoding.spec.whatwg.org/#shift_jis-encoder
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
		pointer, ok := e.multi.pointer(c)
		if !ok {
			return 0, c
		}
		out[0], out[1] = shiftJISBytes(pointer)
		return 2, -1

	case eucKR: // https://encoding.spec.whatwg.org/#euc-kr-encoder
		if c < utf8.RuneSelf {
			out[0] = byte(c)
			return 1, -1
		}
		pointer, ok := e.multi.pointer(c)
		if !ok {
			return 0, c
		}
		out[0], out[1] = eucKRBytes(pointer)
		return 2, -1
	}
	return 0, c
}

// encodeGB18030 is the gb18030 encoder's handler, and with is GBK set the
// GBK encoder's.
// https://encoding.spec.whatwg.org/#gb18030-encoder
func (e *Encoder) encodeGB18030(c rune, out *[MaxBytes]byte) (int, rune) {
	if c < utf8.RuneSelf {
		out[0] = byte(c)
		return 1, -1
	}
	if c == 0xE5E5 {
		return 0, c
	}
	isGBK := e.kind == gbk
	if isGBK && c == 0x20AC {
		out[0] = 0x80
		return 1, -1
	}
	if b, ok := gb18030PUABytes(c); ok {
		out[0], out[1] = b[0], b[1]
		return 2, -1
	}
	if pointer, ok := e.multi.pointer(c); ok {
		out[0], out[1] = gb18030Bytes(pointer)
		return 2, -1
	}
	if isGBK {
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
}

// encodeISO2022JP is the ISO-2022-JP encoder's handler. Each "restore
// codePoint" of the standard writes an escape sequence, changes state and
// goes round the loop again, so out gets at most one escape sequence and
// two bytes.
// https://encoding.spec.whatwg.org/#iso-2022-jp-encoder
func (e *Encoder) encodeISO2022JP(c rune, out *[MaxBytes]byte) (n int, errorCodePoint rune) {
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
		pointer, ok := e.multi.pointer(c)
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
}

// lazyIndex is an index read once, on first use.
type lazyIndex struct {
	once sync.Once
	x    index
}

// index is the encoder's view of an index: multi for the multi-byte
// encoders, single for the single-byte ones.
type index struct {
	multi  *codePointIndex
	single *singleByteIndex
}

// get returns the index, reading it out of enc's decoder on first use. enc
// is x/text's value for an encoding of kind k that uses this index.
func (l *lazyIndex) get(k kind, enc encoding.Encoding) index {
	l.once.Do(func() { l.x = readIndex(k, enc) })
	return l.x
}
