package site_test

import (
	"fmt"
	"log"
	"strings"

	"github.com/webstd/whatwgurl"
	"github.com/webstd/whatwgurl/site"
	"golang.org/x/net/publicsuffix"
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

func ExampleWithList() {
	// A rule of one's own on top of the built-in list: each team's host
	// under corp.example is a site of its own, as each user's host under
	// github.io is. With the built-in list, all of corp.example is one
	// site.
	var list site.List = site.ListFunc(func(domain string) (string, bool) {
		if domain == "corp.example" || strings.HasSuffix(domain, ".corp.example") {
			return "corp.example", false
		}
		return publicsuffix.PublicSuffix(domain)
	})
	c := site.WithList(list)

	for _, in := range []string{"api.wiki.corp.example", "hr.corp.example", "www.example.co.uk"} {
		h := whatwgurl.MustParseHost(in)
		fmt.Printf("%-22s %-14q %-20q built-in: %q\n", in, c.PublicSuffix(h), c.RegistrableDomain(h), site.RegistrableDomain(h))
	}

	origin := func(s string) whatwgurl.Origin { return whatwgurl.MustParse(s).Origin() }
	wiki, hr := origin("https://wiki.corp.example/"), origin("https://hr.corp.example/")
	fmt.Println(c.SameSite(wiki, hr), site.SameSite(wiki, hr))
	api := origin("http://api.wiki.corp.example/")
	fmt.Println(c.SameSite(wiki, api), c.SchemelesslySameSite(wiki, api))

	// Elide keeps the registrable domain whole, so the list decides what a
	// narrow display can leave out. A result that starts with Ellipsis
	// was shortened.
	h := whatwgurl.MustParseHost("build.api.wiki.corp.example")
	for _, width := range []int{30, 22, 14} {
		s := c.Elide(h, width)
		fmt.Printf("%d %-28s %-28s %v\n", width, s, site.Elide(h, width), strings.HasPrefix(s, site.Ellipsis))
	}
	// Output:
	// api.wiki.corp.example  "corp.example" "wiki.corp.example"  built-in: "corp.example"
	// hr.corp.example        "corp.example" "hr.corp.example"    built-in: "corp.example"
	// www.example.co.uk      "co.uk"        "example.co.uk"      built-in: "example.co.uk"
	// false true
	// false true
	// 30 build.api.wiki.corp.example  build.api.wiki.corp.example  false
	// 22 …api.wiki.corp.example       …api.wiki.corp.example       true
	// 14 …wiki.corp.example           …corp.example                true
}

func ExampleBuiltinListVersion() {
	// Which sites are the same depends on the list: log which copy gave
	// the answers. This example has no output to check, since the copy
	// changes with the version of golang.org/x/net.
	log.Printf("site: %s", site.BuiltinListVersion())
}
