package whatwgurl

// Building a URL from its components, refusing what a component cannot
// hold instead of dropping it as the setters do.

import (
	"errors"
	"strconv"
	"strings"
)

// Parts are the components of a URL, as Build takes them. Each is the text
// of its component as the URL Standard's URL record holds it, without the
// delimiters a URL string puts around it: Scheme without ':', Port without
// ':', Query without '?', Fragment without '#'. A nil Query or Fragment is
// none (the standard's null); a pointer to "" is an empty one, written "?"
// or "#" alone. Host is a domain, an IPv4 address, an IPv6 address in
// brackets ("[::1]") or, for a scheme that is not special, an opaque host;
// for a scheme that is not special "" means no host at all.
//
// The getters give the parts of a URL u: Scheme, Username, Password,
// Hostname, Port, Pathname, Query and Fragment.
// https://url.spec.whatwg.org/#concept-url
type Parts struct {
	Scheme, Username, Password, Host, Port, Path string
	Query, Fragment                              *string
}

// The reasons Build fails; each names the part.
var (
	errBuildScheme        = errors.New(`scheme: not a scheme (an ASCII letter, then ASCII letters, digits, "+", "-" or ".")`)
	errBuildHostMissing   = errors.New("host: a special URL other than a file URL needs a host")
	errBuildHostNeeded    = errors.New("host: a username, a password or a port needs a host")
	errBuildHost          = errors.New("host: not a host the host parser accepts")
	errBuildHostChanged   = errors.New("host: the URL parser would change it")
	errBuildCredentials   = errors.New("username and password: a file URL, or a URL with an empty host, cannot have them")
	errBuildPort          = errors.New("port: not a decimal number from 0 to 65535")
	errBuildPortPlace     = errors.New("port: a file URL, or a URL with an empty host, cannot have one")
	errBuildRelativePath  = errors.New(`path: a URL with a host needs a path that is empty or starts with "/"`)
	errBuildSpecialPath   = errors.New(`path: a special URL needs a path that is empty or starts with "/"`)
	errBuildDotSegment    = errors.New(`path: has a "." or ".." segment, which the URL parser would remove`)
	errBuildPathChanged   = errors.New("path: the URL parser would change it (a Windows drive letter quirk of file URLs)")
	errBuildOpaqueChanged = errors.New("path: the URL parser would change this opaque path")
)

// Build returns the URL whose components are p's, each percent-encoded
// with the URL Standard's percent-encode set for its place, as the basic
// URL parser encodes it: Username and Password with the userinfo set; Path
// with the path set (and '\' as %5C in a special URL, whose parser reads
// it as '/'), or, for an opaque path, the C0 control set and '?' and '#';
// Query with the special-query set for a special scheme and the query set
// otherwise; Fragment with the fragment set. A '%' is kept as it is, as
// the parser keeps it, so a part that is already percent-encoded stays as
// it is (write a literal '%' as "%25", or use PercentEncode with
// ComponentSet first). So Path "/a b" gives "/a%20b", Query "x=1&y=a b"
// gives "?x=1&y=a%20b" for a special scheme, and Path "/a%20b" gives
// "/a%20b". Bytes are encoded as they are, not first made UTF-8.
//
// The rest is what the parser and the host parser do to the same text:
// Scheme is lower-cased; Host goes through the host parser ("EXAMPLE.com"
// gives "example.com", "bücher.de" gives "xn--bcher-kva.de", "0x7f.1"
// gives "127.0.0.1"; for a file URL "localhost" gives the empty host); a
// Port equal to the scheme's default port is left out ("https" with
// "443"), and leading zeros are dropped; an empty Path of a special URL is
// "/". Build of the parts of a parsed URL gives that URL back, except for
// a URL that is not special with an empty host ("sc:///x"), which Parts
// cannot tell from one without a host ("sc:/x").
//
// The path is opaque ("mailto:a@b") when the scheme is not special, Host
// is "" and Path does not start with '/'. A Path starting with "//" on a
// URL without a host is written after "/." ("sc:/.//x"), as the URL
// serializer writes it.
//
// Build fails, returning the zero URL and an *Error with Op "build" whose
// message starts with the name of the part, when a part cannot be
// represented, rather than drop or change it:
//
//   - Scheme is not a scheme;
//   - Host is empty for a special scheme other than file, or the host
//     parser rejects it ("a b", "a:1", "[::1");
//   - Username, Password or Port is set with no host, or on a file URL,
//     or with an empty host;
//   - Port is not a number from 0 to 65535;
//   - Path does not start with '/' on a URL with a host or a special
//     scheme ("a/b" is relative), or has a "." or ".." segment (in any
//     spelling the parser reads as one, such as "%2e"), or is changed by
//     the parser in another way (a first segment "C|" of a file URL);
//   - the URL would be longer than 4 GiB (ErrTooLong).
//
// net/url's URL.String writes its fields without checking them against
// each other, and SetPort and the other setters of this package ignore
// what the standard ignores (a port on a file URL).
// https://url.spec.whatwg.org/#concept-url-serializer
func Build(p Parts) (URL, error) {
	const op = "build"
	fail := func(part string, err error) (URL, error) {
		return URL{}, &Error{Op: op, Input: part, Err: err}
	}
	// Scheme: https://url.spec.whatwg.org/#scheme-state
	if !isScheme(p.Scheme) {
		return fail(p.Scheme, errBuildScheme)
	}
	r := record{scheme: strings.ToLower(p.Scheme)}
	kind := schemeKindOf(r.scheme)
	special := kind != schemeNotSpecial

	// Host: https://url.spec.whatwg.org/#host-state
	switch {
	case p.Host != "":
		h, err := parseHostAPI(op, p.Host, !special, nil)
		if err != nil {
			return fail(p.Host, errBuildHost)
		}
		r.hostKind, r.host = h.kind, h.s
		if kind == schemeFile && r.host == "localhost" {
			// https://url.spec.whatwg.org/#file-host-state: "If host is
			// "localhost", then set host to the empty string."
			r.hostKind, r.host = EmptyHost, ""
		}
	case kind == schemeFile:
		r.hostKind = EmptyHost
	case special:
		return fail(p.Host, errBuildHostMissing)
	case p.Username != "" || p.Password != "" || p.Port != "":
		return fail(p.Username+p.Port, errBuildHostNeeded) // never the password
	}

	// Username, password and port: https://url.spec.whatwg.org/#cannot-have-a-username-password-port
	cannot := r.hostKind == EmptyHost || kind == schemeFile
	if p.Username != "" || p.Password != "" {
		if cannot {
			return fail(p.Username, errBuildCredentials) // never the password
		}
		r.username = encodeKeepingPercent(p.Username, UserinfoSet)
		r.password = encodeKeepingPercent(p.Password, UserinfoSet)
	}
	if p.Port != "" {
		if cannot {
			return fail(p.Port, errBuildPortPlace)
		}
		port, ok := parsePortDigits(p.Port)
		if !ok {
			return fail(p.Port, errBuildPort)
		}
		if port != kind.defaultPort() {
			r.port = strconv.Itoa(port)
		}
	}

	// Path: https://url.spec.whatwg.org/#path-state and
	// https://url.spec.whatwg.org/#cannot-be-a-base-url-path-state
	switch {
	case strings.HasPrefix(p.Path, "/"):
		var b strings.Builder
		b.Grow(len(p.Path))
		for seg := range strings.SplitSeq(p.Path[1:], "/") {
			if isSingleDotSegment(seg) || isDoubleDotSegment(seg) {
				return fail(p.Path, errBuildDotSegment)
			}
			b.WriteByte('/')
			for i := 0; i < len(seg); i++ {
				c := seg[i]
				if inSet(c, PathSet) || c == '\\' && special {
					b.WriteByte('%')
					b.WriteByte(upperHex[c>>4])
					b.WriteByte(upperHex[c&15])
				} else {
					b.WriteByte(c)
				}
			}
		}
		r.path = b.String()
	case p.Path == "" && special:
		r.path = "/"
	case p.Path == "" && r.hostKind != NoHost:
		// A URL that is not special with a host may have an empty path.
	case special:
		return fail(p.Path, errBuildSpecialPath)
	case r.hostKind != NoHost:
		return fail(p.Path, errBuildRelativePath)
	default:
		r.opaquePath = true
		r.path = encodeOpaquePath(p.Path)
	}

	// Query and fragment: https://url.spec.whatwg.org/#query-state and
	// https://url.spec.whatwg.org/#fragment-state
	if p.Query != nil {
		set := QuerySet
		if special {
			set = SpecialQuerySet
		}
		r.query, r.hasQuery = encodeKeepingPercent(*p.Query, set), true
	}
	if p.Fragment != nil {
		r.fragment, r.hasFragment = encodeKeepingPercent(*p.Fragment, FragmentSet), true
	}

	u, verr := r.serialize()
	if verr != 0 {
		return fail(r.scheme, apiError(verr))
	}
	// Every URL is what the parser makes of its href. The encoding above
	// leaves one file URL quirk to the parser, a drive letter written
	// "C|"; name the part it changes.
	v, err := Parse(u.href)
	switch {
	case err != nil:
		return fail(u.href, errBuildPathChanged)
	case v.Hostname() != u.Hostname():
		return fail(p.Host, errBuildHostChanged)
	case v.opaquePath && v.Pathname() != u.Pathname():
		return fail(p.Path, errBuildOpaqueChanged)
	case v != u:
		return fail(p.Path, errBuildPathChanged)
	}
	return u, nil
}

// isScheme reports whether s is a scheme: an ASCII alpha followed by ASCII
// alphanumerics, '+', '-' and '.'.
// https://url.spec.whatwg.org/#scheme-state
func isScheme(s string) bool {
	if s == "" || !isASCIIAlpha(s[0]) {
		return false
	}
	for i := 1; i < len(s); i++ {
		c := s[i]
		if !isASCIIAlpha(c) && !isASCIIDigit(c) && c != '+' && c != '-' && c != '.' {
			return false
		}
	}
	return true
}

// parsePortDigits reads a port as the port state does: ASCII digits, with
// leading zeros, at most 65535.
// https://url.spec.whatwg.org/#port-state
func parsePortDigits(s string) (int, bool) {
	if s == "" {
		return 0, false
	}
	n := 0
	for i := 0; i < len(s); i++ {
		if !isASCIIDigit(s[i]) {
			return 0, false
		}
		n = n*10 + int(s[i]-'0')
		if n > 65535 {
			return 0, false
		}
	}
	return n, true
}

// encodeKeepingPercent percent-encodes the bytes of s in set, keeping
// '%' as the parser keeps it.
func encodeKeepingPercent(s string, set EncodeSet) string {
	if needsEncoding(s, set) == len(s) {
		return s
	}
	return string(appendPercentEncoded(nil, s, set))
}

// encodeOpaquePath encodes an opaque path as the opaque path state does
// (the C0 control percent-encode set), and '?' and '#', which would end
// it; a final space is written "%20", as the state writes a space that
// a query or fragment follows (and the parser strips a space at the end
// of its input).
// https://url.spec.whatwg.org/#cannot-be-a-base-url-path-state
func encodeOpaquePath(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); i++ {
		c := s[i]
		if inSet(c, C0ControlSet) || c == '?' || c == '#' || c == ' ' && i == len(s)-1 {
			b.WriteByte('%')
			b.WriteByte(upperHex[c>>4])
			b.WriteByte(upperHex[c&15])
		} else {
			b.WriteByte(c)
		}
	}
	return b.String()
}
