package whatwgurl

// Slow references: definitions of the URL Standard and the Encoding
// Standard written as plainly as possible, which the tests and fuzz targets
// compare the library's fast code with (net/netip's slow_test.go pattern).
// Each is written from the definition it cites, not from the library's
// code, and each is stated once.

import (
	"fmt"
	"net/netip"
	"slices"
	"strings"
	"unicode/utf16"

	"github.com/webstd/whatwgurl/internal/enctest"
)

// byteClass is a set of bytes.
type byteClass func(c byte) bool

// oneOf is the set of the ASCII bytes of chars.
func oneOf(chars string) byteClass {
	return func(c byte) bool { return c < 0x80 && strings.IndexByte(chars, c) >= 0 }
}

func union(classes ...byteClass) byteClass {
	return func(c byte) bool {
		for _, in := range classes {
			if in(c) {
				return true
			}
		}
		return false
	}
}

// specPercentEncodeSet is a percent-encode set given by the printable ASCII
// code points it adds to the C0 control percent-encode set (C0 controls and
// every code point above U+007E), as a set of bytes: a byte at or above
// 0x80 is always in it, since every byte of a non-ASCII code point's UTF-8
// encoding is.
func specPercentEncodeSet(extra string) byteClass {
	return func(c byte) bool { return c <= 0x1F || c > 0x7E || strings.IndexByte(extra, c) >= 0 }
}

// The percent-encode sets, each spelled out in full from its definition in
// https://url.spec.whatwg.org/#percent-encoded-bytes (not built from the
// one before, so that a slip in the generator's unions shows).
var (
	specC0ControlSet    = specPercentEncodeSet("")
	specFragmentSet     = specPercentEncodeSet(" \"<>`")
	specQuerySet        = specPercentEncodeSet(" \"#<>")
	specSpecialQuerySet = specPercentEncodeSet(" \"#<>'")
	specPathSet         = specPercentEncodeSet(" \"#<>?^`{}")
	specUserinfoSet     = specPercentEncodeSet(" \"#<>?^`{}/:;=@[\\]|")
	specComponentSet    = specPercentEncodeSet(" \"#<>?^`{}/:;=@[\\]|$%&+,")
	specFormSet         = specPercentEncodeSet(" \"#<>?^`{}/:;=@[\\]|$%&+,!'()~")
)

// specSets pairs each EncodeSet with its reference.
var specSets = []struct {
	name string
	set  EncodeSet
	in   byteClass
}{
	{"C0 control", C0ControlSet, specC0ControlSet},
	{"fragment", FragmentSet, specFragmentSet},
	{"query", QuerySet, specQuerySet},
	{"special-query", SpecialQuerySet, specSpecialQuerySet},
	{"path", PathSet, specPathSet},
	{"userinfo", UserinfoSet, specUserinfoSet},
	{"component", ComponentSet, specComponentSet},
	{"application/x-www-form-urlencoded", FormSet, specFormSet},
}

// Code point classes of the Infra and URL Standards.
var (
	// https://infra.spec.whatwg.org/#c0-control
	specC0Control byteClass = func(c byte) bool { return c <= 0x1F }
	// https://infra.spec.whatwg.org/#c0-control-or-space
	specC0ControlOrSpace = union(specC0Control, oneOf(" "))
	// https://infra.spec.whatwg.org/#ascii-tab-or-newline
	specTabOrNewline = oneOf("\t\n\r")
	// https://url.spec.whatwg.org/#forbidden-host-code-point
	specForbiddenHost = oneOf("\x00\t\n\r #/:<>?@[\\]^|")
	// https://url.spec.whatwg.org/#forbidden-domain-code-point
	specForbiddenDomain = union(specForbiddenHost, specC0Control, oneOf("%\x7F"))
)

// specEncode UTF-8 percent-encodes s with set. It goes byte by byte, which
// for a valid UTF-8 s and a percent-encode set is the standard's code point
// by code point: every byte of a non-ASCII code point is in the set. On
// other bytes it percent-encodes each byte in set.
// https://url.spec.whatwg.org/#string-utf-8-percent-encode
func specEncode(s string, set byteClass) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if c := s[i]; set(c) {
			b.WriteByte('%')
			b.WriteByte("0123456789ABCDEF"[c>>4])
			b.WriteByte("0123456789ABCDEF"[c&15])
		} else {
			b.WriteByte(c)
		}
	}
	return b.String()
}

// specPercentDecode is percent-decode as the standard writes it.
// https://url.spec.whatwg.org/#percent-decode
func specPercentDecode(s string) string {
	hex := func(c byte) (byte, bool) {
		switch {
		case '0' <= c && c <= '9':
			return c - '0', true
		case 'a' <= c && c <= 'f':
			return c - 'a' + 10, true
		case 'A' <= c && c <= 'F':
			return c - 'A' + 10, true
		}
		return 0, false
	}
	var b []byte
	for i := 0; i < len(s); i++ {
		if s[i] == '%' && i+2 < len(s) {
			h, ok1 := hex(s[i+1])
			l, ok2 := hex(s[i+2])
			if ok1 && ok2 {
				b = append(b, h<<4|l)
				i += 2
				continue
			}
		}
		b = append(b, s[i])
	}
	return string(b)
}

// specRemoveTabOrNewline is the basic URL parser's step "Remove all ASCII
// tab or newline from input"; the setters that run the parser do it, but
// the username and password setters do not run it.
func specRemoveTabOrNewline(s string) string {
	return strings.Map(func(r rune) rune {
		if r < 0x80 && specTabOrNewline(byte(r)) {
			return -1
		}
		return r
	}, s)
}

// specIsDotSegment reports whether seg is a single-dot or double-dot URL
// path segment, which the path state never keeps.
// https://url.spec.whatwg.org/#single-dot-path-segment
// https://url.spec.whatwg.org/#double-dot-path-segment
func specIsDotSegment(seg string) bool {
	switch strings.ToLower(seg) {
	case ".", "%2e", "..", ".%2e", "%2e.", "%2e%2e":
		return true
	}
	return false
}

// specIPv6String is the standard's IPv6 serializer written from the spec
// text, for checking: lower-case hex pieces without leading zeros, the
// first longest run of two or more zero pieces written as "::".
// https://url.spec.whatwg.org/#concept-ipv6-serializer
func specIPv6String(a netip.Addr) string {
	b := a.As16()
	var pieces [8]uint16
	for i := range pieces {
		pieces[i] = uint16(b[2*i])<<8 | uint16(b[2*i+1])
	}
	best, bestLen := -1, 1
	for i := 0; i < 8; {
		if pieces[i] != 0 {
			i++
			continue
		}
		j := i
		for j < 8 && pieces[j] == 0 {
			j++
		}
		if j-i > bestLen {
			best, bestLen = i, j-i
		}
		i = j
	}
	var out []string
	for i := 0; i < 8; i++ {
		if i == best {
			if i == 0 {
				out = append(out, "")
			}
			out = append(out, "")
			i += bestLen - 1
			if i == 7 {
				out = append(out, "")
			}
			continue
		}
		const hex = "0123456789abcdef"
		p := pieces[i]
		var s []byte
		for shift := 12; shift >= 0; shift -= 4 {
			d := p >> shift & 15
			if d != 0 || len(s) > 0 || shift == 0 {
				s = append(s, hex[d])
			}
		}
		out = append(out, string(s))
	}
	return strings.Join(out, ":")
}

// compareUTF16Slow compares a and b by their UTF-16 code units, as the
// URLSearchParams sort does.
// https://url.spec.whatwg.org/#dom-urlsearchparams-sort
func compareUTF16Slow(a, b string) int {
	return slices.Compare(utf16.Encode([]rune(a)), utf16.Encode([]rune(b)))
}

// parseURLEncodedSlow is the fast parser's slow twin: the standard's
// steps, one at a time, on a scalar value string.
func parseURLEncodedSlow(input string) [][2]string {
	input = enctest.UTF8Decode(input) // the USVString conversion
	out := [][2]string{}
	for _, bytes := range strings.Split(input, "&") {
		if bytes == "" {
			continue
		}
		name, value, _ := strings.Cut(bytes, "=")
		name = strings.ReplaceAll(name, "+", " ")
		value = strings.ReplaceAll(value, "+", " ")
		out = append(out, [2]string{
			enctest.UTF8Decode(specPercentDecode(name)),
			enctest.UTF8Decode(specPercentDecode(value)),
		})
	}
	return out
}

// serializeURLEncodedSlow is the serializer's slow twin: the standard's
// steps, one pair and one code point at a time.
// https://url.spec.whatwg.org/#concept-urlencoded-serializer
func serializeURLEncodedSlow(list []nameValue) string {
	var out []string
	for _, nv := range list {
		out = append(out, formEncodeSlow(nv.name)+"="+formEncodeSlow(nv.value))
	}
	return strings.Join(out, "&")
}

// formEncodeSlow UTF-8 percent-encodes s with the
// application/x-www-form-urlencoded percent-encode set and spaceAsPlus:
// every code point but the ASCII alphanumerics and "*-._" is encoded, a
// space as '+'.
// https://url.spec.whatwg.org/#string-percent-encode-after-encoding
func formEncodeSlow(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch {
		case r == ' ':
			b.WriteByte('+')
		case r < 0x80 && (r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune("*-._", r)):
			b.WriteRune(r)
		default:
			for _, c := range []byte(string(r)) {
				fmt.Fprintf(&b, "%%%02X", c)
			}
		}
	}
	return b.String()
}
