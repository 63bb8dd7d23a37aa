package htmlenc

import (
	"strings"
	"testing"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/htmlindex"
	"golang.org/x/text/encoding/japanese"
	"golang.org/x/text/encoding/unicode"

	"github.com/webstd/whatwgurl/internal/enctest"
	"github.com/webstd/whatwgurl/internal/legacy"
)

// Every label of the Encoding Standard gives its encoding (checked by
// htmlindex's name for it), with ASCII whitespace around it and in upper
// case too; every encoding whose output encoding is not UTF-8 gets one of
// the standard's encoders, and the others none.
func TestLookupEncodingLabels(t *testing.T) {
	n := 0
	for name, labels := range enctest.Labels {
		for _, label := range labels {
			n++
			for _, variant := range []string{label, strings.ToUpper(label), " \t\n\f\r" + label + "\r\n"} {
				enc, err := LookupEncoding(variant)
				if err != nil {
					t.Errorf("LookupEncoding(%q): %v", variant, err)
					continue
				}
				got, err := htmlindex.Name(enc)
				if err != nil || got != strings.ToLower(name) {
					t.Errorf("LookupEncoding(%q) = %v (%q, %v), want %s", variant, enc, got, err, name)
				}
				if _, ok := legacy.NewEncoder(enc); ok == enctest.OutputIsUTF8(name) {
					t.Errorf("LookupEncoding(%q) = %v: has an Encoding Standard encoder %v, want %v", variant, enc, ok, !ok)
				}
			}
		}
	}
	if n != 228 {
		t.Errorf("%d labels in the table, want 228", n)
	}
}

// The values are x/text's own, so they compare equal to the x/text
// package variables.
func TestLookupEncodingValues(t *testing.T) {
	tests := []struct {
		label string
		want  encoding.Encoding
	}{
		{" Shift_JIS ", japanese.ShiftJIS},
		{"latin1", charmap.Windows1252},
		{"x-user-defined", charmap.XUserDefined},
		{"utf-8", unicode.UTF8},
		{"replacement", encoding.Replacement},
		{"hz-gb-2312", encoding.Replacement},
		{"utf-16", unicode.UTF16(unicode.LittleEndian, unicode.IgnoreBOM)},
	}
	for _, tt := range tests {
		if got, err := LookupEncoding(tt.label); err != nil || got != tt.want {
			t.Errorf("LookupEncoding(%q) = %v, %v; want %v", tt.label, got, err, tt.want)
		}
	}
}

func TestLookupEncodingFailure(t *testing.T) {
	for _, label := range []string{
		"", " ", "utf-9", "x-foo", "utf-8 x", "\vutf-8", "utf-8\v", "\u00a0utf-8", "utf-8\u0085",
		"\u212aoi8-r", // KELVIN SIGN lowercases to 'k' in Unicode, not in ASCII
		"utf\x00-8", "iso-8859-1\x00",
	} {
		if enc, err := LookupEncoding(label); err == nil {
			t.Errorf("LookupEncoding(%q) = %v, want an error", label, enc)
		}
	}
}
