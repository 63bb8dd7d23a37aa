package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"testing"
)

// resolve makes a directory named by an environment variable absolute:
// a relative one is relative to the module root, as for the library's
// tests (go test runs this package's tests in cmd/whatwgurl).
func resolve(tb testing.TB, dir string) string {
	tb.Helper()
	if filepath.IsAbs(dir) {
		return dir
	}
	root, err := moduleRoot()
	if err != nil {
		tb.Fatal(err)
	}
	return filepath.Join(root, dir)
}

// readWPT returns the WPT data file name from the directory $WHATWGURL_WPT.
// When the variable is unset the test is skipped, or fails if
// $WHATWGURL_REQUIRE_WPT is 1 (as make test sets it).
func readWPT(tb testing.TB, name string) []byte {
	tb.Helper()
	dir := os.Getenv("WHATWGURL_WPT")
	if dir == "" {
		if os.Getenv("WHATWGURL_REQUIRE_WPT") == "1" {
			tb.Fatal("WHATWGURL_REQUIRE_WPT=1 but WHATWGURL_WPT is not set; set it to the directory holding urltestdata.json")
		}
		tb.Skip("WHATWGURL_WPT is not set; set it to the directory holding urltestdata.json")
	}
	data, err := os.ReadFile(filepath.Join(resolve(tb, dir), name))
	if err != nil {
		tb.Fatal(err)
	}
	return data
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

// datasetLines returns the three datasets of $WHATWGURL_DATASETS (default
// ../shared/datasets, from the module root) one after another, each ending
// in "\n", or skips when they are not there.
func datasetLines(tb testing.TB) []byte {
	tb.Helper()
	data, err := readDatasets(tb)
	if err != nil {
		tb.Skipf("no datasets (set WHATWGURL_DATASETS to the directory holding kasztp.txt): %v", err)
	}
	return data
}

// readDatasets returns the datasets as datasetLines does, or an error.
func readDatasets(tb testing.TB) ([]byte, error) {
	dir := os.Getenv("WHATWGURL_DATASETS")
	if dir == "" {
		dir = filepath.Join("..", "shared", "datasets")
	}
	dir = resolve(tb, dir)
	var all []byte
	for _, name := range []string{"kasztp.txt", "node_files.txt", "isaacs_files.txt"} {
		data, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			return nil, err
		}
		all = append(all, data...)
		if !bytes.HasSuffix(all, []byte("\n")) {
			all = append(all, '\n')
		}
	}
	return all, nil
}

// moduleRoot returns the directory holding go.mod above the working
// directory.
func moduleRoot() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", errors.New("no go.mod above the working directory")
		}
		dir = parent
	}
}
