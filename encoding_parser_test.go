package whatwgurl

import (
	"testing"
)

// Only a special URL's query other than ws's and wss's uses the document
// encoding; everything else is UTF-8.
func TestParserEncodingComponents(t *testing.T) {
	tests := []struct {
		name, encoding, input string
		username, pathname    string
		search, hash          string
	}{
		{"special query", "Shift_JIS", "https://u≡@h/≡?≡‽#≡", "u%E2%89%A1", "/%E2%89%A1", "?%81%DF%26%238253%3B", "#%E2%89%A1"},
		{"ws", "Shift_JIS", "ws://h/?≡", "", "/", "?%E2%89%A1", ""},
		{"wss", "Shift_JIS", "wss://h/?≡", "", "/", "?%E2%89%A1", ""},
		{"not special", "Shift_JIS", "foo://h/?≡'", "", "/", "?%E2%89%A1'", ""},
		{"special quote", "Shift_JIS", "http://h/?≡'", "", "/", "?%81%DF%27", ""},
		{"file", "windows-1252", "file:///p?é", "", "/p", "?%E9", ""},
		{"iso-2022-jp state ends in the query", "ISO-2022-JP", "https://h/?¥#¥", "", "/", "?%1B(J\\%1B(B", "#%C2%A5"},
		{"replacement is utf-8", "replacement", "https://h/?é", "", "/", "?%C3%A9", ""},
		{"utf-16 is utf-8", "utf-16le", "https://h/?é", "", "/", "?%C3%A9", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := Parser{Encoding: mustLookupEncoding(t, tt.encoding)}
			u, err := p.Parse(tt.input)
			if err != nil {
				t.Fatalf("Parse(%q): %v", tt.input, err)
			}
			if got := u.Username(); got != tt.username {
				t.Errorf("username = %q, want %q", got, tt.username)
			}
			if got := u.Pathname(); got != tt.pathname {
				t.Errorf("pathname = %q, want %q", got, tt.pathname)
			}
			if got := u.Search(); got != tt.search {
				t.Errorf("search = %q, want %q", got, tt.search)
			}
			if got := u.Hash(); got != tt.hash {
				t.Errorf("hash = %q, want %q", got, tt.hash)
			}
		})
	}
}

func TestSearchParamsEncode(t *testing.T) {
	sjis := mustLookupEncoding(t, "shift_jis")
	// The standard's example: "1+1 ≡ 2%20‽" percent-encoded after encoding
	// with Shift_JIS and the application/x-www-form-urlencoded set.
	p := NewSearchParams([2]string{"q", "1+1 \u2261 2%20\u203D"})
	if got, want := p.Encode(sjis), "q=1%2B1+%81%DF+2%2520%26%238253%3B"; got != want {
		t.Errorf("Encode(Shift_JIS) = %q, want %q", got, want)
	}
	if got, want := p.Encode(nil), p.String(); got != want {
		t.Errorf("Encode(nil) = %q, want String() %q", got, want)
	}
	utf16 := mustLookupEncoding(t, "utf-16le")
	if got, want := p.Encode(utf16), p.String(); got != want {
		t.Errorf("Encode(UTF-16LE) = %q, want the UTF-8 form %q", got, want)
	}
}

// A link in a Shift_JIS page: a special URL whose query is encoded in
// Shift_JIS, the path and fragment in UTF-8.
func BenchmarkParserShiftJIS(b *testing.B) {
	p := Parser{Encoding: mustLookupEncoding(b, "shift_jis")}
	input := "https://example.jp/検索/結果?q=山田太郎&city=東京都千代田区&note=ｱｲｳ≡‽&page=2#上へ"
	b.SetBytes(int64(len(input)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := p.Parse(input); err != nil {
			b.Fatal(err)
		}
	}
}
