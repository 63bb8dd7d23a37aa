package whatwgurl_test

import (
	"fmt"
	"net/url"

	"github.com/webstd/whatwgurl"
)

func ExampleParseSearchParams() {
	p := whatwgurl.ParseSearchParams("?q=caf%C3%A9+au+lait&tag=a&tag=b&empty&bad=%zz")
	fmt.Printf("%q\n", p.Get("q"))
	fmt.Printf("%q\n", p.GetAll("tag"))
	fmt.Println(p.Has("empty"), p.Has("missing"))
	fmt.Printf("%q\n", p.Get("bad")) // kept as is: net/url.ParseQuery fails here
	fmt.Println(p.Len())
	fmt.Println(p)
	// Output:
	// "café au lait"
	// ["a" "b"]
	// true false
	// "%zz"
	// 5
	// q=caf%C3%A9+au+lait&tag=a&tag=b&empty=&bad=%25zz
}

func ExampleSearchParams() {
	var p whatwgurl.SearchParams // the zero value is an empty list
	p.Append("b", "2")
	p.Append("a", "1 + 1")
	p.Append("b", "3")
	p.Set("b", "4") // the first "b" takes the value, the other goes
	p.Append("c", "~*")
	fmt.Println(p.String())
	p.DeleteValue("a", "1 + 1")
	fmt.Println(p.String())
	// Output:
	// b=4&a=1+%2B+1&c=%7E*
	// b=4&c=%7E*
}

func ExampleNewSearchParams() {
	pairs := [][2]string{{"z", "last"}, {"a", "first"}}
	p := whatwgurl.NewSearchParams(pairs...)
	fmt.Println(p)
	// Output: z=last&a=first
}

func ExampleSearchParamsFromValues() {
	// A map has no order: the names are sorted.
	p := whatwgurl.SearchParamsFromValues(url.Values{"z": {"1", "2"}, "a": {"3"}})
	fmt.Println(p)
	// Output: a=3&z=1&z=2
}

func ExampleSearchParams_Sort() {
	// Names compare by UTF-16 code units, as in JavaScript: U+1F308
	// (a surrogate pair, 0xD83C 0xDF08) sorts before U+FB03.
	p := whatwgurl.ParseSearchParams("\uFB03=1&b=2&\U0001F308=3&a=4&b=5")
	p.Sort()
	for name, value := range p.All() {
		fmt.Println(name, value)
	}
	// Output:
	// a 4
	// b 2
	// b 5
	// 🌈 3
	// ﬃ 1
}

func ExampleSearchParams_All() {
	p := whatwgurl.ParseSearchParams("a=1&b=2&a=3")
	for name, value := range p.All() {
		fmt.Printf("%s=%s\n", name, value)
	}
	// Output:
	// a=1
	// b=2
	// a=3
}

func ExampleSearchParams_Clone() {
	// Shared defaults, changed per request on a copy.
	defaults := whatwgurl.ParseSearchParams("lang=en&page=1")
	q := defaults.Clone()
	q.Set("page", "2")
	q.Append("tag", "go")
	fmt.Println(defaults)
	fmt.Println(q)
	// Output:
	// lang=en&page=1
	// lang=en&page=2&tag=go
}

func ExampleSearchParams_HasValue() {
	// A filter link that toggles one tag among several.
	p := whatwgurl.ParseSearchParams("tag=go&tag=url&sort=new")
	fmt.Println(p.Has("tag"), p.HasValue("tag", "url"), p.HasValue("tag", "rust"))
	for _, tag := range []string{"url", "rust"} {
		if p.HasValue("tag", tag) {
			p.DeleteValue("tag", tag)
		} else {
			p.Append("tag", tag)
		}
	}
	fmt.Println(p)
	// Output:
	// true true false
	// tag=go&sort=new&tag=rust
}

func ExampleSearchParams_Values() {
	// For an API that takes url.Values, such as http.PostForm. The values
	// of a name keep their order; the order of the names is lost, and
	// Encode sorts them.
	p := whatwgurl.ParseSearchParams("b=2&a=x+y&b=3")
	v := p.Values()
	fmt.Println(v["b"], v.Get("a"))
	fmt.Println(v.Encode())
	// Output:
	// [2 3] x y
	// a=x+y&b=2&b=3
}

// --- Examples that need the URL type. ---

func ExampleURL_SetSearchParams() {
	u := whatwgurl.MustParse("https://example.com/list?page=1&sort=name")
	p := u.SearchParams() // a copy: changing it does not change u
	p.Set("page", "2")
	p.Append("filter", "new & used")
	u.SetSearchParams(p) // write the copy back
	fmt.Println(u)

	p.Delete("page")
	p.Delete("sort")
	p.Delete("filter")
	u.SetSearchParams(p) // an empty list makes the query null: no '?'
	fmt.Println(u)
	// Output:
	// https://example.com/list?page=2&sort=name&filter=new+%26+used
	// https://example.com/list
}

// Writing search params back re-serializes the whole query with the form
// rules. When the query must keep its bytes, as a signed URL's must, read
// it with SearchParams and change nothing.
func ExampleURL_SearchParams_readOnly() {
	u := whatwgurl.MustParse("https://cdn.example/v.mp4?expires=1700000000&note=a%20b~c&sig=q1~w2")
	p := u.SearchParams()
	fmt.Printf("note: %q\n", p.Get("note"))
	fmt.Println("query kept:     ", u.Search())

	// Not this: nothing changed, yet the query did.
	rewritten := u
	rewritten.SetSearchParams(p)
	fmt.Println("query rewritten:", rewritten.Search())
	// Output:
	// note: "a b~c"
	// query kept:      ?expires=1700000000&note=a%20b~c&sig=q1~w2
	// query rewritten: ?expires=1700000000&note=a+b%7Ec&sig=q1%7Ew2
}
