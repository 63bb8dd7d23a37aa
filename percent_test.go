package whatwgurl

import (
	"strings"
	"testing"
)

func TestEncodeSets(t *testing.T) {
	for _, s := range specSets {
		for b := 0; b < 256; b++ {
			if got, want := inSet(byte(b), s.set), s.in(byte(b)); got != want {
				t.Errorf("%s set: byte %#02x in set = %v, want %v", s.name, b, got, want)
			}
		}
	}
}

func TestFormSetIsEverythingButFive(t *testing.T) {
	// The standard's note: the form set contains all code points except
	// the ASCII alphanumerics, '*', '-', '.' and '_'.
	for b := 0; b < 256; b++ {
		c := byte(b)
		keep := isASCIIAlpha(c) || isASCIIDigit(c) || strings.IndexByte("*-._", c) >= 0
		if inSet(c, FormSet) == keep {
			t.Errorf("byte %#02x: in form set = %v", b, !keep)
		}
	}
}

func TestPercentEncode(t *testing.T) {
	// Examples from the table in https://url.spec.whatwg.org/#percent-encoded-bytes
	// and from encodeURIComponent, which the component set matches.
	tests := []struct {
		in   string
		set  EncodeSet
		want string
	}{
		{"\u2261", UserinfoSet, "%E2%89%A1"},
		{"\u203D", UserinfoSet, "%E2%80%BD"},
		{"Say what\u203D", UserinfoSet, "Say%20what%E2%80%BD"},
		{"a b&c=d/e?f#g", ComponentSet, "a%20b%26c%3Dd%2Fe%3Ff%23g"},
		{"100%", ComponentSet, "100%25"},
		{"100%", PathSet, "100%"},
		{"~!*()'", ComponentSet, "~!*()'"},
		{"~!*()'", FormSet, "%7E%21*%28%29%27"},
		{"\x7F", C0ControlSet, "%7F"},
		{"\xFF", C0ControlSet, "%EF%BF%BD"}, // invalid UTF-8 is U+FFFD first
		{"plain", QuerySet, "plain"},
	}
	for _, tt := range tests {
		if got := PercentEncode(tt.in, tt.set); got != tt.want {
			t.Errorf("PercentEncode(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestPercentDecode(t *testing.T) {
	tests := []struct{ in, want string }{
		{"%25%s%1G", "%%s%1G"}, // the standard's example
		{"\u203D%25%2E", "\u203D%."},
		{"%", "%"},
		{"%4", "%4"},
		{"%41%42", "AB"},
		{"%e2%89%a1", "\u2261"},
		{"%FF", "\xFF"}, // bytes, not necessarily UTF-8
		{"a+b", "a+b"},  // '+' stays: that is the form decoder's business
	}
	for _, tt := range tests {
		if got := PercentDecode(tt.in); got != tt.want {
			t.Errorf("PercentDecode(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
