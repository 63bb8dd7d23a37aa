package whatwgurl_test

import (
	"errors"
	"fmt"
	"net/netip"

	"github.com/webstd/whatwgurl"
)

func ExampleDomainToASCII() {
	// beStrict false is what the host parser does: an ASCII domain is only
	// lowercased, even one that Unicode ToASCII rejects, as browsers accept
	// it. beStrict true is the check of a valid domain: STD3 rules (no
	// '_'), hyphens, DNS lengths, and Punycode that decodes.
	for _, in := range []string{"Faß.DE", "my_host.example", "xn--a.example"} {
		lax, err := whatwgurl.DomainToASCII(in, false)
		fmt.Printf("%-16s %q %v\n", in, lax, errors.Is(err, whatwgurl.DomainToASCIIError))
		strict, err := whatwgurl.DomainToASCII(in, true)
		fmt.Printf("%-16s %q %v\n", "  strict", strict, errors.Is(err, whatwgurl.DomainToASCIIError))
	}
	// Output:
	// Faß.DE           "xn--fa-hia.de" false
	//   strict         "xn--fa-hia.de" false
	// my_host.example  "my_host.example" false
	//   strict         "" true
	// xn--a.example    "xn--a.example" false
	//   strict         "" true
}

func ExampleHostKind() {
	// How a client reaches each URL's host.
	for _, in := range []string{
		"https://Example.COM/",
		"http://0x7f.1/",
		"http://[0:0::1]:8080/",
		"git://Repo.Example/x",
		"file:///etc/hosts",
		"mailto:someone@example.com",
	} {
		u := whatwgurl.MustParse(in)
		var how string
		switch u.HostKind() {
		case whatwgurl.DomainHost:
			how = "resolve " + u.Hostname()
		case whatwgurl.IPv4Host, whatwgurl.IPv6Host:
			how = "dial " + u.HostAddr().String()
		case whatwgurl.OpaqueHost:
			how = "scheme-defined " + u.Hostname()
		case whatwgurl.EmptyHost:
			how = "local"
		case whatwgurl.NoHost:
			how = "no host"
		}
		fmt.Printf("%-10v %s\n", u.HostKind(), how)
	}
	// Output:
	// DomainHost resolve example.com
	// IPv4Host   dial 127.0.0.1
	// IPv6Host   dial ::1
	// OpaqueHost scheme-defined Repo.Example
	// EmptyHost  local
	// NoHost     no host
}

func ExampleHost_Addr() {
	// Whether a host is in a network, whichever way its address is written.
	// A domain has no address until it is resolved.
	internal := netip.MustParsePrefix("10.0.0.0/8")
	for _, in := range []string{"10.1.2.3", "012.1.2.3", "167772161", "[::ffff:10.0.0.1]", "example.com"} {
		h := whatwgurl.MustParseHost(in)
		addr := h.Addr().Unmap()
		fmt.Printf("%-18s %-18v %v\n", in, h, addr.IsValid() && internal.Contains(addr))
	}
	// Output:
	// 10.1.2.3           10.1.2.3           true
	// 012.1.2.3          10.1.2.3           true
	// 167772161          10.0.0.1           true
	// [::ffff:10.0.0.1]  [::ffff:a00:1]     true
	// example.com        example.com        false
}

// A Parser's host parsers report each validation error at its offset in
// the input, the error a parse fails with last.
func ExampleParser_ParseHost() {
	p := whatwgurl.Parser{OnValidationError: func(err whatwgurl.ValidationError, offset int) {
		fmt.Printf("  %d %v\n", offset, err)
	}}
	h, err := p.ParseHost("0x7f.1")
	fmt.Println(h, err)
	h, err = p.ParseHost("[1::2::3]")
	fmt.Println(h.Kind(), err != nil)

	// The opaque host parser, for a URL whose scheme is not special, keeps
	// what it cannot read, percent-encoding code points outside ASCII.
	h, err = p.ParseOpaqueHost("a%zzé")
	fmt.Println(h, err)
	// Output:
	//   0 IPv4-too-few-parts
	//   0 IPv4-non-decimal-part
	// 127.0.0.1 <nil>
	//   6 IPv6-multiple-compression
	// NoHost true
	//   1 invalid-URL-unit
	// a%zz%C3%A9 <nil>
}
