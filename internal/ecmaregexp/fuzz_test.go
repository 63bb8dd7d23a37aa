package ecmaregexp

import (
	"encoding/json"
	"errors"
	"os"
	"regexp"
	"strings"
	"testing"
)

// FuzzTranslate checks that Translate never panics, that its errors are
// *Error with an offset inside the pattern, and that whatever it accepts
// Go's regexp compiles.
func FuzzTranslate(f *testing.F) {
	if data, err := os.ReadFile("testdata/v8_answers.json"); err == nil {
		var answers v8Answers
		if json.Unmarshal(data, &answers) == nil {
			for _, c := range answers.Cases {
				f.Add(c.Pattern, c.IgnoreCase)
			}
		}
	}
	for _, c := range specCases {
		f.Add(c.pattern, c.ignoreCase)
	}
	f.Fuzz(func(t *testing.T, pattern string, ignoreCase bool) {
		// ECMAScript's grammar and early errors do not depend on the i
		// flag: whether a pattern is a syntax error must not either.
		_, errOther := Translate(pattern, !ignoreCase)
		out, err := Translate(pattern, ignoreCase)
		if isSyntaxError(err) != isSyntaxError(errOther) {
			t.Fatalf("Translate(%q): ignoreCase %v gives %v, %v gives %v", pattern, ignoreCase, err, !ignoreCase, errOther)
		}
		if err != nil {
			var e *Error
			if !errors.As(err, &e) {
				t.Fatalf("Translate(%q): error %T is not *Error", pattern, err)
			}
			if e.Offset < 0 || e.Offset > len(pattern) || e.Msg == "" {
				t.Fatalf("Translate(%q): bad error %+v", pattern, e)
			}
			return
		}
		if _, err := regexp.Compile(out); err != nil {
			t.Fatalf("Translate(%q) = %q, which regexp.Compile rejects: %v", pattern, out, err)
		}
	})
}

// hostileShapes are pattern shapes that stress the translator: deep
// nesting, long unions, set operations, many names, large property sets.
var hostileShapes = []struct {
	name       string
	unit, tail string
	ignoreCase bool
}{
	{name: "open groups", unit: "("},
	{name: "open classes", unit: "["},
	{name: "alternatives", unit: "a|"},
	{name: "class of single chars", unit: "\\u{1F600}b", tail: "]"},
	{name: "class strings", unit: "ab|", tail: "}]"},
	{name: "intersections", unit: "&&[\\w]", tail: "]"},
	{name: "property union", unit: "\\p{L}", tail: "]", ignoreCase: true},
	{name: "named groups", unit: "(?<n>x)|"},
	{name: "nullable loops", unit: "(?:a?b?)*"},
	{name: "folded literals", unit: "k\\u017f", ignoreCase: true},
}

// BenchmarkTranslateHostile translates each hostile shape at two sizes
// (n and 4n units): the time per byte should stay about the same.
func BenchmarkTranslateHostile(b *testing.B) {
	for _, s := range hostileShapes {
		for _, n := range []int{500, 2000} {
			pattern := strings.Repeat(s.unit, n) + s.tail
			switch s.name {
			case "class of single chars", "property union":
				pattern = "[" + pattern
			case "intersections":
				pattern = "[\\w" + pattern
			case "class strings":
				pattern = "[\\q{" + pattern
			}
			b.Run(s.name+"/n="+itoa(n), func(b *testing.B) {
				b.SetBytes(int64(len(pattern)))
				b.ReportAllocs()
				for i := 0; i < b.N; i++ {
					_, _ = Translate(pattern, s.ignoreCase)
				}
			})
		}
	}
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	var b []byte
	for ; n > 0; n /= 10 {
		b = append([]byte{byte('0' + n%10)}, b...)
	}
	return string(b)
}

// typicalPatterns are regular expressions of the shapes URLPattern
// generates (ECMAScript's v flag) for a few routes.
var typicalPatterns = []string{
	`^(?:\/users\/([^\/]+?))$`,
	`^(?:\/api\/(v\d+)\/items\/(\d+))$`,
	`^((?:[^\.]+?)\.)?example\.com$`,
	`^(?:\/files(?:\/(.*))?)$`,
	`^(?:\/([\w--\d]+)\/([\p{L}\p{N}]+))$`,
}

// BenchmarkTranslate translates URLPattern-like patterns, with and without
// ignoreCase.
func BenchmarkTranslate(b *testing.B) {
	for _, ic := range []bool{false, true} {
		name := "case=exact"
		if ic {
			name = "case=ignore"
		}
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				for _, p := range typicalPatterns {
					if _, err := Translate(p, ic); err != nil {
						b.Fatal(err)
					}
				}
			}
		})
	}
}

// isSyntaxError reports whether err says the pattern is not ECMAScript (as
// opposed to valid but not supported).
func isSyntaxError(err error) bool {
	var e *Error
	return errors.As(err, &e) && !strings.HasPrefix(e.Msg, "not supported")
}
