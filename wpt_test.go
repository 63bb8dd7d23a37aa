package whatwgurl

// The web-platform-tests harness for the URL parser: urltestdata.json and
// urltestdata-javascript-only.json from WPT's url/resources, read from the
// directory named by $WHATWGURL_WPT (see ../shared/wpt/SOURCES.md; make test
// downloads the pinned files when it is unset). The data is never committed.
//
// Each case runs as a subtest named "index/input", index being the case's
// position in the file's JSON array (jq '.[index]' shows it). It checks what
// WPT's url-constructor, url-origin, url-statics-canparse and failure tests
// check, plus idempotence: parsing the href again gives an equal URL.

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"runtime/debug"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"
)

// wptKnownFailures lists the WPT cases that are known to fail, keyed by
// "file/index" (e.g. "urltestdata.json/123"), each with the reason. A listed
// case that fails is skipped with its problems logged; a listed case that
// passes fails the run, so the list cannot go stale.
var wptKnownFailures = map[string]string{}

// readWPT returns the WPT data file name from the directory $WHATWGURL_WPT.
// When the variable is unset the test is skipped, or fails if
// $WHATWGURL_REQUIRE_WPT is 1 (as make test sets it); when it is set, a
// missing file fails the test.
func readWPT(t testing.TB, name string) []byte {
	t.Helper()
	dir := os.Getenv("WHATWGURL_WPT")
	if dir == "" {
		if os.Getenv("WHATWGURL_REQUIRE_WPT") == "1" {
			t.Fatal("WPT data not found: WHATWGURL_REQUIRE_WPT=1 but WHATWGURL_WPT is not set; set it to a directory holding the web-platform-tests url/resources files (see ../shared/wpt/SOURCES.md), or run make test, which downloads them")
		}
		t.Skip("WPT data not found: set WHATWGURL_WPT to a directory holding the web-platform-tests url/resources files (see ../shared/wpt/SOURCES.md), or run make test, which downloads them")
	}
	data, err := os.ReadFile(filepath.Join(dir, name))
	if err != nil {
		t.Fatalf("WPT data: %v (WHATWGURL_WPT=%s)", err, dir)
	}
	return data
}

// wptURLCase is one test case of urltestdata.json. Pointers tell an absent
// or null key from an empty string.
type wptURLCase struct {
	Input   string  `json:"input"`
	Base    *string `json:"base"` // nil: no base URL
	Failure bool    `json:"failure"`
	// RelativeTo tells, for a failure case without base, against which
	// base URLs the input would parse. WPT's tests do not check it, and it
	// names no base URL to check it with, so neither does this harness.
	RelativeTo string `json:"relativeTo"`
	Comment    string `json:"comment"`

	Href         *string `json:"href"`
	Origin       *string `json:"origin"` // nil: origin not tested
	Protocol     string  `json:"protocol"`
	Username     string  `json:"username"`
	Password     string  `json:"password"`
	Host         string  `json:"host"`
	Hostname     string  `json:"hostname"`
	Port         string  `json:"port"`
	Pathname     string  `json:"pathname"`
	Search       string  `json:"search"`
	SearchParams *string `json:"searchParams"` // nil: not tested
	Hash         string  `json:"hash"`
}

// wptURLCaseKeys are the keys a success case must have.
var wptURLCaseKeys = []string{"input", "base", "href", "protocol", "username", "password", "host", "hostname", "port", "pathname", "search", "hash"}

// wptURLEntry is one object of a urltestdata file with its position.
type wptURLEntry struct {
	index int
	raw   map[string]json.RawMessage
	c     wptURLCase
}

// decodeWPTURLData splits a urltestdata file into its cases, skipping the
// string entries, which are comments. Any other entry, an unknown key, or a
// case lacking a key it needs fails the test: a schema change must not make
// cases vanish.
func decodeWPTURLData(t testing.TB, name string, data []byte) []wptURLEntry {
	t.Helper()
	var entries []json.RawMessage
	if err := json.Unmarshal(data, &entries); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	var cases []wptURLEntry
	for i, e := range entries {
		switch e[0] {
		case '"':
			continue // a comment
		case '{':
		default:
			t.Fatalf("%s[%d]: neither a comment nor a case: %.40s", name, i, e)
		}
		en := wptURLEntry{index: i}
		if err := json.Unmarshal(e, &en.raw); err != nil {
			t.Fatalf("%s[%d]: %v", name, i, err)
		}
		dec := json.NewDecoder(bytes.NewReader(e))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&en.c); err != nil {
			t.Fatalf("%s[%d]: %v", name, i, err)
		}
		required := wptURLCaseKeys[:2]
		if !en.c.Failure {
			required = wptURLCaseKeys
		}
		for _, k := range required {
			if _, ok := en.raw[k]; !ok {
				t.Fatalf("%s[%d]: no %q key", name, i, k)
			}
		}
		cases = append(cases, en)
	}
	return cases
}

// TestWPTKnownFailures checks that every key of wptKnownFailures names a
// file the harness runs; runWPTURLFile checks the index.
func TestWPTKnownFailures(t *testing.T) {
	for key, reason := range wptKnownFailures {
		file, index, _ := strings.Cut(key, "/")
		if _, err := strconv.Atoi(index); err != nil || (file != "urltestdata.json" && file != "urltestdata-javascript-only.json") {
			t.Errorf("wptKnownFailures: key %q is not \"urltestdata.json/<index>\" or \"urltestdata-javascript-only.json/<index>\"", key)
		}
		if reason == "" {
			t.Errorf("wptKnownFailures: %q has no reason", key)
		}
	}
}

func TestWPTURLTestData(t *testing.T) {
	// 891 cases, 411 of them with "origin", in the pinned file.
	runWPTURLFile(t, "urltestdata.json", 891, 411)
}

// TestWPTURLTestDataJavaScriptOnly runs the cases whose inputs hold lone
// surrogates, which a JavaScript string can carry and a Go string cannot.
// The URL constructor takes a USVString, so a browser first converts the
// JavaScript string to a scalar value string, replacing each lone surrogate
// with U+FFFD (https://webidl.spec.whatwg.org/#idl-USVString). Go's
// encoding/json decodes a lone surrogate escape such as \uD800 to U+FFFD
// too, so the decoded input is exactly the string the standard's parser
// sees, and these cases run like any other. checkUSVStringDecoding makes
// sure of that assumption rather than trusting it.
func TestWPTURLTestDataJavaScriptOnly(t *testing.T) {
	runWPTURLFile(t, "urltestdata-javascript-only.json", 1, 1)
}

// runWPTURLFile runs every case of a urltestdata file. wantCases and
// wantOrigins are the counts in the pinned file; other data fails the test
// until they are updated, so that no case can be dropped unnoticed.
func runWPTURLFile(t *testing.T, name string, wantCases, wantOrigins int) {
	data := readWPT(t, name)
	cases := decodeWPTURLData(t, name, data)
	origins := 0
	for _, en := range cases {
		if en.c.Origin != nil {
			origins++
		}
	}
	t.Logf("%s: %d cases, %d with origin", name, len(cases), origins)
	if len(cases) == 0 {
		t.Fatalf("%s: no cases", name)
	}
	if len(cases) != wantCases || origins != wantOrigins {
		t.Errorf("%s: %d cases, %d with origin; the pinned data has %d and %d (see ../shared/wpt/SOURCES.md)",
			name, len(cases), origins, wantCases, wantOrigins)
	}
	checkUSVStringDecoding(t, name, cases)

	var ran, passed, failed, known int
	for _, en := range cases {
		key := fmt.Sprintf("%s/%d", name, en.index)
		reason, isKnown := wptKnownFailures[key]
		t.Run(fmt.Sprintf("%d/%s", en.index, wptTestName(en.c.Input)), func(t *testing.T) {
			ran++
			problems := checkWPTURLCase(en.c)
			switch {
			case isKnown && len(problems) == 0:
				t.Errorf("unexpected pass; remove %q from wptKnownFailures", key)
				failed++
			case isKnown:
				known++
				for _, p := range problems {
					t.Log(p)
				}
				t.Skipf("known failure %s: %s", key, reason)
			case len(problems) == 0:
				passed++
			default:
				failed++
				t.Errorf("input %q, base %s:", en.c.Input, wptBaseString(en.c.Base))
				for _, p := range problems {
					t.Error(p)
				}
			}
		})
	}
	if ran != len(cases) && !subtestsFiltered() {
		t.Errorf("%s: %d of %d cases ran", name, ran, len(cases))
	}
	t.Logf("%s: %d passed, %d failed, %d known failures (of %d cases)", name, passed, failed, known, len(cases))
	for key := range wptKnownFailures {
		if f, ok := strings.CutPrefix(key, name+"/"); ok {
			if index, err := strconv.Atoi(f); err != nil || !hasWPTIndex(cases, index) {
				t.Errorf("wptKnownFailures: %q names no case", key)
			}
		}
	}
}

// checkWPTURLCase runs one case and returns what went wrong, if anything.
// A panic is a problem too, reported with its stack, so that one bad case
// does not hide the results of the others.
func checkWPTURLCase(c wptURLCase) (problems []string) {
	errorf := func(format string, args ...any) {
		problems = append(problems, fmt.Sprintf(format, args...))
	}
	defer func() {
		if r := recover(); r != nil {
			errorf("panic: %v\n%s", r, debug.Stack())
		}
	}()

	// new URL(input, base)
	parse := Parse
	canParse := CanParse
	if c.Base != nil {
		base, err := Parse(*c.Base)
		if err != nil {
			errorf("base %q: %v", *c.Base, err)
			return problems
		}
		parse = base.Parse
		canParse = base.CanParse
	}
	u, err := parse(c.Input)

	if c.Failure {
		if err == nil {
			errorf("parse: got %q, want failure", u.Href())
		} else {
			checkParseError(errorf, "parse", c.Input, err)
		}
		if canParse(c.Input) {
			errorf("CanParse: got true, want false")
		}
		// WPT's failure.html: a URL that fails to parse with a base must
		// fail without one too, i.e. when used as a base URL itself.
		if c.Base != nil {
			if v, err := Parse(c.Input); err == nil {
				errorf("parse without base: got %q, want failure", v.Href())
			} else {
				checkParseError(errorf, "parse without base", c.Input, err)
			}
			if CanParse(c.Input) {
				errorf("CanParse without base: got true, want false")
			}
		}
		return problems
	}

	if err != nil {
		errorf("parse: %v, want %q", err, *c.Href)
		if canParse(c.Input) {
			errorf("CanParse: got true, but Parse failed")
		}
		return problems
	}
	field := func(name, got, want string) {
		if got != want {
			errorf("%s: got %q, want %q", name, got, want)
		}
	}
	field("href", u.Href(), *c.Href)
	if c.Origin != nil {
		field("origin", u.Origin().String(), *c.Origin)
	}
	field("protocol", u.Protocol(), c.Protocol)
	field("username", u.Username(), c.Username)
	field("password", u.Password(), c.Password)
	field("host", u.Host(), c.Host)
	field("hostname", u.Hostname(), c.Hostname)
	field("port", u.Port(), c.Port)
	field("pathname", u.Pathname(), c.Pathname)
	field("search", u.Search(), c.Search)
	if c.SearchParams != nil {
		// url.searchParams is the query parsed as
		// application/x-www-form-urlencoded; Search adds only the '?'
		// that ParseSearchParams strips.
		field("searchParams", ParseSearchParams(u.Search()).String(), *c.SearchParams)
	}
	field("hash", u.Hash(), c.Hash)
	if !canParse(c.Input) {
		errorf("CanParse: got false, but Parse succeeded")
	}

	// Idempotence: the href parses to the same URL.
	v, err := Parse(u.Href())
	switch {
	case err != nil:
		errorf("reparse of href %q: %v", u.Href(), err)
	case v.Href() != u.Href():
		errorf("reparse of href %q: got href %q", u.Href(), v.Href())
	case v != u:
		errorf("reparse of href %q: got a URL that is not == (%#v, want %#v)", u.Href(), v, u)
	}
	return problems
}

// checkParseError checks the error of a failed parse: an *Error whose Err
// is the ValidationError that made the parser fail.
func checkParseError(errorf func(string, ...any), op, input string, err error) {
	var e *Error
	if !errors.As(err, &e) {
		errorf("%s: error %v (%T) is not an *Error", op, err, err)
		return
	}
	if e.Input != input {
		errorf("%s: Error.Input = %q, want the input", op, e.Input)
	}
	ve, ok := e.Err.(ValidationError)
	if !ok || ve == 0 {
		errorf("%s: Error.Err = %v (%T), want a ValidationError", op, e.Err, e.Err)
	}
}

// checkUSVStringDecoding asserts what TestWPTURLTestDataJavaScriptOnly
// relies on: encoding/json turns each lone surrogate escape into U+FFFD,
// and keeps surrogate pairs as the code point they encode.
func checkUSVStringDecoding(t *testing.T, name string, cases []wptURLEntry) {
	t.Helper()
	var s string
	if err := json.Unmarshal([]byte(`"\uD800a\uDC00\uD83D\uDE00\uDFFF\uD800"`), &s); err != nil || s != "\uFFFDa\uFFFD\U0001F600\uFFFD\uFFFD" {
		t.Fatalf("encoding/json decodes lone surrogates as %+q (%v), want U+FFFD each", s, err)
	}
	lone := 0
	for _, en := range cases {
		n, replacements := countJSONReplacements(en.raw["input"])
		lone += n
		if got := strings.Count(en.c.Input, "\uFFFD"); got != n+replacements {
			t.Errorf("%s[%d]: decoded input %+q has %d U+FFFD, want %d lone surrogates + %d U+FFFD",
				name, en.index, en.c.Input, got, n, replacements)
		}
	}
	if strings.Contains(name, "javascript-only") && lone == 0 {
		t.Errorf("%s: no lone surrogate in any input; the file is not what this test expects", name)
	}
}

// countJSONReplacements scans the JSON string literal raw and counts the
// \uXXXX escapes that are surrogates not paired with their neighbour
// (lone), and the U+FFFD it holds otherwise: written as such, escaped as
// \uFFFD, or as bytes that are not UTF-8, which encoding/json also
// replaces with U+FFFD.
func countJSONReplacements(raw []byte) (lone, replacements int) {
	const other = -1
	var units []int // the UTF-16 code unit of each escape; other for the rest
	for i := 0; i < len(raw); {
		switch {
		case raw[i] != '\\' || i+1 >= len(raw):
			r, size := utf8.DecodeRune(raw[i:])
			if r == utf8.RuneError {
				replacements++
			}
			i += size
			units = append(units, other)
		case raw[i+1] == 'u' && i+6 <= len(raw):
			u, err := strconv.ParseUint(string(raw[i+2:i+6]), 16, 16)
			if err != nil {
				units = append(units, other)
			} else {
				units = append(units, int(u))
			}
			if u == 0xFFFD {
				replacements++
			}
			i += 6
		default:
			units = append(units, other)
			i += 2
		}
	}
	isHigh := func(u int) bool { return 0xD800 <= u && u <= 0xDBFF }
	isLow := func(u int) bool { return 0xDC00 <= u && u <= 0xDFFF }
	for i := 0; i < len(units); i++ {
		switch {
		case isHigh(units[i]) && i+1 < len(units) && isLow(units[i+1]):
			i++ // a surrogate pair
		case isHigh(units[i]), isLow(units[i]):
			lone++
		}
	}
	return lone, replacements
}

// wptTestName shortens an input for a subtest name; the testing package
// escapes what is not printable.
func wptTestName(input string) string {
	const maxLen = 60
	if len(input) <= maxLen {
		return input
	}
	cut := maxLen
	for cut > 0 && !utf8.RuneStart(input[cut]) {
		cut--
	}
	return input[:cut] + "…"
}

func wptBaseString(base *string) string {
	if base == nil {
		return "null"
	}
	return fmt.Sprintf("%q", *base)
}

func hasWPTIndex(cases []wptURLEntry, index int) bool {
	for _, en := range cases {
		if en.index == index {
			return true
		}
	}
	return false
}

// subtestsFiltered reports whether -test.run or -test.skip may leave some
// subtests out, so that not every case runs.
func subtestsFiltered() bool {
	if f := flag.Lookup("test.run"); f != nil && strings.Contains(f.Value.String(), "/") {
		return true
	}
	if f := flag.Lookup("test.skip"); f != nil && f.Value.String() != "" {
		return true
	}
	return false
}
