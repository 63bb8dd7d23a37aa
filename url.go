package whatwgurl

import "net/netip"

// URL is a parsed URL: the URL Standard's URL record, held as its
// serialization (href) plus the offsets of each component. It is a
// comparable value like netip.Addr: u == v is the standard's URL equality
// (https://url.spec.whatwg.org/#url-equivalence) and a URL can be a map key.
// Getters return substrings of the href and never allocate.
//
// The zero URL is not a valid URL (see IsZero); its getters return "".
//
// Unlike net/url.URL, whose fields are decoded and re-encoded on output, a
// URL always holds exactly what a browser's URL object would serialize.
//
// Its methods have two shapes. Those that change the URL have a pointer
// receiver, return only an error and are named for the change: the URL
// class's setters (SetHref, SetProtocol, SetUsername, SetPassword,
// SetHost, SetHostname, SetPort, SetPathname, SetSearch, SetHash), the
// query edits (SetSearchParams, SetSearchParam, AppendSearchParams,
// DeleteSearchParam) and the standard library's UnmarshalText,
// UnmarshalBinary, Scan and Set. Every other method leaves the URL alone:
// the getters, and those that derive another URL (Parse, JoinPath,
// WithoutFragment) return it as a new value. Parser has the URL class's
// setters again, taking the URL first, to give them its MaxLength and
// OnValidationError.
// https://url.spec.whatwg.org/#concept-url
type URL struct {
	href string
	// href[:schemeEnd] is the scheme; href[schemeEnd] is ':'.
	schemeEnd uint32
	// When the host is not null, href[schemeEnd+3:usernameEnd] is the
	// username; a password follows a ':' at usernameEnd and ends at
	// hostStart-1 (the '@'). Without credentials usernameEnd == hostStart.
	usernameEnd uint32
	hostStart   uint32
	// href[hostStart:hostEnd] is the serialized host; a port follows a
	// ':' at hostEnd and ends at pathStart.
	hostEnd   uint32
	pathStart uint32
	// queryStart is the index of '?', or fragmentStart when the query is
	// null; fragmentStart is the index of '#', or len(href) when the
	// fragment is null.
	queryStart    uint32
	fragmentStart uint32
	hostKind      HostKind
	opaquePath    bool
}

// IsZero reports whether u is the zero URL, which no parse returns.
func (u URL) IsZero() bool { return u.href == "" }

// Href returns the URL's serialization, the href attribute.
// https://url.spec.whatwg.org/#dom-url-href
func (u URL) Href() string { return u.href }

// String returns the URL's serialization, the same as Href.
// https://url.spec.whatwg.org/#concept-url-serializer
func (u URL) String() string { return u.href }

// Scheme returns the URL's scheme without the trailing ':', in lower case.
// https://url.spec.whatwg.org/#concept-url-scheme
func (u URL) Scheme() string { return u.href[:u.schemeEnd] }

// Protocol returns the scheme followed by ':', the protocol attribute.
// https://url.spec.whatwg.org/#dom-url-protocol
func (u URL) Protocol() string {
	if u.href == "" {
		return ""
	}
	return u.href[:u.schemeEnd+1]
}

// IsSpecial reports whether the URL's scheme is one of the special schemes
// (ftp, file, http, https, ws, wss), which the standard parses differently.
// https://url.spec.whatwg.org/#is-special
func (u URL) IsSpecial() bool { return schemeKindOf(u.Scheme()) != schemeNotSpecial }

// HasOpaquePath reports whether the URL's path is opaque, as in
// "mailto:x@example.com" or "data:,hello".
// https://url.spec.whatwg.org/#url-opaque-path
func (u URL) HasOpaquePath() bool { return u.opaquePath }

// HostKind returns the kind of the URL's host; NoHost when it is null.
// https://url.spec.whatwg.org/#concept-url-host
func (u URL) HostKind() HostKind { return u.hostKind }

// HostAddr returns the host's IP address when HostKind is IPv4Host or
// IPv6Host, and the zero netip.Addr otherwise. It never has a zone.
func (u URL) HostAddr() netip.Addr {
	return hostAddr(u.hostKind, u.Hostname())
}

// Username returns the URL's username, percent-encoded.
// https://url.spec.whatwg.org/#dom-url-username
func (u URL) Username() string {
	if u.hostKind == NoHost {
		return ""
	}
	return u.href[u.schemeEnd+3 : u.usernameEnd]
}

// Password returns the URL's password, percent-encoded.
// https://url.spec.whatwg.org/#dom-url-password
func (u URL) Password() string {
	if u.hostKind == NoHost || u.usernameEnd == u.hostStart || u.href[u.usernameEnd] != ':' {
		return ""
	}
	return u.href[u.usernameEnd+1 : u.hostStart-1]
}

// Host returns the serialized host followed by ':' and the port when the
// port is not null, the host attribute.
// https://url.spec.whatwg.org/#dom-url-host
func (u URL) Host() string {
	if u.hostKind == NoHost {
		return ""
	}
	return u.href[u.hostStart:u.pathStart]
}

// Hostname returns the serialized host, the hostname attribute. Unlike
// net/url's URL.Hostname, an IPv6 address keeps its brackets.
// https://url.spec.whatwg.org/#dom-url-hostname
func (u URL) Hostname() string {
	if u.hostKind == NoHost {
		return ""
	}
	return u.href[u.hostStart:u.hostEnd]
}

// Port returns the URL's port in decimal, or "" when it is null. A special
// scheme's default port is always null: "https://x:443/" has port "".
// https://url.spec.whatwg.org/#dom-url-port
func (u URL) Port() string {
	if u.hostKind == NoHost || u.hostEnd == u.pathStart {
		return ""
	}
	return u.href[u.hostEnd+1 : u.pathStart]
}

// Pathname returns the URL's path, serialized, the pathname attribute.
// https://url.spec.whatwg.org/#dom-url-pathname
func (u URL) Pathname() string { return u.href[u.pathStart:u.queryStart] }

// Search returns "?" followed by the query, or "" when the query is null
// or empty, the search attribute.
// https://url.spec.whatwg.org/#dom-url-search
func (u URL) Search() string {
	if u.fragmentStart-u.queryStart <= 1 {
		return ""
	}
	return u.href[u.queryStart:u.fragmentStart]
}

// Hash returns "#" followed by the fragment, or "" when the fragment is
// null or empty, the hash attribute.
// https://url.spec.whatwg.org/#dom-url-hash
func (u URL) Hash() string {
	if len(u.href)-int(u.fragmentStart) <= 1 {
		return ""
	}
	return u.href[u.fragmentStart:]
}

// RawQuery returns the URL's query without the leading '?', as the URL
// holds it (percent-encoded), and whether it is non-null: "https://x/?"
// has an empty, non-null query, which Search cannot tell from a null one.
// For the decoded name-value pairs, use SearchParams.
// https://url.spec.whatwg.org/#concept-url-query
func (u URL) RawQuery() (query string, ok bool) {
	if u.queryStart == u.fragmentStart {
		return "", false
	}
	return u.href[u.queryStart+1 : u.fragmentStart], true
}

// Query returns u.RawQuery().
//
// Deprecated: Use RawQuery, or SearchParams for the decoded pairs. net/url's
// URL.Query returns the decoded pairs (url.Values); this one returned the
// raw query, and a program ported from net/url would misread it.
func (u URL) Query() (query string, ok bool) { return u.RawQuery() }

// Fragment returns the URL's fragment without the leading '#', and whether
// it is non-null.
// https://url.spec.whatwg.org/#concept-url-fragment
func (u URL) Fragment() (fragment string, ok bool) {
	if int(u.fragmentStart) == len(u.href) {
		return "", false
	}
	return u.href[u.fragmentStart+1:], true
}

// WithoutFragment returns u with its fragment removed (made null): its
// href is the URL serializer's output with exclude fragment set, the key
// under which the standard compares URLs that differ only in their
// fragment (as for history traversal and caches). It shares u's href and
// does not allocate. The zero URL gives the zero URL.
// https://url.spec.whatwg.org/#concept-url-serializer
func (u URL) WithoutFragment() URL {
	v := u
	v.href = u.href[:u.fragmentStart]
	return v
}

// ParsedHost returns the URL's host as a Host value: what the host parser
// gave when the URL was parsed, with its kind, so that a non-special URL's
// opaque host stays opaque (ParseHost(u.Hostname()) would read
// "sc://EX%41MPLE" as the domain "example"). For a URL whose host is null
// it returns the zero Host, of kind NoHost. It does not allocate.
// https://url.spec.whatwg.org/#concept-url-host
func (u URL) ParsedHost() Host {
	if u.hostKind == NoHost {
		return Host{}
	}
	return Host{kind: u.hostKind, s: u.href[u.hostStart:u.hostEnd]}
}

// includesCredentials reports whether the username or password is not
// empty. https://url.spec.whatwg.org/#include-credentials
func (u *URL) includesCredentials() bool {
	return u.hostKind != NoHost && u.hostStart > u.schemeEnd+3
}
