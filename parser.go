package whatwgurl

import (
	"strings"
	"unicode/utf8"
	"unsafe"

	"golang.org/x/text/encoding"
)

// eof is the spec's EOF code point, c when pointer is past the input.
const eof = -1

// state is a state of the basic URL parser.
// https://url.spec.whatwg.org/#basic-url-parser
type state uint8

const (
	noOverride state = iota
	stateSchemeStart
	stateScheme
	stateNoScheme
	stateSpecialRelativeOrAuthority
	statePathOrAuthority
	stateRelative
	stateRelativeSlash
	stateSpecialAuthoritySlashes
	stateSpecialAuthorityIgnoreSlashes
	stateAuthority
	stateHost
	stateHostname
	statePort
	stateFile
	stateFileSlash
	stateFileHost
	statePathStart
	statePath
	stateOpaquePath
	stateQuery
	stateFragment
)

// schemeKind tells the special schemes apart; the parser asks only whether
// a scheme is special, which one, and its default port.
// https://url.spec.whatwg.org/#special-scheme
type schemeKind uint8

const (
	schemeNotSpecial schemeKind = iota
	schemeFTP
	schemeFile
	schemeHTTP
	schemeHTTPS
	schemeWS
	schemeWSS
)

// schemeKindOf returns the kind of scheme, compared ASCII
// case-insensitively: unlike strings.EqualFold it does not take "ſ" for
// "s".
func schemeKindOf(scheme string) schemeKind {
	var buf [len("https")]byte
	if len(scheme) > len(buf) {
		return schemeNotSpecial
	}
	for i := 0; i < len(scheme); i++ {
		buf[i] = lower(scheme[i])
	}
	// A conversion in a switch does not copy.
	switch string(buf[:len(scheme)]) {
	case "http":
		return schemeHTTP
	case "https":
		return schemeHTTPS
	case "file":
		return schemeFile
	case "ws":
		return schemeWS
	case "wss":
		return schemeWSS
	case "ftp":
		return schemeFTP
	}
	return schemeNotSpecial
}

// defaultPort returns the scheme's default port, or -1 (null).
// https://url.spec.whatwg.org/#default-port
func (k schemeKind) defaultPort() int {
	switch k {
	case schemeFTP:
		return 21
	case schemeHTTP, schemeWS:
		return 80
	case schemeHTTPS, schemeWSS:
		return 443
	}
	return -1
}

// Internal failures that are not validation errors of the standard.
const (
	// errIgnored: a state-override parse returned without changing the
	// URL, or failed where the standard names no validation error.
	errIgnored ValidationError = 0xFF
	// errTooLong: the href would not fit the offsets or MaxLength.
	errTooLong ValidationError = 0xFE
)

// parser holds the basic URL parser's variables and the URL record being
// built. The record lives in out, in serialization order, with offsets.
// https://url.spec.whatwg.org/#concept-basic-url-parser
type parser struct {
	input    string
	pointer  int
	base     URL // the zero URL: null
	override state
	url      URL // with a state override: the URL the setter changes
	out      builder
	onError  func(ValidationError, int)
	// encoding is the output encoding for a special URL's query; nil is
	// UTF-8.
	encoding encoding.Encoding

	// The URL record, as offsets into out; -1 where not yet written.
	scheme      schemeKind
	schemeEnd   int
	hasHost     bool // host is non-null
	usernameEnd int
	hostStart   int
	hostEnd     int
	hostKind    HostKind
	port        int    // -1: null
	portText    string // the port in decimal, "" for null
	portDone    bool   // the port state set the port
	// authorityEnd is where the authority state found the authority to
	// end, for the host state; 0 before it ran.
	authorityEnd int
	// hostColon is the first ':' of the host and port the authority state
	// found, -1 for none, -2 when the host may be an IPv6 address.
	hostColon  int
	pathStart  int
	segments   int // the number of path segments written
	opaquePath bool
	queryStart int
	fragStart  int
}

func (p *parser) init(input string, spare []byte, base URL) {
	p.input = input
	p.base = base
	p.out = newBuilder(input, spare)
	if !base.IsZero() {
		p.out.extra = len(base.href)
	}
	p.schemeEnd, p.usernameEnd, p.hostStart, p.hostEnd = -1, -1, -1, -1
	p.port, p.pathStart, p.queryStart, p.fragStart = -1, -1, -1, -1
}

// report records a validation error that does not stop the parser.
func (p *parser) report(e ValidationError) {
	if p.onError != nil {
		p.onError(e, p.pointer)
	}
}

// reporter returns a reporter for the algorithms the parser calls, which
// report at the current pointer.
func (p *parser) reporter() reporter {
	return reporter{fn: p.onError, pos: p.pointer}
}

// cleanInput removes leading and trailing C0 control or space (unless trim
// is false, as for setters) and every ASCII tab or newline, then makes the
// input a scalar value string. Input that needs neither is returned as is.
// Otherwise the cleaned copy comes with spare, an empty slice of the same
// allocation with room for len(cleaned)+extra+16 bytes of output, which a
// builder takes as its buffer: parsing such input costs one allocation in
// all, and the href keeps the cleaned input (no longer than the input)
// alive with it.
// https://url.spec.whatwg.org/#concept-basic-url-parser (first steps)
func cleanInput(input string, trim bool, rep reporter, extra int) (cleaned string, spare []byte) {
	if trim {
		start, end := 0, len(input)
		for start < end && input[start] <= ' ' {
			start++
		}
		for end > start && input[end-1] <= ' ' {
			end--
		}
		if start != 0 || end != len(input) {
			rep.report(InvalidURLUnit)
			input = input[start:end]
		}
	}
	// Printable ASCII, the common case, has no tab or newline and is valid
	// UTF-8: one scan replaces the two below.
	i := 0
	// Eight bytes at a time: the top bit of a byte of (w-0x20..)&^w is set
	// only if some byte of w is below ' ' (when all are ASCII), and that of
	// w itself when the byte is not ASCII; either sends the word to the
	// byte loop.
	for ; len(input)-i >= 8; i += 8 {
		s := input[i : i+8]
		w := uint64(s[0]) | uint64(s[1])<<8 | uint64(s[2])<<16 | uint64(s[3])<<24 |
			uint64(s[4])<<32 | uint64(s[5])<<40 | uint64(s[6])<<48 | uint64(s[7])<<56
		if ((w-0x2020202020202020)&^w|w)&0x8080808080808080 != 0 {
			break
		}
	}
	for i < len(input) && ' ' <= input[i] && input[i] < utf8.RuneSelf {
		i++
	}
	if i == len(input) {
		return input, nil
	}
	tabs := strings.ContainsAny(input[i:], "\t\n\r")
	valid := utf8.ValidString(input[i:])
	if !tabs && valid {
		return input, nil
	}
	if tabs {
		rep.report(InvalidURLUnit)
	}
	var buf []byte
	if valid {
		// Only tabs and newlines to drop, the common case of the two.
		n := len(input) - strings.Count(input, "\t") - strings.Count(input, "\n") - strings.Count(input, "\r")
		buf = make([]byte, 0, n+n+extra+16)
		for i := 0; i < len(input); i++ {
			if c := input[i]; c != '\t' && c != '\n' && c != '\r' {
				buf = append(buf, c)
			}
		}
	} else {
		n := scalarValuesLen(input, tabs)
		buf = make([]byte, 0, n+n+extra+16)
		buf = appendScalarValues(buf, input, tabs)
	}
	return unsafe.String(unsafe.SliceData(buf), len(buf)), buf[len(buf):]
}

// c returns the code unit at pointer, or eof. The parser walks bytes: every
// decision of the state machine is about an ASCII code point, and a byte of
// a multi-byte UTF-8 sequence is never ASCII, so a non-ASCII code point
// takes the same path as each of its bytes.
func (p *parser) c() int {
	if p.pointer >= 0 && p.pointer < len(p.input) {
		return int(p.input[p.pointer])
	}
	return eof
}

// remainingStartsWith reports whether the input after pointer starts with s.
func (p *parser) remainingStartsWith(s string) bool {
	return p.pointer+1 <= len(p.input) && strings.HasPrefix(p.input[p.pointer+1:], s)
}

func (p *parser) isSpecial() bool { return p.scheme != schemeNotSpecial }

// isPathEnd reports whether c ends a path segment, a host or a port in the
// current URL: '/', '?', '#', or '\' when the URL is special.
func (p *parser) isAuthorityEnd(c byte) bool {
	return c == '/' || c == '?' || c == '#' || c == '\\' && p.isSpecial()
}

// run runs the state machine from state and returns 0 or the validation
// error (or errIgnored) that made it fail or stop.
// https://url.spec.whatwg.org/#concept-basic-url-parser
func (p *parser) run(state state) ValidationError {
	for p.pointer = 0; ; p.pointer++ {
		if p.out.dry && state >= statePathStart {
			// CanParse stops here: no state from the path start state
			// on fails (they are the last states), and the caller made
			// sure that the href cannot be too long.
			return 0
		}
		c := p.c()
		switch state {
		case stateSchemeStart: // https://url.spec.whatwg.org/#scheme-start-state
			if c != eof && isASCIIAlpha(byte(c)) {
				p.out.writeByte(lower(byte(c)))
				state = stateScheme
			} else if p.override == noOverride {
				state = stateNoScheme
				p.pointer--
			} else {
				return errIgnored
			}

		case stateScheme: // https://url.spec.whatwg.org/#scheme-state
			// Takes the run of scheme code points at once: each one only
			// appends its lower case to buffer.
			end := p.pointer
			for end < len(p.input) && charTable[p.input[end]]&bitSchemeCodePoint != 0 {
				end++
			}
			p.out.writeLower(p.input[p.pointer:end])
			p.pointer = end
			c = p.c()
			if c == ':' || c == eof && p.override == stateSchemeStart {
				// The protocol setter parses its value followed by ':';
				// reading the end of the value as that ':' saves building
				// the string.
				// The buffer is the input so far, lower-cased; it is read
				// from the input so that a dry builder works.
				kind := schemeKindOf(p.input[:p.pointer])
				if p.override != noOverride {
					if p.isSpecial() != (kind != schemeNotSpecial) {
						return errIgnored
					}
					if (p.url.includesCredentials() || p.url.Port() != "") && kind == schemeFile {
						return errIgnored
					}
					if p.scheme == schemeFile && p.url.hostKind == EmptyHost {
						return errIgnored
					}
					p.scheme = kind
					p.schemeEnd = p.out.len()
					return 0
				}
				p.scheme = kind
				p.schemeEnd = p.out.len()
				p.out.writeByte(':')
				switch {
				case kind == schemeFile:
					if !p.remainingStartsWith("//") {
						p.report(SpecialSchemeMissingFollowingSolidus)
					}
					state = stateFile
				case kind != schemeNotSpecial && !p.base.IsZero() && schemeKindOf(p.base.Scheme()) == kind:
					state = stateSpecialRelativeOrAuthority
				case kind != schemeNotSpecial:
					state = stateSpecialAuthoritySlashes
				case p.remainingStartsWith("/"):
					state = statePathOrAuthority
					p.pointer++
				default:
					p.opaquePath = true
					state = stateOpaquePath
				}
			} else if p.override == noOverride {
				p.out.truncate(0)
				state = stateNoScheme
				p.pointer = -1 // start over from the first code point
			} else {
				return errIgnored
			}

		case stateNoScheme: // https://url.spec.whatwg.org/#no-scheme-state
			base := p.base
			switch {
			case base.IsZero() || base.opaquePath && c != '#':
				return MissingSchemeNonRelativeURL
			case base.opaquePath && c == '#':
				p.writeBaseScheme()
				p.pathStart = int(base.pathStart)
				p.opaquePath = true
				p.out.writeString(base.href[base.pathStart:base.queryStart])
				p.copyBaseQuery()
				p.startFragment()
				state = stateFragment
			case base.Scheme() != "file":
				state = stateRelative
				p.pointer--
			default:
				state = stateFile
				p.pointer--
			}

		case stateSpecialRelativeOrAuthority: // https://url.spec.whatwg.org/#special-relative-or-authority-state
			if c == '/' && p.remainingStartsWith("/") {
				state = stateSpecialAuthorityIgnoreSlashes
				p.pointer++
			} else {
				p.report(SpecialSchemeMissingFollowingSolidus)
				state = stateRelative
				p.pointer--
			}

		case statePathOrAuthority: // https://url.spec.whatwg.org/#path-or-authority-state
			if c == '/' {
				state = stateAuthority
			} else {
				state = statePath
				p.pointer--
			}

		case stateRelative: // https://url.spec.whatwg.org/#relative-state
			p.writeBaseScheme()
			if c == '/' {
				state = stateRelativeSlash
			} else if p.isSpecial() && c == '\\' {
				p.report(InvalidReverseSolidus)
				state = stateRelativeSlash
			} else {
				p.copyBaseAuthority()
				p.copyBasePath()
				switch c {
				case '?':
					p.startQuery()
					state = stateQuery
				case '#':
					p.copyBaseQuery()
					p.startFragment()
					state = stateFragment
				case eof:
					p.copyBaseQuery()
				default:
					p.shortenPath()
					state = statePath
					p.pointer--
				}
			}

		case stateRelativeSlash: // https://url.spec.whatwg.org/#relative-slash-state
			if p.isSpecial() && (c == '/' || c == '\\') {
				if c == '\\' {
					p.report(InvalidReverseSolidus)
				}
				state = stateSpecialAuthorityIgnoreSlashes
			} else if c == '/' {
				state = stateAuthority
			} else {
				p.copyBaseAuthority()
				state = statePath
				p.pointer--
			}

		case stateSpecialAuthoritySlashes: // https://url.spec.whatwg.org/#special-authority-slashes-state
			if c == '/' && p.remainingStartsWith("/") {
				state = stateSpecialAuthorityIgnoreSlashes
				p.pointer++
			} else {
				p.report(SpecialSchemeMissingFollowingSolidus)
				state = stateSpecialAuthorityIgnoreSlashes
				p.pointer--
			}

		case stateSpecialAuthorityIgnoreSlashes: // https://url.spec.whatwg.org/#special-authority-ignore-slashes-state
			if c != '/' && c != '\\' {
				state = stateAuthority
				p.pointer--
			} else {
				p.report(SpecialSchemeMissingFollowingSolidus)
			}

		case stateAuthority: // https://url.spec.whatwg.org/#authority-state
			if err := p.authority(); err != 0 {
				return err
			}
			state = stateHost

		case stateHost, stateHostname: // https://url.spec.whatwg.org/#host-state
			if p.override != noOverride && p.scheme == schemeFile {
				p.pointer--
				state = stateFileHost
				continue
			}
			next, err := p.host()
			if err != 0 || next == noOverride {
				return err
			}
			state = next

		case statePort: // https://url.spec.whatwg.org/#port-state
			start := p.pointer
			end := start
			for end < len(p.input) && isASCIIDigit(p.input[end]) {
				end++
			}
			p.pointer = end
			if end == len(p.input) || p.isAuthorityEnd(p.input[end]) || p.override != noOverride {
				if buffer := p.input[start:end]; buffer != "" {
					port := 0
					for i := 0; i < len(buffer); i++ {
						port = port*10 + int(buffer[i]-'0')
						if port > 65535 {
							return PortOutOfRange
						}
					}
					// The port serialized is buffer without leading zeros.
					text := strings.TrimLeft(buffer, "0")
					if text == "" {
						text = "0"
					}
					if port == p.scheme.defaultPort() {
						port, text = -1, ""
					}
					p.port, p.portText, p.portDone = port, text, true
					if p.override != noOverride {
						return 0
					}
					if port >= 0 {
						p.out.writeByte(':')
						p.out.writeString(text)
					}
				}
				if p.override != noOverride {
					return errIgnored
				}
				state = statePathStart
				p.pointer--
			} else {
				return PortInvalid
			}

		case stateFile: // https://url.spec.whatwg.org/#file-state
			p.writeScheme("file:", schemeFile)
			p.setEmptyHost()
			base := p.base
			if c == '/' || c == '\\' {
				if c == '\\' {
					p.report(InvalidReverseSolidus)
				}
				state = stateFileSlash
			} else if !base.IsZero() && base.Scheme() == "file" {
				p.copyBaseHost()
				p.copyBasePath()
				switch c {
				case '?':
					p.startQuery()
					state = stateQuery
				case '#':
					p.copyBaseQuery()
					p.startFragment()
					state = stateFragment
				case eof:
					p.copyBaseQuery()
				default:
					if !startsWithWindowsDriveLetter(p.input[p.pointer:]) {
						p.shortenPath()
					} else {
						p.report(FileInvalidWindowsDriveLetter)
						p.out.truncate(p.pathStart)
						p.segments = 0
					}
					state = statePath
					p.pointer--
				}
			} else {
				state = statePath
				p.pointer--
			}

		case stateFileSlash: // https://url.spec.whatwg.org/#file-slash-state
			if c == '/' || c == '\\' {
				if c == '\\' {
					p.report(InvalidReverseSolidus)
				}
				state = stateFileHost
			} else {
				if base := p.base; !base.IsZero() && base.Scheme() == "file" {
					p.copyBaseHost()
					basePath := base.Pathname()
					if !startsWithWindowsDriveLetter(p.input[p.pointer:]) && len(basePath) >= 3 &&
						isNormalizedWindowsDriveLetter(basePath[1:3]) && (len(basePath) == 3 || basePath[3] == '/') {
						p.beginPath()
						p.out.writeString(basePath[:3])
						p.segments = 1
					}
				}
				state = statePath
				p.pointer--
			}

		case stateFileHost: // https://url.spec.whatwg.org/#file-host-state
			start := p.pointer
			end := start
			for end < len(p.input) && !isFileHostEnd(p.input[end]) {
				end++
			}
			buffer := p.input[start:end]
			p.pointer = end - 1
			if p.override == noOverride && isWindowsDriveLetter(buffer) {
				p.report(FileInvalidWindowsDriveLetterHost)
				// buffer is not reset and is used in the path state: the
				// path state reads it again from the input.
				p.pointer = start - 1
				state = statePath
			} else if buffer == "" {
				p.setEmptyHost()
				if p.override != noOverride {
					return 0
				}
				state = statePathStart
			} else {
				p.hostStart = p.out.len()
				kind, err := parseHostInto(&p.out, buffer, false, p.reporter())
				if err != 0 {
					return err
				}
				if kind == DomainHost && p.out.view(p.hostStart, p.out.len()) == "localhost" {
					p.out.truncate(p.hostStart)
					kind = EmptyHost
				}
				p.hasHost, p.hostKind, p.hostEnd = true, kind, p.out.len()
				if p.override != noOverride {
					return 0
				}
				state = statePathStart
			}

		case statePathStart: // https://url.spec.whatwg.org/#path-start-state
			p.beginPath()
			switch {
			case p.isSpecial():
				if c == '\\' {
					p.report(InvalidReverseSolidus)
				}
				state = statePath
				if c != '/' && c != '\\' {
					p.pointer--
				}
			case p.override == noOverride && c == '?':
				p.startQuery()
				state = stateQuery
			case p.override == noOverride && c == '#':
				p.startFragment()
				state = stateFragment
			case c != eof:
				state = statePath
				if c != '/' {
					p.pointer--
				}
			case p.override != noOverride && !p.hasHost:
				p.out.writeByte('/')
				p.segments++
			}

		case statePath: // https://url.spec.whatwg.org/#path-state
			p.beginPath()
			if next, ok := p.cleanSegments(); ok {
				state = next
				break
			}
			state = p.pathSegment()

		case stateOpaquePath: // https://url.spec.whatwg.org/#cannot-be-a-base-url-path-state
			p.beginPath()
			start := p.pointer
			end := start
			for end < len(p.input) && p.input[end] != '?' && p.input[end] != '#' {
				end++
			}
			segment := p.input[start:end]
			p.checkURLUnits(segment)
			if end < len(p.input) && end > start && p.input[end-1] == ' ' {
				// A space right before '?' or '#' is written as "%20"
				// so that a later removal of the query or fragment
				// cannot leave a trailing space.
				p.report(InvalidURLUnit)
				p.out.writeEncoded(segment[:len(segment)-1], C0ControlSet)
				p.out.writeString("%20")
			} else {
				p.out.writeEncoded(segment, C0ControlSet)
			}
			p.pointer = end
			if end < len(p.input) {
				if p.input[end] == '?' {
					p.startQuery()
					state = stateQuery
				} else {
					p.startFragment()
					state = stateFragment
				}
			}

		case stateQuery: // https://url.spec.whatwg.org/#query-state
			// Scans to the end of the query at once: no code point before
			// '#' (or the end, with a state override) changes state.
			start := p.pointer
			end := len(p.input)
			if p.override == noOverride {
				if i := strings.IndexByte(p.input[start:], '#'); i >= 0 {
					end = start + i
				}
			}
			buffer := p.input[start:end]
			p.checkURLUnits(buffer)
			set := QuerySet
			if p.isSpecial() {
				set = SpecialQuerySet
			}
			if p.encoding != nil && p.isSpecial() && p.scheme != schemeWS && p.scheme != schemeWSS {
				// Percent-encode after encoding, over the whole buffer at
				// once: a stateful encoder (ISO-2022-JP) needs to see it
				// whole.
				p.out.materialize()
				p.out.buf = appendPercentEncodeAfterEncoding(p.out.buf, p.encoding, buffer, set, false)
			} else {
				p.out.writeEncoded(buffer, set)
			}
			p.pointer = end
			if end < len(p.input) {
				p.startFragment()
				state = stateFragment
			}

		case stateFragment: // https://url.spec.whatwg.org/#fragment-state
			rest := p.input[max(p.pointer, 0):]
			p.checkURLUnits(rest)
			p.out.writeEncoded(rest, FragmentSet)
			p.pointer = len(p.input)
		}
		if p.pointer >= len(p.input) {
			return 0
		}
	}
}

func lower(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

func isFileHostEnd(c byte) bool {
	return c == '/' || c == '\\' || c == '?' || c == '#'
}

// checkURLUnits reports invalid-URL-unit for code points that are not URL
// code points and for '%' not followed by two hex digits. It only reports;
// without a callback it does nothing.
func (p *parser) checkURLUnits(s string) {
	if p.onError != nil {
		checkURLUnits(s, p.reporter())
	}
}

// checkURLUnits reports invalid-URL-unit for each code point of s that is
// not a URL code point and for each '%' not starting a percent-encoded byte.
// https://url.spec.whatwg.org/#url-code-points
func checkURLUnits(s string, rep reporter) {
	for i, r := range s {
		switch {
		case r == '%':
			if !isPercentEncodedByte(s, i) {
				rep.report(InvalidURLUnit)
			}
		case r < 0x80:
			if charTable[r]&bitURLCodePoint == 0 {
				rep.report(InvalidURLUnit)
			}
		case r >= 0xD800 && r <= 0xDFFF, r >= 0xFDD0 && r <= 0xFDEF, r&0xFFFE == 0xFFFE:
			rep.report(InvalidURLUnit) // surrogates and noncharacters
		}
	}
}

// writeScheme writes the scheme unless the state machine already did.
func (p *parser) writeScheme(schemeColon string, kind schemeKind) {
	if p.schemeEnd >= 0 {
		return
	}
	p.out.writeString(schemeColon)
	p.schemeEnd = len(schemeColon) - 1
	p.scheme = kind
}

// writeBaseScheme sets url's scheme to base's scheme.
func (p *parser) writeBaseScheme() {
	p.writeScheme(p.base.href[:p.base.schemeEnd+1], schemeKindOf(p.base.Scheme()))
}

// setEmptyHost sets url's host to the empty host, writing "//" if no host
// was written yet.
func (p *parser) setEmptyHost() {
	if !p.hasHost && p.override == noOverride {
		p.out.writeString("//")
	}
	p.hasHost = true
	p.usernameEnd = p.out.len()
	p.hostStart, p.hostEnd = p.out.len(), p.out.len()
	p.hostKind = EmptyHost
}

// copyBaseHost sets url's host to base's host (a file URL's host, which
// has no credentials and no port), replacing the empty host file state set.
func (p *parser) copyBaseHost() {
	p.out.truncate(p.hostStart)
	p.out.writeString(p.base.Hostname())
	p.hostKind = p.base.hostKind
	p.hostEnd = p.out.len()
}

// copyBaseAuthority sets url's username, password, host and port to base's.
func (p *parser) copyBaseAuthority() {
	base := p.base
	if base.hostKind == NoHost {
		return
	}
	shift := p.out.len() - int(base.schemeEnd+1)
	p.out.writeString(base.href[base.schemeEnd+1 : base.pathStart])
	p.hasHost = true
	p.hostKind = base.hostKind
	p.usernameEnd = int(base.usernameEnd) + shift
	p.hostStart = int(base.hostStart) + shift
	p.hostEnd = int(base.hostEnd) + shift
}

// copyBasePath sets url's path to a clone of base's path.
func (p *parser) copyBasePath() {
	p.beginPath()
	path := p.base.Pathname()
	p.out.writeString(path)
	p.segments = strings.Count(path, "/")
}

// copyBaseQuery sets url's query to base's query.
func (p *parser) copyBaseQuery() {
	base := p.base
	if base.queryStart != base.fragmentStart {
		p.queryStart = p.out.len()
		p.out.writeString(base.href[base.queryStart:base.fragmentStart])
	}
}

func (p *parser) beginPath() {
	if p.pathStart < 0 {
		p.pathStart = p.out.len()
	}
}

// startQuery sets url's query to the empty string.
func (p *parser) startQuery() {
	p.beginPath()
	p.queryStart = p.out.len()
	p.out.writeByte('?')
}

// startFragment sets url's fragment to the empty string.
func (p *parser) startFragment() {
	p.beginPath()
	if p.queryStart < 0 {
		p.queryStart = p.out.len()
	}
	p.fragStart = p.out.len()
	p.out.writeByte('#')
}

// authority runs the authority state over the whole authority at once: the
// userinfo ends at the last '@' before the end of the authority, and its
// first ':' separates the username from the password. This is what the
// state's buffer, atSignSeen and passwordTokenSeen compute code point by
// code point ("%40" is what the userinfo set makes of each earlier '@').
// It leaves pointer on the last code point before the host.
// https://url.spec.whatwg.org/#authority-state
func (p *parser) authority() ValidationError {
	p.out.writeString("//")
	start := p.pointer
	end := start
	special := p.isSpecial()
	at := -1 // the last '@', relative to start
	// hostColon is the first ':' after the last '@', for the host state;
	// -1 when there is none or the host may hold brackets.
	hostColon, bracket := -1, false
scan:
	for ; end < len(p.input); end++ {
		c := p.input[end]
		if charTable[c]&bitScanAuthority == 0 {
			continue
		}
		switch {
		case c == '@':
			at, hostColon, bracket = end-start, -1, false
		case c == ':':
			if hostColon < 0 {
				hostColon = end
			}
		case c == '[':
			bracket = true
		case c != '\\' || special:
			break scan
		}
	}
	p.authorityEnd, p.hostColon = end, hostColon
	if bracket {
		p.hostColon = -2
	}
	userStart := p.out.len()
	if at < 0 {
		p.usernameEnd = userStart
		p.pointer = start - 1
		return 0
	}
	p.report(InvalidCredentials)
	if start+at+1 == end {
		return HostMissing
	}
	userinfo := p.input[start : start+at]
	p.checkURLUnits(userinfo)
	username, password := userinfo, ""
	if i := strings.IndexByte(userinfo, ':'); i >= 0 {
		username, password = userinfo[:i], userinfo[i+1:]
	}
	p.out.writeEncoded(username, UserinfoSet)
	p.usernameEnd = p.out.len()
	if password != "" {
		p.out.writeByte(':')
		p.out.writeEncoded(password, UserinfoSet)
	}
	if p.out.len() > userStart {
		p.out.writeByte('@')
	}
	p.pointer = start + at
	return 0
}

// host runs the host and hostname states over the whole host at once and
// returns the next state (noOverride when a state override makes it
// return).
// https://url.spec.whatwg.org/#host-state
func (p *parser) host() (state, ValidationError) {
	start := p.pointer
	end := p.findHostEnd(start)
	buffer := p.input[start:end]
	if end < len(p.input) && p.input[end] == ':' {
		if buffer == "" {
			return 0, HostMissing
		}
		if p.override == stateHostname {
			return 0, errIgnored
		}
		if err := p.writeHost(buffer); err != 0 {
			return 0, err
		}
		p.pointer = end
		return statePort, 0
	}
	if p.isSpecial() && buffer == "" {
		return 0, HostMissing
	}
	if p.override != noOverride && buffer == "" && (p.url.includesCredentials() || p.url.Port() != "") {
		return 0, errIgnored
	}
	if err := p.writeHost(buffer); err != 0 {
		return 0, err
	}
	p.pointer = end - 1
	if p.override != noOverride {
		return noOverride, 0
	}
	return statePathStart, 0
}

// findHostEnd returns where the host that starts at start ends: at the first
// ':' outside brackets, or at the end of the authority. After the authority
// state, which found the end of the authority, a host without '[' ends at
// its first ':' or there; otherwise it scans as the host state does.
func (p *parser) findHostEnd(start int) int {
	if p.authorityEnd > start && p.hostColon != -2 {
		if p.hostColon >= 0 {
			return p.hostColon
		}
		return p.authorityEnd
	}
	end := start
	insideBrackets := false
	for ; end < len(p.input); end++ {
		c := p.input[end]
		if c == ':' && !insideBrackets || p.isAuthorityEnd(c) {
			break
		}
		if c == '[' {
			insideBrackets = true
		} else if c == ']' {
			insideBrackets = false
		}
	}
	return end
}

// writeHost host-parses buffer (opaque unless the URL is special) and sets
// url's host to the result.
func (p *parser) writeHost(buffer string) ValidationError {
	p.hostStart = p.out.len()
	kind, err := parseHostInto(&p.out, buffer, !p.isSpecial(), p.reporter())
	if err != 0 {
		return err
	}
	p.hasHost, p.hostKind, p.hostEnd = true, kind, p.out.len()
	return 0
}

// pathSegment runs the path state over one path segment at once, from
// pointer to the next '/' (or '\' in a special URL, or '?' or '#' without
// a state override), and returns the next state. It leaves pointer on the
// code point that ended the segment.
// https://url.spec.whatwg.org/#path-state
func (p *parser) pathSegment() state {
	start := p.pointer
	if start < 0 {
		start = 0
	}
	special := p.isSpecial()
	// clean ends the run of code points that need no percent-encoding; it
	// stops at '/', '\\', or any code point of the path percent-encode set,
	// which holds '?' and '#'. The delimiter scan goes on from there.
	clean := start
	for clean < len(p.input) {
		if c := p.input[clean]; inSet(c, PathSet) || c == '/' || c == '\\' {
			break
		}
		clean++
	}
	end := clean
	for ; end < len(p.input); end++ {
		c := p.input[end]
		if c == '/' || special && c == '\\' || p.override == noOverride && (c == '?' || c == '#') {
			break
		}
	}
	c := eof
	if end < len(p.input) {
		c = int(p.input[end])
	}
	slash := c == '/' || special && c == '\\'
	if special && c == '\\' {
		p.report(InvalidReverseSolidus)
	}
	segStart := p.out.len()
	p.out.writeByte('/')
	raw := p.input[start:end]
	p.checkURLUnits(raw)
	p.out.writeString(p.input[start:clean])
	p.out.writeEncoded(p.input[clean:end], PathSet)
	buffer := p.out.view(segStart+1, p.out.len())
	switch {
	case isDoubleDotSegment(buffer):
		p.out.truncate(segStart)
		p.shortenPath()
		if !slash {
			p.out.writeByte('/')
			p.segments++
		}
	case isSingleDotSegment(buffer):
		p.out.truncate(segStart)
		if !slash {
			p.out.writeByte('/')
			p.segments++
		}
	default:
		if p.scheme == schemeFile && p.segments == 0 && isWindowsDriveLetter(buffer) {
			p.out.setByte(segStart+2, ':')
		}
		p.segments++
	}
	p.pointer = end
	switch c {
	case '?':
		p.startQuery()
		return stateQuery
	case '#':
		p.startFragment()
		return stateFragment
	}
	return statePath
}

// cleanSegments is the path state's fast path: it takes at once the run of
// path segments from pointer that the path state would copy unchanged, and
// reports false when there is none. Such segments hold no code point of the
// path percent-encode set (which has '?' and '#') and, in a special URL, no
// '\\'; none starts with '.' or '%' (so none is a single-dot or double-dot
// segment); and the first of a file URL is not a Windows drive letter with
// '|'. pathSegment, the slow twin, writes '/' and the segment for each.
// It runs only without state override and error callback, and leaves
// pointer on the '/' before the first segment it does not take, or on the
// '?', '#' or end after the path.
// https://url.spec.whatwg.org/#path-state
func (p *parser) cleanSegments() (state, bool) {
	if p.override != noOverride || p.onError != nil {
		return 0, false
	}
	s := p.input
	special := p.isSpecial()
	start := max(p.pointer, 0)
	end, n := start, 0 // the end of the segments taken, and their number
	for segStart := start; ; {
		if segStart < len(s) && (s[segStart] == '.' || s[segStart] == '%') {
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
		if p.scheme == schemeFile && p.segments+n == 0 && isWindowsDriveLetter(s[segStart:i]) && s[segStart+1] == '|' {
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

// shortenPath removes the path's last segment, except a file URL's lone
// normalized Windows drive letter.
// https://url.spec.whatwg.org/#shorten-a-urls-path
func (p *parser) shortenPath() {
	if p.out.dry {
		return // CanParse: the path cannot make the parse fail
	}
	path := p.out.view(p.pathStart, p.out.len())
	if p.scheme == schemeFile && p.segments == 1 && isNormalizedWindowsDriveLetter(path[1:]) {
		return
	}
	if p.segments == 0 {
		return
	}
	p.out.truncate(p.pathStart + strings.LastIndexByte(path, '/'))
	p.segments--
}

// isSingleDotSegment: "." or "%2e", ASCII case-insensitively.
// https://url.spec.whatwg.org/#single-dot-path-segment
func isSingleDotSegment(s string) bool {
	return s == "." || len(s) == 3 && s[0] == '%' && s[1] == '2' && lower(s[2]) == 'e'
}

// isDoubleDotSegment: "..", ".%2e", "%2e." or "%2e%2e", ASCII
// case-insensitively.
// https://url.spec.whatwg.org/#double-dot-path-segment
func isDoubleDotSegment(s string) bool {
	switch len(s) {
	case 2:
		return s == ".."
	case 4:
		return s[0] == '.' && isSingleDotSegment(s[1:]) || s[3] == '.' && isSingleDotSegment(s[:3])
	case 6:
		return isSingleDotSegment(s[:3]) && isSingleDotSegment(s[3:])
	}
	return false
}

// isWindowsDriveLetter: an ASCII alpha followed by ':' or '|'.
// https://url.spec.whatwg.org/#windows-drive-letter
func isWindowsDriveLetter(s string) bool {
	return len(s) == 2 && isASCIIAlpha(s[0]) && (s[1] == ':' || s[1] == '|')
}

// isNormalizedWindowsDriveLetter: an ASCII alpha followed by ':'.
// https://url.spec.whatwg.org/#normalized-windows-drive-letter
func isNormalizedWindowsDriveLetter(s string) bool {
	return len(s) == 2 && isASCIIAlpha(s[0]) && s[1] == ':'
}

// startsWithWindowsDriveLetter: a Windows drive letter followed by the end,
// '/', '\', '?' or '#'.
// https://url.spec.whatwg.org/#start-with-a-windows-drive-letter
func startsWithWindowsDriveLetter(s string) bool {
	if len(s) < 2 || !isWindowsDriveLetter(s[:2]) {
		return false
	}
	return len(s) == 2 || s[2] == '/' || s[2] == '\\' || s[2] == '?' || s[2] == '#'
}

// finish completes a parse without state override: the URL serializer's
// "/." rule, then the URL value.
// https://url.spec.whatwg.org/#concept-url-serializer
func (p *parser) finish() (URL, ValidationError) {
	p.beginPath()
	if p.queryStart < 0 {
		p.queryStart = p.out.len()
		if p.fragStart >= 0 {
			p.queryStart = p.fragStart
		}
	}
	if p.fragStart < 0 {
		p.fragStart = p.out.len()
	}
	if !p.hasHost && !p.opaquePath && strings.HasPrefix(p.out.view(p.pathStart, p.out.len()), "//") {
		// A null host and a path whose first segment is empty: write "/."
		// so that the path cannot be read back as a host.
		p.out.insert(p.pathStart, "/.")
		p.pathStart += 2
		p.queryStart += 2
		p.fragStart += 2
	}
	if uint64(p.out.len()) >= maxHrefLen {
		return URL{}, errTooLong
	}
	kind, usernameEnd, hostStart, hostEnd := NoHost, p.pathStart, p.pathStart, p.pathStart
	if p.hasHost {
		kind, usernameEnd, hostStart, hostEnd = p.hostKind, p.usernameEnd, p.hostStart, p.hostEnd
	}
	return URL{
		href:          p.out.string(),
		schemeEnd:     uint32(p.schemeEnd),
		usernameEnd:   uint32(usernameEnd),
		hostStart:     uint32(hostStart),
		hostEnd:       uint32(hostEnd),
		pathStart:     uint32(p.pathStart),
		queryStart:    uint32(p.queryStart),
		fragmentStart: uint32(p.fragStart),
		hostKind:      kind,
		opaquePath:    p.opaquePath,
	}, 0
}

// maxHrefLen bounds an href so that every offset fits in a uint32.
const maxHrefLen = 1<<32 - 1

// includesCredentials reports whether the username or password is not
// empty. https://url.spec.whatwg.org/#include-credentials
func (u *URL) includesCredentials() bool {
	return u.hostKind != NoHost && u.hostStart > u.schemeEnd+3
}

// Parser parses URLs with options: a base URL for relative references.
// The zero Parser parses absolute URLs only, as Parse does.
// https://url.spec.whatwg.org/#concept-url-parser
type Parser struct {
	// Base is the base URL that relative references are resolved
	// against; the zero URL means none.
	Base URL

	// Encoding is the encoding of the document the URL comes from (HTML's
	// document encoding), in which a special URL's query is
	// percent-encoded; nil is UTF-8. Only the query of a special URL other
	// than ws: and wss: is affected: paths, fragments, userinfo and other
	// queries are always UTF-8. LookupEncoding gets one from a label such
	// as "shift_jis". As the standard's "get an output encoding" says,
	// replacement, UTF-16BE and UTF-16LE act as UTF-8. Characters the
	// encoding cannot represent become "%26%23" + decimal + "%3B".
	// https://url.spec.whatwg.org/#query-state
	Encoding encoding.Encoding

	// MaxLength, when positive, is the longest href the parser returns
	// and Update keeps, in bytes, counting percent-encoding expansion:
	// a longer result fails with ErrTooLong. Zero means no limit beyond
	// the 4 GiB that the offsets of a URL can hold, which always applies.
	MaxLength int
}

// Parse runs the URL parser on input with p's options. On failure the
// error is an *Error whose Err is the ValidationError that made the
// parser fail. Input that is not valid UTF-8 is read as the Encoding
// Standard's UTF-8 decoder reads it: each maximal invalid subsequence is
// U+FFFD, and is percent-encoded as "%EF%BF%BD" where it is kept.
// https://url.spec.whatwg.org/#concept-url-parser
func (p *Parser) Parse(input string) (URL, error) {
	// p.parse(input), written out as in Parse. The fast path's URLs
	// ignore the base (they start with a scheme and "//"), and their query
	// is only encoded in UTF-8.
	cleaned, spare := cleanInput(input, true, noReport, len(p.Base.href))
	enc := outputEncoding(p.Encoding)
	u, err, ok := URL{}, ValidationError(0), false
	if enc == nil {
		b := newBuilder(cleaned, spare)
		b.extra = len(p.Base.href)
		u, err, ok = b.parseCommon()
		spare = b.reuse(spare)
	}
	if !ok {
		u, err = p.parseMachine(cleaned, spare, enc)
	}
	if err == 0 && p.tooLong(u) {
		err = errTooLong
	}
	if err != 0 {
		return URL{}, &Error{Op: "parse", Input: input, Err: apiError(err)}
	}
	return u, nil
}

// CanParse reports whether Parse would succeed.
// https://url.spec.whatwg.org/#dom-url-canparse
func (p *Parser) CanParse(input string) bool {
	if p.MaxLength > 0 || len(input) > dryParseMaxInput {
		_, err := p.parse(input)
		return err == 0
	}
	// A dry run: the builder keeps no output, and the parser stops where
	// nothing more can fail (the query's output encoding cannot either).
	var ps parser
	cleaned, _ := cleanInput(input, true, noReport, 0)
	ps.init(cleaned, nil, p.Base)
	ps.out.dry = true
	return ps.run(stateSchemeStart) == 0
}

// dryParseMaxInput bounds the input CanParse checks with a dry run, which
// skips the final length check: from that input no href can reach
// maxHrefLen (percent-encoding triples a byte, IDNA and the IPv4
// serializer expand a host by far less than 2^10 times).
const dryParseMaxInput = 1 << 20

// parseMachine is Parser.Parse's state machine part.
func (p *Parser) parseMachine(cleaned string, spare []byte, enc encoding.Encoding) (URL, ValidationError) {
	var ps parser
	ps.encoding = enc
	ps.init(cleaned, spare, p.Base)
	if err := ps.run(stateSchemeStart); err != 0 {
		return URL{}, err
	}
	return ps.finish()
}

func (p *Parser) parse(input string) (URL, ValidationError) {
	u, err := basicParse(input, p.Base, outputEncoding(p.Encoding), nil)
	if err == 0 && p.tooLong(u) {
		return URL{}, errTooLong
	}
	return u, err
}

func (p *Parser) tooLong(u URL) bool {
	return p.MaxLength > 0 && len(u.href) > p.MaxLength
}

// Update calls set, typically a setter, on a copy of *u and stores the
// result in *u unless its href is longer than p.MaxLength, in which case
// *u is unchanged and the error wraps ErrTooLong. Otherwise it returns
// set's error: a setter that fails leaves the URL as the standard says
// (unchanged, or with the host set when only the port failed). It is how a
// program that limits URL length applies the limit to setters, which, as
// methods of the comparable URL value, cannot know it:
//
//	err := p.Update(&u, func(u *whatwgurl.URL) error { return u.SetPathname(path) })
func (p *Parser) Update(u *URL, set func(*URL) error) error {
	v := *u
	err := set(&v)
	if p.tooLong(v) {
		return &Error{Op: "update", Input: v.href, Err: ErrTooLong}
	}
	*u = v
	return err
}

// basicParse runs the basic URL parser without a state override.
// https://url.spec.whatwg.org/#concept-basic-url-parser
func basicParse(input string, base URL, enc encoding.Encoding, onError func(ValidationError, int)) (URL, ValidationError) {
	var ps parser
	ps.onError = onError
	ps.encoding = enc
	cleaned, spare := cleanInput(input, true, ps.reporter(), len(base.href))
	ps.init(cleaned, spare, base)
	if err := ps.run(stateSchemeStart); err != 0 {
		return URL{}, err
	}
	return ps.finish()
}

// apiError turns an internal failure into the error the API returns.
func apiError(e ValidationError) error {
	switch e {
	case errIgnored:
		return ErrIgnored
	case errTooLong:
		return ErrTooLong
	}
	return e
}

// Parse parses input as an absolute URL, as new URL(input) does.
// Unlike net/url.Parse it follows the URL Standard: it rejects relative
// references, strips leading and trailing C0 controls and spaces, removes
// tabs and newlines, treats '\' as '/' in special URLs, applies IDNA to
// hosts, reads "0x7f.1" as 127.0.0.1, and percent-encodes as browsers do.
// https://url.spec.whatwg.org/#dom-url-url
func Parse(input string) (URL, error) {
	cleaned, spare := cleanInput(input, true, noReport, 0)
	b := newBuilder(cleaned, spare)
	if u, err, ok := b.parseCommon(); ok {
		if err != 0 {
			return URL{}, &Error{Op: "parse", Input: input, Err: err}
		}
		return u, nil
	}
	return parseMachine(input, cleaned, b.reuse(spare))
}

// parseMachine is Parse's state machine part, a function of its own so
// that the fast path does not pay for zeroing a parser.
func parseMachine(input, cleaned string, spare []byte) (URL, error) {
	// basicParse(cleaned, URL{}, nil, nil), written out: passing the base
	// and the result through one more call costs 10% on short URLs.
	var ps parser
	ps.init(cleaned, spare, URL{})
	err := ps.run(stateSchemeStart)
	var u URL
	if err == 0 {
		u, err = ps.finish()
	}
	if err != 0 {
		return URL{}, &Error{Op: "parse", Input: input, Err: apiError(err)}
	}
	return u, nil
}

// MustParse is like Parse but panics on failure; for tests and
// package-level variables.
func MustParse(input string) URL {
	u, err := Parse(input)
	if err != nil {
		panic(err)
	}
	return u
}

// CanParse reports whether Parse(input) would succeed.
// https://url.spec.whatwg.org/#dom-url-canparse
func CanParse(input string) bool {
	var p Parser
	return p.CanParse(input)
}

// Parse parses ref relative to base, as new URL(ref, base) does. Unlike
// net/url's ResolveReference, the result is what a browser makes of a link
// with that href in a document at base: "../x", "//host/x", "?q", "#f",
// "\x" in a special URL, and absolute URLs all resolve as browsers do.
// https://url.spec.whatwg.org/#dom-url-url
func (base URL) Parse(ref string) (URL, error) {
	p := Parser{Base: base}
	return p.Parse(ref)
}

// CanParse reports whether base.Parse(ref) would succeed.
// https://url.spec.whatwg.org/#dom-url-canparse
func (base URL) CanParse(ref string) bool {
	p := Parser{Base: base}
	return p.CanParse(ref)
}

// reuse returns the buffer b made, emptied, for a parse that starts over
// after the fast path failed; or spare if b made none.
func (b *builder) reuse(spare []byte) []byte {
	if b.buf != nil {
		return b.buf[:0]
	}
	return spare
}

// authorityHasAt reports whether s, the input after a host, has an '@'
// before the end of a special URL's authority.
func authorityHasAt(s string) bool {
	for j := 0; j < len(s) && s[j] != '/' && s[j] != '?' && s[j] != '#' && s[j] != '\\'; j++ {
		if s[j] == '@' {
			return true
		}
	}
	return false
}

// parseCommon is Parse's fast path for the most common absolute URL: a
// special scheme followed by "//", an authority without credentials whose
// host parseASCIIHostInto takes (or, for file, is empty), an optional port
// of at most five digits without a leading zero (not for file), and a
// path none of whose segments starts with '.' or '%', none of which has a
// code point to percent-encode or '\', and whose first segment is not a
// Windows drive letter with '|'; then any query and fragment. For such
// input the state machine goes through the scheme, authority (or file
// host), host, port and path states, and each state's work reduces to
// what is written here; a host the host parser fails fails the parse with
// its error. Anything else returns ok false and is left to the state
// machine, which is this function's slow twin (FuzzParseCommon
// checks that the two agree). It needs no parser value, whose zeroing
// alone costs a tenth of the time of parsing a typical URL. input has been
// through cleanInput; b is a builder of it. When the fast path fails after
// making a buffer, b.reuse gives it to the state machine.
// https://url.spec.whatwg.org/#concept-basic-url-parser
func (b *builder) parseCommon() (u URL, err ValidationError, ok bool) {
	s := b.in
	// The scheme start and scheme states.
	i := 0
	for i < len(s) && charTable[s[i]]&bitSchemeCodePoint != 0 {
		i++
	}
	if i == 0 || !isASCIIAlpha(s[0]) || len(s)-i < 3 || s[i:i+3] != "://" {
		return URL{}, 0, false
	}
	kind := schemeKindOf(s[:i])
	if kind == schemeNotSpecial {
		return URL{}, 0, false
	}
	b.writeLower(s[:i])
	b.writeString("://")
	schemeEnd := i
	hostStart := i + 3
	// The authority state (the file host state for file): no '@' and no
	// '['; the host ends at ':' (not for file) or at the end of the
	// authority.
	i = hostStart
	for i < len(s) && charTable[s[i]]&bitScanAuthority == 0 {
		i++
	}
	if i < len(s) && (s[i] == '@' || s[i] == '[' || s[i] == '\\' || s[i] == ':' && kind == schemeFile) {
		return URL{}, 0, false
	}
	hostKind := EmptyHost
	if i > hostStart {
		hostKind, err, ok = parseASCIIHostInto(b, s[hostStart:i], noReport)
		if !ok {
			return URL{}, 0, false
		}
		if err != 0 {
			// The host state would give the host parser the same
			// buffer and fail with the same error, unless an '@' after
			// ':' makes the buffer userinfo. (Were the host valid, the
			// port check below would leave such input to the state
			// machine.)
			if authorityHasAt(s[i:]) {
				return URL{}, 0, false
			}
			return URL{}, err, true
		}
		if kind == schemeFile && hostKind == DomainHost && b.view(hostStart, b.len()) == "localhost" {
			b.truncate(hostStart)
			hostKind = EmptyHost
		}
	} else if kind != schemeFile {
		return URL{}, 0, false
	}
	hostEnd := b.len()
	// The port state.
	if i < len(s) && s[i] == ':' {
		i++
		start := i
		port := 0
		for i < len(s) && isASCIIDigit(s[i]) {
			port = port*10 + int(s[i]-'0')
			i++
		}
		digits := s[start:i]
		if i < len(s) && s[i] != '/' && s[i] != '?' && s[i] != '#' ||
			len(digits) > 5 || len(digits) > 1 && digits[0] == '0' || port > 65535 {
			return URL{}, 0, false
		}
		if digits != "" && port != kind.defaultPort() {
			b.writeByte(':')
			b.writeString(digits)
		}
	}
	// The path start and path states.
	pathStart := b.len()
	if i < len(s) && s[i] == '/' {
		start := i
		for {
			i++ // past '/'
			if i < len(s) && (s[i] == '.' || s[i] == '%') {
				return URL{}, 0, false
			}
			segStart := i
			for i < len(s) && charTable[s[i]]&bitScanPath == 0 {
				i++
			}
			if kind == schemeFile && segStart == start+1 && i-segStart == 2 && s[segStart+1] == '|' && isASCIIAlpha(s[segStart]) {
				return URL{}, 0, false
			}
			if i == len(s) || s[i] != '/' {
				break
			}
		}
		if i < len(s) && s[i] != '?' && s[i] != '#' {
			return URL{}, 0, false
		}
		b.writeString(s[start:i])
	} else {
		b.writeByte('/') // the path is one empty segment
	}
	// The query and fragment states.
	queryStart := b.len()
	if i < len(s) && s[i] == '?' {
		end := len(s)
		if j := strings.IndexByte(s[i:], '#'); j >= 0 {
			end = i + j
		}
		b.writeByte('?')
		b.writeEncoded(s[i+1:end], SpecialQuerySet)
		i = end
	}
	fragStart := b.len()
	if i < len(s) {
		b.writeByte('#')
		b.writeEncoded(s[i+1:], FragmentSet)
	}
	if uint64(b.len()) >= maxHrefLen {
		return URL{}, 0, false
	}
	return URL{
		href:          b.string(),
		schemeEnd:     uint32(schemeEnd),
		usernameEnd:   uint32(hostStart),
		hostStart:     uint32(hostStart),
		hostEnd:       uint32(hostEnd),
		pathStart:     uint32(pathStart),
		queryStart:    uint32(queryStart),
		fragmentStart: uint32(fragStart),
		hostKind:      hostKind,
	}, 0, true
}
