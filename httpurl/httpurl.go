// Package httpurl sends requests for whatwgurl URLs with net/http exactly
// as a browser would send them, and follows redirects as a browser does.
//
// It is a package of its own so that programs that only parse URLs do not
// link net/http: the whatwgurl package does not import it.
//
// NewRequest makes an *http.Request whose request-target is the URL's
// RequestURI byte for byte ("/a|b" and "/x%zzy" are sent as they are,
// where http.NewRequest re-escapes the one and rejects the other). Client
// follows redirects itself, resolving each Location with the URL Standard
// against the URL of the request that got it; net/http resolves Location
// with net/url before any CheckRedirect hook runs, so it stays on the same
// host for "/\evil.example/p", which a browser reads as
// "http://evil.example/p", and fails on "/x%zzy".
//
// What net/http cannot carry. The request-target net/http writes for a
// request from NewRequest is RequestURI (over HTTP/2, :path is), for every
// URL, except:
//
//   - A host holding '"', '`', '{' or '}' (valid in a URL's domain, but not
//     in an HTTP Host header as net/http checks it): net/http would send an
//     empty Host header over HTTP/1.1 and fail over HTTP/2, so NewRequest
//     refuses it. One http URL of urltestdata.json has such a host.
//   - A path starting with "//" that also holds a '|' or a '%' that starts
//     no percent-encoded byte: over HTTP/1.1 it is sent in absolute-form,
//     "http://host//path" (see whatwgurl.URL.RequestURL).
//   - Through a plain-HTTP proxy, a path holding a '|' or a '%' that starts
//     no percent-encoded byte reaches the proxy in origin-form, which it
//     cannot route (see whatwgurl.URL.RequestURL).
//
// The tests send every http and https URL of the web-platform-tests data
// urltestdata.json, over HTTP/1.1 and HTTP/2, plain and over TLS, to
// servers that record the request as it arrives, and check this.
//
// For fetching URLs that users give, Guard checks a URL, the address a
// connection dials and every redirect against a policy (by default: only
// globally reachable addresses, from the IANA special-purpose registries;
// see Classify). For servers, FromRequest reads the URL a received request
// was sent to, and TrustedProxies reads forwarding headers from proxies
// the server names. Redact and RedactedURL log URLs without their
// secrets. See docs/fetching.md.
//
// A server written with net/http answers 400 Bad Request to a path holding
// a '%' that starts no percent-encoded byte ("/x%zzy"), which browsers send
// and many other servers accept: Go's server parses the request-target with
// url.ParseRequestURI. That is the server's choice; the tests check it too.
package httpurl

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"

	"github.com/webstd/whatwgurl"
	"golang.org/x/net/http/httpguts"
)

// requestKey is the context key under which NewRequest records the URL of
// a request.
type requestKey struct{}

// requestInfo is what NewRequest records: the URL, and the *url.URL it put
// in the request with a copy of it, to tell whether the request's URL was
// changed since.
type requestInfo struct {
	u        whatwgurl.URL
	nu       *url.URL
	snapshot url.URL
}

// NewRequest returns a request for method and u with the given body, like
// http.NewRequestWithContext, whose request-target is u.RequestURI() byte
// for byte: its URL is u.RequestURL() and its Host is u.Host(). As
// http.NewRequestWithContext does, it sets ContentLength and GetBody for a
// *bytes.Buffer, *bytes.Reader or *strings.Reader body, and an empty
// method means GET. The fragment is never sent.
//
// The request's context carries u, for FromRequest and Client; changing
// the request's URL afterwards makes them read the URL from req.URL
// instead.
//
// It fails when u is the zero URL, when its scheme is not http or https
// (browsers fetch no other scheme over HTTP), when its host holds bytes
// net/http cannot write in a Host header ('"', '`', '{', '}'), when method
// is not a valid HTTP method, or when ctx is nil.
//
// See whatwgurl.URL.RequestURL for the one case, a plain-HTTP proxy, where
// net/http does not send the request-target as it is.
func NewRequest(ctx context.Context, method string, u whatwgurl.URL, body io.Reader) (*http.Request, error) {
	if u.IsZero() {
		return nil, errors.New("httpurl: NewRequest with the zero URL")
	}
	if s := u.Scheme(); s != "http" && s != "https" {
		return nil, fmt.Errorf("httpurl: %q is not an http or https URL", u.Redacted())
	}
	if !httpguts.ValidHostHeader(u.Host()) {
		return nil, fmt.Errorf("httpurl: net/http cannot send the host %q in a Host header", u.Host())
	}
	// A relative reference that url.Parse accepts; URL and Host are then
	// replaced, which http.NewRequestWithContext allows.
	req, err := http.NewRequestWithContext(ctx, method, "/", body)
	if err != nil {
		return nil, err
	}
	nu := u.RequestURL()
	info := &requestInfo{u: u, nu: nu, snapshot: *nu}
	req = req.WithContext(context.WithValue(req.Context(), requestKey{}, info))
	req.URL = nu
	req.Host = u.Host()
	return req, nil
}

// FromRequest returns the URL that req is for.
//
// For a request a server received (req.RequestURI is set), it is the URL
// the client sent the request to, read from what arrived: the
// request-target (req.RequestURI) and, for one in origin-form ("/path"),
// the Host header (req.Host) and whether the connection is TLS (req.TLS)
// for the scheme. "GET /a|b?x=1" with "Host: Example.COM" gives
// "http://example.com/a|b?x=1", and "GET //double/slash" with "Host: h"
// gives "http://h//double/slash". See ServerURL for the details, and
// TrustedProxies for requests that came through proxies.
//
// For a request made by NewRequest or by Client, whose URL has not been
// changed since, it is the URL given to NewRequest (or resolved from a
// Location). For any other request it is read from req.URL and req.Host: a
// URL that RequestURL made is read back (its Opaque form included), and
// any other with whatwgurl.FromNetURL, which may fail. A nil request or
// URL fails.
func FromRequest(req *http.Request) (whatwgurl.URL, error) {
	if req != nil && req.RequestURI != "" {
		return ServerURL(req)
	}
	if req == nil || req.URL == nil {
		return whatwgurl.URL{}, errors.New("httpurl: FromRequest with no request URL")
	}
	if info, ok := req.Context().Value(requestKey{}).(*requestInfo); ok && info.nu == req.URL && *req.URL == info.snapshot {
		return info.u, nil
	}
	nu := req.URL
	if nu.Opaque == "" || !strings.HasPrefix(nu.Opaque, "/") {
		return whatwgurl.FromNetURL(nu)
	}
	// RequestURL's Opaque: the path as the URL holds it, or "//" + host +
	// path.
	host := nu.Host
	if host == "" {
		host = req.Host
	}
	path := nu.Opaque
	if rest, ok := strings.CutPrefix(path, "//"+host); ok && strings.HasPrefix(rest, "//") {
		path = rest
	}
	c := *nu
	c.Opaque, c.Host, c.Path, c.RawPath = "", host, whatwgurl.PercentDecode(path), path
	return whatwgurl.FromNetURL(&c)
}
