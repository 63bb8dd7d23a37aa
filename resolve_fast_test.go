package whatwgurl

import (
	"os"
	"testing"
)

// resolveTwinRefs are query-only and fragment-only references the fast
// path takes and ones at its edges: encoded code points, tabs, spaces, a
// '#' in a query, '%', an apostrophe (special-query set).
var resolveTwinRefs = []string{
	"#", "#f", "#a/b?c", "#f g", "#\tf", "#f\n", "#é", "#%zz", "#`", "#<x>", "##",
	"?", "?q", "?a=b&c=d", "?q'x", "?a#b", "?a b", "?\tq", "?q\r", "?é", "?%41", "??", "? ",
	"/a/b?c", "../x", "//host.example/p", "", " #f", "#f ",
}

// checkResolveTwin parses ref against base with the fast paths and with
// the state machine alone (parseOptions.plain) and fails when they differ.
func checkResolveTwin(t *testing.T, base URL, ref string, dry bool) {
	t.Helper()
	o := parseOptions{base: base, dry: dry}
	var fast, slow URL
	ferr := basicParse(&fast, ref, &o)
	o.plain = true
	serr := basicParse(&slow, ref, &o)
	if fast != slow || ferr != serr {
		t.Errorf("base %q ref %q (dry %v): fast %q %+v %v, slow %q %+v %v", base.Href(), ref, dry, fast.Href(), fast, ferr, slow.Href(), slow, serr)
	}
}

// TestResolveQueryOrFragmentTwin compares resolveQueryOrFragment with the
// state machine on every base of urltestdata.json and the fixed URLs of
// setterTwinURLs.
func TestResolveQueryOrFragmentTwin(t *testing.T) {
	bases := map[string]bool{}
	for _, s := range setterTwinURLs {
		bases[s] = true
	}
	if os.Getenv("WHATWGURL_WPT") != "" {
		for _, en := range decodeWPTURLData(t, "urltestdata.json", readWPT(t, "urltestdata.json")) {
			if en.c.Base != nil {
				bases[*en.c.Base] = true
			}
			if en.c.Base == nil {
				bases[en.c.Input] = true
			}
		}
	}
	n := 0
	for s := range bases {
		base, err := Parse(s)
		if err != nil {
			continue
		}
		n++
		for _, ref := range resolveTwinRefs {
			checkResolveTwin(t, base, ref, false)
			checkResolveTwin(t, base, ref, true)
		}
	}
	if n < len(setterTwinURLs) {
		t.Fatalf("%d bases parsed, want at least %d", n, len(setterTwinURLs))
	}
}

// FuzzResolveQueryOrFragment compares the fast path for query-only and
// fragment-only references with the state machine.
func FuzzResolveQueryOrFragment(f *testing.F) {
	for i, s := range setterTwinURLs {
		for _, ref := range resolveTwinRefs {
			f.Add(s, ref, i%2 == 0)
		}
	}
	f.Fuzz(func(t *testing.T, base, ref string, dry bool) {
		b, err := Parse(base)
		if err != nil {
			return
		}
		checkResolveTwin(t, b, ref, dry)
	})
}
