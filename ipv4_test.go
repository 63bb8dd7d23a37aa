package whatwgurl

import (
	"errors"
	"testing"
)

// Expected values follow the IPv4 number parser and IPv4 parser steps of
// https://url.spec.whatwg.org/#concept-ipv4-parser.

func TestParseIPv4Number(t *testing.T) {
	tests := []struct {
		name       string
		in         string
		want       uint64
		nonDecimal bool
		ok         bool
	}{
		{name: "empty", in: "", ok: false},
		{name: "decimal", in: "127", want: 127, ok: true},
		{name: "zero", in: "0", want: 0, ok: true},
		{name: "octal", in: "0177", want: 127, nonDecimal: true, ok: true},
		{name: "octal prefix only", in: "00", want: 0, nonDecimal: true, ok: true},
		{name: "hex", in: "0x7f", want: 127, nonDecimal: true, ok: true},
		{name: "hex upper X", in: "0X7F", want: 127, nonDecimal: true, ok: true},
		{name: "hex prefix only", in: "0x", want: 0, nonDecimal: true, ok: true},
		{name: "bad octal digit", in: "09", ok: false},
		{name: "bad decimal", in: "1a", ok: false},
		{name: "bad hex", in: "0xg", ok: false},
		{name: "strconv binary prefix is not a number", in: "0b101", ok: false},
		{name: "strconv octal prefix is not a number", in: "0o17", ok: false},
		{name: "strconv underscore is not a number", in: "1_000", ok: false},
		{name: "sign", in: "+1", ok: false},
		{name: "max", in: "4294967295", want: 4294967295, ok: true},
		{name: "huge saturates", in: "99999999999999999999999999", want: ipv4NumberTooBig, ok: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			n, nonDecimal, ok := parseIPv4Number(tt.in)
			if ok != tt.ok || ok && (n != tt.want || nonDecimal != tt.nonDecimal) {
				t.Errorf("parseIPv4Number(%q) = %d, %v, %v; want %d, %v, %v", tt.in, n, nonDecimal, ok, tt.want, tt.nonDecimal, tt.ok)
			}
		})
	}
}

func TestEndsInANumber(t *testing.T) {
	tests := []struct {
		in   string
		want bool
	}{
		{"example.com", false},
		{"1.2.3.4", true},
		{"example.1", true},
		{"example.1.", true},
		{"example.0x", true},
		{"example.0xg", false},
		{"example.09", true}, // caught later by the IPv4 parser
		{"1.2.3.4..", false},
		{"0b101", false},
		{".", false},
	}
	for _, tt := range tests {
		if got := endsInANumber(tt.in); got != tt.want {
			t.Errorf("endsInANumber(%q) = %v, want %v", tt.in, got, tt.want)
		}
	}
}

func TestParseIPv4(t *testing.T) {
	tests := []struct {
		name string
		in   string
		want string
		err  ValidationError
	}{
		{name: "dotted decimal", in: "192.168.0.1", want: "192.168.0.1"},
		{name: "hex and one part", in: "0x7f.1", want: "127.0.0.1"},
		{name: "single number", in: "4294967295", want: "255.255.255.255"},
		{name: "single number too big", in: "4294967296", err: IPv4OutOfRangePart},
		{name: "two parts", in: "127.1", want: "127.0.0.1"},
		{name: "three parts", in: "127.0.1", want: "127.0.0.1"},
		{name: "last part fills the rest", in: "1.65535", want: "1.0.255.255"},
		{name: "last part too big for three bytes", in: "1.16777216", err: IPv4OutOfRangePart},
		{name: "octal parts", in: "0300.0250.0.01", want: "192.168.0.1"},
		{name: "trailing dot", in: "1.2.3.4.", want: "1.2.3.4"},
		{name: "two trailing dots", in: "1.2.3.4..", err: IPv4TooManyParts},
		{name: "five parts", in: "1.2.3.4.5", err: IPv4TooManyParts},
		{name: "non-numeric", in: "1.2.x.4", err: IPv4NonNumericPart},
		{name: "part above 255 before the last", in: "256.1.1.1", err: IPv4OutOfRangePart},
		{name: "last part above 255", in: "1.1.1.256", err: IPv4OutOfRangePart},
		{name: "empty middle part", in: "1..2.3", err: IPv4NonNumericPart},
		{name: "bad octal", in: "09.1.1.1", err: IPv4NonNumericPart},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			v, err := parseIPv4(tt.in, noReport)
			if err != tt.err {
				t.Fatalf("parseIPv4(%q) error %v, want %v", tt.in, err, tt.err)
			}
			if err != 0 {
				return
			}
			if got := string(appendIPv4(nil, v)); got != tt.want {
				t.Errorf("parseIPv4(%q) = %s, want %s", tt.in, got, tt.want)
			}
		})
	}
}

func TestIPv4ValidationErrors(t *testing.T) {
	// The non-fatal errors of the IPv4 parser, as reported to a callback.
	var got []ValidationError
	rep := reporter{fn: func(e ValidationError, _ int) { got = append(got, e) }}
	if _, err := parseIPv4("0x7f.1.", rep); err != 0 {
		t.Fatal(err)
	}
	want := []ValidationError{IPv4EmptyPart, IPv4TooFewParts, IPv4NonDecimalPart}
	if len(got) != len(want) {
		t.Fatalf("reported %v, want %v", got, want)
	}
	for i := range want {
		if !errors.Is(got[i], want[i]) {
			t.Errorf("reported %v, want %v", got, want)
		}
	}
}

// TestEndsInANumberQuick checks endsInANumber's quick answer (the last
// byte) against the checker without it, lastLabelIsANumber, its slow twin.
func TestEndsInANumberQuick(t *testing.T) {
	const alphabet = "a0x9.FXgz-"
	r := newRand(11)
	for range 100000 {
		if d := randomString(r, alphabet, 8); endsInANumber(d) != lastLabelIsANumber(d) {
			t.Fatalf("endsInANumber(%q) = %v, lastLabelIsANumber %v", d, endsInANumber(d), lastLabelIsANumber(d))
		}
	}
}
