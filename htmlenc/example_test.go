package htmlenc_test

import (
	"fmt"

	"github.com/webstd/whatwgurl"
	"github.com/webstd/whatwgurl/htmlenc"
)

func ExampleLookupEncoding() {
	// A page that says <meta charset="Shift_JIS">: its links' queries are
	// encoded in Shift_JIS.
	enc, err := htmlenc.LookupEncoding("Shift_JIS")
	if err != nil {
		panic(err)
	}
	p := whatwgurl.Parser{Encoding: enc}
	u, _ := p.Parse("https://example.com/search?q=≡‽")
	fmt.Println(u.Search())

	// Labels name the Encoding Standard's encodings: "latin1" is
	// windows-1252, which has "€" at 0x80.
	enc, _ = htmlenc.LookupEncoding("latin1")
	p = whatwgurl.Parser{Encoding: enc}
	u, _ = p.Parse("https://example.com/?price=5€")
	fmt.Println(u.Search())
	// Output:
	// ?q=%81%DF%26%238253%3B
	// ?price=5%80
}
