package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/iotest"
)

// result is what one run of the command produced.
type result struct {
	code           int
	stdout, stderr string
}

func runWith(args []string, stdin io.Reader) result {
	if stdin == nil {
		stdin = strings.NewReader("")
	}
	var stdout, stderr bytes.Buffer
	code := run(args, stdin, &stdout, &stderr)
	return result{code, stdout.String(), stderr.String()}
}

// The expected values below are worked out from the URL Standard's
// parser, not taken from this program's output.
const (
	readableExample = `href      "https://example.com/b?q=1%202"
origin    "https://example.com"
protocol  "https:"
username  ""
password  ""
host      "example.com"
hostname  "example.com"
port      ""
pathname  "/b"
search    "?q=1%202"
hash      ""
`
	readableIPv6 = `href      "http://user:pass@[::1]:8080/p#f"
origin    "http://[::1]:8080"
protocol  "http:"
username  "user"
password  "pass"
host      "[::1]:8080"
hostname  "[::1]"
port      "8080"
pathname  "/p"
search    ""
hash      "#f"
`
	jsonExample = `{"input":"https://EXAMPLE.com/a/../b?q=1 2","base":null,` +
		`"href":"https://example.com/b?q=1%202","origin":"https://example.com",` +
		`"protocol":"https:","username":"","password":"","host":"example.com",` +
		`"hostname":"example.com","port":"","pathname":"/b","search":"?q=1%202","hash":""}` + "\n"
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
			stdout: `href      "https://example.org/x?y#z"` + "\n",
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
				`"host":"example.org","hostname":"example.org","port":"","pathname":"/a","search":"","hash":""}` + "\n" +
				`{"input":"https://[::1","base":"https://example.org/","failure":true,"error":"IPv6-unclosed"}` + "\n", ""},
		},
		{
			name:   "json does not escape HTML",
			args:   []string{"-json", "https://x/<a>&"},
			want:   result{0, "", ""},
			stdout: `{"input":"https://x/<a>&","base":null,"href":"https://x/%3Ca%3E&",`,
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

// TestJSONFields checks the -json objects' field names and order against
// urltestdata.json's.
func TestJSONFields(t *testing.T) {
	got := runWith([]string{"-json", "https://example.com/", "https://[::1"}, nil)
	lines := strings.Split(strings.TrimSuffix(got.stdout, "\n"), "\n")
	if len(lines) != 2 {
		t.Fatalf("got %d lines, want 2: %q", len(lines), got.stdout)
	}
	want := [][]string{
		{"input", "base", "href", "origin", "protocol", "username", "password", "host", "hostname", "port", "pathname", "search", "hash"},
		{"input", "base", "failure", "error"},
	}
	for i, line := range lines {
		keys, err := objectKeys(line)
		if err != nil {
			t.Fatalf("line %d: %v", i+1, err)
		}
		if fmt.Sprint(keys) != fmt.Sprint(want[i]) {
			t.Errorf("line %d keys = %v, want %v", i+1, keys, want[i])
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

func TestLines(t *testing.T) {
	tests := []struct {
		name  string
		args  []string
		stdin string
		want  result
	}{
		{
			name:  "failures keep their lines",
			stdin: "https://EXAMPLE.com/a/../b?q=1 2\nhttps://[::1\n\nhttp://b.example\r\n",
			want: result{1, "https://example.com/b?q=1%202\n\n\nhttp://b.example/\n",
				"line 2: IPv6-unclosed\nline 3: missing-scheme-non-relative-URL\n"},
		},
		{
			name:  "last line without newline",
			stdin: "https://a.example\nhttps://b.example",
			want:  result{0, "https://a.example/\nhttps://b.example/\n", ""},
		},
		{
			name:  "empty input",
			stdin: "",
			want:  result{0, "", ""},
		},
		{
			name:  "one empty line",
			stdin: "\n",
			want:  result{1, "\n", "line 1: missing-scheme-non-relative-URL\n"},
		},
		{
			name:  "base",
			args:  []string{"-base", "https://example.org/dir/file"},
			stdin: "../x\n\n?q\nhttps://[::1\n",
			want: result{1, "https://example.org/x\nhttps://example.org/dir/file\nhttps://example.org/dir/file?q\n\n",
				"line 4: IPv6-unclosed\n"},
		},
		{
			name:  "json",
			args:  []string{"-json"},
			stdin: "https://EXAMPLE.com/a/../b?q=1 2\nhttps://[::1\n",
			want: result{1, jsonExample +
				`{"input":"https://[::1","base":null,"failure":true,"error":"IPv6-unclosed"}` + "\n", ""},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			// HalfReader makes the command see the input in pieces.
			got := runWith(tt.args, iotest.HalfReader(strings.NewReader(tt.stdin)))
			if got != tt.want {
				t.Errorf("stdin %q\n got %d, stdout %q, stderr %q\nwant %d, stdout %q, stderr %q",
					tt.stdin, got.code, got.stdout, got.stderr, tt.want.code, tt.want.stdout, tt.want.stderr)
			}
		})
	}
}

func TestLongLine(t *testing.T) {
	sizes := []int{100_000}
	if !testing.Short() {
		sizes = append(sizes, 10<<20)
	}
	for _, n := range sizes {
		t.Run(fmt.Sprint(n), func(t *testing.T) {
			long := "https://example.com/" + strings.Repeat("a", n)
			stdin := "https://a.example/\n" + long + "\nhttps://[::1\nhttps://b.example/\n"
			got := runWith(nil, strings.NewReader(stdin))
			want := result{1, "https://a.example/\n" + long + "\n\nhttps://b.example/\n", "line 3: IPv6-unclosed\n"}
			if got != want {
				t.Errorf("got %d, %d bytes of stdout (%d lines), stderr %q; want %d, %d bytes (%d lines), stderr %q",
					got.code, len(got.stdout), strings.Count(got.stdout, "\n"), got.stderr,
					want.code, len(want.stdout), strings.Count(want.stdout, "\n"), want.stderr)
			}
		})
	}
}

// TestFlushBeforeRead checks that an answer is written before the command
// waits for the next line, so a program can talk to it through a pipe.
func TestFlushBeforeRead(t *testing.T) {
	for _, mode := range []struct {
		args        []string
		first, next string
		wantFirst   string
	}{
		{nil, "https://a.example\n", "https://b.example\n", "https://a.example/\n"},
		{[]string{"-jsonl"}, `{"input":"https://a.example","base":null}` + "\n", `{"input":"x:"}` + "\n",
			`"href":"https://a.example/"`},
	} {
		t.Run(fmt.Sprint(mode.args), func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			r := &stepReader{chunks: []string{mode.first, mode.next}}
			r.before = func(i int) {
				if i == 1 && !strings.Contains(stdout.String(), mode.wantFirst) {
					t.Errorf("before reading line 2, stdout = %q; want it to contain %q", stdout.String(), mode.wantFirst)
				}
			}
			if code := run(mode.args, r, &stdout, &stderr); code != 0 {
				t.Errorf("exit %d, stderr %q", code, stderr.String())
			}
		})
	}
}

// stepReader returns one chunk per Read, calling before(i) ahead of the
// i-th chunk.
type stepReader struct {
	chunks []string
	i      int
	before func(int)
}

func (r *stepReader) Read(p []byte) (int, error) {
	if r.i == len(r.chunks) {
		return 0, io.EOF
	}
	r.before(r.i)
	n := copy(p, r.chunks[r.i])
	r.chunks[r.i] = r.chunks[r.i][n:]
	if r.chunks[r.i] == "" {
		r.i++
	}
	return n, nil
}

func TestJSONL(t *testing.T) {
	tests := []struct {
		name  string
		stdin string
		want  result
	}{
		{
			name: "base null, absent and non-null",
			stdin: `{"input":"https://EXAMPLE.com/a/../b?q=1 2","base":null}` + "\n" +
				`{"input":"https://[::1"}` + "\n" +
				`{"input":"../x","base":"https://example.org/dir/file","href":"ignored"}` + "\n" +
				`{"input":"/x","base":"https://[::1"}` + "\n" +
				`{"input":"/x","base":"no-base"}` + "\n",
			want: result{1, jsonExample +
				`{"input":"https://[::1","base":null,"failure":true,"error":"IPv6-unclosed"}` + "\n" +
				`{"input":"../x","base":"https://example.org/dir/file","href":"https://example.org/x",` +
				`"origin":"https://example.org","protocol":"https:","username":"","password":"",` +
				`"host":"example.org","hostname":"example.org","port":"","pathname":"/x","search":"","hash":""}` + "\n" +
				`{"input":"/x","base":"https://[::1","failure":true,"error":"IPv6-unclosed"}` + "\n" +
				`{"input":"/x","base":"no-base","failure":true,"error":"missing-scheme-non-relative-URL"}` + "\n",
				""},
		},
		{
			name:  "all parse",
			stdin: `{"input":"sc:x","base":null}`,
			want: result{0, `{"input":"sc:x","base":null,"href":"sc:x","origin":"null","protocol":"sc:",` +
				`"username":"","password":"","host":"","hostname":"","port":"","pathname":"x","search":"","hash":""}` + "\n", ""},
		},
		{
			name:  "malformed JSON",
			stdin: `{"input":"sc:x","base":null}` + "\n" + `{"input":` + "\n",
			want: result{2, `{"input":"sc:x","base":null,"href":"sc:x","origin":"null","protocol":"sc:",` +
				`"username":"","password":"","host":"","hostname":"","port":"","pathname":"x","search":"","hash":""}` + "\n",
				"whatwgurl: -jsonl input 2: unexpected EOF\n"},
		},
		{
			name:  "no input field",
			stdin: `{"base":null}`,
			want:  result{2, "", "whatwgurl: -jsonl input 1: no \"input\" string\n"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := runWith([]string{"-jsonl"}, iotest.HalfReader(strings.NewReader(tt.stdin)))
			if got != tt.want {
				t.Errorf("stdin %s\n got %d, stdout:\n%s\nstderr %q\nwant %d, stdout:\n%s\nstderr %q",
					tt.stdin, got.code, got.stdout, got.stderr, tt.want.code, tt.want.stdout, tt.want.stderr)
			}
		})
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
		{"unknown flag", []string{"-x"}, 2, "", "flag provided but not defined: -x"},
		{"missing -base value", []string{"-base"}, 2, "", "flag needs an argument"},
		{"-jsonl with URL", []string{"-jsonl", "https://example.com/"}, 2, "", "-jsonl takes no URL arguments"},
		{"-jsonl with -base", []string{"-jsonl", "-base", "https://example.com/"}, 2, "", "-jsonl takes no URL arguments and no -base"},
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

// TestWriteError checks that a failing standard output gives exit status 2.
func TestWriteError(t *testing.T) {
	for _, args := range [][]string{{"https://a.example/"}, nil, {"-jsonl"}} {
		var stderr bytes.Buffer
		stdin := strings.NewReader("https://a.example/\n")
		if args != nil && args[0] == "-jsonl" {
			stdin = strings.NewReader(`{"input":"https://a.example/"}`)
		}
		code := run(args, stdin, failingWriter{}, &stderr)
		if code != 2 || !strings.Contains(stderr.String(), "write: disk full") {
			t.Errorf("run(%q) with failing stdout = %d, stderr %q; want 2 and a write error", args, code, stderr.String())
		}
	}
}

type failingWriter struct{}

func (failingWriter) Write([]byte) (int, error) { return 0, errors.New("disk full") }

// TestWPT feeds every case of web-platform-tests' urltestdata.json to
// -jsonl and checks each answer against the case.
func TestWPT(t *testing.T) {
	dir := os.Getenv("WHATWGURL_WPT")
	if dir == "" {
		t.Skip("WHATWGURL_WPT is not set; set it to the directory holding urltestdata.json")
	}
	if !filepath.IsAbs(dir) {
		// Relative to the module root, as for the library's own tests.
		root, err := moduleRoot()
		if err != nil {
			t.Fatal(err)
		}
		dir = filepath.Join(root, dir)
	}
	data, err := os.ReadFile(filepath.Join(dir, "urltestdata.json"))
	if err != nil {
		t.Fatal(err)
	}
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

	got := runWith([]string{"-jsonl"}, &stdin)
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
