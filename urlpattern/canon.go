package urlpattern

import (
	"strings"

	"github.com/webstd/whatwgurl"
	"github.com/webstd/whatwgurl/internal/urlhook"
)

// Canonicalization: the URL Pattern Standard's encoding callbacks, run
// through this module's basic URL parser (the protocol through Parse, the
// others with a state override through internal/urlhook).
// https://urlpattern.spec.whatwg.org/#canon-encoding-callbacks

// canonError is the error of an encoding callback that throws; the
// pattern parser gives it the offset of value in the pattern string
// (patternParser.encodeText).
func canonError(what, value string, err error) error {
	return &Error{Input: value, Offset: -1, Msg: "not a valid " + what, Err: err}
}

// canonicalizeProtocol is "canonicalize a protocol".
func canonicalizeProtocol(value string) (string, error) {
	if value == "" {
		return value, nil
	}
	u, err := whatwgurl.Parse(value + "://dummy.invalid/")
	if err != nil {
		return "", canonError("scheme", value, err)
	}
	return u.Scheme(), nil
}

// canonicalizeUsername is "canonicalize a username": set the username of
// the dummy URL, which percent-encodes value with the userinfo set.
func canonicalizeUsername(value string) (string, error) {
	if value == "" {
		return value, nil
	}
	return whatwgurl.PercentEncode(value, whatwgurl.UserinfoSet), nil
}

// canonicalizePassword is "canonicalize a password".
func canonicalizePassword(value string) (string, error) {
	return canonicalizeUsername(value)
}

// canonicalizeHostname is "canonicalize a hostname".
func canonicalizeHostname(value string) (string, error) {
	if value == "" {
		return value, nil
	}
	s, err := urlhook.Override(value, urlhook.Hostname, "https")
	if err != nil {
		return "", canonError("hostname", value, err)
	}
	return s, nil
}

// canonicalizeIPv6Hostname is "canonicalize an IPv6 hostname".
func canonicalizeIPv6Hostname(value string) (string, error) {
	var b strings.Builder
	for i, r := range value {
		switch {
		case '0' <= r && r <= '9', 'a' <= r && r <= 'f', r == '[', r == ']', r == ':':
			b.WriteRune(r)
		case 'A' <= r && r <= 'F':
			b.WriteRune(r + 'a' - 'A')
		default:
			return "", &Error{Input: value, Offset: i, Msg: "not a valid IPv6 hostname, which may hold only hex digits, '[', ']' and ':'"}
		}
	}
	return b.String(), nil
}

// canonicalizePort is "canonicalize a port" without a protocol value, the
// port component's encoding callback.
//
// The standard's dummy URL has the scheme https, whose default port 443
// the port state would turn into the empty port, so that the pattern
// "443*" would become "*". The web-platform-tests (entries 175 and 176 of
// urlpatterntestdata.json, {"protocol": "https", "port": "443*"} and
// "*443") expect the digits kept, as browsers keep them: the callback
// runs the port state on a URL whose scheme has no default port. The port
// equal to the protocol's default port is still emptied by create's own
// step ("if processedInit["protocol"] is a special scheme and
// processedInit["port"] is ... its default port").
func canonicalizePort(value string) (string, error) {
	return canonicalizePortFor(value, "")
}

// canonicalizePortFor is "canonicalize a port" given a protocol value.
func canonicalizePortFor(value, protocol string) (string, error) {
	if value == "" {
		return value, nil
	}
	s, err := urlhook.Override(value, urlhook.Port, protocol)
	if err != nil {
		return "", canonError("port", value, err)
	}
	return s, nil
}

// canonicalizePathname is "canonicalize a pathname". The path start state
// on an empty path of the dummy (special) URL; "/-" keeps a value without
// a leading '/' from being read as after a '/'.
func canonicalizePathname(value string) (string, error) {
	if value == "" {
		return value, nil
	}
	leadingSlash := value[0] == '/'
	modified := value
	if !leadingSlash {
		modified = "/-" + value
	}
	s, _ := urlhook.Override(modified, urlhook.PathStart, "https")
	if !leadingSlash {
		s = s[min(2, len(s)):]
	}
	return s, nil
}

// canonicalizeOpaquePathname is "canonicalize an opaque pathname".
func canonicalizeOpaquePathname(value string) (string, error) {
	if value == "" {
		return value, nil
	}
	s, err := urlhook.Override(value, urlhook.OpaquePath, "https")
	if err != nil {
		return "", canonError("opaque path", value, err)
	}
	return s, nil
}

// canonicalizeSearch is "canonicalize a search".
func canonicalizeSearch(value string) (string, error) {
	if value == "" {
		return value, nil
	}
	s, _ := urlhook.Override(value, urlhook.Query, "https")
	return s, nil
}

// canonicalizeHash is "canonicalize a hash".
func canonicalizeHash(value string) (string, error) {
	if value == "" {
		return value, nil
	}
	s, _ := urlhook.Override(value, urlhook.Fragment, "https")
	return s, nil
}
