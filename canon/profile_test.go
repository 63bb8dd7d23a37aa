package canon

import (
	"testing"

	"github.com/webstd/whatwgurl"
)

func TestStepNames(t *testing.T) {
	if got := (StripWWW | SortQuery).String(); got != "strip-www+sort-query" {
		t.Errorf("String = %q", got)
	}
	if got := Step(0).String(); got != "none" {
		t.Errorf("String = %q", got)
	}
	for i := range stepNames {
		s := Step(1) << i
		if p, ok := ParseSteps(s.String()); !ok || p != s {
			t.Errorf("ParseSteps(%q) = %v, %v", s.String(), p, ok)
		}
		if s.ChangesMeaning() == (s&Equivalent != 0) {
			t.Errorf("%v is in both kinds or neither", s)
		}
	}
	if _, ok := ParseSteps("strip-www,bogus"); ok {
		t.Error("ParseSteps accepted an unknown name")
	}
}

// TestRFC3986Equivalence: RFC 3986 §6.2.2 says that
// "example://a/b/c/%7Bfoo%7D" and "eXAMPLE://a/./b/../b/%63/%7bfoo%7d"
// are equivalent (its example), and §6.2.2.1 that "%7b" and "%7B" are;
// §6.2.3 that "http://example.com/?" is "http://example.com/"; §6.2.2.2
// that "%7E" is "~".
func TestRFC3986Equivalence(t *testing.T) {
	for _, c := range []struct{ a, b string }{
		{"example://a/b/c/%7Bfoo%7D", "eXAMPLE://a/./b/../b/%63/%7bfoo%7d"},
		{"http://example.com/?", "http://example.com/"},
		{"http://example.com/%7Euser?q=%7e", "http://example.com/~user?q=~"},
		{"http://example.com/a#one", "http://example.com/a#two"},
	} {
		ka, err1 := Equivalence.Key(c.a)
		kb, err2 := Equivalence.Key(c.b)
		if err1 != nil || err2 != nil || ka.Href != kb.Href {
			t.Errorf("Equivalence keys of %q and %q: %q (%v), %q (%v); want them equal", c.a, c.b, ka, err1, kb, err2)
		}
		if ka.Changed != 0 || kb.Changed != 0 {
			t.Errorf("Equivalence reports meaning-changing steps: %v %v", ka.Changed, kb.Changed)
		}
	}
}

// TestSteps: each step on the inputs the anchors name. The
// expected keys follow the step's documented rule and are checked to be
// fixed points of the profile.
func TestSteps(t *testing.T) {
	for _, c := range []struct {
		steps   Step
		in      string
		want    string
		changed Step
	}{
		// The URL Standard's parse already does these (url.bs: the
		// host parser lowercases and maps, the port state removes a
		// default port, the path state resolves dot segments).
		{0, "HTTP://WWW.Example.COM:80/a/./b/../c", "http://www.example.com/a/c", 0},
		{RemoveFragment, "https://example.com/a#top", "https://example.com/a", 0},
		{UppercaseEscapes, "https://example.com/caf%c3%a9?q=%e2%82%ac", "https://example.com/caf%C3%A9?q=%E2%82%AC", 0},
		{DecodeUnreserved, "https://example.com/%7Euser/%41%2D%2e%5F?%61=%31", "https://example.com/~user/A-._?a=1", 0},
		{DecodeUnreserved, "https://example.com/%2F%3F", "https://example.com/%2F%3F", 0},
		{RemoveEmptyQuery, "https://example.com/a?", "https://example.com/a", 0},
		{RemoveEmptyQuery, "https://example.com/a?#f", "https://example.com/a#f", 0},
		// "a%2Fb" is one segment, "a/b" two (RFC 3986 §2.2: reserved
		// characters delimit); w3lib #131 and purell #48 are about
		// decoding these.
		{DecodeReserved, "https://example.com/a%2Fb%3Dc%26d%2Be%3Ff%23g", "https://example.com/a/b=c&d+e%3Ff%23g", DecodeReserved},
		{DecodeReserved, "https://example.com/?q=a%26b%3Dc%3Fd%2Fe%2Bf%23g", "https://example.com/?q=a&b=c?d/e+f%23g", DecodeReserved},
		{DecodeReserved, "https://example.com/a%25zz%2541", "https://example.com/a%zz%2541", DecodeReserved},
		{DecodeReserved, "https://example.com/x/a%2F..%2Fb", "https://example.com/x/b", DecodeReserved},
		{LowercasePath, "https://example.com/A/B%2FC?Q=R", "https://example.com/a/b%2Fc?Q=R", LowercasePath},
		{RemoveIndex, "https://example.com/a/index.html", "https://example.com/a/", RemoveIndex},
		{RemoveIndex, "https://example.com/a/Default.ASPX?x", "https://example.com/a/?x", RemoveIndex},
		{RemoveIndex, "https://example.com/a/index.html2", "https://example.com/a/index.html2", 0},
		{RemoveTrailingSlash, "https://example.com/a//", "https://example.com/a", RemoveTrailingSlash},
		{RemoveTrailingSlash, "https://example.com/", "https://example.com/", 0},
		{RemoveIndex | RemoveTrailingSlash, "https://example.com/a/index.html/", "https://example.com/a", RemoveIndex | RemoveTrailingSlash},
		{StripWWW, "https://www.www.example.com/", "https://example.com/", StripWWW},
		{StripWWW, "https://www.com/", "https://www.com/", 0},
		// surt #28: "www1355544.com" is no "www." label.
		{StripWWW, "https://www1355544.com/", "https://www1355544.com/", 0},
		{DropParams, "https://example.com/?utm_source=x&id=1&UTM_Medium=y&gclid=z&fbclid=w", "https://example.com/?id=1", DropParams},
		{DropParams, "https://example.com/?utm_source=x", "https://example.com/", DropParams},
		{DropParams, "https://example.com/?utm%5Fsource=x&a", "https://example.com/?a", DropParams},
		{SortQuery, "https://example.com/?b=2&a=2&a=1", "https://example.com/?a=2&a=1&b=2", SortQuery},
		{SortQuery, "https://example.com/?a=1", "https://example.com/?a=1", 0},
		// Decoding never makes a new escape: "%%34%31" is "%41" to a
		// server that decodes once; "%34" stays after "%", "%31"
		// after "%34" is decoded, and "%%341" is "%41" too; "%4%31"
		// keeps "%31" after "%4".
		{DecodeUnreserved, "https://example.com/%%34%31", "https://example.com/%%341", 0},
		{DecodeUnreserved, "https://example.com/%4%31", "https://example.com/%4%31", 0},
		// Without a host, a path that starts with "//" gets "/." before
		// it (url.bs "URL serializer").
		{DecodeReserved, "web+x:/%2F/a", "web+x:/.///a", DecodeReserved},
	} {
		p := Profile{Steps: c.steps}
		k, err := p.Key(c.in)
		if err != nil || k.Href != c.want || k.Changed != c.changed {
			t.Errorf("%v key of %q = %q, changed %v, %v; want %q, changed %v", c.steps, c.in, k.Href, k.Changed, err, c.want, c.changed)
			continue
		}
		if again, err := p.Key(k.Href); err != nil || again.Href != k.Href {
			t.Errorf("%v key of %q is %q, whose key is %q (%v)", c.steps, c.in, k.Href, again.Href, err)
		}
	}
}

func TestKeyErrors(t *testing.T) {
	for _, in := range []string{"", "example.com", "https://[::1", "http://a b/"} {
		if k, err := Dedup.Key(in); err == nil {
			t.Errorf("Dedup.Key(%q) = %q, want an error", in, k)
		}
		if k, err := Default.Key(in); err == nil {
			t.Errorf("Default.Key(%q) = %q, want an error", in, k)
		}
	}
	if _, err := Default.KeyOf(whatwgurl.URL{}); err == nil {
		t.Error("KeyOf(zero URL) gave no error")
	}
}

// TestStableKeys: input that is not UTF-8, and the IPv4 and IPv6 forms
// the host parser reads, give one key each (WPT urltestdata.json reads
// "http://0x7f.1/", "http://2130706433/" and "http://0177.0.0.1/" as
// 127.0.0.1; url.bs "IPv6 serializer" compresses the longest run of
// zeros).
func TestStableKeys(t *testing.T) {
	groups := [][]string{
		{"http://127.0.0.1/", "http://0x7f.1/", "http://2130706433/", "http://0177.0.0.1/", "http://127.1/", "http://0x7F000001/"},
		{"http://[::1]/", "http://[0:0:0:0:0:0:0:1]/", "http://[0::1]/", "http://[::0.0.0.1]/"},
		{"http://example.com/\xff\xfe", "http://example.com/\ufffd\ufffd", "http://example.com/%EF%BF%BD%EF%BF%BD"},
	}
	keys := map[string]func(string) (string, error){
		"surt":         SURT,
		"safebrowsing": SafeBrowsing,
	}
	for _, p := range []Profile{Default, Equivalence, Dedup} {
		keys[p.Steps.String()] = func(s string) (string, error) { k, err := p.Key(s); return k.Href, err }
	}
	for name, key := range keys {
		for _, g := range groups {
			first, err := key(g[0])
			if err != nil {
				t.Fatal(err)
			}
			for _, in := range g[1:] {
				k, err := key(in)
				if err != nil || k != first {
					t.Errorf("%s: key of %q = %q (%v), of %q = %q", name, in, k, err, g[0], first)
				}
			}
		}
	}
}
