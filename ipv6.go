package whatwgurl

// parseIPv6 is the standard's IPv6 parser, run on the text between '['
// and ']'. Unlike netip.ParseAddr it rejects zones ("fe80::1%eth0"),
// accepts only the standard's forms of an embedded IPv4 address, and
// reports IPv6-piece-leading-zero without failing.
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
	if c() == ':' {
		if pointer+1 >= len(input) || input[pointer+1] != ':' {
			return address, IPv6InvalidCompression
		}
		pointer += 2
		pieceIndex++
		compress = pieceIndex
	}
	for c() != eof {
		if pieceIndex == 8 {
			return address, IPv6TooManyPieces
		}
		if c() == ':' {
			if compress != -1 {
				return address, IPv6MultipleCompression
			}
			pointer++
			pieceIndex++
			compress = pieceIndex
			continue
		}
		value, length := 0, 0
		for length < 4 && c() != eof && isASCIIHexDigit(byte(c())) {
			value = value*0x10 + int(hexValue(byte(c())))
			pointer++
			length++
		}
		if c() == '.' {
			if length == 0 {
				return address, IPv4InIPv6InvalidCodePoint
			}
			pointer -= length
			if pieceIndex > 6 {
				return address, IPv4InIPv6TooManyPieces
			}
			numbersSeen := 0
			for c() != eof {
				ipv4Piece := -1 // null
				if numbersSeen > 0 {
					if c() == '.' && numbersSeen < 4 {
						pointer++
					} else {
						return address, IPv4InIPv6InvalidCodePoint
					}
				}
				if c() == eof || !isASCIIDigit(byte(c())) {
					return address, IPv4InIPv6InvalidCodePoint
				}
				for c() != eof && isASCIIDigit(byte(c())) {
					number := c() - '0'
					switch ipv4Piece {
					case -1:
						ipv4Piece = number
					case 0:
						return address, IPv4InIPv6InvalidCodePoint
					default:
						ipv4Piece = ipv4Piece*10 + number
					}
					if ipv4Piece > 255 {
						return address, IPv4InIPv6OutOfRangePart
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
				return address, IPv4InIPv6TooFewParts
			}
			break
		} else if c() == ':' {
			pointer++
			if c() == eof {
				return address, IPv6InvalidCodePoint
			}
		} else if c() != eof {
			return address, IPv6InvalidCodePoint
		}
		if length > 1 && value < 1<<(4*(length-1)) {
			rep.report(IPv6PieceLeadingZero)
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
		return address, IPv6TooFewPieces
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
