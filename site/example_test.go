package site_test

import (
	"fmt"

	"github.com/webstd/whatwgurl"
	"github.com/webstd/whatwgurl/site"
)

func ExampleRegistrableDomain() {
	for _, in := range []string{
		"https://www.example.co.uk/",
		"https://whatwg.github.io/",
		"https://github.io/",
		"https://example.com./",
		"https://münchen.de/",
		"http://192.168.0.1/",
		"sc://example.com/",
	} {
		h := whatwgurl.MustParse(in).ParsedHost()
		fmt.Printf("%-28s %-14q %q\n", in, site.PublicSuffix(h), site.RegistrableDomain(h))
	}
	// Output:
	// https://www.example.co.uk/   "co.uk"        "example.co.uk"
	// https://whatwg.github.io/    "github.io"    "whatwg.github.io"
	// https://github.io/           "github.io"    ""
	// https://example.com./        "com."         "example.com."
	// https://münchen.de/          "de"           "xn--mnchen-3ya.de"
	// http://192.168.0.1/          ""             ""
	// sc://example.com/            ""             ""
}

func ExampleSameSite() {
	origin := func(s string) whatwgurl.Origin { return whatwgurl.MustParse(s).Origin() }
	page := origin("https://www.example.com/")
	for _, in := range []string{"https://api.example.com/", "http://example.com/", "https://evil.github.io/", "data:,x"} {
		fmt.Println(in, site.SameSite(page, origin(in)), site.SchemelesslySameSite(page, origin(in)))
	}
	// Output:
	// https://api.example.com/ true true
	// http://example.com/ false true
	// https://evil.github.io/ false false
	// data:,x false false
}

func ExampleElide() {
	for _, in := range []string{"https://examplecorp.com.evil.com/", "https://not-really-examplecorp.com/", "https://www.xn--mnchen-3ya.de/"} {
		fmt.Println(site.Elide(whatwgurl.MustParse(in).ParsedHost(), 14))
	}
	// Output:
	// …com.evil.com
	// not-really-examplecorp.com
	// www.münchen.de
}
