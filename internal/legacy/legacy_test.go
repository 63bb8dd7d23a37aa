package legacy

import (
	"strconv"
	"sync"
	"testing"
	"unicode/utf8"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/htmlindex"
	"golang.org/x/text/encoding/japanese"
	"golang.org/x/text/encoding/korean"
	"golang.org/x/text/encoding/simplifiedchinese"
	"golang.org/x/text/encoding/traditionalchinese"
	"golang.org/x/text/encoding/unicode"
	"golang.org/x/text/unicode/norm"

	"github.com/webstd/whatwgurl/internal/enctest"
)

// multiByteEncodings are the x/text values of the encodings with an encoder
// of the Encoding Standard other than the single-byte ones, by the
// standard's names.
var multiByteEncodings = []struct {
	name string
	enc  encoding.Encoding
}{
	{"gb18030", simplifiedchinese.GB18030},
	{"GBK", simplifiedchinese.GBK},
	{"Big5", traditionalchinese.Big5},
	{"EUC-JP", japanese.EUCJP},
	{"ISO-2022-JP", japanese.ISO2022JP},
	{"Shift_JIS", japanese.ShiftJIS},
	{"EUC-KR", korean.EUCKR},
}

// singleByteEncodings are the x/text values of the Encoding Standard's
// single-byte encodings, by the standard's names.
// https://encoding.spec.whatwg.org/#legacy-single-byte-encodings
var singleByteEncodings = []struct {
	name string
	enc  encoding.Encoding
}{
	{"IBM866", charmap.CodePage866}, {"ISO-8859-2", charmap.ISO8859_2},
	{"ISO-8859-3", charmap.ISO8859_3}, {"ISO-8859-4", charmap.ISO8859_4},
	{"ISO-8859-5", charmap.ISO8859_5}, {"ISO-8859-6", charmap.ISO8859_6},
	{"ISO-8859-7", charmap.ISO8859_7}, {"ISO-8859-8", charmap.ISO8859_8},
	{"ISO-8859-8-I", charmap.ISO8859_8I}, {"ISO-8859-10", charmap.ISO8859_10},
	{"ISO-8859-13", charmap.ISO8859_13}, {"ISO-8859-14", charmap.ISO8859_14},
	{"ISO-8859-15", charmap.ISO8859_15}, {"ISO-8859-16", charmap.ISO8859_16},
	{"KOI8-R", charmap.KOI8R}, {"KOI8-U", charmap.KOI8U},
	{"macintosh", charmap.Macintosh}, {"windows-874", charmap.Windows874},
	{"windows-1250", charmap.Windows1250}, {"windows-1251", charmap.Windows1251},
	{"windows-1252", charmap.Windows1252}, {"windows-1253", charmap.Windows1253},
	{"windows-1254", charmap.Windows1254}, {"windows-1255", charmap.Windows1255},
	{"windows-1256", charmap.Windows1256}, {"windows-1257", charmap.Windows1257},
	{"windows-1258", charmap.Windows1258}, {"x-mac-cyrillic", charmap.MacintoshCyrillic},
	{"x-user-defined", charmap.XUserDefined},
}

// mustNewEncoder returns a new encoder for enc or fails the test.
func mustNewEncoder(t testing.TB, enc encoding.Encoding) Encoder {
	t.Helper()
	e, ok := NewEncoder(enc)
	if !ok {
		t.Fatalf("NewEncoder(%v): not an Encoding Standard encoding", enc)
	}
	return e
}

// encodeOne runs a fresh encoder on the single code point c, end-of-queue
// included, and returns its bytes, or ok false for an error.
func encodeOne(t testing.TB, enc encoding.Encoding, c rune) (b []byte, ok bool) {
	e := mustNewEncoder(t, enc)
	var buf [MaxBytes]byte
	n, errCP := e.Encode(c, &buf)
	b = append(b, buf[:n]...)
	b = append(b, buf[:e.End(&buf)]...)
	return b, errCP < 0
}

// encodeString runs one encoder over s, end-of-queue included, and returns
// its bytes with each error written as "&#" + decimal + ";", as HTML's form
// submission does before percent-encoding; "" when enc has no Encoding
// Standard encoder.
func encodeString(enc encoding.Encoding, s string) string {
	e, ok := NewEncoder(enc)
	if !ok {
		return ""
	}
	var buf [MaxBytes]byte
	var out []byte
	for _, c := range s {
		n, errCP := e.Encode(c, &buf)
		out = append(out, buf[:n]...)
		if errCP >= 0 {
			out = append(out, "&#"...)
			out = strconv.AppendInt(out, int64(errCP), 10)
			out = append(out, ';')
		}
	}
	return string(append(out, buf[:e.End(&buf)]...))
}

// x/text's values for the encodings of the Encoding Standard that have an
// encoder of their own are recognized, by every label; no other value is,
// and none makes NewEncoder panic.
func TestNewEncoderRecognizes(t *testing.T) {
	for name, labels := range enctest.Labels {
		for _, label := range labels {
			enc, err := htmlindex.Get(label)
			if err != nil {
				t.Fatalf("htmlindex.Get(%q): %v", label, err)
			}
			if _, ok := NewEncoder(enc); ok == enctest.OutputIsUTF8(name) {
				t.Errorf("%s (%s): recognized %v, want %v", label, name, ok, !ok)
			}
		}
	}
	for _, tt := range append(multiByteEncodings, singleByteEncodings...) {
		if _, ok := NewEncoder(tt.enc); !ok {
			t.Errorf("%s: not recognized", tt.name)
		}
	}
	// A copy of a charmap is the same encoding.
	copied := *charmap.Windows1252
	if _, ok := NewEncoder(&copied); !ok {
		t.Error("a copy of charmap.Windows1252: not recognized")
	}
	for _, tt := range []struct {
		name string
		enc  encoding.Encoding
	}{
		{"nil", nil},
		{"utf-8", unicode.UTF8},
		{"utf-16le", unicode.UTF16(unicode.LittleEndian, unicode.IgnoreBOM)},
		{"replacement", encoding.Replacement},
		{"not in the standard", charmap.ISO8859_1},
		{"code page 437", charmap.CodePage437},
		{"hz-gb-2312", simplifiedchinese.HZGB2312},
		{"iso-8859-6-e", charmap.ISO8859_6E},
		{"iso-8859-8-e", charmap.ISO8859_8E},
		{"nil charmap", (*charmap.Charmap)(nil)},
		{"zero charmap", new(charmap.Charmap)},
		{"wrapped", wrappedEncoding{japanese.ShiftJIS}},
		{"named like x/text's", namedEncoding{japanese.ShiftJIS, "Shift JIS"}},
		{"uncomparable", uncomparableEncoding{Encoding: japanese.ShiftJIS}},
	} {
		if _, ok := NewEncoder(tt.enc); ok {
			t.Errorf("%s: recognized", tt.name)
		}
	}
	// After a miss, the last value found is still found.
	if _, ok := NewEncoder(japanese.ShiftJIS); !ok {
		t.Error("Shift_JIS: not recognized")
	}
	if _, ok := NewEncoder(uncomparableEncoding{Encoding: japanese.ShiftJIS}); ok {
		t.Error("uncomparable after Shift_JIS: recognized")
	}
}

// Of every encoding value that x/text's packages list, exactly those that
// htmlindex names (the Encoding Standard's encodings) are recognized, but
// the ones whose output encoding is UTF-8.
func TestNewEncoderXTextValues(t *testing.T) {
	var all []encoding.Encoding
	for _, list := range [][]encoding.Encoding{charmap.All, japanese.All, korean.All, simplifiedchinese.All, traditionalchinese.All, unicode.All} {
		all = append(all, list...)
	}
	for _, enc := range all {
		name, err := htmlindex.Name(enc)
		want := err == nil && name != "utf-8" && name != "utf-16be" && name != "utf-16le"
		if _, ok := NewEncoder(enc); ok != want {
			t.Errorf("%v (htmlindex name %q): recognized %v, want %v", enc, name, ok, want)
		}
	}
	if len(all) < 50 {
		t.Errorf("x/text lists %d encodings", len(all))
	}
}

type wrappedEncoding struct{ encoding.Encoding }

type namedEncoding struct {
	encoding.Encoding
	name string
}

func (e namedEncoding) String() string { return e.name }

type uncomparableEncoding struct {
	encoding.Encoding
	_ []func() // makes the type uncomparable
}

// Cases for each family of encoders, from the Encoding Standard's encoder
// steps applied to pointers of its indexes (noted per case); four-byte
// gb18030 ones from the ranges arithmetic. An error is written as "&#" +
// decimal + ";".
func TestEncode(t *testing.T) {
	tests := []struct {
		name string
		enc  encoding.Encoding
		in   string
		want string
	}{
		{"windows-1252 e acute", charmap.Windows1252, "é", "\xE9"},
		{"windows-1252 C1 control in index", charmap.Windows1252, "\u0081\u009d", "\x81\x9D"},
		{"windows-1252 U+0080 is not 0x80", charmap.Windows1252, "\u0080", "&#128;"},
		{"iso-8859-8-i", charmap.ISO8859_8I, "א", "\xE0"},
		{"x-user-defined", charmap.XUserDefined, "\uF780\uF7FF", "\x80\xFF"},
		{"sjis IBM extension, not NEC selected (pointer 10744)", japanese.ShiftJIS, "纊", "\xFA\x5C"},
		{"euc-jp NEC selected first (pointer 8272)", japanese.EUCJP, "纊", "\xF9\xA1"},
		{"euc-kr ga (pointer 9026)", korean.EUCKR, "가", "\xB0\xA1"},
		{"big5 last pointer 18991", traditionalchinese.Big5, "═", "\xF9\xF9"},
		{"gbk euro", simplifiedchinese.GBK, "€", "\x80"},
		{"gbk no four bytes", simplifiedchinese.GBK, "😀", "&#128512;"},
		{"gb18030 last (pointer 1237575)", simplifiedchinese.GB18030, "\U0010FFFF", "\xE3\x32\x9A\x35"},
		{"gb18030 encoder-only table", simplifiedchinese.GB18030, "\uE78D\uE864", "\xA6\xD9\xFE\xA0"},
		{"iso-2022-jp roman to jis0208", japanese.ISO2022JP, "¥あ", "\x1B(J\\\x1B$B$\"\x1B(B"},
		{"iso-2022-jp unmappable in roman", japanese.ISO2022JP, "¥€", "\x1B(J\\&#8364;\x1B(B"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := encodeString(tt.enc, tt.in); got != tt.want {
				t.Errorf("encode %+q = %+q, want %+q", tt.in, got, tt.want)
			}
		})
	}
}

// Every scalar value that an encoder encodes decodes back to itself with
// x/text's decoder, except where the Encoding Standard's encoder maps
// several code points to the same bytes and where x/text's decoder lacks
// entries of the standard's index (listed). A slow twin of the indexes.
func TestEncodersRoundTrip(t *testing.T) {
	if testing.Short() {
		t.Skip("exhaustive")
	}
	additions := map[rune]bool{}
	for _, run := range gb18030IndexAdditions {
		for i := range rune(run.n) {
			additions[run.codePoint+i] = true
		}
	}
	for _, tt := range multiByteEncodings {
		label, enc := tt.name, tt.enc
		dec := enc.NewDecoder()
		encoded := 0
		for c := rune(0); c <= utf8.MaxRune; c++ {
			if 0xD800 <= c && c <= 0xDFFF {
				continue
			}
			b, ok := encodeOne(t, enc, c)
			if !ok {
				continue
			}
			encoded++
			want := c
			isJapanese := label == "Shift_JIS" || label == "EUC-JP" || label == "ISO-2022-JP"
			_, pua := gb18030PUABytes(c)
			switch {
			case isJapanese && c == 0x2212:
				want = 0xFF0D
			case label == "ISO-2022-JP" && 0xFF61 <= c && c <= 0xFF9F:
				want = rune(iso2022JPKatakana[c-0xFF61])
			case label == "ISO-2022-JP" && (c == 0xA5 || c == 0x203E):
				continue // x/text's decoder has no Roman state
			case isJapanese && c == 0xA5:
				want = '\\'
			case isJapanese && c == 0x203E:
				want = '~'
			}
			if (label == "gb18030" || label == "GBK") && (additions[c] || pua || c == 0xE7C7) {
				continue // x/text's decoder predates these entries
			}
			dec.Reset()
			out, err := dec.Bytes(b)
			if r, size := utf8.DecodeRune(out); err != nil || size != len(out) || r != want {
				t.Errorf("%s: %U encodes to % X, which x/text decodes to %+q (%v)", label, c, b, out, err)
			}
		}
		t.Logf("%s: %d code points encode", label, encoded)
	}
}

// The single-byte encoders agree on every BMP code point with x/text's
// charmap encoders, but where the standard's index maps a byte 0x80 to 0x9F
// to the C1 control of the same value and x/text's table leaves the byte
// undefined: a slow twin of the single-byte indexes, which are read out of
// the decoders.
func TestSingleByteIndexes(t *testing.T) {
	for _, tt := range singleByteEncodings {
		cm, ok := tt.enc.(*charmap.Charmap)
		if tt.name == "ISO-8859-8-I" {
			// ISO-8859-8-I differs from ISO-8859-8 only in its name.
			cm, ok = charmap.ISO8859_8, true
		}
		if !ok {
			t.Fatalf("%s: %T is not a charmap", tt.name, tt.enc)
		}
		encoded := 0
		for c := rune(0x80); c < 0x10000; c++ {
			want, wantOK := cm.EncodeRune(c)
			if !wantOK && c <= 0x9F && cm.DecodeByte(byte(c)) == utf8.RuneError {
				want, wantOK = byte(c), true
			}
			got, gotOK := encodeOne(t, tt.enc, c)
			if gotOK != wantOK || gotOK && (len(got) != 1 || got[0] != want) {
				t.Errorf("%s: %U encodes to % X (%v), want %X (%v)", tt.name, c, got, gotOK, want, wantOK)
			}
			if gotOK {
				encoded++
			}
		}
		if encoded == 0 || encoded > 128 {
			t.Errorf("%s: %d code points above U+007F encode", tt.name, encoded)
		}
	}
}

// Index jis0208 reads the same out of the EUC-JP and ISO-2022-JP decoders
// as out of the Shift_JIS decoder, which reaches every pointer of it
// (including the IBM extensions, 10716 to 11279): no code point's first
// pointer is one that only the Shift_JIS decoder reads.
func TestJIS0208Sources(t *testing.T) {
	fromShiftJIS := decodeIndex(japanese.ShiftJIS, 11280, func(pointer int, b *[8]byte) []byte {
		b[0], b[1] = shiftJISBytes(pointer)
		return b[:2]
	})
	// The Shift_JIS decoder maps pointers 8836 to 10715 to the Private
	// Use Area (EUDC); index jis0208 has no such pointers.
	for pointer := 8836; pointer <= 10715; pointer++ {
		fromShiftJIS[pointer] = -1
	}
	want := newCodePointIndex(fromShiftJIS, allPointers, firstPointer)
	for _, enc := range []encoding.Encoding{japanese.EUCJP, japanese.ISO2022JP} {
		k := lookup(enc).kind
		got := readIndex(k, enc).multi
		if got.bmp != want.bmp || len(got.astral) != 0 || len(want.astral) != 0 {
			for c := range got.bmp {
				if got.bmp[c] != want.bmp[c] {
					t.Errorf("%v: index jis0208 pointer for %U is %d, want %d", enc, c, int(got.bmp[c])-1, int(want.bmp[c])-1)
				}
			}
		}
	}
}

// Index gb18030 reads the same out of the GBK and gb18030 decoders.
func TestGB18030IndexSources(t *testing.T) {
	gbkIndex := readIndex(gbk, simplifiedchinese.GBK).multi
	gb18030Index := readIndex(gb18030, simplifiedchinese.GB18030).multi
	if gbkIndex.bmp != gb18030Index.bmp || len(gbkIndex.astral) != len(gb18030Index.astral) {
		t.Error("index gb18030 differs between the GBK and gb18030 decoders")
	}
}

// Every code point that the gb18030 encoder writes as four bytes (the
// ranges arithmetic) decodes back with x/text's decoder, which has its own
// copy of index gb18030 ranges. U+E7C7 is the standard's special case.
func TestGB18030Ranges(t *testing.T) {
	if len(gb18030Ranges) != 207 {
		t.Errorf("%d ranges, want 207", len(gb18030Ranges))
	}
	for i := 1; i < len(gb18030Ranges); i++ {
		if gb18030Ranges[i].pointer <= gb18030Ranges[i-1].pointer || gb18030Ranges[i].codePoint <= gb18030Ranges[i-1].codePoint {
			t.Errorf("ranges not increasing at %d", i)
		}
	}
	enc := simplifiedchinese.GB18030
	dec := enc.NewDecoder()
	four := 0
	for c := rune(0x80); c <= utf8.MaxRune; c++ {
		if 0xD800 <= c && c <= 0xDFFF || c == 0xE7C7 {
			continue
		}
		b, ok := encodeOne(t, enc, c)
		if !ok || len(b) != 4 {
			continue
		}
		four++
		dec.Reset()
		out, err := dec.Bytes(b)
		if r, size := utf8.DecodeRune(out); err != nil || size != len(out) || r != c {
			t.Errorf("%U encodes to % X, which x/text decodes to %+q (%v)", c, b, out, err)
		}
	}
	if four < 0x100000+39000 {
		t.Errorf("only %d code points take four bytes", four)
	}
}

// The table of the gb18030 encoder for Private Use code points is in code
// point order, which gb18030PUABytes relies on.
func TestGB18030PUATable(t *testing.T) {
	for i := 1; i < len(gb18030PUA); i++ {
		if gb18030PUA[i].codePoint <= gb18030PUA[i-1].codePoint {
			t.Errorf("not increasing at %d", i)
		}
	}
	if len(gb18030PUA) != 18 {
		t.Errorf("%d entries, want 18", len(gb18030PUA))
	}
}

// index ISO-2022-JP katakana is NFKC with two exceptions.
func TestISO2022JPKatakana(t *testing.T) {
	for i, got := range iso2022JPKatakana {
		c := rune(0xFF61 + i)
		want, _ := utf8.DecodeRuneInString(norm.NFKC.String(string(c)))
		switch c {
		case 0xFF9E:
			want = 0x309B
		case 0xFF9F:
			want = 0x309C
		}
		if rune(got) != want {
			t.Errorf("index ISO-2022-JP katakana %U = %U, want %U", c, got, want)
		}
	}
}

// Indexes read out of x/text's decoders have the standard's shape: the
// first pointer of a code point with several, and the Shift_JIS and Big5
// exclusions.
func TestIndexPointers(t *testing.T) {
	indexOf := func(enc encoding.Encoding) *codePointIndex {
		e := mustNewEncoder(t, enc)
		return e.multi
	}
	tests := []struct {
		name    string
		index   *codePointIndex
		c       rune
		pointer int
	}{
		{"jis0208 first of 1193 and 10741", indexOf(japanese.EUCJP), 0x2116, 1193},
		{"jis0208 NEC selected first", indexOf(japanese.ISO2022JP), 0x7E8A, 8272},
		{"shift_jis skips 8272-8835", indexOf(japanese.ShiftJIS), 0x7E8A, 10744},
		{"shift_jis small roman one", indexOf(japanese.ShiftJIS), 0x2170, 10716},
		{"euc-kr", indexOf(korean.EUCKR), 0xAC00, 9026},
		{"big5 first", indexOf(traditionalchinese.Big5), 0x4E00, 5495},
		{"big5 last", indexOf(traditionalchinese.Big5), 0x2550, 18991},
		{"gb18030", indexOf(simplifiedchinese.GB18030), 0x4E2D, 16293},
		{"gb18030 ideographic space first", indexOf(simplifiedchinese.GBK), 0x3000, 6176},
	}
	for _, tt := range tests {
		if got, ok := tt.index.pointer(tt.c); !ok || got != tt.pointer {
			t.Errorf("%s: pointer(%U) = %d, %v; want %d", tt.name, tt.c, got, ok, tt.pointer)
		}
	}
	for _, c := range []rune{0xCA, 0xE5E5, 0x20AC} {
		if p, ok := indexOf(traditionalchinese.Big5).pointer(c); ok && c != 0x20AC {
			t.Errorf("big5 pointer(%U) = %d, want none", c, p)
		}
	}
}

// Encoding allocates nothing once the index is read.
func TestEncodeAllocs(t *testing.T) {
	for _, tt := range append(multiByteEncodings, singleByteEncodings...) {
		encodeOne(t, tt.enc, 'x') // read the index
		var buf [MaxBytes]byte
		allocs := testing.AllocsPerRun(100, func() {
			e, _ := NewEncoder(tt.enc)
			for _, c := range "検索 ¥‾ ｱ‽é" {
				e.Encode(c, &buf)
			}
			e.End(&buf)
		})
		if allocs != 0 {
			t.Errorf("%s: %v allocations, want 0", tt.name, allocs)
		}
	}
}

// Encoders of several encodings made at once, from many goroutines, read
// each index once and agree (run alone and with -race, the goroutines race
// to read the indexes).
func TestNewEncoderConcurrent(t *testing.T) {
	encs := []encoding.Encoding{japanese.EUCJP, japanese.ISO2022JP, charmap.KOI8U, simplifiedchinese.GBK}
	const in = "あ€Ж"
	const goroutines, rounds = 8, 50
	type result struct {
		enc int
		out string
	}
	results := make(chan result, goroutines*rounds)
	var wg sync.WaitGroup
	for g := range goroutines {
		wg.Go(func() {
			for i := range rounds {
				j := (g + i) % len(encs)
				results <- result{j, encodeString(encs[j], in)}
			}
		})
	}
	wg.Wait()
	close(results)
	for r := range results {
		if want := encodeString(encs[r.enc], in); r.out != want || want == "" {
			t.Errorf("%v: a concurrent encoder wrote %+q, want %+q", encs[r.enc], r.out, want)
		}
	}
}
