package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
	"testing"
	"testing/iotest"
	"time"
)

// result is what one run of the command produced.
type result struct {
	code           int
	stdout, stderr string
}

// testEnv is the command's environment in tests: four CPUs, so that the
// default -j runs the parallel pipeline; standard error not a terminal;
// and a clock that moves one second at each reading, so that the summary
// of a run says "in 1s".
func testEnv(stdin io.Reader, stdout, stderr io.Writer) *env {
	t0 := time.Date(2026, 7, 1, 0, 0, 0, 0, time.UTC)
	return &env{
		stdin:  stdin,
		stdout: stdout,
		stderr: stderr,
		now: func() time.Time {
			t0 = t0.Add(time.Second)
			return t0
		},
		numCPU: 4,
		open:   openFile,
		isFile: isFile,
	}
}

func runWith(args []string, stdin io.Reader) result {
	if stdin == nil {
		stdin = strings.NewReader("")
	}
	var stdout, stderr bytes.Buffer
	code := testEnv(stdin, &stdout, &stderr).run(args)
	return result{code, stdout.String(), stderr.String()}
}

// The expected values below are worked out from the URL Standard's
// parser, not taken from this program's output.
const (
	// The registrable domain of example.com is itself (its public suffix
	// is com); an IPv6 address has none (null, shown as ""). The display
	// of a URL is its href without credentials and with non-ASCII
	// percent-encoded sequences decoded: the ASCII "%20" stays.
	readableExample = `href                "https://example.com/b?q=1%202"
origin              "https://example.com"
registrable domain  "example.com"
protocol            "https:"
username            ""
password            ""
host                "example.com"
hostname            "example.com"
port                ""
pathname            "/b"
search              "?q=1%202"
hash                ""
display             "https://example.com/b?q=1%202"
`
	readableIPv6 = `href                "http://user:pass@[::1]:8080/p#f"
origin              "http://[::1]:8080"
registrable domain  ""
protocol            "http:"
username            "user"
password            "pass"
host                "[::1]:8080"
hostname            "[::1]"
port                "8080"
pathname            "/p"
search              ""
hash                "#f"
display             "http://[::1]:8080/p#f"
`
	idnReadable = `href                "https://user:pw@xn--mnchen-3ya.de/caf%C3%A9"
origin              "https://xn--mnchen-3ya.de"
registrable domain  "xn--mnchen-3ya.de"
protocol            "https:"
username            "user"
password            "pw"
host                "xn--mnchen-3ya.de"
hostname            "xn--mnchen-3ya.de"
port                ""
pathname            "/caf%C3%A9"
search              ""
hash                ""
display             "https://münchen.de/café"
`
	jsonExample = `{"input":"https://EXAMPLE.com/a/../b?q=1 2","base":null,` +
		`"href":"https://example.com/b?q=1%202","origin":"https://example.com",` +
		`"protocol":"https:","username":"","password":"","host":"example.com",` +
		`"hostname":"example.com","port":"","pathname":"/b","search":"?q=1%202","hash":"",` +
		`"display":"https://example.com/b?q=1%202"}` + "\n"
)

func TestArgs(t *testing.T) {
	tests := []struct {
		name   string
		args   []string
		want   result
		stdout string // when set, only checked to be contained in stdout
	}{
		{
			name: "one URL",
			args: []string{"https://EXAMPLE.com/a/../b?q=1 2"},
			want: result{0, readableExample, ""},
		},
		{
			name: "blank line between URLs",
			args: []string{"https://EXAMPLE.com/a/../b?q=1 2", "http://user:pass@[::1]:8080/p#f"},
			want: result{0, readableExample + "\n" + readableIPv6, ""},
		},
		{
			name: "failure in the middle",
			args: []string{"https://EXAMPLE.com/a/../b?q=1 2", "https://[::1", "http://user:pass@[::1]:8080/p#f"},
			want: result{1, readableExample + "\n" + readableIPv6, "whatwgurl: https://[::1: IPv6-unclosed\n"},
		},
		{
			name: "only failures",
			args: []string{"https://[::1", "no scheme"},
			want: result{1, "", "whatwgurl: https://[::1: IPv6-unclosed\n" +
				"whatwgurl: no scheme: missing-scheme-non-relative-URL\n"},
		},
		{
			name:   "base",
			args:   []string{"-base", "https://example.org/dir/file", "../x?y#z"},
			want:   result{0, "", ""},
			stdout: `href                "https://example.org/x?y#z"` + "\n",
		},
		{
			name: "base that fails",
			args: []string{"-base", "nope", "https://example.com/"},
			want: result{2, "", "whatwgurl: -base nope: missing-scheme-non-relative-URL\n"},
		},
		{
			name: "empty base fails",
			args: []string{"-base=", "https://example.com/"},
			want: result{2, "", "whatwgurl: -base : missing-scheme-non-relative-URL\n"},
		},
		{
			name: "json",
			args: []string{"-json", "https://EXAMPLE.com/a/../b?q=1 2", "https://[::1"},
			want: result{1, jsonExample +
				`{"input":"https://[::1","base":null,"failure":true,"error":"IPv6-unclosed"}` + "\n", ""},
		},
		{
			name: "json with base",
			args: []string{"-json", "-base", "https://example.org/", "/a", "https://[::1"},
			want: result{1, `{"input":"/a","base":"https://example.org/","href":"https://example.org/a",` +
				`"origin":"https://example.org","protocol":"https:","username":"","password":"",` +
				`"host":"example.org","hostname":"example.org","port":"","pathname":"/a","search":"","hash":"",` +
				`"display":"https://example.org/a"}` + "\n" +
				`{"input":"https://[::1","base":"https://example.org/","failure":true,"error":"IPv6-unclosed"}` + "\n", ""},
		},
		{
			name:   "json does not escape HTML",
			args:   []string{"-json", "https://x/<a>&"},
			want:   result{0, "", ""},
			stdout: `{"input":"https://x/<a>&","base":null,"href":"https://x/%3Ca%3E&",`,
		},
		{
			// url.bs: the registrable domain of xn--mnchen-3ya.de is
			// itself (public suffix de), ASCII; an IPv4 address has none;
			// a trailing dot is kept. URL rendering: no credentials, the
			// host through domain to Unicode, %C3%A9 decoded to é.
			name: "registrable domain and display",
			args: []string{"https://user:pw@xn--mnchen-3ya.de/caf%C3%A9"},
			want: result{0, idnReadable, ""},
		},
		{
			name: "json -site",
			args: []string{"-json", "-site", "https://user:pw@xn--mnchen-3ya.de/caf%C3%A9", "http://127.0.0.1/", "https://www.example.com./"},
			want: result{0, `{"input":"https://user:pw@xn--mnchen-3ya.de/caf%C3%A9","base":null,` +
				`"href":"https://user:pw@xn--mnchen-3ya.de/caf%C3%A9","origin":"https://xn--mnchen-3ya.de","protocol":"https:",` +
				`"username":"user","password":"pw","host":"xn--mnchen-3ya.de","hostname":"xn--mnchen-3ya.de","port":"",` +
				`"pathname":"/caf%C3%A9","search":"","hash":"","registrableDomain":"xn--mnchen-3ya.de","display":"https://münchen.de/café"}` + "\n" +
				`{"input":"http://127.0.0.1/","base":null,"href":"http://127.0.0.1/","origin":"http://127.0.0.1","protocol":"http:",` +
				`"username":"","password":"","host":"127.0.0.1","hostname":"127.0.0.1","port":"","pathname":"/","search":"","hash":"",` +
				`"registrableDomain":null,"display":"http://127.0.0.1/"}` + "\n" +
				`{"input":"https://www.example.com./","base":null,"href":"https://www.example.com./","origin":"https://www.example.com.",` +
				`"protocol":"https:","username":"","password":"","host":"www.example.com.","hostname":"www.example.com.","port":"",` +
				`"pathname":"/","search":"","hash":"","registrableDomain":"example.com.","display":"https://www.example.com./"}` + "\n", ""},
		},
		{
			name: "-q",
			args: []string{"-q", "https://[::1", "https://EXAMPLE.com/a/../b?q=1 2"},
			want: result{1, readableExample, ""},
		},
		{
			name: "URL after --",
			args: []string{"--", "-x"},
			want: result{1, "", "whatwgurl: -x: missing-scheme-non-relative-URL\n"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := runWith(tt.args, nil)
			if tt.stdout != "" {
				if !strings.Contains(got.stdout, tt.stdout) {
					t.Errorf("stdout = %q, want it to contain %q", got.stdout, tt.stdout)
				}
				got.stdout = ""
			}
			if got != tt.want {
				t.Errorf("run(%q)\n got %d, stdout:\n%s\nstderr:\n%s\nwant %d, stdout:\n%s\nstderr:\n%s",
					tt.args, got.code, got.stdout, got.stderr, tt.want.code, tt.want.stdout, tt.want.stderr)
			}
		})
	}
}

// TestJSONFields checks the -json objects' field names and order:
// urltestdata.json's first, in its order, in every mode, then the fields
// the command adds.
func TestJSONFields(t *testing.T) {
	wpt := []string{"input", "base", "href", "origin", "protocol", "username", "password", "host", "hostname", "port", "pathname", "search", "hash"}
	fail := []string{"input", "base", "failure", "error"}
	with := func(a []string, b ...string) []string { return append(slices.Clip(a), b...) }
	for _, tt := range []struct {
		args []string
		want [][]string
	}{
		{[]string{"-json"}, [][]string{with(wpt, "display"), fail}},
		{[]string{"-json", "-site"}, [][]string{with(wpt, "registrableDomain", "display"), fail}},
		{[]string{"-json", "-validate"}, [][]string{with(wpt, "display", "errors", "valid"), with(fail, "errors", "valid")}},
		{[]string{"-json", "-site", "-validate"}, [][]string{with(wpt, "registrableDomain", "display", "errors", "valid"), with(fail, "errors", "valid")}},
	} {
		for _, list := range []bool{false, true} {
			var got result
			if list {
				got = runWith(append([]string{"-summary=false"}, tt.args...), strings.NewReader("https://example.com/\nhttps://[::1\n"))
			} else {
				got = runWith(append(tt.args, "https://example.com/", "https://[::1"), nil)
			}
			lines := strings.Split(strings.TrimSuffix(got.stdout, "\n"), "\n")
			if len(lines) != 2 {
				t.Fatalf("%q: got %d lines, want 2: %q", tt.args, len(lines), got.stdout)
			}
			for i, line := range lines {
				keys, err := objectKeys(line)
				if err != nil {
					t.Fatalf("%q line %d: %v", tt.args, i+1, err)
				}
				if fmt.Sprint(keys) != fmt.Sprint(tt.want[i]) {
					t.Errorf("%q (list %v) line %d keys = %v, want %v", tt.args, list, i+1, keys, tt.want[i])
				}
			}
		}
	}
}

// objectKeys returns the keys of the JSON object line, in order.
func objectKeys(line string) ([]string, error) {
	dec := json.NewDecoder(strings.NewReader(line))
	if tok, err := dec.Token(); err != nil || tok != json.Delim('{') {
		return nil, fmt.Errorf("not an object: %q", line)
	}
	var keys []string
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return nil, err
		}
		keys = append(keys, tok.(string))
		var v json.RawMessage
		if err := dec.Decode(&v); err != nil {
			return nil, err
		}
	}
	return keys, nil
}

// listCase is a run of a list mode: its arguments, its input, and what it
// must write. errs is the error lines of standard error, without the
// summary.
type listCase struct {
	name  string
	args  []string
	stdin string
	code  int
	out   string
	errs  string
}

// checkList runs c with -j 1 and with several workers, reading the input
// whole, in halves, a byte at a time, and cut into batches of a few bytes,
// and checks that every run writes what c wants.
func checkList(t *testing.T, c listCase) {
	t.Helper()
	for _, jobs := range []string{"1", "3"} {
		for _, read := range []struct {
			name  string
			r     func(io.Reader) io.Reader
			batch int
		}{
			{"whole", func(r io.Reader) io.Reader { return r }, 0},
			{"halves", iotest.HalfReader, 0},
			{"bytes", iotest.OneByteReader, 0},
			{"small batches", func(r io.Reader) io.Reader { return r }, 7},
		} {
			t.Run("j="+jobs+"/"+read.name, func(t *testing.T) {
				if read.batch > 0 {
					setBatchSize(t, read.batch)
				}
				args := append([]string{"-summary=false", "-j", jobs}, c.args...)
				got := runWith(args, read.r(strings.NewReader(c.stdin)))
				if got != (result{c.code, c.out, c.errs}) {
					t.Errorf("stdin %q\n got %d, stdout %q, stderr %q\nwant %d, stdout %q, stderr %q",
						c.stdin, got.code, got.stdout, got.stderr, c.code, c.out, c.errs)
				}
			})
		}
	}
}

// setBatchSize sets batchSize for the rest of the test.
func setBatchSize(t *testing.T, n int) {
	old := batchSize
	batchSize = n
	t.Cleanup(func() { batchSize = old })
}

func TestLines(t *testing.T) {
	long := "https://[" + strings.Repeat("a", 200)
	for _, c := range []listCase{
		{
			name:  "failures keep their lines",
			stdin: "https://EXAMPLE.com/a/../b?q=1 2\nhttps://[::1\nno scheme\nhttp://b.example\r\n",
			code:  1,
			out:   "https://example.com/b?q=1%202\n\n\nhttp://b.example/\n",
			errs: `line 2: IPv6-unclosed: "https://[::1"` + "\n" +
				`line 3: missing-scheme-non-relative-URL: "no scheme"` + "\n",
		},
		{
			// A blank line is skipped, and keeps its line.
			name:  "blank lines keep their lines",
			stdin: "https://EXAMPLE.com/a/../b?q=1 2\n\n \t\r\nhttp://b.example\r\n",
			out:   "https://example.com/b?q=1%202\n\n\nhttp://b.example/\n",
		},
		{
			name:  "last line without newline",
			stdin: "https://a.example\nhttps://b.example",
			out:   "https://a.example/\nhttps://b.example/\n",
		},
		{
			name: "empty input",
		},
		{
			name:  "one empty line",
			stdin: "\n",
			out:   "\n",
		},
		{
			// A line of other C0 controls is not blank: the parser
			// strips them, and the empty input fails.
			name:  "a line of C0 controls is no blank line",
			stdin: "\x01\x1f\n",
			code:  1,
			out:   "\n",
			errs:  `line 1: missing-scheme-non-relative-URL: "\x01\x1f"` + "\n",
		},
		{
			name:  "base",
			args:  []string{"-base", "https://example.org/dir/file"},
			stdin: "../x\n#\n?q\nhttps://[::1\n",
			code:  1,
			out:   "https://example.org/x\nhttps://example.org/dir/file#\nhttps://example.org/dir/file?q\n\n",
			errs:  `line 4: IPv6-unclosed: "https://[::1"` + "\n",
		},
		{
			name:  "-q",
			args:  []string{"-q"},
			stdin: "https://[::1\nhttps://a.example\n",
			code:  1,
			out:   "\nhttps://a.example/\n",
		},
		{
			name:  "json",
			args:  []string{"-json"},
			stdin: "https://EXAMPLE.com/a/../b?q=1 2\nhttps://[::1\n",
			code:  1,
			out:   jsonExample + `{"input":"https://[::1","base":null,"failure":true,"error":"IPv6-unclosed"}` + "\n",
		},
		{
			name:  "json keeps the carriage return of the input",
			args:  []string{"-json"},
			stdin: "sc:x\r\n",
			out: `{"input":"sc:x\r","base":null,"href":"sc:x","origin":"null","protocol":"sc:","username":"","password":"",` +
				`"host":"","hostname":"","port":"","pathname":"x","search":"","hash":"","display":"sc:x"}` + "\n",
		},
		{
			// Each maximal invalid subsequence is one U+FFFD (the
			// Encoding Standard's UTF-8 decoder), which the path
			// percent-encodes as its UTF-8 bytes.
			name:  "invalid UTF-8",
			stdin: "http://h/\xE2\x82x\n\xFF\xFE\n",
			code:  1,
			out:   "http://h/%EF%BF%BDx\n\n",
			errs:  "line 2: missing-scheme-non-relative-URL: \"\uFFFD\uFFFD\"\n",
		},
		{
			name:  "invalid UTF-8, json",
			args:  []string{"-json"},
			stdin: "sc:\xE2\x82x\n",
			out: "{\"input\":\"sc:\uFFFDx\",\"base\":null,\"href\":\"sc:%EF%BF%BDx\",\"origin\":\"null\",\"protocol\":\"sc:\"," +
				`"username":"","password":"","host":"","hostname":"","port":"","pathname":"%EF%BF%BDx","search":"","hash":"",` +
				`"display":"sc:%EF%BF%BDx"}` + "\n",
		},
		{
			name:  "error line quotes the input",
			stdin: "a\tb\\\"\u200b\n",
			code:  1,
			out:   "\n",
			errs:  `line 1: missing-scheme-non-relative-URL: "a\tb\\\"\u200b"` + "\n",
		},
		{
			name:  "error line shortens a long input",
			stdin: "https://a.example\n" + long + "\n",
			code:  1,
			out:   "https://a.example/\n\n",
			errs:  `line 2: IPv6-unclosed: "` + long[:100] + `"… (209 bytes)` + "\n",
		},
		{
			name:  "error line shortens at a code point boundary",
			stdin: "x" + strings.Repeat("é", 60) + "\n",
			code:  1,
			out:   "\n",
			errs:  `line 1: missing-scheme-non-relative-URL: "x` + strings.Repeat("é", 49) + `"… (121 bytes)` + "\n",
		},
	} {
		t.Run(c.name, func(t *testing.T) { checkList(t, c) })
	}
}

func TestJSONL(t *testing.T) {
	scX := `{"input":"sc:x","base":null,"href":"sc:x","origin":"null","protocol":"sc:",` +
		`"username":"","password":"","host":"","hostname":"","port":"","pathname":"x","search":"","hash":"","display":"sc:x"}` + "\n"
	scY := strings.ReplaceAll(scX, "x", "y")
	badReason := func(line string) string {
		var c jsonlCase
		return json.Unmarshal([]byte(line), &c).Error()
	}
	for _, c := range []listCase{
		{
			name: "base null, absent and non-null",
			stdin: `{"input":"https://EXAMPLE.com/a/../b?q=1 2","base":null}` + "\n" +
				`{"input":"https://[::1"}` + "\n" +
				`{"input":"../x","base":"https://example.org/dir/file","href":"ignored"}` + "\n" +
				`{"input":"/x","base":"https://[::1"}` + "\n" +
				`{"input":"/x","base":"no-base"}` + "\n",
			code: 1,
			out: jsonExample +
				`{"input":"https://[::1","base":null,"failure":true,"error":"IPv6-unclosed"}` + "\n" +
				`{"input":"../x","base":"https://example.org/dir/file","href":"https://example.org/x",` +
				`"origin":"https://example.org","protocol":"https:","username":"","password":"",` +
				`"host":"example.org","hostname":"example.org","port":"","pathname":"/x","search":"","hash":"",` +
				`"display":"https://example.org/x"}` + "\n" +
				`{"input":"/x","base":"https://[::1","failure":true,"error":"IPv6-unclosed"}` + "\n" +
				`{"input":"/x","base":"no-base","failure":true,"error":"missing-scheme-non-relative-URL"}` + "\n",
		},
		{
			name:  "all parse",
			stdin: `{"input":"sc:x","base":null}`,
			out:   scX,
		},
		{
			name:  "malformed JSON mid-file",
			stdin: `{"input":"sc:x","base":null}` + "\n" + `{"input":` + "\n" + `{"input":"sc:y"}` + "\n",
			code:  1,
			out:   scX + `{"line":2,"error":"bad JSON: unexpected end of JSON input"}` + "\n" + scY,
		},
		{
			name:  "no input field",
			stdin: `{"base":null}` + "\n" + `{"input":null}` + "\n" + `{"input":"sc:x"}`,
			code:  1,
			out: `{"line":1,"error":"bad JSON: no \"input\" string"}` + "\n" +
				`{"line":2,"error":"bad JSON: no \"input\" string"}` + "\n" + scX,
		},
		{
			name:  "not an object of strings",
			stdin: `{"input":5}` + "\n" + `["sc:x"]` + "\n" + `{"input":"sc:x"} {"input":"sc:y"}` + "\n" + `{"input":"sc:y"}` + "\n",
			code:  1,
			out: `{"line":1,"error":` + string(appendJSONString(nil, "bad JSON: "+badReason(`{"input":5}`))) + "}\n" +
				`{"line":2,"error":` + string(appendJSONString(nil, "bad JSON: "+badReason(`["sc:x"]`))) + "}\n" +
				`{"line":3,"error":` + string(appendJSONString(nil, "bad JSON: "+badReason(`{"input":"sc:x"} {"input":"sc:y"}`))) + "}\n" +
				scY,
		},
		{
			name:  "blank lines are skipped and keep their lines",
			stdin: "\n  \t\r\n" + `{"input":"sc:x"}` + "\r\n\n",
			out:   "\n\n" + scX + "\n",
		},
		{
			name:  "escapes, and a case-insensitive key",
			stdin: `{"INPUT":"sc:\u0078","Base":null}` + "\n" + `{"input":"sc:\ud800\u0078"}` + "\n",
			out: scX + "{\"input\":\"sc:\uFFFDx\",\"base\":null,\"href\":\"sc:%EF%BF%BDx\",\"origin\":\"null\",\"protocol\":\"sc:\"," +
				`"username":"","password":"","host":"","hostname":"","port":"","pathname":"%EF%BF%BDx","search":"","hash":"",` +
				`"display":"sc:%EF%BF%BDx"}` + "\n",
		},
		{
			// One U+FFFD per maximal invalid subsequence, not one per
			// byte as encoding/json would read it.
			name:  "invalid UTF-8 in a string",
			stdin: "{\"input\":\"sc:\xE2\x82x\"}\n",
			out: "{\"input\":\"sc:\uFFFDx\",\"base\":null,\"href\":\"sc:%EF%BF%BDx\",\"origin\":\"null\",\"protocol\":\"sc:\"," +
				`"username":"","password":"","host":"","hostname":"","port":"","pathname":"%EF%BF%BDx","search":"","hash":"",` +
				`"display":"sc:%EF%BF%BDx"}` + "\n",
		},
		{
			// The registrable domain of an opaque host is null
			// (url.bs "Host miscellaneous"); that of a.example.co.uk is
			// example.co.uk (public suffix co.uk).
			name:  "-site",
			args:  []string{"-site"},
			stdin: `{"input":"sc://h/"}` + "\n" + `{"input":"/x","base":"https://a.example.co.uk/"}` + "\n",
			out: `{"input":"sc://h/","base":null,"href":"sc://h/","origin":"null","protocol":"sc:","username":"","password":"",` +
				`"host":"h","hostname":"h","port":"","pathname":"/","search":"","hash":"","registrableDomain":null,"display":"sc://h/"}` + "\n" +
				`{"input":"/x","base":"https://a.example.co.uk/","href":"https://a.example.co.uk/x","origin":"https://a.example.co.uk",` +
				`"protocol":"https:","username":"","password":"","host":"a.example.co.uk","hostname":"a.example.co.uk","port":"",` +
				`"pathname":"/x","search":"","hash":"","registrableDomain":"example.co.uk","display":"https://a.example.co.uk/x"}` + "\n",
		},
	} {
		c.args = append([]string{"-jsonl"}, c.args...)
		t.Run(c.name, func(t *testing.T) { checkList(t, c) })
	}
}

func TestLongLine(t *testing.T) {
	sizes := []int{100_000}
	if !testing.Short() {
		sizes = append(sizes, 10<<20)
	}
	for _, n := range sizes {
		long := "https://example.com/" + strings.Repeat("a", n)
		t.Run(fmt.Sprint(n), func(t *testing.T) {
			checkLong(t, listCase{
				args:  nil,
				stdin: "https://a.example/\n" + long + "\nhttps://[::1\nhttps://b.example/\n",
				code:  1,
				out:   "https://a.example/\n" + long + "\n\nhttps://b.example/\n",
				errs:  `line 3: IPv6-unclosed: "https://[::1"` + "\n",
			})
			rec := `{"input":"` + long + `","base":null,"href":"` + long + `","origin":"https://example.com","protocol":"https:",` +
				`"username":"","password":"","host":"example.com","hostname":"example.com","port":"","pathname":"` +
				long[len("https://example.com"):] + `","search":"","hash":"","display":"` + long + `"}` + "\n"
			checkLong(t, listCase{args: []string{"-json"}, stdin: long + "\n", out: rec})
			checkLong(t, listCase{args: []string{"-jsonl"}, stdin: `{"input":"` + long + `"}`, out: rec})
		})
	}
}

// checkLong runs c with -j 1 and -j 3, reading in halves.
func checkLong(t *testing.T, c listCase) {
	t.Helper()
	for _, jobs := range []string{"1", "3"} {
		args := append([]string{"-summary=false", "-j", jobs}, c.args...)
		got := runWith(args, iotest.HalfReader(strings.NewReader(c.stdin)))
		if got != (result{c.code, c.out, c.errs}) {
			t.Errorf("%q: got %d, %d bytes of stdout (%d lines), stderr %q; want %d, %d bytes (%d lines), stderr %q",
				args, got.code, len(got.stdout), strings.Count(got.stdout, "\n"), got.stderr,
				c.code, len(c.out), strings.Count(c.out, "\n"), c.errs)
		}
	}
}

func TestUsage(t *testing.T) {
	tests := []struct {
		name     string
		args     []string
		code     int
		inStdout string
		inStderr string
	}{
		{"-h", []string{"-h"}, 0, "-jsonl", ""},
		{"-help", []string{"-help"}, 0, "-base URL", ""},
		{"-h says URL arguments are not files", []string{"-h"}, 0, "Arguments are URLs, never file names", ""},
		{"-h gives the number of CPUs", []string{"-h"}, 0, "the number of CPUs, 4 here", ""},
		{"unknown flag", []string{"-x"}, 2, "", "flag provided but not defined: -x"},
		{"missing -base value", []string{"-base"}, 2, "", "flag needs an argument"},
		{"-j 0", []string{"-j", "0"}, 2, "", "invalid value \"0\" for flag -j"},
		{"-j x", []string{"-j", "x"}, 2, "", "invalid value \"x\" for flag -j"},
		{"-jsonl with URL", []string{"-jsonl", "https://example.com/"}, 2, "", "-jsonl takes no URL arguments"},
		{"-jsonl with -base", []string{"-jsonl", "-base", "https://example.com/"}, 2, "", "-jsonl takes no URL arguments and no -base"},
		{"-f with URL", []string{"-f", "a.txt", "urls.txt"}, 2, "", `URL arguments and -f do not mix (is "urls.txt" a file? then use -f urls.txt)`},
		{"-h documents -site", []string{"-h"}, 0, `add "registrableDomain" to the -json and -jsonl objects`, ""},
		{"-h documents -validate", []string{"-h"}, 0, `"errors":[{"name":…,"offset":…},…],"valid":true|false`, ""},
		{"-validate -jsonl with -base", []string{"-validate", "-jsonl", "-base", "https://example.com/"}, 2, "", "-jsonl takes no URL arguments and no -base"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := runWith(tt.args, nil)
			if got.code != tt.code || !strings.Contains(got.stdout, tt.inStdout) || !strings.Contains(got.stderr, tt.inStderr) {
				t.Errorf("run(%q) = %d, stdout %q, stderr %q; want %d, stdout containing %q, stderr containing %q",
					tt.args, got.code, got.stdout, got.stderr, tt.code, tt.inStdout, tt.inStderr)
			}
		})
	}
}

func TestErrorName(t *testing.T) {
	err := errors.New("some other failure")
	if got := errorName(err); got != "some other failure" {
		t.Errorf("errorName(%v) = %q", err, got)
	}
}

// TestWPT feeds every case of web-platform-tests' urltestdata.json to
// -jsonl and checks each answer against the case.
func TestWPT(t *testing.T) {
	data := readWPT(t, "urltestdata.json")
	var entries []json.RawMessage
	if err := json.Unmarshal(data, &entries); err != nil {
		t.Fatal(err)
	}
	type wptCase struct {
		index   int
		input   string
		base    *string
		failure bool
		want    map[string]string // expected attributes; origin only when given
	}
	var cases []wptCase
	var stdin bytes.Buffer
	for i, raw := range entries {
		if bytes.HasPrefix(bytes.TrimSpace(raw), []byte(`"`)) {
			continue // a comment
		}
		var c struct {
			Input   string  `json:"input"`
			Base    *string `json:"base"`
			Failure bool    `json:"failure"`
		}
		if err := json.Unmarshal(raw, &c); err != nil {
			t.Fatalf("entry %d: %v", i, err)
		}
		var all map[string]any
		json.Unmarshal(raw, &all)
		want := map[string]string{}
		if !c.Failure {
			for _, name := range []string{"href", "origin", "protocol", "username", "password", "host", "hostname", "port", "pathname", "search", "hash"} {
				if v, ok := all[name].(string); ok {
					want[name] = v
				} else if name != "origin" {
					t.Fatalf("entry %d: no %q string", i, name)
				}
			}
		}
		cases = append(cases, wptCase{i, c.Input, c.Base, c.Failure, want})
		if err := json.Compact(&stdin, raw); err != nil {
			t.Fatal(err)
		}
		stdin.WriteByte('\n')
	}

	got := runWith([]string{"-jsonl", "-summary=false"}, &stdin)
	if got.code == 2 {
		t.Fatalf("exit 2, stderr %q", got.stderr)
	}
	var lines []string
	sc := bufio.NewScanner(strings.NewReader(got.stdout))
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		lines = append(lines, sc.Text())
	}
	if len(lines) != len(cases) {
		t.Fatalf("%d cases gave %d output lines", len(cases), len(lines))
	}

	passed := 0
	for i, c := range cases {
		ok := t.Run(fmt.Sprintf("%d/%s", c.index, c.input), func(t *testing.T) {
			var out map[string]any
			if err := json.Unmarshal([]byte(lines[i]), &out); err != nil {
				t.Fatalf("output %q: %v", lines[i], err)
			}
			if out["input"] != c.input {
				t.Errorf("input = %q, want %q", out["input"], c.input)
			}
			if c.base == nil && out["base"] != nil || c.base != nil && out["base"] != *c.base {
				t.Errorf("base = %v, want %v", out["base"], c.base)
			}
			if c.failure {
				if out["failure"] != true {
					t.Errorf("parsed as %q; want failure", out["href"])
				}
				return
			}
			if out["failure"] == true {
				t.Fatalf("failed with %v; want href %q", out["error"], c.want["href"])
			}
			for name, want := range c.want {
				if out[name] != want {
					t.Errorf("%s = %q, want %q", name, out[name], want)
				}
			}
		})
		if ok {
			passed++
		}
	}
	t.Logf("urltestdata.json: %d/%d cases pass", passed, len(cases))
}
