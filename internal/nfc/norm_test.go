//go:build go1.27

package nfc

// Tests against golang.org/x/text/unicode/norm, whose tables are those of
// Unicode 17.0.0, as this package's are, only when it is built with Go
// 1.27 or later (with older Go it has Unicode 15.0.0, and the comparisons
// would differ on every code point assigned since): every code point's
// table entries, every code point normalized alone and fully decomposed,
// every composition pair, and a randomized differential on strings where
// norm computes plain NFC.

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

func TestNormVersion(t *testing.T) {
	if norm.Version != unicodeVersion {
		t.Fatalf("norm.Version = %s; the tables are Unicode %s", norm.Version, unicodeVersion)
	}
}

func isSurrogate(r rune) bool { return r >= 0xD800 && r <= 0xDFFF }

// TestTablesAgainstNorm checks the generated tables against norm for every
// code point: the combining class and decomposition flag, and the full
// canonical decomposition (norm.NFD of the single code point, hence also
// canonically ordered), which the tables hold for every code point but the
// Hangul syllables, whose arithmetic decomposition is checked here too.
func TestTablesAgainstNorm(t *testing.T) {
	for r := rune(0); r <= utf8.MaxRune; r++ {
		if isSurrogate(r) {
			continue
		}
		s := string(r)
		p := norm.NFD.PropertiesString(s)
		d := p.Decomposition()
		nfd := norm.NFD.String(s)
		hangul := r >= sBase && r < sBase+sCount
		in := info(r)
		if uint8(in) != p.CCC() || (in&infoDecomp != 0) != (d != nil || hangul) {
			t.Fatalf("%U: info %#x, but norm has ccc %d, decomposition %+q", r, in, p.CCC(), d)
		}
		switch {
		case hangul:
			l, v, tj := hangulJamo(r)
			got := []rune{l, v}
			if tj != 0 {
				got = append(got, tj)
			}
			for _, j := range got {
				if info(j)&(infoCCC|infoDecomp) != 0 || (info(j)&infoSecond != 0) != (j != l) {
					t.Fatalf("%U: jamo %U has info %#x", r, j, info(j))
				}
			}
			if string(got) != nfd {
				t.Fatalf("%U: Hangul decomposition %+q, norm.NFD %+q", r, string(got), nfd)
			}
		case d == nil:
			if nfd != s {
				t.Fatalf("%U: no decomposition but norm.NFD is %+q", r, nfd)
			}
		case decomposition(r) != nfd:
			t.Fatalf("%U: decomposition %+q, norm.NFD %+q", r, decomposition(r), nfd)
		}
	}
}

// TestEveryCodePoint compares Append with norm.NFC for every code point
// alone and for its full decomposition, and Is with both. A single code
// point decomposes into at most a handful of non-starters, so norm is plain
// NFC here. Because Append copies a lone code point without decomposition,
// primary composite or Hangul syllable unchanged (the "simple" segments of
// run), the first comparison is also the proof that such a code point is
// its own NFC; the second runs the whole algorithm.
func TestEveryCodePoint(t *testing.T) {
	var buf []byte
	for r := rune(0); r <= utf8.MaxRune; r++ {
		if isSurrogate(r) {
			continue
		}
		s := string(r)
		want := norm.NFC.String(s)
		buf = Append(buf[:0], s)
		if string(buf) != want {
			t.Fatalf("Append(%U) = %+q, want %+q", r, buf, want)
		}
		if got := Is(s); got != (want == s) {
			t.Fatalf("Is(%U) = %v, want %v", r, got, want == s)
		}
		nfd := norm.NFD.String(s)
		buf = Append(buf[:0], nfd)
		if string(buf) != want {
			t.Fatalf("Append(NFD(%U) = %+q) = %+q, want %+q", r, nfd, buf, want)
		}
		if got := Is(nfd); got != (want == nfd) {
			t.Fatalf("Is(NFD(%U)) = %v, want %v", r, got, want == nfd)
		}
	}
}

// TestCompositions checks every composition pair of the table against
// norm, and that the info table flags its members.
func TestCompositions(t *testing.T) {
	for _, c := range compositions {
		first, second, comp := rune(c>>42), rune(c>>21&(1<<21-1)), rune(c&(1<<21-1))
		if got := norm.NFC.String(string(first) + string(second)); got != string(comp) {
			t.Errorf("pair <%U, %U> → %U, but norm.NFC gives %+q", first, second, comp, got)
		}
		if primary(first, second) != comp {
			t.Errorf("primary(%U, %U) = %U, want %U", first, second, primary(first, second), comp)
		}
		if info(second)&infoSecond == 0 || info(comp)&infoComposite == 0 {
			t.Errorf("pair <%U, %U> → %U missing from the info table", first, second, comp)
		}
	}
}

// poolEntry is one code point of the differential's pool, with what the
// generator needs to stay clear of norm's Stream-Safe joiner: how many code
// points its full decomposition has, and whether it begins a new count in
// norm (norm's BoundaryBefore: a starter that combines with nothing
// before it; a starter that combines backward, such as U+11A8, does not
// reset norm's count of non-starters).
type poolEntry struct {
	r      rune
	n      int
	resets bool
}

func makePool(rs []rune) []poolEntry {
	var pool []poolEntry
	for _, r := range rs {
		pool = append(pool, poolEntry{
			r:      r,
			n:      utf8.RuneCountInString(norm.NFD.String(string(r))),
			resets: norm.NFC.PropertiesString(string(r)).BoundaryBefore(),
		})
	}
	return pool
}

func runeRange(lo, hi rune) []rune {
	var rs []rune
	for r := lo; r <= hi; r++ {
		rs = append(rs, r)
	}
	return rs
}

// differentialPools are the groups the generator draws from: first a
// group, then a code point in it, so that small groups of tricky code points
// are as likely as the large ranges.
func differentialPools() [][]poolEntry {
	var letters []rune
	for c := 'a'; c <= 'z'; c++ {
		letters = append(letters, c, c-'a'+'A')
	}
	marks := runeRange(0x0300, 0x036F)
	marks = slices.DeleteFunc(marks, func(r rune) bool { return r == 0x034F }) // U+034F is the guard below
	tricky := []rune{
		// Combining marks of various classes: 230, 220, 202, 216, 240,
		// 1, 7 (nukta), 9 (virama), 8 (kana voicing), 232, 233, 234.
		0x0301, 0x0300, 0x0323, 0x0327, 0x031B, 0x0345, 0x0334, 0x093C, 0x094D,
		0x3099, 0x309A, 0x0315, 0x035C, 0x035D, 0x0302, 0x0306, 0x0308, 0x0309, 0x0313, 0x0314, 0x0342,
		// Hangul jamo and syllables; U+11A7 is TBase, not a trailing consonant.
		0xAC00, 0xAC01, 0xAC1C, 0xD7A3, 0x1100, 0x1112, 0x1161, 0x1175, 0x11A7, 0x11A8, 0x11C2,
		0x3131, 0x304B, 0x304C, 0x30CF, 0x30D0, 0x30D1,
		// Starters that compose backward, and their partners.
		0x0B3E, 0x0B47, 0x0B56, 0x0B57, 0x0BBE, 0x0BC6, 0x0BD7, 0x0CBF, 0x0CC6, 0x0CD5, 0x0CD6, 0x0CC2,
		0x0D3E, 0x0D46, 0x0D57, 0x0DCF, 0x0DD9, 0x0DCA, 0x0DDF, 0x102E, 0x1025, 0x1B35, 0x1B05,
		// Composition exclusions and their pieces.
		0x0958, 0x0915, 0x0F73, 0x0F71, 0x0F72, 0x0F74, 0x0F75, 0x0F80, 0x0F81, 0x2ADC, 0x2ADD, 0x0338,
		0xFB1D, 0x05D9, 0x05B4, 0x1D15E, 0x1D160, 0x1D157, 0x1D158, 0x1D15F, 0x1D165, 0x1D16E, 0x1D16F,
		// Singletons and other decompositions that NFC never writes.
		0x212B, 0x2126, 0x0340, 0x0341, 0x0343, 0x0374, 0x037E, 0x0387, 0x1FEE, 0x0344, 0x0F77, 0x0F79,
		0x00C5, 0x03A9, 0x02B9, 0x003B,
		// Composition through U+0338 with ASCII firsts.
		'<', '=', '>', 0x2260, 0x226E,
		// Kaithi, Grantha.
		0x11099, 0x1109A, 0x1109B, 0x110A5, 0x110BA, 0x11347, 0x1133E, 0x11357, 0x1134B, 0x1134C,
		// Greek and Vietnamese bases.
		0x03B1, 0x03B5, 0x03B7, 0x03C9, 0x0391, 0x03C5, 0x0102, 0x0103, 0x00C2, 0x01A0, 0x01A1, 0x01AF, 0x01B0,
		// U+FFFD itself, which passes through like any other starter.
		0xFFFD,
	}
	// Every member of every derived pair, which reaches the newest
	// scripts (Unicode 16 and 17) without naming them here.
	var pairMembers []rune
	for _, c := range compositions {
		pairMembers = append(pairMembers, rune(c>>42), rune(c>>21&(1<<21-1)), rune(c&(1<<21-1)))
	}
	return [][]poolEntry{ // [2] must be the combining marks
		makePool(letters),
		makePool(runeRange(0x00C0, 0x024F)),
		makePool(marks),
		makePool(marks),
		makePool(tricky),
		makePool(tricky),
		makePool(runeRange(0x1F00, 0x1FFF)),
		makePool(runeRange(0x1EA0, 0x1EF9)),
		makePool(pairMembers),
		makePool([]rune{0x1100, 0x1161, 0x11A8}),
	}
}

// TestDifferential compares Append and Is with norm.NFC on random
// strings where norm computes plain NFC: norm departs from NFC only by
// inserting U+034F after more than 30 consecutive non-starters of the
// decomposed text. The generator counts, from the last code point that
// resets norm's count, every decomposed code point (starters too, which
// overcounts), and puts an ASCII letter (a starter that combines with
// nothing before it) before any code point that would take the count past
// 30. As a guard, no input contains U+034F, and a string for which norm
// writes one all the same is skipped (counted, and only a few may be):
// where norm writes none, it has computed plain NFC. (Some are expected:
// norm counts U+0F77 and U+0F79 by their compatibility decompositions,
// as two non-starters each, and writes U+034F after U+0F77 and only 28
// marks.)
func TestDifferential(t *testing.T) {
	pools := differentialPools()
	rng := rand.New(rand.NewPCG(15, 2026))
	n := 200000
	if testing.Short() {
		n = 50000
	}
	var sb strings.Builder
	var buf []byte
	skipped := 0
	for i := 0; i < n; i++ {
		sb.Reset()
		count := 1 + rng.IntN(40)
		streak := 0 // norm's count of non-starters, over-estimated
		// One string in four is mostly combining marks, for runs long
		// enough (up to 30) that reorder uses its counting sort.
		markHeavy := i%4 == 0
		for k := 0; k < count; k++ {
			pool := pools[rng.IntN(len(pools))]
			if markHeavy && rng.IntN(8) != 0 {
				pool = pools[2]
			}
			e := pool[rng.IntN(len(pool))]
			if e.resets {
				streak = 0
			}
			if streak+e.n > 30 {
				sb.WriteByte(byte('a' + rng.IntN(26)))
				streak = 0
			}
			sb.WriteRune(e.r)
			streak += e.n
		}
		s := sb.String()
		want := norm.NFC.String(s)
		if strings.ContainsRune(want, 0x034F) {
			skipped++
			continue
		}
		buf = append(buf[:0], "prefix"...)
		buf = Append(buf, s)
		if got := string(buf[len("prefix"):]); got != want || string(buf[:len("prefix")]) != "prefix" {
			t.Fatalf("Append(%+q)\n got %+q\nwant %+q", s, buf, want)
		}
		if got := Is(s); got != (want == s) {
			t.Fatalf("Is(%+q) = %v, want %v", s, got, want == s)
		}
		if !Is(want) {
			t.Fatalf("Is(%+q) = false for an NFC string", want)
		}
		if nfd := norm.NFD.String(s); i%4 == 0 {
			if got := string(Append(nil, nfd)); got != want {
				t.Fatalf("Append(NFD %+q) = %+q, want %+q", nfd, got, want)
			}
		}
	}
	t.Logf("%d strings, %d skipped for norm's U+034F", n, skipped)
	if skipped > n/100 {
		t.Errorf("%d of %d strings skipped: the generator no longer avoids norm's U+034F", skipped, n)
	}
}

// TestBoundaryBefore checks BoundaryBefore against norm's for every code
// point: norm's BoundaryBefore reports that a code point "starts a new
// segment and cannot combine with any rune on the left", the property
// BoundaryBefore promises.
func TestBoundaryBefore(t *testing.T) {
	for r := rune(0); r <= utf8.MaxRune; r++ {
		if isSurrogate(r) {
			continue
		}
		if got, want := BoundaryBefore(r), norm.NFC.PropertiesString(string(r)).BoundaryBefore(); got != want {
			t.Errorf("BoundaryBefore(%U) = %v; norm says %v", r, got, want)
		}
	}
}
