package whatwgurl

// Adversarial inputs: every input, whatever its bytes and length, must give
// the standard's answer or a clean failure, in time linear in its length.
//
// BenchmarkHostile runs one sub-benchmark per pathological shape at two
// sizes, n = 64 KiB and 16n = 1 MiB, and reports ns/byte: linear code
// gives about the same ns/byte at both sizes. BenchmarkHostileBaseline
// gives the ns/byte of ordinary URLs (../shared/datasets/kasztp.txt) to
// compare with. Linear time is shown by these benchmarks, never by a timed
// assertion:
//
//	go test -run '^$' -bench 'Hostile' -benchmem -count 3 .
//
// ns/byte is wall-clock time: on a loaded machine compare the minimum of
// several runs. Allocations (B/op) show the memory bound: a small multiple
// of the output.
//
// TestHostileNoPanic runs every shape at small sizes through Parse,
// CanParse, every setter and the host parsers; TestHostileResults and
// TestHostileIDNA pin the standard's answers for a few shapes (long labels
// both ways through Punycode, long runs of combining marks); TestGoTraps
// checks inputs where a Go library function (strconv, netip,
// strings.EqualFold, strings.TrimSpace, utf8 decoding) would give an
// answer the standard does not.

import (
	"encoding/base64"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/webstd/whatwgurl/internal/punycode"
	"github.com/webstd/whatwgurl/internal/testfiles"
)

// hostileShape is one pathological input family.
type hostileShape struct {
	name string
	// build returns an input of about n bytes (at least one repetition of
	// the shape's unit).
	build func(n int) string
	// searchParams: the input is given to ParseSearchParams, not Parse.
	searchParams bool
	// base, when not empty, is a function giving the base URL for n (the
	// input is then parsed relative to it).
	base func(n int) string
	// fails: the standard fails the input at both sizes. A shape that
	// fails at one size only would time different work at the two.
	fails bool
}

// hostileRepeat returns prefix + unit repeated + suffix, about n bytes.
func hostileRepeat(prefix, unit, suffix string, n int) string {
	k := (n - len(prefix) - len(suffix)) / len(unit)
	if k < 1 {
		k = 1
	}
	return prefix + strings.Repeat(unit, k) + suffix
}

// hostileRunes returns count code points from the pools, in order, each
// pool a [first, last] range, starting over when all are used.
func hostileRunes(count int, pools ...[2]rune) string {
	var b strings.Builder
	for count > 0 {
		for _, p := range pools {
			for r := p[0]; r <= p[1] && count > 0; r++ {
				b.WriteRune(r)
				count--
			}
		}
	}
	return b.String()
}

// hostileMarked returns about n bytes of Cyrillic letters, each followed by
// two combining marks from U+0300 to U+0344, deterministic. Marks are put
// in order and some compose with the letter (U+0435 U+0308 is U+0451);
// these composites lie close to the marks, where Latin or Greek ones
// (U+1E00 and up; U+0345 maps to a Greek letter) would make the label's
// Punycode overflow at 1 MiB and fail before the work is done.
func hostileMarked(n int) string { return hostileStarterMarks(n, 0x430, 32, 2, 0x45) }

// hostileRuns returns about n bytes of digits, each followed by 25 combining
// marks drawn from U+0300 to U+032F: runs to reorder, in segments that do
// not repeat. No digit composes with a mark, and the code points lie close
// together, so the label's Punycode does not overflow even at 1 MiB.
func hostileRuns(n int) string { return hostileStarterMarks(n, '0', 10, 25, 0x30) }

// hostileStarterMarks returns about n bytes of code points drawn from first
// to first+starters-1, each followed by marks code points drawn from U+0300
// to U+0300+markCount-1; the same on every run.
func hostileStarterMarks(n int, first, starters rune, marks int, markCount rune) string {
	var b strings.Builder
	next := xorshift32(2463534242)
	for b.Len() < n {
		b.WriteRune(first + rune(next(int(starters))))
		for range marks {
			b.WriteRune(0x300 + rune(next(int(markCount))))
		}
	}
	return b.String()
}

// xorshift32 is xorshift (idna_test.go) on 32 bits, the generator of the
// hostile shapes and some IDNA tests: each call of the function it returns
// gives a number in [0, k), the same on every run. seed must not be 0.
func xorshift32(seed uint32) func(k int) int {
	x := seed
	return func(k int) int {
		x ^= x << 13
		x ^= x >> 17
		x ^= x << 5
		return int(x % uint32(k))
	}
}

// Code points that UTS #46 leaves valid and unmapped, with the bidi class
// L, so a label of them passes every check and needs Punycode.
var (
	hanPool    = [2]rune{0x4E00, 0x9FFF} // CJK Unified Ideographs
	hangulPool = [2]rune{0xAC00, 0xD7A3} // Hangul syllables
)

// punycodeEncode returns the Punycode of s (internal/punycode, which its
// own tests check against RFC 3492's procedure), to build test inputs.
func punycodeEncode(s string) string {
	out, _ := punycode.AppendEncode(nil, s)
	return string(out)
}

// hostileXNLabel returns "xn--" and the Punycode of "éa" repeated k times:
// decoding inserts each 'é' between the 'a's, so a decoder that inserts
// into an array moves O(k) code points per insertion.
func hostileXNLabel(k int) string {
	return "xn--" + punycodeEncode(strings.Repeat("éa", k))
}

// hostileData returns n bytes of base64 text, deterministic.
func hostileData(n int) string {
	raw := make([]byte, max(n, 4)*3/4)
	x := uint32(2463534242)
	for i := range raw {
		x ^= x << 13
		x ^= x >> 17
		x ^= x << 5
		raw[i] = byte(x)
	}
	return base64.StdEncoding.EncodeToString(raw)
}

var hostileShapes = []hostileShape{
	// Authority.
	{name: "at-signs", build: func(n int) string { return hostileRepeat("http://", "@", "h/", n) }},
	{name: "colon-at", build: func(n int) string { return hostileRepeat("http://", ":@", "h/", n) }},
	{name: "backslash-authority", build: func(n int) string { return hostileRepeat("http:", `\`, "h/", n) }},
	{name: "port-zeros", build: func(n int) string { return hostileRepeat("http://h:", "0", "80/", n) }},
	// Path.
	{name: "dotdot", build: func(n int) string { return hostileRepeat("http://h/", "../", "", n) }},
	{name: "pct-dotdot", build: func(n int) string { return hostileRepeat("http://h/", "%2e%2e/", "", n) }},
	{name: "segments-then-dotdot", build: func(n int) string {
		k := n / 5
		return "http://h/" + strings.Repeat("a/", k) + strings.Repeat("../", k)
	}},
	{name: "relative-dotdot", build: func(n int) string { return hostileRepeat("", "../", "x", n) },
		base: func(n int) string { return hostileRepeat("http://h/", "a/", "", n) }},
	{name: "slashes", build: func(n int) string { return hostileRepeat("http://h", "/", "", n) }},
	{name: "backslash-path", build: func(n int) string { return hostileRepeat("http://h", `\`, "", n) }},
	{name: "file-slashes", build: func(n int) string { return hostileRepeat("file:", "/", "C|/", n) }},
	{name: "pct-valid", build: func(n int) string { return hostileRepeat("http://h/", "%41", "", n) }},
	{name: "pct-invalid", build: func(n int) string { return hostileRepeat("http://h/", "%zz", "", n) }},
	{name: "tabs-newlines", build: func(n int) string { return hostileRepeat("h\tt\nt\rp:\t/\n/\rh/", "a\tb\nc\r", "", n) }},
	{name: "c0-path", build: func(n int) string { return hostileRepeat("http://h/", "\x01a", "", n) }},
	{name: "c0-trim", build: func(n int) string {
		c0 := strings.Repeat("\x01", n/2)
		return c0 + "http://h/" + c0
	}},
	{name: "opaque-path", build: func(n int) string { return hostileRepeat("sc:", "a é\x01", "", n) }},
	// Host.
	{name: "a-dot-labels", build: func(n int) string { return hostileRepeat("http://", "a.", "/", n) }},
	{name: "ascii-label", build: func(n int) string { return hostileRepeat("http://", "a", "/", n) }},
	{name: "ascii-label-upper", build: func(n int) string { return hostileRepeat("http://", "A", "/", n) }},
	{name: "pct-host", build: func(n int) string { return hostileRepeat("http://", "%41", "/", n) }},
	{name: "opaque-host", build: func(n int) string { return hostileRepeat("sc://", "é", "/", n) }},
	{name: "unicode-label", build: func(n int) string { return hostileRepeat("http://", "é", "/", n) }},
	{name: "unicode-dot-labels", build: func(n int) string { return hostileRepeat("http://", "é.", "/", n) }},
	{name: "unicode-label-distinct", build: func(n int) string {
		return "http://" + hostileRunes((n-8)/3, hanPool, hangulPool) + "/"
	}},
	// UTS #46 mapping: U+3316 becomes six code points, U+FDFA eighteen
	// (with spaces, so the domain fails, but only after the work).
	{name: "idna-expansion", build: func(n int) string { return hostileRepeat("http://", "\u3316", "/", n) }},
	{name: "idna-expansion-fdfa", fails: true, build: func(n int) string { return hostileRepeat("http://", "\uFDFA", "/", n) }},
	// Hyphens and non-ASCII code points: the domain parser looks for
	// labels that start with "xn--" after mapping.
	{name: "hyphens-unicode", build: func(n int) string { return hostileRepeat("http://", "é-", "/", n) }},
	// Normalization: one starter and a run of combining marks; letters
	// with two marks each, of different classes, to be put in order and
	// composed; digits with runs of 25 marks; a code point excluded from
	// composition (U+0958 stays U+0915 U+093C); U+3316's six code
	// points, the last of which takes a mark (the voiced sound mark, with
	// which U+30EB has no composite; U+0301 would make the Punycode
	// overflow at 1 MiB); a musical symbol whose decomposition has two
	// marks.
	{name: "combining-marks", build: func(n int) string { return hostileRepeat("http://a", "\u0301", "/", n) }},
	{name: "combining-marks-mixed", build: func(n int) string { return "http://" + hostileMarked(n-8) + "/" }},
	{name: "combining-runs", build: func(n int) string { return "http://" + hostileRuns(n-8) + "/" }},
	{name: "idna-decomposing", build: func(n int) string { return hostileRepeat("http://", "\u0958", "/", n) }},
	{name: "idna-expansion-marks", build: func(n int) string { return hostileRepeat("http://", "\u3316\u3099", "/", n) }},
	{name: "idna-music", build: func(n int) string { return hostileRepeat("http://a", "\U0001D160", "/", n) }},
	{name: "xn-label", build: func(n int) string {
		return "http://é." + hostileXNLabel(n/3) + "/"
	}},
	{name: "xn-labels-1000", build: func(n int) string {
		return hostileRepeat("http://é.", hostileXNLabel(500)+".", "/", n)
	}},
	{name: "xn-labels-60", build: func(n int) string {
		return hostileRepeat("http://é.", hostileXNLabel(20)+".", "/", n)
	}},
	{name: "ipv4-number", fails: true, build: func(n int) string { return hostileRepeat("http://", "9", "/", n) }},
	{name: "ipv4-hex", fails: true, build: func(n int) string { return hostileRepeat("http://0x", "f", "/", n) }},
	{name: "ipv4-dotted", fails: true, build: func(n int) string { return hostileRepeat("http://", "1.", "/", n) }},
	{name: "ipv6-pieces", fails: true, build: func(n int) string { return hostileRepeat("http://[", "1:", "]/", n) }},
	{name: "ipv6-unclosed", fails: true, build: func(n int) string { return hostileRepeat("http://[", "1", "/", n) }},
	// Query and fragment.
	{name: "query-encode", build: func(n int) string { return hostileRepeat("http://h/?", ` "'<>é`, "", n) }},
	{name: "fragment-encode", build: func(n int) string { return hostileRepeat("http://h/#", ` "<>`+"`é", "", n) }},
	// Bytes that are not UTF-8.
	{name: "invalid-utf8", build: func(n int) string { return hostileRepeat("http://h/", "\xff", "", n) }},
	{name: "truncated-utf8", build: func(n int) string { return hostileRepeat("http://h/?", "\xe2\x82", "", n) }},
	{name: "invalid-utf8-host", fails: true, build: func(n int) string { return hostileRepeat("http://", "\xff", "/", n) }},
	// Big, ordinary URLs.
	{name: "data-url", build: func(n int) string { return "data:image/png;base64," + hostileData(n-22) }},
	{name: "data-url-encode", build: func(n int) string { return hostileRepeat("data:text/plain,", "héllo wörld\x01", "", n) }},
	{name: "long-canonical", build: func(n int) string { return hostileRepeat("https://example.com/", "abc/def?", "", n) }},
	// application/x-www-form-urlencoded.
	{name: "searchparams", searchParams: true, build: func(n int) string { return hostileRepeat("", "a=b&", "", n) }},
	{name: "searchparams-decode", searchParams: true, build: func(n int) string { return hostileRepeat("", "%41+b=%zz&", "", n) }},
}

// The sinks keep results alive so the compiler cannot drop the work; they
// are typed, as storing a URL in an interface would allocate.
var (
	hostileURLSink    URL
	hostileParamsSink *SearchParams
)

// BenchmarkHostile runs each shape at n = 64 KiB and 16n = 1 MiB.
func BenchmarkHostile(b *testing.B) {
	for _, s := range hostileShapes {
		b.Run("shape="+s.name, func(b *testing.B) {
			for _, n := range []int{64 << 10, 1 << 20} {
				b.Run("n="+strconv.Itoa(n), func(b *testing.B) {
					input := s.build(n)
					var base URL
					if s.base != nil {
						var err error
						if base, err = Parse(s.base(n)); err != nil {
							b.Fatalf("base: %v", err)
						}
					}
					hostileCheckOutcome(b, s, base, input)
					b.SetBytes(int64(len(input)))
					b.ReportAllocs()
					b.ResetTimer()
					for i := 0; i < b.N; i++ {
						switch {
						case s.searchParams:
							hostileParamsSink = ParseSearchParams(input)
						case s.base != nil:
							hostileURLSink, _ = base.Parse(input)
						default:
							hostileURLSink, _ = Parse(input)
						}
					}
					b.StopTimer()
					b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(input)), "ns/byte")
				})
			}
		})
	}
}

// hostileCheckOutcome fails tb unless Parse fails input exactly when the
// shape says the standard does, so that a benchmark times the work it is
// named for (a label that fails early, by overflow or otherwise, costs
// little).
func hostileCheckOutcome(tb testing.TB, s hostileShape, base URL, input string) {
	tb.Helper()
	if s.searchParams {
		return
	}
	var err error
	if s.base != nil {
		_, err = base.Parse(input)
	} else {
		_, err = Parse(input)
	}
	if (err != nil) != s.fails {
		tb.Fatalf("%s, %d bytes: error %v; the shape expects failure: %v", s.name, len(input), err, s.fails)
	}
}

// TestHostileOutcomes checks each shape's outcome at the benchmarks' smaller
// size; BenchmarkHostile checks both sizes before timing them.
func TestHostileOutcomes(t *testing.T) {
	for _, s := range hostileShapes {
		var base URL
		if s.base != nil {
			base = MustParse(s.base(64 << 10))
		}
		hostileCheckOutcome(t, s, base, s.build(64<<10))
	}
}

// BenchmarkHostileBaseline gives the ns/byte of ordinary URLs, the
// yardstick for BenchmarkHostile.
func BenchmarkHostileBaseline(b *testing.B) {
	dir, err := testfiles.DatasetsDir(b)
	if err != nil {
		b.Skip(err)
	}
	data, err := os.ReadFile(filepath.Join(dir, "kasztp.txt"))
	if err != nil {
		b.Skipf("dataset not found: %v (set WHATWGURL_DATASETS)", err)
	}
	lines := strings.Split(string(data), "\n")
	total := 0
	for _, l := range lines {
		total += len(l)
	}
	b.Run("data=kasztp", func(b *testing.B) {
		b.SetBytes(int64(total))
		b.ReportAllocs()
		b.ResetTimer()
		for i := 0; i < b.N; i++ {
			for _, l := range lines {
				hostileURLSink, _ = Parse(l)
			}
		}
		b.StopTimer()
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*total), "ns/byte")
	})
}

// hostileBases are URLs the setters run on.
var hostileBases = []string{
	"http://user:pass@example.com:8080/a/b?q#f",
	"sc://h/p",
	"sc:opaque",
	"file:///C:/x",
	"http://[::1]/",
}

// TestHostileNoPanic runs every shape at small sizes through Parse,
// CanParse, every setter and the host parsers: nothing panics, CanParse
// agrees with Parse, and every result keeps the URL invariants.
func TestHostileNoPanic(t *testing.T) {
	for _, s := range hostileShapes {
		for _, n := range []int{8, 64, 300} {
			input := s.build(n)
			t.Run(s.name+"/"+strconv.Itoa(n), func(t *testing.T) {
				if s.searchParams {
					p := ParseSearchParams(input)
					round := ParseSearchParams(p.String())
					if round.String() != p.String() {
						t.Errorf("SearchParams round trip: %q != %q", round.String(), p.String())
					}
				}
				var base URL
				if s.base != nil {
					base = MustParse(s.base(n))
				}
				hostileParse(t, base, input)
				for _, b := range hostileBases {
					hostileSetters(t, MustParse(b), input)
				}
				hostileHost(t, input)
				// The host part alone, when the shape puts one after "//".
				if i := strings.Index(input, "//"); i >= 0 {
					rest := input[i+2:]
					if j := strings.IndexAny(rest, "/?#"); j >= 0 {
						rest = rest[:j]
					}
					hostileHost(t, rest)
				}
			})
		}
	}
}

// hostileParse parses input (relative to base unless it is the zero URL)
// and checks that CanParse agrees and the result keeps the invariants.
func hostileParse(t *testing.T, base URL, input string) {
	t.Helper()
	p := Parser{Base: base}
	u, err := p.Parse(input)
	if can := p.CanParse(input); can != (err == nil) {
		t.Fatalf("CanParse(%q) = %v, Parse error = %v", input, can, err)
	}
	if err != nil {
		var e *Error
		if !errors.As(err, &e) || !u.IsZero() {
			t.Fatalf("Parse(%q): error %v (%T) with URL %q", input, err, err, u.Href())
		}
		return
	}
	checkInvariants(t, u)
}

// hostileSetters calls every setter of a copy of u with value and checks
// the result.
func hostileSetters(t *testing.T, u URL, value string) {
	t.Helper()
	for _, s := range fuzzSetters {
		v := u
		err := s.set(&v, value)
		if err == nil && v.IsZero() {
			t.Fatalf("%s(%q) on %q: nil error and zero URL", s.name, value, u.Href())
		}
		if err != nil {
			var e *Error
			if !errors.As(err, &e) {
				t.Fatalf("%s(%q) on %q: error %v is not an *Error", s.name, value, u.Href(), err)
			}
		}
		if !v.IsZero() {
			checkInvariants(t, v)
		}
	}
}

// hostileHost runs ParseHost and ParseOpaqueHost and checks the results.
func hostileHost(t *testing.T, input string) {
	t.Helper()
	if h, err := ParseHost(input); err == nil {
		fuzzCheckHost(t, h, false)
	}
	if h, err := ParseOpaqueHost(input); err == nil {
		fuzzCheckHost(t, h, true)
	}
}

// TestHostileResults pins what the standard makes of a few shapes, so a
// fast path cannot make them fail or succeed differently.
func TestHostileResults(t *testing.T) {
	tests := []struct {
		name, in, want string // want "" means failure
	}{
		// Each '@' but the last is part of the userinfo: "%40".
		{name: "at signs", in: "http://@@@h/", want: "http://%40%40@h/"},
		{name: "colon at", in: "http://:@:@:@h/", want: "http://:%40%3A%40%3A@h/"},
		{name: "only at", in: "http://@@@/", want: ""},
		{name: "dotdot above root", in: "http://h/../../../", want: "http://h/"},
		{name: "pct dotdot", in: "http://h/%2e%2E/.%2e/%2e./", want: "http://h/"},
		{name: "backslash authority", in: `http:\\\\h\a`, want: "http://h/a"},
		{name: "port zeros", in: "http://h:0000000000000000000080/", want: "http://h/"},
		{name: "port zeros other", in: "http://h:00000000000000000000081/", want: "http://h:81/"},
		{name: "tabs", in: "h\tt\nt\rp:/\t/h\n/a\tb", want: "http://h/ab"},
		{name: "c0 path", in: "http://h/\x01\x02x", want: "http://h/%01%02x"},
		{name: "c0 trimmed", in: "\x01\x02http://h/\x01\x02", want: "http://h/"},
		{name: "a dot labels", in: "http://a.a.a./", want: "http://a.a.a./"},
		{name: "upper label", in: "http://AAA/", want: "http://aaa/"},
		{name: "pct host", in: "http://%41%41/", want: "http://aa/"},
		{name: "ipv4 long number", in: "http://99999999999999999999999999/", want: ""},
		{name: "ipv4 2^64 does not wrap", in: "http://18446744073709551616/", want: ""},
		{name: "ipv4 2^64 hex does not wrap", in: "http://0x10000000000000000/", want: ""},
		{name: "ipv4 long hex zeros", in: "http://0x00000000000000000000000000ff/", want: "http://0.0.0.255/"},
		{name: "ipv4 long octal zeros", in: "http://00000000000000000000000000010/", want: "http://0.0.0.8/"},
		{name: "ipv4 dotted too many", in: "http://1.1.1.1.1/", want: ""},
		{name: "ipv6 too many pieces", in: "http://[1:1:1:1:1:1:1:1:1]/", want: ""},
		{name: "invalid utf8 path", in: "http://h/\xff\xff", want: "http://h/%EF%BF%BD%EF%BF%BD"},
		{name: "truncated utf8", in: "http://h/?\xe2\x82\xe2\x82", want: "http://h/?%EF%BF%BD%EF%BF%BD"},
		{name: "invalid utf8 host", in: "http://\xff/", want: ""},
		{name: "opaque host", in: "sc://é/", want: "sc://%C3%A9/"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			hostileWant(t, URL{}, tt.in, tt.want)
		})
	}
}

// hostileWant checks that parsing in (relative to base) gives want, or
// fails when want is "".
func hostileWant(t *testing.T, base URL, in, want string) URL {
	t.Helper()
	p := Parser{Base: base}
	u, err := p.Parse(in)
	if can := p.CanParse(in); can != (err == nil) {
		t.Errorf("CanParse(%s) = %v, Parse error = %v", hostileShort(in), can, err)
	}
	switch {
	case want == "" && err == nil:
		t.Errorf("Parse(%s) = %s, want failure", hostileShort(in), hostileShort(u.Href()))
	case want != "" && err != nil:
		t.Errorf("Parse(%s): %v, want %s", hostileShort(in), errors.Unwrap(err), hostileShort(want))
	case want != "" && u.Href() != want:
		t.Errorf("Parse(%s) = %s, want %s", hostileShort(in), hostileShort(u.Href()), hostileShort(want))
	}
	if err == nil {
		checkInvariants(t, u)
	}
	return u
}

// hostileShort quotes s, shortened to its ends when it is long.
func hostileShort(s string) string {
	if len(s) <= 80 {
		return strconv.Quote(s)
	}
	i, j := 40, len(s)-30
	for i > 0 && !utf8.RuneStart(s[i]) {
		i--
	}
	for j < len(s) && !utf8.RuneStart(s[j]) {
		j++
	}
	return strconv.Quote(s[:i]) + "…" + strconv.Quote(s[j:]) + " (" + strconv.Itoa(len(s)) + " bytes)"
}

// TestHostileIDNA checks long labels and long runs of combining marks
// against the standard, which sets VerifyDnsLength to false for the URL
// parser and so puts no limit on a label's length: a long Unicode label
// becomes its Punycode, and that A-label, in a domain that is not ASCII
// (where the standard decodes and checks it), gives the same host. A limit
// on one side only makes the parser's own output fail where its input
// passed. UTS #46 normalizes to NFC, which has no limit on combining marks
// either (the Stream-Safe Text Format's U+034F after 30 non-starters is not
// NFC).
func TestHostileIDNA(t *testing.T) {
	for _, k := range []int{1, 100, 511, 512, 1000, 5000} {
		unicode := strings.Repeat("éa", k)
		want := "http://xn--9ca." + hostileXNLabel(k) + "/"
		hostileWant(t, URL{}, "http://é."+unicode+"/", want)
		hostileWant(t, URL{}, "http://é."+hostileXNLabel(k)+"/", want)
		hostileWant(t, URL{}, "http://"+hostileXNLabel(k)+"/", "http://"+hostileXNLabel(k)+"/")
	}
	for _, k := range []int{10, 2000} {
		unicode := hostileRunes(k, hanPool)
		want := "http://xn--" + punycodeEncode(unicode) + "/"
		hostileWant(t, URL{}, "http://"+unicode+"/", want)
		hostileWant(t, URL{}, "http://é."+want[len("http://"):], "http://xn--9ca."+want[len("http://"):])
	}
	for _, k := range []int{1, 30, 31, 100, 5000} {
		// NFC composes a and the first U+0301 to U+00E1 and keeps the rest.
		in := "http://a" + strings.Repeat("\u0301", k) + "/"
		want := "http://xn--" + punycodeEncode("\u00E1"+strings.Repeat("\u0301", k-1)) + "/"
		hostileWant(t, URL{}, in, want)
	}
}
