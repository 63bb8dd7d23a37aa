package whatwgurl

import (
	"net/netip"
	"strings"
	"unsafe"
)

// HostKind tells which kind of host a URL or Host holds.
// https://url.spec.whatwg.org/#concept-host
type HostKind uint8

// The kinds of host. NoHost is the standard's null host.
const (
	NoHost     HostKind = iota // null: "mailto:x", "sc:/path"
	EmptyHost                  // the empty host: "file:///x"
	DomainHost                 // a domain: "example.com"
	OpaqueHost                 // an opaque host of a non-special URL: "sc://EX%41MPLE"
	IPv4Host                   // an IPv4 address: "127.0.0.1"
	IPv6Host                   // an IPv6 address: "[::1]"
)

var hostKindNames = [...]string{"NoHost", "EmptyHost", "DomainHost", "OpaqueHost", "IPv4Host", "IPv6Host"}

// String returns the constant's name, such as "IPv4Host".
func (k HostKind) String() string {
	if int(k) < len(hostKindNames) {
		return hostKindNames[k]
	}
	return "HostKind(?)"
}

// Host is a parsed host: a domain, an IPv4 or IPv6 address, an opaque host
// or the empty host, held as its serialization. Like URL it is comparable;
// two hosts are equal when they have the same kind and serialization (see
// Equal).
// https://url.spec.whatwg.org/#concept-host
type Host struct {
	kind HostKind
	s    string
}

// ParseHost runs the host parser with isOpaque false, as for a special URL:
// it percent-decodes the input, applies IDNA and reads IPv4 numbers in
// every form browsers accept, so allow-lists can be put in the same form
// the URL parser gives a host: "0x7F.1" becomes 127.0.0.1 and
// "EXAMPLE.com." becomes "example.com.". The empty string fails with
// HostMissing, as it does for a special URL.
// https://url.spec.whatwg.org/#concept-host-parser
func ParseHost(input string) (Host, error) {
	return parseHostAPI("parse host", input, false, nil)
}

// ParseOpaqueHost runs the host parser with isOpaque true, as for a URL
// that is not special: no IDNA, no IPv4, and code points outside ASCII are
// percent-encoded. The empty string gives the empty host.
// https://url.spec.whatwg.org/#concept-host-parser
func ParseOpaqueHost(input string) (Host, error) {
	return parseHostAPI("parse opaque host", input, true, nil)
}

// MustParseHost is like ParseHost but panics on failure; for tests,
// allow-lists and package-level variables.
// https://url.spec.whatwg.org/#concept-host-parser
func MustParseHost(input string) Host {
	h, err := ParseHost(input)
	if err != nil {
		panic(err)
	}
	return h
}

// ParseHost is the package's ParseHost with p.OnValidationError called for
// every validation error the host parser signals, at offsets in input. The
// empty input reports host-missing at 0, the error it fails with.
// https://url.spec.whatwg.org/#concept-host-parser
func (p *Parser) ParseHost(input string) (Host, error) {
	return parseHostAPI("parse host", input, false, p.OnValidationError)
}

// ParseOpaqueHost is the package's ParseOpaqueHost with
// p.OnValidationError called for every validation error the host parser
// signals, at offsets in input.
// https://url.spec.whatwg.org/#concept-opaque-host-parser
func (p *Parser) ParseOpaqueHost(input string) (Host, error) {
	return parseHostAPI("parse opaque host", input, true, p.OnValidationError)
}

func parseHostAPI(op, input string, isOpaque bool, onError func(ValidationError, int)) (Host, error) {
	s := toScalarValues(input)
	rep := noReport
	if onError != nil {
		rep.fn = mapOffsets(onError, input, s, false, false)
	}
	if s == "" {
		if isOpaque {
			return Host{kind: EmptyHost}, nil
		}
		return Host{}, &Error{Op: op, Input: input, Err: rep.fail(HostMissing, 0)}
	}
	b := builder{in: s}
	kind, err := parseHostInto(&b, s, isOpaque, rep)
	if err != 0 {
		return Host{}, &Error{Op: op, Input: input, Err: err}
	}
	return Host{kind: kind, s: b.string()}, nil
}

// IsZero reports whether h is the zero Host, whose kind is NoHost: the
// null host, which no parse returns. The empty host is not zero.
func (h Host) IsZero() bool { return h == Host{} }

// Kind returns the kind of host.
// https://url.spec.whatwg.org/#concept-host
func (h Host) Kind() HostKind { return h.kind }

// String returns the host serializer's output: an IPv6 address in
// brackets and compressed, an IPv4 address in dotted decimal.
// https://url.spec.whatwg.org/#concept-host-serializer
func (h Host) String() string { return h.s }

// Addr returns the address of an IPv4 or IPv6 host, and the zero
// netip.Addr for other kinds.
func (h Host) Addr() netip.Addr {
	return hostAddr(h.kind, h.s)
}

// hostAddr returns the address of a host of kind serialized as s: an IPv4
// or IPv6 host, whose serialization netip reads (without the brackets),
// or the zero netip.Addr for other kinds.
func hostAddr(kind HostKind, s string) netip.Addr {
	var a netip.Addr
	switch kind {
	case IPv4Host:
		a, _ = netip.ParseAddr(s)
	case IPv6Host:
		a, _ = netip.ParseAddr(s[1 : len(s)-1])
	}
	return a
}

// parseHostInto is the standard's host parser: it writes the serialized
// host (the host serializer's output) to b and returns its kind, or a
// non-zero ValidationError on failure. input is a scalar value string. rep
// receives every validation error, the fatal one included, at offsets in
// input.
// https://url.spec.whatwg.org/#concept-host-parser
func parseHostInto(b *builder, input string, isOpaque bool, rep reporter) (HostKind, ValidationError) {
	if input != "" && input[0] == '[' {
		if len(input) < 2 || input[len(input)-1] != ']' {
			return 0, rep.fail(IPv6Unclosed, 0)
		}
		address, err := parseIPv6(input[1:len(input)-1], reporter{fn: rep.fn, pos: rep.pos + 1})
		if err != 0 {
			return 0, err
		}
		var tmp [48]byte
		out := append(tmp[:0], '[')
		out = appendIPv6(out, &address)
		b.writeBytes(append(out, ']'))
		return IPv6Host, 0
	}
	if isOpaque {
		return parseOpaqueHostInto(b, input, rep)
	}
	// The fast path reports nothing: with a callback it takes only hosts
	// that signal no validation error.
	if rep.fn == nil || asciiHostSignalsNothing(input) {
		if kind, err, ok := parseASCIIHostInto(b, input, rep); ok {
			return kind, err
		}
	}
	return parseDomainHostInto(b, input, rep)
}

// parseDomainHostInto is the host parser's steps for a special URL's host
// that is not an IPv6 address: percent-decode, domain to ASCII, and the
// IPv4 parser when the domain ends in a number.
// https://url.spec.whatwg.org/#concept-host-parser
func parseDomainHostInto(b *builder, input string, rep reporter) (HostKind, ValidationError) {
	domain := input
	if strings.IndexByte(input, '%') >= 0 {
		for i := 0; i < len(input) && rep.fn != nil; i++ {
			if isPercentEncodedByte(input, i) {
				rep.reportAt(DomainPercentEncoded, i)
				break
			}
		}
		// UTF-8 decode without BOM: a leading U+FEFF is kept for IDNA to
		// map, and invalid sequences become U+FFFD, which IDNA rejects.
		// The decoded bytes stay on the stack when they fit: nothing of
		// domain outlives this call (b copies what it keeps).
		var tmp [64]byte
		decoded := appendPercentDecoded(tmp[:0], input)
		domain = toScalarValues(unsafe.String(unsafe.SliceData(decoded), len(decoded)))
	}
	// The domain parser's steps 1 and 2: "If strictResult is a failure
	// value, domain-to-ASCII validation error." Only a callback needs
	// them.
	strictFailed := false
	if rep.fn != nil && !isStrictDomain(domain) {
		rep.reportAt(DomainToASCIIError, domainToASCIIOffset(input))
		strictFailed = true
	}
	// The ASCII domain stays on the stack when it fits: b copies it, and
	// the IPv4 reporter below keeps a clone.
	var asciiBuf [256]byte
	asciiDomain, err := domainToASCIIBuf(asciiBuf[:0], domain)
	if err != 0 {
		// ToASCII with beStrict fails wherever it fails without, so the
		// error was signalled; the check keeps a failure from going
		// unreported should the two ever disagree.
		if !strictFailed && rep.fn != nil {
			rep.reportAt(err, domainToASCIIOffset(input))
		}
		return 0, err
	}
	if endsInANumber(asciiDomain) {
		// The IPv4 parser's offsets are those of the host only when the
		// domain is the host, lower-cased; otherwise they go label by
		// label.
		ipv4Rep := rep
		nonASCII := firstNonASCII(domain) >= 0
		if rep.fn != nil && (domain != input || nonASCII) {
			// The reporter keeps asciiDomain, which may be in tmp.
			ipv4Rep = rep.throughLabels(input, strings.Clone(asciiDomain))
		}
		// "If domain is not an ASCII string, IPv4-non-ASCII-input
		// validation error": a newer row of the standard (whatwg/url pull
		// request 925).
		if nonASCII {
			rep.reportAt(IPv4NonASCIIInput, nonASCIIOffset(input))
		}
		address, err := parseIPv4(asciiDomain, ipv4Rep)
		if err != 0 {
			return 0, err
		}
		var tmp [15]byte
		b.writeBytes(appendIPv4(tmp[:0], address))
		return IPv4Host, 0
	}
	b.writeString(asciiDomain)
	return DomainHost, 0
}

// parseOpaqueHostInto is the standard's opaque-host parser; the empty input
// gives the empty host.
// https://url.spec.whatwg.org/#concept-opaque-host-parser
func parseOpaqueHostInto(b *builder, input string, rep reporter) (HostKind, ValidationError) {
	for i := 0; i < len(input); i++ {
		if charTable[input[i]]&bitForbiddenHost != 0 {
			return 0, rep.fail(HostInvalidCodePoint, i)
		}
	}
	if rep.fn != nil {
		checkOpaqueHostUnits(input, rep)
	}
	b.writeEncoded(input, C0ControlSet)
	if input == "" {
		return EmptyHost, 0
	}
	return OpaqueHost, 0
}

// parseASCIIHostInto is the fast path of parseDomainHostInto, its slow
// twin, for the common host: ASCII code points that are not forbidden domain
// code points (so no '%' to decode), in labels none of which starts with
// "xn--" ASCII case-insensitively. Domain to ASCII only lower-cases such a
// domain: UTS #46 with UseSTD3ASCIIRules false maps A-Z to a-z and keeps
// every other ASCII code point, and there is no Punycode label to decode
// and check. A domain that ends in a number goes to the IPv4 parser as is:
// it reads "0X" and hex digits in either case. ok is false, with nothing
// written, for any other input.
// https://url.spec.whatwg.org/#concept-domain-to-ascii
func parseASCIIHostInto(b *builder, input string, rep reporter) (kind HostKind, err ValidationError, ok bool) {
	end, upper, ok := scanASCIIHost(input, 0)
	if !ok || end < len(input) {
		return 0, 0, false // a byte that is not in such a domain
	}
	if input == "" {
		return 0, 0, false // domain to ASCII fails
	}
	if endsInANumber(input) {
		address, err := parseIPv4(input, rep)
		if err != 0 {
			return 0, err, true
		}
		var tmp [15]byte
		b.writeBytes(appendIPv4(tmp[:0], address))
		return IPv4Host, 0, true
	}
	if upper {
		b.writeLower(input)
	} else {
		b.writeString(input)
	}
	return DomainHost, 0, true
}

// scanASCIIHost reads s from start over the bytes the ASCII host fast
// path takes (see parseASCIIHostInto), with the class table of a special
// URL's host, and returns where they end: at len(s) or at the first byte
// of another class, one that ends the host (':', '/', '?', '#') or one the
// fast path does not take; whether they hold an upper-case letter; and ok
// false when a label starts with "xn--" (Punycode, which the host parser
// checks). Such a label starts with 'x' or 'X' at start or after a '.', so
// only those letters and the upper-case ones need a look. The one-pass
// parser reads its hosts with it too.
func scanASCIIHost(s string, start int) (end int, upper, ok bool) {
	host := &onePassClass[classHost]
	j := start
	for ; ; j++ {
		j = skipClass(s, j, host, 0xFF)
		if j == len(s) {
			break
		}
		c := host[s[j]]
		if c&^(opUpper|opLabelX) != 0 {
			break
		}
		upper = upper || c&opUpper != 0
		if c&opLabelX != 0 && (j == start || s[j-1] == '.') && startsWithXNDashDash(s[j:]) {
			return j, upper, false
		}
	}
	return j, upper, true
}

// startsWithXNDashDash reports whether s starts with "xn--", ASCII
// case-insensitively: a label that must be checked as Punycode.
func startsWithXNDashDash(s string) bool {
	return len(s) >= 4 && lower(s[0]) == 'x' && lower(s[1]) == 'n' && s[2] == '-' && s[3] == '-'
}
