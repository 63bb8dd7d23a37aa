package main

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/webstd/whatwgurl"
	"github.com/webstd/whatwgurl/canon"
)

// -key: canonical keys (package canon) instead of hrefs, line for line.

// keyProfile is a key that -key names: of an input string, and of a URL
// parsed against -base.
type keyProfile struct {
	of    func(string) (string, error)
	ofURL func(whatwgurl.URL) (string, error)
}

func profileKey(p canon.Profile) keyProfile {
	return keyProfile{
		of:    func(s string) (string, error) { k, err := p.Key(s); return k.Href, err },
		ofURL: func(u whatwgurl.URL) (string, error) { k, err := p.KeyOf(u); return k.Href, err },
	}
}

// keyProfiles are the values of -key.
var keyProfiles = map[string]keyProfile{
	"default":      profileKey(canon.Default),
	"equivalence":  profileKey(canon.Equivalence),
	"dedup":        profileKey(canon.Dedup),
	"surt":         {canon.SURT, canon.SURTOf},
	"safebrowsing": {canon.SafeBrowsing, canon.SafeBrowsingOf},
}

func keyProfileNames() string {
	var names []string
	for n := range keyProfiles {
		names = append(names, n)
	}
	sort.Strings(names)
	return strings.Join(names, ", ")
}

// keyOf returns the key of input: of the input itself, or without a base
// of the URL parsed against it (SURT and SafeBrowsing read an input
// without a scheme as http only without a base).
func (c *converter) keyOf(p keyProfile, input string) (string, error) {
	if c.base == nil {
		return p.of(input)
	}
	u, err := c.parse(input)
	if err != nil {
		return "", err
	}
	return p.ofURL(u)
}

// keyWorker writes one key per line, or an empty line and an error line
// for an input that has none, or an empty line alone for a blank line, as
// hrefWorker does for hrefs.
type keyWorker struct {
	*converter
	profile keyProfile
	number  lineNumber
}

func (w *keyWorker) process(b *batch) {
	data, out := b.in, b.out
	line := b.firstLine
	for len(data) > 0 {
		i := bytes.IndexByte(data, '\n')
		if isBlank(data[:i]) {
			b.stats.blank++
			out = append(out, '\n')
			data = data[i+1:]
			line++
			continue
		}
		input := inputString(data[:i])
		key, err := w.keyOf(w.profile, input)
		if !validUTF8(input) {
			b.stats.invalidUTF8++
		}
		if err == nil {
			out = append(out, key...)
			b.stats.ok++
		} else {
			name := b.stats.fail(err)
			if !w.quiet {
				b.errs = appendErrorLine(b.errs, w.number.of(line), name, input, goQuoteSafe(input))
			}
		}
		out = append(out, '\n')
		data = data[i+1:]
		line++
	}
	b.out = out
	b.stats.lines = line - b.firstLine
}

// runKeyArgs writes the key of each URL argument, one a line; one that has
// none gives an error line on standard error.
func (c *converter) runKeyArgs(p keyProfile, inputs []string, stdout, stderr io.Writer) int {
	w := bufio.NewWriter(stdout)
	status := exitOK
	hinted := false
	for _, input := range inputs {
		key, err := c.keyOf(p, input)
		if err != nil {
			status = exitFailed
			if !hinted && c.looksLikeFile(input, err) {
				hinted = true
				defer fmt.Fprint(stderr, fileHint(input))
			}
			if !c.quiet {
				if err := w.Flush(); err != nil {
					return ioFailed(stderr, "write", err)
				}
				fmt.Fprintf(stderr, "whatwgurl: %s: %s\n", input, errorName(err))
			}
			continue
		}
		w.WriteString(key)
		w.WriteByte('\n')
	}
	if err := w.Flush(); err != nil {
		return ioFailed(stderr, "write", err)
	}
	return status
}
