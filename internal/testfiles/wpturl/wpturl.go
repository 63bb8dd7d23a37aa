// Package wpturl gives the tests of packages built on the root package the
// URLs of the WPT file urltestdata.json that parse, each checked against the
// file's expected href. Only _test.go files import it; the root package's
// own tests read the file through their own WPT harness.
package wpturl

import (
	"encoding/json"
	"testing"

	"github.com/webstd/whatwgurl"
	"github.com/webstd/whatwgurl/internal/testfiles"
)

// Case is one case of urltestdata.json that parses.
type Case struct {
	Input    string
	Base     bool   // the input was parsed against a base
	Protocol string // the expected protocol attribute, such as "https:"
	URL      whatwgurl.URL
}

// Parsed returns the cases of urltestdata.json (read with
// testfiles.ReadWPT, so skipped when $WHATWGURL_WPT is unset) that do not
// expect failure, each parsed as the file says (against its base when it
// has one). A case that does not parse to its expected href fails the test.
func Parsed(tb testing.TB) []Case {
	tb.Helper()
	data := testfiles.ReadWPT(tb, "urltestdata.json")
	var entries []json.RawMessage
	if err := json.Unmarshal(data, &entries); err != nil {
		tb.Fatal(err)
	}
	var cases []Case
	for _, e := range entries {
		if e[0] != '{' {
			continue // a comment
		}
		var c struct {
			Input    string  `json:"input"`
			Base     *string `json:"base"`
			Failure  bool    `json:"failure"`
			Href     string  `json:"href"`
			Protocol string  `json:"protocol"`
		}
		if err := json.Unmarshal(e, &c); err != nil {
			tb.Fatal(err)
		}
		if c.Failure {
			continue
		}
		var u whatwgurl.URL
		var err error
		if c.Base == nil {
			u, err = whatwgurl.Parse(c.Input)
		} else {
			var base whatwgurl.URL
			if base, err = whatwgurl.Parse(*c.Base); err == nil {
				u, err = base.Parse(c.Input)
			}
		}
		if err != nil || u.Href() != c.Href {
			tb.Fatalf("%q does not parse to %q: %v", c.Input, c.Href, err)
		}
		cases = append(cases, Case{c.Input, c.Base != nil, c.Protocol, u})
	}
	return cases
}
