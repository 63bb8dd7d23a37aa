package canon

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/webstd/whatwgurl"
)

// dataset is one file of the datasets, split into lines.
type dataset struct {
	name  string
	lines []string
}

// readDatasets reads the *.txt files of $WHATWGURL_DATASETS, or of
// ../../shared/datasets, or skips.
func readDatasets(tb testing.TB) []dataset {
	tb.Helper()
	dir := os.Getenv("WHATWGURL_DATASETS")
	if dir == "" {
		dir = "../../shared/datasets"
		if fi, err := os.Stat(dir); err != nil || !fi.IsDir() {
			tb.Skip("no datasets: set WHATWGURL_DATASETS to ../shared/datasets")
		}
	}
	files, err := filepath.Glob(filepath.Join(dir, "*.txt"))
	if err != nil || len(files) == 0 {
		tb.Fatalf("no *.txt files in %s: %v", dir, err)
	}
	var sets []dataset
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			tb.Fatal(err)
		}
		lines := strings.Split(string(data), "\n")
		if lines[len(lines)-1] == "" {
			lines = lines[:len(lines)-1]
		}
		sets = append(sets, dataset{strings.TrimSuffix(filepath.Base(f), ".txt"), lines})
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
	dir := os.Getenv("WHATWGURL_WPT")
	if dir == "" {
		tb.Skip("WPT data not found: set WHATWGURL_WPT to a directory holding the web-platform-tests url/resources files (see ../shared/wpt/SOURCES.md)")
	}
	data, err := os.ReadFile(filepath.Join(dir, "urltestdata.json"))
	if err != nil {
		tb.Fatal(err)
	}
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
