package whatwgurl

import (
	"strings"
	"testing"
)

// wptURL is a URL of urltestdata.json that parses, with the case it came
// from.
type wptURL struct {
	u URL
	c wptURLCase
}

// wptURLs returns every URL that a success case of urltestdata.json gives
// (the WPT harness checks that each equals the case's href).
func wptURLs(t *testing.T) []wptURL {
	t.Helper()
	const name = "urltestdata.json"
	var urls []wptURL
	for _, en := range decodeWPTURLData(t, name, readWPT(t, name)) {
		if en.c.Failure {
			continue
		}
		var u URL
		var err error
		if en.c.Base == nil {
			u, err = Parse(en.c.Input)
		} else {
			var base URL
			if base, err = Parse(*en.c.Base); err == nil {
				u, err = base.Parse(en.c.Input)
			}
		}
		if err != nil || u.Href() != *en.c.Href {
			t.Fatalf("%s[%d]: %q does not parse to %q (the WPT harness tells why)", name, en.index, en.c.Input, *en.c.Href)
		}
		urls = append(urls, wptURL{u, en.c})
	}
	if len(urls) < 500 {
		t.Fatalf("only %d URLs in %s", len(urls), name)
	}
	return urls
}

func TestRequestURI(t *testing.T) {
	tests := []struct {
		name, in, want string
	}{
		{"path and query", "https://example.com/a/b?c=d#e", "/a/b?c=d"},
		{"empty query kept", "http://example.com/a?", "/a?"},
		{"empty query, fragment", "http://example.com/a?#f", "/a?"},
		{"no query, fragment", "http://example.com/#f", "/"},
		{"pipe not escaped", "http://example.com/a|b", "/a|b"},
		{"invalid percent kept", "http://example.com/x%zzy", "/x%zzy"},
		{"encoded unreserved kept", "http://example.com/%41", "/%41"},
		{"non-ASCII encoded", "http://example.com/\u00e9?\u00e9", "/%C3%A9?%C3%A9"},
		{"double slash path", "http://example.com//evil.example/x", "//evil.example/x"},
		{"query keeps raw bytes", "http://example.com/?a=`{}|^", "/?a=`{}|^"},
		{"empty path non-special", "sc://h", "/"},
		{"empty path with query", "sc://h?q", "/?q"},
		{"null host path", "sc:/.//x", "//x"},
		{"opaque path", "mailto:a@b?subject=x#f", "a@b?subject=x"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := MustParse(tt.in).RequestURI(); got != tt.want {
				t.Errorf("RequestURI(%q) = %q, want %q", tt.in, got, tt.want)
			}
		})
	}
	if got := (URL{}).RequestURI(); got != "" {
		t.Errorf("zero URL: RequestURI = %q, want \"\"", got)
	}
}

// TestRequestURIWPT checks RequestURI against the pathname and search that
// urltestdata.json expects: their concatenation, with a lone '?' when the
// expected href has an empty query.
func TestRequestURIWPT(t *testing.T) {
	for _, w := range wptURLs(t) {
		c := w.c
		if w.u.HasOpaquePath() {
			continue
		}
		want := c.Pathname + c.Search
		if want == "" {
			want = "/"
		} else if c.Pathname == "" {
			want = "/" + want
		}
		hrefNoHash := strings.TrimSuffix(*c.Href, c.Hash)
		if c.Search == "" && strings.HasSuffix(strings.TrimSuffix(hrefNoHash, "#"), "?") {
			want += "?"
		}
		if got := w.u.RequestURI(); got != want {
			t.Errorf("%q: RequestURI = %q, want %q", *c.Href, got, want)
		}
	}
}

// checkRequestURL checks that net/url's RequestURI of u.RequestURL(), which
// is what net/http writes as the request-target, is u.RequestURI(); or,
// only for a path starting with "//" that net/url cannot hold, the
// absolute-form of it.
func checkRequestURL(t *testing.T, u URL) {
	t.Helper()
	nu := u.RequestURL()
	if u.HasOpaquePath() {
		if *nu != *u.NetURL() {
			t.Errorf("%q: RequestURL %#v, want NetURL %#v", u.Href(), nu, u.NetURL())
		}
		return
	}
	got, want := nu.RequestURI(), u.RequestURI()
	path := u.Pathname()
	absolute := strings.HasPrefix(path, "//") && (strings.IndexByte(path, '|') >= 0 || strings.IndexByte(path, '\\') >= 0 || hasInvalidPercent(path))
	if absolute {
		want = u.Scheme() + "://" + u.Host() + want
	}
	if got != want {
		t.Errorf("%q: net/url writes %q, want %q (Opaque %q, Path %q, RawPath %q)", u.Href(), got, want, nu.Opaque, nu.Path, nu.RawPath)
	}
	if nu.Host != u.Host() && u.HostKind() != OpaqueHost {
		t.Errorf("%q: Host %q, want %q", u.Href(), nu.Host, u.Host())
	}
	if nu.Path != PercentDecode(path) {
		t.Errorf("%q: Path %q, want %q", u.Href(), nu.Path, PercentDecode(path))
	}
}

// hasInvalidPercent reports whether s has a '%' not followed by two hex
// digits.
func hasInvalidPercent(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] == '%' && !isPercentEncodedByte(s, i) {
			return true
		}
	}
	return false
}

func TestRequestURL(t *testing.T) {
	tests := []struct {
		name, in         string
		opaque, wantWire string
	}{
		{"plain", "http://example.com/a/b?q", "", "/a/b?q"},
		{"encoded byte kept in RawPath", "http://example.com/%41%2F", "", "/%41%2F"},
		{"pipe in Opaque", "http://example.com/a|b?q", "/a|b", "/a|b?q"},
		{"invalid percent in Opaque", "http://example.com/x%zzy", "/x%zzy", "/x%zzy"},
		{"double slash in Path", "http://example.com//evil.example/x", "", "//evil.example/x"},
		{"double slash with pipe: absolute-form", "http://example.com:8080//a|b?q", "//example.com:8080//a|b", "http://example.com:8080//a|b?q"},
		{"brackets", "http://[::1]/[x]", "", "/[x]"},
		{"empty query", "http://example.com/?", "", "/?"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			nu := MustParse(tt.in).RequestURL()
			if nu.Opaque != tt.opaque {
				t.Errorf("Opaque = %q, want %q", nu.Opaque, tt.opaque)
			}
			if got := nu.RequestURI(); got != tt.wantWire {
				t.Errorf("net/url RequestURI = %q, want %q", got, tt.wantWire)
			}
		})
	}
	if (URL{}).RequestURL() != nil {
		t.Error("zero URL: RequestURL is not nil")
	}
}

func TestRequestURLWPT(t *testing.T) {
	for _, w := range wptURLs(t) {
		checkRequestURL(t, w.u)
	}
}

func TestRequestURLDatasets(t *testing.T) {
	for _, line := range datasetLines(t) {
		if u, err := Parse(line); err == nil {
			checkRequestURL(t, u)
		}
	}
}

func FuzzRequestURL(f *testing.F) {
	for _, s := range []string{"http://x//a|b?c", "http://x/%zz", "sc://h/a\\b", "sc:/.//a|b", "mailto:x?y", "http://x/?#"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		u, err := Parse(s)
		if err != nil {
			return
		}
		checkRequestURL(t, u)
	})
}
