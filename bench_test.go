package whatwgurl

// The project's yardstick: whatwgurl next to net/url over the URL datasets
// of ../shared/datasets, the WPT inputs without a base, and single URLs of
// each shape the parser treats differently; plus the allocation budgets as
// tests.
//
//	GOTOOLCHAIN=auto go test -run '^$' -bench 'Datasets|Parse' -benchmem -count 10 . > new.txt
//	benchstat -col /impl new.txt
//
// Each dataset benchmark reports, besides the usual per-op figures (one op
// is one pass over the whole file), ns/url and allocs/url: the op's time
// and heap allocations divided by the number of URLs in the file.

import (
	"net/url"
	"os"
	"runtime"
	"testing"
)

// benchSink keeps the compiler from dropping the work being measured.
var benchSink int

// benchDataset is a list of inputs read byte for byte from a file.
type benchDataset struct {
	name  string
	lines []string
	bytes int64 // the sum of len(line): the bytes the parsers read per op
}

func newBenchDataset(name string, lines []string) benchDataset {
	d := benchDataset{name: name, lines: lines}
	for _, l := range lines {
		d.bytes += int64(len(l))
	}
	return d
}

// loadBenchDatasets reads every dataset, adds the 5,000 URLs with
// Unicode hosts of unicodeHostURLs as "unicode_hosts" and, when
// $WHATWGURL_WPT is set, the WPT inputs without a base as "wpt".
func loadBenchDatasets(b *testing.B) []benchDataset {
	var sets []benchDataset
	for _, d := range readDatasets(b) {
		sets = append(sets, newBenchDataset(d.Name, d.Lines))
	}
	sets = append(sets, newBenchDataset("unicode_hosts", unicodeHostURLs(5000)))
	if os.Getenv("WHATWGURL_WPT") != "" {
		sets = append(sets, newBenchDataset("wpt", wptHardCases(b)))
	}
	return sets
}

// wptHardCases returns the inputs of the urltestdata.json cases whose base
// is null: the "hard cases" set, those that must parse and those that must
// fail. (encoding/json reads a lone surrogate escape as U+FFFD.)
func wptHardCases(b *testing.B) []string {
	var inputs []string
	for _, en := range decodeWPTURLData(b, "urltestdata.json", readWPT(b, "urltestdata.json")) {
		if en.c.Base == nil {
			inputs = append(inputs, en.c.Input)
		}
	}
	if len(inputs) == 0 {
		b.Fatal("urltestdata.json: no case without a base")
	}
	return inputs
}

// benchImpl parses and serializes one input with one implementation.
type benchImpl struct {
	name  string
	parse func(string) int
}

var benchImpls = []benchImpl{
	{"whatwgurl", func(s string) int {
		u, err := Parse(s)
		if err != nil {
			return 0
		}
		return len(u.Href())
	}},
	{"neturl", func(s string) int {
		u, err := url.Parse(s)
		if err != nil {
			return 0
		}
		return len(u.String())
	}},
}

// BenchmarkDatasets parses and serializes every line of each dataset; one
// op is the whole file. allocs/url is the heap objects counted by
// runtime.MemStats.Mallocs over the timed loop (read with the timer
// stopped, as the testing package does for allocs/op) divided by b.N times
// the number of URLs, so it equals allocs/op / URLs without rounding.
func BenchmarkDatasets(b *testing.B) {
	for _, d := range loadBenchDatasets(b) {
		for _, impl := range benchImpls {
			b.Run("data="+d.name+"/impl="+impl.name, func(b *testing.B) {
				b.SetBytes(d.bytes)
				b.ReportAllocs()
				var before, after runtime.MemStats
				runtime.ReadMemStats(&before)
				b.ResetTimer()
				for i := 0; i < b.N; i++ {
					for _, line := range d.lines {
						benchSink += impl.parse(line)
					}
				}
				b.StopTimer()
				runtime.ReadMemStats(&after)
				urls := float64(b.N) * float64(len(d.lines))
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/urls, "ns/url")
				b.ReportMetric(float64(after.Mallocs-before.Mallocs)/urls, "allocs/url")
			})
		}
	}
}

// parseCases are single URLs of each shape the parser treats differently.
var parseCases = []struct {
	name, in string
}{
	{"canonical", "https://example.com/a?b#c"},
	{"upper-host", "https://EXAMPLE.COM/a?b#c"},
	{"default-port", "https://example.com:443/"},
	{"dot-segments", "https://example.com/a/./b/../c"},
	{"percent-encode", "https://example.com/a b/ü?q=\"x\""},
	{"idna", "https://münchen.example/"},
	{"ipv4-numeric", "http://0x7f.1/"},
	{"spaces", "  https://example.com/a  "},
	{"file", "file:///C:/x/y"},
	// net/url accepts both of these: "foo" as a relative path, and any
	// run of digits as a port.
	{"fail-early", "foo"},
	{"fail-late", "https://example.com:99999/"},
}

// BenchmarkParse measures single URLs: Parse then Href against net/url's
// Parse then String, the getters, CanParse, and resolving a reference.
func BenchmarkParse(b *testing.B) {
	for _, c := range parseCases {
		for _, impl := range benchImpls {
			b.Run("case="+c.name+"/impl="+impl.name, func(b *testing.B) {
				b.SetBytes(int64(len(c.in)))
				b.ReportAllocs()
				for i := 0; i < b.N; i++ {
					benchSink += impl.parse(c.in)
				}
			})
		}
	}

	const getterURL = "https://user:pass@example.com:8080/p/a/t/h?query=1#frag"
	b.Run("case=getters/impl=whatwgurl", func(b *testing.B) {
		u := MustParse(getterURL)
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			q, _ := u.RawQuery()
			f, _ := u.Fragment()
			benchSink += len(u.Href()) + len(u.Protocol()) + len(u.Scheme()) +
				len(u.Username()) + len(u.Password()) + len(u.Host()) +
				len(u.Hostname()) + len(u.Port()) + len(u.Pathname()) +
				len(u.Search()) + len(u.Hash()) + len(q) + len(f) +
				int(u.HostKind())
			if u.IsSpecial() != u.HasOpaquePath() {
				benchSink++
			}
		}
	})
	b.Run("case=getters/impl=neturl", func(b *testing.B) {
		u, err := url.Parse(getterURL)
		if err != nil {
			b.Fatal(err)
		}
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			pw, _ := u.User.Password()
			benchSink += len(u.String()) + len(u.Scheme) + len(u.User.Username()) +
				len(pw) + len(u.Host) + len(u.Hostname()) + len(u.Port()) +
				len(u.EscapedPath()) + len(u.RawQuery) + len(u.EscapedFragment())
		}
	})
	b.Run("case=origin/impl=whatwgurl", func(b *testing.B) {
		u := MustParse(getterURL)
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			benchSink += len(u.Origin().String())
		}
	})
	b.Run("case=origin/impl=neturl", func(b *testing.B) {
		u, err := url.Parse(getterURL)
		if err != nil {
			b.Fatal(err)
		}
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			benchSink += len(u.Scheme + "://" + u.Host)
		}
	})

	for _, c := range []struct{ name, in string }{
		{"canonical", "https://example.com/a?b#c"},
		{"ascii-changes", "HTTPS://EXAMPLE.COM/a/../b c"},
		{"fail-late", "https://example.com:99999/"},
	} {
		b.Run("case=canparse-"+c.name+"/impl=whatwgurl", func(b *testing.B) {
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				if CanParse(c.in) {
					benchSink++
				}
			}
		})
		b.Run("case=canparse-"+c.name+"/impl=neturl", func(b *testing.B) {
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				if _, err := url.Parse(c.in); err == nil {
					benchSink++
				}
			}
		})
	}

	const resolveBase, resolveRef = "https://example.com/a/b/c?q#f", "../x?y"
	b.Run("case=resolve/impl=whatwgurl", func(b *testing.B) {
		base := MustParse(resolveBase)
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			u, err := base.Parse(resolveRef)
			if err == nil {
				benchSink += len(u.Href())
			}
		}
	})
	b.Run("case=resolve/impl=neturl", func(b *testing.B) {
		base, err := url.Parse(resolveBase)
		if err != nil {
			b.Fatal(err)
		}
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			ref, err := url.Parse(resolveRef)
			if err == nil {
				benchSink += len(base.ResolveReference(ref).String())
			}
		}
	})
}
