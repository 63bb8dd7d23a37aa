package interoptest

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/webstd/whatwgurl"
)

// config holds URLs and hosts in every shape go-cmp walks.
type config struct {
	Endpoint whatwgurl.URL
	Proxy    *whatwgurl.URL
	Bind     whatwgurl.Host
	Allow    []whatwgurl.Host
	Mirrors  map[string]whatwgurl.URL
	Inner    struct{ Link whatwgurl.URL }
}

func newConfig(endpoint, proxy, bind string) config {
	p := whatwgurl.MustParse(proxy)
	c := config{
		Endpoint: whatwgurl.MustParse(endpoint),
		Proxy:    &p,
		Bind:     whatwgurl.MustParseHost(bind),
		Allow:    []whatwgurl.Host{whatwgurl.MustParseHost("a.example"), whatwgurl.MustParseHost("[::1]")},
		Mirrors:  map[string]whatwgurl.URL{"eu": whatwgurl.MustParse("https://eu.example/")},
	}
	c.Inner.Link = whatwgurl.MustParse(endpoint)
	return c
}

// TestCmp compares URLs, hosts and structs holding them with cmp.Equal
// and cmp.Diff, without options: go-cmp uses their Equal methods (it
// panics on a struct with unexported fields and no Equal method).
func TestCmp(t *testing.T) {
	opaque, err := whatwgurl.ParseOpaqueHost("example.com")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		x, y any
		want bool
	}{
		{"same URL from different input", whatwgurl.MustParse("HTTPS://EXAMPLE.com:443/a/../b"), whatwgurl.MustParse("https://example.com/b"), true},
		{"different fragment", whatwgurl.MustParse("https://x/#a"), whatwgurl.MustParse("https://x/"), false},
		{"zero URLs", whatwgurl.URL{}, whatwgurl.URL{}, true},
		{"*URL", ptr(whatwgurl.MustParse("https://x/")), ptr(whatwgurl.MustParse("HTTPS://X")), true},
		{"same host from different input", whatwgurl.MustParseHost("0x7f.1"), whatwgurl.MustParseHost("127.0.0.1"), true},
		{"domain and opaque host", whatwgurl.MustParseHost("example.com"), opaque, false},
		{"zero Hosts", whatwgurl.Host{}, whatwgurl.Host{}, true},
		{"equal structs", newConfig("https://a/", "http://p:3128/", "LOCALHOST"), newConfig("HTTPS://A", "http://p:3128", "localhost"), true},
		{"structs differ in a pointer", newConfig("https://a/", "http://p:3128/", "h"), newConfig("https://a/", "http://p:3129/", "h"), false},
		{"structs differ in a host", newConfig("https://a/", "http://p/", "h1"), newConfig("https://a/", "http://p/", "h2"), false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := cmp.Equal(tt.x, tt.y); got != tt.want {
				t.Errorf("cmp.Equal = %v, want %v", got, tt.want)
			}
			if diff := cmp.Diff(tt.x, tt.y); (diff == "") != tt.want {
				t.Errorf("cmp.Diff = %q; want a diff: %v", diff, !tt.want)
			}
		})
	}

	// The diff names the differing URLs by their hrefs.
	diff := cmp.Diff(newConfig("https://a/", "http://p:3128/", "h"), newConfig("https://a/", "http://p:3129/", "h"))
	if !strings.Contains(diff, "http://p:3128/") || !strings.Contains(diff, "http://p:3129/") {
		t.Errorf("cmp.Diff does not show the hrefs:\n%s", diff)
	}
}

func ptr[T any](v T) *T { return &v }
