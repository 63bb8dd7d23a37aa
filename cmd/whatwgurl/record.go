package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/webstd/whatwgurl"
)

// recordRows are the rows that a URL argument prints, one "name  value"
// line each, in this order: the attributes of the standard's URL class,
// with the registrable domain of the host after the origin (the empty
// string where the standard returns null), and then the URL as it is
// rendered for a person. A row added here is printed for every URL; the
// names' column is as wide as the longest name.
// https://url.spec.whatwg.org/#url-class
// https://url.spec.whatwg.org/#host-registrable-domain
// https://url.spec.whatwg.org/#url-rendering
var recordRows = []struct {
	name  string
	value func(whatwgurl.URL) string
}{
	{"href", whatwgurl.URL.Href},
	{"origin", func(u whatwgurl.URL) string { return u.Origin().String() }},
	{"registrable domain", registrableDomain},
	{"protocol", whatwgurl.URL.Protocol},
	{"username", whatwgurl.URL.Username},
	{"password", whatwgurl.URL.Password},
	{"host", whatwgurl.URL.Host},
	{"hostname", whatwgurl.URL.Hostname},
	{"port", whatwgurl.URL.Port},
	{"pathname", whatwgurl.URL.Pathname},
	{"search", whatwgurl.URL.Search},
	{"hash", whatwgurl.URL.Hash},
	{"display", whatwgurl.URL.Display},
}

// rowNameWidth is the width of the longest row name.
var rowNameWidth = func() int {
	w := 0
	for _, r := range recordRows {
		w = max(w, len(r.name))
	}
	return w
}()

// appendReadable appends one "name  value" line per row, the values
// Go-quoted (so "" is empty and spaces, tabs and control characters are
// visible) and aligned in one column.
func appendReadable(dst []byte, u whatwgurl.URL) []byte {
	for _, r := range recordRows {
		dst = append(dst, r.name...)
		for i := len(r.name); i < rowNameWidth+2; i++ {
			dst = append(dst, ' ')
		}
		dst = strconv.AppendQuote(dst, r.value(u))
		dst = append(dst, '\n')
	}
	return dst
}

// runArgs prints each URL of inputs, as rows or as JSON. A URL that fails
// prints "whatwgurl: <input>: <error>" on standard error, unless -q.
// looksLikeFile reports whether input, which failed to parse with err,
// was likely meant as the name of a list: it has no scheme, and it names a
// file (isFile) or ends in an extension that lists have.
func (c *converter) looksLikeFile(input string, err error) bool {
	if !errors.Is(err, whatwgurl.MissingSchemeNonRelativeURL) {
		return false
	}
	if c.isFile != nil && c.isFile(input) {
		return true
	}
	ext := strings.ToLower(filepath.Ext(input))
	switch ext {
	case ".txt", ".lst", ".list", ".csv", ".tsv", ".json", ".jsonl", ".ndjson", ".log", ".gz":
		return true
	}
	return false
}

// fileHint is the line written after the output when a URL argument looks
// like a file name.
func fileHint(input string) string {
	w := shellWord(input)
	return "whatwgurl: hint: arguments are URLs, never file names; to read the list in the file " + w +
		", run: whatwgurl -f " + w + "\n"
}

// shellWord returns s as one word for a POSIX shell: as it is when it holds
// only characters no shell treats specially, else in single quotes.
func shellWord(s string) string {
	if s != "" && strings.Trim(s, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./+,:@%") == "" {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

func (c *converter) runArgs(inputs []string, stdout, stderr io.Writer, jsonOut bool) int {
	w := bufio.NewWriter(stdout)
	status := exitOK
	printed := 0
	hinted := false
	var buf []byte
	for _, input := range inputs {
		u, err := c.parse(input)
		if err != nil {
			status = exitFailed
			if !hinted && c.looksLikeFile(input, err) {
				hinted = true
				defer fmt.Fprint(stderr, fileHint(input))
			}
		}
		buf = buf[:0]
		switch {
		case jsonOut:
			buf = appendRecord(buf, input, c.baseJSON, u, err, c.fields)
		case err != nil:
			if c.quiet {
				continue
			}
			// Keep stdout and stderr in order when both are a terminal.
			if err := w.Flush(); err != nil {
				return ioFailed(stderr, "write", err)
			}
			fmt.Fprintf(stderr, "whatwgurl: %s: %s\n", input, errorName(err))
			continue
		default:
			if printed > 0 {
				buf = append(buf, '\n')
			}
			printed++
			buf = appendReadable(buf, u)
		}
		w.Write(buf)
	}
	if err := w.Flush(); err != nil {
		return ioFailed(stderr, "write", err)
	}
	return status
}
