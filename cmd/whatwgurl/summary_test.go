package main

import (
	"bytes"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/webstd/whatwgurl"
)

func TestSummary(t *testing.T) {
	var s stats
	s.lines, s.ok, s.failed, s.invalidUTF8 = 10_000_000, 6_999_000, 3_001_000, 12
	s.byCode[whatwgurl.IPv6Unclosed] = 3_000_000
	s.byCode[whatwgurl.HostMissing] = 500
	s.other = map[string]int64{badJSON: 500}
	got := string(s.appendSummary(nil, 1234567*time.Microsecond))
	want := "whatwgurl: 10000000 lines in 1.235s (8.10M lines/s): 6999000 ok, 3001000 failed, 12 invalid UTF-8\n" +
		"whatwgurl:  3000000 IPv6-unclosed\n" +
		"whatwgurl:      500 bad JSON\n" +
		"whatwgurl:      500 host-missing\n"
	if got != want {
		t.Errorf("summary:\n%s\nwant:\n%s", got, want)
	}

	s = stats{lines: 3, ok: 2, blank: 1}
	got = string(s.appendSummary(nil, 1500*time.Microsecond))
	want = "whatwgurl: 3 lines in 1.5ms (2000 lines/s): 2 ok, 0 failed, 0 invalid UTF-8, 1 blank\n"
	if got != want {
		t.Errorf("summary:\n%s\nwant:\n%s", got, want)
	}
}

// TestSummaryRun checks the summary a run writes, with the test clock.
func TestSummaryRun(t *testing.T) {
	for _, jobs := range []string{"1", "3"} {
		got := runWith([]string{"-j", jobs, "-q"}, strings.NewReader("https://a/\nx\n\xff\nhttps://[::1\nhttps://b/\n"))
		want := result{1, "https://a/\n\n\n\nhttps://b/\n",
			"whatwgurl: 5 lines in 1s (5 lines/s): 2 ok, 3 failed, 1 invalid UTF-8\n" +
				"whatwgurl:        2 missing-scheme-non-relative-URL\n" +
				"whatwgurl:        1 IPv6-unclosed\n"}
		if got != want {
			t.Errorf("-j %s: got %+v\nwant %+v", jobs, got, want)
		}
	}
}

func TestProgressLine(t *testing.T) {
	var p progress
	p.lines.Store(3_200_000)
	p.bytes.Store(180_234_567)
	p.failed.Store(960)
	got := string(p.appendLine(nil, 400*time.Millisecond))
	want := "whatwgurl: 3200000 lines, 8.00M lines/s, 180.2 MB, 960 failed"
	if got != want {
		t.Errorf("progress line %q, want %q", got, want)
	}
	p = progress{}
	if got, want := string(p.appendLine(nil, 0)), "whatwgurl: 0 lines, - lines/s, 0.0 MB, 0 failed"; got != want {
		t.Errorf("progress line %q, want %q", got, want)
	}
}

// TestProgressScreen checks what the progress line and the error lines
// write to the screen: the progress line is written over itself, covers
// a longer one, and is cleared before an error line or the summary.
func TestProgressScreen(t *testing.T) {
	var buf bytes.Buffer
	log := &stderrLog{w: &buf}
	log.showProgress([]byte("whatwgurl: 10 lines"))
	log.showProgress([]byte("whatwgurl: 9 lines"))
	log.write([]byte("line 3: IPv6-unclosed: \"https://[\"\n"))
	log.showProgress([]byte("whatwgurl: 12 lines"))
	log.mu.Lock()
	log.clearLocked()
	log.mu.Unlock()
	want := "\rwhatwgurl: 10 lines" +
		"\rwhatwgurl: 9 lines " +
		"\r" + strings.Repeat(" ", 19) + "\r" + "line 3: IPv6-unclosed: \"https://[\"\n" +
		"\rwhatwgurl: 12 lines" +
		"\r" + strings.Repeat(" ", 19) + "\r"
	if got := buf.String(); got != want {
		t.Errorf("screen:\n%q\nwant:\n%q", got, want)
	}
}

// TestProgressFlag checks that -progress (on by default when standard
// error is a terminal) stops and clears cleanly, and that a run without
// it writes nothing but the summary.
func TestProgressFlag(t *testing.T) {
	for _, c := range []struct {
		terminal bool
		args     []string
		progress bool
	}{
		{false, nil, false},
		{true, nil, true},
		{true, []string{"-progress=false"}, false},
		{false, []string{"-progress"}, true},
	} {
		var stdout, stderr bytes.Buffer
		e := testEnv(strings.NewReader("https://a/\n"), &stdout, &stderr)
		e.terminal = c.terminal
		code := e.run(append(c.args, "-summary=false"))
		// The run ends before the first tick, so the progress line,
		// if any, was never shown; what is checked is that stopping it
		// leaves standard error empty and the run whole.
		if code != 0 || stdout.String() != "https://a/\n" || stderr.Len() != 0 {
			t.Errorf("terminal %v, %q: exit %d, stdout %q, stderr %q", c.terminal, c.args, code, stdout.String(), stderr.String())
		}
		o, err := parseFlags(c.args, e)
		if err != nil || o.progress != c.progress {
			t.Errorf("terminal %v, %q: progress %v, %v; want %v", c.terminal, c.args, o.progress, err, c.progress)
		}
	}
}

func TestIsTerminal(t *testing.T) {
	if isTerminal(&bytes.Buffer{}) {
		t.Error("a buffer is a terminal")
	}
	null, err := os.OpenFile(os.DevNull, os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer null.Close()
	if isTerminal(null) {
		t.Errorf("%s is a terminal", os.DevNull)
	}
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	defer w.Close()
	if isTerminal(w) {
		t.Error("a pipe is a terminal")
	}
	f, err := os.Create(t.TempDir() + "/f")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if isTerminal(f) {
		t.Error("a file is a terminal")
	}
	// A real terminal cannot be had in a test without a pseudo-terminal
	// package; it is the remaining case of isTerminal.
}

func TestAppendShortQuote(t *testing.T) {
	a100 := strings.Repeat("a", 100)
	tests := []struct {
		name, in, want string
	}{
		{"empty", "", `""`},
		{"plain", "https://[::1", `"https://[::1"`},
		{"escapes as strconv.Quote", "a\tb\"c\\d\x7f\u200b", `"a\tb\"c\\d\x7f\u200b"`},
		{"invalid UTF-8 as the parser reads it", "a\xE2\x82b\xFF", `"a�b�"`},
		{"100 bytes, whole", a100, `"` + a100 + `"`},
		{"101 bytes, cut", a100 + "b", `"` + a100 + `"… (101 bytes)`},
		{"cut at a code point", strings.Repeat("é", 60), `"` + strings.Repeat("é", 50) + `"… (120 bytes)`},
		{"cut inside a code point", "a" + strings.Repeat("é", 60), `"a` + strings.Repeat("é", 49) + `"… (121 bytes)`},
		{"U+FFFD is longer than the byte it replaces", strings.Repeat("\xFF", 40), `"` + strings.Repeat("�", 33) + `"… (40 bytes)`},
		{"a code point across the 103-byte prefix", strings.Repeat("a", 99) + "😀", `"` + strings.Repeat("a", 99) + `"… (103 bytes)`},
		{"103 bytes that fit", strings.Repeat("a", 96) + "😀", `"` + strings.Repeat("a", 96) + `😀"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := string(appendShortQuote(nil, tt.in)); got != tt.want {
				t.Errorf("appendShortQuote(%q) = %s, want %s", tt.in, got, tt.want)
			}
		})
	}
}

// TestGoQuoteSafePositions puts each byte that needs more than quotes at
// each place of strings of every length to 40, so that every word and
// tail read of goQuoteSafe sees it.
func TestGoQuoteSafePositions(t *testing.T) {
	for n := 0; n <= 40; n++ {
		for at := -1; at < n; at++ {
			for _, c := range []byte{0, '\t', '"', '\\', 0x7f, 0x80, 0xff} {
				b := []byte(strings.Repeat("a", n))
				if at >= 0 {
					b[at] = c
				}
				s := string(b)
				if got, want := goQuoteSafe(s), strconv.Quote(s) == `"`+s+`"`; got != want {
					t.Fatalf("goQuoteSafe(%q) = %v, want %v", s, got, want)
				}
			}
		}
	}
}

func FuzzGoQuoteSafe(f *testing.F) {
	for _, s := range []string{"", "abc", "a\x7fb", "0123456789abcdef\"", "\\", "é"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		// goQuoteSafe is the fast path for ASCII: it leaves out the
		// printable non-ASCII code points, which Quote also keeps.
		quoteOnly := strconv.Quote(s) == `"`+s+`"`
		if got := goQuoteSafe(s); got && !quoteOnly || isASCII([]byte(s)) && got != quoteOnly {
			t.Errorf("goQuoteSafe(%q) = %v; strconv.Quote only adds quotes: %v", s, got, quoteOnly)
		}
	})
}

// TestLineNumber checks the digits of lineNumber against strconv, over
// steps small and large, forward and back, and across powers of ten.
func TestLineNumber(t *testing.T) {
	var l lineNumber
	check := func(n int64) {
		t.Helper()
		if got, want := string(l.of(n)), strconv.FormatInt(n, 10); got != want {
			t.Fatalf("of(%d) = %s, want %s", n, got, want)
		}
	}
	for n := int64(1); n < 20_000; n += 1 + n%7 {
		check(n)
	}
	for _, n := range []int64{99, 100, 999, 1000, 1999, 2999, 10, 9_999_999, 10_000_003, 10_000_990, 5, 1 << 40, 1<<40 + 999, 1<<40 + 1000} {
		check(n)
	}
}
