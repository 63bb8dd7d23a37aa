//go:build go1.27

package uts46

// The properties the table takes from Go's unicode package and from
// golang.org/x/text, checked against them for every code point that is not
// mapped (the table keeps only the mapping and Joining_Type of the others).
// Their data is Unicode 17.0.0 only with Go 1.27 and later.

import (
	"testing"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/bidi"
	"golang.org/x/text/unicode/norm"
)

func TestTablesAgainstXText(t *testing.T) {
	if unicode.Version != unicodeVersion || norm.Version != unicodeVersion || bidi.UnicodeVersion != unicodeVersion {
		t.Fatalf("Unicode versions: unicode %s, norm %s, bidi %s", unicode.Version, norm.Version, bidi.UnicodeVersion)
	}
	classes := map[bidi.Class]int{
		bidi.L: bidiL, bidi.R: bidiR, bidi.AL: bidiAL, bidi.AN: bidiAN, bidi.EN: bidiEN, bidi.ES: bidiES,
		bidi.CS: bidiCS, bidi.ET: bidiET, bidi.ON: bidiON, bidi.BN: bidiBN, bidi.NSM: bidiNSM,
	}
	for r := rune(0); r <= utf8.MaxRune; r++ {
		if !utf8.ValidRune(r) {
			continue
		}
		v := props(r)
		if v&valueMapped != 0 {
			if v&joiningMask>>joiningShift > joiningC {
				t.Errorf("%U: Joining_Type %d", r, v&joiningMask>>joiningShift)
			}
			continue
		}
		p, _ := bidi.LookupRune(r)
		want, ok := classes[p.Class()]
		if !ok {
			want = bidiOther
		}
		if got := int(v&bidiMask) >> bidiShift; got != want {
			t.Errorf("%U: Bidi_Class %d, x/text %v", r, got, p.Class())
		}
		if got := v&flagMark != 0; got != unicode.Is(unicode.M, r) {
			t.Errorf("%U: mark %v", r, got)
		}
		np := norm.NFC.PropertiesString(string(r))
		if got := v&flagVirama != 0; got != (np.CCC() == 9) {
			t.Errorf("%U: virama %v, ccc %d", r, got, np.CCC())
		}
		// NFC_Quick_Check=Yes with class 0: a code point that NFC keeps
		// (norm's IsNormal) and that has a normalization boundary before it
		// (it combines with nothing before it).
		quick := norm.NFC.IsNormalString(string(r)) && np.BoundaryBefore() && np.CCC() == 0
		if got := v&flagNFC != 0; got != quick {
			t.Errorf("%U: flagNFC %v, x/text %v", r, got, quick)
		}
	}
}
