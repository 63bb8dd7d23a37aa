package main

import (
	"fmt"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/bidi"
	"golang.org/x/text/unicode/norm"
)

// Values of the uts46 table. A mapped code point has valueMapped, its
// Joining_Type and the index of its mapping; every other code point has its
// status, Bidi_Class, Joining_Type and two flags. The Joining_Type has the
// same bits in both, so that CheckJoiners reads it alike for every code
// point. The constants are written out with these names in the generated
// file.
const (
	valueMapped  = 1 << 15
	mappingMask  = 1<<12 - 1
	joiningShift = 12
	joiningMask  = 7 << joiningShift

	statusValid      = 0
	statusDeviation  = 1
	statusIgnored    = 2
	statusDisallowed = 3
	statusMask       = 3

	bidiShift = 2
	bidiMask  = 0xF << bidiShift

	flagMark   = 1 << 6 // General_Category=Mark
	flagVirama = 1 << 7 // Canonical_Combining_Class=Virama (9)
	flagNFC    = 1 << 8 // NFC_Quick_Check=Yes and Canonical_Combining_Class=0
)

// The Bidi_Class values that RFC 5893 names, in table order; any other
// class is bidiOther.
var bidiClasses = []struct {
	name  string
	class bidi.Class
}{
	{"L", bidi.L}, {"R", bidi.R}, {"AL", bidi.AL}, {"AN", bidi.AN},
	{"EN", bidi.EN}, {"ES", bidi.ES}, {"CS", bidi.CS}, {"ET", bidi.ET},
	{"ON", bidi.ON}, {"BN", bidi.BN}, {"NSM", bidi.NSM},
}

// The Joining_Type values, in table order (U, Non_Joining, is 0: the
// default of DerivedJoiningType.txt).
var joiningTypes = []string{"U", "T", "L", "R", "D", "C"}

// uts46Tables returns the source of internal/uts46's tables: per code point
// its UTS #46 status and mapping (IdnaMappingTable.txt), Bidi_Class (x/text's
// unicode/bidi), Joining_Type (DerivedJoiningType.txt), whether it is a
// combining mark (General_Category=Mark, Go's unicode.M), whether it is a
// virama (Canonical_Combining_Class 9, x/text's unicode/norm), and whether
// it passes NFC's quick check on its own with class 0 (NFC_Quick_Check=Yes,
// DerivedNormalizationProps.txt, and Canonical_Combining_Class 0). The
// mappings whose code points all pass the quick check so have the lowest
// indexes, below mappingsNFC.
func uts46Tables(dir string) ([]byte, error) {
	nfcNo := make([]bool, codePoints) // NFC_Quick_Check=No or Maybe
	err := readUCD(dir, "DerivedNormalizationProps.txt", func(lo, hi rune, f []string) error {
		if f[1] == "NFC_QC" && (f[2] == "N" || f[2] == "M") {
			for r := lo; r <= hi; r++ {
				nfcNo[r] = true
			}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	quickNFC := func(s string) bool {
		for _, r := range s {
			if nfcNo[r] || norm.NFD.PropertiesString(string(r)).CCC() != 0 {
				return false
			}
		}
		return true
	}

	values := make([]uint16, codePoints)
	mapping := make(map[rune]string) // of the mapped code points
	seen := make([]bool, codePoints)
	err = readUCD(dir, "IdnaMappingTable.txt", func(lo, hi rune, f []string) error {
		var status uint16
		mapped := false
		switch f[1] {
		case "valid":
			status = statusValid
		case "deviation":
			status = statusDeviation
		case "ignored":
			status = statusIgnored
		case "disallowed":
			status = statusDisallowed
		case "mapped":
			mapped = true
		default:
			return fmt.Errorf("unknown status %q", f[1])
		}
		var m strings.Builder
		if mapped {
			if len(f) < 3 || f[2] == "" {
				return fmt.Errorf("mapped without a mapping")
			}
			for _, h := range strings.Fields(f[2]) {
				r, err := parseCodePoint(h)
				if err != nil {
					return err
				}
				m.WriteRune(r)
			}
		}
		for r := lo; r <= hi; r++ {
			if seen[r] {
				return fmt.Errorf("%U listed twice", r)
			}
			seen[r] = true
			if mapped {
				if props(r)&flagVirama != 0 {
					return fmt.Errorf("%U is mapped and a virama: the table has no room for that", r)
				}
				mapping[r] = m.String()
				continue
			}
			values[r] = status | props(r)
			if quickNFC(string(r)) {
				values[r] |= flagNFC
			}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	for r, ok := range seen {
		if !ok {
			return nil, fmt.Errorf("IdnaMappingTable.txt: %U not listed", r)
		}
	}
	// The distinct mappings, those that pass the quick check first, each
	// part in code point order.
	var distinct []string
	have := make(map[string]bool)
	for r := rune(0); r < codePoints; r++ {
		if m, ok := mapping[r]; ok && !have[m] {
			have[m] = true
			distinct = append(distinct, m)
		}
	}
	slices.SortStableFunc(distinct, func(a, b string) int {
		switch qa, qb := quickNFC(a), quickNFC(b); {
		case qa && !qb:
			return -1
		case !qa && qb:
			return 1
		}
		return 0
	})
	mappingIndex := make(map[string]int)
	var mappingData strings.Builder
	var mappingStarts []int
	mappingsNFC := 0
	for i, m := range distinct {
		if i > mappingMask {
			return nil, fmt.Errorf("more than %d mappings", mappingMask+1)
		}
		mappingIndex[m] = i
		mappingStarts = append(mappingStarts, mappingData.Len())
		mappingData.WriteString(m)
		if quickNFC(m) {
			mappingsNFC = i + 1
		}
	}
	mappingStarts = append(mappingStarts, mappingData.Len())
	for r, m := range mapping {
		values[r] = valueMapped | uint16(mappingIndex[m])
	}

	joining := make([]uint16, codePoints)
	err = readUCD(dir, "DerivedJoiningType.txt", func(lo, hi rune, f []string) error {
		jt := -1
		for i, name := range joiningTypes {
			if f[1] == name {
				jt = i
			}
		}
		if jt <= 0 {
			return fmt.Errorf("unexpected Joining_Type %q", f[1])
		}
		for r := lo; r <= hi; r++ {
			joining[r] = uint16(jt)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	for r := range values {
		values[r] |= joining[r] << joiningShift
	}

	w := header("uts46", "IdnaMappingTable.txt (status, mapping)", "DerivedJoiningType.txt (Joining_Type)",
		"golang.org/x/text/unicode/bidi "+bidi.UnicodeVersion+" (Bidi_Class)",
		"Go "+unicode.Version+" unicode.M (General_Category=Mark)",
		"golang.org/x/text/unicode/norm "+norm.Version+" (Canonical_Combining_Class=Virama)")
	fmt.Fprintf(w, `
// Values of the props table. A code point with status mapped has
// valueMapped, its Joining_Type and the index of its mapping; every other
// code point has its status, Bidi_Class, Joining_Type and flags.
const (
	valueMapped = %#x
	mappingMask = %#x
	joiningShift = %d
	joiningMask = %#x

	// The status of a code point that is not mapped.
	statusValid = %d
	statusDeviation = %d
	statusIgnored = %d
	statusDisallowed = %d
	statusMask = %#x

	bidiShift = %d
	bidiMask = %#x

	flagMark = %#x // General_Category=Mark
	flagVirama = %#x // Canonical_Combining_Class=Virama (9)
	flagNFC = %#x // NFC_Quick_Check=Yes and Canonical_Combining_Class=0
)

// mappingsNFC is the number of mappings, the first ones, whose code points
// all have NFC_Quick_Check=Yes and Canonical_Combining_Class=0.
const mappingsNFC = %d
`, valueMapped, mappingMask, joiningShift, joiningMask,
		statusValid, statusDeviation, statusIgnored, statusDisallowed, statusMask,
		bidiShift, bidiMask, flagMark, flagVirama, flagNFC, mappingsNFC)
	fmt.Fprintf(w, "\n// Bidi_Class values, the classes RFC 5893 names; bidiOther is any other.\nconst (\n")
	for i, c := range bidiClasses {
		fmt.Fprintf(w, "\tbidi%s = %d\n", c.name, i)
	}
	fmt.Fprintf(w, "\tbidiOther = %d\n)\n", len(bidiClasses))
	fmt.Fprintf(w, "\n// Joining_Type values.\nconst (\n")
	for i, name := range joiningTypes {
		fmt.Fprintf(w, "\tjoining%s = %d\n", name, i)
	}
	fmt.Fprintf(w, ")\n")

	newTrie(values).write(w, "props", "see valueMapped.")
	fmt.Fprintf(w, "\n// The mapping of index i is mappings[mappingStart[i]:mappingStart[i+1]].\n")
	writeInts(w, "mappingStart", mappingStarts)
	writeString(w, "mappings", mappingData.String(), mappingStarts)
	return w.Bytes(), nil
}

// props returns the Bidi_Class, mark and virama bits of r.
func props(r rune) uint16 {
	var v uint16
	class := uint16(len(bidiClasses))
	if utf8.ValidRune(r) {
		p, _ := bidi.LookupRune(r)
		for i, c := range bidiClasses {
			if p.Class() == c.class {
				class = uint16(i)
			}
		}
		if norm.NFD.PropertiesString(string(r)).CCC() == 9 {
			v |= flagVirama
		}
	}
	v |= class << bidiShift
	if unicode.Is(unicode.M, r) {
		v |= flagMark
	}
	return v
}
