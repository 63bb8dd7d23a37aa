package whatwgurl_test

import (
	"errors"
	"fmt"

	"github.com/webstd/whatwgurl"
)

func ExampleURL_JoinPath() {
	base := whatwgurl.MustParse("https://api.example/v1/?key=k")
	u, err := base.JoinPath("users", "a/b c", "")
	fmt.Println(u, err)
	_, err = base.JoinPath("..")
	fmt.Println(err)
	// Resolving a reference is another thing: it replaces the last segment
	// and reads '/', "..", '?' and '#'.
	r, _ := base.Parse("users/a/b c")
	fmt.Println(r)
	// Output:
	// https://api.example/v1/users/a%2Fb%20c/?key=k <nil>
	// whatwgurl: join path "..": element is a dot segment, which the parser would remove
	// https://api.example/v1/users/a/b%20c
}

func ExampleURL_PathSegments() {
	for seg := range whatwgurl.MustParse("https://example.com/a/b%2Fc/").PathSegments() {
		fmt.Printf("%q\n", seg)
	}
	// Output:
	// "a"
	// "b%2Fc"
	// ""
}

func ExampleURL_MakeRelative() {
	base := whatwgurl.MustParse("http://a/b/c/d;p?q")
	for _, s := range []string{"http://a/b/c/g?y", "http://a/b/g", "http://a/b/c/d;p?q#s", "http://g/", "https://a/"} {
		// The parser gives a special URL's empty path the path "/", so
		// "https://a" is the shortest reference to "https://a/".
		ref, _ := base.MakeRelative(whatwgurl.MustParse(s))
		fmt.Printf("%q\n", ref)
	}
	// Output:
	// "g?y"
	// "../g"
	// "#s"
	// "//g"
	// "https://a"
}

func ExampleURL_WithoutFragment() {
	seen := map[whatwgurl.URL]bool{}
	for _, s := range []string{"https://example.com/a#top", "https://example.com/a#end", "https://example.com/a"} {
		seen[whatwgurl.MustParse(s).WithoutFragment()] = true
	}
	fmt.Println(len(seen))
	// Output:
	// 1
}

func ExampleURL_AppendSearchParams() {
	u := whatwgurl.MustParse("https://example.com/file?exp=1~2&sig=a%2b")
	u.AppendSearchParams([2]string{"lang", "en gb"}, [2]string{"x", "~"})
	fmt.Println(u)
	// Output:
	// https://example.com/file?exp=1~2&sig=a%2b&lang=en+gb&x=%7E
}

func ExampleURL_DeleteSearchParam() {
	u := whatwgurl.MustParse("https://example.com/?utm_source=x&id=7~&utm_source=y&q=a+b#top")
	u.DeleteSearchParam("utm_source")
	fmt.Println(u)
	// Output:
	// https://example.com/?id=7~&q=a+b#top
}

func ExampleURL_HasOpaquePath() {
	// A URL with an opaque path ("mailto:", "data:", "javascript:") has no
	// hierarchy: a relative reference resolves against it only when it is
	// a fragment, and its path cannot be set.
	for _, in := range []string{"https://example.com/a/b", "sc:/a/b", "mailto:someone@example.com", "data:text/plain,hi"} {
		u := whatwgurl.MustParse(in)
		frag, _ := u.Parse("#top")
		rel, err := u.Parse("c")
		if errors.Is(err, whatwgurl.MissingSchemeNonRelativeURL) {
			fmt.Printf("%-5v %-30v (c: fails)\n", u.HasOpaquePath(), frag)
			continue
		}
		fmt.Printf("%-5v %-30v (c: %v)\n", u.HasOpaquePath(), frag, rel)
	}
	// Output:
	// false https://example.com/a/b#top    (c: https://example.com/a/c)
	// false sc:/a/b#top                    (c: sc:/a/c)
	// true  mailto:someone@example.com#top (c: fails)
	// true  data:text/plain,hi#top         (c: fails)
}
