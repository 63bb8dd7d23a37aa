package whatwgurl_test

import (
	"errors"
	"fmt"
	"strings"

	"github.com/webstd/whatwgurl"
)

// Every validation error the parser signals, with the byte offset in the
// input of the code point it is about.
func ExampleParser_OnValidationError() {
	input := `https:\\evil.example\x`
	p := whatwgurl.Parser{OnValidationError: func(err whatwgurl.ValidationError, offset int) {
		fmt.Printf("%-2d %v\n", offset, err)
	}}
	u, err := p.Parse(input)
	fmt.Println(u, err)
	// Output:
	// 6  special-scheme-missing-following-solidus
	// 6  special-scheme-missing-following-solidus
	// 7  special-scheme-missing-following-solidus
	// 20 invalid-reverse-solidus
	// https://evil.example/x <nil>
}

// The parser fails with the last error it reports.
func ExampleParser_OnValidationError_failure() {
	p := whatwgurl.Parser{OnValidationError: func(err whatwgurl.ValidationError, offset int) {
		fmt.Println(offset, err)
	}}
	_, err := p.Parse("https://user@[::1")
	fmt.Println(err != nil)
	// Output:
	// 12 invalid-credentials
	// 13 IPv6-unclosed
	// true
}

func ExampleIsValidURLString() {
	for _, s := range []string{
		"https://example.com/a?b#c",
		"https://EXAMPLE.com:0443/./a",
		"https://user@example.com/",
		"https://example.com/a b",
		"https://1.2.3/",
	} {
		fmt.Println(whatwgurl.IsValidURLString(s), s)
	}
	// Output:
	// true https://example.com/a?b#c
	// true https://EXAMPLE.com:0443/./a
	// false https://user@example.com/
	// false https://example.com/a b
	// false https://1.2.3/
}

// With a base URL, relative-URL strings are valid too.
func ExampleParser_IsValidURLString() {
	p := whatwgurl.Parser{Base: whatwgurl.MustParse("https://example.com/docs/")}
	fmt.Println(p.IsValidURLString("../img/logo.png"))
	fmt.Println(p.IsValidURLString("//cdn.example/x.js"))
	fmt.Println(p.IsValidURLString(`..\img`))
	// Output:
	// true
	// true
	// false
}

// The Parser's setters report the parser's errors at offsets in the value.
func ExampleParser_SetHost() {
	u := whatwgurl.MustParse("https://example.com/")
	p := whatwgurl.Parser{OnValidationError: func(err whatwgurl.ValidationError, offset int) {
		fmt.Println(offset, err)
	}}
	err := p.SetHost(&u, "[::01]:8080")
	fmt.Println(u, err)
	// Output:
	// 3 IPv6-piece-leading-zero
	// https://[::1]:8080/ <nil>
}

// The Parser's SetHostname reports the host parser's errors at offsets in
// the value, and keeps the href within MaxLength.
func ExampleParser_SetHostname() {
	u := whatwgurl.MustParse("https://example.com/")
	p := whatwgurl.Parser{MaxLength: 40, OnValidationError: func(err whatwgurl.ValidationError, offset int) {
		fmt.Println(offset, err)
	}}
	err := p.SetHostname(&u, "192.168.0.010")
	fmt.Println(u, err)
	err = p.SetHostname(&u, strings.Repeat("a", 30)+".example")
	fmt.Println(u, errors.Is(err, whatwgurl.ErrTooLong))
	// Output:
	// 10 IPv4-non-decimal-part
	// https://192.168.0.8/ <nil>
	// https://192.168.0.8/ true
}
