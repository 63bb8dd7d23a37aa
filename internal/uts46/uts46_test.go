package uts46

// Tests of each step of Processing, each Validity Criterion and ToASCII's
// steps, with expectations worked out from UTS #46 (section and criterion
// numbers in the case names); the ASCII forms of non-ASCII labels are those
// of tr46 7.0.0, the UTS #46 of jsdom's whatwg-url. TestIdnaTestV2 (wpt_test.go) runs Unicode's
// conformance cases; contextj_test.go and runs_test.go test CheckJoiners
// and normalization exhaustively; xnet_test.go compares with x/net.

import (
	"strings"
	"testing"

	"github.com/webstd/whatwgurl/internal/punycode"
)

var strict = Profile{CheckHyphens: true, UseSTD3ASCIIRules: true, VerifyDNSLength: true}

// ace returns "xn--" and the Punycode of s, to build inputs.
func ace(s string) string {
	b, _ := punycode.AppendEncode([]byte(acePrefix), s)
	return string(b)
}

var toASCIITests = []struct {
	name   string
	in     string
	strict bool
	want   string // "" means an error is recorded
}{
	// Step 1, Map: mapped code points are replaced, ignored ones removed,
	// deviations kept (Transitional_Processing is false).
	{name: "upper case", in: "ExAmPlE.COM", want: "example.com"},
	{name: "mapped non-ASCII", in: "\u00C9t\u00C9", want: "xn--t-9fab"},
	{name: "fullwidth", in: "\uFF45\uFF58\uFF41\uFF4D\uFF50\uFF4C\uFF45\uFF0E\uFF43\uFF4F\uFF4D", want: "example.com"},
	{name: "ideographic full stop", in: "a\u3002b", want: "a.b"},
	{name: "ignored", in: "a\u00ADb", want: "ab"},
	{name: "deviation sharp s", in: "fa\u00DF", want: "xn--fa-hia"},
	{name: "deviation final sigma", in: "\u03C2", want: "xn--3xa"},
	{name: "Kelvin sign", in: "\u212A", want: "k"},
	{name: "expansion", in: "\u3316", want: "xn--nckucudvbh5g"},
	// Step 2, Normalize: NFC composes e and U+0301.
	{name: "NFC", in: "e\u0301", want: "xn--9ca"},
	// Step 4.1 for "xn--" labels.
	{name: "4.1: valid", in: "xn--fa-hia.de", want: "xn--fa-hia.de"},
	{name: "4.1: upper case ACE", in: "XN--FA-HIA", want: "xn--fa-hia"},
	{name: "4.1.1: non-ASCII", in: "xn--\u00E9", want: ""},
	{name: "4.1.2: invalid Punycode", in: "xn--zz", want: ""},
	{name: "4.1.2: surrogate", in: "xn--ib9b", want: ""},
	{name: "4.1.3: empty", in: "xn--", want: ""},
	{name: "4.1.3: ASCII", in: "xn--abc-", want: ""},
	{name: "4.1.4 and V1: not NFC", in: ace("e\u0301"), want: ""},
	{name: "4.1.4 and V7: mapped", in: "xn--8i7caa", want: ""},
	{name: "4.1.4 and V4: decodes to xn--", in: "xn--xn---yna", want: ""},
	// 4.1 Validity Criteria.
	{name: "V2: hyphens 3 and 4, lenient", in: "ab--c", want: "ab--c"},
	{name: "V2: hyphens 3 and 4, strict", in: "ab--c", strict: true, want: ""},
	{name: "V3: leading hyphen, lenient", in: "-a", want: "-a"},
	{name: "V3: leading hyphen, strict", in: "-a", strict: true, want: ""},
	{name: "V3: trailing hyphen, strict", in: "a-", strict: true, want: ""},
	{name: "V6: leading mark", in: "\u0301a", want: ""},
	{name: "V6: leading mark in a later label", in: "a.\u0308b", want: ""},
	{name: "V7: disallowed", in: "a\uFFFFb", want: ""},
	{name: "V7: unassigned", in: "a\u0378", want: ""},
	{name: "V7: U+034F is ignored, so mapped away", in: "a\u034Fb", want: "ab"},
	{name: "V7: STD3 underscore, lenient", in: "a_b", want: "a_b"},
	{name: "V7: STD3 underscore, strict", in: "a_b", strict: true, want: ""},
	{name: "V7: STD3 through mapping, lenient", in: "\u2474", want: "(1)"},
	{name: "V7: STD3 through mapping, strict", in: "\u2474", strict: true, want: ""},
	{name: "V7: invalid UTF-8", in: "a\xFFb", want: ""},
	// V8, CheckJoiners (RFC 5892 A.1 and A.2).
	{name: "V8: ZWJ after a virama", in: "\u0915\u094D\u200D\u0937", want: "xn--11b2ezcw70k"},
	{name: "V8: ZWJ after a letter", in: "a\u200Db", want: ""},
	{name: "V8: ZWJ first", in: "\u200Da", want: ""},
	{name: "V8: ZWNJ after a virama", in: "\u0915\u094D\u200C\u0937", want: "xn--11b2ezcs70k"},
	{name: "V8: ZWNJ between dual-joining letters", in: "\u0628\u200C\u0628", want: "xn--ngba799q"},
	{name: "V8: ZWNJ with transparent marks around", in: "\u0628\u064B\u200C\u064B\u0627", want: "xn--mgbb9ha8704a"},
	{name: "V8: ZWNJ after a right-joining letter", in: "\u0627\u200C\u0628", want: ""},
	{name: "V8: ZWNJ before Joining_Type U", in: "\u0645\u200C\u06F1", want: ""},
	{name: "V8: ZWNJ last", in: "\u0628\u200C", want: ""},
	{name: "V8: ZWNJ between ZWNJs", in: "\u0628\u200C\u200C\u0628", want: ""},
	// V9, CheckBidi (RFC 5893 section 2), in a Bidi domain name.
	{name: "V9: RTL and LTR labels", in: "a0.\u05D0", want: "a0.xn--4db"},
	{name: "V9: rule 1, digit first", in: "0a.\u05D0", want: ""},
	{name: "V9: rule 1 does not apply outside a Bidi domain name", in: "0a.\u00E9", want: "0a.xn--9ca"},
	{name: "V9: rule 2, L in an RTL label", in: "\u05D0a", want: ""},
	{name: "V9: rule 3, RTL label ending in EN", in: "\u05D01", want: "xn--1-zhc"},
	{name: "V9: rule 3, RTL label ending in ON", in: "\u05D0\u00A1", want: ""},
	{name: "V9: rule 3, trailing NSM", in: "\u05D0\u05B0", want: "xn--7cb7d"},
	{name: "V9: rule 4, EN and AN", in: "\u05D0\u0661\u06F1", want: ""},
	{name: "V9: rule 5, R in an LTR label", in: "a\u05D0", want: ""},
	{name: "V9: rule 6, LTR label ending in ON", in: "a\u00A1.\u05D0", want: ""},
	{name: "V9: AN makes a Bidi domain name", in: "0a.\u0661", want: ""},
	// Step 3: Punycode overflow (RFC 3492 section 6.4) is an error.
	{name: "Punycode overflow", in: strings.Repeat("a", 11000) + "\U0003134A", want: ""},
	// Step 4, VerifyDnsLength (strict only).
	{name: "DNS: 63-byte label", in: strings.Repeat("a", 63), strict: true, want: strings.Repeat("a", 63)},
	{name: "DNS: 64-byte label", in: strings.Repeat("a", 64), strict: true, want: ""},
	{name: "DNS: 64-byte label, lenient", in: strings.Repeat("a", 64), want: strings.Repeat("a", 64)},
	{name: "DNS: 253 bytes", in: strings.Repeat(strings.Repeat("a", 62)+".", 4) + "a", strict: true, want: strings.Repeat(strings.Repeat("a", 62)+".", 4) + "a"},
	{name: "DNS: 254 bytes", in: strings.Repeat(strings.Repeat("a", 62)+".", 4) + "ab", strict: true, want: ""},
	{name: "DNS: trailing dot", in: "a.b.", strict: true, want: ""},
	{name: "DNS: trailing dot, lenient", in: "a.b.", want: "a.b."},
	{name: "DNS: empty label", in: "a..b", strict: true, want: ""},
	{name: "DNS: empty", in: "", strict: true, want: ""},
	{name: "DNS: Punycode counts", in: strings.Repeat("\u00E9", 60), strict: true, want: ""},
	// Criterion 2 counts code points: the third and fourth of "é--x" are
	// '-' and 'x'; of "éa--x", both '-' (tr46 7.0.0 gives the same).
	{name: "hyphens: third code point after a 2-byte one", in: "\u00E9--x.com", strict: true, want: "xn----x-9la.com"},
	{name: "hyphens: third and fourth code points", in: "\u00E9a--x.com", strict: true, want: ""},
	{name: "hyphens: third and fourth, ASCII", in: "ab--c.com", strict: true, want: ""},
	{name: "empty, lenient", in: "", want: ""}, // an empty domain with no error: see TestEmpty
}

func TestToASCII(t *testing.T) {
	for _, tt := range toASCIITests {
		if tt.in == "" && !tt.strict {
			continue
		}
		t.Run(tt.name, func(t *testing.T) {
			p := lenient
			if tt.strict {
				p = strict
			}
			got, ok := p.ToASCII(tt.in)
			if tt.want == "" {
				if ok {
					t.Errorf("ToASCII(%+q) = %+q; want an error", tt.in, got)
				}
				return
			}
			if !ok || got != tt.want {
				t.Errorf("ToASCII(%+q) = %+q, %v; want %+q", tt.in, got, ok, tt.want)
			}
			// ToUnicode records no error either, and its result gives the
			// same ASCII form.
			u, ok := p.ToUnicode(tt.in)
			if !ok {
				t.Errorf("ToUnicode(%+q) = %+q records an error", tt.in, u)
			} else if back, ok := p.ToASCII(u); !ok || back != tt.want {
				t.Errorf("ToASCII(ToUnicode(%+q) = %+q) = %+q, %v", tt.in, u, back, ok)
			}
		})
	}
}

// TestEmpty checks the empty domain: Processing records no error for it
// (the Validity Criteria are for non-empty labels), ToASCII without
// VerifyDnsLength returns it, and with VerifyDnsLength fails it.
func TestEmpty(t *testing.T) {
	if got, ok := lenient.ToASCII(""); !ok || got != "" {
		t.Errorf("ToASCII(\"\") = %q, %v", got, ok)
	}
	if got, ok := lenient.ToASCII("\u00AD"); !ok || got != "" {
		t.Errorf("ToASCII(U+00AD) = %q, %v", got, ok)
	}
	if got, ok := strict.ToASCII(""); ok {
		t.Errorf("strict ToASCII(\"\") = %q; want an error", got)
	}
}

// TestToUnicode checks that ToUnicode returns Processing's result even
// when it records an error (section 4.3), with errors and without.
func TestToUnicode(t *testing.T) {
	for _, tt := range []struct {
		in, want string
		ok       bool
	}{
		{"xn--fa-hia.EXAMPLE", "fa\u00DF.example", true},
		{"xn--zz.\u00C9", "xn--zz.\u00E9", false}, // kept as it was (4.1.2)
		{"xn--8i7caa", "\uFF57\uFF57\uFF57", false},
		{"a\u200Db", "a\u200Db", false},
		{"0a.xn--4db", "0a.\u05D0", false},
		{"\u3002", ".", true},
	} {
		if got, ok := lenient.ToUnicode(tt.in); got != tt.want || ok != tt.ok {
			t.Errorf("ToUnicode(%+q) = %+q, %v; want %+q, %v", tt.in, got, ok, tt.want, tt.ok)
		}
	}
}

// TestToUnicodeLabels checks the labels' outcomes, and that the domain's is
// ToUnicode's.
func TestToUnicodeLabels(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want []Label
	}{
		{"xn--fa-hia.Example", []Label{{Mapped: "xn--fa-hia", Unicode: "fa\u00DF"}, {Mapped: "example", Unicode: "example"}}},
		{"xn--zz.xn--zca", []Label{{Mapped: "xn--zz", Unicode: "xn--zz", Err: true}, {Mapped: "xn--zca", Unicode: "\u00DF"}}},
		// In a Bidi domain name, "0a" fails RFC 5893's rule 1; "a1" does
		// not.
		{"0a.a1.xn--4db", []Label{{Mapped: "0a", Unicode: "0a", Err: true}, {Mapped: "a1", Unicode: "a1"}, {Mapped: "xn--4db", Unicode: "\u05D0"}}},
		{"0a.a1.xn--9ca", []Label{{Mapped: "0a", Unicode: "0a"}, {Mapped: "a1", Unicode: "a1"}, {Mapped: "xn--9ca", Unicode: "\u00E9"}}},
		{"\u00C9\u3002", []Label{{Mapped: "\u00E9", Unicode: "\u00E9"}, {Mapped: "", Unicode: ""}}},
	} {
		got := lenient.ToUnicodeLabels(tt.in)
		anyErr := false
		for i := range got {
			anyErr = anyErr || got[i].Err
			got[i].bidiFails = false
		}
		if len(got) != len(tt.want) {
			t.Errorf("ToUnicodeLabels(%+q) = %+v; want %+v", tt.in, got, tt.want)
			continue
		}
		for i := range got {
			if got[i] != tt.want[i] {
				t.Errorf("ToUnicodeLabels(%+q)[%d] = %+v; want %+v", tt.in, i, got[i], tt.want[i])
			}
		}
		if _, ok := lenient.ToUnicode(tt.in); ok == anyErr {
			t.Errorf("ToUnicode(%+q) records an error: %v; the labels: %v", tt.in, !ok, anyErr)
		}
	}
}

// TestAllocs checks the allocations of the usual domains: ToASCII of a
// short Unicode domain allocates its result only, and ToUnicode of a
// domain that maps to itself nothing.
func TestAllocs(t *testing.T) {
	for _, tt := range []struct {
		name string
		f    func()
		max  float64
	}{
		{"ToASCII(münchen.example)", func() { lenient.ToASCII("m\u00FCnchen.example") }, 1},
		{"ToASCII(MÜNCHEN.example)", func() { lenient.ToASCII("M\u00DCNCHEN.example") }, 1},
		{"ToASCII(faß.de), strict", func() { strict.ToASCII("fa\u00DF.de") }, 1},
		{"ToUnicode(münchen.example)", func() { lenient.ToUnicode("m\u00FCnchen.example") }, 0},
		{"ToUnicode(xn--mnchen-3ya.example)", func() { lenient.ToUnicode("xn--mnchen-3ya.example") }, 1},
	} {
		if n := testing.AllocsPerRun(100, tt.f); n > tt.max {
			t.Errorf("%s: %v allocations; want at most %v", tt.name, n, tt.max)
		}
	}
}

// TestLongDomains checks domains far beyond DNS length, which UTS #46
// allows without VerifyDnsLength, in time linear in their length (the
// test's time limit is the check; BenchmarkProcess measures).
func TestLongDomains(t *testing.T) {
	const n = 1 << 18
	for _, tt := range []struct {
		name, in string
	}{
		{"marks", "a" + strings.Repeat("\u0301", n)},
		{"mixed marks", strings.Repeat("a\u0323\u0301\u0308", n/4)},
		{"jamo", strings.Repeat("\u1161", n)},
		{"expansion", strings.Repeat("\u3316", n/3)},
		{"joiners", strings.Repeat("\u0628\u064B\u200C\u064B", n/4) + "\u0628"},
		{"zwnj waiting", "\u0628\u200C" + strings.Repeat("\u064B", n)},
		{"bidi", "\u05D0" + strings.Repeat("\u05B0", n) + ".a"},
		{"labels", strings.Repeat("\u00E9.", n/2)},
		{"xn-- labels", strings.Repeat(ace("\u00E9a")+".", n/8)},
	} {
		t.Run(tt.name, func(t *testing.T) {
			u, ok := lenient.ToUnicode(tt.in)
			if len(u) == 0 {
				t.Errorf("ToUnicode(<%d bytes>) = empty, %v", len(tt.in), ok)
			}
			lenient.ToASCII(tt.in)
		})
	}
}

func BenchmarkToASCII(b *testing.B) {
	for _, bc := range []struct{ name, in string }{
		{"short", "m\u00FCnchen.example"},
		{"upper", "M\u00DCNCHEN.EXAMPLE"},
		{"xn--", "\u00E9." + ace("m\u00FCnchen")},
		{"arabic", "\u0628\u200C\u0628.example"},
		{"marks-1MiB", "a" + strings.Repeat("\u0301", 1<<19)},
	} {
		b.Run(bc.name, func(b *testing.B) {
			b.SetBytes(int64(len(bc.in)))
			b.ReportAllocs()
			for b.Loop() {
				lenient.ToASCII(bc.in)
			}
		})
	}
}

// BenchmarkAppendToASCIIHosts times AppendToASCII, the host parser's call,
// on hosts like those of the root package's unicode_hosts benchmark list:
// one or two labels of registered internationalized domains' words, some
// with a "www" label and an ASCII or Unicode top-level label.
func BenchmarkAppendToASCIIHosts(b *testing.B) {
	hosts := []string{
		"\u0142\u00F3d\u017A.\uC2E4\uB840.\u4E2D\u56FD", "\u0645\u062B\u0627\u0644.\u0909\u0926\u093E\u0939\u0930\u0923.example",
		"www.b\u00FCcher.de", "\uD55C\uAD6D.com", "\u0443\u043A\u0440\u0430\u0457\u043D\u0430.\u4E2D\u56FD",
		"espa\u00F1a.org", "www.espa\u00F1a.\u05D3\u05D5\u05D2\u05DE\u05D4.org", "\u4F8B\u3048.\u0440\u0444",
		"www.\u0E15\u0E31\u0E27\u0E2D\u0E22\u0E48\u0E32\u0E07.\uC2E4\uB840.de", "\u05D3\u05D5\u05D2\u05DE\u05D4.jp",
		"caf\u00E9.\u4E2D\u56FD.jp", "m\u00FCnchen.\uC2E4\uB840.\u4E2D\u56FD", "\u30C6\u30B9\u30C8.de",
		"\u00C5LAND.com", "\u017B\u00D3\u0141W.example", "\u01C4emal.\u0440\u0444",
	}
	buf := make([]byte, 0, 256)
	b.ReportAllocs()
	for b.Loop() {
		for _, h := range hosts {
			buf, _ = lenient.AppendToASCII(buf[:0], h)
		}
	}
}

// TestCutDot compares cutDot with strings.Cut(s, "."), its definition,
// on both sides of shortCut, where it changes how it searches.
func TestCutDot(t *testing.T) {
	for n := 0; n <= 2*shortCut+2; n++ {
		base := strings.Repeat("a", n)
		ins := []string{base}
		for at := 0; at <= n; at++ {
			ins = append(ins, base[:at]+"."+base[at:], base[:at]+".."+base[at:]+".")
		}
		for _, s := range ins {
			b, a, f := cutDot(s)
			wb, wa, wf := strings.Cut(s, ".")
			if b != wb || a != wa || f != wf {
				t.Fatalf("cutDot(%q) = %q, %q, %v; strings.Cut gives %q, %q, %v", s, b, a, f, wb, wa, wf)
			}
		}
	}
}
