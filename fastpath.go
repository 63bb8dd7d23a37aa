package whatwgurl

// The parser's fast paths. Each does only what the standard's steps do for
// the input it takes, and leaves every other input to its slow twin, the
// plain code it must agree with; a test or fuzz target compares the two.
// A parse with parseOptions.plain takes no fast path of this file.
//
// Fast paths never report validation errors. A parse with a callback
// (Parser.OnValidationError) still takes each of them where it can prove
// that the input signals no validation error, and otherwise leaves the
// input to the slow twin, which reports: the callback alone never turns a
// fast path off. The rule and its proof for each (the calls of a parse
// with the fast paths are compared with those of a plain parse by
// TestValidationErrorsWPT, TestValidationErrorsDatasets and
// FuzzValidationErrors):
//
//	fast path            taken with a callback when                 proof checked by
//	parseOnePass         report set: no code point that is not a    TestOnePassReportSignalsNothing
//	                     URL unit, and a special URL's host is a
//	                     domain the domain parser with beStrict
//	                     takes (strictLabel, classHostStrict)
//	cleanSegments        its segments are URL units                 the comparisons above
//	parseASCIIHostInto   asciiHostSignalsNothing (validation.go)    TestASCIIHostSignalsNothing, TestStrictASCIIDomain, FuzzStrictASCIIDomain
//	cleanInput           always: it reports, at offsets in input    TestValidationErrorOffsetsMapped
//	CanParse's dry run   never: CanParse does not report            -
//
// The fast paths and their slow twins:
//
//	fast path                        slow twin                   compared by
//	cleanInput's word-at-a-time scan  its byte loop               TestCleanInputSWAR
//	parseOnePass and                  the first steps and the     TestOnePassTwin, FuzzOnePass
//	parseOnePassNotSpecial            state machine
//	(this file)
//	cleanSegments (this file)         pathState                   TestPathFastPath
//	parseASCIIHostInto (host.go)      parseDomainHostInto         TestASCIIHostFastPath, FuzzASCIIHostFastPath
//	domainToASCII's ASCII steps       the UTS #46 route           the WPT host tests
//	CanParse's dry run (builder.dry)  Parse                       TestCanParseDry
//
// The Unicode engines under internal/ keep their own twins (Punycode's RFC
// loop, the reference NFC) beside their tests.

import (
	"strings"
	"unicode/utf8"
	"unsafe"
)

// startsWithDotSegment reports whether s starts with a single-dot or
// double-dot path segment: one that ends at '/', '?', '#' or the end.
func startsWithDotSegment(s string) bool {
	end := 0
	for end < len(s) && end <= len("%2e%2e") && s[end] != '/' && s[end] != '?' && s[end] != '#' {
		end++
	}
	return isDotSegment(s[:end])
}

// startsWithUnnormalizedDriveLetterSegment reports whether the first
// segment of path, which starts with '/', is a Windows drive letter written
// with '|'.
func startsWithUnnormalizedDriveLetterSegment(path string) bool {
	seg := path[1:]
	if i := strings.IndexByte(seg, '/'); i >= 0 {
		seg = seg[:i]
	}
	return isUnnormalizedWindowsDriveLetter(seg)
}

// isDotSegment reports whether a path segment is a single-dot or
// double-dot path segment.
func isDotSegment(seg string) bool {
	return isSingleDotSegment(seg) || isDoubleDotSegment(seg)
}

// mayBeDotSegment reports whether the path segment starting at s[i] may be
// a single-dot or double-dot path segment (it starts with '.' or '%'). The
// fast paths leave such segments to the path state.
func mayBeDotSegment(s string, i int) bool {
	return i < len(s) && (s[i] == '.' || s[i] == '%')
}

// cleanSegments is the path state's fast path: it takes at once the run of
// path segments from pointer that the path state would copy unchanged, and
// reports false when there is none. Such segments hold no code point of the
// path percent-encode set (which has '?' and '#') and, in a special URL, no
// '\\'; none starts with '.' or '%' (so none is a single-dot or double-dot
// segment); and the first of a file URL is not a Windows drive letter with
// '|'. pathSegment, the slow twin, writes '/' and the segment for each.
// It runs only without state override (run calls it only when the parse is
// not plain), and leaves pointer on the '/' before the first segment it does not take, or on the
// '?', '#' or end after the path.
// https://url.spec.whatwg.org/#path-state
func (p *parser) cleanSegments() (state, bool) {
	if p.override != noOverride {
		return 0, false
	}
	s := p.input
	special := p.isSpecial()
	start := max(p.pointer, 0)
	end, n := start, 0 // the end of the segments taken, and their number
	for segStart := start; ; {
		if mayBeDotSegment(s, segStart) {
			break
		}
		i := segStart
		for i < len(s) && charTable[s[i]]&bitScanPath == 0 {
			i++
		}
		if i < len(s) && s[i] == '\\' && !special {
			break // rare: let the slow twin take it
		}
		if i < len(s) && s[i] != '/' && s[i] != '?' && s[i] != '#' {
			break // a code point to percent-encode, or '\\'
		}
		if p.scheme == schemeFile && p.segments+n == 0 && isUnnormalizedWindowsDriveLetter(s[segStart:i]) {
			break
		}
		// With a callback, only segments that signal no validation error:
		// none has a code point that is not a URL unit ('[', ']', '|', or
		// '%' not followed by two hex digits; the path percent-encode set
		// holds every other one). The segment that has one is left to
		// pathState, which reports it, and each segment is read once.
		if p.onError != nil && !isURLUnits(s[segStart:i]) {
			break
		}
		end, n = i, n+1
		if i == len(s) || s[i] != '/' {
			break
		}
		segStart = i + 1
	}
	if n == 0 {
		return 0, false
	}
	p.out.writeByte('/')
	p.out.writeString(s[start:end])
	p.segments += n
	p.pointer = end
	if end < len(s) {
		switch s[end] {
		case '?':
			p.startQuery()
			return stateQuery, true
		case '#':
			p.startFragment()
			return stateFragment, true
		}
	}
	return statePath, true
}

// parseOnePass is basicParse's fast path for the most common absolute URL:
// a special scheme followed by "//", an ASCII domain without credentials,
// an optional port, and a path, query and fragment of printable ASCII. It
// reads each byte of the input once, before any of the basic URL parser's
// first steps: the input it takes has nothing for them to do (it starts
// with a letter, ends with a byte above U+0020, and holds no tab, newline
// or byte outside printable ASCII and space). A URL whose scheme is not
// special goes to parseOnePassNotSpecial.
//
// For such input the state machine goes through the scheme, special
// authority slashes, authority, host, port, path start, path, query and
// fragment states, and each state's work reduces to what is written here;
// anything else returns ok false and is left to the first steps and the
// state machine, this function's slow twin (TestOnePassTwin and
// FuzzOnePass compare them). In particular it leaves alone: credentials,
// a host that holds a byte the ASCII host fast path does not take (but
// for the failures below), starts a label with "xn--", or, with report,
// is an IP address; an IPv6 address in a file URL; a port with a leading
// zero or more than five digits; '\' and dot segments in the path; a file
// URL with a port, host "localhost" or a Windows drive letter written
// with '|'; and, when validation errors are reported (report), a code
// point that is not a URL unit.
//
// It reports whether it took the input (taken) and, if so, the error that
// fails the parse, or 0 when it set *u. Without report, it fails a special
// URL (but file) where the host and port states fail: an empty host
// (host-missing), a host in brackets that is not an IPv6 address (see
// onePassIPv6), a domain that ends in a number but is not an IPv4
// address, a host with a forbidden domain code point, and a port that is
// not digits (port-invalid) or is above 65535 (port-out-of-range). Such a
// failure is the first the state machine can signal for such input, as
// nothing before the host fails; each is taken only where no '@' later in
// the authority makes what was read credentials. Every other input for
// which a state would fail is left to the state machine, which fails it
// with the right error. When the href is the input, as for
// canonical input, the input itself is the href and nothing is allocated;
// otherwise the href is written in one allocation, from the parts the
// scan found.
// https://url.spec.whatwg.org/#concept-basic-url-parser
func parseOnePass(u *URL, s string, report bool) (taken bool, fail ValidationError) {
	n := len(s)
	if n < len("ws://h") || s[n-1] <= ' ' || uint64(n) >= maxHrefLen {
		return false, 0
	}
	// The scheme start and scheme states: a special scheme is two to five
	// ASCII letters, then ':'. The first ':' is looked for among those
	// places only; schemeKindOf takes what comes before it only if it is a
	// special scheme in some case (so only letters, and no earlier ':').
	i := 2
	for i < 5 && s[i] != ':' {
		i++
	}
	kind := schemeKindOf(s[:i])
	if kind == schemeNotSpecial || s[i] != ':' {
		return parseOnePassNotSpecial(u, s, report)
	}
	// The special authority slashes state wants "//".
	if n-i < 3 || s[i+1] != '/' || s[i+2] != '/' {
		return false, 0
	}
	schemeEnd := i
	// The letters ANDed keep 0x20 only if none is an upper-case letter.
	and := byte(0xFF)
	for k := 0; k < schemeEnd; k++ {
		and &= s[k]
	}
	changed := and&0x20 == 0 // whether the href differs from the input

	// The authority and host states: the host runs to ':', '/', '?', '#'
	// or the end. Every byte is one the ASCII host fast path takes (see
	// parseASCIIHostInto): domain to ASCII only lowercases such a domain.
	host, path, query, fragment := &onePassClass[classHost], &onePassClass[classPath], &onePassClass[classQuery], &onePassClass[classFragment]
	if report {
		// The host parser signals domain-to-ASCII unless the domain
		// parser with beStrict takes the host: only ASCII letters, digits
		// and '-' in labels that strictLabel takes. This table stops at
		// each '.' to check the label before it.
		host = &onePassClass[classHostStrict]
	}
	hostStart := i + 3
	j := hostStart
	labelStart := j // with report, where the label being read starts
	upper := false
	hostKind := DomainHost
	// A label that starts with "xn--" (Punycode, which the host parser
	// checks) starts with 'x' or 'X' at the host's start or after a '.':
	// only those letters and the upper-case ones need a look.
	for ; ; j++ {
		j = skipClass(s, j, host, 0xFF)
		if j == n {
			break
		}
		c := host[s[j]]
		if c&^(opUpper|opLabelX) == 0 {
			upper = upper || c&opUpper != 0
			if c&opLabelX != 0 && (j == hostStart || s[j-1] == '.') && startsWithXNDashDash(s[j:]) {
				return false, 0
			}
			continue
		}
		if c == opLabelDot {
			if ok, decided := strictLabel(s[labelStart:j]); !ok || !decided {
				return false, 0
			}
			labelStart = j + 1
			continue
		}
		if c == opEnd {
			break
		}
		// The host parser's failures of a special URL's host but file's
		// (whose host state differs); with report the state machine
		// signals their validation errors.
		if !report && kind != schemeFile {
			if s[j] == '[' && j == hostStart {
				// An IPv6 address.
				end, serialized, err := onePassIPv6(s, j)
				if end < 0 || err != 0 {
					return err != 0, err
				}
				j, hostKind, changed = end, IPv6Host, changed || !serialized
				break
			}
			if onePassDomainFails(s, j) {
				return true, DomainToASCIIError
			}
		}
		return false, 0 // '@', '\\', '%', or a byte the host parser must see
	}
	hostEnd := j
	if report && hostEnd > hostStart {
		// The last label, and VerifyDnsLength's limit on the domain; an
		// empty last label (a trailing '.') fails too.
		if ok, decided := strictLabel(s[labelStart:hostEnd]); !ok || !decided || hostEnd-hostStart > 253 {
			return false, 0
		}
	}
	if hostKind == IPv6Host {
		// Read by onePassIPv6.
	} else if hostEnd == hostStart {
		if kind != schemeFile {
			// The host state fails an empty host (host-missing) but
			// where the special authority ignore slashes state skipped
			// '/' (the host comes after them) or an '@' follows.
			if !report && (hostEnd == n || s[hostEnd] != '/') && !atInAuthority(s, hostEnd, true) {
				return true, HostMissing
			}
			return false, 0
		}
		hostKind = EmptyHost
	} else if h := s[hostStart:hostEnd]; isASCIIDigit(h[strings.LastIndexByte(h[:len(h)-1], '.')+1]) {
		// The last label, but for the empty one after a trailing '.',
		// starts with a digit: if the host ends in a number, the host is
		// what the IPv4 parser makes of it ("If asciiDomain ends in a
		// number, return the result of IPv4 parsing asciiDomain"), and its
		// failure is the parse's, unless the host does not end here: an
		// '@' later in the authority makes all this credentials, and the
		// file host state reads on past a ':'. With report the state
		// machine takes any IPv4 host (the IPv4 parser's validation
		// errors).
		ipv4, serialized, err := onePassIPv4(h)
		switch {
		case !ipv4 && err == 0:
			// A domain.
		case report:
			return false, 0
		case err != 0:
			if kind == schemeFile && hostEnd < n && s[hostEnd] == ':' || atInAuthority(s, hostEnd, true) {
				return false, 0
			}
			return true, err
		default:
			hostKind = IPv4Host
			changed = changed || !serialized
		}
	} else if kind == schemeFile && isLocalhost(h) {
		return false, 0 // the file host state makes it the empty host
	}
	changed = changed || upper

	// The port state: digits, without a leading zero, up to 65535.
	portStart, portEnd := j, j // the ':' and the end of the digits
	port := -1
	if j < n && s[j] == ':' {
		if kind == schemeFile {
			return false, 0
		}
		var err ValidationError
		if j, port, err = onePassPort(s, j, true); j < 0 {
			if report {
				return false, 0 // the port state's validation errors
			}
			return err != 0, err
		}
		portEnd = j
		if port < 0 || port == kind.defaultPort() {
			changed = true // the port is null: ':' and the digits go
			port = -1
		}
	}

	// The path start and path states (see onePassScan.path); a first
	// segment that is a Windows drive letter with '|' in a file URL goes to
	// the state machine. Then the query and fragment states.
	var sc onePassScan
	sc.pathStart = j
	if j == n || s[j] == '?' || s[j] == '#' {
		changed = true // the path is one empty segment, written "/"
		sc.pathEnd = j
	} else if s[j] != '/' || !sc.path(s, j, path, report) {
		return false, 0
	} else if kind == schemeFile && startsWithUnnormalizedDriveLetterSegment(s[sc.pathStart:sc.pathEnd]) {
		return false, 0
	}
	if !sc.queryAndFragment(s, query, fragment, report) {
		return false, 0
	}
	pathStart, pathEnd, queryEnd := sc.pathStart, sc.pathEnd, sc.queryEnd

	o := offsets{
		schemeEnd:     schemeEnd,
		usernameEnd:   hostStart,
		hostStart:     hostStart,
		hostEnd:       hostEnd,
		pathStart:     pathStart,
		queryStart:    pathEnd,
		fragmentStart: queryEnd,
		hostKind:      hostKind,
	}
	if !changed && !sc.encode {
		o.setURL(u, s)
		return true, 0
	}

	// Write the href: the scheme and host lowercased, the port unless it
	// is null, the path ("/" if empty), query and fragment encoded.
	b := hrefWithScheme(s, schemeEnd)
	b = append(b, "://"...)
	switch {
	case hostKind == IPv4Host:
		address, _ := parseIPv4(s[hostStart:hostEnd], noReport) // as onePassIPv4 did
		b = appendIPv4(b, address)
	case hostKind == IPv6Host:
		address, _ := parseIPv6(s[hostStart+1:hostEnd-1], noReport) // as onePassIPv6 did
		b = append(b, '[')
		b = appendIPv6(b, &address)
		b = append(b, ']')
	case upper:
		for k := hostStart; k < hostEnd; k++ {
			b = append(b, lower(s[k]))
		}
	default:
		b = append(b, s[hostStart:hostEnd]...)
	}
	o.hostEnd = len(b) // an IP address is written in its own length
	if port >= 0 {
		b = append(b, s[portStart:portEnd]...)
	}
	o.pathStart = len(b)
	if pathStart == pathEnd {
		b = append(b, '/')
	}
	return sc.appendTail(u, &o, b, s, SpecialQuerySet), 0
}

// parseOnePassNotSpecial is parseOnePass for a URL whose scheme is not
// special: a scheme, then "//" and an opaque host with an optional port
// and a path, or a path that starts with '/' and no host, or an opaque
// path; then a query and a fragment, all of printable ASCII. The states
// it stands for are the scheme, path or authority, authority, host, port,
// path start, path, opaque path, query and fragment states, for input
// that none of them changes but for what is written here: the scheme
// lower-cased, a port of no digits dropped, and the bytes of the path
// (query, fragment) percent-encode set encoded. Like parseOnePass it
// fails the host and port where those states fail (a forbidden host code
// point, an empty host before a port, port-invalid, port-out-of-range),
// but with report. It leaves to the state machine: credentials, an IPv6
// address, a port with a leading zero or of more than five digits, dot
// segments, and a space that ends an opaque path before a query or
// fragment.
// https://url.spec.whatwg.org/#concept-basic-url-parser
func parseOnePassNotSpecial(u *URL, s string, report bool) (taken bool, fail ValidationError) {
	n := len(s)
	// The scheme start and scheme states: an ASCII alpha, then ASCII
	// alphanumerics, '+', '-' and '.', then ':'.
	if !isASCIIAlpha(s[0]) {
		return false, 0 // no scheme: a relative reference, and no base
	}
	// The bytes ANDed keep 0x20 only if none is an upper-case letter: every
	// other scheme code point has that bit.
	i, and := 1, s[0]
	for i < n && charTable[s[i]]&bitSchemeCodePoint != 0 {
		and &= s[i]
		i++
	}
	if i == n || s[i] != ':' || schemeKindOf(s[:i]) != schemeNotSpecial {
		return false, 0
	}
	schemeEnd := i
	changed := and&0x20 == 0 // whether the href differs from the input
	unit := false            // a code point that is not a URL unit
	o := offsets{schemeEnd: schemeEnd}
	j := i + 1
	hostStart, portStart, portEnd := j, j, j // at the path's start without a host
	port := -1
	switch {
	case n-j >= 2 && s[j] == '/' && s[j+1] == '/':
		// The path or authority, authority and host states: the host runs
		// to ':', '/', '?', '#' or the end. The opaque-host parser copies
		// it: it holds no forbidden host code point (it would fail), and
		// bytes of the C0 control percent-encode set are left alone.
		host := &onePassClass[classOpaqueHost]
		hostStart = j + 2
		for j = hostStart; ; j++ {
			j = skipClass(s, j, host, 0xFF)
			if j == n {
				break
			}
			c := host[s[j]]
			if c == opEnd {
				break
			}
			if c != opCheck {
				// The opaque-host parser fails a forbidden host code
				// point but for '@' (credentials) and a tab or newline
				// (the first steps remove them), and leaves '[' at the
				// start to the IPv6 parser; '@' later makes this
				// credentials too.
				if !report && charTable[s[j]]&bitForbiddenHost != 0 && s[j] != '@' && s[j] != '\t' && s[j] != '\n' &&
					s[j] != '\r' && (s[j] != '[' || j > hostStart) && !atInAuthority(s, j, false) {
					return true, HostInvalidCodePoint
				}
				return false, 0 // '@', '[', or a byte the host parser rejects or encodes
			}
			unit = unit || s[j] != '%' || !isPercentEncodedByte(s, j)
		}
		o.hostKind = OpaqueHost
		if j == hostStart {
			if j < n && s[j] == ':' {
				// host-missing, unless an '@' follows.
				if !report && !atInAuthority(s, j, false) {
					return true, HostMissing
				}
				return false, 0
			}
			o.hostKind = EmptyHost
		}
		o.usernameEnd, o.hostStart, o.hostEnd = hostStart, hostStart, j
		// The port state: digits, without a leading zero, up to 65535; the
		// scheme has no default port.
		portStart, portEnd = j, j
		if j < n && s[j] == ':' {
			var err ValidationError
			if j, port, err = onePassPort(s, j, false); j < 0 {
				if report {
					return false, 0 // the port state's validation errors
				}
				return err != 0, err
			}
			portEnd = j
			changed = changed || port < 0 // the port is null: ':' goes
		}
		if j < n && s[j] != '/' && s[j] != '?' && s[j] != '#' {
			return false, 0
		}
	case j < n && s[j] == '/':
		// The path or authority state, then the path state: no host.
	default:
		// The opaque path state, to '?' or '#': every byte is copied (the
		// C0 control percent-encode set has none of printable ASCII), but a
		// space before '?' or '#' is written "%20".
		opaque := &onePassClass[classOpaquePath]
		for ; ; j++ {
			j = skipClass(s, j, opaque, 0xFF)
			if j == n {
				break
			}
			c := opaque[s[j]]
			if c == opEnd {
				break
			}
			if c != opCheck {
				return false, 0 // a byte the first steps would change
			}
			unit = unit || s[j] != '%' || !isPercentEncodedByte(s, j)
		}
		if j < n && s[j-1] == ' ' {
			return false, 0
		}
		o.opaquePath = true
	}
	pathStart := j
	if o.opaquePath {
		pathStart = hostStart
	}

	// The path start and path states, as in parseOnePass; '\' is a code
	// point like any other here.
	sc := onePassScan{pathStart: pathStart, pathEnd: j, unit: unit}
	if !o.opaquePath && j < n && s[j] == '/' && !sc.path(s, j, &onePassClass[classPathNotSpecial], report) {
		return false, 0
	}
	if !sc.queryAndFragment(s, &onePassClass[classQueryNotSpecial], &onePassClass[classFragment], report) {
		return false, 0
	}
	pathEnd, queryEnd := sc.pathEnd, sc.queryEnd

	o.pathStart, o.queryStart, o.fragmentStart = pathStart, pathEnd, queryEnd
	if !changed && !sc.encode {
		o.setURL(u, s)
		return true, 0
	}

	// Write the href: the scheme lowercased, what follows it to the port
	// as it is, the port unless it is null, then the path, query and
	// fragment encoded.
	b := hrefWithScheme(s, schemeEnd)
	b = append(b, s[schemeEnd:portStart]...)
	if port >= 0 {
		b = append(b, s[portStart:portEnd]...)
	}
	o.pathStart = len(b)
	return sc.appendTail(u, &o, b, s, QuerySet), 0
}

// hrefWithScheme returns the start of the href that a one-pass parser
// writes for s: a buffer with room for s and some percent-encoding, which
// holds the scheme, s[:schemeEnd], lowercased.
func hrefWithScheme(s string, schemeEnd int) []byte {
	b := make([]byte, 0, len(s)+16)
	for k := 0; k < schemeEnd; k++ {
		b = append(b, lower(s[k]))
	}
	return b
}

// onePassIPv4 is the host parser's last step for h, an ASCII domain whose
// last label starts with a digit: it reports whether h ends in a number,
// which makes it an IPv4 address, and whether h is already that address's
// serialization; or it returns the IPv4 parser's failure. The one-pass
// parser calls it apart, so that the rare IPv4 host costs the common
// domain nothing.
// https://url.spec.whatwg.org/#concept-host-parser
func onePassIPv4(h string) (ipv4, serialized bool, err ValidationError) {
	if !endsInANumber(h) {
		return false, false, 0
	}
	address, err := parseIPv4(h, noReport)
	if err != 0 {
		return false, false, err
	}
	var tmp [len("255.255.255.255")]byte
	return true, string(appendIPv4(tmp[:0], address)) == h, 0
}

// onePassDomainFails reports whether the host parser fails the host of a
// special URL but file that parseOnePass has read up to s[j], a byte its
// host table stops at, because the domain the host percent-decodes to is
// ASCII and holds a forbidden domain code point: the domain parser's last
// check ("If result contains a forbidden domain code point, then return
// failure"), which an ASCII domain always reaches. It reports false, and
// the state machine decides, where it cannot tell so: an '@' in the
// authority (the host would be credentials); a '[' (the host state reads
// past a ':' after it); a byte outside ASCII or a percent-encoded one
// (the domain is not ASCII, and NFC may compose an ASCII code point with
// what follows: '<' and U+0338 make U+226E); a tab or newline (the first
// steps remove them, which may make a percent-encoded byte).
// https://url.spec.whatwg.org/#concept-host-parser
func onePassDomainFails(s string, j int) bool {
	forbidden := false
	k := j
scan:
	for ; k < len(s); k++ {
		switch c := s[k]; {
		case c == ':' || c == '/' || c == '\\' || c == '?' || c == '#':
			break scan // the host ends
		case c >= utf8.RuneSelf || c == '@' || c == '[' || c == '\t' || c == '\n' || c == '\r':
			return false
		case c == '%' && k+2 < len(s) && isASCIIHexDigit(s[k+1]) && isASCIIHexDigit(s[k+2]):
			d := hexValue(s[k+1])<<4 | hexValue(s[k+2])
			if d >= utf8.RuneSelf {
				return false
			}
			forbidden = forbidden || charTable[d]&bitForbiddenDomain != 0
			k += 2
		default:
			forbidden = forbidden || charTable[c]&bitForbiddenDomain != 0
		}
	}
	return forbidden && !atInAuthority(s, k, true)
}

// atInAuthority reports whether an '@' comes at or after s[j] and before
// the end of the authority ('/', '?', '#', '\\' if special, or the end of
// the input): then what the one-pass parser read as the host (and port)
// is part of the credentials.
// https://url.spec.whatwg.org/#authority-state
func atInAuthority(s string, j int, special bool) bool {
	for ; j < len(s); j++ {
		switch s[j] {
		case '@':
			return true
		case '/', '?', '#':
			return false
		case '\\':
			if special {
				return false
			}
		}
	}
	return false
}

// onePassIPv6 reads the host of a special URL other than file that starts
// with '[' at s[start], for parseOnePass: the authority state takes
// everything to the authority's end ('/', '\\', '?', '#' or the end of the
// input) and the host state makes the host what comes before the first
// ':' outside brackets ("[" sets insideBrackets, "]" clears it). It
// returns where the host ends and whether the host is already the
// serialization of its address; or err, the host parser's failure
// (IPv6-unclosed when the host does not end with ']', else the IPv6
// parser's); or end -1 when the state machine must see the authority:
// credentials ('@') or a byte outside printable ASCII, which the first
// steps or the host parser might change. parseOnePass calls it apart, so
// that the rare IPv6 host costs the common domain nothing.
// https://url.spec.whatwg.org/#host-state
func onePassIPv6(s string, start int) (end int, serialized bool, err ValidationError) {
	end = -1
	insideBrackets := false
	k := start
scan:
	for ; ; k++ {
		for k < len(s) && !ipv6AuthorityStop[s[k]] {
			k++
		}
		if k == len(s) {
			break
		}
		switch c := s[k]; {
		case c == '/' || c == '\\' || c == '?' || c == '#':
			break scan
		case c <= ' ' || c > '~' || c == '@':
			return -1, false, 0
		case end >= 0:
			// The port: read on for an '@' only.
		case c == ':':
			if !insideBrackets {
				end = k
			}
		default:
			insideBrackets = c == '['
		}
	}
	if end < 0 {
		end = k
	}
	// The host parser: "If input starts with U+005B ([), then: if input
	// does not end with U+005D (]), IPv6-unclosed validation error,
	// return failure. Return the result of IPv6 parsing input with its
	// leading U+005B ([) and trailing U+005D (]) removed."
	h := s[start:end]
	if len(h) < 2 || h[len(h)-1] != ']' {
		return end, false, IPv6Unclosed
	}
	address, err := parseIPv6(h[1:len(h)-1], noReport)
	if err != 0 {
		return end, false, err
	}
	var tmp [len("1111:2222:3333:4444:5555:6666:7777:8888")]byte
	return end, string(appendIPv6(tmp[:0], &address)) == h[1:len(h)-1], 0
}

// ipv6AuthorityStop marks the bytes onePassIPv6 looks at: those that end
// the authority, '@', ':', '[' and ']', and those outside printable ASCII.
var ipv6AuthorityStop = func() (t [256]bool) {
	for b := range t {
		t[b] = b <= ' ' || b > '~' || strings.IndexByte("/\\?#@:[]", byte(b)) >= 0
	}
	return t
}()

// onePassPort is the port state of the one-pass parsers, from s[j], a
// ':', of a special URL if special: digits, without a leading zero, up to
// 65535, then the authority's end ('/', '?', '#', or the end of the input;
// the one-pass parsers leave a special URL's '\\' to the state machine).
// It returns where the digits end and the port, -1 when there are no
// digits (the port is null); or end -1 and the state's failure:
// port-invalid at a byte that neither is a digit nor ends the authority,
// port-out-of-range for digits above 65535; or end -1 and 0 for a port the
// state machine must see: credentials ('@' later in the authority), a tab
// or newline (the first steps remove them), a leading zero or more than
// five digits that make a valid port.
// https://url.spec.whatwg.org/#port-state
func onePassPort(s string, j int, special bool) (end, port int, err ValidationError) {
	start := j + 1
	value := 0 // the digits' value, up to 65536
	for j = start; j < len(s) && isASCIIDigit(s[j]); j++ {
		value = min(value*10+int(s[j]-'0'), 65536)
	}
	if j < len(s) && s[j] != '/' && s[j] != '?' && s[j] != '#' {
		// "Otherwise, port-invalid validation error, return failure", at
		// c; what follows c is read only for an '@'.
		if s[j] == '\t' || s[j] == '\n' || s[j] == '\r' || special && s[j] == '\\' || atInAuthority(s, j, special) {
			return -1, 0, 0
		}
		return -1, 0, PortInvalid
	}
	digits := j - start
	switch {
	case value > 65535:
		return -1, 0, PortOutOfRange // the authority ended: no '@' follows
	case digits > 5 || digits > 1 && s[start] == '0':
		return -1, 0, 0
	case digits == 0:
		return j, -1, 0
	}
	return j, value, 0
}

// onePassScan is what the one-pass parsers learn of a URL's path, query
// and fragment as they read them: where each ends, which hold a byte to
// percent-encode, and whether one holds a code point that is not a URL
// unit (which the states copy, signalling invalid-URL-unit).
type onePassScan struct {
	pathStart, pathEnd, queryEnd int

	pathEncode, queryEncode, fragmentEncode bool
	encode                                  bool // any of the three
	unit                                    bool
}

// path is the path start and path states from s[j], a '/', with the class
// table of the URL's path: bytes of the path percent-encode set are
// encoded, and a dot segment or a byte the first steps would change is
// left to the state machine (false). The path is read in one run, '/'
// included: a dot segment starts with '.' or '%' after a '/', so only
// those bytes need a look. Without report, a code point that is not a URL
// unit is taken like any other.
// https://url.spec.whatwg.org/#path-state
func (sc *onePassScan) path(s string, j int, path *[256]uint8, report bool) bool {
	stop := opStop&^opSlash | opDotStart
	if report {
		stop |= opCheck
	}
	for j++; ; j++ {
		j = skipClass(s, j, path, stop)
		c := opEnd
		if j < len(s) {
			c = path[s[j]]
		}
		switch {
		case c&opEncode != 0:
			sc.pathEncode = true
			continue
		case c&(opCheck|opDotStart) != 0:
			if s[j] == '%' {
				sc.unit = sc.unit || !isPercentEncodedByte(s, j)
			} else if c&opCheck != 0 {
				sc.unit = true
			}
			if c&opDotStart != 0 && s[j-1] == '/' && startsWithDotSegment(s[j:]) {
				return false
			}
			continue
		case c&opEnd != 0:
		default:
			return false // '\' in a special URL, or a byte the first steps would change
		}
		sc.pathEnd = j
		return true
	}
}

// queryAndFragment is the query state from sc.pathEnd, to '#' or the end,
// and the fragment state, with the class tables of the URL's query and
// fragment: bytes of their percent-encode sets are encoded (and are not
// URL units). It reports false for a byte the first steps would change,
// and, with report, for a code point that is not a URL unit anywhere in
// the path, query or fragment (the state machine reports
// invalid-URL-unit).
// https://url.spec.whatwg.org/#query-state
// https://url.spec.whatwg.org/#fragment-state
func (sc *onePassScan) queryAndFragment(s string, query, fragment *[256]uint8, report bool) bool {
	stop := opStop
	if report {
		stop |= opCheck
	}
	j := sc.pathEnd
	if j < len(s) && s[j] == '?' {
		for j++; ; j++ {
			j = skipClass(s, j, query, stop)
			if j == len(s) {
				break
			}
			c := query[s[j]]
			if c&opEnd != 0 {
				break
			}
			switch {
			case c&opEncode != 0:
				// Encoded; not a URL unit but for the special-query set's
				// '\''.
				sc.queryEncode = true
				sc.unit = sc.unit || charTable[s[j]]&bitURLCodePoint == 0
			case c&opCheck != 0:
				sc.unit = sc.unit || s[j] != '%' || !isPercentEncodedByte(s, j)
			default:
				return false
			}
		}
	}
	sc.queryEnd = j
	if j < len(s) {
		for j++; ; j++ {
			j = skipClass(s, j, fragment, stop)
			if j == len(s) {
				break
			}
			c := fragment[s[j]]
			switch {
			case c&opEncode != 0:
				sc.fragmentEncode, sc.unit = true, true
			case c&opCheck != 0:
				sc.unit = sc.unit || s[j] != '%' || !isPercentEncodedByte(s, j)
			default:
				return false
			}
		}
	}
	if report && (sc.unit || sc.pathEncode) {
		return false
	}
	sc.encode = sc.pathEncode || sc.queryEncode || sc.fragmentEncode
	return true
}

// appendTail appends the path, query and fragment that sc scanned to b,
// the href so far (o.pathStart is where the path starts in it), each
// encoded with its percent-encode set (the query with querySet), and sets
// *u to the URL of href b at o. It reports false when the href would be
// too long.
func (sc *onePassScan) appendTail(u *URL, o *offsets, b []byte, s string, querySet EncodeSet) bool {
	if sc.pathEncode {
		b = appendPercentEncoded(b, s[sc.pathStart:sc.pathEnd], PathSet)
	} else {
		b = append(b, s[sc.pathStart:sc.pathEnd]...)
	}
	o.queryStart = len(b)
	if sc.queryEncode {
		b = append(b, '?')
		b = appendPercentEncoded(b, s[sc.pathEnd+1:sc.queryEnd], querySet)
	} else {
		b = append(b, s[sc.pathEnd:sc.queryEnd]...)
	}
	o.fragmentStart = len(b)
	if sc.fragmentEncode {
		b = append(b, '#')
		b = appendPercentEncoded(b, s[sc.queryEnd+1:], FragmentSet)
	} else {
		b = append(b, s[sc.queryEnd:]...)
	}
	if uint64(len(b)) >= maxHrefLen {
		return false
	}
	o.setURL(u, unsafe.String(unsafe.SliceData(b), len(b))) // b is not written again
	return true
}

// skipClass returns the first index from j on where s holds a byte whose
// class in t has a bit of stop, or len(s): the run of bytes a loop of
// parseOnePass takes without looking at them one by one. It reads four
// bytes a step.
func skipClass(s string, j int, t *[256]uint8, stop uint8) int {
	for ; j <= len(s)-4; j += 4 {
		if t[s[j]]&stop != 0 {
			return j
		}
		if t[s[j+1]]&stop != 0 {
			return j + 1
		}
		if t[s[j+2]]&stop != 0 {
			return j + 2
		}
		if t[s[j+3]]&stop != 0 {
			return j + 3
		}
	}
	for ; j < len(s); j++ {
		if t[s[j]]&stop != 0 {
			return j
		}
	}
	return j
}

// isLocalhost reports whether host, an ASCII domain, is "localhost" in any
// case.
func isLocalhost(host string) bool {
	if len(host) != len("localhost") {
		return false
	}
	for i := 0; i < len(host); i++ {
		if lower(host[i]) != "localhost"[i] {
			return false
		}
	}
	return true
}

// Classes of a byte for parseOnePass's loops, as bits.
const (
	opUpper    uint8 = 1 << iota // host: an upper-case letter, lowercased
	opLabelX                     // host: 'x' or 'X', which may start "xn--"
	opEnd                        // ends the component
	opSlash                      // path: ends a segment
	opEncode                     // percent-encoded in this component
	opCheck                      // '%', or a code point that is not a URL unit: copied, but it may signal invalid-URL-unit
	opOther                      // anything else: the fast path leaves the input
	opDotStart                   // path: '.' or '%', which may start a dot segment

	opPlain uint8 = 0 // copied as it is
	// opLabelDot is the host with a callback (classHostStrict): a '.'
	// that ends a label. That table has no path classes, so it takes the
	// bit of opSlash.
	opLabelDot = opSlash
	// opStop are the classes the path, query and fragment loops stop at
	// without report.
	opStop = opEnd | opSlash | opEncode | opOther
)

// The class tables of parseOnePass's components, derived from charTable's
// sets when the package starts.
var onePassClass [9][256]uint8

// The components, as indexes of onePassClass: those of a special URL, then
// those of a URL that is not special where they differ.
const (
	classHost = iota
	classPath
	classQuery
	classFragment
	classOpaqueHost
	classPathNotSpecial
	classQueryNotSpecial
	classOpaquePath
	classHostStrict
)

func init() {
	for b := 0; b < 256; b++ {
		c := byte(b)
		t := charTable[c]
		// Host: what parseASCIIHostInto takes, ends at ':', '/', '?' or
		// '#' ('\' too in a special URL, but the fast path leaves it).
		host := opPlain
		switch {
		case c == ':' || c == '/' || c == '?' || c == '#':
			host = opEnd
		case c == 'X':
			host = opUpper | opLabelX
		case c == 'x':
			host = opLabelX
		case 'A' <= c && c <= 'Z':
			host = opUpper
		case t&bitScanNotDomain != 0:
			host = opOther
		}
		onePassClass[classHost][b] = host
		// The host with a callback: the same, but that '.' ends a label
		// and any other byte that is not an ASCII letter, digit or '-'
		// is left to the state machine, which reports domain-to-ASCII.
		switch {
		case c == '.':
			host = opLabelDot
		case host == opPlain && t&(bitAlpha|bitDigit) == 0 && c != '-':
			host = opOther
		}
		onePassClass[classHostStrict][b] = host
		// Path, query and fragment: printable ASCII and space only; the
		// first steps would change anything else.
		class := func(set uint32) uint8 {
			switch {
			case c < ' ' || c > '~':
				return opOther
			case c == '%' || t&bitURLCodePoint == 0 && t&set == 0:
				return opCheck
			case t&set != 0:
				return opEncode
			}
			return opPlain
		}
		onePassClass[classPath][b] = class(bitPath)
		onePassClass[classQuery][b] = class(bitSpecialQuery)
		onePassClass[classFragment][b] = class(bitFragment)
		switch c {
		case '/':
			onePassClass[classPath][b] = opSlash
		case '?':
			onePassClass[classPath][b] = opEnd
		case '#':
			onePassClass[classPath][b], onePassClass[classQuery][b] = opEnd, opEnd
		case '\\':
			onePassClass[classPath][b] = opOther
		case '.', '%':
			onePassClass[classPath][b] |= opDotStart
		}
		// A URL that is not special: the opaque host, which ends like a
		// special URL's host and holds no forbidden host code point ('@'
		// and '[' among them); its path, where '\' is a code point like
		// any other; its query, of the query percent-encode set; and an
		// opaque path, of the C0 control percent-encode set.
		opaqueHost := class(bitC0Control)
		switch {
		case c == ':' || c == '/' || c == '?' || c == '#':
			opaqueHost = opEnd
		case t&bitForbiddenHost != 0:
			opaqueHost = opOther
		}
		onePassClass[classOpaqueHost][b] = opaqueHost
		onePassClass[classPathNotSpecial][b] = class(bitPath)
		onePassClass[classQueryNotSpecial][b] = class(bitQuery)
		onePassClass[classOpaquePath][b] = class(bitC0Control)
		switch c {
		case '/':
			onePassClass[classPathNotSpecial][b] = opSlash
		case '.', '%':
			onePassClass[classPathNotSpecial][b] |= opDotStart
		case '?':
			onePassClass[classPathNotSpecial][b], onePassClass[classOpaquePath][b] = opEnd, opEnd
		case '#':
			onePassClass[classPathNotSpecial][b], onePassClass[classQueryNotSpecial][b], onePassClass[classOpaquePath][b] = opEnd, opEnd, opEnd
		}
	}
}
