package whatwgurl

import (
	"errors"
	"sync/atomic"
)

// Origin is an origin as HTML defines it and the URL Standard computes it
// for a URL: a tuple origin (scheme, host, port) or an opaque origin.
//
// Origin is a comparable value: o == p exactly when o and p are the same
// origin, which is what SameOrigin reports. Two tuple origins are equal
// when their schemes, hosts and ports are. An opaque origin is equal only
// to itself: each one carries an identity of its own, and every call that
// makes one (URL.Origin for a "data:" URL, ParseOrigin("null")) makes a
// new one, so u.Origin() != u.Origin() for such a URL, as the standard
// notes. Both kinds serialize as String says ("null" for every opaque
// origin); compare origins, never their serializations, since "null" ==
// "null" would admit every opaque origin at once.
//
// The zero Origin is an opaque origin of its own that no URL has.
//
// A tuple origin's domain (HTML's document.domain) is always null here.
// https://html.spec.whatwg.org/multipage/browsers.html#concept-origin
type Origin struct {
	// s is the ASCII serialization of a tuple origin, "" for an opaque
	// origin: s[:schemeEnd] is the scheme, "://" follows, then the
	// serialized host up to hostEnd, then ':' and the port when hostEnd <
	// len(s).
	s         string
	schemeEnd uint32
	hostEnd   uint32
	hostKind  HostKind
	// id tells opaque origins apart: each new one takes the next number
	// of opaqueOrigins. It is 0 for tuple origins and the zero Origin.
	id uint64
}

// opaqueOrigins counts the opaque origins made so far.
var opaqueOrigins atomic.Uint64

// newOpaqueOrigin returns a new opaque origin, equal to no other origin.
// https://html.spec.whatwg.org/multipage/browsers.html#concept-origin-opaque
func newOpaqueOrigin() Origin {
	return Origin{id: opaqueOrigins.Add(1)}
}

// Origin returns the URL's origin: a tuple origin for the special schemes
// ftp, http, https, ws and wss; for a "blob:" URL, the origin of the URL
// its path parses to when that URL's scheme is http, https or file; and a
// new opaque origin otherwise, file URLs included (the standard leaves
// file origins to the implementation and suggests opaque; browsers make
// them opaque). No blob URL store is consulted: a blob URL's entry, which
// the standard looks at first, is always null here.
//
// Its String method gives the origin attribute: "https://example.com:8080"
// or "null". Unlike the string, the Origin keeps opaque origins apart:
// u.Origin().SameOrigin(u.Origin()) is false for "data:,x".
// https://url.spec.whatwg.org/#concept-url-origin
func (u URL) Origin() Origin {
	switch schemeKindOf(u.Scheme()) {
	case schemeFTP, schemeHTTP, schemeHTTPS, schemeWS, schemeWSS:
		// The tuple origin (scheme, host, port, null). A special URL's
		// host is never null or empty, and its port is null or not the
		// scheme's default.
		o := Origin{schemeEnd: u.schemeEnd, hostKind: u.hostKind}
		if u.hostStart == u.schemeEnd+3 {
			// No username or password: the serialization is a prefix of
			// the href, "scheme://host:port".
			o.s = u.href[:u.pathStart]
		} else {
			o.s = u.href[:u.schemeEnd+3] + u.href[u.hostStart:u.pathStart]
		}
		o.hostEnd = o.schemeEnd + 3 + (u.hostEnd - u.hostStart)
		return o
	}
	if u.Scheme() == "blob" {
		// The path's serialization is Pathname: the query is not part of
		// it.
		pathURL, err := Parse(u.Pathname())
		if err == nil {
			switch schemeKindOf(pathURL.Scheme()) {
			case schemeHTTP, schemeHTTPS, schemeFile:
				return pathURL.Origin()
			}
		}
	}
	return newOpaqueOrigin()
}

// IsOpaque reports whether o is an opaque origin.
// https://html.spec.whatwg.org/multipage/browsers.html#concept-origin-opaque
func (o Origin) IsOpaque() bool { return o.s == "" }

// Scheme returns a tuple origin's scheme, such as "https", and "" for an
// opaque origin.
// https://html.spec.whatwg.org/multipage/browsers.html#concept-origin-scheme
func (o Origin) Scheme() string { return o.s[:o.schemeEnd] }

// ParsedHost returns a tuple origin's host: a domain (in ASCII), an IPv4 or
// an IPv6 address, as URL.ParsedHost returns a URL's. For an opaque origin
// it returns the zero Host, whose kind is NoHost.
// https://html.spec.whatwg.org/multipage/browsers.html#concept-origin-host
func (o Origin) ParsedHost() Host {
	if o.s == "" {
		return Host{}
	}
	return Host{kind: o.hostKind, s: o.s[o.schemeEnd+3 : o.hostEnd]}
}

// Host returns o.ParsedHost().
//
// Deprecated: Use ParsedHost. URL.Host returns the host and port as a
// string (the standard's host attribute); ParsedHost is named as
// URL.ParsedHost, which returns a Host as this does.
func (o Origin) Host() Host { return o.ParsedHost() }

// Port returns a tuple origin's port in decimal, or "" when it is null,
// as it is for the scheme's default port ("https://x:443" has port "");
// "" for an opaque origin.
// https://html.spec.whatwg.org/multipage/browsers.html#concept-origin-port
func (o Origin) Port() string {
	if int(o.hostEnd) >= len(o.s) {
		return ""
	}
	return o.s[o.hostEnd+1:]
}

// SameOrigin reports whether o and p are the same origin: the same opaque
// origin, or tuple origins with the same scheme, host and port. It is o ==
// p.
// https://html.spec.whatwg.org/multipage/browsers.html#same-origin
func (o Origin) SameOrigin(p Origin) bool { return o == p }

// String returns the ASCII serialization of o, as the origin attribute of
// a URL and the Origin request header give it: "null" for an opaque
// origin, and otherwise the scheme, "://", the serialized host and, when
// the port is not null, ':' and the port. It does not allocate.
// https://html.spec.whatwg.org/multipage/browsers.html#ascii-serialisation-of-an-origin
func (o Origin) String() string {
	if o.s == "" {
		return "null"
	}
	return o.s
}

// AppendText appends the ASCII serialization of o to b, implementing
// encoding.TextAppender. It never fails.
// https://html.spec.whatwg.org/multipage/browsers.html#ascii-serialisation-of-an-origin
func (o Origin) AppendText(b []byte) ([]byte, error) {
	return append(b, o.String()...), nil
}

// MarshalText returns the ASCII serialization of o, implementing
// encoding.TextMarshaler: an Origin is a JSON string, "null" when opaque.
// It never fails.
// https://html.spec.whatwg.org/multipage/browsers.html#ascii-serialisation-of-an-origin
func (o Origin) MarshalText() ([]byte, error) {
	return []byte(o.String()), nil
}

// UnmarshalText sets o to ParseOrigin(string(text)), implementing
// encoding.TextUnmarshaler, so that a list of allowed origins can be read
// from JSON or a flag. "null" gives a new opaque origin, equal to no other:
// the serialization does not say which opaque origin it was, so an
// allow-list entry "null" matches nothing. On failure o is unchanged.
func (o *Origin) UnmarshalText(text []byte) error {
	v, err := ParseOrigin(string(text))
	if err != nil {
		return err
	}
	*o = v
	return nil
}

// errNotOrigin is the reason ParseOrigin gives for a URL string that is
// not an origin's serialization.
var errNotOrigin = errors.New("not the ASCII serialization of an origin")

// ParseOrigin reads the ASCII serialization of an origin, such as the
// value of an Origin request header: "null" gives a new opaque origin, and
// anything else must be exactly what Origin.String returns for a tuple
// origin: "https://example.com" or "http://[::1]:8080", in lower case,
// with the host in ASCII, no default port, and no path, not even "/".
// Anything else fails with an *Error whose reason is the URL parser's
// validation error, or a plain error when the input parses as a URL but
// is not written as an origin.
// https://html.spec.whatwg.org/multipage/browsers.html#ascii-serialisation-of-an-origin
func ParseOrigin(s string) (Origin, error) {
	if s == "null" {
		return newOpaqueOrigin(), nil
	}
	u, err := Parse(s)
	if err != nil {
		var e *Error
		if errors.As(err, &e) {
			err = e.Err
		}
		return Origin{}, &Error{Op: "parse origin", Input: s, Err: err}
	}
	o := u.Origin()
	if o.IsOpaque() || o.s != s {
		return Origin{}, &Error{Op: "parse origin", Input: s, Err: errNotOrigin}
	}
	return o, nil
}
