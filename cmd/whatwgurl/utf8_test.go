package main

import (
	"math/rand/v2"
	"net/url"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/webstd/whatwgurl"
	"github.com/webstd/whatwgurl/internal/utf8s"
)

// FuzzIsASCII compares isASCII with a scan for a byte from 0x80.
func FuzzIsASCII(f *testing.F) {
	for _, s := range []string{"", "a", "\xE2\x82", "é\xFF", strings.Repeat("a", 40) + "\x80"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
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
		if got := string(utf8s.AppendScalarValues(nil, string(b[3:]))); got != parsed {
			t.Fatalf("input %q: the command reads %q, the parser %q", b, got, parsed)
		}
	}
}
