package whatwgurl

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

func TestJoinPath(t *testing.T) {
	tests := []struct {
		name, base string
		elem       []string
		want       string // "" when JoinPath fails
	}{
		{"one segment", "https://x/a", []string{"b"}, "https://x/a/b"},
		{"trailing slash replaced", "https://x/a/", []string{"b"}, "https://x/a/b"},
		{"root", "https://x/", []string{"b", "c"}, "https://x/b/c"},
		{"empty element adds trailing slash", "https://x/a", []string{"b", ""}, "https://x/a/b/"},
		{"empty elements kept", "https://x/a", []string{"", "b"}, "https://x/a//b"},
		{"slash encoded", "https://x/api", []string{"x/y"}, "https://x/api/x%2Fy"},
		{"backslash encoded in special", "https://x/", []string{`a\b`}, "https://x/a%5Cb"},
		{"backslash kept in non-special", "sc://h/", []string{`a\b`}, `sc://h/a\b`},
		{"query and fragment delimiters encoded", "https://x/", []string{"a?b#c"}, "https://x/a%3Fb%23c"},
		{"path set encoded", "https://x/", []string{"a b\"<>`{}^"}, "https://x/a%20b%22%3C%3E%60%7B%7D%5E"},
		{"percent kept", "https://x/", []string{"a%20b", "100%"}, "https://x/a%20b/100%"},
		{"tilde and pipe kept", "https://x/", []string{"~|"}, "https://x/~|"},
		{"tab and newline encoded", "https://x/", []string{"a\tb\nc"}, "https://x/a%09b%0Ac"},
		{"non-ASCII encoded", "https://x/", []string{"é"}, "https://x/%C3%A9"},
		{"invalid UTF-8 is U+FFFD", "https://x/", []string{"a\xffb"}, "https://x/a%EF%BF%BDb"},
		{"three dots is a name", "https://x/", []string{"..."}, "https://x/..."},
		{"dot inside is a name", "https://x/", []string{"a.", ".a"}, "https://x/a./.a"},
		{"query and fragment kept", "https://x/a?q=1#f", []string{"b"}, "https://x/a/b?q=1#f"},
		{"empty path non-special", "sc://h", []string{"a"}, "sc://h/a"},
		{"null host keeps path from becoming a host", "sc:/", []string{"", "a"}, "sc:/.//a"},
		{"file drive letter colon", "file:///", []string{"C:"}, "file:///C:"},
		{"no elements", "https://x/a/", nil, "https://x/a/"},
		{"dot", "https://x/", []string{"."}, ""},
		{"dot dot", "https://x/", []string{"a", ".."}, ""},
		{"encoded dot", "https://x/", []string{"%2e"}, ""},
		{"encoded dot upper", "https://x/", []string{"%2E"}, ""},
		{"mixed double dot", "https://x/", []string{".%2E"}, ""},
		{"encoded double dot", "https://x/", []string{"%2E%2e"}, ""},
		{"opaque path", "mailto:a", []string{"b"}, ""},
		{"file drive letter pipe", "file:///", []string{"C|"}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := MustParse(tt.base).JoinPath(tt.elem...)
			if tt.want == "" {
				var e *Error
				if err == nil || !errors.As(err, &e) || e.Op != "join path" {
					t.Fatalf("JoinPath(%q, %q) = %q, %v; want an *Error with Op \"join path\"", tt.base, tt.elem, got.Href(), err)
				}
				if !got.IsZero() {
					t.Errorf("failed JoinPath returned %q", got.Href())
				}
				return
			}
			if err != nil || got.Href() != tt.want {
				t.Errorf("JoinPath(%q, %q) = %q, %v; want %q", tt.base, tt.elem, got.Href(), err, tt.want)
			}
		})
	}
	if _, err := (URL{}).JoinPath("a"); err == nil {
		t.Error("zero URL: JoinPath did not fail")
	}
}

// TestJoinPathProperties joins random elements to every URL of
// urltestdata.json and the datasets with a non-opaque path, and checks
// that the result's segments are the base's (less a trailing empty one)
// followed by one segment per element that percent-decodes to the
// element, and that everything but the path is unchanged.
func TestJoinPathProperties(t *testing.T) {
	var bases []URL
	for _, w := range wptURLs(t) {
		bases = append(bases, w.u)
	}
	for i, line := range datasetLines(t) {
		if i%50 != 0 {
			continue
		}
		if u, err := Parse(line); err == nil {
			bases = append(bases, u)
		}
	}
	rng := newRand(20)
	const alphabet = "ab./\\?#%% \t~|:é\x00\x7f"
	randomElem := func() string {
		var b strings.Builder
		for n := rng.IntN(6); n > 0; n-- {
			r := []rune(alphabet)[rng.IntN(len([]rune(alphabet)))]
			b.WriteRune(r)
		}
		return b.String()
	}
	joined := 0
	for _, u := range bases {
		elem := []string{randomElem(), randomElem()}
		got, err := u.JoinPath(elem...)
		if u.HasOpaquePath() {
			if err == nil {
				t.Errorf("%q: JoinPath on an opaque path did not fail", u.Href())
			}
			continue
		}
		if err != nil {
			if slices.ContainsFunc(elem, func(e string) bool { return isSingleDotSegment(e) || isDoubleDotSegment(e) }) ||
				u.Scheme() == "file" && isWindowsDriveLetter(elem[0]) {
				continue
			}
			t.Errorf("%q joined with %q: %v", u.Href(), elem, err)
			continue
		}
		joined++
		if MustParse(got.Href()) != got {
			t.Errorf("%q: the result is not what the parser makes of its href", got.Href())
		}
		want := slices.Collect(u.PathSegments())
		if n := len(want); n > 0 && want[n-1] == "" {
			want = want[:n-1]
		}
		segs := slices.Collect(got.PathSegments())
		if len(segs) != len(want)+len(elem) || !slices.Equal(segs[:len(want)], want) {
			t.Errorf("%q joined with %q: segments %q, want %q followed by %d", u.Href(), elem, segs, want, len(elem))
			continue
		}
		for i, e := range elem {
			seg := segs[len(want)+i]
			if strings.IndexByte(e, '%') < 0 && PercentDecode(seg) != e {
				t.Errorf("%q: segment %q decodes to %q, want %q", got.Href(), seg, PercentDecode(seg), e)
			}
		}
		rest := func(v URL) [4]string { return [4]string{v.Protocol(), v.Host(), v.Search(), v.Hash()} }
		if rest(got) != rest(u) || got.Username() != u.Username() || got.Password() != u.Password() {
			t.Errorf("%q joined: %q changed more than the path", u.Href(), got.Href())
		}
	}
	if joined < 500 {
		t.Errorf("only %d joins", joined)
	}
}

func TestPathSegments(t *testing.T) {
	tests := []struct {
		in   string
		want []string
	}{
		{"https://x/a/b%20c/", []string{"a", "b%20c", ""}},
		{"https://x/", []string{""}},
		{"https://x/a%2Fb", []string{"a%2Fb"}},
		{"https://x//", []string{"", ""}},
		{"sc://h", nil},
		{"sc://h/a", []string{"a"}},
		{"sc:/.//a", []string{"", "a"}},
		{"file:///C:/x", []string{"C:", "x"}},
		{"mailto:a/b", nil},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			got := slices.Collect(MustParse(tt.in).PathSegments())
			if !slices.Equal(got, tt.want) {
				t.Errorf("PathSegments(%q) = %q, want %q", tt.in, got, tt.want)
			}
		})
	}
	if got := slices.Collect((URL{}).PathSegments()); got != nil {
		t.Errorf("zero URL: %q", got)
	}
	// Stopping early.
	for seg := range MustParse("https://x/a/b/c").PathSegments() {
		if seg != "a" {
			t.Errorf("first segment %q", seg)
		}
		break
	}
}

// TestPathSegmentsWPT checks that the segments, each after a '/', make
// the pathname urltestdata.json expects.
func TestPathSegmentsWPT(t *testing.T) {
	for _, w := range wptURLs(t) {
		var b strings.Builder
		for seg := range w.u.PathSegments() {
			b.WriteByte('/')
			b.WriteString(seg)
		}
		want := w.c.Pathname
		if w.u.HasOpaquePath() {
			want = ""
		}
		if b.String() != want {
			t.Errorf("%q: segments make %q, want %q", *w.c.Href, b.String(), want)
		}
	}
}

func FuzzJoinPath(f *testing.F) {
	f.Add("https://x/a/", "b/c", "%2e")
	f.Add("file:///", "C|", "x")
	f.Add("sc:/", "", "a")
	f.Fuzz(func(t *testing.T, base, e1, e2 string) {
		u, err := Parse(base)
		if err != nil {
			return
		}
		v, err := u.JoinPath(e1, e2)
		if err != nil {
			if !v.IsZero() {
				t.Fatalf("JoinPath failed (%v) but returned %q", err, v.Href())
			}
			return
		}
		if MustParse(v.Href()) != v {
			t.Fatalf("%q joined with %q, %q: %q is not what the parser makes of it", u.Href(), e1, e2, v.Href())
		}
		segs := slices.Collect(v.PathSegments())
		if len(segs) < 2 || strings.IndexByte(e2, '%') < 0 && PercentDecode(segs[len(segs)-1]) != toScalarValues(e2) {
			t.Fatalf("%q joined with %q, %q: segments %q", u.Href(), e1, e2, segs)
		}
	})
}
