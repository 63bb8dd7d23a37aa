package whatwgurl

// The families of disagreement: where each reader reads a URL differently
// from the URL Standard, as rules over the standard's URL and the input.
// They apply to valid URL strings (ParseUnambiguous refuses every other
// input first), and were derived from the browsers' answers in
// testdata/readers/answers.jsonl.gz (Chromium 156.0.8078.108, Firefox ESR
// 153.8.0, WebKitGTK 2.50.6; make browsers) and checked against them by
// TestAmbiguityAnswers. net/url's reading is computed, not observed.

import (
	"net/netip"
	"net/url"
	"strconv"
	"strings"
	"unicode/utf8"
)

// The families.
const (
	// NotValidURLString: the input is not a valid URL string; the standard
	// reports a validation error for it, and readers repair such input
	// each their own way (Chromium percent-encodes "http://a b/" where
	// the standard fails; of the http(s) and ws(s) inputs of the corpus
	// that are not valid URL strings, about one in six is read
	// differently by some browser). Reader: AllReaders.
	NotValidURLString Family = "not a valid URL string"

	// ChromiumQuoteInQuery: Chromium percent-encodes "'" in the query of
	// a non-special URL ("sc://h/?'" reads "sc://h/?%27"), which the
	// standard encodes only in special URLs. Observed in Chromium 156.
	ChromiumQuoteInQuery Family = "Chromium encodes ' in a non-special query"

	// ChromiumNonASCIIOpaqueHost: Chromium fails on a non-ASCII code point
	// in the opaque host of a non-special URL when the low byte of its
	// first UTF-16 code unit is a forbidden host code point: "sc://aĉb/"
	// (U+0109: 0x09, a tab), "sc://сом/" (U+043E: '>'), "sc://a\u3000b/"
	// (0x00), U+103EF (high surrogate U+D800: 0x00). Of 2,022 code points
	// tried, this predicts the 173 that fail and no other. Observed in
	// Chromium 156.
	ChromiumNonASCIIOpaqueHost Family = "Chromium fails on a non-ASCII opaque host code point whose low byte is forbidden"

	// ChromiumFileLocalhost: Chromium keeps the host localhost in a file:
	// URL ("file://localhost/x" reads "file://localhost/x"), which the
	// standard empties. Observed in Chromium 156.
	ChromiumFileLocalhost Family = "Chromium keeps a file: URL's localhost"

	// ChromiumFileNoPath: Chromium fails on a file: URL whose authority is
	// followed by a query or fragment with no path ("file://h?q",
	// "file://#f"). Observed in Chromium 156.
	ChromiumFileNoPath Family = "Chromium fails on a file: URL with a query or fragment and no path"

	// ChromiumFileSlashes: Chromium folds the empty segments at the start
	// of a file: URL's path ("file:////x" reads "file:///x"). Observed in
	// Chromium 156.
	ChromiumFileSlashes Family = "Chromium folds a file: path's leading empty segments"

	// ChromiumIDNA: Chromium fails on a domain whose Unicode form holds
	// U+226E or U+226F ("https://≮/", which the standard reads as
	// xn--gdh): its IDNA applies the STD3 rules to the decomposed form.
	// Observed in Chromium 156.
	ChromiumIDNA Family = "Chromium fails on ≮ or ≯ in a domain"

	// ChromiumSchemes: Chromium's own schemes (chrome:, chrome-extension:,
	// filesystem:, isolated-app:, ...) are parsed by its own rules (an
	// authority and a path always, no port, or failure), so every URL of
	// them is refused: may read differently. Observed in Chromium 156.
	ChromiumSchemes Family = "Chromium's own scheme"

	// FirefoxFileHost: Firefox (on Linux and macOS) drops the host of a
	// file: URL ("file://server/share/x" reads "file:///share/x").
	// Observed in Firefox ESR 153.
	FirefoxFileHost Family = "Firefox drops a file: URL's host"

	// FirefoxSimpleURI: Firefox reads about:, blob:, data: and javascript:
	// URLs as simple URIs: no dot segments are removed from their path and
	// their host is not parsed ("data://h/a/../b" reads as written, the
	// standard reads "data://h/b"). Observed in Firefox ESR 153.
	FirefoxSimpleURI Family = "Firefox reads about:, blob:, data:, javascript: as simple URIs"

	// FirefoxDriveLetterDotDot: Firefox does not let ".." remove a
	// Windows drive letter segment ("C:") of a base URL's path whatever
	// its scheme ("abc://x/y/z/C:/" and ".." give "abc://x/y/z/C:/"); the
	// standard keeps one only in file: URLs. Observed in Firefox ESR 153.
	FirefoxDriveLetterDotDot Family = "Firefox keeps a drive letter segment against .. in any scheme"

	// FirefoxSchemes: Firefox's own schemes (view-source:, moz-extension:,
	// chrome:, resource:, ...) are parsed by its own rules (lower-cased
	// hosts, a path always, or failure), so every URL of them is refused:
	// may read differently. Observed in Firefox ESR 153.
	FirefoxSchemes Family = "Firefox's own scheme"

	// WebKitIPv6WithIPv4: WebKit fails on an IPv6 address written with an
	// IPv4 part where "::" stands for exactly two groups
	// ("https://[2001:db8:122:344::192.0.2.33]/" fails,
	// "https://[2001:db8::1.2.3.4]/" and "https://[1::2:3:4:5:1.2.3.4]/" do
	// not; 154 generated forms tried). Observed in WebKitGTK 2.50.
	WebKitIPv6WithIPv4 Family = "WebKit fails on an IPv6 address with an IPv4 part and :: for two groups"

	// WebKitSupplementaryOpaqueHost: WebKit fails on some code points of
	// planes 14 to 16 (tags, private use) in an opaque host
	// ("sc://a\U000F0000b/"), so all are refused: may fail. Observed in
	// WebKitGTK 2.50.
	WebKitSupplementaryOpaqueHost Family = "WebKit may fail on a plane 14-16 code point in an opaque host"

	// NetURLFails: url.Parse returns an error for the input.
	NetURLFails Family = "net/url fails"
	// NetURLScheme: url.Parse reads another scheme (or none).
	NetURLScheme Family = "net/url reads another scheme"
	// NetURLHost: url.Parse reads another host: it does not apply IDNA
	// ("https://münchen.example/" keeps its Unicode host), nor lower-case
	// or percent-decode an opaque host, nor read IPv4 shorthands.
	NetURLHost Family = "net/url reads another host"
	// NetURLPort: url.Parse reads another port (the default port of the
	// scheme counts as no port).
	NetURLPort Family = "net/url reads another port"
	// NetURLPath: url.Parse reads another path: it removes no dot segments
	// ("https://h/a/../b" keeps /a/../b, which Go's HTTP client sends as
	// it is) and encodes other code points.
	NetURLPath Family = "net/url reads another path"
)

// The browser versions each browser family was observed in.
const (
	observedChromium = "Chromium 156.0.8078.108"
	observedFirefox  = "Firefox ESR 153.8.0"
	observedWebKit   = "WebKitGTK 2.50.6"
)

// Observed returns the browser version a family was observed in, or "" for
// the families that are computed (net/url) or not a browser's
// (NotValidURLString).
func (f Family) Observed() string {
	switch {
	case strings.HasPrefix(string(f), "Chromium"):
		return observedChromium
	case strings.HasPrefix(string(f), "Firefox"):
		return observedFirefox
	case strings.HasPrefix(string(f), "WebKit"):
		return observedWebKit
	}
	return ""
}

// rawInput is what the rules need of the input itself, read off a valid
// URL string (which has no leading or trailing spaces, tabs or newlines,
// and no backslashes): its authority's host as written, what follows the
// authority, and the path as written.
type rawInput struct {
	absolute     bool   // the input has a scheme (else it is a reference against a base)
	hasAuthority bool   // "scheme://"
	host         string // the authority's host as written (port and userinfo cut off)
	afterAuth    byte   // the byte after the authority, 0 at the end
	path         string // the path as written
	fragmentOnly bool   // the input is a fragment ("#f")
}

// schemeColon returns the index of the ':' that ends input's scheme, or -1
// when input does not start with a scheme (a relative reference).
func schemeColon(input string) int {
	colon := strings.IndexByte(input, ':')
	if colon <= 0 || !isASCIIAlpha(input[0]) {
		return -1
	}
	for i := 1; i < colon; i++ {
		if c := input[i]; !isASCIIAlpha(c) && !isASCIIDigit(c) && c != '+' && c != '-' && c != '.' {
			return -1
		}
	}
	return colon
}

func readRaw(input string) rawInput {
	var r rawInput
	rest := input
	r.fragmentOnly = strings.HasPrefix(input, "#")
	if colon := schemeColon(input); colon > 0 {
		r.absolute = true
		rest = input[colon+1:]
	}
	if strings.HasPrefix(rest, "//") {
		r.hasAuthority = true
		end := 2 + strings.IndexAny(rest[2:], "/?#")
		if end < 2 {
			end = len(rest)
		}
		auth := rest[2:end]
		if at := strings.LastIndexByte(auth, '@'); at >= 0 {
			auth = auth[at+1:]
		}
		if strings.HasPrefix(auth, "[") {
			if i := strings.IndexByte(auth, ']'); i >= 0 {
				auth = auth[:i+1]
			}
		} else if i := strings.LastIndexByte(auth, ':'); i >= 0 {
			auth = auth[:i]
		}
		r.host = auth
		if end < len(rest) {
			r.afterAuth = rest[end]
		}
		rest = rest[end:]
	}
	if i := strings.IndexAny(rest, "?#"); i >= 0 {
		rest = rest[:i]
	}
	r.path = rest
	return r
}

// chromiumSchemes and firefoxSchemes are the browsers' own schemes that
// they parse by their own rules (a browser reads them only where they mean
// something to it, but new URL reads them everywhere).
var chromiumSchemes = []string{"chrome", "chrome-extension", "chrome-distiller", "chrome-native", "chrome-search",
	"chrome-untrusted", "chrome-error", "devtools", "isolated-app", "filesystem", "android-app"}
var firefoxSchemes = []string{"view-source", "moz-extension", "chrome", "resource", "moz-icon", "moz-page-thumb",
	"moz-safe-about", "moz-src", "jar", "indexeddb", "moz-fonttable", "page-icon", "cached-favicon"}

// readersDisagree writes to out every reading, by the browsers' rules and
// by net/url, that differs from the standard's reading u of input (against
// base), which is a valid URL string, and returns how many. When short is
// true, shortCut(u, input) said so: input is written as u's href
// (writtenAsHref), validCanonical(u) holds, and net/url agrees.
func readersDisagree(out *[maxReadings]finding, u *URL, input string, base URL, short bool) int {
	n := 0
	add := func(f finding) {
		if n < len(out) {
			out[n] = f
			n++
		}
	}
	if short {
		// A special URL written as its href: only the file: rules can
		// hold (no rule below reads a special URL's query, an ASCII
		// domain written as serialized, or an IPv6 address without '.'),
		// and net/url agrees; a URL that is not special takes the short
		// cut only where no rule holds (notSpecialAgrees).
		// TestAmbiguityShortCut compares this with the long way.
		if u.Scheme() != "file" {
			return 0
		}
		raw := rawFromHref(u, input)
		var file [4]finding
		n := fileRules(&file, u, &raw)
		copy(out[:], file[:n])
		return n
	}
	raw := readRaw(input)
	scheme := u.Scheme()
	special := u.IsSpecial()
	href := u.href

	// Chromium.
	if !special && strings.IndexByte(u.Search(), '\'') >= 0 {
		add(finding{Reading: Reading{Reader: Chromium, Family: ChromiumQuoteInQuery}, tail: href, quoteFrom: u.queryStart, quoteTo: u.fragmentStart})
	}
	if u.HostKind() == OpaqueHost {
		host := u.Hostname()
		if raw.hasAuthority {
			host = raw.host
		}
		if raw.hasAuthority && chromiumMisreadsOpaqueHost(raw.host) {
			add(finding{Reading: Reading{Reader: Chromium, Family: ChromiumNonASCIIOpaqueHost, Fails: true}})
		}
		if hasSupplementaryHigh(host) || (!raw.hasAuthority && strings.Contains(host, "%F")) {
			add(finding{Reading: Reading{Reader: WebKit, Family: WebKitSupplementaryOpaqueHost, Fails: true}})
		}
	}
	if scheme == "file" {
		var file [4]finding
		for _, f := range file[:fileRules(&file, u, &raw)] {
			add(f)
		}
	}
	if u.HostKind() == DomainHost && strings.Contains(u.Hostname(), "xn--") && (!raw.hasAuthority || anyNonASCII(raw.host)) {
		if d := DomainToUnicode(u.Hostname()); strings.ContainsRune(d, '\u226E') || strings.ContainsRune(d, '\u226F') {
			add(finding{Reading: Reading{Reader: Chromium, Family: ChromiumIDNA, Fails: true}})
		}
	}
	if containsString(chromiumSchemes, scheme) {
		add(finding{Reading: Reading{Reader: Chromium, Family: ChromiumSchemes}})
	}

	// Firefox.
	if isSimpleURIScheme(scheme) && firefoxSimpleURIDiffers(u, raw) {
		add(finding{Reading: Reading{Reader: Firefox, Family: FirefoxSimpleURI}})
	}
	if !raw.absolute && scheme != "file" && hasDoubleDot(raw.path) && hasDriveLetterSegment(base.Pathname()) {
		add(finding{Reading: Reading{Reader: Firefox, Family: FirefoxDriveLetterDotDot}})
	}
	if containsString(firefoxSchemes, scheme) {
		add(finding{Reading: Reading{Reader: Firefox, Family: FirefoxSchemes}})
	}

	// WebKit.
	if u.HostKind() == IPv6Host && raw.hasAuthority && compressesTwoGroupsBeforeIPv4(raw.host) {
		add(finding{Reading: Reading{Reader: WebKit, Family: WebKitIPv6WithIPv4, Fails: true}})
	}

	// net/url.
	if !short {
		if r, ok := netURLDisagrees(u, input, base); ok {
			add(finding{Reading: r})
		}
	}
	return n
}

// fileRules writes to out the file: families' readings of u, a file: URL
// read from an input as raw says, and returns how many.
func fileRules(out *[4]finding, u *URL, raw *rawInput) int {
	n := 0
	if raw.hasAuthority && raw.host != "" && u.hostEnd == u.hostStart {
		out[n] = finding{Reading: Reading{Reader: Chromium, Family: ChromiumFileLocalhost}, prefix: "file://localhost", tail: u.href[len("file://"):]}
		n++
	}
	if raw.hasAuthority && (raw.afterAuth == '?' || raw.afterAuth == '#') {
		out[n] = finding{Reading: Reading{Reader: Chromium, Family: ChromiumFileNoPath, Fails: true}}
		n++
	}
	if strings.HasPrefix(u.href[u.pathStart:u.queryStart], "//") {
		out[n] = finding{Reading: Reading{Reader: Chromium, Family: ChromiumFileSlashes}}
		n++
	}
	if u.hostEnd > u.hostStart {
		out[n] = finding{Reading: Reading{Reader: Firefox, Family: FirefoxFileHost}, prefix: "file://", tail: u.href[u.hostEnd:]}
		n++
	}
	return n
}

// rawFromHref is readRaw for an input that shortCut takes: written as u's
// href, an absolute special URL with an authority, so that its host and
// path are at u's offsets (writtenAsHref leaves out at most the path "/"
// at u.pathStart).
func rawFromHref(u *URL, input string) rawInput {
	raw := rawInput{absolute: true, hasAuthority: true, host: input[u.hostStart:u.hostEnd]}
	p := int(u.pathStart)
	if p < len(input) {
		raw.afterAuth = input[p]
	}
	end := len(input) - (len(u.href) - int(u.queryStart))
	raw.path = input[p:end]
	return raw
}

// firefoxSimpleURIDiffers reports whether Firefox's simple-URI reading of
// an about:, blob:, data: or javascript: URL differs from the standard's:
// when the path as written has a dot segment, or the host as written is
// not the host the standard serializes.
func firefoxSimpleURIDiffers(u *URL, raw rawInput) bool {
	if !raw.absolute {
		// A reference against such a base: Firefox resolves only a
		// fragment ("#f"); it fails on "/x", "//x" and "?q".
		return !raw.fragmentOnly
	}
	if raw.hasAuthority && raw.host != u.Hostname() {
		return true
	}
	return !u.HasOpaquePath() && hasDotSegment(raw.path)
}

func isSimpleURIScheme(scheme string) bool {
	switch scheme {
	case "about", "blob", "data", "javascript":
		return true
	}
	return false
}

// hasDotSegment reports whether a path as written has a single-dot or
// double-dot segment.
func hasDotSegment(path string) bool {
	for len(path) > 0 {
		seg := path
		if i := strings.IndexByte(path, '/'); i >= 0 {
			seg, path = path[:i], path[i+1:]
		} else {
			path = ""
		}
		if isSingleDotSegment(seg) || isDoubleDotSegment(seg) {
			return true
		}
	}
	return false
}

// compressesTwoGroupsBeforeIPv4 reports whether host, an IPv6 address in
// brackets as written, has an IPv4 part and a "::" that stands for exactly
// two 16-bit groups (the IPv4 part counts as two).
func compressesTwoGroupsBeforeIPv4(host string) bool {
	host = strings.TrimSuffix(strings.TrimPrefix(host, "["), "]")
	if strings.IndexByte(host, '.') < 0 || !strings.Contains(host, "::") {
		return false
	}
	groups := 0
	for _, piece := range strings.Split(host, ":") {
		switch {
		case piece == "":
		case strings.IndexByte(piece, '.') >= 0:
			groups += 2
		default:
			groups++
		}
	}
	return groups == 6
}

// hasDoubleDot reports whether a path as written has a double-dot segment.
func hasDoubleDot(path string) bool {
	for _, seg := range strings.Split(path, "/") {
		if isDoubleDotSegment(seg) {
			return true
		}
	}
	return false
}

// hasDriveLetterSegment reports whether a path has a segment that is a
// Windows drive letter ("C:" or "C|").
func hasDriveLetterSegment(path string) bool {
	for _, seg := range strings.Split(path, "/") {
		if len(seg) == 2 && isASCIIAlpha(seg[0]) && (seg[1] == ':' || seg[1] == '|') {
			return true
		}
	}
	return false
}

// anyNonASCII reports whether s holds a byte >= 0x80.
func anyNonASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return true
		}
	}
	return false
}

// chromiumMisreadsOpaqueHost reports whether host, an opaque host as
// written, holds a non-ASCII code point whose first UTF-16 code unit has a
// forbidden host code point as its low byte (ChromiumNonASCIIOpaqueHost).
func chromiumMisreadsOpaqueHost(host string) bool {
	for _, r := range host {
		if r < 0x80 {
			continue
		}
		unit := r
		if r > 0xFFFF {
			unit = 0xD800 + (r-0x10000)>>10 // the high surrogate
		}
		if charTable[byte(unit)]&bitForbiddenHost != 0 {
			return true
		}
	}
	return false
}

// hasSupplementaryHigh reports whether s holds a code point of planes 14
// to 16 (U+E0000 and above).
func hasSupplementaryHigh(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0xF3 {
			r, _ := utf8.DecodeRuneInString(s[i:])
			if r >= 0xE0000 {
				return true
			}
		}
	}
	return false
}

// equalFoldASCII reports whether a and b are equal when ASCII upper case
// is mapped to lower case (and nothing else is: net/url keeps a
// non-ASCII host as written).
func equalFoldASCII(a, b string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := 0; i < len(a); i++ {
		if lower(a[i]) != lower(b[i]) {
			return false
		}
	}
	return true
}

func containsString(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// netURLDisagrees computes net/url's reading of input (resolved against
// base as url.URL.ResolveReference does when base is not zero) and
// returns it when its scheme, host, port or path differs from u's. Hosts
// are compared ASCII case-insensitively, IP addresses as addresses (net/url
// keeps "::ffff:1.2.3.4" as written), ports with a scheme's default port
// as no port, and an empty path of a special URL as "/" (what Go's HTTP
// client sends).
func netURLDisagrees(u *URL, input string, base URL) (Reading, bool) {
	nu, err := url.Parse(input)
	if err == nil && !base.IsZero() && !nu.IsAbs() {
		var nb *url.URL
		nb, err = url.Parse(base.Href())
		if err == nil {
			nu = nb.ResolveReference(nu)
		}
	}
	if err != nil {
		return Reading{Reader: NetURL, Family: NetURLFails, Fails: true}, true
	}
	differs := func(f Family) (Reading, bool) {
		return Reading{Reader: NetURL, Family: f, Href: nu.String()}, true
	}
	scheme := u.Scheme()
	if !strings.EqualFold(nu.Scheme, scheme) {
		return differs(NetURLScheme)
	}
	host := u.Hostname()
	nhost := nu.Hostname()
	if u.HostKind() == IPv6Host {
		a, err1 := netip.ParseAddr(strings.Trim(host, "[]"))
		b, err2 := netip.ParseAddr(nhost)
		if err1 != nil || err2 != nil || a != b || !strings.HasPrefix(nu.Host, "[") {
			return differs(NetURLHost)
		}
	} else if !equalFoldASCII(host, nhost) {
		return differs(NetURLHost)
	}
	port, hasPort := u.PortOrDefault()
	nport, nhasPort := DefaultPort(scheme)
	if p := nu.Port(); p != "" {
		n, err := strconv.ParseUint(p, 10, 16)
		nport, nhasPort = uint16(n), err == nil
	}
	if port != nport || hasPort != nhasPort {
		return differs(NetURLPort)
	}
	path := nu.EscapedPath()
	if nu.Opaque != "" {
		path = nu.Opaque
	}
	if path == "" && u.IsSpecial() {
		path = "/"
	}
	if path != u.Pathname() {
		return differs(NetURLPath)
	}
	return Reading{}, false
}
