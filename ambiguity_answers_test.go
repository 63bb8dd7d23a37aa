package whatwgurl

import (
	"bufio"
	"compress/gzip"
	"encoding/json"
	"os"
	"sort"
	"sync"
	"testing"
)

// The browsers' observed answers: testdata/readers/answers.jsonl.gz, written
// by `make browsers` (scripts/browsers/run.mjs), which ran every case of the
// reader corpus (scripts/browsers/corpus.mjs) through new URL(input, base)
// and the URL setters in Chromium, Firefox and WebKitGTK. Its first line
// names the browsers and their versions.

const answersFile = "testdata/readers/answers.jsonl.gz"

// readerAnswer is one case of the corpus with each browser's answer: the
// href it read, or nil where it threw (for a setter: the href after
// setting).
type readerAnswer struct {
	Kind     string  `json:"k"` // "p": new URL(Input, Base); "s": Setter on Href with Value
	Input    string  `json:"i"`
	Base     *string `json:"b"`
	Setter   string  `json:"s"`
	Href     string  `json:"h"`
	Value    string  `json:"v"`
	Chromium *string `json:"c"`
	Firefox  *string `json:"f"`
	WebKit   *string `json:"w"`
}

// answersHeader is the first line of the answers file.
type answersHeader struct {
	Corpus   string `json:"corpus"`
	Cases    int    `json:"cases"`
	Date     string `json:"date"`
	Browsers map[string]struct {
		Key       string `json:"key"`
		Version   string `json:"version"`
		UserAgent string `json:"userAgent"`
		Error     string `json:"error"`
	} `json:"browsers"`
}

var answers struct {
	once   sync.Once
	header answersHeader
	cases  []readerAnswer
	err    error
}

// loadAnswers reads the committed answers once.
func loadAnswers(tb testing.TB) (answersHeader, []readerAnswer) {
	tb.Helper()
	answers.once.Do(func() {
		f, err := os.Open(answersFile)
		if err != nil {
			answers.err = err
			return
		}
		defer f.Close()
		z, err := gzip.NewReader(f)
		if err != nil {
			answers.err = err
			return
		}
		sc := bufio.NewScanner(z)
		sc.Buffer(nil, 1<<20)
		first := true
		for sc.Scan() {
			if first {
				var h struct {
					Header answersHeader `json:"header"`
				}
				if answers.err = json.Unmarshal(sc.Bytes(), &h); answers.err != nil {
					return
				}
				answers.header = h.Header
				first = false
				continue
			}
			var a readerAnswer
			if answers.err = json.Unmarshal(sc.Bytes(), &a); answers.err != nil {
				return
			}
			answers.cases = append(answers.cases, a)
		}
		answers.err = sc.Err()
	})
	if answers.err != nil {
		tb.Fatalf("%s: %v", answersFile, answers.err)
	}
	return answers.header, answers.cases
}

// standardAnswer is the standard's answer to an answers case, as the
// browsers' are recorded: the href, or false where new URL would throw.
func standardAnswer(a readerAnswer) (string, bool) {
	if a.Kind == "p" {
		var p Parser
		if a.Base != nil {
			b, err := Parse(*a.Base)
			if err != nil {
				return "", false
			}
			p.Base = b
		}
		u, err := p.Parse(a.Input)
		if err != nil {
			return "", false
		}
		return u.Href(), true
	}
	u, err := Parse(a.Href)
	if err != nil {
		return "", false
	}
	// A setter that ignores its value leaves the URL as it was, as the
	// URL class's setters do; the error only says so.
	switch a.Setter {
	case "href":
		// A failing href setter throws in a browser.
		if err := u.SetHref(a.Value); err != nil {
			return "", false
		}
	case "protocol":
		_ = u.SetProtocol(a.Value)
	case "username":
		_ = u.SetUsername(a.Value)
	case "password":
		_ = u.SetPassword(a.Value)
	case "host":
		_ = u.SetHost(a.Value)
	case "hostname":
		_ = u.SetHostname(a.Value)
	case "port":
		_ = u.SetPort(a.Value)
	case "pathname":
		_ = u.SetPathname(a.Value)
	case "search":
		_ = u.SetSearch(a.Value)
	case "hash":
		_ = u.SetHash(a.Value)
	}
	return u.Href(), true
}

// TestReaderCounts counts, over the whole answers file, where each browser
// reads differently from the standard and from the others: the figures of
// docs/readers.md (go test -v -run TestReaderCounts).
func TestReaderCounts(t *testing.T) {
	header, cases := loadAnswers(t)
	if header.Cases != len(cases) || len(cases) < 20000 {
		t.Fatalf("%s: %d cases, its header says %d; at least 20,000 are needed", answersFile, len(cases), header.Cases)
	}
	for _, a := range cases {
		if a.Kind != "p" && a.Kind != "s" {
			t.Fatalf("%s: a case of kind %q", answersFile, a.Kind)
		}
	}
	type tally struct{ parse, setter, parseValid int }
	names := []string{"Chromium", "Firefox", "WebKit"}
	var dev [3]tally
	var parses, valids, setters, cf, cw, fw, cfValid int
	setterDev := map[string]int{}
	eq := func(a, b *string) bool { return (a == nil) == (b == nil) && (a == nil || *a == *b) }
	for _, a := range cases {
		std, ok := standardAnswer(a)
		var sp *string
		if ok {
			sp = &std
		}
		valid := false
		if a.Kind == "p" {
			parses++
			var p Parser
			if a.Base != nil {
				if b, err := Parse(*a.Base); err == nil {
					p.Base = b
				}
			}
			if valid = ok && p.IsValidURLString(a.Input); valid {
				valids++
			}
		} else {
			setters++
		}
		for i, b := range []*string{a.Chromium, a.Firefox, a.WebKit} {
			if eq(b, sp) {
				continue
			}
			if a.Kind == "p" {
				dev[i].parse++
				if valid {
					dev[i].parseValid++
				}
			} else {
				dev[i].setter++
				setterDev[names[i]+" "+a.Setter]++
			}
		}
		if a.Kind == "p" {
			if !eq(a.Chromium, a.Firefox) {
				cf++
				if valid {
					cfValid++
				}
			}
			if !eq(a.Chromium, a.WebKit) {
				cw++
			}
			if !eq(a.Firefox, a.WebKit) {
				fw++
			}
		}
	}
	for name, b := range header.Browsers {
		t.Logf("%s: %s (%s)", name, b.Version, b.UserAgent)
	}
	t.Logf("%d cases: %d parses (%d valid URL strings that parse), %d setter cases", len(cases), parses, valids, setters)
	for i, n := range names {
		t.Logf("%-8s differs from the standard on %5d parses (%4d of them valid URL strings) and %4d setter cases", n, dev[i].parse, dev[i].parseValid, dev[i].setter)
	}
	t.Logf("Chromium vs Firefox: %d parses (%d valid); Chromium vs WebKit: %d; Firefox vs WebKit: %d", cf, cfValid, cw, fw)
	var keys []string
	for k := range setterDev {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		t.Logf("setter deviations %-20s %d", k, setterDev[k])
	}
}
