// Package nfc implements Unicode Normalization Form C as UAX #15 defines it
// (https://www.unicode.org/reports/tr15/), with Unicode 17.0.0 data in
// generated tables (tables.go).
//
// UTS #46, and so the URL Standard's domain to ASCII, maps a label to NFC.
// golang.org/x/text/unicode/norm implements UAX #15 with the Stream-Safe
// Text Format (UAX #15, "Stream-Safe Text Format"): after 30 code points it
// counts as non-starters it inserts U+034F COMBINING GRAPHEME JOINER, so
// that its buffers stay bounded. That is a different function: for "a"
// followed by 40 U+0301, or for 31 Hangul vowel jamo (which norm counts as
// non-starters because they combine backward), it writes a U+034F that NFC
// never writes, and UTS #46 then rejects the label. Browsers give plain
// NFC, so this package implements plain NFC, from the three steps of UAX
// #15 "Normalization Process": canonical decomposition, canonical ordering
// and canonical composition. Its tables hold the Unicode 17.0.0 data
// whatever the Go version, where norm's depend on it (Unicode 15 before Go
// 1.27).
//
// Nothing here buffers a bounded amount of text, so nothing needs a joiner;
// instead every step is linear in the length of the input, including a
// single run of a million combining marks (see reorder).
//
// Definition numbers (D68, D108, D114, D115, ...) are those of The Unicode
// Standard, chapter 3 (sections 3.7 and 3.11), on which UAX #15 builds.
package nfc

//go:generate go run ../tablegen -table nfc -o tables.go

import (
	"slices"
	"unicode/utf8"

	"github.com/webstd/whatwgurl/internal/utf8s"
)

// Conjoining jamo behavior (The Unicode Standard, section 3.12), which UAX
// #15 refers to for Hangul: precomposed syllables decompose and compose
// arithmetically rather than through the decomposition data.
const (
	sBase  = 0xAC00
	lBase  = 0x1100
	vBase  = 0x1161
	tBase  = 0x11A7
	lCount = 19
	vCount = 21
	tCount = 28
	nCount = vCount * tCount // 588
	sCount = lCount * nCount // 11172
)

// insertionMax is the longest run of non-starters that reorder sorts by
// insertion. Runs in real text are a few marks long, where insertion sort is
// fastest; past this length a counting sort keeps the work linear.
const insertionMax = 16

// stackCPs is how many decomposed code points a call holds without heap
// allocation: far more than any segment of ordinary text.
const stackCPs = 64

// Append appends the Normalization Form C of s to dst and returns the
// extended buffer.
//
// Unlike golang.org/x/text/unicode/norm's NFC it never inserts U+034F (the
// Stream-Safe Text Format is a separate, optional process in UAX #15), so
// the result is exactly NFC for any input, however long its runs of
// non-starters, and the time taken is linear in len(s).
//
// s should be valid UTF-8. A byte that does not begin a valid encoding is
// taken as U+FFFD REPLACEMENT CHARACTER, as utf8.DecodeRuneInString reads
// it, and U+FFFD is written in its place.
func Append(dst []byte, s string) []byte {
	dst = slices.Grow(dst, len(s))
	dst, _ = run(dst, s, false)
	return dst
}

// Is reports whether s is in Normalization Form C, that is, whether
// Append(nil, s) would equal s. It allocates nothing unless a single
// segment of s (a starter and the code points after it that may combine
// with it) decomposes into more than stackCPs code points. A string that
// is not valid UTF-8 is not in NFC, since Append replaces the invalid bytes.
func Is(s string) bool {
	_, ok := run(nil, s, true)
	return ok
}

// BoundaryBefore reports whether a segment begins at r (see run): whether
// r's full canonical decomposition begins with a code point of Canonical
// Combining Class 0 that is the second code point of no primary
// composite's pair. Normalization then works on either side of r apart:
// for all strings x and y, NFC(x + r + y) is NFC(x) + NFC(r + y). r must
// be in 0..0x10FFFF.
func BoundaryBefore(r rune) bool {
	in := info(r)
	switch {
	case in&infoDecomp == 0:
	case uint32(r-sBase) < sCount:
		return true // a leading consonant comes first
	default:
		f, _ := utf8.DecodeRuneInString(decomposition(r))
		in = info(f)
	}
	return in&infoCCC == 0 && in&infoSecond == 0
}

// codePoint is one code point of the decomposed text with what the later
// steps need to know about it, carried together so that reordering moves
// them together.
type codePoint struct {
	r   rune
	ccc uint8 // canonical combining class
	// second reports that r is the second code point of some composition
	// pair, the only code points that can combine with a starter before
	// them.
	second bool
}

// scratch is the per-call buffer of the counting sort, needed only for long
// runs of non-starters.
type scratch struct {
	tmp []codePoint
}

// push appends cp to the decomposed segment. Past the stack array the
// buffer doubles, so that a segment of a million code points is copied
// about once in all rather than the several times append's gentler growth
// costs. (It takes and returns the slice, not a pointer to it, so that the
// stack array it starts in does not escape.)
func push(cps []codePoint, cp codePoint) []codePoint {
	if len(cps) == cap(cps) {
		cps = slices.Grow(cps, len(cps))
	}
	return append(cps, cp)
}

// run is the engine shared by Append and Is. With check false it appends
// NFC(s) to dst and the bool is true. With check true it appends nothing
// and reports whether NFC(s) == s, stopping at the first segment that
// differs.
//
// UAX #15 defines NFC on the whole string, but the text falls into
// segments that can be normalized independently, which keeps the work local
// and lets the parts that are already final be copied as bytes. A segment
// begins at every code point X whose full canonical decomposition begins
// with a code point F where ccc(F) == 0 and F is never the second code
// point of a composition pair (infoSecond; this includes the Hangul vowels
// and trailing consonants). Proof that a boundary before X changes nothing:
//   - Canonical decomposition maps each code point on its own.
//   - Canonical ordering only sorts runs of code points with ccc > 0, and F
//     with ccc 0 ends any such run.
//   - Canonical composition: a code point C after F could combine with a
//     starter L before F only if C were not blocked from L, but F lies
//     between them and ccc(F) == 0 blocks C. F itself never combines
//     backward. And F, a starter that did not compose, becomes the new last
//     starter, so nothing after it looks back past it.
//
// A boundary is only ever a point that the whole-string algorithm does
// nothing across, so a coarser division is correct too: a segment may
// contain further boundaries (inside one code point's decomposition, say)
// without harm. A run of code points that combine backward, such as Hangul
// vowels after a leading consonant, is one segment however long it is.
//
// A segment that is its own NFC is left where it is in s: the output is s
// with the other segments replaced, written as one copy of each stretch of
// s between them.
func run(dst []byte, s string, check bool) ([]byte, bool) {
	var stack [stackCPs]codePoint
	cps := stack[:0] // the decomposed code points of the pending segment
	var sc scratch

	done := 0     // s[:done] has been written (or, in check mode, is NFC)
	segStart := 0 // the pending segment is s[segStart:i], decomposed in cps
	// simple reports that the pending segment is known to be its own NFC,
	// so that it is final as it is: it is a single code point that either
	// has no decomposition (it decomposes to itself and has nothing to
	// compose with) or is a primary composite or Hangul syllable (whose
	// decomposition composes back to it; TestEveryCodePoint checks this for
	// every code point).
	simple := true
	// The last segment flush normalized, and where its NFC is in dst: text
	// that repeats a segment has it normalized once.
	var lastSeg string
	lastStart, lastEnd := 0, 0
	// flush finishes the pending segment, which ends at end, if it is not
	// simple: it reorders and composes it and writes it out after the
	// stretch of s before it, or in check mode compares it with s.
	flush := func(end int) bool {
		if simple {
			return true
		}
		seg := s[segStart:end]
		if check {
			if seg == lastSeg {
				return true // it was NFC, or run would have stopped
			}
			sc.reorder(cps)
			lastSeg = seg
			return equal(compose(cps), seg)
		}
		dst = append(dst, s[done:segStart]...)
		if seg == lastSeg {
			dst = append(dst, dst[lastStart:lastEnd]...)
		} else {
			sc.reorder(cps)
			lastSeg, lastStart = seg, len(dst)
			for _, cp := range compose(cps) {
				dst = utf8.AppendRune(dst, cp.r)
			}
			lastEnd = len(dst)
		}
		done = end
		return true
	}

	i := 0
	for i < len(s) {
		c0 := s[i]
		if c0 < utf8.RuneSelf {
			// An ASCII byte has ccc 0, no decomposition, and is the second
			// of no pair, so a segment begins here. An ASCII byte followed
			// by another ASCII byte (or the end) is a whole segment on its
			// own, of one code point without decomposition: it is final.
			if !flush(i) {
				return dst, false
			}
			j := i + 1
			for j < len(s) && s[j] < utf8.RuneSelf {
				j++
			}
			// The last ASCII byte may yet be followed by marks that
			// compose with it, so it opens the pending segment.
			segStart = j - 1
			cps = cps[:0]
			cps = push(cps, codePoint{r: rune(s[j-1])})
			simple = true
			i = j
			continue
		}

		r, size := utf8s.DecodeRune(s, i)
		valid := r != utf8.RuneError || size != 1
		if !valid && check {
			// Append would write U+FFFD for this byte.
			return dst, false
		}

		in := info(r)
		if in == 0 && valid {
			// A starter without decomposition that combines with nothing
			// before it (the usual code point of most scripts): a segment
			// begins here, and it is simple.
			if !simple && !flush(i) {
				return dst, false
			}
			segStart = i
			cps = cps[:0]
			cps = push(cps, codePoint{r: r})
			simple = true
			i += size
			continue
		}

		// UAX #15 "Normalization Process", step 1: the full canonical
		// decomposition (D68) of this code point, appended to the segment.
		// (An invalid byte is U+FFFD by now, which has none.)
		n0 := len(cps)
		switch {
		case in&infoDecomp == 0:
			cps = push(cps, codePoint{r, uint8(in), in&infoSecond != 0})
		case uint32(r-sBase) < sCount:
			// Hangul syllables decompose arithmetically.
			l, v, tj := hangulJamo(r)
			cps = push(cps, codePoint{r: l})
			cps = push(cps, codePoint{r: v, second: true})
			if tj != 0 {
				cps = push(cps, codePoint{r: tj, second: true})
			}
		default:
			// The table holds the full (recursive) decomposition, in
			// canonical order.
			d := decomposition(r)
			for k := 0; k < len(d); {
				dr, dn := utf8.DecodeRuneInString(d[k:])
				di := info(dr)
				cps = push(cps, codePoint{dr, uint8(di), di&infoSecond != 0})
				k += dn
			}
		}

		if f := cps[n0]; f.ccc == 0 && !f.second {
			// A segment begins at this code point: the pending one, which
			// is cps[:n0], is complete.
			if n0 > 0 {
				pending := cps
				cps = cps[:n0]
				if !flush(i) {
					return dst, false
				}
				cps = pending[:copy(pending, pending[n0:])]
			}
			segStart = i
			simple = valid && (in&infoDecomp == 0 || in&infoComposite != 0)
		} else {
			simple = false
		}
		i += size
	}
	if !flush(len(s)) {
		return dst, false
	}
	if !check {
		dst = append(dst, s[done:]...)
	}
	return dst, true
}

// equal reports whether the code points of cps are those of seg, which is
// valid UTF-8 (run stops at an invalid byte in check mode).
func equal(cps []codePoint, seg string) bool {
	k := 0
	for _, cp := range cps {
		if k == len(seg) {
			return false
		}
		r, size := utf8.DecodeRuneInString(seg[k:])
		if r != cp.r {
			return false
		}
		k += size
	}
	return k == len(seg)
}

// hangulJamo returns the canonical decomposition of the precomposed Hangul
// syllable r: a leading consonant, a vowel, and a trailing consonant, or 0
// if the syllable has none (Unicode 3.12, "Hangul Syllable
// Decomposition"). All three are starters; the vowel and the trailing
// consonant combine backward.
func hangulJamo(r rune) (l, v, t rune) {
	sIndex := r - sBase
	l = lBase + sIndex/nCount
	v = vBase + (sIndex%nCount)/tCount
	if tIndex := sIndex % tCount; tIndex != 0 {
		t = tBase + tIndex
	}
	return l, v, t
}

// decomposition returns the full canonical decomposition of r, which must
// have one (infoDecomp) and not be a Hangul syllable, in UTF-8.
func decomposition(r rune) string {
	i, _ := slices.BinarySearch(decomposed[:], uint32(r))
	return decompositions[decompositionStart[i]:decompositionStart[i+1]]
}

// reorder applies UAX #15 "Canonical Ordering Algorithm" (step 2 of the
// Normalization Process): every maximal run of code points with ccc > 0 is
// sorted stably by ccc, which is what repeatedly exchanging adjacent
// reorderable pairs (D108, D109) converges to. Already sorted runs, the
// usual case, are only scanned. Short runs use insertion sort; a long run
// uses a stable counting sort over the 256 classes, so that a run of any
// length costs linear time (an exchange sort would be quadratic).
func (sc *scratch) reorder(cps []codePoint) {
	for i := 0; i < len(cps); {
		if cps[i].ccc == 0 {
			i++
			continue
		}
		j := i + 1
		sorted := true
		for j < len(cps) && cps[j].ccc != 0 {
			if cps[j].ccc < cps[j-1].ccc {
				sorted = false
			}
			j++
		}
		if !sorted {
			if j-i <= insertionMax {
				insertionSort(cps[i:j])
			} else {
				sc.countingSort(cps[i:j])
			}
		}
		i = j
	}
}

// insertionSort sorts run stably by ccc. Only strictly smaller classes move
// left, which keeps equal classes in their order.
func insertionSort(run []codePoint) {
	for i := 1; i < len(run); i++ {
		x := run[i]
		j := i
		for j > 0 && run[j-1].ccc > x.ccc {
			run[j] = run[j-1]
			j--
		}
		run[j] = x
	}
}

// countingSort sorts run stably by ccc in linear time: it counts each
// class, turns the counts into starting positions, and places the code
// points in input order into the scratch buffer.
func (sc *scratch) countingSort(run []codePoint) {
	var pos [256]int
	for _, cp := range run {
		pos[cp.ccc]++
	}
	sum := 0
	for c, n := range pos {
		pos[c] = sum
		sum += n
	}
	if cap(sc.tmp) < len(run) {
		sc.tmp = make([]codePoint, len(run))
	}
	tmp := sc.tmp[:len(run)]
	for _, cp := range run {
		tmp[pos[cp.ccc]] = cp
		pos[cp.ccc]++
	}
	copy(run, tmp)
}

// compose applies UAX #15 "Canonical Composition Algorithm" (step 3 of the
// Normalization Process) to the decomposed, canonically ordered code points
// in place and returns the shortened slice. Each code point C after the
// last starter L is combined with L when C is not blocked from L (D115: no
// code point B between them, of those still present, has ccc(B) == 0 or
// ccc(B) >= ccc(C)) and <L, C> has a primary composite; the composite then
// replaces L and C is removed.
//
// The kept code points between L and C are all non-starters (a kept starter
// would have become the last starter), and they come from one canonically
// ordered run, so their classes never decrease: the largest is the last
// one kept. So C is unblocked exactly when nothing was kept after L, or the
// last kept class is below ccc(C).
func compose(cps []codePoint) []codePoint {
	starter := -1 // index of L in the output, -1 before the first starter
	var last uint8
	out := 0
	for _, c := range cps {
		if c.second && starter >= 0 && (out == starter+1 || (last != 0 && last < c.ccc)) {
			if p := primary(cps[starter].r, c.r); p != 0 {
				cps[starter].r = p
				continue
			}
		}
		if c.ccc == 0 {
			starter = out
		}
		cps[out] = c
		out++
		last = c.ccc
	}
	return cps[:out]
}

// primary returns the primary composite of the pair <first, second>, or 0
// if there is none (UAX #15 D114, D117): Hangul LV and LVT syllables by
// arithmetic, everything else from the table.
func primary(first, second rune) rune {
	if l := uint32(first - lBase); l < lCount {
		if v := uint32(second - vBase); v < vCount {
			return sBase + rune((l*vCount+v)*tCount)
		}
		return 0
	}
	if sIndex := uint32(first - sBase); sIndex < sCount {
		// An LV syllable takes a trailing consonant; TBase itself is not
		// one (its index 0 means "no trailing consonant").
		if tIndex := uint32(second - tBase); sIndex%tCount == 0 && tIndex-1 < tCount-1 {
			return first + rune(tIndex)
		}
		return 0
	}
	key := uint64(first)<<42 | uint64(second)<<21
	i, _ := slices.BinarySearch(compositions[:], key)
	if i < len(compositions) && compositions[i]&^(1<<21-1) == key {
		return rune(compositions[i] & (1<<21 - 1))
	}
	return 0
}
