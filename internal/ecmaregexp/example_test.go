package ecmaregexp_test

import (
	"fmt"
	"regexp"

	"github.com/webstd/whatwgurl/internal/ecmaregexp"
)

// Translate a URLPattern-style custom group with a v-flag set operation,
// then match with Go's regexp.
func ExampleTranslate() {
	src, err := ecmaregexp.Translate(`^[\w--\d]+$`, false)
	if err != nil {
		panic(err)
	}
	re := regexp.MustCompile(src)
	fmt.Println(src)
	fmt.Println(re.MatchString("users"), re.MatchString("user1"))
	// Output:
	// \A[A-Z_a-z]+\z
	// true false
}

// What ECMAScript rejects is a syntax error; what it accepts but RE2 cannot
// run is refused, naming the feature.
func ExampleTranslate_errors() {
	_, err := ecmaregexp.Translate(`[a-z-]`, false)
	fmt.Println(err)
	_, err = ecmaregexp.Translate(`(\d+)-\1`, false)
	fmt.Println(err)
	// Output:
	// ecmaregexp: '-' must be escaped in a class with the v flag at offset 4
	// ecmaregexp: not supported: backreference \1 (RE2 has no backreferences: that is the price of linear-time matching) at offset 6
}

// With ignoreCase, classes are closed under Unicode simple case folding as
// ECMAScript's i flag with v does it: \w also takes U+017F and U+212A.
func ExampleTranslate_ignoreCase() {
	src, _ := ecmaregexp.Translate(`^\w$`, true)
	re := regexp.MustCompile(src)
	fmt.Println(re.MatchString("\u017f"), re.MatchString("\u212a"), re.MatchString("-"))
	// Output:
	// true true false
}
