package whatwgurl

// The web-platform-tests harness: every WPT data file the library is tested
// with, read by one loader (readWPT) from the directory named by
// $WHATWGURL_WPT, and counted against one table (wptCases). The files are
// never committed: make test downloads the pinned revision
// (scripts/fetch-wpt.sh lists each file's address and SHA-256 sum).
//
//	urltestdata.json, urltestdata-javascript-only.json   the URL parser
//	setters_tests.json                                   the setters
//	toascii.json, IdnaTestV2.json, IdnaTestV2-removed.json
//	                                                     domain to ASCII, directly
//	                                                     and through the URL parser
//	percent-encoding.json                                percent-encode after encoding
//	urlencoded-parser-data.json                          the urlencoded parser
//
// Each case runs as a subtest named "index/input", index being the case's
// position in the file's JSON array (jq '.[index]' shows it). The URL cases
// check what WPT's url-constructor, url-origin, url-statics-canparse and
// failure tests check, plus idempotence: parsing the href again gives an
// equal URL. Known failures are listed in wptKnownFailures, the one list.

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"runtime/debug"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/webstd/whatwgurl/internal/testfiles"
)

// wptKnownFailures lists the WPT cases that are known to fail, keyed by
// "file/index" (e.g. "urltestdata.json/123"), each with the reason. A listed
// case that fails is skipped with its problems logged; a listed case that
// passes fails the run, so the list cannot go stale.
var wptKnownFailures = map[string]string{}

// wptCases is the number of cases each WPT data file holds in the pinned
// revision. Every harness counts the cases it ran and checks the count
// here, so that no case can be dropped unnoticed; the conformance
// table of docs/conformance.md gives the same numbers.
var wptCases = map[string]int{
	"urltestdata.json":                 891,
	"urltestdata-javascript-only.json": 1,
	"setters_tests.json":               278,
	"toascii.json":                     87,
	"IdnaTestV2.json":                  2670, // without the empty input, which WPT skips too
	"IdnaTestV2-removed.json":          20,
	"percent-encoding.json":            16, // case and encoding pairs
	"urlencoded-parser-data.json":      35,
}

// checkWPTCount checks that a harness ran every case of file name, unless
// the -run or -skip flag selects some of them.
func checkWPTCount(t *testing.T, name string, ran int) {
	t.Helper()
	if subtestsFiltered() {
		return
	}
	if want, ok := wptCases[name]; !ok || ran != want {
		t.Errorf("%s: ran %d cases; the pinned revision has %d (wptCases)", name, ran, want)
	}
}

// TestMain runs the tests and, when tests were skipped for want of the WPT
// data, says so in one line. go test shows nothing of a passing package's
// output without -v, so the line goes to the terminal when there is one.
func TestMain(m *testing.M) {
	code := m.Run()
	if n := testfiles.Skipped(); n > 0 {
		msg := fmt.Sprintf("whatwgurl: %d tests skipped for want of the web-platform-tests data: %s\n", n, testfiles.WPTHelp)
		if tty, err := os.OpenFile("/dev/tty", os.O_WRONLY, 0); err == nil {
			fmt.Fprint(tty, msg)
			tty.Close()
		}
		fmt.Fprint(os.Stderr, msg)
	}
	os.Exit(code)
}

// readWPT returns the WPT data file name from the directory $WHATWGURL_WPT,
// or skips the test without it (testfiles.ReadWPT).
func readWPT(t testing.TB, name string) []byte {
	t.Helper()
	return testfiles.ReadWPT(t, name)
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
	runWPTURLFile(t, "urltestdata.json", 411) // 411 cases with "origin"
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
	runWPTURLFile(t, "urltestdata-javascript-only.json", 1)
}

// runWPTURLFile runs every case of a urltestdata file. wantOrigins is the
// number of cases with an origin in the pinned file.
func runWPTURLFile(t *testing.T, name string, wantOrigins int) {
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
	if origins != wantOrigins {
		t.Errorf("%s: %d cases with origin; the pinned data has %d", name, origins, wantOrigins)
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
	checkWPTCount(t, name, ran)
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
	var p Parser
	if c.Base != nil {
		base, err := Parse(*c.Base)
		if err != nil {
			errorf("base %q: %v", *c.Base, err)
			return problems
		}
		parse = base.Parse
		canParse = base.CanParse
		p.Base = base
	}
	u, err := parse(c.Input)

	// ParseBulk returns Parse's URL, and on failure the reason that
	// Parse's *Error holds, alone.
	ru, rerr := p.ParseBulk(c.Input)
	var e *Error
	switch {
	case ru != u:
		errorf("ParseBulk: got %q, Parse got %q", ru.Href(), u.Href())
	case (err == nil) != (rerr == nil):
		errorf("ParseBulk: error %v, Parse's %v", rerr, err)
	case err != nil && (!errors.As(err, &e) || rerr != e.Err):
		errorf("ParseBulk: error %v (%T), want Parse's reason %v", rerr, rerr, err)
	}
	if du, derr := p.ParseReason(c.Input); du != ru || derr != rerr { // the deprecated alias
		errorf("ParseReason: got %q, %v; ParseBulk got %q, %v", du.Href(), derr, ru.Href(), rerr)
	}

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

// setters_tests.json: the URL class's setters.

// settersCase is one case of setters_tests.json.
type settersCase struct {
	Comment  string            `json:"comment"`
	Href     string            `json:"href"`
	NewValue string            `json:"new_value"`
	Expected map[string]string `json:"expected"`
}

// settersEntry is a case with the attribute it sets and its index in that
// attribute's list.
type settersEntry struct {
	attr  string
	index int
	c     settersCase
}

// decodeSettersData splits setters_tests.json into its cases, in file order.
// An unknown attribute, an unknown key in a case or in its expectations, or
// a case without href fails the test.
func decodeSettersData(t testing.TB, data []byte) []settersEntry {
	t.Helper()
	var top map[string]json.RawMessage
	if err := json.Unmarshal(data, &top); err != nil {
		t.Fatalf("setters_tests.json: %v", err)
	}
	for key := range top {
		if key != "comment" && setterFuncs[key] == nil {
			t.Fatalf("setters_tests.json: unknown attribute %q", key)
		}
	}
	var entries []settersEntry
	for _, attr := range setterNames {
		raw, ok := top[attr]
		if !ok {
			t.Fatalf("setters_tests.json: no cases for %q", attr)
		}
		dec := json.NewDecoder(bytes.NewReader(raw))
		dec.DisallowUnknownFields()
		var cases []settersCase
		if err := dec.Decode(&cases); err != nil {
			t.Fatalf("setters_tests.json[%q]: %v", attr, err)
		}
		for i, c := range cases {
			if c.Href == "" || len(c.Expected) == 0 {
				t.Fatalf("setters_tests.json[%q][%d]: no href or no expectations", attr, i)
			}
			for key := range c.Expected {
				if getterFuncs[key] == nil {
					t.Fatalf("setters_tests.json[%q][%d]: unknown attribute %q", attr, i, key)
				}
			}
			entries = append(entries, settersEntry{attr: attr, index: i, c: c})
		}
	}
	return entries
}

// countSettersCases counts the cases of setters_tests.json independently of
// decodeSettersData: every element of every list other than "comment".
func countSettersCases(t testing.TB, data []byte) int {
	t.Helper()
	var top map[string]json.RawMessage
	if err := json.Unmarshal(data, &top); err != nil {
		t.Fatal(err)
	}
	n := 0
	for key, raw := range top {
		if key == "comment" {
			continue
		}
		var list []json.RawMessage
		if err := json.Unmarshal(raw, &list); err != nil {
			t.Fatalf("setters_tests.json[%q]: %v", key, err)
		}
		n += len(list)
	}
	return n
}

// TestWPTSetters runs setters_tests.json: one subtest per case, named
// "attr/index/new_value". It parses href, calls the setter, compares every
// expected attribute, and checks the setter's error contract, the URL's
// invariants and that parsing the new href gives an equal URL.
func TestWPTSetters(t *testing.T) {
	data := readWPT(t, "setters_tests.json")
	entries := decodeSettersData(t, data)
	inFile := countSettersCases(t, data)
	if inFile == 0 || len(entries) == 0 {
		t.Fatal("setters_tests.json holds no cases")
	}
	if len(entries) != inFile {
		t.Fatalf("decoded %d cases, the file holds %d", len(entries), inFile)
	}
	ran, idempotent := 0, 0
	for _, e := range entries {
		c := e.c
		t.Run(fmt.Sprintf("%s/%d/%s", e.attr, e.index, c.NewValue), func(t *testing.T) {
			ran++
			u, err := Parse(c.Href)
			if err != nil {
				t.Fatalf("Parse(%q): %v", c.Href, err)
			}
			before := u
			err = setterFuncs[e.attr](&u, c.NewValue)
			keys := make([]string, 0, len(c.Expected))
			for k := range c.Expected {
				keys = append(keys, k)
			}
			slices.Sort(keys)
			for _, k := range keys {
				if got, want := getterFuncs[k](u), c.Expected[k]; got != want {
					t.Errorf("%s = %q, want %q (set %s %q on %q; err %v; %s)", k, got, want, e.attr, c.NewValue, c.Href, err, c.Comment)
				}
			}
			checkSetterContract(t, e.attr, c.NewValue, before, u, err)
			checkInvariants(t, u)
			v, perr := Parse(u.Href())
			if perr != nil || v != u {
				t.Errorf("Parse(%q) = %#v, %v; want the URL the setter made, %#v", u.Href(), v, perr, u)
			} else {
				idempotent++
			}
		})
	}
	checkWPTCount(t, "setters_tests.json", ran)
	if !subtestsFiltered() && idempotent != ran {
		t.Errorf("Parse(u.Href()) == u held after %d of %d setter calls", idempotent, ran)
	}
}

// toascii.json, IdnaTestV2.json and IdnaTestV2-removed.json: domain to
// ASCII, directly and through the URL parser.

// idnaCase is one case of toascii.json or IdnaTestV2*.json; Output nil
// means failure.
type idnaCase struct{ testfiles.IDNACase }

// decodeIDNAData returns the cases of an IDNA data file, skipping the
// string entries, which are comments. Any other kind of entry fails the
// test, so that no case is silently dropped.
func decodeIDNAData(t *testing.T, name string) []idnaCase {
	t.Helper()
	var cases []idnaCase
	for _, c := range testfiles.IDNACases(t, name) {
		cases = append(cases, idnaCase{c})
	}
	return cases
}

// verrString formats a domainToASCII result's ValidationError, 0 as "ok".
func verrString(v ValidationError) string {
	if v == 0 {
		return "ok"
	}
	return v.Error()
}

func (c idnaCase) want() string {
	if c.Output == nil {
		return "failure"
	}
	return *c.Output
}

func TestWPTToASCII(t *testing.T) {
	const name = "toascii.json"
	cases := decodeIDNAData(t, name)
	pass := 0
	for _, c := range cases {
		got, err := DomainToASCII(c.Input, false)
		ok := c.Output == nil && err != nil || c.Output != nil && err == nil && got == *c.Output
		if ok {
			pass++
		}
		t.Run(strconv.Itoa(c.Index)+"/"+wptTestName(c.Input), func(t *testing.T) {
			if !ok {
				t.Errorf("%s[%d] DomainToASCII(%q, false) = %q, %v; want %s (%s)", name, c.Index, c.Input, got, err, c.want(), c.Comment)
			}
		})
	}
	checkWPTCount(t, name, len(cases))
	t.Logf("%s: %d/%d cases pass through DomainToASCII directly", name, pass, len(cases))
}

func TestWPTIdnaTestV2(t *testing.T) {
	for _, name := range []string{"IdnaTestV2.json", "IdnaTestV2-removed.json"} {
		t.Run(name, func(t *testing.T) {
			cases := decodeIDNAData(t, name)
			pass, run := 0, 0
			for _, c := range cases {
				// WPT skips the empty input: the host parser is never
				// given an empty domain.
				if c.Input == "" {
					continue
				}
				run++
				// The host parser percent-decodes first. The generator
				// leaves out IPv4-like cases, so no expected output may end
				// in a number (the host parser would IPv4-parse it).
				domain := toScalarValues(PercentDecode(c.Input))
				got, verr := domainToASCII(domain, false)
				ok := c.Output == nil && verr != 0 || c.Output != nil && verr == 0 && got == *c.Output
				if ok {
					pass++
				}
				t.Run(strconv.Itoa(c.Index)+"/"+wptTestName(c.Input), func(t *testing.T) {
					if c.Output != nil && *c.Output != "" && endsInANumber(*c.Output) {
						t.Errorf("%s[%d] %q: output %q ends in a number; compare through the URL parser instead", name, c.Index, c.Input, *c.Output)
					}
					if !ok {
						t.Errorf("%s[%d] domainToASCII(%q, false) = %q, %s; want %s (%s)", name, c.Index, c.Input, got, verrString(verr), c.want(), c.Comment)
					}
				})
			}
			checkWPTCount(t, name, run)
			t.Logf("%s: %d/%d cases pass", name, pass, run)
		})
	}
}

// The IDNA data files run the way WPT's toascii.window.js and
// IdnaTestV2.window.js run them: through the URL parser as the host of
// "https://" + input + "/x", and (toascii.json) through the host and
// hostname setters of "https://x/x". idna_test.go runs the same files
// through DomainToASCII directly.

func TestWPTToASCIIThroughURL(t *testing.T) {
	const name = "toascii.json"
	cases := decodeIDNAData(t, name)
	ran := 0
	for _, c := range cases {
		t.Run(strconv.Itoa(c.Index)+"/"+wptTestName(c.Input), func(t *testing.T) {
			ran++
			checkIDNAThroughURL(t, c)
			for _, setter := range []struct {
				name string
				set  func(*URL, string) error
				get  func(URL) string
			}{
				{"host", (*URL).SetHost, URL.Host},
				{"hostname", (*URL).SetHostname, URL.Hostname},
			} {
				u := MustParse("https://x/x")
				_ = setter.set(&u, c.Input)
				want := "x" // a failing value leaves the URL unchanged
				if c.Output != nil {
					want = *c.Output
				}
				if got := setter.get(u); got != want {
					t.Errorf("set %s %q on https://x/x: %s = %q, want %q", setter.name, c.Input, setter.name, got, want)
				}
			}
		})
	}
	checkWPTCount(t, name, ran)
}

func TestWPTIdnaTestV2ThroughURL(t *testing.T) {
	for _, name := range []string{"IdnaTestV2.json", "IdnaTestV2-removed.json"} {
		t.Run(name, func(t *testing.T) {
			cases := decodeIDNAData(t, name)
			ran := 0
			for _, c := range cases {
				if c.Input == "" {
					continue // WPT cannot test the empty input through new URL() either
				}
				ran++
				t.Run(strconv.Itoa(c.Index)+"/"+wptTestName(c.Input), func(t *testing.T) {
					checkIDNAThroughURL(t, c)
				})
			}
			checkWPTCount(t, name, ran)
			t.Logf("%s: %d cases through the URL parser", name, ran)
			if ran == 0 {
				t.Errorf("%s: no case ran", name)
			}
		})
	}
}

// checkIDNAThroughURL parses "https://" + input + "/x" and checks host,
// hostname, pathname and href, or that it fails.
func checkIDNAThroughURL(t *testing.T, c idnaCase) {
	t.Helper()
	in := "https://" + c.Input + "/x"
	u, err := Parse(in)
	if c.Output == nil {
		if err == nil {
			t.Errorf("Parse(%q) = %q, want failure (%s)", in, u.Href(), c.Comment)
		}
		return
	}
	if err != nil {
		t.Fatalf("Parse(%q): %v, want host %q (%s)", in, err, *c.Output, c.Comment)
	}
	want := *c.Output
	for _, check := range [][3]string{
		{"host", u.Host(), want},
		{"hostname", u.Hostname(), want},
		{"pathname", u.Pathname(), "/x"},
		{"href", u.Href(), "https://" + want + "/x"},
	} {
		if check[1] != check[2] {
			t.Errorf("Parse(%q).%s = %q, want %q", in, check[0], check[1], check[2])
		}
	}
}

// percent-encoding.json: percent-encode after encoding, directly and
// through Parser.Encoding.

// percentEncodingCase is one case of WPT's percent-encoding.json: input, and
// the query a special URL gets for it under each encoding label.
type percentEncodingCase struct {
	Input  string            `json:"input"`
	Output map[string]string `json:"output"`
}

// readPercentEncodingCases returns the cases of percent-encoding.json (its
// strings are comments) and the number of (case, encoding) pairs.
func readPercentEncodingCases(t *testing.T) ([]percentEncodingCase, int) {
	t.Helper()
	var raw []json.RawMessage
	if err := json.Unmarshal(readWPT(t, "percent-encoding.json"), &raw); err != nil {
		t.Fatalf("percent-encoding.json: %v", err)
	}
	var cases []percentEncodingCase
	pairs := 0
	for _, r := range raw {
		if len(r) > 0 && r[0] == '"' {
			continue
		}
		var c percentEncodingCase
		if err := json.Unmarshal(r, &c); err != nil {
			t.Fatalf("percent-encoding.json: %v", err)
		}
		cases = append(cases, c)
		pairs += len(c.Output)
	}
	if pairs == 0 {
		t.Fatal("percent-encoding.json has no cases")
	}
	return cases, pairs
}

// TestPercentEncodingJSON checks every case of WPT's percent-encoding.json
// in every encoding it lists, at the level of percent-encode after encoding
// with the special-query set (what the query of
// "https://doesnotmatter.invalid/?" + input gets).
func TestPercentEncodingJSON(t *testing.T) {
	cases, pairs := readPercentEncodingCases(t)
	ran := 0
	for i, c := range cases {
		for label, want := range c.Output {
			t.Run(strconv.Itoa(i)+"/"+label+"/"+c.Input, func(t *testing.T) {
				ran++
				got := percentEncodeAfterEncoding(mustLookupEncoding(t, label), c.Input, SpecialQuerySet)
				if got != want {
					t.Errorf("input %+q, encoding %s: got %q, want %q", c.Input, label, got, want)
				}
			})
		}
	}
	if ran != pairs {
		t.Errorf("ran %d of %d case/encoding pairs", ran, pairs)
	}
	checkWPTCount(t, "percent-encoding.json", ran)
	t.Logf("percent-encoding.json: %d cases, %d case/encoding pairs", len(cases), pairs)
}

// TestPercentEncodingJSONParser is WPT's percent-encoding test: for each case
// and each encoding it lists, the query of a special URL is percent-encoded
// after encoding with the document encoding, and the fragment is always
// UTF-8 percent-encoded.
func TestPercentEncodingJSONParser(t *testing.T) {
	cases, pairs := readPercentEncodingCases(t)
	ran := 0
	for i, c := range cases {
		for label, want := range c.Output {
			t.Run(strconv.Itoa(i)+"/"+label+"/"+c.Input, func(t *testing.T) {
				ran++
				p := Parser{Encoding: mustLookupEncoding(t, label)}
				input := "https://doesnotmatter.invalid/?" + c.Input + "#" + c.Input
				u, err := p.Parse(input)
				if err != nil {
					t.Fatalf("Parse(%q): %v", input, err)
				}
				if got := u.Search(); got != "?"+want {
					t.Errorf("search = %q, want %q", got, "?"+want)
				}
				if utf8Want, ok := c.Output["utf-8"]; ok {
					if got := u.Hash(); got != "#"+utf8Want {
						t.Errorf("hash = %q, want %q", got, "#"+utf8Want)
					}
				}
			})
		}
	}
	if ran != pairs {
		t.Errorf("ran %d of %d case/encoding pairs", ran, pairs)
	}
}

// urlencoded-parser-data.json: the application/x-www-form-urlencoded
// parser.

// TestURLEncodedParserWPT runs every case of WPT's
// urlencoded-parser-data.json through the parser, as WPT does through
// new URLSearchParams(input) and through Request and Response bodies (the
// byte parser; the inputs are all valid UTF-8, so the two agree).
func TestURLEncodedParserWPT(t *testing.T) {
	data := readWPT(t, "urlencoded-parser-data.json")
	var entries []json.RawMessage
	if err := json.Unmarshal(data, &entries); err != nil {
		t.Fatal(err)
	}
	cases, passed := 0, 0
	for i, raw := range entries {
		if len(raw) > 0 && raw[0] == '"' {
			continue // a comment
		}
		var c struct {
			Input  *string     `json:"input"`
			Output [][2]string `json:"output"`
		}
		if err := json.Unmarshal(raw, &c); err != nil || c.Input == nil || c.Output == nil {
			t.Fatalf("entry %d: not a test case: %s (%v)", i, raw, err)
		}
		cases++
		ok := t.Run(formTestName(i, *c.Input), func(t *testing.T) {
			if got := pairsOf(ParseSearchParams(*c.Input)); !slices.Equal(got, c.Output) {
				t.Errorf("ParseSearchParams(%q) = %q, want %q", *c.Input, got, c.Output)
			}
			got := [][2]string{}
			for _, nv := range parseURLEncoded(*c.Input) {
				got = append(got, [2]string{nv.name, nv.value})
			}
			if !slices.Equal(got, c.Output) {
				t.Errorf("parseURLEncoded(%q) = %q, want %q", *c.Input, got, c.Output)
			}
		})
		if ok {
			passed++
		}
	}
	t.Logf("urlencoded-parser-data: %d/%d", passed, cases)
	checkWPTCount(t, "urlencoded-parser-data.json", cases)
}
