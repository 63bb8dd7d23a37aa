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
//	parseCommon          commonSignalsNoError (validation.go)       TestCommonSignalsNoError
//	cleanSegments        its segments are URL units                 the comparisons above
//	parseASCIIHostInto   asciiHostSignalsNothing (validation.go)    TestASCIIHostSignalsNothing, TestStrictASCIIDomain, FuzzStrictASCIIDomain
//	cleanInput           always: it reports, at offsets in input    TestValidationErrorOffsetsMapped
//	CanParse's dry run   never: CanParse does not report            -
//
// The fast paths and their slow twins:
//
//	fast path                        slow twin                   compared by
//	cleanInput's word-at-a-time scan  its byte loop               TestCleanInputSWAR
//	parseCommon (this file)           the state machine (run)     TestParseCommonTwin, FuzzParseCommon
//	cleanSegments (this file)         pathState                   TestPathFastPath
//	parseASCIIHostInto (host.go)      parseDomainHostInto         TestASCIIHostFastPath, FuzzASCIIHostFastPath
//	domainToASCII's ASCII steps       the UTS #46 route           the WPT host tests
//	CanParse's dry run (builder.dry)  Parse                       TestCanParseDry
//
// The Unicode engines under internal/ keep their own twins (Punycode's RFC
// loop, the reference NFC) beside their tests.

import "strings"

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

// parseCommon is basicParse's fast path for the most common absolute URL: a
// special scheme followed by "//", an authority without credentials whose
// host parseASCIIHostInto takes (or, for file, is empty), an optional port
// of at most five digits without a leading zero (not for file), and a path
// none of whose segments may be a dot segment, none of which has a code
// point to percent-encode or '\', and whose first segment is not a Windows
// drive letter with '|'; then any query and fragment. For such input the
// state machine goes through the scheme, authority (or file host), host,
// port and path states, and each state's work reduces to what is written
// here; a host the host parser fails fails the parse with its error.
// Anything else returns ok false and is left to the state machine. It needs
// no parser value, whose zeroing alone costs a tenth of the time of parsing
// a typical URL. It sets *u when ok. b is a builder of the input after cleanInput; when the
// fast path fails after making a buffer, b.reuse gives it to the state
// machine.
// https://url.spec.whatwg.org/#concept-basic-url-parser
func parseCommon(u *URL, b *builder) (err ValidationError, ok bool) {
	s := b.in
	var o offsets
	// The scheme start and scheme states, then "//" as the special
	// authority slashes state wants it.
	i := 0
	for i < len(s) && charTable[s[i]]&bitSchemeCodePoint != 0 {
		i++
	}
	if i == 0 || !isASCIIAlpha(s[0]) || len(s)-i < 3 || s[i:i+3] != "://" {
		return 0, false
	}
	kind := schemeKindOf(s[:i])
	if kind == schemeNotSpecial {
		return 0, false
	}
	b.writeLower(s[:i])
	b.writeString("://")
	o.schemeEnd = i
	// The authority state (the file host state for file): no '@' and no
	// '[', so the host ends at the authority's first ':' (which file does
	// not allow) or at its end.
	o.usernameEnd = i + 3
	o.hostStart = i + 3
	a := scanAuthority(s, o.hostStart, true)
	if a.lastAt >= 0 || a.brackets || a.firstColon >= 0 && kind == schemeFile {
		return 0, false
	}
	i = a.end
	if a.firstColon >= 0 {
		i = a.firstColon
	}
	o.hostKind = EmptyHost
	if i > o.hostStart {
		o.hostKind, err, ok = parseASCIIHostInto(b, s[o.hostStart:i], noReport)
		if !ok {
			return 0, false
		}
		if err != 0 {
			// The host state gives the host parser the same buffer.
			return err, true
		}
		if kind == schemeFile && o.hostKind == DomainHost && b.view(o.hostStart, b.len()) == "localhost" {
			b.truncate(o.hostStart)
			o.hostKind = EmptyHost
		}
	} else if kind != schemeFile {
		return 0, false
	}
	o.hostEnd = b.len()
	// The port state. Unlike it, the fast path refuses leading zeros and
	// more than five digits, so that the port it writes is the digits as
	// they are; the state machine takes the rest.
	if i < a.end {
		i++ // past ':'
		start := i
		port := 0
		for i < a.end && isASCIIDigit(s[i]) {
			port = port*10 + int(s[i]-'0')
			i++
		}
		digits := s[start:i]
		if i < a.end || len(digits) > 5 || len(digits) > 1 && digits[0] == '0' || port > 65535 {
			return 0, false
		}
		if digits != "" && port != kind.defaultPort() {
			b.writeByte(':')
			b.writeString(digits)
		}
	}
	// The path start and path states.
	o.pathStart = b.len()
	if i < len(s) && s[i] == '/' {
		start := i
		for {
			i++ // past '/'
			if mayBeDotSegment(s, i) {
				return 0, false
			}
			segStart := i
			for i < len(s) && charTable[s[i]]&bitScanPath == 0 {
				i++
			}
			if kind == schemeFile && segStart == start+1 && isUnnormalizedWindowsDriveLetter(s[segStart:i]) {
				return 0, false
			}
			if i == len(s) || s[i] != '/' {
				break
			}
		}
		if i < len(s) && s[i] != '?' && s[i] != '#' {
			return 0, false
		}
		b.writeString(s[start:i])
	} else if i < len(s) && s[i] == '\\' {
		return 0, false
	} else {
		b.writeByte('/') // the path is one empty segment
	}
	// The query and fragment states.
	o.queryStart = b.len()
	if i < len(s) && s[i] == '?' {
		end := len(s)
		if j := strings.IndexByte(s[i:], '#'); j >= 0 {
			end = i + j
		}
		b.writeByte('?')
		b.writeEncoded(s[i+1:end], SpecialQuerySet)
		i = end
	}
	o.fragmentStart = b.len()
	if i < len(s) {
		b.writeByte('#')
		b.writeEncoded(s[i+1:], FragmentSet)
	}
	if uint64(b.len()) >= maxHrefLen {
		return 0, false
	}
	*u = o.url(b.string())
	return 0, true
}
