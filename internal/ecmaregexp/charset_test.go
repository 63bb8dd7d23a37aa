package ecmaregexp

import (
	"testing"
	"unicode"
)

// TestFoldableBound checks the bound foldable() scans to: no code point at
// or above foldBound case-folds with another (Unicode's CaseFolding.txt, as
// Go's unicode.SimpleFold gives it).
func TestFoldableBound(t *testing.T) {
	for c := rune(foldBound); c <= unicode.MaxRune; c++ {
		if unicode.SimpleFold(c) != c {
			t.Fatalf("U+%04X folds to U+%04X, above foldBound", c, unicode.SimpleFold(c))
		}
	}
}

// TestSetAlgebra checks the range-set operations against a plain
// membership test on every code point of a small universe.
func TestSetAlgebra(t *testing.T) {
	a := normalize([]rng{{'a', 'f'}, {'x', 'z'}, {'0', '0'}, {'c', 'h'}})
	b := normalize([]rng{{'e', 'y'}, {'0', '9'}})
	in := func(s []rng, c rune) bool {
		for _, r := range s {
			if r.lo <= c && c <= r.hi {
				return true
			}
		}
		return false
	}
	for c := rune(0); c < 0x100; c++ {
		ina, inb := in(a, c), in(b, c)
		if got := a.union(b).contains(c); got != (ina || inb) {
			t.Errorf("union %q: %v", c, got)
		}
		if got := a.intersect(b).contains(c); got != (ina && inb) {
			t.Errorf("intersect %q: %v", c, got)
		}
		if got := a.minus(b).contains(c); got != (ina && !inb) {
			t.Errorf("minus %q: %v", c, got)
		}
		if got := a.complement().contains(c); got == ina {
			t.Errorf("complement %q: %v", c, got)
		}
	}
	if c := a.complement(); !c.contains(unicode.MaxRune) || len(c.complement()) != len(a) {
		t.Errorf("complement of %v = %v", a, c)
	}
	// Normalized: sorted, disjoint, not adjacent ("a-h" merged from a-f and c-h).
	if len(a) != 3 || a[1] != (rng{'a', 'h'}) {
		t.Errorf("normalize = %v", a)
	}
}

// TestCloseFold checks case-folding closure against unicode.SimpleFold
// orbits (Unicode's CaseFolding.txt): k's orbit is k, K and U+212A; s's is
// s, S and U+017F; a digit has none.
func TestCloseFold(t *testing.T) {
	for _, c := range []struct {
		in   runeSet
		want runeSet
	}{
		{single('k'), runeSet{{'K', 'K'}, {'k', 'k'}, {0x212A, 0x212A}}},
		{single(0x17F), runeSet{{'S', 'S'}, {'s', 's'}, {0x17F, 0x17F}}},
		{single('1'), single('1')},
		// A large set takes the other path (intersection with foldable()).
		{runeSet{{'a', 'z'}, {0x100, 0x17F}}, nil},
	} {
		got := c.in.closeFold()
		if c.want != nil {
			if len(got) != len(c.want) {
				t.Errorf("closeFold(%v) = %v, want %v", c.in, got, c.want)
				continue
			}
			for i := range got {
				if got[i] != c.want[i] {
					t.Errorf("closeFold(%v) = %v, want %v", c.in, got, c.want)
				}
			}
			continue
		}
		for ch := rune(0); ch < 0x3000; ch++ {
			want := false
			for d := unicode.SimpleFold(ch); ; d = unicode.SimpleFold(d) {
				if c.in.contains(d) {
					want = true
				}
				if d == ch {
					break
				}
			}
			if got.contains(ch) != want {
				t.Errorf("closeFold(%v) contains U+%04X = %v, want %v", c.in, ch, got.contains(ch), want)
			}
		}
	}
}
