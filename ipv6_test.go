package whatwgurl

import "testing"

// Expected values follow https://url.spec.whatwg.org/#concept-ipv6-parser
// and the serializer's compression rule (the first longest run of two or
// more zero pieces becomes "::").

func TestIPv6(t *testing.T) {
	tests := []struct {
		name string
		in   string
		want string
		err  ValidationError
	}{
		{name: "loopback", in: "::1", want: "::1"},
		{name: "all zero", in: "::", want: "::"},
		{name: "expanded loopback", in: "0:0:0:0:0:0:0:1", want: "::1"},
		{name: "upper case hex", in: "2001:DB8::1", want: "2001:db8::1"},
		{name: "leading zeros dropped", in: "2001:0db8:0000:0000:0000:0000:0000:0001", want: "2001:db8::1"},
		{name: "single zero piece not compressed", in: "1:0:1:1:1:1:1:1", want: "1:0:1:1:1:1:1:1"},
		{name: "first longest run", in: "1:0:0:1:0:0:1:1", want: "1::1:0:0:1:1"},
		{name: "longer second run", in: "1:0:0:1:0:0:0:1", want: "1:0:0:1::1"},
		{name: "trailing run", in: "1:2:3:4:5::", want: "1:2:3:4:5::"},
		{name: "spec example", in: "0:f:0:0:f:f:0:0", want: "0:f::f:f:0:0"},
		{name: "embedded IPv4", in: "::ffff:1.2.3.4", want: "::ffff:102:304"},
		{name: "embedded IPv4 after six pieces", in: "1:2:3:4:5:6:1.2.3.4", want: "1:2:3:4:5:6:102:304"},
		{name: "leading single colon", in: ":1", err: IPv6InvalidCompression},
		{name: "nine pieces", in: "1:2:3:4:5:6:7:8:9", err: IPv6TooManyPieces},
		{name: "two compressions", in: "1::1::1", err: IPv6MultipleCompression},
		{name: "bad code point", in: "1:2:3!:4", err: IPv6InvalidCodePoint},
		{name: "trailing colon", in: "1:2:3:", err: IPv6InvalidCodePoint},
		{name: "too few pieces", in: "1:2:3", err: IPv6TooFewPieces},
		{name: "five hex digits", in: "12345::", err: IPv6InvalidCodePoint},
		{name: "zone", in: "fe80::1%eth0", err: IPv6InvalidCodePoint},
		{name: "IPv4 after seven pieces", in: "1:1:1:1:1:1:1:127.0.0.1", err: IPv4InIPv6TooManyPieces},
		{name: "IPv4 empty part", in: "ffff::.0.0.1", err: IPv4InIPv6InvalidCodePoint},
		{name: "IPv4 leading zero", in: "ffff::127.00.0.1", err: IPv4InIPv6InvalidCodePoint},
		{name: "IPv4 five parts", in: "ffff::127.0.0.1.2", err: IPv4InIPv6InvalidCodePoint},
		{name: "IPv4 part above 255", in: "ffff::127.0.0.4000", err: IPv4InIPv6OutOfRangePart},
		{name: "IPv4 three parts", in: "ffff::127.0.0", err: IPv4InIPv6TooFewParts},
		{name: "IPv4 hex part", in: "ffff::127.0xyz", err: IPv4InIPv6InvalidCodePoint},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			address, err := parseIPv6(tt.in, noReport)
			if err != tt.err {
				t.Fatalf("parseIPv6(%q) error %v, want %v", tt.in, err, tt.err)
			}
			if err != 0 {
				return
			}
			if got := string(appendIPv6(nil, &address)); got != tt.want {
				t.Errorf("parseIPv6(%q) serializes as %s, want %s", tt.in, got, tt.want)
			}
		})
	}
}

func TestIPv6PieceLeadingZeroIsNotFatal(t *testing.T) {
	var got []ValidationError
	rep := reporter{fn: func(e ValidationError, _ int) { got = append(got, e) }}
	address, err := parseIPv6("::01", rep)
	if err != 0 || string(appendIPv6(nil, &address)) != "::1" {
		t.Fatalf("parseIPv6(\"::01\") = %v, %v", address, err)
	}
	if len(got) != 1 || got[0] != IPv6PieceLeadingZero {
		t.Errorf("reported %v, want [IPv6-piece-leading-zero]", got)
	}
}

func TestIPv6CompressedPieceIndex(t *testing.T) {
	tests := []struct {
		address [8]uint16
		want    int
	}{
		{[8]uint16{1, 2, 3, 4, 5, 6, 7, 8}, -1},
		{[8]uint16{1, 0, 3, 4, 5, 6, 7, 8}, -1},
		{[8]uint16{0, 0, 3, 4, 5, 6, 7, 8}, 0},
		{[8]uint16{0, 0xf, 0, 0, 0xf, 0xf, 0, 0}, 2},
		{[8]uint16{1, 0, 0, 1, 0, 0, 0, 1}, 4},
		{[8]uint16{}, 0},
	}
	for _, tt := range tests {
		if got := ipv6CompressedPieceIndex(&tt.address); got != tt.want {
			t.Errorf("ipv6CompressedPieceIndex(%v) = %d, want %d", tt.address, got, tt.want)
		}
	}
}
