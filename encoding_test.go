package whatwgurl

import (
	"strconv"
	"strings"
	"testing"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/japanese"
	"golang.org/x/text/encoding/simplifiedchinese"
	"golang.org/x/text/encoding/unicode"

	"github.com/webstd/whatwgurl/htmlenc"
	"github.com/webstd/whatwgurl/internal/enctest"
	"github.com/webstd/whatwgurl/internal/legacy"
)

// mustLookupEncoding returns the encoding for label or fails the test.
func mustLookupEncoding(t testing.TB, label string) encoding.Encoding {
	t.Helper()
	enc, err := htmlenc.LookupEncoding(label)
	if err != nil {
		t.Fatalf("LookupEncoding(%q): %v", label, err)
	}
	return enc
}

func percentEncodeAfterEncoding(enc encoding.Encoding, input string, set EncodeSet) string {
	return string(appendPercentEncodeAfterEncoding(nil, enc, input, set, set == FormSet))
}

// The examples of the URL Standard's percent-encoding section and its query
// encoding example.
func TestPercentEncodeAfterEncodingSpecExamples(t *testing.T) {
	tests := []struct {
		name, encoding, in string
		set                EncodeSet
		want               string
	}{
		{"space", "Shift_JIS", " ", SpecialQuerySet, "%20"},
		{"identical to", "Shift_JIS", "≡", SpecialQuerySet, "%81%DF"},
		{"interrobang", "Shift_JIS", "‽", SpecialQuerySet, "%26%238253%3B"},
		{"yen", "ISO-2022-JP", "¥", SpecialQuerySet, "%1B(J\\%1B(B"},
		{"form", "Shift_JIS", "1+1 ≡ 2%20‽", FormSet, "1%2B1+%81%DF+2%2520%26%238253%3B"},
		{"document encoding", "windows-1252", "smörgåsbord", SpecialQuerySet, "sm%F6rg%E5sbord"},
		{"document encoding utf-8", "utf-8", "smörgåsbord", SpecialQuerySet, "sm%C3%B6rg%C3%A5sbord"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := percentEncodeAfterEncoding(mustLookupEncoding(t, tt.encoding), tt.in, tt.set)
			if got != tt.want {
				t.Errorf("percent-encode after encoding %q with %s = %q, want %q", tt.in, tt.encoding, got, tt.want)
			}
		})
	}
}

// Hand-computed cases for each family of encoders. Multi-byte expectations
// come from the Encoding Standard's encoder steps applied to pointers of its
// indexes (noted per case); four-byte gb18030 ones from the ranges
// arithmetic. Output bytes 0x21 to 0x7E outside the set stay as they are.
func TestPercentEncodeAfterEncodingFamilies(t *testing.T) {
	tests := []struct {
		name, encoding, in string
		set                EncodeSet
		want               string
	}{
		// Single-byte encoders.
		{"windows-1252 e acute", "windows-1252", "é", SpecialQuerySet, "%E9"},
		{"windows-1252 euro", "windows-1252", "€", SpecialQuerySet, "%80"},
		{"windows-1252 C1 control in index", "windows-1252", "\u0081\u009d", SpecialQuerySet, "%81%9D"},
		{"windows-1252 U+0080 is not 0x80", "windows-1252", "\u0080", SpecialQuerySet, "%26%23128%3B"},
		{"windows-1252 unmappable", "windows-1252", "Ā", SpecialQuerySet, "%26%23256%3B"},
		{"latin1 is windows-1252", "latin1", "€", SpecialQuerySet, "%80"},
		{"iso-8859-2 A ogonek", "ISO-8859-2", "Ą", SpecialQuerySet, "%A1"},
		{"iso-8859-2 C1 control", "ISO-8859-2", "\u0085", SpecialQuerySet, "%85"},
		{"iso-8859-2 unmappable", "ISO-8859-2", "¢", SpecialQuerySet, "%26%23162%3B"},
		{"iso-8859-8-i", "ISO-8859-8-I", "א", SpecialQuerySet, "%E0"},
		{"koi8-r", "KOI8-R", "Аня", SpecialQuerySet, "%E1%CE%D1"},
		{"koi8-r unmappable", "KOI8-R", "é", SpecialQuerySet, "%26%23233%3B"},
		{"koi8-r no C1 controls", "KOI8-R", "\u0080", SpecialQuerySet, "%26%23128%3B"},
		{"x-user-defined", "x-user-defined", "\uF780\uF7FF", SpecialQuerySet, "%80%FF"},
		{"x-user-defined unmappable", "x-user-defined", "\u0080", SpecialQuerySet, "%26%23128%3B"},
		// Shift_JIS: index Shift_JIS pointer.
		{"sjis yen and overline", "Shift_JIS", "¥‾", SpecialQuerySet, "\\~"},
		{"sjis U+0080", "Shift_JIS", "\u0080", SpecialQuerySet, "%80"},
		{"sjis halfwidth katakana", "Shift_JIS", "ｱ", SpecialQuerySet, "%B1"},
		{"sjis minus", "Shift_JIS", "−", SpecialQuerySet, "%81|"},
		{"sjis row 13 numero (pointer 1193)", "Shift_JIS", "№", SpecialQuerySet, "%87%82"},
		{"sjis because (pointer 165)", "Shift_JIS", "∵", SpecialQuerySet, "%81%E6"},
		{"sjis IBM extension, not NEC selected (pointer 10744)", "Shift_JIS", "纊", SpecialQuerySet, "%FA\\"},
		{"sjis small roman one (pointer 10716)", "Shift_JIS", "ⅰ", SpecialQuerySet, "%FA@"},
		{"sjis unmappable", "Shift_JIS", "é", SpecialQuerySet, "%26%23233%3B"},
		{"sjis replacement character", "Shift_JIS", "\uFFFD", SpecialQuerySet, "%26%2365533%3B"},
		{"sjis astral", "Shift_JIS", "😀", SpecialQuerySet, "%26%23128512%3B"},
		// EUC-JP: index pointer in index jis0208; no JIS X 0212.
		{"euc-jp hiragana (pointer 283)", "EUC-JP", "あ", SpecialQuerySet, "%A4%A2"},
		{"euc-jp yen and overline", "EUC-JP", "¥‾", SpecialQuerySet, "\\~"},
		{"euc-jp halfwidth katakana", "EUC-JP", "ｱ", SpecialQuerySet, "%8E%B1"},
		{"euc-jp minus (pointer 60)", "EUC-JP", "−", SpecialQuerySet, "%A1%DD"},
		{"euc-jp NEC selected first (pointer 8272)", "EUC-JP", "纊", SpecialQuerySet, "%F9%A1"},
		{"euc-jp JIS X 0212 only", "EUC-JP", "˘", SpecialQuerySet, "%26%23728%3B"},
		{"euc-jp replacement character", "EUC-JP", "\uFFFD", SpecialQuerySet, "%26%2365533%3B"},
		// EUC-KR.
		{"euc-kr ga (pointer 9026)", "EUC-KR", "가", SpecialQuerySet, "%B0%A1"},
		{"euc-kr UHC (pointer 0)", "EUC-KR", "갂", SpecialQuerySet, "%81A"},
		{"euc-kr euro (pointer 6435)", "EUC-KR", "€", SpecialQuerySet, "%A2%E6"},
		{"euc-kr unmappable", "EUC-KR", "¥", SpecialQuerySet, "%26%23165%3B"},
		{"euc-kr astral", "EUC-KR", "😀", SpecialQuerySet, "%26%23128512%3B"},
		// Big5: index Big5 pointer.
		{"big5 one (pointer 5495)", "Big5", "一", SpecialQuerySet, "%A4@"},
		{"big5 HKSCS is not used (pointer 1137)", "Big5", "Ê", SpecialQuerySet, "%26%23202%3B"},
		{"big5 last pointer 18991", "Big5", "═", SpecialQuerySet, "%F9%F9"},
		{"big5 last pointer 5512", "Big5", "十", SpecialQuerySet, "%A4Q"},
		{"big5 last pointer 5599", "Big5", "卅", SpecialQuerySet, "%A4%CA"},
		{"big5 astral (pointer 11205)", "Big5", "\U000200CC", SpecialQuerySet, "%C8z"},
		{"big5 unmappable", "Big5", "†", SpecialQuerySet, "%26%238224%3B"},
		// GBK: gb18030 with is GBK.
		{"gbk euro", "GBK", "€", SpecialQuerySet, "%80"},
		{"gbk middle (pointer 16293)", "GBK", "中", SpecialQuerySet, "%D6%D0"},
		{"gbk user-defined area", "GBK", "\uE000", SpecialQuerySet, "%AA%A1"},
		{"gbk GB18030-2022 (pointer 7182)", "GBK", "\uFE10", SpecialQuerySet, "%A6%D9"},
		{"gbk encoder-only table", "GBK", "\uE78D", SpecialQuerySet, "%A6%D9"},
		{"gbk E5E5", "GBK", "\uE5E5", SpecialQuerySet, "%26%2358853%3B"},
		{"gbk no four bytes", "GBK", "😀", SpecialQuerySet, "%26%23128512%3B"},
		// gb18030.
		{"gb18030 euro (pointer 6432)", "gb18030", "€", SpecialQuerySet, "%A2%E3"},
		{"gb18030 ideographic space (pointer 6176, not 6555)", "gb18030", "\u3000", SpecialQuerySet, "%A1%A1"},
		{"gb18030 GB18030-2005 (pointer 7533)", "gb18030", "\u1E3F", SpecialQuerySet, "%A8%BC"},
		{"gb18030 E7C7 (pointer 7457)", "gb18030", "\uE7C7", SpecialQuerySet, "%815%F47"},
		{"gb18030 U+0080 (pointer 0)", "gb18030", "\u0080", SpecialQuerySet, "%810%810"},
		{"gb18030 yen (pointer 36)", "gb18030", "¥", SpecialQuerySet, "%810%846"},
		{"gb18030 U+FFFD (pointer 39417)", "gb18030", "\uFFFD", SpecialQuerySet, "%841%A47"},
		{"gb18030 U+FFFF (pointer 39419)", "gb18030", "\uFFFF", SpecialQuerySet, "%841%A49"},
		{"gb18030 astral (pointer 251976)", "gb18030", "😀", SpecialQuerySet, "%949%FC6"},
		{"gb18030 last (pointer 1237575)", "gb18030", "\U0010FFFF", SpecialQuerySet, "%E32%9A5"},
		{"gb18030 vertical forms (pointers 7182-7184)", "gb18030", "\uFE10\uFE11\uFE12", SpecialQuerySet, "%A6%D9%A6%DB%A6%DA"},
		{"gb18030 encoder-only table", "gb18030", "\uE78D\uE864", SpecialQuerySet, "%A6%D9%FE%A0"},
		{"gb18030 E5E5", "gb18030", "\uE5E5", SpecialQuerySet, "%26%2358853%3B"},
		// ISO-2022-JP: state carries across code points.
		{"iso-2022-jp ascii", "ISO-2022-JP", "abc", SpecialQuerySet, "abc"},
		{"iso-2022-jp overline backslash", "ISO-2022-JP", "‾\\", SpecialQuerySet, "%1B(J~%1B(B\\"},
		{"iso-2022-jp roman keeps ascii letters", "ISO-2022-JP", "¥a", SpecialQuerySet, "%1B(J\\a%1B(B"},
		{"iso-2022-jp roman to ascii for tilde", "ISO-2022-JP", "¥~", SpecialQuerySet, "%1B(J\\%1B(B~"},
		{"iso-2022-jp jis0208 (pointer 283)", "ISO-2022-JP", "aあb", SpecialQuerySet, "a%1B$B$%22%1B(Bb"},
		{"iso-2022-jp jis0208 at end", "ISO-2022-JP", "あ", SpecialQuerySet, "%1B$B$%22%1B(B"},
		{"iso-2022-jp roman to jis0208", "ISO-2022-JP", "¥あ", SpecialQuerySet, "%1B(J\\%1B$B$%22%1B(B"},
		{"iso-2022-jp jis0208 to roman", "ISO-2022-JP", "あ¥", SpecialQuerySet, "%1B$B$%22%1B(J\\%1B(B"},
		{"iso-2022-jp halfwidth katakana (pointer 377)", "ISO-2022-JP", "ｱ", SpecialQuerySet, "%1B$B%%22%1B(B"},
		{"iso-2022-jp voiced sound mark", "ISO-2022-JP", "ﾞ", SpecialQuerySet, "%1B$B!+%1B(B"},
		{"iso-2022-jp minus (pointer 60)", "ISO-2022-JP", "−", SpecialQuerySet, "%1B$B!]%1B(B"},
		{"iso-2022-jp NEC selected (pointer 8272)", "ISO-2022-JP", "纊", SpecialQuerySet, "%1B$By!%1B(B"},
		{"iso-2022-jp unmappable in ascii", "ISO-2022-JP", "€", SpecialQuerySet, "%26%238364%3B"},
		{"iso-2022-jp unmappable in jis0208", "ISO-2022-JP", "あ€", SpecialQuerySet, "%1B$B$%22%1B(B%26%238364%3B"},
		{"iso-2022-jp unmappable in roman", "ISO-2022-JP", "¥€", SpecialQuerySet, "%1B(J\\%26%238364%3B%1B(B"},
		{"iso-2022-jp SO in ascii", "ISO-2022-JP", "\x0eA", SpecialQuerySet, "%26%2365533%3BA"},
		{"iso-2022-jp SI and ESC", "ISO-2022-JP", "\x0f\x1b", SpecialQuerySet, "%26%2365533%3B%26%2365533%3B"},
		{"iso-2022-jp SO in roman", "ISO-2022-JP", "¥\x0e", SpecialQuerySet, "%1B(J\\%26%2365533%3B%1B(B"},
		{"iso-2022-jp SO in jis0208", "ISO-2022-JP", "あ\x0e", SpecialQuerySet, "%1B$B$%22%1B(B%26%2365533%3B"},
		{"iso-2022-jp replacement character", "ISO-2022-JP", "\uFFFD", SpecialQuerySet, "%26%2365533%3B"},
		{"iso-2022-jp form set", "ISO-2022-JP", "¥ あ", FormSet, "%1B%28J%5C+%1B%24B%24%22%1B%28B"},
		// Percent signs and spaces.
		{"percent in special-query set", "Shift_JIS", "%41%", SpecialQuerySet, "%41%"},
		{"percent in form set", "Shift_JIS", "%41%", FormSet, "%2541%25"},
		{"space in special-query set", "EUC-KR", "a b", SpecialQuerySet, "a%20b"},
		{"space in form set", "EUC-KR", "a b", FormSet, "a+b"},
		{"special-query set", "windows-1252", "\"#'<>`\x7f", SpecialQuerySet, "%22%23%27%3C%3E`%7F"},
		// Output encoding: replacement and UTF-16 are UTF-8.
		{"utf-8", "utf-8", "é‽ ", FormSet, "%C3%A9%E2%80%BD+"},
		{"replacement", "iso-2022-kr", "é", SpecialQuerySet, "%C3%A9"},
		{"utf-16be", "utf-16be", "é", SpecialQuerySet, "%C3%A9"},
		{"utf-16le", "utf-16", "é", SpecialQuerySet, "%C3%A9"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := percentEncodeAfterEncoding(mustLookupEncoding(t, tt.encoding), tt.in, tt.set)
			if got != tt.want {
				t.Errorf("percent-encode after encoding %+q with %s = %q, want %q", tt.in, tt.encoding, got, tt.want)
			}
		})
	}
}

func TestAppendPercentEncodeAfterEncodingNil(t *testing.T) {
	if got := string(appendPercentEncodeAfterEncoding([]byte("x="), nil, "a b/é", SpecialQuerySet, false)); got != "x=a%20b/%C3%A9" {
		t.Errorf("nil encoding: got %q", got)
	}
	if got := string(appendFormEncoded([]byte("x="), nil, "a b/é*")); got != "x=a+b%2F%C3%A9*" {
		t.Errorf("nil encoding, form: got %q", got)
	}
	sjis := mustLookupEncoding(t, "shift_jis")
	if got := string(appendFormEncoded(nil, sjis, "≡ ‽")); got != "%81%DF+%26%238253%3B" {
		t.Errorf("appendFormEncoded Shift_JIS: got %q", got)
	}
}

// A new encoder instance is used for each call: ISO-2022-JP state does not
// leak from one string to the next, and the end of each resets to ASCII.
func TestISO2022JPStatePerCall(t *testing.T) {
	enc := mustLookupEncoding(t, "iso-2022-jp")
	dst := appendFormEncoded(nil, enc, "¥")
	dst = append(dst, '&')
	dst = appendFormEncoded(dst, enc, "a")
	if got, want := string(dst), "%1B%28J%5C%1B%28B&a"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

// Every encoding that a label of the Encoding Standard names has the output
// encoding the standard gives it, and those that are their own output
// encoding get one of the standard's encoders, not x/text's.
func TestOutputEncodingLabels(t *testing.T) {
	n := 0
	for name, labels := range enctest.Labels {
		for _, label := range labels {
			n++
			enc := mustLookupEncoding(t, label)
			out := outputEncoding(enc)
			if enctest.OutputIsUTF8(name) {
				if out != nil {
					t.Errorf("outputEncoding(%v) = %v, want nil (UTF-8)", enc, out)
				}
				continue
			}
			if out != enc {
				t.Errorf("outputEncoding(%v) = %v, want it unchanged", enc, out)
			}
			if _, ok := legacy.NewEncoder(enc); !ok {
				t.Errorf("%s (%s) does not get an Encoding Standard encoder", label, name)
			}
		}
	}
	if n != 228 {
		t.Errorf("%d labels in the table, want 228", n)
	}
}

func TestOutputEncoding(t *testing.T) {
	for _, enc := range []encoding.Encoding{
		nil, unicode.UTF8, unicode.UTF8BOM, encoding.Replacement,
		unicode.UTF16(unicode.BigEndian, unicode.IgnoreBOM),
		unicode.UTF16(unicode.LittleEndian, unicode.UseBOM),
		unicode.UTF16(unicode.LittleEndian, unicode.ExpectBOM),
	} {
		if got := outputEncoding(enc); got != nil {
			t.Errorf("outputEncoding(%v) = %v, want nil (UTF-8)", enc, got)
		}
	}
	for _, enc := range []encoding.Encoding{japanese.ShiftJIS, charmap.Windows1252, charmap.ISO8859_1, simplifiedchinese.HZGB2312} {
		if got := outputEncoding(enc); got != enc {
			t.Errorf("outputEncoding(%v) = %v, want it unchanged", enc, got)
		}
	}
	// A caller's own encoding type, even one that is not comparable,
	// does not make the comparisons panic.
	if got := outputEncoding(uncomparableEncoding{f: nil, Encoding: charmap.ISO8859_1}); got == nil {
		t.Error("outputEncoding(uncomparable) = nil")
	}
}

type uncomparableEncoding struct {
	encoding.Encoding
	f []func()
}

// wrappedEncoding hides an encoding from legacy.NewEncoder, so that the
// x/text encoder path is taken.
type wrappedEncoding struct{ encoding.Encoding }

// Encodings that the Encoding Standard does not define are used through
// their x/text encoders, with unencodable code points found through x/text's
// repertoire errors.
func TestPercentEncodeWithTransformer(t *testing.T) {
	// Chunks of input split code points, and the output of one chunk
	// does not fit the output buffer.
	long := strings.Repeat("aあ", 40)
	tests := []struct {
		name string
		enc  encoding.Encoding
		in   string
		set  EncodeSet
		want string
	}{
		{"iso-8859-1", charmap.ISO8859_1, "é\u0080Ā ", SpecialQuerySet, "%E9%80%26%23256%3B%20"},
		{"iso-8859-1 form", charmap.ISO8859_1, "é ~", FormSet, "%E9+%7E"},
		{"code page 437", charmap.CodePage437, "é€", SpecialQuerySet, "%82%26%238364%3B"},
		// x/text's ISO-2022-JP encoder returns to ASCII before reporting
		// an unencodable rune; its state carries on after it.
		{"stateful", wrappedEncoding{japanese.ISO2022JP}, "あ€い", SpecialQuerySet, "%1B$B$%22%1B(B%26%238364%3B%1B$B$$%1B(B"},
		{"stateful end", wrappedEncoding{japanese.ISO2022JP}, "aあ", SpecialQuerySet, "a%1B$B$%22%1B(B"},
		{"wrapped shift_jis", wrappedEncoding{japanese.ShiftJIS}, "≡‽", SpecialQuerySet, "%81%DF%26%238253%3B"},
		{"long", wrappedEncoding{japanese.ISO2022JP}, long, SpecialQuerySet, strings.Repeat("a%1B$B$%22%1B(B", 40)},
		{"long unencodable", wrappedEncoding{charmap.ISO8859_1}, strings.Repeat("aé€", 30), SpecialQuerySet, strings.Repeat("a%E9%26%238364%3B", 30)},
		{"empty", charmap.ISO8859_1, "", SpecialQuerySet, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := string(appendPercentEncodeAfterEncoding(nil, tt.enc, tt.in, tt.set, tt.set == FormSet))
			if got != tt.want {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}

// multiByteEncodings are the encodings with an encoder of the Encoding
// Standard other than the single-byte ones.
var multiByteEncodings = []string{"gb18030", "GBK", "Big5", "EUC-JP", "ISO-2022-JP", "Shift_JIS", "EUC-KR"}

// A 100-byte query under Shift_JIS.
func BenchmarkPercentEncodeAfterEncodingShiftJIS(b *testing.B) {
	enc := mustLookupEncoding(b, "shift_jis")
	input := "q=%E6%A4%9C+search&lang=ja&name=" + "山田太郎&city=東京都千代田区&note=ｱｲｳ≡‽"
	input += strings.Repeat("x", 100-len(input))
	dst := appendPercentEncodeAfterEncoding(nil, enc, input, SpecialQuerySet, false)
	b.SetBytes(int64(len(input)))
	b.ReportAllocs()
	for b.Loop() {
		dst = appendPercentEncodeAfterEncoding(dst[:0], enc, input, SpecialQuerySet, false)
	}
}

// Linear time: compare sizes n and 4n.
func BenchmarkPercentEncodeAfterEncodingISO2022JP(b *testing.B) {
	enc := mustLookupEncoding(b, "iso-2022-jp")
	for _, n := range []int{1000, 4000} {
		input := strings.Repeat("¥aあ€", n/10)
		b.Run("size="+strconv.Itoa(n), func(b *testing.B) {
			dst := appendPercentEncodeAfterEncoding(nil, enc, input, SpecialQuerySet, false)
			b.SetBytes(int64(len(input)))
			b.ReportAllocs()
			for b.Loop() {
				dst = appendPercentEncodeAfterEncoding(dst[:0], enc, input, SpecialQuerySet, false)
			}
		})
	}
}
