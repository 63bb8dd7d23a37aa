package main

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/webstd/whatwgurl"
	"github.com/webstd/whatwgurl/internal/utf8s"
	"github.com/webstd/whatwgurl/site"
)

// The reference for the hand-written JSON: encoding/json, with HTML
// escaping off, writing the same record from structs, after invalid UTF-8
// has been replaced as the Encoding Standard's decoder replaces it
// (utf8s.AppendScalarValues, tested against the decoder written from its
// steps in internal/utf8s).

type (
	refRecord struct {
		Input    string  `json:"input"`
		Base     *string `json:"base"`
		Href     string  `json:"href"`
		Origin   string  `json:"origin"`
		Protocol string  `json:"protocol"`
		Username string  `json:"username"`
		Password string  `json:"password"`
		Host     string  `json:"host"`
		Hostname string  `json:"hostname"`
		Port     string  `json:"port"`
		Pathname string  `json:"pathname"`
		Search   string  `json:"search"`
		Hash     string  `json:"hash"`
	}
	refFailure struct {
		Input   string  `json:"input"`
		Base    *string `json:"base"`
		Failure bool    `json:"failure"`
		Error   string  `json:"error"`
	}
	refBadRecord struct {
		Line  int64  `json:"line"`
		Error string `json:"error"`
	}
	// The fields the command adds after urltestdata.json's: embedded
	// through pointers, so that encoding/json writes a group when its
	// pointer is not nil, and in the order of the embedding.
	refSite struct {
		RegistrableDomain *string `json:"registrableDomain"`
	}
	refDisplay struct {
		Display string `json:"display"`
	}
	refValidation struct {
		Errors []refValidationError `json:"errors"`
		Valid  bool                 `json:"valid"`
	}
	refValidationError struct {
		Name   string `json:"name"`
		Offset int    `json:"offset"`
	}
)

// extraVariants are the extraFields that checkRecord tries without
// -validate: those of -json, -json -site, and -site alone.
var extraVariants = []extraFields{{}, {display: true}, {site: true, display: true}, {site: true}}

// encodingJSON returns what encoding/json's Encoder writes for v, with
// HTML escaping off.
func encodingJSON(t testing.TB, v any) string {
	t.Helper()
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		t.Fatal(err)
	}
	return buf.String()
}

// refRecordJSON is encoding/json's form of what appendRecord writes.
func refRecordJSON(t testing.TB, input string, base *string, u whatwgurl.URL, err error, x extraFields) string {
	input = string(utf8s.AppendScalarValues(nil, input))
	if base != nil {
		b := string(utf8s.AppendScalarValues(nil, *base))
		base = &b
	}
	var val *refValidation
	if x.v != nil {
		val = &refValidation{Errors: []refValidationError{}, Valid: x.v.valid}
		for _, e := range x.v.errors {
			val.Errors = append(val.Errors, refValidationError{e.err.Error(), e.offset})
		}
	}
	if err != nil {
		return encodingJSON(t, struct {
			refFailure
			*refValidation
		}{refFailure{input, base, true, errorName(err)}, val})
	}
	rec := struct {
		refRecord
		*refSite
		*refDisplay
		*refValidation
	}{refRecord: refRecord{
		Input: input, Base: base,
		Href: u.Href(), Origin: u.Origin().String(), Protocol: u.Protocol(),
		Username: u.Username(), Password: u.Password(),
		Host: u.Host(), Hostname: u.Hostname(), Port: u.Port(),
		Pathname: u.Pathname(), Search: u.Search(), Hash: u.Hash(),
	}, refValidation: val}
	if x.site {
		rec.refSite = &refSite{}
		if rd := site.RegistrableDomain(u.ParsedHost()); rd != "" { // "" is null
			rec.refSite.RegistrableDomain = &rd
		}
	}
	if x.display {
		rec.refDisplay = &refDisplay{u.Display()}
	}
	return encodingJSON(t, rec)
}

// checkRecord compares appendRecord's line for input with encoding/json's,
// with each of extraVariants.
func checkRecord(t *testing.T, input string, base *string) {
	t.Helper()
	var u whatwgurl.URL
	var err error
	if base == nil {
		u, err = whatwgurl.Parse(input)
	} else {
		var b whatwgurl.URL
		if b, err = whatwgurl.Parse(*base); err == nil {
			u, err = b.Parse(input)
		}
	}
	for _, x := range extraVariants {
		want := refRecordJSON(t, input, base, u, err, x)
		if got := string(appendRecord(nil, input, baseJSONOf(base), u, err, x)); got != want {
			t.Errorf("input %q, base %v, %+v:\n got %s\nwant %s", input, base, x, got, want)
		}
	}
}

// jsonStrings are strings that exercise every escape.
var jsonStrings = []string{
	"",
	"https://example.com/",
	`quote " backslash \ slash /`,
	"<script>&amp;</script>",
	"\x00\x01\x07\b\t\n\v\f\r\x1b\x1f\x7f",
	"line\u2028paragraph\u2029end",
	"é€𝄞\u00a0\ufeff\ufffd",
	"\xff\xfe",
	"\xE2\x82\xAC\xE2\x82",
	"\xF1\x80\x80\xE1\x80\xC2b\x80c\x80\xBFd",
	"\xED\xA0\x80\xED\xBF\xBF",
	"ab\"cdefgh\\ijklmnop\x01qrstuvwxyz\u2028", // escapes past the first eight bytes
}

func TestAppendJSONString(t *testing.T) {
	tests := []struct {
		name, in, want string
	}{
		{"plain", "https://a/", `"https://a/"`},
		{"HTML is not escaped", "<&>", `"<&>"`},
		{"quote and backslash", `a"b\c`, `"a\"b\\c"`},
		{"short escapes", "\b\f\n\r\t", `"\b\f\n\r\t"`},
		{"other controls", "\x00\x1f", `"\u0000\u001f"`},
		{"DEL as it is", "\x7f", "\"\x7f\""},
		{"line and paragraph separators", "\u2028\u2029", `"\u2028\u2029"`},
		{"invalid UTF-8, one U+FFFD per maximal subpart", "\xE2\x82x\xFF\xFF", "\"\uFFFDx\uFFFD\uFFFD\""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := string(appendJSONString(nil, tt.in)); got != tt.want {
				t.Errorf("appendJSONString(%q) = %s, want %s", tt.in, got, tt.want)
			}
		})
	}
	for _, s := range jsonStrings {
		want := strings.TrimSuffix(encodingJSON(t, string(utf8s.AppendScalarValues(nil, s))), "\n")
		if got := string(appendJSONString(nil, s)); got != want {
			t.Errorf("appendJSONString(%q) = %s; encoding/json: %s", s, got, want)
		}
	}
}

func FuzzAppendJSONString(f *testing.F) {
	for _, s := range jsonStrings {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		want := strings.TrimSuffix(encodingJSON(t, string(utf8s.AppendScalarValues(nil, s))), "\n")
		if got := string(appendJSONString(nil, s)); got != want {
			t.Errorf("appendJSONString(%q) = %s; encoding/json: %s", s, got, want)
		}
		safe := 0
		for safe < len(s) && jsonSafe[s[safe]] {
			safe++
		}
		if got := jsonSafePrefix(s); got != safe {
			t.Errorf("jsonSafePrefix(%q) = %d, want %d", s, got, safe)
		}
	})
}

// TestRecordWPT compares the -json record of every urltestdata.json case
// with encoding/json's.
func TestRecordWPT(t *testing.T) {
	for _, e := range wptEntries(t) {
		checkRecord(t, e.input, e.base)
		checkRecord(t, e.input, nil)
	}
}

// TestRecordDatasets compares the -json record of every line of the
// datasets with encoding/json's, without a base and against one.
func TestRecordDatasets(t *testing.T) {
	base := "https://user:pass@example.org:8080/dir/file?q#f"
	for line := range bytes.Lines(datasetLines(t)) {
		input := string(bytes.TrimSuffix(line, []byte("\n")))
		checkRecord(t, input, nil)
		checkRecord(t, input, &base)
	}
}

func TestRecordStrings(t *testing.T) {
	base := "sc://h/\"\\\u2028\xff"
	for _, s := range jsonStrings {
		for _, prefix := range []string{"", "https://example.com/", "sc:", "blob:https://a.example/", "ws://u:p@h:1/?", "https://h/#",
			"https://u:p@xn--mnchen-3ya.de./", "http://a.b.example.co.uk/%C3%A9", "sc://xn--mnchen-3ya.de/\""} {
			checkRecord(t, prefix+s, nil)
			checkRecord(t, prefix+s, &base)
		}
	}
}

func TestAppendBadRecord(t *testing.T) {
	for _, reason := range []string{"unexpected end of JSON input", `no "input" string`, "invalid character '\\x01' in string literal"} {
		want := encodingJSON(t, refBadRecord{12, badJSON + ": " + reason})
		if got := string(appendBadRecord(nil, 12, reason)); got != want {
			t.Errorf("appendBadRecord(%q) = %s, want %s", reason, got, want)
		}
	}
}

// FuzzRecord compares the -json record of any input, with each
// combination of the added fields and with -validate's, with
// encoding/json's.
func FuzzRecord(f *testing.F) {
	for _, s := range jsonStrings {
		f.Add(s, "https://example.com/")
	}
	f.Add("https://u:p@xn--mnchen-3ya.de./caf%C3%A9", "")
	f.Add(`sc:"\`, "sc://h/")
	f.Fuzz(func(t *testing.T, input, base string) {
		var b *string
		if base != "" {
			b = &base
		}
		checkRecord(t, input, b)
		// -validate reads the input with U+FFFD first.
		var scratch []byte
		text, _ := scalarInput(input, &scratch)
		if b != nil {
			bb := string(utf8s.AppendScalarValues(nil, base))
			b = &bb
		}
		checkValidationRecord(t, strings.Clone(text), b)
	})
}
