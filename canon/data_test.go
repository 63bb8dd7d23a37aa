package canon

import (
	"encoding/json"
	"testing"

	"github.com/webstd/whatwgurl"
	"github.com/webstd/whatwgurl/internal/testfiles"
)

// dataset is one file of the datasets, split into lines.
type dataset struct {
	name  string
	lines []string
}

// readDatasets reads the *.txt files of the datasets, or skips
// (testfiles.Datasets).
func readDatasets(tb testing.TB) []dataset {
	tb.Helper()
	var sets []dataset
	for _, d := range testfiles.Datasets(tb) {
		sets = append(sets, dataset{d.Name, d.Lines})
	}
	return sets
}

// wptCase is a case of urltestdata.json that parses: its input, and the
// URL parsed against its base.
type wptCase struct {
	input string
	base  bool // the input was parsed against a base
	url   whatwgurl.URL
}

// readWPT returns the cases of urltestdata.json that parse, read from
// $WHATWGURL_WPT (skipped when it is unset).
func readWPT(tb testing.TB) []wptCase {
	tb.Helper()
	data := testfiles.ReadWPT(tb, "urltestdata.json")
	var entries []json.RawMessage
	if err := json.Unmarshal(data, &entries); err != nil {
		tb.Fatal(err)
	}
	var cases []wptCase
	for _, e := range entries {
		if e[0] != '{' {
			continue // a comment
		}
		var c struct {
			Input   string  `json:"input"`
			Base    *string `json:"base"`
			Failure bool    `json:"failure"`
			Href    string  `json:"href"`
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
		cases = append(cases, wptCase{c.Input, c.Base != nil, u})
	}
	if len(cases) < 500 {
		tb.Fatalf("only %d cases", len(cases))
	}
	return cases
}
