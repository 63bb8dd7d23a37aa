package whatwgurl_test

import (
	"fmt"

	"github.com/webstd/whatwgurl"
)

func ExampleURL_Display() {
	for _, in := range []string{
		"https://user:pass@xn--mnchen-3ya.de/caf%C3%A9?q=%E6%97%A5%E6%9C%AC",
		"https://xn--80ak6aa92e.com/",            // Cyrillic look-alikes of "apple"
		"https://xn--example-.com/",              // not valid Punycode
		"https://example.com/a%2Fb%20c%E2%80%AE", // delimiters, spaces and bidi controls stay encoded
	} {
		fmt.Println(whatwgurl.MustParse(in).Display())
	}
	// Output:
	// https://münchen.de/café?q=日本
	// https://xn--80ak6aa92e.com/
	// https://xn--example-.com/
	// https://example.com/a%2Fb%20c%E2%80%AE
}

func ExampleHost_Display() {
	for _, in := range []string{"xn--mnchen-3ya.de", "xn--80ak6aa92e.com", "xn--80ak6aa92e.xn--p1ai", "[0::1]"} {
		h, err := whatwgurl.ParseHost(in)
		if err != nil {
			panic(err)
		}
		fmt.Println(h.Display())
	}
	// Output:
	// münchen.de
	// xn--80ak6aa92e.com
	// аррӏе.рф
	// [::1]
}
