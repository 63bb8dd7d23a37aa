package canon

// Percent-encoding helpers shared by the profiles. The URL Standard's
// percent-encoded byte is "%" followed by two ASCII hex digits
// (https://url.spec.whatwg.org/#percent-encoded-bytes); everything here
// reads escapes that way, and a "%" not so followed is a plain byte.

const upperHex = "0123456789ABCDEF"

func isHex(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}

func unhex(c byte) byte {
	switch {
	case c <= '9':
		return c - '0'
	case c <= 'F':
		return c - 'A' + 10
	}
	return c - 'a' + 10
}

func isEscape(s string, i int) bool {
	return s[i] == '%' && i+2 < len(s) && isHex(s[i+1]) && isHex(s[i+2])
}

func isUnreserved(c byte) bool {
	// RFC 3986 §2.3: ALPHA / DIGIT / "-" / "." / "_" / "~"
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' ||
		c == '-' || c == '.' || c == '_' || c == '~'
}

func lower(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

// unescapeRepeatedly percent-decodes s until no escape is left, as Safe
// Browsing's canonicalization and the surt package ("unescape
// repeatedly") do, and appends the result to dst. Decoding one escape
// can make another ("%2541" gives "%41", then "A"); repeating whole
// passes would take quadratic time on "%252525...", so this decodes as
// it writes: after each byte written, an escape that now ends the output
// is decoded in place, which can only make a new escape at the end. No
// two escapes overlap, so every order of decoding reaches the same
// result, and this one takes linear time.
func unescapeRepeatedly(dst []byte, s string) []byte {
	start := len(dst)
	for i := 0; i < len(s); i++ {
		dst = append(dst, s[i])
		for {
			n := len(dst)
			if n-start < 3 || dst[n-3] != '%' || !isHex(dst[n-2]) || !isHex(dst[n-1]) {
				break
			}
			b := unhex(dst[n-2])<<4 | unhex(dst[n-1])
			dst = append(dst[:n-3], b)
		}
	}
	return dst
}

// appendEscaped appends s to dst with every byte for which escape
// reports true percent-encoded, in upper-case hex.
func appendEscaped(dst []byte, s []byte, escape func(byte) bool) []byte {
	for _, c := range s {
		if escape(c) {
			dst = append(dst, '%', upperHex[c>>4], upperHex[c&15])
		} else {
			dst = append(dst, c)
		}
	}
	return dst
}
