package urlpattern

import (
	"errors"
	"testing"
)

// TestCanonicalizationErrorOffset: a pattern whose fixed text an encoding
// callback rejects fails with the offset, in the component's pattern
// string, of the piece of text the standard passes to the callback: the
// pending fixed value ("maybe add a part from the pending fixed value":
// "Let encoded value be the result of running parser's encoding callback
// given parser's pending fixed value"), or a part's prefix or suffix ("add
// a part": "Let encoded prefix/suffix be the result of running parser's
// encoding callback given prefix/suffix"); for "canonicalize an IPv6
// hostname", which rejects one code point, that code point's offset. The
// offsets are those of the pattern strings below, counted by hand.
func TestCanonicalizationErrorOffset(t *testing.T) {
	for _, c := range []struct {
		init      Init
		component string
		input     string
		offset    int
	}{
		// The pending fixed value "a b": a space is a forbidden host
		// code point (URL Standard, host parsing).
		{Init{Hostname: ptr("a b")}, "hostname", "a b", 0},
		// After the fixed text "x.", a '{...}?' group whose prefix is
		// "a b", at offset 3.
		{Init{Hostname: ptr("x.{a b}?.com")}, "hostname", "x.{a b}?.com", 3},
		// The suffix " b" of the group "{a:x b}", at offset 4.
		{Init{Hostname: ptr("{a:x b}")}, "hostname", "{a:x b}", 4},
		// The pending fixed value ".e x" after the group ":h".
		{Init{Hostname: ptr(":h.e x")}, "hostname", ":h.e x", 2},
		// An escaped space: the pending fixed value "a b" starts at 0.
		{Init{Hostname: ptr(`a\ b`)}, "hostname", `a\ b`, 0},
		// An IPv6 hostname pattern ("[" first): the 'x' of "[::1x]",
		// written with escaped colons, is at offset 6.
		{Init{Hostname: ptr(`[\:\:1x]`)}, "hostname", `[\:\:1x]`, 6},
		// A space is not a scheme code point.
		{Init{Protocol: ptr("ht tp")}, "protocol", "ht tp", 0},
		// The port "x" after the group ":p(\\d+)", at offset 7.
		{Init{Port: ptr(`:p(\d+)x`)}, "port", `:p(\d+)x`, 7},
	} {
		_, err := NewFromInit(c.init, Options{})
		var e *Error
		if !errors.As(err, &e) {
			t.Errorf("NewFromInit(%s): error %v, want an *Error", c.input, err)
			continue
		}
		if e.Component != c.component || e.Input != c.input || e.Offset != c.offset {
			t.Errorf("NewFromInit(%s): error in %s %q at offset %d, want %s %q at offset %d (%v)",
				c.input, e.Component, e.Input, e.Offset, c.component, c.input, c.offset, err)
		}
	}
	// Through the constructor string: the hostname component's pattern
	// string is "a b.com", the piece of text the whole of it.
	_, err := New("https://a b.com/x", "", Options{})
	var e *Error
	if !errors.As(err, &e) || e.Component != "hostname" || e.Input != "a b.com" || e.Offset != 0 {
		t.Errorf(`New("https://a b.com/x"): %v, want an error in hostname "a b.com" at offset 0`, err)
	}
}
