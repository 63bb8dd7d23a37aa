package main

import (
	"bytes"
	"encoding/json"
	"testing"

	"github.com/webstd/whatwgurl/internal/testfiles"
)

// readWPT returns the WPT data file name from the directory $WHATWGURL_WPT,
// or skips the test without it (testfiles.ReadWPT).
func readWPT(tb testing.TB, name string) []byte {
	tb.Helper()
	return testfiles.ReadWPT(tb, name)
}

// wptEntry is one case of urltestdata.json, with its JSON as found.
type wptEntry struct {
	index int
	raw   json.RawMessage
	input string
	base  *string
}

// wptEntries returns the cases of urltestdata.json, without the comments.
func wptEntries(tb testing.TB) []wptEntry {
	tb.Helper()
	var raws []json.RawMessage
	if err := json.Unmarshal(readWPT(tb, "urltestdata.json"), &raws); err != nil {
		tb.Fatal(err)
	}
	var entries []wptEntry
	for i, raw := range raws {
		if bytes.HasPrefix(bytes.TrimSpace(raw), []byte(`"`)) {
			continue // a comment
		}
		var c struct {
			Input string  `json:"input"`
			Base  *string `json:"base"`
		}
		if err := json.Unmarshal(raw, &c); err != nil {
			tb.Fatalf("entry %d: %v", i, err)
		}
		entries = append(entries, wptEntry{i, raw, c.Input, c.Base})
	}
	if len(entries) == 0 {
		tb.Fatal("no cases in urltestdata.json")
	}
	return entries
}

// datasetLines returns the lines of every dataset of $WHATWGURL_DATASETS
// (default ../shared/datasets, from the module root) one after another,
// each ending in "\n", or skips when they are not there.
func datasetLines(tb testing.TB) []byte {
	tb.Helper()
	data, err := readDatasets(tb)
	if err != nil {
		tb.Skipf("no datasets (set WHATWGURL_DATASETS to the directory holding kasztp.txt): %v", err)
	}
	return data
}

// readDatasets returns the datasets as datasetLines does, or an error
// (testfiles.DatasetBytes).
func readDatasets(tb testing.TB) ([]byte, error) { return testfiles.DatasetBytes(tb) }
