package legacy

import (
	"slices"
	"unicode/utf8"

	"golang.org/x/text/encoding"
)

// This file reads the Encoding Standard's indexes out of x/text's decoders
// and inverts them for the encoders: for each pointer of an index, the
// decoder is given the bytes the encoder would write for that pointer, and
// the code point it returns is the index's code point for the pointer.

// codePointIndex is the encoder's view of a multi-byte index: for each code
// point, 1 + the pointer the encoder uses, or 0 when the code point is not
// in the index.
type codePointIndex struct {
	bmp    [0x10000]uint16
	astral map[rune]uint16
}

// pointer returns the pointer for c, and whether there is one.
func (x *codePointIndex) pointer(c rune) (int, bool) {
	var v uint16
	if c < 0x10000 {
		v = x.bmp[c]
	} else {
		v = x.astral[c]
	}
	return int(v) - 1, v != 0
}

// newCodePointIndex inverts an index given as the code point of each pointer
// (-1 for none): each code point gets its first pointer (the standard's index
// pointer), or its last when last(codePoint) says so. Pointers for which
// include is false are left out.
func newCodePointIndex(codePoints []rune, include func(pointer int) bool, last func(codePoint rune) bool) *codePointIndex {
	x := &codePointIndex{astral: map[rune]uint16{}}
	for pointer, c := range codePoints {
		if c < 0 || !include(pointer) {
			continue
		}
		if c < 0x10000 {
			if x.bmp[c] == 0 || last(c) {
				x.bmp[c] = uint16(pointer + 1)
			}
		} else if x.astral[c] == 0 || last(c) {
			x.astral[c] = uint16(pointer + 1)
		}
	}
	return x
}

func allPointers(int) bool   { return true }
func firstPointer(rune) bool { return false }

// singleByteIndex is the encoder's view of a single-byte index: the code
// points of the index in increasing order, each with its pointer (the
// byte minus 0x80), the lower pointer first where a code point has two.
type singleByteIndex struct {
	n          int
	codePoints [128]rune
	pointers   [128]byte
}

// pointer returns the index pointer for c, and whether there is one.
// https://encoding.spec.whatwg.org/#index-pointer
func (x *singleByteIndex) pointer(c rune) (byte, bool) {
	i, found := slices.BinarySearch(x.codePoints[:x.n], c)
	if !found {
		return 0, false
	}
	return x.pointers[i], true
}

// readSingleByteIndex reads the index of a single-byte encoding out of
// enc's decoder. Where the standard's index maps a byte 0x80 to 0x9F to the
// C1 control of the same value, x/text's decoder returns U+FFFD; no
// single-byte index of the standard maps a pointer to U+FFFD.
func readSingleByteIndex(enc encoding.Encoding) *singleByteIndex {
	codePoints := decodeIndex(enc, 128, func(pointer int, b *[8]byte) []byte {
		b[0] = byte(pointer + 0x80)
		return b[:1]
	})
	// Insert each pointer's code point after those not above it, so that
	// the code points end up in increasing order and the lower pointer
	// comes first where a code point has two.
	x := new(singleByteIndex)
	for pointer, c := range codePoints {
		if c < 0 && pointer < 0x20 {
			c = rune(pointer + 0x80)
		}
		if c < 0 {
			continue
		}
		i := x.n
		for i > 0 && x.codePoints[i-1] > c {
			x.codePoints[i], x.pointers[i] = x.codePoints[i-1], x.pointers[i-1]
			i--
		}
		x.codePoints[i], x.pointers[i] = c, byte(pointer)
		x.n++
	}
	return x
}

// decodeIndex returns the index code point of every pointer below n as
// enc's decoder gives it for the bytes bytesOf writes for the pointer, or -1
// where the bytes decode to anything but one code point other than U+FFFD.
// No index of the standard maps a pointer to U+FFFD.
func decodeIndex(enc encoding.Encoding, n int, bytesOf func(pointer int, b *[8]byte) []byte) []rune {
	d := enc.NewDecoder()
	codePoints := make([]rune, n)
	var src [8]byte
	var dst [16]byte
	for pointer := range codePoints {
		codePoints[pointer] = -1
		in := bytesOf(pointer, &src)
		d.Reset()
		nDst, nSrc, err := d.Transform(dst[:], in, true)
		if err != nil || nSrc != len(in) {
			continue
		}
		c, size := utf8.DecodeRune(dst[:nDst])
		if size == nDst && c != utf8.RuneError {
			codePoints[pointer] = c
		}
	}
	return codePoints
}

// readIndex reads the index that the encoder of kind k uses out of enc's
// decoder, enc being x/text's value for an encoding of that kind.
func readIndex(k kind, enc encoding.Encoding) index {
	switch k {
	case singleByte:
		return index{single: readSingleByteIndex(enc)}
	case eucJP:
		// Index jis0208 through the EUC-JP decoder, which reads every
		// pointer below 94 × 94; the encoders never use a pointer of the
		// index above that (each such code point has a lower one).
		codePoints := decodeIndex(enc, 94*94, func(pointer int, b *[8]byte) []byte {
			b[0], b[1] = eucJPBytes(pointer)
			return b[:2]
		})
		return index{multi: newCodePointIndex(codePoints, allPointers, firstPointer)}
	case iso2022JP:
		// Index jis0208 again, through the ISO-2022-JP decoder in its
		// JIS X 0208 state.
		codePoints := decodeIndex(enc, 94*94, func(pointer int, b *[8]byte) []byte {
			n := copy(b[:], escJIS0208)
			b[n], b[n+1] = byte(pointer/94+0x21), byte(pointer%94+0x21)
			return b[:n+2]
		})
		return index{multi: newCodePointIndex(codePoints, allPointers, firstPointer)}
	case shiftJIS:
		// Index Shift_JIS pointer: index jis0208 without pointers 8272 to
		// 8835, so that the IBM extensions are used rather than the NEC
		// selected copies of them. The Shift_JIS decoder maps pointers
		// 8836 to 10715 to the Private Use Area (EUDC); index jis0208 has
		// no such pointers.
		// https://encoding.spec.whatwg.org/#index-shift_jis-pointer
		codePoints := decodeIndex(enc, 11280, func(pointer int, b *[8]byte) []byte {
			b[0], b[1] = shiftJISBytes(pointer)
			return b[:2]
		})
		return index{multi: newCodePointIndex(codePoints, func(pointer int) bool {
			return pointer < 8272 || pointer > 10715
		}, firstPointer)}
	case eucKR:
		codePoints := decodeIndex(enc, 190*126, func(pointer int, b *[8]byte) []byte {
			b[0], b[1] = eucKRBytes(pointer)
			return b[:2]
		})
		return index{multi: newCodePointIndex(codePoints, allPointers, firstPointer)}
	case big5:
		// Index Big5 pointer: index Big5 without the Hong Kong
		// Supplementary Character Set extensions (pointers below (0xA1 -
		// 0x81) × 157), using the last pointer for six code points and the
		// first for the others. Pointers 1133, 1135, 1164 and 1166 decode
		// to two code points each and are left out by decodeIndex; they
		// are below the cut anyway.
		// https://encoding.spec.whatwg.org/#index-big5-pointer
		codePoints := decodeIndex(enc, 157*126, func(pointer int, b *[8]byte) []byte {
			b[0], b[1] = big5Bytes(pointer)
			return b[:2]
		})
		return index{multi: newCodePointIndex(codePoints, func(pointer int) bool {
			return pointer >= (0xA1-0x81)*157
		}, func(c rune) bool {
			switch c {
			case 0x2550, 0x255E, 0x2561, 0x256A, 0x5341, 0x5345:
				return true
			}
			return false
		})}
	case gb18030, gbk:
		// Index gb18030, through the gb18030 or the GBK decoder: they
		// read two bytes alike. Then the entries x/text lacks.
		codePoints := decodeIndex(enc, 190*126, func(pointer int, b *[8]byte) []byte {
			b[0], b[1] = gb18030Bytes(pointer)
			return b[:2]
		})
		for _, run := range gb18030IndexAdditions {
			for i := range int(run.n) {
				codePoints[int(run.pointer)+i] = run.codePoint + rune(i)
			}
		}
		return index{multi: newCodePointIndex(codePoints, allPointers, firstPointer)}
	}
	return index{}
}

// The bytes each multi-byte encoder writes for a pointer of its index.

// eucJPBytes returns the two bytes the EUC-JP encoder writes for a pointer
// of index jis0208.
func eucJPBytes(pointer int) (byte, byte) {
	return byte(pointer/94 + 0xA1), byte(pointer%94 + 0xA1)
}

// shiftJISBytes returns the two bytes the Shift_JIS encoder writes for a
// pointer of index jis0208.
func shiftJISBytes(pointer int) (byte, byte) {
	lead, trail := pointer/188, pointer%188
	leadOffset, offset := 0x81, 0x40
	if lead >= 0x1F {
		leadOffset = 0xC1
	}
	if trail >= 0x3F {
		offset = 0x41
	}
	return byte(lead + leadOffset), byte(trail + offset)
}

// eucKRBytes returns the two bytes the EUC-KR encoder writes for a pointer
// of index EUC-KR.
func eucKRBytes(pointer int) (byte, byte) {
	return byte(pointer/190 + 0x81), byte(pointer%190 + 0x41)
}

// big5Bytes returns the two bytes the Big5 encoder writes for a pointer of
// index Big5.
func big5Bytes(pointer int) (byte, byte) {
	lead, trail := pointer/157+0x81, pointer%157
	offset := 0x40
	if trail >= 0x3F {
		offset = 0x62
	}
	return byte(lead), byte(trail + offset)
}

// gb18030Bytes returns the two bytes the gb18030 encoder writes for a
// pointer of index gb18030.
func gb18030Bytes(pointer int) (byte, byte) {
	lead, trail := pointer/190+0x81, pointer%190
	offset := 0x40
	if trail >= 0x3F {
		offset = 0x41
	}
	return byte(lead), byte(trail + offset)
}
