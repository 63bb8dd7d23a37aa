package httpurl

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/webstd/whatwgurl"
	"golang.org/x/net/dns/dnsmessage"
)

// refusal returns err as a *GuardError, failing the test when it is not
// one or when errors.Is(err, reason) does not hold.
func refusal(t *testing.T, err error, reason error, what string) *GuardError {
	t.Helper()
	var ge *GuardError
	if !errors.As(err, &ge) {
		t.Fatalf("%s: err = %v, want a *GuardError", what, err)
	}
	if !errors.Is(err, ErrRefused) || !errors.Is(err, reason) {
		t.Errorf("%s: errors.Is(%v, ErrRefused / %v) fails", what, err, reason)
	}
	return ge
}

// TestCheckURLDefault checks the default policy on hosts that are written
// in URLs in ways reported to bypass SSRF filters; the host each parses
// to is the URL Standard's (the WPT host-parsing cases show the forms).
func TestCheckURLDefault(t *testing.T) {
	var g Guard
	for _, c := range []struct {
		in     string
		reason error  // nil: allowed
		block  string // the block named when an address is refused
	}{
		{"http://example.com/", nil, ""},
		{"https://9.9.9.9/", nil, ""},
		{"http://[2606:4700:4700::1111]/", nil, ""},
		{"http://0x7f.1/", ErrAddress, "Loopback"},
		{"http://127.1/", ErrAddress, "Loopback"},
		{"http://2130706433/", ErrAddress, "Loopback"},
		{"http://0177.0.0.1/", ErrAddress, "Loopback"},
		{"http://%31%32%37.0.0.1/", ErrAddress, "Loopback"},
		{"http://127\u30020\u30020\u30021/", ErrAddress, "Loopback"}, // U+3002 ideographic full stop
		{"http://１２７．０．０．１/", ErrAddress, "Loopback"},                // fullwidth digits and dot
		{"http://[::ffff:127.0.0.1]/", ErrAddress, "Loopback"},
		{"http://[::127.0.0.1]/", ErrAddress, "Loopback"},
		{"http://[::ffff:0:7f00:1]/", ErrAddress, "Loopback"},
		{"http://[64:ff9b::7f00:1]/", ErrAddress, "Loopback"},
		{"http://[2002:a9fe:a9fe::]/", ErrAddress, "Link Local"},
		{"http://169.254.169.254/", ErrAddress, "Link Local"},
		{"http://2852039166/", ErrAddress, "Link Local"},
		{"http://0xa9fea9fe/", ErrAddress, "Link Local"},
		{"http://0251.0376.0251.0376/", ErrAddress, "Link Local"},
		{"http://169.254.43518/", ErrAddress, "Link Local"},
		{"http://0.0.0.0/", ErrAddress, "\"This host on this network\""},
		{"http://[::]/", ErrAddress, "Unspecified Address"},
		{"http://[::1]:8080/", ErrAddress, "Loopback Address"},
		{"http://10.0.0.1/", ErrAddress, "Private-Use"},
		{"http://[fd00::1]/", ErrAddress, "Unique-Local"},
		{"http://[fe80::1]/", ErrAddress, "Link-Local Unicast"},
		{"http://[fec0::1]/", ErrAddress, "Site-Local (deprecated)"},
		{"http://240.0.0.1/", ErrAddress, "Reserved"},
		{"http://192.0.2.1/", ErrAddress, "Documentation (TEST-NET-1)"},
		{"http://198.18.0.1/", ErrAddress, "Benchmarking"},
		{"http://0.1.2.3/", ErrAddress, "\"This network\""},
		{"http://224.0.0.1/", ErrAddress, "Multicast"},
		{"http://localhost/", ErrHost, ""},
		{"http://LOCALHOST./", ErrHost, ""},
		{"http://ⓛⓞⓒⓐⓛⓗⓞⓢⓣ/", ErrHost, ""},
		{"http://a.b.localhost:8080/", ErrHost, ""},
		// '\' is '/' in a special URL: the host is evil.example.
		{"http://evil.example\\@127.0.0.1/", nil, ""},
		{"http://user:pass@example.com/", nil, ""},
		{"ftp://example.com/", ErrScheme, ""},
		{"file:///etc/passwd", ErrScheme, ""},
		{"gopher://example.com/", ErrScheme, ""},
		{"javascript:alert(1)", ErrScheme, ""},
	} {
		u := whatwgurl.MustParse(c.in)
		err := g.CheckURL(u)
		if c.reason == nil {
			if err != nil {
				t.Errorf("CheckURL(%s) = %v, want nil", c.in, err)
			}
			continue
		}
		ge := refusal(t, err, c.reason, c.in)
		if ge.URL != u.Redacted() {
			t.Errorf("CheckURL(%s): URL %q, want %q", c.in, ge.URL, u.Redacted())
		}
		if c.block != "" {
			if ge.Verdict == nil || ge.Verdict.Block == nil || ge.Verdict.Block.Name != c.block {
				t.Errorf("CheckURL(%s) = %v, want refused by %s", c.in, err, c.block)
			} else if !strings.Contains(err.Error(), c.block) || !strings.Contains(err.Error(), ge.Verdict.Block.Prefix.String()) {
				t.Errorf("CheckURL(%s): %q does not name the block", c.in, err)
			}
		}
	}
	var nilGuard *Guard
	if err := nilGuard.CheckURL(whatwgurl.MustParse("http://127.0.0.1/")); !errors.Is(err, ErrAddress) {
		t.Errorf("nil Guard: %v", err)
	}
}

// TestGuardPolicy checks each policy field.
func TestGuardPolicy(t *testing.T) {
	type check struct {
		in     string
		reason error
	}
	for _, c := range []struct {
		name   string
		g      *Guard
		checks []check
	}{
		{"ports", &Guard{Ports: []uint16{443, 8443}}, []check{
			{"https://example.com/", nil},
			{"https://example.com:8443/", nil},
			{"http://example.com/", ErrPort},
			{"https://example.com:444/", ErrPort},
		}},
		{"schemes", &Guard{Schemes: []string{"https", "wss"}}, []check{
			{"https://example.com/", nil},
			{"wss://example.com/", nil},
			{"http://example.com/", ErrScheme},
		}},
		{"credentials", &Guard{DenyCredentials: true}, []check{
			{"https://user@example.com/", ErrCredentials},
			{"https://:pass@example.com/", ErrCredentials},
			{"https://example.com/@x", nil},
		}},
		{"deny hosts", &Guard{DenyHosts: []string{"ＥＸＡＭＰＬＥ.com", "*.internal.example", "0x7f.1"}, AllowPrefixes: []netip.Prefix{netip.MustParsePrefix("127.0.0.0/8")}}, []check{
			{"http://example.com/", ErrHost},
			{"http://EXAMPLE.COM./", ErrHost},
			{"http://www.example.com/", nil},
			{"http://a.internal.example/", ErrHost},
			{"http://a.b.internal.example/", ErrHost},
			{"http://internal.example/", nil},
			{"http://xinternal.example/", nil},
			{"http://127.0.0.1/", ErrHost},
			{"http://[::ffff:127.0.0.1]/", ErrAddress}, // the entry's address, as a prefix
			{"http://127.0.0.2/", nil},
		}},
		{"allow hosts", &Guard{AllowHosts: []string{"api.example.com", "*.cdn.example", "10.1.2.3"}}, []check{
			{"https://api.example.com/", nil},
			{"https://API.EXAMPLE.COM/", nil},
			{"https://x.cdn.example/", nil},
			{"https://cdn.example/", ErrHost},
			{"https://example.com/", ErrHost},
			{"http://10.1.2.3/", nil},
			{"http://0xa.1.2.3/", nil},
			{"http://10.1.2.4/", ErrHost},
		}},
		{"ipv6 and trailing dot entries", &Guard{AllowHosts: []string{"2606:4700::1", "[2606:4700::2]", "example.com."}}, []check{
			{"http://[2606:4700::1]/", nil},
			{"http://[2606:4700:0::2]/", nil},
			{"http://[2606:4700::3]/", ErrHost},
			{"http://example.com/", nil},
			{"http://example.com./", nil},
		}},
		{"allow localhost", &Guard{AllowHosts: []string{"localhost"}}, []check{
			{"http://localhost/", nil},
		}},
		{"prefixes", &Guard{AllowPrefixes: []netip.Prefix{netip.MustParsePrefix("10.0.0.0/8")}, DenyPrefixes: []netip.Prefix{netip.MustParsePrefix("10.9.0.0/16"), netip.MustParsePrefix("9.9.9.0/24")}}, []check{
			{"http://10.1.1.1/", nil},
			{"http://[::ffff:10.1.1.1]/", nil},
			{"http://10.9.1.1/", ErrAddress},
			{"http://[2002:a09:101::]/", ErrAddress},
			{"http://9.9.9.9/", ErrAddress},
			{"http://[64:ff9b::9.9.9.9]/", ErrAddress},
			{"http://8.8.8.8/", nil},
			{"http://192.168.1.1/", ErrAddress},
		}},
		{"bad entry", &Guard{DenyHosts: []string{"exa mple.com"}}, []check{
			{"https://example.com/", ErrPolicy},
		}},
		{"suffix on an address", &Guard{AllowHosts: []string{"*.127.0.0.1"}}, []check{
			{"https://example.com/", ErrPolicy},
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			for _, ck := range c.checks {
				err := c.g.CheckURL(whatwgurl.MustParse(ck.in))
				if ck.reason == nil {
					if err != nil {
						t.Errorf("CheckURL(%s) = %v", ck.in, err)
					}
					continue
				}
				refusal(t, err, ck.reason, ck.in)
			}
		})
	}
}

// TestGuardSameDecision: CheckURL of a URL with a literal address,
// CheckAddr of the address and Control of the address dialled agree.
func TestGuardSameDecision(t *testing.T) {
	g := &Guard{AllowPrefixes: []netip.Prefix{netip.MustParsePrefix("127.0.0.2/32")}, DenyPrefixes: []netip.Prefix{netip.MustParsePrefix("8.8.4.0/24")}}
	var addrs []netip.Addr
	for _, b := range append(append(append([]AddressBlock(nil), ianaIPv4...), ianaIPv6...), append(addedIPv4, addedIPv6...)...) {
		addrs = append(addrs, b.Prefix.Addr(), lastAddr(b.Prefix), lastAddr(b.Prefix).Next(), b.Prefix.Addr().Prev())
	}
	for _, s := range []string{"127.0.0.2", "::ffff:127.0.0.2", "8.8.4.4", "2002:808:404::", "8.8.8.8", "2606:4700:4700::1111"} {
		addrs = append(addrs, netip.MustParseAddr(s))
	}
	for _, a := range addrs {
		if !a.IsValid() {
			continue
		}
		errAddr := g.CheckAddr(a)
		errURL := g.CheckURL(whatwgurl.MustParse("http://" + netip.AddrPortFrom(a, 80).String() + "/"))
		errCtl := g.Control("tcp", netip.AddrPortFrom(a, 80).String(), nil)
		if (errAddr == nil) != (errURL == nil) || (errAddr == nil) != (errCtl == nil) {
			t.Errorf("%v: CheckAddr %v, CheckURL %v, Control %v", a, errAddr, errURL, errCtl)
		}
	}
	for _, want := range []struct {
		a  string
		ok bool
	}{{"127.0.0.2", true}, {"::ffff:127.0.0.2", true}, {"127.0.0.1", false}, {"8.8.4.4", false}, {"2002:808:404::", false}, {"8.8.8.8", true}} {
		if err := g.CheckAddr(netip.MustParseAddr(want.a)); (err == nil) != want.ok {
			t.Errorf("CheckAddr(%s) = %v", want.a, err)
		}
	}
}

// TestControl calls Control as a net.Dialer would, without dialing.
func TestControl(t *testing.T) {
	g := &Guard{Ports: []uint16{80, 443}}
	for _, c := range []struct {
		network, address string
		reason           error
	}{
		{"tcp", "9.9.9.9:443", nil},
		{"tcp6", "[2606:4700:4700::1111]:80", nil},
		{"udp", "9.9.9.9:443", nil},
		{"tcp", "9.9.9.9:22", ErrPort},
		{"tcp", "127.0.0.1:80", ErrAddress},
		{"tcp", "169.254.169.254:80", ErrAddress},
		{"tcp", "[::ffff:169.254.169.254]:80", ErrAddress},
		{"tcp", "[64:ff9b::a9fe:a9fe]:80", ErrAddress},
		{"tcp", "[64:ff9b:1:a9fe:a9:fe00::]:80", ErrAddress},
		{"tcp", "[2001:0:4136:e378:8000:63bf:5601:5601]:80", ErrAddress}, // Teredo client 169.254.169.254
		{"tcp", "[fe80::1%eth0]:80", ErrAddress},
		{"tcp", "[2606:4700:4700::1111%1]:80", ErrAddress},
		{"tcp", "example.com:80", ErrAddress},
		{"tcp", "9.9.9.9", ErrAddress},
		{"unix", "/run/docker.sock", ErrNetwork},
		{"ip4:icmp", "9.9.9.9", ErrNetwork},
	} {
		err := g.Control(c.network, c.address, nil)
		if c.reason == nil {
			if err != nil {
				t.Errorf("Control(%s, %s) = %v", c.network, c.address, err)
			}
			continue
		}
		ge := refusal(t, err, c.reason, c.network+" "+c.address)
		if ge.Host != c.address {
			t.Errorf("Control(%s): Host %q", c.address, ge.Host)
		}
	}
}

// dnsServer is a DNS server on 127.0.0.1 that answers A queries for name
// with answers in turn (the last one repeated), AAAA queries with no
// address, and others with NXDOMAIN.
type dnsServer struct {
	pc      net.PacketConn
	name    string
	answers []netip.Addr
	mu      sync.Mutex
	asked   int
}

func newDNSServer(t *testing.T, name string, answers ...netip.Addr) *dnsServer {
	pc, err := net.ListenPacket("udp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	s := &dnsServer{pc: pc, name: name, answers: answers}
	t.Cleanup(func() { pc.Close() })
	go s.serve()
	return s
}

func (s *dnsServer) serve() {
	buf := make([]byte, 1500)
	for {
		n, from, err := s.pc.ReadFrom(buf)
		if err != nil {
			return
		}
		var p dnsmessage.Parser
		h, err := p.Start(buf[:n])
		if err != nil {
			continue
		}
		q, err := p.Question()
		if err != nil {
			continue
		}
		rh := dnsmessage.Header{ID: h.ID, Response: true, Authoritative: true, RecursionAvailable: true}
		if !strings.EqualFold(q.Name.String(), s.name) {
			rh.RCode = dnsmessage.RCodeNameError
		}
		b := dnsmessage.NewBuilder(nil, rh)
		b.EnableCompression()
		b.StartQuestions()
		b.Question(q)
		b.StartAnswers()
		if rh.RCode == dnsmessage.RCodeSuccess && q.Type == dnsmessage.TypeA {
			s.mu.Lock()
			a := s.answers[min(s.asked, len(s.answers)-1)]
			s.asked++
			s.mu.Unlock()
			b.AResource(dnsmessage.ResourceHeader{Name: q.Name, Class: dnsmessage.ClassINET, TTL: 0}, dnsmessage.AResource{A: a.As4()})
		}
		msg, err := b.Finish()
		if err != nil {
			continue
		}
		s.pc.WriteTo(msg, from)
	}
}

// resolver returns a resolver that asks s only.
func (s *dnsServer) resolver() *net.Resolver {
	return &net.Resolver{PreferGo: true, Dial: func(ctx context.Context, _, _ string) (net.Conn, error) {
		var d net.Dialer
		return d.DialContext(ctx, "udp", s.pc.LocalAddr().String())
	}}
}

// countingListener listens on addr and counts the connections it gets,
// answering none.
func countingListener(t *testing.T, addr string) *atomic.Int32 {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		t.Fatalf("listen %s: %v", addr, err)
	}
	t.Cleanup(func() { ln.Close() })
	var n atomic.Int32
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			n.Add(1)
			c.Close()
		}
	}()
	return &n
}

// serveOn starts an httptest server on addr ("127.0.0.2:0").
func serveOn(t *testing.T, addr string, h http.Handler) *httptest.Server {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		t.Skipf("cannot listen on %s (the test needs the loopback network 127.0.0.0/8): %v", addr, err)
	}
	ts := &httptest.Server{Listener: ln, Config: &http.Server{Handler: h}}
	ts.Start()
	t.Cleanup(ts.Close)
	return ts
}

// TestGuardDNSRebinding: a name that resolves first to an address the
// policy allows (127.0.0.2) and then to one it refuses (127.0.0.1) is
// refused at the second dial, in Control, before any connection.
func TestGuardDNSRebinding(t *testing.T) {
	ts := serveOn(t, "127.0.0.2:0", http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { io.WriteString(w, "ok") }))
	port := ts.Listener.Addr().(*net.TCPAddr).Port
	denied := countingListener(t, "127.0.0.1:"+strconv.Itoa(port))
	dns := newDNSServer(t, "rebind.test.", netip.MustParseAddr("127.0.0.2"), netip.MustParseAddr("127.0.0.1"))

	g := &Guard{
		AllowPrefixes: []netip.Prefix{netip.MustParsePrefix("127.0.0.2/32")},
		Dialer:        &net.Dialer{Resolver: dns.resolver()},
	}
	c := g.Client(&http.Client{Transport: &http.Transport{DisableKeepAlives: true}})
	u := whatwgurl.MustParse("http://rebind.test.:" + strconv.Itoa(port) + "/")
	if err := g.CheckURL(u); err != nil {
		t.Fatalf("CheckURL: %v", err)
	}
	resp, err := c.Get(context.Background(), u)
	if err != nil {
		t.Fatalf("first request: %v", err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if string(body) != "ok" {
		t.Fatalf("first request: %q", body)
	}
	_, err = c.Get(context.Background(), u)
	ge := refusal(t, err, ErrAddress, "second request")
	if ge.Addr != netip.MustParseAddr("127.0.0.1") || ge.Verdict == nil || ge.Verdict.Block.Name != "Loopback" {
		t.Errorf("second request: %v", err)
	}
	if n := denied.Load(); n != 0 {
		t.Errorf("the refused address got %d connections", n)
	}
}

// TestGuardRedirects: an allowed server redirects to the refused
// 127.0.0.1, written in the ways a browser reads as that address; the
// hop is refused before it is dialled.
func TestGuardRedirects(t *testing.T) {
	deniedLn, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	q := strconv.Itoa(deniedLn.Addr().(*net.TCPAddr).Port)
	deniedLn.Close()
	denied := countingListener(t, "127.0.0.1:"+q)
	ts := serveOn(t, "127.0.0.2:0", http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if to := r.URL.Query().Get("to"); to != "" {
			w.Header()["Location"] = []string{to}
			w.WriteHeader(http.StatusFound)
			return
		}
		io.WriteString(w, "ok")
	}))
	g := &Guard{AllowPrefixes: []netip.Prefix{netip.MustParsePrefix("127.0.0.2/32")}}
	client := g.Client(nil)

	// The address each Location is read as, by the URL Standard.
	for _, c := range []struct{ location, addr string }{
		{"http://127.0.0.1:" + q + "/", "127.0.0.1"},
		{"http://0x7f.0.0.1:" + q + "/", "127.0.0.1"},
		{"http://0x7f000001:" + q + "/", "127.0.0.1"},
		{"http://0177.0.0.1:" + q + "/", "127.0.0.1"},
		{"http://2130706433:" + q + "/", "127.0.0.1"},
		{"http://127.1:" + q + "/", "127.0.0.1"},
		{"http://[::ffff:127.0.0.1]:" + q + "/", "::ffff:127.0.0.1"},
		{"http://[::ffff:7f00:1]:" + q + "/", "::ffff:127.0.0.1"},
		{"http://[2002:7f00:1::]:" + q + "/", "2002:7f00:1::"},
		{"http://[64:ff9b::127.0.0.1]:" + q + "/", "64:ff9b::7f00:1"},
		{"/\\127.0.0.1:" + q + "/", "127.0.0.1"},
		{"\\\\127.0.0.1:" + q + "/", "127.0.0.1"},
		{"http:/\\127.0.0.1:" + q + "/", "127.0.0.1"},
		{"//127\u30020\u30020\u30021:" + q + "/", "127.0.0.1"},
	} {
		u := whatwgurl.MustParse(ts.URL + "/?to=" + url.QueryEscape(c.location))
		resp, err := client.Get(context.Background(), u)
		if err == nil {
			resp.Body.Close()
			t.Errorf("redirect to %q followed", c.location)
			continue
		}
		ge := refusal(t, err, ErrAddress, c.location)
		if ge.Addr != netip.MustParseAddr(c.addr) {
			t.Errorf("redirect to %q: refused address %v, want %s", c.location, ge.Addr, c.addr)
		}
		if ge.Verdict == nil || ge.Verdict.Block == nil || ge.Verdict.Block.Name != "Loopback" {
			t.Errorf("redirect to %q: %v", c.location, err)
		}
		if !strings.Contains(ge.URL, ":"+q+"/") {
			t.Errorf("redirect to %q: the error's URL is %q, not the hop's", c.location, ge.URL)
		}
	}
	// net/http's own redirects, through the guarded transport.
	hc := &http.Client{Transport: g.Transport(nil)}
	resp, err := hc.Get(ts.URL + "/?to=" + url.QueryEscape("http://0x7f.1:"+q+"/"))
	if err == nil {
		resp.Body.Close()
		t.Error("net/http followed the redirect")
	} else {
		refusal(t, err, ErrAddress, "net/http redirect")
	}
	// The allowed hop itself passes.
	resp, err = client.Get(context.Background(), whatwgurl.MustParse(ts.URL+"/?to=/done"))
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if n := denied.Load(); n != 0 {
		t.Errorf("the refused address got %d connections", n)
	}
}

// TestGuardProxy: a proxy on the transport is refused, or, with
// TrustProxy, handed requests whose URL passed CheckURL.
func TestGuardProxy(t *testing.T) {
	var got []string
	var mu sync.Mutex
	proxy := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		got = append(got, r.RequestURI)
		mu.Unlock()
		io.WriteString(w, "proxied")
	}))
	defer proxy.Close()
	pu, _ := url.Parse(proxy.URL)
	base := &http.Transport{Proxy: http.ProxyURL(pu)}
	// The public address is never dialled: the request goes to the
	// loopback proxy, which answers itself.
	target := whatwgurl.MustParse("http://9.9.9.9/x")

	_, err := (&Guard{AllowPrefixes: []netip.Prefix{netip.MustParsePrefix("127.0.0.1/32")}}).Client(&http.Client{Transport: base}).Get(context.Background(), target)
	refusal(t, err, ErrProxy, "untrusted proxy")

	g := &Guard{TrustProxy: true, AllowPrefixes: []netip.Prefix{netip.MustParsePrefix("127.0.0.1/32")}}
	c := g.Client(&http.Client{Transport: base})
	resp, err := c.Get(context.Background(), target)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	_, err = c.Get(context.Background(), whatwgurl.MustParse("http://169.254.169.254/latest/meta-data/"))
	refusal(t, err, ErrAddress, "trusted proxy, refused target")
	// The proxy's own address must pass Control.
	_, err = (&Guard{TrustProxy: true}).Client(&http.Client{Transport: base}).Get(context.Background(), target)
	refusal(t, err, ErrAddress, "trusted proxy on a refused address")
	mu.Lock()
	defer mu.Unlock()
	if len(got) != 1 || got[0] != "http://9.9.9.9/x" {
		t.Errorf("the proxy got %q, want only http://9.9.9.9/x", got)
	}
}

// TestGuardFailsClosed: transports whose dialing the guard cannot see
// are refused.
func TestGuardFailsClosed(t *testing.T) {
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { io.WriteString(w, "ok") }))
	defer ts.Close()
	g := &Guard{AllowPrefixes: []netip.Prefix{netip.MustParsePrefix("127.0.0.1/32")}}
	u := whatwgurl.MustParse(ts.URL)
	resp, err := g.Client(nil).Get(context.Background(), u)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	// RoundTripper checks before the transport sees the request.
	rt := g.RoundTripper(nil)
	hc := &http.Client{Transport: rt}
	if resp, err := hc.Get(ts.URL); err != nil {
		t.Fatal(err)
	} else {
		resp.Body.Close()
	}
	_, err = hc.Get("http://10.0.0.1/")
	refusal(t, err, ErrAddress, "RoundTripper")
	custom := &http.Transport{DialContext: (&net.Dialer{}).DialContext}
	_, err = g.Client(&http.Client{Transport: custom}).Get(context.Background(), u)
	refusal(t, err, ErrPolicy, "custom DialContext")
	_, err = g.Client(&http.Client{Transport: roundTripFunc(func(*http.Request) (*http.Response, error) { return nil, fmt.Errorf("called") })}).Get(context.Background(), u)
	refusal(t, err, ErrPolicy, "not an *http.Transport")
}

type roundTripFunc func(*http.Request) (*http.Response, error)

func (f roundTripFunc) RoundTrip(r *http.Request) (*http.Response, error) { return f(r) }
