package main

import (
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/iotest"
	"time"

	"github.com/webstd/whatwgurl/internal/testfiles"
)

// The expected values below follow the Encoding Standard ("UTF-8 decode"
// drops a leading byte order mark) and the URL Standard (U+FEFF is no C0
// control or space, so the parser keeps it, and an input that starts with
// it has no scheme: missing-scheme-non-relative-URL).

// TestByteOrderMark checks that a UTF-8 byte order mark at the start of
// standard input and of each -f file is dropped in every list mode, and
// one anywhere else is kept for the parser.
func TestByteOrderMark(t *testing.T) {
	const scX = `{"input":"sc:x","base":null,"href":"sc:x","origin":"null","protocol":"sc:","username":"","password":"",` +
		`"host":"","hostname":"","port":"","pathname":"x","search":"","hash":"","display":"sc:x"}` + "\n"
	for _, c := range []listCase{
		{
			name:  "lines",
			stdin: bom + "https://www.sec.gov/edgar.shtml\n",
			out:   "https://www.sec.gov/edgar.shtml\n",
		},
		{
			name:  "one line without newline",
			stdin: bom + "https://a.example",
			out:   "https://a.example/\n",
		},
		{
			name:  "only a byte order mark",
			stdin: bom,
		},
		{
			name:  "a byte order mark and a blank line",
			stdin: bom + "\n",
			out:   "\n",
		},
		{
			name:  "-json",
			args:  []string{"-json"},
			stdin: bom + "sc:x\n",
			out:   scX,
		},
		{
			name:  "-jsonl",
			args:  []string{"-jsonl"},
			stdin: bom + `{"input":"sc:x"}` + "\n",
			out:   scX,
		},
		{
			name:  "-validate",
			args:  []string{"-validate"},
			stdin: bom + "https://example.com/\n",
			out: `"https://example.com/"` + "\n" +
				`line 1: no validation error; parses as "https://example.com/"; a valid URL string` + "\n",
		},
		{
			// Only the first line's: on line 2, U+FEFF is part of the
			// input, which then has no scheme.
			name:  "not at the start",
			stdin: bom + "https://a.example\n" + bom + "https://b.example\n",
			code:  1,
			out:   "https://a.example/\n\n",
			// U+FEFF is no graphic character: strconv.Quote escapes it.
			errs: `line 2: missing-scheme-non-relative-URL: "\ufeffhttps://b.example"` + "\n",
		},
		{
			// Two of them: the decoder drops one.
			name:  "two byte order marks",
			stdin: bom + bom + "https://a.example\n",
			code:  1,
			out:   "\n",
			errs:  `line 1: missing-scheme-non-relative-URL: "\ufeffhttps://a.example"` + "\n",
		},
		{
			// The start of a byte order mark is no byte order mark: the
			// two bytes are one invalid sequence, one U+FFFD.
			name:  "a cut byte order mark",
			stdin: "\xEF\xBBhttps://a.example\n",
			code:  1,
			out:   "\n",
			errs:  "line 1: missing-scheme-non-relative-URL: \"\uFFFDhttps://a.example\"\n",
		},
		{
			name:  "a cut byte order mark at the end",
			stdin: "\xEF\xBB",
			code:  1,
			out:   "\n",
			errs:  "line 1: missing-scheme-non-relative-URL: \"\uFFFD\"\n",
		},
	} {
		t.Run(c.name, func(t *testing.T) { checkList(t, c) })
	}
}

// TestByteOrderMarkFiles checks that each -f file's byte order mark is
// dropped, and standard input's among them.
func TestByteOrderMarkFiles(t *testing.T) {
	dir := t.TempDir()
	a := filepath.Join(dir, "a.txt")
	b := filepath.Join(dir, "b.txt")
	if err := os.WriteFile(a, []byte(bom+"https://a.example"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(b, []byte(bom+"https://b.example\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	got := runWith([]string{"-summary=false", "-f", a, "-f", "-", "-f", b}, strings.NewReader(bom+"https://c.example\n"))
	want := result{0, "https://a.example/\nhttps://c.example/\nhttps://b.example/\n", ""}
	if got != want {
		t.Errorf("got %+v\nwant %+v", got, want)
	}
}

// TestBOMStripperReads checks the reader alone, read in pieces of every
// size: it passes on everything but a leading byte order mark, and an
// error after the data.
func TestBOMStripperReads(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"", ""},
		{bom, ""},
		{bom + "a", "a"},
		{"a" + bom, "a" + bom},
		{"\xEF", "\xEF"},
		{"\xEF\xBB", "\xEF\xBB"},
		{"\xEFx", "\xEFx"},
		{"\xEF\xBB\xBE", "\xEF\xBB\xBE"},
		{bom + bom, bom},
	} {
		for _, r := range []func(io.Reader) io.Reader{
			func(r io.Reader) io.Reader { return r },
			iotest.OneByteReader,
			iotest.HalfReader,
			iotest.DataErrReader,
		} {
			got, err := io.ReadAll(&bomStripper{r: r(strings.NewReader(c.in))})
			if string(got) != c.want || err != nil {
				t.Errorf("%q: got %q, %v; want %q", c.in, got, err, c.want)
			}
		}
		got, err := io.ReadAll(iotest.OneByteReader(&bomStripper{r: iotest.TimeoutReader(strings.NewReader(c.in))}))
		if len(c.in) > 1 && err != iotest.ErrTimeout || len(got) > len(c.want) || c.want[:len(got)] != string(got) {
			t.Errorf("%q with a read error: got %q, %v", c.in, got, err)
		}
	}
}

// TestBlankLines checks that a blank line is treated alike in every list
// mode: skipped, no failure, an empty output line (none with -validate),
// and counted in the summary.
func TestBlankLines(t *testing.T) {
	const in = "\n \t\r\n"
	for _, mode := range []struct {
		args []string
		out  string
	}{
		{nil, "\n\n"},
		{[]string{"-json"}, "\n\n"},
		{[]string{"-jsonl"}, "\n\n"},
		{[]string{"-validate"}, ""},
		{[]string{"-validate", "-json"}, "\n\n"},
		{[]string{"-validate", "-jsonl"}, "\n\n"},
		{[]string{"-base", "https://example.com/"}, "\n\n"}, // not the base URL itself
		{[]string{"-key", "default"}, "\n\n"},
	} {
		for _, jobs := range []string{"1", "3"} {
			args := append([]string{"-j", jobs}, mode.args...)
			got := runWith(args, strings.NewReader(in))
			// No input was validated, so -validate adds no count.
			summary := "whatwgurl: 2 lines in 1s (2 lines/s): 0 ok, 0 failed, 0 invalid UTF-8, 2 blank\n"
			want := result{0, mode.out, summary}
			if got != want {
				t.Errorf("%q: got %+v\nwant %+v", args, got, want)
			}
		}
	}
}

// TestFileHint checks the hint for a URL argument that looks like a file
// name, and that other failing arguments get none.
func TestFileHint(t *testing.T) {
	dir := t.TempDir()
	list := filepath.Join(dir, "my list")
	if err := os.WriteFile(list, []byte("https://a.example\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	hint := func(w string) string {
		return "whatwgurl: hint: arguments are URLs, never file names; to read the list in the file " + w +
			", run: whatwgurl -f " + w + "\n"
	}
	for _, c := range []struct {
		args []string
		want result
	}{
		{[]string{"urls.txt"}, result{1, "", "whatwgurl: urls.txt: missing-scheme-non-relative-URL\n" + hint("urls.txt")}},
		{[]string{"-json", "frontier.JSONL"}, result{1,
			`{"input":"frontier.JSONL","base":null,"failure":true,"error":"missing-scheme-non-relative-URL"}` + "\n",
			hint("frontier.JSONL")}},
		{[]string{list}, result{1, "", "whatwgurl: " + list + ": missing-scheme-non-relative-URL\n" + hint("'"+list+"'")}},
		{[]string{"-q", "a.txt", "b.txt"}, result{1, "", hint("a.txt")}},
		{[]string{"-validate", "urls.txt"}, result{1,
			// The scheme state reaches the end without ':', so the
			// parser starts over in the no scheme state, at offset 0.
			`"urls.txt"` + "\n" + ` ^ 0 missing-scheme-non-relative-URL` + "\n" +
				"1 validation error; fails; not a valid URL string\n",
			hint("urls.txt")}},
		{[]string{"-key", "default", "urls.txt"}, result{1, "", "whatwgurl: urls.txt: missing-scheme-non-relative-URL\n" + hint("urls.txt")}},
		// No hint: a domain, a failure of another kind, a relative
		// reference that parses against a base.
		{[]string{"example.com"}, result{1, "", "whatwgurl: example.com: missing-scheme-non-relative-URL\n"}},
		{[]string{"https://[::1.txt"}, result{1, "", "whatwgurl: https://[::1.txt: IPv6-unclosed\n"}},
	} {
		got := runWith(c.args, nil)
		if got != c.want {
			t.Errorf("%q: got %+v\nwant %+v", c.args, got, c.want)
		}
	}
	got := runWith([]string{"-base", "https://example.com/", "urls.txt"}, nil)
	if got.code != 0 || strings.Contains(got.stderr, "hint") {
		t.Errorf("-base, urls.txt: got %+v, want no hint", got)
	}
}

func TestShellWord(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"urls.txt", "urls.txt"},
		{"/tmp/a-b_c+d,e:f@g%h", "/tmp/a-b_c+d,e:f@g%h"},
		{"my list", "'my list'"},
		{"it's", `'it'\''s'`},
		{"$HOME", "'$HOME'"},
		{"", "''"},
	} {
		if got := shellWord(c.in); got != c.want {
			t.Errorf("shellWord(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// TestPlurals checks that one of a thing is named in the singular.
func TestPlurals(t *testing.T) {
	got := runWith([]string{"-j", "1"}, strings.NewReader("https://a/\n"))
	want := "whatwgurl: 1 line in 1s (1 lines/s): 1 ok, 0 failed, 0 invalid UTF-8\n"
	if got.stderr != want {
		t.Errorf("summary %q, want %q", got.stderr, want)
	}
	got = runWith([]string{"-j", "1", "-validate"}, strings.NewReader("https://a/ b\nhttps://a/\n"))
	want = "whatwgurl: 2 lines in 1s (2 lines/s): 2 ok, 0 failed, 0 invalid UTF-8, 1 not a valid URL string\n"
	if got.stderr != want {
		t.Errorf("-validate summary %q, want %q", got.stderr, want)
	}
	var p progress
	p.lines.Store(1)
	if got, want := string(p.appendLine(nil, time.Second)), "whatwgurl: 1 line, 1 lines/s, 0.0 MB, 0 failed"; got != want {
		t.Errorf("progress line %q, want %q", got, want)
	}
}

// TestProgressKnownSize checks the share read and the time left, at the
// rate so far, when the size of the input is known.
func TestProgressKnownSize(t *testing.T) {
	for _, c := range []struct {
		done, total int64
		elapsed     time.Duration
		want        string
	}{
		// 4s × (560.7 - 180.2) / 180.2 = 8.44s, to a tenth below 10s.
		{180_234_567, 560_700_000, 4 * time.Second,
			"whatwgurl: 3200000 lines, 800.0k lines/s, 180.2 of 560.7 MB (32%), 960 failed, 8.4s left"},
		{560_700_000, 560_700_000, 12 * time.Second,
			"whatwgurl: 3200000 lines, 266.7k lines/s, 560.7 of 560.7 MB (100%), 960 failed, 0s left"},
		// A last line without "\n" counts one byte more than the file.
		{1001, 1000, time.Second, "whatwgurl: 3200000 lines, 3.20M lines/s, 0.0 of 0.0 MB (100%), 960 failed, 0s left"},
		// Nothing read yet: no estimate.
		{0, 1000, time.Second, "whatwgurl: 3200000 lines, 3.20M lines/s, 0.0 of 0.0 MB (0%), 960 failed"},
		{50_000_000, 1_000_000_000, 60 * time.Second,
			"whatwgurl: 3200000 lines, 53.3k lines/s, 50.0 of 1000.0 MB (5%), 960 failed, 19m0s left"},
	} {
		p := progress{total: c.total}
		p.lines.Store(3_200_000)
		p.bytes.Store(c.done)
		p.failed.Store(960)
		if got := string(p.appendLine(nil, c.elapsed)); got != c.want {
			t.Errorf("%d of %d bytes after %v:\n got %q\nwant %q", c.done, c.total, c.elapsed, got, c.want)
		}
	}
}

// TestInputSize checks that the size is known for regular files only.
func TestInputSize(t *testing.T) {
	dir := t.TempDir()
	a := filepath.Join(dir, "a.txt")
	if err := os.WriteFile(a, []byte("https://a.example\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	open := func() *os.File {
		f, err := os.Open(a)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { f.Close() })
		return f
	}
	if got := inputSize([]io.Reader{open(), open()}); got != 36 {
		t.Errorf("two files: %d, want 36", got)
	}
	if got := inputSize([]io.Reader{open(), strings.NewReader("x\n")}); got != 0 {
		t.Errorf("a file and a reader that is no file: %d, want 0", got)
	}
	pr, pw, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer pr.Close()
	defer pw.Close()
	if got := inputSize([]io.Reader{pr}); got != 0 {
		t.Errorf("a pipe: %d, want 0", got)
	}
	d, err := os.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	if got := inputSize([]io.Reader{d}); got != 0 {
		t.Errorf("a directory: %d, want 0", got)
	}
}

// TestFirstDatasetLine runs the first line of kasztp.txt, which starts
// with a byte order mark, through the command as standard input.
func TestFirstDatasetLine(t *testing.T) {
	dir, err := testfiles.DatasetsDir(t)
	if err != nil {
		t.Skip(err)
	}
	data, err := os.ReadFile(filepath.Join(dir, "kasztp.txt"))
	if err != nil {
		t.Skip(err)
	}
	first, _, _ := strings.Cut(string(data), "\n")
	if !strings.HasPrefix(first, bom) {
		t.Fatalf("kasztp.txt no longer starts with a byte order mark: %q", first)
	}
	got := runWith([]string{"-summary=false"}, strings.NewReader(first+"\n"))
	if want := (result{0, "https://www.sec.gov/edgar.shtml\n", ""}); got != want {
		t.Errorf("got %+v, want %+v", got, want)
	}
}
