package whatwgurl

import (
	"os"
	"testing"
)

// TestIsValidURLString checks the recognizer against the grammar of "URL
// writing" and "Host writing", production by production.
func TestIsValidURLString(t *testing.T) {
	tests := []struct {
		name, in, base string
		want           bool
	}{
		// absolute-URL-with-fragment string
		{"special", "https://example.com/a?b#c", "", true},
		{"special no path", "https://example.com", "", true},
		{"special query only", "https://example.com?q", "", true},
		{"upper-case scheme and host", "HTTPS://EXAMPLE.COM/", "", true},
		{"dot segments", "https://example.com/./a/../b/%2e", "", true},
		{"empty segments", "https://example.com//a//", "", true},
		{"percent-encoded bytes", "https://example.com/%7E?%41#%ff", "", true},
		{"non-ASCII URL code points", "https://example.com/é?ü#☃", "", true},
		{"IDNA host", "https://münchen.example/", "", true},
		{"port", "https://example.com:8080/", "", true},
		{"port with leading zeros", "https://example.com:00443/", "", true},
		{"empty port", "https://example.com:/", "", true},
		{"port out of range", "https://example.com:65536/", "", false},
		{"port not digits", "https://example.com:8a/", "", false},
		{"IPv4", "http://192.168.0.1/", "", true},
		{"IPv4 leading zero", "http://192.168.0.01/", "", false},
		{"IPv4 too few parts", "http://1.2.3/", "", false},
		{"IPv4 above 255", "http://1.2.3.256/", "", false},
		{"IPv6", "http://[2001:db8::1]:80/", "", true},
		{"IPv6 eight pieces", "http://[1:2:3:4:5:6:7:8]/", "", true},
		{"IPv6 with IPv4", "http://[::ffff:1.2.3.4]/", "", true},
		{"IPv6 six pieces and IPv4", "http://[1:2:3:4:5:6:1.2.3.4]/", "", true},
		{"IPv6 compression of one piece", "http://[1:2:3:4:5:6:7::]/", "", true},
		{"IPv6 compression and eight", "http://[1:2:3:4::5:6:7:8]/", "", false},
		{"IPv6 leading zero", "http://[::01]/", "", false},
		{"IPv6 two compressions", "http://[1::2::3]/", "", false},
		{"IPv6 upper case", "http://[ABCD::EF]/", "", true},
		{"IPv6 unclosed", "http://[::1/", "", false},
		{"domain ends in a number", "http://a.1/", "", false},
		{"IDNA gives an IPv4 address", "http://１２７.0.0.1/", "", false},
		{"domain with _", "http://a_b.example/", "", false},
		{"domain with trailing dot", "http://example.com./", "", false},
		{"domain percent-encoded", "http://ex%61mple.com/", "", false},
		{"no host", "https:///a", "", false},
		{"no slashes", "https:example.com", "", false},
		{"backslash", `https:\\example.com`, "", false},
		{"credentials", "https://user:pass@example.com/", "", false},
		{"space", "https://example.com/a b", "", false},
		{"bad percent", "https://example.com/%zz", "", false},
		{"second #", "https://example.com/#a#b", "", false},
		{"? in query", "https://example.com/?a?b", "", true},
		{"| in path", "https://example.com/a|b", "", false},
		{"no scheme", "//example.com/", "", false},
		{"bad scheme", "1a:b", "", false},
		{"leading space", " https://example.com/", "", false},
		// file
		{"file", "file:///C:/x", "", true},
		{"file host", "file://localhost/x", "", true},
		{"file empty", "file://", "", true},
		{"file without //", "file:/x", "", false},
		{"file drive letter host", "file://C:/x", "", false},
		{"file port", "file://h:1/x", "", false},
		// non-special
		{"opaque path", "mailto:someone@example.com", "", true},
		{"opaque path empty", "sc:", "", true},
		{"opaque path with query", "sc:a?b?c", "", true},
		{"path-absolute", "sc:/a/b", "", true},
		{"path-absolute // ", "sc:/.//a", "", true},
		{"opaque host", "sc://EX%41MPLE/a", "", true},
		{"opaque host empty", "sc:///a", "", true},
		{"opaque host port", "sc://h:99/", "", true},
		{"opaque host forbidden", "sc://a^b/", "", false},
		{"opaque host IPv6", "sc://[::1]/", "", true},
		{"opaque host empty with port", "sc://:1/", "", false},
		{"opaque path space", "sc:a b", "", false},
		{"blob", "blob:https://example.com/uuid", "", true},
		// relative-URL-with-fragment string
		{"relative path", "../a/b?c#d", "https://example.com/x/y", true},
		{"relative empty", "", "https://example.com/", true},
		{"relative query", "?q", "https://example.com/", true},
		{"relative fragment", "#f", "https://example.com/", true},
		{"relative absolute path", "/a", "https://example.com/", true},
		{"relative scheme-relative special", "//other.example/a", "https://example.com/", true},
		{"relative scheme-relative bad host", "//a_b/", "https://example.com/", false},
		{"relative scheme-relative file", "//localhost/x", "file:///", true},
		{"relative scheme-relative file empty", "//", "file:///", true},
		{"relative scheme-relative opaque host", "//a%41/x", "sc://h/", true},
		{"relative scheme-relative empty host", "//", "sc://h/", true},
		{"relative scheme-like", "a:b", "https://example.com/", true},
		{"relative with colon later", "a/b:c", "https://example.com/", true},
		{"relative https:", "https:x", "https://example.com/", false},
		{"relative backslash", `\x`, "https://example.com/", false},
		{"relative without base", "a", "", false},
		{"opaque base fragment", "#f", "mailto:x", true},
		{"opaque base empty", "", "mailto:x", false},
		{"opaque base path", "a", "mailto:x", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var p Parser
			if tt.base != "" {
				p.Base = MustParse(tt.base)
			}
			if got := p.IsValidURLString(tt.in); got != tt.want {
				t.Errorf("IsValidURLString(%q) against %q = %v, want %v", tt.in, tt.base, got, tt.want)
			}
			if tt.base == "" && IsValidURLString(tt.in) != tt.want {
				t.Errorf("the function IsValidURLString(%q) = %v", tt.in, !tt.want)
			}
		})
	}
}

// TestValidURLStringAndParser compares the two definitions the standard
// gives: a valid URL string, from the grammar, and the input on which the
// parser signals no validation error and does not fail. The standard
// means them to agree ("A valid URL string defines what input would not
// trigger a validation error or failure when given to the URL parser").
// They are compared on the urltestdata.json inputs with their base and
// without, on dataset lines and mutations of them, and on every string of
// up to three code points after each of a few prefixes, against several
// bases.
func TestValidURLStringAndParser(t *testing.T) {
	bases := []URL{{}, MustParse("https://x/y"), MustParse("file:///C:/d"), MustParse("sc://x/y"), MustParse("sc:/x"), MustParse("mailto:x")}
	compared := 0
	compare := func(base URL, input string) {
		compared++
		p := Parser{Base: base}
		_, list, err := parseReporting(p, input)
		silent := err == nil && len(list) == 0
		if valid := p.IsValidURLString(input); valid != silent {
			t.Errorf("%q against %q: valid URL string %v; the parser reports %v, %v", input, base.Href(), valid, list, err)
		}
	}
	if os.Getenv("WHATWGURL_WPT") != "" {
		for _, en := range decodeWPTURLData(t, "urltestdata.json", readWPT(t, "urltestdata.json")) {
			var base URL
			if en.c.Base != nil {
				base, _ = Parse(*en.c.Base)
			}
			compare(base, en.c.Input)
			compare(URL{}, en.c.Input)
		}
	}
	if os.Getenv("WHATWGURL_DATASETS") != "" {
		for i, in := range validationInputs(t, 1) {
			compare(bases[i%len(bases)], in)
		}
	}
	alphabet := []string{"a", "1", ":", "/", `\`, "?", "#", "%", ".", "@", "[", "]", "|", " ", "é", "0"}
	prefixes := []string{"", "https:", "https://", "https://h", "file:", "file://", "sc:", "sc://", "https://[", "https://1.2."}
	var walk func(s string, n int)
	walk = func(s string, n int) {
		for _, pre := range prefixes {
			for _, b := range bases {
				compare(b, pre+s)
			}
		}
		if n > 0 {
			for _, a := range alphabet {
				walk(s+a, n-1)
			}
		}
	}
	walk("", 3)
	t.Logf("%d comparisons", compared)
}
