package whatwgurl

import (
	"strings"

	"golang.org/x/text/encoding"
)

// eof is the spec's EOF code point, c when pointer is past the input.
const eof = -1

// state is a state of the basic URL parser.
// https://url.spec.whatwg.org/#basic-url-parser
type state uint8

// The states, in the standard's order. The order matters in one place:
// statePathStart and every state after it cannot fail, so a dry parse
// (CanParse) stops when it reaches one of them (run).
const (
	noOverride state = iota // no state override was given
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
// "s". The bytes are compared in place, packed into a word: a byte ORed
// with 0x20 is a lower-case ASCII letter exactly when the byte is an ASCII
// letter of either case, so the packed scheme equals a special scheme's
// name only when the scheme is that name in some case.
func schemeKindOf(scheme string) schemeKind {
	const (
		ws    = 'w' | 's'<<8
		wss   = 'w' | 's'<<8 | 's'<<16
		ftp   = 'f' | 't'<<8 | 'p'<<16
		http  = 'h' | 't'<<8 | 't'<<16 | 'p'<<24
		file  = 'f' | 'i'<<8 | 'l'<<16 | 'e'<<24
		https = 'h' | 't'<<8 | 't'<<16 | 'p'<<24 | 's'<<32
	)
	s := scheme
	switch len(s) {
	case 2:
		if uint64(s[0])|uint64(s[1])<<8|0x2020 == ws {
			return schemeWS
		}
	case 3:
		switch uint64(s[0]) | uint64(s[1])<<8 | uint64(s[2])<<16 | 0x202020 {
		case wss:
			return schemeWSS
		case ftp:
			return schemeFTP
		}
	case 4:
		switch uint64(s[0]) | uint64(s[1])<<8 | uint64(s[2])<<16 | uint64(s[3])<<24 | 0x20202020 {
		case http:
			return schemeHTTP
		case file:
			return schemeFile
		}
	case 5:
		if uint64(s[0])|uint64(s[1])<<8|uint64(s[2])<<16|uint64(s[3])<<24|uint64(s[4])<<32|0x2020202020 == https {
			return schemeHTTPS
		}
	}
	return schemeNotSpecial
}

// parser holds the basic URL parser's variables and the URL record being
// built. The record lives in out, in serialization order, with its
// components' offsets.
// https://url.spec.whatwg.org/#concept-basic-url-parser
type parser struct {
	input    string
	pointer  int
	base     URL // the zero URL: null
	override state
	url      URL // with a state override: the URL the setter changes
	out      builder
	// encoding is the output encoding for a special URL's query; nil is
	// UTF-8.
	encoding encoding.Encoding
	// plain turns the path state's fast path off (see parseOptions).
	plain bool
	// onError receives the validation errors at offsets in input (see
	// parseOptions).
	onError func(ValidationError, int)
	// unitsFrom is where the path state starts to check URL units: after
	// a Windows drive letter that the file host state left in buffer,
	// whose code points the path state never sees as c.
	unitsFrom int

	// The URL record: its components as offsets into out (-1 where not
	// yet written; hostKind NoHost while the host is null), its scheme's
	// kind, the port and the number of path segments.
	offsets
	scheme   schemeKind
	port     int    // -1: null
	portText string // the port in decimal, "" for null
	portDone bool   // the port state set the port
	segments int

	// authority is what the authority state found, for the host state.
	authority authorityScan
}

// init readies p, the zero parser, to parse input, the output of
// cleanInput, with the options o. It is small enough to be inlined, so
// that the parser on the caller's stack is written there directly.
func (p *parser) init(input string, spare []byte, o *parseOptions) {
	p.input = input
	p.out.in, p.out.buf, p.out.extra, p.out.dry = input, spare, len(o.base.href), o.dry
	p.base = o.base
	p.encoding, p.onError, p.plain = o.encoding, o.onError, o.plain
	p.schemeEnd, p.usernameEnd, p.hostStart, p.hostEnd = -1, -1, -1, -1
	p.port, p.pathStart, p.queryStart, p.fragmentStart = -1, -1, -1, -1
}

// report signals a validation error that does not stop the parser, at
// pointer: the state's c.
func (p *parser) report(e ValidationError) {
	if p.onError != nil {
		p.onError(e, p.pointer)
	}
}

// reportAt signals a validation error at offset at of the input, for the
// states that take a run of code points at once: at is where c was when
// the state signalled it.
func (p *parser) reportAt(e ValidationError, at int) {
	if p.onError != nil {
		p.onError(e, at)
	}
}

// fail signals e, a validation error after which the state machine returns
// failure, at offset at, and returns it.
func (p *parser) fail(e ValidationError, at int) ValidationError {
	p.reportAt(e, at)
	return e
}

// reporterAt returns a reporter for the algorithms the parser calls (the
// host parser) on the input from offset start.
func (p *parser) reporterAt(start int) reporter {
	return reporter{fn: p.onError, pos: start}
}

// c returns the code unit at pointer, or eof. The parser walks bytes: every
// decision of the state machine is about an ASCII code point, and a byte of
// a multi-byte UTF-8 sequence is never ASCII, so a non-ASCII code point
// takes the same path as each of its bytes.
func (p *parser) c() int {
	if uint(p.pointer) < uint(len(p.input)) { // neither before nor after the input
		return int(p.input[p.pointer])
	}
	return eof
}

// remainingStartsWith reports whether the input after pointer starts with s.
func (p *parser) remainingStartsWith(s string) bool {
	return p.pointer+1 <= len(p.input) && strings.HasPrefix(p.input[p.pointer+1:], s)
}

func (p *parser) isSpecial() bool { return p.scheme != schemeNotSpecial }

// isAuthorityEnd reports whether c ends an authority, a host, a port or a
// path segment in the current URL: '/', '?', '#', or '\' when the URL is
// special.
func (p *parser) isAuthorityEnd(c byte) bool {
	return c == '/' || c == '?' || c == '#' || c == '\\' && p.isSpecial()
}

// run runs the state machine from state and returns 0 or the validation
// error (or errIgnored) that made it fail or stop.
// https://url.spec.whatwg.org/#concept-basic-url-parser
func (p *parser) run(state state) ValidationError {
	for p.pointer = 0; ; p.pointer++ {
		if state >= statePathStart && p.out.dry {
			// CanParse stops here: no state from the path start state
			// on fails (they are the last states), and the caller made
			// sure that the href cannot be too long.
			return 0
		}
		c := p.c()
		switch state {
		case stateSchemeStart: // https://url.spec.whatwg.org/#scheme-start-state
			if c != eof && isASCIIAlpha(byte(c)) {
				// "Append c, lowercased, to buffer": the scheme state
				// writes c with the rest of the scheme.
				state = stateScheme
			} else if p.override == noOverride {
				state = stateNoScheme
				p.pointer--
			} else {
				return errIgnored
			}

		case stateScheme: // https://url.spec.whatwg.org/#scheme-state
			// "If c is an ASCII alphanumeric, U+002B (+), U+002D (-), or
			// U+002E (.), append c, lowercased, to buffer": the whole run
			// of them at once, since each only appends to buffer.
			end := p.pointer
			for end < len(p.input) && charTable[p.input[end]]&bitSchemeCodePoint != 0 {
				end++
			}
			p.pointer = end
			c = p.c()
			if c == ':' || c == eof && p.override == stateSchemeStart {
				// The protocol setter parses its value followed by ':';
				// reading the end of the value as that ':' saves building
				// the string.
				// The buffer is the input so far, lower-cased, from the
				// scheme start state's c on; it is read from the input so
				// that a dry builder works.
				buffer := p.input[:p.pointer]
				kind := schemeKindOf(buffer)
				if p.override != noOverride {
					p.out.writeLower(buffer)
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
				// "Set url's scheme to buffer": written with the ':' that
				// the serializer puts after it.
				p.out.writeLower(p.input[:p.pointer+1])
				p.scheme = kind
				p.schemeEnd = p.pointer
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
				return p.fail(MissingSchemeNonRelativeURL, p.pointer)
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
			if err := p.authorityState(); err != 0 {
				return err
			}
			state = stateHost

		case stateHost, stateHostname: // https://url.spec.whatwg.org/#host-state
			if p.override != noOverride && p.scheme == schemeFile {
				p.pointer--
				state = stateFileHost
				continue
			}
			next, done, err := p.hostState()
			if done || err != 0 {
				return err
			}
			state = next

		case statePort: // https://url.spec.whatwg.org/#port-state
			// "If c is an ASCII digit, append c to buffer": the run of
			// digits at once. Then "otherwise, if c is the EOF code point,
			// U+002F (/), U+003F (?), or U+0023 (#); url is special and c
			// is U+005C (\); or state override is given", else
			// port-invalid.
			start := p.pointer
			end := start
			for end < len(p.input) && isASCIIDigit(p.input[end]) {
				end++
			}
			p.pointer = end
			if end == len(p.input) || p.isAuthorityEnd(p.input[end]) || p.override != noOverride {
				if buffer := p.input[start:end]; buffer != "" {
					// "Let port be the mathematical integer value that is
					// represented by buffer in radix-10"; "if port is not a
					// 16-bit unsigned integer, port-out-of-range".
					port, text, ok := portNumber(buffer)
					if !ok {
						return p.fail(PortOutOfRange, end)
					}
					// "Set url's port to null, if port is url's scheme's
					// default port; otherwise to port."
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
				return p.fail(PortInvalid, end)
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
			// Appends every code point to buffer up to "the EOF code point,
			// U+002F (/), U+005C (\), U+003F (?), or U+0023 (#)": the run
			// at once, then "decrease pointer by 1 and then" the steps.
			start := p.pointer
			end := start
			for end < len(p.input) && !isFileHostEnd(p.input[end]) {
				end++
			}
			buffer := p.input[start:end]
			p.pointer = end - 1
			if p.override == noOverride && isWindowsDriveLetter(buffer) {
				p.reportAt(FileInvalidWindowsDriveLetterHost, end)
				// buffer is not reset and is used in the path state: the
				// path state reads it again from the input, but does not
				// check its code points, which it does not see as c.
				p.pointer = start - 1
				p.unitsFrom = end
				state = statePath
			} else if buffer == "" {
				p.setEmptyHost()
				if p.override != noOverride {
					return 0
				}
				state = statePathStart
			} else {
				p.hostStart = p.out.len()
				kind, err := parseHostInto(&p.out, buffer, false, p.reporterAt(start))
				if err != 0 {
					return err
				}
				if kind == DomainHost && isLocalhost(p.out.view(p.hostStart, p.out.len())) {
					p.out.truncate(p.hostStart)
					kind = EmptyHost
				}
				p.hostKind, p.hostEnd = kind, p.out.len()
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
			case p.override != noOverride && p.hostKind == NoHost:
				p.out.writeByte('/')
				p.segments++
			}

		case statePath: // https://url.spec.whatwg.org/#path-state
			p.beginPath()
			if !p.plain {
				if next, ok := p.cleanSegments(); ok {
					state = next
					break
				}
			}
			state = p.pathState()

		case stateOpaquePath: // https://url.spec.whatwg.org/#cannot-be-a-base-url-path-state
			// Every code point up to '?' or '#' is UTF-8 percent-encoded
			// with the C0 control percent-encode set and appended to the
			// path, so the run is taken at once; except that "if c is
			// U+0020 SPACE" and "remaining starts with U+003F (?) or U+0023
			// (#), then append "%20"", which can only be the run's last.
			p.beginPath()
			start := p.pointer
			end := start
			for end < len(p.input) && p.input[end] != '?' && p.input[end] != '#' {
				end++
			}
			segment := p.input[start:end]
			// Each space is an invalid-URL-unit too, as the state's step
			// for U+0020 says.
			p.checkURLUnits(start, end)
			if end < len(p.input) && end > start && p.input[end-1] == ' ' {
				// So that a later removal of the query or fragment
				// cannot leave a trailing space.
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
			// Appends every code point to buffer until "state override is
			// not given and c is U+0023 (#)" or "c is the EOF code point";
			// then "percent-encode after encoding, with encoding, buffer,
			// and queryPercentEncodeSet". The run is taken at once.
			start := p.pointer
			end := len(p.input)
			if p.override == noOverride {
				if i := strings.IndexByte(p.input[start:], '#'); i >= 0 {
					end = start + i
				}
			}
			buffer := p.input[start:end]
			p.checkURLUnits(start, end)
			set := QuerySet
			if p.isSpecial() {
				set = SpecialQuerySet
			}
			// "If encoding is not UTF-8 and one of the following is true:
			// url is not special; url's scheme is "ws" or "wss"; then set
			// encoding to UTF-8."
			if p.encoding != nil && p.isSpecial() && p.scheme != schemeWS && p.scheme != schemeWSS {
				// "This operation cannot be invoked code-point-for-code-point
				// due to the stateful ISO-2022-JP encoder."
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
			// "UTF-8 percent-encode c using the fragment percent-encode
			// set and append the result to url's fragment", for every code
			// point to the end at once.
			rest := p.input[max(p.pointer, 0):]
			p.checkURLUnits(max(p.pointer, 0), len(p.input))
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

// portNumber is the port state's reading of buffer, a run of ASCII
// digits: "Let port be the mathematical integer value that is represented
// by buffer in radix-10", and ok false if port is not a 16-bit unsigned
// integer (port-out-of-range). text is port serialized: buffer without
// its leading zeros.
// https://url.spec.whatwg.org/#port-state
func portNumber(buffer string) (port int, text string, ok bool) {
	for i := 0; i < len(buffer); i++ {
		port = port*10 + int(buffer[i]-'0')
		if port > 65535 {
			return 0, "", false
		}
	}
	text = strings.TrimLeft(buffer, "0")
	if text == "" {
		text = "0"
	}
	return port, text, true
}

// isLocalhost reports whether host, an ASCII domain, is "localhost" in any
// case: the file host state makes that host the empty host.
// https://url.spec.whatwg.org/#file-host-state
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

func isFileHostEnd(c byte) bool {
	return c == '/' || c == '\\' || c == '?' || c == '#'
}

// checkURLUnits signals invalid-URL-unit for the code points of
// input[start:end] that are not URL units (checkURLUnits in validation.go).
// It only reports; without a callback it does nothing.
// https://url.spec.whatwg.org/#url-code-points
func (p *parser) checkURLUnits(start, end int) {
	if p.onError != nil {
		start = max(start, min(p.unitsFrom, end))
		checkURLUnits(p.input[start:end], p.reporterAt(start))
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
	if p.hostKind == NoHost && p.override == noOverride {
		p.out.writeString("//")
	}
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
	p.fragmentStart = p.out.len()
	p.out.writeByte('#')
}

// authorityScan is what a scan of an authority finds: the facts the
// authority and host states compute code point by code point, gathered in
// one pass over the input.
type authorityScan struct {
	end int // where the authority ends: at '/', '?', '#', '\\' (special) or the end
	// lastAt is the last '@' before end, -1 if none: the userinfo ends
	// there and the host starts after it.
	lastAt int
	// firstColon is the first ':' after lastAt, -1 if none: where the
	// host ends unless brackets is true.
	firstColon int
	// brackets: a '[' follows lastAt, so the host may be an IPv6 address
	// whose ':' do not end it; the host state then scans it itself.
	brackets bool
}

// scanAuthority scans the authority that starts at start in s, of a special
// URL if special.
func scanAuthority(s string, start int, special bool) authorityScan {
	lastAt, firstColon, brackets := -1, -1, false
	i := start
	for {
		for i < len(s) && charTable[s[i]]&bitScanAuthority == 0 {
			i++
		}
		if i == len(s) {
			break
		}
		switch c := s[i]; {
		case c == '@':
			lastAt, firstColon, brackets = i, -1, false
		case c == ':':
			if firstColon < 0 {
				firstColon = i
			}
		case c == '[':
			brackets = true
		case c != '\\' || special:
			return authorityScan{end: i, lastAt: lastAt, firstColon: firstColon, brackets: brackets}
		}
		i++
	}
	return authorityScan{end: len(s), lastAt: lastAt, firstColon: firstColon, brackets: brackets}
}

// authorityState runs the authority state over the whole authority at
// once, and leaves pointer on the last code point before the host. The
// state appends each code point to buffer until the authority ends; at each
// '@' it makes buffer the userinfo:
//
//	If c is U+0040 (@), then:
//	 1. Invalid-credentials validation error.
//	 2. If atSignSeen is true, then prepend "%40" to buffer.
//	 3. Set atSignSeen to true.
//	 4. For each codePoint in buffer: if codePoint is U+003A (:) and
//	    passwordTokenSeen is false, set passwordTokenSeen to true and
//	    continue; otherwise UTF-8 percent-encode codePoint using the userinfo
//	    percent-encode set and append it to url's password if
//	    passwordTokenSeen is true, else to url's username.
//	 5. Set buffer to the empty string.
//
// Over the whole authority, that makes everything before the last '@' the
// userinfo, each earlier '@' becoming "%40" (which is what the userinfo
// percent-encode set makes of '@'), and its first ':' the
// passwordTokenSeen split. At the end of the authority, buffer is what
// follows the last '@': the host and port, which the state gives back to
// the host state by decreasing pointer.
// https://url.spec.whatwg.org/#authority-state
func (p *parser) authorityState() ValidationError {
	// The serializer's "//" before the authority: written a byte at a time,
	// which costs less than comparing a string with the input.
	p.out.writeByte('/')
	p.out.writeByte('/')
	start := p.pointer
	a := scanAuthority(p.input, start, p.isSpecial())
	p.authority = a
	userStart := p.out.len()
	atSignSeen := a.lastAt >= 0
	if !atSignSeen {
		p.usernameEnd = userStart
		p.pointer = start - 1 // buffer is the whole authority: back to its start
		return 0
	}
	// "Invalid-credentials validation error" at each '@'.
	if p.onError != nil {
		for i := start; i <= a.lastAt; i++ {
			if p.input[i] == '@' {
				p.onError(InvalidCredentials, i)
			}
		}
	}
	// "If atSignSeen is true and buffer is the empty string, host-missing
	// validation error, return failure."
	if a.lastAt+1 == a.end {
		return p.fail(HostMissing, a.end)
	}
	userinfo := p.input[start:a.lastAt]
	username, password, passwordTokenSeen := strings.Cut(userinfo, ":")
	p.out.writeEncoded(username, UserinfoSet)
	p.usernameEnd = p.out.len()
	if passwordTokenSeen && password != "" {
		p.out.writeByte(':')
		p.out.writeEncoded(password, UserinfoSet)
	}
	if p.out.len() > userStart {
		p.out.writeByte('@')
	}
	p.pointer = a.lastAt
	return 0
}

// hostState runs the host and hostname states over the whole host at once.
// It returns the next state, or done when the state machine must return
// (with err, or 0 when a state override is given and the host was set).
// https://url.spec.whatwg.org/#host-state
func (p *parser) hostState() (next state, done bool, err ValidationError) {
	start := p.pointer
	end := p.hostBufferEnd(start)
	buffer := p.input[start:end]
	// "Otherwise, if c is U+003A (:) and insideBrackets is false":
	if end < len(p.input) && p.input[end] == ':' {
		if buffer == "" {
			return 0, true, p.fail(HostMissing, end)
		}
		if p.override == stateHostname {
			return 0, true, errIgnored
		}
		if err := p.writeHost(start, end); err != 0 {
			return 0, true, err
		}
		p.pointer = end
		return statePort, false, 0
	}
	// "Otherwise, if one of the following is true: c is the EOF code
	// point, U+002F (/), U+003F (?), or U+0023 (#); url is special and c
	// is U+005C (\)":
	if p.isSpecial() && buffer == "" {
		return 0, true, p.fail(HostMissing, end)
	}
	if p.override != noOverride && buffer == "" && (p.url.includesCredentials() || p.url.Port() != "") {
		return 0, true, errIgnored
	}
	if err := p.writeHost(start, end); err != 0 {
		return 0, true, err
	}
	p.pointer = end - 1 // "decrease pointer by 1"
	if p.override != noOverride {
		return 0, true, 0
	}
	return statePathStart, false, 0
}

// hostBufferEnd returns where the host state's buffer ends for a host that
// starts at start: at the first ':' with insideBrackets false, or at the
// end of the authority. After the authority state, whose scan found both,
// a host without '[' is known at once; otherwise the state's loop runs.
func (p *parser) hostBufferEnd(start int) int {
	if a := p.authority; a.end > start && !a.brackets {
		if a.firstColon >= 0 {
			return a.firstColon
		}
		return a.end
	}
	insideBrackets := false
	for end := start; end < len(p.input); end++ {
		c := p.input[end]
		if c == ':' && !insideBrackets || p.isAuthorityEnd(c) {
			return end
		}
		if c == '[' {
			insideBrackets = true
		} else if c == ']' {
			insideBrackets = false
		}
	}
	return len(p.input)
}

// writeHost host-parses buffer, input[start:end] (opaque unless the URL is
// special), and sets url's host to the result.
func (p *parser) writeHost(start, end int) ValidationError {
	p.hostStart = p.out.len()
	kind, err := parseHostInto(&p.out, p.input[start:end], !p.isSpecial(), p.reporterAt(start))
	if err != 0 {
		return err
	}
	p.hostKind, p.hostEnd = kind, p.out.len()
	return 0
}

// pathState runs the path state over one path segment at once, from
// pointer to the next '/' (or '\' in a special URL, or '?' or '#' without
// a state override), and returns the next state. It leaves pointer on the
// code point that ended the segment.
// https://url.spec.whatwg.org/#path-state
func (p *parser) pathState() state {
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
	// The segment's code points, then c: their invalid-URL-unit errors
	// come before c's invalid-reverse-solidus.
	p.checkURLUnits(start, end)
	if special && c == '\\' {
		p.reportAt(InvalidReverseSolidus, end)
	}
	// "UTF-8 percent-encode c using the path percent-encode set and append
	// the result to buffer", for the whole segment: buffer is written to
	// the output after a '/', where it would be appended to the path, and
	// taken back out when it is a dot segment.
	segStart := p.out.len()
	p.out.writeByte('/')
	p.out.writeString(p.input[start:clean])
	p.out.writeEncoded(p.input[clean:end], PathSet)
	buffer := p.out.view(segStart+1, p.out.len())
	// "If neither c is U+002F (/), nor url is special and c is U+005C (\),
	// append the empty string to url's path" after a dot segment.
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
		// "If url's scheme is "file", url's path is empty, and buffer is a
		// Windows drive letter, then replace the second code point in
		// buffer with U+003A (:)."
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

// isUnnormalizedWindowsDriveLetter: a Windows drive letter that is not
// normalized, an ASCII alpha followed by '|': the path state rewrites it as
// the first segment of a file URL's path, so the fast paths leave it alone.
func isUnnormalizedWindowsDriveLetter(s string) bool {
	return isWindowsDriveLetter(s) && !isNormalizedWindowsDriveLetter(s)
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
// "/." rule, then the URL value, in *u.
// https://url.spec.whatwg.org/#concept-url-serializer
func (p *parser) finish(u *URL) ValidationError {
	p.beginPath()
	if p.fragmentStart < 0 {
		p.fragmentStart = p.out.len()
	}
	if p.queryStart < 0 {
		p.queryStart = p.fragmentStart
	}
	if needsDotSlash(p.hostKind, p.opaquePath, p.out.view(p.pathStart, p.out.len())) {
		p.out.insert(p.pathStart, "/.")
		p.pathStart += 2
		p.queryStart += 2
		p.fragmentStart += 2
	}
	if uint64(p.out.len()) >= maxHrefLen {
		return errTooLong
	}
	p.offsets.setURL(u, p.out.string())
	return 0
}
