package canon

import (
	"errors"
	"net/netip"
	"strings"

	"github.com/webstd/whatwgurl"
)

// ErrNotWeb is the error of SafeBrowsing and SURT for a URL they have no
// key for.
var ErrNotWeb = errors.New("not a URL with a host that Safe Browsing lists (http, https, ws, wss, ftp)")

// ErrEmptyHost is the error of SafeBrowsing for a host that is only dots.
var ErrEmptyHost = errors.New("host is empty without its leading and trailing dots")

// SafeBrowsing returns the canonical form of input that Google Safe
// Browsing's "URLs and Hashing" documentation computes before hashing
// (https://developers.google.com/safe-browsing/v4/urls-hashing,
// "Canonicalization"), on top of the URL Standard's parse:
//
//   - An input with no scheme (it fails to parse for want of one) is
//     read with "http://" before it, as the documentation's examples
//     read "www.google.com/".
//   - The parse removes tabs and newlines and leading and trailing
//     spaces, lowercases the host, converts it to ASCII (IDNA), reads
//     every IPv4 form (decimal, octal, hex, fewer than four parts) as
//     four decimal numbers and writes IPv6 addresses compressed, all as
//     the documentation asks of the host; an IPv4-mapped IPv6 address
//     (::ffff:1.2.3.4) and a NAT64 one (64:ff9b::1.2.3.4) become the
//     IPv4 address, as the newer version of the documentation asks
//     (https://developers.google.com/safe-browsing/reference/URLs.and.Hashing).
//   - The fragment, username and password are removed.
//   - The path and the query are percent-decoded repeatedly until no
//     escape is left; in the host, the parse has done it already.
//   - The host loses its leading and trailing dots, and runs of dots
//     become one.
//   - The path's "." and ".." segments are resolved and runs of "/"
//     become one; the query is left as it is, and "?" stays when it is
//     empty.
//   - Bytes up to 0x20 and from 0x7F, "#" and "%" are percent-encoded,
//     in upper case, in the path and the query; and "\" in the path
//     (see below).
//
// Where the URL Standard reads the input differently:
//
//   - A host that holds a space, a control character, or "#", "%", "/"
//     and the other forbidden code points, encoded or not, fails to
//     parse, and so gives an error, where the documentation writes it
//     percent-encoded ("http://host%23.com/", "http://%20leadingspace.com/",
//     "http://\x01\x80.com/"). No browser can visit such a URL.
//   - A number too large for IPv4 ("http://39024579298/") fails, as in
//     a browser, where some clients take its low 32 bits.
//   - "\" is a path separator in a special URL, so one made by
//     unescaping the path ("%5C") is written "%5C": otherwise the key
//     would read as another path, and keying the key would change it.
//     For the same reason a "?" made by unescaping the path ("%3F") is
//     written "%3F": raw, it would end the path and start a query.
//   - A URL with no host, or with a scheme other than http, https, ws,
//     wss and ftp, gives ErrNotWeb.
//
// The key parses with whatwgurl.Parse, and SafeBrowsing of the key is
// the key.
func SafeBrowsing(input string) (string, error) {
	u, err := parseWeb(input)
	if err != nil {
		return "", err
	}
	return SafeBrowsingOf(u)
}

// parseWeb parses input, and when it fails for want of a scheme, "http://"
// and input, as Safe Browsing's and the surt package's documented examples
// read a URL without a scheme.
func parseWeb(input string) (whatwgurl.URL, error) {
	u, err := whatwgurl.Parse(input)
	if err != nil && errors.Is(err, whatwgurl.MissingSchemeNonRelativeURL) && strings.TrimSpace(input) != "" {
		if v, err2 := whatwgurl.Parse("http://" + input); err2 == nil {
			return v, nil
		} else {
			return whatwgurl.URL{}, err2
		}
	}
	return u, err
}

// SafeBrowsingOf is SafeBrowsing for a parsed URL.
func SafeBrowsingOf(u whatwgurl.URL) (string, error) {
	switch u.Scheme() {
	case "http", "https", "ws", "wss", "ftp":
	default:
		return "", &whatwgurl.Error{Op: "safe browsing key", Input: u.Href(), Err: ErrNotWeb}
	}
	host := u.Hostname()
	if u.HostKind() == whatwgurl.IPv6Host {
		// "If the hostname is one of the two following special IPv6
		// address types, transform them into IPv4": IPv4-mapped
		// (::ffff:0:0/96) and NAT64 (64:ff9b::/96).
		a := u.HostAddr().As16()
		if a4, ok := embeddedIPv4(a); ok {
			host = a4
		}
	}
	if u.HostKind() == whatwgurl.DomainHost {
		host = collapseDots(host)
		if host == "" {
			return "", &whatwgurl.Error{Op: "safe browsing key", Input: u.Href(), Err: ErrEmptyHost}
		}
		// Without its dots the host may be an IPv4 address ("1000.."
		// is "1000", which is 0.0.3.232): the documentation's IPv4
		// rule comes after the dot rules, so the host parser reads it
		// again.
		h, err := whatwgurl.ParseHost(host)
		if err != nil {
			return "", err
		}
		host = h.String()
	}
	b := make([]byte, 0, len(u.Href())+8)
	b = append(b, u.Scheme()...)
	b = append(b, "://"...)
	b = append(b, host...)
	if port := u.Port(); port != "" {
		b = append(b, ':')
		b = append(b, port...)
	}
	scratch := unescapeRepeatedly(nil, u.Pathname())
	b = appendSafeBrowsingPath(b, scratch)
	if q, ok := u.RawQuery(); ok {
		b = append(b, '?')
		b = appendEscaped(b, unescapeRepeatedly(scratch[:0], q), safeBrowsingEscapes)
	}
	key := string(b)
	if _, err := whatwgurl.Parse(key); err != nil {
		return "", err
	}
	return key, nil
}

// embeddedIPv4 returns the IPv4 address of an IPv4-mapped or a NAT64
// (well-known prefix) IPv6 address.
func embeddedIPv4(a [16]byte) (string, bool) {
	mapped := [12]byte{10: 0xff, 11: 0xff}
	nat64 := [12]byte{0: 0x00, 1: 0x64, 2: 0xff, 3: 0x9b}
	if [12]byte(a[:12]) != mapped && [12]byte(a[:12]) != nat64 {
		return "", false
	}
	return netip.AddrFrom4([4]byte(a[12:])).String(), true
}

// safeBrowsingEscapes reports whether the documentation's last step
// percent-encodes c: "percent-escape all characters that are <= ASCII 32,
// >= 127, "#", or "%"".
func safeBrowsingEscapes(c byte) bool {
	return c <= 0x20 || c >= 0x7F || c == '#' || c == '%'
}

// collapseDots removes the leading and trailing dots of host and makes
// each run of dots one.
func collapseDots(host string) string {
	host = strings.Trim(host, ".")
	if !strings.Contains(host, "..") {
		return host
	}
	var b strings.Builder
	for i := 0; i < len(host); i++ {
		if host[i] == '.' && host[i-1] == '.' {
			continue
		}
		b.WriteByte(host[i])
	}
	return b.String()
}

// appendSafeBrowsingPath appends the unescaped path p with its "." and
// ".." segments resolved, runs of "/" made one, and the documentation's
// bytes (and "\") percent-encoded. A path that ended in "/" or in a dot
// segment ends in "/".
func appendSafeBrowsingPath(dst, p []byte) []byte {
	var segs [][]byte
	trailing := false
	for len(p) > 0 {
		if p[0] == '/' {
			p = p[1:]
			trailing = true
			continue
		}
		i := 0
		for i < len(p) && p[i] != '/' {
			i++
		}
		seg := p[:i]
		p = p[i:]
		switch string(seg) {
		case ".":
			trailing = true
		case "..":
			if len(segs) > 0 {
				segs = segs[:len(segs)-1]
			}
			trailing = true
		default:
			segs = append(segs, seg)
			trailing = false
		}
	}
	if len(segs) == 0 {
		return append(dst, '/')
	}
	for _, seg := range segs {
		dst = append(dst, '/')
		dst = appendEscaped(dst, seg, func(c byte) bool { return safeBrowsingEscapes(c) || c == '\\' || c == '?' })
	}
	if trailing {
		dst = append(dst, '/')
	}
	return dst
}
