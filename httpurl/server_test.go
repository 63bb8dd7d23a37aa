package httpurl

import (
	"bufio"
	"context"
	"crypto/tls"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"strings"
	"testing"
)

// urlEcho answers with FromRequest's URL, or "error: " and its error.
var urlEcho = http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
	u, err := FromRequest(r)
	if err != nil {
		io.WriteString(w, "error: "+err.Error())
		return
	}
	io.WriteString(w, u.Href())
})

// rawRequest sends head (request line and header fields, CRLF-ended, with
// the empty line) on a new connection to addr, over TLS when tlsConfig is
// set, and returns the response's status and body.
func rawRequest(t *testing.T, addr string, tlsConfig *tls.Config, head string) (int, string) {
	t.Helper()
	c, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if tlsConfig != nil {
		c = tls.Client(c, tlsConfig)
	}
	if _, err := io.WriteString(c, head); err != nil {
		t.Fatal(err)
	}
	resp, err := http.ReadResponse(bufio.NewReader(c), nil)
	if err != nil {
		t.Fatalf("%q: %v", head, err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(body)
}

// TestServerURLRaw sends request lines with a raw TCP client to a
// net/http server and checks the URL FromRequest reads. The expected URLs
// are the URL Standard's parse of scheme://Host + target (origin-form) or
// of the target (absolute-form); where net/http's server refuses the
// request, its 400 is expected (that is its choice, see TestGoServerWPT).
func TestServerURLRaw(t *testing.T) {
	plain := httptest.NewServer(urlEcho)
	defer plain.Close()
	secure := httptest.NewTLSServer(urlEcho)
	defer secure.Close()
	tlsConfig := secure.Client().Transport.(*http.Transport).TLSClientConfig.Clone()
	tlsConfig.NextProtos = []string{"http/1.1"}
	tlsConfig.ServerName = "example.com" // the name httptest's certificate holds

	for _, c := range []struct {
		name, line, host string
		tls              bool
		want             string // the body: a URL, "error: …" (prefix), or "400"
	}{
		{"issue: pipe and case", "GET /a|b?x=1 HTTP/1.1", "Example.COM", false, "http://example.com/a|b?x=1"},
		{"issue: double slash", "GET //double/slash HTTP/1.1", "h", false, "http://h//double/slash"},
		{"tls", "GET /x?y HTTP/1.1", "example.com", true, "https://example.com/x?y"},
		{"default port", "GET / HTTP/1.1", "example.com:80", false, "http://example.com/"},
		{"default https port", "GET / HTTP/1.1", "example.com:443", true, "https://example.com/"},
		{"other port", "GET / HTTP/1.1", "example.com:8080", false, "http://example.com:8080/"},
		{"ipv6", "GET /p HTTP/1.1", "[::1]:8080", false, "http://[::1]:8080/p"},
		{"ipv4 number forms", "GET / HTTP/1.1", "0x7f.1", false, "http://127.0.0.1/"},
		{"idna", "GET / HTTP/1.1", "xn--bcher-kva.example", false, "http://xn--bcher-kva.example/"},
		{"empty query", "GET /x? HTTP/1.1", "h", false, "http://h/x?"},
		{"percent-encoded kept", "GET /a%2Fb/%7e?q=%20 HTTP/1.1", "h", false, "http://h/a%2Fb/%7e?q=%20"},
		{"query bytes", "GET /?a='\"<>` HTTP/1.1", "h", false, "http://h/?a=%27%22%3C%3E`"},
		{"sub-delims", "GET /[x]!$&'()*+,;=:@~ HTTP/1.1", "h", false, "http://h/[x]!$&'()*+,;=:@~"},
		{"dot segments", "GET /a/../b/./c HTTP/1.1", "h", false, "http://h/b/c"},
		{"encoded dot segment", "GET /a/%2e%2E/b HTTP/1.1", "h", false, "http://h/b"},
		{"backslash", "GET /a\\b HTTP/1.1", "h", false, "http://h/a/b"},
		{"braces", "GET /{x} HTTP/1.1", "h", false, "http://h/%7Bx%7D"},
		{"absolute-form", "GET http://Other.EXAMPLE:80/abs?x HTTP/1.1", "h", false, "http://other.example/abs?x"},
		{"absolute-form https over plain", "GET https://x.example/p HTTP/1.1", "x.example", false, "https://x.example/p"},
		{"absolute-form double slash", "GET http://h//a|b HTTP/1.1", "h", false, "http://h//a|b"},
		{"bad percent", "GET /x%zzy HTTP/1.1", "h", false, "400"},
		{"userinfo in Host", "GET / HTTP/1.1", "user@h", false, "400"},
	} {
		t.Run(c.name, func(t *testing.T) {
			addr, cfg := plain.Listener.Addr().String(), (*tls.Config)(nil)
			if c.tls {
				addr, cfg = secure.Listener.Addr().String(), tlsConfig
			}
			status, body := rawRequest(t, addr, cfg, c.line+"\r\nHost: "+c.host+"\r\nConnection: close\r\n\r\n")
			switch {
			case c.want == "400":
				if status != 400 {
					t.Errorf("%d %q, want 400", status, body)
				}
			case strings.HasPrefix(c.want, "error: "):
				if !strings.HasPrefix(body, c.want) {
					t.Errorf("%d %q, want an error", status, body)
				}
			case body != c.want:
				t.Errorf("%d %q, want %q", status, body, c.want)
			}
		})
	}
	// HTTP/1.0 without a Host header: no URL.
	if _, body := rawRequest(t, plain.Listener.Addr().String(), nil, "GET /x HTTP/1.0\r\n\r\n"); !strings.HasPrefix(body, "error: ") {
		t.Errorf("HTTP/1.0 without Host: %q", body)
	}
}

// TestServerURLHost: a Host that is not a host with an optional port is
// refused, whatever let it through.
func TestServerURLHost(t *testing.T) {
	for _, host := range []string{"", "a@b", "a/b", "a\\b", "a?b", "a#b", "a:b", "a b", "[::1"} {
		req := httptest.NewRequest("GET", "/x", nil)
		req.Host = host
		if u, err := ServerURL(req); err == nil {
			t.Errorf("Host %q: %q", host, u.Href())
		}
	}
	req := httptest.NewRequest("CONNECT", "example.com:443", nil)
	if u, err := FromRequest(req); err == nil {
		t.Errorf("CONNECT: %q", u.Href())
	}
	// net/http's server answers "OPTIONS *" itself; a handler given one
	// gets no URL.
	req = httptest.NewRequest("OPTIONS", "/", nil)
	req.RequestURI = "*"
	if u, err := FromRequest(req); err == nil {
		t.Errorf("OPTIONS *: %q", u.Href())
	}
	req = httptest.NewRequest("GET", "/", nil)
	req.RequestURI = "ftp://example.com/"
	if u, err := FromRequest(req); err == nil {
		t.Errorf("absolute-form ftp: %q", u.Href())
	}
}

// TestServerURLWPT sends every http and https URL of urltestdata.json with
// httpurl's client to a net/http server on loopback (plain and TLS,
// HTTP/1.1 and HTTP/2), whose handler reads FromRequest: the URL is the
// one sent, less its fragment and credentials, which are not sent.
func TestServerURLWPT(t *testing.T) {
	urls := wptHTTPURLs(t)
	plain := httptest.NewServer(urlEcho)
	defer plain.Close()
	secure := httptest.NewUnstartedServer(urlEcho)
	secure.EnableHTTP2 = true
	secure.StartTLS()
	defer secure.Close()
	for _, h2 := range []bool{false, true} {
		tlsConfig := secure.Client().Transport.(*http.Transport).TLSClientConfig.Clone()
		tlsConfig.InsecureSkipVerify = true // the test certificate names example.com; the URLs name other hosts
		to := func(addr string) func(ctx context.Context, network, _ string) (net.Conn, error) {
			return func(ctx context.Context, network, _ string) (net.Conn, error) {
				var d net.Dialer
				return d.DialContext(ctx, network, addr)
			}
		}
		tp := &http.Transport{DialContext: to(plain.Listener.Addr().String())}
		ts := &http.Transport{DialContext: to(secure.Listener.Addr().String()), TLSClientConfig: tlsConfig, ForceAttemptHTTP2: h2}
		if !h2 {
			tlsConfig.NextProtos = []string{"http/1.1"}
		}
		defer tp.CloseIdleConnections()
		defer ts.CloseIdleConnections()
		cp, cs := &Client{HTTP: &http.Client{Transport: tp}}, &Client{HTTP: &http.Client{Transport: ts}}
		checked, rejected := 0, 0
		for _, u := range urls {
			if notSendable(u) != "" {
				continue
			}
			c := cp
			if u.Scheme() == "https" {
				c = cs
			}
			resp, err := c.Get(context.Background(), u)
			if err != nil {
				t.Errorf("%q: %v", u.Href(), err)
				continue
			}
			body, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			if reason := goServerRejects(u); reason != "" {
				if resp.StatusCode != 400 {
					t.Errorf("%q: %d, want 400: %s", u.Href(), resp.StatusCode, reason)
				}
				rejected++
				continue
			}
			if h2 && u.Scheme() == "https" && resp.ProtoMajor != 2 {
				t.Fatalf("%q: sent over %s", u.Href(), resp.Proto)
			}
			want := u.WithoutFragment()
			want.SetUsername("")
			want.SetPassword("")
			if string(body) != want.Href() {
				t.Errorf("%q (h2 %v): FromRequest gave %q, want %q", u.Href(), h2, body, want.Href())
			}
			checked++
		}
		t.Logf("h2 %v: %d URLs read back, %d refused with 400 by net/http's server", h2, checked, rejected)
		if checked < 200 {
			t.Errorf("only %d URLs read back", checked)
		}
	}
}

// TestTrustedProxies reads forwarding headers only from trusted peers.
func TestTrustedProxies(t *testing.T) {
	trusted := TrustedProxies{netip.MustParsePrefix("10.0.0.0/8"), netip.MustParsePrefix("::1/128")}
	for _, c := range []struct {
		name, remote string
		header       map[string]string
		want         string
	}{
		{"untrusted peer", "9.9.9.9:1234", map[string]string{"Forwarded": "proto=https;host=evil.example"}, "http://h/p?q"},
		{"no header", "10.0.0.1:1234", nil, "http://h/p?q"},
		{"forwarded", "10.0.0.1:1234", map[string]string{"Forwarded": "for=9.9.9.9;proto=https;host=Example.COM"}, "https://example.com/p?q"},
		{"forwarded ipv6 peer", "[::1]:1234", map[string]string{"Forwarded": "for=9.9.9.9;proto=https;host=example.com"}, "https://example.com/p?q"},
		// RFC 7239 section 4: elements in order of the proxies; the last
		// element is the trusted peer's; its "for" 10.0.0.2 is trusted, so
		// the element before it tells what the client asked.
		{"chain", "10.0.0.1:1234", map[string]string{"Forwarded": "for=9.9.9.9;proto=https;host=a.example, for=10.0.0.2;proto=http;host=internal"}, "https://a.example/p?q"},
		{"chain stops at untrusted", "10.0.0.1:1234", map[string]string{"Forwarded": "for=10.0.0.3;host=spoofed.example, for=9.9.9.9;proto=https;host=b.example"}, "https://b.example/p?q"},
		{"quoted", "10.0.0.1:1234", map[string]string{"Forwarded": `for="[2001:db8::1]:80";host="example.com:8443";proto=https`}, "https://example.com:8443/p?q"},
		{"x-forwarded", "10.0.0.1:1234", map[string]string{"X-Forwarded-Proto": "https", "X-Forwarded-Host": "spoofed.example, example.com"}, "https://example.com/p?q"},
		{"bad proto", "10.0.0.1:1234", map[string]string{"Forwarded": "proto=ftp"}, "error"},
		{"bad host", "10.0.0.1:1234", map[string]string{"Forwarded": `host="user@example.com"`}, "error"},
		{"bad header", "10.0.0.1:1234", map[string]string{"Forwarded": `host="unterminated`}, "error"},
	} {
		req := httptest.NewRequest("GET", "/p?q", nil)
		req.Host, req.RemoteAddr = "h", c.remote
		for k, v := range c.header {
			req.Header.Set(k, v)
		}
		u, err := trusted.FromRequest(req)
		got := u.Href()
		if err != nil {
			got = "error"
		}
		if got != c.want {
			t.Errorf("%s: %q (%v), want %q", c.name, got, err, c.want)
		}
	}
}
