package whatwgurl

// The basic URL parser's fast paths for a reference resolved against a
// base: a crawler's links ("/a/b?c", "../x", "?q", "#f", "//host/p")
// against the page's URL. The base is a URL this package parsed, so its
// href is its serialization: its scheme, credentials, host and port, and
// path where the standard copies them, are taken from the href as they
// are, never parsed again. The result is written in one allocation of its
// exact size (none for the empty reference).
//
// twins.go lists it with its slow twin and the tests that compare them.
//
// The twin tests compare the URL, the error and every validation error
// reported (callback, offset, order) with a parse that takes no fast path
// (parseOptions.plain), and CanParse's dry run with its plain twin.

import (
	"strings"
	"unsafe"
)

// resolveFast is the basic URL parser's fast path for a reference input
// resolved against o.base. It reports true when it has set *u to exactly
// the URL that the first steps and the state machine make of input
// against the base, and false, with *u untouched, for any other input,
// which basicParse leaves to them. On a dry parse (CanParse) it only
// recognizes. It takes, after the first steps' removal of leading and
// trailing C0 control or space (a callback makes it step aside there):
//
//   - the empty reference and a query-only or fragment-only one against a
//     base whose path is not opaque (resolveQueryOrFragment);
//   - a scheme-relative reference ("//host/p") against a base whose path
//     is not opaque (resolveSchemeRelative), but on a dry parse, which
//     the state machine's dry run answers without allocating;
//   - a path-absolute ("/a/b?c") or path-relative ("x", "../x", "./x")
//     reference against a special base other than file (resolvePath).
//
// It steps aside on anything else: a reference that starts with a scheme
// or '\', an opaque-path base, a tab, newline or other C0 control,
// non-ASCII, '\' in a path, and what each of the three steps aside on.
// https://url.spec.whatwg.org/#concept-basic-url-parser
func resolveFast(u *URL, input string, o *parseOptions) bool {
	base := &o.base
	if base.href == "" || base.opaquePath || o.encoding != nil || uint64(len(input)) >= maxHrefLen {
		return false
	}
	report := o.onError != nil
	ref := input
	if n := len(ref); n > 0 && (ref[0] <= ' ' || ref[n-1] <= ' ') {
		// The first steps' removal of leading and trailing C0 control or
		// space, which signals invalid-URL-unit.
		if report {
			return false
		}
		start, end := trimC0ControlOrSpace(ref)
		ref = ref[start:end]
	}
	if ref == "" {
		// The no scheme state goes to the relative state (the file state
		// for a file base), which at the end of the input copies the
		// base's authority (host), path and query: the base without its
		// fragment, whose href is a prefix of the base's.
		// https://url.spec.whatwg.org/#relative-state
		// https://url.spec.whatwg.org/#file-state
		if !o.dry {
			*u = base.WithoutFragment()
		}
		return true
	}
	switch c := ref[0]; {
	case c == '?' || c == '#':
		return resolveQueryOrFragment(u, ref, base, report, o.dry)
	case c == '/' && len(ref) > 1 && ref[1] == '/':
		return !o.dry && resolveSchemeRelative(u, ref, base, report)
	case c == '\\' || c == '/' && len(ref) > 1 && ref[1] == '\\':
		return false // the relative and relative slash states read '\' as '/' in a special URL
	case c != '/' && startsWithScheme(ref):
		return false // an absolute URL, which the one-pass parser stepped aside on
	}
	switch schemeKindOf(base.Scheme()) {
	case schemeNotSpecial, schemeFile:
		return false
	}
	return resolvePath(u, ref, base, report, o.dry)
}

// startsWithScheme reports whether the scheme start and scheme states
// read a scheme at the start of s: an ASCII alpha, ASCII alphanumerics,
// '+', '-' or '.', then ':'. s has no tab or newline before that ':', or
// the caller steps aside on it later.
// https://url.spec.whatwg.org/#scheme-state
func startsWithScheme(s string) bool {
	if !isASCIIAlpha(s[0]) {
		return false
	}
	i := 1
	for i < len(s) && charTable[s[i]]&bitSchemeCodePoint != 0 {
		i++
	}
	return i < len(s) && s[i] == ':'
}

// resolveQueryOrFragment is resolveFast for a query-only ("?q") or
// fragment-only ("#f") reference, when the query or fragment state would
// copy it unchanged (no code point of its percent-encode set, so no C0
// control, space, tab or newline) and, with report, it is URL units. The
// no scheme state goes to the relative or file state, which copy
// everything of the base before its query (for '?') or before its
// fragment (for '#'); so the result is the base's href up to there and the
// reference.
// https://url.spec.whatwg.org/#no-scheme-state
// https://url.spec.whatwg.org/#relative-state
// https://url.spec.whatwg.org/#file-state
func resolveQueryOrFragment(u *URL, ref string, base *URL, report, dry bool) bool {
	var cut uint32
	switch ref[0] {
	case '#':
		if !encodesNothing(ref[1:], FragmentSet) {
			return false
		}
		cut = base.fragmentStart
	case '?':
		set := QuerySet
		if base.IsSpecial() {
			set = SpecialQuerySet
		}
		if !encodesNothing(ref[1:], set) {
			return false
		}
		cut = base.queryStart
	default:
		return false
	}
	if report && !isURLUnits(ref[1:]) {
		return false // the query or fragment state's invalid-URL-unit
	}
	if dry {
		return true
	}
	href, ok := spliceHref(base.href, int(cut), len(base.href), ref, "", "")
	if !ok {
		return false
	}
	*u = *base
	u.href = href
	if ref[0] == '?' {
		u.fragmentStart = cut + uint32(len(ref))
	}
	return true
}

// resolveSchemeRelative is resolveFast for a reference that starts with
// "//". The no scheme state goes to the relative state (file state), which
// sets the scheme to the base's and, on "//", goes through the relative
// slash state (file slash state) to the special authority ignore slashes
// state, or the authority state for a scheme that is not special (file
// host state): the states an absolute URL of the base's scheme reaches
// after the scheme and "//", where no other step of either looked at the
// base. So the result is what the one-pass parser makes of the base's
// scheme, ':' and ref, which is written into a buffer of their exact
// length: the one-pass parser keeps it as the href when nothing changes,
// and steps aside where the state machine must decide.
// https://url.spec.whatwg.org/#relative-slash-state
// https://url.spec.whatwg.org/#file-slash-state
func resolveSchemeRelative(u *URL, ref string, base *URL, report bool) bool {
	scheme := base.href[:base.schemeEnd+1] // with its ':'
	n := len(scheme) + len(ref)
	if uint64(n) >= maxHrefLen {
		return false
	}
	b := make([]byte, n)
	copy(b[copy(b, scheme):], ref)
	return onePass(u, unsafe.String(unsafe.SliceData(b), n), report, false)
}

// resolveMaxSegments bounds the reference's path segments that
// resolvePath keeps track of; a longer path steps aside.
const resolveMaxSegments = 24

// resolvePath is resolveFast for a path-absolute ("/a/b?c") or
// path-relative ("x", "../x", "./x") reference against a special base
// other than file. The no scheme state goes to the relative state, which
// sets the scheme to the base's and then:
//
//   - on '/', goes to the relative slash state, which on a code point
//     other than '/' and '\' copies the base's credentials, host and port
//     and starts the path state after the '/', with an empty path;
//   - on anything else, copies the base's credentials, host, port and
//     path, shortens the path (removes its last segment: a special URL's
//     path has at least one) and starts the path state at the reference's
//     first code point.
//
// The base's href up to its path start is those components serialized,
// and the base's path without its last segment is its serialized path up
// to its last '/'. The path state then takes each segment of the
// reference up to '/', '?', '#' or the end: a double-dot segment shortens
// the path, a single-dot one adds nothing, and either adds an empty
// segment when it is the last; any other segment is appended,
// percent-encoded with the path percent-encode set. Then the query and
// fragment states, as in the one-pass parser. resolvePath keeps the
// segments appended as positions in ref and writes the href once they are
// known. It steps aside on a byte the first steps would change or the
// path state would read otherwise (a tab, newline or other C0 control,
// non-ASCII, '\'), on more than resolveMaxSegments segments kept, and,
// with report, on a code point that is not a URL unit.
// https://url.spec.whatwg.org/#relative-state
// https://url.spec.whatwg.org/#relative-slash-state
// https://url.spec.whatwg.org/#path-state
// https://url.spec.whatwg.org/#shorten-a-urls-path
func resolvePath(u *URL, ref string, base *URL, report, dry bool) bool {
	pathStart := int(base.pathStart)
	keep := pathStart // the href of the result starts with base.href[:keep]
	i := 0
	if ref[0] == '/' {
		i = 1
	} else {
		keep += strings.LastIndexByte(base.href[pathStart:base.queryStart], '/')
	}
	path := &onePassClass[classPath]
	stop := opStop
	if report {
		stop |= opCheck
	}
	var segs [resolveMaxSegments][2]uint32 // the segments appended: ref[start:end]
	top, encode := 0, false
	for {
		start := i
		for ; ; i++ {
			i = skipClass(ref, i, path, stop)
			if i == len(ref) {
				break
			}
			c := path[ref[i]]
			if c&(opSlash|opEnd) != 0 {
				break
			}
			switch {
			case c&opEncode != 0 && !report:
				encode = true
			case c&opCheck != 0 && ref[i] == '%' && isPercentEncodedByte(ref, i):
			default:
				// '\', a byte the first steps would change, or with
				// report a code point that is not a URL unit (every one
				// the path percent-encode set has is not).
				return false
			}
		}
		seg := ref[start:i]
		last := i == len(ref) || ref[i] != '/'
		appendSeg := true
		if double := isDoubleDotSegment(seg); double || isSingleDotSegment(seg) {
			if double {
				// Shorten the path: its last segment is the reference's
				// last one kept, or else the base's.
				if top > 0 {
					top--
				} else if keep > pathStart {
					keep = pathStart + strings.LastIndexByte(base.href[pathStart:keep], '/')
				}
			}
			appendSeg, start = last, i // the empty segment, when it is the last
		}
		if appendSeg {
			if top == len(segs) {
				return false
			}
			segs[top] = [2]uint32{uint32(start), uint32(i)}
			top++
		}
		if last {
			break
		}
		i++
	}
	sc := onePassScan{pathEnd: i}
	if !sc.queryAndFragment(ref, &onePassClass[classQuery], report) {
		return false
	}
	if dry {
		return true
	}
	n := keep + len(ref) - sc.pathEnd // the query and fragment as in ref
	for _, s := range segs[:top] {
		n += 1 + int(s[1]-s[0])
		if encode {
			n += 2 * countInSet(ref[s[0]:s[1]], PathSet)
		}
	}
	if sc.queryEncode {
		n += 2 * countInSet(ref[sc.pathEnd+1:sc.queryEnd], SpecialQuerySet)
	}
	if sc.fragmentEncode {
		n += 2 * countInSet(ref[sc.queryEnd+1:], FragmentSet)
	}
	if uint64(n) >= maxHrefLen {
		return false
	}
	b := make([]byte, 0, n)
	b = append(b, base.href[:keep]...)
	for _, s := range segs[:top] {
		b = append(b, '/')
		if encode {
			b = appendPercentEncoded(b, ref[s[0]:s[1]], PathSet)
		} else {
			b = append(b, ref[s[0]:s[1]]...)
		}
	}
	queryStart := len(b)
	b = appendEncodedIf(b, ref[sc.pathEnd:sc.queryEnd], sc.queryEncode, SpecialQuerySet)
	fragmentStart := len(b)
	b = appendEncodedIf(b, ref[sc.queryEnd:], sc.fragmentEncode, FragmentSet)
	u.href = unsafe.String(unsafe.SliceData(b), len(b)) // b is not written again
	u.schemeEnd = base.schemeEnd
	u.usernameEnd = base.usernameEnd
	u.hostStart = base.hostStart
	u.hostEnd = base.hostEnd
	u.pathStart = base.pathStart
	u.queryStart = uint32(queryStart)
	u.fragmentStart = uint32(fragmentStart)
	u.hostKind = base.hostKind
	u.opaquePath = false
	return true
}

// countInSet returns the number of bytes of s in set.
func countInSet(s string, set EncodeSet) int {
	n := 0
	for i := 0; i < len(s); i++ {
		if inSet(s[i], set) {
			n++
		}
	}
	return n
}
