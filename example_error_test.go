package whatwgurl_test

import (
	"errors"
	"fmt"

	"github.com/webstd/whatwgurl"
)

func ExampleError() {
	// Every failure is an *Error: the operation, its input as given, and
	// the reason, which for a parse or a setter is a ValidationError,
	// ErrIgnored or ErrTooLong.
	_, err1 := whatwgurl.Parse("https://exa mple.com/")
	mail := whatwgurl.MustParse("mailto:someone@example.com")
	err2 := mail.SetHostname("example.com") // a URL with an opaque path has no host to set
	_, err3 := (&whatwgurl.Parser{MaxLength: 24}).Parse("https://example.com/a/long/path")
	for _, err := range []error{err1, err2, err3} {
		var e *whatwgurl.Error
		if errors.As(err, &e) {
			fmt.Printf("%-13s %-33q %v\n", e.Op, e.Input, e.Unwrap())
		}
	}
	fmt.Println(errors.Is(err2, whatwgurl.ErrIgnored), errors.Is(err3, whatwgurl.ErrTooLong))

	// The message holds all three, and for a validation error a hint in
	// plain words after the standard's name.
	var e *whatwgurl.Error
	errors.As(err1, &e)
	fmt.Println(e.Error())
	// Output:
	// parse         "https://exa mple.com/"           domain-to-ASCII
	// set hostname  "example.com"                     value ignored by the URL Standard's setter
	// parse         "https://example.com/a/long/path" URL too long
	// true true
	// whatwgurl: parse "https://exa mple.com/": domain-to-ASCII: the host is not a valid domain: a character such as a space, or a label that IDNA rejects
}

func ExampleValidationError() {
	// A form field that says why a URL was refused: errors.Is matches one
	// validation error, errors.As gets it, and its Error is the standard's
	// name for it.
	advice := func(input string) string {
		_, err := whatwgurl.Parse(input)
		switch {
		case err == nil:
			return "ok"
		case errors.Is(err, whatwgurl.MissingSchemeNonRelativeURL):
			return "start the URL with https://"
		case errors.Is(err, whatwgurl.PortOutOfRange), errors.Is(err, whatwgurl.PortInvalid):
			return "check the port number"
		}
		var ve whatwgurl.ValidationError
		if errors.As(err, &ve) {
			return "not a URL (" + ve.Error() + ")"
		}
		return err.Error()
	}
	for _, in := range []string{
		"https://example.com/",
		"example.com/about",
		"https://example.com:99999/",
		"https://example.com:8o8o/",
		"https://[::1/",
		"http://1.2.3.4.5/",
	} {
		fmt.Printf("%-28s %s\n", in, advice(in))
	}
	// Output:
	// https://example.com/         ok
	// example.com/about            start the URL with https://
	// https://example.com:99999/   check the port number
	// https://example.com:8o8o/    check the port number
	// https://[::1/                not a URL (IPv6-unclosed)
	// http://1.2.3.4.5/            not a URL (IPv4-too-many-parts)
}
