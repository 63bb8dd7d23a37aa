package whatwgurl_test

import (
	"encoding/json"
	"fmt"
	"slices"

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

func ExampleOrigin_IsOpaque() {
	// A URL with the scheme http, https, ws, wss or ftp has a tuple
	// origin, and a blob: URL of an http or https URL has that URL's;
	// every other URL has an opaque origin, serialized as "null". An
	// Origin header "null" does not say which document sent it.
	for _, in := range []string{
		"https://example.com/",
		"blob:https://example.com/0f7c",
		"data:text/html,hi",
		"file:///tmp/x.html",
		"blob:data:,x",
		"about:blank",
	} {
		o := whatwgurl.MustParse(in).Origin()
		fmt.Printf("%-30s %-20v %v\n", in, o, o.IsOpaque())
	}
	// Output:
	// https://example.com/           https://example.com  false
	// blob:https://example.com/0f7c  https://example.com  false
	// data:text/html,hi              null                 true
	// file:///tmp/x.html             null                 true
	// blob:data:,x                   null                 true
	// about:blank                    null                 true
}

func ExampleOrigin_MarshalText() {
	// In JSON an origin is its ASCII serialization; opaque origins are
	// all "null".
	var seen []whatwgurl.Origin
	for _, in := range []string{"HTTPS://Example.COM:443/a", "http://[0::1]:8080/", "data:,x"} {
		seen = append(seen, whatwgurl.MustParse(in).Origin())
	}
	out, _ := json.Marshal(seen)
	fmt.Println(string(out))

	// AppendText writes one into a buffer, such as a response header.
	header := []byte("Access-Control-Allow-Origin: ")
	header, _ = seen[0].AppendText(header)
	fmt.Println(string(header))
	// Output:
	// ["https://example.com","http://[::1]:8080","null"]
	// Access-Control-Allow-Origin: https://example.com
}

func ExampleOrigin_UnmarshalText() {
	// Allowed origins in a configuration file. Each entry must be an
	// origin as an Origin header writes it. The entry "null" reads as a
	// new opaque origin, equal to no other, so it allows nothing: a
	// sandboxed page, a data: URL and a file all send "null".
	var config struct {
		Allow []whatwgurl.Origin `json:"allow"`
	}
	err := json.Unmarshal([]byte(`{"allow": ["https://app.example.com", "http://localhost:8080", "null"]}`), &config)
	fmt.Println(err)
	for _, in := range []string{"https://app.example.com/login", "http://localhost:8080/", "https://evil.example/", "data:,x"} {
		fmt.Println(in, slices.Contains(config.Allow, whatwgurl.MustParse(in).Origin()))
	}

	err = json.Unmarshal([]byte(`{"allow": ["https://app.example.com/"]}`), &config)
	fmt.Println(err)
	// Output:
	// <nil>
	// https://app.example.com/login true
	// http://localhost:8080/ true
	// https://evil.example/ false
	// data:,x false
	// whatwgurl: parse origin "https://app.example.com/": not the ASCII serialization of an origin
}
