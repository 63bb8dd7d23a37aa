package main

// The -validate mode: every validation error the parser signals, where it
// is, and whether the input is a valid URL string.

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/webstd/whatwgurl"
)

const validateUsage = `  -validate
	for each input, list every validation error the URL Standard's parser
	signals, in order, each with its byte offset in the input and a caret
	under the input (written as a Go string with only ASCII, so that each
	character is one column), then a summary line:

	  "https:\\\\evil.example\\x"
	         ^ 6 special-scheme-missing-following-solidus
	  ...
	  4 validation errors; parses as "https://evil.example/x"; not a valid URL string

	Exit status 1 when some input is not a valid URL string (the URL
	Standard's "URL writing"). With -json or -jsonl, each object gains
	"errors" (a list of {"name","offset"}) and "valid" (a boolean). Works
	with -base and with standard input, one input per line.
`

// validation is what -validate finds for one input.
type validation struct {
	errors []validationError
	url    whatwgurl.URL
	err    error // the parse's failure
	valid  bool  // a valid URL string
}

// validationError is one call of Parser.OnValidationError.
type validationError struct {
	Name   string `json:"name"`
	Offset int    `json:"offset"`
}

// validate parses input against base (nil: none) with a callback that
// records, and checks whether it is a valid URL string.
func validate(base *whatwgurl.URL, input string) validation {
	var v validation
	p := whatwgurl.Parser{OnValidationError: func(err whatwgurl.ValidationError, offset int) {
		v.errors = append(v.errors, validationError{err.Error(), offset})
	}}
	if base != nil {
		p.Base = *base
	}
	v.url, v.err = p.Parse(input)
	v.valid = p.IsValidURLString(input)
	return v
}

// runValidate is -validate: for the inputs, or else each line of stdin, a
// block of carets and a summary, or with jsonOut a -json object with the
// errors and validity. It returns exitFailed when some input is not a valid
// URL string.
func (c *converter) runValidate(inputs []string, stdin io.Reader, stdout, stderr io.Writer, jsonOut bool) int {
	w := bufio.NewWriter(stdout)
	enc := newEncoder(w)
	status := exitOK
	n := 0
	each := func(input string) error {
		v := validate(c.base, input)
		if !v.valid {
			status = exitFailed
		}
		if jsonOut {
			return enc.Encode(validationRecord(input, c.baseJSON, v))
		}
		if n > 0 {
			w.WriteByte('\n')
		}
		n++
		writeValidation(w, input, v)
		return nil
	}
	if len(inputs) > 0 {
		for _, input := range inputs {
			if err := each(input); err != nil {
				return writeFailed(stderr, err)
			}
		}
	} else {
		r := bufio.NewReaderSize(&flushingReader{r: stdin, w: w}, 64<<10)
		for {
			line, err := r.ReadString('\n')
			if err != nil && err != io.EOF {
				return readFailed(stderr, w, err)
			}
			if err == io.EOF && line == "" {
				break
			}
			if werr := each(strings.TrimSuffix(line, "\n")); werr != nil {
				return writeFailed(stderr, werr)
			}
			if err == io.EOF {
				break
			}
		}
	}
	if err := w.Flush(); err != nil {
		return writeFailed(stderr, err)
	}
	return status
}

// runValidateJSONL is -validate -jsonl: the -json object, with the errors
// and validity, of each {"input", "base"} object of stdin.
func runValidateJSONL(stdin io.Reader, stdout, stderr io.Writer) int {
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
		var rec validated
		if tc.Base == nil {
			rec = validationRecord(*tc.Input, nil, validate(nil, *tc.Input))
		} else if base, err := whatwgurl.Parse(*tc.Base); err != nil {
			// The case fails with the base's error, as without -validate.
			rec = validationRecord(*tc.Input, tc.Base, validation{err: err})
		} else {
			rec = validationRecord(*tc.Input, tc.Base, validate(&base, *tc.Input))
		}
		if !rec.isValid() {
			status = exitFailed
		}
		if err := enc.Encode(rec); err != nil {
			return writeFailed(stderr, err)
		}
	}
	if err := w.Flush(); err != nil {
		return writeFailed(stderr, err)
	}
	return status
}

// validated is a -json object with the errors and validity.
type validated interface{ isValid() bool }

type (
	validRecord struct {
		record
		Errors []validationError `json:"errors"`
		Valid  bool              `json:"valid"`
	}
	validFailure struct {
		failure
		Errors []validationError `json:"errors"`
		Valid  bool              `json:"valid"`
	}
)

func (r validRecord) isValid() bool  { return r.Valid }
func (r validFailure) isValid() bool { return r.Valid }

// validationRecord returns the -json object of input with the errors and
// validity of v.
func validationRecord(input string, base *string, v validation) validated {
	errs := v.errors
	if errs == nil {
		errs = []validationError{}
	}
	switch r := newRecord(input, base, v.url, v.err).(type) {
	case record:
		return validRecord{r, errs, v.valid}
	default:
		return validFailure{r.(failure), errs, v.valid}
	}
}

// writeValidation writes the block of one input: the input as an ASCII Go
// string, a caret line for each error, and the summary.
func writeValidation(w *bufio.Writer, input string, v validation) {
	quoted := strconv.QuoteToASCII(input)
	w.WriteString(quoted)
	w.WriteByte('\n')
	cols := quotedColumns(input)
	for _, e := range v.errors {
		col := 1 // past the opening quote
		if e.Offset >= 0 && e.Offset < len(cols) {
			col = cols[e.Offset]
		}
		w.WriteString(strings.Repeat(" ", col))
		fmt.Fprintf(w, "^ %d %s\n", e.Offset, e.Name)
	}
	switch len(v.errors) {
	case 0:
		w.WriteString("no validation error")
	case 1:
		w.WriteString("1 validation error")
	default:
		fmt.Fprintf(w, "%d validation errors", len(v.errors))
	}
	if v.err != nil {
		w.WriteString("; fails")
	} else {
		fmt.Fprintf(w, "; parses as %s", strconv.QuoteToASCII(v.url.Href()))
	}
	if v.valid {
		w.WriteString("; a valid URL string\n")
	} else {
		w.WriteString("; not a valid URL string\n")
	}
}

// quotedColumns returns, for each byte offset of s from 0 to len(s), the
// column in strconv.QuoteToASCII(s) where the code point at that offset
// starts (at len(s), the closing quote). Each invalid byte is escaped on
// its own, as QuoteToASCII does.
func quotedColumns(s string) []int {
	cols := make([]int, len(s)+1)
	col := 1 // the opening quote
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			cols[i] = col
			col += len(`\xff`)
			i++
			continue
		}
		width := len(strconv.QuoteToASCII(s[i:i+size])) - 2
		for k := 0; k < size; k++ {
			cols[i+k] = col
		}
		col += width
		i += size
	}
	cols[len(s)] = col
	return cols
}
