package whatwgurl

// The operations users spend time on besides parsing an absolute URL:
// resolving links against a page, CanParse, the setters, search params,
// over inputs derived deterministically from the datasets, so that
// scripts/bench-ada.sh can time ada (C++) on the very same inputs
// (TestOpsInputs writes them to $WHATWGURL_OPS_DUMP for it).
//
//	go test -run '^$' -bench '^BenchmarkOps$' -benchmem .
//
// Each benchmark reports ns/item: the op's time divided by the number of
// items (one resolution, one CanParse, one setter call, one query).

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"
)

// opsRefs are the link shapes a crawler resolves against a page URL.
var opsRefs = []string{"/a/b?c", "../x", "?q", "#f", "//host.example/p"}

// opsSetters are the setters timed, each with two values applied in turn
// so that every call changes the URL.
var opsSetters = []struct {
	name string
	vals [2]string
	set  func(u *URL, v string) error
}{
	{"hash", [2]string{"#section-2", "#top"}, (*URL).SetHash},
	{"search", [2]string{"?q=1&r=2", "?s=3"}, (*URL).SetSearch},
	{"pathname", [2]string{"/new/path/a", "/other/b.html"}, (*URL).SetPathname},
	{"host", [2]string{"example.org:8080", "www.example.net"}, (*URL).SetHost},
	{"hostname", [2]string{"example.org", "www.example.net"}, (*URL).SetHostname},
	{"port", [2]string{"8080", "8443"}, (*URL).SetPort},
	{"username", [2]string{"alice", "bob"}, (*URL).SetUsername},
	{"password", [2]string{"secret", "hunter2"}, (*URL).SetPassword},
}

// opsInputs are the inputs of BenchmarkOps, built from the datasets.
type opsInputs struct {
	pages   []string    // kasztp URLs that parse and are http(s): the bases and setter targets
	resolve [][2]string // base, reference: every page with every opsRefs
	queries []string    // the non-empty query (without '?') of every http(s) kasztp URL that parses
	unicode []string    // 5,000 http(s) URLs whose host is not ASCII
}

// opsMaxPages bounds the pages taken from kasztp: enough to defeat the
// caches' luck, few enough that one op stays short.
const opsMaxPages = 2000

func loadOpsInputs(tb testing.TB) opsInputs {
	var in opsInputs
	for _, d := range readDatasets(tb) {
		if d.Name != "kasztp" {
			continue
		}
		for _, line := range d.Lines {
			u, err := Parse(line)
			if err != nil || (u.Scheme() != "http" && u.Scheme() != "https") ||
				strings.ContainsAny(line, "\t\r") {
				continue
			}
			if q, _ := u.RawQuery(); q != "" {
				in.queries = append(in.queries, q)
			}
			if len(in.pages) < opsMaxPages {
				in.pages = append(in.pages, line)
			}
		}
	}
	if len(in.pages) == 0 {
		tb.Fatal("kasztp: no http(s) URL that parses")
	}
	for _, p := range in.pages {
		for _, r := range opsRefs {
			in.resolve = append(in.resolve, [2]string{p, r})
		}
	}
	in.unicode = unicodeHostURLs(5000)
	return in
}

// unicodeHostWords are labels of registered internationalized domains
// and words in the scripts they are written in.
var unicodeHostWords = []string{
	"münchen", "bücher", "köln", "zürich", "straße", "café", "españa", "français",
	"ελλάδα", "παράδειγμα", "пример", "москва", "испытание", "україна",
	"例え", "日本語", "テスト", "中国", "公司", "网络", "한국", "실례",
	"مثال", "إختبار", "דוגמה", "उदाहरण", "परीक्षा", "ตัวอย่าง", "இந்தியா",
	"čeština", "łódź", "ÅLAND", "ŻÓŁW", "Ǆemal",
}

var unicodeHostTLDs = []string{"com", "de", "jp", "рф", "中国", "org", "example"}

// unicodeHostURLs returns n URLs whose host has one or two labels drawn
// from unicodeHostWords (a seeded generator: the same list every run),
// some with an ASCII label, a port or a path.
func unicodeHostURLs(n int) []string {
	rng := rand.New(rand.NewPCG(34, 2026))
	out := make([]string, 0, n)
	for len(out) < n {
		var b strings.Builder
		b.WriteString([]string{"https://", "http://"}[rng.IntN(2)])
		if rng.IntN(3) == 0 {
			b.WriteString("www.")
		}
		b.WriteString(unicodeHostWords[rng.IntN(len(unicodeHostWords))])
		if rng.IntN(2) == 0 {
			b.WriteString("." + unicodeHostWords[rng.IntN(len(unicodeHostWords))])
		}
		b.WriteString("." + unicodeHostTLDs[rng.IntN(len(unicodeHostTLDs))])
		if rng.IntN(5) == 0 {
			b.WriteString(":8080")
		}
		b.WriteString([]string{"/", "/index.html", "/a/b?q=1", "/search?q=x#r"}[rng.IntN(4)])
		out = append(out, b.String())
	}
	return out
}

// TestOpsInputs checks the benchmark inputs are what they claim and, when
// $WHATWGURL_OPS_DUMP names a directory, writes them there for ada's
// driver (scripts/adaops): pages.txt, resolve.txt (base TAB reference),
// queries.txt and unicode_hosts.txt.
func TestOpsInputs(t *testing.T) {
	in := loadOpsInputs(t)
	for _, s := range in.unicode {
		u, err := Parse(s)
		if err != nil {
			t.Fatalf("Parse(%q): %v", s, err)
		}
		// Every host was Unicode before the host parser: its ASCII
		// serialization holds an A-label.
		if !strings.Contains(u.Hostname(), "xn--") {
			t.Errorf("Parse(%q).Hostname() = %q: no A-label", s, u.Hostname())
		}
	}
	for _, p := range in.resolve {
		base := MustParse(p[0])
		if _, err := base.Parse(p[1]); err != nil {
			t.Errorf("resolve %q against %q: %v", p[1], p[0], err)
		}
	}
	dir := os.Getenv("WHATWGURL_OPS_DUMP")
	if dir == "" {
		return
	}
	var resolve []string
	for _, p := range in.resolve {
		resolve = append(resolve, p[0]+"\t"+p[1])
	}
	for name, lines := range map[string][]string{
		"pages.txt": in.pages, "resolve.txt": resolve,
		"queries.txt": in.queries, "unicode_hosts.txt": in.unicode,
	} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// benchItems runs op over n items per b.N and reports ns/item and
// allocs/item.
func benchItems(b *testing.B, n int, op func()) {
	b.ReportAllocs()
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		op()
	}
	b.StopTimer()
	runtime.ReadMemStats(&after)
	items := float64(b.N) * float64(n)
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/items, "ns/item")
	b.ReportMetric(float64(after.Mallocs-before.Mallocs)/items, "allocs/item")
}

// BenchmarkOps times each operation of the table over its inputs;
// the parse figures are BenchmarkDatasets' (unicode_hosts among them).
func BenchmarkOps(b *testing.B) {
	in := loadOpsInputs(b)
	bases := make([]URL, len(in.resolve))
	for i, p := range in.resolve {
		bases[i] = MustParse(p[0])
	}
	b.Run("op=resolve", func(b *testing.B) {
		benchItems(b, len(in.resolve), func() {
			for i, p := range in.resolve {
				if u, err := bases[i].Parse(p[1]); err == nil {
					benchSink += len(u.Href())
				}
			}
		})
	})
	sets := readDatasets(b)
	sets = append(sets, dataset{Name: "unicode_hosts", Lines: in.unicode})
	for _, d := range sets {
		b.Run("op=canparse/data="+d.Name, func(b *testing.B) {
			benchItems(b, len(d.Lines), func() {
				for _, line := range d.Lines {
					if CanParse(line) {
						benchSink++
					}
				}
			})
		})
	}
	for _, s := range opsSetters {
		urls := make([]URL, len(in.pages))
		for i, p := range in.pages {
			urls[i] = MustParse(p)
		}
		b.Run("op=set-"+s.name, func(b *testing.B) {
			k := 0
			benchItems(b, len(urls), func() {
				v := s.vals[k&1]
				k++
				for i := range urls {
					if s.set(&urls[i], v) == nil {
						benchSink++
					}
				}
			})
		})
	}
	// The floor of a setter that returns a new href: the href up to its
	// fragment and the new one, concatenated (one allocation), on the
	// set-hash inputs; what set-hash costs beyond it is the setter's own.
	b.Run("op=floor-concat", func(b *testing.B) {
		hrefs := slices.Clone(in.pages)
		vals := [2]string{"#section-2", "#top"}
		k := 0
		benchItems(b, len(hrefs), func() {
			v := vals[k&1]
			k++
			for i, h := range hrefs {
				if j := strings.IndexByte(h, '#'); j >= 0 {
					h = h[:j]
				}
				hrefs[i] = h + v
			}
		})
	})
	b.Run("op=searchparams-parse-serialize", func(b *testing.B) {
		benchItems(b, len(in.queries), func() {
			for _, q := range in.queries {
				benchSink += len(ParseSearchParams(q).String())
			}
		})
	})
	b.Run("op=searchparams-sort", func(b *testing.B) {
		benchItems(b, len(in.queries), func() {
			for _, q := range in.queries {
				p := ParseSearchParams(q)
				p.Sort()
				benchSink += p.Len()
			}
		})
	})
}
