package whatwgurl_test

import (
	"fmt"

	"github.com/webstd/whatwgurl"
)

func ExampleBuild() {
	q := "x=1&y=a b"
	u, err := whatwgurl.Build(whatwgurl.Parts{
		Scheme: "https",
		Host:   "bücher.example",
		Port:   "8443",
		Path:   "/a b/c",
		Query:  &q,
	})
	fmt.Println(u, err)

	// A part the URL cannot hold is an error, never dropped.
	_, err = whatwgurl.Build(whatwgurl.Parts{Scheme: "file", Host: "nas", Port: "8080", Path: "/x"})
	fmt.Println(err)
	_, err = whatwgurl.Build(whatwgurl.Parts{Scheme: "sc", Host: "h", Path: "relative"})
	fmt.Println(err)
	// Output:
	// https://xn--bcher-kva.example:8443/a%20b/c?x=1&y=a%20b <nil>
	// whatwgurl: build "8080": port: a file URL, or a URL with an empty host, cannot have one
	// whatwgurl: build "relative": path: a URL with a host needs a path that is empty or starts with "/"
}
