package site

import (
	"testing"

	"github.com/webstd/whatwgurl"
)

func TestElide(t *testing.T) {
	tests := []struct {
		name, url string
		width     int
		want      string
	}{
		// url.bs "Elision": "examplecorp.com.evil.com" should be elided
		// as "...com.evil.com", not "examplecorp.com...".
		{"the standard's example", "https://examplecorp.com.evil.com/", 15, "…com.evil.com"},
		{"fits", "https://examplecorp.com.evil.com/", 24, "examplecorp.com.evil.com"},
		{"one label out", "https://examplecorp.com.evil.com/", 23, "…com.evil.com"},
		{"registrable domain longer than width", "https://examplecorp.com.evil.com/", 5, "…evil.com"},
		{"width 0", "https://a.b.example.com/", 0, "…example.com"},
		// url.bs: never show "...examplecorp.com" for
		// "not-really-examplecorp.com".
		{"registrable domain is the host", "https://not-really-examplecorp.com/", 10, "not-really-examplecorp.com"},
		{"keeps as many labels as fit", "https://a.bb.ccc.example.com/", 19, "…bb.ccc.example.com"},
		{"one code point short", "https://a.bb.ccc.example.com/", 18, "…ccc.example.com"},
		{"IDN", "https://www.xn--mnchen-3ya.de/", 12, "…münchen.de"},
		{"spoof stays Punycode", "https://login.xn--80ak6aa92e.com/", 20, "…xn--80ak6aa92e.com"},
		{"trailing dot", "https://a.b.example.com./", 14, "…example.com."},
		{"private suffix", "https://a.b.c.github.io/", 10, "…c.github.io"},
		{"public suffix", "https://github.io/", 3, "github.io"},
		{"IPv4", "http://192.168.100.200/", 5, "192.168.100.200"},
		{"IPv6", "http://[2001:db8::1]/", 5, "[2001:db8::1]"},
		{"opaque host", "sc://a.b.example.com/", 5, "a.b.example.com"},
		{"empty host", "file:///x", 5, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := whatwgurl.MustParse(tt.url).ParsedHost()
			if got := Elide(h, tt.width); got != tt.want {
				t.Errorf("Elide(%q, %d) = %q, want %q", h, tt.width, got, tt.want)
			}
		})
	}
}
