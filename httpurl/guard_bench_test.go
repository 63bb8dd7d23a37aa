package httpurl

import (
	"net/netip"
	"testing"

	"github.com/webstd/whatwgurl"
)

// BenchmarkClassify classifies addresses of each kind: a global IPv4, a
// private one, a global IPv6, and a 6to4 form.
func BenchmarkClassify(b *testing.B) {
	addrs := []netip.Addr{netip.MustParseAddr("9.9.9.9"), netip.MustParseAddr("10.1.2.3"), netip.MustParseAddr("2606:4700:4700::1111"), netip.MustParseAddr("2002:a9fe:a9fe::")}
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		Classify(addrs[i%len(addrs)])
	}
}

// BenchmarkControl is the cost the guard adds to each dial.
func BenchmarkControl(b *testing.B) {
	var g Guard
	b.ReportAllocs()
	for b.Loop() {
		if g.Control("tcp", "9.9.9.9:443", nil) != nil {
			b.Fatal("refused")
		}
	}
}

// BenchmarkCheckURL is the cost the guard adds to each request, with a
// policy of a few host rules.
func BenchmarkCheckURL(b *testing.B) {
	g := &Guard{AllowHosts: []string{"api.example.com", "*.cdn.example.com", "9.9.9.9"}, DenyHosts: []string{"internal.cdn.example.com"}}
	u := whatwgurl.MustParse("https://img.cdn.example.com/a/b.png?x=1")
	b.ReportAllocs()
	for b.Loop() {
		if g.CheckURL(u) != nil {
			b.Fatal("refused")
		}
	}
}
