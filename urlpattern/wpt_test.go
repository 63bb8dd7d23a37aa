package urlpattern

import (
	"encoding/json"
	"fmt"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/webstd/whatwgurl"
	"github.com/webstd/whatwgurl/internal/testfiles"
)

// The web-platform-tests of the URL Pattern Standard: urlpatterntestdata.json
// checked as urlpatterntests.js checks it, through the Go API. The data is
// read from $WHATWGURL_WPT/urlpattern/ (scripts/fetch-wpt.sh downloads the
// pinned files; make test sets WHATWGURL_WPT).

// readWPT returns the file urlpattern/name of $WHATWGURL_WPT. Without the
// variable the test is skipped, saying why, or fails when
// $WHATWGURL_REQUIRE_WPT is 1, as make test sets it (testfiles.ReadWPT).
func readWPT(t testing.TB, name string) []byte {
	t.Helper()
	return testfiles.ReadWPT(t, "urlpattern/"+name)
}

// wptEntries is the number of entries of the pinned urlpatterntestdata.json.
const wptEntries = 369

// wptInexpressible lists the entries the Go API cannot express, by index in
// urlpatterntestdata.json, with the reason; every other entry must pass.
// Entries whose strings hold lone surrogates are found by wptLoneSurrogate
// and listed here too, so that the count is checked.
var wptInexpressible = map[int]string{
	// Lone surrogates: a JavaScript string can hold them, a Go string
	// cannot (encoding/json reads each as U+FFFD, which is what WebIDL's
	// USVString conversion makes of them, so most of these would pass;
	// they are left out because their inputs are not the test's inputs).
	155: "lone surrogate",
	156: "lone surrogate",
	158: "lone surrogate",
	157: "lone surrogate",
	// An init object with a separate base URL string: JavaScript throws a
	// TypeError; New takes a string and NewFromInit takes no base URL
	// argument, so the call cannot be written.
	213: "test()/exec() given an init and a base URL string",
	283: "new URLPattern(init, baseURL)",
	// An empty base URL string: New reads "" as no base URL.
	282: "empty base URL string",
	// new URLPattern(string, options, baseURL): JavaScript's overloads take
	// the options object as the base URL string; Go's New has one order.
	347: "options before the base URL argument",
}

// wptKnownFailures lists entries that fail, with the reason (none).
var wptKnownFailures = map[int]string{}

// wptLoneSurrogate matches a JSON \u escape of a surrogate; pairs are
// removed before it is applied.
var (
	wptSurrogatePair = regexp.MustCompile(`(?i)\\ud[89ab][0-9a-f]{2}\\ud[c-f][0-9a-f]{2}`)
	wptSurrogate     = regexp.MustCompile(`(?i)\\ud[89a-f][0-9a-f]{2}`)
)

type wptEntry struct {
	Pattern                []json.RawMessage `json:"pattern"`
	Inputs                 []json.RawMessage `json:"inputs"`
	ExpectedObj            json.RawMessage   `json:"expected_obj"`
	ExpectedMatch          json.RawMessage   `json:"expected_match"`
	ExactlyEmptyComponents []string          `json:"exactly_empty_components"`
}

type wptInit struct {
	Protocol, Username, Password, Hostname, Port, Pathname, Search, Hash, BaseURL *string
}

func (w wptInit) init() Init {
	return Init(w)
}

func (w wptInit) get(name string) *string {
	switch name {
	case "protocol":
		return w.Protocol
	case "username":
		return w.Username
	case "password":
		return w.Password
	case "hostname":
		return w.Hostname
	case "port":
		return w.Port
	case "pathname":
		return w.Pathname
	case "search":
		return w.Search
	case "hash":
		return w.Hash
	}
	return nil
}

var componentNames = [8]string{"protocol", "username", "password", "hostname", "port", "pathname", "search", "hash"}

func isJSONString(m json.RawMessage) bool { return len(m) > 0 && m[0] == '"' }

func TestWPT(t *testing.T) {
	data := readWPT(t, "urlpatterntestdata.json")
	var raw []json.RawMessage
	if err := json.Unmarshal(data, &raw); err != nil {
		t.Fatal(err)
	}
	if len(raw) != wptEntries {
		t.Fatalf("urlpatterntestdata.json has %d entries; the pinned revision has %d", len(raw), wptEntries)
	}
	passed, skipped, known := 0, 0, 0
	for i, r := range raw {
		lone := wptSurrogate.Match(wptSurrogatePair.ReplaceAll(r, nil))
		reason, listed := wptInexpressible[i]
		if lone != (reason == "lone surrogate") {
			t.Errorf("entry %d: holds lone surrogates: %v, listed as such: %v", i, lone, reason == "lone surrogate")
		}
		if listed {
			skipped++
			continue
		}
		if why, ok := wptKnownFailures[i]; ok {
			t.Logf("entry %d: known failure: %s", i, why)
			known++
			continue
		}
		var e wptEntry
		if err := json.Unmarshal(r, &e); err != nil {
			t.Fatalf("entry %d: %v", i, err)
		}
		ok := t.Run(fmt.Sprintf("%d", i), func(t *testing.T) {
			runWPTEntry(t, &e, r)
		})
		if ok {
			passed++
		}
	}
	t.Logf("urlpatterntestdata.json: %d/%d entries pass, %d not expressible in the Go API, %d known failures", passed, wptEntries, skipped, known)
	if passed+skipped+known != wptEntries && !t.Failed() {
		t.Errorf("%d passed + %d listed + %d known failures != %d", passed, skipped, known, wptEntries)
	}
}

// newWPTPattern calls the constructor as the entry's pattern arguments say.
func newWPTPattern(t *testing.T, args []json.RawMessage) (*Pattern, wptInit, string, error) {
	var opts Options
	var base string
	var init wptInit
	rest := args
	if len(args) > 0 && !isJSONString(args[0]) {
		if err := json.Unmarshal(args[0], &init); err != nil {
			t.Fatal(err)
		}
		rest = args[1:]
		if len(rest) > 0 {
			if isJSONString(rest[0]) {
				t.Fatal("init with base URL: listed as inexpressible")
			}
			json.Unmarshal(rest[0], &opts)
		}
		p, err := NewFromInit(init.init(), opts)
		return p, init, "", err
	}
	if len(args) == 0 {
		p, err := NewFromInit(Init{}, opts)
		return p, init, "", err
	}
	var input string
	json.Unmarshal(args[0], &input)
	rest = args[1:]
	if len(rest) > 0 && isJSONString(rest[0]) {
		json.Unmarshal(rest[0], &base)
		rest = rest[1:]
	}
	if len(rest) > 0 {
		json.Unmarshal(rest[0], &opts)
	}
	p, err := New(input, base, opts)
	return p, init, base, err
}

func runWPTEntry(t *testing.T, e *wptEntry, raw json.RawMessage) {
	t.Logf("entry: %s", raw)
	p, init, base, err := newWPTPattern(t, e.Pattern)
	if string(e.ExpectedObj) == `"error"` {
		if err == nil {
			t.Fatalf("constructor: no error, want one; got %v", p)
		}
		return
	}
	if err != nil {
		t.Fatalf("constructor: %v", err)
	}
	var expectedObj map[string]string
	if len(e.ExpectedObj) > 0 {
		if err := json.Unmarshal(e.ExpectedObj, &expectedObj); err != nil {
			t.Fatal(err)
		}
	}
	// The harness's inference of the expected component pattern strings.
	var baseURL whatwgurl.URL
	hasBase := false
	if init.BaseURL != nil {
		baseURL, hasBase = whatwgurl.MustParse(*init.BaseURL), true
	} else if base != "" {
		baseURL, hasBase = whatwgurl.MustParse(base), true
	}
	earlier := map[string][]string{
		"protocol": {}, "hostname": {"protocol"}, "port": {"protocol", "hostname"}, "username": {}, "password": {},
		"pathname": {"protocol", "hostname", "port"}, "search": {"protocol", "hostname", "port", "pathname"},
		"hash": {"protocol", "hostname", "port", "pathname", "search"},
	}
	isInit := len(e.Pattern) > 0 && !isJSONString(e.Pattern[0])
	got := [8]string{p.Protocol(), p.Username(), p.Password(), p.Hostname(), p.Port(), p.Pathname(), p.Search(), p.Hash()}
	for ci, name := range componentNames {
		want, ok := expectedObj[name]
		if !ok {
			switch {
			case contains(e.ExactlyEmptyComponents, name):
				want = ""
			case isInit && init.get(name) != nil && *init.get(name) != "":
				want = *init.get(name)
			case isInit && someGiven(init, earlier[name]):
				want = "*"
			case hasBase && name != "username" && name != "password":
				want = baseComponent(baseURL, name)
			default:
				want = "*"
			}
		}
		if got[ci] != want {
			t.Errorf("pattern %s = %q, want %q", name, got[ci], want)
		}
	}
	if string(e.ExpectedMatch) == `"error"` {
		t.Fatal("test()/exec() throwing: listed as inexpressible")
	}
	// The call of test() and exec().
	var test func() bool
	var exec func() *Result
	switch {
	case len(e.Inputs) == 0:
		test = func() bool { return p.TestInit(Init{}) }
		exec = func() *Result { return p.ExecInit(Init{}) }
	case !isJSONString(e.Inputs[0]):
		var in wptInit
		if err := json.Unmarshal(e.Inputs[0], &in); err != nil {
			t.Fatal(err)
		}
		test = func() bool { return p.TestInit(in.init()) }
		exec = func() *Result { return p.ExecInit(in.init()) }
	default:
		var input, inBase string
		json.Unmarshal(e.Inputs[0], &input)
		if len(e.Inputs) > 1 {
			json.Unmarshal(e.Inputs[1], &inBase)
			if inBase == "" {
				t.Fatal("empty base URL string as input")
			}
		}
		test = func() bool { return p.Test(input, inBase) }
		exec = func() *Result { return p.Exec(input, inBase) }
	}
	if e.Inputs == nil && len(e.ExpectedMatch) == 0 {
		return // the entry checks the constructor only
	}
	wantMatch := len(e.ExpectedMatch) > 0 && string(e.ExpectedMatch) != "null"
	if got := test(); got != wantMatch {
		t.Errorf("Test = %v, want %v", got, wantMatch)
	}
	r := exec()
	if !wantMatch {
		if r != nil {
			t.Errorf("Exec = %+v, want nil", r)
		}
		return
	}
	if r == nil {
		t.Fatal("Exec = nil, want a result")
	}
	var expected map[string]json.RawMessage
	if err := json.Unmarshal(e.ExpectedMatch, &expected); err != nil {
		t.Fatal(err)
	}
	results := [8]ComponentResult{r.Protocol, r.Username, r.Password, r.Hostname, r.Port, r.Pathname, r.Search, r.Hash}
	for ci, name := range componentNames {
		var want struct {
			Input  string             `json:"input"`
			Groups map[string]*string `json:"groups"`
		}
		if m, ok := expected[name]; ok {
			if err := json.Unmarshal(m, &want); err != nil {
				t.Fatal(err)
			}
		} else {
			want.Groups = map[string]*string{}
			if !contains(e.ExactlyEmptyComponents, name) {
				want.Groups["0"] = new(string)
			}
		}
		gotR := results[ci]
		if gotR.Input != want.Input {
			t.Errorf("Exec %s input = %q, want %q", name, gotR.Input, want.Input)
		}
		if g, w := groupsString(gotR.Groups), wantGroupsString(want.Groups); g != w {
			t.Errorf("Exec %s groups = %s, want %s", name, g, w)
		}
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func someGiven(init wptInit, names []string) bool {
	for _, n := range names {
		if init.get(n) != nil {
			return true
		}
	}
	return false
}

// baseComponent is the harness's base_value: the URL getter without the
// protocol's ':' and the search's '?' and the hash's '#'.
func baseComponent(u whatwgurl.URL, name string) string {
	switch name {
	case "protocol":
		return u.Scheme()
	case "hostname":
		return u.Hostname()
	case "port":
		return u.Port()
	case "pathname":
		return u.Pathname()
	case "search":
		return strings.TrimPrefix(u.Search(), "?")
	case "hash":
		return strings.TrimPrefix(u.Hash(), "#")
	}
	return ""
}

func groupsString(groups []Group) string {
	var parts []string
	for _, g := range groups {
		v := "undefined"
		if g.Matched {
			v = fmt.Sprintf("%q", g.Value)
		}
		parts = append(parts, fmt.Sprintf("%q:%s", g.Name, v))
	}
	sort.Strings(parts)
	return "{" + strings.Join(parts, ",") + "}"
}

func wantGroupsString(groups map[string]*string) string {
	var parts []string
	for k, v := range groups {
		s := "undefined"
		if v != nil {
			s = fmt.Sprintf("%q", *v)
		}
		parts = append(parts, fmt.Sprintf("%q:%s", k, s))
	}
	sort.Strings(parts)
	return "{" + strings.Join(parts, ",") + "}"
}
