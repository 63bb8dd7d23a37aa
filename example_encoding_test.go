package whatwgurl_test

import (
	"bytes"
	"encoding/binary"
	"encoding/gob"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/url"
	"os"
	"strings"

	"github.com/webstd/whatwgurl"
)

func ExampleURL_MarshalText() {
	// A URL is a JSON string and can be a JSON object key: how often a
	// crawl met each link, counted by the URL a browser would fetch.
	counts := map[whatwgurl.URL]int{}
	for _, link := range []string{"HTTPS://example.com:443/a", "https://example.com/a", "https://example.com/b/../c"} {
		counts[whatwgurl.MustParse(link)]++
	}
	out, _ := json.Marshal(counts)
	fmt.Println(string(out))

	// UnmarshalText reads text as Parse does: relative references fail,
	// and leave the URL as it was.
	var u whatwgurl.URL
	fmt.Println(u.UnmarshalText([]byte("HTTPS://EXAMPLE.com/x y")), u)
	err := u.UnmarshalText([]byte("/relative"))
	fmt.Println(u, errors.Is(err, whatwgurl.MissingSchemeNonRelativeURL))
	// Output:
	// {"https://example.com/a":2,"https://example.com/c":1}
	// <nil> https://example.com/x%20y
	// https://example.com/x%20y true
}

func ExampleURL_AppendText() {
	// Log lines written into one buffer, each URL appended in place.
	var line []byte
	for _, in := range []string{"https://example.com/a b", "http://0x7f.1/"} {
		line = append(line[:0], "GET "...)
		line, _ = whatwgurl.MustParse(in).AppendText(line)
		line = append(line, '\n')
		os.Stdout.Write(line)
	}
	// Output:
	// GET https://example.com/a%20b
	// GET http://127.0.0.1/
}

func ExampleURL_MarshalBinary() {
	// encoding/gob sends a URL, a Host and a SearchParams through their
	// MarshalBinary and UnmarshalBinary methods.
	type Job struct {
		Target whatwgurl.URL
		Via    whatwgurl.Host
		Query  *whatwgurl.SearchParams
	}
	in := Job{
		Target: whatwgurl.MustParse("https://example.com/a b"),
		Via:    whatwgurl.MustParseHost("[::1]"),
		Query:  whatwgurl.ParseSearchParams("q=1&q=2"),
	}
	var network bytes.Buffer
	if err := gob.NewEncoder(&network).Encode(in); err != nil {
		panic(err)
	}
	var out Job
	if err := gob.NewDecoder(&network).Decode(&out); err != nil {
		panic(err)
	}
	fmt.Println(out.Target, out.Via, out.Query, out.Target == in.Target)

	// A format of one's own calls them directly: here, records of a
	// length and a URL's binary form. The zero URL is no bytes.
	var store, scratch []byte
	for _, u := range []whatwgurl.URL{in.Target, {}, whatwgurl.MustParse("mailto:a@example.com")} {
		scratch, _ = u.AppendBinary(scratch[:0])
		store = binary.AppendUvarint(store, uint64(len(scratch)))
		store = append(store, scratch...)
	}
	for len(store) > 0 {
		n, k := binary.Uvarint(store)
		var u whatwgurl.URL
		err := u.UnmarshalBinary(store[k : k+int(n)])
		store = store[k+int(n):]
		fmt.Printf("%q %v %v\n", u.Href(), u.IsZero(), err)
	}
	// Output:
	// https://example.com/a%20b [::1] q=1&q=2 true
	// "https://example.com/a%20b" false <nil>
	// "" true <nil>
	// "mailto:a@example.com" false <nil>
}

func ExampleURL_GoString() {
	// %#v of a configuration shows each URL as a Go expression with the
	// password redacted, for debug output.
	type Config struct {
		Upstream whatwgurl.URL
		Mirrors  []whatwgurl.URL
	}
	c := Config{
		Upstream: whatwgurl.MustParse("https://deploy:s3cret@example.com/repo"),
		Mirrors:  []whatwgurl.URL{whatwgurl.MustParse("https://mirror.example/"), {}},
	}
	fmt.Printf("%#v\n", c)
	fmt.Println(c.Upstream.GoString())

	// %#v of a net/url URL prints its fields, the password among them.
	var nu *url.URL = c.Upstream.NetURL()
	fmt.Println(strings.Contains(fmt.Sprintf("%#v", *nu.User), "s3cret"))
	// Output:
	// whatwgurl_test.Config{Upstream:whatwgurl.MustParse("https://deploy:xxxxx@example.com/repo"), Mirrors:[]whatwgurl.URL{whatwgurl.MustParse("https://mirror.example/"), whatwgurl.URL{}}}
	// whatwgurl.MustParse("https://deploy:xxxxx@example.com/repo")
	// true
}

func ExampleHost_UnmarshalText() {
	// An allow-list file, one host per line, read as the URL parser reads
	// hosts; a line that is no host is reported with its number.
	const file = "Example.COM\n0x7f.1\n[0:0::1]\nexa mple.org\nbücher.example\n"
	var hosts []whatwgurl.Host
	for i, line := range strings.Split(strings.TrimSuffix(file, "\n"), "\n") {
		var h whatwgurl.Host
		if err := h.UnmarshalText([]byte(line)); err != nil {
			fmt.Printf("line %d: %v\n", i+1, err)
			continue
		}
		hosts = append(hosts, h)
	}

	// Written back in canonical form, appended to one buffer.
	var out []byte
	for _, h := range hosts {
		out, _ = h.AppendText(out)
		out = append(out, '\n')
	}
	os.Stdout.Write(out)
	// Output:
	// line 4: whatwgurl: parse host "exa mple.org": domain-to-ASCII: the host is not a valid domain: a character such as a space, or a label that IDNA rejects
	// example.com
	// 127.0.0.1
	// [::1]
	// xn--bcher-kva.example
}

func ExampleHost_MarshalBinary() {
	// A Host's binary form keeps its kind: an opaque host (of a URL whose
	// scheme is not special) reads back as one, not as a domain, which
	// the plain string "Example.com" would give.
	opaque := whatwgurl.MustParse("ssh://Example.com/repo").ParsedHost()
	for _, h := range []whatwgurl.Host{opaque, whatwgurl.MustParseHost("Example.com")} {
		data, _ := h.MarshalBinary()
		var back whatwgurl.Host
		err := back.UnmarshalBinary(data)
		fmt.Printf("%-20q %-10v %v %v\n", data, back.Kind(), back == h, err)
	}

	// AppendBinary writes into a buffer of one's own.
	key, _ := opaque.AppendBinary([]byte("host="))
	fmt.Println(string(key))
	// Output:
	// "opaque:Example.com" OpaqueHost true <nil>
	// "example.com"        DomainHost true <nil>
	// host=opaque:Example.com
}

func ExampleSearchParams_UnmarshalText() {
	// Query pairs given on the command line; flag.TextVar uses
	// UnmarshalText, which reads any text as some list of pairs.
	fs := flag.NewFlagSet("search", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	var extra whatwgurl.SearchParams
	fs.TextVar(&extra, "params", whatwgurl.NewSearchParams(), "extra query `pairs`")
	if err := fs.Parse([]string{"-params", "?lang=en&tag=a+b&tag=%zz"}); err != nil {
		panic(err)
	}
	fmt.Printf("%q %q\n", extra.Get("lang"), extra.GetAll("tag"))

	// AppendText writes the pairs into a buffer, here a form body.
	body, _ := extra.AppendText([]byte("page=2&"))
	fmt.Println(string(body))

	// UnmarshalText replaces the pairs.
	extra.UnmarshalText([]byte("only=1"))
	fmt.Println(&extra)
	// Output:
	// "en" ["a b" "%zz"]
	// page=2&lang=en&tag=a+b&tag=%25zz
	// only=1
}

func ExampleSearchParams_MarshalBinary() {
	// A SearchParams's binary form is its application/x-www-form-urlencoded
	// serialization, which gob sends through MarshalBinary.
	p := whatwgurl.NewSearchParams([2]string{"q", "café"}, [2]string{"lang", "fr"}, [2]string{"q", "a&b"})
	data, _ := p.MarshalBinary()
	fmt.Printf("%s\n", data)

	// AppendBinary builds a key of one's own, here a cache key of a path
	// and the sorted pairs, so that their order does not matter;
	// UnmarshalBinary reads the pairs back.
	sorted := p.Clone()
	sorted.Sort()
	key, _ := sorted.AppendBinary([]byte("/search?"))
	fmt.Println(string(key))
	var back whatwgurl.SearchParams
	back.UnmarshalBinary(key[len("/search?"):])
	fmt.Println(back.GetAll("q"))
	// Output:
	// q=caf%C3%A9&lang=fr&q=a%26b
	// /search?lang=fr&q=caf%C3%A9&q=a%26b
	// [café a&b]
}
