package whatwgurl

import (
	"errors"
	"net/netip"
	"strings"
	"testing"
	"unsafe"
)

// Expected hrefs in this file follow the steps of the basic URL parser
// (https://url.spec.whatwg.org/#concept-basic-url-parser), worked by hand.

func TestPathShortening(t *testing.T) {
	tests := []struct{ name, in, want string }{
		{"single dot", "https://h/a/./b", "https://h/a/b"},
		{"double dot", "https://h/a/b/../c", "https://h/a/c"},
		{"double dot at end keeps slash", "https://h/a/b/..", "https://h/a/"},
		{"single dot at end keeps slash", "https://h/a/.", "https://h/a/"},
		{"above the root", "https://h/../../a", "https://h/a"},
		{"percent-encoded dots", "https://h/a/%2e%2E/b/%2E", "https://h/b/"},
		{"mixed dots", "https://h/a/b/.%2e/%2e./c", "https://h/c"},
		{"backslash in special URL", "https://h/a\\b\\..\\c", "https://h/a/c"},
		{"backslash in non-special URL is data", "sc://h/a\\b/..", "sc://h/"},
		{"three dots are a segment", "https://h/a/.../b", "https://h/a/.../b"},
		{"dot segments in non-special path", "sc:/a/./b/../c", "sc:/a/c"},
		{"null host path starting with empty segment", "sc:/..//x", "sc:/.//x"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			u, err := Parse(tt.in)
			if err != nil {
				t.Fatal(err)
			}
			if u.Href() != tt.want {
				t.Errorf("Parse(%q) = %q, want %q", tt.in, u.Href(), tt.want)
			}
		})
	}
}

func TestWindowsDriveLetters(t *testing.T) {
	tests := []struct{ name, base, in, want string }{
		{"pipe normalized", "", "file:///C|/x", "file:///C:/x"},
		{"drive letter as host", "", "file://C:/x", "file:///C:/x"},
		{"dot dot stops at the drive", "", "file:///C:/../..", "file:///C:/"},
		{"not a drive letter", "", "file:///CD:/x", "file:///CD:/x"},
		{"only the first segment", "", "file:///x/C|/y", "file:///x/C|/y"},
		{"relative drive replaces the path", "file:///D:/a/b", "C|/x", "file:///C:/x"},
		{"base drive kept for a host-relative reference", "file:///D:/a/b", "/x", "file:///D:/x"},
		{"base drive not kept when the reference has one", "file:///D:/a/b", "/C:/x", "file:///C:/x"},
		{"non-file schemes keep the pipe", "", "https://h/C|/x", "https://h/C|/x"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var u URL
			var err error
			if tt.base != "" {
				u, err = MustParse(tt.base).Parse(tt.in)
			} else {
				u, err = Parse(tt.in)
			}
			if err != nil {
				t.Fatal(err)
			}
			if u.Href() != tt.want {
				t.Errorf("got %q, want %q", u.Href(), tt.want)
			}
		})
	}
}

func TestZeroURL(t *testing.T) {
	var u URL
	if !u.IsZero() {
		t.Error("zero URL is not IsZero")
	}
	for name, got := range map[string]string{
		"Href": u.Href(), "Protocol": u.Protocol(), "Username": u.Username(), "Password": u.Password(),
		"Host": u.Host(), "Hostname": u.Hostname(), "Port": u.Port(), "Pathname": u.Pathname(),
		"Search": u.Search(), "Hash": u.Hash(), "Scheme": u.Scheme(),
	} {
		if got != "" {
			t.Errorf("zero URL %s() = %q", name, got)
		}
	}
	if o := u.Origin(); o.String() != "null" || !o.IsOpaque() {
		t.Errorf("zero URL Origin() = %q, want an opaque origin", o)
	}
}

func TestGettersAndKinds(t *testing.T) {
	u := MustParse("https://user:pa%20ss@[0:0::1]:8080/p/a?q=1#f")
	checks := map[string][2]string{
		"Username": {u.Username(), "user"},
		"Password": {u.Password(), "pa%20ss"},
		"Host":     {u.Host(), "[::1]:8080"},
		"Hostname": {u.Hostname(), "[::1]"},
		"Port":     {u.Port(), "8080"},
		"Origin":   {u.Origin().String(), "https://[::1]:8080"},
		"Scheme":   {u.Scheme(), "https"},
	}
	for name, c := range checks {
		if c[0] != c[1] {
			t.Errorf("%s() = %q, want %q", name, c[0], c[1])
		}
	}
	if u.HostKind() != IPv6Host || u.HostAddr() != netip.MustParseAddr("::1") {
		t.Errorf("HostKind %v HostAddr %v", u.HostKind(), u.HostAddr())
	}
	kinds := map[string]HostKind{
		"mailto:x":            NoHost,
		"file:///x":           EmptyHost,
		"https://EXAMPLE.com": DomainHost,
		"sc://EX%41MPLE":      OpaqueHost,
		"http://0x7f.1/":      IPv4Host,
		"sc://[::1]/":         IPv6Host,
	}
	for in, want := range kinds {
		if got := MustParse(in).HostKind(); got != want {
			t.Errorf("HostKind(%q) = %v, want %v", in, got, want)
		}
	}
	if a := MustParse("http://0x7f.1/").HostAddr(); a != netip.MustParseAddr("127.0.0.1") {
		t.Errorf("HostAddr = %v", a)
	}
	if !MustParse("data:,x").HasOpaquePath() || MustParse("sc:/x").HasOpaquePath() {
		t.Error("HasOpaquePath wrong")
	}
	if !MustParse("WS://x").IsSpecial() || MustParse("sc://x").IsSpecial() {
		t.Error("IsSpecial wrong")
	}
	q, ok := MustParse("https://h/?").RawQuery()
	if q != "" || !ok {
		t.Errorf("empty query: %q %v", q, ok)
	}
	if _, ok := MustParse("https://h/").RawQuery(); ok {
		t.Error("null query reported non-null")
	}
	// The deprecated Query is RawQuery.
	if q, ok := MustParse("https://h/?a=%41").Query(); q != "a=%41" || !ok {
		t.Errorf("Query: %q %v", q, ok)
	}
	f, ok := MustParse("https://h/#").Fragment()
	if f != "" || !ok {
		t.Errorf("empty fragment: %q %v", f, ok)
	}
}

func TestOrigin(t *testing.T) {
	// https://url.spec.whatwg.org/#concept-url-origin
	tests := []struct{ in, want string }{
		{"https://example.com:443/x", "https://example.com"},
		{"http://example.com:8080/x", "http://example.com:8080"},
		{"ftp://h/", "ftp://h"},
		{"wss://h:1/", "wss://h:1"},
		{"file:///x", "null"},
		{"sc://h/", "null"},
		{"blob:https://whatwg.org/d0360e2f-caee-469f-9a2f-87d5b0456f6f", "https://whatwg.org"},
		{"blob:file:///x", "null"},
		{"blob:sc://h/", "null"},
		{"blob:ftp://h/", "null"},
		{"blob:not a url", "null"},
	}
	for _, tt := range tests {
		if got := MustParse(tt.in).Origin().String(); got != tt.want {
			t.Errorf("Origin(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestCanonicalInputIsReturned(t *testing.T) {
	in := "https://example.com/a?b#c"
	u := MustParse(in)
	if unsafe.StringData(u.Href()) != unsafe.StringData(in) {
		t.Error("a canonical input was copied")
	}
}

func TestMaxLength(t *testing.T) {
	p := Parser{MaxLength: 24}
	// 24 bytes exactly is allowed; the limit counts the output, so
	// percent-encoding expansion counts and removed white space does not.
	if u, err := p.Parse("  https://example.com/abc  "); err != nil || len(u.Href()) != 23 {
		t.Fatalf("Parse = %q, %v", u.Href(), err)
	}
	if _, err := p.Parse("https://example.com/abcd"); err != nil {
		t.Fatalf("24 bytes: %v", err)
	}
	_, err := p.Parse("https://example.com/a b") // 25 bytes once encoded
	if !errors.Is(err, ErrTooLong) {
		t.Fatalf("encoded past the limit: %v, want ErrTooLong", err)
	}
	if p.CanParse("https://example.com/a b") {
		t.Error("CanParse past the limit")
	}
	u := MustParse("https://example.com/")
	before := u
	err = p.Update(&u, func(u *URL) error { return u.SetPathname("/a b c") })
	if !errors.Is(err, ErrTooLong) || u != before {
		t.Errorf("Update past the limit: %v, u = %q", err, u.Href())
	}
	if err := p.Update(&u, func(u *URL) error { return u.SetPathname("/abc") }); err != nil || u.Href() != "https://example.com/abc" {
		t.Errorf("Update within the limit: %v, u = %q", err, u.Href())
	}
	// A setter error passes through, and the standard's partial update
	// (host set, port rejected) is kept.
	u = MustParse("http://example.net/")
	err = (&Parser{MaxLength: 100}).Update(&u, func(u *URL) error { return u.SetHost("example.com:65536") })
	if !errors.Is(err, PortOutOfRange) || u.Host() != "example.com" {
		t.Errorf("Update with a port error: %v, host %q", err, u.Host())
	}
}

func TestWithoutFragment(t *testing.T) {
	tests := []struct{ in, want string }{
		{"https://x/a?q#f", "https://x/a?q"},
		{"https://x/a#", "https://x/a"},
		{"https://x/a?#", "https://x/a?"},
		{"https://x/a", "https://x/a"},
		{"mailto:a#f", "mailto:a"},
		{"sc:/.//a#f", "sc:/.//a"},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			got := MustParse(tt.in).WithoutFragment()
			if got != MustParse(tt.want) {
				t.Errorf("WithoutFragment(%q) = %q, want %q", tt.in, got.Href(), tt.want)
			}
			if _, ok := got.Fragment(); ok {
				t.Errorf("WithoutFragment(%q) has a fragment", tt.in)
			}
		})
	}
	if !(URL{}).WithoutFragment().IsZero() {
		t.Error("zero URL: WithoutFragment is not zero")
	}
}

// TestWithoutFragmentWPT: the href up to its first '#' (a '#' anywhere
// else is percent-encoded), and the URL the parser makes of it.
func TestWithoutFragmentWPT(t *testing.T) {
	for _, w := range wptURLs(t) {
		want, _, _ := strings.Cut(*w.c.Href, "#")
		got := w.u.WithoutFragment()
		if got.Href() != want || MustParse(want) != got {
			t.Errorf("%q: WithoutFragment %q, want %q", *w.c.Href, got.Href(), want)
		}
	}
}
