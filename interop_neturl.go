package whatwgurl

// Conversion to and from net/url's URL.

import (
	"errors"
	"net/url"
	"strings"
)

// NetURL returns u as a net/url URL, built field by field (never by
// parsing the href with url.Parse, which rejects or re-escapes what the
// standard produces, such as "http://x/%zz" or "foo://h{st/"). The zero URL
// gives nil.
//
//   - Scheme is the scheme. An opaque path ("mailto:a@b") is Opaque, as
//     written; otherwise a null host sets OmitHost.
//   - User holds the percent-decoded username and password (net/url
//     re-encodes them on output); it is nil when both are empty, and made
//     with url.UserPassword when the password is not empty.
//   - Host is the hostname and ":port" when the port is not null; an IPv6
//     address keeps its brackets. An opaque host is percent-decoded, as
//     net/url holds hosts.
//   - Path is the percent-decoded path and RawPath the path as the URL
//     holds it, when net/url's own encoding of Path differs; so
//     EscapedPath returns the URL's path exactly when net/url accepts it
//     as an encoding of Path.
//   - RawQuery is the query without '?'; ForceQuery is set for an empty,
//     non-null query ("http://x/?").
//   - Fragment is the percent-decoded fragment and RawFragment the
//     fragment as the URL holds it, when net/url's encoding differs.
//
// The result's String method does not always give back the href: net/url
// drops an empty fragment ("http://x/#") and an empty host with an empty
// path ("sc://" becomes "sc:"); it escapes what it does not accept in a
// path or fragment ("/a|b" becomes "/a%7Cb", "/%zz" becomes "/%25zz", "#c#d"
// becomes "#c%23d"), in a host ("h{st" becomes "h%7Bst") and in userinfo
// ("a!b" becomes "a%21b"); a percent-encoded byte in userinfo or an opaque
// host that needs no encoding comes out decoded ("%41" becomes "A"); and a
// path starting with "//" without a host comes out as "%2F/". url.Parse
// rejects some hrefs outright ("http://x/%zz", "foo://h{st/"). FromNetURL
// undoes all of this except the empty fragment, the empty host with an
// empty path, and the decoded bytes: see FromNetURL for when
// FromNetURL(u.NetURL()) == u.
//
// NetURL is for code that reads net/url's fields or prints the URL. To
// send a request, use RequestURL (or the httpurl subpackage): net/http
// writes the request-target from EscapedPath, so the result of NetURL
// sends "/a|b" as "/a%7Cb" and "/%zz" as "/%25zz". RequestURL differs
// only for such paths, which it puts in Opaque, where String no longer
// shows the host; that is why NetURL does not do the same.
func (u URL) NetURL() *url.URL {
	if u.IsZero() {
		return nil
	}
	nu := &url.URL{Scheme: u.Scheme()}
	if query, ok := u.RawQuery(); ok {
		nu.RawQuery = query
		nu.ForceQuery = query == ""
	}
	if fragment, ok := u.Fragment(); ok && fragment != "" {
		nu.Fragment = PercentDecode(fragment)
		if (&url.URL{Fragment: nu.Fragment}).EscapedFragment() != fragment {
			nu.RawFragment = fragment
		}
	}
	if u.opaquePath {
		nu.Opaque = u.Pathname()
		return nu
	}
	if u.hostKind == NoHost {
		nu.OmitHost = true
	} else {
		if user, pass := u.Username(), u.Password(); pass != "" {
			nu.User = url.UserPassword(PercentDecode(user), PercentDecode(pass))
		} else if user != "" {
			nu.User = url.User(PercentDecode(user))
		}
		host := u.Hostname()
		if u.hostKind == OpaqueHost {
			host = PercentDecode(host)
		}
		if port := u.Port(); port != "" {
			host += ":" + port
		}
		nu.Host = host
	}
	path := u.Pathname()
	nu.Path = PercentDecode(path)
	if (&url.URL{Path: nu.Path}).EscapedPath() != path {
		nu.RawPath = path
	}
	return nu
}

// errNilNetURL is the reason FromNetURL fails on nil.
var errNilNetURL = errors.New("nil *url.URL")

// FromNetURL returns the URL a browser makes of nu: it writes nu's fields
// as a URL string, the way nu.String does, and parses it with Parse. The
// string differs from nu.String where net/url's output would not mean to
// the standard's parser what nu holds:
//
//   - the path is nu.RawPath whenever it percent-decodes to nu.Path and has
//     no '?' or '#' (nor '\' in a special URL, where it would be a '/'),
//     even where net/url distrusts it ("/a|b", "/%zz"); otherwise
//     nu.EscapedPath(); the fragment is nu.RawFragment whenever it
//     percent-decodes to nu.Fragment, otherwise nu.EscapedFragment();
//   - a path starting with "//" without a host is written after "/.", as
//     the standard's serializer does, not as "%2F/";
//   - the username, password and host, which net/url holds decoded only,
//     are percent-encoded with the standard's userinfo set and, for the
//     host, with the C0 control percent-encode set and the forbidden host
//     code points; '%' itself is encoded in all three;
//   - a '#' in nu.RawQuery is written "%23".
//
// So FromNetURL(u.NetURL()) == u for every URL u except:
//
//   - a username, password or opaque host holding a percent-encoded byte
//     that the standard would write unencoded ("http://%41@x/" comes back
//     as "http://A@x/"), or a '%' that starts no percent-encoded byte;
//   - an empty, non-null fragment ("http://x/#" comes back as "http://x/");
//   - an empty host with an empty path ("sc://" and "sc://?q"), which
//     net/url cannot tell from "sc:" and "sc:?q".
//
// A URL without a scheme fails (MissingSchemeNonRelativeURL), as does an
// IPv6 zone ("[fe80::1%25eth0]"), which the standard rejects. nil fails
// too. On failure the error is an *Error with Op "from net/url".
// https://url.spec.whatwg.org/#concept-url-parser
func FromNetURL(nu *url.URL) (URL, error) {
	const op = "from net/url"
	if nu == nil {
		return URL{}, &Error{Op: op, Err: errNilNetURL}
	}
	var b strings.Builder
	if nu.Scheme != "" {
		b.WriteString(nu.Scheme)
		b.WriteByte(':')
	}
	if nu.Opaque != "" {
		b.WriteString(nu.Opaque)
	} else {
		authority := false
		if nu.Scheme != "" || nu.Host != "" || nu.User != nil {
			if !(nu.OmitHost && nu.Host == "" && nu.User == nil) {
				authority = nu.Host != "" || nu.Path != "" || nu.User != nil
			}
		}
		if authority {
			b.WriteString("//")
			if nu.User != nil {
				appendEscaped(&b, nu.User.Username(), escapeUserinfo)
				if pass, ok := nu.User.Password(); ok {
					b.WriteByte(':')
					appendEscaped(&b, pass, escapeUserinfo)
				}
				b.WriteByte('@')
			}
			writeNetURLHost(&b, nu.Host)
		}
		path := nu.EscapedPath()
		if nu.RawPath != "" && PercentDecode(nu.RawPath) == nu.Path && !strings.ContainsAny(nu.RawPath, "?#") &&
			!(strings.IndexByte(nu.RawPath, '\\') >= 0 && schemeKindOf(strings.ToLower(nu.Scheme)) != schemeNotSpecial) {
			path = nu.RawPath
		}
		if !authority && strings.HasPrefix(path, "//") {
			b.WriteString("/.")
		}
		if path != "" && path[0] != '/' && nu.Host != "" {
			b.WriteByte('/')
		}
		b.WriteString(path)
	}
	if nu.ForceQuery || nu.RawQuery != "" {
		b.WriteByte('?')
		b.WriteString(strings.ReplaceAll(nu.RawQuery, "#", "%23"))
	}
	if nu.Fragment != "" {
		b.WriteByte('#')
		fragment := nu.EscapedFragment()
		if nu.RawFragment != "" && PercentDecode(nu.RawFragment) == nu.Fragment {
			fragment = nu.RawFragment
		}
		b.WriteString(fragment)
	}
	input := b.String()
	u, err := Parse(input)
	if err != nil {
		var e *Error
		if errors.As(err, &e) {
			e.Op = op
		}
		return URL{}, err
	}
	return u, nil
}

// writeNetURLHost writes net/url's Host field: "host", "host:port",
// "[ipv6]" or "[ipv6]:port", with the host percent-encoded where the
// standard's parser would not read a decoded byte back as itself. The port
// is split off as url.URL.Port does: after the last ':', if all digits.
func writeNetURLHost(b *strings.Builder, hostPort string) {
	host, port, hasPort := hostPort, "", false
	if i := strings.LastIndexByte(hostPort, ':'); i >= 0 && strings.Trim(hostPort[i+1:], "0123456789") == "" {
		host, port, hasPort = hostPort[:i], hostPort[i+1:], true
	}
	if len(host) >= 2 && host[0] == '[' && host[len(host)-1] == ']' {
		// An IP literal: the brackets stay; a zone's '%' is escaped as
		// net/url writes it, and the IPv6 parser rejects it.
		b.WriteByte('[')
		appendEscaped(b, host[1:len(host)-1], escapeIPLiteral)
		b.WriteByte(']')
	} else {
		appendEscaped(b, host, escapeHost)
	}
	if hasPort {
		b.WriteByte(':')
		b.WriteString(port)
	}
}

// escapeUserinfo: '%' and the userinfo percent-encode set.
// https://url.spec.whatwg.org/#userinfo-percent-encode-set
func escapeUserinfo(c byte) bool { return c == '%' || inSet(c, UserinfoSet) }

// escapeHost: '%', the C0 control percent-encode set (which holds every
// byte above 0x7E) and the forbidden host code points, which an opaque
// host cannot hold and a domain rejects after percent-decoding.
// https://url.spec.whatwg.org/#forbidden-host-code-point
func escapeHost(c byte) bool {
	return c == '%' || inSet(c, C0ControlSet) || charTable[c]&bitForbiddenHost != 0
}

// escapeIPLiteral: '%' (a zone's) and the C0 control percent-encode set;
// the other bytes the IPv6 parser rejects need no escaping to fail.
func escapeIPLiteral(c byte) bool { return c == '%' || inSet(c, C0ControlSet) }

// appendEscaped writes s with every byte for which escape is true written
// as %XX. It works byte by byte, so bytes that are not valid UTF-8 keep
// their value.
func appendEscaped(b *strings.Builder, s string, escape func(byte) bool) {
	for i := 0; i < len(s); i++ {
		if c := s[i]; escape(c) {
			b.WriteByte('%')
			b.WriteByte(upperHex[c>>4])
			b.WriteByte(upperHex[c&15])
		} else {
			b.WriteByte(c)
		}
	}
}
