package urlpattern

import (
	"fmt"
	"strconv"
)

// Error is why a pattern could not be constructed (the standard's
// TypeError): what is wrong, and where.
type Error struct {
	// Component is the component whose pattern string is wrong
	// ("protocol", ..., "hash"), "baseURL", or "" for the constructor
	// string as a whole.
	Component string
	// Input is the string Offset is in: the component's pattern string,
	// or the constructor string.
	Input string
	// Offset is the byte offset in Input of what is wrong, or -1 when
	// the whole of Input is.
	Offset int
	// Msg says what is wrong.
	Msg string
	// Err is the error behind Msg, if any: a URL parser's error for a
	// component that does not canonicalize, or the regular expression's.
	Err error
}

// Error returns a message naming the component, the offset and the
// problem.
func (e *Error) Error() string {
	s := "urlpattern: "
	if e.Component != "" {
		s += e.Component + " "
	}
	s += strconv.Quote(e.Input)
	if e.Offset >= 0 {
		s += fmt.Sprintf(" at offset %d", e.Offset)
	}
	s += ": " + e.Msg
	if e.Err != nil {
		s += ": " + e.Err.Error()
	}
	return s
}

// Unwrap returns Err.
func (e *Error) Unwrap() error { return e.Err }

// withComponent fills in the component and its pattern string of an
// *Error raised while compiling it.
func withComponent(err error, component, input string) error {
	if e, ok := err.(*Error); ok && e.Component == "" {
		e.Component = component
		if e.Input == "" {
			e.Input = input
		}
	}
	return err
}
