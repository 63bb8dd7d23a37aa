//go:build go1.27

package uts46

// A differential against golang.org/x/net/idna, a second opinion. Its
// tables are Unicode 17.0.0's, as this package's are, only when built with
// Go 1.27 or later, hence the build constraint. x/net departs from UTS #46
// in known ways (see the package comment); the domains where one of them
// decides the outcome are told apart by a rule on the domain, written from
// the standard, and counted, not compared:
//   - normalization: x/text's NFC of the mapped domain differs from NFC
//     (the Stream-Safe Text Format's U+034F);
//   - joiners: a ZWNJ not after a virama is followed, past code points of
//     Joining_Type T, by one of Joining_Type U, or by the end of the label,
//     and its left side matches (x/net's state machine falls back to its
//     start state there);
//   - "xn--" labels: after mapping, one has a code point that is not ASCII
//     (step 4.1.1), is "xn--" alone (4.1.3), or decodes to a label that
//     begins with "xn--" (Validity Criteria 4), rules x/net does not apply;
//   - Bidi domain name: x/net decides whether the domain is one from its
//     code points before mapping (and its decoded "xn--" labels), where the
//     standard looks at the labels after mapping; the rule is that the two
//     answers differ. (U+FE70 is AL and maps to a space and U+064B, which
//     are not; U+2135 is L and maps to U+05D0, which is R.)

import (
	"strings"
	"testing"
	"unicode/utf8"

	"golang.org/x/net/idna"
	"golang.org/x/text/unicode/bidi"
	"golang.org/x/text/unicode/norm"

	"github.com/webstd/whatwgurl/internal/nfc"
)

// xnetLenient is x/net's profile with the URL Standard's flags of domain
// to Unicode. Option order matters: MapForLookup turns on CheckHyphens and
// UseSTD3ASCIIRules, which the options after it turn off.
var xnetLenient = idna.New(
	idna.MapForLookup(),
	idna.BidiRule(),
	idna.CheckJoiners(true),
	idna.CheckHyphens(false),
	idna.StrictDomainName(false),
	idna.VerifyDNSLength(false),
	idna.Transitional(false),
)

// xnetPools are code points chosen for what UTS #46 must get right:
// expansion, normalization, joiners and their contexts, the Bidi rule,
// ignored and disallowed code points, and "xn--".
var xnetPools = []string{
	"a", "B", "x", "n", "-", "1", "\u00E9", "\u00C9", "\u3316", "\u3300", "\u30C8", "\u3099",
	"\u0301", "\u0308", "\u0323", "\u0338", "<", "=", "\u0915", "\u094D", "\u093C", "\u0958", "\u0941",
	"\u200C", "\u200D", "\u0628", "\u0627", "\u0644", "\u064B", "\u0661", "\u06F1", "\u05D0", "\u05B0",
	"\u00AD", "\u180B", "\uFFFF", "\u0378", "\u0F77", "\u0F71", "\u0F80", "\u1100", "\u1161", "\u11A8",
	"\uAC00", "\uFF21", "\uFE63", "\u00DF", "\u03C2", "\u2488", "\U0001D160", "\u034F",
	"\uFB2C", "\u1F80", "\u0345", "\u0591", "\u0600", "\u180E", "\u2060", "\U000E0100", "\u0E01",
	"\u0E31", "\u1BF2", "\uA8C4", "\u0D4D", "\u0CCD", "\u2135", "\u2136", "\uFE70", "\uFC5E", "\u0640",
	"\U0001E94B", "\u1820", "\u0710", "\u070F", "\uFF0E", "\u3002", "xn--", "xn--zca", "xn--mhb",
}

func TestAgainstXNet(t *testing.T) {
	if idna.UnicodeVersion != unicodeVersion {
		t.Fatalf("x/net/idna has Unicode %s", idna.UnicodeVersion)
	}
	d := loadJoiningData(t)
	n := 200000
	if testing.Short() {
		n = 20000
	}
	next := func() func(int) int {
		x := uint32(2463534242)
		return func(n int) int {
			x ^= x << 13
			x ^= x >> 17
			x ^= x << 5
			return int(x % uint32(n))
		}
	}()
	excluded := make(map[string]int)
	compared, valid := 0, 0
	for i := 0; i < n; i++ {
		var b strings.Builder
		for l := 1 + next(3); l > 0; l-- {
			if b.Len() > 0 {
				b.WriteByte('.')
			}
			for k := 1 + next(8); k > 0; k-- {
				b.WriteString(xnetPools[next(len(xnetPools))])
			}
		}
		domain := b.String()
		if why := xnetDeparts(d, domain); why != "" {
			excluded[why]++
			continue
		}
		compared++
		got, ok := lenient.ToUnicode(domain)
		want, err := xnetLenient.ToUnicode(domain)
		if ok != (err == nil) || ok && got != want {
			t.Fatalf("ToUnicode(%+q) = %+q, %v; x/net gives %+q, %v", domain, got, ok, want, err)
		}
		if ok {
			valid++
		}
	}
	t.Logf("%d domains compared (%d valid); excluded by rule: %v", compared, valid, excluded)
}

// xnetDeparts returns which known departure of x/net from UTS #46 decides
// domain, or "".
func xnetDeparts(d *joiningData, domain string) string {
	mapped := plainMap(domain)
	if norm.NFC.String(mapped) != string(nfc.Append(nil, mapped)) {
		return "normalization"
	}
	u := string(nfc.Append(nil, mapped))
	var labels []string
	xnetBidi := rtl(domain)
	for _, label := range strings.Split(u, ".") {
		if strings.HasPrefix(label, acePrefix) {
			if !isASCII(label) || label == acePrefix {
				return "xn-- label"
			}
			if dec, ok := convert(nil, label); ok {
				if strings.HasPrefix(string(dec), acePrefix) {
					return "xn-- label"
				}
				label = string(dec)
				xnetBidi = xnetBidi || rtl(label)
			}
		}
		labels = append(labels, label)
	}
	for _, label := range labels {
		if zwnjBeforeU(d, label) {
			return "joiners"
		}
	}
	if xnetBidi != rtl(strings.Join(labels, ".")) {
		return "Bidi domain name"
	}
	return ""
}

// zwnjBeforeU reports whether label has a ZWNJ not after a virama whose
// left side matches RFC 5892 A.1's pattern and whose right side reaches,
// past code points of Joining_Type T, one of Joining_Type U or the end.
func zwnjBeforeU(d *joiningData, label string) bool {
	cps := []rune(label)
	for i, cp := range cps {
		if cp != zwnj || i > 0 && d.virama[cps[i-1]] {
			continue
		}
		j := i - 1
		for j >= 0 && d.joiningType[cps[j]] == 'T' {
			j--
		}
		if j < 0 || (d.joiningType[cps[j]] != 'L' && d.joiningType[cps[j]] != 'D') {
			continue
		}
		k := i + 1
		for k < len(cps) && d.joiningType[cps[k]] == 'T' {
			k++
		}
		if k == len(cps) || d.joiningType[cps[k]] == 'U' {
			return true
		}
	}
	return false
}

// rtl reports whether s has a code point of Bidi_Class R, AL or AN.
func rtl(s string) bool {
	for _, r := range s {
		if !utf8.ValidRune(r) {
			continue
		}
		p, _ := bidi.LookupRune(r)
		switch p.Class() {
		case bidi.R, bidi.AL, bidi.AN:
			return true
		}
	}
	return false
}
