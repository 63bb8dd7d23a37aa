package whatwgurl

// Byte classes of a URL's components, derived from charTable's
// percent-encode sets, for the loops that take a run of bytes at once: the
// one-pass parser's (fastpath.go) and the host parser's ASCII scan
// (host.go).

// skipClass returns the first index from j on where s holds a byte whose
// class in t has a bit of stop, or len(s): the run of bytes a loop of
// the one-pass parser takes without looking at them one by one. It reads four
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

	opPlain uint8 = 0                                    // copied as it is
	opStop        = opEnd | opSlash | opEncode | opOther // where the path, query and fragment loops stop without report
)

// The class tables of a URL's components for the one-pass parsers (the
// host's also for parseASCIIHostInto), derived from charTable's sets when
// the package starts.
var onePassClass [6][256]uint8

// The components, as indexes of onePassClass: those of a special URL, then
// those of a URL that is not special where they differ.
const (
	classHost = iota
	classPath
	classQuery
	classFragment
	classQueryNotSpecial // the query percent-encode set
	classOpaquePath      // the C0 control percent-encode set
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
		onePassClass[classQueryNotSpecial][b] = class(bitQuery)
		onePassClass[classOpaquePath][b] = class(bitC0Control)
		switch c {
		case '#':
			onePassClass[classQueryNotSpecial][b], onePassClass[classOpaquePath][b] = opEnd, opEnd
		case '?':
			onePassClass[classOpaquePath][b] = opEnd
		}
	}
}
