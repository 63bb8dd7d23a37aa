package whatwgurl_test

import (
	"fmt"
	"strings"

	"github.com/webstd/whatwgurl"
)

func ExampleURL_DecodedPathSegments() {
	for _, s := range []string{"https://example.com/files/a%20b/r%C3%A9sum%C3%A9.pdf", "https://example.com/files/a%2Fb"} {
		u := whatwgurl.MustParse(s)
		for seg := range u.DecodedPathSegments() {
			// A segment that held %2F holds '/': one segment, not two.
			fmt.Printf("%q encoded-slash=%v\n", seg, strings.Contains(seg, "/"))
		}
	}
	// Output:
	// "files" encoded-slash=false
	// "a b" encoded-slash=false
	// "résumé.pdf" encoded-slash=false
	// "files" encoded-slash=false
	// "a/b" encoded-slash=true
}
