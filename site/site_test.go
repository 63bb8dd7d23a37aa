package site

import (
	"strings"
	"testing"

	"github.com/webstd/whatwgurl"
	"golang.org/x/net/publicsuffix"
)

// standardTable is the example table of url.bs "Host miscellaneous"
// (id=example-host-psl): host input, public suffix, registrable domain;
// "" stands for null.
var standardTable = []struct{ input, publicSuffix, registrableDomain string }{
	{"com", "com", ""},
	{"example.com", "com", "example.com"},
	{"www.example.com", "com", "example.com"},
	{"sub.www.example.com", "com", "example.com"},
	{"EXAMPLE.COM", "com", "example.com"},
	{"example.com.", "com.", "example.com."},
	{"github.io", "github.io", ""},
	{"whatwg.github.io", "github.io", "whatwg.github.io"},
	{"إختبار", "xn--kgbechtv", ""},
	{"example.إختبار", "xn--kgbechtv", "example.xn--kgbechtv"},
	{"sub.example.إختبار", "xn--kgbechtv", "example.xn--kgbechtv"},
	{"[2001:0db8:85a3:0000:0000:8a2e:0370:7334]", "", ""},
}

// TestStandardTable runs the standard's 12 examples through ParseHost and
// through the host of a URL.
func TestStandardTable(t *testing.T) {
	if len(standardTable) != 12 {
		t.Fatalf("the standard's table has 12 rows, not %d", len(standardTable))
	}
	for _, tt := range standardTable {
		t.Run(tt.input, func(t *testing.T) {
			h, err := whatwgurl.ParseHost(tt.input)
			if err != nil {
				t.Fatal(err)
			}
			u := whatwgurl.MustParse("https://" + tt.input + "/path")
			for name, h := range map[string]whatwgurl.Host{"host": h, "URL": u.ParsedHost()} {
				if got := PublicSuffix(h); got != tt.publicSuffix {
					t.Errorf("through the %s: PublicSuffix = %q, want %q", name, got, tt.publicSuffix)
				}
				if got := RegistrableDomain(h); got != tt.registrableDomain {
					t.Errorf("through the %s: RegistrableDomain = %q, want %q", name, got, tt.registrableDomain)
				}
			}
		})
	}
}

// TestRules covers what the standard's table does not: the "*" rule for a
// top-level domain the list does not name, wildcard and exception rules,
// trailing dots, empty labels, and hosts that are not domains. The rules
// used are long-standing ICANN entries of the list: "*.ck" with
// "!www.ck", and "*.kawasaki.jp" with "!city.kawasaki.jp".
func TestRules(t *testing.T) {
	tests := []struct {
		name, url                       string
		publicSuffix, registrableDomain string
	}{
		{"unlisted TLD", "https://example.unlistedtld/", "unlistedtld", "example.unlistedtld"},
		{"unlisted TLD alone", "https://unlistedtld/", "unlistedtld", ""},
		{"unlisted TLD subdomain", "https://a.b.unlistedtld/", "unlistedtld", "b.unlistedtld"},
		{"localhost", "http://localhost/", "localhost", ""},
		{"wildcard", "https://foo.ck/", "foo.ck", ""},
		{"wildcard plus one", "https://www.foo.ck/", "foo.ck", "www.foo.ck"},
		{"wildcard base", "https://ck/", "ck", ""},
		{"exception", "https://www.ck/", "ck", "www.ck"},
		{"under exception", "https://a.www.ck/", "ck", "www.ck"},
		{"wildcard two levels", "https://a.b.kawasaki.jp/", "b.kawasaki.jp", "a.b.kawasaki.jp"},
		{"exception two levels", "https://www.city.kawasaki.jp/", "kawasaki.jp", "city.kawasaki.jp"},
		{"trailing dot under wildcard", "https://www.foo.ck./", "foo.ck.", "www.foo.ck."},
		{"trailing dot exception", "https://www.ck./", "ck.", "www.ck."},
		{"trailing dot alone", "https://com./", "com.", ""},
		{"trailing dot unlisted", "https://a.unlistedtld./", "unlistedtld.", "a.unlistedtld."},
		{"two trailing dots", "https://example.com../", "", ""},
		{"only a dot", "https://./", "", ""},
		{"leading dot", "https://.example.com/", "com", "example.com"},
		{"empty label before suffix", "https://a..com/", "com", ""},
		{"leading empty label", "https://.com/", "com", ""},
		{"empty label under wildcard", "https://a..ck/", "", ""},
		{"empty label far from suffix", "https://a..b.example.com/", "com", "example.com"},
		{"upper case", "https://WWW.Example.CO.UK/", "co.uk", "example.co.uk"},
		{"IDNA", "https://www.münchen.de/", "de", "xn--mnchen-3ya.de"},
		{"IDNA TLD", "https://пример.рф/", "xn--p1ai", "xn--e1afmkfd.xn--p1ai"},
		{"IDNA punycode", "https://sub.xn--e1afmkfd.xn--p1ai/", "xn--p1ai", "xn--e1afmkfd.xn--p1ai"},
		{"IPv4", "http://192.168.0.1/", "", ""},
		{"IPv4 in hex", "http://0xc0.0xa8.0.1/", "", ""},
		{"IPv6", "http://[::1]/", "", ""},
		{"opaque host", "sc://www.example.com/", "", ""},
		{"empty host", "file:///etc/hosts", "", ""},
		{"file host", "file://server.example.com/share", "com", "example.com"},
		{"no host", "mailto:a@example.com", "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := whatwgurl.MustParse(tt.url).ParsedHost()
			if got := PublicSuffix(h); got != tt.publicSuffix {
				t.Errorf("PublicSuffix(%q) = %q, want %q", h, got, tt.publicSuffix)
			}
			if got := RegistrableDomain(h); got != tt.registrableDomain {
				t.Errorf("RegistrableDomain(%q) = %q, want %q", h, got, tt.registrableDomain)
			}
		})
	}
	if PublicSuffix(whatwgurl.Host{}) != "" || RegistrableDomain(whatwgurl.Host{}) != "" {
		t.Error("the zero Host has a public suffix")
	}
}

// fixedList answers from a map, and "" for other domains.
type fixedList map[string]string

func (l fixedList) PublicSuffix(domain string) string { return l[domain] }

func TestWithList(t *testing.T) {
	list := fixedList{
		"a.b.example":     "b.example",
		"b.example":       "b.example",
		"x.example":       "ample",       // not on a label boundary
		"y.example":       "z.y.example", // longer than the domain
		"w.example":       "w.example.",  // not a suffix
		"c.example":       "other",       // not a suffix
		"www.example.com": "example.com",
		"e.example":       ".example", // an empty label
	}
	c := WithList(list)
	host := func(s string) whatwgurl.Host {
		h, err := whatwgurl.ParseHost(s)
		if err != nil {
			t.Fatal(err)
		}
		return h
	}
	tests := []struct{ host, publicSuffix, registrableDomain string }{
		{"a.b.example", "b.example", "a.b.example"},
		{"a.b.example.", "b.example.", "a.b.example."},
		{"b.example", "b.example", ""},
		{"x.example", "", ""},
		{"y.example", "", ""},
		{"w.example", "", ""},
		{"c.example", "", ""},
		{"e.example", "", ""},
		{"unknown.example", "", ""},
		{"www.example.com", "example.com", "www.example.com"},
	}
	for _, tt := range tests {
		h := host(tt.host)
		if got := c.PublicSuffix(h); got != tt.publicSuffix {
			t.Errorf("PublicSuffix(%q) = %q, want %q", tt.host, got, tt.publicSuffix)
		}
		if got := c.RegistrableDomain(h); got != tt.registrableDomain {
			t.Errorf("RegistrableDomain(%q) = %q, want %q", tt.host, got, tt.registrableDomain)
		}
	}
	// The given list makes "shop.example" a public suffix; the built-in
	// one does not name "example", so its public suffix is "example".
	o := func(s string) whatwgurl.Origin { return whatwgurl.MustParse(s).Origin() }
	c = WithList(fixedList{"a.shop.example": "shop.example", "b.shop.example": "shop.example"})
	if c.SameSite(o("https://a.shop.example"), o("https://b.shop.example")) {
		t.Error("the given list is not used by SameSite")
	}
	if !SameSite(o("https://a.shop.example"), o("https://b.shop.example")) {
		t.Error("the built-in list: a.shop.example and b.shop.example are not same site")
	}

	// The zero Checker, WithList(nil) and x/net's List and function give
	// the built-in answers.
	for _, c := range []Checker{{}, WithList(nil), WithList(publicsuffix.List), WithList(ListFunc(publicsuffix.PublicSuffix))} {
		for _, tt := range standardTable {
			h := host(tt.input)
			if c.PublicSuffix(h) != tt.publicSuffix || c.RegistrableDomain(h) != tt.registrableDomain {
				t.Errorf("%#v: %q gives %q, %q", c, tt.input, c.PublicSuffix(h), c.RegistrableDomain(h))
			}
		}
	}
	if v := BuiltinListVersion(); !strings.Contains(v, "public_suffix_list.dat") {
		t.Errorf("BuiltinListVersion() = %q", v)
	}
}

// TestSameSite checks SameSite and SchemelesslySameSite, HTML's
// definitions, on pairs of URLs' origins.
func TestSameSite(t *testing.T) {
	tests := []struct {
		name, a, b       string
		schemeless, same bool
	}{
		{"same host", "https://example.com/a", "https://example.com/b", true, true},
		{"subdomains", "https://a.example.com/", "https://b.example.com/", true, true},
		{"subdomain and registrable domain", "https://www.example.com/", "https://example.com/", true, true},
		{"ports do not matter", "https://example.com/", "https://example.com:8443/", true, true},
		{"schemes", "http://example.com/", "https://example.com/", true, false},
		{"schemes and subdomains", "http://www.example.com/", "https://example.com/", true, false},
		{"ws and wss", "ws://example.com/", "wss://example.com/", true, false},
		{"other registrable domain", "https://example.com/", "https://example.org/", false, false},
		{"private suffix", "https://a.github.io/", "https://b.github.io/", false, false},
		{"private suffix itself", "https://github.io/", "https://github.io/", true, true},
		{"suffix and under it", "https://github.io/", "https://a.github.io/", false, false},
		{"public suffix only", "http://com/", "http://com/", true, true},
		{"wildcard", "https://a.foo.ck/", "https://b.foo.ck/", false, false},
		{"exception", "https://www.ck/", "https://a.www.ck/", true, true},
		{"trailing dot", "https://example.com./", "https://example.com/", false, false},
		{"trailing dots", "https://a.example.com./", "https://b.example.com./", true, true},
		{"empty label", "https://x.a..com/", "https://y.a..com/", false, false},
		{"IPv4 equal", "http://127.0.0.1/", "http://127.0.0.1:8080/", true, true},
		{"IPv4 forms", "http://0x7f.1/", "http://127.0.0.1/", true, true},
		{"IPv4 different", "http://127.0.0.1/", "http://127.0.0.2/", false, false},
		{"IPv4 and localhost", "http://127.0.0.1/", "http://localhost/", false, false},
		{"IPv6 forms", "http://[::1]/", "http://[0:0::1]/", true, true},
		{"IPv6 different", "http://[::1]/", "http://[::2]/", false, false},
		{"IDNA", "https://münchen.de/", "https://www.xn--mnchen-3ya.de/", true, true},
		{"IDNA TLD", "https://a.пример.рф/", "https://b.xn--e1afmkfd.xn--p1ai/", true, true},
		{"blob", "blob:https://a.example.com/uuid", "https://b.example.com/", true, true},
		{"blob scheme", "blob:http://example.com/uuid", "https://example.com/", true, false},
		{"blob file and file", "blob:file:///x", "file:///x", false, false},
		{"data with itself", "data:,x", "data:,x", false, false},
		{"file with itself", "file:///x", "file:///x", false, false},
		{"opaque and tuple", "sc://example.com/", "https://example.com/", false, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a, b := whatwgurl.MustParse(tt.a).Origin(), whatwgurl.MustParse(tt.b).Origin()
			if got := SchemelesslySameSite(a, b); got != tt.schemeless {
				t.Errorf("SchemelesslySameSite = %v, want %v", got, tt.schemeless)
			}
			if got := SchemelesslySameSite(b, a); got != tt.schemeless {
				t.Errorf("SchemelesslySameSite is not symmetric")
			}
			if got := SameSite(a, b); got != tt.same {
				t.Errorf("SameSite = %v, want %v", got, tt.same)
			}
			if got := SameSite(b, a); got != tt.same {
				t.Errorf("SameSite is not symmetric")
			}
		})
	}
	// The same opaque origin is same site with itself.
	o := whatwgurl.MustParse("data:,x").Origin()
	if !SameSite(o, o) || !SchemelesslySameSite(o, o) {
		t.Error("an opaque origin is not same site with itself")
	}
	var zero whatwgurl.Origin
	if !SameSite(zero, zero) || SameSite(zero, o) {
		t.Error("the zero Origin: wrong")
	}
}
