package whatwgurl

// Tests of appendNFC and isNFC (nfc.go): every code point and a randomized
// differential against golang.org/x/text/unicode/norm where norm computes
// plain NFC, long runs of combining marks with results derived by hand from
// UAX #15 where norm does not, and linear time on megabyte inputs.
//
//	GOTOOLCHAIN=auto go test -run NFC -bench AppendNFC .

import (
	"math/rand/v2"
	"slices"
	"sort"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// nfcTestCCC is the canonical combining class of r according to norm.
func nfcTestCCC(r rune) uint8 {
	return norm.NFD.PropertiesString(string(r)).CCC()
}

func nfcIsSurrogate(r rune) bool { return r >= 0xD800 && r <= 0xDFFF }

// TestNFCDecompositionIsFull checks what nfc.go relies on from norm:
// Properties.Decomposition is the full canonical decomposition (the same as
// norm.NFD of the single code point, hence also canonically ordered), and
// nil exactly for the code points that are their own NFD and for the Hangul
// syllables, which nfc.go decomposes itself. It also checks nfc.go's own
// table of combining classes and decomposition flags against norm.
func TestNFCDecompositionIsFull(t *testing.T) {
	tab := nfcData()
	for r := rune(0); r <= utf8.MaxRune; r++ {
		if nfcIsSurrogate(r) {
			continue
		}
		s := string(r)
		p := norm.NFD.PropertiesString(s)
		d := p.Decomposition()
		nfd := norm.NFD.String(s)
		hangul := r >= nfcSBase && r < nfcSBase+nfcSCount
		info := tab.info(r)
		if uint8(info) != p.CCC() || (info&nfcInfoDecomp != 0) != (d != nil || hangul) {
			t.Fatalf("%U: info %#x, but norm has ccc %d, decomposition %+q", r, info, p.CCC(), d)
		}
		switch {
		case hangul:
			if d != nil {
				t.Fatalf("%U: Decomposition %+q, want nil for Hangul", r, d)
			}
			l, v, tj := nfcHangulJamo(r)
			got := []rune{l, v}
			if tj != 0 {
				got = append(got, tj)
			}
			for _, j := range got {
				if tab.info(j)&(nfcInfoCCC|nfcInfoDecomp) != 0 || (tab.info(j)&nfcInfoSecond != 0) != (j != l) {
					t.Fatalf("%U: jamo %U has info %#x", r, j, tab.info(j))
				}
			}
			if string(got) != nfd {
				t.Fatalf("%U: Hangul decomposition %+q, norm.NFD %+q", r, string(got), nfd)
			}
		case d == nil:
			if nfd != s {
				t.Fatalf("%U: Decomposition nil but norm.NFD is %+q", r, nfd)
			}
		case string(d) != nfd:
			t.Fatalf("%U: Decomposition %+q, norm.NFD %+q", r, d, nfd)
		}
	}
}

// TestNFCEveryCodePoint compares appendNFC with norm.NFC for every code
// point alone and for its full decomposition, and isNFC with both. A single
// code point decomposes into at most a handful of non-starters, so norm is
// plain NFC here. Because appendNFC copies a lone code point without
// decomposition, primary composite or Hangul syllable unchanged (the
// "simple" segments of nfcRun), the first comparison is also the proof that
// such a code point is its own NFC; the second runs the whole algorithm.
func TestNFCEveryCodePoint(t *testing.T) {
	var buf []byte
	for r := rune(0); r <= utf8.MaxRune; r++ {
		if nfcIsSurrogate(r) {
			continue
		}
		s := string(r)
		want := norm.NFC.String(s)
		buf = appendNFC(buf[:0], s)
		if string(buf) != want {
			t.Fatalf("appendNFC(%U) = %+q, want %+q", r, buf, want)
		}
		if got := isNFC(s); got != (want == s) {
			t.Fatalf("isNFC(%U) = %v, want %v", r, got, want == s)
		}
		nfd := norm.NFD.String(s)
		buf = appendNFC(buf[:0], nfd)
		if string(buf) != want {
			t.Fatalf("appendNFC(NFD(%U) = %+q) = %+q, want %+q", r, nfd, buf, want)
		}
		if got := isNFC(nfd); got != (want == nfd) {
			t.Fatalf("isNFC(NFD(%U)) = %v, want %v", r, got, want == nfd)
		}
	}
}

// TestNFCTables checks the derived composition pairs against norm and logs
// how long building them takes.
func TestNFCTables(t *testing.T) {
	start := time.Now()
	tab := nfcBuild()
	t.Logf("nfcBuild: %v", time.Since(start))
	n := 0
	for _, p := range tab.pairs {
		if p.comp == 0 {
			continue
		}
		n++
		first, second := rune(p.key>>21), rune(p.key&(1<<21-1))
		if got := norm.NFC.String(string(first) + string(second)); got != string(p.comp) {
			t.Errorf("pair <%U, %U> → %U, but norm.NFC gives %+q", first, second, p.comp, got)
		}
		if tab.primary(first, second) != p.comp {
			t.Errorf("primary(%U, %U) = %U, want %U", first, second, tab.primary(first, second), p.comp)
		}
		if tab.info(second)&nfcInfoSecond == 0 || tab.info(p.comp)&nfcInfoComposite == 0 {
			t.Errorf("pair <%U, %U> → %U missing from the info table", first, second, p.comp)
		}
	}
	t.Logf("%d primary composites (besides Hangul) in a table of %d slots", n, len(tab.pairs))
	// UnicodeData has about a thousand canonical pairs that are not
	// excluded from composition; far fewer would mean the derivation
	// skipped some.
	if n < 900 {
		t.Errorf("only %d pairs", n)
	}
	// Hangul by arithmetic (Unicode 3.12): 가 = ᄀ + ᅡ, 각 = 가 + ᆨ;
	// U+11A7 (TBase) is no trailing consonant.
	for _, c := range []struct{ a, b, want rune }{
		{0x1100, 0x1161, 0xAC00}, {0xAC00, 0x11A8, 0xAC01}, {0x1112, 0x1175, 0xD788},
		{0xD788, 0x11C2, 0xD7A3}, {0xAC00, 0x11A7, 0}, {0xAC01, 0x11A8, 0}, {0x1100, 0x11A8, 0},
	} {
		if got := tab.primary(c.a, c.b); got != c.want {
			t.Errorf("primary(%U, %U) = %U, want %U", c.a, c.b, got, c.want)
		}
	}
}

// nfcPoolEntry is one code point of the differential's pool, with what the
// generator needs to stay clear of norm's Stream-Safe joiner: how many code
// points its full decomposition has, and whether it begins a new count in
// norm (norm's BoundaryBefore: a starter that combines with nothing
// before it; a starter that combines backward, such as U+11A8, does not
// reset norm's count of non-starters).
type nfcPoolEntry struct {
	r      rune
	n      int
	resets bool
}

func nfcMakePool(rs []rune) []nfcPoolEntry {
	var pool []nfcPoolEntry
	for _, r := range rs {
		pool = append(pool, nfcPoolEntry{
			r:      r,
			n:      utf8.RuneCountInString(norm.NFD.String(string(r))),
			resets: norm.NFC.PropertiesString(string(r)).BoundaryBefore(),
		})
	}
	return pool
}

func nfcRange(lo, hi rune) []rune {
	var rs []rune
	for r := lo; r <= hi; r++ {
		rs = append(rs, r)
	}
	return rs
}

// nfcDifferentialPools are the groups the generator draws from: first a
// group, then a code point in it, so that small groups of tricky code points
// are as likely as the large ranges.
func nfcDifferentialPools() [][]nfcPoolEntry {
	var letters []rune
	for c := 'a'; c <= 'z'; c++ {
		letters = append(letters, c, c-'a'+'A')
	}
	marks := nfcRange(0x0300, 0x036F)
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
	tab := nfcData()
	for _, p := range tab.pairs {
		if p.comp != 0 {
			pairMembers = append(pairMembers, rune(p.key>>21), rune(p.key&(1<<21-1)), p.comp)
		}
	}
	return [][]nfcPoolEntry{ // [2] must be the combining marks
		nfcMakePool(letters),
		nfcMakePool(nfcRange(0x00C0, 0x024F)),
		nfcMakePool(marks),
		nfcMakePool(marks),
		nfcMakePool(tricky),
		nfcMakePool(tricky),
		nfcMakePool(nfcRange(0x1F00, 0x1FFF)),
		nfcMakePool(nfcRange(0x1EA0, 0x1EF9)),
		nfcMakePool(pairMembers),
		nfcMakePool([]rune{0x1100, 0x1161, 0x11A8}),
	}
}

// TestNFCDifferential compares appendNFC and isNFC with norm.NFC on random
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
func TestNFCDifferential(t *testing.T) {
	pools := nfcDifferentialPools()
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
		run := 0
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
				run = 0
			}
			if run+e.n > 30 {
				sb.WriteByte(byte('a' + rng.IntN(26)))
				run = 0
			}
			sb.WriteRune(e.r)
			run += e.n
		}
		s := sb.String()
		want := norm.NFC.String(s)
		if strings.ContainsRune(want, 0x034F) {
			skipped++
			continue
		}
		buf = append(buf[:0], "prefix"...)
		buf = appendNFC(buf, s)
		if got := string(buf[len("prefix"):]); got != want || string(buf[:len("prefix")]) != "prefix" {
			t.Fatalf("appendNFC(%+q)\n got %+q\nwant %+q", s, buf, want)
		}
		if got := isNFC(s); got != (want == s) {
			t.Fatalf("isNFC(%+q) = %v, want %v", s, got, want == s)
		}
		if !isNFC(want) {
			t.Fatalf("isNFC(%+q) = false for an NFC string", want)
		}
		if nfd := norm.NFD.String(s); i%4 == 0 {
			if got := string(appendNFC(nil, nfd)); got != want {
				t.Fatalf("appendNFC(NFD %+q) = %+q, want %+q", nfd, got, want)
			}
		}
	}
	t.Logf("%d strings, %d skipped for norm's U+034F", n, skipped)
	if skipped > n/100 {
		t.Errorf("%d of %d strings skipped: the generator no longer avoids norm's U+034F", skipped, n)
	}
}

// TestNFCLongRuns checks runs of more than 30 non-starters, where norm
// inserts U+034F and so cannot be the reference. Each expected value is
// derived by hand from UAX #15 in the comment above it.
func TestNFCLongRuns(t *testing.T) {
	rep := strings.Repeat
	type tc struct {
		name, in, want string
	}
	cases := []tc{
		// Decomposition: a and U+0301 have none. Ordering: one run of
		// forty class-230 marks, already sorted. Composition: L = a; the
		// first U+0301 is adjacent, <a, U+0301> has the primary composite
		// U+00E1, which replaces L; the second U+0301 is now adjacent to
		// L = U+00E1, but <U+00E1, U+0301> has no primary composite, so it
		// stays; every later U+0301 is blocked by the kept one before it
		// (ccc 230 >= 230). Result: U+00E1 and 39 U+0301, nothing inserted.
		{"a+40×U+0301", "a" + rep("\u0301", 40), "\u00e1" + rep("\u0301", 39)},
		// Ordering: forty marks alternating U+0301 (230) and U+0323 (220)
		// sort stably into 20 U+0323 then 20 U+0301. Composition: the
		// first U+0323 is adjacent to a and <a, U+0323> = U+1EA1 (ạ); the
		// second U+0323 is adjacent to U+1EA1 but has no composite with
		// it, and stays; the other U+0323 are blocked (220 >= 220); the
		// first U+0301 is not blocked (last kept is 220 < 230), but
		// <U+1EA1, U+0301> has no primary composite (Vietnamese has no
		// "a with dot below and acute"), and the rest are blocked by it.
		{"a+20×(U+0301 U+0323)", "a" + rep("\u0301\u0323", 20), "\u1ea1" + rep("\u0323", 19) + rep("\u0301", 20)},
		// No starter: nothing composes, and one sorted run stays as it is.
		{"100000×U+0301", rep("\u0301", 100000), rep("\u0301", 100000)},
		// Hangul: L + V is adjacent and composes to the LV syllable
		// U+AC00; U+0301 is adjacent to it but <U+AC00, U+0301> has no
		// composite, and the other 34 are blocked.
		{"U+1100 U+1161 35×U+0301", "\u1100\u1161" + rep("\u0301", 35), "\uac00" + rep("\u0301", 35)},
		// The same after a precomposed syllable, which decomposes to
		// U+1100 U+1161 U+11A8 and composes back; U+11A8 after the marks
		// is blocked (ccc 0 <= 230) and stays a separate jamo.
		{"U+AC01 35×U+0301 U+11A8", "\uac01" + rep("\u0301", 35) + "\u11a8", "\uac01" + rep("\u0301", 35) + "\u11a8"},
		// U+0344 decomposes to U+0308 U+0301 (both 230): 40 of them give
		// 80 marks in that order, already sorted; with e: <e, U+0308> =
		// U+00EB, then U+0301 is adjacent but <U+00EB, U+0301> has no
		// composite, and the rest are blocked.
		{"e+40×U+0344", "e" + rep("\u0344", 40), "\u00eb" + "\u0301" + rep("\u0308\u0301", 39)},
		// Ordering moves the single U+0327 (202) before the 40 U+0301
		// (230). Composition: <c, U+0327> = U+00E7 (ç); the first U+0301
		// is then adjacent to L (nothing was kept after it) and
		// <U+00E7, U+0301> = U+1E09 (ḉ); the second U+0301 is adjacent
		// too but has no composite with U+1E09 and stays, and it blocks
		// the other 38.
		{"c+40×U+0301+U+0327", "c" + rep("\u0301", 40) + "\u0327", "\u1e09" + rep("\u0301", 39)},
	}
	// A run of 200 marks of five classes given in descending class order
	// (40 of each, the two marks of a class alternating), after a starter
	// that composes with none of them (x with a mark below or above has
	// no precomposed form for these marks). Canonical ordering is a
	// stable sort by class, built here with sort.SliceStable over these
	// stated classes; composition then finds no pair, so that is the
	// result.
	{
		classes := []struct {
			ccc   uint8
			marks [2]rune
		}{
			{230, [2]rune{0x0300, 0x0301}},
			{220, [2]rune{0x0316, 0x0317}},
			{216, [2]rune{0x031B, 0x1D165}},
			{202, [2]rune{0x0327, 0x0328}},
			{1, [2]rune{0x0334, 0x0335}},
		}
		type mark struct {
			r   rune
			ccc uint8
		}
		var run []mark
		for _, c := range classes {
			for k := 0; k < 40; k++ {
				run = append(run, mark{c.marks[k%2], c.ccc})
			}
		}
		in := "q" + nfcMarkString(run, func(m mark) rune { return m.r })
		sorted := slices.Clone(run)
		sort.SliceStable(sorted, func(i, j int) bool { return sorted[i].ccc < sorted[j].ccc })
		cases = append(cases, tc{"200 marks in descending classes", in, "q" + nfcMarkString(sorted, func(m mark) rune { return m.r })})

		// The same marks in a scrambled (but fixed) order.
		rng := rand.New(rand.NewPCG(7, 7))
		rng.Shuffle(len(run), func(i, j int) { run[i], run[j] = run[j], run[i] })
		in = "q" + nfcMarkString(run, func(m mark) rune { return m.r })
		sorted = slices.Clone(run)
		sort.SliceStable(sorted, func(i, j int) bool { return sorted[i].ccc < sorted[j].ccc })
		cases = append(cases, tc{"200 marks shuffled", in, "q" + nfcMarkString(sorted, func(m mark) rune { return m.r })})
	}
	for _, c := range cases {
		got := string(appendNFC(nil, c.in))
		if got != c.want {
			t.Errorf("%s: appendNFC\n got %+q\nwant %+q", c.name, nfcShort(got), nfcShort(c.want))
		}
		if strings.ContainsRune(got, 0x034F) {
			t.Errorf("%s: U+034F in the result", c.name)
		}
		if isNFC(c.in) != (c.in == c.want) {
			t.Errorf("%s: isNFC(in) = %v, want %v", c.name, c.in != c.want, c.in == c.want)
		}
		if !isNFC(c.want) {
			t.Errorf("%s: isNFC(want) = false", c.name)
		}
	}
}

// TestNFCStatedClasses keeps TestNFCLongRuns honest: the classes it states
// by hand are the ones in norm's data.
func TestNFCStatedClasses(t *testing.T) {
	for r, ccc := range map[rune]uint8{
		0x0300: 230, 0x0301: 230, 0x0316: 220, 0x0317: 220, 0x0323: 220, 0x031B: 216, 0x1D165: 216,
		0x0327: 202, 0x0328: 202, 0x0334: 1, 0x0335: 1, 0x0308: 230,
	} {
		if got := nfcTestCCC(r); got != ccc {
			t.Errorf("ccc(%U) = %d, stated %d", r, got, ccc)
		}
	}
}

func nfcMarkString[T any](xs []T, r func(T) rune) string {
	var sb strings.Builder
	for _, x := range xs {
		sb.WriteRune(r(x))
	}
	return sb.String()
}

// nfcShort shortens a long string for a failure message.
func nfcShort(s string) string {
	if len(s) > 200 {
		return s[:200] + "…"
	}
	return s
}

// TestNFCInvalidUTF8 checks that a stray byte is read as U+FFFD, written
// as U+FFFD, and never panics; and that such input is not NFC.
func TestNFCInvalidUTF8(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"a\xffb", "a\ufffdb"},
		{"\xff\u0301", "\ufffd\u0301"},
		{"e\xcc", "e\ufffd"},
		{"e\u0301\xcc", "\u00e9\ufffd"},
		{"e\xcc\u0301", "e\ufffd\u0301"},
		{"\u0301\xed\xa0\x80", "\u0301\ufffd\ufffd\ufffd"}, // an encoded surrogate
		{"\x80", "\ufffd"},
	} {
		if got := string(appendNFC(nil, c.in)); got != c.want {
			t.Errorf("appendNFC(%+q) = %+q, want %+q", c.in, got, c.want)
		}
		if isNFC(c.in) {
			t.Errorf("isNFC(%+q) = true", c.in)
		}
	}
	for _, s := range []string{"", "abc", "\u00e9", "\uac01", "a\u0301"} {
		if got, want := isNFC(s), norm.NFC.IsNormalString(s); got != want {
			t.Errorf("isNFC(%+q) = %v, want %v", s, got, want)
		}
	}
}

// TestNFCAllocs checks that isNFC allocates nothing on ordinary text, and
// appendNFC nothing beyond its output.
func TestNFCAllocs(t *testing.T) {
	s := strings.Repeat("Übersetzung a\u0301 각 ạ\u0302 \u0915\u093c \u1100\u1161 ", 20)
	nfc := norm.NFC.String(s)
	if !isNFC(nfc) { // this also builds the tables
		t.Fatalf("isNFC(%+q) = false", nfc)
	}
	if n := testing.AllocsPerRun(100, func() { isNFC(nfc) }); n != 0 {
		t.Errorf("isNFC: %v allocations", n)
	}
	buf := make([]byte, 0, 4*len(s))
	if n := testing.AllocsPerRun(100, func() { buf = appendNFC(buf[:0], s) }); n != 0 {
		t.Errorf("appendNFC into a large enough buffer: %v allocations", n)
	}
}

// nfcLatinTwoMarks is the benchmark's first workload: ASCII letters, each
// followed by two marks drawn from U+0300–U+036F, up to size bytes.
func nfcLatinTwoMarks(size int) string {
	rng := rand.New(rand.NewPCG(1, 2))
	var sb strings.Builder
	for sb.Len() < size-5 {
		sb.WriteByte(byte('a' + rng.IntN(26)))
		sb.WriteRune(rune(0x0300 + rng.IntN(0x70)))
		sb.WriteRune(rune(0x0300 + rng.IntN(0x70)))
	}
	return sb.String()
}

// nfcOneRun is the benchmark's second workload: one starter and a single
// run of U+0301 filling size bytes.
func nfcOneRun(size int) string {
	return "a" + strings.Repeat("\u0301", size/2)
}

// TestNFCLinear normalizes megabyte inputs that would take quadratic time
// in an implementation that reorders by exchanging neighbours or rescans a
// run for each mark. It asserts results, never times: the test's own time
// limit is the check.
func TestNFCLinear(t *testing.T) {
	const size = 1 << 20

	in := nfcOneRun(size)
	got := appendNFC(nil, in)
	// As in TestNFCLongRuns: a + the first U+0301 compose, the rest stay.
	if want := "\u00e1" + in[3:]; string(got) != want {
		t.Errorf("one run: wrong result of %d bytes", len(got))
	}
	if !isNFC(string(got)) || isNFC(in) {
		t.Errorf("one run: isNFC wrong")
	}

	// Random marks with no starter at all: U+0300–U+036F without U+034F
	// (the only starter there). They decompose into non-starters (U+0340,
	// U+0341, U+0343 and U+0344 have decompositions) forming one run of
	// about half a million, which nothing can compose, so NFC is the
	// stable sort of the decomposed run by class.
	rng := rand.New(rand.NewPCG(3, 4))
	var rs []rune
	for len(rs)*2 < size {
		r := rune(0x0300 + rng.IntN(0x70))
		if r == 0x034F {
			continue
		}
		rs = append(rs, r)
	}
	in = string(rs)
	// (Decomposed one code point at a time: norm.NFD of the whole run
	// would insert U+034F too.)
	var decomposed []nfcCP
	for _, r := range rs {
		for _, d := range norm.NFD.String(string(r)) {
			decomposed = append(decomposed, nfcCP{r: d, ccc: nfcTestCCC(d)})
		}
	}
	slices.SortStableFunc(decomposed, func(a, b nfcCP) int { return int(a.ccc) - int(b.ccc) })
	want := nfcMarkString(decomposed, func(cp nfcCP) rune { return cp.r })
	got = appendNFC(nil, in)
	if string(got) != want {
		t.Errorf("random marks: result differs from the stable sort by class")
	}
	if !isNFC(string(got)) || isNFC(in) {
		t.Errorf("random marks: isNFC wrong")
	}

	// The benchmark's mixed workload, checked against norm where it is
	// exact (runs of two marks).
	in = nfcLatinTwoMarks(size)
	if got, want := string(appendNFC(nil, in)), norm.NFC.String(in); got != want {
		t.Errorf("latin-2marks: differs from norm.NFC")
	}
}

var nfcBenchSink int

// BenchmarkAppendNFC measures appendNFC next to norm.NFC.Bytes on two
// 1 MiB workloads: Latin letters each followed by two random marks, and a
// single run of half a million U+0301 (where norm also inserts its U+034F
// joiners, so its output differs).
func BenchmarkAppendNFC(b *testing.B) {
	const size = 1 << 20
	workloads := []struct {
		name string
		in   string
	}{
		{"latin-2marks", nfcLatinTwoMarks(size)},
		{"one-run", nfcOneRun(size)},
	}
	nfcData() // not the build's time and memory in the first round
	b.ResetTimer()
	for _, w := range workloads {
		b.Run(w.name, func(b *testing.B) {
			buf := make([]byte, 0, 2*len(w.in))
			b.Run("appendNFC", func(b *testing.B) {
				b.SetBytes(int64(len(w.in)))
				for b.Loop() {
					buf = appendNFC(buf[:0], w.in)
				}
				nfcBenchSink += len(buf)
			})
			// isNFC on the workload's NFC, which it has to read to the end.
			nfc := string(appendNFC(nil, w.in))
			b.Run("isNFC", func(b *testing.B) {
				b.SetBytes(int64(len(nfc)))
				for b.Loop() {
					if isNFC(nfc) {
						nfcBenchSink++
					}
				}
			})
			inBytes := []byte(w.in)
			b.Run("norm.NFC.Bytes", func(b *testing.B) {
				b.SetBytes(int64(len(w.in)))
				for b.Loop() {
					nfcBenchSink += len(norm.NFC.Bytes(inBytes))
				}
			})
		})
	}
}
