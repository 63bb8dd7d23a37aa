package whatwgurl

import (
	"errors"
	"strings"
	"testing"
	"unicode"
)

// TestValidationErrorHints checks that every validation error has a name
// and a hint, and that the hints read as the end of a sentence in an error
// message: lower case first, no final period, no line break, no link.
func TestValidationErrorHints(t *testing.T) {
	if len(validationErrorHints) != len(validationErrorNames) {
		t.Fatalf("%d hints for %d names", len(validationErrorHints), len(validationErrorNames))
	}
	if last := FileInvalidWindowsDriveLetterHost; int(last) != len(validationErrorNames)-1 {
		t.Fatalf("the last constant is %d, the names table ends at %d", last, len(validationErrorNames)-1)
	}
	seen := map[string]ValidationError{}
	for e := ValidationError(1); int(e) < len(validationErrorNames); e++ {
		name, hint := validationErrorNames[e], validationErrorHints[e]
		if name == "" || hint == "" {
			t.Errorf("ValidationError(%d): name %q, hint %q; want both", e, name, hint)
			continue
		}
		if e.Error() != name {
			t.Errorf("%s: Error() = %q, want the bare name", name, e.Error())
		}
		if first := []rune(hint)[0]; !unicode.IsLower(first) {
			t.Errorf("%s: hint %q does not start with a lower-case letter", name, hint)
		}
		if strings.HasSuffix(hint, ".") || strings.ContainsAny(hint, "\n\r\t") || strings.Contains(hint, "://") {
			t.Errorf("%s: hint %q ends with '.', has a line break or a link", name, hint)
		}
		if other, ok := seen[hint]; ok {
			t.Errorf("%s and %s share the hint %q", name, other, hint)
		}
		seen[hint] = e
	}
	if got := ValidationError(0).hint(); got != "" {
		t.Errorf("ValidationError(0).hint() = %q", got)
	}
	if got := ValidationError(200).hint(); got != "" {
		t.Errorf("ValidationError(200).hint() = %q", got)
	}
}

// TestErrorMessages checks the whole message of failures: the standard's
// name, then its hint; reasons that are not validation errors get no hint.
// errors.Is and errors.As see the ValidationError, whose own Error stays
// the bare name.
func TestErrorMessages(t *testing.T) {
	tooLong := Parser{MaxLength: 10}
	tests := []struct {
		name string
		run  func() error
		is   error
		want string
	}{
		{
			name: "no scheme",
			run:  func() error { _, err := Parse("example.com"); return err },
			is:   MissingSchemeNonRelativeURL,
			want: `whatwgurl: parse "example.com": missing-scheme-non-relative-URL: no scheme, and no base URL it could be relative to`,
		},
		{
			name: "space in a host",
			run:  func() error { _, err := Parse("https://exa mple.com/"); return err },
			is:   DomainToASCIIError,
			want: `whatwgurl: parse "https://exa mple.com/": domain-to-ASCII: the host is not a valid domain: a character such as a space, or a label that IDNA rejects`,
		},
		{
			name: "IPv6 zone",
			run:  func() error { _, err := Parse("http://[fe80::1%25eth0]/"); return err },
			is:   IPv6InvalidCodePoint,
			want: `whatwgurl: parse "http://[fe80::1%25eth0]/": IPv6-invalid-code-point: the IPv6 address holds a character that is not a hex digit or ':' (a zone such as %eth0 is not allowed), or ends early`,
		},
		{
			name: "opaque host",
			run:  func() error { _, err := ParseOpaqueHost("a<b"); return err },
			is:   HostInvalidCodePoint,
			want: `whatwgurl: parse opaque host "a<b": host-invalid-code-point: the host holds a character no host can hold, such as a space, '<', '^' or '|'`,
		},
		{
			name: "port setter",
			run:  func() error { u := MustParse("https://example.com/"); return u.SetPort("70000") },
			is:   PortOutOfRange,
			want: `whatwgurl: set port "70000": port-out-of-range: the port is above 65535`,
		},
		{
			name: "ignored by a setter",
			run:  func() error { u := MustParse("https://example.com/"); return u.SetProtocol("foo") },
			is:   ErrIgnored,
			want: `whatwgurl: set protocol "foo": value ignored by the URL Standard's setter`,
		},
		{
			name: "too long",
			run:  func() error { _, err := tooLong.Parse("https://example.com/"); return err },
			is:   ErrTooLong,
			want: `whatwgurl: parse "https://example.com/": URL too long`,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.run()
			if err == nil || err.Error() != tt.want {
				t.Fatalf("error %v,\nwant %s", err, tt.want)
			}
			if !errors.Is(err, tt.is) {
				t.Errorf("errors.Is(err, %v) is false", tt.is)
			}
			var v ValidationError
			if errors.As(err, &v) {
				if v != tt.is || v.Error() != validationErrorNames[v] {
					t.Errorf("errors.As gives %d with Error() %q", v, v.Error())
				}
			} else if _, ok := tt.is.(ValidationError); ok {
				t.Errorf("errors.As(err, *ValidationError) is false")
			}
		})
	}
}
