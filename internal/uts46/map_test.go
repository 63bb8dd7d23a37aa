package uts46

// mapDomain against its plain twin: step 1 code point by code point, and
// what it learns of steps 2 and 4 recomputed from the whole mapped domain
// (nfc.Is of each label, facts of each label).

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/webstd/whatwgurl/internal/nfc"
)

// plainMap is Processing step 1 as UTS #46 states it: each code point
// replaced by its mapping if its status is mapped, removed if ignored, and
// kept otherwise; a byte that is not UTF-8 is read as U+FFFD.
func plainMap(domain string) string {
	var b strings.Builder
	for _, r := range domain {
		if m, ok := Mapping(r); ok {
			b.WriteString(m)
		} else if props(r)&statusMask != statusIgnored {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// checkMapDomain fails t unless mapDomain gives plainMap's result, reports
// NFC exactly when nfc.Is does, and for each label reports NFC
// exactly when nfc.Is does and then the facts of the label read as it is.
func checkMapDomain(t *testing.T, p Profile, domain string) {
	t.Helper()
	var b buffers
	got, isNFC, labels := p.mapDomain(&b, domain)
	want := plainMap(domain)
	if got != want {
		t.Fatalf("mapDomain(%+q) = %+q; want %+q", domain, got, want)
	}
	if want := nfc.Is(got); isNFC != want {
		t.Fatalf("mapDomain(%+q) reports NFC %v; nfc.Is gives %v", domain, isNFC, want)
	}
	all := strings.Split(got, ".")
	if want := len(all); len(labels) != want {
		t.Fatalf("mapDomain(%+q) gives facts of %d labels; want %d", domain, len(labels), want)
	}
	for k, l := range labels {
		if want := nfc.Is(all[k]); l.nfc != want {
			t.Fatalf("mapDomain(%+q): label %d (%+q) NFC %v; nfc.Is gives %v", domain, k, all[k], l.nfc, want)
		}
		if want := p.facts(all[k]); l.nfc && l.facts != want {
			t.Fatalf("mapDomain(%+q): label %d (%+q) has facts %+v; want %+v", domain, k, all[k], l.facts, want)
		}
	}
}

// mapPieces are code points and strings that exercise the spans: ASCII of
// each kind (A-Z map), label separators, code points that map (to many
// code points, to marks, to a separator) or are ignored, marks that
// compose or not, Hangul jamo that combine backward, joiners, bidi
// classes, bytes that are not UTF-8, and U+FFFD itself.
var mapPieces = []string{
	"a", "A", "z", "0", "-", "_", " ", ".", "\u3002", "\uFF0E",
	"\u00E9", "e\u0301", "\u0301", "\u0316", "\u0345", "\u3099", "\u30AB", "\u30EB",
	"\u3316", "\U0001D160", "\U0001D15F", "\u0958", "\u0915", "\u093C", "\u00C0", "\uFF21",
	"\u00AD", "\u200B", "\uFE0F", "\u1100", "\u1161", "\u11A8", "\uAC00", "\u00DF",
	"\u200C", "\u200D", "\u0628", "\u064B", "\u05D0", "\u05B0", "\u0660", "\u2135",
	"\uFDFA", "\u2488", "\u0340", "\u0341", "\u0371", "\u0F73", "\xff", "\xe2\x82", "\uFFFD",
	"\U000E0100",
}

// TestMapDomain compares mapDomain with its plain twin on domains made of
// pieces, many of them repeated, with both profiles.
func TestMapDomain(t *testing.T) {
	next := xorshift(2463534242)
	n := 50000
	if testing.Short() {
		n = 5000
	}
	for i := 0; i < n; i++ {
		var b strings.Builder
		for units := 1 + next(4); units > 0; units-- {
			var unit strings.Builder
			for k := 1 + next(3); k > 0; k-- {
				unit.WriteString(mapPieces[next(len(mapPieces))])
			}
			b.WriteString(strings.Repeat(unit.String(), 1+next(6)))
		}
		checkMapDomain(t, lenient, b.String())
		checkMapDomain(t, strict, b.String())
	}
	// Long domains: past the stack buffer, more labels than are kept.
	for _, d := range []string{
		strings.Repeat("\u3316", 1000),
		strings.Repeat("\u3316\u3099", 1000) + "a",
		strings.Repeat("a\U0001D160", 1000),
		strings.Repeat("\u00E9.", 100),
		strings.Repeat("A\u3002", 100),
		strings.Repeat("\u3316\u3317", 500) + strings.Repeat("\u3316", 10),
		"a" + strings.Repeat("\u0301", 1000),
		// Spans of equal length and first code point, U+FFFD: one
		// read from a byte that is not UTF-8.
		"\xff\u0301\uFFFD", "\uFFFD\u0301\xff\u0301\u0301",
		// A span that begins a label without a boundary before its first
		// code point (U+0341 maps to U+0301), whose memo entry takes the
		// place of one that has it and begins with the same byte.
		"\u0371\u0301.\u0341.a\u0341\u0341\u0341",
	} {
		checkMapDomain(t, lenient, d)
	}
}

// xorshift returns a generator of numbers in [0, n), the same on every run.
func xorshift(seed uint32) func(n int) int {
	x := seed
	return func(n int) int {
		x ^= x << 13
		x ^= x >> 17
		x ^= x << 5
		return int(x % uint32(n))
	}
}

// FuzzMapDomain compares mapDomain with its plain twin.
func FuzzMapDomain(f *testing.F) {
	for _, p := range mapPieces {
		f.Add(p + p + "." + p)
	}
	f.Add(strings.Repeat("\u3316\u3099", 20))
	f.Fuzz(func(t *testing.T, domain string) {
		checkMapDomain(t, lenient, domain)
		checkMapDomain(t, strict, domain)
	})
}

// TestSpanBoundaries checks what map.go assumes of the table: a code point
// with flagNFC begins a segment of normalization; and what each ASCII code
// point maps to (lowerASCII) is valid, has flagNFC, is no mark, and has the
// Bidi_Class, the verdict of UseSTD3ASCIIRules and the case that
// asciiFacts holds.
func TestSpanBoundaries(t *testing.T) {
	p := lenient
	for r := rune(0); r <= utf8.MaxRune; r++ {
		if props(r)&(valueMapped|flagNFC) == flagNFC && !nfc.BoundaryBefore(r) {
			t.Errorf("%U has flagNFC but no normalization boundary before it", r)
		}
	}
	for c := 0; c < utf8.RuneSelf; c++ {
		s := string(rune(c))
		want := strings.ToLower(s)
		if string(lowerASCII(byte(c))) != want || plainMap(s) != want {
			t.Errorf("%U maps to %+q; lowerASCII gives %+q", c, plainMap(s), lowerASCII(byte(c)))
		}
		v := props(rune(want[0]))
		f := p.facts(want)
		if v&(valueMapped|statusMask|flagMark|flagNFC) != flagNFC || int8(asciiFacts[c]&asciiClass) != f.first {
			t.Errorf("%+q maps to %U, of table value %#x; asciiFacts has %#x", s, want[0], v, asciiFacts[c])
		}
		if upper := asciiFacts[c]&asciiUpper != 0; upper != (want != s) {
			t.Errorf("%+q: asciiFacts has %#x; it maps to %+q", s, asciiFacts[c], want)
		}
		if ldh := asciiFacts[c]&asciiLDH != 0; ldh == strict.facts(want).invalid {
			t.Errorf("%+q: asciiFacts has %#x; UseSTD3ASCIIRules rejects it: %v", s, asciiFacts[c], strict.facts(want).invalid)
		}
	}
}
