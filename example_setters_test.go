package whatwgurl_test

import (
	"errors"
	"fmt"
	"strings"

	"github.com/webstd/whatwgurl"
)

func ExampleURL_SetHost() {
	u := whatwgurl.MustParse("https://example.net:8080/path")

	// A host without a port leaves the port as it is.
	fmt.Println(u.SetHost("example.com"), u.Href())
	// 443 is https's default port, which is null.
	fmt.Println(u.SetHost("example.org:443"), u.Href())
	// The host is parsed as in a URL: lower-cased, and it ends at '/'.
	fmt.Println(u.SetHost("EXAMPLE.com:8443/ignored"), u.Href())

	// The standard sets the host before it reads the port: a valid host
	// with a port out of range changes the host and fails on the port.
	err := u.SetHost("example.net:65536")
	fmt.Println(u.Href())
	fmt.Println(err)
	fmt.Println(errors.Is(err, whatwgurl.PortOutOfRange))

	// A host that fails to parse changes nothing.
	err = u.SetHost("[::1")
	fmt.Println(u.Href(), errors.Is(err, whatwgurl.IPv6Unclosed))
	// Output:
	// <nil> https://example.com:8080/path
	// <nil> https://example.org/path
	// <nil> https://example.com:8443/path
	// https://example.net:8443/path
	// whatwgurl: set host "example.net:65536": port-out-of-range: the port is above 65535
	// true
	// https://example.net:8443/path true
}

func ExampleURL_SetHostname() {
	u := whatwgurl.MustParse("https://example.net:8080/path")

	// The hostname setter never changes the port: 8080 stays, and a value
	// with a port is ignored as a whole.
	fmt.Println(u.SetHostname("EXAMPLE.com"), u.Href())
	err := u.SetHostname("example.org:443")
	fmt.Println(errors.Is(err, whatwgurl.ErrIgnored), u.Href())

	// The value is parsed as a URL's host, and ends at '/'.
	fmt.Println(u.SetHostname("0x7f.1/ignored"), u.Href())

	// A special URL needs a host; one that is not special can lose it.
	err = u.SetHostname("")
	fmt.Println(errors.Is(err, whatwgurl.HostMissing), u.Href())
	s := whatwgurl.MustParse("sc://host/p")
	fmt.Println(s.SetHostname(""), s.Href())
	// Output:
	// <nil> https://example.com:8080/path
	// true https://example.com:8080/path
	// <nil> https://127.0.0.1:8080/path
	// true https://127.0.0.1:8080/path
	// <nil> sc:///p
}

func ExampleURL_SetUsername() {
	// Credentials from a configuration, put into a URL: they are
	// percent-encoded with the userinfo set, so that ':' and '@' in them
	// cannot end them early.
	u := whatwgurl.MustParse("https://example.com/")
	u.SetUsername("me@example.org")
	u.SetPassword("p:ss w@rd")
	fmt.Println(u.Redacted())
	fmt.Println(u.Username(), whatwgurl.PercentDecode(u.Password()))

	// An empty password drops the ':', then an empty username the '@'.
	u.SetPassword("")
	fmt.Println(u)
	u.SetUsername("")
	fmt.Println(u)

	// A URL with no host, an empty host or the scheme file cannot have
	// credentials.
	f := whatwgurl.MustParse("file:///etc/passwd")
	err := f.SetUsername("root")
	fmt.Println(errors.Is(err, whatwgurl.ErrIgnored), f)
	// Output:
	// https://me%40example.org:xxxxx@example.com/
	// me%40example.org p:ss w@rd
	// https://me%40example.org@example.com/
	// https://example.com/
	// true file:///etc/passwd
}

func ExampleURL_SetPort() {
	u := whatwgurl.MustParse("http://example.net/")

	// Everything from the first code point that is not a digit is ignored.
	fmt.Println(u.SetPort("8080abc"), u.Href())
	// The scheme's default port is null.
	fmt.Println(u.SetPort("80"), u.Href())

	// No digit at all: the standard leaves the URL unchanged.
	err := u.SetPort("abc")
	fmt.Println(errors.Is(err, whatwgurl.ErrIgnored), u.Href())
	// A port above 65535 is a validation error.
	fmt.Println(u.SetPort("70000"))

	// A file URL cannot have a port.
	f := whatwgurl.MustParse("file:///tmp/x")
	err = f.SetPort("8080")
	fmt.Println(errors.Is(err, whatwgurl.ErrIgnored), f.Href())
	// Output:
	// <nil> http://example.net:8080/
	// <nil> http://example.net/
	// true http://example.net/
	// whatwgurl: set port "70000": port-out-of-range: the port is above 65535
	// true file:///tmp/x
}

func ExampleURL_SetPathname() {
	u := whatwgurl.MustParse("https://example.com/a/b?q#f")

	// Dot segments are resolved; '?' and '#' are encoded, not delimiters.
	fmt.Println(u.SetPathname("/x/../y z?#"), u.Href())
	// In a special URL '\' separates segments, and a leading '/' is implied.
	fmt.Println(u.SetPathname(`c\d`), u.Pathname())

	// In a URL that is not special, '\' is a code point like any other.
	s := whatwgurl.MustParse("sc://host/a")
	fmt.Println(s.SetPathname(`c\d`), s.Pathname())

	// An opaque path cannot be set.
	m := whatwgurl.MustParse("mailto:someone@example.com")
	err := m.SetPathname("/x")
	fmt.Println(errors.Is(err, whatwgurl.ErrIgnored), m.Href())
	// Output:
	// <nil> https://example.com/y%20z%3F%23?q#f
	// <nil> /c/d
	// <nil> /c\d
	// true mailto:someone@example.com
}

func ExampleURL_SetSearch() {
	u := whatwgurl.MustParse("https://example.com/?a=1#top")

	// One leading '?' is optional. A special URL's query encodes ' too.
	u.SetSearch("q=a b&x='y'")
	fmt.Println(u.Href())
	fmt.Println(u.Search())

	// "?" makes the query empty but not null; Search cannot tell.
	u.SetSearch("?")
	fmt.Println(u.Href(), u.Search() == "")

	// "" makes the query null.
	u.SetSearch("")
	fmt.Println(u.Href())

	s := whatwgurl.MustParse("sc://host/")
	s.SetSearch("x='y'")
	fmt.Println(s.Href())
	// Output:
	// https://example.com/?q=a%20b&x=%27y%27#top
	// ?q=a%20b&x=%27y%27
	// https://example.com/?#top true
	// https://example.com/#top
	// sc://host/?x='y'
}

func ExampleURL_SetHash() {
	u := whatwgurl.MustParse("https://example.com/page")

	u.SetHash("section 2")
	fmt.Println(u.Href())
	// One leading '#' is optional; '`' is in the fragment percent-encode set.
	u.SetHash("#`x`")
	fmt.Println(u.Hash())
	// "" makes the fragment null.
	u.SetHash("")
	fmt.Println(u.Href())
	// Output:
	// https://example.com/page#section%202
	// #%60x%60
	// https://example.com/page
}

func ExampleURL_SetProtocol() {
	u := whatwgurl.MustParse("https://example.com:8080/a")

	// Between special schemes; everything from the first ':' is ignored.
	fmt.Println(u.SetProtocol("http"), u.Href())
	fmt.Println(u.SetProtocol("WSS:ignored"), u.Href())

	// Special schemes (http, https, ws, wss, ftp, file) and the others are
	// parsed differently: hosts (IDNA versus opaque hosts), '\', default
	// ports, paths. A URL of one kind need not be a valid URL of the other,
	// so the standard ignores a change between the two kinds; the error
	// wraps ErrIgnored and the URL is unchanged.
	err := u.SetProtocol("foo")
	fmt.Println(err)
	fmt.Println(errors.Is(err, whatwgurl.ErrIgnored), u.Href())

	// To change the kind, parse the URL again with the new scheme (or
	// call SetHref): the rest is then read as the new kind of URL.
	v, err := whatwgurl.Parse("foo:" + strings.TrimPrefix(u.Href(), u.Protocol()))
	fmt.Println(v.Href(), v.IsSpecial(), v.HostKind(), err)
	err = u.SetHref("foo:" + strings.TrimPrefix(u.Href(), u.Protocol()))
	fmt.Println(u == v, err)
	// Output:
	// <nil> http://example.com:8080/a
	// <nil> wss://example.com:8080/a
	// whatwgurl: set protocol "foo": value ignored by the URL Standard's setter
	// true wss://example.com:8080/a
	// foo://example.com:8080/a false OpaqueHost <nil>
	// true <nil>
}
