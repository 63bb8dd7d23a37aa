package urlpattern

import "testing"

// The benchmarks of the route table (routes_test.go): one pattern's Test
// and Exec, and a List of 1,000 routes against testing each in turn, over
// the same URLs (two thirds of them match a route).

func BenchmarkPatternTest(b *testing.B) {
	p := MustNew("https://www.example.com/api/v1/users/:id", "", Options{})
	urls := routeURLs(240, 2)
	b.ResetTimer()
	i := 0
	for b.Loop() {
		p.Test(urls[i%len(urls)], "")
		i++
	}
}

// BenchmarkPatternExec runs Exec on a URL that matches, with a group.
func BenchmarkPatternExec(b *testing.B) {
	for _, c := range []struct{ name, pattern, url string }{
		{"segment", "https://www.example.com/api/v1/users/:id", "https://www.example.com/api/v1/users/1042"},
		{"regexp", "https://www.example.com/api/v1/users/:id(\\d+)", "https://www.example.com/api/v1/users/1042"},
		{"wildcard", "https://*.example.com/static/*", "https://cdn.example.com/static/css/site.css"},
	} {
		p := MustNew(c.pattern, "", Options{})
		if p.Exec(c.url, "") == nil {
			b.Fatalf("%s does not match %s", c.pattern, c.url)
		}
		b.Run(c.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				p.Exec(c.url, "")
			}
		})
	}
}

// BenchmarkTestMatching: Test on one pattern, a URL that matches.
func BenchmarkTestMatching(b *testing.B) {
	p := MustNew("https://www.example.com/api/v1/users/:id", "", Options{})
	b.ReportAllocs()
	for b.Loop() {
		p.Test("https://www.example.com/api/v1/users/1042", "")
	}
}

func BenchmarkList(b *testing.B) {
	patterns := compileRoutes(b, routeTable(1000))
	l := NewList(patterns...)
	urls := routeURLs(1200, 4)
	b.Run("List.First", func(b *testing.B) {
		b.ReportAllocs()
		i := 0
		for b.Loop() {
			l.First(urls[i%len(urls)], "")
			i++
		}
	})
	b.Run("EachInTurn", func(b *testing.B) {
		i := 0
		for b.Loop() {
			u := urls[i%len(urls)]
			for _, p := range patterns {
				if p.Test(u, "") {
					break
				}
			}
			i++
		}
	})
	// Each in turn on the URL parsed once (TestURL), as a careful caller
	// would write it.
	b.Run("EachInTurnParsed", func(b *testing.B) {
		i := 0
		for b.Loop() {
			u, _ := parseInput(urls[i%len(urls)], "")
			for _, p := range patterns {
				if p.TestURL(u) {
					break
				}
			}
			i++
		}
	})
	b.Run("OnePattern.Test", func(b *testing.B) {
		p := patterns[1]
		i := 0
		for b.Loop() {
			p.Test(urls[i%len(urls)], "")
			i++
		}
	})
}

// TestTestAllocs: Test on a canonical URL allocates nothing for a pattern
// without regexp groups (the URL parser returns a canonical input as it is).
func TestTestAllocs(t *testing.T) {
	for _, c := range []struct{ pattern, url string }{
		{"https://www.example.com/api/v1/users/:id", "https://www.example.com/api/v1/users/1042"},
		{"https://www.example.com/api/v1/users/:id", "https://www.example.com/api/v2/users/1042"},
		{"https://{*.}?example.com/static/*", "https://cdn.example.com/static/css/site.css"},
		{"http{s}?://*:*/:a/:b?", "http://localhost:8080/x/y"},
	} {
		p := MustNew(c.pattern, "", Options{})
		if p.HasRegExpGroups() {
			t.Fatalf("%s has regexp groups", c.pattern)
		}
		if n := testing.AllocsPerRun(100, func() { p.Test(c.url, "") }); n != 0 {
			t.Errorf("Test(%s) on %s: %v allocations, want 0", c.url, c.pattern, n)
		}
	}
	l := NewList(compileRoutes(t, routeTable(1000))...)
	for _, u := range routeURLs(24, 2) {
		if n := testing.AllocsPerRun(20, func() { l.First(u, "") }); n != 0 {
			t.Errorf("List.First(%s): %v allocations, want 0", u, n)
		}
	}
}

// TestExecAllocs: Exec on a canonical URL allocates nothing when the URL
// does not match, and once, the result with its groups, when it does (the
// URL parser returns a canonical input as it is, the result's strings are
// substrings of it, and a regexp group's offsets are found by the
// backtracker, which allocates nothing).
func TestExecAllocs(t *testing.T) {
	for _, c := range []struct {
		pattern, url string
		want         float64
	}{
		{"https://www.example.com/api/v1/users/:id", "https://www.example.com/api/v1/users/1042", 1},
		{"https://www.example.com/api/v1/users/:id", "https://www.example.com/api/v2/users/1042", 0},
		{"https://{*.}?example.com/static/*", "https://cdn.example.com/static/css/site.css", 1},
		{"http{s}?://*:*/:a/:b?", "http://localhost:8080/x/y", 1},
		{"http{s}?://*:*/:a/:b?", "http://localhost:8080/x/y/z", 0},
		{"https://www.example.com/api/v1/users/:id(\\d+)", "https://www.example.com/api/v1/users/1042", 1},
		{"https://www.example.com/api/v1/users/:id(\\d+)", "https://www.example.com/api/v1/users/x", 0},
		{"https://*.example.com/by-date/:y(\\d+)/:m(\\d+)", "https://a.example.com/by-date/2024/05", 1},
		// 16 groups (12 here, "*" of username, password, search and
		// hash), the most newResult allocates with the result; 17 are a
		// second allocation.
		{"/:a/:b/:c/:d/:e/:f/:g/:h/:i/:j/:k/:l", "https://h/1/2/3/4/5/6/7/8/9/10/11/12", 1},
		{"/:a/:b/:c/:d/:e/:f/:g/:h/:i/:j/:k/:l/:m", "https://h/1/2/3/4/5/6/7/8/9/10/11/12/13", 2},
	} {
		p := MustNew(c.pattern, "https://h", Options{})
		if raceEnabled && p.HasRegExpGroups() {
			continue // the race detector's sync.Pool drops the backtracker's state at random
		}
		if n := testing.AllocsPerRun(100, func() { p.Exec(c.url, "") }); n != c.want {
			t.Errorf("Exec(%s) on %s: %v allocations, want %v", c.url, c.pattern, n, c.want)
		}
	}
}
