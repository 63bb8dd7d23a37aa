package whatwgurl_test

import (
	"bytes"
	"encoding/gob"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/url"
	"os"
	"slices"
	"strings"

	"github.com/webstd/whatwgurl"
)

func ExampleURL_NetURL() {
	// Parse as a browser does, then hand the result to net/http.
	u := whatwgurl.MustParse("HTTPS://user:p%40ss@EXAMPLE.com:8443/a b/ü?q=1 2#top")
	nu := u.NetURL()
	pass, _ := nu.User.Password()
	fmt.Println(nu.Scheme, nu.Host, nu.User.Username(), pass)
	fmt.Printf("%q %q %q\n", nu.Path, nu.RawQuery, nu.Fragment)

	req, err := http.NewRequest(http.MethodGet, "", nil)
	if err != nil {
		panic(err)
	}
	req.URL = nu
	req.Host = nu.Host
	fmt.Println(req.URL.RequestURI())
	// Output:
	// https example.com:8443 user p@ss
	// "/a b/ü" "q=1%202" "top"
	// /a%20b/%C3%BC?q=1%202
}

func ExampleFromNetURL() {
	// A net/url URL, read as a browser reads the same URL.
	nu, err := url.Parse("http://0x7f.1/a/../b")
	if err != nil {
		panic(err)
	}
	fmt.Println(nu.Host, nu.Path)
	u, err := whatwgurl.FromNetURL(nu)
	fmt.Println(u, err)

	// One built field by field.
	u, err = whatwgurl.FromNetURL(&url.URL{Scheme: "https", Host: "münchen.example", Path: "/a b"})
	fmt.Println(u, err)

	// And back: NetURL and FromNetURL round-trip most URLs.
	v, err := whatwgurl.FromNetURL(u.NetURL())
	fmt.Println(v == u, err)
	// Output:
	// 0x7f.1 /a/../b
	// http://127.0.0.1/b <nil>
	// https://xn--mnchen-3ya.example/a%20b <nil>
	// true <nil>
}

// Example_jsonConfig reads a configuration file with URLs, hosts and a
// query in it: each is parsed as a browser would parse it, and a value
// that does not parse fails the whole decode with the reason.
func Example_jsonConfig() {
	type Config struct {
		Endpoint whatwgurl.URL           `json:"endpoint"`
		Proxy    *whatwgurl.URL          `json:"proxy,omitempty"`
		Allow    []whatwgurl.Host        `json:"allow"`
		Defaults *whatwgurl.SearchParams `json:"defaults"`
	}
	const file = `{
		"endpoint": "HTTPS://API.example.com:443/v1/../v2",
		"allow": ["API.example.com", "0x7f.1", "[0:0::1]"],
		"defaults": "lang=en&q=caf%C3%A9+au+lait"
	}`
	var c Config
	if err := json.Unmarshal([]byte(file), &c); err != nil {
		panic(err)
	}
	fmt.Println(c.Endpoint.Href(), c.Proxy == nil)
	fmt.Println(c.Allow, c.Allow[1].Kind())
	fmt.Printf("%q\n", c.Defaults.Get("q"))

	out, _ := json.Marshal(c)
	fmt.Println(string(out))

	err := json.Unmarshal([]byte(`{"endpoint": "api.example.com/v2"}`), &c)
	fmt.Println(err)
	fmt.Println(errors.Is(err, whatwgurl.MissingSchemeNonRelativeURL))
	// Output:
	// https://api.example.com/v2 true
	// [api.example.com 127.0.0.1 [::1]] IPv4Host
	// "café au lait"
	// {"endpoint":"https://api.example.com/v2","allow":["api.example.com","127.0.0.1","[::1]"],"defaults":"lang=en\u0026q=caf%C3%A9+au+lait"}
	// whatwgurl: parse "api.example.com/v2": missing-scheme-non-relative-URL: no scheme, and no base URL it could be relative to
	// true
}

func ExampleURL_Set() {
	// URL and Host flags: flag.Var takes a *URL (Set and String), and
	// flag.TextVar takes any of URL, Host and SearchParams with a default.
	fs := flag.NewFlagSet("fetch", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	var target whatwgurl.URL
	fs.Var(&target, "url", "the `URL` to fetch")
	var bind whatwgurl.Host
	fs.TextVar(&bind, "bind", whatwgurl.MustParseHost("localhost"), "the `host` to listen on")

	err := fs.Parse([]string{"-url", "HTTPS://Example.com/a/../b", "-bind", "0x7f.1"})
	fmt.Println(target, bind, err)

	err = fs.Parse([]string{"-url", "example.com"})
	fmt.Println(err)
	fmt.Println(target)
	// Output:
	// https://example.com/b 127.0.0.1 <nil>
	// invalid value "example.com" for flag -url: whatwgurl: parse "example.com": missing-scheme-non-relative-URL: no scheme, and no base URL it could be relative to
	// https://example.com/b
}

// Example_ssrf checks a URL before a server fetches it: http and https
// only, IP addresses only when public, and domains only from an
// allow-list. The URL is parsed once and the parsed URL is what is
// fetched (through NetURL), so the check and the fetch read one URL.
func Example_ssrf() {
	allowed := map[whatwgurl.Host]bool{
		// MustParseHost puts entries in the form the URL parser gives.
		whatwgurl.MustParseHost("API.example.com"): true,
	}
	check := func(input string) error {
		u, err := whatwgurl.Parse(input)
		if err != nil {
			return err
		}
		if u.Scheme() != "http" && u.Scheme() != "https" {
			return fmt.Errorf("scheme %s not allowed", u.Scheme())
		}
		switch u.HostKind() {
		case whatwgurl.IPv4Host, whatwgurl.IPv6Host:
			// Unmap: "[::ffff:127.0.0.1]" is 127.0.0.1 (netip's
			// IsUnspecified, unlike IsLoopback and IsPrivate, does not
			// see through the mapping).
			addr := u.HostAddr().Unmap()
			if !addr.IsGlobalUnicast() || addr.IsPrivate() {
				return fmt.Errorf("address %s not allowed", addr)
			}
		case whatwgurl.DomainHost:
			// A domain can resolve to any address: allow listed ones only
			// (or check the resolved addresses when dialing, with
			// net.Dialer.Control).
			// ParsedHost is the host the parser read, with its kind: no
			// second parse, which could read another host than the
			// URL's (ParseHost reads an opaque host as a domain).
			if !allowed[u.ParsedHost()] {
				return fmt.Errorf("host %s not allowed", u.Hostname())
			}
		}
		return nil
	}
	for _, in := range []string{
		"https://API.EXAMPLE.com:443/v1",
		"http://0x7f.1/",
		"http://[::ffff:127.0.0.1]/",
		"http://[::ffff:0:0]/",
		"http://10.1.2.3/",
		"http://169.254.169.254/latest/meta-data/",
		"http://localhost:8080/",
		"https:\\\\internal.example\\admin",
		"https://203.0.113.7/", // a public address (a documentation one)
		"file:///etc/passwd",
	} {
		fmt.Printf("%-45q %v\n", in, check(in))
	}
	// Output:
	// "https://API.EXAMPLE.com:443/v1"              <nil>
	// "http://0x7f.1/"                              address 127.0.0.1 not allowed
	// "http://[::ffff:127.0.0.1]/"                  address 127.0.0.1 not allowed
	// "http://[::ffff:0:0]/"                        address 0.0.0.0 not allowed
	// "http://10.1.2.3/"                            address 10.1.2.3 not allowed
	// "http://169.254.169.254/latest/meta-data/"    address 169.254.169.254 not allowed
	// "http://localhost:8080/"                      host localhost not allowed
	// "https:\\\\internal.example\\admin"           host internal.example not allowed
	// "https://203.0.113.7/"                        <nil>
	// "file:///etc/passwd"                          scheme file not allowed
}

func ExampleURL_LogValue() {
	u := whatwgurl.MustParse("https://user:secret@example.com/api")

	// slog logs a URL through LogValue: the password is redacted.
	logger := slog.New(slog.NewTextHandler(os.Stdout, &slog.HandlerOptions{
		ReplaceAttr: func(groups []string, a slog.Attr) slog.Attr {
			if a.Key == slog.TimeKey && len(groups) == 0 {
				return slog.Attr{} // no time, so that the output is the same on each run
			}
			return a
		},
	}))
	logger.Info("fetch", "url", u)

	fmt.Println(u.Redacted())
	fmt.Printf("%#v\n", u) // GoString redacts too
	fmt.Printf("%v\n", u)  // but String is the href, password included
	// Output:
	// level=INFO msg=fetch url=https://user:xxxxx@example.com/api
	// https://user:xxxxx@example.com/api
	// whatwgurl.MustParse("https://user:xxxxx@example.com/api")
	// https://user:secret@example.com/api
}

func ExampleParser_Update() {
	// MaxLength caps the href of a parse, percent-encoding included...
	p := whatwgurl.Parser{MaxLength: 40}
	_, err := p.Parse("https://example.com/" + strings.Repeat("a", 30))
	fmt.Println(errors.Is(err, whatwgurl.ErrTooLong))

	// ...and Update applies it to setters, which a URL value cannot.
	u, _ := p.Parse("https://example.com/")
	err = p.Update(&u, func(u *whatwgurl.URL) error {
		return u.SetPathname(strings.Repeat("é", 4)) // 24 bytes as %C3%A9
	})
	fmt.Println(u, errors.Is(err, whatwgurl.ErrTooLong))
	err = p.Update(&u, func(u *whatwgurl.URL) error { return u.SetSearch("q=é") })
	fmt.Println(u, err)
	// Output:
	// true
	// https://example.com/ true
	// https://example.com/?q=%C3%A9 <nil>
}

func ExampleDomainToUnicode() {
	// For display: the host of a URL is ASCII, with Punycode labels.
	u := whatwgurl.MustParse("https://Bücher.example/")
	fmt.Println(u.Hostname())
	fmt.Println(whatwgurl.DomainToUnicode(u.Hostname()))
	// Invalid Punycode is returned unchanged.
	fmt.Println(whatwgurl.DomainToUnicode("xn--a.example"))
	// Output:
	// xn--bcher-kva.example
	// bücher.example
	// xn--a.example
}

func ExampleURL_Compare() {
	urls := []whatwgurl.URL{
		whatwgurl.MustParse("https://b.example/"),
		whatwgurl.MustParse("HTTPS://A.EXAMPLE:443"),
		whatwgurl.MustParse("http://b.example/"),
		whatwgurl.MustParse("https://a.example/"),
	}
	// Compare orders hrefs byte-wise; Equal (the same as ==) is the
	// standard's URL equality: two inputs that parse to one href are equal.
	slices.SortFunc(urls, whatwgurl.URL.Compare)
	urls = slices.CompactFunc(urls, whatwgurl.URL.Equal)
	fmt.Println(urls)
	// Output:
	// [http://b.example/ https://a.example/ https://b.example/]
}

func ExampleURL_Scan() {
	// database/sql calls Value for an argument and Scan for a destination;
	// here they are called directly.
	u := whatwgurl.MustParse("HTTPS://EXAMPLE.com/a b")
	v, _ := u.Value()
	fmt.Printf("%#v\n", v)
	v, _ = whatwgurl.URL{}.Value()
	fmt.Printf("%#v\n", v) // NULL

	var back whatwgurl.URL
	fmt.Println(back.Scan([]byte("https://example.com/a%20b")), back == u)
	fmt.Println(back.Scan(nil), back.IsZero())
	fmt.Println(back.Scan(int64(42)))
	// Output:
	// "https://example.com/a%20b"
	// <nil>
	// <nil> true
	// <nil> true
	// whatwgurl: scan: cannot store a int64 in a URL; want a string, []byte or NULL
}

func ExampleMustParseHost() {
	// An allow-list in the form the URL parser gives hosts.
	hosts := []whatwgurl.Host{
		whatwgurl.MustParseHost("[::1]"),
		whatwgurl.MustParseHost("Bücher.example"),
		whatwgurl.MustParseHost("10.0.0.1"),
		whatwgurl.MustParseHost("9.0.0.1"),
		whatwgurl.MustParseHost("example.com"),
	}
	// Compare sorts by kind, then addresses by number and domains as text.
	slices.SortFunc(hosts, whatwgurl.Host.Compare)
	fmt.Println(hosts)

	u := whatwgurl.MustParse("http://0x7f.1/")
	h := whatwgurl.MustParseHost(u.Hostname())
	fmt.Println(h.Equal(whatwgurl.MustParseHost("127.0.0.1")), h.Kind(), h.IsZero())
	// Output:
	// [example.com xn--bcher-kva.example 9.0.0.1 10.0.0.1 [::1]]
	// true IPv4Host false
}

func ExampleHost_MarshalText() {
	// The text form keeps the kind: an opaque host (of a URL whose scheme
	// is not special) and the empty host start with "opaque:", so that
	// they do not read back as domains.
	opaque, _ := whatwgurl.ParseOpaqueHost("Example.com")
	empty, _ := whatwgurl.ParseOpaqueHost("")
	hosts := []whatwgurl.Host{whatwgurl.MustParseHost("Example.com"), opaque, empty, whatwgurl.MustParseHost("[::1]"), {}}
	out, _ := json.Marshal(hosts)
	fmt.Println(string(out))

	var back []whatwgurl.Host
	err := json.Unmarshal(out, &back)
	fmt.Println(slices.Equal(back, hosts), err)
	fmt.Println(back[1].Kind(), back[2].Kind(), back[4].IsZero())

	// gob uses the same form through MarshalBinary.
	var buf bytes.Buffer
	var fromGob []whatwgurl.Host
	err = gob.NewEncoder(&buf).Encode(hosts)
	if err == nil {
		err = gob.NewDecoder(&buf).Decode(&fromGob)
	}
	fmt.Println(slices.Equal(fromGob, hosts), err)
	// Output:
	// ["example.com","opaque:Example.com","opaque:","[::1]",""]
	// true <nil>
	// OpaqueHost EmptyHost true
	// true <nil>
}

func ExampleSearchParams_MarshalText() {
	type Request struct {
		Query *whatwgurl.SearchParams `json:"query"`
	}
	in := Request{Query: whatwgurl.NewSearchParams([2]string{"q", "a&b"}, [2]string{"q", "c d"})}
	out, _ := json.Marshal(in)
	fmt.Println(string(out))

	var back Request
	err := json.Unmarshal(out, &back)
	fmt.Println(back.Query.GetAll("q"), err)
	// Output:
	// {"query":"q=a%26b\u0026q=c+d"}
	// [a&b c d] <nil>
}
