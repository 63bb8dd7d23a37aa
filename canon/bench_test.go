package canon

import (
	"strings"
	"testing"

	"github.com/webstd/whatwgurl"
)

// keyFuncs are the profiles the benchmarks and the dedup report measure,
// by the names the command's -key flag takes.
var keyFuncs = []struct {
	name string
	key  func(string) (string, error)
}{
	{"default", func(s string) (string, error) { k, err := Default.Key(s); return k.Href, err }},
	{"equivalence", func(s string) (string, error) { k, err := Equivalence.Key(s); return k.Href, err }},
	{"dedup", func(s string) (string, error) { k, err := Dedup.Key(s); return k.Href, err }},
	{"surt", SURT},
	{"safebrowsing", SafeBrowsing},
}

// BenchmarkKeys measures each profile per URL of each dataset, next to
// whatwgurl.Parse alone (impl=parse) in the same run.
//
//	go test -run '^$' -bench Keys -benchmem -count 10 ./canon/
func BenchmarkKeys(b *testing.B) {
	for _, d := range readDatasets(b) {
		size := 0
		for _, l := range d.lines {
			size += len(l)
		}
		b.Run("data="+d.name+"/impl=parse", func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(size))
			for b.Loop() {
				for _, l := range d.lines {
					whatwgurl.Parse(l)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(d.lines)), "ns/url")
		})
		for _, k := range keyFuncs {
			b.Run("data="+d.name+"/impl="+k.name, func(b *testing.B) {
				b.ReportAllocs()
				b.SetBytes(int64(size))
				for b.Loop() {
					for _, l := range d.lines {
						k.key(l)
					}
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(d.lines)), "ns/url")
			})
		}
	}
}

// BenchmarkHostile: shapes that would take quadratic time if a step
// rescanned its input, at two sizes; the time per byte should not grow.
func BenchmarkHostile(b *testing.B) {
	shapes := map[string]func(n int) string{
		"percent25":  func(n int) string { return "http://h/%" + strings.Repeat("25", n) + "?" + strings.Repeat("%25", n) },
		"indexes":    func(n int) string { return "http://h" + strings.Repeat("/index.html", n) + "/" },
		"www":        func(n int) string { return "http://" + strings.Repeat("www.", n) + "example.com/" },
		"params":     func(n int) string { return "http://h/?" + strings.Repeat("utm_a=1&b=2&", n) },
		"dotsegs":    func(n int) string { return "http://h/" + strings.Repeat("%252E%252E/a/", n) },
		"sessionids": func(n int) string { return "http://h/?" + strings.Repeat("jsessionid=&cfid=1&", n) },
	}
	for name, shape := range shapes {
		for _, n := range []int{1000, 4000} {
			in := shape(n)
			for _, k := range keyFuncs {
				b.Run(name+"/n="+itoa(n)+"/impl="+k.name, func(b *testing.B) {
					b.SetBytes(int64(len(in)))
					for b.Loop() {
						k.key(in)
					}
				})
			}
		}
	}
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	var b []byte
	for ; n > 0; n /= 10 {
		b = append([]byte{byte('0' + n%10)}, b...)
	}
	return string(b)
}

// TestDedupRates reports, with -v, how many distinct keys each profile
// leaves of the lines of each dataset that parse.
//
//	go test -run DedupRates -v ./canon/
func TestDedupRates(t *testing.T) {
	for _, d := range readDatasets(t) {
		hrefs, lines := map[string]bool{}, map[string]bool{}
		parsed := 0
		for _, l := range d.lines {
			lines[l] = true
			if u, err := whatwgurl.Parse(l); err == nil {
				hrefs[u.Href()] = true
				parsed++
			}
		}
		t.Logf("%s: %d lines (%d distinct), %d parse, %d distinct hrefs", d.name, len(d.lines), len(lines), parsed, len(hrefs))
		for _, k := range keyFuncs {
			keys := map[string]bool{}
			failed := 0
			for _, l := range d.lines {
				key, err := k.key(l)
				if err != nil {
					failed++
					continue
				}
				keys[key] = true
			}
			t.Logf("  %-13s %6d distinct keys (%5.2f%% fewer than distinct lines, %5.2f%% fewer than hrefs), %d lines without a key", k.name, len(keys),
				100*(1-float64(len(keys))/float64(len(lines))), 100*(1-float64(len(keys))/float64(len(hrefs))), failed)
		}
	}
}
