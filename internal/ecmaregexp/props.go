package ecmaregexp

import (
	"strings"
	"sync"
	"unicode"
)

// This file resolves \p{…} and \P{…}: ECMAScript 22.2.2.9 (CharacterClassEscape ::
// p{ UnicodePropertyValueExpression }) with the names of its tables
// "Non-binary Unicode property aliases and their canonical property names",
// "Value aliases and canonical values for the Unicode property General_Category",
// "Binary Unicode property aliases and their canonical property names" and
// "Binary Unicode properties of strings". The code point sets come from Go's
// unicode package (Unicode 15.0.0 as of Go 1.26) and, for what it lacks,
// from tables generated from the Unicode Character Database of the same
// version (ucd_tables.go). A property with no data (the properties of
// strings, scripts newer than those tables) is refused with an error that
// says so, rather than guessed.

// propError tells a name ECMAScript rejects (syntax) from a name it accepts
// but this package cannot compute (unsupported).
type propError struct {
	unsupported bool
	msg         string
}

// generalCategories maps every General_Category value and alias ECMAScript
// accepts (PropertyValueAliases.txt, gc) to the canonical short name.
var generalCategories = map[string]string{
	"C": "C", "Other": "C",
	"Cc": "Cc", "Control": "Cc", "cntrl": "Cc",
	"Cf": "Cf", "Format": "Cf",
	"Cn": "Cn", "Unassigned": "Cn",
	"Co": "Co", "Private_Use": "Co",
	"Cs": "Cs", "Surrogate": "Cs",
	"L": "L", "Letter": "L",
	"LC": "LC", "Cased_Letter": "LC",
	"Ll": "Ll", "Lowercase_Letter": "Ll",
	"Lm": "Lm", "Modifier_Letter": "Lm",
	"Lo": "Lo", "Other_Letter": "Lo",
	"Lt": "Lt", "Titlecase_Letter": "Lt",
	"Lu": "Lu", "Uppercase_Letter": "Lu",
	"M": "M", "Mark": "M", "Combining_Mark": "M",
	"Mc": "Mc", "Spacing_Mark": "Mc",
	"Me": "Me", "Enclosing_Mark": "Me",
	"Mn": "Mn", "Nonspacing_Mark": "Mn",
	"N": "N", "Number": "N",
	"Nd": "Nd", "Decimal_Number": "Nd", "digit": "Nd",
	"Nl": "Nl", "Letter_Number": "Nl",
	"No": "No", "Other_Number": "No",
	"P": "P", "Punctuation": "P", "punct": "P",
	"Pc": "Pc", "Connector_Punctuation": "Pc",
	"Pd": "Pd", "Dash_Punctuation": "Pd",
	"Pe": "Pe", "Close_Punctuation": "Pe",
	"Pf": "Pf", "Final_Punctuation": "Pf",
	"Pi": "Pi", "Initial_Punctuation": "Pi",
	"Po": "Po", "Other_Punctuation": "Po",
	"Ps": "Ps", "Open_Punctuation": "Ps",
	"S": "S", "Symbol": "S",
	"Sc": "Sc", "Currency_Symbol": "Sc",
	"Sk": "Sk", "Modifier_Symbol": "Sk",
	"Sm": "Sm", "Math_Symbol": "Sm",
	"So": "So", "Other_Symbol": "So",
	"Z": "Z", "Separator": "Z",
	"Zl": "Zl", "Line_Separator": "Zl",
	"Zp": "Zp", "Paragraph_Separator": "Zp",
	"Zs": "Zs", "Space_Separator": "Zs",
}

// binaryProperties maps every binary property name and alias ECMAScript
// accepts to its canonical name.
var binaryProperties = map[string]string{
	"ASCII": "ASCII", "ASCII_Hex_Digit": "ASCII_Hex_Digit", "AHex": "ASCII_Hex_Digit",
	"Alphabetic": "Alphabetic", "Alpha": "Alphabetic", "Any": "Any", "Assigned": "Assigned",
	"Bidi_Control": "Bidi_Control", "Bidi_C": "Bidi_Control",
	"Bidi_Mirrored": "Bidi_Mirrored", "Bidi_M": "Bidi_Mirrored",
	"Case_Ignorable": "Case_Ignorable", "CI": "Case_Ignorable", "Cased": "Cased",
	"Changes_When_Casefolded": "Changes_When_Casefolded", "CWCF": "Changes_When_Casefolded",
	"Changes_When_Casemapped": "Changes_When_Casemapped", "CWCM": "Changes_When_Casemapped",
	"Changes_When_Lowercased": "Changes_When_Lowercased", "CWL": "Changes_When_Lowercased",
	"Changes_When_NFKC_Casefolded": "Changes_When_NFKC_Casefolded", "CWKCF": "Changes_When_NFKC_Casefolded",
	"Changes_When_Titlecased": "Changes_When_Titlecased", "CWT": "Changes_When_Titlecased",
	"Changes_When_Uppercased": "Changes_When_Uppercased", "CWU": "Changes_When_Uppercased",
	"Dash": "Dash", "Default_Ignorable_Code_Point": "Default_Ignorable_Code_Point", "DI": "Default_Ignorable_Code_Point",
	"Deprecated": "Deprecated", "Dep": "Deprecated", "Diacritic": "Diacritic", "Dia": "Diacritic",
	"Emoji": "Emoji", "Emoji_Component": "Emoji_Component", "EComp": "Emoji_Component",
	"Emoji_Modifier": "Emoji_Modifier", "EMod": "Emoji_Modifier",
	"Emoji_Modifier_Base": "Emoji_Modifier_Base", "EBase": "Emoji_Modifier_Base",
	"Emoji_Presentation": "Emoji_Presentation", "EPres": "Emoji_Presentation",
	"Extended_Pictographic": "Extended_Pictographic", "ExtPict": "Extended_Pictographic",
	"Extender": "Extender", "Ext": "Extender",
	"Grapheme_Base": "Grapheme_Base", "Gr_Base": "Grapheme_Base",
	"Grapheme_Extend": "Grapheme_Extend", "Gr_Ext": "Grapheme_Extend",
	"Hex_Digit": "Hex_Digit", "Hex": "Hex_Digit",
	"IDS_Binary_Operator": "IDS_Binary_Operator", "IDSB": "IDS_Binary_Operator",
	"IDS_Trinary_Operator": "IDS_Trinary_Operator", "IDST": "IDS_Trinary_Operator",
	"ID_Continue": "ID_Continue", "IDC": "ID_Continue", "ID_Start": "ID_Start", "IDS": "ID_Start",
	"Ideographic": "Ideographic", "Ideo": "Ideographic",
	"Join_Control": "Join_Control", "Join_C": "Join_Control",
	"Logical_Order_Exception": "Logical_Order_Exception", "LOE": "Logical_Order_Exception",
	"Lowercase": "Lowercase", "Lower": "Lowercase", "Math": "Math",
	"Noncharacter_Code_Point": "Noncharacter_Code_Point", "NChar": "Noncharacter_Code_Point",
	"Pattern_Syntax": "Pattern_Syntax", "Pat_Syn": "Pattern_Syntax",
	"Pattern_White_Space": "Pattern_White_Space", "Pat_WS": "Pattern_White_Space",
	"Quotation_Mark": "Quotation_Mark", "QMark": "Quotation_Mark", "Radical": "Radical",
	"Regional_Indicator": "Regional_Indicator", "RI": "Regional_Indicator",
	"Sentence_Terminal": "Sentence_Terminal", "STerm": "Sentence_Terminal",
	"Soft_Dotted": "Soft_Dotted", "SD": "Soft_Dotted",
	"Terminal_Punctuation": "Terminal_Punctuation", "Term": "Terminal_Punctuation",
	"Unified_Ideograph": "Unified_Ideograph", "UIdeo": "Unified_Ideograph",
	"Uppercase": "Uppercase", "Upper": "Uppercase",
	"Variation_Selector": "Variation_Selector", "VS": "Variation_Selector",
	"White_Space": "White_Space", "space": "White_Space",
	"XID_Continue": "XID_Continue", "XIDC": "XID_Continue", "XID_Start": "XID_Start", "XIDS": "XID_Start",
}

// stringProperties are the binary properties of strings, valid only with
// the v flag (ECMAScript table "Binary Unicode properties of strings").
var stringProperties = map[string]bool{
	"Basic_Emoji": true, "Emoji_Keycap_Sequence": true, "RGI_Emoji_Modifier_Sequence": true,
	"RGI_Emoji_Flag_Sequence": true, "RGI_Emoji_Tag_Sequence": true,
	"RGI_Emoji_ZWJ_Sequence": true, "RGI_Emoji": true,
}

// propCache memoizes computed property sets; they are immutable once built.
var propCache sync.Map // string -> runeSet

// assigned is every code point with a General_Category other than Cn: the
// union of Go's two-letter category tables except Cn (Go's one-letter
// tables are unions of those, and whether they include Cn has varied).
func assigned() runeSet {
	return cached("Assigned", func() runeSet {
		var s runeSet
		for name, t := range unicode.Categories {
			if len(name) == 2 && name != "Cn" {
				s = s.union(fromTable(t))
			}
		}
		return s
	})
}

// cached returns the set stored under key, computing it once.
func cached(key string, f func() runeSet) runeSet {
	if v, ok := propCache.Load(key); ok {
		return v.(runeSet)
	}
	s := f()
	propCache.Store(key, s)
	return s
}

// generalCategory returns the set of a canonical short General_Category
// name. Cn is the complement of the assigned code points, and each
// one-letter category (and LC) the union of its two-letter ones.
func generalCategory(gc string) runeSet {
	return cached("gc="+gc, func() runeSet {
		if gc == "Cn" {
			return assigned().complement()
		}
		if len(gc) == 2 && gc != "LC" {
			return fromTable(unicode.Categories[gc])
		}
		var s runeSet
		for _, sub := range []string{"Cc", "Cf", "Cn", "Co", "Cs", "Ll", "Lm", "Lo", "Lt", "Lu", "Mc", "Me", "Mn",
			"Nd", "Nl", "No", "Pc", "Pd", "Pe", "Pf", "Pi", "Po", "Ps", "Sc", "Sk", "Sm", "So", "Zl", "Zp", "Zs"} {
			if sub[0] == gc[0] && (gc != "LC" || sub == "Lu" || sub == "Ll" || sub == "Lt") {
				s = s.union(generalCategory(sub))
			}
		}
		return s
	})
}

// binaryProperty returns the set of a canonical binary property name, or
// false when there is no data to compute it. The data are Go's
// unicode.Properties and, for the properties Go lacks, ucd_tables.go
// (generated from the Unicode Character Database of the same version).
func binaryProperty(name string) (runeSet, bool) {
	if t, ok := unicode.Properties[name]; ok {
		return cached(name, func() runeSet { return fromTable(t) }), true
	}
	if pairs, ok := ucdProperties[name]; ok && ucdVersion == unicode.Version {
		return cached(name, func() runeSet {
			s := make(runeSet, 0, len(pairs)/2)
			for i := 0; i+1 < len(pairs); i += 2 {
				s = append(s, rng{pairs[i], pairs[i+1]})
			}
			return normalize(s)
		}), true
	}
	switch name {
	case "Any":
		return runeSet{{0, maxCodePoint}}, true
	case "ASCII":
		return runeSet{{0, 0x7F}}, true
	case "Assigned":
		return assigned(), true
	}
	return nil, false
}

// idStartSet is ID_Start, the first code point of a group name besides '$'
// and '_'.
func idStartSet() runeSet {
	if s, ok := binaryProperty("ID_Start"); ok {
		return s
	}
	return cached("ID_Start (derived)", func() runeSet {
		// Without generated tables of Go's Unicode version, derive it as
		// DerivedCoreProperties.txt defines it: L + Nl + Other_ID_Start -
		// Pattern_Syntax - Pattern_White_Space.
		var s runeSet
		for _, t := range []*unicode.RangeTable{unicode.L, unicode.Nl, unicode.Other_ID_Start} {
			s = s.union(fromTable(t))
		}
		return s.minus(fromTable(unicode.Pattern_Syntax).union(fromTable(unicode.Pattern_White_Space)))
	})
}

// idContinueSet is ID_Continue, the other code points of a group name
// besides '$', ZWNJ and ZWJ.
func idContinueSet() runeSet {
	if s, ok := binaryProperty("ID_Continue"); ok {
		return s
	}
	return cached("ID_Continue (derived)", func() runeSet {
		// ID_Start + Mn + Mc + Nd + Pc + Other_ID_Continue - Pattern_Syntax
		// - Pattern_White_Space.
		s := idStartSet()
		for _, t := range []*unicode.RangeTable{unicode.Mn, unicode.Mc, unicode.Nd, unicode.Pc, unicode.Other_ID_Continue} {
			s = s.union(fromTable(t))
		}
		return s.minus(fromTable(unicode.Pattern_Syntax).union(fromTable(unicode.Pattern_White_Space)))
	})
}

// lookupProperty resolves a UnicodePropertyValueExpression: name is empty for
// the LoneUnicodePropertyNameOrValue form. strs reports a property of strings
// (which this package refuses, so its set is never needed).
func lookupProperty(name, value string) (set runeSet, strs bool, perr *propError) {
	if name != "" {
		switch name {
		case "General_Category", "gc":
			gc, ok := generalCategories[value]
			if !ok {
				return nil, false, &propError{msg: "unknown General_Category value " + value}
			}
			return generalCategory(gc), false, nil
		case "Script", "sc", "Script_Extensions", "scx":
			canon, ok := scriptName(value)
			if !ok {
				return nil, false, &propError{msg: "unknown " + name + " value " + value}
			}
			set, ok := scriptSet(canon)
			if ok && (name == "Script_Extensions" || name == "scx") {
				if ucdVersion != unicode.Version {
					return nil, false, &propError{unsupported: true, msg: "Script_Extensions is not supported: this package has tables for Unicode " +
						ucdVersion + ", Go's unicode package is Unicode " + unicode.Version}
				}
				set = scriptExtensionsSet(canon)
			}
			if !ok {
				return nil, false, &propError{unsupported: true, msg: "Script " + value +
					" is not supported: Go's unicode tables (Unicode " + unicode.Version + ") do not have it"}
			}
			return set, false, nil
		}
		return nil, false, &propError{msg: "unknown Unicode property name " + name}
	}
	if gc, ok := generalCategories[value]; ok {
		return generalCategory(gc), false, nil
	}
	if canon, ok := binaryProperties[value]; ok {
		s, ok := binaryProperty(canon)
		if !ok {
			return nil, false, &propError{unsupported: true, msg: "Unicode property " + value +
				" is not supported: this package has tables for it for Unicode " + ucdVersion +
				", Go's unicode package is Unicode " + unicode.Version}
		}
		return s, false, nil
	}
	if stringProperties[value] {
		return nil, true, nil
	}
	return nil, false, &propError{msg: "unknown Unicode property " + value}
}

// scriptName returns the long name of a Script value name or alias, the
// key of unicode.Scripts. ECMAScript's table of Script values leaves out
// Katakana_Or_Hiragana (Hrkt), a value no code point has.
func scriptName(value string) (string, bool) {
	long, ok := scriptAliases[value]
	if !ok {
		long, ok = newerScripts[value]
	}
	if long == "Katakana_Or_Hiragana" {
		return "", false
	}
	return long, ok
}

// scriptSet returns the code points whose Script is the given long name.
// Unknown (Zzzz) is every code point Scripts.txt leaves out.
func scriptSet(long string) (runeSet, bool) {
	switch long {
	case "Unknown":
		return cached("sc=Unknown", func() runeSet {
			var s runeSet
			for _, t := range unicode.Scripts {
				s = s.union(fromTable(t))
			}
			return s.complement()
		}), true
	}
	t, ok := unicode.Scripts[long]
	if !ok {
		return nil, false
	}
	return cached("sc="+long, func() runeSet { return fromTable(t) }), true
}

// newerScripts are the Script values Unicode added after the version of
// scriptAliases (16.0 and 17.0: the long names are those of Unicode 17's
// Scripts.txt missing from 15.0's, the short ones those V8 accepts). They
// are valid in \p{sc=…}, but Go's tables have no data for them, so they
// are refused rather than called syntax errors.
var newerScripts = map[string]string{
	"Beria_Erfe": "Beria_Erfe", "Berf": "Beria_Erfe",
	"Garay": "Garay", "Gara": "Garay",
	"Gurung_Khema": "Gurung_Khema", "Gukh": "Gurung_Khema",
	"Kirat_Rai": "Kirat_Rai", "Krai": "Kirat_Rai",
	"Ol_Onal": "Ol_Onal", "Onao": "Ol_Onal",
	"Sidetic": "Sidetic", "Sidt": "Sidetic",
	"Sunuwar": "Sunuwar", "Sunu": "Sunuwar",
	"Tai_Yo": "Tai_Yo", "Tayo": "Tai_Yo",
	"Todhri": "Todhri", "Todr": "Todhri",
	"Tolong_Siki": "Tolong_Siki", "Tols": "Tolong_Siki",
	"Tulu_Tigalari": "Tulu_Tigalari", "Tutg": "Tulu_Tigalari",
}

// scriptExtensionsSet returns the code points whose Script_Extensions
// include the script with the given long name: those of its Script that
// ScriptExtensions.txt does not list, and those it lists with the script.
func scriptExtensionsSet(long string) runeSet {
	return cached("scx="+long, func() runeSet {
		sc, _ := scriptSet(long)
		var listed, with []rng
		for _, e := range scriptExtensions {
			listed = append(listed, rng{e.lo, e.hi})
			for _, short := range strings.Fields(e.scripts) {
				if scriptAliases[short] == long {
					with = append(with, rng{e.lo, e.hi})
					break
				}
			}
		}
		return sc.minus(normalize(listed)).union(normalize(with))
	})
}
