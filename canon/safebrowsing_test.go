package canon

import (
	"errors"
	"testing"

	"github.com/webstd/whatwgurl"
)

// safeBrowsingDocCases are every example of the "Canonicalization"
// section of Google Safe Browsing's "URLs and Hashing"
// (https://developers.google.com/safe-browsing/v4/urls-hashing), in its
// order, with the documented key. The cases where the URL Standard's
// parse reads the input differently are in safeBrowsingDiffers.
var safeBrowsingDocCases = []struct{ in, want string }{
	{"http://host/%25%32%35", "http://host/%25"},
	{"http://host/%25%32%35%25%32%35", "http://host/%25%25"},
	{"http://host/%2525252525252525", "http://host/%25"},
	{"http://host/asdf%25%32%35asd", "http://host/asdf%25asd"},
	{"http://host/%%%25%32%35asd%%", "http://host/%25%25%25asd%25%25"},
	{"http://www.google.com/", "http://www.google.com/"},
	{"http://%31%36%38%2e%31%38%38%2e%39%39%2e%32%36/%2E%73%65%63%75%72%65/%77%77%77%2E%65%62%61%79%2E%63%6F%6D/", "http://168.188.99.26/.secure/www.ebay.com/"},
	{"http://195.127.0.11/uploads/%20%20%20%20/.verify/.eBaysecure=updateuserdataxplimnbqmn-xplmvalidateinfoswqpcmlx=hgplmcx/", "http://195.127.0.11/uploads/%20%20%20%20/.verify/.eBaysecure=updateuserdataxplimnbqmn-xplmvalidateinfoswqpcmlx=hgplmcx/"},
	// "http://host%23.com/…": see safeBrowsingDiffers.
	{"http://3279880203/blah", "http://195.127.0.11/blah"},
	{"http://www.google.com/blah/..", "http://www.google.com/"},
	{"www.google.com/", "http://www.google.com/"},
	{"www.google.com", "http://www.google.com/"},
	{"http://www.evil.com/blah#frag", "http://www.evil.com/blah"},
	{"http://www.GOOgle.com/", "http://www.google.com/"},
	{"http://www.google.com.../", "http://www.google.com/"},
	{"http://www.google.com/foo\tbar\rbaz\n2", "http://www.google.com/foobarbaz2"},
	{"http://www.google.com/q?", "http://www.google.com/q?"},
	{"http://www.google.com/q?r?", "http://www.google.com/q?r?"},
	{"http://www.google.com/q?r?s", "http://www.google.com/q?r?s"},
	{"http://evil.com/foo#bar#baz", "http://evil.com/foo"},
	{"http://evil.com/foo;", "http://evil.com/foo;"},
	{"http://evil.com/foo?bar;", "http://evil.com/foo?bar;"},
	// "http://\x01\x80.com/": see safeBrowsingDiffers.
	{"http://notrailingslash.com", "http://notrailingslash.com/"},
	{"http://www.gotaport.com:1234/", "http://www.gotaport.com:1234/"},
	{"  http://www.google.com/  ", "http://www.google.com/"},
	// "http:// leadingspace.com/", "http://%20leadingspace.com/",
	// "%20leadingspace.com/": see safeBrowsingDiffers.
	{"https://www.securesite.com/", "https://www.securesite.com/"},
	{"http://host.com/ab%23cd", "http://host.com/ab%23cd"},
	{"http://host.com//twoslashes?more//slashes", "http://host.com/twoslashes?more//slashes"},

	// The host examples in the text of the newer version of the page
	// (https://developers.google.com/safe-browsing/reference/URLs.and.Hashing):
	// "[2001:0db8:0000::1] should be transformed into [2001:db8::1]",
	// "[::ffff:1.2.3.4], which should be transformed into 1.2.3.4",
	// "[64:ff9b::1.2.3.4], which should be transformed into 1.2.3.4".
	{"http://[2001:0db8:0000::1]/", "http://[2001:db8::1]/"},
	{"http://[::ffff:1.2.3.4]/", "http://1.2.3.4/"},
	{"http://[64:ff9b::1.2.3.4]/", "http://1.2.3.4/"},
	// And from the text of both: "The client should handle any legal
	// IP-address encoding, including octal, hex, and fewer than four
	// components"; the values are the IPv4 numbers these forms denote.
	{"http://0x7f.1/", "http://127.0.0.1/"},
	{"http://0300.0250.0.01/", "http://192.168.0.1/"},
}

// safeBrowsingDiffers are the documentation's examples that the URL
// Standard does not parse: their host holds a code point the standard's
// host parser forbids, once percent-decoded (url.bs "host parsing":
// forbidden domain code point), so no browser can visit them and they
// get an error instead of the documented key (given for reference).
var safeBrowsingDiffers = []struct{ in, doc string }{
	{"http://host%23.com/%257Ea%2521b%2540c%2523d%2524e%25f%255E00%252611%252A22%252833%252944_55%252B", "http://host%23.com/~a!b@c%23d$e%25f^00&11*22(33)44_55+"},
	{"http://\x01\x80.com/", "http://%01%80.com/"},
	{"http:// leadingspace.com/", "http://%20leadingspace.com/"},
	{"http://%20leadingspace.com/", "http://%20leadingspace.com/"},
	{"%20leadingspace.com/", "http://%20leadingspace.com/"},
}

func TestSafeBrowsingDocumentation(t *testing.T) {
	for _, c := range safeBrowsingDocCases {
		got, err := SafeBrowsing(c.in)
		if err != nil || got != c.want {
			t.Errorf("SafeBrowsing(%q) = %q, %v; want %q", c.in, got, err, c.want)
			continue
		}
		checkSafeBrowsingKey(t, c.in, got)
	}
	for _, c := range safeBrowsingDiffers {
		got, err := SafeBrowsing(c.in)
		var v whatwgurl.ValidationError
		if err == nil || !errors.As(err, &v) {
			t.Errorf("SafeBrowsing(%q) = %q, %v; want a validation error (the documentation's key is %q)", c.in, got, err, c.doc)
		}
	}
}

// The path of the documentation's host%23.com example, on a host the
// standard accepts: the path's rules are the documentation's.
func TestSafeBrowsingPathOfHost23(t *testing.T) {
	const in = "http://host.com/%257Ea%2521b%2540c%2523d%2524e%25f%255E00%252611%252A22%252833%252944_55%252B"
	const want = "http://host.com/~a!b@c%23d$e%25f^00&11*22(33)44_55+"
	if got, err := SafeBrowsing(in); err != nil || got != want {
		t.Errorf("SafeBrowsing(%q) = %q, %v; want %q", in, got, err, want)
	}
}

// The surt package's GoogleURLCanonicalizer tests
// (internetarchive/surt tests/test_surt.py, test_GoogleURLCanonicalizer)
// hold the documentation's examples and a few of their own; these are
// the ones not above that the URL Standard parses.
func TestSafeBrowsingSurtCases(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"B\xc3\xbccher.ch:8080", "http://xn--bcher-kva.ch:8080/"},
		{"\u2603.com", "http://xn--n3h.com/"},
	} {
		got, err := SafeBrowsing(c.in)
		if err != nil || got != c.want {
			t.Errorf("SafeBrowsing(%q) = %q, %v; want %q", c.in, got, err, c.want)
		}
	}
	// test_surt.py: "http://www.t%EF%BF%BD%04.82.net/" keeps its host
	// percent-encoded; the standard's host parser decodes it and fails
	// on U+0004, a forbidden domain code point.
	if got, err := SafeBrowsing("http://www.t%EF%BF%BD%04.82.net/"); err == nil {
		t.Errorf("SafeBrowsing of a host with U+0004 = %q, want an error", got)
	}
	// test_surt.py: "mailto:foo@example.com" is kept as it is there;
	// Safe Browsing lists no such URL.
	if got, err := SafeBrowsing("mailto:foo@example.com"); !errors.Is(err, ErrNotWeb) {
		t.Errorf("SafeBrowsing(mailto:) = %q, %v; want ErrNotWeb", got, err)
	}
}

// TestSafeBrowsingBackslash: "\" after unescaping is written "%5C" so
// that the key does not read as another path (see SafeBrowsing).
func TestSafeBrowsingBackslash(t *testing.T) {
	got, err := SafeBrowsing("http://a.example/x%5Cy?q=%5C")
	if want := `http://a.example/x%5Cy?q=\`; err != nil || got != want {
		t.Errorf("got %q, %v; want %q", got, err, want)
	}
}

// checkSafeBrowsingKey checks that key parses and is its own key.
func checkSafeBrowsingKey(t *testing.T, in, key string) {
	t.Helper()
	if _, err := whatwgurl.Parse(key); err != nil {
		t.Errorf("SafeBrowsing(%q) = %q, which does not parse: %v", in, key, err)
	}
	if again, err := SafeBrowsing(key); err != nil || again != key {
		t.Errorf("SafeBrowsing(%q) = %q, but SafeBrowsing of that = %q, %v", in, key, again, err)
	}
}

func TestUnescapeRepeatedly(t *testing.T) {
	// internetarchive/surt tests/test_surt.py, test_unescapeRepeatedly
	// (copied there from GoogleURLCanonicalizerTest.java).
	for _, c := range []struct{ in, want string }{
		{"%!A%21%21%25", "%!A!!%"},
		{"%", "%"},
		{"%2", "%2"},
		{"%25", "%"},
		{"%25%", "%%"},
		{"%2525", "%"},
		{"%252525", "%"},
		{"%25%32%35", "%"},
	} {
		if got := string(unescapeRepeatedly(nil, c.in)); got != c.want {
			t.Errorf("unescapeRepeatedly(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
