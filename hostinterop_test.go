package whatwgurl

import (
	"encoding"
	"errors"
	"net/netip"
	"strings"
	"testing"
)

var (
	// github.com/google/go-cmp uses a method (T) Equal(T) bool.
	_ interface{ Equal(Host) bool } = Host{}

	_ encoding.TextAppender      = Host{}
	_ encoding.TextMarshaler     = Host{}
	_ encoding.TextUnmarshaler   = (*Host)(nil)
	_ encoding.BinaryAppender    = Host{}
	_ encoding.BinaryMarshaler   = Host{}
	_ encoding.BinaryUnmarshaler = (*Host)(nil)
)

func mustParseOpaqueHost(t testing.TB, s string) Host {
	t.Helper()
	h, err := ParseOpaqueHost(s)
	if err != nil {
		t.Fatal(err)
	}
	return h
}

func TestHostEqualCompare(t *testing.T) {
	tests := []struct {
		name string
		a, b Host
		want int // Compare(a, b)
	}{
		{"domain, different input", MustParseHost("EXAMPLE.com"), MustParseHost("example.com"), 0},
		{"IDNA", MustParseHost("münchen.example"), MustParseHost("xn--mnchen-3ya.example"), 0},
		{"IPv4 forms", MustParseHost("0x7f.1"), MustParseHost("127.0.0.1"), 0},
		{"IPv6 forms", MustParseHost("[0:0::1]"), MustParseHost("[::1]"), 0},
		{"trailing dot", MustParseHost("example.com"), MustParseHost("example.com."), -1},
		{"IPv4 by number", MustParseHost("9.0.0.0"), MustParseHost("10.0.0.0"), -1},
		{"IPv6 by number", MustParseHost("[::9]"), MustParseHost("[::10]"), -1},
		{"kinds: domain before IPv4", MustParseHost("zz"), MustParseHost("1.2.3.4"), -1},
		{"kinds: IPv4 before IPv6", MustParseHost("255.255.255.255"), MustParseHost("[::]"), -1},
		{"kinds: domain before opaque", MustParseHost("example.com"), mustParseOpaqueHost(t, "example.com"), -1},
		{"kinds: opaque before IPv4", mustParseOpaqueHost(t, "1.2.3.4"), MustParseHost("1.2.3.4"), -1},
		{"kinds: empty before domain", mustParseOpaqueHost(t, ""), MustParseHost("a"), -1},
		{"zero Host first", Host{}, mustParseOpaqueHost(t, ""), -1},
		{"zero Hosts", Host{}, Host{}, 0},
		{"opaque hosts keep case", mustParseOpaqueHost(t, "A"), mustParseOpaqueHost(t, "a"), -1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.a.Compare(tt.b); got != tt.want {
				t.Errorf("Compare(%v %q, %v %q) = %d, want %d", tt.a.Kind(), tt.a, tt.b.Kind(), tt.b, got, tt.want)
			}
			if got := tt.b.Compare(tt.a); got != -tt.want {
				t.Errorf("reversed Compare = %d, want %d", got, -tt.want)
			}
			if got := tt.a.Equal(tt.b); got != (tt.want == 0) || got != (tt.a == tt.b) {
				t.Errorf("Equal = %v; Compare %d, == %v", got, tt.want, tt.a == tt.b)
			}
		})
	}

	// A total order: on a set of hosts of every kind, Compare agrees with
	// netip.Addr.Compare on addresses of one kind, and with itself on
	// every triple.
	var hosts []Host
	for _, s := range []string{"a", "b.example", "example.com.", "xn--mnchen-3ya.example", "0", "1.2.3.4", "10.0.0.1", "9.255.255.255", "255.255.255.255", "[::]", "[::1]", "[::ffff:1.2.3.4]", "[1::]", "[fe80::1]"} {
		hosts = append(hosts, MustParseHost(s))
	}
	for _, s := range []string{"", "a", "A", "1.2.3.4", "x%41", "[::1]"} {
		hosts = append(hosts, mustParseOpaqueHost(t, s))
	}
	hosts = append(hosts, Host{})
	for _, a := range hosts {
		for _, b := range hosts {
			ab := a.Compare(b)
			if ab != -b.Compare(a) || (ab == 0) != (a == b) {
				t.Errorf("%v %q, %v %q: Compare %d, reversed %d, == %v", a.Kind(), a, b.Kind(), b, ab, b.Compare(a), a == b)
			}
			if a.Kind() == b.Kind() && (a.Kind() == IPv4Host || a.Kind() == IPv6Host) {
				if want := netip.MustParseAddr(strings.Trim(a.String(), "[]")).Compare(netip.MustParseAddr(strings.Trim(b.String(), "[]"))); ab != want {
					t.Errorf("%q, %q: Compare %d, netip says %d", a, b, ab, want)
				}
			}
			for _, c := range hosts {
				if ab <= 0 && b.Compare(c) <= 0 && a.Compare(c) > 0 {
					t.Errorf("not transitive: %q <= %q <= %q but %q > %q", a, b, c, a, c)
				}
			}
		}
	}
}

// hostTextCases are hosts of every kind with their text form, as
// MarshalText documents it.
var hostTextCases = []struct {
	name  string
	host  func() (Host, error)
	kind  HostKind
	text  string
	input string // non-canonical text that reads as the same host, if any
}{
	{"zero", func() (Host, error) { return Host{}, nil }, NoHost, "", ""},
	{"empty", func() (Host, error) { return ParseOpaqueHost("") }, EmptyHost, "opaque:", ""},
	{"domain", func() (Host, error) { return ParseHost("EXAMPLE.com") }, DomainHost, "example.com", "EXAMPLE.com"},
	{"IDN", func() (Host, error) { return ParseHost("münchen.example") }, DomainHost, "xn--mnchen-3ya.example", "MÜNCHEN.example"},
	{"IPv4", func() (Host, error) { return ParseHost("0x7f.1") }, IPv4Host, "127.0.0.1", "0x7f.1"},
	{"IPv6", func() (Host, error) { return ParseHost("[0:0::1]") }, IPv6Host, "[::1]", "[0:0::1]"},
	{"IPv6 of an opaque parse", func() (Host, error) { return ParseOpaqueHost("[::1]") }, IPv6Host, "[::1]", "opaque:[::1]"},
	{"opaque", func() (Host, error) { return ParseOpaqueHost("EX%41mple") }, OpaqueHost, "opaque:EX%41mple", ""},
	{"opaque, as a domain would be", func() (Host, error) { return ParseOpaqueHost("example.com") }, OpaqueHost, "opaque:example.com", ""},
	{"opaque, as an IPv4 address would be", func() (Host, error) { return ParseOpaqueHost("1.2.3.4") }, OpaqueHost, "opaque:1.2.3.4", ""},
	{"opaque, not ASCII", func() (Host, error) { return ParseOpaqueHost("ü") }, OpaqueHost, "opaque:%C3%BC", "opaque:ü"},
}

func TestHostText(t *testing.T) {
	for _, tt := range hostTextCases {
		t.Run(tt.name, func(t *testing.T) {
			h, err := tt.host()
			if err != nil {
				t.Fatal(err)
			}
			if h.Kind() != tt.kind || h.IsZero() != (tt.kind == NoHost) {
				t.Fatalf("kind %v, IsZero %v; want %v", h.Kind(), h.IsZero(), tt.kind)
			}
			for name, marshal := range map[string]func() ([]byte, error){
				"MarshalText":   h.MarshalText,
				"MarshalBinary": h.MarshalBinary,
			} {
				if b, err := marshal(); err != nil || string(b) != tt.text {
					t.Errorf("%s = %q, %v; want %q", name, b, err, tt.text)
				}
			}
			for name, appendTo := range map[string]func([]byte) ([]byte, error){
				"AppendText":   h.AppendText,
				"AppendBinary": h.AppendBinary,
			} {
				if b, err := appendTo([]byte("x=")); err != nil || string(b) != "x="+tt.text {
					t.Errorf("%s = %q, %v; want %q", name, b, err, "x="+tt.text)
				}
			}
			for _, text := range []string{tt.text, tt.input} {
				if text == "" && tt.kind != NoHost {
					continue
				}
				g := MustParseHost("before.example")
				if err := g.UnmarshalText([]byte(text)); err != nil || g != h {
					t.Errorf("UnmarshalText(%q) = %v %q, %v; want %v %q", text, g.Kind(), g, err, h.Kind(), h)
				}
				g = MustParseHost("before.example")
				if err := g.UnmarshalBinary([]byte(text)); err != nil || g != h {
					t.Errorf("UnmarshalBinary(%q) = %v %q, %v", text, g.Kind(), g, err)
				}
			}
		})
	}
}

func TestHostUnmarshalTextErrors(t *testing.T) {
	tests := []struct {
		name, text string
		want       ValidationError
	}{
		{"space in a domain", "exa mple", DomainToASCIIError},
		{"forbidden in an opaque host", "opaque:a b", HostInvalidCodePoint},
		{"unclosed IPv6", "[::1", IPv6Unclosed},
		{"IPv4 out of range", "1.2.3.256", IPv4OutOfRangePart},
		{"no prefix means a domain", "Opaque:x", DomainToASCIIError},
		{"a URL is not a host", "https://example.com/", DomainToASCIIError},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			before := MustParseHost("before.example")
			h := before
			err := h.UnmarshalText([]byte(tt.text))
			var e *Error
			if !errors.Is(err, tt.want) || !errors.As(err, &e) || h != before {
				t.Errorf("UnmarshalText(%q) = %v, host %q; want %v and no change", tt.text, err, h, tt.want)
			}
		})
	}
}

// TestHostTextWPT takes the host of every URL of urltestdata.json as the
// host parser gives it (ParseHost for a special URL, ParseOpaqueHost for
// another and for the empty host), checks that it is the URL's host, and
// that its text form reads back as the same host.
func TestHostTextWPT(t *testing.T) {
	kinds := map[HostKind]int{}
	for _, href := range wptHrefs(t) {
		u := MustParse(href)
		if u.HostKind() == NoHost {
			continue
		}
		var h Host
		var err error
		if u.IsSpecial() && u.HostKind() != EmptyHost {
			h, err = ParseHost(u.Hostname())
		} else {
			h, err = ParseOpaqueHost(u.Hostname())
		}
		if err != nil || h.Kind() != u.HostKind() || h.String() != u.Hostname() {
			t.Errorf("%q: host %v %q, %v; want %v %q", href, h.Kind(), h, err, u.HostKind(), u.Hostname())
			continue
		}
		kinds[h.Kind()]++
		text, _ := h.MarshalText()
		var g Host
		if err := g.UnmarshalText(text); err != nil || g != h {
			t.Errorf("%q: UnmarshalText(%q) = %v %q, %v", href, text, g.Kind(), g, err)
		}
	}
	for _, k := range []HostKind{EmptyHost, DomainHost, OpaqueHost, IPv4Host, IPv6Host} {
		if kinds[k] == 0 {
			t.Errorf("no %v in urltestdata.json", k)
		}
	}
	t.Logf("hosts by kind: %v", kinds)
}

func TestMustParseHost(t *testing.T) {
	if h := MustParseHost("EXAMPLE.com"); h.Kind() != DomainHost || h.String() != "example.com" {
		t.Errorf("MustParseHost = %v %q", h.Kind(), h)
	}
	defer func() {
		err, _ := recover().(error)
		if !errors.Is(err, HostMissing) {
			t.Errorf("MustParseHost(\"\") panicked with %v, want host-missing", err)
		}
	}()
	MustParseHost("")
}
