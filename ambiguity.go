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
	"unsafe"
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
	// Fails is true when the reader fails to parse the input (or, for a
	// family marked "may fail", is known to fail on some inputs of it).
	Fails  bool
	Family Family // the way it differs
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
	u, err := Parse(input)
	if err != nil {
		return URL{}, err
	}
	switch v := shortCut(&u, input); v {
	case shortAgrees:
		return u, nil
	case shortFirefoxFileHost:
		return URL{}, newFirefoxFileHostError(input, &u)
	default:
		if e := ambiguity(&u, input, URL{}, v == shortFileRules); e != nil {
			return URL{}, e
		}
	}
	return u, nil
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
	switch v := shortCut(&u, input); v {
	case shortAgrees:
		return u, nil
	case shortFirefoxFileHost:
		return URL{}, newFirefoxFileHostError(input, &u)
	default:
		if e := ambiguity(&u, input, p.Base, v == shortFileRules); e != nil {
			return URL{}, e
		}
	}
	return u, nil
}

// A verdict is what shortCut makes of an input.
type verdict uint8

const (
	// shortNo: the short cut cannot tell; the long way decides.
	shortNo verdict = iota
	// shortFileRules: input is written as u's href (writtenAsHref) and
	// validCanonical(u) holds, so that input is a valid URL string that
	// net/url reads as the standard does; u is a file: URL, and only the
	// file: rules can hold (readersDisagree): fileRules decides.
	shortFileRules
	// shortAgrees: as shortFileRules, or, for a URL that is not special,
	// input is its href and notSpecialAgrees holds; and no family holds
	// for it: every reader reads it as the standard does.
	shortAgrees
	// shortFirefoxFileHost: as shortFileRules, and of the file: rules
	// FirefoxFileHost alone holds: the error has that one reading.
	shortFirefoxFileHost
)

// shortCut is ParseUnambiguous's common case, decided from u's offsets and
// one pass over its href. Every family but file:'s needs what a canonical
// special URL does not have (readersDisagree), and of file:'s, such an
// input can meet only FirefoxFileHost (a host), ChromiumFileSlashes (a
// path that starts with "//") and ChromiumFileNoPath (no path before a
// query or fragment), which u's offsets tell apart.
// TestAmbiguityShortCut and FuzzParseUnambiguous compare it with the long
// way.
func shortCut(u *URL, input string) verdict {
	if input != u.href && !writtenAsHref(u, input) {
		return shortNo
	}
	kind, ok := validCanonical(u)
	if kind == schemeNotSpecial {
		if input == u.href && notSpecialAgrees(u) {
			return shortAgrees
		}
		return shortNo
	}
	if !ok {
		return shortNo
	}
	if kind != schemeFile {
		return shortAgrees
	}
	// A file: path left out before a query or fragment is
	// ChromiumFileNoPath; one that starts with "//",
	// ChromiumFileSlashes.
	if len(input) != len(u.href) && len(input) != int(u.pathStart) ||
		strings.HasPrefix(u.href[u.pathStart:u.queryStart], "//") {
		return shortFileRules
	}
	if u.hostStart == u.hostEnd {
		return shortAgrees
	}
	return shortFirefoxFileHost
}

// newFirefoxFileHostError is the error for u, parsed from input, when
// FirefoxFileHost is its only reading (shortFirefoxFileHost): what
// fileRules and newAmbiguityError give, with one allocation and no rule's
// work. Firefox reads "file://" followed by the rest of u's href after its
// host.
func newFirefoxFileHostError(input string, u *URL) *AmbiguityError {
	tail := u.href[u.hostEnd:]
	n := len("file://") + len(tail)
	e, text := newAmbiguityErrorText(n, input, u)
	text = text[:n]
	copy(text, "file://")
	copy(text[len("file://"):], tail)
	e.Reader, e.Family = Firefox, FirefoxFileHost
	e.Href = unsafe.String(unsafe.SliceData(text), n)
	e.All = unsafe.Slice(&e.Reading, 1)
	return e
}

// writtenAsHref reports whether input is u's href, or differs from it only
// where a valid URL string may and net/url reads the same: in the ASCII
// case of the scheme and the host, and in a path left out where the href
// has "/" (a special URL's empty path, which net/url reads as "/" too).
// The rules read such an input off u's offsets (rawFromHref).
func writtenAsHref(u *URL, input string) bool {
	href := u.href
	if input == href {
		return true
	}
	h := int(u.hostEnd)
	if len(input) < h || !equalFoldASCII(input[:h], href[:h]) {
		return false
	}
	if input[h:] == href[h:] {
		return true
	}
	// The path "/" left out: href[pathStart] is that '/'.
	p := int(u.pathStart)
	return u.queryStart == u.pathStart+1 && href[p] == '/' && len(input) == len(href)-1 &&
		input[h:p] == href[h:p] && input[p:] == href[p+1:]
}

// ambiguity is ParseUnambiguous after its short cut: the error for u,
// parsed from input against base, or nil when every reader reads it as
// the standard does. short is shortCut's.
func ambiguity(u *URL, input string, base URL, short bool) *AmbiguityError {
	if !short && !(&Parser{Base: base}).IsValidURLString(input) {
		return newAmbiguityError(input, u, []finding{{Reading: Reading{Reader: AllReaders, Family: NotValidURLString}}})
	}
	if short {
		// Only the file: rules can hold (readersDisagree).
		var found [4]finding
		raw := rawFromHref(u, input)
		if n := fileRules(&found, u, &raw); n > 0 {
			return newAmbiguityError(input, u, found[:n])
		}
		return nil
	}
	var found [maxReadings]finding
	if n := readersDisagree(&found, u, input, base, false); n > 0 {
		return newAmbiguityError(input, u, found[:n])
	}
	return nil
}

// A finding is a Reading as the rules find it, its Href not yet written
// when the rule gives it from u's href: then it is prefix followed by
// tail, with each quote (') of tail[quoteFrom:quoteTo] written "%27".
type finding struct {
	Reading
	prefix, tail       string
	quoteFrom, quoteTo uint32
}

// textLen is the length of f's Href when it is still to be written.
func (f *finding) textLen() int {
	n := len(f.prefix) + len(f.tail)
	if f.quoteFrom < f.quoteTo {
		n += 2 * strings.Count(f.tail[f.quoteFrom:f.quoteTo], "'")
	}
	return n
}

// ambiguityErrorWith is an AmbiguityError allocated with the bytes of its
// readings' hrefs, text: newAmbiguityError costs one allocation where the
// error, its All and the hrefs of its findings fit in it.
type ambiguityErrorWith[T any] struct {
	e    AmbiguityError
	text T
}

// newAmbiguityError returns the error for u, parsed from input, with the
// readings found (at least one). It allocates once: the error, with the
// hrefs the rules give from u's href in its tail (newAmbiguityErrorText
// picks a box of the size they fit in), and All as the error's own
// Reading when it is the only one. More than one reading, or hrefs longer
// than 384 bytes, cost one allocation more.
func newAmbiguityError(input string, u *URL, found []finding) *AmbiguityError {
	size := 0
	for i := range found {
		size += found[i].textLen()
	}
	e, text := newAmbiguityErrorText(size, input, u)
	if len(found) == 1 {
		e.All = unsafe.Slice(&e.Reading, 1)
	} else {
		e.All = make([]Reading, len(found))
	}
	for i := range found {
		f := &found[i]
		r := &e.All[i]
		r.Reader, r.Fails, r.Family = f.Reader, f.Fails, f.Family
		if f.prefix == "" && f.tail == "" {
			r.Href = f.Href
			continue
		}
		start := len(text)
		text = append(text, f.prefix...)
		if f.quoteFrom == f.quoteTo {
			text = append(text, f.tail...)
		} else {
			text = append(text, f.tail[:f.quoteFrom]...)
			for j := f.quoteFrom; j < f.quoteTo; j++ {
				if c := f.tail[j]; c == '\'' {
					text = append(text, "%27"...)
				} else {
					text = append(text, c)
				}
			}
			text = append(text, f.tail[f.quoteTo:]...)
		}
		// text has room for every href: it is not moved, and the bytes
		// of this one are not written again.
		r.Href = unsafe.String(unsafe.SliceData(text[start:]), len(text)-start)
	}
	if len(found) > 1 {
		e.Reading = e.All[0]
	}
	return e
}

// newAmbiguityErrorText allocates an AmbiguityError for u, parsed from
// input, with room for size bytes of text after it, in a box of the size
// class that fits, so that the text costs the collector no object of its
// own.
func newAmbiguityErrorText(size int, input string, u *URL) (*AmbiguityError, []byte) {
	switch {
	case size == 0:
		return &AmbiguityError{Input: input, URL: *u}, nil
	case size <= 16:
		return newAmbiguityErrorWith[[16]byte](input, u)
	case size <= 32:
		return newAmbiguityErrorWith[[32]byte](input, u)
	case size <= 48:
		return newAmbiguityErrorWith[[48]byte](input, u)
	case size <= 64:
		return newAmbiguityErrorWith[[64]byte](input, u)
	case size <= 80:
		return newAmbiguityErrorWith[[80]byte](input, u)
	case size <= 96:
		return newAmbiguityErrorWith[[96]byte](input, u)
	case size <= 112:
		return newAmbiguityErrorWith[[112]byte](input, u)
	case size <= 128:
		return newAmbiguityErrorWith[[128]byte](input, u)
	case size <= 160:
		return newAmbiguityErrorWith[[160]byte](input, u)
	case size <= 192:
		return newAmbiguityErrorWith[[192]byte](input, u)
	case size <= 224:
		return newAmbiguityErrorWith[[224]byte](input, u)
	case size <= 256:
		return newAmbiguityErrorWith[[256]byte](input, u)
	case size <= 384:
		return newAmbiguityErrorWith[[384]byte](input, u)
	}
	return &AmbiguityError{Input: input, URL: *u}, make([]byte, 0, size)
}

// newAmbiguityErrorWith allocates the error and its text as one object,
// T being an array of bytes, and writes the fields it is given as it
// allocates them (a fresh object's stores need no write barrier).
func newAmbiguityErrorWith[T any](input string, u *URL) (*AmbiguityError, []byte) {
	b := &ambiguityErrorWith[T]{e: AmbiguityError{Input: input, URL: *u}}
	return &b.e, unsafe.Slice((*byte)(unsafe.Pointer(&b.text)), unsafe.Sizeof(b.text))[:0]
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
func validCanonical(u *URL) (kind schemeKind, ok bool) {
	href := u.href
	kind = schemeKindOf(href[:u.schemeEnd])
	if kind == schemeNotSpecial || u.usernameEnd != u.hostStart {
		return kind, false // not special, or with credentials
	}
	switch u.hostKind {
	case DomainHost:
		if h := href[u.hostStart:u.hostEnd]; !isPlainCanonicalDomain(h) && !isCanonicalStrictDomain(h) {
			return kind, false
		}
	case IPv4Host, IPv6Host:
	case EmptyHost:
		if kind != schemeFile {
			return kind, false
		}
	default:
		return kind, false
	}
	return kind, isURLUnitsAndFragment(href[u.hostEnd:])
}

// isURLUnitsAndFragment reports whether s holds only ASCII URL code
// points, percent-encoded bytes ('%' and two hex digits) and at most one
// '#'.
func isURLUnitsAndFragment(s string) bool {
	if allURLCodePoints(s) {
		return true
	}
	fragment := false
	for i := 0; ; i++ {
		if i = skipURLCodePoints(s, i); i == len(s) {
			return true
		}
		switch c := s[i]; {
		case c == '%':
			if i+2 >= len(s) || !isASCIIHexDigit(s[i+1]) || !isASCIIHexDigit(s[i+2]) {
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

// notSpecialAgrees is shortCut's case of a URL that is not special,
// parsed from an input that is its href: it reports whether that input is
// a valid URL string that every reader reads as the standard does, when it
// can tell from u's offsets and one pass over the href, and false
// otherwise. That is an opaque path ("node:url"), or an ASCII opaque host
// of lower-case letters, digits, '-' and '.' with no credentials
// ("tapmock://a1.b2/?q"), the rest URL code points, percent-encoded bytes
// and one '#'; no "'" in the query (ChromiumQuoteInQuery); and a scheme
// that no browser reads by its own rules (ChromiumSchemes, FirefoxSchemes,
// FirefoxSimpleURI). The other rules need a non-ASCII host, an IPv6
// address or a base. net/url reads the same: the scheme; the opaque path
// as its Opaque; the host as written; the port; and the path, which
// EscapedPath gives back as written when it holds only these bytes.
func notSpecialAgrees(u *URL) bool {
	href := u.href
	var rest string
	switch u.hostKind {
	case NoHost:
		if !u.opaquePath {
			return false // a path-only URL may have "/." before its path
		}
		rest = href[u.schemeEnd+1:]
	case OpaqueHost:
		if u.usernameEnd != u.hostStart {
			return false
		}
		host := href[u.hostStart:u.hostEnd]
		if host == "" {
			return false
		}
		for i := 0; i < len(host); i++ {
			if canonicalDomainClass[host[i]] > 1 {
				return false
			}
		}
		rest = href[u.hostEnd:]
	default:
		return false
	}
	scheme := href[:u.schemeEnd]
	return isURLUnitsAndFragment(rest) && strings.IndexByte(href[u.queryStart:u.fragmentStart], '\'') < 0 &&
		!isSimpleURIScheme(scheme) && !containsString(chromiumSchemes, scheme) && !containsString(firefoxSchemes, scheme)
}

// allURLCodePoints reports whether s holds only ASCII URL code points:
// isURLUnitsAndFragment's common case, which it decides without a branch
// per byte or per eight. The bytes' classes are or-ed sixteen a step in
// two chains, and the last eight (which may overlap those before) in one
// step more.
func allURLCodePoints(s string) bool {
	t := &notURLCodePointClass
	n := len(s)
	var acc, acc2 uint8
	if n < 8 {
		for i := 0; i < n; i++ {
			acc |= t[s[i]]
		}
		return acc == 0
	}
	j := 0
	for ; j+16 <= n; j += 16 {
		b := s[j : j+16]
		acc |= t[b[0]] | t[b[1]] | t[b[2]] | t[b[3]] | t[b[4]] | t[b[5]] | t[b[6]] | t[b[7]]
		acc2 |= t[b[8]] | t[b[9]] | t[b[10]] | t[b[11]] | t[b[12]] | t[b[13]] | t[b[14]] | t[b[15]]
	}
	if j+8 <= n {
		b := s[j : j+8]
		acc |= t[b[0]] | t[b[1]] | t[b[2]] | t[b[3]] | t[b[4]] | t[b[5]] | t[b[6]] | t[b[7]]
	}
	b := s[n-8:]
	acc2 |= t[b[0]] | t[b[1]] | t[b[2]] | t[b[3]] | t[b[4]] | t[b[5]] | t[b[6]] | t[b[7]]
	return acc|acc2 == 0
}

// skipURLCodePoints returns the first index from j on where s holds a byte
// that is not an ASCII URL code point, or len(s). It looks at eight bytes
// a step, with one test for all eight.
func skipURLCodePoints(s string, j int) int {
	t := &notURLCodePointClass
	for ; j+8 <= len(s); j += 8 {
		b := s[j : j+8]
		if t[b[0]]|t[b[1]]|t[b[2]]|t[b[3]]|t[b[4]]|t[b[5]]|t[b[6]]|t[b[7]] != 0 {
			break
		}
	}
	for ; j < len(s); j++ {
		if t[s[j]] != 0 {
			return j
		}
	}
	return j
}

// isCanonicalStrictDomain reports whether h, a domain as the host
// serializer writes it (ASCII, lower case), passes the domain parser's
// ToASCII with beStrict true, and says false where it may not decide:
// isStrictASCIIDomain (its twin in TestAmbiguityShortCut) in one loop,
// with a label that starts with "xn--" (or has '-' third and fourth)
// left to the long way. Each label is 1 to 63 letters, digits and '-',
// neither starts nor ends with '-', and the domain is at most 253 bytes.
func isCanonicalStrictDomain(h string) bool {
	if len(h) > 253 {
		return false
	}
	for start := 0; ; {
		i := start
		for i < len(h) && canonicalDomainClass[h[i]] == 0 {
			i++
		}
		// h[start:i] is a label.
		n := i - start
		if n == 0 || n > 63 || h[start] == '-' || h[i-1] == '-' || n >= 4 && h[start+2] == '-' && h[start+3] == '-' {
			return false
		}
		if i == len(h) {
			return true
		}
		if h[i] != '.' {
			return false
		}
		start = i + 1
	}
}

// isPlainCanonicalDomain is isCanonicalStrictDomain's common case, in one
// table lookup a byte: a domain of at most 63 bytes, lower-case letters, digits
// and '.' only (no '-', so no label starts or ends with one or has one
// third and fourth), that neither starts nor ends with '.' nor has "..":
// every label is 1 to 63 bytes. It says false for every other domain.
func isPlainCanonicalDomain(h string) bool {
	if len(h) > 63 {
		return false
	}
	// dot is 1 after a '.' and at the start, where an empty label would
	// begin; t gives 1 for '.', 2 for what a plain label may not hold.
	t := &plainDomainClass
	dot := uint8(1)
	for i := 0; i < len(h); i++ {
		c := t[h[i]]
		if c&(dot|2) != 0 {
			return false // not plain, or an empty label
		}
		dot = c
	}
	return dot == 0
}

// plainDomainClass is 0 for lower-case ASCII letters and digits, 1 for
// '.', 2 for every other byte; canonicalDomainClass is the same with '-'
// as 0 too: the bytes of a strict label.
var (
	plainDomainClass     = domainClass("")
	canonicalDomainClass = domainClass("-")
)

// domainClass returns a class table that is 0 for lower-case ASCII letters,
// digits and the bytes of extra, 1 for '.', and 2 for every other byte.
func domainClass(extra string) (t [256]uint8) {
	for c := range t {
		switch {
		case 'a' <= c && c <= 'z', '0' <= c && c <= '9', strings.IndexByte(extra, byte(c)) >= 0:
		case c == '.':
			t[c] = 1
		default:
			t[c] = 2
		}
	}
	return t
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
