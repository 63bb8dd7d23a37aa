package main

import (
	"bytes"
	"encoding/json"
	"testing"
	"unicode/utf8"

	"github.com/webstd/whatwgurl/internal/utf8s"
)

// refDecode is what encoding/json makes of a -jsonl line: the reference
// for recordDecoder.decode.
func refDecode(line []byte) (input, base string, hasBase bool, reason string) {
	var c jsonlCase
	if err := json.Unmarshal(line, &c); err != nil {
		return "", "", false, err.Error()
	}
	if c.Input == nil {
		return "", "", false, errNoInput
	}
	if c.Base != nil {
		base, hasBase = *c.Base, true
	}
	return *c.Input, base, hasBase, ""
}

// checkDecode compares recordDecoder.decode with encoding/json on line,
// which must be valid UTF-8, and returns whether the fast path read it.
func checkDecode(t *testing.T, line []byte) bool {
	t.Helper()
	var d recordDecoder
	in, base, hasBase, reason := d.decode(line)
	wantIn, wantBase, wantHasBase, wantReason := refDecode(line)
	if in != wantIn || base != wantBase || hasBase != wantHasBase || reason != wantReason {
		t.Errorf("decode(%q) = %q, %q, %v, %q; encoding/json: %q, %q, %v, %q",
			line, in, base, hasBase, reason, wantIn, wantBase, wantHasBase, wantReason)
	}
	_, _, _, _, fast := d.fast(line)
	if fast && wantReason != "" && wantReason != errNoInput {
		t.Errorf("fast(%q) read a line encoding/json rejects: %s", line, wantReason)
	}
	return fast
}

// jsonlLines are -jsonl lines for the decoder; fast tells whether the fast
// path should read them (the rest go to encoding/json).
var jsonlLines = []struct {
	line string
	fast bool
}{
	{`{"input":"sc:x","base":null}`, true},
	{`{"input":"sc:x"}`, true},
	{`{"input":"a","base":"b"}`, true},
	{"{\"input\":\"a\",\"base\":\"b\"} \r", true},
	{`{"input":"a\"","base":"\u0062"}`, true},
	{`{"input":"a","base":"b","c":"d"}`, true},
	{`{"input":"a","base":"b","c":1}`, false},
	{`{"input":"a","base":"b"}x`, false},
	{`{"input":"a","base":"b"`, false},
	{`{"input":"a","base":"b}`, false},
	{`{"input":"a","base":nul}`, false},
	{`{"input":"a","base":null,}`, false},
	{`{"input":"a"}}`, false},
	{`{"input":"`, false},
	{`{"input":"a`, false},
	{`{}`, true},
	{` { "input" : "a" , "base" : "b" } `, true},
	{"\t{\"input\":\"a\"}\r", true},
	{`{"base":"b","input":"a","failure":true,"origin":"null","x":false,"y":null}`, true},
	{`{"input":"a","input":"b"}`, true},
	{`{"input":"a","input":null}`, true},
	{`{"base":"a","base":null,"input":""}`, true},
	{`{"input":"\"\\\/\b\f\n\r\t\u0000\u00e9\u20AC"}`, true},
	{`{"input":"\ud83d\ude00 \ud800 \udc00 \ud800\u0041 \ud800\ud800\udc00"}`, true},
	{`{"input":"é€𝄞 \u2028"}`, true},
	{`{"input":"a","other":"\u0041\\"}`, true},
	{`{"INPUT":"a"}`, false},
	{`{"Base":"a","input":"b"}`, false},
	{`{"inpu\u0074":"a"}`, false},
	{`{"input":"a","n":1}`, false},
	{`{"input":"a","o":{"p":[1,2]}}`, false},
	{`{"input":5}`, false},
	{`{"input":true}`, false},
	{`{"input":"a"} x`, false},
	{`{"input":"a"}{}`, false},
	{`{"input":"a",}`, false},
	{`{"input":"a"`, false},
	{`{"input":`, false},
	{`{"input":"a\x01"}`, false},
	{`{"input":"a\q"}`, false},
	{`{"input":"\u12"}`, false},
	{`{"input":"a","t":tru}`, false},
	{`{"input":"a","t":truex}`, false},
	{`{"input":nul}`, false},
	{`["a"]`, false},
	{`"a"`, false},
	{`null`, false},
	{``, false},
	{"\uFEFF{\"input\":\"a\"}", false},
}

func TestDecodeRecord(t *testing.T) {
	for _, c := range jsonlLines {
		t.Run(c.line, func(t *testing.T) {
			if fast := checkDecode(t, []byte(c.line)); fast != c.fast {
				t.Errorf("fast path read it: %v, want %v", fast, c.fast)
			}
		})
	}
}

// TestDecodeRecordWPT reads every urltestdata.json case as a -jsonl line,
// as it is in the file and with the input and base alone, and compares
// with encoding/json. Every one of them is plain enough for the fast path.
func TestDecodeRecordWPT(t *testing.T) {
	for _, e := range wptEntries(t) {
		var compact bytes.Buffer
		if err := json.Compact(&compact, e.raw); err != nil {
			t.Fatal(err)
		}
		if !checkDecode(t, compact.Bytes()) {
			t.Errorf("entry %d: the fast path did not read %s", e.index, compact.Bytes())
		}
		short, err := json.Marshal(jsonlCase{&e.input, e.base})
		if err != nil {
			t.Fatal(err)
		}
		checkDecode(t, short)
	}
}

// TestDecodeRecordDatasets reads every line of the datasets as the input
// of a -jsonl line, written by encoding/json and by appendJSONString.
func TestDecodeRecordDatasets(t *testing.T) {
	base := "https://example.org/"
	for line := range bytes.Lines(datasetLines(t)) {
		input := string(bytes.TrimSuffix(line, []byte("\n")))
		if !utf8.ValidString(input) {
			continue // checked in TestJSONL: the worker replaces first
		}
		for _, b := range []*string{nil, &base} {
			marshaled, err := json.Marshal(jsonlCase{&input, b})
			if err != nil {
				t.Fatal(err)
			}
			checkDecode(t, marshaled)
		}
		checkDecode(t, append(append([]byte(`{"input":`), appendJSONString(nil, input)...), '}'))
	}
}

func FuzzDecodeRecord(f *testing.F) {
	for _, c := range jsonlLines {
		f.Add(c.line)
	}
	f.Fuzz(func(t *testing.T, line string) {
		// The worker reads an invalid line as the parser would first.
		b := utf8s.AppendScalarValues(nil, line)
		if bytes.IndexByte(b, '\n') >= 0 {
			return // not one line
		}
		checkDecode(t, b)
	})
}
