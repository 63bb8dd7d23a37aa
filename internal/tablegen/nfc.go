package main

import (
	"bytes"
	"fmt"
	"slices"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// Bits of the nfc table's values, written out as infoCCC, infoDecomp,
// infoSecond and infoComposite.
const (
	nfcDecomp    = 1 << 8
	nfcSecond    = 1 << 9
	nfcComposite = 1 << 10
)

// Conjoining jamo (The Unicode Standard, section 3.12).
const (
	sBase, sCount = 0xAC00, 11172
	vBase, vCount = 0x1161, 21
	tBase, tCount = 0x11A7, 28
)

// nfcTables returns the source of internal/nfc's tables: per code point its
// canonical combining class and flags; the full canonical decompositions
// (Hangul syllables aside, which decompose by arithmetic); and the primary
// composites with their pairs.
//
// A primary composite (UAX #15 D114) is a code point with a canonical
// decomposition that is not Full_Composition_Exclusion
// (DerivedNormalizationProps.txt); its canonical decomposition mapping is
// then a pair <first, second>. norm gives only the full decomposition D,
// so the pair is recovered as second = the last code point of D and first
// = the code point whose full decomposition is the rest of D and that is
// not excluded (or the rest itself, when it is one code point without a
// decomposition); every pair is checked by composing it with norm.
func nfcTables(dir string) ([]byte, error) {
	excluded := make([]bool, codePoints)
	err := readUCD(dir, "DerivedNormalizationProps.txt", func(lo, hi rune, f []string) error {
		if f[1] == "Full_Composition_Exclusion" {
			for r := lo; r <= hi; r++ {
				excluded[r] = true
			}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}

	values := make([]uint16, codePoints)
	type decomposition struct {
		r rune
		d string
	}
	var decomps []decomposition
	byDecomp := make(map[string]rune) // full decomposition -> code point not excluded
	for r := rune(0); r < codePoints; r++ {
		if !utf8.ValidRune(r) {
			continue
		}
		if r >= sBase && r < sBase+sCount {
			values[r] = nfcDecomp | nfcComposite
			continue
		}
		p := norm.NFD.PropertiesString(string(r))
		values[r] = uint16(p.CCC())
		if d := p.Decomposition(); d != nil {
			values[r] |= nfcDecomp
			decomps = append(decomps, decomposition{r, string(d)})
			if !excluded[r] {
				byDecomp[string(d)] = r
			}
		}
	}
	for r := rune(vBase); r < vBase+vCount; r++ {
		values[r] |= nfcSecond
	}
	for r := rune(tBase + 1); r < tBase+tCount; r++ {
		values[r] |= nfcSecond
	}

	var compositions []uint64
	for _, e := range decomps {
		if excluded[e.r] {
			continue
		}
		second, size := utf8.DecodeLastRuneInString(e.d)
		rest := e.d[:len(e.d)-size]
		first, ok := byDecomp[rest]
		if !ok {
			if f, n := utf8.DecodeRuneInString(rest); n == len(rest) && values[f]&nfcDecomp == 0 {
				first, ok = f, true
			}
		}
		if !ok || norm.NFC.String(string(first)+string(second)) != string(e.r) {
			return nil, fmt.Errorf("%U: no pair found for its decomposition %+q", e.r, e.d)
		}
		values[e.r] |= nfcComposite
		values[second] |= nfcSecond
		compositions = append(compositions, uint64(first)<<42|uint64(second)<<21|uint64(e.r))
	}
	slices.Sort(compositions)

	w := header("nfc", "DerivedNormalizationProps.txt (Full_Composition_Exclusion)",
		"golang.org/x/text/unicode/norm "+norm.Version+" (Canonical_Combining_Class, canonical decompositions)")
	fmt.Fprintf(w, `
// Bits of the info values.
const (
	infoCCC = 0xFF // Canonical_Combining_Class
	// infoDecomp: the code point has a canonical decomposition (Hangul
	// syllables included).
	infoDecomp = %#x
	// infoSecond: the code point is the second of a primary composite's
	// pair (Hangul vowels and trailing consonants included), so it can
	// combine with a starter before it.
	infoSecond = %#x
	// infoComposite: the code point is a primary composite (Hangul
	// syllables included).
	infoComposite = %#x
)
`, nfcDecomp, nfcSecond, nfcComposite)
	newTrie(values).write(w, "info", "Canonical_Combining_Class in the low byte, and the flags infoDecomp, infoSecond and infoComposite.")

	fmt.Fprintf(w, "\n// decomposed lists the code points that have a canonical decomposition, in\n")
	fmt.Fprintf(w, "// order, except the Hangul syllables; the full canonical decomposition of\n")
	fmt.Fprintf(w, "// decomposed[i] is decompositions[decompositionStart[i]:decompositionStart[i+1]].\n")
	var data bytes.Buffer
	cps := make([]uint32, len(decomps))
	starts := make([]int, len(decomps)+1)
	for i, e := range decomps {
		cps[i] = uint32(e.r)
		starts[i] = data.Len()
		data.WriteString(e.d)
	}
	starts[len(decomps)] = data.Len()
	writeIntsAs(w, "decomposed", "uint32", cps, true)
	writeInts(w, "decompositionStart", starts)
	writeString(w, "decompositions", data.String(), starts)

	fmt.Fprintf(w, "\n// compositions lists the primary composites other than the Hangul syllables\n")
	fmt.Fprintf(w, "// with their canonical decomposition mappings, as first<<42 | second<<21 |\n")
	fmt.Fprintf(w, "// composite, in order.\n")
	writeIntsAs(w, "compositions", "uint64", compositions, true)
	return w.Bytes(), nil
}
