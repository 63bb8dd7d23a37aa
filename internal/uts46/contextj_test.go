package uts46

// The exhaustive test of CheckJoiners (Validity Criteria 8): the package's
// verdict (checkJoiners) against RFC 5892 Appendix A.1 and A.2 written out
// in reference_test.go, for every code point in the positions before and
// after a ZWNJ and a ZWJ, with runs of Joining_Type T between, over the
// Joining_Type and virama data of testdata/joining.txt, which
// testdata/gen_joining.go makes apart from the package's own tables:
//
//	cd internal/uts46/testdata
//	GOTOOLCHAIN=go1.27.0 go run gen_joining.go -ucd /path/to/unicode/17.0.0
//
// It compares the joiner verdict alone, not the whole label's validity, so
// that a label's other rules (a disallowed code point, the Bidi rule) do
// not hide a wrong verdict.

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"
)

// joiningData is testdata/joining.txt: the Joining_Type of every code point
// ('U', 'T', 'L', 'R', 'D' or 'C') and whether it is a virama.
type joiningData struct {
	joiningType []byte
	virama      []bool
}

func loadJoiningData(t *testing.T) *joiningData {
	t.Helper()
	f, err := os.Open("testdata/joining.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	d := &joiningData{
		joiningType: make([]byte, utf8.MaxRune+1),
		virama:      make([]bool, utf8.MaxRune+1),
	}
	for i := range d.joiningType {
		d.joiningType[i] = 'U'
	}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if line == "" || line[0] == '#' {
			continue
		}
		rng, value, ok := strings.Cut(line, ";")
		first, last, isRange := strings.Cut(rng, "..")
		if !isRange {
			last = first
		}
		lo, err1 := strconv.ParseUint(first, 16, 32)
		hi, err2 := strconv.ParseUint(last, 16, 32)
		if !ok || err1 != nil || err2 != nil || hi > utf8.MaxRune {
			t.Fatalf("joining.txt: bad line %q", line)
		}
		for r := lo; r <= hi; r++ {
			switch value {
			case "Virama":
				d.virama[r] = true
			case "T", "L", "R", "D", "C":
				d.joiningType[r] = value[0]
			default:
				t.Fatalf("joining.txt: bad value in %q", line)
			}
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return d
}

// TestJoiningData checks testdata/joining.txt for what the test needs of it:
// code points of every Joining_Type, and the two joiners' own types.
func TestJoiningData(t *testing.T) {
	d := loadJoiningData(t)
	counts := make(map[byte]int)
	viramas := 0
	for r, jt := range d.joiningType {
		counts[jt]++
		if d.virama[r] {
			viramas++
		}
	}
	t.Logf("Joining_Type counts %v, %d viramas", map[string]int{"T": counts['T'], "L": counts['L'], "R": counts['R'], "D": counts['D'], "C": counts['C']}, viramas)
	for _, jt := range []byte("TLRDC") {
		if counts[jt] == 0 {
			t.Errorf("no code point of Joining_Type %c", jt)
		}
	}
	if d.joiningType[zwnj] != 'U' || d.joiningType[zwj] != 'C' || !d.virama[0x094D] || d.joiningType[0x0628] != 'D' || d.joiningType[0x0627] != 'R' {
		t.Errorf("joining.txt disagrees with the Unicode Standard on ZWNJ, ZWJ, U+094D, U+0628 or U+0627")
	}
}

// TestContextJExhaustive compares checkJoiners with the RFC's rules on
// labels that put every code point c before and after each joiner:
//
//	c run J D   and   D run J run c
//
// where J is ZWNJ or ZWJ, D is U+0628 (Joining_Type D, so that the other
// side of a ZWNJ satisfies the pattern) and run is one of the runs of
// Joining_Type T below (U+064B, U+0610; U+094D is also a virama). Code
// points of Joining_Type U that are no virama, which all behave alike, go
// through the first three runs; the others through all of them. Every code
// point of Joining_Type T is also put between D and a ZWNJ, and between a
// ZWNJ and D.
func TestContextJExhaustive(t *testing.T) {
	d := loadJoiningData(t)
	const dual = "\u0628"
	runs := []string{"", "\u064B", "\u064B\u0610", "\u094D", "\u0610\u094D\u064B"}
	for _, r := range runs {
		for _, c := range r {
			if d.joiningType[c] != 'T' {
				t.Fatalf("%U in a run is of Joining_Type %c, not T", c, d.joiningType[c])
			}
		}
	}
	checked, agreeTrue := 0, 0
	check := func(label string) {
		want := refCheckJoiners(d, label)
		if got := checkJoiners(label); got != want {
			t.Fatalf("checkJoiners(%+q) = %v; RFC 5892 Appendix A gives %v", label, got, want)
		}
		checked++
		if want {
			agreeTrue++
		}
	}
	var b strings.Builder
	for c := rune(0); c <= utf8.MaxRune; c++ {
		if !utf8.ValidRune(c) {
			continue
		}
		cs := string(c)
		n := len(runs)
		if d.joiningType[c] == 'U' && !d.virama[c] {
			n = 3
		}
		for _, j := range []string{"\u200C", "\u200D"} {
			for _, run := range runs[:n] {
				b.Reset()
				b.WriteString(cs)
				b.WriteString(run)
				b.WriteString(j)
				b.WriteString(dual)
				check(b.String())
				b.Reset()
				b.WriteString(dual)
				b.WriteString(run)
				b.WriteString(j)
				b.WriteString(run)
				b.WriteString(cs)
				check(b.String())
			}
		}
		if d.joiningType[c] == 'T' {
			check(dual + cs + "\u200C" + dual)
			check(dual + "\u200C" + cs + dual)
			check(dual + cs + "\u200C" + cs + dual)
		}
	}
	t.Logf("%d labels, the joiners valid in %d", checked, agreeTrue)
}
