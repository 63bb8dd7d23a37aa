package whatwgurl_test

import (
	"errors"
	"fmt"

	"golang.org/x/text/encoding/japanese"

	"github.com/webstd/whatwgurl"
)

func ExampleParse() {
	u, err := whatwgurl.Parse("HTTPS://EXAMPLE.com:443/a/../b c?q=1 2#top")
	if err != nil {
		panic(err)
	}
	fmt.Println(u.Href())
	fmt.Println(u.Hostname(), u.Port() == "", u.Pathname(), u.Search(), u.Hash())
	// Output:
	// https://example.com/b%20c?q=1%202#top
	// example.com true /b%20c ?q=1%202 #top
}

func ExampleParse_browserQuirks() {
	// Inputs on which net/url and browsers disagree.
	for _, in := range []string{
		"http://0x7f.1/",              // IPv4 in hex and shortened
		"https:\\\\example.com\\a\\b", // backslashes in a special URL
		"https://exa\tmple.com/\n",    // tabs and newlines are removed
		"https://münchen.example/",    // IDNA
		"  https://example.com/  ",    // leading and trailing spaces
	} {
		u, err := whatwgurl.Parse(in)
		fmt.Println(u.Href(), err)
	}
	// Output:
	// http://127.0.0.1/ <nil>
	// https://example.com/a/b <nil>
	// https://example.com/ <nil>
	// https://xn--mnchen-3ya.example/ <nil>
	// https://example.com/ <nil>
}

func ExampleParse_error() {
	_, err := whatwgurl.Parse("https://[::1")
	fmt.Println(err)
	fmt.Println(errors.Is(err, whatwgurl.IPv6Unclosed))
	// Output:
	// whatwgurl: parse "https://[::1": IPv6-unclosed: an IPv6 address in '[' has no closing ']'
	// true
}

func ExampleURL_Parse() {
	base := whatwgurl.MustParse("https://example.com/docs/guide")
	slash := whatwgurl.MustParse("https://example.com/docs/guide/")
	for _, ref := range []string{"intro", "../api?v=2", "//cdn.example/x", "#part", "/"} {
		u, _ := base.Parse(ref)
		v, _ := slash.Parse(ref)
		fmt.Printf("%-16s %-40s %s\n", ref, u, v)
	}
	// Output:
	// intro            https://example.com/docs/intro           https://example.com/docs/guide/intro
	// ../api?v=2       https://example.com/api?v=2              https://example.com/docs/api?v=2
	// //cdn.example/x  https://cdn.example/x                    https://cdn.example/x
	// #part            https://example.com/docs/guide#part      https://example.com/docs/guide/#part
	// /                https://example.com/                     https://example.com/
}

func ExampleParser() {
	p := whatwgurl.Parser{Base: whatwgurl.MustParse("file:///C:/Users/me/")}
	u, _ := p.Parse("..\\Public\\a.txt")
	fmt.Println(u)
	fmt.Println(p.CanParse("https://[::1"))
	// Output:
	// file:///C:/Users/Public/a.txt
	// false
}

func ExampleParser_ParseBulk() {
	// Count a link dump's failures by reason, with no allocation for each.
	var p whatwgurl.Parser
	failures := map[whatwgurl.ValidationError]int{}
	for _, line := range []string{"https://example.com/", "https://[::1", "example.com", "http://[::1/x", "https://a b/"} {
		if _, err := p.ParseBulk(line); err != nil {
			failures[err.(whatwgurl.ValidationError)]++
		}
	}
	fmt.Println(failures[whatwgurl.IPv6Unclosed], failures[whatwgurl.MissingSchemeNonRelativeURL], len(failures))
	// Output:
	// 2 1 3
}

func ExampleCanParse() {
	fmt.Println(whatwgurl.CanParse("https://example.com/"))
	fmt.Println(whatwgurl.CanParse("/relative"))
	// Output:
	// true
	// false
}

func ExampleURL_Origin() {
	for _, in := range []string{"https://example.com:443/x", "blob:https://example.com/uuid", "file:///etc/hosts"} {
		fmt.Println(whatwgurl.MustParse(in).Origin())
	}
	// Output:
	// https://example.com
	// https://example.com
	// null
}

func ExampleParseHost() {
	for _, in := range []string{"0x7F.1", "EXAMPLE.com.", "[0:0::1]", "faß.example", "exa mple"} {
		h, err := whatwgurl.ParseHost(in)
		fmt.Println(h, h.Kind(), err)
	}
	// Output:
	// 127.0.0.1 IPv4Host <nil>
	// example.com. DomainHost <nil>
	// [::1] IPv6Host <nil>
	// xn--fa-hia.example DomainHost <nil>
	//  NoHost whatwgurl: parse host "exa mple": domain-to-ASCII: the host is not a valid domain: a character such as a space, or a label that IDNA rejects
}

func ExamplePercentEncode() {
	fmt.Println(whatwgurl.PercentEncode("Say what‽ 100%", whatwgurl.ComponentSet))
	fmt.Println(whatwgurl.PercentDecode("Say%20what%E2%80%BD"))
	// Output:
	// Say%20what%E2%80%BD%20100%25
	// Say what‽
}

func ExampleEncodeSet() {
	// Each component has its own set, which encodes what that component
	// cannot hold as it is; every set encodes what is not ASCII. A query
	// keeps '?' and '/', a path encodes '?', a component (a query value
	// or a path segment built from data) encodes the delimiters too.
	const s = "/a b?c#d&e=f+g'é~"
	for _, set := range []struct {
		name string
		set  whatwgurl.EncodeSet
	}{
		{"C0Control", whatwgurl.C0ControlSet},
		{"Fragment", whatwgurl.FragmentSet},
		{"Query", whatwgurl.QuerySet},
		{"SpecialQuery", whatwgurl.SpecialQuerySet},
		{"Path", whatwgurl.PathSet},
		{"Userinfo", whatwgurl.UserinfoSet},
		{"Component", whatwgurl.ComponentSet},
		{"Form", whatwgurl.FormSet},
	} {
		fmt.Printf("%-12s %s\n", set.name, whatwgurl.PercentEncode(s, set.set))
	}
	// Output:
	// C0Control    /a b?c#d&e=f+g'%C3%A9~
	// Fragment     /a%20b?c#d&e=f+g'%C3%A9~
	// Query        /a%20b?c%23d&e=f+g'%C3%A9~
	// SpecialQuery /a%20b?c%23d&e=f+g%27%C3%A9~
	// Path         /a%20b%3Fc%23d&e=f+g'%C3%A9~
	// Userinfo     %2Fa%20b%3Fc%23d&e%3Df+g'%C3%A9~
	// Component    %2Fa%20b%3Fc%23d%26e%3Df%2Bg'%C3%A9~
	// Form         %2Fa%20b%3Fc%23d%26e%3Df%2Bg%27%C3%A9%7E
}

func ExampleParser_encoding() {
	// A link in a Shift_JIS page: the query of a special URL is encoded in
	// the page's encoding, the fragment always in UTF-8. Naming x/text's
	// value links Shift_JIS's tables alone; htmlenc.LookupEncoding gets the
	// encoding from a label such as "shift_jis" instead.
	p := whatwgurl.Parser{Encoding: japanese.ShiftJIS}
	u, _ := p.Parse("https://example.com/search?q=≡#≡")
	fmt.Println(u.Search(), u.Hash())
	v, _ := p.Parse("sc://example.com/search?q=≡") // not special: UTF-8
	fmt.Println(v.Search())
	// Output:
	// ?q=%81%DF #%E2%89%A1
	// ?q=%E2%89%A1
}
