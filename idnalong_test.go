package whatwgurl

import (
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"golang.org/x/net/idna"
	"golang.org/x/text/unicode/bidi"
)

// withLongLabelMin runs f with longLabelMin set to n and no limit on
// distinct code points, so that short labels take the long-label route.
func withLongLabelMin(n int, f func()) {
	saved, savedRatio := longLabelMin, longDistinctRatio
	longLabelMin, longDistinctRatio = n, 0
	defer func() { longLabelMin, longDistinctRatio = saved, savedRatio }()
	f()
}

// TestIDNALongRoute runs the WPT IDNA and URL vectors with every non-empty
// label mapped by mapLongLabel and validated through its skeleton.
func TestIDNALongRoute(t *testing.T) {
	withLongLabelMin(1, func() {
		t.Run("toascii", TestWPTToASCII)
		t.Run("IdnaTestV2", TestWPTIdnaTestV2)
		t.Run("urltestdata", TestWPTURLTestData)
		t.Run("toascii-url", TestWPTToASCIIThroughURL)
		t.Run("IdnaTestV2-url", TestWPTIdnaTestV2ThroughURL)
		t.Run("departures", TestIDNAKnownDepartures)
		t.Run("long", TestDomainToASCIILong)
	})
}

// idnaLongPools are code points chosen for what the long-label route must
// get right: expansion, normalization, joiners and their contexts, the Bidi
// rule, ignored and disallowed code points, and "xn--".
var idnaLongPools = []string{
	"a", "B", "x", "n", "-", "1", "\u00E9", "\u00C9", "\u3316", "\u3300", "\u30C8", "\u3099",
	"\u0301", "\u0308", "\u0323", "\u0338", "<", "=", "\u0915", "\u094D", "\u093C", "\u0958", "\u0941",
	"\u200C", "\u200D", "\u0628", "\u0627", "\u0644", "\u064B", "\u0661", "\u06F1", "\u05D0", "\u05B0",
	"\u00AD", "\u180B", "\uFFFF", "\u0378", "\u0F77", "\u0F71", "\u0F80", "\u1100", "\u1161", "\u11A8",
	"\uAC00", "\uFF21", "\uFE63", "\u00DF", "\u03C2", "\u2488", "\u1D160", "\U0001D160", "\u034F",
	"\uFB2C", "\u1F80", "\u0345", "\u0591", "\u0600", "\u180E", "\u2060", "\U000E0100", "\u0E01",
	"\u0E31", "\u1BF2", "\uA8C4", "\u0D4D", "\u0CCD", "\u2135", "\u2136", "\uFE70", "\uFC5E", "\u0640",
	"\U0001E94B", "\u1820", "\u0710", "\u070F",
}

// randomLongDomain returns a domain of one to three labels built from
// idnaLongPools, with x as its random state.
func randomLongDomain(x *uint32) string {
	next := func(n int) int {
		*x ^= *x << 13
		*x ^= *x >> 17
		*x ^= *x << 5
		return int(*x % uint32(n))
	}
	var b strings.Builder
	labels := 1 + next(3)
	for l := 0; l < labels; l++ {
		if l > 0 {
			b.WriteString([]string{".", "\u3002"}[next(2)])
		}
		if next(8) == 0 {
			b.WriteString("xn--")
		}
		n := 1 + next(8)
		for i := 0; i < n; i++ {
			b.WriteString(idnaLongPools[next(len(idnaLongPools))])
		}
	}
	return b.String()
}

// checkIDNALong compares uts46Process with every label on the long-label
// route against x/net doing all the work.
func checkIDNALong(t *testing.T, domain string) {
	t.Helper()
	if !utf8.ValidString(domain) {
		return
	}
	var got, want string
	var gotOK, wantOK bool
	withLongLabelMin(1, func() {
		got, _, gotOK = uts46ProcessLong(domain, uts46Lenient, true)
	})
	want, _, wantOK = uts46ProcessLong(domain, uts46Lenient, false)
	if gotOK != wantOK || gotOK && got != want {
		t.Errorf("uts46Process(%+q): long route %+q, %v; x/net %+q, %v", domain, got, gotOK, want, wantOK)
	}
}

func TestIDNALongDifferential(t *testing.T) {
	n := 200000
	if testing.Short() {
		n = 20000
	}
	x := uint32(2463534242)
	for i := 0; i < n; i++ {
		checkIDNALong(t, randomLongDomain(&x))
		if t.Failed() {
			break
		}
	}
}

func FuzzIDNALong(f *testing.F) {
	x := uint32(88172645)
	for i := 0; i < 64; i++ {
		f.Add(randomLongDomain(&x))
	}
	f.Fuzz(func(t *testing.T, domain string) {
		if len(domain) > 4096 {
			return
		}
		checkIDNALong(t, domain)
	})
}

// uts46Joiners checks the validity criteria with CheckJoiners and without
// the Bidi rule, to probe x/net's joining types.
var uts46Joiners = idna.New(
	idna.MapForLookup(),
	idna.CheckJoiners(true),
	idna.CheckHyphens(false),
	idna.StrictDomainName(false),
	idna.Transitional(false),
)

// TestIDNALongAssumptions checks, over every code point, what the long-label
// route takes from the unicode packages instead of x/net's tables:
//   - a code point that x/net treats as Joining_Type=T is one that
//     maybeTransparent accepts;
//   - a code point of General_Category=Mark cannot start a label;
//   - a code point is of bidirectional class R, AL or AN (x/net's "bidi
//     domain" test, made on the code points before mapping) exactly when
//     its mapping has such a code point, but for U+2135 to U+2138 (mapped
//     to Hebrew letters) and the Arabic presentation forms that map to a
//     space and marks.
func TestIDNALongAssumptions(t *testing.T) {
	rtl := func(r rune) bool {
		p, _ := bidi.LookupRune(r)
		switch p.Class() {
		case bidi.R, bidi.AL, bidi.AN:
			return true
		}
		return false
	}
	for r := rune(0); r <= unicode.MaxRune; r++ {
		if r >= 0xD800 && r <= 0xDFFF || r == '.' || r == '\u3002' || r == '\uFF0E' || r == '\uFF61' {
			continue
		}
		s := string(r)
		mapped, _ := uts46Mapping.ToUnicode(s)
		any := false
		for _, c := range mapped {
			any = any || rtl(c)
		}
		// mapLongLabel handles the two kinds of exception.
		switch {
		case any && !rtl(r):
			if r < '\u2135' || r > '\u2138' || mapped != string(r-'\u2135'+'\u05D0') {
				t.Errorf("%U: not of class R/AL/AN, its mapping %+q is", r, mapped)
			}
		case !any && rtl(r):
			if !(r >= '\uFC5E' && r <= '\uFC63' || r >= '\uFE70' && r <= '\uFE7E') {
				t.Errorf("%U: of class R/AL/AN, its mapping %+q is not", r, mapped)
			}
		}
		if mapped != s {
			continue // the rest is about code points that map to themselves
		}
		if unicode.Is(unicode.M, r) {
			if _, err := uts46Lenient.ToUnicode(s + "a"); err == nil {
				t.Errorf("%U: a mark, but x/net accepts a label that starts with it", r)
			}
		}
		// After U+0628 (Joining_Type=D), a transparent code point lets a
		// ZWNJ follow; after U+0627 (R) it does not. Code points of type L
		// or D pass both, R and U neither.
		_, errD := uts46Joiners.ToUnicode("\u0628" + s + zwnj + "\u0628")
		_, errR := uts46Joiners.ToUnicode("\u0627" + s + zwnj + "\u0628")
		if errD == nil && errR != nil && !maybeTransparent([]byte(s)) {
			t.Errorf("%U: x/net treats it as transparent; maybeTransparent does not", r)
		}
	}
}

// TestPunycodeFew checks appendPunycodeFew, used for long labels with few
// distinct non-basic code points, against x/net's encoder.
func TestPunycodeFew(t *testing.T) {
	x := uint32(1)
	next := func(n int) int {
		x ^= x << 13
		x ^= x >> 17
		x ^= x << 5
		return int(x % uint32(n))
	}
	pools := [][]rune{
		{'ア', 'ロ', 'メ', 'ー', 'ト', 'ル'},
		{'é', 'a', '-', '0'},
		{'\U0001F600', 'ü', 'z'},
		{'\u4E00', '\u9FFF', 'é', 'ß', '\U00010000', 'q', '\u0100', '\u0101'},
	}
	for _, pool := range pools {
		for _, n := range []int{1024, 3000, 20000} {
			var b strings.Builder
			for b.Len() < 2*n {
				b.WriteRune(pool[next(len(pool))])
			}
			label := b.String()
			if _, ok := fewPunycodeValues(label, utf8.RuneCountInString(label)); !ok {
				continue
			}
			got, ok := appendPunycode([]byte(acePrefix), label)
			want, err := idna.Punycode.ToASCII(label)
			if !ok || err != nil || string(got) != want {
				t.Errorf("appendPunycode(<%d bytes of %q>) = %d bytes, %v; x/net %d bytes, %v", len(label), string(pool), len(got), ok, len(want), err)
			}
		}
	}
}
