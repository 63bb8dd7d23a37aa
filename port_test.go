package whatwgurl

import (
	"net"
	"net/netip"
	"strconv"
	"testing"
)

// TestDefaultPort checks the standard's table of special schemes and
// their default ports (https://url.spec.whatwg.org/#special-scheme).
func TestDefaultPort(t *testing.T) {
	tests := []struct {
		scheme string
		port   uint16
		ok     bool
	}{
		{"ftp", 21, true},
		{"file", 0, false},
		{"http", 80, true},
		{"https", 443, true},
		{"ws", 80, true},
		{"wss", 443, true},
		{"HTTPS", 443, true},
		{"Ws", 80, true},
		{"gopher", 0, false},
		{"sc", 0, false},
		{"", 0, false},
		{"httpſ", 0, false}, // not ASCII case-insensitively "https"
		{"https:", 0, false},
	}
	for _, tt := range tests {
		t.Run(tt.scheme, func(t *testing.T) {
			port, ok := DefaultPort(tt.scheme)
			if port != tt.port || ok != tt.ok {
				t.Errorf("DefaultPort(%q) = %d, %v; want %d, %v", tt.scheme, port, ok, tt.port, tt.ok)
			}
		})
	}
}

func TestPortOrDefault(t *testing.T) {
	tests := []struct {
		name, in string
		port     uint16
		ok       bool
	}{
		{"default http", "http://x/", 80, true},
		{"explicit default is null", "https://x:443/", 443, true},
		{"explicit", "https://x:8443/", 8443, true},
		{"zero", "http://x:0/", 0, true},
		{"max", "http://x:65535/", 65535, true},
		{"ws", "ws://x/", 80, true},
		{"ftp", "ftp://x/", 21, true},
		{"file has none", "file:///x", 0, false},
		{"non-special none", "sc://h/", 0, false},
		{"non-special explicit", "sc://h:5/", 5, true},
		{"opaque path", "mailto:x", 0, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			port, ok := MustParse(tt.in).PortOrDefault()
			if port != tt.port || ok != tt.ok {
				t.Errorf("PortOrDefault(%q) = %d, %v; want %d, %v", tt.in, port, ok, tt.port, tt.ok)
			}
		})
	}
	if _, ok := (URL{}).PortOrDefault(); ok {
		t.Error("zero URL: PortOrDefault ok")
	}
}

func TestDialAddr(t *testing.T) {
	tests := []struct {
		name, in, want string
		ok             bool
	}{
		{"domain default", "https://example.com/x", "example.com:443", true},
		{"domain explicit", "http://example.com:8080/", "example.com:8080", true},
		{"IPv4", "http://127.0.0.1/", "127.0.0.1:80", true},
		{"IPv4 normalized", "http://0x7f.1/", "127.0.0.1:80", true},
		{"IPv6 no double brackets", "http://[::1]/", "[::1]:80", true},
		{"IPv6 explicit port", "https://[2001:db8::1]:8443/", "[2001:db8::1]:8443", true},
		{"IPv4-mapped IPv6", "http://[::ffff:1.2.3.4]/", "[::ffff:102:304]:80", true},
		{"ws", "wss://example.com/", "example.com:443", true},
		{"non-special plain host", "redis://cache:6379/0", "cache:6379", true},
		{"non-special IPv4 text", "sc://10.0.0.1:5/", "10.0.0.1:5", true},
		{"non-special IPv6", "sc://[::1]:5/", "[::1]:5", true},
		{"non-special no port", "sc://cache/", "", false},
		{"opaque host upper case", "sc://Cache:1/", "", false},
		{"opaque host encoded", "sc://ex%41mple:1/", "", false},
		{"opaque host IPv4 shorthand", "sc://0x7f.1:1/", "", false},
		{"file", "file://server/x", "", false},
		{"file empty host", "file:///x", "", false},
		{"empty host", "sc:///x", "", false},
		{"null host", "sc:/x", "", false},
		{"opaque path", "mailto:a@b", "", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, ok := MustParse(tt.in).DialAddr()
			if got != tt.want || ok != tt.ok {
				t.Errorf("DialAddr(%q) = %q, %v; want %q, %v", tt.in, got, ok, tt.want, tt.ok)
			}
		})
	}
	if _, ok := (URL{}).DialAddr(); ok {
		t.Error("zero URL: DialAddr ok")
	}
}

func TestAddrPort(t *testing.T) {
	tests := []struct {
		name, in string
		want     netip.AddrPort
		ok       bool
	}{
		{"IPv4 default", "http://127.0.0.1/", netip.MustParseAddrPort("127.0.0.1:80"), true},
		{"IPv6 explicit", "https://[::1]:8443/", netip.MustParseAddrPort("[::1]:8443"), true},
		{"IPv4-mapped stays IPv6", "http://[::ffff:1.2.3.4]/", netip.AddrPortFrom(netip.MustParseAddr("::ffff:1.2.3.4"), 80), true},
		{"non-special IPv6", "sc://[::1]:7/", netip.MustParseAddrPort("[::1]:7"), true},
		{"non-special IPv6 no port", "sc://[::1]/", netip.AddrPort{}, false},
		{"domain", "http://example.com/", netip.AddrPort{}, false},
		{"opaque host that looks like IPv4", "sc://1.2.3.4:5/", netip.AddrPort{}, false},
		{"file IPv4", "file://127.0.0.1/x", netip.AddrPort{}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, ok := MustParse(tt.in).AddrPort()
			if got != tt.want || ok != tt.ok {
				t.Errorf("AddrPort(%q) = %v, %v; want %v, %v", tt.in, got, ok, tt.want, tt.ok)
			}
		})
	}
}

// TestDialAddrWPT checks DialAddr and AddrPort against net's own reading of
// the address, for every URL of urltestdata.json: net.SplitHostPort takes
// DialAddr apart into a host without brackets and the port, an IP host is
// the host's address, and AddrPort agrees with netip.ParseAddrPort.
func TestDialAddrWPT(t *testing.T) {
	dialable := 0
	for _, w := range wptURLs(t) {
		u := w.u
		addr, ok := u.DialAddr()
		port, hasPort := u.PortOrDefault()
		wantOK := hasPort && u.Scheme() != "file"
		switch u.HostKind() {
		case DomainHost, IPv4Host, IPv6Host:
		case OpaqueHost:
			h, err := ParseHost(u.Hostname())
			wantOK = wantOK && err == nil && h.String() == u.Hostname()
		default:
			wantOK = false
		}
		if ok != wantOK {
			t.Errorf("%q: DialAddr ok = %v, want %v", u.Href(), ok, wantOK)
			continue
		}
		ap, apOK := u.AddrPort()
		if apOK != (ok && (u.HostKind() == IPv4Host || u.HostKind() == IPv6Host)) {
			t.Errorf("%q: AddrPort ok = %v", u.Href(), apOK)
		}
		if !ok {
			continue
		}
		dialable++
		host, p, err := net.SplitHostPort(addr)
		if err != nil {
			t.Errorf("%q: DialAddr %q: %v", u.Href(), addr, err)
			continue
		}
		if p != strconv.Itoa(int(port)) {
			t.Errorf("%q: DialAddr %q has port %q, want %d", u.Href(), addr, p, port)
		}
		if u.HostKind() == IPv6Host {
			if "["+host+"]" != u.Hostname() {
				t.Errorf("%q: DialAddr %q has host %q", u.Href(), addr, host)
			}
		} else if host != u.Hostname() {
			t.Errorf("%q: DialAddr %q has host %q", u.Href(), addr, host)
		}
		if apOK {
			want, err := netip.ParseAddrPort(addr)
			if err != nil || want != ap || ap.Addr() != u.HostAddr() {
				t.Errorf("%q: AddrPort %v, DialAddr %q reads as %v (%v)", u.Href(), ap, addr, want, err)
			}
		}
	}
	if dialable < 200 {
		t.Errorf("only %d dialable URLs", dialable)
	}
}
