package whatwgurl

import (
	"strings"
	"testing"
)

// TestGoTraps checks inputs where a Go library function gives an answer
// the standard does not: strconv's base-0 number syntax, uint64
// wrap-around, netip's zones and IPv4-in-IPv6 serialization, Unicode case
// folding (strings.ToLower, strings.EqualFold: 'ſ' U+017F folds to 's',
// the Kelvin sign U+212A to 'k'), strings.TrimSpace's Unicode spaces, and
// utf8's one-U+FFFD-per-byte decoding.
func TestGoTraps(t *testing.T) {
	tests := []struct {
		name, base, in string
		want           string // "" means failure
		kind           HostKind
	}{
		// The IPv4 number parser knows decimal, "0" octal and "0x" hex
		// only: "0b101" is not a number, so a last label "0b101" does not
		// end in a number and the host is a domain.
		{name: "0b binary is a domain", in: "http://0b101/", want: "http://0b101/", kind: DomainHost},
		{name: "0o octal is a domain", in: "http://0o17/", want: "http://0o17/", kind: DomainHost},
		{name: "underscore digits are a domain", in: "http://1_000/", want: "http://1_000/", kind: DomainHost},
		{name: "hex underscore is a domain", in: "http://0x1_0/", want: "http://0x1_0/", kind: DomainHost},
		{name: "exponent is a domain", in: "http://1e3/", want: "http://1e3/", kind: DomainHost},
		{name: "plus sign is a domain", in: "http://+1/", want: "http://+1/", kind: DomainHost},
		{name: "minus sign is a domain", in: "http://-1/", want: "http://-1/", kind: DomainHost},
		{name: "upper 0B is a domain", in: "http://0B11/", want: "http://0b11/", kind: DomainHost},
		// ... but when the last label is a number, every label must be one.
		{name: "0b part before a number fails", in: "http://0b101.1/", want: ""},
		{name: "underscore part before a number fails", in: "http://1_0.1/", want: ""},
		// "0x" alone is hex zero; "08" is an invalid octal number.
		{name: "bare 0x is zero", in: "http://0x/", want: "http://0.0.0.0/", kind: IPv4Host},
		{name: "08 is not octal", in: "http://08/", want: ""},
		{name: "max ipv4", in: "http://4294967295/", want: "http://255.255.255.255/", kind: IPv4Host},
		{name: "above max ipv4", in: "http://4294967296/", want: ""},
		{name: "2^64+1 does not wrap to 1", in: "http://18446744073709551617/", want: ""},
		{name: "2^32+1 last part does not wrap", in: "http://1.4294967297/", want: ""},
		// Full-width digits are mapped to ASCII by IDNA before the IPv4
		// parser runs; other Unicode digits stay letters of a domain.
		{name: "fullwidth digits are IPv4", in: "http://１２７.０.０.１/", want: "http://127.0.0.1/", kind: IPv4Host},
		// Ports: ASCII digits only, no sign, no underscore, no base prefix.
		{name: "port plus", in: "http://h:+80/", want: ""},
		{name: "port underscore", in: "http://h:8_0/", want: ""},
		{name: "port hex", in: "http://h:0x50/", want: ""},
		{name: "port fullwidth", in: "http://h:８０/", want: ""},
		{name: "port 65536", in: "http://h:65536/", want: ""},
		{name: "port 2^64+80 does not wrap", in: "http://h:18446744073709551696/", want: ""},
		// netip accepts zones; the standard's IPv6 parser has no '%'.
		{name: "zone", in: "http://[fe80::1%eth0]/", want: ""},
		{name: "zone encoded", in: "http://[fe80::1%25eth0]/", want: ""},
		// netip.Addr.String writes ::ffff:1.2.3.4; the standard never
		// writes an embedded IPv4 address.
		{name: "ipv4-mapped", in: "http://[::ffff:1.2.3.4]/", want: "http://[::ffff:102:304]/", kind: IPv6Host},
		{name: "ipv4-compatible", in: "http://[::1.2.3.4]/", want: "http://[::102:304]/", kind: IPv6Host},
		{name: "embedded ipv4 leading zero", in: "http://[::1.2.3.04]/", want: ""},
		{name: "expanded", in: "http://[0:0:0:0:0:0:0:1]/", want: "http://[::1]/", kind: IPv6Host},
		{name: "compression must stand for a piece", in: "http://[1::2:3:4:5:6:7:8]/", want: ""},
		// Schemes are ASCII: case folding must not turn 'ſ' into 's' or
		// the Kelvin sign into 'k'. Without a base these fail (no
		// scheme); with one they are paths.
		{name: "long s scheme", in: "wſ://x/", want: ""},
		{name: "kelvin scheme", in: "HTTP\u212A://x/", want: ""},
		{name: "long s ftp", in: "ſtp://x/", want: ""},
		{name: "long s scheme relative", base: "http://a/b", in: "wſ://x", want: "http://a/w%C5%BF://x", kind: DomainHost},
		{name: "kelvin scheme relative", base: "http://a/b", in: "\u212Aile:x", want: "http://a/%E2%84%AAile:x", kind: DomainHost},
		{name: "dotted capital I scheme", in: "F\u0130LE:///x", want: ""},
		// In hosts, IDNA maps them (UTS #46 mapping, not Go's folding).
		{name: "long s host", in: "http://ſ/", want: "http://s/", kind: DomainHost},
		{name: "kelvin host", in: "http://\u212A/", want: "http://k/", kind: DomainHost},
		// The parser trims C0 controls and space only, not Unicode white
		// space (strings.TrimSpace would); DEL is not a C0 control.
		{name: "leading nbsp", in: "\u00A0http://h/", want: ""},
		{name: "trailing ideographic space", in: "http://h/\u3000", want: "http://h/%E3%80%80", kind: DomainHost},
		{name: "trailing NEL", in: "http://h/\u0085", want: "http://h/%C2%85", kind: DomainHost},
		{name: "trailing DEL", in: "http://h/\x7f", want: "http://h/%7F", kind: DomainHost},
		{name: "leading NUL", in: "\x00\x1fhttp://h/", want: "http://h/", kind: DomainHost},
		{name: "NUL in host", in: "http://h\x00/", want: ""},
		{name: "vertical tab in path", in: "http://h/a\vb", want: "http://h/a%0Bb", kind: DomainHost},
		// One U+FFFD per maximal invalid subsequence (Encoding Standard),
		// not one per byte and not one per run.
		{name: "encoded surrogate", in: "http://h/\xed\xa0\x80", want: "http://h/%EF%BF%BD%EF%BF%BD%EF%BF%BD", kind: DomainHost},
		{name: "truncated 4-byte", in: "http://h/\xf0\x90\x80x", want: "http://h/%EF%BF%BDx", kind: DomainHost},
		{name: "overlong", in: "http://h/\xc0\xaf", want: "http://h/%EF%BF%BD%EF%BF%BD", kind: DomainHost},
		{name: "above U+10FFFF", in: "http://h/\xf4\x90\x80\x80", want: "http://h/%EF%BF%BD%EF%BF%BD%EF%BF%BD%EF%BF%BD", kind: DomainHost},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var base URL
			if tt.base != "" {
				base = MustParse(tt.base)
			}
			u := hostileWant(t, base, tt.in, tt.want)
			if tt.want != "" && !u.IsZero() && u.HostKind() != tt.kind {
				t.Errorf("Parse(%q).HostKind() = %v, want %v", tt.in, u.HostKind(), tt.kind)
			}
		})
	}

	// Unicode digits other than full-width ones are not digits to the
	// IPv4 parser: DEVANAGARI DIGIT THREE (bidi class L) is a domain.
	u, err := Parse("http://\u0969/")
	if err != nil || u.HostKind() != DomainHost || !strings.HasPrefix(u.Hostname(), "xn--") {
		t.Errorf("Parse(%q) = %q (%v), %v; want a domain xn--…", "http://\u0969/", u.Href(), u.HostKind(), err)
	}

	// The host parser on its own: zones fail, IPv4 numbers are not
	// strconv's.
	hostTests := []struct {
		in, want string // want "" means failure
		kind     HostKind
	}{
		{in: "[fe80::1%eth0]", want: ""},
		{in: "[fe80::1%25eth0]", want: ""},
		{in: "0b101", want: "0b101", kind: DomainHost},
		{in: "0o17", want: "0o17", kind: DomainHost},
		{in: "1_000", want: "1_000", kind: DomainHost},
		{in: "0x7F.1", want: "127.0.0.1", kind: IPv4Host},
		{in: "\u212A", want: "k", kind: DomainHost},
	}
	for _, tt := range hostTests {
		h, err := ParseHost(tt.in)
		switch {
		case tt.want == "" && err == nil:
			t.Errorf("ParseHost(%q) = %q, want failure", tt.in, h)
		case tt.want != "" && (err != nil || h.String() != tt.want || h.Kind() != tt.kind):
			t.Errorf("ParseHost(%q) = %q (%v), %v; want %q (%v)", tt.in, h, h.Kind(), err, tt.want, tt.kind)
		}
	}
}
