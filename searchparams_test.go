package whatwgurl

import (
	"net/url"
	"slices"
	"testing"
)

// The tests in this file restate, as Go tables, what WPT's
// url/urlsearchparams-*.any.js and url/url-searchparams.any.js check, with
// the expected values those files state. JavaScript-only forms map to Go:
// a sequence of pairs to NewSearchParams, a record to
// SearchParamsFromValues, new URLSearchParams(params) to Clone, the
// optional value argument of delete and has to DeleteValue and HasValue,
// and a null or number argument to the string JavaScript converts it to.
// A lone surrogate, which a Go string cannot hold, maps to a byte sequence
// that is one maximal invalid UTF-8 subsequence ("\xF0\x9F", the start of
// a four-byte sequence, for a lead surrogate; "\x80" for a trail one).

// spCheck is one assertion on a SearchParams.
type spCheck struct {
	op   string // "string", "get", "getAll", "has", "!has", "hasValue", "!hasValue", "len", "pairs"
	name string
	arg  string   // value for hasValue; expected value for get and string
	want []string // for getAll; for pairs, names and values alternating
	n    int      // for len
}

func runSPChecks(t *testing.T, p *SearchParams, checks []spCheck) {
	t.Helper()
	for _, c := range checks {
		switch c.op {
		case "string":
			if got := p.String(); got != c.arg {
				t.Errorf("String() = %q, want %q", got, c.arg)
			}
		case "get":
			if got := p.Get(c.name); got != c.arg {
				t.Errorf("Get(%q) = %q, want %q", c.name, got, c.arg)
			}
			if !p.Has(c.name) {
				t.Errorf("Get(%q): Has is false", c.name)
			}
		case "getNull": // the standard's null: "" and Has false
			if got := p.Get(c.name); got != "" || p.Has(c.name) {
				t.Errorf("Get(%q) = %q, Has = %v; want absent", c.name, got, p.Has(c.name))
			}
		case "getAll":
			if got := p.GetAll(c.name); !slices.Equal(got, c.want) {
				t.Errorf("GetAll(%q) = %q, want %q", c.name, got, c.want)
			}
		case "has", "!has":
			if got := p.Has(c.name); got != (c.op == "has") {
				t.Errorf("Has(%q) = %v", c.name, got)
			}
		case "hasValue", "!hasValue":
			if got := p.HasValue(c.name, c.arg); got != (c.op == "hasValue") {
				t.Errorf("HasValue(%q, %q) = %v", c.name, c.arg, got)
			}
		case "len":
			if got := p.Len(); got != c.n {
				t.Errorf("Len() = %d, want %d", got, c.n)
			}
		case "pairs":
			var want [][2]string
			for i := 0; i+1 < len(c.want); i += 2 {
				want = append(want, [2]string{c.want[i], c.want[i+1]})
			}
			if got := pairsOf(p); !slices.Equal(got, want) && !(len(got) == 0 && len(want) == 0) {
				t.Errorf("pairs = %q, want %q", got, want)
			}
		default:
			t.Fatalf("unknown check %q", c.op)
		}
	}
}

func wantString(s string) spCheck       { return spCheck{op: "string", arg: s} }
func wantGet(name, want string) spCheck { return spCheck{op: "get", name: name, arg: want} }
func wantGetNull(name string) spCheck   { return spCheck{op: "getNull", name: name} }
func wantGetAll(name string, want ...string) spCheck {
	return spCheck{op: "getAll", name: name, want: want}
}
func wantHas(name string) spCheck             { return spCheck{op: "has", name: name} }
func wantHasNot(name string) spCheck          { return spCheck{op: "!has", name: name} }
func wantHasValue(name, value string) spCheck { return spCheck{op: "hasValue", name: name, arg: value} }
func wantHasNotValue(name, value string) spCheck {
	return spCheck{op: "!hasValue", name: name, arg: value}
}
func wantLen(n int) spCheck          { return spCheck{op: "len", n: n} }
func wantPairs(nv ...string) spCheck { return spCheck{op: "pairs", want: nv} }

// spStep is a change to a SearchParams followed by checks.
type spStep struct {
	do     func(p *SearchParams)
	checks []spCheck
}

type searchParamsCase struct {
	name  string
	init  func() *SearchParams
	steps []spStep
}

func parsed(s string) func() *SearchParams {
	return func() *SearchParams { return ParseSearchParams(s) }
}

func runParamsCases(t *testing.T, cases []searchParamsCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			p := tc.init()
			for _, s := range tc.steps {
				if s.do != nil {
					s.do(p)
				}
				runSPChecks(t, p, s.checks)
			}
		})
	}
}

func doAppend(name, value string) func(*SearchParams) {
	return func(p *SearchParams) { p.Append(name, value) }
}
func doDelete(name string) func(*SearchParams) { return func(p *SearchParams) { p.Delete(name) } }
func doSet(name, value string) func(*SearchParams) {
	return func(p *SearchParams) { p.Set(name, value) }
}

// parsedChecks is a case made of one parse and its checks.
func parsedChecks(name, query string, checks ...spCheck) searchParamsCase {
	return searchParamsCase{name: name, init: parsed(query), steps: []spStep{{checks: checks}}}
}

// From url/urlsearchparams-constructor.any.js.
func TestSearchParamsConstructor(t *testing.T) {
	runParamsCases(t, []searchParamsCase{
		{name: "basic construction", init: func() *SearchParams { return NewSearchParams() },
			steps: []spStep{{checks: []spCheck{wantString("")}}}},
		{name: "basic construction/empty string", init: parsed(""), steps: []spStep{{checks: []spCheck{wantString("")}}}},
		{name: "basic construction/a=b", init: parsed("a=b"), steps: []spStep{{checks: []spCheck{wantString("a=b")}}}},
		{name: "basic construction/copy", init: func() *SearchParams { return ParseSearchParams("a=b").Clone() },
			steps: []spStep{{checks: []spCheck{wantString("a=b")}}}},
		{name: "no arguments/zero value", init: func() *SearchParams { return new(SearchParams) },
			steps: []spStep{{checks: []spCheck{wantString(""), wantLen(0)}}}},
		{name: "remove leading ?", init: parsed("?a=b"), steps: []spStep{{checks: []spCheck{wantString("a=b")}}}},
		{name: "{} as argument", init: func() *SearchParams { return SearchParamsFromValues(url.Values{}) },
			steps: []spStep{{checks: []spCheck{wantString("")}}}},
		parsedChecks("string/a=b", "a=b", wantHas("a"), wantHasNot("b")),
		parsedChecks("string/a=b&c", "a=b&c", wantHas("a"), wantHas("c")),
		parsedChecks("string/messy", "&a&&& &&&&&a+b=& c&m%c3%b8%c3%b8",
			wantHas("a"), wantHas("a b"), wantHas(" "), wantHasNot("c"), wantHas(" c"), wantHas("møø")),
		parsedChecks("string/lone percent", "id=0&value=%", wantHas("id"), wantHas("value"), wantGet("id", "0"), wantGet("value", "%")),
		parsedChecks("string/%2sf%2a", "b=%2sf%2a", wantHas("b"), wantGet("b", "%2sf*")),
		parsedChecks("string/%2%2af%2a", "b=%2%2af%2a", wantHas("b"), wantGet("b", "%2*f*")),
		parsedChecks("string/%%2a", "b=%%2a", wantHas("b"), wantGet("b", "%*")),
		{name: "object", init: parsed("a=b&c=d"), steps: []spStep{
			{checks: []spCheck{wantGet("a", "b"), wantGet("c", "d"), wantHasNot("d")}},
			{do: func(seed *SearchParams) {
				// The pairs are copied: later changes to either are not seen by the other.
				p := seed.Clone()
				seed.Append("e", "f")
				if p.Has("e") {
					t.Error("a change to the original shows in the clone")
				}
				p.Append("g", "h")
				if seed.Has("g") {
					t.Error("a change to the clone shows in the original")
				}
			}},
		}},
		parsedChecks("parse +/value", "a=b+c", wantGet("a", "b c")),
		parsedChecks("parse +/name", "a+b=c", wantGet("a b", "c")),
		{name: "parse encoded +", init: func() *SearchParams { return new(SearchParams) }, steps: []spStep{
			{do: doSet("query", "+15555555555"), checks: []spCheck{wantString("query=%2B15555555555"), wantGet("query", "+15555555555")}},
			{do: func(p *SearchParams) {
				if got := ParseSearchParams(p.String()).Get("query"); got != "+15555555555" {
					t.Errorf("reparsed: %q", got)
				}
			}},
		}},
		parsedChecks("parse space/value", "a=b c", wantGet("a", "b c")),
		parsedChecks("parse space/name", "a b=c", wantGet("a b", "c")),
		parsedChecks("parse %20/value", "a=b%20c", wantGet("a", "b c")),
		parsedChecks("parse %20/name", "a%20b=c", wantGet("a b", "c")),
		parsedChecks("parse NUL/value", "a=b\x00c", wantGet("a", "b\x00c")),
		parsedChecks("parse NUL/name", "a\x00b=c", wantGet("a\x00b", "c")),
		parsedChecks("parse %00/value", "a=b%00c", wantGet("a", "b\x00c")),
		parsedChecks("parse %00/name", "a%00b=c", wantGet("a\x00b", "c")),
		parsedChecks("parse U+2384/value", "a=b\u2384", wantGet("a", "b\u2384")),
		parsedChecks("parse U+2384/name", "a\u2384b=c", wantGet("a\u2384b", "c")),
		parsedChecks("parse %e2%8e%84/value", "a=b%e2%8e%84", wantGet("a", "b\u2384")),
		parsedChecks("parse %e2%8e%84/name", "a%e2%8e%84b=c", wantGet("a\u2384b", "c")),
		parsedChecks("parse U+1F4A9/value", "a=b\U0001F4A9c", wantGet("a", "b\U0001F4A9c")),
		parsedChecks("parse U+1F4A9/name", "a\U0001F4A9b=c", wantGet("a\U0001F4A9b", "c")),
		parsedChecks("parse %f0%9f%92%a9/value", "a=b%f0%9f%92%a9c", wantGet("a", "b\U0001F4A9c")),
		parsedChecks("parse %f0%9f%92%a9/name", "a%f0%9f%92%a9b=c", wantGet("a\U0001F4A9b", "c")),
		{name: "sequence/empty", init: func() *SearchParams { return NewSearchParams() },
			steps: []spStep{{checks: []spCheck{wantLen(0), wantString("")}}}},
		{name: "sequence/two pairs", init: func() *SearchParams { return NewSearchParams([2]string{"a", "b"}, [2]string{"c", "d"}) },
			steps: []spStep{{checks: []spCheck{wantGet("a", "b"), wantGet("c", "d")}}}},
		// "Construct with ...": a record keeps its keys' order in
		// JavaScript; url.Values has none, so SearchParamsFromValues sorts
		// and the ordered cases use NewSearchParams.
		{name: "construct with object with +", init: func() *SearchParams {
			return SearchParamsFromValues(url.Values{"+": {"%C2"}})
		}, steps: []spStep{{checks: []spCheck{wantPairs("+", "%C2")}}}},
		{name: "construct with object with two keys", init: func() *SearchParams {
			return NewSearchParams([2]string{"c", "x"}, [2]string{"a", "?"})
		}, steps: []spStep{{checks: []spCheck{wantPairs("c", "x", "a", "?")}}}},
		{name: "construct with object with two keys/url.Values sorted", init: func() *SearchParams {
			return SearchParamsFromValues(url.Values{"c": {"x"}, "a": {"?"}})
		}, steps: []spStep{{checks: []spCheck{wantPairs("a", "?", "c", "x")}}}},
		{name: "construct with array with two keys", init: func() *SearchParams {
			return NewSearchParams([][2]string{{"c", "x"}, {"a", "?"}}...)
		}, steps: []spStep{{checks: []spCheck{wantPairs("c", "x", "a", "?")}}}},
		// A record merges keys that become equal; a sequence of pairs
		// keeps them all.
		{name: "construct with 2 unpaired surrogates (no trailing)", init: func() *SearchParams {
			return NewSearchParams([2]string{"\xF0\x9Dx", "1"}, [2]string{"xx", "2"}, [2]string{"\xF0\x9Fx", "3"})
		}, steps: []spStep{{checks: []spCheck{wantPairs("\uFFFDx", "1", "xx", "2", "\uFFFDx", "3")}}}},
		{name: "construct with 3 unpaired surrogates (no leading)", init: func() *SearchParams {
			return SearchParamsFromValues(url.Values{"x\x80": {"1"}, "x\x81": {"2"}, "x\x82": {"3"}})
		}, steps: []spStep{{checks: []spCheck{wantPairs("x\uFFFD", "1", "x\uFFFD", "2", "x\uFFFD", "3"), wantGetAll("x\uFFFD", "1", "2", "3")}}}},
		{name: "construct with object with NULL, non-ASCII, and surrogate keys", init: func() *SearchParams {
			return SearchParamsFromValues(url.Values{"a\x00b": {"42"}, "c\xF0\x9F": {"23"}, "d\u1234": {"foo"}})
		}, steps: []spStep{{checks: []spCheck{wantPairs("a\x00b", "42", "c\uFFFD", "23", "d\u1234", "foo")}}}},
	})
}

// From url/urlsearchparams-stringifier.any.js.
func TestSearchParamsStringifier(t *testing.T) {
	empty := func() *SearchParams { return new(SearchParams) }
	runParamsCases(t, []searchParamsCase{
		{name: "serialize space", init: empty, steps: []spStep{
			{do: doAppend("a", "b c"), checks: []spCheck{wantString("a=b+c")}},
			{do: func(p *SearchParams) { p.Delete("a"); p.Append("a b", "c") }, checks: []spCheck{wantString("a+b=c")}},
		}},
		{name: "serialize empty value", init: empty, steps: []spStep{
			{do: doAppend("a", ""), checks: []spCheck{wantString("a=")}},
			{do: doAppend("a", ""), checks: []spCheck{wantString("a=&a=")}},
			{do: doAppend("", "b"), checks: []spCheck{wantString("a=&a=&=b")}},
			{do: doAppend("", ""), checks: []spCheck{wantString("a=&a=&=b&=")}},
			{do: doAppend("", ""), checks: []spCheck{wantString("a=&a=&=b&=&=")}},
		}},
		{name: "serialize empty name", init: empty, steps: []spStep{
			{do: doAppend("", "b"), checks: []spCheck{wantString("=b")}},
			{do: doAppend("", "b"), checks: []spCheck{wantString("=b&=b")}},
		}},
		{name: "serialize empty name and value", init: empty, steps: []spStep{
			{do: doAppend("", ""), checks: []spCheck{wantString("=")}},
			{do: doAppend("", ""), checks: []spCheck{wantString("=&=")}},
		}},
		{name: "serialize +", init: empty, steps: []spStep{
			{do: doAppend("a", "b+c"), checks: []spCheck{wantString("a=b%2Bc")}},
			{do: func(p *SearchParams) { p.Delete("a"); p.Append("a+b", "c") }, checks: []spCheck{wantString("a%2Bb=c")}},
		}},
		{name: "serialize =", init: empty, steps: []spStep{
			{do: doAppend("=", "a"), checks: []spCheck{wantString("%3D=a")}},
			{do: doAppend("b", "="), checks: []spCheck{wantString("%3D=a&b=%3D")}},
		}},
		{name: "serialize &", init: empty, steps: []spStep{
			{do: doAppend("&", "a"), checks: []spCheck{wantString("%26=a")}},
			{do: doAppend("b", "&"), checks: []spCheck{wantString("%26=a&b=%26")}},
		}},
		{name: "serialize *-._", init: empty, steps: []spStep{
			{do: doAppend("a", "*-._"), checks: []spCheck{wantString("a=*-._")}},
			{do: func(p *SearchParams) { p.Delete("a"); p.Append("*-._", "c") }, checks: []spCheck{wantString("*-._=c")}},
		}},
		{name: "serialize %", init: empty, steps: []spStep{
			{do: doAppend("a", "b%c"), checks: []spCheck{wantString("a=b%25c")}},
			{do: func(p *SearchParams) { p.Delete("a"); p.Append("a%b", "c") }, checks: []spCheck{wantString("a%25b=c")}},
		}},
		parsedChecks("serialize %/parsed", "id=0&value=%", wantString("id=0&value=%25")),
		{name: "serialize NUL", init: empty, steps: []spStep{
			{do: doAppend("a", "b\x00c"), checks: []spCheck{wantString("a=b%00c")}},
			{do: func(p *SearchParams) { p.Delete("a"); p.Append("a\x00b", "c") }, checks: []spCheck{wantString("a%00b=c")}},
		}},
		{name: "serialize U+1F4A9", init: empty, steps: []spStep{
			{do: doAppend("a", "b\U0001F4A9c"), checks: []spCheck{wantString("a=b%F0%9F%92%A9c")}},
			{do: func(p *SearchParams) { p.Delete("a"); p.Append("a\U0001F4A9b", "c") }, checks: []spCheck{wantString("a%F0%9F%92%A9b=c")}},
		}},
		parsedChecks("toString/empty pairs", "a=b&c=d&&e&&", wantString("a=b&c=d&e=")),
		parsedChecks("toString/spaces", "a = b &a=b&c=d%20", wantString("a+=+b+&a=b&c=d+")),
		parsedChecks("toString/lone = survives", "a=&a=b", wantString("a=&a=b")),
		parsedChecks("toString/%2sf%2a", "b=%2sf%2a", wantString("b=%252sf*")),
		parsedChecks("toString/%2%2af%2a", "b=%2%2af%2a", wantString("b=%252*f*")),
		parsedChecks("toString/%%2a", "b=%%2a", wantString("b=%25*")),
		{name: "no newline normalization", init: empty, steps: []spStep{
			{do: func(p *SearchParams) { p.Append("a\nb", "c\rd"); p.Append("e\n\rf", "g\r\nh") },
				checks: []spCheck{wantString("a%0Ab=c%0Dd&e%0A%0Df=g%0D%0Ah")}},
		}},
	})
}

// From url/urlsearchparams-append.any.js.
func TestSearchParamsAppend(t *testing.T) {
	empty := func() *SearchParams { return new(SearchParams) }
	runParamsCases(t, []searchParamsCase{
		{name: "same name", init: empty, steps: []spStep{
			{do: doAppend("a", "b"), checks: []spCheck{wantString("a=b")}},
			{do: doAppend("a", "b"), checks: []spCheck{wantString("a=b&a=b")}},
			{do: doAppend("a", "c"), checks: []spCheck{wantString("a=b&a=b&a=c")}},
		}},
		{name: "empty strings", init: empty, steps: []spStep{
			{do: doAppend("", ""), checks: []spCheck{wantString("=")}},
			{do: doAppend("", ""), checks: []spCheck{wantString("=&=")}},
		}},
		{name: "null", init: empty, steps: []spStep{
			{do: doAppend("null", "null"), checks: []spCheck{wantString("null=null")}},
			{do: doAppend("null", "null"), checks: []spCheck{wantString("null=null&null=null")}},
		}},
		{name: "multiple", init: empty, steps: []spStep{
			{do: func(p *SearchParams) {
				p.Append("first", "1")
				p.Append("second", "2")
				p.Append("third", "")
				p.Append("first", "10")
			}, checks: []spCheck{wantHas("first"), wantGet("first", "1"), wantGet("second", "2"), wantGet("third", "")}},
			{do: doAppend("first", "10"), checks: []spCheck{wantGet("first", "1")}},
		}},
	})
}

// From url/urlsearchparams-delete.any.js (the cases without a URL).
func TestSearchParamsDelete(t *testing.T) {
	runParamsCases(t, []searchParamsCase{
		{name: "basics/a", init: parsed("a=b&c=d"), steps: []spStep{{do: doDelete("a"), checks: []spCheck{wantString("c=d")}}}},
		{name: "basics/repeated", init: parsed("a=a&b=b&a=a&c=c"), steps: []spStep{{do: doDelete("a"), checks: []spCheck{wantString("b=b&c=c")}}}},
		{name: "basics/empty name", init: parsed("a=a&=&b=b&c=c"), steps: []spStep{{do: doDelete(""), checks: []spCheck{wantString("a=a&b=b&c=c")}}}},
		{name: "basics/null", init: parsed("a=a&null=null&b=b"), steps: []spStep{{do: doDelete("null"), checks: []spCheck{wantString("a=a&b=b")}}}},
		{name: "basics/undefined", init: parsed("a=a&undefined=undefined&b=b"), steps: []spStep{{do: doDelete("undefined"), checks: []spCheck{wantString("a=a&b=b")}}}},
		{name: "deleting appended multiple", init: func() *SearchParams { return new(SearchParams) }, steps: []spStep{
			{do: doAppend("first", "1"), checks: []spCheck{wantHas("first"), wantGet("first", "1")}},
			{do: doDelete("first"), checks: []spCheck{wantHasNot("first")}},
			{do: func(p *SearchParams) { p.Append("first", "1"); p.Append("first", "10"); p.Delete("first") },
				checks: []spCheck{wantHasNot("first")}},
		}},
		{name: "two-argument delete", init: func() *SearchParams { return new(SearchParams) }, steps: []spStep{
			{do: func(p *SearchParams) {
				p.Append("a", "b")
				p.Append("a", "c")
				p.Append("a", "d")
				p.DeleteValue("a", "c")
			}, checks: []spCheck{wantString("a=b&a=d")}},
		}},
		{name: "two-argument delete respects undefined as second arg", init: func() *SearchParams { return new(SearchParams) }, steps: []spStep{
			{do: func(p *SearchParams) {
				p.Append("a", "b")
				p.Append("a", "c")
				p.Append("b", "c")
				p.Append("b", "d")
				p.DeleteValue("b", "c")
				p.Delete("a") // delete('a', undefined) is the one-argument form
			}, checks: []spCheck{wantString("b=d")}},
		}},
	})
}

// From url/urlsearchparams-get.any.js.
func TestSearchParamsGet(t *testing.T) {
	runParamsCases(t, []searchParamsCase{
		parsedChecks("basics", "a=b&c=d", wantGet("a", "b"), wantGet("c", "d"), wantGetNull("e")),
		parsedChecks("basics/repeated", "a=b&c=d&a=e", wantGet("a", "b")),
		parsedChecks("basics/empty name", "=b&c=d", wantGet("", "b")),
		parsedChecks("basics/empty value", "a=&c=d&a=e", wantGet("a", "")),
		parsedChecks("more basics", "first=second&third&&", wantHas("first"), wantGet("first", "second"), wantGet("third", ""), wantGetNull("fourth")),
	})
}

// From url/urlsearchparams-getall.any.js.
func TestSearchParamsGetAll(t *testing.T) {
	runParamsCases(t, []searchParamsCase{
		parsedChecks("basics", "a=b&c=d", wantGetAll("a", "b"), wantGetAll("c", "d"), wantGetAll("e")),
		parsedChecks("basics/repeated", "a=b&c=d&a=e", wantGetAll("a", "b", "e")),
		parsedChecks("basics/empty name", "=b&c=d", wantGetAll("", "b")),
		parsedChecks("basics/empty value", "a=&c=d&a=e", wantGetAll("a", "", "e")),
		{name: "multiples", init: parsed("a=1&a=2&a=3&a"), steps: []spStep{
			{checks: []spCheck{wantHas("a"), wantGetAll("a", "1", "2", "3", "")}},
			{do: doSet("a", "one"), checks: []spCheck{wantGet("a", "one"), wantGetAll("a", "one")}},
		}},
	})
}

// From url/urlsearchparams-has.any.js.
func TestSearchParamsHas(t *testing.T) {
	runParamsCases(t, []searchParamsCase{
		parsedChecks("basics", "a=b&c=d", wantHas("a"), wantHas("c"), wantHasNot("e")),
		parsedChecks("basics/repeated", "a=b&c=d&a=e", wantHas("a")),
		parsedChecks("basics/empty name", "=b&c=d", wantHas("")),
		parsedChecks("basics/null", "null=a", wantHas("null")),
		{name: "following delete", init: parsed("a=b&c=d&&"), steps: []spStep{
			{do: func(p *SearchParams) { p.Append("first", "1"); p.Append("first", "2") },
				checks: []spCheck{wantHas("a"), wantHas("c"), wantHas("first"), wantHasNot("d")}},
			{do: doDelete("first"), checks: []spCheck{wantHasNot("first")}},
		}},
		{name: "two-argument has", init: parsed("a=b&a=d&c&e&"), steps: []spStep{
			{checks: []spCheck{wantHasValue("a", "b"), wantHasNotValue("a", "c"), wantHasValue("a", "d"), wantHasValue("e", "")}},
			{do: doAppend("first", "null"), checks: []spCheck{wantHasNotValue("first", ""), wantHasValue("first", "null")}},
			{do: func(p *SearchParams) { p.DeleteValue("a", "b") }, checks: []spCheck{wantHasValue("a", "d")}},
		}},
		parsedChecks("two-argument has respects undefined as second arg", "a=b&a=d&c&e&",
			wantHasValue("a", "b"), wantHasNotValue("a", "c"), wantHasValue("a", "d"), wantHas("a")),
	})
}

// From url/urlsearchparams-set.any.js.
func TestSearchParamsSet(t *testing.T) {
	runParamsCases(t, []searchParamsCase{
		{name: "basics", init: parsed("a=b&c=d"), steps: []spStep{{do: doSet("a", "B"), checks: []spCheck{wantString("a=B&c=d")}}}},
		{name: "basics/repeated", init: parsed("a=b&c=d&a=e"), steps: []spStep{
			{do: doSet("a", "B"), checks: []spCheck{wantString("a=B&c=d")}},
			{do: doSet("e", "f"), checks: []spCheck{wantString("a=B&c=d&e=f")}},
		}},
		{name: "set", init: parsed("a=1&a=2&a=3"), steps: []spStep{
			{checks: []spCheck{wantHas("a"), wantGet("a", "1"), wantString("a=1&a=2&a=3")}},
			{do: doSet("first", "4"), checks: []spCheck{wantHas("a"), wantGet("a", "1"), wantString("a=1&a=2&a=3&first=4")}},
			{do: doSet("a", "4"), checks: []spCheck{wantHas("a"), wantGet("a", "4"), wantString("a=4&first=4")}},
		}},
	})
}

// From url/urlsearchparams-size.any.js (the cases without a URL).
func TestSearchParamsSize(t *testing.T) {
	runParamsCases(t, []searchParamsCase{
		{name: "size and deletion", init: parsed("a=1&b=2&a=3"), steps: []spStep{
			{checks: []spCheck{wantLen(3)}},
			{do: doDelete("a"), checks: []spCheck{wantLen(1)}},
		}},
		{name: "size and addition", init: parsed("a=1&b=2&a=3"), steps: []spStep{
			{checks: []spCheck{wantLen(3)}},
			{do: doAppend("b", "4"), checks: []spCheck{wantLen(4)}},
		}},
	})
}

// From url/urlsearchparams-foreach.any.js (the cases that need no live
// URL object). All reads the list by position at each step, as the
// standard's iterator does.
func TestSearchParamsAll(t *testing.T) {
	seen := func(p *SearchParams, body func(name, value string)) [][2]string {
		var out [][2]string
		for name, value := range p.All() {
			out = append(out, [2]string{name, value})
			if body != nil {
				body(name, value)
			}
		}
		return out
	}
	tests := []struct {
		name      string
		query     string
		body      func(p *SearchParams) func(name, value string)
		skipFirst bool // record only the pairs after the first
		want      [][2]string
		after     string
	}{
		{name: "forEach check", query: "a=1&b=2&c=3", want: [][2]string{{"a", "1"}, {"b", "2"}, {"c", "3"}}, after: "a=1&b=2&c=3"},
		{name: "empty", query: "", want: nil, after: ""},
		{name: "delete next param during iteration", query: "param0=0&param1=1&param2=2",
			body: func(p *SearchParams) func(string, string) {
				return func(name, _ string) {
					if name == "param0" {
						p.Delete("param1")
					}
				}
			},
			want: [][2]string{{"param0", "0"}, {"param2", "2"}}, after: "param0=0&param2=2"},
		{name: "delete current param during iteration", query: "param0=0&param1=1&param2=2",
			body: func(p *SearchParams) func(string, string) {
				return func(name, _ string) {
					if name == "param0" {
						p.Delete("param0") // param1 moves into the current place
					}
				}
			},
			skipFirst: true,
			want:      [][2]string{{"param2", "2"}}, after: "param1=1&param2=2"},
		{name: "delete every param seen during iteration", query: "param0=0&param1=1&param2=2",
			body: func(p *SearchParams) func(string, string) {
				return func(name, _ string) { p.Delete(name) }
			},
			want: [][2]string{{"param0", "0"}, {"param2", "2"}}, after: "param1=1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := ParseSearchParams(tt.query)
			var body func(string, string)
			if tt.body != nil {
				body = tt.body(p)
			}
			got := seen(p, body)
			if tt.skipFirst && len(got) > 0 {
				got = got[1:]
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("seen %q, want %q", got, tt.want)
			}
			if p.String() != tt.after {
				t.Errorf("after the loop: %q, want %q", p.String(), tt.after)
			}
		})
	}
	// Breaking out of the loop stops the iterator.
	n := 0
	for range ParseSearchParams("a&b&c").All() {
		n++
		break
	}
	if n != 1 {
		t.Errorf("break: %d iterations", n)
	}
}

// searchParamsSortCases are url/urlsearchparams-sort.any.js's inputs and the pairs
// they sort to; TestURLSearchParams also runs them through a URL.
var searchParamsSortCases = []struct{ in, want string }{
	// want is the expected list as name=value pairs joined by '&', in the
	// notation of the WPT file (names and values with no '&' or '=').
	{"z=b&a=b&z=a&a=a", "a=b&a=a&z=b&z=a"},
	{"\uFFFD=x&\uFFFC&\uFFFD=a", "\uFFFC=&\uFFFD=x&\uFFFD=a"},
	{"\uFB03&\U0001F308", "\U0001F308=&\uFB03="}, // 🌈 is above ﬃ as a code point, below it as code units
	{"é&e\uFFFD&e\u0301", "e\u0301=&e\uFFFD=&é="},
	{"z=z&a=a&z=y&a=b&z=x&a=c&z=w&a=d&z=v&a=e&z=u&a=f&z=t&a=g",
		"a=a&a=b&a=c&a=d&a=e&a=f&a=g&z=z&z=y&z=x&z=w&z=v&z=u&z=t"},
	{"bbb&bb&aaa&aa=x&aa=y", "aa=x&aa=y&aaa=&bb=&bbb="},
	{"z=z&=f&=t&=x", "=f&=t&=x&z=z"},
	{"a\U0001F308&a\U0001F4A9", "a\U0001F308=&a\U0001F4A9="},
}

// splitWantPairs turns "a=b&c=" into [["a","b"],["c",""]], for sortCases.
func splitWantPairs(s string) [][2]string {
	out := [][2]string{}
	for _, nv := range parseURLEncoded(s) {
		out = append(out, [2]string{nv.name, nv.value})
	}
	return out
}

// From url/urlsearchparams-sort.any.js ("Parse and sort").
func TestSearchParamsSort(t *testing.T) {
	for _, tt := range searchParamsSortCases {
		t.Run(tt.in, func(t *testing.T) {
			p := ParseSearchParams(tt.in)
			p.Sort()
			if got, want := pairsOf(p), splitWantPairs(tt.want); !slices.Equal(got, want) {
				t.Errorf("sorted %q, want %q", got, want)
			}
		})
	}
	var zero SearchParams
	zero.Sort()
	if zero.Len() != 0 {
		t.Error("sorting the zero value")
	}
}

// Go-side behaviour the WPT files do not cover: conversion to scalar
// values, the zero and nil values, Set compaction and net/url interop.
func TestSearchParamsGo(t *testing.T) {
	var zero SearchParams
	zero.Append("a", "1")
	zero.Set("b", "2")
	if zero.String() != "a=1&b=2" {
		t.Errorf("zero value: %q", zero.String())
	}

	var nilp *SearchParams
	if nilp.Len() != 0 || nilp.Get("a") != "" || nilp.Has("a") || nilp.HasValue("a", "") ||
		nilp.GetAll("a") != nil || nilp.String() != "" || len(nilp.Values()) != 0 || nilp.Clone().Len() != 0 {
		t.Error("a nil *SearchParams does not read as empty")
	}
	for range nilp.All() {
		t.Error("a nil *SearchParams yields pairs")
	}

	// Invalid UTF-8 in arguments becomes U+FFFD per maximal subsequence,
	// in every method.
	p := new(SearchParams)
	p.Append("a\xE2\x82", "\xFF\xFE")
	runSPChecks(t, p, []spCheck{
		wantPairs("a\uFFFD", "\uFFFD\uFFFD"),
		wantGet("a\uFFFD", "\uFFFD\uFFFD"), wantGet("a\xE2\x82", "\uFFFD\uFFFD"), wantHas("a\xE2"),
		wantHasValue("a\xF0", "\xC0\xC1"), wantGetAll("a\xFF", "\uFFFD\uFFFD"),
		wantString("a%EF%BF%BD=%EF%BF%BD%EF%BF%BD"),
	})
	p.Set("a\xFF", "\xE2\x82x")
	runSPChecks(t, p, []spCheck{wantPairs("a\uFFFD", "\uFFFDx")})
	p.DeleteValue("a\xC0", "\xF0x")
	runSPChecks(t, p, []spCheck{wantLen(0)})

	// Set keeps the first pair's place and removes every later one.
	p = ParseSearchParams("x=0&a=1&y=2&a=3&z=4&a=5")
	p.Set("a", "new")
	runSPChecks(t, p, []spCheck{wantString("x=0&a=new&y=2&z=4")})

	// url.Values both ways.
	v := ParseSearchParams("b=1&a=2&b=3&c").Values()
	want := url.Values{"a": {"2"}, "b": {"1", "3"}, "c": {""}}
	if len(v) != len(want) {
		t.Errorf("Values() = %v, want %v", v, want)
	}
	for k := range want {
		if !slices.Equal(v[k], want[k]) {
			t.Errorf("Values()[%q] = %q, want %q", k, v[k], want[k])
		}
	}
	p = SearchParamsFromValues(url.Values{"b": {"1", "3"}, "a": {"2"}, "none": {}, "~": {"*"}})
	runSPChecks(t, p, []spCheck{wantPairs("a", "2", "b", "1", "b", "3", "~", "*"), wantString("a=2&b=1&b=3&%7E=*")})
}

// --- Tests that need the URL type (Parse and the setters). ---

// From url/url-searchparams.any.js, and the URL cases of
// urlsearchparams-{delete,size,foreach,sort,stringifier}.any.js. The
// standard's url.searchParams is live; here URL.SearchParams returns a
// copy and URL.SetSearchParams runs the update steps, so each change to
// url.searchParams is a SearchParams call followed by SetSearchParams.
// foreach's "For-of Check", which sets url.search while iterating over the
// live object, has no counterpart.
func TestURLSearchParams(t *testing.T) {
	mustParse := func(t *testing.T, s string) URL {
		t.Helper()
		u, err := Parse(s)
		if err != nil {
			t.Fatalf("Parse(%q): %v", s, err)
		}
		return u
	}
	// change runs f on u's search params and writes them back.
	change := func(u *URL, f func(p *SearchParams)) {
		p := u.SearchParams()
		f(p)
		u.SetSearchParams(p)
	}
	type want struct{ href, search, params string }
	expect := func(t *testing.T, u URL, w want) {
		t.Helper()
		if w.href != "" && u.Href() != w.href {
			t.Errorf("Href() = %q, want %q", u.Href(), w.href)
		}
		if u.Search() != w.search {
			t.Errorf("Search() = %q, want %q", u.Search(), w.search)
		}
		if got := u.SearchParams().String(); got != w.params {
			t.Errorf("SearchParams().String() = %q, want %q", got, w.params)
		}
	}

	t.Run("updating, clearing", func(t *testing.T) {
		u := mustParse(t, "http://example.org/?a=b")
		expect(t, u, want{search: "?a=b", params: "a=b"})
		change(&u, func(p *SearchParams) { p.Set("a", "b") })
		expect(t, u, want{search: "?a=b", params: "a=b"})
		u.SetSearch("")
		expect(t, u, want{href: "http://example.org/", search: "", params: ""})
	})
	t.Run("update propagation", func(t *testing.T) {
		u := mustParse(t, "http://example.org/file?a=b&c=d")
		expect(t, u, want{search: "?a=b&c=d", params: "a=b&c=d"})
		u.SetSearch("e=f&g=h")
		expect(t, u, want{search: "?e=f&g=h", params: "e=f&g=h"})
		u.SetSearch("?e=f&g=h")
		expect(t, u, want{search: "?e=f&g=h", params: "e=f&g=h"})
		p := u.SearchParams()
		p.Append("i", " j ")
		u.SetSearchParams(p)
		expect(t, u, want{search: "?e=f&g=h&i=+j+", params: "e=f&g=h&i=+j+"})
		if p.Get("i") != " j " {
			t.Errorf("Get(i) = %q", p.Get("i"))
		}
		p.Set("e", "updated")
		u.SetSearchParams(p)
		expect(t, u, want{search: "?e=updated&g=h&i=+j+", params: "e=updated&g=h&i=+j+"})
		if p.Get("e") != "updated" {
			t.Errorf("Get(e) = %q", p.Get("e"))
		}

		u2 := mustParse(t, "http://example.org/file??a=b&c=d")
		expect(t, u2, want{search: "??a=b&c=d", params: "%3Fa=b&c=d"})
		if err := u2.SetHref("http://example.org/file??a=b"); err != nil {
			t.Fatal(err)
		}
		expect(t, u2, want{search: "??a=b", params: "%3Fa=b"})
	})
	t.Run("connected to URL", func(t *testing.T) { // stringifier
		u := mustParse(t, "http://www.example.com/?a=b,c")
		expect(t, u, want{href: "http://www.example.com/?a=b,c", search: "?a=b,c", params: "a=b%2Cc"})
		change(&u, func(p *SearchParams) { p.Append("x", "y") })
		expect(t, u, want{href: "http://www.example.com/?a=b%2Cc&x=y", search: "?a=b%2Cc&x=y", params: "a=b%2Cc&x=y"})
	})
	t.Run("no newline normalization", func(t *testing.T) { // stringifier
		u := mustParse(t, "http://www.example.com/")
		change(&u, func(p *SearchParams) { p.Append("a\nb", "c\rd"); p.Append("e\n\rf", "g\r\nh") })
		const q = "a%0Ab=c%0Dd&e%0A%0Df=g%0D%0Ah"
		expect(t, u, want{href: "http://www.example.com/?" + q, search: "?" + q, params: q})
	})
	t.Run("deleting all params removes ?", func(t *testing.T) { // delete
		u := mustParse(t, "http://example.com/?param1&param2")
		change(&u, func(p *SearchParams) { p.Delete("param1") })
		change(&u, func(p *SearchParams) { p.Delete("param2") })
		expect(t, u, want{href: "http://example.com/", search: "", params: ""})
		if _, ok := u.RawQuery(); ok {
			t.Error("the query is not null")
		}
	})
	t.Run("removing non-existent param removes ?", func(t *testing.T) { // delete
		u := mustParse(t, "http://example.com/?")
		change(&u, func(p *SearchParams) { p.Delete("param1") })
		expect(t, u, want{href: "http://example.com/", search: "", params: ""})
	})
	t.Run("opaque path with trailing spaces", func(t *testing.T) { // delete
		u := mustParse(t, "data:space    ?test")
		if !u.SearchParams().Has("test") {
			t.Error("Has(test) = false")
		}
		change(&u, func(p *SearchParams) { p.Delete("test") })
		if u.SearchParams().Has("test") {
			t.Error("Has(test) = true after Delete")
		}
		expect(t, u, want{href: "data:space   %20", search: "", params: ""})
		if u.Pathname() != "space   %20" {
			t.Errorf("Pathname() = %q", u.Pathname())
		}
	})
	t.Run("opaque path with trailing spaces and a fragment", func(t *testing.T) { // delete
		u := mustParse(t, "data:space    ?test#test")
		change(&u, func(p *SearchParams) { p.Delete("test") })
		expect(t, u, want{href: "data:space   %20#test", search: "", params: ""})
		if u.Pathname() != "space   %20" {
			t.Errorf("Pathname() = %q", u.Pathname())
		}
	})
	t.Run("size when obtained from a URL", func(t *testing.T) { // size
		u := mustParse(t, "http://localhost/query?a=1&b=2&a=3")
		if n := u.SearchParams().Len(); n != 3 {
			t.Errorf("Len() = %d, want 3", n)
		}
		change(&u, func(p *SearchParams) { p.Delete("a") })
		if n := u.SearchParams().Len(); n != 1 {
			t.Errorf("Len() = %d, want 1", n)
		}
		change(&u, func(p *SearchParams) { p.Append("b", "4") })
		if n := u.SearchParams().Len(); n != 2 {
			t.Errorf("Len() = %d, want 2", n)
		}
	})
	t.Run("size when obtained from a URL and using search", func(t *testing.T) { // size
		u := mustParse(t, "http://localhost/query?a=1&b=2&a=3")
		u.SetSearch("?")
		if n := u.SearchParams().Len(); n != 0 {
			t.Errorf("Len() = %d, want 0", n)
		}
	})
	t.Run("empty", func(t *testing.T) { // foreach
		u := mustParse(t, "http://a.b/c")
		for name := range u.SearchParams().All() {
			t.Errorf("yielded %q", name)
		}
	})
	for _, tt := range searchParamsSortCases { // sort: "URL parse and sort"
		t.Run("URL parse and sort/"+tt.in, func(t *testing.T) {
			base := mustParse(t, "https://example/")
			u, err := base.Parse("?" + tt.in)
			if err != nil {
				t.Fatal(err)
			}
			change(&u, (*SearchParams).Sort)
			if got, want := pairsOf(ParseSearchParams(u.Search())), splitWantPairs(tt.want); !slices.Equal(got, want) {
				t.Errorf("sorted %q, want %q", got, want)
			}
		})
	}
	t.Run("sorting non-existent params removes ?", func(t *testing.T) { // sort
		u := mustParse(t, "http://example.com/?")
		change(&u, (*SearchParams).Sort)
		expect(t, u, want{href: "http://example.com/", search: "", params: ""})
	})
	// The examples in the standard's URLSearchParams section.
	t.Run("spec example: sort re-encodes", func(t *testing.T) {
		u := mustParse(t, "https://example.com/?a=b ~")
		expect(t, u, want{href: "https://example.com/?a=b%20~", search: "?a=b%20~", params: "a=b+%7E"})
		change(&u, (*SearchParams).Sort)
		expect(t, u, want{href: "https://example.com/?a=b+%7E", search: "?a=b+%7E", params: "a=b+%7E"})
	})
	t.Run("spec example: ~ and %7E", func(t *testing.T) {
		u := mustParse(t, "https://example.com/?a=~&b=%7E")
		if u.Search() != "?a=~&b=%7E" {
			t.Errorf("Search() = %q", u.Search())
		}
		runSPChecks(t, u.SearchParams(), []spCheck{wantGet("a", "~"), wantGet("b", "~")})
	})
	t.Run("spec example: sort", func(t *testing.T) {
		u := mustParse(t, "https://example.org/?q=\U0001F3F3\uFE0F\u200D\U0001F308&key=e1f7bc78")
		change(&u, (*SearchParams).Sort)
		if want := "?key=e1f7bc78&q=%F0%9F%8F%B3%EF%B8%8F%E2%80%8D%F0%9F%8C%88"; u.Search() != want {
			t.Errorf("Search() = %q, want %q", u.Search(), want)
		}
	})
	t.Run("nil params make the query null", func(t *testing.T) {
		u := mustParse(t, "https://example.org/?a#f")
		u.SetSearchParams(nil)
		expect(t, u, want{href: "https://example.org/#f", search: "", params: ""})
	})
	t.Run("special-query set", func(t *testing.T) {
		// The form serialization has nothing the query state would encode,
		// in special and non-special URLs alike.
		for _, base := range []string{"https://h/", "sc://h/", "sc:opaque"} {
			u := mustParse(t, base)
			var all []byte
			for b := 0; b < 256; b++ {
				all = append(all, byte(b))
			}
			p := NewSearchParams([2]string{"'\"#<>` ~", string(all)})
			u.SetSearchParams(p)
			if q, _ := u.RawQuery(); q != p.String() {
				t.Errorf("%s: query %q, want %q", base, q, p.String())
			}
		}
	})
}
