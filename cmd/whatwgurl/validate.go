package main

// The -validate mode: every validation error the parser signals, where it
// is, and whether the input is a valid URL string. It runs in every mode
// of the command: URL arguments (runValidateArgs), lines (validateWorker),
// -json (jsonWorker) and -jsonl (jsonlWorker), the list modes through the
// pipeline like any other worker.

import (
	"bytes"
	"fmt"
	"io"
	"strconv"
	"unicode/utf8"

	"github.com/webstd/whatwgurl"
	"github.com/webstd/whatwgurl/internal/utf8s"
)

// maxCaretColumns is the widest quoted input that appendValidation draws
// carets under.
const maxCaretColumns = 1000

// maxKeptErrors is the most validation errors a validator keeps room for
// from one input to the next: a long line with many errors does not leave
// its large list behind.
const maxKeptErrors = 1 << 12

// validationError is one call of Parser.OnValidationError.
type validationError struct {
	err    whatwgurl.ValidationError
	offset int
}

// validation is what -validate finds for one input.
type validation struct {
	errors []validationError // in the order the parser signalled them
	url    whatwgurl.URL
	err    error // the parse's failure
	valid  bool  // a valid URL string
}

// validator parses with a callback that records every validation error,
// and checks whether the input is a valid URL string. Each worker has its
// own: it reuses its list of errors from one input to the next.
type validator struct {
	p    whatwgurl.Parser
	errs []validationError
}

// newValidator returns a validator that parses against base (nil: none).
func newValidator(base *whatwgurl.URL) *validator {
	v := &validator{}
	if base != nil {
		v.p.Base = *base
	}
	v.p.OnValidationError = func(err whatwgurl.ValidationError, offset int) {
		v.errs = append(v.errs, validationError{err, offset})
	}
	return v
}

// validate parses input, which must be valid UTF-8 (see scalarInput), and
// checks it. The errors it returns are valid until the next call.
func (v *validator) validate(input string) validation {
	if cap(v.errs) > maxKeptErrors {
		v.errs = nil
	}
	v.errs = v.errs[:0]
	u, err := v.p.ParseBulk(input)
	return validation{errors: v.errs, url: u, err: err, valid: v.p.IsValidURLString(input)}
}

// validateAgainst is validate with base as the base URL (the zero URL:
// none), for -jsonl, whose records each name their own.
func (v *validator) validateAgainst(base whatwgurl.URL, input string) validation {
	v.p.Base = base
	return v.validate(input)
}

// scalarInput returns input, or, when it is not valid UTF-8, input with
// each maximal invalid subsequence replaced by U+FFFD in scratch, as the
// parser reads it. -validate parses that text rather than the bytes as
// read, so that its offsets index the input as every output shows it
// (the caret line, and the "input" of -json and -jsonl); the names of the
// errors and the validity are the same either way. The string returned may
// share scratch's memory; invalid reports a replacement.
func scalarInput(input string, scratch *[]byte) (s string, invalid bool) {
	if validUTF8(input) {
		return input, false
	}
	*scratch = utf8s.AppendScalarValues((*scratch)[:0], input)
	return inputString(*scratch), true
}

// countValidation counts an input that -validate checked.
func (s *stats) countValidation(v *validation) {
	if v.err == nil {
		s.ok++
	} else {
		s.fail(v.err)
	}
	s.validated++
	if !v.valid {
		s.notValid++
	}
}

// runValidateArgs is -validate with URL arguments: for each input, its
// block of carets and summary line (appendValidation), blocks apart by a
// blank line, or with jsonOut its -json object with "errors" and "valid".
// It returns exitFailed when some input is not a valid URL string.
func (c *converter) runValidateArgs(inputs []string, stdout, stderr io.Writer, jsonOut bool) int {
	v := newValidator(c.base)
	status := exitOK
	var buf, scratch []byte
	var cols []int
	hinted := false
	for i, input := range inputs {
		input, _ = scalarInput(input, &scratch)
		r := v.validate(input)
		if !r.valid {
			status = exitFailed
		}
		if !hinted && r.err != nil && c.looksLikeFile(input, r.err) {
			hinted = true
			defer fmt.Fprint(stderr, fileHint(input))
		}
		if jsonOut {
			x := c.fields
			x.v = &r
			buf = appendRecord(buf, input, c.baseJSON, r.url, r.err, x)
			continue
		}
		if i > 0 {
			buf = append(buf, '\n')
		}
		buf, cols = appendValidation(buf, cols, nil, input, &r)
	}
	if _, err := stdout.Write(buf); err != nil {
		return ioFailed(stderr, "write", err)
	}
	return status
}

// validateWorker is -validate over lines: the block of each line, blocks
// apart by a blank line, the summary line naming the line number. It
// writes no error lines: a block says when its input fails.
type validateWorker struct {
	v       *validator
	number  lineNumber
	scratch []byte
	cols    []int
}

// shrinkCols returns cols, or nil when it grew for a long line.
func shrinkCols(cols []int) []int {
	if cap(cols) > maxCaretColumns+1 {
		return nil
	}
	return cols
}

func (w *validateWorker) process(b *batch) {
	data, out := b.in, b.out
	line := b.firstLine
	for ; len(data) > 0; line++ {
		i := bytes.IndexByte(data, '\n')
		if isBlank(data[:i]) {
			b.stats.blank++
			data = data[i+1:]
			continue
		}
		input, invalid := scalarInput(inputString(data[:i]), &w.scratch)
		data = data[i+1:]
		if invalid {
			b.stats.invalidUTF8++
		}
		r := w.v.validate(input)
		b.stats.countValidation(&r)
		if line > 1 {
			out = append(out, '\n')
		}
		out, w.cols = appendValidation(out, w.cols, w.number.of(line), input, &r)
		w.cols = shrinkCols(w.cols)
	}
	b.out = out
	b.stats.lines = line - b.firstLine
}

// appendValidation appends the block of one input: the input as an ASCII
// Go string (strconv.QuoteToASCII), so that each character is one column;
// a line for each validation error with a caret under the code point at
// its offset, then the offset and the error's name; and a summary line,
// which starts with "line N: " when line is not nil:
//
//	"https:\\\\evil.example\\x"
//	       ^ 6 special-scheme-missing-following-solidus
//	       ^ 6 special-scheme-missing-following-solidus
//	         ^ 7 special-scheme-missing-following-solidus
//	                       ^ 20 invalid-reverse-solidus
//	4 validation errors; parses as "https://evil.example/x"; not a valid URL string
//
// When the quoted input is wider than maxCaretColumns, the error lines
// give the offset and the name without a caret ("  at 6:
// special-scheme-missing-following-solidus"): carets that far right would
// be lost in wrapped lines, and each caret line costs as many bytes as
// its column, which would make the output of a long line with many errors
// grow with the square of its length. cols is scratch space for
// quotedColumns, returned for reuse.
func appendValidation(dst []byte, cols []int, line []byte, input string, v *validation) ([]byte, []int) {
	start := len(dst)
	dst = strconv.AppendQuoteToASCII(dst, input)
	carets := len(dst)-start <= maxCaretColumns
	dst = append(dst, '\n')
	if carets && len(v.errors) > 0 {
		cols = quotedColumns(cols[:0], input)
	}
	for _, e := range v.errors {
		if !carets {
			dst = append(dst, "  at "...)
			dst = strconv.AppendInt(dst, int64(e.offset), 10)
			dst = append(dst, ": "...)
			dst = append(dst, e.err.Error()...)
			dst = append(dst, '\n')
			continue
		}
		col := 1 // past the opening quote
		if e.offset >= 0 && e.offset < len(cols) {
			col = cols[e.offset]
		}
		for range col {
			dst = append(dst, ' ')
		}
		dst = append(dst, "^ "...)
		dst = strconv.AppendInt(dst, int64(e.offset), 10)
		dst = append(dst, ' ')
		dst = append(dst, e.err.Error()...)
		dst = append(dst, '\n')
	}
	if line != nil {
		dst = append(dst, "line "...)
		dst = append(dst, line...)
		dst = append(dst, ": "...)
	}
	switch len(v.errors) {
	case 0:
		dst = append(dst, "no validation error"...)
	case 1:
		dst = append(dst, "1 validation error"...)
	default:
		dst = strconv.AppendInt(dst, int64(len(v.errors)), 10)
		dst = append(dst, " validation errors"...)
	}
	if v.err != nil {
		dst = append(dst, "; fails"...)
	} else {
		dst = append(dst, "; parses as "...)
		dst = strconv.AppendQuoteToASCII(dst, v.url.Href())
	}
	if v.valid {
		dst = append(dst, "; a valid URL string\n"...)
	} else {
		dst = append(dst, "; not a valid URL string\n"...)
	}
	return dst, cols
}

// appendValidationJSON appends the fields -validate adds to a -json
// object:
//
//	,"errors":[{"name":"invalid-URL-unit","offset":0},…],"valid":false
//
// The names are ASCII letters, digits and '-', which JSON writes as they
// are.
func appendValidationJSON(dst []byte, v *validation) []byte {
	dst = append(dst, `,"errors":[`...)
	for i, e := range v.errors {
		if i > 0 {
			dst = append(dst, ',')
		}
		dst = append(dst, `{"name":"`...)
		dst = append(dst, e.err.Error()...)
		dst = append(dst, `","offset":`...)
		dst = strconv.AppendInt(dst, int64(e.offset), 10)
		dst = append(dst, '}')
	}
	if v.valid {
		return append(dst, `],"valid":true`...)
	}
	return append(dst, `],"valid":false`...)
}

// quotedColumns appends to cols, for each byte offset of s from 0 to
// len(s), the column in strconv.QuoteToASCII(s) where the code point at
// that offset starts (at len(s), the closing quote), and returns it. Each
// byte of a code point has the column of its first byte; each invalid byte
// is escaped on its own, as QuoteToASCII does.
func quotedColumns(cols []int, s string) []int {
	col := 1 // the opening quote
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		width := quotedWidth(r, size)
		for range size {
			cols = append(cols, col)
		}
		col += width
		i += size
	}
	return append(cols, col)
}

// quotedWidth returns how many bytes strconv.QuoteToASCII writes for the
// code point r, read from size bytes: printable ASCII as it is, '"' and '\'
// and the controls with a short escape as two, the other controls and an
// invalid byte as \xXX, and every other code point as \uXXXX or
// \UXXXXXXXX.
func quotedWidth(r rune, size int) int {
	switch {
	case r == utf8.RuneError && size == 1:
		return len(`\xff`)
	case r == '"' || r == '\\' || r == '\a' || r == '\b' || r == '\f' || r == '\n' || r == '\r' || r == '\t' || r == '\v':
		return len(`\n`)
	case r < ' ' || r == 0x7F:
		return len(`\x00`)
	case r < utf8.RuneSelf:
		return 1
	case r < 0x10000:
		return len(`\u00e9`)
	}
	return len(`\U0001d11e`)
}
