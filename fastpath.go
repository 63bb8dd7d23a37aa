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
//	                     URL unit, and a host that the host
//	                     parser's asciiHostSignalsNothing takes
//	parseOnePassNotSpecial  report set: no code point that is not   TestOnePassReportSignalsNothing
//	                     a URL unit, the opaque host's included
//	cleanSegments        its segments are URL units                 the comparisons above
//	parseASCIIHostInto   asciiHostSignalsNothing (validation.go)    TestASCIIHostSignalsNothing, TestStrictASCIIDomain, FuzzStrictASCIIDomain
//	cleanInput           always: it reports, at offsets in input    TestValidationErrorOffsetsMapped
//	CanParse's dry run   never: CanParse does not report            -
//	setters' splices     never: a setter with a callback runs the   -
//	resolveQueryOrFragment never: a parse with a callback runs the  -
//	                     state machine
//	(setters_fast.go)    basic URL parser
//
// The fast paths and their slow twins:
//
//	fast path                        slow twin                   compared by
//	cleanInput's word-at-a-time scan  its byte loop               TestCleanInputSWAR
//	parseOnePass (this file)          the first steps and the     TestOnePassTwin, TestOnePassWPT,
//	                                  state machine               FuzzOnePass
//	parseOnePassNotSpecial (this      the first steps and the     TestOnePassTwin, TestOnePassWPT,
//	file; parseOnePass calls it)      state machine               FuzzOnePass
//	cleanSegments (this file)         pathState                   TestPathFastPath
//	parseASCIIHostInto (host.go)      parseDomainHostInto         TestASCIIHostFastPath, FuzzASCIIHostFastPath
//	domainToASCII's ASCII steps       the UTS #46 route           the WPT host tests
//	CanParse's dry run (builder.dry)  Parse                       TestCanParseDry
//	CanParse's one-pass recognizer    Parse                       TestCanParseDry
//	(onePass with dry)
//	resolveQueryOrFragment            the no scheme, relative     TestResolveQueryOrFragmentTwin,
//	(setters_fast.go): "?q", "#f"     and file states             FuzzResolveQueryOrFragment
//	against a base
//	the setters' splices              each setter's own steps     TestSetterFastPathsTwin*,
//	(setters_fast.go)                 (a parser with a state      FuzzSetterFastPaths
//	                                  override, serialize)
//
// The Unicode engines under internal/ keep their own twins (Punycode's RFC
// loop, the reference NFC) beside their tests.

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

// parseOnePass is basicParse's fast path for the most common absolute URL:
// a special scheme, "//", an ASCII domain or IPv4 address, an optional
// port, and a path, query and fragment of printable ASCII, read once; a
// scheme that is not special goes to parseOnePassNotSpecial. It
// only ever accepts: it reports true when it has set *u to exactly the URL
// that the first steps and the state machine, its slow twin, make of s,
// and false, with *u untouched, for any other input, which basicParse
// leaves to them (TestOnePassTwin, TestOnePassWPT, FuzzOnePass). For the
// input it takes, each state's work reduces to what is written here, with
// the host parser's and the port state's own functions; it steps aside
// wherever a state would do more: credentials, a host the ASCII host fast
// path does not take, an empty host but in a file URL, a port out of
// range or followed by '\\', dot segments, '\\' in the path, a tab,
// newline or non-ASCII byte, a file URL with a port, host "localhost" or
// a drive letter with '|', and, with report, any input on which the state
// machine would signal a validation error. The href is the input itself
// when nothing changes (no allocation), else it is written in one.
// https://url.spec.whatwg.org/#concept-basic-url-parser
func parseOnePass(u *URL, s string, report bool) bool {
	return onePass(u, s, report, false)
}

// onePass is parseOnePass; when dry (CanParse, inputs of at most
// dryParseMaxInput bytes) it only recognizes: it returns true where
// parseOnePass would take the input, without writing the href or u.
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
	if n < len("ws://h") || uint64(n) >= maxHrefLen {
		return n > 0 && uint64(n) < maxHrefLen && parseOnePassNotSpecial(u, s, report, dry)
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
		return parseOnePassNotSpecial(u, s, report, dry)
	}
	// The special authority slashes state wants "//".
	if n-i < 3 || s[i+1] != '/' || s[i+2] != '/' {
		return false
	}
	schemeEnd := i
	// The letters ANDed keep 0x20 only if none is an upper-case letter.
	and := byte(0xFF)
	for k := 0; k < schemeEnd; k++ {
		and &= s[k]
	}
	changed := and&0x20 == 0 // whether the href differs from the input

	// The authority and host states: without '@' and '[' the host runs to
	// ':', '/', '?', '#' or the end. Every byte is one the ASCII host fast
	// path takes (parseASCIIHostInto): domain to ASCII only lowercases
	// such a domain.
	hostStart := i + 3
	j, upper, ok := scanASCIIHost(s, hostStart)
	if !ok || j < n && onePassClass[classHost][s[j]] != opEnd {
		return false // '@', '[', '\\', '%', or a byte the host parser must see
	}
	hostEnd := j
	h := s[hostStart:hostEnd]
	hostKind := DomainHost
	var ipv4 uint32
	switch {
	case h == "":
		// The host state fails an empty host but where the special
		// authority ignore slashes state skipped '/'; the file host state
		// makes it the empty host.
		if kind != schemeFile {
			return false
		}
		hostKind = EmptyHost
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
		hostKind, ipv4 = IPv4Host, address
		changed = changed || string(appendIPv4(tmp[:0], address)) != h
	case kind == schemeFile && isLocalhost(h):
		return false // the file host state makes it the empty host
	}
	changed = changed || upper

	// The port state: digits, then the authority's end; the port is null
	// when it is the scheme's default port. The file host state reads a
	// ':' as part of the host.
	portText := ""
	if j < n && s[j] == ':' {
		if kind == schemeFile {
			return false
		}
		var portChanged, ok bool
		if j, portText, portChanged, ok = onePassPort(s, j, kind); !ok {
			return false
		}
		changed = changed || portChanged
	}

	// The path start and path states (see onePassScan.path); a first
	// segment that is a Windows drive letter with '|' in a file URL goes to
	// the state machine. Then the query and fragment states.
	var sc onePassScan
	sc.pathStart = j
	if j == n || s[j] == '?' || s[j] == '#' {
		changed = true // the path is one empty segment, written "/"
		sc.pathEnd = j
	} else if s[j] != '/' || !sc.path(s, j, report) {
		return false
	} else if kind == schemeFile && startsWithUnnormalizedDriveLetterSegment(s[sc.pathStart:sc.pathEnd]) {
		return false
	}
	if !sc.queryAndFragment(s, &onePassClass[classQuery], report) {
		return false
	}
	if dry {
		// Every check is behind: what is left writes the href, whose
		// length limit an input of dryParseMaxInput bytes cannot reach.
		return true
	}

	o := offsets{schemeEnd: schemeEnd, usernameEnd: hostStart, hostStart: hostStart, hostEnd: hostEnd,
		pathStart: sc.pathStart, queryStart: sc.pathEnd, fragmentStart: sc.queryEnd, hostKind: hostKind}
	if !changed && !sc.encode {
		o.setURL(u, s)
		return true
	}

	// Write the href: the scheme and host lowercased, the port unless it
	// is null, the path ("/" if empty), query and fragment encoded.
	b := hrefWithScheme(s, schemeEnd)
	b = append(b, "://"...)
	switch {
	case hostKind == IPv4Host:
		b = appendIPv4(b, ipv4)
	case upper:
		for k := hostStart; k < hostEnd; k++ {
			b = append(b, lower(s[k]))
		}
	default:
		b = append(b, h...)
	}
	o.hostEnd = len(b) // an IP address is written in its own length
	if portText != "" {
		b = append(b, ':')
		b = append(b, portText...)
	}
	o.pathStart = len(b)
	if sc.pathStart == sc.pathEnd {
		b = append(b, '/')
	}
	return sc.appendTail(u, &o, b, s, SpecialQuerySet)
}

// parseOnePassNotSpecial is parseOnePass for a scheme that is not
// special, in the three common shapes: "scheme://host[:port][/path]", with
// an opaque host; "scheme:/path", with no host; and "scheme:opaque-path";
// each with a query and a fragment. It too only accepts: it reports true
// when it has set *u to exactly the URL the state machine makes of s (s
// with no leading or trailing C0 control or space), and false, with *u
// untouched, for any other input. For the input it takes, the scheme,
// path or authority, authority, host, port, path start, path, opaque path,
// query and fragment states change nothing but what is written here: the
// scheme lowercased, the port's leading zeros and an empty port dropped,
// and the bytes of the path (query, fragment) percent-encode set encoded.
// It steps aside wherever a state would do more or could fail:
// credentials, a host byte the ASCII host scan stops at ('%', '[', '\',
// a forbidden host code point, a tab, newline or non-ASCII byte), a label
// that starts with "xn--", an empty host before a port, a port out of
// range or followed by another byte, dot segments, '\' in a path, a space
// that ends an opaque path before '?' or '#', and, with report, any input
// on which the state machine would signal a validation error.
// https://url.spec.whatwg.org/#concept-basic-url-parser
func parseOnePassNotSpecial(u *URL, s string, report, dry bool) bool {
	n := len(s)
	// The scheme start and scheme states: an ASCII alpha, then ASCII
	// alphanumerics, '+', '-' and '.', then ':'. The bytes ANDed keep 0x20
	// only if none is an upper-case letter: every other one has that bit.
	if !isASCIIAlpha(s[0]) {
		return false // no scheme, and no base: the state machine fails it
	}
	i, and := 1, s[0]
	for i < n && charTable[s[i]]&bitSchemeCodePoint != 0 {
		and &= s[i]
		i++
	}
	if i == n || s[i] != ':' || schemeKindOf(s[:i]) != schemeNotSpecial {
		return false
	}
	schemeEnd := i
	changed := and&0x20 == 0 // whether the href differs from the input
	o := offsets{schemeEnd: schemeEnd}
	j := i + 1
	portStart, portText := j, "" // where the port's ':' is, and the port serialized
	var sc onePassScan
	switch {
	case n-j >= 2 && s[j] == '/' && s[j+1] == '/':
		// The path or authority, authority and host states: without '@'
		// the host runs to ':', '/', '?', '#' or the end. The opaque-host
		// parser copies a host of the bytes scanASCIIHost takes: none is
		// a forbidden host code point or '%', nor in the C0 control
		// percent-encode set. Its case is kept.
		hostStart := j + 2
		end, _, ok := scanASCIIHost(s, hostStart)
		if !ok || end < n && onePassClass[classHost][s[end]] != opEnd {
			return false
		}
		if report && !isURLUnits(s[hostStart:end]) {
			return false // the opaque-host parser's invalid-URL-unit
		}
		o.hostKind = OpaqueHost
		if end == hostStart {
			o.hostKind = EmptyHost
		}
		o.usernameEnd, o.hostStart, o.hostEnd = hostStart, hostStart, end
		// The port state: digits, then the authority's end. The scheme
		// has no default port, so the port is null only when empty.
		j, portStart = end, end
		if j < n && s[j] == ':' {
			if end == hostStart {
				return false // host-missing
			}
			var portChanged bool
			if j, portText, portChanged, ok = onePassPort(s, j, schemeNotSpecial); !ok {
				return false
			}
			changed = changed || portChanged
		}
		// The path start state: a path only from a '/'.
		sc.pathStart, sc.pathEnd = j, j
		if j < n && s[j] == '/' && !sc.path(s, j, report) {
			return false
		}
	case j < n && s[j] == '/':
		// The path or authority state, then the path state: no host, and
		// the path's first segment is not empty ("//" was the case above).
		sc.pathStart = j
		if !sc.path(s, j, report) {
			return false
		}
	default:
		// The opaque path state, to '?' or '#': printable ASCII is copied
		// (the C0 control percent-encode set has none of it), but a space
		// before '?' or '#', which becomes "%20".
		o.opaquePath = true
		sc.pathStart = j
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
	if !sc.queryAndFragment(s, &onePassClass[classQueryNotSpecial], report) {
		return false
	}
	if dry {
		return true // as in onePass: every check is behind
	}

	o.pathStart, o.queryStart, o.fragmentStart = sc.pathStart, sc.pathEnd, sc.queryEnd
	if !changed && !sc.encode {
		o.setURL(u, s)
		return true
	}
	// Write the href: the scheme lowercased, what follows it to the port
	// as it is, the port unless it is null, then the path, query and
	// fragment encoded.
	b := hrefWithScheme(s, schemeEnd)
	b = append(b, s[schemeEnd:portStart]...)
	if portText != "" {
		b = append(b, ':')
		b = append(b, portText...)
	}
	o.pathStart = len(b)
	return sc.appendTail(u, &o, b, s, QuerySet)
}

// hrefWithScheme starts the href a one-pass parser writes for s: a buffer
// with room for s and some percent-encoding, holding the scheme,
// s[:schemeEnd], lowercased.
func hrefWithScheme(s string, schemeEnd int) []byte {
	b := make([]byte, 0, len(s)+16)
	for k := 0; k < schemeEnd; k++ {
		b = append(b, lower(s[k]))
	}
	return b
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
