package whatwgurl

import (
	"testing"
)

// TestMakeRelativeRFC3986 inverts the examples of RFC 3986, section
// 5.4.1: against the base "http://a/b/c/d;p?q", each target is the
// resolution of the references listed there, and MakeRelative must give
// the shortest of them. Where the URL Standard resolves differently (it
// gives "http://g" the path "/"), the target is the standard's.
func TestMakeRelativeRFC3986(t *testing.T) {
	base := MustParse("http://a/b/c/d;p?q")
	tests := []struct {
		target, want string
	}{
		{"g:h", "g:h"},
		{"http://a/b/c/g", "g"},         // "g", "./g"
		{"http://a/b/c/g/", "g/"},       // "g/"
		{"http://a/g", "/g"},            // "/g", "../../g", "../../../g"
		{"http://g/", "//g"},            // "//g"
		{"http://a/b/c/d;p?y", "?y"},    // "?y"
		{"http://a/b/c/g?y", "g?y"},     // "g?y"
		{"http://a/b/c/d;p?q#s", "#s"},  // "#s"
		{"http://a/b/c/g#s", "g#s"},     // "g#s"
		{"http://a/b/c/g?y#s", "g?y#s"}, // "g?y#s"
		{"http://a/b/c/;x", ";x"},       // ";x"
		{"http://a/b/c/g;x", "g;x"},     // "g;x"
		{"http://a/b/c/g;x?y#s", "g;x?y#s"},
		{"http://a/b/c/d;p?q", ""}, // ""
		{"http://a/b/c/", "."},     // ".", "./"
		{"http://a/b/", ".."},      // "..", "../"
		{"http://a/b/g", "../g"},   // "../g"
		{"http://a/", "/"},         // "../..", "../../", "/"
		{"http://a/b/c/g.", "g."},  // "g."
		{"http://a/b/c/..g", "..g"},
		{"http://a/b/c/g/h", "g/h"}, // "./g/./h"
		{"http://a/b/c/y", "y"},     // "g;x=1/../y"
	}
	for _, tt := range tests {
		t.Run(tt.target, func(t *testing.T) {
			got, ok := base.MakeRelative(MustParse(tt.target))
			if !ok || got != tt.want {
				t.Errorf("MakeRelative(%q) = %q, %v; want %q", tt.target, got, ok, tt.want)
			}
		})
	}
}

// TestMakeRelative covers what the URL Standard's parser does beyond
// RFC 3986: file URLs' drive letters, special schemes, opaque paths,
// empty segments and a first segment holding ':'. The expected references
// resolve to the targets in jsdom's whatwg-url 17.3.0 as well.
func TestMakeRelative(t *testing.T) {
	tests := []struct {
		name, base, target, want string
	}{
		{"colon in first segment", "http://a/b", "http://a/c:d", "/c:d"},
		{"colon in first segment, deeper", "http://a/b/c", "http://a/b/c:d", "./c:d"},
		{"empty first segment", "http://a/b", "http://a//x", ".//x"},
		{"fragment only", "http://a/b#x", "http://a/b#y", "#y"},
		{"drop fragment", "http://a/b?q#x", "http://a/b?q", ""},
		{"drop query", "http://a/b?q", "http://a/b", "b"},
		{"drop query of directory", "http://a/b/?q", "http://a/b/", "."},
		{"other scheme", "http://a/b", "https://a/b", "https://a/b"},
		{"other port", "http://a/b", "http://a:81/b", "//a:81/b"},
		{"credentials", "http://u@a/b", "http://a/b", "//a/b"},
		{"file drive copied from the base", "file:///C:/a/b", "file:///C:/x", "/x"},
		{"file drive as host", "file://h/p", "file:///Y:", "//Y:"},
		{"file without drive from a drive", "file:///C:/a", "file:///x", "///x"},
		{"file drive letter segment", "file:///a/b", "file:///a/C:/x", "./C:/x"},
		{"file host", "file:///a", "file://h/a", "//h/a"},
		{"opaque base", "mailto:a", "mailto:a#s", "#s"},
		{"opaque base other", "mailto:a", "mailto:b", "mailto:b"},
		{"non-special empty path", "sc://g/x", "sc://h", "//h"},
		{"non-special root", "sc://g/x/y", "sc://g/", "/"},
		{"non-special parent", "sc://g/x/y/z", "sc://g/x/", ".."},
		{"null host double slash", "sc:/a", "sc:/.//x", ".//x"},
		{"same", "http://a/b", "http://a/b", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, ok := MustParse(tt.base).MakeRelative(MustParse(tt.target))
			if !ok || got != tt.want {
				t.Errorf("MakeRelative(%q, %q) = %q, %v; want %q", tt.base, tt.target, got, ok, tt.want)
			}
		})
	}
	if _, ok := (URL{}).MakeRelative(MustParse("http://a/")); ok {
		t.Error("zero base: ok")
	}
	if _, ok := MustParse("http://a/").MakeRelative(URL{}); ok {
		t.Error("zero target: ok")
	}
}

// checkMakeRelative checks that u.Parse(u.MakeRelative(target)) == target
// and, when thorough, that no suffix of target's href that is shorter
// resolves to target.
func checkMakeRelative(t *testing.T, u, target URL, thorough bool) {
	t.Helper()
	ref, ok := u.MakeRelative(target)
	if !ok {
		t.Errorf("MakeRelative(%q, %q) not ok", u.Href(), target.Href())
		return
	}
	if v, err := u.Parse(ref); err != nil || v != target {
		t.Errorf("MakeRelative(%q, %q) = %q, which resolves to %q (%v)", u.Href(), target.Href(), ref, v.Href(), err)
		return
	}
	if len(ref) > len(target.Href()) {
		t.Errorf("MakeRelative(%q, %q) = %q, longer than the href", u.Href(), target.Href(), ref)
	}
	if !thorough {
		return
	}
	href := target.Href()
	for i := len(href) - len(ref) + 1; i <= len(href); i++ {
		if v, err := u.Parse(href[i:]); err == nil && v == target {
			t.Errorf("MakeRelative(%q, %q) = %q, but %q is shorter", u.Href(), target.Href(), ref, href[i:])
			return
		}
	}
}

// relativeVariants returns URLs near u: without its fragment, with
// another fragment and query, a child, a sibling, its parent, and the
// root.
func relativeVariants(u URL) []URL {
	vs := []URL{u, u.WithoutFragment()}
	for _, ref := range []string{"#x", "?y", "z", "z/", "../z?y", "..", "/", "//other.example/p"} {
		if v, err := u.Parse(ref); err == nil {
			vs = append(vs, v)
		}
	}
	if v, err := u.JoinPath("c:d"); err == nil {
		vs = append(vs, v)
	}
	return vs
}

func TestMakeRelativeWPT(t *testing.T) {
	urls := wptURLs(t)
	rng := newRand(5)
	for i, w := range urls {
		for _, v := range relativeVariants(w.u) {
			checkMakeRelative(t, w.u, v, true)
			checkMakeRelative(t, v, w.u, true)
		}
		checkMakeRelative(t, w.u, urls[(i+1)%len(urls)].u, true)
		checkMakeRelative(t, w.u, urls[rng.IntN(len(urls))].u, true)
	}
}

// TestMakeRelativeDatasets: each URL of the datasets against the next one
// in its list (lists are sorted or grouped, so neighbours share much),
// against a random one, and against itself and its variants.
func TestMakeRelativeDatasets(t *testing.T) {
	var urls []URL
	for _, line := range datasetLines(t) {
		if u, err := Parse(line); err == nil {
			urls = append(urls, u)
		}
	}
	step := 1
	if testing.Short() {
		step = 10
	}
	rng := newRand(7)
	for i := 0; i < len(urls); i += step {
		u := urls[i]
		checkMakeRelative(t, u, urls[(i+1)%len(urls)], i%50 == 0)
		checkMakeRelative(t, u, urls[rng.IntN(len(urls))], false)
		if i%10 == 0 {
			for _, v := range relativeVariants(u) {
				checkMakeRelative(t, u, v, i%50 == 0)
			}
		}
	}
}

func FuzzMakeRelative(f *testing.F) {
	f.Add("http://a/b/c/d;p?q", "http://a/b/g?y#s")
	f.Add("file:///C:/a/b", "file:///x")
	f.Add("sc:/a", "sc:/.//x")
	f.Fuzz(func(t *testing.T, base, target string) {
		u, err1 := Parse(base)
		v, err2 := Parse(target)
		if err1 != nil || err2 != nil {
			return
		}
		checkMakeRelative(t, u, v, false)
	})
}
