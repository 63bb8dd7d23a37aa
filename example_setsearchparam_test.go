package whatwgurl_test

import (
	"fmt"

	"github.com/webstd/whatwgurl"
)

func ExampleURL_SetSearchParam() {
	u := whatwgurl.MustParse("https://example.com/?sig=a~b%7e&page=1&page=2&q=x+y")
	// The other pairs keep their bytes ("~", "%7e", "+"); the later
	// "page" is removed, as URLSearchParams.set removes it.
	fmt.Println(u.SetSearchParam("page", "3"), u)
	fmt.Println(u.SetSearchParam("lang", "fr"), u)
	// Output:
	// <nil> https://example.com/?sig=a~b%7e&page=3&q=x+y
	// <nil> https://example.com/?sig=a~b%7e&page=3&q=x+y&lang=fr
}
