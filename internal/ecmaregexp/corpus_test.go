package ecmaregexp

import (
	"encoding/json"
	"errors"
	"os"
	"regexp"
	"strings"
	"testing"
	"unicode"
)

// v8Answers is testdata/v8_answers.json: patterns and subjects written by
// hand, with the answers of a real ECMAScript engine (its "engine" field
// names V8 and Node.js versions; testdata/gen_v8_answers.js produced it).
type v8Answers struct {
	Engine string `json:"engine"`
	Cases  []struct {
		Pattern    string `json:"pattern"`
		IgnoreCase bool   `json:"ignoreCase"`
		Valid      bool   `json:"valid"`
		Error      string `json:"error"`
		Refused    bool   `json:"refused"`
		Subjects   []struct {
			S     string    `json:"s"`
			Match []*string `json:"match"` // nil: no match; a nil element: a group that took no part
		} `json:"subjects"`
	} `json:"cases"`
}

// v8AllCharsBug is the reason for the entries of the random corpus that
// meet V8 11.3's bug with repeated [^].
const v8AllCharsBug = "V8 11.3 bug: a repeated class of every code point with the v flag"

// corpusKnownDifferences lists corpus entries where this package differs
// from the engine, with the reason. An entry that starts to agree fails the
// test, so the list stays true.
var corpusKnownDifferences = map[string]string{
	// ECMAScript 2025, 22.2.2.9 CompileToCharSet: with the v and i flags a
	// ClassSetCharacter, \w and \p{…} are each case-folded
	// (MaybeSimpleCaseFolding) before the set operation, so "A" removes "a"
	// from \p{Lu}'s folded set and "s" removes "s", "S" and U+017F from
	// \w's. V8 11.3 subtracts before folding. regexpu-core 6.5.4, which
	// implements the v flag from the specification text, answers as this
	// package does (a, A: no match; B: match; s, S, U+017F: no match; t: match).
	`^[\p{Lu}--A]$ (i)`: "V8 11.3 case-folds class set operands after --, ECMAScript before",
	`^[\w--s]$ (i)`:     "V8 11.3 case-folds class set operands after --, ECMAScript before",
	// V8 11.3 repeats a class of every code point wrongly with the v flag:
	// /[^]{2}/v.exec("ab") is "a" (with the u flag, and without flags, "ab",
	// as RepeatMatcher requires), and /[^]?/v.exec("1") is "".
	`.[^]?`:                    v8AllCharsBug,
	`[^]+[^]{1,}[^]{2}`:        v8AllCharsBug,
	`[^]{2}\W{2}\w`:            v8AllCharsBug,
	`[^[s]]\s*[^]{1,}(?:a|)`:   v8AllCharsBug,
	` *?[a-z]*1[^]{1,} (i)`:    v8AllCharsBug,
	`.??.+?[^]{1,}A+?|b?? (i)`: v8AllCharsBug,
}

// beforeUnicode16 is true with Go's Unicode 15.0 tables (Go 1.26); V8 here
// uses Unicode 17, as Go 1.27 does.
var beforeUnicode16 = strings.HasPrefix(unicode.Version, "15.")

// newerScripts are the corpus patterns naming scripts of Unicode 16 and 17:
// with older tables they are refused.
var newerScriptPatterns = map[string]bool{`^\p{sc=Garay}$`: true, `^\p{sc=Tols}$`: true, `^[\p{Script=Todhri}a]$`: true}

func init() {
	if beforeUnicode16 {
		// CaseFolding.txt gained "1FD3; S; 0390" in Unicode 16.
		corpusKnownDifferences[`^[\u0390]$ (i)`] = "Unicode 15.0 (Go 1.26) has no simple case folding between U+0390 and U+1FD3; Unicode 17 (V8) has"
	}
}

func TestV8Corpus(t *testing.T) {
	checkV8Corpus(t, "testdata/v8_answers.json", false)
}

// TestV8Random runs the randomly built corpus (testdata/gen_v8_random.js).
// Its patterns carry no "refused" mark: a pattern V8 accepts may be
// refused (with a "not supported" error) or must match as V8 does.
func TestV8Random(t *testing.T) {
	checkV8Corpus(t, "testdata/v8_random.json", true)
}

// checkV8Corpus checks Translate against one file of V8 answers.
// mayRefuse allows a refusal of any valid pattern.
func checkV8Corpus(t *testing.T, file string, mayRefuse bool) {
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	var answers v8Answers
	if err := json.Unmarshal(data, &answers); err != nil {
		t.Fatal(err)
	}
	var valid, invalid, refused, subjects int
	for _, c := range answers.Cases {
		name := c.Pattern
		if c.IgnoreCase {
			name += " (i)"
		}
		failed := false
		fail := func(format string, args ...any) {
			failed = true
			if _, known := corpusKnownDifferences[name]; !known {
				t.Errorf(format, args...)
			}
		}
		out, err := Translate(c.Pattern, c.IgnoreCase)
		var e *Error
		if err != nil && !errors.As(err, &e) {
			t.Fatalf("%q: error %T is not *Error", c.Pattern, err)
		}
		switch {
		case !c.Valid:
			invalid++
			if err == nil {
				fail("%q: %s says %q, Translate accepts it as %q", name, answers.Engine, c.Error, out)
			} else if strings.Contains(e.Msg, "not supported") {
				fail("%q: %s says %q, Translate calls it valid but unsupported: %v", name, answers.Engine, c.Error, err)
			}
		case beforeUnicode16 && newerScriptPatterns[c.Pattern]:
			refused++
			if err == nil || !strings.Contains(e.Msg, "not supported") {
				fail("%q: a script newer than Go's Unicode %s tables, Translate gives %q, %v", name, unicode.Version, out, err)
			}
		case mayRefuse && err != nil && strings.Contains(e.Msg, "not supported"):
			refused++
			t.Logf("refused: %q: %v", name, err)
		case c.Refused:
			refused++
			if err == nil || !strings.Contains(e.Msg, "not supported") {
				fail("%q: valid in %s and expected to be refused, Translate gives %q, %v", name, answers.Engine, out, err)
			}
		case err != nil:
			valid++
			fail("%q: valid in %s, Translate fails: %v", name, answers.Engine, err)
		default:
			valid++
			re, err := regexp.Compile(out)
			if err != nil {
				fail("%q: translation %q does not compile: %v", name, out, err)
				break
			}
			for _, s := range c.Subjects {
				subjects++
				got := re.FindStringSubmatchIndex(s.S)
				if !sameMatch(s.S, got, s.Match) {
					fail("%q (RE2 %.200q) on %q: got %v, %s gives %v", name, out, s.S, showMatch(s.S, got), answers.Engine, showWant(s.Match))
				}
			}
		}
		if _, known := corpusKnownDifferences[name]; known && !failed {
			t.Errorf("%q agrees with %s now: remove it from corpusKnownDifferences", name, answers.Engine)
		}
	}
	t.Logf("%s: %s: %d valid (%d subjects), %d invalid, %d refused; %d known differences",
		file, answers.Engine, valid, subjects, invalid, refused, len(corpusKnownDifferences))
}

// sameMatch compares Go's submatch indexes with exec's array.
func sameMatch(s string, got []int, want []*string) bool {
	if got == nil || want == nil {
		return got == nil && want == nil
	}
	if len(got) != 2*len(want) {
		return false
	}
	for i, w := range want {
		if got[2*i] < 0 {
			if w != nil {
				return false
			}
			continue
		}
		if w == nil || s[got[2*i]:got[2*i+1]] != *w {
			return false
		}
	}
	return true
}

func showMatch(s string, got []int) []string {
	if got == nil {
		return nil
	}
	var out []string
	for i := 0; i < len(got); i += 2 {
		if got[i] < 0 {
			out = append(out, "<undefined>")
		} else {
			out = append(out, s[got[i]:got[i+1]])
		}
	}
	return out
}

func showWant(want []*string) []string {
	if want == nil {
		return nil
	}
	var out []string
	for _, w := range want {
		if w == nil {
			out = append(out, "<undefined>")
		} else {
			out = append(out, *w)
		}
	}
	return out
}
