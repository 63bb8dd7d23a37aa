package whatwgurl

import (
	"testing"

	"github.com/webstd/whatwgurl/internal/urlhook"
)

// TestPatternOverride checks the hook the urlpattern package's canonicalize
// steps use against the URL Standard's state machine: each expected value
// follows from the named state run with a state override on the URL
// Pattern Standard's dummy URL (https://dummy.invalid/).
func TestPatternOverride(t *testing.T) {
	for _, c := range []struct {
		value  string
		state  urlhook.State
		scheme string
		want   string
		ok     bool
	}{
		{"EXAMPLE.com", urlhook.Hostname, "https", "example.com", true},
		{"bücher.example", urlhook.Hostname, "https", "xn--bcher-kva.example", true},
		{"a:b", urlhook.Hostname, "https", "", false}, // hostname state: ':' with the hostname override fails
		{"a b", urlhook.Hostname, "https", "", false}, // forbidden host code point
		{"example.com/path", urlhook.Hostname, "https", "example.com", true},
		{"8080stuff", urlhook.Port, "https", "8080", true}, // port state: the override stops at a non-digit
		{"443", urlhook.Port, "https", "", true},           // the scheme's default port is null
		{"443", urlhook.Port, "", "443", true},
		{"080", urlhook.Port, "", "80", true},
		{"x", urlhook.Port, "https", "", false},
		{"65536", urlhook.Port, "", "", false},
		{"/a/../b c", urlhook.PathStart, "https", "/b%20c", true},
		{"/a\\b", urlhook.PathStart, "https", "/a/b", true}, // '\' separates a special URL's segments
		{"a b", urlhook.OpaquePath, "https", "a b", true},
		{"a\x01", urlhook.OpaquePath, "https", "a%01", true},
		{"a b'", urlhook.Query, "https", "a%20b%27", true}, // the special-query set
		{"a#b", urlhook.Query, "https", "a%23b", true},     // with a state override '#' does not end the query; the query set encodes it
		{"a b#c", urlhook.Fragment, "https", "a%20b#c", true},
	} {
		got, err := urlhook.Override(c.value, c.state, c.scheme)
		if ok := err == nil; got != c.want || ok != c.ok {
			t.Errorf("urlhook.Override(%q, %d, %q) = %q, %v; want %q, ok %v", c.value, c.state, c.scheme, got, err, c.want, c.ok)
		}
	}
}
