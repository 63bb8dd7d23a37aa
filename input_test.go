package whatwgurl

import "testing"

// Expected values follow the Encoding Standard's UTF-8 decoder
// (https://encoding.spec.whatwg.org/#utf-8-decoder): one U+FFFD per maximal
// subpart of an ill-formed sequence.
func TestToScalarValues(t *testing.T) {
	const r = "\uFFFD"
	tests := []struct{ name, in, want string }{
		{"valid", "a\u00e9\U0001F600", "a\u00e9\U0001F600"},
		{"lone continuation", "a\x80b", "a" + r + "b"},
		{"two bad bytes", "\xFF\xFF", r + r},
		{"truncated three-byte", "\xE2\x82", r},
		{"truncated three-byte then ASCII", "\xE2\x82a", r + "a"},
		{"truncated four-byte", "\xF0\x9F\x98", r},
		{"overlong two-byte lead", "\xC0\xAF", r + r},
		{"E0 needs A0..BF", "\xE0\x80\x80", r + r + r},
		{"surrogate ED A0", "\xED\xA0\x80", r + r + r},
		{"F4 above U+10FFFF", "\xF4\x90\x80\x80", r + r + r + r},
		{"F5 lead", "\xF5\x80", r + r},
		{"lead then lead", "\xE2\xE2\x82\xAC", r + "\u20AC"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := toScalarValues(tt.in); got != tt.want {
				t.Errorf("toScalarValues(%q) = %q, want %q", tt.in, got, tt.want)
			}
		})
	}
}

func TestInvalidUTF8InURL(t *testing.T) {
	// A truncated sequence in a path is one U+FFFD, percent-encoded.
	u, err := Parse("https://example.com/\xE2\x82/x")
	if err != nil {
		t.Fatal(err)
	}
	if got, want := u.Pathname(), "/%EF%BF%BD/x"; got != want {
		t.Errorf("Pathname() = %q, want %q", got, want)
	}
	// In a domain it makes the domain parser fail (U+FFFD is disallowed).
	if _, err := Parse("https://exa\xFFmple.com/"); err == nil {
		t.Error("Parse with an invalid byte in the host succeeded")
	}
}
