package punycode

// The slow twins: RFC 3492's encoding and decoding procedures (sections 6.3
// and 6.2) as the RFC writes them, the references that the fast codec of
// punycode.go is compared with (TestAgainstReference, FuzzPunycode). They
// take O(n·d) time (encoding, d distinct non-basic code points) and O(n²)
// (decoding, which inserts into an array).

import "unicode/utf8"

// RFC 3492 section 5, and the overflow bound the package uses (section 6.4
// leaves it to the implementation).
const (
	refBase, refTMin, refTMax, refSkew, refDamp = 36, 1, 26, 38, 700
	refInitialBias, refInitialN                 = 72, 128
	refMaxInt                                   = 1<<31 - 1
)

// refAdapt is the bias adaptation function, section 6.1.
func refAdapt(delta, numPoints int, firstTime bool) int {
	if firstTime {
		delta /= refDamp
	} else {
		delta /= 2
	}
	delta += delta / numPoints
	k := 0
	for delta > (refBase-refTMin)*refTMax/2 {
		delta /= refBase - refTMin
		k += refBase
	}
	return k + (refBase-refTMin+1)*delta/(delta+refSkew)
}

// refThreshold is t for position k of a variable-length integer.
func refThreshold(k, bias int) int {
	t := k - bias
	if t < refTMin {
		t = refTMin
	} else if t > refTMax {
		t = refTMax
	}
	return t
}

func refDigit(d int) byte {
	if d < 26 {
		return byte('a' + d)
	}
	return byte('0' + d - 26)
}

// encodeRFC is RFC 3492's encoding procedure (section 6.3). ok is false
// on overflow: when delta would exceed 2^31-1.
func encodeRFC(s string) (encoded string, ok bool) {
	input := []rune(s)
	var out []byte
	for _, r := range input {
		if r < 0x80 {
			out = append(out, byte(r))
		}
	}
	b := len(out)
	h := b
	if b > 0 {
		out = append(out, '-')
	}
	// delta is 64 bits wide, so that the test against 2^31-1 works where
	// int has 32.
	n, bias := refInitialN, refInitialBias
	var delta int64
	for h < len(input) {
		m := int(utf8.MaxRune) + 1
		for _, r := range input {
			if int(r) >= n && int(r) < m {
				m = int(r)
			}
		}
		delta += int64(m-n) * int64(h+1)
		if delta > refMaxInt {
			return "", false
		}
		n = m
		for _, r := range input {
			if int(r) < n {
				delta++
				if delta > refMaxInt {
					return "", false
				}
			}
			if int(r) == n {
				q := int(delta)
				for k := refBase; ; k += refBase {
					t := refThreshold(k, bias)
					if q < t {
						break
					}
					out = append(out, refDigit(t+(q-t)%(refBase-t)))
					q = (q - t) / (refBase - t)
				}
				out = append(out, refDigit(q))
				bias = refAdapt(int(delta), h+1, h == b)
				delta = 0
				h++
			}
		}
		delta++
		n++
	}
	return string(out), true
}

// decodeRFC is RFC 3492's decoding procedure (section 6.2), failing also
// when a decoded code point is not a scalar value (a surrogate or above
// U+10FFFF), which a Go string cannot hold. s must be ASCII.
func decodeRFC(s string) (string, bool) {
	var output []rune
	// Consume all code points before the last delimiter (if there is one)
	// and copy them to output; if more than zero were consumed, consume
	// one more (the delimiter).
	last := -1
	for i := 0; i < len(s); i++ {
		if s[i] == '-' {
			last = i
		}
	}
	p := 0
	if last > 0 {
		for _, c := range []byte(s[:last]) {
			output = append(output, rune(c))
		}
		p = last + 1
	}
	n, i, bias := refInitialN, 0, refInitialBias
	for p < len(s) {
		oldi, w := i, 1
		for k := refBase; ; k += refBase {
			if p == len(s) {
				return "", false
			}
			c := s[p]
			p++
			var digit int
			switch {
			case 'a' <= c && c <= 'z':
				digit = int(c - 'a')
			case 'A' <= c && c <= 'Z':
				digit = int(c - 'A')
			case '0' <= c && c <= '9':
				digit = int(c-'0') + 26
			default:
				return "", false
			}
			if digit > (refMaxInt-i)/w {
				return "", false
			}
			i += digit * w
			t := refThreshold(k, bias)
			if digit < t {
				break
			}
			if w > refMaxInt/(refBase-t) {
				return "", false
			}
			w *= refBase - t
		}
		bias = refAdapt(i-oldi, len(output)+1, oldi == 0)
		if i/(len(output)+1) > refMaxInt-n {
			return "", false
		}
		n += i / (len(output) + 1)
		i %= len(output) + 1
		if !utf8.ValidRune(rune(n)) {
			return "", false
		}
		output = append(output, 0)
		copy(output[i+1:], output[i:])
		output[i] = rune(n)
		i++
	}
	return string(output), true
}
