package whatwgurl

import (
	"slices"
	"strings"
	"testing"
)

func TestDecodedPathSegments(t *testing.T) {
	tests := []struct {
		in   string
		want []string
	}{
		{"https://x/a/b%20c/%E2%82%AC", []string{"a", "b c", "€"}},
		{"https://x/files/a%2Fb", []string{"files", "a/b"}},
		{"https://x/files/a%2fb/", []string{"files", "a/b", ""}},
		{"https://x/a%5Cb", []string{`a\b`}},
		{`https://x/a\b`, []string{"a", "b"}}, // '\' is '/' in a special URL
		{`sc://x/a\b`, []string{`a\b`}},
		{"https://x/%zz%4", []string{"%zz%4"}},
		{"https://x/a+b", []string{"a+b"}},
		{"https://x/%FF", []string{"\xff"}},
		{"https://x/", []string{""}},
		{"https://x//", []string{"", ""}},
		{"sc://h", nil},
		{"mailto:a%20b", nil},
		{"file:///C:/a%20b", []string{"C:", "a b"}},
	}
	for _, tt := range tests {
		got := slices.Collect(MustParse(tt.in).DecodedPathSegments())
		if !slices.Equal(got, tt.want) {
			t.Errorf("%q: %q, want %q", tt.in, got, tt.want)
		}
	}
	if got := slices.Collect(URL{}.DecodedPathSegments()); got != nil {
		t.Errorf("zero URL: %q", got)
	}
	// Stopping early.
	for seg := range MustParse("https://x/a/b").DecodedPathSegments() {
		if seg != "a" {
			t.Errorf("first segment %q", seg)
		}
		break
	}
}

// TestDecodedPathSegmentsSlash: over every WPT URL and the datasets, a
// decoded segment holds '/' exactly when the segment held "%2F", and in a
// special URL '\' exactly when it held "%5C": what a router relies on.
func TestDecodedPathSegmentsSlash(t *testing.T) {
	var urls []URL
	for _, w := range wptURLs(t) {
		urls = append(urls, w.u)
	}
	for _, line := range datasetLines(t) {
		if u, err := Parse(line); err == nil {
			urls = append(urls, u)
		}
	}
	n := 0
	for _, u := range urls {
		raw := slices.Collect(u.PathSegments())
		dec := slices.Collect(u.DecodedPathSegments())
		if len(raw) != len(dec) {
			t.Fatalf("%q: %d segments, %d decoded", u.Href(), len(raw), len(dec))
		}
		for i := range raw {
			lower := strings.ToLower(raw[i])
			if strings.Contains(dec[i], "/") != strings.Contains(lower, "%2f") {
				t.Errorf("%q: segment %q decodes to %q", u.Href(), raw[i], dec[i])
			}
			if u.IsSpecial() && strings.Contains(dec[i], `\`) != strings.Contains(lower, "%5c") {
				t.Errorf("%q: segment %q decodes to %q", u.Href(), raw[i], dec[i])
			}
			if strings.Contains(lower, "%2f") {
				n++
			}
		}
	}
	if n == 0 {
		t.Error("no segment held %2F")
	}
}
