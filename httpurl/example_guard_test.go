package httpurl_test

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"os"

	"github.com/webstd/whatwgurl"
	"github.com/webstd/whatwgurl/httpurl"
)

func ExampleGuard_Client() {
	// A server that redirects to the cloud metadata address, written as
	// an IPv4-mapped IPv6 address. The guard allows the test server's
	// loopback address only because the policy says so.
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, "http://[::ffff:a9fe:a9fe]/latest/meta-data/", http.StatusFound)
	}))
	defer ts.Close()

	g := &httpurl.Guard{AllowPrefixes: []netip.Prefix{netip.MustParsePrefix("127.0.0.1/32")}}
	_, err := g.Client(nil).Get(context.Background(), whatwgurl.MustParse(ts.URL))

	var ge *httpurl.GuardError
	if errors.As(err, &ge) {
		fmt.Println(errors.Is(err, httpurl.ErrAddress))
		fmt.Println(ge.URL)
		fmt.Println(ge.Verdict)
	}
	// Output:
	// true
	// http://[::ffff:a9fe:a9fe]/latest/meta-data/
	// ::ffff:169.254.169.254: not globally reachable (IPv4-mapped form of 169.254.169.254): Link Local 169.254.0.0/16 [RFC3927]
}

func ExampleGuard_Control() {
	// The address a dialer is about to connect to is checked after name
	// resolution: a name that resolves to a private address is refused
	// at the dial, before any packet is sent.
	ln, _ := net.Listen("tcp", "127.0.0.1:0")
	defer ln.Close()

	var g httpurl.Guard // the default policy
	d := &net.Dialer{Control: g.Control}
	_, err := d.Dial("tcp", ln.Addr().String())
	fmt.Println(errors.Is(err, httpurl.ErrRefused))

	// Public addresses are checked the same way, without dialing here.
	fmt.Println(g.Control("tcp", "9.9.9.9:443", nil))
	err = g.Control("tcp", "[64:ff9b::a9fe:a9fe]:80", nil)
	var ge *httpurl.GuardError
	errors.As(err, &ge)
	fmt.Println(ge.Verdict.Via, ge.Verdict.Embedded, ge.Verdict.Block.Name)
	// Output:
	// true
	// <nil>
	// NAT64 64:ff9b::/96 169.254.169.254 Link Local
}

func ExampleGuard_allowList() {
	g := &httpurl.Guard{
		Schemes:    []string{"https"},
		Ports:      []uint16{443},
		AllowHosts: []string{"api.example.com", "*.cdn.example.com"},
		DenyHosts:  []string{"ＩＮＴＥＲＮＡＬ.cdn.example.com"}, // parsed as a host: internal.cdn.example.com
	}
	for _, s := range []string{
		"https://API.example.com/v1",
		"https://img.cdn.example.com/a.png",
		"https://internal.cdn.example.com/",
		"https://api.example.com:8443/",
		"http://api.example.com/",
		"https://example.com/",
	} {
		err := g.CheckURL(whatwgurl.MustParse(s))
		var ge *httpurl.GuardError
		if errors.As(err, &ge) {
			fmt.Printf("%s: %v: %s\n", s, ge.Err, ge.Rule)
		} else {
			fmt.Printf("%s: allowed\n", s)
		}
	}
	// Output:
	// https://API.example.com/v1: allowed
	// https://img.cdn.example.com/a.png: allowed
	// https://internal.cdn.example.com/: host not allowed: DenyHosts "ＩＮＴＥＲＮＡＬ.cdn.example.com"
	// https://api.example.com:8443/: port not allowed: port 8443 is not in Ports
	// http://api.example.com/: scheme not allowed: scheme "http" is not in Schemes ["https"]
	// https://example.com/: host not allowed: not in AllowHosts
}

func ExampleClassify() {
	for _, s := range []string{"9.9.9.9", "100.64.0.1", "2002:a9fe:a9fe::", "2001:db8::1", "fec0::1"} {
		fmt.Println(httpurl.Classify(netip.MustParseAddr(s)))
	}
	// Output:
	// 9.9.9.9: globally reachable
	// 100.64.0.1: not globally reachable: Shared Address Space 100.64.0.0/10 [RFC6598]
	// 2002:a9fe:a9fe::: not globally reachable (6to4 form of 169.254.169.254): Link Local 169.254.0.0/16 [RFC3927]
	// 2001:db8::1: not globally reachable: Documentation 2001:db8::/32 [RFC3849]
	// fec0::1: not globally reachable: Site-Local (deprecated) fec0::/10 [RFC3879]
}

func ExampleServerURL() {
	// A server's handler reads the URL the client sent.
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		u, err := httpurl.FromRequest(r)
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		fmt.Fprintf(w, "%s (path %s)", u, u.Pathname())
	}))
	defer ts.Close()

	for _, head := range []string{
		"GET /a|b?x=1 HTTP/1.1\r\nHost: Example.COM\r\n",
		"GET //double/slash HTTP/1.1\r\nHost: h\r\n",
	} {
		c, _ := net.Dial("tcp", ts.Listener.Addr().String())
		io.WriteString(c, head+"Connection: close\r\n\r\n")
		resp, _ := http.ReadResponse(bufio.NewReader(c), nil)
		body, _ := io.ReadAll(resp.Body)
		c.Close()
		fmt.Println(string(body))
	}
	// Output:
	// http://example.com/a|b?x=1 (path /a|b)
	// http://h//double/slash (path //double/slash)
}

func ExampleRedact() {
	u := whatwgurl.MustParse("https://user:pass@example.com/callback?state=xyz&code=SplxlOBeZQQYbYS6WxSbIA#access_token=2YotnFZ")
	fmt.Println(httpurl.Redact(u))
	fmt.Println(httpurl.Redact(u, "state"))

	log := slog.New(slog.NewTextHandler(os.Stdout, &slog.HandlerOptions{ReplaceAttr: func(_ []string, a slog.Attr) slog.Attr {
		if a.Key == slog.TimeKey {
			return slog.Attr{} // a fixed output for the example
		}
		return a
	}}))
	log.Info("callback", "url", httpurl.RedactedURL{URL: u})
	// Output:
	// https://user:xxxxx@example.com/callback?state=xyz&code=xxxxx#access_token=xxxxx
	// https://user:xxxxx@example.com/callback?state=xxxxx&code=SplxlOBeZQQYbYS6WxSbIA#access_token=2YotnFZ
	// level=INFO msg=callback url="https://user:xxxxx@example.com/callback?state=xyz&code=xxxxx#access_token=xxxxx"
}

func ExampleTrustedProxies_FromRequest() {
	// Forwarding headers are read only from the proxies the server
	// trusts; from anyone else they are ignored.
	trusted := httpurl.TrustedProxies{netip.MustParsePrefix("10.0.0.0/8")}
	for _, remote := range []string{"10.0.0.7:41000", "203.0.113.9:41000"} {
		r := httptest.NewRequest("GET", "/cart?id=7", nil)
		r.Host, r.RemoteAddr = "backend.internal:8080", remote
		r.Header.Set("Forwarded", `for=198.51.100.4;proto=https;host=shop.example`)
		u, err := trusted.FromRequest(r)
		fmt.Println(remote, u, err)
	}
	// Output:
	// 10.0.0.7:41000 https://shop.example/cart?id=7 <nil>
	// 203.0.113.9:41000 http://backend.internal:8080/cart?id=7 <nil>
}
