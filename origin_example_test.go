package whatwgurl_test

import (
	"fmt"

	"github.com/webstd/whatwgurl"
)

func ExampleOrigin_SameOrigin() {
	page := whatwgurl.MustParse("https://example.com/app/")
	for _, in := range []string{"https://example.com:443/api", "blob:https://example.com/0f7c", "http://example.com/", "https://www.example.com/"} {
		fmt.Println(in, page.Origin().SameOrigin(whatwgurl.MustParse(in).Origin()))
	}
	// Opaque origins serialize as "null" but are never the same as
	// another, even one made from the same URL.
	data := whatwgurl.MustParse("data:text/html,hi")
	fmt.Println(data.Origin(), data.Origin().SameOrigin(data.Origin()))
	// Output:
	// https://example.com:443/api true
	// blob:https://example.com/0f7c true
	// http://example.com/ false
	// https://www.example.com/ false
	// null false
}

func ExampleParseOrigin() {
	// An allow-list of origins, as an Origin request header would name
	// them.
	allowed := map[whatwgurl.Origin]bool{}
	for _, s := range []string{"https://example.com", "http://localhost:8080", "null"} {
		o, err := whatwgurl.ParseOrigin(s)
		if err != nil {
			panic(err)
		}
		allowed[o] = true
	}
	for _, in := range []string{"https://EXAMPLE.com/x", "http://localhost:8080/", "data:,x", "file:///etc/passwd"} {
		fmt.Println(in, allowed[whatwgurl.MustParse(in).Origin()])
	}
	_, err := whatwgurl.ParseOrigin("https://example.com/")
	fmt.Println(err)
	// Output:
	// https://EXAMPLE.com/x true
	// http://localhost:8080/ true
	// data:,x false
	// file:///etc/passwd false
	// whatwgurl: parse origin "https://example.com/": not the ASCII serialization of an origin
}

func ExampleURL_ParsedHost() {
	for _, in := range []string{"https://EXAMPLE.com/", "sc://EX%41MPLE/", "http://[0::1]/"} {
		h := whatwgurl.MustParse(in).ParsedHost()
		fmt.Println(h, h.Kind())
	}
	// Output:
	// example.com DomainHost
	// EX%41MPLE OpaqueHost
	// [::1] IPv6Host
}
