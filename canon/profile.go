package canon

import (
	"errors"
	"slices"
	"strings"

	"github.com/webstd/whatwgurl"
)

// A Profile is a set of steps and what they need: a key function for
// URLs. The zero Profile applies no step: its key of an input is the
// input's href as the URL Standard serializes it.
type Profile struct {
	// Steps are the steps to apply, in the order of the Step
	// constants.
	Steps Step

	// Params are the query parameter names DropParams removes, compared
	// without regard to ASCII case after percent-decoding; a name
	// ending in "*" matches every name that starts with what precedes
	// the "*". Nil means DefaultParams.
	Params []string
}

// DefaultParams are the query parameters DropParams removes when a
// Profile names none: the tracking parameters of analytics and ad
// platforms, and the session-id parameters of common server platforms
// (the ones the surt package strips, and Java's and PHP's).
var DefaultParams = []string{
	"utm_*", "gclid", "gbraid", "wbraid", "dclid", "fbclid", "msclkid",
	"yclid", "igshid", "mc_cid", "mc_eid", "_hsenc", "_hsmi",
	"jsessionid", "phpsessid", "aspsessionid*", "cfid", "cftoken",
}

// The named profiles.
var (
	// Default applies only RemoveFragment, on top of the URL
	// Standard's parse and serialization: the request a browser sends
	// for the key (scheme, host, port, path and query bytes) is the one
	// it sends for the input. Two inputs get the same key when a
	// browser would send the same request for them.
	Default = Profile{Steps: RemoveFragment}

	// Equivalence applies the steps of Equivalent: URLs that RFC 3986
	// §6.2.2 and §6.2.3 make equivalent get the same key, though the
	// bytes a browser sends for them may differ ("%7e" and "~").
	Equivalence = Profile{Steps: Equivalent}

	// Dedup applies every step, with DefaultParams: for deduplicating a
	// crawl frontier, at the price of merging some URLs that name
	// different resources (Key.Changed says which steps did).
	Dedup = Profile{Steps: AllSteps}
)

// A Key is a canonical key: the href of a URL.
type Key struct {
	// Href is the key. whatwgurl.Parse accepts it and returns it
	// unchanged, and the profile that made it gives it as its own
	// key.
	Href string

	// Changed holds the steps that can change meaning which changed
	// this URL; 0 when none did, so that the key names the same
	// resource as the input.
	Changed Step
}

// String returns k.Href.
func (k Key) String() string { return k.Href }

// ErrNoURL is the error of a key for the zero URL.
var ErrNoURL = errors.New("no URL")

// Key parses input with the URL Standard's basic URL parser (no base)
// and returns its key. An input that fails to parse gives the parse's
// error (an *whatwgurl.Error), never a key.
func (p Profile) Key(input string) (Key, error) {
	u, err := whatwgurl.Parse(input)
	if err != nil {
		return Key{}, err
	}
	if p.Steps&AllSteps == RemoveFragment {
		// Default: the parse did everything else.
		return Key{Href: u.WithoutFragment().Href()}, nil
	}
	return p.KeyOf(u)
}

// KeyOf returns the key of a parsed URL (for a relative reference
// resolved against a base, say).
func (p Profile) KeyOf(u whatwgurl.URL) (Key, error) {
	if u.IsZero() {
		return Key{}, &whatwgurl.Error{Op: "canonical key", Err: ErrNoURL}
	}
	steps := p.Steps & AllSteps
	if steps&^RemoveFragment == 0 {
		// The Default profile: the parse did everything else.
		if steps&RemoveFragment != 0 {
			u = u.WithoutFragment()
		}
		return Key{Href: u.Href()}, nil
	}
	var c urlParts
	c.split(u)
	var changed Step
	var slash bool

	// The escapes of the path and the query, and the path's case.
	if !u.HasOpaquePath() {
		var ch Step
		c.path, ch, slash = scanEscapes(c.path, steps, false)
		changed |= ch
	}
	if c.hasQuery {
		var ch Step
		c.query, ch, _ = scanEscapes(c.query, steps&^LowercasePath, true)
		changed |= ch
	}
	if steps&StripWWW != 0 && u.HostKind() == whatwgurl.DomainHost {
		if h := stripWWW(c.host); h != c.host {
			c.host = h
			changed |= StripWWW
		}
	}
	if slash {
		// A decoded "%2F" makes new path segments, and maybe "." or
		// ".." ones: let the parser resolve them as a browser would,
		// before the steps that read the last segment.
		v, err := whatwgurl.Parse(c.join())
		if err != nil {
			return Key{}, err
		}
		host := c.host
		c.split(v)
		c.host = host
	}
	if !u.HasOpaquePath() && steps&(RemoveIndex|RemoveTrailingSlash) != 0 {
		var ch Step
		c.path, ch = trimPathEnd(c.path, steps)
		changed |= ch
	}
	if c.hasQuery && steps&DropParams != 0 {
		params := p.Params
		if params == nil {
			params = DefaultParams
		}
		if q, any := dropParams(c.query, params); q != c.query {
			c.query = q
			changed |= DropParams
			if !any {
				c.hasQuery = false
			}
		}
	}
	if c.hasQuery && steps&SortQuery != 0 {
		if q := sortQuery(c.query); q != c.query {
			c.query = q
			changed |= SortQuery
		}
	}
	if c.hasQuery && c.query == "" && steps&RemoveEmptyQuery != 0 {
		c.hasQuery = false
	}
	if steps&RemoveFragment != 0 {
		c.hasFragment = false
	}
	if !slash && c.unchanged(u) {
		// Only the fragment may have gone: the href is the key, as
		// the parser serialized it.
		if !c.hasFragment {
			u = u.WithoutFragment()
		}
		return Key{Href: u.Href(), Changed: changed}, nil
	}
	v, err := whatwgurl.Parse(c.join())
	if err != nil {
		return Key{}, err
	}
	return Key{Href: v.Href(), Changed: changed}, nil
}

// urlParts is a URL's href cut into the pieces the steps change.
type urlParts struct {
	before, host, after string // the href up to the path: before+host+after
	noHost              bool
	path                string
	query               string
	hasQuery            bool
	fragment            string
	hasFragment         bool
}

func (c *urlParts) split(u whatwgurl.URL) {
	href := u.Href()
	c.path = u.Pathname()
	c.query, c.hasQuery = u.RawQuery()
	c.fragment, c.hasFragment = u.Fragment()
	end := len(href) - len(c.path)
	if c.hasQuery {
		end -= 1 + len(c.query)
	}
	if c.hasFragment {
		end -= 1 + len(c.fragment)
	}
	prefix := href[:end]
	c.noHost = u.HostKind() == whatwgurl.NoHost
	if c.noHost {
		// The serializer writes "/." before a path starting with "//"
		// when there is no host (url.bs "URL serializer"); join puts
		// it back when the path still needs it.
		prefix = strings.TrimSuffix(prefix, "/.")
		c.before, c.host, c.after = prefix, "", ""
		return
	}
	// scheme "://" [userinfo "@"] host [":" port]: the userinfo is
	// percent-encoded, so the last "@" ends it.
	start := strings.Index(prefix, "//") + 2
	if at := strings.LastIndexByte(prefix, '@'); at >= start {
		start = at + 1
	}
	hostname := u.Hostname()
	c.before, c.host, c.after = prefix[:start], hostname, prefix[start+len(hostname):]
}

// unchanged reports whether c has u's host, path and query.
func (c *urlParts) unchanged(u whatwgurl.URL) bool {
	q, ok := u.RawQuery()
	return c.host == u.Hostname() && c.path == u.Pathname() && c.hasQuery == ok && c.query == q
}

func (c *urlParts) join() string {
	var b strings.Builder
	b.Grow(len(c.before) + len(c.host) + len(c.after) + len(c.path) + len(c.query) + len(c.fragment) + 4)
	b.WriteString(c.before)
	b.WriteString(c.host)
	b.WriteString(c.after)
	if c.noHost && strings.HasPrefix(c.path, "//") {
		b.WriteString("/.")
	}
	b.WriteString(c.path)
	if c.hasQuery {
		b.WriteByte('?')
		b.WriteString(c.query)
	}
	if c.hasFragment {
		b.WriteByte('#')
		b.WriteString(c.fragment)
	}
	return b.String()
}

// decodesReserved reports whether DecodeReserved decodes b in a path or
// a query. "%25" is handled apart (decodePercent), and "%23" never,
// nor "%3F" in a path: their bytes would end the component.
func decodesReserved(b byte, query bool) bool {
	switch b {
	case '/', '=', '&', '+':
		return true
	case '?':
		return query
	}
	return false
}

// scanEscapes applies UppercaseEscapes, DecodeUnreserved,
// DecodeReserved and LowercasePath to a path or query s. It reports
// which meaning-changing steps changed s, and whether a "/" was decoded.
//
// It never makes a new escape, so that the key means what the input
// means to a server that decodes once, and a second pass changes
// nothing: a byte that is a hex digit stays encoded after "%" or "%" and
// a hex digit, and "%25" is decoded only where no two hex digits
// follow it.
func scanEscapes(s string, steps Step, query bool) (string, Step, bool) {
	lowercase := steps&LowercasePath != 0
	if steps&(UppercaseEscapes|DecodeUnreserved|DecodeReserved|LowercasePath) == 0 ||
		!lowercase && strings.IndexByte(s, '%') < 0 {
		return s, 0, false
	}
	var changed Step
	slash := false
	out := make([]byte, 0, len(s))
	for i := 0; i < len(s); {
		if isEscape(s, i) {
			b := unhex(s[i+1])<<4 | unhex(s[i+2])
			var kind Step
			switch {
			case steps&DecodeUnreserved != 0 && isUnreserved(b):
				kind = DecodeUnreserved
			case steps&DecodeReserved != 0 && decodesReserved(b, query):
				kind = DecodeReserved
			}
			if kind != 0 && isHex(b) && endsInPartialEscape(out) {
				kind = 0
			}
			if kind != 0 {
				changed |= kind
				if lowercase && lower(b) != b {
					b = lower(b)
					changed |= LowercasePath
				}
				slash = slash || b == '/'
				out = append(out, b)
			} else if steps&UppercaseEscapes != 0 {
				out = append(out, '%', upperHex[b>>4], upperHex[b&15])
			} else {
				out = append(out, s[i:i+3]...)
			}
			i += 3
			continue
		}
		c := s[i]
		if lowercase && lower(c) != c {
			c = lower(c)
			changed |= LowercasePath
		}
		out = append(out, c)
		i++
	}
	if steps&DecodeReserved != 0 {
		var ch bool
		out, ch = decodePercent(out)
		if ch {
			changed |= DecodeReserved
		}
	}
	return string(out), changed & MeaningChanging, slash
}

// endsInPartialEscape reports whether b ends in "%" or "%" and a hex
// digit, so that a hex digit written next would make an escape.
func endsInPartialEscape(b []byte) bool {
	n := len(b)
	return n >= 1 && b[n-1] == '%' || n >= 2 && b[n-2] == '%' && isHex(b[n-1])
}

// decodePercent decodes each "%25" of b that is not followed by two hex
// digits, in place.
func decodePercent(b []byte) ([]byte, bool) {
	w := 0
	changed := false
	for r := 0; r < len(b); {
		if b[r] == '%' && r+2 < len(b) && b[r+1] == '2' && b[r+2] == '5' &&
			!(r+4 < len(b) && isHex(b[r+3]) && isHex(b[r+4])) {
			b[w] = '%'
			w++
			r += 3
			changed = true
			continue
		}
		b[w] = b[r]
		w++
		r++
	}
	return b[:w], changed
}

// stripWWW removes the leading "www." labels of host while a dot
// remains after them.
func stripWWW(host string) string {
	lastDot := strings.LastIndexByte(host, '.')
	k := 0
	for strings.HasPrefix(host[k:], "www.") && lastDot > k+4 {
		k += 4
	}
	return host[k:]
}

// directoryIndexes are the last segments RemoveIndex removes.
var directoryIndexes = []string{"index.html", "index.htm", "index.php", "default.asp", "default.aspx"}

// trimPathEnd applies RemoveIndex and RemoveTrailingSlash to a path,
// until neither changes it: "/a/index.html/" becomes "/a" with both. It
// reads the path from its end once.
func trimPathEnd(path string, steps Step) (string, Step) {
	var changed Step
	end := len(path)
	for {
		if steps&RemoveTrailingSlash != 0 && end > 1 && path[end-1] == '/' {
			for end > 1 && path[end-1] == '/' {
				end--
			}
			changed |= RemoveTrailingSlash
			continue
		}
		if steps&RemoveIndex != 0 {
			i := strings.LastIndexByte(path[:end], '/')
			if i >= 0 && slices.ContainsFunc(directoryIndexes, func(ix string) bool { return strings.EqualFold(path[i+1:end], ix) }) {
				end = i + 1
				changed |= RemoveIndex
				continue
			}
		}
		return path[:end], changed
	}
}

// dropParams removes the "&"-separated parameters of query whose names
// match params, and reports whether a non-empty parameter remains.
func dropParams(query string, params []string) (string, bool) {
	var kept []string
	dropped, any := false, false
	for pair := range strings.SplitSeq(query, "&") {
		name, _, _ := strings.Cut(pair, "=")
		if pair != "" && matchesParam(whatwgurl.PercentDecode(name), params) {
			dropped = true
			continue
		}
		any = any || pair != ""
		kept = append(kept, pair)
	}
	if !dropped {
		return query, true
	}
	return strings.Join(kept, "&"), any
}

func matchesParam(name string, params []string) bool {
	for _, p := range params {
		if prefix, ok := strings.CutSuffix(p, "*"); ok {
			if len(name) >= len(prefix) && strings.EqualFold(name[:len(prefix)], prefix) {
				return true
			}
		} else if strings.EqualFold(name, p) {
			return true
		}
	}
	return false
}

// sortQuery sorts the "&"-separated parameters of query by name, by
// byte, keeping the order of parameters with the same name (as
// URLSearchParams's sort does, which compares UTF-16 code units of the
// decoded names instead; this keeps each parameter's bytes).
func sortQuery(query string) string {
	if strings.IndexByte(query, '&') < 0 {
		return query
	}
	pairs := strings.Split(query, "&")
	name := func(p string) string { n, _, _ := strings.Cut(p, "="); return n }
	slices.SortStableFunc(pairs, func(a, b string) int { return strings.Compare(name(a), name(b)) })
	return strings.Join(pairs, "&")
}
