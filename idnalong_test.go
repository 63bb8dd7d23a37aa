package whatwgurl

import (
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"golang.org/x/net/idna"
	"golang.org/x/text/unicode/bidi"
	"golang.org/x/text/unicode/norm"
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
		got, _, gotOK = uts46ProcessRoute(domain, uts46Lenient, routeLong)
	})
	want, _, wantOK = uts46ProcessRoute(domain, uts46Lenient, routeXNet)
	if gotOK != wantOK || gotOK && got != want {
		t.Errorf("uts46Process(%+q): long route %+q, %v; x/net %+q, %v", domain, got, gotOK, want, wantOK)
	}
}

// TestIDNALongSpans compares long labels that need normalization, taken by
// the long-label route at its usual threshold, with x/net doing all the
// work: labels whose spans (see mapLongLabel) repeat, labels with more
// distinct spans than longSpanMemo, and long labels drawn from
// idnaLongPools.
func TestIDNALongSpans(t *testing.T) {
	labels := []string{
		strings.Repeat("\u3316\u0301", 2000),
		strings.Repeat("a\u00AD\u0301\u0323\u0958", 500),
		strings.Repeat("\u1100\u1161\u11A8\u1100\u1161", 600),
		strings.Repeat("\u00E9\u0323\u0915\u093C\u0301", 400),
		hostileMarked(40000),
	}
	next := xorshift32(88172645)
	for i := 0; i < 20; i++ {
		var b strings.Builder
		b.WriteString("a")
		for b.Len() < 3000 {
			b.WriteString(idnaLongPools[next(len(idnaLongPools))])
		}
		labels = append(labels, b.String())
	}
	for _, label := range labels {
		for _, domain := range []string{label, "a." + label + ".b"} {
			got, _, gotOK := uts46ProcessRoute(domain, uts46Lenient, routeLong)
			want, _, wantOK := uts46ProcessRoute(domain, uts46Lenient, routeXNet)
			if gotOK != wantOK || gotOK && got != want {
				t.Errorf("uts46Process(<%d bytes, starting %+q>): long route %d bytes, %v; x/net %d bytes, %v", len(domain), domain[:min(len(domain), 24)], len(got), gotOK, len(want), wantOK)
			}
		}
	}
	// The route must have been taken: the first five labels are valid.
	for _, label := range labels[:5] {
		if _, _, _, outcome := mapLongLabel(label, false); outcome != longOK {
			t.Errorf("mapLongLabel(<%d bytes, starting %+q>) = outcome %d, want longOK", len(label), label[:12], outcome)
		}
	}
}

// TestIDNALongDecoded compares long "xn--" labels, whose decodings take the
// long-label route, with x/net doing all the work: valid ones, and ones
// whose decoding is not in NFC, has a code point that mapping changes or
// one that is disallowed, or breaks CheckJoiners or the Bidi rule.
func TestIDNALongDecoded(t *testing.T) {
	decodings := []string{
		strings.Repeat("\u00E9a", 600),
		strings.Repeat("\u30AD\u30ED\u30E1\u30FC\u30C8\u30EB", 100),
		strings.Repeat("e\u0301", 700),                       // not NFC
		strings.Repeat("\u00C9a", 600),                       // mapped: upper case
		strings.Repeat("\u00E9a", 600) + "\uFFFF",            // disallowed
		strings.Repeat("\u0628\u064B", 400) + "a",            // Bidi rule
		"\u0915\u094D\u200D" + strings.Repeat("\u0915", 400), // ZWJ after a virama
		"a\u200D" + strings.Repeat("\u0915", 400),            // ZWJ after a letter
		strings.Repeat("\u05D0\u05B0", 400),
		"\u0301" + strings.Repeat("\u00E9", 600), // a leading mark
	}
	tested := 0
	for _, d := range decodings {
		label := "xn--" + punycodeEncode(d)
		for _, domain := range []string{label, "\u00E9." + label, label + ".a"} {
			got, _, gotOK := uts46ProcessRoute(domain, uts46Lenient, routeLong)
			want, _, wantOK := uts46ProcessRoute(domain, uts46Lenient, routeXNet)
			if gotOK != wantOK || gotOK && got != want {
				t.Errorf("uts46Process(xn-- label of %+q...): long route %d bytes, %v; x/net %d bytes, %v", d[:12], len(got), gotOK, len(want), wantOK)
			}
			if wantOK {
				tested++
			}
		}
	}
	// Four decodings are valid (the first two, the ZWJ after a virama and
	// the Hebrew), each in three domains.
	if tested != 12 {
		t.Errorf("%d domains valid; want 12", tested)
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

// TestJoinerRunAssumption checks what thinRun relies on. x/net's
// CheckJoiners is a state machine that reads one code point at a time.
// The test reaches each of its six states by a prefix, tells them apart by
// suffixes (and first checks that the suffixes do), and so finds how each
// code point without a normalization boundary before it (the code points
// of runs) moves between states. It then checks, over all compositions of
// those moves, that each is idempotent and that x·y·z = y·x·z: then a run's
// effect depends only on the set of its code points and its last one.
func TestJoinerRunAssumption(t *testing.T) {
	joiners := idna.New(idna.CheckJoiners(true)) // no mapping, no other checks
	valid := func(s string) bool {
		_, err := joiners.ToUnicode(s)
		return err == nil
	}
	prefixes := []string{
		"a",             // a code point that does not join
		"\u0915\u094D",  // after a virama
		"\u0628",        // after a dual-joining letter
		"\u0628\u094D",  // and a virama
		"\u0628" + zwnj, // after ZWNJ, waiting for a right-joining letter
		"a" + zwj,       // failed
	}
	suffixes := []string{"", zwj, zwnj, zwnj + "\u0628", "\u0301" + zwnj + "\u0628", "\u0628"}
	signature := func(s string) string {
		var b strings.Builder
		for _, suffix := range suffixes {
			if valid(s + suffix) {
				b.WriteByte('1')
			} else {
				b.WriteByte('0')
			}
		}
		return b.String()
	}
	state := make(map[string]int8)
	for k, p := range prefixes {
		sig := signature(p)
		if other, dup := state[sig]; dup {
			t.Fatalf("the suffixes do not tell %+q from %+q (%s)", p, prefixes[other], sig)
		}
		state[sig] = int8(k)
	}
	type move [6]int8 // the state after a code point, by the state before
	moves := make(map[move][]rune)
	for r := rune(0x80); r <= utf8.MaxRune; r++ {
		if !utf8.ValidRune(r) || r == '\u3002' || r == '\uFF0E' || r == '\uFF61' {
			continue
		}
		x := string(r)
		if boundary, _, _ := nfcProps([]byte(x)); boundary {
			continue
		}
		var m move
		for k, p := range prefixes {
			s, ok := state[signature(p+x)]
			if !ok {
				t.Fatalf("%U after %+q leads to no state the prefixes reach", r, p)
			}
			m[k] = s
		}
		moves[m] = append(moves[m], r)
	}
	// The moves of runs, and every composition of them.
	then := func(f, g move) (h move) {
		for k := range f {
			h[k] = g[f[k]]
		}
		return h
	}
	closure := make(map[move]bool)
	for m := range moves {
		closure[m] = true
	}
	for grew := true; grew; {
		grew = false
		for f := range closure {
			for g := range closure {
				if h := then(f, g); !closure[h] {
					closure[h], grew = true, true
				}
			}
		}
	}
	for f := range closure {
		if then(f, f) != f {
			t.Errorf("move %v (code points such as %U) is not idempotent", f, moves[f])
		}
		for g := range closure {
			for h := range closure {
				if then(then(f, g), h) != then(then(g, f), h) {
					t.Errorf("moves %v then %v then %v depend on the order of the first two", f, g, h)
				}
			}
		}
	}
	if len(moves) < 2 {
		t.Fatalf("only %d kinds of move found", len(moves))
	}
	for m, rs := range moves {
		t.Logf("move %v: %d code points, such as %U", m, len(rs), rs[0])
	}
}

// TestPunycodeFew checks appendPunycodeFew, used for long labels with few
// distinct non-basic code points, against x/net's encoder.
func TestPunycodeFew(t *testing.T) {
	next := xorshift32(1)
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
			if utf8.RuneCountInString(label) < 1024 {
				continue // appendPunycodeFew takes labels of 1024 code points or more
			}
			if _, _, done := appendPunycodeFew(nil, label, utf8.RuneCountInString(label), 0); !done {
				t.Fatalf("appendPunycodeFew does not take <%d bytes of %q>", len(label), string(pool))
			}
			got, ok := appendPunycode([]byte(acePrefix), label)
			want, err := idna.Punycode.ToASCII(label)
			if !ok || err != nil || string(got) != want {
				t.Errorf("appendPunycode(<%d bytes of %q>) = %d bytes, %v; x/net %d bytes, %v", len(label), string(pool), len(got), ok, len(want), err)
			}
		}
	}
}

// TestPunycodeFewOverflow checks appendPunycodeFew's overflow test against
// RFC 3492's encoder (punycodeEncodeChecked). For labels of basic code
// points, U+4E00 and a higher value v, it finds the least v for which the
// RFC's delta exceeds 2^31-1 and compares the encoders for the values
// around it, where delta crosses the limit on the jump to v, while
// counting, or at the end of a pass.
func TestPunycodeFewOverflow(t *testing.T) {
	const basic = 1500
	body := strings.Repeat("a", basic) + strings.Repeat("\u4E00", 600)
	shapes := []func(v rune) string{
		func(v rune) string { return body + strings.Repeat(string(v), 600) },
		func(v rune) string { return body + strings.Repeat(string(v)+"\u4E00", 300) },
		func(v rune) string { return strings.Repeat("\u4E00"+string(v), 300) + body },
	}
	for k, shape := range shapes {
		// The least v in (lo, hi] that overflows; v = 0x10FFFF does.
		lo, hi := rune(0x4E00), rune(utf8.MaxRune)
		for hi-lo > 1 {
			mid := lo + (hi-lo)/2
			if _, ok := punycodeEncodeChecked(shape(mid)); ok {
				lo = mid
			} else {
				hi = mid
			}
		}
		for v := hi - 4; v <= hi+2; v++ {
			label := shape(v)
			want, wantOK := punycodeEncodeChecked(label)
			if wantOK != (v < hi) {
				t.Fatalf("shape %d: RFC 3492's encoder is not monotone in %U", k, v)
			}
			if _, _, done := appendPunycodeFew(nil, label, 1200, basic); !done {
				t.Fatalf("shape %d: appendPunycodeFew does not take the label with %U", k, v)
			}
			got, ok := appendPunycode(nil, label)
			if ok != wantOK || ok && string(got) != want {
				t.Errorf("shape %d: appendPunycode(<label with %U>) = %d bytes, %v; RFC 3492 %d bytes, %v", k, v, len(got), ok, len(want), wantOK)
			}
		}
	}
}

// markRunTests are labels with runs of more than 30 combining marks, which
// x/net alone gets wrong (see longRunMax). The normalized forms are worked
// out by UAX #15's steps in the comments; the ACE forms are those of
// Node.js 20's URL parser for the same hosts, which normalizes with ICU,
// except where a comment says otherwise.
var markRunTests = []struct {
	name, in, want string // want "" for failure
}{
	// "a" + U+0301 composes to U+00E1; the other marks are blocked by the
	// first one left (same class, 230), so they stay.
	{"run31", "a" + strings.Repeat("\u0301", 31), "xn--1ca20iaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"},
	{"run1000", "a" + strings.Repeat("\u0301", 1000), "xn--1ca20i" + strings.Repeat("a", 998)},
	// Canonical ordering puts the twenty U+0323 (class 220) before the
	// twenty U+0301 (230); "a" + U+0323 composes to U+1EA1, and no
	// composite of U+1EA1 and U+0301 exists.
	{"interleaved", "a" + strings.Repeat("\u0301\u0323", 20), "xn--lsaaaaaaaaaaaaaaaaaaaa80eaaaaaaaaaaaaaaaaaa5162z"},
	// An RTL label: U+05D0 (R) and U+05B0 (NSM, class 10).
	{"hebrew", "\u05D0" + strings.Repeat("\u05B0", 40), "xn--7cbaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa68j"},
	// Validity Criteria step 6: a label must not begin with a mark.
	{"alone", strings.Repeat("\u0301", 40), ""},
	// Forty distinct marks of several classes, sorted and partly composed.
	{"distinct", "a" + runeRange(0x300, 40, 1), "xn--0ca40idaefghijklmnopqrstuvwcyz0a2cc7a4a5a6a7ay9a9byb1b1b0a"},
	{"distinct-repeated", "b" + runeRange(0x300, 120, 7), "xn--b-vbbadbdcedfegfhgihqrjjkkllmmnno2a3aqorpsqtru9cac8bb8bc9bd8gbca9ce0d0cg5ch6ci4ca8db6ej2e8cl2dm5cc7ed8fn0eo4f0dq9dr0es2eta5eua5eva6g9dxa0ca3hb4hc5hd6he1m9dza4f0a6f1a0lva6gwa7gxa"},
	// RFC 5893 rule 5: an LTR label ("a" is L) of a bidi domain must not
	// hold U+05D0 (R). (Node.js 20 does not apply the Bidi rule here.)
	{"bidi", "a" + strings.Repeat("\u05B0", 40) + "\u05D0", ""},
	// ZWJ after a virama (CheckJoiners), then a long run elsewhere.
	{"joiner", "\u0915\u094D\u200D\u0915a" + strings.Repeat("\u0301", 40), "xn--1ca20iaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa0784da12vv234b"},
	// Long runs in a joiner's context (thinRun): after a ZWJ that follows
	// a virama; before and after a ZWNJ between dual-joining letters
	// (U+064B is transparent); two marks of one class in turn; and the
	// same runs where CheckJoiners fails: ZWJ not after a virama, and a
	// ZWNJ after a right-joining letter (U+0627).
	{"zwj-run", "\u0915\u094D\u200D" + strings.Repeat("\u0301", 40), "xn--lsaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa0784dh6bh633b"},
	{"zwnj-run-before", "\u0628" + strings.Repeat("\u064B", 40) + "\u200C\u0628", "xn--ngba8haaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa3164z"},
	{"zwnj-run-after", "\u0628\u200C" + strings.Repeat("\u064B", 40) + "\u0628", "xn--ngba8haaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa3754z"},
	{"zwj-run-alternating", "\u0915\u094D\u200D" + strings.Repeat("\u0301\u0302", 20), "xn--lsaaaaaaaaaaaaaaaaaaaacbbbbbbbbbbbbbbbbbbb9284dh6bh633b"},
	{"zwj-run-no-virama", "a\u200D" + strings.Repeat("\u0301", 40), ""},
	{"zwnj-run-right-joining", "\u0627" + strings.Repeat("\u064B", 40) + "\u200C\u0628", ""},
	{"two-labels", "a" + strings.Repeat("\u0301", 35) + ".\u05D0" + strings.Repeat("\u05B0", 33), "xn--1ca20iaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.xn--7cbaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa96h"},
	// Conjoining jamo compose to U+AC00 before the run.
	{"hangul", "\u1100\u1161" + strings.Repeat("\u0301", 35), "xn--lsaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa74586m"},
	// U+0958 is excluded from composition: it stays U+0915 U+093C, and
	// the last U+0915 takes a run of 41 nuktas (class 7).
	{"nukta", strings.Repeat("\u0958", 3) + strings.Repeat("\u093C", 40), "xn--11baa8mbbaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"},
}

// runeRange returns n code points from first, stepping by step modulo 0x40.
func runeRange(first rune, n, step int) string {
	var b strings.Builder
	for i := 0; i < n; i++ {
		b.WriteRune(first + rune(i*step%0x40))
	}
	return b.String()
}

func TestIDNAMarkRuns(t *testing.T) {
	for _, tt := range markRunTests {
		t.Run(tt.name, func(t *testing.T) {
			got, verr := domainToASCII(tt.in, false)
			if tt.want == "" {
				if verr == 0 {
					t.Errorf("domainToASCII(%+q) = %q; want failure", tt.in, got)
				}
			} else if verr != 0 || got != tt.want {
				t.Errorf("domainToASCII(%+q) = %q, %s; want %q", tt.in, got, verrString(verr), tt.want)
			}
			// With beStrict, VerifyDnsLength fails labels of more than 63
			// bytes; the others pass as they are.
			strictWant := tt.want
			for _, label := range strings.Split(tt.want, ".") {
				if len(label) > 63 {
					strictWant = ""
				}
			}
			if got, verr := domainToASCII(tt.in, true); (verr == 0) != (strictWant != "") || got != strictWant {
				t.Errorf("domainToASCII(%+q, true) = %q, %s; want %q", tt.in, got, verrString(verr), strictWant)
			}
			// The ACE form is read back as the same domain.
			if tt.want != "" {
				if back, verr := domainToASCII(tt.want, false); verr != 0 || back != tt.want {
					t.Errorf("domainToASCII(%q) = %q, %s; want it unchanged", tt.want, back, verrString(verr))
				}
				if u := DomainToUnicode(tt.want); u == tt.want {
					t.Errorf("DomainToUnicode(%q) did not decode it", tt.want)
				}
			}
			// Through the URL parser.
			u, err := Parse("http://" + tt.in + "/")
			switch {
			case tt.want == "" && err == nil:
				t.Errorf("Parse: %s; want failure", u.Href())
			case tt.want != "" && (err != nil || u.Host() != tt.want):
				t.Errorf("Parse: %v, %v; want host %q", u, err, tt.want)
			}
		})
	}
}

// idnaMarkPool are combining marks of several classes and bidirectional
// classes (U+0903 and U+0BBE-era spacing marks are L, the rest NSM), with
// viramas, Hebrew points and marks that compose with Latin letters.
var idnaMarkPool = []rune{
	0x0300, 0x0301, 0x0308, 0x0323, 0x0327, 0x031B, 0x0334, 0x0338, 0x0345, 0x0360,
	0x093C, 0x094D, 0x0903, 0x05B0, 0x05B4, 0x05C2, 0x0591, 0x064B, 0x0651, 0x0670,
	0x3099, 0x309A, 0x1D165, 0x1D16E, 0x0E38, 0x0F71, 0x0F72, 0x0F80, 0x0FB2, 0x20D2,
}

// TestIDNAShortenedRuns compares the long-label route with x/net on labels
// with runs of 21 to 26 combining marks: long enough for shortenRuns to cut
// them down, short enough for x/net's normalization to be exact.
func TestIDNAShortenedRuns(t *testing.T) {
	n := 100000
	if testing.Short() {
		n = 10000
	}
	next := xorshift32(1597334677)
	for i := 0; i < n && !t.Failed(); i++ {
		var b strings.Builder
		for parts := 1 + next(3); parts > 0; parts-- {
			b.WriteString(idnaLongPools[next(len(idnaLongPools))])
			b.WriteString(idnaLongPools[next(len(idnaLongPools))])
			marks := next(3)
			if next(2) == 0 {
				marks = 21 + next(6)
			}
			distinct := 1 + next(len(idnaMarkPool))
			for m := 0; m < marks; m++ {
				b.WriteRune(idnaMarkPool[next(distinct)])
			}
		}
		checkIDNALong(t, b.String())
	}
}

// TestIDNAJoinerRuns compares the long-label route with x/net on labels
// where runs of 21 to 26 marks stand next to a ZWJ or ZWNJ, after letters
// of each joining type and with or without a virama: runs that thinRun
// cuts down, short enough for x/net's normalization to be exact.
func TestIDNAJoinerRuns(t *testing.T) {
	n := 50000
	if testing.Short() {
		n = 5000
	}
	letters := []string{"\u0628", "\u0627", "\u0644", "\u0915", "a", "\u05D0", "\u0710", "\u1820", "\u0640"}
	viramas := []string{"", "\u094D", "\u0D4D", "\u0A4D"}
	next := xorshift32(3141592653)
	// The marks of a run: a few drawn from idnaMarkPool and U+1715, a
	// virama that is not transparent.
	pool := append([]rune{0x1715}, idnaMarkPool...)
	run := func(b *strings.Builder) {
		marks := next(3)
		if next(2) == 0 {
			marks = 21 + next(6)
		}
		chosen := make([]rune, 1+next(6))
		for k := range chosen {
			chosen[k] = pool[next(len(pool))]
		}
		for m := 0; m < marks; m++ {
			b.WriteRune(chosen[next(len(chosen))])
		}
	}
	thinned := 0
	for i := 0; i < n && !t.Failed(); i++ {
		var b strings.Builder
		b.WriteString(letters[next(len(letters))])
		run(&b)
		b.WriteString(viramas[next(len(viramas))])
		b.WriteString([]string{zwj, zwnj}[next(2)])
		run(&b)
		b.WriteString(letters[next(len(letters))])
		label := b.String()
		checkIDNALong(t, label)
		if longestRun([]byte(label)) > longRunMax {
			if _, _, _, outcome := mapLongLabel(label, true); outcome == longOK {
				thinned++
			}
		}
	}
	if thinned < n/10 {
		t.Errorf("only %d of %d labels had a long run next to a joiner that the route took", thinned, n)
	}
}

// TestNFCBoundary checks nfcProps against x/text for every code point that
// is in NFC on its own (the only ones U holds).
func TestNFCBoundary(t *testing.T) {
	for r := rune(0); r <= unicode.MaxRune; r++ {
		if r >= 0xD800 && r <= 0xDFFF || !norm.NFC.IsNormalString(string(r)) {
			continue
		}
		p := norm.NFC.PropertiesString(string(r))
		boundary, ccc, size := nfcProps([]byte(string(r)))
		if boundary != p.BoundaryBefore() || ccc != p.CCC() || size != p.Size() {
			t.Errorf("nfcProps(%U) = %v, %d, %d; x/text gives %v, %d, %d", r, boundary, ccc, size, p.BoundaryBefore(), p.CCC(), p.Size())
		}
	}
}
