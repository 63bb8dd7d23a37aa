package main

import (
	"strings"
	"testing"
)

// TestKey: -key writes keys line for line as the list mode writes hrefs.
// The SURT keys are the surt package's documented ones (README.rst,
// tests/test_surt.py); "https://[::1" fails with IPv6-unclosed (url.bs
// "IPv6 parser").
func TestKey(t *testing.T) {
	in := "http://archive.org/goo/?a=2&b&a=1\nhttps://[::1\nhttp://www.archive.org/\n"
	for _, jobs := range []string{"1", "3"} {
		r := runWith([]string{"-key", "surt", "-j", jobs}, strings.NewReader(in))
		if want := "org,archive)/goo?a=1&a=2&b\n\norg,archive)/\n"; r.stdout != want {
			t.Errorf("-key surt -j %s: stdout %q, want %q", jobs, r.stdout, want)
		}
		if r.code != exitFailed || !strings.Contains(r.stderr, `line 2: IPv6-unclosed: "https://[::1"`) ||
			!strings.Contains(r.stderr, "3 lines") {
			t.Errorf("-key surt: status %d, stderr %q", r.code, r.stderr)
		}
	}
	// Safe Browsing's documented example ("URLs and Hashing").
	r := runWith([]string{"-key", "safebrowsing", "http://host/%25%32%35", "mailto:a@example.com"}, nil)
	if r.stdout != "http://host/%25\n" || r.code != exitFailed || !strings.Contains(r.stderr, "mailto:a@example.com: not a URL with a host") {
		t.Errorf("-key safebrowsing: %+v", r)
	}
	// default: the href without the fragment (url.bs: the serializer
	// with exclude fragment); against -base the reference is resolved
	// first.
	r = runWith([]string{"-key", "default", "-base", "https://example.com/a/b", "../c#x"}, nil)
	if r.stdout != "https://example.com/c\n" || r.code != exitOK {
		t.Errorf("-key default -base: %+v", r)
	}
	for _, args := range [][]string{{"-key", "nope", "x"}, {"-key", "surt", "-json", "x"}, {"-key", "surt", "-validate", "x"}} {
		if r := runWith(args, nil); r.code != exitTrouble {
			t.Errorf("%q: status %d, want %d", args, r.code, exitTrouble)
		}
	}
}
