package whatwgurl

// Tests of the domain parser and domain to Unicode: WPT's toascii.json,
// IdnaTestV2.json and IdnaTestV2-removed.json (read from $WHATWGURL_WPT
// through readWPT, see wpt_test.go), and tables of cases those files do not
// cover, with expectations worked out from the URL Standard's and UTS #46's
// steps (Punycode encodings checked with an independent RFC 3492 encoder, or
// taken from Node.js's URL parser where a comment says so). The same files
// are also run through the URL parser in wpt_idna_test.go, and straight
// through UTS #46 ToASCII in internal/uts46.

import (
	"encoding/json"
	"errors"
	"os"
	"strings"
	"testing"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"

	"github.com/webstd/whatwgurl/internal/punycode"
)

// Cases the WPT files do not cover. Expectations follow the domain parser's
// steps (https://url.spec.whatwg.org/#concept-domain-to-ascii) and UTS #46.
var domainToASCIITests = []struct {
	name     string
	in       string
	beStrict bool
	want     string // "" means failure
}{
	// Step 5: an ASCII domain is only lowercased.
	{name: "lower case", in: "example.com", want: "example.com"},
	{name: "upper case", in: "EXAMPLE.com.", want: "example.com."},
	{name: "mixed case", in: "ExAmPlE.CoM", want: "example.com"},
	{name: "underscore", in: "a_B", want: "a_b"},
	{name: "dot", in: ".", want: "."},
	{name: "empty labels", in: "a..b", want: "a..b"},
	{name: "64-char label", in: strings.Repeat("a", 64), want: strings.Repeat("a", 64)},
	{name: "ASCII is not Punycode-decoded", in: "XN--ZCA", want: "xn--zca"},
	{name: "empty ACE label kept when ASCII", in: "xn--.example", want: "xn--.example"},
	{name: "decodes to mapped code points", in: "xn--8i7caa", want: "xn--8i7caa"},
	{name: "Kelvin sign in ASCII domain is not ASCII", in: "\u212Aelvin.example", want: "kelvin.example"},
	// Step 7: the empty result fails.
	{name: "empty", in: "", want: ""},
	{name: "only an ignored code point", in: "\u00AD", want: ""},
	{name: "ignored code points around a dot", in: "\u00AD.\u00AD", want: "."},
	// Step 8: forbidden domain code points fail, also after mapping.
	{name: "space", in: "exa mple.com", want: ""},
	{name: "percent", in: "a%b", want: ""},
	{name: "DEL", in: "a\x7Fb", want: ""},
	{name: "C0 control", in: "a\x01b", want: ""},
	{name: "less-than", in: "a<b", want: ""},
	{name: "fullwidth less-than", in: "a\uFF1Cb", want: ""},
	{name: "fullwidth percent", in: "a\uFF05b", want: ""},
	{name: "fullwidth solidus", in: "a\uFF0Fb", want: ""},
	{name: "fullwidth colon", in: "a\uFF1Ab", want: ""},
	{name: "forbidden ASCII beside non-ASCII", in: "\u00DF<.example", want: ""},
	{name: "fullwidth low line", in: "a\uFF3Fb", want: "a_b"},
	// Step 6: Unicode ToASCII, nontransitional, with mapping.
	{name: "Kelvin sign", in: "\u212A", want: "k"},
	{name: "fullwidth", in: "\uFF45\uFF58\uFF41\uFF4D\uFF50\uFF4C\uFF45\uFF0E\uFF43\uFF4F\uFF4D", want: "example.com"},
	{name: "ideographic full stop", in: "a\u3002b", want: "a.b"},
	{name: "halfwidth ideographic full stop", in: "a\uFF61b", want: "a.b"},
	{name: "small hyphen-minus", in: "a\uFE63b", want: "a-b"},
	{name: "sharp s", in: "Fa\u00DF.DE", want: "xn--fa-hia.de"},
	{name: "trailing dot", in: "\u00DF.", want: "xn--zca."},
	{name: "hyphens that are no ACE prefix", in: "ab--c.\u00DF", want: "ab--c.xn--zca"},
	{name: "valid ACE label beside Unicode", in: "xn--fa-hia.\u00DF", want: "xn--fa-hia.xn--zca"},
	{name: "disallowed", in: "a\uFFFDb", want: ""},
	{name: "leading combining mark", in: "\u0300a", want: ""},
	{name: "ZWNJ without context", in: "a\u200Cb", want: ""},
	// CheckJoiners: a ZWJ after a virama, then a run of 31 distinct marks
	// that NFC keeps (ASCII form from Node.js 20's URL parser, which
	// normalizes with ICU).
	{name: "ZWJ after a virama, long run", in: "\u0915\u094D\u200D" + runeRange(0x300, 31, 1), want: "xn--ksacdefghijklmnopqrstuvwbyz0a3cb7a4a5a0799b2rbv361b"},
	// CheckBidi: in a Bidi domain name every label must satisfy RFC 5893.
	{name: "Bidi: LTR label starting with a digit", in: "0a.\u064A", want: ""},
	{name: "Bidi: digit-only label", in: "1.\u05D0", want: ""},
	{name: "Bidi: valid LTR and RTL labels", in: "a0.\u064A", want: "a0.xn--mhb"},
	{name: "Bidi: EN and AN mixed", in: "\u064A1\u0661", want: ""},
	{name: "not Bidi: digit label", in: "\u2665.0a", want: "xn--g6h.0a"},
	// UTS #46 Processing step 4.1 for "xn--" labels: 4.1.1 (non-ASCII),
	// 4.1.3 (empty or ASCII decoding) and Validity Criteria 4.
	{name: "empty ACE label", in: "xn--.\u00DF", want: ""},
	{name: "empty ACE label last", in: "\u00DF.xn--", want: ""},
	{name: "empty ACE label, upper case", in: "XN--.\u00DF", want: ""},
	{name: "empty ACE label, fullwidth", in: "\uFF58\uFF4E\uFF0D\uFF0D.\u00DF", want: ""},
	{name: "empty ACE label, ignored code point", in: "x\u00ADn--.\u00DF", want: ""},
	{name: "empty ACE label, ignored code point first", in: "\u00ADxn--.\u00DF", want: ""},
	{name: "empty ACE label after ideographic full stop", in: "\u00DF\u3002xn--", want: ""},
	{name: "no ACE prefix", in: "axn--.\u00DF-", want: "axn--.xn----pfa"},
	{name: "non-ASCII in ACE label", in: "xn--\u00DF-.\u00DF", want: ""},
	{name: "non-ASCII in ACE label alone", in: "xn--ma\u00F1ana-", want: ""},
	{name: "ACE label decodes to ACE prefix", in: "xn--xn---yna.\u00DF", want: ""},
	{name: "ACE label decodes to ACE prefix 2", in: "xn--xn--a-ecp.\u00DF", want: ""},

	// beStrict true: Unicode ToASCII with CheckHyphens, UseSTD3ASCIIRules
	// and VerifyDnsLength; steps 7 and 8 are not run.
	{name: "strict: ASCII", in: "EXAMPLE.com", beStrict: true, want: "example.com"},
	{name: "strict: Unicode", in: "Fa\u00DF.de", beStrict: true, want: "xn--fa-hia.de"},
	{name: "strict: valid ACE label", in: "xn--zca.example", beStrict: true, want: "xn--zca.example"},
	{name: "strict: IPv4-like", in: "1.2.3.4", beStrict: true, want: "1.2.3.4"},
	{name: "strict: underscore", in: "a_b", beStrict: true, want: ""},
	{name: "strict: space", in: "a b", beStrict: true, want: ""},
	{name: "strict: leading hyphen", in: "-a.example", beStrict: true, want: ""},
	{name: "strict: trailing hyphen", in: "a-.example", beStrict: true, want: ""},
	{name: "strict: hyphens in 3rd and 4th position", in: "ab--c.example", beStrict: true, want: ""},
	{name: "strict: 63-char label", in: strings.Repeat("a", 63) + ".example", beStrict: true, want: strings.Repeat("a", 63) + ".example"},
	{name: "strict: 64-char label", in: strings.Repeat("a", 64) + ".example", beStrict: true, want: ""},
	{name: "strict: 253 octets", in: strings.Repeat(strings.Repeat("a", 62)+".", 4) + "a", beStrict: true, want: strings.Repeat(strings.Repeat("a", 62)+".", 4) + "a"},
	{name: "strict: 254 octets", in: strings.Repeat(strings.Repeat("a", 62)+".", 4) + "ab", beStrict: true, want: ""},
	// UTS #46 since version 16 records A4_2 for the empty root label too
	// (IdnaTestV2 marks "a.b.c.d." with A4_2).
	{name: "strict: trailing dot", in: "example.com.", beStrict: true, want: ""},
	{name: "strict: empty label", in: "a..b", beStrict: true, want: ""},
	{name: "strict: empty", in: "", beStrict: true, want: ""},
	{name: "strict: invalid Punycode", in: "xn--a.example", beStrict: true, want: ""},
	{name: "strict: decodes to mapped code points", in: "xn--8i7caa", beStrict: true, want: ""},
	{name: "strict: empty ACE label", in: "xn--.example", beStrict: true, want: ""},
	{name: "strict: non-ASCII in ACE label", in: "xn--\u00DF-.example", beStrict: true, want: ""},
	{name: "strict: ACE label decodes to ACE prefix", in: "xn--xn---yna.example", beStrict: true, want: ""},
	{name: "strict: Bidi", in: "0a.\u064A", beStrict: true, want: ""},
}

// TestDomainToASCIILong checks labels far beyond DNS length, which the
// standard allows when beStrict is false.
func TestDomainToASCIILong(t *testing.T) {
	var b strings.Builder
	for i := 0; i < 5000; i++ {
		b.WriteRune(rune(0x4E00 + i))
	}
	for _, label := range []string{strings.Repeat("\u00E9a", 3000), b.String()} {
		enc, ok := punycode.AppendEncode([]byte("xn--"), label)
		if !ok {
			t.Fatal("punycode.AppendEncode failed")
		}
		want := "xn--9ca." + string(enc)
		if got, verr := domainToASCII("\u00E9."+label, false); got != want || verr != 0 {
			t.Errorf("domainToASCII(é.<%d bytes>) = %d bytes, %s; want %d bytes", len(label), len(got), verrString(verr), len(want))
		}
		// The A-label decodes (past the 1024 code points some decoders
		// stop at) in a domain that is not ASCII.
		if got, verr := domainToASCII("\u00E9."+string(enc), false); got != want || verr != 0 {
			t.Errorf("domainToASCII(é.<A-label of %d bytes>) = %d bytes, %s; want %d bytes", len(enc), len(got), verrString(verr), len(want))
		}
		if got := DomainToUnicode(want); got != "\u00E9."+label {
			t.Errorf("DomainToUnicode(<%d bytes>) = %d bytes; want %d", len(want), len(got), len("\u00E9."+label))
		}
		if got, verr := domainToASCII("\u00E9."+label, true); verr == 0 {
			t.Errorf("domainToASCII(é.<%d bytes>, true) = %d bytes; want failure", len(label), len(got))
		}
	}
}

func TestDomainToASCII(t *testing.T) {
	for _, tt := range domainToASCIITests {
		t.Run(tt.name, func(t *testing.T) {
			got, verr := domainToASCII(tt.in, tt.beStrict)
			if tt.want == "" {
				if verr != DomainToASCIIError {
					t.Errorf("domainToASCII(%q, %v) = %q, %s; want failure", tt.in, tt.beStrict, got, verrString(verr))
				}
			} else if got != tt.want || verr != 0 {
				t.Errorf("domainToASCII(%q, %v) = %q, %s; want %q", tt.in, tt.beStrict, got, verrString(verr), tt.want)
			}

			got2, err := DomainToASCII(tt.in, tt.beStrict)
			if got2 != got || (err == nil) != (verr == 0) {
				t.Errorf("DomainToASCII(%q, %v) = %q, %v; domainToASCII gives %q, %s", tt.in, tt.beStrict, got2, err, got, verrString(verr))
			}
			if err != nil {
				var e *Error
				if !errors.As(err, &e) || e.Op != "domain to ASCII" || e.Input != tt.in || !errors.Is(err, DomainToASCIIError) {
					t.Errorf("DomainToASCII(%q, %v) error = %#v", tt.in, tt.beStrict, err)
				}
			}
		})
	}
}

// TestDomainToASCIIInvalidUTF8 checks that DomainToASCII fails on input
// that is not valid UTF-8, as it does on the same input with U+FFFD for
// each maximal invalid subsequence.
func TestDomainToASCIIInvalidUTF8(t *testing.T) {
	for _, in := range []string{"\xFF", "a\xFFb.example", "ex\xE2\x82ample.com", "\xED\xA0\x80.com", "\xC0\xAF"} {
		for _, beStrict := range []bool{false, true} {
			if got, err := DomainToASCII(in, beStrict); err == nil || got != "" || !errors.Is(err, DomainToASCIIError) {
				t.Errorf("DomainToASCII(%q, %v) = %q, %v; want failure", in, beStrict, got, err)
			}
			if got, err := DomainToASCII(toScalarValues(in), beStrict); err == nil {
				t.Errorf("DomainToASCII(%q, %v) = %q; want failure", toScalarValues(in), beStrict, got)
			}
		}
	}
}

// TestDomainToASCIIASCII compares the ASCII path with the standard's steps
// written out plainly, over every ASCII string of one or two bytes and some
// longer ones.
func TestDomainToASCIIASCII(t *testing.T) {
	plain := func(domain string) (string, bool) {
		var b strings.Builder
		for i := 0; i < len(domain); i++ {
			c := domain[i]
			if 'A' <= c && c <= 'Z' {
				c += 'a' - 'A'
			}
			b.WriteByte(c)
		}
		result := b.String()
		if result == "" {
			return "", false
		}
		for _, c := range []byte(result) {
			if c <= 0x1F || c == 0x7F || strings.IndexByte(" #%/:<>?@[\\]^|", c) >= 0 {
				return "", false
			}
		}
		return result, true
	}
	check := func(in string) {
		want, wantOK := plain(in)
		got, verr := domainToASCII(in, false)
		if got != want || (verr == 0) != wantOK {
			t.Errorf("domainToASCII(%q, false) = %q, %s; want %q, ok=%v", in, got, verrString(verr), want, wantOK)
		}
	}
	check("")
	for a := 0; a < utf8.RuneSelf; a++ {
		check(string(rune(a)))
		for b := 0; b < utf8.RuneSelf; b++ {
			check(string([]byte{byte(a), byte(b)}))
		}
	}
	for _, in := range []string{"WWW.Example.COM", "a-b_c.d~e", "xn--ZCA.xn--", "sub.EXAMPLE.com.", "a!$&'()*+,;=b"} {
		check(in)
	}
}

var domainToUnicodeTests = []struct {
	name, in, want string
}{
	{name: "ASCII", in: "example.com", want: "example.com"},
	{name: "empty", in: "", want: ""},
	{name: "upper case is mapped", in: "EXAMPLE.com", want: "example.com"},
	{name: "Punycode", in: "xn--fa-hia.example", want: "fa\u00DF.example"},
	{name: "Punycode, astral", in: "xn--ls8h.example", want: "\U0001F4A9.example"},
	{name: "trailing dot", in: "xn--zca.", want: "\u00DF."},
	{name: "Bidi", in: "a0.xn--mhb", want: "a0.\u064A"},
	// If an error was recorded, domain is returned.
	{name: "invalid Punycode", in: "xn--a.example", want: "xn--a.example"},
	{name: "decodes to mapped code points", in: "xn--8i7caa", want: "xn--8i7caa"},
	{name: "ZWJ without context", in: "xn--1ug.example", want: "xn--1ug.example"},
	{name: "Bidi: LTR label starting with a digit", in: "0a.xn--mhb", want: "0a.xn--mhb"},
	{name: "empty ACE label", in: "xn--zca.xn--", want: "xn--zca.xn--"},
	{name: "ACE label decodes to ACE prefix", in: "xn--xn---yna", want: "xn--xn---yna"},
	{name: "non-ASCII in ACE label", in: "xn--\u00DF-", want: "xn--\u00DF-"},
	{name: "invalid UTF-8", in: "a\xFF.xn--zca", want: "a\xFF.xn--zca"},
	{name: "U+FFFD", in: "a\uFFFD.xn--zca", want: "a\uFFFD.xn--zca"},
}

func TestDomainToUnicode(t *testing.T) {
	for _, tt := range domainToUnicodeTests {
		t.Run(tt.name, func(t *testing.T) {
			if got := DomainToUnicode(tt.in); got != tt.want {
				t.Errorf("DomainToUnicode(%q) = %q; want %q", tt.in, got, tt.want)
			}
		})
	}
}

// TestDomainRoundTrip checks that domain to Unicode undoes the domain
// parser on the cases above that succeed, and that the domain parser gives
// back the same domain for the Unicode form.
func TestDomainRoundTrip(t *testing.T) {
	for _, tt := range domainToASCIITests {
		if tt.want == "" || tt.beStrict {
			continue
		}
		u := DomainToUnicode(tt.want)
		if got, verr := domainToASCII(u, false); got != tt.want || verr != 0 {
			t.Errorf("domainToASCII(DomainToUnicode(%q) = %q) = %q, %s", tt.want, u, got, verrString(verr))
		}
	}
}

// reportedTests are inputs where the library once disagreed with UTS #46,
// with the host the reference implementation of the URL Standard (jsdom's
// whatwg-url 17.3.0, with tr46 7.0.0) gives, or "" for failure.
var reportedTests = []struct {
	name, scheme, host, want string
}{
	// UTS #46 Processing step 2 is NFC as UAX #15 defines it, which
	// inserts nothing in a run of Hangul vowel or trailing jamo
	// (golang.org/x/text's Stream-Safe Text Format puts U+034F after 30 of
	// them, which fails the label).
	{"30 vowel jamo", "http", strings.Repeat("\u1161", 30), "xn--qsd" + strings.Repeat("a", 29)},
	{"31 vowel jamo", "http", strings.Repeat("\u1161", 31), "xn--qsd" + strings.Repeat("a", 30)},
	{"31 trailing jamo", "file", strings.Repeat("\u11A8", 31), "xn--rud" + strings.Repeat("a", 30)},
	{"leading jamo and 31 vowel jamo", "http", "\u1100" + strings.Repeat("\u1161", 31), "xn--qsdaaaaaaaaaaaaaaaaaaaaaaaaaaaaa75183j"},
	{"a and 31 vowel jamo", "http", "a" + strings.Repeat("\u1161", 31), "xn--a-7bhaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"},
	{"20000 vowel jamo", "http", strings.Repeat("\u1161", 20000), "xn--qsd" + strings.Repeat("a", 19999)},
	{"20000 trailing jamo", "file", strings.Repeat("\u11A8", 20000), "xn--rud" + strings.Repeat("a", 19999)},
	{"leading jamo and 20000 vowel jamo", "http", "\u1100" + strings.Repeat("\u1161", 20000), "xn--qsd" + strings.Repeat("a", 19998) + "51115720f"},
	{"a and 20000 vowel jamo", "http", "a" + strings.Repeat("\u1161", 20000), "xn--a-7bh" + strings.Repeat("a", 19999)},
	// RFC 5892 Appendix A.1: a ZWNJ not after a virama must be followed,
	// past any code points of Joining_Type T, by one of type R or D;
	// U+06F1, '1' and '-' are of type U.
	{"ZWNJ before Joining_Type U", "ws", "\u0645\u200C\u06F1", ""},
	{"ZWNJ before a digit", "ws", "\u0645\u200C1", ""},
	{"ZWNJ before a hyphen", "file", "\uA840\u200C-", ""},
	{"ZWNJ before a digit, in Punycode", "ws", "xn--0-moc419q.\u0430", ""},
}

// TestReported runs reportedTests through Parse, the host and hostname
// setters, and DomainToASCII.
func TestReported(t *testing.T) {
	for _, tt := range reportedTests {
		t.Run(tt.name, func(t *testing.T) {
			in := tt.scheme + "://" + tt.host + "/"
			u, err := Parse(in)
			switch {
			case tt.want == "" && err == nil:
				t.Errorf("Parse(%s) = %s; want failure", hostileShort(in), hostileShort(u.Href()))
			case tt.want != "" && (err != nil || u.Href() != tt.scheme+"://"+tt.want+"/"):
				t.Errorf("Parse(%s) = %s, %v; want host %s", hostileShort(in), hostileShort(u.Href()), err, hostileShort(tt.want))
			}
			// Without slashes, as reported: a special scheme reads a host
			// all the same.
			if tt.scheme != "file" {
				if u, err := Parse(tt.scheme + ":" + tt.host); (err == nil) != (tt.want != "") || err == nil && u.Hostname() != tt.want {
					t.Errorf("Parse(%s:%s) = %s, %v", tt.scheme, hostileShort(tt.host), hostileShort(u.Href()), err)
				}
			}
			for _, setter := range []struct {
				name string
				set  func(*URL, string) error
			}{
				{"host", (*URL).SetHost},
				{"hostname", (*URL).SetHostname},
			} {
				u := MustParse(tt.scheme + "://x/")
				err := setter.set(&u, tt.host)
				want := tt.want
				if want == "" {
					want = "x" // a failing value leaves the URL unchanged
				}
				if u.Hostname() != want || (err == nil) != (tt.want != "") {
					t.Errorf("set %s %s on %s://x/: hostname %s, error %v; want %s", setter.name, hostileShort(tt.host), tt.scheme, hostileShort(u.Hostname()), err, hostileShort(want))
				}
			}
			got, err := DomainToASCII(tt.host, false)
			if (err == nil) != (tt.want != "") || got != tt.want {
				t.Errorf("DomainToASCII(%s) = %s, %v; want %s", hostileShort(tt.host), hostileShort(got), err, hostileShort(tt.want))
			}
		})
	}
}

// markRunTests are labels with runs of more than 30 combining marks, where
// normalization must be plain NFC. The normalized forms are worked out by
// UAX #15's steps in the comments; the ACE forms are those of Node.js 20's
// URL parser for the same hosts, which normalizes with ICU, except where a
// comment says otherwise.
var markRunTests = []struct {
	name, in, want string // want "" for failure
}{
	// "a" + U+0301 composes to U+00E1; the other marks are blocked by the
	// first one left (same class, 230), so they stay.
	{"run31", "a" + strings.Repeat("\u0301", 31), "xn--1ca20iaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"},
	{"run1000", "a" + strings.Repeat("\u0301", 1000), "xn--1ca20i" + strings.Repeat("a", 998)},
	// Canonical ordering puts the twenty U+0323 (class 220) before the
	// twenty U+0301 (230); "a" + U+0323 composes to U+1EA1, and no
	// composite of U+1EA1 and U+0301 exists.
	{"interleaved", "a" + strings.Repeat("\u0301\u0323", 20), "xn--lsaaaaaaaaaaaaaaaaaaaa80eaaaaaaaaaaaaaaaaaa5162z"},
	// An RTL label: U+05D0 (R) and U+05B0 (NSM, class 10).
	{"hebrew", "\u05D0" + strings.Repeat("\u05B0", 40), "xn--7cbaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa68j"},
	// Validity Criteria 6: a label must not begin with a mark.
	{"alone", strings.Repeat("\u0301", 40), ""},
	// Forty distinct marks of several classes, sorted and partly composed.
	{"distinct", "a" + runeRange(0x300, 40, 1), "xn--0ca40idaefghijklmnopqrstuvwcyz0a2cc7a4a5a6a7ay9a9byb1b1b0a"},
	{"distinct-repeated", "b" + runeRange(0x300, 120, 7), "xn--b-vbbadbdcedfegfhgihqrjjkkllmmnno2a3aqorpsqtru9cac8bb8bc9bd8gbca9ce0d0cg5ch6ci4ca8db6ej2e8cl2dm5cc7ed8fn0eo4f0dq9dr0es2eta5eua5eva6g9dxa0ca3hb4hc5hd6he1m9dza4f0a6f1a0lva6gwa7gxa"},
	// RFC 5893 rule 5: an LTR label ("a" is L) of a bidi domain must not
	// hold U+05D0 (R). (Node.js 20 does not apply the Bidi rule here.)
	{"bidi", "a" + strings.Repeat("\u05B0", 40) + "\u05D0", ""},
	// ZWJ after a virama (CheckJoiners), then a long run elsewhere.
	{"joiner", "\u0915\u094D\u200D\u0915a" + strings.Repeat("\u0301", 40), "xn--1ca20iaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa0784da12vv234b"},
	// Long runs in a joiner's context: after a ZWJ that follows a virama;
	// before and after a ZWNJ between dual-joining letters (U+064B is
	// transparent); two marks of one class in turn; and the same runs
	// where CheckJoiners fails: ZWJ not after a virama, and a ZWNJ after a
	// right-joining letter (U+0627).
	{"zwj-run", "\u0915\u094D\u200D" + strings.Repeat("\u0301", 40), "xn--lsaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa0784dh6bh633b"},
	{"zwnj-run-before", "\u0628" + strings.Repeat("\u064B", 40) + "\u200C\u0628", "xn--ngba8haaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa3164z"},
	{"zwnj-run-after", "\u0628\u200C" + strings.Repeat("\u064B", 40) + "\u0628", "xn--ngba8haaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa3754z"},
	{"zwj-run-alternating", "\u0915\u094D\u200D" + strings.Repeat("\u0301\u0302", 20), "xn--lsaaaaaaaaaaaaaaaaaaaacbbbbbbbbbbbbbbbbbbb9284dh6bh633b"},
	{"zwj-run-no-virama", "a\u200D" + strings.Repeat("\u0301", 40), ""},
	{"zwnj-run-right-joining", "\u0627" + strings.Repeat("\u064B", 40) + "\u200C\u0628", ""},
	{"two-labels", "a" + strings.Repeat("\u0301", 35) + ".\u05D0" + strings.Repeat("\u05B0", 33), "xn--1ca20iaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.xn--7cbaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa96h"},
	// Conjoining jamo compose to U+AC00 before the run.
	{"hangul", "\u1100\u1161" + strings.Repeat("\u0301", 35), "xn--lsaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa74586m"},
	// U+0958 is excluded from composition: it stays U+0915 U+093C, and
	// the last U+0915 takes a run of 41 nuktas (class 7).
	{"nukta", strings.Repeat("\u0958", 3) + strings.Repeat("\u093C", 40), "xn--11baa8mbbaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"},
}

// runeRange returns n code points from first, stepping by step modulo 0x40.
func runeRange(first rune, n, step int) string {
	var b strings.Builder
	for i := 0; i < n; i++ {
		b.WriteRune(first + rune(i*step%0x40))
	}
	return b.String()
}

func TestIDNAMarkRuns(t *testing.T) {
	for _, tt := range markRunTests {
		t.Run(tt.name, func(t *testing.T) {
			got, verr := domainToASCII(tt.in, false)
			if tt.want == "" {
				if verr == 0 {
					t.Errorf("domainToASCII(%+q) = %q; want failure", tt.in, got)
				}
			} else if verr != 0 || got != tt.want {
				t.Errorf("domainToASCII(%+q) = %q, %s; want %q", tt.in, got, verrString(verr), tt.want)
			}
			// With beStrict, VerifyDnsLength fails labels of more than 63
			// bytes; the others pass as they are.
			strictWant := tt.want
			for _, label := range strings.Split(tt.want, ".") {
				if len(label) > 63 {
					strictWant = ""
				}
			}
			if got, verr := domainToASCII(tt.in, true); (verr == 0) != (strictWant != "") || got != strictWant {
				t.Errorf("domainToASCII(%+q, true) = %q, %s; want %q", tt.in, got, verrString(verr), strictWant)
			}
			// The ACE form is read back as the same domain.
			if tt.want != "" {
				if back, verr := domainToASCII(tt.want, false); verr != 0 || back != tt.want {
					t.Errorf("domainToASCII(%q) = %q, %s; want it unchanged", tt.want, back, verrString(verr))
				}
				if u := DomainToUnicode(tt.want); u == tt.want {
					t.Errorf("DomainToUnicode(%q) did not decode it", tt.want)
				} else if back, verr := domainToASCII(u, false); verr != 0 || back != tt.want {
					t.Errorf("domainToASCII(DomainToUnicode(%q)) = %q, %s", tt.want, back, verrString(verr))
				}
			}
			// Through the URL parser.
			u, err := Parse("http://" + tt.in + "/")
			switch {
			case tt.want == "" && err == nil:
				t.Errorf("Parse: %s; want failure", u.Href())
			case tt.want != "" && (err != nil || u.Host() != tt.want):
				t.Errorf("Parse: %v, %v; want host %q", u, err, tt.want)
			}
		})
	}
}

// TestDomainToUnicodeLabels checks the per-label domain to Unicode: a
// label that decodes gives its Unicode form, one for which ToUnicode
// records an error is flagged, and the whole domain's outcome is that of
// DomainToUnicode.
func TestDomainToUnicodeLabels(t *testing.T) {
	for _, tt := range []struct {
		name, in string
		want     []unicodeLabel
	}{
		{"ASCII", "example.com", []unicodeLabel{{"example", "example", false}, {"com", "com", false}}},
		{"Punycode", "xn--fa-hia.example", []unicodeLabel{{"xn--fa-hia", "fa\u00DF", false}, {"example", "example", false}}},
		{"trailing dot", "xn--zca.", []unicodeLabel{{"xn--zca", "\u00DF", false}, {"", "", false}}},
		// Processing step 4.1.2: invalid Punycode ("zz" ends inside a
		// number) is an error, and the label stays as it is.
		{"invalid Punycode", "xn--zz.xn--zca", []unicodeLabel{{"xn--zz", "xn--zz", true}, {"xn--zca", "\u00DF", false}}},
		// Validity Criteria 7: U+FF57 (fullwidth w) is mapped, not valid.
		{"decodes to mapped", "xn--8i7caa.xn--zca", []unicodeLabel{{"xn--8i7caa", "\uFF57\uFF57\uFF57", true}, {"xn--zca", "\u00DF", false}}},
		// Validity Criteria 9: in a Bidi domain name (U+064A is AL) every
		// label must satisfy RFC 5893; "0a" starts with EN (rule 1).
		{"Bidi", "0a.xn--mhb", []unicodeLabel{{"0a", "0a", true}, {"xn--mhb", "\u064A", false}}},
		// Not a Bidi domain name: the rule does not apply.
		{"not Bidi", "0a.xn--zca", []unicodeLabel{{"0a", "0a", false}, {"xn--zca", "\u00DF", false}}},
		// RFC 5892 A.2: a ZWJ must follow a virama.
		// Validity Criteria 7: "xn--a" decodes to U+0080, disallowed.
		{"decodes to disallowed", "xn--a.xn--zca", []unicodeLabel{{"xn--a", "\u0080", true}, {"xn--zca", "\u00DF", false}}},
		{"joiner", "xn--1ug.xn--zca", []unicodeLabel{{"xn--1ug", "\u200D", true}, {"xn--zca", "\u00DF", false}}},
		{"upper case", "XN--ZCA.A", []unicodeLabel{{"xn--zca", "\u00DF", false}, {"a", "a", false}}},
		{"invalid UTF-8", "a\xFF", []unicodeLabel{{"a\xFF", "a\xFF", true}}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got := domainToUnicodeLabels(tt.in)
			gotLabels := got
			var unicode []string
			anyErr := false
			for _, l := range got {
				unicode = append(unicode, l.unicode)
				anyErr = anyErr || l.err
			}
			if len(gotLabels) != len(tt.want) {
				t.Fatalf("domainToUnicodeLabels(%q) = %+v; want %+v", tt.in, gotLabels, tt.want)
			}
			for i := range gotLabels {
				if gotLabels[i] != tt.want[i] {
					t.Errorf("domainToUnicodeLabels(%q)[%d] = %+v; want %+v", tt.in, i, gotLabels[i], tt.want[i])
				}
			}
			want := strings.Join(unicode, ".")
			if anyErr {
				want = tt.in
			}
			if whole := DomainToUnicode(tt.in); whole != want {
				t.Errorf("DomainToUnicode(%q) = %q; the labels give %q", tt.in, whole, want)
			}
		})
	}
}

// TestForbiddenNotComposed checks what mapsToForbiddenDomainCodePoint
// relies on: no canonical decomposition has a forbidden domain code point
// other than '<' and '>', so no primary composite's pair has one, and NFC
// neither composes one away nor makes one. (With Go before 1.27, norm's
// data is that of Unicode 15.0.0; the property is about code points old
// enough to be there.)
func TestForbiddenNotComposed(t *testing.T) {
	for r := rune(0x80); r <= utf8.MaxRune; r++ {
		if !utf8.ValidRune(r) {
			continue
		}
		d := norm.NFD.String(string(r))
		for i := 0; i < len(d); i++ {
			if isForbiddenMapped(d[i]) {
				t.Errorf("%U decomposes to %+q", r, d)
			}
		}
	}
}

// domainToASCIIReference is the domain parser's steps 6 to 9 with
// beStrict false as the standard orders them, without the shortcut of
// unicodeDomainToASCII.
func domainToASCIIReference(domain string) (string, bool) {
	result, ok := uts46Lenient.ToASCII(domain)
	if !ok || result == "" {
		return "", false
	}
	for i := 0; i < len(result); i++ {
		if charTable[result[i]]&bitForbiddenDomain != 0 {
			return "", false
		}
	}
	return result, true
}

// TestForbiddenMappedDomains compares unicodeDomainToASCII, which fails
// early on forbidden domain code points, with domainToASCIIReference over
// domains of code points whose mapping has a forbidden domain code point,
// every ASCII code point, '<' and '>' in their forms that compose with
// U+0338, and code points around them: combining marks, dots, hyphens and
// "xn--" labels.
func TestForbiddenMappedDomains(t *testing.T) {
	parts := []string{
		"a", "é", "一", "\u0338", "\u0301", "\u200d", ".", "。",
		"-", "xn--", "xn--a-", "xn--9ca", "<", ">", "＜", "﹥",
		"≮", "≠", "=", "ا", "1",
		"\u00A0", "\u2100", "\uFDFA", "\uFE5F", "\uFF03", "\uFF0F", "\uFF1A", "\uFF20", "\u3000", "\u2474",
	}
	for r := rune(0); r < utf8.RuneSelf; r++ {
		parts = append(parts, string(r))
	}
	check := func(domain string) {
		t.Helper()
		if !utf8.ValidString(domain) || isPlainASCII(domain) {
			return
		}
		want, ok := domainToASCIIReference(domain)
		for _, early := range []int{0, earlyForbiddenCheck} {
			got, verr := unicodeDomainToASCIIEarly(domain, early)
			if (verr == 0) != ok || got != want {
				t.Errorf("unicodeDomainToASCIIEarly(%+q, %d) = %q, %s; want %q, %v", domain, early, got, verrString(verr), want, ok)
			}
		}
	}
	for _, p := range parts {
		for _, q := range parts {
			check(p + q)
			check("é" + p + q)
			check("xn--" + p + "é" + q)
		}
	}
	next := xorshift32(7)
	for iter := 0; iter < 20000; iter++ {
		var b strings.Builder
		for k := 1 + next(6); k > 0; k-- {
			b.WriteString(parts[next(len(parts))])
		}
		check(b.String())
	}
}

func isPlainASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// checkDomainToASCIIBuf compares domainToASCIIBuf, with a buffer too short
// for most results and one long enough, with its twin domainToASCII.
func checkDomainToASCIIBuf(t *testing.T, domain string) {
	t.Helper()
	want, wantErr := domainToASCII(domain, false)
	for _, size := range []int{4, 256} {
		got, err := domainToASCIIBuf(make([]byte, 0, size), domain)
		if got != want || err != wantErr {
			t.Fatalf("domainToASCIIBuf(%+q) with %d bytes = %q, %s; domainToASCII gives %q, %s",
				domain, size, got, verrString(err), want, verrString(wantErr))
		}
	}
}

// TestDomainToASCIIBuf compares domainToASCIIBuf with domainToASCII on
// the inputs of IdnaTestV2.json and toascii.json, and on the hosts of
// BenchmarkOps' Unicode URLs upper-cased and not.
func TestDomainToASCIIBuf(t *testing.T) {
	var domains []string
	for _, w := range unicodeHostWords {
		domains = append(domains, w, strings.ToUpper(w), "www."+w+".example", "EXAMPLE."+w, "xn--"+w)
	}
	domains = append(domains, "", ".", "Example.COM", "a<b", "A<B", "a\u00A0b", "\uFDFA")
	if os.Getenv("WHATWGURL_WPT") != "" {
		for _, name := range []string{"IdnaTestV2.json", "toascii.json"} {
			var cases []any
			if err := json.Unmarshal(readWPT(t, name), &cases); err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			for _, c := range cases {
				if m, ok := c.(map[string]any); ok {
					if in, ok := m["input"].(string); ok {
						domains = append(domains, in)
					}
				}
			}
		}
	}
	for _, d := range domains {
		checkDomainToASCIIBuf(t, toScalarValues(d))
	}
}

// FuzzDomainToASCIIBuf compares domainToASCIIBuf with domainToASCII on any
// scalar value string.
func FuzzDomainToASCIIBuf(f *testing.F) {
	for _, s := range []string{"m\u00FCnchen.de", "M\u00DCNCHEN.DE", "Example.COM", "xn--nxasmq6b", "a<\u0338b", "\uFDFA", "a.b..c", "\u0661\u0662.a"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		checkDomainToASCIIBuf(t, toScalarValues(s))
	})
}
