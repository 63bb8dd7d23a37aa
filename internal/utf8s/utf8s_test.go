package utf8s

import (
	"testing"
	"unicode/utf8"
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
