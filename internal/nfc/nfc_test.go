package nfc

// Tests of Append and Is that hold whatever the Go version: long runs of
// non-starters with results derived by hand from UAX #15 (where
// golang.org/x/text/unicode/norm inserts U+034F and so cannot be the
// reference), invalid UTF-8, allocations, and linear time on megabyte
// inputs. norm_test.go compares with norm where its tables are Unicode 17.
// internal/uts46's tests check labels of long runs of every code point
// that norm counts as a non-starter against a slow reference NFC.
//
//	go test -bench Append ./internal/nfc

import (
	"math/rand/v2"
	"slices"
	"sort"
	"strings"
	"testing"

	"golang.org/x/text/unicode/norm"
)

// normCCC is the canonical combining class of r according to norm. The
// code points it is asked about are old enough to be in norm's tables
// whatever the Go version.
func normCCC(r rune) uint8 {
	return norm.NFD.PropertiesString(string(r)).CCC()
}

// TestLongRuns checks runs of more than 30 non-starters, where norm
// inserts U+034F and so cannot be the reference. Each expected value is
// derived by hand from UAX #15 in the comment above it.
func TestLongRuns(t *testing.T) {
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
		in := "q" + markString(run, func(m mark) rune { return m.r })
		sorted := slices.Clone(run)
		sort.SliceStable(sorted, func(i, j int) bool { return sorted[i].ccc < sorted[j].ccc })
		cases = append(cases, tc{"200 marks in descending classes", in, "q" + markString(sorted, func(m mark) rune { return m.r })})

		// The same marks in a scrambled (but fixed) order.
		rng := rand.New(rand.NewPCG(7, 7))
		rng.Shuffle(len(run), func(i, j int) { run[i], run[j] = run[j], run[i] })
		in = "q" + markString(run, func(m mark) rune { return m.r })
		sorted = slices.Clone(run)
		sort.SliceStable(sorted, func(i, j int) bool { return sorted[i].ccc < sorted[j].ccc })
		cases = append(cases, tc{"200 marks shuffled", in, "q" + markString(sorted, func(m mark) rune { return m.r })})
	}
	for _, c := range cases {
		got := string(Append(nil, c.in))
		if got != c.want {
			t.Errorf("%s: Append\n got %+q\nwant %+q", c.name, short(got), short(c.want))
		}
		if strings.ContainsRune(got, 0x034F) {
			t.Errorf("%s: U+034F in the result", c.name)
		}
		if Is(c.in) != (c.in == c.want) {
			t.Errorf("%s: Is(in) = %v, want %v", c.name, c.in != c.want, c.in == c.want)
		}
		if !Is(c.want) {
			t.Errorf("%s: Is(want) = false", c.name)
		}
	}
}

// TestHangulComposition checks the arithmetic of the Hangul syllables (The
// Unicode Standard, section 3.12): U+AC00 = U+1100 + U+1161, U+AC01 =
// U+AC00 + U+11A8; U+11A7 (TBase) is no trailing consonant.
func TestHangulComposition(t *testing.T) {
	for _, c := range []struct{ a, b, want rune }{
		{0x1100, 0x1161, 0xAC00}, {0xAC00, 0x11A8, 0xAC01}, {0x1112, 0x1175, 0xD788},
		{0xD788, 0x11C2, 0xD7A3}, {0xAC00, 0x11A7, 0}, {0xAC01, 0x11A8, 0}, {0x1100, 0x11A8, 0},
	} {
		if got := primary(c.a, c.b); got != c.want {
			t.Errorf("primary(%U, %U) = %U, want %U", c.a, c.b, got, c.want)
		}
	}
	if l, v, tj := hangulJamo(0xD7A3); l != 0x1112 || v != 0x1175 || tj != 0x11C2 {
		t.Errorf("hangulJamo(U+D7A3) = %U %U %U, want U+1112 U+1175 U+11C2", l, v, tj)
	}
}

// TestStatedClasses keeps TestLongRuns honest: the classes it states
// by hand are the ones in norm's data.
func TestStatedClasses(t *testing.T) {
	for r, ccc := range map[rune]uint8{
		0x0300: 230, 0x0301: 230, 0x0316: 220, 0x0317: 220, 0x0323: 220, 0x031B: 216, 0x1D165: 216,
		0x0327: 202, 0x0328: 202, 0x0334: 1, 0x0335: 1, 0x0308: 230,
	} {
		if got := normCCC(r); got != ccc {
			t.Errorf("ccc(%U) = %d, stated %d", r, got, ccc)
		}
	}
}

func markString[T any](xs []T, r func(T) rune) string {
	var sb strings.Builder
	for _, x := range xs {
		sb.WriteRune(r(x))
	}
	return sb.String()
}

// short shortens a long string for a failure message.
func short(s string) string {
	if len(s) > 200 {
		return s[:200] + "…"
	}
	return s
}

// TestInvalidUTF8 checks that a stray byte is read as U+FFFD, written
// as U+FFFD, and never panics; and that such input is not NFC.
func TestInvalidUTF8(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"a\xffb", "a\ufffdb"},
		{"\xff\u0301", "\ufffd\u0301"},
		{"e\xcc", "e\ufffd"},
		{"e\u0301\xcc", "\u00e9\ufffd"},
		{"e\xcc\u0301", "e\ufffd\u0301"},
		{"\u0301\xed\xa0\x80", "\u0301\ufffd\ufffd\ufffd"}, // an encoded surrogate
		{"\x80", "\ufffd"},
	} {
		if got := string(Append(nil, c.in)); got != c.want {
			t.Errorf("Append(%+q) = %+q, want %+q", c.in, got, c.want)
		}
		if Is(c.in) {
			t.Errorf("Is(%+q) = true", c.in)
		}
	}
	for _, s := range []string{"", "abc", "\u00e9", "\uac01", "a\u0301"} {
		if got, want := Is(s), norm.NFC.IsNormalString(s); got != want {
			t.Errorf("Is(%+q) = %v, want %v", s, got, want)
		}
	}
}

// TestAllocs checks that Is allocates nothing on ordinary text, and
// Append nothing beyond its output.
func TestAllocs(t *testing.T) {
	s := strings.Repeat("Übersetzung a\u0301 각 ạ\u0302 \u0915\u093c \u1100\u1161 ", 20)
	nfc := norm.NFC.String(s)
	if !Is(nfc) {
		t.Fatalf("Is(%+q) = false", nfc)
	}
	if n := testing.AllocsPerRun(100, func() { Is(nfc) }); n != 0 {
		t.Errorf("Is: %v allocations", n)
	}
	buf := make([]byte, 0, 4*len(s))
	if n := testing.AllocsPerRun(100, func() { buf = Append(buf[:0], s) }); n != 0 {
		t.Errorf("Append into a large enough buffer: %v allocations", n)
	}
}

// latinTwoMarks is the benchmark's first workload: ASCII letters, each
// followed by two marks drawn from U+0300–U+036F, up to size bytes.
func latinTwoMarks(size int) string {
	rng := rand.New(rand.NewPCG(1, 2))
	var sb strings.Builder
	for sb.Len() < size-5 {
		sb.WriteByte(byte('a' + rng.IntN(26)))
		sb.WriteRune(rune(0x0300 + rng.IntN(0x70)))
		sb.WriteRune(rune(0x0300 + rng.IntN(0x70)))
	}
	return sb.String()
}

// oneRun is the benchmark's second workload: one starter and a single
// run of U+0301 filling size bytes.
func oneRun(size int) string {
	return "a" + strings.Repeat("\u0301", size/2)
}

// TestLinear normalizes megabyte inputs that would take quadratic time
// in an implementation that reorders by exchanging neighbours or rescans a
// run for each mark. It asserts results, never times: the test's own time
// limit is the check.
func TestLinear(t *testing.T) {
	const size = 1 << 20

	in := oneRun(size)
	got := Append(nil, in)
	// As in TestLongRuns: a + the first U+0301 compose, the rest stay.
	if want := "\u00e1" + in[3:]; string(got) != want {
		t.Errorf("one run: wrong result of %d bytes", len(got))
	}
	if !Is(string(got)) || Is(in) {
		t.Errorf("one run: Is wrong")
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
	var decomposed []codePoint
	for _, r := range rs {
		for _, d := range norm.NFD.String(string(r)) {
			decomposed = append(decomposed, codePoint{r: d, ccc: normCCC(d)})
		}
	}
	slices.SortStableFunc(decomposed, func(a, b codePoint) int { return int(a.ccc) - int(b.ccc) })
	want := markString(decomposed, func(cp codePoint) rune { return cp.r })
	got = Append(nil, in)
	if string(got) != want {
		t.Errorf("random marks: result differs from the stable sort by class")
	}
	if !Is(string(got)) || Is(in) {
		t.Errorf("random marks: Is wrong")
	}

	// The benchmark's mixed workload, checked against norm where it is
	// exact (runs of two marks).
	in = latinTwoMarks(size)
	if got, want := string(Append(nil, in)), norm.NFC.String(in); got != want {
		t.Errorf("latin-2marks: differs from norm.NFC")
	}
}

var benchSink int

// BenchmarkAppend measures Append next to norm.NFC.Bytes on two
// 1 MiB workloads: Latin letters each followed by two random marks, and a
// single run of half a million U+0301 (where norm also inserts its U+034F
// joiners, so its output differs).
func BenchmarkAppend(b *testing.B) {
	const size = 1 << 20
	workloads := []struct {
		name string
		in   string
	}{
		{"latin-2marks", latinTwoMarks(size)},
		{"one-run", oneRun(size)},
	}
	for _, w := range workloads {
		b.Run(w.name, func(b *testing.B) {
			buf := make([]byte, 0, 2*len(w.in))
			b.Run("Append", func(b *testing.B) {
				b.SetBytes(int64(len(w.in)))
				for b.Loop() {
					buf = Append(buf[:0], w.in)
				}
				benchSink += len(buf)
			})
			// Is on the workload's NFC, which it has to read to the end.
			nfc := string(Append(nil, w.in))
			b.Run("Is", func(b *testing.B) {
				b.SetBytes(int64(len(nfc)))
				for b.Loop() {
					if Is(nfc) {
						benchSink++
					}
				}
			})
			inBytes := []byte(w.in)
			b.Run("norm.NFC.Bytes", func(b *testing.B) {
				b.SetBytes(int64(len(w.in)))
				for b.Loop() {
					benchSink += len(norm.NFC.Bytes(inBytes))
				}
			})
		})
	}
}
