package whatwgurl

import (
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"
)

// The resolve fast path (resolve_fast.go) against its slow twin, the
// first steps and the state machine alone (parseOptions.plain): the same
// URL (u == v compares the href and every offset), the same error, and,
// with a validation callback, the same calls, in the same order, at the
// same offsets.

// resolveTwinRefs are references of each shape the fast path takes and
// ones at its edges: encoded code points, tabs, newlines, spaces, a '#' in
// a query, '%', an apostrophe (special-query set), dot segments spelt
// every way, '\', schemes and what only looks like one, Windows drive
// letters, hosts the one-pass parser leaves, deep paths.
var resolveTwinRefs = []string{
	"#", "#f", "#a/b?c", "#f g", "#\tf", "#f\n", "#é", "#%zz", "#`", "#<x>", "##", "#{", "#%41",
	"?", "?q", "?a=b&c=d", "?q'x", "?a#b", "?a b", "?\tq", "?q\r", "?é", "?%41", "??", "? ", "?{", "?%",
	"", " ", "\t", " #f", "#f ", "\x00#f", " /a ", " ../x\x01",
	"/a/b?c", "../x", "//host.example/p", "./x", "x", "x/", "x/y?z#w", "x?", "x#", "x?#",
	".", "..", "./", "../", "../../../../x", "a/../b", "a/./b", "a/..", "a/.", "x/y/z/..", "x/y/z/../",
	"%2e", "%2E%2e", ".%2e/x", "%2e./x", "%2e%2e/x", "..%2f", "...", ".../x", ".a", "%2ex", "%2",
	"/..", "/.", "/./x", "/a/../../b", "/a/./", "/", "/?", "/#", "/%2e%2E/x", "/a//b", "//", "///x",
	"a b/c", "a\"b", "{x}", "a^b", "a`b", "a<b>", "a%zz", "a%41", "a|b", "a[b]", "a%", "a%4",
	"../a?b'c#d`e", "x?a b#c d", "x?é", "x#é", "é", "x/é", "/é",
	"C:/x", "c|/x", "C|", "/C:/x", "/c|/x", "a:b", "1a:b", "a+b", "a+b:c", "-a:b", "https:x", "HTTP://h/",
	"/a\\b", "a\\b", "\\x", "/\\x", "\\\\h/p", "x\ty", "x\ny", "/a\tb", "x\x7fy", "x\x00y",
	"//h", "//H/P", "//h:80/p", "//h:8080/p", "//h:/p", "//h:99999/", "//u@h/p", "//u:p@h/", "//@h/",
	"//h/a/../b", "//[::1]/", "//h/é", "//é/", "//xn--a/", "//1.2.3.4/", "//0x7f.1/", "//h?q#f",
	"//localhost/x", "//C:/x", "//h\\p", "//h/p ", "// h/",
	strings.Repeat("a/", 30) + "b", strings.Repeat("../", 30) + "b", strings.Repeat("a/../", 30),
}

// resolveTwinBases are bases of every shape the fast path tells apart.
var resolveTwinBases = []string{
	"https://example.com/a/b/c?q#f", "https://example.com/", "https://example.com", "http://u:p@h:8080/p/q?r#s",
	"http://u@h/", "ws://h/x/", "wss://1.2.3.4/a/b", "ftp://h:21/", "http://[::1]:80/a/b",
	"https://h/a/%2e/b", "https://h//", "https://h/a//b",
	"file:///C:/x/y", "file://host/x", "file:///", "file:///a/b",
	"foo://h/p?q#f", "foo:/p", "foo:/a/b", "foo://", "foo:///x", "foo:/.//x",
	"foo:opaque path?q#f", "mailto:x@y", "data:text/plain,x", "sc://h", "non-spec:/.//p",
}

// validationCall is one call of a validation callback.
type validationCall struct {
	err    ValidationError
	offset int
}

// resolveOnce parses ref against base with o's plain and dry, and with a
// recording callback when report; it returns the URL, the error and the
// calls.
func resolveOnce(base URL, ref string, plain, dry, report bool) (URL, ValidationError, []validationCall) {
	o := parseOptions{base: base, plain: plain, dry: dry}
	var calls []validationCall
	if report {
		o.onError = func(e ValidationError, at int) { calls = append(calls, validationCall{e, at}) }
	}
	var u URL
	err := basicParse(&u, ref, &o)
	return u, err, calls
}

// checkResolveTwin parses ref against base with the fast paths and with
// the state machine alone, dry and not, with a callback and without, and
// fails where they differ.
func checkResolveTwin(t *testing.T, base URL, ref string) {
	t.Helper()
	for _, dry := range []bool{false, true} {
		for _, report := range []bool{false, true} {
			if dry && report {
				continue // CanParse does not report
			}
			fast, ferr, fcalls := resolveOnce(base, ref, false, dry, report)
			slow, serr, scalls := resolveOnce(base, ref, true, dry, report)
			if dry {
				if (ferr == 0) != (serr == 0) {
					t.Errorf("base %q ref %q (dry): fast %v, slow %v", base.Href(), ref, ferr, serr)
				}
				continue
			}
			if fast != slow || ferr != serr || !slices.Equal(fcalls, scalls) {
				t.Errorf("base %q ref %q (report %v):\n fast %q %+v %v %v\n slow %q %+v %v %v",
					base.Href(), ref, report, fast.Href(), fast, ferr, fcalls, slow.Href(), slow, serr, scalls)
			}
		}
	}
}

// TestResolveFastTwin compares the fast path with its slow twin on every
// base of resolveTwinBases and setterTwinURLs with every reference of
// resolveTwinRefs and the crawler's link shapes (opsRefs).
func TestResolveFastTwin(t *testing.T) {
	refs := append(slices.Clone(resolveTwinRefs), opsRefs...)
	for _, s := range append(slices.Clone(resolveTwinBases), setterTwinURLs...) {
		base := MustParse(s)
		for _, ref := range refs {
			checkResolveTwin(t, base, ref)
		}
	}
}

// TestResolveFastTwinWPT compares the twins on every base of
// urltestdata.json (each base given, and each input without a base that
// parses) with every input given with a base in urltestdata.json and
// urltestdata-javascript-only.json, resolveTwinRefs and opsRefs.
func TestResolveFastTwinWPT(t *testing.T) {
	if os.Getenv("WHATWGURL_WPT") == "" {
		t.Skip("WHATWGURL_WPT is not set: the WPT data is not at hand")
	}
	baseSet := map[string]bool{}
	refSet := map[string]bool{}
	for _, r := range append(slices.Clone(resolveTwinRefs), opsRefs...) {
		refSet[r] = true
	}
	for _, name := range []string{"urltestdata.json", "urltestdata-javascript-only.json"} {
		for _, en := range decodeWPTURLData(t, name, readWPT(t, name)) {
			if en.c.Base != nil {
				refSet[en.c.Input] = true
				if name == "urltestdata.json" {
					baseSet[*en.c.Base] = true
				}
			} else if name == "urltestdata.json" {
				baseSet[en.c.Input] = true
			}
		}
	}
	n := 0
	for s := range baseSet {
		base, err := Parse(s)
		if err != nil {
			continue
		}
		n++
		for ref := range refSet {
			checkResolveTwin(t, base, ref)
		}
	}
	t.Logf("%d bases x %d references", n, len(refSet))
	// urltestdata.json has some 30 distinct bases and over 400 inputs
	// without a base that parse; far fewer means the data was misread.
	if n < 300 || len(refSet) < 400 {
		t.Fatalf("%d bases and %d references: the WPT data was misread", n, len(refSet))
	}
}

// TestResolveFastTaken checks that the fast path takes the crawler's link
// shapes against special bases, with a callback and without: the twin
// tests pass just as well when it takes nothing.
func TestResolveFastTaken(t *testing.T) {
	bases := []string{"https://example.com/a/b/c?q#f", "http://u:p@h:8080/p/", "https://example.com", "ws://1.2.3.4/x"}
	refs := append(slices.Clone(opsRefs), "", "x", "./x", "../../y?z#w", "a/../b", "/.", "..", "/%2e%2E/x")
	for _, s := range bases {
		for _, ref := range refs {
			for _, report := range []bool{false, true} {
				o := parseOptions{base: MustParse(s)}
				if report {
					o.onError = func(ValidationError, int) {}
				}
				var u URL
				if !resolveFast(&u, ref, &o) {
					t.Errorf("resolveFast(%q against %q, report %v) stepped aside", ref, s, report)
				}
			}
		}
	}
}

// TestResolveFastAllocs checks that a resolution the fast path takes
// allocates the href only, and the empty reference nothing: the aim of the
// fast path (docs/speed-ops.md).
func TestResolveFastAllocs(t *testing.T) {
	if testing.Short() {
		t.Skip("allocation counts are slow to measure")
	}
	base := MustParse("https://example.com/a/b/c?q#f")
	for ref, want := range map[string]float64{
		"/a/b?c": 1, "../x": 1, "?q": 1, "#f": 1, "//host.example/p": 1, "": 0, "a/../b%20c": 1, "x?a b#c d": 1,
	} {
		got := testing.AllocsPerRun(100, func() {
			if _, err := base.Parse(ref); err != nil {
				t.Fatal(err)
			}
		})
		if got != want {
			t.Errorf("base.Parse(%q): %v allocations, want %v", ref, got, want)
		}
	}
}

// FuzzResolveFast compares the resolve fast path with its slow twin on a
// base and a reference.
func FuzzResolveFast(f *testing.F) {
	for i, s := range append(slices.Clone(resolveTwinBases), setterTwinURLs...) {
		for j, ref := range append(slices.Clone(resolveTwinRefs), opsRefs...) {
			if (i+j)%4 == 0 {
				f.Add(s, ref, i%2 == 0)
			}
		}
	}
	f.Fuzz(func(t *testing.T, base, ref string, _ bool) {
		b, err := Parse(base)
		if err != nil {
			return
		}
		checkResolveTwin(t, b, ref)
	})
}

// BenchmarkResolveShapes times BenchmarkOps' resolution one link shape at a
// time: which shape costs what.
func BenchmarkResolveShapes(b *testing.B) {
	in := loadOpsInputs(b)
	bases := make([]URL, len(in.pages))
	for i, p := range in.pages {
		bases[i] = MustParse(p)
	}
	for _, ref := range opsRefs {
		b.Run("ref="+ref, func(b *testing.B) {
			benchItems(b, len(bases), func() {
				for i := range bases {
					if u, err := bases[i].Parse(ref); err == nil {
						benchSink += len(u.Href())
					}
				}
			})
		})
	}
}

// TestURLParseIsParserParse checks that base.Parse(ref), which builds its
// parse options itself, answers as Parser{Base: base}.Parse(ref), as its
// doc says, on every input of urltestdata.json given with a base.
func TestURLParseIsParserParse(t *testing.T) {
	n := 0
	for _, en := range decodeWPTURLData(t, "urltestdata.json", readWPT(t, "urltestdata.json")) {
		if en.c.Base == nil {
			continue
		}
		base, err := Parse(*en.c.Base)
		if err != nil {
			continue
		}
		n++
		got, gerr := base.Parse(en.c.Input)
		p := Parser{Base: base}
		want, werr := p.Parse(en.c.Input)
		if got != want || fmt.Sprint(gerr) != fmt.Sprint(werr) {
			t.Errorf("base %q ref %q: URL.Parse %q, %v; Parser.Parse %q, %v", base.Href(), en.c.Input, got.Href(), gerr, want.Href(), werr)
		}
	}
	if n < 300 {
		t.Fatalf("%d inputs with a base that parses: the WPT data was misread", n)
	}
}
