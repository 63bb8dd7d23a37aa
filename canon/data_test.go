package canon

import (
	"testing"

	"github.com/webstd/whatwgurl"
	"github.com/webstd/whatwgurl/internal/testfiles"
	"github.com/webstd/whatwgurl/internal/testfiles/wpturl"
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
	var cases []wptCase
	for _, c := range wpturl.Parsed(tb) {
		cases = append(cases, wptCase{c.Input, c.Base, c.URL})
	}
	if len(cases) < 500 {
		tb.Fatalf("only %d cases", len(cases))
	}
	return cases
}
