package whatwgurl

// The URL Standard's "URL writing" and "Host writing": the valid URL
// string, recognized from its grammar. This is not the parser: the
// standard defines the two apart, and they disagree on some input (see
// IsValidURLString).
// https://url.spec.whatwg.org/#url-writing

import "strings"

// IsValidURLString reports whether input is a valid URL string without a
// base URL: an absolute-URL-with-fragment string, such as
// "https://example.com/a?b#c" or "mailto:someone@example.com".
// "https://EXAMPLE.com:0443/./a" is one too; "https://user@example.com",
// "https://example.com/a b", "https:example.com" and "https://1.2.3/" are
// not. See Parser.IsValidURLString.
// https://url.spec.whatwg.org/#valid-url-string
func IsValidURLString(input string) bool {
	return isAbsoluteURLWithFragmentString(input)
}

// IsValidURLString reports whether input is a valid URL string: an
// absolute-URL-with-fragment string, or, when p.Base is not the zero URL, a
// relative-URL-with-fragment string against it ("../a?b", "//host/x",
// "#f"; only "#" and a fragment when p.Base has an opaque path). The zero
// Parser accepts absolute-URL-with-fragment strings only. Input that is not
// valid UTF-8 is read as the parser reads it, each maximal invalid
// subsequence as U+FFFD, which is a URL code point.
//
// It recognizes the grammar of the standard's "URL writing" and "Host
// writing" sections; it does not run the parser. The standard means the
// two to agree: "A valid URL string defines what input would not trigger a
// validation error or failure when given to the URL parser." They do on
// every input TestValidURLStringAndParser tries (the web-platform-tests
// inputs, dataset lines and mutations of them, and every short string over
// the URL's delimiters, against several bases). The standard of July 2026
// made them part on a host such as "１２７.0.0.1", whose full-width digits
// IDNA maps to an IPv4 address: no valid host string (IDNA gives a domain
// that ends in a number, and the text is no IPv4-address string), yet the
// parser signalled nothing; the newer IPv4-non-ASCII-input error closes
// that gap. Both ask the domain parser with beStrict whether a domain is
// valid, so they share its departures (TestValidationKnownDepartures).
// https://url.spec.whatwg.org/#valid-url-string
func (p *Parser) IsValidURLString(input string) bool {
	if isAbsoluteURLWithFragmentString(input) {
		return true
	}
	return !p.Base.IsZero() && isRelativeURLWithFragmentString(input, &p.Base)
}

// cutFragment splits s at its first '#': a URL-fragment string is URL
// units, which '#' is not, and nothing before it may hold '#' either.
func cutFragment(s string) (before string, fragmentOK bool) {
	before, fragment, found := strings.Cut(s, "#")
	return before, !found || isURLUnits(fragment)
}

// cutQuery splits s at its first '?': none of the strings a URL-query
// string may follow holds '?'.
func cutQuery(s string) (before string, queryOK bool) {
	before, query, found := strings.Cut(s, "?")
	return before, !found || isURLUnits(query)
}

// isAbsoluteURLWithFragmentString: an absolute-URL string, optionally
// followed by '#' and a URL-fragment string.
// https://url.spec.whatwg.org/#absolute-url-with-fragment-string
func isAbsoluteURLWithFragmentString(s string) bool {
	s, ok := cutFragment(s)
	return ok && isAbsoluteURLString(s)
}

// isAbsoluteURLString: a URL-scheme string and ':', then, by scheme, a
// scheme-relative-special-URL string (special, not file); a
// scheme-relative-file-URL string (file); or a scheme-relative-URL string,
// a path-absolute-non-authority-URL string or an opaque-path-URL string;
// any optionally followed by '?' and a URL-query string.
// https://url.spec.whatwg.org/#absolute-url-string
func isAbsoluteURLString(s string) bool {
	s, ok := cutQuery(s)
	if !ok {
		return false
	}
	n := urlSchemeStringLen(s)
	if n == 0 || n == len(s) || s[n] != ':' {
		return false
	}
	rest := s[n+1:]
	switch kind := schemeKindOf(s[:n]); kind {
	case schemeNotSpecial:
		// The three alternatives are told apart by their start: "//",
		// then '/', then anything but '/'.
		switch {
		case strings.HasPrefix(rest, "//"):
			return isSchemeRelativeURLString(rest)
		case strings.HasPrefix(rest, "/"):
			return isPathAbsoluteURLString(rest)
		default:
			return isURLUnits(rest) // an opaque-path-URL string; no '?' is left
		}
	case schemeFile:
		return isSchemeRelativeFileURLString(rest)
	default:
		return isSchemeRelativeSpecialURLString(rest)
	}
}

// urlSchemeStringLen returns the length of the URL-scheme string s starts
// with: an ASCII alpha, then ASCII alphanumerics, '+', '-' and '.'; 0 if
// none.
// https://url.spec.whatwg.org/#url-scheme-string
func urlSchemeStringLen(s string) int {
	if s == "" || !isASCIIAlpha(s[0]) {
		return 0
	}
	n := 1
	for n < len(s) && charTable[s[n]]&bitSchemeCodePoint != 0 {
		n++
	}
	return n
}

// isRelativeURLWithFragmentString: '#' and a URL-fragment string when base
// has an opaque path; otherwise a relative-URL string, optionally followed
// by '#' and a URL-fragment string.
// https://url.spec.whatwg.org/#relative-url-with-fragment-string
func isRelativeURLWithFragmentString(s string, base *URL) bool {
	if base.opaquePath {
		fragment, ok := strings.CutPrefix(s, "#")
		return ok && isURLUnits(fragment)
	}
	s, ok := cutFragment(s)
	return ok && isRelativeURLString(s, base)
}

// isRelativeURLString: a path-absolute-non-authority-URL string, a
// path-relative-scheme-less-URL string, or, by base's scheme, a
// scheme-relative-special-URL string (special, not file), a
// scheme-relative-file-URL string (file) or a scheme-relative-URL string;
// any optionally followed by '?' and a URL-query string.
// https://url.spec.whatwg.org/#relative-url-string
func isRelativeURLString(s string, base *URL) bool {
	s, ok := cutQuery(s)
	if !ok {
		return false
	}
	switch {
	case strings.HasPrefix(s, "//"):
		// Only the base's scheme's alternative starts with "//".
		switch schemeKindOf(base.Scheme()) {
		case schemeNotSpecial:
			return isSchemeRelativeURLString(s)
		case schemeFile:
			return isSchemeRelativeFileURLString(s)
		default:
			return isSchemeRelativeSpecialURLString(s)
		}
	case strings.HasPrefix(s, "/"):
		return isPathAbsoluteURLString(s) // not "//": non-authority
	default:
		// A path-relative-URL string (URL-path-segment strings separated
		// by '/', not starting with '/') that does not start with a
		// URL-scheme string and ':'.
		if n := urlSchemeStringLen(s); n > 0 && n < len(s) && s[n] == ':' {
			return false
		}
		return isURLUnits(s)
	}
}

// isSchemeRelativeSpecialURLString: "//", a valid host string, optionally
// ':' and a URL-port string, optionally a path-absolute-URL string.
// https://url.spec.whatwg.org/#scheme-relative-special-url-string
func isSchemeRelativeSpecialURLString(s string) bool {
	rest, ok := strings.CutPrefix(s, "//")
	if !ok {
		return false
	}
	authority, path := cutPath(rest)
	host, port, hasPort := cutPort(authority)
	return isValidHostString(host) && (!hasPort || isURLPortString(port)) &&
		(path == "" || isPathAbsoluteURLString(path))
}

// isSchemeRelativeURLString: "//", an opaque-host-and-port string (empty,
// or a valid opaque-host string optionally followed by ':' and a URL-port
// string), optionally a path-absolute-URL string.
// https://url.spec.whatwg.org/#scheme-relative-url-string
func isSchemeRelativeURLString(s string) bool {
	rest, ok := strings.CutPrefix(s, "//")
	if !ok {
		return false
	}
	authority, path := cutPath(rest)
	if authority != "" {
		host, port, hasPort := cutPort(authority)
		if !isValidOpaqueHostString(host) || hasPort && !isURLPortString(port) {
			return false
		}
	}
	return path == "" || isPathAbsoluteURLString(path)
}

// isSchemeRelativeFileURLString: "//", optionally followed by a valid host
// string and an optional path-absolute-URL string, or by a
// path-absolute-URL string.
// https://url.spec.whatwg.org/#scheme-relative-file-url-string
func isSchemeRelativeFileURLString(s string) bool {
	rest, ok := strings.CutPrefix(s, "//")
	if !ok {
		return false
	}
	host, path := cutPath(rest)
	return (host == "" || isValidHostString(host)) && (path == "" || isPathAbsoluteURLString(path))
}

// cutPath splits the text after "//" at its first '/': no host string
// holds '/', and a path-absolute-URL string starts with it.
func cutPath(s string) (authority, path string) {
	if i := strings.IndexByte(s, '/'); i >= 0 {
		return s[:i], s[i:]
	}
	return s, ""
}

// cutPort splits a host-and-port at the ':' before the port: the first ':'
// after a bracketed IPv6 address, or else the first ':' (no valid domain,
// IPv4-address or opaque-host string holds one).
func cutPort(s string) (host, port string, hasPort bool) {
	from := 0
	if strings.HasPrefix(s, "[") {
		if i := strings.IndexByte(s, ']'); i >= 0 {
			from = i + 1
		}
	}
	if i := strings.IndexByte(s[from:], ':'); i >= 0 {
		return s[:from+i], s[from+i+1:], true
	}
	return s, "", false
}

// isURLPortString: the empty string, or ASCII digits representing a 16-bit
// unsigned integer (leading zeros allowed).
// https://url.spec.whatwg.org/#url-port-string
func isURLPortString(s string) bool {
	n := 0
	for i := 0; i < len(s); i++ {
		if !isASCIIDigit(s[i]) {
			return false
		}
		if n = n*10 + int(s[i]-'0'); n > 65535 {
			return false
		}
	}
	return true
}

// isPathAbsoluteURLString: '/' followed by zero or more URL-path-segment
// strings separated by '/'. A segment is URL units other than '/' and '?'
// (a single-dot or double-dot segment is one too), and the caller has cut
// the query at the first '?', so this is '/' followed by URL units.
// https://url.spec.whatwg.org/#path-absolute-url-string
func isPathAbsoluteURLString(s string) bool {
	return strings.HasPrefix(s, "/") && isURLUnits(s)
}

// isValidHostString: a valid domain string, a valid IPv4-address string,
// or '[', a valid IPv6-address string and ']'.
// https://url.spec.whatwg.org/#valid-host-string
func isValidHostString(s string) bool {
	if inner, ok := cutBrackets(s); ok {
		return isValidIPv6AddressString(inner)
	}
	return isValidIPv4AddressString(s) || isValidDomain(s)
}

// cutBrackets returns s without a leading '[' and trailing ']'.
func cutBrackets(s string) (string, bool) {
	if len(s) >= 2 && s[0] == '[' && s[len(s)-1] == ']' {
		return s[1 : len(s)-1], true
	}
	return "", false
}

// isValidDomain: the domain parser with beStrict true does not fail on s,
// and its result does not end in a number.
// https://url.spec.whatwg.org/#valid-domain
func isValidDomain(s string) bool {
	if firstNonASCII(s) < 0 {
		if ok, decided := isStrictASCIIDomain(s); decided {
			// The domain parser's result is s, lower-cased; a number
			// ends in the same label either way.
			return ok && !endsInANumber(s)
		}
	}
	domain, err := domainToASCII(toScalarValues(s), true)
	return err == 0 && !endsInANumber(domain)
}

// isValidOpaqueHostString: one or more URL units other than forbidden host
// code points, or '[', a valid IPv6-address string and ']'.
// https://url.spec.whatwg.org/#valid-opaque-host-string
func isValidOpaqueHostString(s string) bool {
	if inner, ok := cutBrackets(s); ok {
		return isValidIPv6AddressString(inner)
	}
	if s == "" || !isURLUnits(s) {
		return false
	}
	for i := 0; i < len(s); i++ {
		if charTable[s[i]]&bitForbiddenHost != 0 {
			return false
		}
	}
	return true
}

// isValidIPv6AddressString: a valid IPv6-pieces string or a valid
// IPv6-pieces-and-IPv4 string of effective piece length 8; or "::",
// optionally preceded by a valid IPv6-pieces string and optionally followed
// by either, the effective piece lengths before and after adding up to at
// most 7.
// https://url.spec.whatwg.org/#valid-ipv6-address-string
func isValidIPv6AddressString(s string) bool {
	before, after, compressed := strings.Cut(s, "::")
	if !compressed {
		n, ok := ipv6EffectivePieceLength(s, true)
		return ok && n == 8
	}
	m, n := 0, 0
	if before != "" {
		var ok bool
		if m, ok = ipv6EffectivePieceLength(before, false); !ok {
			return false
		}
	}
	if after != "" {
		var ok bool
		if n, ok = ipv6EffectivePieceLength(after, true); !ok {
			return false
		}
	}
	return m+n <= 7
}

// ipv6EffectivePieceLength returns the effective piece length of s when s
// is a valid IPv6-pieces string (valid IPv6-piece strings separated by ':',
// one each) or, if ipv4 is true, a valid IPv6-pieces-and-IPv4 string (a
// valid IPv4-address string, after pieces and ':' or alone, counting 2).
// https://url.spec.whatwg.org/#valid-ipv6-pieces-string
func ipv6EffectivePieceLength(s string, ipv4 bool) (int, bool) {
	n := 0
	for {
		piece, rest, more := strings.Cut(s, ":")
		if !more && ipv4 && strings.IndexByte(piece, '.') >= 0 {
			return n + 2, isValidIPv4AddressString(piece)
		}
		if !isValidIPv6PieceString(piece) {
			return 0, false
		}
		n++
		if !more {
			return n, true
		}
		s = rest
	}
}

// isValidIPv6PieceString: the shortest string of ASCII hex digits for a
// number from 0 to 0xFFFF: one to four digits, the first not '0' unless it
// is the only one.
// https://url.spec.whatwg.org/#valid-ipv6-piece-string
func isValidIPv6PieceString(s string) bool {
	if s == "" || len(s) > 4 || len(s) > 1 && s[0] == '0' {
		return false
	}
	for i := 0; i < len(s); i++ {
		if !isASCIIHexDigit(s[i]) {
			return false
		}
	}
	return true
}
