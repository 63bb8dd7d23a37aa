package whatwgurl

// The one-pass parser: the basic URL parser's fast path for a common
// absolute URL of any scheme, which reads each byte once and either gives
// exactly the URL the first steps and the state machine give, or steps
// aside. twins.go lists it with every other fast path and its slow twin.

import (
	"strings"
	"unsafe"
)

// startsWithDotSegment reports whether s starts with a single-dot or
// double-dot path segment: one that ends at '/', '?', '#' or the end.
func startsWithDotSegment(s string) bool {
	end := 0
	for end < len(s) && end <= len("%2e%2e") && s[end] != '/' && s[end] != '?' && s[end] != '#' {
		end++
	}
	return isSingleDotSegment(s[:end]) || isDoubleDotSegment(s[:end])
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

// cleanSegments is the path state's fast path: it takes at once the run of
// path segments from pointer that the path state would copy unchanged, and
// reports false when there is none. Such segments hold no code point of the
// path percent-encode set (which has '?' and '#') and, in a special URL, no
// '\\'; none starts with '.' or '%' (so none is a single-dot or double-dot
// segment); and the first of a file URL is not a Windows drive letter with
// '|'. pathState, the slow twin, writes '/' and the segment
// for each. It runs only without state override (run calls it only when
// the parse is not plain), and leaves pointer on the '/' before the first
// segment it does not take, or on the '?', '#' or end after the path.
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
		if segStart < len(s) && (s[segStart] == '.' || s[segStart] == '%') {
			break // it may be a single-dot or double-dot segment
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

// parseOnePass is basicParse's fast path for the common absolute URL: a
// scheme, then "//" and an ASCII domain or IPv4 address (an opaque host if
// the scheme is not special) with an optional port, or, if the scheme is
// not special, no host or an opaque path; then a path, query and fragment
// of printable ASCII; read once. It only ever accepts: it reports true
// when it has set *u to exactly the URL that the first steps and the state
// machine, its slow twin, make of s, and false, with *u untouched, for any
// other input, which basicParse leaves to them (TestOnePassTwin,
// TestOnePassWPT, FuzzOnePass). For the input it takes, each state's work
// reduces to what is written here, with the host parser's and the port
// state's own functions; it steps aside wherever a state would do more:
// credentials, a host the ASCII host fast path does not take, an empty
// host but in a file URL or before a port, a port out of range or
// followed by '\\', dot segments, '\\' in the path, a tab, newline or
// non-ASCII byte, a file URL with a port, host "localhost" or a drive
// letter with '|', a space that ends an opaque path before '?' or '#',
// and, with report, any input on which the state machine would signal a
// validation error. The href is the input itself when nothing changes (no
// allocation), else it is written in one.
// https://url.spec.whatwg.org/#concept-basic-url-parser
func parseOnePass(u *URL, s string, report bool) bool {
	return onePass(u, s, report, false)
}

// onePass is parseOnePass; when dry (CanParse, on inputs of at most
// dryParseMaxInput bytes) it only recognizes, writing nothing: it returns
// true as soon as the input is sure to parse. Only the scheme, authority,
// host and port states can fail, so that is once the authority is read,
// or right after the scheme where there is none; it takes every input
// parseOnePass takes, and any path, query and fragment after them
// (checkOnePassTwin: TestOnePassTwin, FuzzOnePass; TestCanParseDry,
// FuzzParse).
func onePass(u *URL, s string, report, dry bool) bool {
	n := len(s)
	if n > 0 && (s[0] <= ' ' || s[n-1] <= ' ') {
		// The first steps' removal of leading and trailing C0 control or
		// space, which signals invalid-URL-unit.
		if report {
			return false
		}
		start, end := trimC0ControlOrSpace(s)
		s, n = s[start:end], end-start
	}
	if n == 0 || uint64(n) >= maxHrefLen || !isASCIIAlpha(s[0]) {
		return false // no scheme, and no base: the state machine fails it
	}
	// The scheme start and scheme states: an ASCII alpha, then ASCII
	// alphanumerics, '+', '-' and '.', then ':'. The bytes ANDed keep 0x20
	// only if none is an upper-case letter: every other one has that bit.
	// The two commonest schemes with "//" are matched at once.
	i, and, kind := 1, s[0], schemeNotSpecial
	switch {
	case n >= len("https://") && s[:len("https://")] == "https://":
		i, kind = len("https"), schemeHTTPS
	case n >= len("http://") && s[:len("http://")] == "http://":
		i, kind = len("http"), schemeHTTP
	default:
		for i < n && charTable[s[i]]&bitSchemeCodePoint != 0 {
			and &= s[i]
			i++
		}
		if i == n || s[i] != ':' {
			return false
		}
		kind = schemeKindOf(s[:i])
	}
	schemeEnd := i
	special := kind != schemeNotSpecial
	changed := and&0x20 == 0 // whether the href differs from the input
	o := offsets{schemeEnd: schemeEnd}
	j := i + 1
	hostStart, hostEnd, lowerHost, portText := j, j, false, ""
	var ipv4 uint32
	var sc onePassScan
	sc.pathStart, sc.pathEnd = j, j
	switch {
	case n-j >= 2 && s[j] == '/' && s[j+1] == '/':
		// The (special) authority slashes, authority and host states:
		// without '@' and '[' the host runs to ':', '/', '?', '#' or the
		// end. Every byte is one the ASCII host fast path takes
		// (parseASCIIHostInto): domain to ASCII only lowercases such a
		// domain, and none is a forbidden host code point or '%', nor in
		// the C0 control percent-encode set, so the opaque-host parser
		// copies such a host.
		hostStart = j + 2
		end, upper, ok := scanASCIIHost(s, hostStart)
		if !ok || end < n && onePassClass[classHost][s[end]] != opEnd {
			return false // '@', '[', '\\', '%', or a byte the host parser must see
		}
		hostEnd = end
		h := s[hostStart:hostEnd]
		o.usernameEnd, o.hostStart, o.hostEnd, o.hostKind = hostStart, hostStart, hostEnd, DomainHost
		switch {
		case h == "":
			// The host state fails an empty special host but where the
			// special authority ignore slashes state skipped '/'; the
			// file host state makes it the empty host.
			if kind != schemeFile && special {
				return false
			}
			o.hostKind = EmptyHost
		case !special:
			if report && !isURLUnits(h) {
				return false // the opaque-host parser's invalid-URL-unit
			}
			o.hostKind = OpaqueHost
		case report && !asciiHostSignalsNothing(h):
			return false // the host parser's validation errors
		case endsInANumber(h):
			// "If asciiDomain ends in a number, return the result of IPv4
			// parsing asciiDomain."
			address, err := parseIPv4(h, noReport)
			if err != 0 {
				return false
			}
			var tmp [len("255.255.255.255")]byte
			o.hostKind, ipv4 = IPv4Host, address
			changed = changed || string(appendIPv4(tmp[:0], address)) != h
		case kind == schemeFile && isLocalhost(h):
			return false // the file host state makes it the empty host
		default:
			lowerHost = upper
		}
		changed = changed || lowerHost
		// The port state: digits, then the authority's end. The file host
		// state reads a ':' as part of the host; an empty host before a
		// port is host-missing.
		j = hostEnd
		if j < n && s[j] == ':' {
			if kind == schemeFile || h == "" {
				return false
			}
			var portChanged bool
			if j, portText, portChanged, ok = onePassPort(s, j, kind); !ok {
				return false
			}
			changed = changed || portChanged
		}
		if dry {
			return true
		}
		// The path start state: a path only from a '/', but a special
		// URL's path is at least one empty segment, written "/".
		sc.pathStart, sc.pathEnd = j, j
		if j < n && s[j] == '/' {
			if !sc.path(s, j, report) {
				return false
			}
			if kind == schemeFile && startsWithUnnormalizedDriveLetterSegment(s[sc.pathStart:sc.pathEnd]) {
				return false // a Windows drive letter with '|'
			}
		} else if special {
			changed = true
		}
	case special:
		return false // the special authority slashes state wants "//"
	case dry && (j == n || s[j] > ' ' && (s[j] != '/' || j+1 == n || s[j+1] > ' ')):
		return true // no "//", even once tabs and newlines go: no authority
	case j < n && s[j] == '/':
		// The path or authority state, then the path state: no host, and
		// the path's first segment is not empty ("//" was the case above).
		if !sc.path(s, j, report) {
			return false
		}
	default:
		// The opaque path state, to '?' or '#': printable ASCII is copied
		// (the C0 control percent-encode set has none of it), but a space
		// before '?' or '#', which becomes "%20".
		o.opaquePath = true
		opaque := &onePassClass[classOpaquePath]
		for ; ; j++ {
			j = skipClass(s, j, opaque, 0xFF)
			if j == n || opaque[s[j]] == opEnd {
				break
			}
			if opaque[s[j]] != opCheck {
				return false // a byte the first steps would change
			}
			sc.unit = sc.unit || s[j] != '%' || !isPercentEncodedByte(s, j)
		}
		if j < n && s[j-1] == ' ' {
			return false
		}
		sc.pathEnd = j
	}
	if dry {
		return true // the path, query and fragment states cannot fail
	}
	query, querySet := &onePassClass[classQueryNotSpecial], QuerySet
	if special {
		query, querySet = &onePassClass[classQuery], SpecialQuerySet
	}
	if !sc.queryAndFragment(s, query, report) {
		return false
	}

	o.pathStart, o.queryStart, o.fragmentStart = sc.pathStart, sc.pathEnd, sc.queryEnd
	if !changed && !sc.encode {
		o.setURL(u, s)
		return true
	}
	// Write the href: the scheme lowercased, ":" or "://", the host
	// (lowercased, or an IPv4 address serialized), the port unless it is
	// null, then the path, query and fragment encoded.
	b := make([]byte, 0, n+16)
	for k := 0; k < schemeEnd; k++ {
		b = append(b, lower(s[k]))
	}
	b = append(b, s[schemeEnd:hostStart]...)
	switch {
	case o.hostKind == IPv4Host:
		b = appendIPv4(b, ipv4)
	case lowerHost:
		for k := hostStart; k < hostEnd; k++ {
			b = append(b, lower(s[k]))
		}
	default:
		b = append(b, s[hostStart:hostEnd]...)
	}
	o.hostEnd = len(b) // an IP address is written in its own length
	if portText != "" {
		b = append(b, ':')
		b = append(b, portText...)
	}
	o.pathStart = len(b)
	if special && sc.pathStart == sc.pathEnd {
		b = append(b, '/')
	}
	return sc.appendTail(u, &o, b, s, querySet)
}

// onePassPort is the port state from s[j], a ':', for a URL of scheme
// kind: ASCII digits, then the authority's end ('/', '?', '#' or the end;
// '\\' goes to the state machine). It returns where the port ends, the
// port serialized ("" when it is null: empty, or the scheme's default
// port), whether the href writes it otherwise than s, and ok false where
// the state machine must decide (port-invalid, port-out-of-range, or an
// '@' that makes it credentials).
// https://url.spec.whatwg.org/#port-state
func onePassPort(s string, j int, kind schemeKind) (end int, text string, changed, ok bool) {
	start := j + 1
	for j = start; j < len(s) && isASCIIDigit(s[j]); j++ {
	}
	if j < len(s) && s[j] != '/' && s[j] != '?' && s[j] != '#' {
		return 0, "", false, false
	}
	buffer := s[start:j]
	if buffer == "" {
		return j, "", true, true // the ':' is not written
	}
	port, text, ok := portNumber(buffer)
	if !ok {
		return 0, "", false, false
	}
	if port == kind.defaultPort() {
		return j, "", true, true
	}
	return j, text, len(text) != len(buffer), true
}

// appendTail appends the path, query and fragment that sc scanned in s to
// b, the href so far, each percent-encoded with its set where sc found a
// byte of it (the query with querySet), sets o's offsets of the query and
// fragment in b, and sets *u to the URL of href b at o. It reports false,
// with *u untouched, when the href would be too long.
func (sc *onePassScan) appendTail(u *URL, o *offsets, b []byte, s string, querySet EncodeSet) bool {
	b = appendEncodedIf(b, s[sc.pathStart:sc.pathEnd], sc.pathEncode, PathSet)
	o.queryStart = len(b)
	b = appendEncodedIf(b, s[sc.pathEnd:sc.queryEnd], sc.queryEncode, querySet)
	o.fragmentStart = len(b)
	b = appendEncodedIf(b, s[sc.queryEnd:], sc.fragmentEncode, FragmentSet)
	if uint64(len(b)) >= maxHrefLen {
		return false
	}
	o.setURL(u, unsafe.String(unsafe.SliceData(b), len(b))) // b is not written again
	return true
}

// appendEncodedIf appends part, a path, or a query or fragment with its
// leading '?' or '#', to b: percent-encoded with set if encode.
func appendEncodedIf(b []byte, part string, encode bool, set EncodeSet) []byte {
	if !encode {
		return append(b, part...)
	}
	if part[0] == '?' || part[0] == '#' {
		b, part = append(b, part[0]), part[1:]
	}
	return appendPercentEncoded(b, part, set)
}

// onePassScan is what the one-pass parser learns of a URL's path, query
// and fragment as they read them: where each ends, which hold a byte to
// percent-encode, and whether one holds a code point that is not a URL
// unit (which the states copy, signalling invalid-URL-unit).
type onePassScan struct {
	pathStart, pathEnd, queryEnd int

	pathEncode, queryEncode, fragmentEncode bool
	encode                                  bool // any of the three
	unit                                    bool
}

// path is the path start and path states from s[j], a '/': bytes of the path percent-encode set are
// encoded, and a dot segment or a byte the first steps would change is
// left to the state machine (false). The path is read in one run, '/'
// included: a dot segment starts with '.' or '%' after a '/', so only
// those bytes need a look. Without report, a code point that is not a URL
// unit is taken like any other.
// https://url.spec.whatwg.org/#path-state
func (sc *onePassScan) path(s string, j int, report bool) bool {
	path := &onePassClass[classPath]
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
// with query, the class table of the URL's query (special or not), and the
// fragment state: bytes of their percent-encode sets are encoded (and are not
// URL units). It reports false for a byte the first steps would change,
// and, with report, for a code point that is not a URL unit anywhere in
// the path, query or fragment (the state machine reports
// invalid-URL-unit).
// https://url.spec.whatwg.org/#query-state
// https://url.spec.whatwg.org/#fragment-state
func (sc *onePassScan) queryAndFragment(s string, query *[256]uint8, report bool) bool {
	fragment := &onePassClass[classFragment]
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
