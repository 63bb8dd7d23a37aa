package whatwgurl

// parseIPv6 is the standard's IPv6 parser, run on the text between '['
// and ']'. Unlike netip.ParseAddr it rejects zones ("fe80::1%eth0"),
// accepts only the standard's forms of an embedded IPv4 address, and
// reports IPv6-piece-leading-zero without failing. rep receives every
// validation error, the fatal one included, at the offset in input of the
// code point c the step is looking at (a piece's first digit for
// IPv6-piece-leading-zero), where rep's pos is input's start; an error at
// the end of input, where c is no code point, is reported at -1, the '['
// before input, which is the host's first byte.
// https://url.spec.whatwg.org/#concept-ipv6-parser
func parseIPv6(input string, rep reporter) ([8]uint16, ValidationError) {
	var address [8]uint16
	pieceIndex := 0
	compress := -1 // null
	pointer := 0
	c := func() int {
		if pointer < len(input) {
			return int(input[pointer])
		}
		return eof
	}
	// at is where an error at pointer is reported.
	at := func() int {
		if pointer < len(input) {
			return pointer
		}
		return -1
	}
	if c() == ':' {
		if pointer+1 >= len(input) || input[pointer+1] != ':' {
			return address, rep.fail(IPv6InvalidCompression, at())
		}
		pointer += 2
		pieceIndex++
		compress = pieceIndex
	}
	for c() != eof {
		if pieceIndex == 8 {
			return address, rep.fail(IPv6TooManyPieces, at())
		}
		if c() == ':' {
			if compress != -1 {
				return address, rep.fail(IPv6MultipleCompression, at())
			}
			pointer++
			pieceIndex++
			compress = pieceIndex
			continue
		}
		value, length := 0, 0
		pieceStart := pointer
		for length < 4 && c() != eof && isASCIIHexDigit(byte(c())) {
			value = value*0x10 + int(hexValue(byte(c())))
			pointer++
			length++
		}
		if c() == '.' {
			if length == 0 {
				return address, rep.fail(IPv4InIPv6InvalidCodePoint, at())
			}
			pointer -= length
			if pieceIndex > 6 {
				return address, rep.fail(IPv4InIPv6TooManyPieces, at())
			}
			numbersSeen := 0
			for c() != eof {
				ipv4Piece := -1 // null
				if numbersSeen > 0 {
					if c() == '.' && numbersSeen < 4 {
						pointer++
					} else {
						return address, rep.fail(IPv4InIPv6InvalidCodePoint, at())
					}
				}
				if c() == eof || !isASCIIDigit(byte(c())) {
					return address, rep.fail(IPv4InIPv6InvalidCodePoint, at())
				}
				for c() != eof && isASCIIDigit(byte(c())) {
					number := c() - '0'
					switch ipv4Piece {
					case -1:
						ipv4Piece = number
					case 0:
						return address, rep.fail(IPv4InIPv6InvalidCodePoint, at())
					default:
						ipv4Piece = ipv4Piece*10 + number
					}
					if ipv4Piece > 255 {
						return address, rep.fail(IPv4InIPv6OutOfRangePart, at())
					}
					pointer++
				}
				address[pieceIndex] = address[pieceIndex]*0x100 + uint16(ipv4Piece)
				numbersSeen++
				if numbersSeen == 2 || numbersSeen == 4 {
					pieceIndex++
				}
			}
			if numbersSeen != 4 {
				return address, rep.fail(IPv4InIPv6TooFewParts, at())
			}
			break
		} else if c() == ':' {
			pointer++
			if c() == eof {
				return address, rep.fail(IPv6InvalidCodePoint, at())
			}
		} else if c() != eof {
			return address, rep.fail(IPv6InvalidCodePoint, at())
		}
		if length > 1 && value < 1<<(4*(length-1)) {
			rep.reportAt(IPv6PieceLeadingZero, pieceStart)
		}
		address[pieceIndex] = uint16(value)
		pieceIndex++
	}
	if compress != -1 {
		swaps := pieceIndex - compress
		pieceIndex = 7
		for pieceIndex != 0 && swaps > 0 {
			address[pieceIndex], address[compress+swaps-1] = address[compress+swaps-1], address[pieceIndex]
			pieceIndex--
			swaps--
		}
	} else if pieceIndex != 8 {
		return address, rep.fail(IPv6TooFewPieces, -1)
	}
	return address, 0
}

// ipv6CompressedPieceIndex finds the first longest run of two or more zero
// pieces, the run the serializer writes as "::"; -1 when there is none.
// https://url.spec.whatwg.org/#concept-ipv6-compressed-piece-index
func ipv6CompressedPieceIndex(address *[8]uint16) int {
	longestIndex, longestSize := -1, 1
	foundIndex, foundSize := -1, 0
	for pieceIndex, piece := range address {
		if piece != 0 {
			if foundSize > longestSize {
				longestIndex, longestSize = foundIndex, foundSize
			}
			foundIndex, foundSize = -1, 0
			continue
		}
		if foundIndex == -1 {
			foundIndex = pieceIndex
		}
		foundSize++
	}
	if foundSize > longestSize {
		return foundIndex
	}
	return longestIndex
}

// appendIPv6 appends the standard's IPv6 serialization of address, without
// brackets: lower-case hex, the longest zero run compressed. Unlike
// netip.Addr.String it never writes an embedded IPv4 address, so
// [::ffff:1.2.3.4] serializes as [::ffff:102:304].
// https://url.spec.whatwg.org/#concept-ipv6-serializer
func appendIPv6(dst []byte, address *[8]uint16) []byte {
	const lowerHex = "0123456789abcdef"
	compress := ipv6CompressedPieceIndex(address)
	ignore0 := false
	for pieceIndex, piece := range address {
		if ignore0 && piece == 0 {
			continue
		}
		ignore0 = false
		if compress == pieceIndex {
			if pieceIndex == 0 {
				dst = append(dst, "::"...)
			} else {
				dst = append(dst, ':')
			}
			ignore0 = true
			continue
		}
		started := false
		for shift := 12; shift >= 0; shift -= 4 {
			d := piece >> shift & 0xF
			if d != 0 || started || shift == 0 {
				dst = append(dst, lowerHex[d])
				started = true
			}
		}
		if pieceIndex != 7 {
			dst = append(dst, ':')
		}
	}
	return dst
}
