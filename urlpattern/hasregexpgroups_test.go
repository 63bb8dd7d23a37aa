package urlpattern

import "testing"

// TestHasRegExpGroups transcribes the 55 assertions of the web-platform-tests
// urlpattern/resources/urlpattern-hasregexpgroups-tests.js (as vendored by
// Node.js 65d5a58), in its order.
func TestHasRegExpGroups(t *testing.T) {
	n := 0
	check := func(init Init, want bool, what string) {
		t.Helper()
		n++
		p, err := NewFromInit(init, Options{})
		if err != nil {
			t.Errorf("%s: %v", what, err)
			return
		}
		if got := p.HasRegExpGroups(); got != want {
			t.Errorf("%s: HasRegExpGroups = %v, want %v", what, got, want)
		}
	}
	check(Init{}, false, "match-everything pattern")
	for _, component := range componentNames {
		with := func(v string) Init {
			var init Init
			*init.fields()[indexOf(component)] = &v
			return init
		}
		check(with("*"), false, "wildcard in "+component)
		check(with(":foo"), false, "segment wildcard in "+component)
		check(with(":foo?"), false, "optional segment wildcard in "+component)
		check(with(":foo(hi)"), true, "named regexp group in "+component)
		check(with("(hi)"), true, "anonymous regexp group in "+component)
		if component != "protocol" && component != "port" {
			check(with("a-{:hello}-z-*-a"), false, "wildcards mixed in with fixed text and wildcards in "+component)
			check(with("a-(hi)-z-(lo)-a"), true, "regexp groups mixed in with fixed text and wildcards in "+component)
		}
	}
	check(Init{Pathname: ptr("/a/:foo/:baz?/b/*")}, false, "complex pathname with no regexp")
	check(Init{Pathname: ptr("/a/:foo/:baz([a-z]+)?/b/*")}, true, "complex pathname with regexp")
	if n != 55 {
		t.Errorf("%d assertions, want 55", n)
	}
}

func indexOf(component string) int {
	for i, c := range componentNames {
		if c == component {
			return i
		}
	}
	panic(component)
}
