package whatwgurl

import (
	"bufio"
	"compress/gzip"
	"encoding/json"
	"os"
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
