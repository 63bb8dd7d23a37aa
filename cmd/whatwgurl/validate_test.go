package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/webstd/whatwgurl"
	"github.com/webstd/whatwgurl/internal/testfiles"
)

// The expected outputs are worked out from the URL Standard's steps and
// the offsets Parser.OnValidationError documents, not taken from the
// command's output.

func TestValidateArgs(t *testing.T) {
	// The input, written with QuoteToASCII, doubles each '\': the '\' at
	// offsets 6, 7 and 20 are at columns 7, 9 and 23.
	want := `"https:\\\\evil.example\\x"
       ^ 6 special-scheme-missing-following-solidus
       ^ 6 special-scheme-missing-following-solidus
         ^ 7 special-scheme-missing-following-solidus
                       ^ 20 invalid-reverse-solidus
4 validation errors; parses as "https://evil.example/x"; not a valid URL string

"https://example.com/"
no validation error; parses as "https://example.com/"; a valid URL string
`
	r := runWith([]string{"-validate", `https:\\evil.example\x`, "https://example.com/"}, nil)
	if r.stdout != want || r.code != exitFailed || r.stderr != "" {
		t.Errorf("got status %d, stdout\n%s\nstderr %q; want status 1, stdout\n%s", r.code, r.stdout, r.stderr, want)
	}
}

// TestValidateEmpty checks the empty input as a URL argument (in a list it
// is a blank line, which is skipped): it fails in the scheme start state,
// at the end of the input (offset 0), with missing-scheme-non-relative-URL
// and no base; its caret is under the closing quote.
func TestValidateEmpty(t *testing.T) {
	r := runWith([]string{"-validate", ""}, nil)
	want := `""
 ^ 0 missing-scheme-non-relative-URL
1 validation error; fails; not a valid URL string
`
	if r.stdout != want || r.code != exitFailed {
		t.Errorf("got status %d, stdout\n%s\nwant status 1, stdout\n%s", r.code, r.stdout, want)
	}
	r = runWith([]string{"-validate", "-json", ""}, nil)
	want = `{"input":"","base":null,"failure":true,"error":"missing-scheme-non-relative-URL",` +
		`"errors":[{"name":"missing-scheme-non-relative-URL","offset":0}],"valid":false}` + "\n"
	if r.stdout != want || r.code != exitFailed {
		t.Errorf("-json: got status %d, stdout\n%s\nwant status 1, stdout\n%s", r.code, r.stdout, want)
	}
}

func TestValidateValid(t *testing.T) {
	r := runWith([]string{"-validate", "-base", "https://example.com/docs/", "../a?b#c"}, nil)
	want := `"../a?b#c"
no validation error; parses as "https://example.com/a?b#c"; a valid URL string
`
	if r.stdout != want || r.code != exitOK {
		t.Errorf("got status %d, stdout\n%s\nwant status 0, stdout\n%s", r.code, r.stdout, want)
	}
}

func TestValidateFailure(t *testing.T) {
	// "１" is U+FF11, three bytes and "\uff11" (six columns) in the
	// caret line: the host starts at offset 8, column 9, and its fifth
	// label at offset 18, column 22.
	r := runWith([]string{"-validate", "https://１.2.3.4.5/"}, nil)
	want := `"https://\uff11.2.3.4.5/"
         ^ 8 IPv4-non-ASCII-input
                      ^ 18 IPv4-too-many-parts
2 validation errors; fails; not a valid URL string
`
	if r.stdout != want || r.code != exitFailed {
		t.Errorf("got status %d, stdout\n%s\nwant status 1, stdout\n%s", r.code, r.stdout, want)
	}
}

func TestValidateLines(t *testing.T) {
	r := runWith([]string{"-validate", "-json"}, strings.NewReader("https://a_b/\nhttps://h/\n"))
	want := `{"input":"https://a_b/","base":null,"href":"https://a_b/","origin":"https://a_b","protocol":"https:",` +
		`"username":"","password":"","host":"a_b","hostname":"a_b","port":"","pathname":"/","search":"","hash":"",` +
		`"display":"https://a_b/",` +
		`"errors":[{"name":"domain-to-ASCII","offset":9}],"valid":false}
{"input":"https://h/","base":null,"href":"https://h/","origin":"https://h","protocol":"https:",` +
		`"username":"","password":"","host":"h","hostname":"h","port":"","pathname":"/","search":"","hash":"",` +
		`"display":"https://h/",` +
		`"errors":[],"valid":true}
`
	if r.stdout != want || r.code != exitFailed {
		t.Errorf("got status %d, stdout\n%s\nwant status 1, stdout\n%s", r.code, r.stdout, want)
	}
}

func TestValidateJSONL(t *testing.T) {
	in := `{"input":"#f","base":"mailto:x"}
{"input":"x","base":"mailto:x"}
{"input":"x","base":"a b"}
`
	want := `{"input":"#f","base":"mailto:x","href":"mailto:x#f","origin":"null","protocol":"mailto:",` +
		`"username":"","password":"","host":"","hostname":"","port":"","pathname":"x","search":"","hash":"#f",` +
		`"display":"mailto:x#f",` +
		`"errors":[],"valid":true}
{"input":"x","base":"mailto:x","failure":true,"error":"missing-scheme-non-relative-URL",` +
		`"errors":[{"name":"missing-scheme-non-relative-URL","offset":0}],"valid":false}
{"input":"x","base":"a b","failure":true,"error":"missing-scheme-non-relative-URL","errors":[],"valid":false}
`
	r := runWith([]string{"-validate", "-jsonl"}, strings.NewReader(in))
	if r.stdout != want || r.code != exitFailed {
		t.Errorf("got status %d, stdout\n%s\nwant status 1, stdout\n%s", r.code, r.stdout, want)
	}
	r = runWith([]string{"-validate", "-jsonl"}, strings.NewReader(`{"input":"https://h/"}`+"\n"))
	if r.code != exitOK || !strings.HasSuffix(r.stdout, `"errors":[],"valid":true}`+"\n") {
		t.Errorf("got status %d, stdout %q", r.code, r.stdout)
	}
}

func TestQuotedColumns(t *testing.T) {
	// QuoteToASCII("a\xffé\"") is `"a\xff\u00e9\""`.
	got := quotedColumns(nil, "a\xffé\"")
	want := []int{1, 2, 6, 6, 12, 14}
	if len(got) != len(want) {
		t.Fatalf("quotedColumns = %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("quotedColumns = %v, want %v", got, want)
		}
	}
}

// The blocks of TestValidateArgs, for the lines of a list: the summary
// line names the line number.
const (
	validateEvilBlock = `"https:\\\\evil.example\\x"
       ^ 6 special-scheme-missing-following-solidus
       ^ 6 special-scheme-missing-following-solidus
         ^ 7 special-scheme-missing-following-solidus
                       ^ 20 invalid-reverse-solidus
`
	validateEvilSummary = `4 validation errors; parses as "https://evil.example/x"; not a valid URL string` + "\n"
)

func TestValidateList(t *testing.T) {
	evilJSON := `{"input":"https:\\\\evil.example\\x","base":null,"href":"https://evil.example/x","origin":"https://evil.example",` +
		`"protocol":"https:","username":"","password":"","host":"evil.example","hostname":"evil.example","port":"",` +
		`"pathname":"/x","search":"","hash":"","display":"https://evil.example/x",` +
		`"errors":[{"name":"special-scheme-missing-following-solidus","offset":6},` +
		`{"name":"special-scheme-missing-following-solidus","offset":6},` +
		`{"name":"special-scheme-missing-following-solidus","offset":7},` +
		`{"name":"invalid-reverse-solidus","offset":20}],"valid":false}` + "\n"
	for _, c := range []listCase{
		{
			// The blank line 2 is skipped (isBlank): no block. A block
			// that fails writes no error line.
			name:  "lines",
			args:  []string{"-validate"},
			stdin: "https:\\\\evil.example\\x\n\nhttps://example.com/\n",
			code:  1,
			out: validateEvilBlock + "line 1: " + validateEvilSummary + "\n" +
				`"https://example.com/"` + "\n" +
				`line 3: no validation error; parses as "https://example.com/"; a valid URL string` + "\n",
		},
		{
			name:  "lines, all valid",
			args:  []string{"-validate", "-base", "https://example.com/docs/"},
			stdin: "../a?b#c\nhttps://example.com/\n",
			out: `"../a?b#c"` + "\n" +
				`line 1: no validation error; parses as "https://example.com/a?b#c"; a valid URL string` + "\n\n" +
				`"https://example.com/"` + "\n" +
				`line 2: no validation error; parses as "https://example.com/"; a valid URL string` + "\n",
		},
		{
			// "\xff" is read as U+FFFD (three bytes, a URL code point,
			// so no error), and the offsets count it so: the space,
			// which is no URL unit (path state), is at 13, column 17
			// after "\ufffd" (six columns).
			name:  "lines, invalid UTF-8",
			args:  []string{"-validate"},
			stdin: "https://h/\xff b\n",
			code:  1,
			out: `"https://h/\ufffd b"` + "\n" +
				`                 ^ 13 invalid-URL-unit` + "\n" +
				`line 1: 1 validation error; parses as "https://h/%EF%BF%BD%20b"; not a valid URL string` + "\n",
		},
		{
			name:  "json",
			args:  []string{"-validate", "-json"},
			stdin: "https:\\\\evil.example\\x\nhttps://h/\xff b\n\n",
			code:  1,
			out: evilJSON +
				"{\"input\":\"https://h/\uFFFD b\",\"base\":null,\"href\":\"https://h/%EF%BF%BD%20b\",\"origin\":\"https://h\"," +
				`"protocol":"https:","username":"","password":"","host":"h","hostname":"h","port":"",` +
				`"pathname":"/%EF%BF%BD%20b","search":"","hash":"","display":"https://h/%EF%BF%BD%20b",` +
				`"errors":[{"name":"invalid-URL-unit","offset":13}],"valid":false}` + "\n" +
				"\n", // the blank line 3, skipped
		},
		{
			name: "jsonl, a line that is not a record mid-file",
			args: []string{"-validate", "-jsonl"},
			stdin: `{"input":"https:\\\\evil.example\\x"}` + "\n" + `{"input":` + "\n" +
				`{"input":"#f","base":"mailto:x"}` + "\n",
			code: 1,
			out: evilJSON + `{"line":2,"error":"bad JSON: unexpected end of JSON input"}` + "\n" +
				`{"input":"#f","base":"mailto:x","href":"mailto:x#f","origin":"null","protocol":"mailto:",` +
				`"username":"","password":"","host":"","hostname":"","port":"","pathname":"x","search":"","hash":"#f",` +
				`"display":"mailto:x#f",` +
				`"errors":[],"valid":true}` + "\n",
		},
		{
			name:  "jsonl, all valid",
			args:  []string{"-validate", "-jsonl"},
			stdin: `{"input":"#f","base":"mailto:x"}` + "\n",
			out: `{"input":"#f","base":"mailto:x","href":"mailto:x#f","origin":"null","protocol":"mailto:",` +
				`"username":"","password":"","host":"","hostname":"","port":"","pathname":"x","search":"","hash":"#f",` +
				`"display":"mailto:x#f",` +
				`"errors":[],"valid":true}` + "\n",
		},
	} {
		t.Run(c.name, func(t *testing.T) { checkList(t, c) })
	}
}

// TestValidateSummary checks the summary of a -validate run: the
// inputs that are not valid URL strings are counted, whether they parse
// or not.
func TestValidateSummary(t *testing.T) {
	for _, mode := range [][]string{{"-validate", "-q"}, {"-validate", "-json"}} {
		got := runWith(append([]string{"-j", "2"}, mode...), strings.NewReader("https://a/\nhttps://a/ b\nx\n"))
		want := "whatwgurl: 3 lines in 1s (3 lines/s): 2 ok, 1 failed, 0 invalid UTF-8, 2 not valid URL strings\n" +
			"whatwgurl:        1 missing-scheme-non-relative-URL\n"
		if got.code != exitFailed || got.stderr != want {
			t.Errorf("%q: exit %d, stderr\n%s\nwant exit 1, stderr\n%s", mode, got.code, got.stderr, want)
		}
	}
}

// TestValidateLongInput checks that an input too wide for carets gets
// its errors listed by offset.
func TestValidateLongInput(t *testing.T) {
	input := "https://h/" + strings.Repeat("a", 1000) + " b"
	want := `"` + input + `"` + "\n" +
		"  at 1010: invalid-URL-unit\n" +
		`1 validation error; parses as "https://h/` + strings.Repeat("a", 1000) + `%20b"; not a valid URL string` + "\n"
	r := runWith([]string{"-validate", input}, nil)
	if r.stdout != want || r.code != exitFailed {
		t.Errorf("got status %d, stdout\n%s\nwant status 1, stdout\n%s", r.code, r.stdout, want)
	}
}

// TestValidateDocs runs the -validate example of docs/command.md and
// compares its output with the page's, byte for byte. Its offsets are
// the ones worked out in TestValidateArgs and, for the second input, from
// the steps: the stripped leading space (0), the '@' of the credentials
// (13), the first digit of the IPv6 piece "01" (17), the space in the path
// (22) and the second '#' (28), which is no URL unit in a fragment.
func TestValidateDocs(t *testing.T) {
	root, err := testfiles.ModuleRoot()
	if err != nil {
		t.Fatal(err)
	}
	readme, err := os.ReadFile(filepath.Join(root, "docs", "command.md"))
	if err != nil {
		t.Fatal(err)
	}
	const prompt = "$ whatwgurl -validate "
	_, rest, ok := strings.Cut(string(readme), prompt)
	if !ok {
		t.Fatalf("no %q in docs/command.md", prompt)
	}
	command, rest, _ := strings.Cut(rest, "\n")
	want, _, ok := strings.Cut(rest, "```")
	if !ok {
		t.Fatal("the -validate example of docs/command.md does not end")
	}
	// The arguments: words, or text in single quotes.
	var args []string
	for command != "" {
		command = strings.TrimLeft(command, " ")
		var arg string
		if strings.HasPrefix(command, "'") {
			arg, command, _ = strings.Cut(command[1:], "'")
		} else {
			arg, command, _ = strings.Cut(command, " ")
		}
		args = append(args, arg)
	}
	if len(args) != 3 {
		t.Fatalf("arguments %q, want 3", args)
	}
	got := runWith(append([]string{"-validate"}, args...), nil)
	if got.stdout != want || got.code != exitFailed {
		t.Errorf("whatwgurl -validate %q: exit %d, output\n%s\ndocs/command.md:\n%s", args, got.code, got.stdout, want)
	}
}

// TestValidateScalarInput checks what scalarInput's doc comment says:
// the errors' names and the validity of an input that is not valid UTF-8
// are the same whether the parser reads its bytes or the text with U+FFFD.
func TestValidateScalarInput(t *testing.T) {
	v := newValidator(nil)
	names := func(input string) (string, bool) {
		r := v.validate(input)
		var b strings.Builder
		for _, e := range r.errors {
			b.WriteString(e.err.Error())
			b.WriteByte(' ')
		}
		return b.String(), r.valid
	}
	checked := 0
	for _, s := range jsonStrings {
		for _, prefix := range []string{"", "https://example.com/", "sc:", "https://h\xff/", "https://", "ws://u:p@h:1/?", "https://h/#"} {
			var scratch []byte
			input := prefix + s
			text, replaced := scalarInput(input, &scratch)
			if !replaced {
				continue
			}
			checked++
			rawNames, rawValid := names(input)
			textNames, textValid := names(text)
			if rawNames != textNames || rawValid != textValid {
				t.Errorf("%q: errors %q, valid %v; as %q: errors %q, valid %v", input, rawNames, rawValid, text, textNames, textValid)
			}
		}
	}
	if checked == 0 {
		t.Fatal("no input with invalid UTF-8")
	}
}

func FuzzQuotedColumns(f *testing.F) {
	for _, s := range jsonStrings {
		f.Add(s)
	}
	f.Add("a\xffé\"𝄞\x7f\a")
	f.Fuzz(func(t *testing.T, s string) {
		cols := quotedColumns(nil, s)
		if len(cols) != len(s)+1 {
			t.Fatalf("%d columns for %d bytes", len(cols), len(s))
		}
		// Where a code point (or an invalid byte) starts, the column is
		// the length of the quoted text before it, without its closing
		// quote.
		for i := 0; i < len(s); {
			_, size := utf8.DecodeRuneInString(s[i:])
			if want := len(strconv.QuoteToASCII(s[:i])) - 1; cols[i] != want {
				t.Fatalf("%q: column of offset %d = %d, want %d", s, i, cols[i], want)
			}
			for k := 1; k < size; k++ {
				if cols[i+k] != cols[i] {
					t.Fatalf("%q: column of offset %d = %d, want %d (of its code point)", s, i+k, cols[i+k], cols[i])
				}
			}
			i += size
		}
		if want := len(strconv.QuoteToASCII(s)) - 1; cols[len(s)] != want {
			t.Fatalf("%q: column of the end = %d, want %d", s, cols[len(s)], want)
		}
	})
}

// checkValidationRecord compares appendRecord's line with -validate's
// fields for input with encoding/json's (refRecordJSON), without and with
// the fields of -json -site. The errors are recorded here with a callback
// of the test's own, and the validity asked of the library.
func checkValidationRecord(t *testing.T, input string, base *string) {
	t.Helper()
	var p whatwgurl.Parser
	var v validation
	p.OnValidationError = func(err whatwgurl.ValidationError, offset int) {
		v.errors = append(v.errors, validationError{err, offset})
	}
	if base != nil {
		b, err := whatwgurl.Parse(*base)
		if err != nil {
			v.err = err // the case fails with its base's error
		}
		p.Base = b
	}
	if v.err == nil {
		v.url, v.err = p.Parse(input)
		v.valid = p.IsValidURLString(input)
	}
	for _, x := range []extraFields{{v: &v}, {display: true, v: &v}, {site: true, display: true, v: &v}} {
		want := refRecordJSON(t, input, base, v.url, v.err, x)
		if got := string(appendRecord(nil, input, baseJSONOf(base), v.url, v.err, x)); got != want {
			t.Errorf("input %q, base %v, site %v, display %v:\n got %s\nwant %s", input, base, x.site, x.display, got, want)
		}
	}
}

// TestValidationRecordWPT compares the -validate -json record of every
// urltestdata.json case with encoding/json's.
func TestValidationRecordWPT(t *testing.T) {
	for _, e := range wptEntries(t) {
		if !utf8.ValidString(e.input) {
			continue // -validate replaces invalid UTF-8 first; JSON input never has any
		}
		checkValidationRecord(t, e.input, e.base)
		checkValidationRecord(t, e.input, nil)
	}
}

// TestValidationRecordDatasets compares the -validate -json record of
// every line of the datasets with encoding/json's.
func TestValidationRecordDatasets(t *testing.T) {
	base := "https://user:pass@example.org:8080/dir/file?q#f"
	for line := range bytes.Lines(datasetLines(t)) {
		input := string(bytes.TrimSuffix(line, []byte("\n")))
		if !utf8.ValidString(input) {
			continue
		}
		checkValidationRecord(t, input, nil)
		checkValidationRecord(t, input, &base)
	}
}

func TestValidationRecordStrings(t *testing.T) {
	base := "sc://h/\"\\\u2028"
	bad := "no base"
	for _, s := range jsonStrings {
		for _, prefix := range []string{"", "https://example.com/", "sc:", "https://h/#", " https://a@b/"} {
			var scratch []byte
			input, _ := scalarInput(prefix+s, &scratch)
			input = strings.Clone(input)
			checkValidationRecord(t, input, nil)
			checkValidationRecord(t, input, &base)
			checkValidationRecord(t, input, &bad)
		}
	}
}
