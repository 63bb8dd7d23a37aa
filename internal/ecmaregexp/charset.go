package ecmaregexp

import (
	"cmp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"unicode"
)

// maxCodePoint is the largest Unicode code point, the top of every
// complement (ECMAScript's AllCharacters for a Unicode-mode pattern).
const maxCodePoint = unicode.MaxRune

// rng is one inclusive range of code points.
type rng struct{ lo, hi rune }

// runeSet is a set of code points as sorted, disjoint, non-adjacent ranges:
// the CharSet of ECMAScript's RegExp semantics restricted to single
// characters. Every operation returns a new normalized set and never
// modifies its operands.
type runeSet []rng

// normalize sorts and merges overlapping or adjacent ranges.
func normalize(s []rng) runeSet {
	if len(s) == 0 {
		return nil
	}
	slices.SortFunc(s, func(a, b rng) int { return cmp.Compare(a.lo, b.lo) })
	out := s[:1]
	for _, r := range s[1:] {
		last := &out[len(out)-1]
		if r.lo <= last.hi+1 {
			if r.hi > last.hi {
				last.hi = r.hi
			}
			continue
		}
		out = append(out, r)
	}
	return runeSet(out)
}

// single is the set holding only c.
func single(c rune) runeSet { return runeSet{{c, c}} }

// union is a ∪ b.
func (a runeSet) union(b runeSet) runeSet {
	s := make([]rng, 0, len(a)+len(b))
	s = append(s, a...)
	s = append(s, b...)
	return normalize(s)
}

// complement is every code point (U+0000 to U+10FFFF) not in a.
func (a runeSet) complement() runeSet {
	var out runeSet
	next := rune(0)
	for _, r := range a {
		if r.lo > next {
			out = append(out, rng{next, r.lo - 1})
		}
		next = r.hi + 1
	}
	if next <= maxCodePoint {
		out = append(out, rng{next, maxCodePoint})
	}
	return out
}

// intersect is a ∩ b.
func (a runeSet) intersect(b runeSet) runeSet {
	var out runeSet
	i, j := 0, 0
	for i < len(a) && j < len(b) {
		lo := max(a[i].lo, b[j].lo)
		hi := min(a[i].hi, b[j].hi)
		if lo <= hi {
			out = append(out, rng{lo, hi})
		}
		if a[i].hi < b[j].hi {
			i++
		} else {
			j++
		}
	}
	return out
}

// minus is a − b.
func (a runeSet) minus(b runeSet) runeSet { return a.intersect(b.complement()) }

// size is the number of code points in a.
func (a runeSet) size() int {
	n := 0
	for _, r := range a {
		n += int(r.hi-r.lo) + 1
	}
	return n
}

// contains reports whether c is in a.
func (a runeSet) contains(c rune) bool {
	i := sort.Search(len(a), func(i int) bool { return a[i].hi >= c })
	return i < len(a) && a[i].lo <= c
}

// fromTable converts a unicode.RangeTable into a runeSet.
func fromTable(t *unicode.RangeTable) runeSet {
	var s []rng
	for _, r := range t.R16 {
		if r.Stride == 1 {
			s = append(s, rng{rune(r.Lo), rune(r.Hi)})
			continue
		}
		for c := rune(r.Lo); c <= rune(r.Hi); c += rune(r.Stride) {
			s = append(s, rng{c, c})
		}
	}
	for _, r := range t.R32 {
		if r.Stride == 1 {
			s = append(s, rng{rune(r.Lo), rune(r.Hi)})
			continue
		}
		for c := rune(r.Lo); c <= rune(r.Hi); c += rune(r.Stride) {
			s = append(s, rng{c, c})
		}
	}
	return normalize(s)
}

// foldData holds, for case-insensitive matching, every code point whose
// simple case folding orbit has more than one member.
var foldData struct {
	once     sync.Once
	foldable runeSet
}

// foldable returns the set of code points that some other code point
// case-folds together with (Unicode simple case folding, as Go's
// unicode.SimpleFold orbits give it).
func foldable() runeSet {
	foldData.once.Do(func() {
		var s []rng
		// Every code point with a simple case folding is below U+1F000
		// (checked against the tables by TestFoldableBound).
		for c := rune(0); c < foldBound; c++ {
			if unicode.SimpleFold(c) != c {
				s = append(s, rng{c, c})
			}
		}
		foldData.foldable = normalize(s)
	})
	return foldData.foldable
}

// foldBound is an exclusive upper bound of the code points that have a
// non-trivial simple case folding orbit.
const foldBound = 0x1F000

// closeFold returns a closed under simple case folding: every code point c
// such that Canonicalize(c) (ECMAScript 22.2.2.7.3 with Unicode mode and
// ignoreCase, i.e. simple case folding) equals Canonicalize of a member of
// a. A closed set S and ECMAScript's "MaybeSimpleCaseFolding" set scf(S)
// describe the same matcher, and the closed sets are closed under union,
// intersection and complement, so the v flag's set operations can run on
// closed sets directly.
func (a runeSet) closeFold() runeSet {
	if n := a.size(); n <= 64 {
		// Few code points (a literal, a short range): walk their orbits
		// directly instead of intersecting with every foldable code point.
		var add []rng
		for _, r := range a {
			for c := r.lo; c <= r.hi; c++ {
				for d := unicode.SimpleFold(c); d != c; d = unicode.SimpleFold(d) {
					add = append(add, rng{d, d})
				}
			}
		}
		if len(add) == 0 {
			return a
		}
		return a.union(normalize(add))
	}
	f := foldable().intersect(a)
	if len(f) == 0 {
		return a
	}
	var add []rng
	for _, r := range f {
		for c := r.lo; c <= r.hi; c++ {
			for d := unicode.SimpleFold(c); d != c; d = unicode.SimpleFold(d) {
				add = append(add, rng{d, d})
			}
		}
	}
	return a.union(normalize(add))
}

// canonicalRune returns the representative of c's simple case folding
// orbit (its smallest member); two code points match each other under
// ECMAScript's ignoreCase with Unicode mode exactly when their
// representatives are equal.
func canonicalRune(c rune) rune {
	m := c
	for d := unicode.SimpleFold(c); d != c; d = unicode.SimpleFold(d) {
		if d < m {
			m = d
		}
	}
	return m
}

// surrogates are the code points U+D800 to U+DFFF. A Go string holds
// UTF-8, in which they never occur (regexp reads an invalid byte as
// U+FFFD), so a class member that is a surrogate can never match and is
// left out of the RE2 class.
var surrogates = runeSet{{0xD800, 0xDFFF}}

// writeClass writes s as an RE2 character class (or a single literal when
// s holds one code point), one atom in either case. An empty set becomes a
// class that matches nothing.
func writeClass(b *strings.Builder, s runeSet) {
	s = s.minus(surrogates)
	switch {
	case len(s) == 0:
		b.WriteString(`[^\x00-\x{10FFFF}]`)
		return
	case len(s) == 1 && s[0].lo == s[0].hi:
		writeLiteral(b, s[0].lo)
		return
	}
	b.WriteByte('[')
	for _, r := range s {
		writeLiteral(b, r.lo)
		if r.hi != r.lo {
			if r.hi > r.lo+1 {
				b.WriteByte('-')
			}
			writeLiteral(b, r.hi)
		}
	}
	b.WriteByte(']')
}

// writeLiteral writes c so that RE2 reads it as that one code point, in or
// out of a class: ASCII letters, digits and '_' as themselves, everything
// else as \x{…}.
func writeLiteral(b *strings.Builder, c rune) {
	if c < 0x80 && (c == '_' || '0' <= c && c <= '9' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z') {
		b.WriteByte(byte(c))
		return
	}
	b.WriteString(`\x{`)
	b.WriteString(strconv.FormatInt(int64(c), 16))
	b.WriteByte('}')
}
