package utf8s

import (
	"testing"
	"unicode/utf8"

	"github.com/webstd/whatwgurl/internal/enctest"
)

// TestDecodeRune compares DecodeRune with utf8.DecodeRuneInString on every
// sequence of two and three bytes that starts with a byte from 0x80 (and on
// their prefixes), and on four-byte sequences around the limits, both at
// the start of the string and after one byte.
func TestDecodeRune(t *testing.T) {
	check := func(s string) {
		for _, prefix := range []string{"", "a"} {
			r, n := DecodeRune(prefix+s, len(prefix))
			if r2, n2 := utf8.DecodeRuneInString(s); r != r2 || n != n2 {
				t.Fatalf("DecodeRune(%+q, %d) = %U, %d; utf8 gives %U, %d", prefix+s, len(prefix), r, n, r2, n2)
			}
		}
	}
	var b [4]byte
	edges := []byte{0x00, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xFF}
	for b0 := 0x80; b0 < 0x100; b0++ {
		b[0] = byte(b0)
		check(string(b[:1]))
		for b1 := 0; b1 < 0x100; b1++ {
			b[1] = byte(b1)
			check(string(b[:2]))
			for b2 := 0; b2 < 0x100; b2++ {
				b[2] = byte(b2)
				check(string(b[:3]))
			}
			if b0 >= 0xF0 {
				for _, b2 := range edges {
					for _, b3 := range edges {
						b[2], b[3] = b2, b3
						check(string(b[:4]))
					}
				}
			}
		}
	}
}

func TestScalarValues(t *testing.T) {
	tests := []struct {
		name, in, want string
	}{
		{"ASCII", "https://a/", "https://a/"},
		{"valid multi-byte", "é€𝄞", "é€𝄞"},
		// The Unicode Standard's example of "U+FFFD substitution of
		// maximal subparts" (chapter 3, Table 3-8), which the Encoding
		// Standard's decoder follows.
		{"Unicode table 3-8", "\x61\xF1\x80\x80\xE1\x80\xC2\x62\x80\x63\x80\xBF\x64", "a\uFFFD\uFFFD\uFFFDb\uFFFDc\uFFFD\uFFFDd"},
		{"truncated three-byte", "\xE2\x82", "\uFFFD"},
		{"two lone bytes", "\xFF\xFF", "\uFFFD\uFFFD"},
		{"overlong two-byte", "\xC0\xAF", "\uFFFD\uFFFD"},
		{"overlong three-byte", "\xE0\x80\xAF", "\uFFFD\uFFFD\uFFFD"},
		{"surrogate", "\xED\xA0\x80", "\uFFFD\uFFFD\uFFFD"},
		{"above U+10FFFF", "\xF4\x90\x80\x80", "\uFFFD\uFFFD\uFFFD\uFFFD"},
		{"truncated four-byte then ASCII", "\xF0\x9F\x98x", "\uFFFDx"},
		{"tab and newline kept", "\xC3\n\x80", "\uFFFD\n\uFFFD"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := string(AppendScalarValues(nil, tt.in)); got != tt.want {
				t.Errorf("AppendScalarValues(%q) = %q, want %q", tt.in, got, tt.want)
			}
			if got := enctest.UTF8Decode(tt.in); got != tt.want {
				t.Errorf("UTF8Decode(%q) = %q, want %q", tt.in, got, tt.want)
			}
		})
	}
}

func FuzzScalarValues(f *testing.F) {
	for _, s := range []string{"", "a", "\xE2\x82", "\xF1\x80\x80\xE1\x80\xC2b", "\xED\xA0\x80", "é\xFF"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		want := enctest.UTF8Decode(s)
		if got := string(AppendScalarValues(nil, s)); got != want {
			t.Errorf("AppendScalarValues(%q) = %q, want %q", s, got, want)
		}
	})
}
