package whatwgurl

// ipv4NumberTooBig stands for any IPv4 number above 2^32: every such number
// makes the IPv4 parser fail, so the exact value never matters and parsing
// saturates here instead of overflowing.
const ipv4NumberTooBig = 1 << 33

// parseIPv4Number is the standard's IPv4 number parser. It accepts decimal,
// octal (leading "0") and hexadecimal ("0x"/"0X") numbers and nothing else:
// unlike strconv.ParseUint with base 0 it rejects "0b", "0o" and "_".
// nonDecimal reports the IPv4-non-decimal-part case.
// https://url.spec.whatwg.org/#ipv4-number-parser
func parseIPv4Number(input string) (n uint64, nonDecimal, ok bool) {
	if input == "" {
		return 0, false, false
	}
	radix := uint64(10)
	if len(input) >= 2 && input[0] == '0' && (input[1] == 'x' || input[1] == 'X') {
		nonDecimal = true
		input = input[2:]
		radix = 16
	} else if len(input) >= 2 && input[0] == '0' {
		nonDecimal = true
		input = input[1:]
		radix = 8
	}
	if input == "" {
		return 0, true, true
	}
	for i := 0; i < len(input); i++ {
		c := input[i]
		var d uint64
		switch {
		case c >= '0' && c <= '9':
			d = uint64(c - '0')
		case radix == 16 && isASCIIHexDigit(c):
			d = uint64(hexValue(c))
		default:
			return 0, false, false
		}
		if d >= radix {
			return 0, false, false
		}
		if n < ipv4NumberTooBig {
			n = n*radix + d
		}
	}
	if n > ipv4NumberTooBig {
		n = ipv4NumberTooBig
	}
	return n, nonDecimal, true
}

// endsInANumber is the standard's "ends in a number" checker: whether the
// last label of a domain (ignoring one trailing empty label) is an IPv4
// number, in which case the host parser hands the domain to the IPv4 parser.
// https://url.spec.whatwg.org/#ends-in-a-number-checker
func endsInANumber(input string) bool {
	// Every IPv4 number ends with an ASCII hex digit, or 'x' or 'X'
	// ("0x"): a quick answer for most domains, small enough to be inlined
	// where a host is read.
	return input != "" && ipv4NumberEnd[input[len(input)-1]] && lastLabelIsANumber(input)
}

// ipv4NumberEnd marks the bytes a domain that ends in a number may end
// with: those an IPv4 number may end with, and the '.' of an empty last
// label.
var ipv4NumberEnd = func() (t [256]bool) {
	for c := range t {
		t[c] = charTable[c]&bitHex != 0 || c == 'x' || c == 'X' || c == '.'
	}
	return t
}()

// lastLabelIsANumber is endsInANumber past its quick answer.
func lastLabelIsANumber(input string) bool {
	if input != "" && input[len(input)-1] == '.' {
		input = input[:len(input)-1]
	}
	last := input
	for i := len(input) - 1; i >= 0; i-- {
		if input[i] == '.' {
			last = input[i+1:]
			break
		}
	}
	// Every IPv4 number starts with an ASCII digit: a quick answer for
	// the common domain.
	if last == "" || !isASCIIDigit(last[0]) {
		return false
	}
	allDigits := true
	for i := 0; i < len(last); i++ {
		if !isASCIIDigit(last[i]) {
			allDigits = false
			break
		}
	}
	if allDigits {
		return true
	}
	_, _, ok := parseIPv4Number(last)
	return ok
}

// parseIPv4 is the standard's IPv4 parser. rep receives its validation
// errors, the fatal one included, at offsets in input: a part's first code
// point for the errors about a part (an empty part's is the '.' after
// it), the last '.' for IPv4-empty-part, and 0 for IPv4-too-few-parts. A
// failure returns a non-zero ValidationError.
// https://url.spec.whatwg.org/#concept-ipv4-parser
func parseIPv4(input string, rep reporter) (uint32, ValidationError) {
	// Strictly split on '.', dropping one trailing empty part when there is
	// more than one part, as there is when input ends with '.'.
	if input != "" && input[len(input)-1] == '.' {
		rep.reportAt(IPv4EmptyPart, len(input)-1)
		input = input[:len(input)-1]
	}
	parts := 1
	fifth := 0 // where the fifth part starts
	for i := 0; i < len(input); i++ {
		if input[i] == '.' {
			parts++
			if parts == 5 {
				fifth = i + 1
			}
		}
	}
	if parts < 4 {
		rep.report(IPv4TooFewParts) // at the host's first byte
	}
	if parts > 4 {
		return 0, rep.fail(IPv4TooManyParts, fifth)
	}
	var numbers [4]uint64
	var starts [4]int
	start := 0
	for k := 0; k < parts; k++ {
		end := start
		for end < len(input) && input[end] != '.' {
			end++
		}
		n, nonDecimal, ok := parseIPv4Number(input[start:end])
		if !ok {
			return 0, rep.fail(IPv4NonNumericPart, start)
		}
		if nonDecimal {
			rep.reportAt(IPv4NonDecimalPart, start)
		}
		numbers[k], starts[k] = n, start
		start = end + 1
	}
	// "If any item in numbers is greater than 255,
	// IPv4-out-of-range-part validation error. If any but the last item in
	// numbers is greater than 255, then return failure." Signalled once,
	// at the first such part.
	for k := 0; k < parts; k++ {
		if numbers[k] > 255 {
			rep.reportAt(IPv4OutOfRangePart, starts[k])
			if k < parts-1 {
				return 0, IPv4OutOfRangePart
			}
		}
	}
	// The last number is above 255 here, so the error was signalled.
	last := numbers[parts-1]
	if last >= 1<<(8*(5-parts)) {
		return 0, IPv4OutOfRangePart
	}
	ipv4 := last
	for k := 0; k < parts-1; k++ {
		ipv4 += numbers[k] << (8 * (3 - k))
	}
	return uint32(ipv4), 0
}

// appendIPv4 appends the standard's IPv4 serialization of address to dst:
// four decimal numbers separated by '.'.
// https://url.spec.whatwg.org/#concept-ipv4-serializer
func appendIPv4(dst []byte, address uint32) []byte {
	for i := 3; i >= 0; i-- {
		dst = appendDecimal(dst, uint64(address>>(8*i)&0xFF))
		if i != 0 {
			dst = append(dst, '.')
		}
	}
	return dst
}

// appendDecimal appends n in decimal, the shortest form.
func appendDecimal(dst []byte, n uint64) []byte {
	var tmp [20]byte
	i := len(tmp)
	for {
		i--
		tmp[i] = byte('0' + n%10)
		n /= 10
		if n == 0 {
			break
		}
	}
	return append(dst, tmp[i:]...)
}
