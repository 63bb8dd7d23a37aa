// Command whatwgurl parses URLs as the WHATWG URL Standard does and prints
// what a browser's URL object would report for them. Its main job is bulk
// work: normalizing lists of URLs, on every core, in input order.
//
// Usage:
//
//	whatwgurl [-base URL] [-json [-site]] URL...
//	whatwgurl [-base URL] [-json [-site]] [-j N] [-q] [-f FILE]... < urls.txt
//	whatwgurl -jsonl [-site] [-j N] [-f FILE]... < cases.jsonl
//	whatwgurl -validate [-base URL] [-json | -jsonl] [URL... | -f FILE...]
//	whatwgurl -key PROFILE [-base URL] [URL... | -f FILE...]
//
// Run "whatwgurl -h" for the details of each mode.
// https://url.spec.whatwg.org/
package main

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"runtime"
	"time"

	"github.com/webstd/whatwgurl"
)

// The command's code, by concern:
//
//	main.go       run: the modes and their exit statuses
//	flags.go      the usage text and the flags
//	record.go     URL arguments: the rows of a URL's record (with the
//	              registrable domain and the display form)
//	lines.go      the list modes' workers: lines, -json, -jsonl
//	jsonwrite.go  the hand-written JSON output
//	jsonlread.go  reading -jsonl records
//	pipeline.go   batches, the reader, the workers, output in order
//	summary.go    counts, the summary and the progress line
//	utf8.go       invalid UTF-8, read as the parser reads it; the byte
//	              order mark; blank lines
//	validate.go   -validate: validation errors, carets, valid URL strings
//	key.go        -key: canonical keys (package canon)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// Exit statuses.
const (
	exitOK      = 0
	exitFailed  = 1 // some input failed to parse or, with -validate, is not a valid URL string; or a -jsonl line is not a record
	exitTrouble = 2 // usage error, bad -base, I/O error
)

// env is what the command takes from its process: tests replace parts.
type env struct {
	stdin          io.Reader
	stdout, stderr io.Writer
	now            func() time.Time
	numCPU         int
	terminal       bool // standard error is a terminal, standard output is not
	open           func(name string) (io.ReadCloser, error)
	isFile         func(name string) bool // a regular file of that name exists
}

// run is the whole command, apart from the process around it: it parses
// args (without the program name), reads stdin and the -f files, writes
// stdout and stderr and returns the exit status.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	e := &env{
		stdin:    stdin,
		stdout:   stdout,
		stderr:   stderr,
		now:      time.Now,
		numCPU:   runtime.NumCPU(),
		terminal: isTerminal(stderr) && !isTerminal(stdout),
		open:     openFile,
		isFile:   isFile,
	}
	return e.run(args)
}

func (e *env) run(args []string) int {
	start := e.now()
	o, err := parseFlags(args, e)
	if err != nil {
		if errors.Is(err, errHelp) {
			io.WriteString(e.stdout, usageText(e))
			return exitOK
		}
		fmt.Fprintf(e.stderr, "whatwgurl: %v\nRun \"whatwgurl -h\" for the usage.\n", err)
		return exitTrouble
	}

	c := &converter{baseJSON: nullJSON, quiet: o.quiet, fields: extraFields{site: o.site, display: true}, isFile: e.isFile}
	if o.baseSet {
		u, err := whatwgurl.Parse(o.base)
		if err != nil {
			fmt.Fprintf(e.stderr, "whatwgurl: -base %s: %s\n", o.base, errorName(err))
			return exitTrouble
		}
		c.base = &u
		c.parser.Base = u
		c.baseJSON = appendJSONString(nil, o.base)
	}
	if len(o.urls) > 0 {
		if o.key != "" {
			return c.runKeyArgs(keyProfiles[o.key], o.urls, e.stdout, e.stderr)
		}
		if o.validate {
			return c.runValidateArgs(o.urls, e.stdout, e.stderr, o.json)
		}
		return c.runArgs(o.urls, e.stdout, e.stderr, o.json)
	}

	// A list: every -f file is opened first, so that a missing one stops
	// the run before any output.
	var srcs []io.Reader
	for _, name := range o.files {
		if name == "-" {
			srcs = append(srcs, e.stdin)
			continue
		}
		f, err := e.open(name)
		if err != nil {
			return ioFailed(e.stderr, "read", err)
		}
		defer f.Close()
		srcs = append(srcs, f)
	}
	if len(o.files) == 0 {
		srcs = []io.Reader{e.stdin}
	}
	total := inputSize(srcs)
	for i, src := range srcs {
		srcs[i] = &bomStripper{r: src}
	}

	// Each worker has its own validator (nil without -validate), with its
	// own list of errors.
	validatorOf := func() *validator {
		if !o.validate {
			return nil
		}
		return newValidator(c.base)
	}
	var newWorker func() worker
	switch {
	case o.jsonl:
		newWorker = func() worker { return &jsonlWorker{v: validatorOf(), fields: c.fields} }
	case o.json:
		newWorker = func() worker { return &jsonWorker{converter: c, v: validatorOf()} }
	case o.validate:
		newWorker = func() worker { return &validateWorker{v: newValidator(c.base)} }
	case o.key != "":
		newWorker = func() worker { return &keyWorker{converter: c, profile: keyProfiles[o.key]} }
	default:
		newWorker = func() worker { return &hrefWorker{converter: c} }
	}

	log := &stderrLog{w: e.stderr}
	out := &outputSink{stdout: e.stdout, log: log}
	out.progress.total = total
	stopProgress := func() {}
	if o.progress {
		stopProgress = startProgress(&out.progress, log, e.now, start)
	}
	r := &lineReader{srcs: srcs}
	if o.jobs == 1 {
		err = runSequential(r, newWorker(), out)
	} else {
		err = runParallel(r, o.jobs, newWorker, out)
	}
	stopProgress()
	if err != nil {
		var we writeError
		if errors.As(err, &we) {
			return ioFailed(e.stderr, "write", we.err)
		}
		return ioFailed(e.stderr, "read", err)
	}
	if o.summary {
		e.stderr.Write(out.total.appendSummary(nil, e.now().Sub(start)))
	}
	if out.total.failed > 0 || out.total.notValid > 0 {
		return exitFailed
	}
	return exitOK
}

// outputSink writes the batches of a list to standard output and their
// error lines to standard error, and counts them.
type outputSink struct {
	stdout   io.Writer
	log      *stderrLog
	total    stats
	progress progress
}

func (s *outputSink) write(b *batch) error {
	if len(b.out) > 0 {
		if _, err := s.stdout.Write(b.out); err != nil {
			return writeError{err}
		}
	}
	if len(b.errs) > 0 {
		s.log.write(b.errs)
	}
	s.total.add(&b.stats)
	s.progress.add(b)
	return nil
}

// writeError marks an error writing standard output.
type writeError struct{ err error }

func (e writeError) Error() string { return e.err.Error() }
func (e writeError) Unwrap() error { return e.err }

// errorName returns the URL Standard's name for the validation error that
// made a parse fail, such as "IPv6-unclosed", or the reason err gives when
// it is not a validation error (an input too long, say).
func errorName(err error) string {
	var v whatwgurl.ValidationError
	if errors.As(err, &v) {
		return v.Error()
	}
	var e *whatwgurl.Error
	if errors.As(err, &e) && e.Err != nil {
		return e.Err.Error()
	}
	return err.Error()
}

func openFile(name string) (io.ReadCloser, error) { return os.Open(name) }

func isFile(name string) bool {
	fi, err := os.Stat(name)
	return err == nil && fi.Mode().IsRegular()
}

// inputSize returns the size in bytes of the sources read one after
// another, or 0 when one of them is not a regular file (a pipe, a
// terminal), whose size cannot be known before it ends.
func inputSize(srcs []io.Reader) int64 {
	var total int64
	for _, src := range srcs {
		f, ok := src.(interface{ Stat() (fs.FileInfo, error) })
		if !ok {
			return 0
		}
		fi, err := f.Stat()
		if err != nil || !fi.Mode().IsRegular() {
			return 0
		}
		total += fi.Size()
	}
	return total
}

// ioFailed reports a read or write error and returns exitTrouble. An
// error from the os package names the operation and the file itself
// ("write /dev/stdout: broken pipe").
func ioFailed(stderr io.Writer, op string, err error) int {
	if _, ok := err.(*fs.PathError); ok {
		fmt.Fprintf(stderr, "whatwgurl: %v\n", err)
	} else {
		fmt.Fprintf(stderr, "whatwgurl: %s: %v\n", op, err)
	}
	return exitTrouble
}
