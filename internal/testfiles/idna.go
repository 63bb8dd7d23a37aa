package testfiles

import (
	"encoding/json"
	"testing"
)

// IDNACase is one case of the WPT files toascii.json and IdnaTestV2*.json:
// Output nil means the input fails. Index is its position in the file,
// comments counted, so that a failure names the entry.
type IDNACase struct {
	Index   int     `json:"-"`
	Comment string  `json:"comment"`
	Input   string  `json:"input"`
	Output  *string `json:"output"`
}

// IDNACases returns the cases of a WPT IDNA data file (read with ReadWPT),
// skipping the string entries, which are comments. Any other kind of entry,
// or a case without an "input" or "output" key, fails the test, so that no
// case is silently dropped.
func IDNACases(tb testing.TB, name string) []IDNACase {
	tb.Helper()
	data := ReadWPT(tb, name)
	var entries []json.RawMessage
	if err := json.Unmarshal(data, &entries); err != nil {
		tb.Fatalf("%s: %v", name, err)
	}
	var cases []IDNACase
	for i, e := range entries {
		switch e[0] {
		case '"':
			continue
		case '{':
		default:
			tb.Fatalf("%s[%d]: neither a comment nor a case: %.40s", name, i, e)
		}
		var raw map[string]json.RawMessage
		if err := json.Unmarshal(e, &raw); err != nil {
			tb.Fatalf("%s[%d]: %v", name, i, err)
		}
		for _, k := range []string{"input", "output"} {
			if _, ok := raw[k]; !ok {
				tb.Fatalf("%s[%d]: no %q key", name, i, k)
			}
		}
		c := IDNACase{Index: i}
		if err := json.Unmarshal(e, &c); err != nil {
			tb.Fatalf("%s[%d]: %v", name, i, err)
		}
		cases = append(cases, c)
	}
	return cases
}
