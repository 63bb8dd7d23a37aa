package canon

import (
	"bytes"
	"errors"
	"regexp"
	"slices"
	"strings"

	"github.com/webstd/whatwgurl"
)

// SURT returns the Sort-friendly URI Reordering Transform key of input
// that the Internet Archive's surt package (github.com/internetarchive/surt,
// what Wayback and pywb index CDX files by) computes with surt(url) and
// its default options, on top of the URL Standard's parse:
// "http://www.Archive.org/goo/?b&a" has the key "org,archive)/goo?a&b".
//
// The package's canonicalization (its GoogleURLCanonicalizer, then its
// IAURLCanonicalizer) is applied to the parsed URL:
//
//   - the fragment, username and password are removed;
//   - the host is lowercased, leading and trailing dots removed, ".."
//     made ".", and a first label "www" with any digits after it
//     ("www.", "www2.", "www1355544.") removed;
//   - the path is percent-decoded repeatedly until no escape is left,
//     its "." and ".." segments resolved and its empty segments removed,
//     percent-encoded again (bytes up to 0x20 and from 0x7F, "#" and
//     "%"), lowercased, stripped of ASP.NET session ids such as
//     "/(S(…))/" before a ".aspx" file, and of one trailing "/";
//   - the query likewise decoded and encoded, stripped of one
//     jsessionid, phpsessid, sid, ASPSESSIONID… or CFID and CFTOKEN
//     parameter each, lowercased, and its "&"-separated parameters
//     sorted by name and then value; an empty query is removed;
//   - the host's labels are written in reverse order, joined by ",",
//     then ":" and the port when there is one, then ")", the path and
//     "?" and the query. A URL without a host is written
//     "scheme:path?query"; one whose scheme is filedesc is kept as it is.
//
// Like the package, SURT reads an input with no scheme with "http://"
// before it. Where the URL Standard reads the input differently from the
// package's RFC 3986 parse, the key follows the standard, as a browser
// would fetch the URL:
//
//   - IPv4 addresses in every form the host parser reads (hex, octal,
//     fewer than four parts) become the address: "http://0x7f.1/" has the
//     key "1,0,0,127)/", where the package keeps "1,0x7f)/". A number too
//     large for IPv4 ("39024579298") or a part above 255 before the last
//     ("1.2.3.256" is fine, "1.256.3.4" is not) fails to parse.
//   - IPv6 addresses are compressed and keep their brackets:
//     "http://[::1]/" has the key "[::1])/", where the package writes
//     "::1)/".
//   - The default ports of ws, wss (80, 443) and ftp (21) are removed
//     like those of http and https; the package keeps them.
//   - Hosts are mapped by UTS #46 (non-transitional, as browsers do):
//     "faß.de" stays "xn--fa-hia.de", where the package's IDNA 2003
//     codec makes "fass.de"; a host with a space, a control character,
//     "#", "%", "\", or another forbidden code point (encoded or not)
//     fails to parse.
//   - "\" is a "/" in http, https, ws, wss, ftp and file URLs.
//   - "http://https://example.com/" is a URL with host "https" and path
//     "//example.com/", where the package drops the first "http://".
//   - Bytes that are not UTF-8 are read as U+FFFD ("%ef%bf%bd" in the
//     key), where the package percent-encodes the bytes.
//   - The empty input fails to parse, where the package returns "-".
//
// A SURT key is not a URL. URLOfSURT reads one back as the http URL it
// names: the labels before ")" reversed, the port, and what follows ")".
func SURT(input string) (string, error) {
	u, err := parseWeb(input)
	if err != nil {
		return "", err
	}
	return SURTOf(u)
}

// SURTOf is SURT for a parsed URL.
func SURTOf(u whatwgurl.URL) (string, error) {
	if u.IsZero() {
		return "", &whatwgurl.Error{Op: "SURT key", Err: ErrNoURL}
	}
	if u.Scheme() == "filedesc" {
		// surt.py: a URL that starts with "filedesc" is its own key.
		return u.Href(), nil
	}
	host := u.Hostname()
	hasHost := host != ""
	b := make([]byte, 0, len(u.Href())+8)
	if hasHost {
		h := host // a special URL's host is ASCII, in lower case
		if u.HostKind() == whatwgurl.OpaqueHost {
			// GoogleURLCanonicalizer: unescape repeatedly, and a host
			// that is then not ASCII goes through IDNA (here the URL
			// Standard's domain to ASCII, as for a special URL's host).
			d := unescapeRepeatedly(nil, host)
			if !isASCII(d) {
				if a, err := whatwgurl.DomainToASCII(string(d), false); err == nil {
					d = []byte(a)
				}
			}
			h = strings.ToLower(string(appendEscaped(nil, d, safeBrowsingEscapes)))
		}
		h = stripWWWDigits(surtHostDots(h))
		b = appendReversedLabels(b, h)
		if port := u.Port(); port != "" {
			b = append(b, ':')
			b = append(b, port...)
		}
		b = append(b, ')')
	} else {
		b = append(b, u.Scheme()...)
		b = append(b, ':')
	}

	// The path: GoogleURLCanonicalizer, then IAURLCanonicalizer.
	p := unescapeRepeatedly(make([]byte, 0, len(u.Pathname())), u.Pathname())
	if hasHost && !u.HasOpaquePath() && (len(p) == 0 || bytes.Contains(p, []byte("//")) || bytes.Contains(p, []byte("/."))) {
		// Otherwise normalizePath leaves the path as it is.
		p = surtNormalizePath(p)
	}
	pathStart := len(b)
	b = appendEscaped(b, p, safeBrowsingEscapes)
	for i := pathStart; i < len(b); i++ {
		b[i] = lower(b[i])
	}
	if sp := stripPathSessionID(b[pathStart:]); len(sp) != len(b)-pathStart {
		b = append(b[:pathStart], sp...)
	}
	if n := len(b) - pathStart; n > 1 && b[len(b)-1] == '/' {
		b = b[:len(b)-1]
	}

	q, hasQuery := u.RawQuery()
	var query []byte
	if hasQuery && q != "" {
		// Lowercased before the session ids are removed, not after as
		// the package does: the patterns ignore case, so the result is
		// the same.
		query = appendEscaped(make([]byte, 0, len(q)), unescapeRepeatedly(make([]byte, 0, len(q)), q), safeBrowsingEscapes)
		for i, c := range query {
			query[i] = lower(c)
		}
		query = alphaReorderQuery(stripQuerySessionID(query))
	}
	if len(b) == pathStart && len(query) > 0 {
		b = append(b, '/')
	}
	if len(query) > 0 {
		b = append(b, '?')
		b = append(b, query...)
	}
	return string(b), nil
}

func isASCII(b []byte) bool {
	for _, c := range b {
		if c >= 0x80 {
			return false
		}
	}
	return true
}

// surtHostDots makes each ".." of h one "." (left to right, without
// overlap, so that "..." becomes ".."), then removes the leading and
// trailing dots: GoogleURLCanonicalizer's host rule.
func surtHostDots(h string) string {
	if strings.Contains(h, "..") {
		h = strings.ReplaceAll(h, "..", ".")
	}
	return strings.Trim(h, ".")
}

// stripWWWDigits removes a first label "www" followed by digits or
// nothing (IAURLCanonicalizer's massageHost: "www12.foo.com" becomes
// "foo.com", "www2foo.com" stays).
func stripWWWDigits(h string) string {
	if !strings.HasPrefix(h, "www") {
		return h
	}
	i := 3
	for i < len(h) && '0' <= h[i] && h[i] <= '9' {
		i++
	}
	if i < len(h) && h[i] == '.' {
		return h[i+1:]
	}
	return h
}

// appendReversedLabels appends the "."-separated labels of h in reverse
// order, joined by "," (surt's hostToSURT with reverse_ipaddr, its
// default: IPv4 addresses are reversed too).
func appendReversedLabels(dst []byte, h string) []byte {
	for end := len(h); ; {
		i := strings.LastIndexByte(h[:end], '.')
		dst = append(dst, h[i+1:end]...)
		if i < 0 {
			return dst
		}
		dst = append(dst, ',')
		end = i
	}
}

// surtNormalizePath is GoogleURLCanonicalizer's normalizePath: "." and
// empty segments are removed, ".." removes the segment before it (or
// stays, at the start), and a last empty segment (a trailing "/") stays.
func surtNormalizePath(p []byte) []byte {
	if len(p) == 0 {
		return []byte{'/'}
	}
	segs := bytes.Split(p, []byte{'/'})[1:]
	var kept [][]byte
	for _, s := range segs {
		switch string(s) {
		case ".":
		case "..":
			if len(kept) > 0 {
				kept = kept[:len(kept)-1]
			} else {
				kept = append(kept, s)
			}
		default:
			kept = append(kept, s)
		}
	}
	out := []byte{'/'}
	for i, s := range kept {
		if i == len(kept)-1 {
			out = append(out, s...)
		} else if len(s) > 0 {
			out = append(out, s...)
			out = append(out, '/')
		}
	}
	return out
}

// The session ids the surt package removes, as its URLRegexTransformer
// documents them (case-insensitive): ASP.NET's cookieless session ids in
// the path, and five query forms.
var (
	pathSessionIDs = []*regexp.Regexp{
		regexp.MustCompile(`(?i)^(.*/)(\((?:[a-z]\([0-9a-z]{24}\))+\)/)([^?]+\.aspx.*)$`),
		regexp.MustCompile(`(?i)^(.*/)(\([0-9a-z]{24}\)/)([^?]+\.aspx.*)$`),
	}
	querySessionIDs = []*regexp.Regexp{
		regexp.MustCompile(`(?i)^(.*)(?:jsessionid=[0-9a-z]{32})(?:&(.*))?$`),
		regexp.MustCompile(`(?i)^(.*)(?:phpsessid=[0-9a-z]{32})(?:&(.*))?$`),
		regexp.MustCompile(`(?i)^(.*)(?:sid=[0-9a-z]{32})(?:&(.*))?$`),
		regexp.MustCompile(`(?i)^(.*)(?:aspsessionid[a-z]{8}=[a-z]{24})(?:&(.*))?$`),
		regexp.MustCompile(`(?i)^(.*)(?:cfid=[^&]+&cftoken=[^&]+)(?:&(.*))?$`),
	}
	// sessionHints are what each query pattern needs, lowercased, to
	// match at all: most queries skip the regular expressions.
	sessionHints = []string{"jsessionid=", "phpsessid=", "sid=", "aspsessionid", "cfid="}
)

// stripPathSessionID removes an ASP.NET session id from a path that
// IAURLCanonicalizer has lowercased already.
func stripPathSessionID(p []byte) []byte {
	if !bytes.Contains(p, []byte(".aspx")) {
		return p
	}
	for _, re := range pathSessionIDs {
		if m := re.FindSubmatchIndex(p); m != nil {
			p = append(append([]byte(nil), p[m[2]:m[3]]...), p[m[6]:m[7]]...)
		}
	}
	return p
}

func stripQuerySessionID(q []byte) []byte {
	var lq []byte
	for i, re := range querySessionIDs {
		if lq == nil {
			lq = q
			if bytes.ContainsFunc(q, func(r rune) bool { return 'A' <= r && r <= 'Z' }) {
				lq = bytes.ToLower(q)
			}
		}
		if !bytes.Contains(lq, []byte(sessionHints[i])) {
			continue
		}
		m := re.FindSubmatchIndex(q)
		if m == nil {
			continue
		}
		out := append([]byte(nil), q[m[2]:m[3]]...)
		if m[4] >= 0 && m[5] > m[4] {
			out = append(out, q[m[4]:m[5]]...)
		}
		q, lq = out, nil
	}
	return q
}

// alphaReorderQuery sorts the "&"-separated parameters of q by name,
// then by whether they have a "=", then by value (IAURLCanonicalizer's
// alphaReorderQuery).
func alphaReorderQuery(q []byte) []byte {
	if len(q) <= 1 {
		return q
	}
	args := bytes.Split(q, []byte{'&'})
	slices.SortFunc(args, func(a, b []byte) int {
		an, av, aok := bytes.Cut(a, []byte{'='})
		bn, bv, bok := bytes.Cut(b, []byte{'='})
		if c := bytes.Compare(an, bn); c != 0 {
			return c
		}
		if aok != bok {
			if aok {
				return 1
			}
			return -1
		}
		return bytes.Compare(av, bv)
	})
	return bytes.Join(args, []byte{'&'})
}

// ErrNotSURT is the error of URLOfSURT for a string that is no SURT key.
var ErrNotSURT = errors.New("not a SURT key")

// URLOfSURT reads a SURT key back as the URL it names. A key with a host
// ("org,archive)/goo?a&b") gives the http URL with the labels before ")"
// in reverse order, the port written after them, and what follows ")" as
// the path and query: "http://archive.org/goo?a&b". The key does not keep
// the scheme (http and https URLs share their keys; a port that is the
// default of another scheme is kept, and read back it is not http's
// default), the "www" label, whether a "?" was in the path, the
// case of the path and query or their order, so the URL is one of the
// URLs with that key, not the one keyed. A key without ")" ("mailto:…",
// "dns:…") is parsed as it is.
func URLOfSURT(key string) (whatwgurl.URL, error) {
	i := strings.IndexByte(key, ')')
	if i < 0 {
		return whatwgurl.Parse(key)
	}
	hostPort, rest := key[:i], key[i+1:]
	host, port := hostPort, ""
	if strings.HasPrefix(hostPort, "[") {
		if j := strings.IndexByte(hostPort, ']'); j >= 0 {
			host, port = hostPort[:j+1], hostPort[j+1:]
		}
	} else if j := strings.LastIndexByte(hostPort, ':'); j >= 0 {
		host, port = hostPort[:j], hostPort[j:]
	}
	if host == "" || port != "" && port[0] != ':' || rest != "" && rest[0] != '/' && rest[0] != '?' {
		return whatwgurl.URL{}, &whatwgurl.Error{Op: "read SURT key", Input: key, Err: ErrNotSURT}
	}
	labels := strings.Split(host, ",")
	slices.Reverse(labels)
	// A "\" in the key's path is a byte of a path (of a URL whose
	// scheme is not special): encoded, it does not read as "/".
	return whatwgurl.Parse("http://" + strings.Join(labels, ".") + port + strings.ReplaceAll(rest, "\\", "%5C"))
}
