package main

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestMain lets a test run the test binary as the command itself, with
// WHATWGURL_TEST_MAIN=1, to see what a real process does with a closed
// pipe.
func TestMain(m *testing.M) {
	if os.Getenv("WHATWGURL_TEST_MAIN") == "1" {
		main()
	}
	os.Exit(m.Run())
}

// chunkReader returns its data in pieces of random sizes.
type chunkReader struct {
	data []byte
	rng  *rand.Rand
	max  int
}

func (r *chunkReader) Read(p []byte) (int, error) {
	if len(r.data) == 0 {
		return 0, io.EOF
	}
	n := min(len(p), len(r.data), 1+r.rng.IntN(r.max))
	copy(p, r.data[:n])
	r.data = r.data[n:]
	return n, nil
}

// mixedInput returns about 35,000 lines of every kind: a third of the
// datasets (or, without them, made-up URLs), failures, invalid UTF-8,
// blank and long lines, in a fixed order.
func mixedInput(t *testing.T) []byte {
	rng := rand.New(rand.NewPCG(1, 2))
	data, err := readDatasets(t)
	if err != nil {
		t.Logf("no datasets (%v): made-up URLs instead", err)
		data = nil
		for i := range 3 * 32_000 {
			data = fmt.Appendf(data, "HTTPS://Host%d.EXAMPLE/a/../p%d?q=%d#f\n", rng.IntN(1000), i, rng.IntN(5))
		}
	}
	var out []byte
	i := 0
	for line := range bytes.Lines(data) {
		if i++; i%3 != 0 {
			continue
		}
		out = append(out, line...)
		switch rng.IntN(40) {
		case 0:
			out = append(out, "https://[::1\n"...)
		case 1:
			out = append(out, "http://h/\xE2\x82\xFF\n"...)
		case 2:
			out = append(out, '\n')
		case 3:
			out = append(out, "https://example.com/"+strings.Repeat("x", rng.IntN(5000))+"\n"...)
		case 4:
			out = append(out, "https://[::1"+strings.Repeat("\"", rng.IntN(300))+"\n"...)
		}
	}
	return out
}

// TestOrder checks that every -j gives the output of -j 1, byte for byte,
// in each list mode, with and without -validate, whatever the size of the
// batches and of the reads.
// Run it with -race.
func TestOrder(t *testing.T) {
	lines := mixedInput(t)
	jsonl := jsonlFromLines(lines)
	// Some -jsonl lines that are not records.
	jsonl = bytes.ReplaceAll(jsonl, []byte(`{"input":"https://[::1"`), []byte(`{"input":"https://[::1"]`))
	for _, mode := range []struct {
		name string
		args []string
		in   []byte
	}{
		{"lines", nil, lines},
		{"json", []string{"-json"}, lines},
		{"base", []string{"-json", "-base", "https://example.org/a/b"}, lines},
		{"jsonl", []string{"-jsonl"}, jsonl},
		{"validate", []string{"-validate"}, lines},
		{"validate-json", []string{"-validate", "-json", "-base", "https://example.org/a/b"}, lines},
		{"validate-jsonl", []string{"-validate", "-jsonl"}, jsonl},
	} {
		t.Run(mode.name, func(t *testing.T) {
			want := runWith(append([]string{"-j", "1"}, mode.args...), bytes.NewReader(mode.in))
			if want.code != 1 || strings.Count(want.stdout, "\n") < 30_000 {
				t.Fatalf("-j 1: exit %d, %d lines", want.code, strings.Count(want.stdout, "\n"))
			}
			for _, c := range []struct {
				jobs  string
				batch int
			}{{"2", 0}, {"3", 1000}, {"8", 100}, {"1", 333}} {
				t.Run(fmt.Sprintf("j=%s/batch=%d", c.jobs, c.batch), func(t *testing.T) {
					if c.batch > 0 {
						setBatchSize(t, c.batch)
					}
					r := &chunkReader{data: mode.in, rng: rand.New(rand.NewPCG(3, 4)), max: 3 * batchSize}
					got := runWith(append([]string{"-j", c.jobs}, mode.args...), r)
					if got.code != want.code || got.stdout != want.stdout || got.stderr != want.stderr {
						t.Errorf("-j %s differs from -j 1: exit %d and %d; stdout %d and %d bytes, equal %v; stderr equal %v",
							c.jobs, got.code, want.code, len(got.stdout), len(want.stdout),
							got.stdout == want.stdout, got.stderr == want.stderr)
					}
				})
			}
		})
	}
}

// TestFiles reads -f files and standard input in turn.
func TestFiles(t *testing.T) {
	dir := t.TempDir()
	a := filepath.Join(dir, "a.txt")
	b := filepath.Join(dir, "b.txt")
	if err := os.WriteFile(a, []byte("https://a.example\nhttps://[::1"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(b, []byte("https://b.example\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name  string
		args  []string
		stdin string
		want  result
	}{
		{
			name: "two files and standard input, one list",
			args: []string{"-f", a, "-f", "-", "-f", b}, stdin: "no-scheme\n",
			want: result{1, "https://a.example/\n\n\nhttps://b.example/\n",
				`line 2: IPv6-unclosed: "https://[::1"` + "\n" +
					`line 3: missing-scheme-non-relative-URL: "no-scheme"` + "\n"},
		},
		{
			name: "one file",
			args: []string{"-f", b}, stdin: "ignored\n",
			want: result{0, "https://b.example/\n", ""},
		},
		{
			name: "a missing file stops the run before any output",
			args: []string{"-f", b, "-f", filepath.Join(dir, "missing.txt")},
			want: result{2, "", "whatwgurl: open " + filepath.Join(dir, "missing.txt") + ": no such file or directory\n"},
		},
	}
	for _, tt := range tests {
		for _, jobs := range []string{"1", "2"} {
			t.Run(tt.name+"/j="+jobs, func(t *testing.T) {
				got := runWith(append([]string{"-summary=false", "-j", jobs}, tt.args...), strings.NewReader(tt.stdin))
				if got != tt.want {
					t.Errorf("got %d, stdout %q, stderr %q\nwant %d, stdout %q, stderr %q",
						got.code, got.stdout, got.stderr, tt.want.code, tt.want.stdout, tt.want.stderr)
				}
			})
		}
	}
}

// errReader returns data, then err.
type errReader struct {
	data string
	err  error
}

func (r *errReader) Read(p []byte) (int, error) {
	if r.data == "" {
		return 0, r.err
	}
	n := copy(p, r.data)
	r.data = r.data[n:]
	return n, nil
}

// endlessReader returns lines forever.
type endlessReader struct{}

func (endlessReader) Read(p []byte) (int, error) {
	const line = "https://example.com/endless\n"
	n := 0
	for n+len(line) <= len(p) {
		n += copy(p[n:], line)
	}
	if n == 0 {
		n = copy(p, line)
	}
	return n, nil
}

type failingWriter struct{ err error }

func (w failingWriter) Write([]byte) (int, error) { return 0, w.err }

// TestExitStatus runs each mode into each way of ending.
func TestExitStatus(t *testing.T) {
	boom := errors.New("boom")
	full := errors.New("disk full")
	type run struct {
		args   []string
		stdin  func() io.Reader // nil: empty
		stdout io.Writer        // nil: a buffer
	}
	in := func(s string) func() io.Reader { return func() io.Reader { return strings.NewReader(s) } }
	tests := []struct {
		name     string
		run      run
		code     int
		inStderr string
	}{
		{"URLs, all parse", run{args: []string{"https://a/"}}, 0, ""},
		{"URLs, one fails", run{args: []string{"https://a/", "x"}}, 1, "whatwgurl: x: missing-scheme-non-relative-URL"},
		{"URLs, write error", run{args: []string{"https://a/"}, stdout: failingWriter{full}}, 2, "whatwgurl: write: disk full"},
		{"lines, all parse", run{stdin: in("https://a/\n")}, 0, "1 ok, 0 failed"},
		{"lines, one fails", run{stdin: in("https://a/\nx\n")}, 1, "1 ok, 1 failed"},
		{"lines, read error", run{stdin: func() io.Reader { return &errReader{"https://a/\n", boom} }}, 2, "whatwgurl: read: boom"},
		{"lines, write error", run{stdin: in("https://a/\n"), stdout: failingWriter{full}}, 2, "whatwgurl: write: disk full"},
		{"lines, endless input, write error", run{stdin: func() io.Reader { return endlessReader{} }, stdout: failingWriter{full}}, 2, "whatwgurl: write: disk full"},
		{"json, one fails", run{args: []string{"-json"}, stdin: in("x\n")}, 1, "0 ok, 1 failed"},
		{"json, write error", run{args: []string{"-json"}, stdin: in("x\n"), stdout: failingWriter{full}}, 2, "whatwgurl: write: disk full"},
		{"jsonl, all parse", run{args: []string{"-jsonl"}, stdin: in(`{"input":"sc:"}`)}, 0, "1 ok, 0 failed"},
		{"jsonl, bad JSON", run{args: []string{"-jsonl"}, stdin: in("{\n")}, 1, "0 ok, 1 failed"},
		{"jsonl, read error", run{args: []string{"-jsonl"}, stdin: func() io.Reader { return &errReader{"{}\n", boom} }}, 2, "whatwgurl: read: boom"},
		{"jsonl, write error", run{args: []string{"-jsonl"}, stdin: in("{}\n"), stdout: failingWriter{full}}, 2, "whatwgurl: write: disk full"},
		{"bad -base", run{args: []string{"-base", "x"}}, 2, "whatwgurl: -base x: missing-scheme-non-relative-URL"},
		{"usage", run{args: []string{"-nope"}}, 2, "flag provided but not defined"},
	}
	for _, tt := range tests {
		for _, jobs := range []string{"1", "2"} {
			t.Run(tt.name+"/j="+jobs, func(t *testing.T) {
				stdin := io.Reader(strings.NewReader(""))
				if tt.run.stdin != nil {
					stdin = tt.run.stdin()
				}
				var out bytes.Buffer
				stdout := tt.run.stdout
				if stdout == nil {
					stdout = &out
				}
				var stderr bytes.Buffer
				code := testEnv(stdin, stdout, &stderr).run(append([]string{"-j", jobs}, tt.run.args...))
				if code != tt.code || !strings.Contains(stderr.String(), tt.inStderr) {
					t.Errorf("exit %d, stderr %q; want %d and %q", code, stderr.String(), tt.code, tt.inStderr)
				}
			})
		}
	}
}

// TestReadErrorKeepsOutput checks that the lines read before a read
// error are written, and a line cut short by it is not.
func TestReadErrorKeepsOutput(t *testing.T) {
	for _, jobs := range []string{"1", "2"} {
		got := runWith([]string{"-j", jobs}, &errReader{"https://a.example\nhttps://b.example", errors.New("boom")})
		want := result{2, "https://a.example/\n", "whatwgurl: read: boom\n"}
		if got != want {
			t.Errorf("-j %s: got %+v, want %+v", jobs, got, want)
		}
	}
}

// TestClosedPipe writes into a pipe whose reader is gone: the run stops
// with exit status 2 and says why, even on endless input.
func TestClosedPipe(t *testing.T) {
	for _, args := range [][]string{{"-j", "1"}, {"-j", "2"}, {"-jsonl"}, {"https://a.example/"}} {
		t.Run(fmt.Sprint(args), func(t *testing.T) {
			r, w, err := os.Pipe()
			if err != nil {
				t.Fatal(err)
			}
			r.Close()
			defer w.Close()
			var stdin io.Reader = endlessReader{}
			if args[0] == "-jsonl" {
				stdin = strings.NewReader(strings.Repeat(`{"input":"sc:x"}`+"\n", 100))
			}
			var stderr bytes.Buffer
			code := testEnv(stdin, w, &stderr).run(args)
			if code != 2 || !strings.Contains(stderr.String(), "whatwgurl: write |1: "+syscall.EPIPE.Error()) {
				t.Errorf("exit %d, stderr %q; want 2 and %q", code, stderr.String(), syscall.EPIPE.Error())
			}
		})
	}
}

// TestFullDisk writes to /dev/full, which fails every write with ENOSPC.
func TestFullDisk(t *testing.T) {
	f, err := os.OpenFile("/dev/full", os.O_WRONLY, 0)
	if err != nil {
		t.Skipf("no /dev/full on this system: %v", err)
	}
	defer f.Close()
	for _, args := range [][]string{{"-j", "1"}, {"-j", "2", "-json"}, {"https://a.example/"}} {
		var stderr bytes.Buffer
		code := testEnv(strings.NewReader("https://a.example/\n"), f, &stderr).run(args)
		if want := "whatwgurl: write /dev/full: " + syscall.ENOSPC.Error(); code != 2 || !strings.Contains(stderr.String(), want) {
			t.Errorf("%q: exit %d, stderr %q; want 2 and %q", args, code, stderr.String(), want)
		}
	}
}

// TestClosedPipeProcess runs the command as a process whose standard
// output is a pipe that its reader closes after one line, as "| head -1"
// does: the process ends at once, killed by SIGPIPE as Go programs are
// when standard output is a closed pipe, and leaves no panic behind.
func TestClosedPipeProcess(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Skip(err)
	}
	in := filepath.Join(t.TempDir(), "urls.txt")
	if err := os.WriteFile(in, bytes.Repeat([]byte("https://example.com/a\n"), 500_000), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, jobs := range []string{"1", "2"} {
		t.Run("j="+jobs, func(t *testing.T) {
			cmd := exec.Command(exe, "-j", jobs, "-f", in)
			cmd.Env = append(os.Environ(), "WHATWGURL_TEST_MAIN=1")
			var stderr bytes.Buffer
			cmd.Stderr = &stderr
			stdout, err := cmd.StdoutPipe()
			if err != nil {
				t.Fatal(err)
			}
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			line, err := bufio.NewReader(stdout).ReadString('\n')
			if err != nil || line != "https://example.com/a\n" {
				t.Errorf("first line %q, %v", line, err)
			}
			stdout.Close()
			done := make(chan error, 1)
			go func() { done <- cmd.Wait() }()
			select {
			case err = <-done:
			case <-time.After(20 * time.Second):
				cmd.Process.Kill()
				t.Fatal("the command did not stop after its output was closed")
			}
			var exit *exec.ExitError
			if !errors.As(err, &exit) {
				t.Fatalf("exit: %v; want a failure", err)
			}
			ws := exit.Sys().(syscall.WaitStatus)
			if !(ws.Signaled() && ws.Signal() == syscall.SIGPIPE) && ws.ExitStatus() != 2 {
				t.Errorf("exit %v; want SIGPIPE or status 2", err)
			}
			if strings.Contains(stderr.String(), "panic") || strings.Contains(stderr.String(), "goroutine") {
				t.Errorf("stderr: %s", stderr.String())
			}
		})
	}
}

// TestConversation feeds the command one line at a time through a pipe
// and waits for each answer before it sends the next line, as a program
// that uses the command as a co-process does: every answer must come
// without more input or the end of it.
func TestConversation(t *testing.T) {
	for _, mode := range []struct {
		args        []string
		lines       []string
		wantAnswers []string // each a part of the answer to its line
	}{
		{nil, []string{"https://a.example\n", "https://[::1\n", "https://b.example\n"},
			[]string{"https://a.example/\n", "\n", "https://b.example/\n"}},
		{[]string{"-json"}, []string{"https://a.example\n", "https://b.example\n"},
			[]string{`"href":"https://a.example/"`, `"href":"https://b.example/"`}},
		{[]string{"-jsonl"}, []string{`{"input":"https://a.example"}` + "\n", "{\n", `{"input":"x:"}` + "\n"},
			[]string{`"href":"https://a.example/"`, `{"line":2,"error":"bad JSON: unexpected end of JSON input"}`, `"href":"x:"`}},
	} {
		for _, jobs := range []string{"1", "4"} {
			t.Run(fmt.Sprint(mode.args, jobs), func(t *testing.T) {
				inR, inW := io.Pipe()
				outR, outW := io.Pipe()
				done := make(chan int, 1)
				var stderr bytes.Buffer
				go func() {
					done <- testEnv(inR, outW, &stderr).run(append([]string{"-j", jobs, "-summary=false"}, mode.args...))
					outW.Close()
				}()
				answers := bufio.NewReader(outR)
				for i, line := range mode.lines {
					if _, err := io.WriteString(inW, line); err != nil {
						t.Fatal(err)
					}
					got := make(chan string, 1)
					go func() {
						s, _ := answers.ReadString('\n')
						got <- s
					}()
					select {
					case s := <-got:
						if !strings.Contains(s, mode.wantAnswers[i]) {
							t.Errorf("answer to %q = %q, want it to contain %q", line, s, mode.wantAnswers[i])
						}
					case <-time.After(10 * time.Second):
						t.Fatalf("no answer to %q before more input came", line)
					}
				}
				inW.Close()
				io.Copy(io.Discard, answers)
				<-done
			})
		}
	}
}
