// Command whatwgurl parses URLs as the WHATWG URL Standard does and prints
// what a browser's URL object would report for them.
//
// Usage:
//
//	whatwgurl [-base URL] [-json] URL...
//	whatwgurl [-base URL] [-json] < urls.txt
//	whatwgurl -jsonl < cases.jsonl
//	whatwgurl -validate [-base URL] [-json] URL...
//
// Run "whatwgurl -h" for the details of each mode.
// https://url.spec.whatwg.org/
package main

import (
	"bufio"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"

	"github.com/webstd/whatwgurl"
)

const usage = `usage:
  whatwgurl [-base URL] [-json] URL...
  whatwgurl [-base URL] [-json] < urls.txt
  whatwgurl -jsonl < cases.jsonl
  whatwgurl -validate [-base URL] [-json | -jsonl] [URL...]

Parses each URL as the WHATWG URL Standard (https://url.spec.whatwg.org/)
does, with the base URL given by -base when it is set.

With URL arguments, prints each URL's attributes, one "name  value" line
each, the value as a Go-quoted string (so "" is empty and spaces, tabs and
control characters are visible), and a blank line between URLs:

  href      "https://example.com/b?q=1%202"
  origin    "https://example.com"
  ...

A URL that fails to parse prints "whatwgurl: <input>: <error>" on standard
error, where <error> is the URL Standard's name for the validation error
that made it fail (such as IPv6-unclosed); the other URLs are still printed.

With no URL arguments, reads standard input, one URL per line (a line ends
at "\n"; everything else, including a "\r" before it, is passed to the
parser, which strips leading and trailing C0 controls and spaces itself),
and writes one href per line. An input that fails gives an empty output
line, so line N of the output always belongs to line N of the input, and
"line N: <error>" on standard error. Lines may be of any length; memory
does not grow with the number of lines.

Flags:
  -base URL
	parse every input relative to URL (the standard's base URL). A base
	that fails to parse is a usage error.
  -json
	instead of the lines above, write one JSON object per input, one per
	line, with the field names and order of web-platform-tests'
	urltestdata.json:
	  {"input":…,"base":…,"href":…,"origin":…,"protocol":…,"username":…,
	   "password":…,"host":…,"hostname":…,"port":…,"pathname":…,
	   "search":…,"hash":…}
	where base is the -base value or null; an input that fails gives
	  {"input":…,"base":…,"failure":true,"error":"<error>"}
	and nothing on standard error.
  -jsonl
	read standard input as a stream of JSON objects (one per line, such as
	{"input":"…","base":"…"} or {"input":"…","base":null}; other fields
	are ignored, an absent base is null) and write the -json object for
	each. A non-null base is parsed first; if it fails, the case fails
	with the base's error. Takes no URL arguments and no -base.
` + validateUsage + `  -h
	print this text.

Exit status: 0 when every input parsed, 1 when some input failed to parse
(with -validate: was not a valid URL string),
2 for a usage error, a -base that fails to parse, malformed -jsonl input,
or a read or write error.
`

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// Exit statuses.
const (
	exitOK      = 0
	exitFailed  = 1 // some input failed to parse
	exitTrouble = 2 // usage error, bad -base, bad -jsonl input, I/O error
)

// run is the whole command, apart from the process around it: it parses
// args (without the program name), reads stdin, writes stdout and stderr
// and returns the exit status.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("whatwgurl", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {} // printed below, to stdout for -h and stderr otherwise
	var (
		baseInput string
		baseSet   bool
		jsonOut   = fs.Bool("json", false, "write one JSON object per input")
		jsonlIn   = fs.Bool("jsonl", false, "read JSON objects from standard input")
		validate  = fs.Bool("validate", false, "list the validation errors (validate.go)")
	)
	fs.Func("base", "parse inputs relative to `URL`", func(s string) error {
		baseInput, baseSet = s, true
		return nil
	})
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			io.WriteString(stdout, usage)
			return exitOK
		}
		io.WriteString(stderr, usage)
		return exitTrouble
	}
	inputs := fs.Args()

	if *jsonlIn {
		if len(inputs) > 0 || baseSet {
			fmt.Fprintln(stderr, "whatwgurl: -jsonl takes no URL arguments and no -base")
			return exitTrouble
		}
		if *validate {
			return runValidateJSONL(stdin, stdout, stderr)
		}
		return runJSONL(stdin, stdout, stderr)
	}

	var base *whatwgurl.URL
	if baseSet {
		u, err := whatwgurl.Parse(baseInput)
		if err != nil {
			fmt.Fprintf(stderr, "whatwgurl: -base %s: %s\n", baseInput, errorName(err))
			return exitTrouble
		}
		base = &u
	}
	c := converter{base: base}
	if baseSet {
		c.baseJSON = &baseInput
	}

	if *validate {
		return c.runValidate(inputs, stdin, stdout, stderr, *jsonOut)
	}
	if len(inputs) == 0 {
		return c.runLines(stdin, stdout, stderr, *jsonOut)
	}
	return c.runArgs(inputs, stdout, stderr, *jsonOut)
}

// converter parses inputs against an optional base URL.
type converter struct {
	base     *whatwgurl.URL // nil: no base URL
	baseJSON *string        // the -base argument for -json, nil for null
}

func (c *converter) parse(input string) (whatwgurl.URL, error) {
	if c.base != nil {
		return c.base.Parse(input)
	}
	return whatwgurl.Parse(input)
}

// runArgs prints each URL of inputs, in the readable form or as JSON.
func (c *converter) runArgs(inputs []string, stdout, stderr io.Writer, jsonOut bool) int {
	w := bufio.NewWriter(stdout)
	enc := newEncoder(w)
	status := exitOK
	printed := 0
	for _, input := range inputs {
		u, err := c.parse(input)
		if err != nil {
			status = exitFailed
		}
		if jsonOut {
			if err := enc.Encode(newRecord(input, c.baseJSON, u, err)); err != nil {
				return writeFailed(stderr, err)
			}
			continue
		}
		if err != nil {
			// Keep stdout and stderr in order when both are a terminal.
			if err := w.Flush(); err != nil {
				return writeFailed(stderr, err)
			}
			fmt.Fprintf(stderr, "whatwgurl: %s: %s\n", input, errorName(err))
			continue
		}
		if printed > 0 {
			w.WriteByte('\n')
		}
		printed++
		writeReadable(w, u)
	}
	if err := w.Flush(); err != nil {
		return writeFailed(stderr, err)
	}
	return status
}

// attributes lists the URL attributes in the order the standard's URL
// class (and urltestdata.json) gives them.
var attributes = [...]struct {
	name string
	get  func(whatwgurl.URL) string
}{
	{"href", whatwgurl.URL.Href},
	{"origin", func(u whatwgurl.URL) string { return u.Origin().String() }},
	{"protocol", whatwgurl.URL.Protocol},
	{"username", whatwgurl.URL.Username},
	{"password", whatwgurl.URL.Password},
	{"host", whatwgurl.URL.Host},
	{"hostname", whatwgurl.URL.Hostname},
	{"port", whatwgurl.URL.Port},
	{"pathname", whatwgurl.URL.Pathname},
	{"search", whatwgurl.URL.Search},
	{"hash", whatwgurl.URL.Hash},
}

// nameWidth is the width of the longest attribute name.
const nameWidth = len("protocol")

// writeReadable writes one "name  value" line per attribute, the values
// Go-quoted and aligned in one column. Errors stay in w.
func writeReadable(w *bufio.Writer, u whatwgurl.URL) {
	var line []byte
	for _, a := range attributes {
		line = append(line[:0], a.name...)
		for len(line) < nameWidth+2 {
			line = append(line, ' ')
		}
		line = strconv.AppendQuote(line, a.get(u))
		line = append(line, '\n')
		w.Write(line)
	}
}

// runLines converts standard input line by line: one href (or -json
// object) per input line, so the output has as many lines as the input.
func (c *converter) runLines(stdin io.Reader, stdout, stderr io.Writer, jsonOut bool) int {
	w := bufio.NewWriterSize(stdout, 64<<10)
	r := bufio.NewReaderSize(&flushingReader{r: stdin, w: w}, 64<<10)
	enc := newEncoder(w)
	status := exitOK
	for n := 1; ; n++ {
		line, err := r.ReadString('\n')
		if err != nil && err != io.EOF {
			return readFailed(stderr, w, err)
		}
		if err == io.EOF && line == "" {
			break // input ended with "\n", or was empty
		}
		input := line
		if len(input) > 0 && input[len(input)-1] == '\n' {
			input = input[:len(input)-1]
		}
		u, perr := c.parse(input)
		if perr != nil {
			status = exitFailed
		}
		switch {
		case jsonOut:
			enc.Encode(newRecord(input, c.baseJSON, u, perr))
		case perr != nil:
			w.WriteByte('\n')
			fmt.Fprintf(stderr, "line %d: %s\n", n, errorName(perr))
		default:
			w.WriteString(u.Href())
			w.WriteByte('\n')
		}
		if err == io.EOF {
			break // last line without "\n"
		}
	}
	if err := w.Flush(); err != nil {
		return writeFailed(stderr, err)
	}
	return status
}

// jsonlCase is one line of -jsonl input. Other fields, such as the
// expected values of a urltestdata.json case, are ignored.
type jsonlCase struct {
	Input *string `json:"input"`
	Base  *string `json:"base"`
}

// runJSONL parses each {"input", "base"} object of stdin and writes the
// -json object for it.
func runJSONL(stdin io.Reader, stdout, stderr io.Writer) int {
	w := bufio.NewWriterSize(stdout, 64<<10)
	dec := json.NewDecoder(&flushingReader{r: stdin, w: w})
	enc := newEncoder(w)
	status := exitOK
	for n := 1; ; n++ {
		var tc jsonlCase
		if err := dec.Decode(&tc); err != nil {
			if err == io.EOF {
				break
			}
			var we errWrite
			if errors.As(err, &we) {
				return writeFailed(stderr, we.err)
			}
			w.Flush()
			fmt.Fprintf(stderr, "whatwgurl: -jsonl input %d: %v\n", n, err)
			return exitTrouble
		}
		if tc.Input == nil {
			w.Flush()
			fmt.Fprintf(stderr, "whatwgurl: -jsonl input %d: no \"input\" string\n", n)
			return exitTrouble
		}
		var u whatwgurl.URL
		var err error
		if tc.Base == nil {
			u, err = whatwgurl.Parse(*tc.Input)
		} else {
			var base whatwgurl.URL
			if base, err = whatwgurl.Parse(*tc.Base); err == nil {
				u, err = base.Parse(*tc.Input)
			}
		}
		if err != nil {
			status = exitFailed
		}
		if err := enc.Encode(newRecord(*tc.Input, tc.Base, u, err)); err != nil {
			return writeFailed(stderr, err)
		}
	}
	if err := w.Flush(); err != nil {
		return writeFailed(stderr, err)
	}
	return status
}

// record is a parsed input in urltestdata.json's form; failure is the
// form of an input that fails to parse.
type (
	record struct {
		Input    string  `json:"input"`
		Base     *string `json:"base"`
		Href     string  `json:"href"`
		Origin   string  `json:"origin"`
		Protocol string  `json:"protocol"`
		Username string  `json:"username"`
		Password string  `json:"password"`
		Host     string  `json:"host"`
		Hostname string  `json:"hostname"`
		Port     string  `json:"port"`
		Pathname string  `json:"pathname"`
		Search   string  `json:"search"`
		Hash     string  `json:"hash"`
	}
	failure struct {
		Input   string  `json:"input"`
		Base    *string `json:"base"`
		Failure bool    `json:"failure"`
		Error   string  `json:"error"`
	}
)

// newRecord returns what -json writes for input: a record, or a failure
// when err is not nil.
func newRecord(input string, base *string, u whatwgurl.URL, err error) any {
	if err != nil {
		return failure{Input: input, Base: base, Failure: true, Error: errorName(err)}
	}
	return record{
		Input:    input,
		Base:     base,
		Href:     u.Href(),
		Origin:   u.Origin().String(),
		Protocol: u.Protocol(),
		Username: u.Username(),
		Password: u.Password(),
		Host:     u.Host(),
		Hostname: u.Hostname(),
		Port:     u.Port(),
		Pathname: u.Pathname(),
		Search:   u.Search(),
		Hash:     u.Hash(),
	}
}

// newEncoder returns a JSON encoder that writes '<', '>' and '&' as they
// are, as urltestdata.json does. Each Encode writes one line.
func newEncoder(w io.Writer) *json.Encoder {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	return enc
}

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

// flushingReader flushes w before each read from r, so that output is
// written whenever the command is about to wait for more input: a program
// that feeds whatwgurl one line at a time through a pipe gets each answer
// at once, while a large file is still written in large blocks.
type flushingReader struct {
	r io.Reader
	w *bufio.Writer
}

func (f *flushingReader) Read(p []byte) (int, error) {
	if f.w.Buffered() > 0 {
		if err := f.w.Flush(); err != nil {
			return 0, errWrite{err}
		}
	}
	return f.r.Read(p)
}

// errWrite marks a write error that flushingReader reports as a read.
type errWrite struct{ err error }

func (e errWrite) Error() string { return e.err.Error() }
func (e errWrite) Unwrap() error { return e.err }

// readFailed reports a read error (or a write error met while reading)
// and returns exitTrouble.
func readFailed(stderr io.Writer, w *bufio.Writer, err error) int {
	var we errWrite
	if errors.As(err, &we) {
		return writeFailed(stderr, we.err)
	}
	w.Flush()
	fmt.Fprintf(stderr, "whatwgurl: read: %v\n", err)
	return exitTrouble
}

// writeFailed reports a write error and returns exitTrouble.
func writeFailed(stderr io.Writer, err error) int {
	fmt.Fprintf(stderr, "whatwgurl: write: %v\n", err)
	return exitTrouble
}
