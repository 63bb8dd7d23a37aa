package whatwgurl_test

import (
	"errors"
	"fmt"

	"github.com/webstd/whatwgurl"
)

func ExampleFixUp() {
	for _, in := range []string{
		"example.com/a b",
		"localhost:8080",
		"[::1]:8443/x",
		"http;//example.com",
		"tel:123-456",
		"/srv/a b.txt",
		"水.com",
	} {
		u, err := whatwgurl.FixUp(in, "https")
		fmt.Println(u, err)
	}
	_, err := whatwgurl.FixUp("mozilla is amazing", "https")
	fmt.Println(errors.Is(err, whatwgurl.ErrLooksLikeSearch))

	// Parse reads the same text as the URL Standard says.
	u, _ := whatwgurl.Parse("localhost:8080")
	fmt.Println(u.Scheme(), u.Pathname())
	// Output:
	// https://example.com/a%20b <nil>
	// https://localhost:8080/ <nil>
	// https://[::1]:8443/x <nil>
	// http://example.com/ <nil>
	// tel:123-456 <nil>
	// file:///srv/a%20b.txt <nil>
	// https://xn--1rw.com/ <nil>
	// true
	// localhost 8080
}
