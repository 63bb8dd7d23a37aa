package httpurl

// The URL of a request a server received, from the request-target, the
// Host header and the connection, and from forwarding headers of proxies
// the server trusts.

import (
	"errors"
	"fmt"
	"net/http"
	"net/netip"
	"strings"

	"github.com/webstd/whatwgurl"
)

// ServerURL returns the URL a server's request was sent to, read with the
// URL parser from what arrived, as FromRequest does for a request with
// RequestURI set:
//
//   - origin-form ("/a|b?x=1"): the scheme is https when req.TLS is set
//     and http otherwise, the host is req.Host (the Host header, or
//     HTTP/2's :authority), and the URL is the parse of
//     scheme + "://" + host + request-target. The host is read first on
//     its own and must be a host with an optional port, nothing more (no
//     '@', '/', '\', '?' or '#'), so no Host header can add userinfo or a
//     path.
//   - absolute-form ("http://example.com/x", as sent to proxies): the
//     request-target is the URL, and its scheme must be http or https;
//     req.Host and req.TLS are not used (RFC 9112, section 3.2.2).
//   - asterisk-form ("OPTIONS *") and authority-form (CONNECT
//     "host:port") name no URL and fail.
//
// The URL's request-target (RequestURI) is the one received, byte for
// byte, for every request-target a URL serializes to, which is every
// request-target a browser or NewRequest sends: the tests send every http
// and https URL of urltestdata.json and read it back. A request-target no
// URL serializes to (dot segments "/a/../b", a backslash, a raw non-ASCII
// byte, '{', '"') gives the URL that the parser reads from it, the one a
// browser would have sent in its place ("/b", "/a/b", "/%C3%A9", "/%7B",
// "/%22"). A program that forwards req.RequestURI and decides on the URL
// should check u.RequestURI() == req.RequestURI first: where they differ,
// the next server may read the path otherwise.
//
// No forwarding header (Forwarded, X-Forwarded-Host, X-Forwarded-Proto)
// is read: any client can send them. See TrustedProxies.
func ServerURL(req *http.Request) (whatwgurl.URL, error) {
	if req == nil {
		return whatwgurl.URL{}, errors.New("httpurl: ServerURL with a nil request")
	}
	scheme := "http"
	if req.TLS != nil {
		scheme = "https"
	}
	return serverURL(req, scheme, req.Host)
}

// serverURL reads the URL of req for the scheme and host of its
// origin-form request-target.
func serverURL(req *http.Request, scheme, host string) (whatwgurl.URL, error) {
	target := req.RequestURI
	switch {
	case target == "":
		return whatwgurl.URL{}, errors.New("httpurl: the request has no request-target (RequestURI is empty: not a request a server received)")
	case req.Method == http.MethodConnect && !strings.HasPrefix(target, "/"):
		return whatwgurl.URL{}, fmt.Errorf("httpurl: CONNECT's request-target %q names an authority, not a URL", target)
	case target == "*":
		return whatwgurl.URL{}, errors.New("httpurl: the request-target \"*\" names no URL")
	case !strings.HasPrefix(target, "/"):
		// absolute-form
		u, err := whatwgurl.Parse(target)
		if err != nil {
			return whatwgurl.URL{}, fmt.Errorf("httpurl: request-target: %w", err)
		}
		if s := u.Scheme(); s != "http" && s != "https" {
			return whatwgurl.URL{}, fmt.Errorf("httpurl: the request-target's scheme %q is not http or https", s)
		}
		return u, nil
	}
	origin, err := parseOrigin(scheme, host)
	if err != nil {
		return whatwgurl.URL{}, err
	}
	u, err := whatwgurl.Parse(origin + target)
	if err != nil {
		return whatwgurl.URL{}, fmt.Errorf("httpurl: request-target: %w", err)
	}
	if u.Host() != strings.TrimPrefix(origin, scheme+"://") {
		// Cannot happen for a target that starts with '/': the host
		// ends there. Checked all the same.
		return whatwgurl.URL{}, fmt.Errorf("httpurl: the request-target %q changes the host", target)
	}
	return u, nil
}

// parseOrigin parses scheme://host and returns it serialized, without a
// path, failing unless host is a host with an optional port.
func parseOrigin(scheme, host string) (string, error) {
	if host == "" {
		return "", errors.New("httpurl: the request has no Host")
	}
	if strings.ContainsAny(host, "@/\\?#") {
		return "", fmt.Errorf("httpurl: the Host %q is not a host with an optional port", host)
	}
	u, err := whatwgurl.Parse(scheme + "://" + host)
	if err != nil {
		return "", fmt.Errorf("httpurl: the Host %q: %w", host, err)
	}
	if u.Username() != "" || u.Password() != "" || u.Pathname() != "/" || u.HostKind() == whatwgurl.EmptyHost {
		return "", fmt.Errorf("httpurl: the Host %q is not a host with an optional port", host)
	}
	return scheme + "://" + u.Host(), nil
}

// TrustedProxies are the networks of the proxies a server trusts to say,
// in forwarding headers, which URL a client asked for. Any client can send
// those headers: they are read only when the request came from a trusted
// address, and only as far back as the chain of trusted proxies goes.
type TrustedProxies []netip.Prefix

// FromRequest returns the URL that the client asked the first proxy for,
// for a request a server received (req.RequestURI set).
//
// When req.RemoteAddr is in none of p, it is ServerURL(req): no header is
// read. Otherwise the Forwarded header (RFC 7239) is read: its elements
// (one per proxy, each proxy adding its own at the end) are walked from
// the last, moving to the one before while the element's "for" is a
// trusted address, and the proto and host of the element reached give the
// scheme and host (either missing: the request's own). Without a
// Forwarded header, X-Forwarded-Proto and X-Forwarded-Host are read: their
// last value, the one the trusted peer set. The path and query are the
// request-target's, as in ServerURL. A proto other than http or https, a
// host that is not a host with an optional port, and a Forwarded header
// that does not parse fail.
func (p TrustedProxies) FromRequest(req *http.Request) (whatwgurl.URL, error) {
	if req == nil {
		return whatwgurl.URL{}, errors.New("httpurl: FromRequest with a nil request")
	}
	if !p.trusted(remoteAddr(req.RemoteAddr)) {
		return ServerURL(req)
	}
	scheme := "http"
	if req.TLS != nil {
		scheme = "https"
	}
	host := req.Host
	var proto, fhost string
	if fwd := req.Header.Values("Forwarded"); len(fwd) > 0 {
		elems, err := parseForwarded(strings.Join(fwd, ","))
		if err != nil {
			return whatwgurl.URL{}, err
		}
		i := len(elems) - 1
		for i > 0 && p.trusted(forwardedNode(elems[i]["for"])) {
			i--
		}
		proto, fhost = elems[i]["proto"], elems[i]["host"]
	} else {
		proto = lastValue(req.Header.Values("X-Forwarded-Proto"))
		fhost = lastValue(req.Header.Values("X-Forwarded-Host"))
	}
	if proto != "" {
		proto = strings.ToLower(proto)
		if proto != "http" && proto != "https" {
			return whatwgurl.URL{}, fmt.Errorf("httpurl: forwarded proto %q is not http or https", proto)
		}
		scheme = proto
	}
	if fhost != "" {
		host = fhost
	}
	if !strings.HasPrefix(req.RequestURI, "/") {
		return ServerURL(req) // absolute-form names its own URL; the rest fail there
	}
	return serverURL(req, scheme, host)
}

func (p TrustedProxies) trusted(a netip.Addr) bool {
	if !a.IsValid() {
		return false
	}
	a = a.Unmap()
	for _, pf := range p {
		if pf.Contains(a) {
			return true
		}
	}
	return false
}

// remoteAddr reads an http.Request's RemoteAddr, "ip:port".
func remoteAddr(s string) netip.Addr {
	ap, err := netip.ParseAddrPort(s)
	if err != nil {
		return netip.Addr{}
	}
	return ap.Addr()
}

// forwardedNode reads a Forwarded "for" value: an IPv4 address, a
// bracketed IPv6 address, either with a port, or an obfuscated name,
// which is no trusted address (RFC 7239, section 6).
func forwardedNode(s string) netip.Addr {
	if ap, err := netip.ParseAddrPort(s); err == nil {
		return ap.Addr()
	}
	if strings.HasPrefix(s, "[") && strings.HasSuffix(s, "]") {
		s = s[1 : len(s)-1]
	}
	a, _ := netip.ParseAddr(s)
	return a
}

// lastValue returns the last comma-separated value of a list header.
func lastValue(values []string) string {
	if len(values) == 0 {
		return ""
	}
	v := values[len(values)-1]
	if i := strings.LastIndexByte(v, ','); i >= 0 {
		v = v[i+1:]
	}
	return strings.TrimSpace(v)
}

// parseForwarded parses a Forwarded field value (RFC 7239, section 4):
// elements separated by ',', pairs by ';', each token=value with value a
// token or a quoted-string. Parameter names are case-insensitive.
func parseForwarded(s string) ([]map[string]string, error) {
	bad := func(why string) error { return fmt.Errorf("httpurl: Forwarded header %q: %s", s, why) }
	elems := []map[string]string{{}}
	i := 0
	for {
		for i < len(s) && (s[i] == ' ' || s[i] == '\t') {
			i++
		}
		if i == len(s) {
			break
		}
		switch s[i] {
		case ',':
			elems = append(elems, map[string]string{})
			i++
			continue
		case ';':
			i++
			continue
		}
		start := i
		for i < len(s) && isTokenByte(s[i]) {
			i++
		}
		name := strings.ToLower(s[start:i])
		if name == "" || i == len(s) || s[i] != '=' {
			return nil, bad("a pair is not token=value")
		}
		i++
		var value string
		if i < len(s) && s[i] == '"' {
			var b strings.Builder
			i++
			for {
				if i == len(s) {
					return nil, bad("an unterminated quoted-string")
				}
				c := s[i]
				i++
				if c == '"' {
					break
				}
				if c == '\\' {
					if i == len(s) {
						return nil, bad("an unterminated quoted-string")
					}
					c = s[i]
					i++
				}
				b.WriteByte(c)
			}
			value = b.String()
		} else {
			start := i
			for i < len(s) && isTokenByte(s[i]) {
				i++
			}
			value = s[start:i]
		}
		e := elems[len(elems)-1]
		if _, dup := e[name]; dup {
			return nil, bad("a parameter appears twice in one element")
		}
		e[name] = value
	}
	return elems, nil
}

// isTokenByte reports whether c is a tchar (RFC 9110, section 5.6.2).
func isTokenByte(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || strings.IndexByte("!#$%&'*+-.^_`|~", c) >= 0
}
