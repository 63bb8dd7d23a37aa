package urlpattern

import (
	"os"
	"strings"
	"testing"
)

// The patterns and URLs of the comparison with ada's url_pattern
// (scripts/bench-ada-urlpattern.sh): each route of the route table as a
// constructor string on https://www.example.com, with a URL drawn from
// the table (two thirds match their pattern). Both programs read the same
// pairs.

func adaPairs() (patterns, urls []string) {
	fill := strings.NewReplacer(":id", "1042", ":itemId", "7", ":format", "json", "*", "2024/report.pdf",
		":year(\\d+)", "2024", ":month(\\d+)", "05")
	for i, r := range routeTable(200) {
		host := "www.example.com"
		if r.Hostname != nil {
			host = *r.Hostname
		}
		patterns = append(patterns, "https://"+host+*r.Pathname)
		path := fill.Replace(*r.Pathname)
		if i%3 == 2 {
			// One in three does not match: another API version.
			path = strings.Replace(path, "/api/v1/", "/api/v9/", 1)
		}
		urls = append(urls, "https://"+host+path)
	}
	return patterns, urls
}

// TestWriteAdaPairs writes the pairs, "pattern<TAB>url" per line, to the
// file $WHATWGURL_URLPATTERN_PAIRS; it does nothing without it.
func TestWriteAdaPairs(t *testing.T) {
	file := os.Getenv("WHATWGURL_URLPATTERN_PAIRS")
	if file == "" {
		t.Skip("WHATWGURL_URLPATTERN_PAIRS not set (scripts/bench-ada-urlpattern.sh sets it)")
	}
	patterns, urls := adaPairs()
	var b strings.Builder
	for i := range patterns {
		b.WriteString(patterns[i] + "\t" + urls[i] + "\n")
	}
	if err := os.WriteFile(file, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

// BenchmarkAdaPairs: Exec and Test of each pattern on its URL; ns/op is
// per pair, as the C++ side reports it.
func BenchmarkAdaPairs(b *testing.B) {
	ps, urls := adaPairs()
	patterns := make([]*Pattern, len(ps))
	for i, s := range ps {
		patterns[i] = MustNew(s, "", Options{})
	}
	matched := 0
	for i, p := range patterns {
		if p.Test(urls[i], "") {
			matched++
		}
	}
	b.Logf("%d of %d pairs match", matched, len(patterns))
	b.Run("Exec", func(b *testing.B) {
		i := 0
		for b.Loop() {
			patterns[i].Exec(urls[i], "")
			if i++; i == len(patterns) {
				i = 0
			}
		}
	})
	b.Run("Test", func(b *testing.B) {
		i := 0
		for b.Loop() {
			patterns[i].Test(urls[i], "")
			if i++; i == len(patterns) {
				i = 0
			}
		}
	})
}
