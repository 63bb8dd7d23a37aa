package whatwgurl

// The request-target of an HTTP request for a URL, and a net/url URL that
// makes net/http write exactly that request-target.

import (
	"net/url"
	"strings"
)

// RequestURI returns the request-target a browser sends for u: the path
// and the query, exactly as the URL serializes them, with the '?' when the
// query is not null ("/a?" for "http://x/a?"), and never the fragment. An
// empty path is written "/", as HTTP requires of the origin-form
// (RFC 9112, section 3.2.1); for an http or https URL the path is never
// empty. A URL with an opaque path gives the path and query as they are.
// The zero URL gives "".
//
// Unlike net/url's URL.RequestURI, nothing is re-escaped: "/a|b", "/%zz"
// and "/%41" are sent as they are, as browsers send them.
// https://url.spec.whatwg.org/#url-path-serializer
func (u URL) RequestURI() string {
	if u.IsZero() {
		return ""
	}
	target := u.href[u.pathStart:u.fragmentStart]
	if !u.opaquePath && u.pathStart == u.queryStart {
		return "/" + target
	}
	return target
}

// RequestURL returns a net/url URL for an http.Request that makes net/http
// write RequestURI as the request-target, byte for byte, over HTTP/1.1 and
// HTTP/2. It is NetURL, changed only where net/url would re-escape the
// path:
//
//   - A path that net/url can hold in Path and RawPath (its EscapedPath
//     gives it back) stays there, and the request-target is the
//     origin-form RequestURI.
//   - Otherwise, a path that does not start with "//" goes into Opaque as
//     it is, and net/http writes the origin-form RequestURI from it. Such
//     paths hold a '|', a '%' that does not start a percent-encoded byte,
//     or, in a non-special URL, a '\'.
//   - A path starting with "//" that net/url cannot hold cannot go into
//     Opaque either (net/http would read the first segment as a host), so
//     Opaque is "//" + Host + path: over HTTP/1.1 net/http then writes the
//     absolute-form "scheme://host//path?query", which RFC 9112 (section
//     3.2.2) requires every server to accept and which names the same
//     resource; over HTTP/2 it takes "scheme://host" off again and :path
//     is RequestURI.
//
// Path always holds the percent-decoded path, as NetURL's does, for
// readers such as net/http/cookiejar. When Opaque is set, the result's
// String method drops the host ("http:/a|b") and FromNetURL does not give
// u back: log the URL's Href instead, and read a request's URL with the
// httpurl subpackage's FromRequest. A URL with an opaque path gives
// NetURL. The zero URL gives nil.
//
// Through a plain-HTTP proxy (an http URL and a Transport.Proxy that names
// a proxy), net/http sends the absolute-form for a URL without Opaque but
// writes Opaque unchanged, so a path that needs Opaque and does not start
// with "//" reaches the proxy in origin-form, which a proxy cannot route.
// Over HTTPS, where net/http tunnels through the proxy with CONNECT, every
// URL is sent exactly.
//
// Use RequestURL to send a request; use NetURL to hand the URL to code that
// reads net/url fields or prints the URL.
// https://www.rfc-editor.org/rfc/rfc9112#section-3.2
func (u URL) RequestURL() *url.URL {
	nu := u.NetURL()
	if nu == nil || u.opaquePath {
		return nu
	}
	if nu.RequestURI() == u.RequestURI() {
		return nu
	}
	path := u.Pathname()
	if strings.HasPrefix(path, "//") {
		nu.Opaque = "//" + u.Host() + path
	} else {
		nu.Opaque = path
	}
	return nu
}
