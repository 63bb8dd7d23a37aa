package whatwgurl_test

import (
	"fmt"
	"net"

	"github.com/webstd/whatwgurl"
)

func ExampleURL_RequestURI() {
	for _, s := range []string{
		"https://example.com/a|b?q=%zz#frag",
		"http://example.com/search?",
		"sc://host",
	} {
		fmt.Println(whatwgurl.MustParse(s).RequestURI())
	}
	// Output:
	// /a|b?q=%zz
	// /search?
	// /
}

func ExampleURL_RequestURL() {
	for _, s := range []string{
		"https://example.com/%41?q",    // Path and RawPath
		"https://example.com/x%zzy|z",  // Opaque, origin-form
		"https://example.com//x%zzy|z", // Opaque, absolute-form over HTTP/1.1
	} {
		nu := whatwgurl.MustParse(s).RequestURL()
		// net/http writes nu.RequestURI() as the request-target.
		fmt.Printf("%q %q\n", nu.Opaque, nu.RequestURI())
	}
	// Output:
	// "" "/%41?q"
	// "/x%zzy|z" "/x%zzy|z"
	// "//example.com//x%zzy|z" "https://example.com//x%zzy|z"
}

func ExampleDefaultPort() {
	for _, scheme := range []string{"https", "ws", "ftp", "file", "gopher"} {
		port, ok := whatwgurl.DefaultPort(scheme)
		fmt.Println(scheme, port, ok)
	}
	// Output:
	// https 443 true
	// ws 80 true
	// ftp 21 true
	// file 0 false
	// gopher 0 false
}

func ExampleURL_PortOrDefault() {
	for _, s := range []string{"https://example.com/", "https://example.com:443/", "http://example.com:8080/", "file:///tmp"} {
		u := whatwgurl.MustParse(s)
		port, ok := u.PortOrDefault()
		fmt.Printf("%q %d %v\n", u.Port(), port, ok)
	}
	// Output:
	// "" 443 true
	// "" 443 true
	// "8080" 8080 true
	// "" 0 false
}

func ExampleURL_DialAddr() {
	u := whatwgurl.MustParse("http://[::1]/")
	addr, _ := u.DialAddr()
	fmt.Println(addr)
	// What not to do: Hostname keeps the brackets of an IPv6 address.
	fmt.Println(net.JoinHostPort(u.Hostname(), "80"))

	for _, s := range []string{"redis://cache:6379/0", "sc://host/", "file:///x"} {
		addr, ok := whatwgurl.MustParse(s).DialAddr()
		fmt.Printf("%q %v\n", addr, ok)
	}
	// Output:
	// [::1]:80
	// [[::1]]:80
	// "cache:6379" true
	// "" false
	// "" false
}

func ExampleURL_AddrPort() {
	for _, s := range []string{"https://0x7f.1/", "http://[2001:db8::1]:8080/", "http://example.com/"} {
		ap, ok := whatwgurl.MustParse(s).AddrPort()
		fmt.Println(ap, ok)
	}
	// Output:
	// 127.0.0.1:443 true
	// [2001:db8::1]:8080 true
	// invalid AddrPort false
}
