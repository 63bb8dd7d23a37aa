package whatwgurl

// Ports and network addresses: what to dial for a URL.

import (
	"net/netip"
	"strconv"
)

// defaultPorts is the standard's table of default ports, indexed by
// scheme kind: the number, or -1 for null, and its decimal serialization.
// https://url.spec.whatwg.org/#default-port
var defaultPorts = [...]struct {
	n    int
	text string
}{
	schemeNotSpecial: {-1, ""},
	schemeFTP:        {21, "21"},
	schemeFile:       {-1, ""},
	schemeHTTP:       {80, "80"},
	schemeHTTPS:      {443, "443"},
	schemeWS:         {80, "80"},
	schemeWSS:        {443, "443"},
}

// defaultPort returns the scheme's default port, or -1 (null).
// https://url.spec.whatwg.org/#default-port
func (k schemeKind) defaultPort() int { return defaultPorts[k].n }

// defaultPortString returns the scheme's default port as the port state
// serializes it, or "" when it is null.
func defaultPortString(k schemeKind) string { return defaultPorts[k].text }

// DefaultPort returns the default port of scheme and true when it has one:
// 21 for ftp, 80 for http and ws, 443 for https and wss. Every other
// scheme, file included, has none (the standard's null). The scheme is
// compared ASCII case-insensitively, so "HTTP" gives 80 too. net/url has no
// counterpart.
// https://url.spec.whatwg.org/#default-port
func DefaultPort(scheme string) (uint16, bool) {
	port := schemeKindOf(scheme).defaultPort()
	if port < 0 {
		return 0, false
	}
	return uint16(port), true
}

// PortOrDefault returns the URL's port when it is not null, and otherwise
// the scheme's default port; false when both are null, as for "file:///x",
// "sc://h/" and "mailto:x". The standard keeps a special scheme's default
// port null ("https://x:443/" has Port ""), which is why this is needed:
// "https://x/" and "https://x:443/" both give 443. The zero URL gives
// false.
// https://url.spec.whatwg.org/#concept-url-port
func (u URL) PortOrDefault() (uint16, bool) {
	if port := u.Port(); port != "" {
		// The parser keeps a port only when it is at most 65535 and writes
		// it in decimal without leading zeros.
		n, err := strconv.ParseUint(port, 10, 16)
		return uint16(n), err == nil
	}
	return DefaultPort(u.Scheme())
}

// DialAddr returns the address to dial for u, "host:port" as net.Dial
// takes it, and true; or false when the URL names nothing to dial.
//
//   - A domain or an IPv4 address is written as the URL holds it
//     ("example.com:443", "127.0.0.1:80"); an IPv6 address keeps the
//     brackets the URL holds ("[::1]:80"), which is what net.JoinHostPort
//     would add, so it never becomes "[[::1]]:80".
//   - The port is PortOrDefault; without one, DialAddr reports false
//     ("sc://h/" has no default port).
//   - An opaque host, the host of a non-special URL ("redis://cache:6379"),
//     is used only when it is already what a special URL would hold: a
//     lower-case ASCII domain or a dotted-decimal IPv4 address, that is,
//     when ParseHost gives it back unchanged. Anything else
//     ("sc://EX%41MPLE:1", "sc://0x7f.1:1") reports false: the standard
//     does not say how such a host is resolved, and guessing would dial a
//     host other than the one a check of the URL saw.
//   - A null or empty host reports false; so does a file URL, which has no
//     port.
//
// The zero URL reports false. net/url has no counterpart; its
// URL.Hostname strips the brackets that JoinHostPort then adds back.
// https://url.spec.whatwg.org/#concept-url-host
func (u URL) DialAddr() (string, bool) {
	switch u.hostKind {
	case DomainHost, IPv4Host, IPv6Host:
	case OpaqueHost:
		h, err := ParseHost(u.Hostname())
		if err != nil || h.String() != u.Hostname() {
			return "", false
		}
	default:
		return "", false
	}
	if u.Port() != "" {
		return u.Host(), true
	}
	port, ok := DefaultPort(u.Scheme())
	if !ok {
		return "", false
	}
	return u.Hostname() + ":" + strconv.Itoa(int(port)), true
}

// AddrPort returns the host's IP address and PortOrDefault as a
// netip.AddrPort, and true, when the host is an IPv4 or IPv6 address
// (HostKind IPv4Host or IPv6Host) and there is a port or default port.
// Otherwise, for a domain, an opaque host (even "sc://1.2.3.4:5", whose
// host is opaque), or no port, it reports false. The address never has a
// zone. The zero URL reports false.
// https://url.spec.whatwg.org/#concept-host
func (u URL) AddrPort() (netip.AddrPort, bool) {
	if u.hostKind != IPv4Host && u.hostKind != IPv6Host {
		return netip.AddrPort{}, false
	}
	port, ok := u.PortOrDefault()
	if !ok {
		return netip.AddrPort{}, false
	}
	return netip.AddrPortFrom(u.HostAddr(), port), true
}
