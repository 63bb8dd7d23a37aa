package httpurl

import (
	"context"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/webstd/whatwgurl"
	"github.com/webstd/whatwgurl/internal/testfiles/wpturl"
)

// wptHTTPURLs returns the http and https URLs of the success cases of
// urltestdata.json, read from $WHATWGURL_WPT (the test is skipped when it
// is unset).
func wptHTTPURLs(t *testing.T) []whatwgurl.URL {
	t.Helper()
	var urls []whatwgurl.URL
	for _, c := range wpturl.Parsed(t) {
		if c.Protocol == "http:" || c.Protocol == "https:" {
			urls = append(urls, c.URL)
		}
	}
	if len(urls) < 200 {
		t.Fatalf("only %d http(s) URLs", len(urls))
	}
	return urls
}

// notSendable reports why NewRequest refuses u, or "" when it does not:
// net/http checks the Host header with RFC 3986's reg-name bytes (plus
// '[', ']' and ':'), which exclude '"', '`', '{' and '}' that a URL's
// domain may hold.
func notSendable(u whatwgurl.URL) string {
	if strings.ContainsAny(u.Host(), "\"`{}") {
		return "the host holds a byte net/http does not write in a Host header"
	}
	return ""
}

// absoluteForm reports whether net/http sends u in absolute-form over
// HTTP/1.1: a path starting with "//" that net/url cannot hold in Path and
// RawPath, because it holds a '|' or a '%' that starts no percent-encoded
// byte.
func absoluteForm(u whatwgurl.URL) bool {
	p := u.Pathname()
	if !strings.HasPrefix(p, "//") {
		return false
	}
	if strings.Contains(p, "|") {
		return true
	}
	for i := 0; i < len(p); i++ {
		if p[i] == '%' && !(i+2 < len(p) && isHex(p[i+1]) && isHex(p[i+2])) {
			return true
		}
	}
	return false
}

func isHex(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}

// echo answers every request with the request-target and Host it got.
func echo(r *wireRequest) wireResponse {
	return wireResponse{Status: 200, Body: r.Method + " " + r.Target + " " + r.Proto + "\n" + r.Host}
}

// wireClients returns a client for http URLs and one for https URLs that
// send every request to one of the raw echo servers, over HTTP/1.1 or,
// with h2, over HTTP/2 (with prior knowledge for http, ALPN for https).
func wireClients(t *testing.T, h2 bool) (plain, secure *http.Client) {
	cert, tlsConfig := testCert(t)
	plainServer := newRawServer(t, nil, h2, echo)
	tlsServer := newRawServer(t, &cert, h2, echo)
	tp := &http.Transport{DialContext: dialer(map[string]*rawServer{"": plainServer})}
	ts := &http.Transport{DialContext: dialer(map[string]*rawServer{"": tlsServer}), TLSClientConfig: tlsConfig}
	if h2 {
		var p, s http.Protocols
		p.SetUnencryptedHTTP2(true)
		s.SetHTTP2(true)
		tp.Protocols, ts.Protocols = &p, &s
	} else {
		tlsConfig.NextProtos = []string{"http/1.1"}
	}
	t.Cleanup(tp.CloseIdleConnections)
	t.Cleanup(ts.CloseIdleConnections)
	return &http.Client{Transport: tp}, &http.Client{Transport: ts}
}

// send sends a GET request for u with c and returns the echo server's
// answer.
func send(t *testing.T, c *http.Client, u whatwgurl.URL) (target, host string, err error) {
	req, err := NewRequest(context.Background(), "GET", u, nil)
	if err != nil {
		return "", "", err
	}
	resp, err := c.Do(req)
	if err != nil {
		return "", "", err
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		return "", "", err
	}
	line, host, _ := strings.Cut(string(body), "\n")
	return line, host, nil
}

// TestWireWPT sends every http and https URL of urltestdata.json with
// net/http, over HTTP/1.1 and HTTP/2, plain and over TLS, and checks the
// request-target as it arrived: RequestURI, byte for byte; for the URLs
// absoluteForm describes, over HTTP/1.1, the absolute-form of it. The
// Host header (or :authority) is the URL's host. NewRequest refuses
// exactly the URLs notSendable describes.
func TestWireWPT(t *testing.T) {
	urls := wptHTTPURLs(t)
	for _, proto := range []struct {
		name string
		h2   bool
	}{{"HTTP/1.1", false}, {"HTTP/2", true}} {
		t.Run(proto.name, func(t *testing.T) {
			plain, secure := wireClients(t, proto.h2)
			sent, refused, absolute := 0, 0, 0
			for _, u := range urls {
				c := plain
				if u.Scheme() == "https" {
					c = secure
				}
				line, host, err := send(t, c, u)
				if reason := notSendable(u); reason != "" {
					if err == nil {
						t.Errorf("%q: sent (%q), but %s", u.Href(), line, reason)
					} else {
						t.Logf("not sent: %q: %s", u.Href(), reason)
					}
					refused++
					continue
				}
				if err != nil {
					t.Errorf("%q: %v", u.Href(), err)
					continue
				}
				sent++
				wantTarget := u.RequestURI()
				wantProto := "HTTP/1.1"
				if proto.h2 {
					wantProto = "HTTP/2.0"
				} else if absoluteForm(u) {
					wantTarget = u.Scheme() + "://" + u.Host() + wantTarget
					absolute++
				}
				if want := "GET " + wantTarget + " " + wantProto; line != want {
					t.Errorf("%q: the server got %q, want %q", u.Href(), line, want)
				}
				if host != u.Host() {
					t.Errorf("%q: Host %q, want %q", u.Href(), host, u.Host())
				}
			}
			t.Logf("%d URLs sent as RequestURI, %d of them in absolute-form; %d refused (notSendable)", sent, absolute, refused)
			if sent < 200 {
				t.Errorf("only %d URLs sent", sent)
			}
		})
	}
}

// goServerRejects reports why a server written with net/http answers 400
// to u's request-target, or "": it parses the target with
// url.ParseRequestURI, which fails on a '%' in the path that starts no
// percent-encoded byte.
func goServerRejects(u whatwgurl.URL) string {
	p := u.Pathname()
	for i := 0; i < len(p); i++ {
		if p[i] == '%' && !(i+2 < len(p) && isHex(p[i+1]) && isHex(p[i+2])) {
			return "a '%' in the path starts no percent-encoded byte"
		}
	}
	return ""
}

// TestGoServerWPT sends every http URL of urltestdata.json to a server
// written with net/http (httptest), and checks that it answers 400
// exactly to the URLs goServerRejects names, and otherwise sees
// RequestURI as r.RequestURI.
func TestGoServerWPT(t *testing.T) {
	urls := wptHTTPURLs(t)
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		io.WriteString(w, r.Method+" "+r.RequestURI+" "+r.Proto+"\n"+r.Host)
	}))
	defer ts.Close()
	tr := &http.Transport{DialContext: func(ctx context.Context, network, _ string) (net.Conn, error) {
		var d net.Dialer
		return d.DialContext(ctx, network, ts.Listener.Addr().String())
	}}
	defer tr.CloseIdleConnections()
	c := &http.Client{Transport: tr}
	rejected := 0
	for _, u := range urls {
		if u.Scheme() != "http" || notSendable(u) != "" {
			continue
		}
		req, err := NewRequest(context.Background(), "GET", u, nil)
		if err != nil {
			t.Fatal(err)
		}
		resp, err := c.Do(req)
		if err != nil {
			t.Errorf("%q: %v", u.Href(), err)
			continue
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		reason := goServerRejects(u)
		switch {
		case reason != "" && resp.StatusCode != 400:
			t.Errorf("%q: net/http's server answered %d (%q), want 400: %s", u.Href(), resp.StatusCode, body, reason)
		case reason == "" && resp.StatusCode != 200:
			t.Errorf("%q: net/http's server answered %d (%q)", u.Href(), resp.StatusCode, body)
		case reason != "":
			rejected++
		default:
			target := u.RequestURI()
			if absoluteForm(u) {
				target = "http://" + u.Host() + target
			}
			if line, _, _ := strings.Cut(string(body), "\n"); line != "GET "+target+" HTTP/1.1" {
				t.Errorf("%q: net/http's server saw %q", u.Href(), line)
			}
		}
	}
	t.Logf("net/http's server rejected %d URLs", rejected)
}

// TestWireShapes sends URLs of every shape RequestURL treats apart, over
// HTTP/1.1 and HTTP/2: paths net/url holds as they are, in RawPath, or
// only in Opaque, the absolute-form for "//" paths that only Opaque can
// hold, and ports and IP literals in the Host.
func TestWireShapes(t *testing.T) {
	inputs := []string{
		"http://example.com/a|b?c|d",
		"http://example.com/x%zzy",
		"http://example.com/%",
		"http://example.com/%41%2f%2F",
		"http://example.com/%C3%A9/\u00e9",
		"http://example.com/[x]!$&'()*+,;=:@~",
		"http://example.com/?",
		"http://example.com/?q=`{}|^\\[]'\"",
		"http://example.com//evil.example/x",
		"http://example.com//a|b?q",
		"https://example.com:8443//x%zzy",
		"http://[::1]:8080//|",
		"http://127.0.0.1//a%zz|b#frag",
		"https://user:pass@example.com//a|b",
		"http://xn--bcher-kva.example/%zz",
	}
	for _, proto := range []struct {
		name string
		h2   bool
	}{{"HTTP/1.1", false}, {"HTTP/2", true}} {
		t.Run(proto.name, func(t *testing.T) {
			plain, secure := wireClients(t, proto.h2)
			absolute := 0
			for _, in := range inputs {
				u := whatwgurl.MustParse(in)
				c := plain
				if u.Scheme() == "https" {
					c = secure
				}
				line, host, err := send(t, c, u)
				if err != nil {
					t.Errorf("%q: %v", in, err)
					continue
				}
				want := "GET " + u.RequestURI() + " HTTP/1.1"
				if proto.h2 {
					want = "GET " + u.RequestURI() + " HTTP/2.0"
				} else if absoluteForm(u) {
					want = "GET " + u.Scheme() + "://" + u.Host() + u.RequestURI() + " HTTP/1.1"
					absolute++
				}
				if line != want || host != u.Host() {
					t.Errorf("%q: the server got %q, Host %q; want %q, Host %q", in, line, host, want, u.Host())
				}
			}
			if !proto.h2 && absolute != 5 {
				t.Errorf("%d URLs in absolute-form, want 5", absolute)
			}
		})
	}
}
