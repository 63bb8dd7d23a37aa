package uts46

// The exhaustive test of normalization runs: UTS #46 Processing step 2 is
// NFC as UAX #15 defines it, which inserts nothing however long a run of
// non-starters is. golang.org/x/text/unicode/norm writes the Stream-Safe
// Text Format instead, putting U+034F after 30 code points it counts as
// non-starters, and U+034F (ignored in UTS #46) then fails the label. The
// test finds from norm's behaviour every code point it counts so, and
// checks labels with long runs of each against refNFC (reference_test.go).

import (
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"

	"github.com/webstd/whatwgurl/internal/punycode"
)

const cgj = "\u034F" // COMBINING GRAPHEME JOINER, which norm inserts

// streamSafeNonStarters returns, in order, the code points c for which
// norm.NFC of 31 c's in a row holds a U+034F that the input does not: those
// norm counts as non-starters in the Stream-Safe Text Format. It tries
// chunks of code points at once, 31 of each, and splits only the chunks
// where norm inserts U+034F: if it inserts one in 31 c's alone, it inserts
// one in the chunk too, since code points before the run can only add to
// norm's count (and a starter before it resets the count, as the start of
// the string does).
func streamSafeNonStarters() []rune {
	var found []rune
	var search func(cps []rune)
	search = func(cps []rune) {
		var b strings.Builder
		for _, r := range cps {
			for range 31 {
				b.WriteRune(r)
			}
		}
		in := b.String()
		if strings.Count(norm.NFC.String(in), cgj) == strings.Count(in, cgj) {
			return
		}
		if len(cps) == 1 {
			found = append(found, cps[0])
			return
		}
		search(cps[:len(cps)/2])
		search(cps[len(cps)/2:])
	}
	var chunk []rune
	for r := rune(0); r <= utf8.MaxRune; r++ {
		if utf8.ValidRune(r) {
			chunk = append(chunk, r)
		}
		if len(chunk) == 1024 || r == utf8.MaxRune {
			search(chunk)
			chunk = chunk[:0]
		}
	}
	return found
}

// streamSafeCounts is the number of code points streamSafeNonStarters finds
// with norm's tables of each Unicode version (Go 1.27 and later select
// 17.0.0, older Go 15.0.0).
var streamSafeCounts = map[string]int{"17.0.0": 1126, "15.0.0": 1059}

// TestNormalizationRuns checks, for every code point c that norm counts as
// a non-starter, labels of a run of 31, 100 and 5000 c's after the letter
// "a", and alone when c is not a combining mark (a label must not begin
// with one, Validity Criteria 6):
//   - ToUnicode gives refNFC of the mapped label, plain NFC;
//   - it records an error exactly when it does for the same label with a
//     run of 2: no validity criterion tells a run of 2 from a longer one
//     (NFC leaves the same code points, first and last; the criteria look
//     at which code points a label has, its first and its last, the
//     joiners' neighbours, and its hyphens, and c is neither a joiner nor a
//     hyphen), whereas U+034F would fail the label;
//   - without an error, ToASCII gives the reference's ASCII form.
func TestNormalizationRuns(t *testing.T) {
	set := streamSafeNonStarters()
	if want, ok := streamSafeCounts[norm.Version]; !ok || len(set) != want {
		t.Errorf("norm %s counts %d code points as non-starters; the test expects %d", norm.Version, len(set), want)
	}
	sizes := []int{31, 100, 5000}
	if testing.Short() {
		sizes = sizes[:2]
	}
	primary := make(map[[2]rune]rune)
	var b buffers
	valid := 0
	for _, c := range set {
		bases := []string{"a"}
		if !unicode.Is(unicode.M, c) {
			bases = append(bases, "")
		}
		cs := string(c)
		for _, base := range bases {
			_, wantOK := lenient.ToUnicode(base + cs + cs)
			if wantOK {
				valid++
			}
			for _, n := range sizes {
				label := base + strings.Repeat(cs, n)
				m, _, _ := lenient.mapDomain(&b, label)
				want := refNFC(m, primary)
				got, ok := lenient.ToUnicode(label)
				if got != want {
					t.Errorf("%U: ToUnicode(%q + %d × %U) is not the NFC of its mapping (%d bytes, %d U+034F; want %d bytes)", c, base, n, c, len(got), strings.Count(got, cgj), len(want))
					continue
				}
				if ok != wantOK {
					t.Errorf("%U: ToUnicode(%q + %d × %U) records an error: %v; with a run of 2: %v", c, base, n, c, !ok, !wantOK)
					continue
				}
				if !ok {
					continue
				}
				ascii, ok := lenient.ToASCII(label)
				wantASCII := want
				if !isASCII(want) {
					b, _ := punycode.AppendEncode([]byte(acePrefix), want)
					wantASCII = string(b)
				}
				if !ok || ascii != wantASCII {
					t.Errorf("%U: ToASCII(%q + %d × %U) = %d bytes, %v; want %d bytes", c, base, n, c, len(ascii), ok, len(wantASCII))
				}
			}
		}
	}
	t.Logf("%d code points (norm %s); %d of their labels valid", len(set), norm.Version, valid)
	if valid == 0 {
		t.Error("no valid label: the test would not see U+034F fail one")
	}
}
