package ecmaregexp

import (
	"errors"
	"regexp"
	"strings"
	"testing"
)

// specCases are patterns whose validity and meaning follow directly from
// the grammar and semantics of ECMAScript 2025, 22.2 (cited per case).
var specCases = []struct {
	name       string
	pattern    string
	ignoreCase bool
	valid      bool     // a SyntaxError from new RegExp(pattern, "v") when false
	refused    string   // valid but refused: a word the message must contain
	match      []string // subjects the pattern finds a match in
	noMatch    []string // subjects it does not
}{
	{name: "dot excludes line terminators (22.2.2.7 Atom :: .)", pattern: `^a.b$`, valid: true,
		match: []string{"axb", "a\tb", "a\u0085b"}, noMatch: []string{"a\nb", "a\rb", "a\u2028b", "a\u2029b"}},
	{name: "identity escape of a letter (22.2.1 IdentityEscape[+UnicodeMode])", pattern: `\H`},
	{name: "v flag class: trailing '-' (ClassSetCharacter excludes ClassSetSyntaxCharacter)", pattern: `[a-z-]`},
	{name: "v flag class: unescaped '('", pattern: `[(]`},
	{name: "v flag class: unescaped '|'", pattern: `[a|b]`},
	{name: "quantifier numbers out of order (22.2.1.1 early errors)", pattern: `a{2,1}`},
	{name: "nothing to repeat", pattern: `*a`},
	{name: "unmatched paren", pattern: `(a`},
	{name: "lookahead refused", pattern: `a(?=b)`, valid: true, refused: "lookahead"},
	{name: "lookbehind refused", pattern: `(?<!b)a`, valid: true, refused: "lookbehind"},
	{name: "backreference refused", pattern: `(a)\1`, valid: true, refused: "backreference"},
	{name: "backreference to a missing group is a SyntaxError", pattern: `(a)\2`},
	{name: "subtraction (ClassSubtraction)", pattern: `^[\w--\d]+$`, valid: true,
		match: []string{"abc_"}, noMatch: []string{"a1"}},
	{name: "intersection (ClassIntersection)", pattern: `^[\p{L}&&[a-f]]$`, valid: true,
		match: []string{"c"}, noMatch: []string{"g", "1"}},
	{name: "strings longest first (CompileAtom for CharacterClass)", pattern: `^[\q{a|abc}]c$`, valid: true,
		match: []string{"ac", "abcc"}, noMatch: []string{"abc"}},
	{name: "negated class with strings (MayContainStrings)", pattern: `[^\q{ab}]`},
	{name: "w with ignoreCase adds U+017F and U+212A (WordCharacters)", pattern: `^\w$`, ignoreCase: true, valid: true,
		match: []string{"\u017f", "\u212a", "S"}, noMatch: []string{"-"}},
	{name: "W with ignoreCase excludes what folds to a word character (CharacterComplement)", pattern: `^\W$`, ignoreCase: true, valid: true,
		match: []string{"-"}, noMatch: []string{"\u017f", "\u212a", "s"}},
	{name: "repeat above RE2's limit", pattern: `a{1001}`, valid: true, refused: "1000"},

	// ECMAScript 2025 features, newer than the engine behind testdata/v8_answers.json.
	{name: "modifier i (Atom :: (? RegularExpressionModifiers : Disjunction ))", pattern: `^(?i:a)b$`, valid: true,
		match: []string{"ab", "Ab"}, noMatch: []string{"AB"}},
	{name: "modifier -i", pattern: `^(?-i:a)b$`, ignoreCase: true, valid: true,
		match: []string{"ab", "aB"}, noMatch: []string{"Ab"}},
	{name: "modifier s makes . match line terminators", pattern: `^(?s:.)$`, valid: true,
		match: []string{"\n", "\u2028", "x"}},
	{name: "modifier i folds classes", pattern: `^(?i:[a-c]\w)$`, valid: true,
		match: []string{"B\u017f", "cK"}, noMatch: []string{"d1"}},
	{name: "modifier m with an anchor refused", pattern: `(?m:^a)`, valid: true, refused: "m modifier"},
	{name: "modifier i with \\b refused", pattern: `(?i:\ba)`, valid: true, refused: "ignoreCase"},
	{name: "modifier given twice (early error)", pattern: `(?ii:a)`},
	{name: "modifier both added and removed (early error)", pattern: `(?i-i:a)`},
	{name: "modifier group naming none (early error)", pattern: `(?-:a)`},
	{name: "unknown modifier", pattern: `(?x:a)`},
	{name: "duplicate names in different alternatives (MightBothParticipate is false)", pattern: `^(?:(?<d>a)|(?<d>b))$`, valid: true,
		match: []string{"a", "b"}, noMatch: []string{"ab"}},
	{name: "duplicate names in the same alternative", pattern: `(?<d>a)(?<d>b)`},
	{name: "duplicate name after an alternation that defined it", pattern: `(?:(?<d>a)|b)(?<d>c)`},
	{name: "duplicate names in sibling alternatives of a nested disjunction", pattern: `(?<d>a)|(?:x|(?<d>b))`, valid: true,
		match: []string{"a", "x", "b"}},
}

func TestSpecCases(t *testing.T) {
	for _, c := range specCases {
		t.Run(c.name, func(t *testing.T) {
			out, err := Translate(c.pattern, c.ignoreCase)
			var e *Error
			if err != nil && !errors.As(err, &e) {
				t.Fatalf("error %T is not *Error", err)
			}
			switch {
			case !c.valid:
				if err == nil || strings.Contains(e.Msg, "not supported") {
					t.Fatalf("Translate(%q) = %q, %v; want a syntax error", c.pattern, out, err)
				}
				return
			case c.refused != "":
				if err == nil || !strings.Contains(e.Msg, "not supported") || !strings.Contains(e.Msg, c.refused) {
					t.Fatalf("Translate(%q) = %q, %v; want a refusal naming %q", c.pattern, out, err, c.refused)
				}
				return
			case err != nil:
				t.Fatalf("Translate(%q): %v", c.pattern, err)
			}
			re := regexp.MustCompile(out)
			for _, s := range c.match {
				if !re.MatchString(s) {
					t.Errorf("%q (RE2 %q) does not match %q", c.pattern, out, s)
				}
			}
			for _, s := range c.noMatch {
				if re.MatchString(s) {
					t.Errorf("%q (RE2 %q) matches %q", c.pattern, out, s)
				}
			}
		})
	}
}
