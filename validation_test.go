package whatwgurl

import (
	"fmt"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/webstd/whatwgurl/internal/utf8s"
)

// reported is one call of OnValidationError.
type reported struct {
	err    ValidationError
	offset int
}

func (r reported) String() string { return fmt.Sprintf("%v@%d", r.err, r.offset) }

// formatReported writes a list as "name@offset name@offset".
func formatReported(list []reported) string {
	s := make([]string, len(list))
	for i, r := range list {
		s[i] = r.String()
	}
	return strings.Join(s, " ")
}

// parseReporting parses input with p and a callback that records.
func parseReporting(p Parser, input string) (URL, []reported, error) {
	var list []reported
	p.OnValidationError = func(e ValidationError, offset int) { list = append(list, reported{e, offset}) }
	u, err := p.Parse(input)
	return u, list, err
}

// validationErrorCases are, for each row of the standard's table, inputs
// that signal it (row, and the names in order, are those of whatwg-url
// 17.3.0's parseURLWithValidationErrors too) and inputs that do not. The
// offsets follow OnValidationError's rules, worked out by hand from the
// steps. Most inputs are the table's examples.
var validationErrorCases = []struct {
	row     ValidationError
	signals bool
	in      string
	base    string
	want    string // the calls, "name@offset ..."
	fails   bool
}{
	// domain-to-ASCII: the domain parser's step 2, whenever ToASCII with
	// beStrict fails; reported at the offending ASCII code point, or the
	// host's first byte.
	{DomainToASCIIError, true, "https://exa%23mple.org", "", "domain-percent-encoded@11 domain-to-ASCII@11", true},
	{DomainToASCIIError, true, "https://a_b.example/", "", "domain-to-ASCII@9", false},
	{DomainToASCIIError, true, "https://xn--8i7caa/", "", "domain-to-ASCII@8", false},
	{DomainToASCIIError, true, "https://example.com./", "", "domain-to-ASCII@8", false},
	{DomainToASCIIError, true, "https://\u00ad/", "", "domain-to-ASCII@8", true},
	{DomainToASCIIError, true, "http://a.ab--c.d/", "", "domain-to-ASCII@7", false}, // "-" third and fourth
	{DomainToASCIIError, false, "http://a.b--c.d/", "", "", false},
	{DomainToASCIIError, false, "https://example.com/", "", "", false},
	{DomainToASCIIError, false, "https://münchen.example/", "", "", false},
	{DomainToASCIIError, false, "https://EXAMPLE.com/", "", "", false},
	{DomainToASCIIError, false, "sc://a_b/", "", "", false},

	{DomainPercentEncoded, true, "https://exam%70le.org", "", "domain-percent-encoded@12", false},
	{DomainPercentEncoded, false, "https://exam%zzle.org", "", "domain-to-ASCII@12", true},
	{DomainPercentEncoded, false, "sc://exam%70le.org", "", "", false},

	{HostInvalidCodePoint, true, "foo://exa[mple.org", "", "host-invalid-code-point@9", true},
	{HostInvalidCodePoint, true, "foo://a b", "", "host-invalid-code-point@7", true},
	{HostInvalidCodePoint, false, "foo://exa%5Bmple.org", "", "", false},

	// IPv4-non-ASCII-input: "１２７" is three code points of three bytes.
	{IPv4NonASCIIInput, true, "https://１２７.0.0.1/", "", "IPv4-non-ASCII-input@8", false},
	{IPv4NonASCIIInput, true, "https://%EF%BC%91.2.3.4/", "", "domain-percent-encoded@8 IPv4-non-ASCII-input@8", false},
	{IPv4NonASCIIInput, true, "https://a.１２７/", "", "IPv4-non-ASCII-input@10 IPv4-too-few-parts@8 IPv4-non-numeric-part@8", true},
	{IPv4NonASCIIInput, true, "https://１.2.3.4.5/", "", "IPv4-non-ASCII-input@8 IPv4-too-many-parts@18", true},
	{IPv4NonASCIIInput, true, "https://1。2。0x3。4/", "", "IPv4-non-ASCII-input@9 IPv4-non-decimal-part@16", false},
	{IPv4NonASCIIInput, false, "https://%31.2.3.4/", "", "domain-percent-encoded@8", false},
	// The IPv4 parser reads the percent-decoded domain: its offsets go
	// label by label back to the host as written.
	{IPv4NonASCIIInput, false, "https://%31.2.3.4.5/", "", "domain-percent-encoded@8 IPv4-too-many-parts@18", true},
	{IPv4NonASCIIInput, false, "https://0x1%2E2.3/", "", "domain-percent-encoded@11 IPv4-too-few-parts@8 IPv4-non-decimal-part@8", false},
	{IPv4NonASCIIInput, false, "https://1.2.3%2E/", "", "domain-percent-encoded@13 domain-to-ASCII@8 IPv4-empty-part@13 IPv4-too-few-parts@8", false},
	{IPv4NonASCIIInput, false, "https://１２７.example/", "", "", false},

	{IPv4EmptyPart, true, "https://127.0.0.1./", "", "domain-to-ASCII@8 IPv4-empty-part@17", false},
	{IPv4EmptyPart, false, "https://127.0.0.1/", "", "", false},

	{IPv4TooFewParts, true, "https://1.2.3/", "", "IPv4-too-few-parts@8", false},
	{IPv4TooFewParts, true, "https://test.42", "", "IPv4-too-few-parts@8 IPv4-non-numeric-part@8", true},
	{IPv4TooFewParts, false, "https://1.2.3.4/", "", "", false},

	{IPv4TooManyParts, true, "https://1.2.3.4.5/", "", "IPv4-too-many-parts@16", true},
	{IPv4TooManyParts, false, "https://1.2.3.4/x.5", "", "", false},

	{IPv4NonNumericPart, true, "https://1.2.test.4", "", "IPv4-non-numeric-part@12", true},
	{IPv4NonNumericPart, true, "https://1..2.3", "", "domain-to-ASCII@8 IPv4-non-numeric-part@10", true},
	{IPv4NonNumericPart, false, "https://test.a", "", "", false},

	{IPv4NonDecimalPart, true, "https://127.0.0x0.1", "", "IPv4-non-decimal-part@14", false},
	{IPv4NonDecimalPart, true, "https://0x7f.00.1.1", "", "IPv4-non-decimal-part@8 IPv4-non-decimal-part@13", false},
	{IPv4NonDecimalPart, false, "https://127.0.0.1", "", "", false},

	{IPv4OutOfRangePart, true, "https://255.255.4000.1", "", "IPv4-out-of-range-part@16", true},
	{IPv4OutOfRangePart, true, "https://1.65535", "", "IPv4-too-few-parts@8 IPv4-out-of-range-part@10", false},
	{IPv4OutOfRangePart, true, "https://1.16777216", "", "IPv4-too-few-parts@8 IPv4-out-of-range-part@10", true},
	{IPv4OutOfRangePart, false, "https://1.2.3.255", "", "", false},

	{IPv6Unclosed, true, "https://[::1", "", "IPv6-unclosed@8", true},
	{IPv6Unclosed, false, "https://[::1]", "", "", false},

	{IPv6InvalidCompression, true, "https://[:1]", "", "IPv6-invalid-compression@9", true},
	{IPv6InvalidCompression, false, "https://[::1]", "", "", false},

	{IPv6TooManyPieces, true, "https://[1:2:3:4:5:6:7:8:9]", "", "IPv6-too-many-pieces@25", true},
	{IPv6TooManyPieces, false, "https://[1:2:3:4:5:6:7:8]", "", "", false},

	{IPv6MultipleCompression, true, "https://[1::1::1]", "", "IPv6-multiple-compression@14", true},
	{IPv6MultipleCompression, false, "https://[1::1:1]", "", "", false},

	{IPv6InvalidCodePoint, true, "https://[1:2:3!:4]", "", "IPv6-invalid-code-point@14", true},
	{IPv6InvalidCodePoint, true, "https://[1:2:3:]", "", "IPv6-invalid-code-point@8", true},
	{IPv6InvalidCodePoint, false, "https://[1:2:3::4]", "", "", false},

	{IPv6TooFewPieces, true, "https://[1:2:3]", "", "IPv6-too-few-pieces@8", true},
	{IPv6TooFewPieces, false, "https://[1:2:3::]", "", "", false},

	{IPv6PieceLeadingZero, true, "https://[::01]", "", "IPv6-piece-leading-zero@11", false},
	{IPv6PieceLeadingZero, true, "https://[0001::]", "", "IPv6-piece-leading-zero@9", false},
	{IPv6PieceLeadingZero, true, "https://[::0a]", "", "IPv6-piece-leading-zero@11", false},
	{IPv6PieceLeadingZero, true, "https://[01::02]", "", "IPv6-piece-leading-zero@9 IPv6-piece-leading-zero@13", false},
	{IPv6PieceLeadingZero, false, "https://[0::a]", "", "", false},
	{IPv6PieceLeadingZero, false, "https://[::1.02.3.4]", "", "IPv4-in-IPv6-invalid-code-point@14", true}, // the IPv4 part has its own error

	{IPv4InIPv6TooManyPieces, true, "https://[1:1:1:1:1:1:1:127.0.0.1]", "", "IPv4-in-IPv6-too-many-pieces@23", true},
	{IPv4InIPv6TooManyPieces, false, "https://[1:1:1:1:1:1:127.0.0.1]", "", "", false},

	{IPv4InIPv6InvalidCodePoint, true, "https://[ffff::.0.0.1]", "", "IPv4-in-IPv6-invalid-code-point@15", true},
	{IPv4InIPv6InvalidCodePoint, true, "https://[ffff::127.0.xyz.1]", "", "IPv4-in-IPv6-invalid-code-point@21", true},
	{IPv4InIPv6InvalidCodePoint, true, "https://[ffff::127.0xyz]", "", "IPv4-in-IPv6-invalid-code-point@20", true},
	{IPv4InIPv6InvalidCodePoint, true, "https://[ffff::127.00.0.1]", "", "IPv4-in-IPv6-invalid-code-point@20", true},
	{IPv4InIPv6InvalidCodePoint, true, "https://[ffff::127.0.0.1.2]", "", "IPv4-in-IPv6-invalid-code-point@24", true},
	{IPv4InIPv6InvalidCodePoint, true, "https://[ffff::127.0.0.]", "", "IPv4-in-IPv6-invalid-code-point@8", true},
	{IPv4InIPv6InvalidCodePoint, false, "https://[ffff::127.0.0.1]", "", "", false},

	{IPv4InIPv6OutOfRangePart, true, "https://[ffff::127.0.0.4000]", "", "IPv4-in-IPv6-out-of-range-part@25", true},
	{IPv4InIPv6OutOfRangePart, false, "https://[ffff::127.0.0.255]", "", "", false},

	{IPv4InIPv6TooFewParts, true, "https://[ffff::127.0.0]", "", "IPv4-in-IPv6-too-few-parts@8", true},
	{IPv4InIPv6TooFewParts, false, "https://[ffff::127.0.0.0]", "", "", false},

	{InvalidURLUnit, true, "https://example.org/>", "", "invalid-URL-unit@20", false},
	{InvalidURLUnit, true, " https://example.org ", "", "invalid-URL-unit@0", false},
	{InvalidURLUnit, true, "https://example.org/ ", "", "invalid-URL-unit@20", false},
	{InvalidURLUnit, true, "ht\ntps://example.org", "", "invalid-URL-unit@2", false},
	{InvalidURLUnit, true, "https://example.org/%s", "", "invalid-URL-unit@20", false},
	{InvalidURLUnit, true, "https://h/a|b?c{d#e`f\u0080", "", "invalid-URL-unit@11 invalid-URL-unit@15 invalid-URL-unit@19 invalid-URL-unit@21", false},
	{InvalidURLUnit, true, "sc:a b ?", "", "invalid-URL-unit@4 invalid-URL-unit@6", false},
	{InvalidURLUnit, true, "sc://a\"%/", "", "invalid-URL-unit@6 invalid-URL-unit@7", false},
	{InvalidURLUnit, true, "sc://%\"/", "", "invalid-URL-unit@6 invalid-URL-unit@5", false},
	{InvalidURLUnit, false, "https://example.org/%20?%41#%7e", "", "", false},
	{InvalidURLUnit, false, "https://u|v@h/", "", "invalid-credentials@11", false},

	{SpecialSchemeMissingFollowingSolidus, true, "file:c:/my-secret-folder", "", "special-scheme-missing-following-solidus@4", false},
	{SpecialSchemeMissingFollowingSolidus, true, "https:example.org", "", "special-scheme-missing-following-solidus@6", false},
	{SpecialSchemeMissingFollowingSolidus, true, "https:foo.html", "https://example.org/", "special-scheme-missing-following-solidus@6", false},
	{SpecialSchemeMissingFollowingSolidus, true, `https:\\evil.example\x`, "",
		"special-scheme-missing-following-solidus@6 special-scheme-missing-following-solidus@6 special-scheme-missing-following-solidus@7 invalid-reverse-solidus@20", false},
	{SpecialSchemeMissingFollowingSolidus, false, "https://example.org", "", "", false},
	{SpecialSchemeMissingFollowingSolidus, false, "sc:example.org", "", "", false},

	{MissingSchemeNonRelativeURL, true, "💩", "", "missing-scheme-non-relative-URL@0", true},
	{MissingSchemeNonRelativeURL, true, "💩", "mailto:user@example.org", "missing-scheme-non-relative-URL@0", true},
	{MissingSchemeNonRelativeURL, true, "  x", "", "invalid-URL-unit@0 missing-scheme-non-relative-URL@2", true},
	{MissingSchemeNonRelativeURL, false, "💩", "https://example.org/", "", false},
	{MissingSchemeNonRelativeURL, false, "#x", "mailto:user@example.org", "", false},

	{InvalidReverseSolidus, true, `https://example.org\path\to\file`, "", "invalid-reverse-solidus@19 invalid-reverse-solidus@24 invalid-reverse-solidus@27", false},
	{InvalidReverseSolidus, true, `\x`, "https://example.org/", "invalid-reverse-solidus@0", false},
	{InvalidReverseSolidus, true, `file:\\h\x`, "", "special-scheme-missing-following-solidus@4 invalid-reverse-solidus@5 invalid-reverse-solidus@6 invalid-reverse-solidus@8", false},
	{InvalidReverseSolidus, false, `sc:/a\b`, "", "invalid-URL-unit@5", false},

	{InvalidCredentials, true, "https://user@example.org", "", "invalid-credentials@12", false},
	{InvalidCredentials, true, "ssh://user@example.org", "", "invalid-credentials@10", false},
	{InvalidCredentials, true, "https://a@b@c", "", "invalid-credentials@9 invalid-credentials@11", false},
	{InvalidCredentials, false, "https://example.org/@x?@#@", "", "", false},

	{HostMissing, true, "https://#fragment", "", "host-missing@8", true},
	{HostMissing, true, "https://:443", "", "host-missing@8", true},
	{HostMissing, true, "https://user:pass@", "", "invalid-credentials@17 host-missing@18", true},
	{HostMissing, false, "sc://#fragment", "", "", false},

	{PortOutOfRange, true, "https://example.org:70000", "", "port-out-of-range@25", true},
	{PortOutOfRange, true, "https://example.org:70000/x", "", "port-out-of-range@25", true},
	{PortOutOfRange, false, "https://example.org:065535", "", "", false},

	{PortInvalid, true, "https://example.org:7z", "", "port-invalid@21", true},
	{PortInvalid, false, "https://example.org:7/z", "", "", false},

	// The table's example, "/c:/path/to/file" against "file:///c:/", does
	// not reach the step (the file state takes '/' to the file slash
	// state): a drive letter with '|' does, as '|' is no scheme.
	{FileInvalidWindowsDriveLetter, true, "c|/path", "file:///c:/", "file-invalid-Windows-drive-letter@0 invalid-URL-unit@1", false},
	{FileInvalidWindowsDriveLetter, false, "/c:/path/to/file", "file:///c:/", "", false},

	// The path state reads the drive letter left in buffer without
	// seeing its code points, so '|' is no invalid-URL-unit here.
	{FileInvalidWindowsDriveLetterHost, true, "file://c:", "", "file-invalid-Windows-drive-letter-host@9", false},
	{FileInvalidWindowsDriveLetterHost, true, "file://C|/x", "", "file-invalid-Windows-drive-letter-host@9", false},
	{FileInvalidWindowsDriveLetterHost, false, "file://cc:/", "", "domain-to-ASCII@9", true}, // "cc:" is no domain: ':' is forbidden
}

func TestValidationErrorRows(t *testing.T) {
	for _, tt := range validationErrorCases {
		name := fmt.Sprintf("%v/%q", tt.row, tt.in)
		if tt.base != "" {
			name += " against " + tt.base
		}
		t.Run(name, func(t *testing.T) {
			var p Parser
			if tt.base != "" {
				p.Base = MustParse(tt.base)
			}
			_, list, err := parseReporting(p, tt.in)
			if got := formatReported(list); got != tt.want {
				t.Errorf("reported %q, want %q", got, tt.want)
			}
			if (err != nil) != tt.fails {
				t.Errorf("error %v, want failure %v", err, tt.fails)
			}
			signals := false
			for _, r := range list {
				signals = signals || r.err == tt.row
			}
			if signals != tt.signals {
				t.Errorf("signals %v: %v, want %v", tt.row, signals, tt.signals)
			}
		})
	}
}

// TestValidationErrorRowsCovered checks that every row of the table has an
// input that signals it and one that does not.
func TestValidationErrorRowsCovered(t *testing.T) {
	for _, e := range allValidationErrors() {
		var yes, no bool
		for _, tt := range validationErrorCases {
			if tt.row == e {
				yes, no = yes || tt.signals, no || !tt.signals
			}
		}
		if !yes || !no {
			t.Errorf("%v: an input that signals it: %v, one that does not: %v", e, yes, no)
		}
	}
}

// isFatal reports whether the table's Failure column says that e always
// makes the parser fail ("sometimes" rows may or may not).
func isFatal(failure map[string]string, e ValidationError) bool {
	return failure[e.Error()] == "yes"
}

// checkReported checks the invariants of the calls a parse of input made,
// which ended with err: each offset within input; after a failure at least
// one call, the last reporting the error the parse returned, which the
// table says can fail; after a success no call with a row that always
// fails.
func checkReported(t *testing.T, failure map[string]string, input string, err error, list []reported) {
	t.Helper()
	for _, r := range list {
		if r.offset < 0 || r.offset > len(input) {
			t.Errorf("%q: %v outside the input", input, r)
		}
		if r.err == 0 || int(r.err) >= len(validationErrorNames) {
			t.Errorf("%q: reported %v, not a row of the table", input, r)
		}
	}
	if err == nil {
		for _, r := range list {
			if isFatal(failure, r.err) {
				t.Errorf("%q parses, but reported %v, which always fails", input, r)
			}
		}
		return
	}
	if len(list) == 0 {
		t.Errorf("%q fails with %v, reported nothing", input, err)
		return
	}
	last := list[len(list)-1].err
	var e *Error
	if !asError(err, &e) || e.Err != last {
		t.Errorf("%q fails with %v, last reported %v", input, err, list[len(list)-1])
	}
	if f := failure[last.Error()]; f != "yes" && f != "sometimes" {
		t.Errorf("%q fails, last reported %v, which never fails", input, last)
	}
}

// asError is errors.As for *Error.
func asError(err error, e **Error) bool {
	var ok bool
	*e, ok = err.(*Error)
	return ok
}

// reportingTwins parses input with a recording callback twice, with the
// fast paths and without (plain), and checks that both report the same
// calls and give the same result as a parse without callback.
func reportingTwins(t *testing.T, base URL, input string) ([]reported, error) {
	t.Helper()
	p := Parser{Base: base}
	want, wantErr := p.Parse(input)
	u, list, err := parseReporting(p, input)
	if u != want || (err == nil) != (wantErr == nil) || err != nil && err.Error() != wantErr.Error() {
		t.Errorf("%q: with a callback %q, %v; without %q, %v", input, u.Href(), err, want.Href(), wantErr)
	}
	var plainList []reported
	o := p.options()
	o.plain = true
	o.onError = func(e ValidationError, offset int) { plainList = append(plainList, reported{e, offset}) }
	var plain URL
	basicParse(&plain, input, &o)
	if plain != u && err == nil {
		t.Errorf("%q: plain parse %q, fast %q", input, plain.Href(), u.Href())
	}
	if got, want := formatReported(list), formatReported(plainList); got != want {
		t.Errorf("%q: reported %q, the plain parser %q", input, got, want)
	}
	return list, err
}

// TestValidationErrorsWPT parses every urltestdata.json input against its
// base and without one, with a recording callback: no panic, the result of
// a parse without callback, the calls of the plain parser, and the
// invariants of checkReported.
func TestValidationErrorsWPT(t *testing.T) {
	_, failure := validationErrorTable(t)
	data := readWPT(t, "urltestdata.json")
	n := 0
	for _, en := range decodeWPTURLData(t, "urltestdata.json", data) {
		c := en.c
		var base URL
		if c.Base != nil {
			var err error
			if base, err = Parse(*c.Base); err != nil {
				continue // WPT's bases all parse; a failing one is a case of its own
			}
		}
		for _, b := range []URL{base, {}} {
			list, err := reportingTwins(t, b, c.Input)
			checkReported(t, failure, c.Input, err, list)
			n++
		}
	}
	if n < 1700 {
		t.Errorf("only %d parses", n)
	}
}

// TestValidationErrorsDatasets runs the twins and invariants on dataset
// lines, where the fast paths take most inputs, and on mutations of them.
func TestValidationErrorsDatasets(t *testing.T) {
	_, failure := validationErrorTable(t)
	for _, in := range validationInputs(t, 2) {
		list, err := reportingTwins(t, URL{}, in)
		checkReported(t, failure, in, err, list)
	}
}

// validationTokens are what validationInputs inserts: the code points and
// shapes that validation errors are about.
var validationTokens = []string{
	`\`, "%", "%4", "%41", "%zz", "%2e", "@", ":", "[", "]", "|", " ", "\t", "<", "^", "{", "`", "\"", "'",
	"é", "。", "１", "\u0080", "\ufdd0", "\u00ad", "0x7f.1", "1.2.3", "256", "1.2.3.4.", "09", "[::1]", "[0001::]",
	"[::1.2.3.04]", "//", "..", "#", "?", "C|", "xn--", "-", "_", "a--b", ".", ":99999", ":0",
}

// validationInputs returns the dataset lines and n mutations of each. Unlike
// mutate, which edits bytes, it inserts whole tokens ("[::1]", "xn--", "１"),
// the shapes that validation errors are about.
func validationInputs(t *testing.T, n int) []string {
	lines := datasetLines(t)
	r := newRand(7)
	var inputs []string
	for _, l := range lines {
		inputs = append(inputs, l)
		for range n {
			s := l
			for range 1 + r.IntN(3) {
				i := r.IntN(len(s) + 1)
				for i > 0 && i < len(s) && !utf8.RuneStart(s[i]) {
					i--
				}
				s = s[:i] + validationTokens[r.IntN(len(validationTokens))] + s[i:]
			}
			inputs = append(inputs, s)
		}
	}
	return inputs
}

// TestOnePassReportSignalsNothing checks the proof that lets Parse keep
// the one-pass parser's result with a callback: on every input
// parseOnePass takes with report set, the state machine signals no
// validation error; and on every input it takes only without report, the
// state machine signals one (the proof is not looser than it must be).
func TestOnePassReportSignalsNothing(t *testing.T) {
	inputs := validationInputs(t, 3)
	inputs = append(inputs, "https://a_b/", "https://1.2.3/", "https://1.2.3.4/", "https://0x7f.0.0.1/", "https://a-.b/",
		"https://h/a|b", "https://h/a[b]", "https://h/%zz", "https://h/?a b", "https://h/?a#b#c", "https://h/#\u00a0",
		"https://h/?\u0080", "https://h/#\ufffe", "file://localhost/x", "file:///x|", "https://h:1/x?y#z", "https://h./",
		"https://-a.b/", "https://a.b-/", "https://ab--c.d/", "https://xn--a.b/", "https://a..b/", "https://.a/", "https://a*b/",
		"https://A.B.C/", "file://a_b/x", "https://"+strings.Repeat("a", 63)+".b/", "https://"+strings.Repeat("a", 64)+".b/",
		"https://"+strings.Repeat("abcdefghi.", 25)+"abc/", "https://"+strings.Repeat("abcdefghi.", 25)+"abcd/")
	long := "/" + strings.Repeat("abcdefgh/", 5)
	for _, tail := range []string{"", "|", "[", "]", "%", "%4", "%41", "%41%zz", "x%2F"} {
		inputs = append(inputs, "https://h"+long+tail, "https://h"+tail+long, "file://"+long+tail+"?q")
	}
	taken, refused := 0, 0
	for _, in := range inputs {
		var plain URL
		if !parseOnePass(&plain, in, false) {
			continue
		}
		var list []reported
		o := parseOptions{plain: true, onError: func(e ValidationError, offset int) { list = append(list, reported{e, offset}) }}
		var v URL
		basicParse(&v, in, &o)
		var u URL
		if parseOnePass(&u, in, true) {
			taken++
			if len(list) > 0 {
				t.Errorf("%q: parseOnePass took it with report; the state machine reports %v", in, list)
			}
			continue
		}
		refused++
		if len(list) == 0 && !hasXNLabel(v.Hostname()) && v.HostKind() != IPv4Host && v.HostKind() != IPv6Host {
			// Punycode labels and IP addresses are left to the state
			// machine whatever they signal.
			t.Errorf("%q: parseOnePass refused it with report; the state machine reports nothing", in)
		}
	}
	if taken < 1000 || refused < 100 {
		t.Errorf("with report the fast path took %d inputs and refused %d it takes without: too few to tell", taken, refused)
	}
}

// TestStrictASCIIDomain compares isStrictASCIIDomain with its slow twin,
// domainToASCII with beStrict, on every string of up to six code points
// over an alphabet of the cases that matter, and on long labels and
// domains.
func TestStrictASCIIDomain(t *testing.T) {
	check := func(s string) {
		ok, decided := isStrictASCIIDomain(s)
		_, err := domainToASCII(s, true)
		if decided && ok != (err == 0) {
			t.Errorf("isStrictASCIIDomain(%q) = %v; domainToASCII with beStrict: %v", s, ok, err)
		}
		if !decided && !hasXNLabel(s) {
			t.Errorf("isStrictASCIIDomain(%q) does not decide, and no label starts with xn--", s)
		}
	}
	const alphabet = "aX1-._"
	var walk func(s string, n int)
	walk = func(s string, n int) {
		check(s)
		if n > 0 {
			for i := 0; i < len(alphabet); i++ {
				walk(s+alphabet[i:i+1], n-1)
			}
		}
	}
	walk("", 6)
	for _, n := range []int{62, 63, 64} {
		label := strings.Repeat("a", n)
		check(label)
		check(label + ".com")
	}
	for _, n := range []int{252, 253, 254} {
		d := strings.Repeat("a.", n/2+1)[:n-1] + "b"
		check(d)
		check(d + ".")
	}
	for _, s := range []string{"xn--nxasmq6b.com", "xn--a.a_b", "xn--8i7caa", "XN--NXASMQ6B", "a.xn--", "xn--ls8h"} {
		check(s)
	}
}

func hasXNLabel(s string) bool {
	for _, label := range strings.Split(s, ".") {
		if startsWithXNDashDash(label) {
			return true
		}
	}
	return false
}

func FuzzStrictASCIIDomain(f *testing.F) {
	f.Add("example.com")
	f.Add("a--b.c-")
	f.Fuzz(func(t *testing.T, s string) {
		if firstNonASCII(s) >= 0 {
			return
		}
		ok, decided := isStrictASCIIDomain(s)
		if _, err := domainToASCII(s, true); decided && ok != (err == 0) {
			t.Errorf("isStrictASCIIDomain(%q) = %v; domainToASCII with beStrict: %v", s, ok, err)
		}
	})
}

// TestASCIIHostSignalsNothing compares asciiHostSignalsNothing with the
// host parser's slow path: true only where that signals nothing, and
// true there unless a label starts with "xn--".
func TestASCIIHostSignalsNothing(t *testing.T) {
	const alphabet = "aX1-.0x9_"
	r := newRand(9)
	for range 100000 {
		host := randomString(r, alphabet, 12)
		var list []reported
		rep := reporter{fn: func(e ValidationError, offset int) { list = append(list, reported{e, offset}) }}
		out := builder{in: host}
		_, err := parseDomainHostInto(&out, host, rep)
		silent := err == 0 && len(list) == 0
		if got := asciiHostSignalsNothing(host); got && !silent || !got && silent && !hasXNLabel(host) {
			t.Errorf("asciiHostSignalsNothing(%q) = %v; the host parser reports %v, %v", host, got, list, err)
		}
	}
}

// FuzzValidationErrors parses input against base with a recording
// callback: no panic, the same result as without callback, the same calls
// as the plain parser (the fast paths' proofs), the invariants of
// checkReported, and IsValidURLString on the same input.
func FuzzValidationErrors(f *testing.F) {
	for _, tt := range validationErrorCases {
		f.Add(tt.in, tt.base)
	}
	for _, s := range fuzzSeeds {
		f.Add(s, "")
	}
	_, failure := validationErrorTable(f)
	f.Fuzz(func(t *testing.T, input, base string) {
		var baseURL URL
		if base != "" {
			baseURL, _ = Parse(base)
		}
		list, err := reportingTwins(t, baseURL, input)
		checkReported(t, failure, input, err, list)
		p := Parser{Base: baseURL}
		p.IsValidURLString(input)
	})
}

// TestValidationErrorOffsetsMapped checks offsets in input that the first
// steps changed: stripped, with tabs and newlines removed, and not valid
// UTF-8 (each maximal invalid subsequence read as U+FFFD, of three bytes).
func TestValidationErrorOffsetsMapped(t *testing.T) {
	tests := []struct {
		name, in, want string
	}{
		{"leading", "\x01 https://h/ a", "invalid-URL-unit@0 invalid-URL-unit@12"},
		{"trailing", "https://h/ a\x00", "invalid-URL-unit@12 invalid-URL-unit@10"},
		{"tabs", "https://h/\ta\n b", "invalid-URL-unit@10 invalid-URL-unit@13"},
		{"tabs in host", "https://a_\tb/\n<", "invalid-URL-unit@10 domain-to-ASCII@9 invalid-URL-unit@14"},
		{"invalid UTF-8", "https://h/\xff\xe2\x82 <", "invalid-URL-unit@13 invalid-URL-unit@14"},
		{"invalid UTF-8 and tab", "sc:\xff\t\xc3 %", "invalid-URL-unit@4 invalid-URL-unit@6 invalid-URL-unit@7"},
		{"at the end", "https://h:99999\t ", "invalid-URL-unit@15 port-out-of-range@15"},
		{"host at an offset", "\thttps://[::01]", "invalid-URL-unit@0 IPv6-piece-leading-zero@12"},
		{"IPv4 at an offset", "\n\nhttps://0x1.2.3.4", "invalid-URL-unit@0 IPv4-non-decimal-part@10"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, list, _ := parseReporting(Parser{}, tt.in)
			if got := formatReported(list); got != tt.want {
				t.Errorf("%q: reported %q, want %q", tt.in, got, tt.want)
			}
		})
	}
}

// TestOffsetMap checks offsetMap against a map built byte by byte.
func TestOffsetMap(t *testing.T) {
	inputs := []string{"", "abc", " \tab\nc ", "a\xffb", "\xe2\x82", "\xf0\x9f\x98\x80x\xf0\x9f", " \x01\xc3\t\xa9 ", "\t\t\t", "é\té",
		strings.Repeat("a\tb\xff", 20) + " x\n"}
	for _, in := range inputs {
		for _, trim := range []bool{false, true} {
			cleaned, _ := cleanInput(in, trim, noReport, 0)
			// want[i] is the input offset of cleaned[i], built by
			// cleaning each code point of the input alone.
			var want []int
			start, end := 0, len(in)
			if trim {
				start, end = trimC0ControlOrSpace(in)
			}
			for i := start; i < end; {
				r, size := utf8.DecodeRuneInString(in[i:end])
				if r == utf8.RuneError && size == 1 {
					size = utf8s.MaximalSubpart(in[i:end])
					want = append(want, i, i, i)
				} else if r != '\t' && r != '\n' && r != '\r' {
					for k := 0; k < size; k++ {
						want = append(want, i+k)
					}
				}
				i += size
			}
			want = append(want, end)
			if len(want) != len(cleaned)+1 {
				t.Fatalf("%q: %d offsets for %d bytes", in, len(want), len(cleaned))
			}
			// In order, as the parser mostly reports, then backwards.
			m := newOffsetMap(in, trim, true)
			for i, w := range want {
				if got := m.orig(i); got != w {
					t.Errorf("%q trim %v: offset %d maps to %d, want %d", in, trim, i, got, w)
				}
			}
			for i := len(want) - 1; i >= 0; i-- {
				if got := m.orig(i); got != want[i] {
					t.Errorf("%q trim %v: offset %d maps to %d, want %d (backwards)", in, trim, i, got, want[i])
				}
			}
		}
	}
}

// TestSetterValidationErrors checks the Parser's setters: the calls, at
// offsets in the value as given, worked out from the setters' steps.
func TestSetterValidationErrors(t *testing.T) {
	tests := []struct {
		name, href string
		set        func(p *Parser, u *URL, v string) error
		value      string
		want       string // the calls
		wantHref   string
		fails      bool
	}{
		{"href", "https://x/", (*Parser).SetHref, " https://h/a b", "invalid-URL-unit@0 invalid-URL-unit@12", "https://h/a%20b", false},
		{"href fails", "https://x/", (*Parser).SetHref, "https://[::1", "IPv6-unclosed@8", "https://x/", true},
		{"protocol", "https://x/", (*Parser).SetProtocol, "ht\ttp", "invalid-URL-unit@2", "http://x/", false},
		{"host", "https://x/", (*Parser).SetHost, "exa mple.com", "domain-to-ASCII@3", "https://x/", true},
		{"host and port", "https://x/", (*Parser).SetHost, "a_b:99999", "domain-to-ASCII@1 port-out-of-range@9", "https://a_b/", true},
		{"host IPv6", "https://x/", (*Parser).SetHost, "[::01]", "IPv6-piece-leading-zero@3", "https://[::1]/", false},
		{"host empty", "https://x/", (*Parser).SetHost, "", "host-missing@0", "https://x/", true},
		{"host opaque", "sc://x/", (*Parser).SetHost, "a%zz", "invalid-URL-unit@1", "sc://a%zz/", false},
		{"hostname", "https://x/", (*Parser).SetHostname, "1.2.3", "IPv4-too-few-parts@0", "https://1.2.0.3/", false},
		{"hostname file", "file://x/", (*Parser).SetHostname, "0x7f.1", "IPv4-too-few-parts@0 IPv4-non-decimal-part@0", "file://127.0.0.1/", false},
		{"port", "https://x/", (*Parser).SetPort, "99999", "port-out-of-range@5", "https://x/", true},
		{"port tab", "https://x/", (*Parser).SetPort, "8\t1", "invalid-URL-unit@1", "https://x:81/", false},
		{"pathname", "https://x/", (*Parser).SetPathname, `/a b\c`, "invalid-URL-unit@2 invalid-reverse-solidus@4", "https://x/a%20b/c", false},
		{"pathname ?#", "sc://x/", (*Parser).SetPathname, "/a?#", "invalid-URL-unit@3", "sc://x/a%3F%23", false},
		{"search", "https://x/", (*Parser).SetSearch, "?a b", "invalid-URL-unit@2", "https://x/?a%20b", false},
		{"search without ?", "https://x/", (*Parser).SetSearch, "a%", "invalid-URL-unit@1", "https://x/?a%", false},
		{"hash", "https://x/", (*Parser).SetHash, "#a#b", "invalid-URL-unit@2", "https://x/#a#b", false},
		{"hash tab", "https://x/", (*Parser).SetHash, "a\tb<", "invalid-URL-unit@1 invalid-URL-unit@3", "https://x/#ab%3C", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var list []reported
			p := Parser{OnValidationError: func(e ValidationError, offset int) { list = append(list, reported{e, offset}) }}
			u := MustParse(tt.href)
			err := tt.set(&p, &u, tt.value)
			if got := formatReported(list); got != tt.want {
				t.Errorf("reported %q, want %q", got, tt.want)
			}
			if (err != nil) != tt.fails || u.Href() != tt.wantHref {
				t.Errorf("href %q, error %v; want %q, failure %v", u.Href(), err, tt.wantHref, tt.fails)
			}
		})
	}
}

// parserSetters are the Parser's setters, by the attribute of
// setters_tests.json they set.
var parserSetters = map[string]func(*Parser, *URL, string) error{
	"href":     (*Parser).SetHref,
	"protocol": (*Parser).SetProtocol,
	"host":     (*Parser).SetHost,
	"hostname": (*Parser).SetHostname,
	"port":     (*Parser).SetPort,
	"pathname": (*Parser).SetPathname,
	"search":   (*Parser).SetSearch,
	"hash":     (*Parser).SetHash,
}

// TestSetterValidationErrorsWPT runs the cases of setters_tests.json
// through the Parser's setters with a recording callback: the URL and the
// error are those of the URL's setter, every offset is within the value,
// and a setter that fails with a validation error reported it last.
func TestSetterValidationErrorsWPT(t *testing.T) {
	entries := decodeSettersData(t, readWPT(t, "setters_tests.json"))
	n := 0
	for _, e := range entries {
		set := parserSetters[e.attr]
		if set == nil {
			continue // username and password: no parser
		}
		c := e.c
		want := MustParse(c.Href)
		wantErr := setterFuncs[e.attr](&want, c.NewValue)
		var list []reported
		p := Parser{OnValidationError: func(e ValidationError, offset int) { list = append(list, reported{e, offset}) }}
		u := MustParse(c.Href)
		err := set(&p, &u, c.NewValue)
		if u != want || fmt.Sprint(err) != fmt.Sprint(wantErr) {
			t.Errorf("set %s %q on %q: %q, %v; the URL's setter %q, %v", e.attr, c.NewValue, c.Href, u.Href(), err, want.Href(), wantErr)
		}
		for _, r := range list {
			if r.offset < 0 || r.offset > len(c.NewValue) {
				t.Errorf("set %s %q: %v outside the value", e.attr, c.NewValue, r)
			}
		}
		var ve ValidationError
		if err != nil && asValidationError(err, &ve) && (len(list) == 0 || list[len(list)-1].err != ve) {
			t.Errorf("set %s %q: fails with %v, reported %v", e.attr, c.NewValue, err, list)
		}
		n++
	}
	if n < 200 {
		t.Errorf("only %d cases", n)
	}
}

func asValidationError(err error, ve *ValidationError) bool {
	var e *Error
	if !asError(err, &e) {
		return false
	}
	v, ok := e.Err.(ValidationError)
	*ve = v
	return ok
}

// TestParseHostValidationErrors checks Parser.ParseHost and
// ParseOpaqueHost, at offsets in the input as given.
func TestParseHostValidationErrors(t *testing.T) {
	tests := []struct {
		name, in string
		opaque   bool
		want     string
		fails    bool
	}{
		{"percent-encoded", "exa%41mple.com", false, "domain-percent-encoded@3", false},
		{"IPv6", "[::01]", false, "IPv6-piece-leading-zero@3", false},
		{"IPv4", "0x7f.1.", false, "domain-to-ASCII@0 IPv4-empty-part@6 IPv4-too-few-parts@0 IPv4-non-decimal-part@0", false},
		{"empty", "", false, "host-missing@0", true},
		{"empty opaque", "", true, "", false},
		{"opaque forbidden", "a b", true, "host-invalid-code-point@1", true},
		{"opaque units", "a\"%", true, "invalid-URL-unit@1 invalid-URL-unit@2", false},
		{"invalid UTF-8", "a\xffb_", false, "domain-to-ASCII@3", true},
		{"valid", "EXAMPLE.com", false, "", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var list []reported
			p := Parser{OnValidationError: func(e ValidationError, offset int) { list = append(list, reported{e, offset}) }}
			parse, plain := p.ParseHost, ParseHost
			if tt.opaque {
				parse, plain = p.ParseOpaqueHost, ParseOpaqueHost
			}
			h, err := parse(tt.in)
			if got := formatReported(list); got != tt.want {
				t.Errorf("reported %q, want %q", got, tt.want)
			}
			wantHost, wantErr := plain(tt.in)
			if h != wantHost || fmt.Sprint(err) != fmt.Sprint(wantErr) || (err != nil) != tt.fails {
				t.Errorf("%v, %v; without a callback %v, %v; want failure %v", h, err, wantHost, wantErr, tt.fails)
			}
		})
	}
}

// TestValidationStrictHyphens checks the domain-to-ASCII error that the
// host parser's strict check signals for hyphens: UTS #46 Validity Criteria
// 2 (CheckHyphens) forbids "a U+002D HYPHEN-MINUS character in both the
// third and fourth positions", positions of code points, so a label whose
// first code point takes two bytes is judged by its third and fourth code
// points, not bytes. whatwg-url 17.3.0 reports the same.
func TestValidationStrictHyphens(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"https://é--bogle.com/", ""},                   // 'é' '-' '-' 'b': '-' third only
		{"https://éa--bogle.com/", "domain-to-ASCII@8"}, // 'é' 'a' '-' '-': '-' third and fourth
	} {
		_, list, _ := parseReporting(Parser{}, tt.in)
		if got := formatReported(list); got != tt.want {
			t.Errorf("%q reports %q, want %q", tt.in, got, tt.want)
		}
	}
}

// BenchmarkValidationErrors parses every line of each dataset with
// Parse, with Parser.Parse, and with Parser.Parse and a callback that
// counts (on valid input the fast paths run, so the last two should be
// close), and checks each line with IsValidURLString.
//
//	go test -run '^$' -bench ValidationErrors -count 10 . > v.txt && benchstat -col /callback v.txt
func BenchmarkValidationErrors(b *testing.B) {
	for _, d := range loadBenchDatasets(b) {
		n := 0
		p := Parser{OnValidationError: func(ValidationError, int) { n++ }}
		for _, c := range []struct {
			name  string
			parse func(string) int
		}{
			{"none", func(s string) int {
				u, _ := Parse(s)
				return len(u.Href())
			}},
			{"parser", func(s string) int {
				var q Parser
				u, _ := q.Parse(s)
				return len(u.Href())
			}},
			{"counting", func(s string) int {
				u, _ := p.Parse(s)
				return len(u.Href())
			}},
			{"isvalid", func(s string) int {
				if IsValidURLString(s) {
					return 1
				}
				return 0
			}},
		} {
			b.Run("data="+d.name+"/callback="+c.name, func(b *testing.B) {
				b.SetBytes(d.bytes)
				b.ReportAllocs()
				for i := 0; i < b.N; i++ {
					for _, line := range d.lines {
						benchSink += c.parse(line)
					}
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(d.lines)), "ns/url")
			})
		}
		benchSink += n
	}
}

// BenchmarkHostileValidation times each hostile shape (hostile_test.go) at
// 64 KiB and 1 MiB through Parser.Parse with a counting callback and
// through IsValidURLString: linear time shows as the same ns/byte at both
// sizes.
//
//	go test -run '^$' -bench HostileValidation -benchtime 200ms .
func BenchmarkHostileValidation(b *testing.B) {
	for _, s := range hostileShapes {
		if s.searchParams {
			continue
		}
		b.Run("shape="+s.name, func(b *testing.B) {
			for _, n := range []int{64 << 10, 1 << 20} {
				b.Run("n="+strconv.Itoa(n), func(b *testing.B) {
					input := s.build(n)
					calls := 0
					p := Parser{OnValidationError: func(ValidationError, int) { calls++ }}
					if s.base != nil {
						var err error
						if p.Base, err = Parse(s.base(n)); err != nil {
							b.Fatalf("base: %v", err)
						}
					}
					b.SetBytes(int64(len(input)))
					b.ReportAllocs()
					for i := 0; i < b.N; i++ {
						hostileURLSink, _ = p.Parse(input)
						if p.IsValidURLString(input) {
							calls++
						}
					}
					b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(input)), "ns/byte")
					benchSink += calls
				})
			}
		})
	}
}
