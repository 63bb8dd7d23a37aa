package whatwgurl

// Where readers disagree: ParseUnambiguous, for programs that hand a URL to
// other software that reads it again (a browser following a redirect, a Go
// HTTP client or proxy, a link in a page) and must know that all of them
// read the same URL. The families of disagreement, with the browser
// versions they were observed in, are in ambiguity_rules.go; the observed
// answers in testdata/readers/answers.jsonl.gz; the page docs/readers.md.

import (
	"strconv"
	"strings"
)

// A Reader is a program that reads URLs other than by the URL Standard, as
// a set of bits: Chromium|Firefox names two readers.
type Reader uint8

// The readers ParseUnambiguous knows.
const (
	// Chromium is Chromium's URL parser (Chrome, Edge, Opera, Electron),
	// as observed in Chromium 156.
	Chromium Reader = 1 << iota
	// Firefox is Gecko's URL parser, as observed in Firefox ESR 153.
	Firefox
	// WebKit is WebKit's URL parser (Safari, every iOS browser), as
	// observed in WebKitGTK 2.50, which stands in for Safari: the same
	// engine, with another IDNA (the system's ICU).
	WebKit
	// NetURL is Go's net/url (url.Parse), which Go's HTTP client and
	// server, its reverse proxy and most Go libraries read URLs with.
	NetURL

	// AllReaders is every reader; it is the Reader of the
	// NotValidURLString family, where the standard itself says the input
	// is in error and every reader may read it its own way.
	AllReaders = Chromium | Firefox | WebKit | NetURL
)

var readerNames = [...]string{"Chromium", "Firefox", "WebKit", "net/url"}

// String names the readers in r, joined with "|".
func (r Reader) String() string {
	if r == AllReaders {
		return "every reader"
	}
	var b strings.Builder
	for i, name := range readerNames {
		if r&(1<<i) != 0 {
			if b.Len() > 0 {
				b.WriteByte('|')
			}
			b.WriteString(name)
		}
	}
	if b.Len() == 0 {
		return "no reader"
	}
	return b.String()
}

// A Family names a way in which a reader reads URLs differently from the
// URL Standard. Each is documented at its constant, with the versions it
// was observed in, and listed with its counts in docs/readers.md.
type Family string

// A Reading is how one reader reads an input differently from the standard.
type Reading struct {
	Reader Reader // who reads it differently
	Family Family // the way it differs
	// Fails is true when the reader fails to parse the input (or, for a
	// family marked "may fail", is known to fail on some inputs of it).
	Fails bool
	// Href is what the reader reads when it does not fail: for a browser
	// the href of new URL(input), for net/url the String of its *url.URL.
	// It is empty when the family says only that the reader differs.
	Href string
}

// An AmbiguityError is ParseUnambiguous's error: the input parses, but is
// not a valid URL string or some reader reads it differently from the
// standard. Reading is the first disagreement found; All lists every one
// (Reading first); URL is the standard's reading, for a caller that decides
// to go on (see Without).
type AmbiguityError struct {
	Input string
	URL   URL
	Reading
	All []Reading

	buf [1]Reading // All's storage when it is one reading
}

// maxReadings is at least the number of families that can hold at once.
const maxReadings = 8

// Error says which reader reads the input how, and why.
func (e *AmbiguityError) Error() string {
	var b strings.Builder
	b.WriteString("ambiguous URL ")
	b.WriteString(quoteInput(e.Input))
	b.WriteString(": ")
	for i, r := range e.All {
		if i > 0 {
			b.WriteString("; ")
		}
		b.WriteString(r.Reader.String())
		switch {
		case r.Reader == AllReaders:
			// "every reader": the family says it all.
		case r.Fails:
			b.WriteString(" fails")
		case r.Href != "":
			b.WriteString(" reads ")
			b.WriteString(quoteInput(r.Href))
		default:
			b.WriteString(" reads it differently")
		}
		b.WriteString(" (")
		b.WriteString(string(r.Family))
		b.WriteString(")")
	}
	return b.String()
}

// Without returns nil when every disagreement in e is by readers in
// ignore, and otherwise an *AmbiguityError holding only the others. A
// program that hands URLs to Go code only, say, ignores the browsers:
//
//	u, err := whatwgurl.ParseUnambiguous(s)
//	var ae *whatwgurl.AmbiguityError
//	if errors.As(err, &ae) && ae.Without(whatwgurl.Chromium|whatwgurl.Firefox|whatwgurl.WebKit) == nil {
//		u, err = ae.URL, nil
//	}
//
// A reading counts as ignored only when all of its readers are: the
// NotValidURLString family (every reader) stays unless ignore is
// AllReaders.
func (e *AmbiguityError) Without(ignore Reader) error {
	var kept []Reading
	for _, r := range e.All {
		if r.Reader&^ignore != 0 {
			kept = append(kept, r)
		}
	}
	if len(kept) == 0 {
		return nil
	}
	return &AmbiguityError{Input: e.Input, URL: e.URL, Reading: kept[0], All: kept}
}

// ParseUnambiguous parses input as Parse does, then fails with an
// *AmbiguityError when input is not a valid URL string or when Chromium,
// Firefox, WebKit or Go's net/url would read it differently from the
// standard: for a program that checks a URL and then hands it to other
// software (an open-redirect check, an allow-list, a proxy), a URL its
// readers disagree on is the bug, whoever is right. A failure of Parse is
// returned as Parse returns it.
//
// The browsers' families are rules derived from their observed answers
// (testdata/readers/answers.jsonl.gz; docs/readers.md lists them with
// counts); net/url's reading is computed with url.Parse. The guarantee is
// as good as those observations: a family not yet observed is not refused.
// WebKitGTK's IDNA, which comes from the system's ICU and lags Safari's, is
// not a family: ParseUnambiguous does not refuse a host for it.
func ParseUnambiguous(input string) (URL, error) {
	var p Parser
	return p.ParseUnambiguous(input)
}

// ParseUnambiguous is ParseUnambiguous with p's options: the input is
// parsed against p.Base, and it must be a valid URL string against p.Base
// (Parser.IsValidURLString). net/url's reading of a relative input is the
// reference resolved against p.Base as net/url resolves it.
func (p *Parser) ParseUnambiguous(input string) (URL, error) {
	u, err := p.Parse(input)
	if err != nil {
		return URL{}, err
	}
	// The common case takes a short cut: an input that the parser gave
	// back as its href, of a special URL whose href holds nothing a valid
	// URL string may not, is a valid URL string that net/url reads the same
	// way (validCanonical says why; TestAmbiguityShortCut is its twin).
	short := false
	if input == u.href {
		if kind := schemeKindOf(u.href[:u.schemeEnd]); kind != schemeNotSpecial && validCanonical(&u) {
			if kind != schemeFile {
				return u, nil // no rule but file:'s holds (readersDisagree)
			}
			short = true
		}
	}
	if !short && !p.IsValidURLString(input) {
		e := &AmbiguityError{Input: input, URL: u, Reading: Reading{Reader: AllReaders, Family: NotValidURLString}}
		e.buf[0] = e.Reading
		e.All = e.buf[:1]
		return URL{}, e
	}
	var found [maxReadings]Reading
	if n := readersDisagree(&found, &u, input, p.Base, short); n > 0 {
		e := &AmbiguityError{Input: input, URL: u, Reading: found[0]}
		if n <= len(e.buf) {
			e.All = e.buf[:n]
		} else {
			e.All = make([]Reading, n)
		}
		copy(e.All, found[:n])
		return URL{}, e
	}
	return u, nil
}

// validCanonical reports whether u, parsed from an input equal to its
// href, is a special URL without credentials whose host is an ASCII domain
// that passes the strict domain check, an IPv4 or IPv6 address, or empty
// (file:), and whose port, path, query and fragment hold only URL code
// points, percent-encoded bytes and one '#'. Such an input is a valid URL
// string (the grammar of "URL writing" asks no more of it: a special
// scheme, "//", a valid host, a port of digits, and URL units after it),
// and net/url reads the same scheme, host (ASCII, as written), port and
// path (EscapedPath keeps a raw path of exactly these bytes).
func validCanonical(u *URL) bool {
	if !u.IsSpecial() || u.usernameEnd != u.hostStart {
		return false // not special, or with credentials
	}
	switch u.HostKind() {
	case DomainHost:
		if ok, decided := isStrictASCIIDomain(u.Hostname()); !ok || !decided {
			return false
		}
	case IPv4Host, IPv6Host:
	case EmptyHost:
		if u.Scheme() != "file" {
			return false
		}
	default:
		return false
	}
	rest := u.href[u.hostEnd:]
	fragment := false
	for i := 0; ; i++ {
		if i = skipClass(rest, i, &notURLCodePointClass, 1); i == len(rest) {
			return true
		}
		switch c := rest[i]; {
		case c == '%':
			if i+2 >= len(rest) || !isASCIIHexDigit(rest[i+1]) || !isASCIIHexDigit(rest[i+2]) {
				return false
			}
			i += 2
		case c == '#' && !fragment:
			fragment = true
		default:
			return false
		}
	}
}

// notURLCodePointClass marks with 1 the bytes that are not an ASCII URL
// code point (the bitURLCodePoint of charTable), for skipClass.
var notURLCodePointClass = func() (t [256]uint8) {
	for c := range t {
		if c >= 0x80 || charTable[c]&bitURLCodePoint == 0 {
			t[c] = 1
		}
	}
	return t
}()

// quoteInput quotes s for an error message, cut short past 200 bytes.
func quoteInput(s string) string {
	const max = 200
	if len(s) > max {
		cut := max
		for cut > 0 && s[cut]&0xC0 == 0x80 {
			cut--
		}
		return strconv.Quote(s[:cut]) + "..."
	}
	return strconv.Quote(s)
}
