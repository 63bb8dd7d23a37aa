package ecmaregexp

import (
	"strings"
	"testing"
	"unicode"
)

// TestUCDVersion checks that the generated tables chosen by the build are
// of the Unicode version of Go's unicode package; when a Go release moves
// to a new version, regenerate them (gen_ucd.go) for it.
func TestUCDVersion(t *testing.T) {
	if ucdVersion != unicode.Version {
		t.Fatalf("generated tables are Unicode %s, Go's unicode package is %s: the generated properties are refused", ucdVersion, unicode.Version)
	}
}

// TestUCDTablesAgreeWithGo checks the generated properties against the
// inclusions DerivedCoreProperties.txt states for them, computed from Go's
// own tables: a table of another Unicode version, or a parse error in the
// generator, breaks them.
func TestUCDTablesAgreeWithGo(t *testing.T) {
	if ucdVersion != unicode.Version {
		t.Skipf("generated tables are Unicode %s, Go's unicode package is %s", ucdVersion, unicode.Version)
	}
	for _, c := range []struct {
		prop   string
		tables []*unicode.RangeTable // their union is in prop
	}{
		{"Alphabetic", []*unicode.RangeTable{unicode.Lu, unicode.Ll, unicode.Lt, unicode.Lm, unicode.Lo, unicode.Nl, unicode.Other_Alphabetic}},
		{"Lowercase", []*unicode.RangeTable{unicode.Ll, unicode.Other_Lowercase}},
		{"Uppercase", []*unicode.RangeTable{unicode.Lu, unicode.Other_Uppercase}},
		{"Math", []*unicode.RangeTable{unicode.Sm, unicode.Other_Math}},
		{"Grapheme_Extend", []*unicode.RangeTable{unicode.Me, unicode.Mn, unicode.Other_Grapheme_Extend}},
		{"Cased", []*unicode.RangeTable{unicode.Lu, unicode.Ll, unicode.Lt}},
		{"ID_Continue", []*unicode.RangeTable{unicode.Nd, unicode.Pc}},
	} {
		set, ok := binaryProperty(c.prop)
		if !ok {
			t.Fatalf("no table for %s", c.prop)
		}
		for _, tab := range c.tables {
			if missing := fromTable(tab).minus(set); len(missing) > 0 {
				t.Errorf("%s lacks %d ranges of a table it includes, first U+%04X", c.prop, len(missing), missing[0].lo)
			}
		}
	}
	// Exact definitions: ID_Start and Lowercase/Uppercase equal their
	// derivations from Go's tables.
	lower, _ := binaryProperty("Lowercase")
	if want := fromTable(unicode.Ll).union(fromTable(unicode.Other_Lowercase)); !equalSets(lower, want) {
		t.Errorf("Lowercase differs from Ll + Other_Lowercase")
	}
	idStart, _ := binaryProperty("ID_Start")
	derived := fromTable(unicode.L).union(fromTable(unicode.Nl)).union(fromTable(unicode.Other_ID_Start)).
		minus(fromTable(unicode.Pattern_Syntax).union(fromTable(unicode.Pattern_White_Space)))
	if !equalSets(idStart, derived) {
		t.Errorf("ID_Start differs from L + Nl + Other_ID_Start - Pattern_Syntax - Pattern_White_Space")
	}
	// Every script ScriptExtensions.txt names is one Go knows.
	for _, e := range scriptExtensions {
		for _, short := range strings.Fields(e.scripts) {
			long, ok := scriptName(short)
			if _, known := scriptSet(long); !ok || !known {
				t.Errorf("U+%04X: unknown script %s", e.lo, short)
			}
		}
	}
}

func equalSets(a, b runeSet) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
