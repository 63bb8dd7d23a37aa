package main

import (
	"bytes"
	"encoding/binary"
	"strconv"
	"strings"
	"unicode/utf8"
	"unsafe"

	"github.com/webstd/whatwgurl"
	"github.com/webstd/whatwgurl/internal/utf8s"
)

// The workers of the list modes. Each parses its lines straight from the
// batch's input buffer, through a string that shares the buffer's memory
// (inputString), instead of copying every line into a new string. That is
// safe because nothing made from such a string outlives the processing of
// its batch: Parse returns the input itself as the href when the input is
// already canonical, and its error holds the input, but both are copied
// into the batch's output (or error lines) before the next line is read,
// and the buffer is reused only after the batch has been written. What
// must live longer, such as a -jsonl base kept for the next record, is
// copied (baseCache).

// inputString returns a string that shares b's memory. It must not be
// used once b is changed.
func inputString(b []byte) string {
	return unsafe.String(unsafe.SliceData(b), len(b))
}

// converter holds what every input of a run is parsed against.
type converter struct {
	base     *whatwgurl.URL         // nil: no base URL
	parser   whatwgurl.Parser       // with base, if any
	baseJSON []byte                 // the -base argument as JSON, or null
	quiet    bool                   // no error lines
	fields   extraFields            // the -json fields beyond urltestdata.json's
	isFile   func(name string) bool // reports whether a file of that name exists
}

// parse parses input against the base. A failure's error is the bare
// reason (Parser.ParseBulk): the workers have the input at hand, and
// an *Error for each failing line would cost as much as the parse.
func (c *converter) parse(input string) (whatwgurl.URL, error) {
	return c.parser.ParseBulk(input)
}

// hrefWorker writes one href per line, or an empty line and an error line
// for an input that fails, or an empty line alone for a blank line.
type hrefWorker struct {
	*converter
	number lineNumber
}

func (w *hrefWorker) process(b *batch) {
	data, out := b.in, b.out
	line := b.firstLine
	for len(data) > 0 {
		i := bytes.IndexByte(data, '\n') // every line of a batch ends in '\n'
		if isBlank(data[:i]) {
			b.stats.blank++
			out = append(out, '\n')
			data = data[i+1:]
			line++
			continue
		}
		input := inputString(data[:i])
		u, err := w.parse(input)
		if err == nil {
			if !isHref(input, u, err) && !validUTF8(input) {
				b.stats.invalidUTF8++
			}
			out = append(out, u.Href()...)
			b.stats.ok++
		} else {
			name := b.stats.fail(err)
			// Printable ASCII is valid UTF-8, and quoted as it is.
			plain := !w.quiet && goQuoteSafe(input)
			if !plain && !validUTF8(input) {
				b.stats.invalidUTF8++
			}
			if !w.quiet {
				b.errs = appendErrorLine(b.errs, w.number.of(line), name, input, plain)
			}
		}
		out = append(out, '\n')
		data = data[i+1:]
		line++
	}
	b.out = out
	b.stats.lines = line - b.firstLine
}

// jsonWorker writes the -json object of each line; with v (-validate),
// each object gains "errors" and "valid".
type jsonWorker struct {
	*converter
	v       *validator // nil without -validate
	scratch []byte
}

func (w *jsonWorker) process(b *batch) {
	data, out := b.in, b.out
	n := int64(0)
	for len(data) > 0 {
		i := bytes.IndexByte(data, '\n')
		blank := isBlank(data[:i])
		input := inputString(data[:i])
		data = data[i+1:]
		n++
		if blank {
			b.stats.blank++
			out = append(out, '\n')
			continue
		}
		if w.v != nil {
			input, invalid := scalarInput(input, &w.scratch)
			if invalid {
				b.stats.invalidUTF8++
			}
			r := w.v.validate(input)
			b.stats.countValidation(&r)
			x := w.fields
			x.v = &r
			out = appendRecord(out, input, w.baseJSON, r.url, r.err, x)
			continue
		}
		u, err := w.parse(input)
		if !isHref(input, u, err) && !validUTF8(input) {
			b.stats.invalidUTF8++
		}
		if err == nil {
			b.stats.ok++
		} else {
			b.stats.fail(err)
		}
		out = appendRecord(out, input, w.baseJSON, u, err, w.fields)
	}
	b.out = out
	b.stats.lines = n
}

// isHref reports whether input is the href of u, the very string, which
// Parse returns for an input that is already canonical (nearly every
// line of a typical list). Such an input is valid UTF-8, as every href
// is (the URL serializer percent-encodes all that is not ASCII), so the
// workers need not check it.
func isHref(input string, u whatwgurl.URL, err error) bool {
	href := u.Href()
	return err == nil && len(href) == len(input) && unsafe.StringData(href) == unsafe.StringData(input)
}

// validUTF8 is utf8.ValidString with a faster path for ASCII.
func validUTF8(s string) bool {
	return isASCII(unsafe.Slice(unsafe.StringData(s), len(s))) || utf8.ValidString(s)
}

// jsonlWorker reads a -jsonl record from each line and writes its -json
// object; a line that is not a record gives
// {"line":N,"error":"bad JSON: …"}; a blank line gives an empty line. With v
// (-validate), each object gains "errors" and "valid"; a case whose base
// fails has no errors of its own and is not valid.
type jsonlWorker struct {
	dec    recordDecoder
	fixed  []byte // a line that was not valid UTF-8, with U+FFFD
	base   baseCache
	parser whatwgurl.Parser // Base: the record's base
	v      *validator       // nil without -validate
	fields extraFields      // the -json fields beyond urltestdata.json's
}

func (w *jsonlWorker) process(b *batch) {
	data, out := b.in, b.out
	line := b.firstLine
	ascii := isASCII(data)
	for ; len(data) > 0; line++ {
		i := bytes.IndexByte(data, '\n')
		text := data[:i]
		data = data[i+1:]
		if !ascii && !utf8.Valid(text) {
			// Decode the line as the parser would decode its input, so
			// that encoding/json's own replacement (one U+FFFD per
			// invalid byte) never applies.
			b.stats.invalidUTF8++
			w.fixed = utf8s.AppendScalarValues(w.fixed[:0], inputString(text))
			text = w.fixed
		}
		if isBlank(text) {
			b.stats.blank++
			out = append(out, '\n')
			continue
		}
		input, base, hasBase, reason := w.dec.decode(text)
		if reason != "" {
			b.stats.failed++
			b.stats.failOther(badJSON)
			out = appendBadRecord(out, line, reason)
			continue
		}
		var baseURL, u whatwgurl.URL
		var err error
		baseJSON := nullJSON
		if hasBase {
			// A base that fails makes the case fail with its error.
			baseURL, baseJSON, err = w.base.get(base)
		}
		if w.v != nil {
			r := validation{err: err}
			if err == nil {
				r = w.v.validateAgainst(baseURL, input)
			}
			b.stats.countValidation(&r)
			x := w.fields
			x.v = &r
			out = appendRecord(out, input, baseJSON, r.url, r.err, x)
			continue
		}
		if err == nil {
			w.parser.Base = baseURL // the zero URL without a base
			u, err = w.parser.ParseBulk(input)
		}
		if err == nil {
			b.stats.ok++
		} else {
			b.stats.fail(err)
		}
		out = appendRecord(out, input, baseJSON, u, err, w.fields)
	}
	b.out = out
	b.stats.lines = line - b.firstLine
}

var nullJSON = []byte("null")

// baseCache keeps the last base a jsonlWorker parsed: the cases of a file
// such as urltestdata.json often share one.
type baseCache struct {
	input string // a copy: the line it came from is reused
	url   whatwgurl.URL
	json  []byte
	err   error
	set   bool
}

func (c *baseCache) get(input string) (whatwgurl.URL, []byte, error) {
	if !c.set || c.input != input {
		c.input = strings.Clone(input)
		c.url, c.err = whatwgurl.Parse(c.input)
		c.json = appendJSONString(c.json[:0], c.input)
		c.set = true
	}
	return c.url, c.json, c.err
}

// lineNumber writes line numbers in decimal. Error lines come a few lines
// apart, so it keeps the digits of the last number and adds the step to
// them, which is cheaper than formatting each number anew.
type lineNumber struct {
	n      int64
	digits []byte
}

// of returns the digits of n, valid until the next call.
func (l *lineNumber) of(n int64) []byte {
	step := n - l.n
	if len(l.digits) == 0 || step < 0 || step > 1000 {
		l.digits = strconv.AppendInt(l.digits[:0], n, 10)
		l.n = n
		return l.digits
	}
	for i := len(l.digits) - 1; step > 0; i-- {
		if i < 0 { // one more digit
			l.digits = append(l.digits, 0)
			copy(l.digits[1:], l.digits)
			l.digits[0] = '0'
			i = 0
		}
		v := int64(l.digits[i]-'0') + step
		l.digits[i] = byte('0' + v%10)
		step = v / 10
	}
	l.n = n
	return l.digits
}

// maxShownInput is how many bytes of a long input an error line shows.
const maxShownInput = 100

// appendErrorLine appends the error line for an input that failed:
//
//	line 12: IPv6-unclosed: "https://[::1"
//
// The input is Go-quoted as the URL-argument mode quotes values, after the
// same replacement of invalid UTF-8 the parser made, and cut after
// maxShownInput bytes:
//
//	line 13: IPv6-unclosed: "https://[0000:…:0000"… (10485780 bytes)
//
// plain tells that input is printable ASCII without '"' or '\\'
// (goQuoteSafe).
func appendErrorLine(dst []byte, line []byte, name, input string, plain bool) []byte {
	dst = append(dst, "line "...)
	dst = append(dst, line...)
	dst = append(dst, ": "...)
	dst = append(dst, name...)
	dst = append(dst, ": "...)
	if plain {
		dst = append(dst, '"')
		dst = append(dst, input[:min(len(input), maxShownInput)]...)
		dst = append(dst, '"')
		if len(input) > maxShownInput {
			dst = appendLength(dst, len(input))
		}
	} else {
		dst = appendShortQuote(dst, input)
	}
	return append(dst, '\n')
}

// appendShortQuote appends input Go-quoted, after the replacement of
// invalid UTF-8 the parser makes, cut at a code point after at most
// maxShownInput bytes and then followed by its length in bytes as read.
func appendShortQuote(dst []byte, input string) []byte {
	// Replacement never makes text shorter, so the first maxShownInput
	// bytes shown come from at most as many bytes of input, plus the
	// rest of a UTF-8 sequence that starts among them.
	shown := input[:min(len(input), maxShownInput+utf8.UTFMax-1)]
	whole := len(shown) == len(input)
	safe := goQuoteSafe(shown)
	if !safe && !utf8.ValidString(shown) {
		shown = string(utf8s.AppendScalarValues(nil, shown))
	}
	if len(shown) > maxShownInput {
		cut := maxShownInput
		for cut > 0 && !utf8.RuneStart(shown[cut]) {
			cut--
		}
		shown, whole = shown[:cut], false
	}
	if safe {
		// The common case: strconv.Quote would only add the quotes.
		dst = append(dst, '"')
		dst = append(dst, shown...)
		dst = append(dst, '"')
	} else {
		dst = strconv.AppendQuote(dst, shown)
	}
	if !whole {
		dst = appendLength(dst, len(input))
	}
	return dst
}

// appendLength appends the length of a cut input: "… (N bytes)".
func appendLength(dst []byte, n int) []byte {
	dst = append(dst, "… ("...)
	dst = strconv.AppendInt(dst, int64(n), 10)
	return append(dst, " bytes)"...)
}

// goQuoteSafe reports whether strconv.Quote would only add quotes around
// s because s is printable ASCII without '"' or '\\'. It looks at eight
// bytes at a time (see jsonUnsafeBytes).
func goQuoteSafe(s string) bool {
	b := unsafe.Slice(unsafe.StringData(s), len(s))
	for len(b) >= 16 {
		x, y := binary.LittleEndian.Uint64(b), binary.LittleEndian.Uint64(b[8:])
		if (jsonUnsafeBytes(x)|jsonUnsafeBytes(y)|(x&^highs+ones)|(y&^highs+ones))&highs != 0 {
			return false
		}
		b = b[16:]
	}
	if len(s) >= 8 {
		// At most 15 bytes are left: their first eight and the last eight
		// of s, which may overlap each other and the bytes read.
		x := binary.LittleEndian.Uint64(unsafe.Slice(unsafe.StringData(s[len(s)-8:]), 8))
		unsafeBytes := jsonUnsafeBytes(x) | (x&^highs + ones)
		if len(b) > 8 {
			y := binary.LittleEndian.Uint64(b)
			unsafeBytes |= jsonUnsafeBytes(y) | (y&^highs + ones)
		}
		return unsafeBytes&highs == 0
	}
	for _, c := range b {
		if !jsonSafe[c] || c == 0x7F {
			return false
		}
	}
	return true
}
