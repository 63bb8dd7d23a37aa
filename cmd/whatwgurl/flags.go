package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"
)

const usage = `usage:
  whatwgurl [-base URL] [-json [-site]] URL...
  whatwgurl [-base URL] [-json [-site]] [-j N] [-q] [-f FILE]...
  whatwgurl -jsonl [-site] [-j N] [-f FILE]...
  whatwgurl -validate [-base URL] [-json | -jsonl] [-j N] [URL... | -f FILE...]
  whatwgurl -key PROFILE [-base URL] [-j N] [-q] [URL... | -f FILE...]

Parses each URL as the WHATWG URL Standard (https://url.spec.whatwg.org/)
does, with the base URL given by -base when it is set.

Arguments are URLs, never file names: "whatwgurl urls.txt" parses the
string urls.txt as a URL (and fails, for it has no scheme). To read a list
of URLs from a file, name it with -f (or send it to standard input); an
argument that fails and looks like a file name gets a hint saying so. URL
arguments and -f do not mix.

With URL arguments, prints each URL's attributes, one "name  value" line
each, the value as a Go-quoted string (so "" is empty and spaces, tabs and
control characters are visible), and a blank line between URLs:

  href                "https://user@www.example.co.uk/caf%C3%A9?q=1%202"
  origin              "https://www.example.co.uk"
  registrable domain  "example.co.uk"
  protocol            "https:"
  ...
  hash                ""
  display             "https://www.example.co.uk/café?q=1%202"

The rows are the attributes of the standard's URL class; the registrable
domain of the host (from the Public Suffix List, private domains included,
as url.bs "Host miscellaneous" says; "" where the standard returns null:
for IP addresses, opaque hosts, a host that is a public suffix); and the
URL as it should be shown to a person (url.bs "URL rendering"): without
username and password, the host in Unicode unless it could spoof another,
non-ASCII percent-encoded text decoded where that misleads no one.

A URL that fails to parse prints "whatwgurl: <input>: <error>" on standard
error, where <error> is the URL Standard's name for the validation error
that made it fail (such as IPv6-unclosed); the other URLs are still printed.

Without URL arguments, reads a list: the -f files, one after another, or
else standard input. Each line is one URL (a line ends at "\n", and at the
end of a file; everything else, including a "\r" before the "\n", is passed
to the parser, which strips leading and trailing C0 controls and spaces
itself). Writes one href per line; an input that fails gives an empty line,
so line N of the output always belongs to line N of the input, and an error
line on standard error with the line number, the error and the input
(Go-quoted; a long input is cut after 100 bytes and its length given):

  line 2: IPv6-unclosed: "https://[::1"

A blank line (empty, or only spaces, tabs and "\r") is skipped in every
list mode (lines, -json, -jsonl, -key, -validate): it is not parsed and is no
failure, it gives an empty output line (so that line N of the output still
belongs to line N of the input; with -validate, nothing), and the summary
counts it as blank.

Lines may be of any length; memory does not grow with the number of lines.
At the end, a summary goes to standard error: lines read, how many parsed
and failed, the failures by error, lines with invalid UTF-8, blank lines,
and the time.

Input is read as browsers read a UTF-8 page: a UTF-8 byte order mark
(EF BB BF) at the start of standard input and of each -f file is dropped,
and each maximal invalid subsequence of bytes that is not valid UTF-8 is one
U+FFFD (the Encoding Standard's "UTF-8 decode"). The parser, the -json and -jsonl echo of the input and
the error lines all show that same U+FFFD.

Flags:
  -base URL
	parse every input relative to URL (the standard's base URL). A base
	that fails to parse is a usage error.
  -f FILE
	read the list from FILE; repeat it to read several files in turn, as
	one list whose line numbers run on from file to file. "-" is standard
	input.
  -j N
	parse with N goroutines (default: the number of CPUs, NCPU here). The
	output is in input order and the same for every N.
  -json
	instead of the lines above, write one JSON object per input, one per
	line: the fields of web-platform-tests' urltestdata.json, with its
	names and in its order, then "display" (the row above):
	  {"input":…,"base":…,"href":…,"origin":…,"protocol":…,"username":…,
	   "password":…,"host":…,"hostname":…,"port":…,"pathname":…,
	   "search":…,"hash":…,"display":…}
	where base is the -base value or null; an input that fails gives
	  {"input":…,"base":…,"failure":true,"error":"<error>"}
	and no error line.
  -jsonl
	read the list as JSON Lines: each line one JSON object such as
	{"input":"…","base":"…"} or {"input":"…","base":null} (other fields
	are ignored, an absent base is null), and write the -json object for
	each. A non-null base is parsed first; if it fails, the case fails
	with the base's error. A line that is not such an object gives
	  {"line":N,"error":"bad JSON: <reason>"}
	and the run goes on; a blank line gives an empty line, as above.
	Takes no URL arguments
	and no -base.
  -site
	add "registrableDomain" to the -json and -jsonl objects, before
	"display": the registrable domain of the host, as in the rows above,
	or null. It is not there by default because its Public Suffix List
	lookup nearly doubles the time -json takes per line.
  -q
	write no error lines for inputs that fail (the exit status and the
	summary still count them).
  -summary
	write the summary at the end of a list (default true; -summary=false
	for none).
  -progress
	show a progress line on standard error, a few times a second: lines,
	lines per second, bytes and failures so far and, when the input's size
	is known (-f files, or standard input redirected from a file), the
	share read and the time left (default: on when standard error is a
	terminal and standard output is not).
  -validate
	for each input, list every validation error the URL Standard's parser
	signals, in order, each with its byte offset in the input and a caret
	under the input (written as a Go string with only ASCII, so that each
	character is one column), then a summary line:

	  "https:\\\\evil.example\\x"
	         ^ 6 special-scheme-missing-following-solidus
	  ...
	  4 validation errors; parses as "https://evil.example/x"; not a valid URL string

	and exit with status 1 when some input is not a valid URL string (the
	URL Standard's "URL writing"). In every mode: URL arguments; the lines
	of a list, each block's summary line starting "line N: ", blocks apart
	by a blank line, no error lines; -json and -jsonl, whose objects gain
	  "errors":[{"name":…,"offset":…},…],"valid":true|false
	after their other fields (a -jsonl case whose base fails has no errors
	and is not valid). Offsets are in the input as every output shows it:
	input that is not valid UTF-8 is checked after the replacement above.
	The summary counts the inputs that are not valid URL strings. An
	input wider than 1000 columns so written gets no carets: its error
	lines read "  at OFFSET: NAME".
  -key PROFILE
	write the canonical key of each input (package canon, see
	docs/canon.md) instead of its href, with the same lines, error
	lines, summary and exit status. PROFILE is default (the href
	without its fragment), equivalence (also RFC 3986's equivalent
	forms), dedup (every step, for a crawl frontier), surt (the
	Internet Archive's SURT key, "org,archive)/goo?a=1") or
	safebrowsing (Google Safe Browsing's canonical URL). surt and
	safebrowsing read an input without a scheme as http. Not with
	-json, -jsonl or -validate.
  -h
	print this text.

Exit status: 0 when every input parsed; 1 when some input failed to parse
(with -validate: is not a valid URL string) or a -jsonl line is not a
record; 2 for a usage error, a -base that fails to parse, or a read or
write error (a file that cannot be opened, a closed pipe, a full disk),
which stops the run; the output written before it is kept.
`

// options are the command line, parsed.
type options struct {
	base     string
	baseSet  bool
	json     bool
	jsonl    bool
	jobs     int
	files    []string
	quiet    bool
	validate bool
	site     bool
	summary  bool
	progress bool
	urls     []string // the URL arguments
	key      string   // -key: the profile's name, or ""
}

// parseFlags parses args. It returns errHelp for -h, and otherwise a
// usage error for the caller to print with the usage text.
func parseFlags(args []string, e *env) (*options, error) {
	o := &options{}
	fs := flag.NewFlagSet("whatwgurl", flag.ContinueOnError)
	fs.SetOutput(io.Discard) // errors are printed by run, with the usage
	fs.Func("base", "parse inputs relative to `URL`", func(s string) error {
		o.base, o.baseSet = s, true
		return nil
	})
	fs.Func("f", "read the list from `FILE`", func(s string) error {
		o.files = append(o.files, s)
		return nil
	})
	fs.Func("j", "parse with `N` goroutines", func(s string) error {
		n, err := strconv.Atoi(s)
		if err != nil || n < 1 {
			return errors.New("not a number of goroutines (1 or more)")
		}
		o.jobs = n
		return nil
	})
	fs.Func("key", "write keys of `PROFILE`", func(s string) error {
		if _, ok := keyProfiles[s]; !ok {
			return fmt.Errorf("no key profile %q (%s)", s, keyProfileNames())
		}
		o.key = s
		return nil
	})
	fs.BoolVar(&o.json, "json", false, "write one JSON object per input")
	fs.BoolVar(&o.jsonl, "jsonl", false, "read JSON objects")
	fs.BoolVar(&o.quiet, "q", false, "write no error lines")
	fs.BoolVar(&o.validate, "validate", false, "list the validation errors of each input")
	fs.BoolVar(&o.site, "site", false, `add "registrableDomain" to the JSON objects`)
	fs.BoolVar(&o.summary, "summary", true, "write a summary at the end")
	fs.BoolVar(&o.progress, "progress", e.terminal, "show progress")
	o.jobs = e.numCPU
	if err := fs.Parse(args); err != nil {
		return nil, err
	}
	o.urls = fs.Args()
	switch {
	case o.jsonl && (len(o.urls) > 0 || o.baseSet):
		return nil, errors.New("-jsonl takes no URL arguments and no -base")
	case o.key != "" && (o.json || o.jsonl || o.validate):
		return nil, errors.New("-key does not mix with -json, -jsonl or -validate")
	case len(o.files) > 0 && len(o.urls) > 0:
		return nil, fmt.Errorf("URL arguments and -f do not mix (is %q a file? then use -f %[1]s)", o.urls[0])
	}
	return o, nil
}

// errHelp is returned by parseFlags for -h and -help.
var errHelp = flag.ErrHelp

// usageText is the usage with this machine's defaults.
func usageText(e *env) string {
	return strings.Replace(usage, "NCPU", strconv.Itoa(e.numCPU), 1)
}
