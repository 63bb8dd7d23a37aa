package whatwgurl

//go:generate go run gen_tables.go

// EncodeSet names one of the URL Standard's percent-encode sets.
// https://url.spec.whatwg.org/#percent-encode-set
type EncodeSet uint32

// The percent-encode sets of the URL Standard. Every set contains all
// non-ASCII code points, so a byte of a UTF-8 sequence is always encoded.
const (
	// C0ControlSet: C0 controls and code points above U+007E (~).
	// https://url.spec.whatwg.org/#c0-control-percent-encode-set
	C0ControlSet = EncodeSet(bitC0Control)
	// FragmentSet: C0ControlSet and space, ", <, > and `.
	// https://url.spec.whatwg.org/#fragment-percent-encode-set
	FragmentSet = EncodeSet(bitFragment)
	// QuerySet: C0ControlSet and space, ", #, < and >.
	// https://url.spec.whatwg.org/#query-percent-encode-set
	QuerySet = EncodeSet(bitQuery)
	// SpecialQuerySet: QuerySet and '.
	// https://url.spec.whatwg.org/#special-query-percent-encode-set
	SpecialQuerySet = EncodeSet(bitSpecialQuery)
	// PathSet: QuerySet and ?, ^, `, { and }.
	// https://url.spec.whatwg.org/#path-percent-encode-set
	PathSet = EncodeSet(bitPath)
	// UserinfoSet: PathSet and /, :, ;, =, @, [ to ], and |.
	// https://url.spec.whatwg.org/#userinfo-percent-encode-set
	UserinfoSet = EncodeSet(bitUserinfo)
	// ComponentSet: UserinfoSet and $ to &, + and ,; the same as
	// JavaScript's encodeURIComponent.
	// https://url.spec.whatwg.org/#component-percent-encode-set
	ComponentSet = EncodeSet(bitComponent)
	// FormSet: ComponentSet and !, ' to ), and ~: everything except ASCII
	// alphanumerics, *, -, . and _.
	// https://url.spec.whatwg.org/#application-x-www-form-urlencoded-percent-encode-set
	FormSet = EncodeSet(bitForm)
)

const upperHex = "0123456789ABCDEF"

// inSet reports whether byte b is in the percent-encode set.
func inSet(b byte, set EncodeSet) bool { return charTable[b]&uint32(set) != 0 }

func isASCIIAlpha(b byte) bool    { return charTable[b]&bitAlpha != 0 }
func isASCIIDigit(b byte) bool    { return charTable[b]&bitDigit != 0 }
func isASCIIHexDigit(b byte) bool { return charTable[b]&bitHex != 0 }

// hexValue returns the value of an ASCII hex digit.
func hexValue(b byte) byte {
	switch {
	case b <= '9':
		return b - '0'
	case b >= 'a':
		return b - 'a' + 10
	default:
		return b - 'A' + 10
	}
}

// needsEncoding returns the index of the first byte of s in set, or len(s).
func needsEncoding(s string, set EncodeSet) int {
	for i := 0; i < len(s); i++ {
		if inSet(s[i], set) {
			return i
		}
	}
	return len(s)
}

// appendPercentEncoded appends s, UTF-8 percent-encoded with set, to dst.
// s must be valid UTF-8; because every set contains all non-ASCII code
// points, encoding byte by byte is encoding code point by code point.
// https://url.spec.whatwg.org/#string-utf-8-percent-encode
func appendPercentEncoded(dst []byte, s string, set EncodeSet) []byte {
	for i := 0; i < len(s); i++ {
		b := s[i]
		if inSet(b, set) {
			dst = append(dst, '%', upperHex[b>>4], upperHex[b&15])
		} else {
			dst = append(dst, b)
		}
	}
	return dst
}

// PercentEncode returns s UTF-8 percent-encoded with set. Input that is not
// valid UTF-8 is first made a scalar value string (each maximal invalid
// subsequence becomes U+FFFD). Unlike net/url's escaping functions, the
// result depends only on the set: '%' itself is encoded only by ComponentSet
// and FormSet, as the standard says, and space is never written as '+'.
// https://url.spec.whatwg.org/#string-utf-8-percent-encode
func PercentEncode(s string, set EncodeSet) string {
	s = toScalarValues(s)
	i := needsEncoding(s, set)
	if i == len(s) {
		return s
	}
	buf := make([]byte, 0, len(s)+16)
	buf = append(buf, s[:i]...)
	return string(appendPercentEncoded(buf, s[i:], set))
}

// PercentDecode returns the percent-decoding of s: each '%' followed by two
// ASCII hex digits becomes the byte they name; any other '%' is kept. The
// result is a byte sequence and need not be valid UTF-8. Unlike net/url's
// unescaping functions it never fails and never turns '+' into a space.
// https://url.spec.whatwg.org/#percent-decode
func PercentDecode(s string) string {
	i := 0
	for i < len(s) && !isPercentEncodedByte(s, i) {
		i++
	}
	if i == len(s) {
		return s
	}
	return string(appendPercentDecoded(make([]byte, 0, len(s)), s))
}

// isPercentEncodedByte reports whether s[i:] starts with '%' and two ASCII
// hex digits. https://url.spec.whatwg.org/#percent-encoded-byte
func isPercentEncodedByte(s string, i int) bool {
	return s[i] == '%' && i+2 < len(s) && isASCIIHexDigit(s[i+1]) && isASCIIHexDigit(s[i+2])
}

// appendPercentDecoded appends the percent-decoding of s to dst.
// https://url.spec.whatwg.org/#percent-decode
func appendPercentDecoded(dst []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		if isPercentEncodedByte(s, i) {
			dst = append(dst, hexValue(s[i+1])<<4|hexValue(s[i+2]))
			i += 2
			continue
		}
		dst = append(dst, s[i])
	}
	return dst
}
