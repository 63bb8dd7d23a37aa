package urlpattern

import (
	"slices"
	"testing"
)

func compileRoutes(tb testing.TB, routes []Init) []*Pattern {
	tb.Helper()
	patterns := make([]*Pattern, len(routes))
	for i, r := range routes {
		p, err := NewFromInit(r, Options{})
		if err != nil {
			tb.Fatalf("route %d %s: %v", i, *r.Pathname, err)
		}
		patterns[i] = p
	}
	return patterns
}

// TestListAgreesWithEachInTurn: a List's First and All are what testing
// the patterns one by one in order gives (the definition of both).
func TestListAgreesWithEachInTurn(t *testing.T) {
	patterns := compileRoutes(t, routeTable(1000))
	// Patterns the trie cannot index, and some that overlap the routes.
	for _, s := range []string{
		"https://*.example.com/*", "/api/:version/users/:id", "/api/v1/{users}?/:id?", "/API/v1/users", "*",
		"/api/v1/users/:id+", "/api/v2/orders/*/items", "/:a/:b/:c/:d", "/api/v1/files/:name.:ext", "data\\:*",
	} {
		var p *Pattern
		var err error
		if s[0] == '/' || s == "*" {
			p, err = NewFromInit(Init{Pathname: ptr(s)}, Options{IgnoreCase: s == "/API/v1/users"})
		} else {
			p, err = New(s, "", Options{})
		}
		if err != nil {
			t.Fatal(err)
		}
		patterns = append(patterns[:len(patterns)/2], append([]*Pattern{p}, patterns[len(patterns)/2:]...)...)
	}
	checkList(t, compileRoutes(t, routeTable(1000)))
	checkList(t, patterns)
}

func checkList(t *testing.T, patterns []*Pattern) {
	l := NewList(patterns...)
	urls := append(routeURLs(3000, 4), "https://www.example.com/", "https://www.example.com/api/v1/users/1/2/3",
		"https://www.example.com//api", "data:text/plain,x", "https://www.example.com/API/V1/USERS",
		"https://admin.example.com/api/v1/users/12/history", "https://www.example.com/api/v1/files/a.b.c")
	matched := 0
	for _, u := range urls {
		want, wantAll := -1, []int(nil)
		for i, p := range patterns {
			if p.Test(u, "") {
				if want < 0 {
					want = i
				}
				wantAll = append(wantAll, i)
			}
		}
		if got := l.First(u, ""); got != want {
			t.Errorf("First(%s) = %d, want %d", u, got, want)
		}
		if got := l.All(u, ""); !slices.Equal(got, wantAll) {
			t.Errorf("All(%s) = %v, want %v", u, got, wantAll)
		}
		if want >= 0 {
			matched++
		}
	}
	t.Logf("%d of %d URLs match a pattern", matched, len(urls))
}
