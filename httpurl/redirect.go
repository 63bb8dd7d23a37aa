package httpurl

// Following redirects as a browser does: the Location resolved with the URL
// Standard against the current URL, and net/http's policy for the rest.

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"slices"
	"strings"

	"github.com/webstd/whatwgurl"
)

// Client sends requests with an *http.Client and follows redirects itself,
// as a browser does: each Location is resolved with the URL Standard
// (u.Parse(location)) against the URL of the request that got it, so
// "/\evil.example/p" goes to evil.example and "/x%zzy" is followed and sent
// as it is, where http.Client would stay on the same host for the one and
// fail on the other. The zero Client uses http.DefaultClient.
//
// It keeps net/http's redirect policy (see http.Client.Do), written out
// here:
//
//   - 301, 302 and 303 are followed with GET (HEAD stays HEAD) and no body;
//     307 and 308 keep the method and send the body again, got from the
//     first request's GetBody, and when there is a body but no GetBody the
//     307 or 308 response is returned. Other statuses, and a 3xx response
//     without a Location, are returned.
//   - A chain of redirects stops at the tenth request, with the error
//     "stopped after 10 redirects" when its response is a redirect too,
//     unless HTTP.CheckRedirect says otherwise: it is called before each
//     redirect with the next request and the requests made so far, oldest
//     first; http.ErrUseLastResponse returns the last response with its
//     body unread, and any other error returns it with its body closed,
//     with the error.
//   - Each redirected request carries the first request's headers, except
//     that once a redirect goes to a host that is neither the first
//     request's host nor a subdomain of it, Authorization, WWW-Authenticate,
//     Cookie, Cookie2, Proxy-Authorization and Proxy-Authenticate are
//     dropped for the rest of the chain; and when the body is dropped,
//     Content-Encoding, Content-Language, Content-Location and Content-Type
//     go with it. With a cookie jar, a Cookie header of the first request
//     loses the cookies that a redirect response sets again.
//   - Referer is set to the URL of the request that got the redirect,
//     unless the first request set one or the redirect goes from https to
//     http. The URL is written without username, password and fragment, as
//     the Referrer Policy standard strips a referrer (net/http keeps the
//     fragment).
//   - A Host header the caller set on the first request (req.Host other
//     than the URL's host) is kept while the redirects stay on the URL's
//     host (net/http keeps it for every Location without a scheme,
//     "//other.example/" included).
//   - HTTP.Timeout bounds the whole chain and the reading of the last
//     response's body, as for http.Client.
//
// What is the browser's, from the Fetch Standard: the Location is parsed
// as the URL parser parses a string (its bytes read as UTF-8), against the
// current URL; a Location that fails to parse is an error; so is one whose
// scheme is not http or https; and a Location without a fragment takes the
// fragment of the current URL (its "location URL"). FromRequest of the
// last response's Request gives the final URL, fragment included.
//
// The differences from browsers that net/http's policy brings: browsers
// follow 20 redirects, turn only POST into GET on 301 and 302, drop only
// Authorization on a cross-origin redirect (keeping it for a subdomain's
// is net/http's choice), and send only the origin as Referer across
// origins by default.
// https://fetch.spec.whatwg.org/#http-redirect-fetch
type Client struct {
	// HTTP sends each request; nil means http.DefaultClient. Its
	// Transport and Jar are used as http.Client uses them, its Timeout
	// bounds the whole chain, and its CheckRedirect decides whether to
	// follow each redirect, as described above. Client does not change
	// it.
	HTTP *http.Client
}

// maxRedirects is net/http's default limit.
const maxRedirects = 10

// hiddenLocation is where hideLocation puts a response's Location header:
// a key no header read from the network can have, since a field name
// holds no space.
const hiddenLocation = "Location (whatwgurl)"

// hideLocation is a transport that moves the Location header of each
// response to hiddenLocation.
type hideLocation struct{ rt http.RoundTripper }

func (h hideLocation) RoundTrip(req *http.Request) (*http.Response, error) {
	rt := h.rt
	if rt == nil {
		rt = http.DefaultTransport
	}
	resp, err := rt.RoundTrip(req)
	if err == nil && resp != nil {
		if loc, ok := resp.Header["Location"]; ok {
			delete(resp.Header, "Location")
			resp.Header[hiddenLocation] = loc
		}
	}
	return resp, err
}

// Do sends req and follows the redirects of its responses as Client's
// documentation says. The URL of req is read with FromRequest, so req
// should come from NewRequest. As with http.Client.Do, the error is a
// *url.Error (its URL the request's href without the password), the
// request body is closed, and on success the caller must close the
// response body. FromRequest(resp.Request) is the URL that answered.
func (c *Client) Do(req *http.Request) (*http.Response, error) {
	hc := http.DefaultClient
	if c != nil && c.HTTP != nil {
		hc = c.HTTP
	}
	op := urlErrorOp(req.Method)
	cur, err := FromRequest(req)
	if err != nil {
		closeBody(req)
		return nil, &url.Error{Op: op, URL: "", Err: err}
	}
	ctx := req.Context()
	cancel := context.CancelFunc(func() {})
	if hc.Timeout > 0 {
		ctx, cancel = context.WithTimeout(ctx, hc.Timeout)
		req = req.WithContext(ctx)
	}
	// One hop at a time. http.Client parses a Location with net/url before
	// it asks CheckRedirect, and fails on one net/url rejects, so the
	// inner client never sees one: its transport moves the header aside,
	// and the client, finding a redirect without Location, returns it.
	// Everything else http.Client does for a request (the cookie jar, the
	// Authorization from the URL's credentials) it still does.
	inner := *hc
	inner.Timeout = 0
	inner.CheckRedirect = func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }
	inner.Transport = hideLocation{hc.Transport}

	f := follower{
		first:     req,
		header:    req.Header.Clone(),
		firstHost: cur.Hostname(),
		jar:       hc.Jar != nil,
	}
	if f.header == nil {
		f.header = make(http.Header)
	}
	if f.jar && req.Header.Get("Cookie") != "" {
		f.cookies = make(map[string][]*http.Cookie)
		for _, ck := range req.Cookies() {
			f.cookies[ck.Name] = append(f.cookies[ck.Name], ck)
		}
	}
	customHost := ""
	if req.Host != "" && req.Host != cur.Host() {
		customHost = req.Host
	}
	fail := func(u whatwgurl.URL, err error) error {
		cancel()
		return &url.Error{Op: op, URL: u.Redacted(), Err: err}
	}
	// done hands resp to the caller; with a timeout, closing its body
	// releases the chain's context.
	done := func(resp *http.Response) *http.Response {
		if hc.Timeout > 0 {
			resp.Body = &cancelBody{ReadCloser: resp.Body, cancel: cancel}
		}
		return resp
	}

	var via []*http.Request
	includeBody := true
	for {
		via = append(via, req)
		resp, err := inner.Do(req)
		if err != nil {
			if ue, ok := err.(*url.Error); ok {
				err = ue.Err
			}
			return nil, fail(cur, err)
		}
		if loc, ok := resp.Header[hiddenLocation]; ok {
			delete(resp.Header, hiddenLocation)
			resp.Header["Location"] = loc
		}
		method, follow, keepBody := redirectBehavior(req.Method, resp, f.first)
		if !follow {
			return done(resp), nil
		}
		location := resp.Header.Get("Location")
		if location == "" {
			return done(resp), nil
		}
		if !keepBody {
			includeBody = false
		}
		next, err := resolveLocation(cur, location)
		if err != nil {
			resp.Body.Close()
			return nil, fail(cur, err)
		}
		nextReq, err := NewRequest(ctx, method, next, nil)
		if err != nil {
			resp.Body.Close()
			return nil, fail(cur, err)
		}
		nextReq.Response = resp
		if customHost != "" && next.Host() == cur.Host() {
			nextReq.Host = customHost
		} else {
			customHost = ""
		}
		if includeBody && f.first.GetBody != nil {
			if nextReq.Body, err = f.first.GetBody(); err != nil {
				resp.Body.Close()
				return nil, fail(cur, err)
			}
			nextReq.GetBody = f.first.GetBody
			nextReq.ContentLength = f.first.ContentLength
		}
		if !f.stripSensitive && !isDomainOrSubdomain(next.Hostname(), f.firstHost) {
			f.stripSensitive = true
		}
		f.copyHeaders(nextReq, !includeBody)
		if nextReq.Header.Get("Referer") == "" && (cur.Scheme() != "https" || next.Scheme() != "http") {
			nextReq.Header.Set("Referer", referrer(cur))
		}

		checkErr := defaultCheckRedirect
		if hc.CheckRedirect != nil {
			checkErr = hc.CheckRedirect
		}
		err = checkErr(nextReq, via)
		if err == http.ErrUseLastResponse {
			return done(resp), nil
		}
		// Read a little of the body, so that the connection can be used
		// again, as net/http does.
		const maxBodySlurpSize = 2 << 10
		if resp.ContentLength == -1 || resp.ContentLength <= maxBodySlurpSize {
			io.CopyN(io.Discard, resp.Body, maxBodySlurpSize)
		}
		resp.Body.Close()
		if err != nil {
			cancel()
			return resp, &url.Error{Op: op, URL: location, Err: err}
		}
		req, cur = nextReq, next
	}
}

// Get sends a GET request for u with ctx and follows its redirects, as Do.
func (c *Client) Get(ctx context.Context, u whatwgurl.URL) (*http.Response, error) {
	req, err := NewRequest(ctx, http.MethodGet, u, nil)
	if err != nil {
		return nil, &url.Error{Op: "Get", URL: u.Redacted(), Err: err}
	}
	return c.Do(req)
}

// errLocationScheme is the Fetch Standard's network error for a Location
// whose scheme is not an HTTP(S) scheme.
var errLocationScheme = errors.New("redirect to a URL whose scheme is not http or https")

// resolveLocation parses location against cur, as the Fetch Standard's
// "location URL" does: the URL parser with cur as the base, then cur's
// fragment when location has none. A scheme other than http or https is an
// error, as in HTTP-redirect fetch.
// https://fetch.spec.whatwg.org/#concept-response-location-url
func resolveLocation(cur whatwgurl.URL, location string) (whatwgurl.URL, error) {
	next, err := cur.Parse(location)
	if err != nil {
		return whatwgurl.URL{}, fmt.Errorf("failed to parse Location header %q: %w", location, err)
	}
	if s := next.Scheme(); s != "http" && s != "https" {
		return whatwgurl.URL{}, errLocationScheme
	}
	if _, ok := next.Fragment(); !ok {
		if fragment, ok := cur.Fragment(); ok {
			// Setting the fragment to itself: it is already
			// percent-encoded, and the fragment state copies such a
			// string unchanged.
			if next, err = next.Parse("#" + fragment); err != nil {
				return whatwgurl.URL{}, err
			}
		}
	}
	return next, nil
}

// referrer returns u stripped for use as a referrer: without username,
// password and fragment.
// https://w3c.github.io/webappsec-referrer-policy/#strip-url
func referrer(u whatwgurl.URL) string {
	u = u.WithoutFragment()
	if u.Username() != "" || u.Password() != "" {
		u.SetUsername("")
		u.SetPassword("")
	}
	return u.Href()
}

// follower holds what the redirects of one Do need from the first request.
type follower struct {
	first          *http.Request
	header         http.Header // the first request's, copied
	firstHost      string
	stripSensitive bool
	jar            bool
	cookies        map[string][]*http.Cookie // the first request's Cookie header, with a jar
}

// copyHeaders gives req the first request's headers, less the sensitive
// ones once the chain has left the first host and the body headers once
// the body is dropped.
func (f *follower) copyHeaders(req *http.Request, stripBody bool) {
	if f.cookies != nil {
		changed := false
		for _, ck := range req.Response.Cookies() {
			if _, ok := f.cookies[ck.Name]; ok {
				delete(f.cookies, ck.Name)
				changed = true
			}
		}
		if changed {
			var pairs []string
			for _, cs := range f.cookies {
				for _, ck := range cs {
					pairs = append(pairs, ck.Name+"="+ck.Value)
				}
			}
			slices.Sort(pairs)
			f.header.Set("Cookie", strings.Join(pairs, "; "))
		}
	}
	for k, vv := range f.header {
		switch http.CanonicalHeaderKey(k) {
		case "Authorization", "Www-Authenticate", "Cookie", "Cookie2", "Proxy-Authorization", "Proxy-Authenticate":
			if f.stripSensitive {
				continue
			}
		case "Content-Encoding", "Content-Language", "Content-Location", "Content-Type":
			if stripBody {
				continue
			}
		}
		req.Header[k] = vv
	}
}

// redirectBehavior tells whether resp is a redirect to follow, with which
// method, and whether the body goes with it.
func redirectBehavior(method string, resp *http.Response, first *http.Request) (next string, follow, includeBody bool) {
	switch resp.StatusCode {
	case http.StatusMovedPermanently, http.StatusFound, http.StatusSeeOther:
		next = method
		if method != http.MethodGet && method != http.MethodHead {
			next = http.MethodGet
		}
		return next, true, false
	case http.StatusTemporaryRedirect, http.StatusPermanentRedirect:
		if first.GetBody == nil && outgoingLength(first) != 0 {
			return method, false, true // the body cannot be sent again
		}
		return method, true, true
	}
	return "", false, false
}

// outgoingLength is the length of req's body: 0 for none, -1 unknown.
func outgoingLength(req *http.Request) int64 {
	if req.Body == nil || req.Body == http.NoBody {
		return 0
	}
	if req.ContentLength != 0 {
		return req.ContentLength
	}
	return -1
}

// defaultCheckRedirect is net/http's limit of 10 redirects.
func defaultCheckRedirect(_ *http.Request, via []*http.Request) error {
	if len(via) >= maxRedirects {
		return errors.New("stopped after 10 redirects")
	}
	return nil
}

// isDomainOrSubdomain reports whether the host sub is parent or a
// subdomain of it; both are hosts as a special URL serializes them
// (lower case ASCII). An IP address is a subdomain of nothing.
func isDomainOrSubdomain(sub, parent string) bool {
	if sub == parent {
		return true
	}
	if strings.HasPrefix(sub, "[") {
		return false
	}
	return strings.HasSuffix(sub, parent) && len(sub) > len(parent) && sub[len(sub)-len(parent)-1] == '.'
}

// urlErrorOp is the Op of a *url.Error for method, as net/http writes it:
// "Get", "Post".
func urlErrorOp(method string) string {
	if method == "" {
		return "Get"
	}
	return method[:1] + strings.ToLower(method[1:])
}

// closeBody closes req's body, if any.
func closeBody(req *http.Request) {
	if req.Body != nil {
		req.Body.Close()
	}
}

// cancelBody calls cancel when it is closed.
type cancelBody struct {
	io.ReadCloser
	cancel context.CancelFunc
}

func (b *cancelBody) Close() error {
	err := b.ReadCloser.Close()
	b.cancel()
	return err
}
