package main

import (
	"math/rand/v2"
	"net/url"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/webstd/whatwgurl"
)

// decodeUTF8Reference is the Encoding Standard's UTF-8 decoder, step by
// step, with the replacement error mode: the slow twin of
// appendScalarValues.
// https://encoding.spec.whatwg.org/#utf-8-decoder
func decodeUTF8Reference(s string) string {
	var out strings.Builder
	var codePoint rune
	bytesSeen, bytesNeeded := 0, 0
	lower, upper := byte(0x80), byte(0xBF)
	for i := 0; i < len(s); i++ {
		b := s[i]
		if bytesNeeded == 0 {
			switch {
			case b <= 0x7F:
				out.WriteByte(b)
			case 0xC2 <= b && b <= 0xDF:
				bytesNeeded, codePoint = 1, rune(b&0x1F)
			case 0xE0 <= b && b <= 0xEF:
				if b == 0xE0 {
					lower = 0xA0
				}
				if b == 0xED {
					upper = 0x9F
				}
				bytesNeeded, codePoint = 2, rune(b&0xF)
			case 0xF0 <= b && b <= 0xF4:
				if b == 0xF0 {
					lower = 0x90
				}
				if b == 0xF4 {
					upper = 0x8F
				}
				bytesNeeded, codePoint = 3, rune(b&0x7)
			default:
				out.WriteRune(utf8.RuneError)
			}
			continue
		}
		if b < lower || b > upper {
			codePoint, bytesNeeded, bytesSeen = 0, 0, 0
			lower, upper = 0x80, 0xBF
			i-- // restore byte to the stream
			out.WriteRune(utf8.RuneError)
			continue
		}
		lower, upper = 0x80, 0xBF
		codePoint = codePoint<<6 | rune(b&0x3F)
		bytesSeen++
		if bytesSeen != bytesNeeded {
			continue
		}
		out.WriteRune(codePoint)
		codePoint, bytesNeeded, bytesSeen = 0, 0, 0
	}
	if bytesNeeded != 0 {
		out.WriteRune(utf8.RuneError)
	}
	return out.String()
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
			if got := string(appendScalarValues(nil, tt.in)); got != tt.want {
				t.Errorf("appendScalarValues(%q) = %q, want %q", tt.in, got, tt.want)
			}
			if got := decodeUTF8Reference(tt.in); got != tt.want {
				t.Errorf("decodeUTF8Reference(%q) = %q, want %q", tt.in, got, tt.want)
			}
		})
	}
}

func FuzzScalarValues(f *testing.F) {
	for _, s := range []string{"", "a", "\xE2\x82", "\xF1\x80\x80\xE1\x80\xC2b", "\xED\xA0\x80", "é\xFF"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		want := decodeUTF8Reference(s)
		if got := string(appendScalarValues(nil, s)); got != want {
			t.Errorf("appendScalarValues(%q) = %q, want %q", s, got, want)
		}
		if got := isASCII([]byte(s)); got != (strings.IndexFunc(s, func(r rune) bool { return r >= utf8.RuneSelf }) < 0) {
			t.Errorf("isASCII(%q) = %v", s, got)
		}
	})
}

func TestIsASCII(t *testing.T) {
	for n := range 70 {
		b := []byte(strings.Repeat("a", n))
		if !isASCII(b) {
			t.Fatalf("isASCII(%d a's) = false", n)
		}
		for i := range n {
			b[i] = 0x80
			if isASCII(b) {
				t.Fatalf("isASCII with 0x80 at %d of %d = true", i, n)
			}
			b[i] = 'a'
		}
	}
}

// TestReplacementAgreesWithParser checks that the command reads invalid
// UTF-8 as the parser does, so that the -json echo of an input and its
// href show the same U+FFFD: in an opaque path every byte that is not
// printable ASCII is percent-encoded, so percent-decoding the href's path
// gives back the text the parser read.
func TestReplacementAgreesWithParser(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for range 20_000 {
		b := []byte("sc:")
		for range 1 + rng.IntN(12) {
			switch rng.IntN(3) {
			case 0:
				b = append(b, 'a'+byte(rng.IntN(26)))
			default:
				b = append(b, 0x80+byte(rng.IntN(0x80)))
			}
		}
		b = append(b, 'z') // the parser strips no trailing byte
		u, err := whatwgurl.Parse(string(b))
		if err != nil {
			t.Fatalf("Parse(%q): %v", b, err)
		}
		parsed, err := url.PathUnescape(u.Pathname())
		if err != nil {
			t.Fatal(err)
		}
		if got := string(appendScalarValues(nil, string(b[3:]))); got != parsed {
			t.Fatalf("input %q: the command reads %q, the parser %q", b, got, parsed)
		}
	}
}
