package whatwgurl

// The URL parser's entry points. Parse, Parser.Parse, Parser.ParseBulk,
// CanParse, URL.Parse and the href setter all run basicParse, the basic
// URL parser without a URL to change; the other setters run the same
// state machine with url and a state override (setters.go,
// overrideParse), as the standard's setters do.
// https://url.spec.whatwg.org/#concept-url-parser

import "golang.org/x/text/encoding"

// Parser parses URLs with options: a base URL for relative references.
// The zero Parser parses absolute URLs only, as Parse does.
// https://url.spec.whatwg.org/#concept-url-parser
type Parser struct {
	// Base is the base URL that relative references are resolved
	// against; the zero URL means none.
	Base URL

	// Encoding is the encoding of the document the URL comes from (HTML's
	// document encoding), in which a special URL's query is
	// percent-encoded; nil is UTF-8. Only the query of a special URL other
	// than ws: and wss: is affected: paths, fragments, userinfo and other
	// queries are always UTF-8. Use an x/text value such as
	// japanese.ShiftJIS, or
	// [github.com/webstd/whatwgurl/htmlenc.LookupEncoding] for a label such as
	// "shift_jis"; a program that names no legacy encoding links none of
	// their tables. As the standard's "get an output encoding" says,
	// replacement, UTF-16BE and UTF-16LE act as UTF-8. Characters the
	// encoding cannot represent become "%26%23" + decimal + "%3B".
	// https://url.spec.whatwg.org/#query-state
	Encoding encoding.Encoding

	// MaxLength, when positive, is the longest href the parser returns
	// and Update keeps, in bytes, counting percent-encoding expansion:
	// a longer result fails with ErrTooLong. Zero means no limit beyond
	// the 4 GiB that the offsets of a URL can hold, which always applies.
	MaxLength int

	// OnValidationError, when not nil, is called by Parse for every
	// validation error the standard's basic URL parser and host parser
	// signal, fatal or not, each time one is signalled, in the order the
	// algorithm signals them: a parse that fails reports the error that
	// Parse returns last. err is the row of the standard's table; offset
	// is a byte offset in input as given (before the leading and trailing
	// C0 control or space are stripped and tabs and newlines removed),
	// from 0 to len(input):
	//   - Of the code point the parser's step is looking at when it
	//     signals the error (c): the '\' of invalid-reverse-solidus, each
	//     '@' of invalid-credentials, the code point that is not a URL unit,
	//     the code point after the digits of port-out-of-range. When c is
	//     the end of the input, the offset is where the stripped input
	//     ends (len(input) when nothing was stripped at the end).
	//   - For an error of the host parser (IPv4, IPv6, domain-to-ASCII,
	//     forbidden code points), of the offending code point in the host
	//     where there is one, else of the host's first byte. The IPv4
	//     parser reads the domain after percent-decoding and IDNA: its
	//     errors are placed in the same label of the host as written.
	//   - For the removal of leading and trailing C0 control or space, of
	//     the first byte removed; for the removal of tabs and newlines, of
	//     the first tab or newline.
	//
	// For example, `https:\\evil.example\x` reports
	// special-scheme-missing-following-solidus at 6 (the first '\', in the
	// special authority slashes state), at 6 again and at 7 (each '\' in
	// the special authority ignore slashes state), then
	// invalid-reverse-solidus at 20; " https://ex.com/a b" reports
	// invalid-URL-unit at 0 (the space stripped) and at 17 (the space in
	// the path); "https://[::01]/" reports IPv6-piece-leading-zero at 11
	// (the piece's first digit); "https://1.2.3/" reports
	// IPv4-too-few-parts at 8 (the host's first byte).
	//
	// The callback does not slow down input that is valid: the fast paths
	// that take most URLs run as they do without it, and their result is
	// kept when the input provably signals no validation error. The
	// Parser's setter methods (Parser.SetHost and the others) and
	// Parser.ParseHost report through it too; CanParse does not call it.
	// https://url.spec.whatwg.org/#validation-error
	OnValidationError func(err ValidationError, offset int)
}

// parseOptions are the basic URL parser's inputs other than the input
// itself, for a parse without url and state override.
type parseOptions struct {
	base URL // the zero URL: null
	// encoding is the output encoding for a special URL's query; nil is
	// UTF-8.
	encoding encoding.Encoding
	// onError receives every validation error the parser signals, fatal
	// or not, with its offset; nil: none are reported. basicParse gives
	// it offsets in the input, the state machine in the cleaned input.
	onError func(ValidationError, int)
	// plain turns the fast paths off (twins.go lists them): the state
	// machine alone parses, as the slow twin the tests compare the fast
	// paths with. A callback does not: the fast paths run where they can
	// prove that the input signals no validation error (twins.go).
	plain bool
	// dry makes the parse count its output instead of writing it, and
	// stop where nothing more can fail; it returns only whether the
	// input parses (CanParse).
	dry bool
}

// zeroOptions are Parse's options: no base, UTF-8, no callback. The
// parser only reads them.
var zeroOptions parseOptions

// basicParse is the basic URL parser without url and state override, and
// the one way into it: Parse, Parser.Parse and Parser.ParseBulk,
// URL.Parse, CanParse and the href setter all parse through it. It tries
// the one-pass parser (fastpath.go) first, which only ever takes an
// input, with the state machine's result, or steps aside; then the first
// steps on the input and the state machine decide. With o.onError, the
// first steps report at offsets in input and the state machine at offsets
// in the cleaned input, which the callback it is given maps back to input.
// https://url.spec.whatwg.org/#concept-basic-url-parser
func basicParse(u *URL, input string, o *parseOptions) ValidationError {
	// The one-pass parser takes only input that starts with a scheme, an
	// ASCII alpha, after the leading C0 control or space it strips: with a
	// base, a reference such as "/a", "../x", "?q" or "#f" is not worth
	// the call (2% of the instructions of resolving one).
	if o.onePass() && (o.base.href == "" || input != "" && (isASCIIAlpha(input[0]) || input[0] <= ' ')) &&
		onePass(u, input, o.onError != nil, o.dry) {
		return 0
	}
	return basicParseSlow(u, input, o)
}

// basicParseSlow is basicParse after the one-pass parser stepped aside.
// It is a function of its own so that the one-pass parser's URLs do not
// pay for its frame (the cleaned input, the state machine's parser).
func basicParseSlow(u *URL, input string, o *parseOptions) ValidationError {
	if o.onePass() && resolveFast(u, input, o) {
		return 0
	}
	if o.onError == nil {
		cleaned, spare := cleanInput(input, true, noReport, len(o.base.href))
		return parseMachine(u, cleaned, spare, o)
	}
	cleaned, spare := cleanInput(input, true, reporter{fn: o.onError}, len(o.base.href))
	r := *o
	r.onError = mapOffsets(o.onError, input, cleaned, true, true)
	return parseMachine(u, cleaned, spare, &r)
}

// onePass reports whether the parse may try the one-pass parser: its URLs
// start with a scheme, so they do not depend on the base, and their query
// is encoded in UTF-8 only; a plain parse takes no fast path. A dry one
// (CanParse) runs it as a recognizer, which writes nothing.
func (o *parseOptions) onePass() bool {
	return !o.plain && o.encoding == nil
}

// parseMachine runs the state machine on cleaned input. It is a function
// of its own so that the fast path does not pay for zeroing a parser.
func parseMachine(u *URL, cleaned string, spare []byte, o *parseOptions) ValidationError {
	var p parser
	p.init(cleaned, spare, o)
	if err := p.run(stateSchemeStart); err != 0 || o.dry {
		return err
	}
	return p.finish(u)
}

// Parse parses input as an absolute URL, as new URL(input) does.
// Unlike net/url.Parse it follows the URL Standard: it rejects relative
// references, strips leading and trailing C0 controls and spaces, removes
// tabs and newlines, treats '\' as '/' in special URLs, applies IDNA to
// hosts, reads "0x7f.1" as 127.0.0.1, and percent-encodes as browsers do.
// https://url.spec.whatwg.org/#dom-url-url
func Parse(input string) (u URL, err error) {
	if e := basicParse(&u, input, &zeroOptions); e != 0 {
		return URL{}, &Error{Op: "parse", Input: input, Err: apiError(e)}
	}
	return u, nil
}

// MustParse is like Parse but panics on failure; for tests and
// package-level variables.
func MustParse(input string) URL {
	u, err := Parse(input)
	if err != nil {
		panic(err)
	}
	return u
}

// CanParse reports whether Parse(input) would succeed.
// https://url.spec.whatwg.org/#dom-url-canparse
func CanParse(input string) bool {
	// Parser.CanParse without a Parser: no base, encoding or limit.
	o := parseOptions{dry: len(input) <= dryParseMaxInput}
	var u URL
	return basicParse(&u, input, &o) == 0
}

// Parse parses ref relative to base, as new URL(ref, base) does. Unlike
// net/url's ResolveReference, the result is what a browser makes of a link
// with that href in a document at base: "../x", "//host/x", "?q", "#f",
// "\x" in a special URL, and absolute URLs all resolve as browsers do.
// It is Parser{Base: base}.Parse(ref).
// https://url.spec.whatwg.org/#dom-url-url
func (base URL) Parse(ref string) (u URL, err error) {
	// The options are built in place: building and copying a Parser
	// around a resolution took about a third of its time.
	o := parseOptions{base: base}
	if e := basicParse(&u, ref, &o); e != 0 {
		return URL{}, &Error{Op: "parse", Input: ref, Err: apiError(e)}
	}
	return u, nil
}

// CanParse reports whether base.Parse(ref) would succeed.
// https://url.spec.whatwg.org/#dom-url-canparse
func (base URL) CanParse(ref string) bool {
	p := Parser{Base: base}
	return p.CanParse(ref)
}

// Parse runs the URL parser on input with p's options. On failure the
// error is an *Error whose Err is the ValidationError that made the
// parser fail. Input that is not valid UTF-8 is read as the Encoding
// Standard's UTF-8 decoder reads it: each maximal invalid subsequence is
// U+FFFD, and is percent-encoded as "%EF%BF%BD" where it is kept.
// https://url.spec.whatwg.org/#concept-url-parser
func (p *Parser) Parse(input string) (u URL, err error) {
	if e := p.parseInto(&u, input); e != 0 {
		return URL{}, &Error{Op: "parse", Input: input, Err: apiError(e)}
	}
	return u, nil
}

// ParseBulk is Parse for programs that parse many inputs, many of which
// may fail, and keep each input at hand, such as a crawler reading a link
// dump or a line-by-line converter. The URL is Parse's. On failure the
// error is the one Parse's *Error wraps (its Err, what errors.Unwrap gives):
// the ValidationError that made the parser fail, or ErrTooLong, without
// the *Error around it, which would repeat the input the caller holds.
// errors.Is and errors.As match it as they match Parse's error. It costs
// no allocation, where Parse's *Error costs one, and the garbage it leaves
// costs the collector about as much again.
func (p *Parser) ParseBulk(input string) (u URL, err error) {
	if e := p.parseInto(&u, input); e != 0 {
		return URL{}, apiError(e)
	}
	return u, nil
}

// ParseReason is ParseBulk.
//
// Deprecated: Use ParseBulk, which is named for what it is for rather than
// for the shape of its error.
func (p *Parser) ParseReason(input string) (URL, error) { return p.ParseBulk(input) }

// parseInto runs the URL parser on input with p's options, into u. The
// URL is parsed into the caller's result in place: a copy of it would
// cost about as much as a parse of a short URL.
func (p *Parser) parseInto(u *URL, input string) ValidationError {
	o := p.options()
	e := basicParse(u, input, &o)
	if e == 0 && p.tooLong(u) {
		e = errTooLong
	}
	return e
}

// CanParse reports whether Parse would succeed. It does not call
// p.OnValidationError.
// https://url.spec.whatwg.org/#dom-url-canparse
func (p *Parser) CanParse(input string) bool {
	o := p.options()
	o.onError = nil
	// A dry run skips the final length check, so it is for inputs that
	// cannot reach a limit.
	o.dry = p.MaxLength <= 0 && len(input) <= dryParseMaxInput
	var u URL
	return basicParse(&u, input, &o) == 0 && !p.tooLong(&u)
}

// dryParseMaxInput bounds the input CanParse checks with a dry run, which
// skips the final length check: from that input no href can reach
// maxHrefLen (percent-encoding triples a byte, IDNA and the IPv4
// serializer expand a host by far less than 2^10 times).
const dryParseMaxInput = 1 << 20

// options returns the parse options p stands for.
func (p *Parser) options() parseOptions {
	return parseOptions{base: p.Base, encoding: outputEncoding(p.Encoding), onError: p.OnValidationError}
}

// tooLong reports whether u's href is longer than p.MaxLength allows. It
// reads u only when there is a limit: just after a parse has written *u,
// a read of it would wait for the writes to land.
func (p *Parser) tooLong(u *URL) bool {
	return p.MaxLength > 0 && len(u.href) > p.MaxLength
}

// Update calls set, typically a setter, on a copy of *u and stores the
// result in *u unless its href is longer than p.MaxLength, in which case
// *u is unchanged and the error wraps ErrTooLong. Otherwise it returns
// set's error: a setter that fails leaves the URL as the standard says
// (unchanged, or with the host set when only the port failed). It is how a
// program that limits URL length applies the limit to setters, which, as
// methods of the comparable URL value, cannot know it:
//
//	err := p.Update(&u, func(u *whatwgurl.URL) error { return u.SetPathname(path) })
func (p *Parser) Update(u *URL, set func(*URL) error) error {
	v := *u
	err := set(&v)
	if p.tooLong(&v) {
		return &Error{Op: "update", Input: v.href, Err: ErrTooLong}
	}
	*u = v
	return err
}

// apiError turns an internal failure into the error the API returns.
func apiError(e ValidationError) error {
	switch e {
	case errIgnored:
		return ErrIgnored
	case errTooLong:
		return ErrTooLong
	}
	return e
}
