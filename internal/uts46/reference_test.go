package uts46

// Slow references, written from the standards' text to be read beside
// them, that the package is compared with: RFC 5892 Appendix A.1 and A.2
// (contextj_test.go) and UAX #15 NFC (runs_test.go).

import (
	"slices"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// refCheckJoiners reports whether every ZWNJ and ZWJ of label satisfies
// its rule of RFC 5892 Appendix A, over the data of d:
//
//	A.1 ZERO WIDTH NON-JOINER
//	If Canonical_Combining_Class(Before(cp)) .eq. Virama Then True;
//	If RegExpMatch((Joining_Type:{L,D})(Joining_Type:T)*\u200C
//	   (Joining_Type:T)*(Joining_Type:{R,D})) Then True;
//
//	A.2 ZERO WIDTH JOINER
//	If Canonical_Combining_Class(Before(cp)) .eq. Virama Then True;
//
// and False otherwise.
func refCheckJoiners(d *joiningData, label string) bool {
	cps := []rune(label)
	for i, cp := range cps {
		if cp != zwnj && cp != zwj {
			continue
		}
		if i > 0 && d.virama[cps[i-1]] {
			continue
		}
		if cp == zwj {
			return false
		}
		// The regular expression, matched around this ZWNJ.
		before := i - 1
		for before >= 0 && d.joiningType[cps[before]] == 'T' {
			before--
		}
		after := i + 1
		for after < len(cps) && d.joiningType[cps[after]] == 'T' {
			after++
		}
		if before < 0 || !strings.ContainsRune("LD", rune(d.joiningType[cps[before]])) ||
			after == len(cps) || !strings.ContainsRune("RD", rune(d.joiningType[cps[after]])) {
			return false
		}
	}
	return true
}

// refNFC is Normalization Form C as UAX #15 "Normalization Process" defines
// it, done slowly and plainly with golang.org/x/text/unicode/norm as the
// source of Unicode data only (decompositions, combining classes and
// compositions of single code points or pairs, where norm's Stream-Safe
// Text Format never applies):
//
//  1. Decompose each code point with its full canonical decomposition.
//  2. Canonical ordering: sort every run of non-starters stably by
//     Canonical_Combining_Class.
//  3. Canonical composition: for each code point C after the last starter L,
//     if C is not blocked from L (no code point between them has class 0 or
//     a class >= C's) and a primary composite P is canonically equivalent
//     to <L, C>, replace L with P and remove C.
//
// primary caches what composition learns of pairs.
func refNFC(s string, primary map[[2]rune]rune) string {
	type cp struct {
		r   rune
		ccc uint8
	}
	ccc := func(r rune) uint8 { return norm.NFD.PropertiesString(string(r)).CCC() }
	// 1.
	var cps []cp
	decomposed := make(map[rune][]cp)
	for _, r := range s {
		d, ok := decomposed[r]
		if !ok {
			for _, x := range norm.NFD.String(string(r)) {
				d = append(d, cp{x, ccc(x)})
			}
			decomposed[r] = d
		}
		cps = append(cps, d...)
	}
	// 2.
	for i := 0; i < len(cps); {
		j := i
		for j < len(cps) && cps[j].ccc != 0 {
			j++
		}
		slices.SortStableFunc(cps[i:j], func(a, b cp) int { return int(a.ccc) - int(b.ccc) })
		i = j + 1
	}
	// 3. A pair composes to P when norm's NFC of the two code points alone
	// is the one code point P: NFC is unique in each canonical equivalence
	// class, and a primary composite is its own NFC.
	compose := func(l, c rune) rune {
		key := [2]rune{l, c}
		p, ok := primary[key]
		if !ok {
			s := norm.NFC.String(string(l) + string(c))
			if r, n := utf8.DecodeRuneInString(s); n == len(s) && r != l {
				p = r
			}
			primary[key] = p
		}
		return p
	}
	var out []cp
	last := -1 // index of L in out
	// The highest class of the code points between L and C, kept as C
	// moves on rather than looked at again for each C. They are all
	// non-starters: a starter that does not compose becomes L itself.
	maxBetween := uint8(0)
	for _, c := range cps {
		if last >= 0 {
			between := len(out) > last+1
			blocked := between && maxBetween >= c.ccc
			if !blocked {
				if p := compose(out[last].r, c.r); p != 0 {
					out[last].r = p
					continue
				}
			}
		}
		if c.ccc == 0 {
			last = len(out)
			maxBetween = 0
		} else if last >= 0 {
			maxBetween = max(maxBetween, c.ccc)
		}
		out = append(out, c)
	}
	var b strings.Builder
	for _, c := range out {
		b.WriteRune(c.r)
	}
	return b.String()
}
