package httpurl

import (
	"context"
	"crypto/tls"
	"errors"
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/webstd/whatwgurl"
)

// hop is one request a test server received.
type hop struct {
	server string
	req    *wireRequest
}

// redirectWorld is a set of raw servers reached by host name: "main"
// answers every host not listed, and "evil.example", "other.example" and
// "sub.main.example" have their own; "secure" is a TLS server at
// secure.example:443. Each records the requests it gets and answers with
// route, or with 200 and the request line when route returns a zero
// response.
type redirectWorld struct {
	mu     sync.Mutex
	hops   []hop
	client *http.Client
}

func newRedirectWorld(t *testing.T, route func(server string, r *wireRequest, hits int) wireResponse) *redirectWorld {
	w := &redirectWorld{}
	hits := map[string]int{}
	servers := map[string]*rawServer{}
	cert, tlsConfig := testCert(t)
	for _, name := range []string{"main", "evil.example", "other.example", "sub.main.example", "secure"} {
		handle := func(r *wireRequest) wireResponse {
			w.mu.Lock()
			w.hops = append(w.hops, hop{name, r})
			key := name + " " + r.Target
			hits[key]++
			n := hits[key]
			w.mu.Unlock()
			if resp := route(name, r, n); resp.Status != 0 {
				return resp
			}
			return wireResponse{Status: 200, Body: name + " " + r.Method + " " + r.Target + "\n" + r.Host + "\n" + string(r.Body)}
		}
		var tlsCert *tls.Certificate
		if name == "secure" {
			tlsCert = &cert
		}
		s := newRawServer(t, tlsCert, false, handle)
		switch name {
		case "main":
			servers[""] = s
		case "secure":
			servers["secure.example:443"] = s
		default:
			servers[name] = s
		}
	}
	tlsConfig.NextProtos = []string{"http/1.1"}
	tr := &http.Transport{DialContext: dialer(servers), TLSClientConfig: tlsConfig}
	t.Cleanup(tr.CloseIdleConnections)
	w.client = &http.Client{Transport: tr}
	return w
}

// requests returns the hops so far.
func (w *redirectWorld) requests() []hop {
	w.mu.Lock()
	defer w.mu.Unlock()
	return append([]hop(nil), w.hops...)
}

// redirect answers with status and a Location header.
func redirect(status int, location string) wireResponse {
	return wireResponse{Status: status, Header: [][2]string{{"Location", location}}}
}

// TestRedirectLocations follows one redirect for each Location and checks
// that the request reaches u.Parse(location): the right server, the
// request-target RequestURI byte for byte, the Host, and FromRequest of
// the response's request.
func TestRedirectLocations(t *testing.T) {
	locations := []struct{ name, location string }{
		{"pipe", "/x|y"},
		{"invalid percent", "/x%zzy"},
		{"backslash makes a host", `/\evil.example/p`},
		{"scheme-relative", "//other.example/"},
		{"dot segments", "/a/./b/../c"},
		{"query only", "?q"},
		{"fragment only", "#f"},
		{"spaces and non-ASCII", "/a b/\u00e9?x y=\u00e9#z \u00e9"},
		{"relative path", "d/../e;p"},
		{"absolute other port", "http://other.example:8080/p"},
		{"upper-case scheme and host", "HTTP://EVIL.EXAMPLE/Q"},
		{"tab removed", "/t\tab/x"},
		{"leading and trailing spaces", "  /trim  "},
		{"to https", "https://secure.example/s"},
	}
	for i, tt := range locations {
		t.Run(tt.name, func(t *testing.T) {
			start := whatwgurl.MustParse("http://main.example/start/" + strconv.Itoa(i))
			w := newRedirectWorld(t, func(server string, r *wireRequest, hits int) wireResponse {
				if server == "main" && r.Target == start.RequestURI() && hits == 1 {
					return redirect(302, tt.location)
				}
				return wireResponse{}
			})
			want, err := start.Parse(tt.location)
			if err != nil {
				t.Fatal(err)
			}
			resp, err := (&Client{HTTP: w.client}).Get(context.Background(), start)
			if err != nil {
				t.Fatal(err)
			}
			body, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			final, err := FromRequest(resp.Request)
			if err != nil || final != want {
				t.Errorf("final URL %q (%v), want %q", final.Href(), err, want.Href())
			}
			hops := w.requests()
			if len(hops) != 2 {
				t.Fatalf("%d requests, want 2", len(hops))
			}
			wantServer := map[string]string{"evil.example": "evil.example", "other.example": "other.example", "secure.example": "secure"}[want.Hostname()]
			if wantServer == "" {
				wantServer = "main"
			}
			got := hops[1]
			if got.server != wantServer || got.req.Target != want.RequestURI() || got.req.Host != want.Host() {
				t.Errorf("second request to %s %q Host %q; want %s %q Host %q", got.server, got.req.Target, got.req.Host, wantServer, want.RequestURI(), want.Host())
			}
			if !strings.HasPrefix(string(body), wantServer+" GET "+want.RequestURI()+"\n") {
				t.Errorf("body %q", body)
			}
		})
	}
}

// TestRedirectMethods checks net/http's method and body rules.
func TestRedirectMethods(t *testing.T) {
	tests := []struct {
		name       string
		method     string
		status     int
		noGetBody  bool
		wantMethod string // "" when the redirect is not followed
		wantBody   bool
	}{
		{"301 POST becomes GET", "POST", 301, false, "GET", false},
		{"302 POST becomes GET", "POST", 302, false, "GET", false},
		{"303 POST becomes GET", "POST", 303, false, "GET", false},
		{"303 PUT becomes GET", "PUT", 303, false, "GET", false},
		{"301 PUT becomes GET", "PUT", 301, false, "GET", false},
		{"302 HEAD stays", "HEAD", 302, false, "HEAD", false},
		{"307 POST keeps body", "POST", 307, false, "POST", true},
		{"308 PUT keeps body", "PUT", 308, false, "PUT", true},
		{"307 without GetBody is returned", "POST", 307, true, "", false},
		{"300 is returned", "GET", 300, false, "", false},
		{"304 is returned", "GET", 304, false, "", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w := newRedirectWorld(t, func(server string, r *wireRequest, hits int) wireResponse {
				if r.Target == "/start" {
					return redirect(tt.status, "/next")
				}
				return wireResponse{}
			})
			var body io.Reader = strings.NewReader("payload")
			if tt.noGetBody {
				body = io.MultiReader(strings.NewReader("payload"))
			}
			req, err := NewRequest(context.Background(), tt.method, whatwgurl.MustParse("http://main.example/start"), body)
			if err != nil {
				t.Fatal(err)
			}
			req.Header.Set("Content-Type", "text/plain")
			req.Header.Set("Content-Language", "en")
			req.Header.Set("X-Keep", "1")
			resp, err := (&Client{HTTP: w.client}).Do(req)
			if err != nil {
				t.Fatal(err)
			}
			resp.Body.Close()
			hops := w.requests()
			if tt.wantMethod == "" {
				if len(hops) != 1 || resp.StatusCode != tt.status {
					t.Fatalf("%d requests, status %d; want the %d returned", len(hops), resp.StatusCode, tt.status)
				}
				return
			}
			if len(hops) != 2 {
				t.Fatalf("%d requests, want 2", len(hops))
			}
			next := hops[1].req
			if next.Method != tt.wantMethod {
				t.Errorf("method %s, want %s", next.Method, tt.wantMethod)
			}
			if got := string(next.Body); tt.wantBody != (got == "payload") || !tt.wantBody && got != "" {
				t.Errorf("body %q", got)
			}
			if tt.wantBody != (next.Header.Get("Content-Type") == "text/plain") || tt.wantBody != (next.Header.Get("Content-Language") == "en") {
				t.Errorf("body headers %q", next.Header)
			}
			if next.Header.Get("X-Keep") != "1" {
				t.Error("X-Keep dropped")
			}
		})
	}
}

// TestRedirectLimit: net/http's limit: an http.Client that is always
// redirected makes 10 requests and fails with "stopped after 10
// redirects".
func TestRedirectLimit(t *testing.T) {
	w := newRedirectWorld(t, func(server string, r *wireRequest, hits int) wireResponse {
		return redirect(302, "/loop"+strconv.Itoa(len(r.Target)))
	})
	resp, err := (&Client{HTTP: w.client}).Get(context.Background(), whatwgurl.MustParse("http://main.example/"))
	var ue *url.Error
	if !errors.As(err, &ue) || !strings.Contains(err.Error(), "stopped after 10 redirects") {
		t.Fatalf("error %v", err)
	}
	if resp == nil || resp.StatusCode != 302 {
		t.Errorf("response %v, want the last 302", resp)
	}
	if n := len(w.requests()); n != 10 {
		t.Errorf("%d requests, want 10", n)
	}
}

// TestRedirectHeaders: the sensitive headers go to the first host and its
// subdomains, and once dropped stay dropped; Referer is the previous URL
// without credentials and fragment.
func TestRedirectHeaders(t *testing.T) {
	w := newRedirectWorld(t, func(server string, r *wireRequest, hits int) wireResponse {
		switch {
		case server == "main" && r.Target == "/start":
			return redirect(302, "http://sub.main.example/1")
		case server == "sub.main.example":
			return redirect(302, "http://other.example/2")
		case server == "other.example":
			return redirect(302, "http://main.example/3")
		}
		return wireResponse{}
	})
	req, err := NewRequest(context.Background(), "GET", whatwgurl.MustParse("http://user:pw@main.example/start#frag"), nil)
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Authorization", "Bearer x")
	req.Header.Set("Cookie", "c=1")
	req.Header.Set("Proxy-Authorization", "p")
	req.Header.Set("X-Keep", "1")
	resp, err := (&Client{HTTP: w.client}).Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	hops := w.requests()
	if len(hops) != 4 {
		t.Fatalf("%d requests", len(hops))
	}
	wantSensitive := []bool{true, true, false, false}
	wantReferer := []string{"", "http://main.example/start", "http://sub.main.example/1", "http://other.example/2"}
	for i, h := range hops {
		hd := h.req.Header
		sensitive := hd.Get("Cookie") == "c=1" && hd.Get("Proxy-Authorization") == "p"
		if i > 0 {
			sensitive = sensitive && hd.Get("Authorization") == "Bearer x"
		}
		if sensitive != wantSensitive[i] || hd.Get("X-Keep") != "1" {
			t.Errorf("request %d to %s: headers %q", i, h.server, hd)
		}
		if got := hd.Get("Referer"); got != wantReferer[i] {
			t.Errorf("request %d: Referer %q, want %q", i, got, wantReferer[i])
		}
	}
	// The first request's Authorization comes from the URL's credentials
	// only when none is set: it was set.
	if hops[0].req.Header.Get("Authorization") != "Bearer x" {
		t.Errorf("first request: Authorization %q", hops[0].req.Header.Get("Authorization"))
	}
}

// TestRedirectReferer: an explicit Referer is kept; none is sent from
// https to http.
func TestRedirectReferer(t *testing.T) {
	w := newRedirectWorld(t, func(server string, r *wireRequest, hits int) wireResponse {
		switch {
		case server == "secure":
			return redirect(302, "http://main.example/plain")
		case r.Target == "/explicit":
			return redirect(302, "/next")
		}
		return wireResponse{}
	})
	c := &Client{HTTP: w.client}
	resp, err := c.Get(context.Background(), whatwgurl.MustParse("https://secure.example/s"))
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	req, _ := NewRequest(context.Background(), "GET", whatwgurl.MustParse("http://main.example/explicit"), nil)
	req.Header.Set("Referer", "http://elsewhere.example/")
	resp, err = c.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	hops := w.requests()
	if len(hops) != 4 {
		t.Fatalf("%d requests", len(hops))
	}
	if got := hops[1].req.Header.Get("Referer"); got != "" {
		t.Errorf("https to http: Referer %q", got)
	}
	if got := hops[3].req.Header.Get("Referer"); got != "http://elsewhere.example/" {
		t.Errorf("explicit Referer became %q", got)
	}
}

// TestRedirectFragment: a Location without a fragment takes the current
// URL's (Fetch's "location URL").
func TestRedirectFragment(t *testing.T) {
	tests := []struct{ start, location, want string }{
		{"http://main.example/s#keep", "/x", "http://main.example/x#keep"},
		{"http://main.example/s#keep", "/y#new", "http://main.example/y#new"},
		{"http://main.example/s#keep", "/z#", "http://main.example/z#"},
		{"http://main.example/s#", "/w", "http://main.example/w#"},
		{"http://main.example/s", "/v", "http://main.example/v"},
	}
	for _, tt := range tests {
		t.Run(tt.start+" "+tt.location, func(t *testing.T) {
			w := newRedirectWorld(t, func(server string, r *wireRequest, hits int) wireResponse {
				if r.Target == "/s" {
					return redirect(301, tt.location)
				}
				return wireResponse{}
			})
			resp, err := (&Client{HTTP: w.client}).Get(context.Background(), whatwgurl.MustParse(tt.start))
			if err != nil {
				t.Fatal(err)
			}
			resp.Body.Close()
			if got, _ := FromRequest(resp.Request); got.Href() != tt.want {
				t.Errorf("final URL %q, want %q", got.Href(), tt.want)
			}
		})
	}
}

// TestRedirectErrors: a Location that does not parse, or whose scheme is
// not http or https, is an error (a network error in Fetch); a 3xx without
// Location is returned.
func TestRedirectErrors(t *testing.T) {
	tests := []struct {
		name, location string
		wantErr        string // "" when the 3xx is returned
	}{
		{"unclosed IPv6", "http://[::1", "failed to parse Location header"},
		{"space in host", "https://exa mple.com/", "failed to parse Location header"},
		{"ftp", "ftp://other.example/", "scheme is not http or https"},
		{"javascript", "javascript:alert(1)", "scheme is not http or https"},
		{"data", "data:,x", "scheme is not http or https"},
		{"host net/http cannot send", "http://a{b/", "Host header"},
		{"no Location", "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w := newRedirectWorld(t, func(server string, r *wireRequest, hits int) wireResponse {
				if tt.location == "" {
					return wireResponse{Status: 302}
				}
				return redirect(302, tt.location)
			})
			resp, err := (&Client{HTTP: w.client}).Get(context.Background(), whatwgurl.MustParse("http://main.example/"))
			if tt.wantErr == "" {
				if err != nil || resp.StatusCode != 302 {
					t.Fatalf("%v, %v; want the 302", resp, err)
				}
				resp.Body.Close()
				return
			}
			var ue *url.Error
			if err == nil || !errors.As(err, &ue) || !strings.Contains(err.Error(), tt.wantErr) {
				t.Fatalf("error %v, want one saying %q", err, tt.wantErr)
			}
			if ue.URL != "http://main.example/" || ue.Op != "Get" {
				t.Errorf("url.Error %q %q", ue.Op, ue.URL)
			}
			if n := len(w.requests()); n != 1 {
				t.Errorf("%d requests, want 1", n)
			}
		})
	}
}

// TestRedirectCheckRedirect: the http.Client's CheckRedirect decides, with
// the next request (whose URL FromRequest reads) and the requests so far.
func TestRedirectCheckRedirect(t *testing.T) {
	w := newRedirectWorld(t, func(server string, r *wireRequest, hits int) wireResponse {
		if r.Target == "/start" {
			return redirect(302, `/\evil.example/p`)
		}
		return wireResponse{}
	})
	var seen []string
	hc := *w.client
	hc.CheckRedirect = func(req *http.Request, via []*http.Request) error {
		u, err := FromRequest(req)
		if err != nil {
			return err
		}
		seen = append(seen, u.Href())
		if len(via) != 1 || via[0].URL.Path != "/start" {
			t.Errorf("via %v", via)
		}
		if u.Hostname() == "evil.example" {
			return http.ErrUseLastResponse
		}
		return nil
	}
	resp, err := (&Client{HTTP: &hc}).Get(context.Background(), whatwgurl.MustParse("http://main.example/start"))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != 302 || len(seen) != 1 || seen[0] != "http://evil.example/p" {
		t.Errorf("status %d, CheckRedirect saw %q", resp.StatusCode, seen)
	}
	if len(w.requests()) != 1 {
		t.Errorf("%d requests", len(w.requests()))
	}

	stop := errors.New("stop")
	hc.CheckRedirect = func(*http.Request, []*http.Request) error { return stop }
	resp, err = (&Client{HTTP: &hc}).Get(context.Background(), whatwgurl.MustParse("http://main.example/start"))
	var ue *url.Error
	if !errors.Is(err, stop) || !errors.As(err, &ue) || ue.URL != `/\evil.example/p` || resp == nil || resp.StatusCode != 302 {
		t.Errorf("%v, %v", resp, err)
	}
}

// TestRedirectHost: a Host the caller set is kept while the redirects stay
// on the URL's host, and dropped when they leave it.
func TestRedirectHost(t *testing.T) {
	w := newRedirectWorld(t, func(server string, r *wireRequest, hits int) wireResponse {
		switch r.Target {
		case "/start":
			return redirect(302, "/same")
		case "/same":
			return redirect(302, "//other.example/away")
		}
		return wireResponse{}
	})
	req, _ := NewRequest(context.Background(), "GET", whatwgurl.MustParse("http://main.example/start"), nil)
	req.Host = "custom.example"
	resp, err := (&Client{HTTP: w.client}).Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	var hosts []string
	for _, h := range w.requests() {
		hosts = append(hosts, h.req.Host)
	}
	if want := []string{"custom.example", "custom.example", "other.example"}; strings.Join(hosts, " ") != strings.Join(want, " ") {
		t.Errorf("Host headers %q, want %q", hosts, want)
	}
}

// TestRedirectCookies: with a jar, a cookie of the first request's Cookie
// header that a redirect response sets again is dropped from the header
// (the jar sends the new one).
func TestRedirectCookies(t *testing.T) {
	w := newRedirectWorld(t, func(server string, r *wireRequest, hits int) wireResponse {
		if r.Target == "/start" {
			resp := redirect(302, "/next")
			resp.Header = append(resp.Header, [2]string{"Set-Cookie", "a=3; Path=/"})
			return resp
		}
		return wireResponse{}
	})
	jar, _ := cookiejar.New(nil)
	hc := *w.client
	hc.Jar = jar
	req, _ := NewRequest(context.Background(), "GET", whatwgurl.MustParse("http://main.example/start"), nil)
	req.Header.Set("Cookie", "a=1; b=2")
	resp, err := (&Client{HTTP: &hc}).Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	hops := w.requests()
	if len(hops) != 2 {
		t.Fatalf("%d requests", len(hops))
	}
	if got := hops[1].req.Header.Get("Cookie"); got != "b=2; a=3" {
		t.Errorf("Cookie %q, want %q", got, "b=2; a=3")
	}
}

// TestRedirectTimeout: http.Client's Timeout bounds the whole chain, not
// each request.
func TestRedirectTimeout(t *testing.T) {
	w := newRedirectWorld(t, func(server string, r *wireRequest, hits int) wireResponse {
		time.Sleep(100 * time.Millisecond)
		if len(r.Target) < 6 {
			return redirect(302, r.Target+"x")
		}
		return wireResponse{}
	})
	hc := *w.client
	hc.Timeout = 250 * time.Millisecond // each hop takes 100ms; five take 500ms
	_, err := (&Client{HTTP: &hc}).Get(context.Background(), whatwgurl.MustParse("http://main.example/"))
	var ue *url.Error
	if !errors.As(err, &ue) || !ue.Timeout() {
		t.Errorf("error %v, want a timeout", err)
	}
}

// TestFromRequest reads the URL back from requests not made by NewRequest
// or changed since.
func TestFromRequest(t *testing.T) {
	for _, in := range []string{"http://x/a|b?q#f", "http://x//a|b?q", "http://u:p@x:81/%zz", "https://x/plain"} {
		u := whatwgurl.MustParse(in)
		req, err := NewRequest(context.Background(), "GET", u, nil)
		if err != nil {
			t.Fatal(err)
		}
		if got, err := FromRequest(req); err != nil || got != u {
			t.Errorf("FromRequest(NewRequest(%q)) = %q, %v", in, got.Href(), err)
		}
		// Without the context, read from req.URL.
		plain, _ := http.NewRequest("GET", "http://y/", nil)
		plain.URL, plain.Host = req.URL, req.Host
		if got, err := FromRequest(plain); err != nil || got != u {
			t.Errorf("FromRequest(request with RequestURL of %q) = %q, %v", in, got.Href(), err)
		}
		// A changed URL is read from req.URL.
		req.URL.RawQuery = "changed"
		if got, err := FromRequest(req); err != nil || got.Search() != "?changed" {
			t.Errorf("FromRequest after a change = %q, %v", got.Href(), err)
		}
	}
	if _, err := FromRequest(nil); err == nil {
		t.Error("FromRequest(nil) did not fail")
	}
}

func TestNewRequestErrors(t *testing.T) {
	if _, err := NewRequest(context.Background(), "GET", whatwgurl.URL{}, nil); err == nil {
		t.Error("zero URL")
	}
	if _, err := NewRequest(context.Background(), "GET", whatwgurl.MustParse("ftp://x/"), nil); err == nil {
		t.Error("ftp URL")
	}
	if _, err := NewRequest(context.Background(), "BAD METHOD", whatwgurl.MustParse("http://x/"), nil); err == nil {
		t.Error("bad method")
	}
	if _, err := NewRequest(context.Background(), "GET", whatwgurl.MustParse("http://a{b/"), nil); err == nil {
		t.Error("host net/http cannot send")
	}
	req, err := NewRequest(context.Background(), "", whatwgurl.MustParse("http://x/a|b#f"), strings.NewReader("abc"))
	if err != nil || req.Method != "GET" || req.ContentLength != 3 || req.GetBody == nil || req.Host != "x" || req.URL.RequestURI() != "/a|b" {
		t.Errorf("%+v, %v", req, err)
	}
}

// TestRedirectPolicyMatchesNetHTTP sends the same requests through
// http.Client and through Client, along chains of redirects that net/url
// can parse, and checks that the servers see the same requests: method,
// request-target, Host, body and headers, Referer included.
func TestRedirectPolicyMatchesNetHTTP(t *testing.T) {
	chains := map[string][]string{ // status and Location for /a, /b, /c
		"302 sub, 307 other, 308 back": {"302 http://sub.main.example/b", "307 http://other.example/c", "308 http://main.example/d"},
		"307 keep, 301 drop body":      {"307 /b", "301 /c", "302 /d"},
		"308 to other host and back":   {"308 http://other.example/b", "307 http://sub.main.example/c", "303 /d"},
		"303 then 307":                 {"303 /b?x=1", "307 ../c", "307 d"},
	}
	for name, chain := range chains {
		for _, method := range []string{"GET", "POST", "PUT", "HEAD"} {
			t.Run(name+"/"+method, func(t *testing.T) {
				var seqs [2][]string
				for i := range seqs {
					w := newRedirectWorld(t, func(server string, r *wireRequest, hits int) wireResponse {
						for j, step := range chain {
							if strings.HasSuffix(r.Target, string(rune('a'+j))) || strings.Contains(r.Target, string(rune('a'+j))+"?") {
								status, loc, _ := strings.Cut(step, " ")
								n, _ := strconv.Atoi(status)
								return redirect(n, loc)
							}
						}
						return wireResponse{}
					})
					var body io.Reader
					if method == "POST" || method == "PUT" {
						body = strings.NewReader("payload")
					}
					var resp *http.Response
					var err error
					if i == 0 {
						req, _ := http.NewRequest(method, "http://main.example/a", body)
						setPolicyHeaders(req)
						resp, err = w.client.Do(req)
					} else {
						req, _ := NewRequest(context.Background(), method, whatwgurl.MustParse("http://main.example/a"), body)
						setPolicyHeaders(req)
						resp, err = (&Client{HTTP: w.client}).Do(req)
					}
					if err != nil {
						t.Fatal(err)
					}
					resp.Body.Close()
					for _, h := range w.requests() {
						r := h.req
						hd := r.Header
						seqs[i] = append(seqs[i], strings.Join([]string{h.server, r.Method, r.Target, r.Host, string(r.Body),
							hd.Get("Authorization"), hd.Get("Cookie"), hd.Get("Content-Type"), hd.Get("Content-Length"), hd.Get("X-Keep"), hd.Get("Referer")}, "|"))
					}
				}
				if strings.Join(seqs[0], "\n") != strings.Join(seqs[1], "\n") {
					t.Errorf("net/http:\n%s\nClient:\n%s", strings.Join(seqs[0], "\n"), strings.Join(seqs[1], "\n"))
				}
			})
		}
	}
}

func setPolicyHeaders(req *http.Request) {
	req.Header.Set("Authorization", "Bearer x")
	req.Header.Set("Cookie", "c=1")
	req.Header.Set("Content-Type", "text/plain")
	req.Header.Set("X-Keep", "1")
}
