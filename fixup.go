package whatwgurl

// Reading text a person typed as the URL they most likely meant, as a
// browser's address bar does before it hands the text to the URL parser.
// The URL Standard leaves this to browsers; the rules below are written
// from what Chromium's URL fixer (components/url_formatter/url_fixer.cc)
// and Firefox's URIFixup do, as their tests show.

import (
	"errors"
	"strings"
	"unicode"
)

// ErrLooksLikeSearch is wrapped by the error FixUp returns for text that a
// browser's address bar would send to a search engine rather than read as
// a URL: white space before the first '/' and no '.' there, such as
// "mozilla is amazing".
var ErrLooksLikeSearch = errors.New("looks like a search, not a URL (white space before any '/' and no '.')")

var errFixUpEmpty = errors.New("nothing but white space")
var errFixUpScheme = errors.New("default scheme is not a scheme")
var errFixUpHome = errors.New(`starts with "~", a home directory, which FixUp does not look up`)

// FixUp returns the URL a person most likely meant by input, as a
// browser's address bar reads typed text, with defaultScheme (such as
// "https", or "http" as Chromium and Firefox use; "" means "http") added
// where input names none. The rules, in order, with examples for the
// default scheme "http":
//
//  1. White space (Unicode's, which includes U+00A0) at either end is
//     removed: " www.google.com " is "http://www.google.com/".
//  2. An absolute file path becomes a file URL through FromFilePath: a
//     POSIX path starting with a single '/' ("/tmp/a b.txt" gives
//     "file:///tmp/a%20b.txt"), a Windows path starting with a drive
//     letter and a separator ("C:\Users\a.txt" gives
//     "file:///C:/Users/a.txt"), or a UNC path starting with two
//     backslashes ("\\server\share\x" gives "file://server/share/x").
//     FromFilePath's refusals (a ".." segment) are FixUp's. Input
//     starting with "~" (a home directory, "~/x" or "~user/x") is
//     refused: FixUp does not look at the file system.
//  3. A special scheme followed by ';' instead of ':' is a typo:
//     "http;//example.com/", "http;/example.com/" and "http;example.com/"
//     are "http://example.com/". Another scheme is left alone
//     ("whatsup;//fool" has no scheme, see rule 6).
//  4. Input that starts with a scheme followed by ':' stays as Parse reads
//     it when the scheme is special (http, https, ws, wss, ftp, file), is
//     one the URL and Fetch standards name (about, blob, data,
//     javascript), is mailto or tel, or is followed by "//":
//     "HTTP://Example.com" is "http://example.com/", "sc://host" is
//     "sc://host", "tel:123" is "tel:123".
//  5. Otherwise, a "scheme" followed by a valid port (ASCII digits, 0 to
//     65535, leading zeros allowed) and then the end, '/', '?' or '#' is a
//     host and a port: "localhost:8080" is "http://localhost:8080/",
//     "host:80" is "http://host/" (the default port is dropped),
//     "host:00009999" is "http://host:9999/". Anything else stays as Parse
//     reads it: "host:65536" and "tel:123-456-78901" are URLs with the
//     schemes "host" and "tel", as in Chromium.
//  6. Input without a scheme is refused, wrapping ErrLooksLikeSearch, when
//     it has white space before its first '/' and no '.' before it
//     ("mozilla is amazing", "search ?mozilla"); otherwise the default
//     scheme and "//" are put before it: "example.com/path",
//     "www.google.com?q", "www.google.com#f", "user@host",
//     "1.2.3.4:8000", "[::1]", "[::1]:8080/x" (neither a digit nor '['
//     starts a scheme), and IDN hosts ("水.com" is "http://xn--1rw.com/").
//
// A defaultScheme that is not a scheme ("ht tp", "http:") is an error
// whatever input is.
//
// The result is always what Parse gives for some string, so it reparses
// to itself; when Parse fails on the text rule 4, 5 or 6 gives, FixUp
// fails with the parser's reason. Errors are *Error with Op "fix up".
//
// Unlike a browser, FixUp does not search, look up names in DNS, append
// ".com" or "www." to a single word, fix top-level domain typos
// ("mochi.ocm"), map a browser's own pages (about:, chrome:, which
// Chromium rewrites to chrome://), or read "~" as a home directory; and it
// does not judge what a URL does: "javascript:alert(1)" stays as it is, so
// check the scheme before following the result. net/url has no
// counterpart (Go issues golang/go#12585, #19297).
// https://url.spec.whatwg.org/#concept-basic-url-parser
func FixUp(input, defaultScheme string) (URL, error) {
	const op = "fix up"
	fail := func(err error) (URL, error) { return URL{}, &Error{Op: op, Input: input, Err: err} }
	if defaultScheme == "" {
		defaultScheme = "http"
	}
	if !isScheme(defaultScheme) {
		return URL{}, &Error{Op: op, Input: defaultScheme, Err: errFixUpScheme}
	}
	s := strings.TrimFunc(input, func(r rune) bool { return unicode.IsSpace(r) || r < ' ' })
	if s == "" {
		return fail(errFixUpEmpty)
	}
	parse := func(s string) (URL, error) {
		u, err := Parse(s)
		if err != nil {
			var e *Error
			if errors.As(err, &e) {
				return fail(e.Err)
			}
			return fail(err)
		}
		return u, nil
	}

	// Rule 2: absolute file paths.
	if s[0] == '~' {
		return fail(errFixUpHome)
	}
	if style, ok := filePathStyle(s); ok {
		u, err := FromFilePath(s, style)
		if err != nil {
			var e *Error
			if errors.As(err, &e) {
				return fail(e.Err)
			}
			return fail(err)
		}
		return u, nil
	}

	// Rules 3 to 5: input that starts with a scheme.
	end := schemePrefixEnd(s)
	if end > 0 && s[end] == ';' && schemeKindOf(strings.ToLower(s[:end])) != schemeNotSpecial {
		s = s[:end] + ":" + s[end+1:] // rule 3
	}
	if end > 0 && s[end] == ':' {
		scheme, rest := strings.ToLower(s[:end]), s[end+1:]
		if schemeKindOf(scheme) != schemeNotSpecial || isKnownScheme(scheme) || strings.HasPrefix(rest, "//") {
			return parse(s) // rule 4
		}
		if !isPortThenEnd(rest) {
			return parse(s) // rule 5: not a host and a port
		}
		return parse(defaultScheme + "://" + s)
	}

	// Rule 6: no scheme.
	head := s
	if i := strings.IndexByte(s, '/'); i >= 0 {
		head = s[:i]
	}
	if strings.IndexFunc(head, unicode.IsSpace) >= 0 && !strings.Contains(head, ".") {
		return fail(ErrLooksLikeSearch)
	}
	return parse(defaultScheme + "://" + s)
}

// filePathStyle reports whether s is an absolute file path FixUp reads as
// one: a POSIX path starting with exactly one '/', a Windows path starting
// with a drive letter and '\' or '/', or a UNC path starting with `\\`.
func filePathStyle(s string) (PathStyle, bool) {
	switch {
	case s[0] == '/' && (len(s) == 1 || s[1] != '/'):
		return POSIXPath, true
	case len(s) >= 3 && isASCIIAlpha(s[0]) && s[1] == ':' && (s[2] == '\\' || s[2] == '/'):
		return WindowsPath, true
	case strings.HasPrefix(s, `\\`):
		return WindowsPath, true
	}
	return 0, false
}

// schemePrefixEnd returns the length of the scheme that starts s when ':'
// or ';' follows it, or 0.
// https://url.spec.whatwg.org/#scheme-start-state
func schemePrefixEnd(s string) int {
	if !isASCIIAlpha(s[0]) {
		return 0
	}
	for i := 1; i < len(s); i++ {
		c := s[i]
		switch {
		case isASCIIAlpha(c) || isASCIIDigit(c) || c == '+' || c == '-' || c == '.':
		case c == ':' || c == ';':
			return i
		default:
			return 0
		}
	}
	return 0
}

// isKnownScheme: the schemes other than the special ones that the URL
// Standard and the Fetch Standard name, and mailto and tel, whose text
// after ':' may be all digits.
func isKnownScheme(scheme string) bool {
	switch scheme {
	case "about", "blob", "data", "javascript", "mailto", "tel":
		return true
	}
	return false
}

// isPortThenEnd reports whether s starts with a valid port (ASCII digits,
// at most 65535, leading zeros allowed) followed by the end, '/', '?' or
// '#'.
// https://url.spec.whatwg.org/#port-state
func isPortThenEnd(s string) bool {
	i := 0
	for i < len(s) && isASCIIDigit(s[i]) {
		i++
	}
	if i < len(s) && s[i] != '/' && s[i] != '?' && s[i] != '#' {
		return false
	}
	_, ok := parsePortDigits(s[:i])
	return ok
}
