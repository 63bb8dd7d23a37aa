package whatwgurl_test

import (
	"errors"
	"fmt"

	"github.com/webstd/whatwgurl"
)

// An open-redirect check: the redirect target must be on the site's own
// origin. Checking a URL that the browser will read differently is how such
// checks are bypassed, so the target must be one that every reader reads
// as the standard does.
func Example_openRedirect() {
	self, _ := whatwgurl.Parse("https://shop.example/")
	safe := func(target string) bool {
		p := whatwgurl.Parser{Base: self}
		u, err := p.ParseUnambiguous(target)
		if err != nil {
			fmt.Println("refused:", err)
			return false
		}
		return u.Origin() == self.Origin()
	}
	fmt.Println(safe("/account?tab=orders"))
	fmt.Println(safe("https://shop.example/cart"))
	fmt.Println(safe("https://evil.example/"))
	fmt.Println(safe("https://shop.example\\@evil.example/"))
	fmt.Println(safe("https://shop.example/a/../b"))
	// Output:
	// true
	// true
	// false
	// refused: ambiguous URL "https://shop.example\\@evil.example/": every reader (not a valid URL string)
	// false
	// refused: ambiguous URL "https://shop.example/a/../b": net/url reads "https://shop.example/a/../b" (net/url reads another path)
	// false
}

// A link filter for a page that Go code and browsers both read: keep the
// links every reader reads alike, and say why the others are dropped. A
// program that hands links to Go code only can ignore the browsers with
// Without.
func Example_linkFilter() {
	links := []string{
		"https://example.com/docs/",
		"https://münchen.example/",
		"file://server/share/report.pdf",
		"https://[2001:db8::1]:8443/",
		"sc://h/?q='1'",
	}
	for _, link := range links {
		_, err := whatwgurl.ParseUnambiguous(link)
		var ae *whatwgurl.AmbiguityError
		switch {
		case err == nil:
			fmt.Println("keep  ", link)
		case errors.As(err, &ae):
			fmt.Printf("drop   %s: %s (%s)\n", link, ae.Family, ae.Reader)
			if ae.Without(whatwgurl.Chromium|whatwgurl.Firefox|whatwgurl.WebKit) == nil {
				fmt.Println("       but Go code alone reads it as the standard does")
			}
		default:
			fmt.Println("bad   ", link, err)
		}
	}
	// Output:
	// keep   https://example.com/docs/
	// drop   https://münchen.example/: net/url reads another host (net/url)
	// drop   file://server/share/report.pdf: Firefox drops a file: URL's host (Firefox)
	//        but Go code alone reads it as the standard does
	// keep   https://[2001:db8::1]:8443/
	// drop   sc://h/?q='1': Chromium encodes ' in a non-special query (Chromium)
	//        but Go code alone reads it as the standard does
}

// Every disagreement is listed with its reader, its family (with the
// browser version it was observed in) and what the reader reads; Without
// drops the readers a program does not hand its URLs to.
func ExampleAmbiguityError_Without() {
	_, err := whatwgurl.ParseUnambiguous("file://server/share/x")
	var ae *whatwgurl.AmbiguityError
	if !errors.As(err, &ae) {
		return
	}
	for _, r := range ae.All {
		var reading whatwgurl.Reading = r
		var family whatwgurl.Family = reading.Family
		fmt.Println(reading.Reader, reading.Fails, reading.Href)
		fmt.Println(family == whatwgurl.FirefoxFileHost, family.Observed())
	}
	var goOnly whatwgurl.Reader = whatwgurl.Chromium | whatwgurl.Firefox | whatwgurl.WebKit
	fmt.Println(ae.Without(goOnly) == nil, ae.URL.Hostname())
	fmt.Println(ae.Without(whatwgurl.Chromium) != nil)
	// Output:
	// Firefox false file:///share/x
	// true Firefox ESR 153.8.0
	// true server
	// true
}
