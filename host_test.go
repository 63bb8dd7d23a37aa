package whatwgurl

import (
	"errors"
	"testing"
)

// TestHostParser runs the host parser on each input as a special URL's host
// (ParseHost, isOpaque false) and as a non-special URL's host
// (ParseOpaqueHost, isOpaque true). The expected serializations are what
// url.bs's host parser and host serializer give, and equal the hostname
// whatwg-url 17.3.0 gives for "http://" + input + "/" and "sc://" + input +
// "/" (no input here holds a code point that URL parsing would remove
// first); ok false is failure.
// https://url.spec.whatwg.org/#concept-host-parser
func TestHostParser(t *testing.T) {
	type result struct {
		host string
		kind HostKind
		ok   bool
	}
	tests := []struct {
		in              string
		special, opaque result
	}{
		{"EXAMPLE.com", result{"example.com", DomainHost, true}, result{"EXAMPLE.com", OpaqueHost, true}},
		{"example.com.", result{"example.com.", DomainHost, true}, result{"example.com.", OpaqueHost, true}},
		{"0x7f.1", result{"127.0.0.1", IPv4Host, true}, result{"0x7f.1", OpaqueHost, true}},
		{"127.1", result{"127.0.0.1", IPv4Host, true}, result{"127.1", OpaqueHost, true}},
		{"0300.0250.0.1", result{"192.168.0.1", IPv4Host, true}, result{"0300.0250.0.1", OpaqueHost, true}},
		{"4294967295", result{"255.255.255.255", IPv4Host, true}, result{"4294967295", OpaqueHost, true}},
		{"4294967296", result{}, result{"4294967296", OpaqueHost, true}},
		{"1.2.3.4.5", result{}, result{"1.2.3.4.5", OpaqueHost, true}},
		{"1.2.3.09", result{}, result{"1.2.3.09", OpaqueHost, true}},
		{"[::1]", result{"[::1]", IPv6Host, true}, result{"[::1]", IPv6Host, true}},
		{"[0:0:0:0:0:0:0:1]", result{"[::1]", IPv6Host, true}, result{"[::1]", IPv6Host, true}},
		{"[1:0:0:2:0:0:0:3]", result{"[1:0:0:2::3]", IPv6Host, true}, result{"[1:0:0:2::3]", IPv6Host, true}},
		{"[::ffff:1.2.3.4]", result{"[::ffff:102:304]", IPv6Host, true}, result{"[::ffff:102:304]", IPv6Host, true}},
		{"[::1", result{}, result{}},
		{"exa%41mple.com", result{"exaample.com", DomainHost, true}, result{"exa%41mple.com", OpaqueHost, true}},
		{"ex%00ample", result{}, result{"ex%00ample", OpaqueHost, true}},
		{"münchen.de", result{"xn--mnchen-3ya.de", DomainHost, true}, result{"m%C3%BCnchen.de", OpaqueHost, true}},
		{"xn--mnchen-3ya.de", result{"xn--mnchen-3ya.de", DomainHost, true}, result{"xn--mnchen-3ya.de", OpaqueHost, true}},
		{"a..b", result{"a..b", DomainHost, true}, result{"a..b", OpaqueHost, true}},
		{"foo.09", result{}, result{"foo.09", OpaqueHost, true}},
		{"%31%32%37.0.0.1", result{"127.0.0.1", IPv4Host, true}, result{"%31%32%37.0.0.1", OpaqueHost, true}},
		{"x y", result{}, result{}},
		{"a<b", result{}, result{}},
		{"a^b", result{}, result{}},
		{"a|b", result{}, result{}},
		{"EX%41MPLE", result{"example", DomainHost, true}, result{"EX%41MPLE", OpaqueHost, true}},
		{".", result{".", DomainHost, true}, result{".", OpaqueHost, true}},
		{"..", result{"..", DomainHost, true}, result{"..", OpaqueHost, true}},
		{"1.2.3.4.", result{"1.2.3.4", IPv4Host, true}, result{"1.2.3.4.", OpaqueHost, true}},
		{"1.2.3.4..", result{"1.2.3.4..", DomainHost, true}, result{"1.2.3.4..", OpaqueHost, true}},
		{"0x", result{"0.0.0.0", IPv4Host, true}, result{"0x", OpaqueHost, true}},
		{"0x.0x.0", result{"0.0.0.0", IPv4Host, true}, result{"0x.0x.0", OpaqueHost, true}},
		{"[1::1:2:3:4:5:6:7]", result{}, result{}},
		{"[::1.2.3]", result{}, result{}},
		{"[1:2:3:4:5:6:7:8:9]", result{}, result{}},
		{"[::1::]", result{}, result{}},
		{"a%", result{}, result{"a%", OpaqueHost, true}},
		{"%zz", result{}, result{"%zz", OpaqueHost, true}},
	}
	for _, tt := range tests {
		for _, c := range []struct {
			name  string
			parse func(string) (Host, error)
			want  result
		}{{"ParseHost", ParseHost, tt.special}, {"ParseOpaqueHost", ParseOpaqueHost, tt.opaque}} {
			h, err := c.parse(tt.in)
			got := result{h.String(), h.Kind(), err == nil}
			if !c.want.ok {
				if err == nil {
					t.Errorf("%s(%q) = %q (%v), want failure", c.name, tt.in, h, h.Kind())
				}
				continue
			}
			if got != c.want {
				t.Errorf("%s(%q) = %q %v (error %v), want %q %v", c.name, tt.in, got.host, got.kind, err, c.want.host, c.want.kind)
			}
		}
	}
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
