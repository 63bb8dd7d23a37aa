package whatwgurl

import (
	"strings"
	"testing"
)

// allocCase is one allocation budget: f may allocate at most budget times.
type allocCase struct {
	name   string
	budget float64
	f      func()
}

// TestAllocs holds every allocation budget of the package, with one
// policy: a case that allocates more than its budget fails. The budgets
// are the ones docs/performance.md promises: nothing for canonical input, getters
// and checks; one allocation (the href) for a URL that needs changes and
// for a setter.
func TestAllocs(t *testing.T) {
	if testing.Short() {
		t.Skip("allocation counts are slow to measure")
	}
	var cases []allocCase
	parse := func(in string, budget float64) {
		cases = append(cases, allocCase{"Parse/" + in, budget, func() {
			if _, err := Parse(in); err != nil {
				t.Fatal(err)
			}
		}})
	}
	// Canonical input is returned as the href.
	for _, in := range []string{"https://example.com/a?b#c", "file:///C:/x/y", "http://[::1]/", "sc:opaque", "sc://host:8/p?q#f", "sc:/p"} {
		parse(in, 0)
	}
	// Input that needs changes: the href, sharing its allocation with the
	// cleaned input when tabs or spaces must go.
	for _, in := range []string{"HTTPS://EXAMPLE.COM/a/../b c", "https://example.com:443/a/./b/%7e?x y#z`", "  http://user@Example.com/a\tb  ", "SC://host/a b"} {
		parse(in, 1)
	}
	// A host that needs IDNA: its ASCII form is built on the stack, so
	// only the href.
	parse("https://m\u00FCnchen.example/", 1)
	parse("https://M\u00DCNCHEN.\u4F8B\u3048.JP/", 1)
	// A failure: what the parse allocated before it failed, and Parse's
	// *Error, which ParseBulk does without, whether the fast path or the
	// state machine fails the input. A host that needs IDNA costs the
	// buffer the href is built in before the port fails (its ASCII form
	// is on the stack).
	var p Parser
	for _, c := range []struct {
		in     string
		budget float64
	}{
		{"http://[::1/", 0}, {"https://a b/", 0}, {"\thttp://u:p@:1/", 0}, {"xn--a.example", 0},
		{"https://ex\u00E4mple.com:99999/", 1},
	} {
		cases = append(cases,
			allocCase{"Parse failing/" + c.in, c.budget + 1, func() {
				if _, err := Parse(c.in); err == nil {
					t.Fatalf("Parse(%q) succeeded", c.in)
				}
			}},
			allocCase{"ParseBulk failing/" + c.in, c.budget, func() {
				if _, err := p.ParseBulk(c.in); err == nil {
					t.Fatalf("ParseBulk(%q) succeeded", c.in)
				}
			}},
		)
	}
	for _, in := range []string{"https://example.com/a?b#c", "HTTPS://EXAMPLE.COM/a/../b c", "file:///C|/x/../y", "http://0x7f.1/", "https://m\u00FCnchen.example/"} {
		cases = append(cases, allocCase{"CanParse/" + in, 0, func() {
			if !CanParse(in) {
				t.Fatalf("CanParse(%q) = false", in)
			}
		}})
	}

	// Getters and other reads of a parsed URL.
	for _, s := range []string{
		"https://user:pass@example.com:8080/p/a/t/h?query=1#frag",
		"http://[::1]/",
		"mailto:x@example.com",
		"file:///C:/x",
	} {
		u := MustParse(s)
		for _, g := range []struct {
			name string
			f    func() int
		}{
			{"Href", func() int { return len(u.Href()) }},
			{"String", func() int { return len(u.String()) }},
			{"Protocol", func() int { return len(u.Protocol()) }},
			{"Scheme", func() int { return len(u.Scheme()) }},
			{"IsSpecial", func() int { return b2i(u.IsSpecial()) }},
			{"HasOpaquePath", func() int { return b2i(u.HasOpaquePath()) }},
			{"IsZero", func() int { return b2i(u.IsZero()) }},
			{"HostKind", func() int { return int(u.HostKind()) }},
			{"HostAddr", func() int { return u.HostAddr().BitLen() }},
			{"ParsedHost", func() int { return len(u.ParsedHost().String()) }},
			{"Username", func() int { return len(u.Username()) }},
			{"Password", func() int { return len(u.Password()) }},
			{"Host", func() int { return len(u.Host()) }},
			{"Hostname", func() int { return len(u.Hostname()) }},
			{"Port", func() int { return len(u.Port()) }},
			{"Pathname", func() int { return len(u.Pathname()) }},
			{"Search", func() int { return len(u.Search()) }},
			{"Hash", func() int { return len(u.Hash()) }},
			{"RawQuery", func() int { q, _ := u.RawQuery(); return len(q) }},
			{"Fragment", func() int { f, _ := u.Fragment(); return len(f) }},
			{"WithoutFragment", func() int { return len(u.WithoutFragment().Href()) }},
		} {
			cases = append(cases, allocCase{g.name + "/" + s, 0, func() { benchSink += g.f() }})
		}
	}
	ascii := MustParse("https://example.com:8443/a/b?c#d")
	cases = append(cases,
		allocCase{"Origin.String of a URL without credentials", 0, func() { benchSink += len(ascii.Origin().String()) }},
		allocCase{"Display of an ASCII URL", 0, func() { benchSink += len(ascii.Display()) }},
	)

	// Setters: the new href.
	const href = "https://user:pass@example.com:8080/path/to/file?query=1#frag"
	base := MustParse(href)
	values := map[string]string{
		"href":     "https://example.org/other?x#y",
		"protocol": "http",
		"username": "alice",
		"password": "secret",
		"host":     "example.org:9090",
		"hostname": "example.org",
		"port":     "9090",
		"pathname": "/other/path",
		"search":   "?a=b",
		"hash":     "#top",
	}
	var u URL
	for _, name := range setterNames {
		set, v := setterFuncs[name], values[name]
		cases = append(cases, allocCase{"set " + name, 1, func() {
			u = base
			if err := set(&u, v); err != nil || u == base {
				t.Fatalf("set %s %q on %q: %v, href %q", name, v, href, err, u.Href())
			}
		}})
	}

	// Domains: an ASCII domain is returned as it is; a Unicode one costs
	// its ASCII form.
	for _, in := range []string{"example.com", "a_b-c.example."} {
		cases = append(cases, allocCase{"domainToASCII/" + in, 0, func() { domainToASCII(in, false) }})
	}
	cases = append(cases,
		allocCase{"domainToASCII/münchen.example", 1, func() { domainToASCII("m\u00FCnchen.example", false) }},
		allocCase{"DomainToUnicode/example.com", 0, func() { benchSink += len(DomainToUnicode("example.com")) }},
	)

	// application/x-www-form-urlencoded: names and values with nothing to
	// decode are substrings of the input (the list only); decoding costs a
	// buffer and one string for all of them.
	list := []nameValue{{"a b", "c~d"}, {"é", "x"}}
	cases = append(cases,
		allocCase{"parseURLEncoded plain", 1, func() { parseURLEncoded("a=b&c=d&e=f&g") }},
		allocCase{"parseURLEncoded decoding", 2, func() { parseURLEncoded("a=b+c&c=%41&%42=f&g") }},
		allocCase{"serializeURLEncoded", 1, func() { serializeURLEncoded(list) }},
		// Up to two pairs, the SearchParams holds its list: one
		// allocation, on the caller's stack where the result does not
		// escape; a query that serializes to itself is its String.
		allocCase{"ParseSearchParams plain", 0, func() { benchSink += len(ParseSearchParams("a=b&c=d").String()) }},
		allocCase{"ParseSearchParams plain, kept", 1, func() { searchParamsSink = ParseSearchParams("a=b&c=d") }},
		allocCase{"ParseSearchParams serialized", 1, func() { benchSink += len(ParseSearchParams("a=b/c&d").String()) }},
		allocCase{"ParseSearchParams sorted", 0, func() { ParseSearchParams("a=b&c=d").Sort() }},
		allocCase{"ParseSearchParams sorting", 0, func() { ParseSearchParams("c=d&a=b").Sort() }},
		allocCase{"compareUTF16", 0, func() { compareUTF16("a\uFB03", "a\U0001F308") }},
	)

	// Percent-encode after encoding, once dst has room, whatever the
	// encoding.
	input := "q=" + strings.Repeat("検索 ¥‾ ｱ‽", 8)
	for _, label := range append([]string{"utf-8", "windows-1252"}, multiByteEncodings...) {
		enc := mustLookupEncoding(t, label)
		dst := appendPercentEncodeAfterEncoding(nil, enc, input, SpecialQuerySet, false) // build the index
		cases = append(cases, allocCase{"percent-encode after encoding/" + label, 0, func() {
			dst = appendPercentEncodeAfterEncoding(dst[:0], enc, input, SpecialQuerySet, false)
		}})
	}

	for _, c := range cases {
		if n := testing.AllocsPerRun(100, c.f); n > c.budget {
			t.Errorf("%s: %v allocations, budget %v", c.name, n, c.budget)
		}
	}
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// searchParamsSink keeps a SearchParams on the heap in TestAllocs.
var searchParamsSink *SearchParams
