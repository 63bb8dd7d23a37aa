package main

import (
	"encoding/binary"
	"encoding/json"
	"math/bits"
	"strings"
	"unicode/utf16"
	"unicode/utf8"
	"unsafe"
)

// A -jsonl line is one JSON object such as {"input":"…","base":"…"} or
// {"input":"…","base":null}; other fields are ignored and an absent base
// is null. The fields are read as encoding/json reads them into jsonlCase.
// Most lines are plain objects of strings, which recordDecoder.fast reads
// without reflection and without copying strings that have no escapes;
// anything it does not read (numbers, arrays, keys with escapes or in
// another case, bad JSON) goes to encoding/json, which also words the
// error for a line that is not a record.

// jsonlCase is a -jsonl record as encoding/json reads it.
type jsonlCase struct {
	Input *string `json:"input"`
	Base  *string `json:"base"`
}

// errNoInput is the reason given for a JSON object without an "input"
// string.
const errNoInput = `no "input" string`

// recordDecoder reads -jsonl lines. Its scratch buffer holds the strings
// that had escapes, so what decode returns is valid until the next call or
// until line changes.
type recordDecoder struct {
	scratch []byte
}

// decode reads the record on line, which must be valid UTF-8. hasBase is
// false for a null or absent base. A line that is not a record gives a
// non-empty reason.
func (d *recordDecoder) decode(line []byte) (input, base string, hasBase bool, reason string) {
	input, base, hasInput, hasBase, ok := d.fast(line)
	if !ok {
		// The fast reader may have read part of the line before it
		// stepped aside: the slow one starts from nothing.
		input, base = "", ""
		var c jsonlCase
		if err := json.Unmarshal(line, &c); err != nil {
			return "", "", false, err.Error()
		}
		hasInput = c.Input != nil
		if hasInput {
			input = *c.Input
		}
		if hasBase = c.Base != nil; hasBase {
			base = *c.Base
		}
	}
	if !hasInput {
		return "", "", false, errNoInput
	}
	return input, base, hasBase, ""
}

// fast reads line when it is an object whose values are strings, null,
// true or false and whose keys are plain ASCII; it returns ok = false for
// anything else, for which encoding/json decides. When it returns ok, the
// result is what json.Unmarshal gives for a jsonlCase (the last of
// repeated keys wins; null sets a field to nil).
func (d *recordDecoder) fast(line []byte) (input, base string, hasInput, hasBase, ok bool) {
	d.scratch = d.scratch[:0]
	// The shape that encoding/json and most programs write:
	// {"input":"…"} or {"input":"…","base":null} or {"input":"…","base":"…"}.
	if len(line) > len(`{"input":"`) && string(line[:len(`{"input":"`)]) == `{"input":"` {
		if input, i, good := d.str(line, len(`{"input":`), true); good {
			rest := line[i:]
			for len(rest) > 0 && isJSONSpace(rest[len(rest)-1]) {
				rest = rest[:len(rest)-1]
			}
			switch {
			case string(rest) == "}" || string(rest) == `,"base":null}`:
				return input, "", true, false, true
			case len(rest) > len(`,"base":"`) && string(rest[:len(`,"base":"`)]) == `,"base":"`:
				if base, j, good := d.str(line, i+len(`,"base":`), true); good && j == i+len(rest)-1 && rest[len(rest)-1] == '}' {
					return input, base, true, true, true
				}
			}
		}
		d.scratch = d.scratch[:0]
	}
	i := skipJSONSpace(line, 0)
	if i == len(line) || line[i] != '{' {
		return
	}
	i = skipJSONSpace(line, i+1)
	if i < len(line) && line[i] == '}' {
		i++
	} else {
		for {
			// A key: plain ASCII without escapes.
			if i == len(line) || line[i] != '"' {
				return
			}
			j := i + 1
			for j < len(line) && jsonSafe[line[j]] {
				j++
			}
			if j == len(line) || line[j] != '"' {
				return
			}
			key := unsafe.String(unsafe.SliceData(line[i+1:]), j-i-1)
			field := 0 // 1: input, 2: base
			switch key {
			case "input":
				field = 1
			case "base":
				field = 2
			default:
				// encoding/json matches field names without regard
				// to case.
				if strings.EqualFold(key, "input") || strings.EqualFold(key, "base") {
					return
				}
			}
			i = skipJSONSpace(line, j+1)
			if i == len(line) || line[i] != ':' {
				return
			}
			i = skipJSONSpace(line, i+1)
			if i == len(line) {
				return
			}
			switch c := line[i]; {
			case c == '"':
				var s string
				var good bool
				s, i, good = d.str(line, i, field != 0)
				if !good {
					return
				}
				switch field {
				case 1:
					input, hasInput = s, true
				case 2:
					base, hasBase = s, true
				}
			case c == 'n' && hasLiteral(line[i:], "null"):
				i += len("null")
				switch field {
				case 1:
					input, hasInput = "", false
				case 2:
					base, hasBase = "", false
				}
			case field == 0 && c == 't' && hasLiteral(line[i:], "true"):
				i += len("true")
			case field == 0 && c == 'f' && hasLiteral(line[i:], "false"):
				i += len("false")
			default:
				return
			}
			i = skipJSONSpace(line, i)
			if i == len(line) {
				return
			}
			if line[i] == ',' {
				i = skipJSONSpace(line, i+1)
				continue
			}
			if line[i] != '}' {
				return
			}
			i++
			break
		}
	}
	if skipJSONSpace(line, i) != len(line) {
		return
	}
	return input, base, hasInput, hasBase, true
}

// hasLiteral reports whether b starts with the literal lit and the literal
// ends there (a JSON value cannot run on into a letter or digit).
func hasLiteral(b []byte, lit string) bool {
	if len(b) < len(lit) || string(b[:len(lit)]) != lit {
		return false
	}
	if len(b) == len(lit) {
		return true
	}
	c := b[len(lit)]
	return !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9')
}

// skipJSONSpace returns the index of the first byte at or after i that is
// not JSON whitespace.
func skipJSONSpace(b []byte, i int) int {
	for i < len(b) && isJSONSpace(b[i]) {
		i++
	}
	return i
}

func isJSONSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\r' || c == '\n' }

// str reads the JSON string that starts at line[i] (a '"') and returns its
// value (when keep is set), the index after its closing quote, and whether
// it is a string fast reads. A string without escapes is returned as a view
// of line; one with escapes is decoded into d.scratch.
func (d *recordDecoder) str(line []byte, i int, keep bool) (string, int, bool) {
	start := i + 1
	j := start + jsonPlainPrefix(line[start:])
	if j == len(line) || line[j] < 0x20 {
		return "", 0, false
	}
	if line[j] == '"' {
		return unsafe.String(unsafe.SliceData(line[start:]), j-start), j + 1, true
	}
	// Escapes: decode as encoding/json does.
	at := len(d.scratch)
	d.scratch = append(d.scratch, line[start:j]...)
	for j < len(line) {
		c := line[j]
		switch {
		case c == '"':
			if !keep {
				d.scratch = d.scratch[:at]
				return "", j + 1, true
			}
			s := d.scratch[at:]
			return unsafe.String(unsafe.SliceData(s), len(s)), j + 1, true
		case c < 0x20:
			return "", 0, false
		case c != '\\':
			d.scratch = append(d.scratch, c)
			j++
			continue
		}
		if j+1 == len(line) {
			return "", 0, false
		}
		switch e := line[j+1]; e {
		case '"', '\\', '/':
			d.scratch = append(d.scratch, e)
		case 'b':
			d.scratch = append(d.scratch, '\b')
		case 'f':
			d.scratch = append(d.scratch, '\f')
		case 'n':
			d.scratch = append(d.scratch, '\n')
		case 'r':
			d.scratch = append(d.scratch, '\r')
		case 't':
			d.scratch = append(d.scratch, '\t')
		case 'u':
			r, ok := hex4(line[j+2:])
			if !ok {
				return "", 0, false
			}
			j += 6
			if utf16.IsSurrogate(r) {
				// A surrogate pair makes one code point; a surrogate
				// that is not the first half of a pair is U+FFFD, and
				// what follows it is read on its own.
				if len(line) >= j+6 && line[j] == '\\' && line[j+1] == 'u' {
					if r2, ok := hex4(line[j+2:]); ok {
						if pair := utf16.DecodeRune(r, r2); pair != utf8.RuneError {
							r = pair
							j += 6
						} else {
							r = utf8.RuneError
						}
					}
				} else {
					r = utf8.RuneError
				}
			}
			d.scratch = utf8.AppendRune(d.scratch, r)
			continue
		default:
			return "", 0, false
		}
		j += 2
	}
	return "", 0, false
}

// jsonPlainPrefix returns the length of the longest prefix of b that a
// JSON string holds as it is: no '"', '\\' or control character. It looks
// at eight bytes at a time (see jsonUnsafeBytes).
func jsonPlainPrefix(b []byte) int {
	n := 0
	for len(b) >= 8 {
		x := binary.LittleEndian.Uint64(b)
		// jsonUnsafeBytes without the bytes of 0x80 and above, which are
		// UTF-8 here.
		if stop := jsonUnsafeBytes(x) &^ x; stop != 0 {
			return n + bits.TrailingZeros64(stop)/8
		}
		b = b[8:]
		n += 8
	}
	for _, c := range b {
		if c == '"' || c == '\\' || c < 0x20 {
			break
		}
		n++
	}
	return n
}

// hex4 reads four hexadecimal digits at the start of b.
func hex4(b []byte) (rune, bool) {
	if len(b) < 4 {
		return 0, false
	}
	var r rune
	for _, c := range b[:4] {
		switch {
		case '0' <= c && c <= '9':
			c -= '0'
		case 'a' <= c && c <= 'f':
			c -= 'a' - 10
		case 'A' <= c && c <= 'F':
			c -= 'A' - 10
		default:
			return 0, false
		}
		r = r<<4 | rune(c)
	}
	return r, true
}
