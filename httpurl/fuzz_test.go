package httpurl

import (
	"net/http/httptest"
	"net/netip"
	"strings"
	"testing"

	"github.com/webstd/whatwgurl"
)

// FuzzClassify: no panic; an IPv4 address and every form that carries it
// get the same verdict.
func FuzzClassify(f *testing.F) {
	f.Add([]byte{127, 0, 0, 1})
	f.Add(netip.MustParseAddr("2002:a9fe:a9fe::").AsSlice())
	f.Add(netip.MustParseAddr("64:ff9b:1:a01:2:300::").AsSlice())
	f.Fuzz(func(t *testing.T, b []byte) {
		a, ok := netip.AddrFromSlice(b)
		if !ok {
			return
		}
		v := Classify(a)
		if v.Global && v.Block != nil && v.Block.GloballyReachable != "True" {
			t.Fatalf("%v", v)
		}
		if !a.Is4() {
			return
		}
		for via, e := range embeddings(a) {
			if via == IPv4Compatible && (a == netip.IPv4Unspecified() || a == netip.AddrFrom4([4]byte{0, 0, 0, 1})) {
				continue
			}
			if w := Classify(e); w.Global != v.Global || w.Block != v.Block {
				t.Fatalf("%v: %v, but %v: %v", a, v, e, w)
			}
		}
	})
}

// FuzzCheckURL: no panic; for a URL whose host is an IP address, CheckURL
// allows it only when CheckAddr and Control allow the address.
func FuzzCheckURL(f *testing.F) {
	for _, s := range []string{"http://0x7f.1/", "http://[::ffff:127.0.0.1]/", "https://example.com:8443/", "http://9.9.9.9/"} {
		f.Add(s)
	}
	g := &Guard{AllowHosts: []string{"*.example.com", "9.9.9.9", "0x7f.1"}, DenyHosts: []string{"bad.example.com"}}
	f.Fuzz(func(t *testing.T, in string) {
		u, err := whatwgurl.Parse(in)
		if err != nil {
			return
		}
		errURL := g.CheckURL(u)
		if a := u.HostAddr(); a.IsValid() && errURL == nil {
			port, _ := u.PortOrDefault()
			if err := g.CheckAddr(a); err != nil {
				t.Fatalf("CheckURL(%q) allowed, CheckAddr: %v", in, err)
			}
			if err := g.Control("tcp", netip.AddrPortFrom(a, port).String(), nil); err != nil {
				t.Fatalf("CheckURL(%q) allowed, Control: %v", in, err)
			}
		}
	})
}

// FuzzServerURL: no panic; a URL read from an origin-form request-target
// has the Host's host, and no credentials.
func FuzzServerURL(f *testing.F) {
	f.Add("/a|b?x=1", "Example.COM")
	f.Add("//double/slash", "h")
	f.Add("http://x/y", "h")
	f.Add("/x", "a@b")
	f.Fuzz(func(t *testing.T, target, host string) {
		req := httptest.NewRequest("GET", "/", nil)
		req.RequestURI, req.Host = target, host
		u, err := ServerURL(req)
		if err != nil || !strings.HasPrefix(target, "/") {
			return
		}
		if u.Username() != "" || u.Password() != "" {
			t.Fatalf("(%q, %q): %q has credentials", target, host, u.Href())
		}
		h := whatwgurl.MustParse("http://" + host)
		if h.Host() != u.Host() {
			t.Fatalf("(%q, %q): host %q, the Host's is %q", target, host, u.Host(), h.Host())
		}
	})
}

// FuzzForwarded: no panic, and each element's names are lower case.
func FuzzForwarded(f *testing.F) {
	f.Add(`for=9.9.9.9;proto=https;host="example.com:8443", for="[::1]"`)
	f.Fuzz(func(t *testing.T, s string) {
		elems, err := parseForwarded(s)
		if err != nil {
			return
		}
		for _, e := range elems {
			for k := range e {
				if k != strings.ToLower(k) {
					t.Fatalf("%q: name %q", s, k)
				}
			}
		}
	})
}
