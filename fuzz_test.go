package whatwgurl

// Fuzz targets: FuzzParse (the URL parser), FuzzSetters, FuzzHost (both
// host parsers), FuzzIPAddr (against net/netip), FuzzPercent (against
// code-point-by-code-point twins written from the spec) and
// FuzzDomainPunycode (the domain parser's Punycode labels, both ways;
// internal/punycode's FuzzPunycode checks the codec against RFC 3492's
// procedures). FuzzParse is seeded
// with WPT-like inputs, with every input of $WHATWGURL_WPT/urltestdata.json
// when the variable is set, and with the adversarial shapes of
// hostile_test.go at small sizes. Run one with
//
//	WHATWGURL_WPT=../shared/wpt go test -run '^$' -fuzz '^FuzzParse$' -fuzztime 5m .
//
// Failures the fuzzer finds are kept in testdata/fuzz/<Target>/ and run
// by every go test.

import (
	"errors"
	"net/netip"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/webstd/whatwgurl/internal/enctest"
	"github.com/webstd/whatwgurl/internal/punycode"
	"github.com/webstd/whatwgurl/internal/testfiles"
)

// fuzzSeeds are inputs in the style of WPT's urltestdata.json.
var fuzzSeeds = []string{
	"http://example.com/",
	"https://user:pass@example.com:8080/a/b/../c?q=1&r#frag",
	"HTTP://EXAMPLE.COM:80/%7Efoo/./bar",
	"http://[::1]:8080/",
	"http://[1:0::]/",
	"http://[::ffff:1.2.3.4]/",
	"http://0x7F.1/",
	"http://192.168.0.257/",
	"http://1.2.3.4.5/",
	"http://09.1/",
	"http://faß.ExAmPlE/",
	"http://xn--nxasmq6b.com/",
	"http://xn--ls8h=/",
	"http://☕.example/",
	"https://%EF%BF%BD/",
	"http://a\u00ADb/",
	"file:///C:/Users/x",
	"file://localhost/etc/fstab",
	"file:C|/x",
	"file:\\\\server\\share",
	"file://host/../..",
	"sc://ñ/x",
	"sc:\\../",
	"web+demo:/.//not-a-host/",
	"a:/..//p",
	"mailto:user@example.com",
	"data:text/plain,hello world ",
	"javascript:alert(1) #x",
	"blob:https://example.com/uuid",
	"non-spec:/.//",
	"  \t http://h/ a\nb \r",
	"http://h/?a=b c&d='#f`g",
	"http:/\\/h",
	"http://h:65535/",
	"http://h:65536/",
	"http://@/",
	"http://a:b@/",
	"http://[fe80::1%25eth0]/",
	"ws://h/?%zz",
	"https://x/\x00y",
	"\xff\xfe",
}

// fuzzSeedBases are base URLs in the style of WPT's.
var fuzzSeedBases = []string{
	"",
	"http://example.org/foo/bar",
	"file:///C:/a/b",
	"sc://h/a/b?q#f",
	"sc:opaque",
	"about:blank",
}

// fuzzWPTInputs returns the inputs and bases of $WHATWGURL_WPT/urltestdata.json,
// or nothing when the variable is not set.
func fuzzWPTInputs(f *testing.F) (inputs, bases []string) {
	dir := os.Getenv("WHATWGURL_WPT")
	if dir == "" {
		return nil, nil
	}
	data, err := os.ReadFile(filepath.Join(dir, "urltestdata.json"))
	if err != nil {
		f.Fatalf("WPT seeds: %v", err)
	}
	for _, en := range decodeWPTURLData(f, "urltestdata.json", data) {
		c := en.c
		inputs = append(inputs, c.Input)
		if c.Base != nil {
			bases = append(bases, *c.Base)
		} else {
			bases = append(bases, "")
		}
	}
	return inputs, bases
}

// fuzzHostileInputs returns the shapes of hostile_test.go at small sizes.
func fuzzHostileInputs() []string {
	var in []string
	for _, s := range hostileShapes {
		if !s.searchParams {
			in = append(in, s.build(24), s.build(80))
		}
	}
	return in
}

// FuzzParse parses input relative to base (or alone when base does not
// parse) and checks: no panic; CanParse agrees with Parse; a failure is a
// clean *Error; a result keeps the URL invariants (fuzzCheckURL), parses
// again to itself, and is at most 9 bytes per input byte (each byte can
// become "%EF%BF%BD") plus the base and a little.
func FuzzParse(f *testing.F) {
	for _, s := range fuzzSeeds {
		for _, b := range fuzzSeedBases {
			f.Add(s, b)
		}
	}
	inputs, bases := fuzzWPTInputs(f)
	for i := range inputs {
		f.Add(inputs[i], bases[i])
	}
	for _, s := range fuzzHostileInputs() {
		f.Add(s, "")
	}
	f.Fuzz(func(t *testing.T, input, base string) {
		var baseURL URL
		if base != "" {
			baseURL, _ = Parse(base) // the zero URL (no base) on failure
		}
		p := Parser{Base: baseURL}
		u, err := p.Parse(input)
		if can := p.CanParse(input); can != (err == nil) {
			t.Fatalf("CanParse = %v, Parse error = %v", can, err)
		}
		if err != nil {
			var e *Error
			if !errors.As(err, &e) || e.Op != "parse" || e.Input != input {
				t.Fatalf("error %#v is not *Error{Op: parse, Input: input}", err)
			}
			if !u.IsZero() {
				t.Fatalf("failure with a URL: %q", u.Href())
			}
			return
		}
		if limit := 9*len(input) + len(baseURL.Href()) + 16; len(u.Href()) > limit {
			t.Fatalf("href of %d bytes from %d bytes of input and a base of %d: %q", len(u.Href()), len(input), len(baseURL.Href()), u.Href())
		}
		checkInvariants(t, u)
		fuzzCheckMaxLength(t, p, input, u)
	})
}

// fuzzCheckMaxLength checks Parser.MaxLength against the href u that the
// parse without a limit gave: a limit below its length fails with
// ErrTooLong, in Parse, ParseBulk (the bare ErrTooLong), CanParse and
// Update; a limit at its length passes.
func fuzzCheckMaxLength(t *testing.T, p Parser, input string, u URL) {
	n := len(u.Href())
	p.MaxLength = n
	if v, err := p.Parse(input); err != nil || v != u {
		t.Fatalf("MaxLength %d: Parse = %q, %v; want %q", n, v.Href(), err, u.Href())
	}
	p.MaxLength = n - 1
	if n > 1 {
		if _, err := p.Parse(input); !errors.Is(err, ErrTooLong) {
			t.Fatalf("MaxLength %d below the href's %d: Parse error %v, want ErrTooLong", n-1, n, err)
		}
		if v, err := p.ParseBulk(input); err != ErrTooLong || v != (URL{}) {
			t.Fatalf("MaxLength %d below the href's %d: ParseBulk = %q, %v, want ErrTooLong itself", n-1, n, v.Href(), err)
		}
		if p.CanParse(input) {
			t.Fatalf("MaxLength %d below the href's %d: CanParse true", n-1, n)
		}
	}
	// A setter that would lengthen the URL past the limit is undone.
	p.MaxLength = n
	v := u
	err := p.Update(&v, func(w *URL) error { return w.SetHash(w.Hash() + "x") })
	if !errors.Is(err, ErrTooLong) || v != u {
		t.Fatalf("Update past MaxLength %d: %v, href %q", n, err, v.Href())
	}
}

// fuzzCheckHost checks a host the host parser returned.
func fuzzCheckHost(t *testing.T, h Host, opaque bool) {
	t.Helper()
	s := h.String()
	switch h.Kind() {
	case DomainHost:
		if opaque || s == "" {
			t.Fatalf("domain %q from the opaque host parser %v", s, opaque)
		}
	case OpaqueHost:
		if !opaque || s == "" {
			t.Fatalf("opaque host %q from the host parser", s)
		}
	case EmptyHost:
		if !opaque || s != "" {
			t.Fatalf("empty host %q (opaque %v)", s, opaque)
		}
	case IPv4Host:
		a := h.Addr()
		if opaque || !a.Is4() || a.String() != s {
			t.Fatalf("IPv4 host %q: Addr %v", s, a)
		}
	case IPv6Host:
		a := h.Addr()
		if !a.Is6() || a.Zone() != "" || s != "["+specIPv6String(a)+"]" {
			t.Fatalf("IPv6 host %q: Addr %v", s, a)
		}
	default:
		t.Fatalf("host %q of kind %v", s, h.Kind())
	}
	if h.Kind() != IPv4Host && h.Kind() != IPv6Host && h.Addr().IsValid() {
		t.Fatalf("host %q (%v) has Addr %v", s, h.Kind(), h.Addr())
	}
	for i := 0; i < len(s); i++ {
		if c := s[i]; c <= ' ' || c >= 0x7F {
			t.Fatalf("host %q holds byte %#x", s, c)
		}
	}
	// A serialized host parses to itself.
	var again Host
	var err error
	if opaque {
		again, err = ParseOpaqueHost(s)
	} else {
		again, err = ParseHost(s)
	}
	if err != nil || again != h {
		t.Fatalf("host %q (%v) parses again as %q (%v), %v", s, h.Kind(), again, again.Kind(), err)
	}
}

// FuzzHost runs both host parsers: no panic; each result is a host of the
// kind the parser may return, serializes to printable ASCII, and parses
// again to itself; an IPv4 or IPv6 host's Addr is its serialization.
func FuzzHost(f *testing.F) {
	for _, s := range []string{
		"example.com", "EXAMPLE.COM.", "0x7F.1", "127.0.0.1", "1.2.3", "4294967295",
		"[::1]", "[1:0::]", "[::ffff:1.2.3.4]", "[fe80::1%eth0]", "[::1", "%41.com",
		"faß.de", "xn--nxasmq6b", "☕.example", "a b", "ñ", "%zz", "", ".", "..",
		"\u212A", "ſ", "0b101", "1_000", "１２７.０.０.１", "xn--ls8h=", "a\u00ADb",
	} {
		f.Add(s)
	}
	for _, s := range fuzzHostileInputs() {
		if i := strings.Index(s, "//"); i >= 0 {
			s = s[i+2:]
		}
		if j := strings.IndexAny(s, "/?#"); j >= 0 {
			s = s[:j]
		}
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, input string) {
		if h, err := ParseHost(input); err == nil {
			fuzzCheckHost(t, h, false)
		} else if h != (Host{}) {
			t.Fatalf("ParseHost error %v with host %q", err, h)
		}
		if h, err := ParseOpaqueHost(input); err == nil {
			fuzzCheckHost(t, h, true)
		} else if h != (Host{}) {
			t.Fatalf("ParseOpaqueHost error %v with host %q", err, h)
		}
	})
}

// FuzzIPAddr compares the URL parser's IPv4 and IPv6 parsers with
// net/netip. data is used twice: its first 4 and 16 bytes as an address
// that must survive a trip through the URL parser, and as text that,
// where both netip.ParseAddr and the standard accept it, must give the
// same address. netip accepts zones ("fe80::1%eth0"); the standard must
// reject them.
func FuzzIPAddr(f *testing.F) {
	for _, s := range []string{
		"\x7f\x00\x00\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x01",
		"\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xff\xff\x01\x02\x03\x04",
		"\x20\x01\x0d\xb8\x00\x00\x00\x00\x00\x01\x00\x00\x00\x00\x00\x01",
		"::1", "1:2:3:4:5:6:7:8", "::ffff:1.2.3.4", "1::", "fe80::1%eth0", "1.2.3.4",
		"0:0:0:0:0:0:0:0", "1:0:0:1:0:0:0:1", "1::2:3:4:5:6:7:8", "::1.2.3.04",
		"255.255.255.255", "01.2.3.4", "1.2.3", "::FFFF:0.0.0.0",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) >= 4 {
			a := netip.AddrFrom4([4]byte(data[:4]))
			u, err := Parse("http://" + a.String() + "/")
			if err != nil || u.HostKind() != IPv4Host || u.HostAddr() != a || u.Hostname() != a.String() {
				t.Fatalf("IPv4 %v: %q (%v, %v), %v", a, u.Href(), u.HostKind(), u.HostAddr(), err)
			}
		}
		if len(data) >= 16 {
			a := netip.AddrFrom16([16]byte(data[:16]))
			for _, text := range []string{a.String(), a.StringExpanded()} {
				u, err := Parse("http://[" + text + "]/")
				if err != nil || u.HostKind() != IPv6Host || u.HostAddr() != a || u.Hostname() != "["+specIPv6String(a)+"]" {
					t.Fatalf("IPv6 %s: %q (%v, %v), %v", text, u.Href(), u.HostKind(), u.HostAddr(), err)
				}
			}
		}

		// data as text.
		text := string(data)
		na, nerr := netip.ParseAddr(text)
		v6, err6 := ParseHost("[" + text + "]")
		v4, err4 := ParseHost(text)
		switch {
		case nerr != nil:
			// netip rejects: the standard may accept more (IPv4 numbers in
			// hex, octal, fewer parts; IDNA-mapped digits).
		case na.Zone() != "":
			if err6 == nil {
				t.Fatalf("[%s] with a zone parses as %q", text, v6)
			}
		case na.Is4():
			// netip's IPv4 syntax is four decimal parts without leading
			// zeros, which the standard reads the same way.
			if err4 != nil || v4.Kind() != IPv4Host || v4.Addr() != na {
				t.Fatalf("IPv4 %q: netip %v, standard %q (%v), %v", text, na, v4, v4.Kind(), err4)
			}
		default:
			if err6 != nil || v6.Kind() != IPv6Host || v6.Addr() != na {
				t.Fatalf("IPv6 %q: netip %v, standard %q (%v), %v", text, na, v6, v6.Kind(), err6)
			}
		}
		if err6 == nil {
			fuzzCheckHost(t, v6, false)
			if strings.ContainsRune(text, '%') {
				t.Fatalf("[%s] with '%%' parses as %q", text, v6)
			}
		}
		if err4 == nil {
			fuzzCheckHost(t, v4, false)
		}
	})
}

// FuzzPercent checks PercentEncode against the spec's code-point-by-code-
// point twin for every set, PercentDecode against its twin, and that
// decoding undoes encoding for the sets that encode '%' (ComponentSet and
// FormSet): PercentDecode(PercentEncode(s, set)) is s, or its scalar value
// string when s is not valid UTF-8. It also checks toScalarValues against
// the Encoding Standard's decoder.
func FuzzPercent(f *testing.F) {
	for _, s := range []string{
		"", "abc", "a b", "%", "%2", "%41", "%zz", "100%", "é", "☕", "\U0001F600",
		"\x00\x1f\x7f", " \"#<>`'?^{}/:;=@[\\]|$%&+,!()~*-._", "\xff", "\xe2\x82",
		"\xed\xa0\x80", "\xc0\xaf", "\xf4\x90\x80\x80", "%EF%BF%BD", "%ff%FF",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		scalar := enctest.UTF8Decode(s)
		if got := toScalarValues(s); got != scalar {
			t.Fatalf("toScalarValues(%q) = %q, want %q", s, got, scalar)
		}
		for _, set := range specSets {
			enc := PercentEncode(s, set.set)
			if want := specEncode(scalar, set.in); enc != want {
				t.Fatalf("PercentEncode(%q, %s) = %q, want %q", s, set.name, enc, want)
			}
			if set.set == ComponentSet || set.set == FormSet {
				if dec := PercentDecode(enc); dec != scalar {
					t.Fatalf("PercentDecode(PercentEncode(%q, %s)) = %q, want %q", s, set.name, dec, scalar)
				}
			}
		}
		if got, want := PercentDecode(s), specPercentDecode(s); got != want {
			t.Fatalf("PercentDecode(%q) = %q, want %q", s, got, want)
		}
	})
}

// fuzzSetters are the setters, by name.
var fuzzSetters = []struct {
	name string
	set  func(u *URL, v string) error
}{
	{"SetHref", (*URL).SetHref},
	{"SetProtocol", (*URL).SetProtocol},
	{"SetUsername", (*URL).SetUsername},
	{"SetPassword", (*URL).SetPassword},
	{"SetHost", (*URL).SetHost},
	{"SetHostname", (*URL).SetHostname},
	{"SetPort", (*URL).SetPort},
	{"SetPathname", (*URL).SetPathname},
	{"SetSearch", (*URL).SetSearch},
	{"SetHash", (*URL).SetHash},
}

// FuzzSetters parses input and calls one setter with value: no panic; a
// failure is an *Error that leaves the URL as it was unless the standard
// applies part of the value (SetHost: a valid host with an invalid port);
// the result keeps the URL invariants and parses again to itself; and
// calling the setter again with the same value changes nothing.
func FuzzSetters(f *testing.F) {
	values := []string{"", "x", "https", "sc", "file", "h:81", "[::1]", "é", "a/b", "..", "?q", "#f", "8080x", "65536", " a\tb", "%zz", "//x", "C:"}
	for i, s := range fuzzSeeds {
		f.Add(s, values[i%len(values)], uint8(i))
	}
	for i, s := range fuzzHostileInputs() {
		f.Add("http://user:pass@h:8080/p?q#f", s, uint8(i))
	}
	f.Fuzz(func(t *testing.T, input, value string, which uint8) {
		u, err := Parse(input)
		if err != nil {
			return
		}
		s := fuzzSetters[int(which)%len(fuzzSetters)]
		v := u
		err = s.set(&v, value)
		if err != nil {
			var e *Error
			if !errors.As(err, &e) {
				t.Fatalf("%s(%q) on %q: error %#v is not an *Error", s.name, value, input, err)
			}
			if v != u && s.name != "SetHost" {
				t.Fatalf("%s(%q) on %q failed (%v) but changed the URL to %q", s.name, value, input, err, v.Href())
			}
		}
		checkInvariants(t, v)
		w := v
		_ = s.set(&w, value)
		if w != v {
			t.Fatalf("%s(%q) on %q: once %q, twice %q", s.name, value, input, v.Href(), w.Href())
		}
	})
}

// FuzzDomainPunycode checks the domain parser's Punycode labels: a label
// of code points UTS #46 keeps as they are must become "xn--" and its
// Punycode (internal/punycode, checked against RFC 3492's procedures by its
// FuzzPunycode), or fail when the RFC's 32-bit integers overflow; and that
// A-label, decoded in a domain that is not ASCII and by domain to Unicode,
// must give the label back.
func FuzzDomainPunycode(f *testing.F) {
	for _, s := range []string{"\x60", "a\x60b", "\x80\x00", "\xff\xff\x80\x01abc", "\x61\x61\x61\x80\x00\x80\x00"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		label := testfiles.FuzzLabel(data)
		if strings.IndexFunc(label, func(r rune) bool { return r >= utf8.RuneSelf }) < 0 {
			return // an ASCII label is not encoded
		}
		want, ok := punycode.AppendEncode([]byte("xn--"), label)
		got, err := DomainToASCII(label, false)
		if !ok {
			if err == nil {
				t.Fatalf("DomainToASCII(%q) = %q; want failure (Punycode overflow)", label, got)
			}
			return
		}
		if err != nil || got != string(want) {
			t.Fatalf("DomainToASCII(%q) = %q, %v; want %q", label, got, err, want)
		}
		u, err := Parse("http://é." + got + "/")
		if err != nil || u.Hostname() != "xn--9ca."+got {
			t.Fatalf("Parse(http://é.%s/) = %q, %v", got, u.Href(), err)
		}
		if back := DomainToUnicode(got); back != label {
			t.Fatalf("DomainToUnicode(%q) = %q; want %q", got, back, label)
		}
	})
}
