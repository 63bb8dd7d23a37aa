package whatwgurl

// Normalization Form C without the Stream-Safe Text Format.
//
// UTS #46 (and so the URL Standard's domain to ASCII) maps a label to NFC as
// UAX #15 defines it. golang.org/x/text/unicode/norm implements UAX #15 with
// the Stream-Safe Text Format (UAX #15, "Stream-Safe Text Format"): after 30
// consecutive non-starters it inserts U+034F COMBINING GRAPHEME JOINER so
// that its buffers stay bounded. That is a different function: for
// "a" followed by 40 U+0301 it writes a U+034F that NFC never writes, and the
// marks after the joiner are no longer reordered or composed with the marks
// before it. Browsers give plain NFC, so this file implements plain NFC
// itself, from the three steps of UAX #15 "Normalization Process" (canonical
// decomposition, canonical ordering, canonical composition), and uses norm
// only as its source of Unicode character data: the full canonical
// decomposition and canonical combining class of each code point, and the set
// of primary composites.
//
// Nothing here buffers a bounded amount of text, so nothing needs a joiner;
// instead every step is linear in the length of the input, including a
// single run of a million combining marks (see reorder).
//
// Definition numbers (D68, D108, D114, D115, ...) are those of The Unicode
// Standard, chapter 3 (sections 3.7 and 3.11), on which UAX #15 builds.

import (
	"slices"
	"sync"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// Conjoining jamo behavior (The Unicode Standard, section 3.12), which UAX #15
// refers to for Hangul: precomposed syllables decompose and compose
// arithmetically rather than through the decomposition data, and norm's
// Properties.Decomposition returns nil for them.
const (
	nfcSBase  = 0xAC00
	nfcLBase  = 0x1100
	nfcVBase  = 0x1161
	nfcTBase  = 0x11A7
	nfcLCount = 19
	nfcVCount = 21
	nfcTCount = 28
	nfcNCount = nfcVCount * nfcTCount // 588
	nfcSCount = nfcLCount * nfcNCount // 11172
)

// nfcInsertionMax is the longest run of non-starters that reorder sorts
// by insertion. Runs in real text are a few marks long, where insertion sort
// is fastest; past this length a counting sort keeps the work linear.
const nfcInsertionMax = 16

// nfcStackCPs is how many decomposed code points a call holds without heap
// allocation: far more than any segment of ordinary text.
const nfcStackCPs = 64

// appendNFC appends the Normalization Form C of s (UAX #15, with the Unicode
// data of golang.org/x/text/unicode/norm) to dst and returns the extended
// buffer.
//
// Unlike norm.NFC it never inserts U+034F (the Stream-Safe Text Format is a
// separate, optional process in UAX #15), so the result is exactly NFC for
// any input, however long its runs of combining marks, and the time taken is
// linear in len(s).
//
// s should be valid UTF-8. A byte that does not begin a valid encoding is
// taken as U+FFFD REPLACEMENT CHARACTER, as utf8.DecodeRuneInString reads
// it, and U+FFFD is written in its place.
func appendNFC(dst []byte, s string) []byte {
	dst = slices.Grow(dst, len(s))
	dst, _ = nfcRun(dst, s, false)
	return dst
}

// isNFC reports whether s is in Normalization Form C by the definition of
// appendNFC, that is, whether appendNFC(nil, s) would equal s. It allocates
// nothing unless a single segment of s (a starter and the combining marks
// after it) decomposes into more than nfcStackCPs code points. A string
// that is not valid UTF-8 is not in NFC, since appendNFC replaces the
// invalid bytes.
func isNFC(s string) bool {
	_, ok := nfcRun(nil, s, true)
	return ok
}

// nfcCP is one code point of the decomposed text with what the later steps
// need to know about it, carried together so that reordering moves them
// together.
type nfcCP struct {
	r   rune
	ccc uint8 // canonical combining class
	// second reports that r is the second code point of some composition
	// pair, the only code points that can combine with a starter before
	// them.
	second bool
}

// nfcScratch is the per-call buffer of the counting sort, needed only for
// long runs of non-starters.
type nfcScratch struct {
	tmp []nfcCP
}

// nfcPush appends cp to the decomposed segment. Past the stack array the
// buffer doubles, so that a segment of a million code points is copied
// about once in all rather than the several times append's gentler growth
// costs. (It takes and returns the slice, not a pointer to it, so that the
// stack array it starts in does not escape.)
func nfcPush(cps []nfcCP, cp nfcCP) []nfcCP {
	if len(cps) == cap(cps) {
		cps = slices.Grow(cps, len(cps))
	}
	return append(cps, cp)
}

// nfcRun is the engine shared by appendNFC and isNFC. With check false it
// appends NFC(s) to dst and the bool is true. With check true it appends
// nothing and reports whether NFC(s) == s, stopping at the first segment
// that differs.
//
// UAX #15 defines NFC on the whole string, but the text falls into segments
// that can be normalized independently, which keeps the work local and lets
// the parts that are already final be copied as bytes. A segment begins at
// every code point X whose full canonical decomposition begins with a code
// point F where ccc(F) == 0 and F is never the second code point of a
// composition pair (nfcInfoSecond; this includes the Hangul vowels and
// trailing consonants). Proof that a boundary before X changes nothing:
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
// without harm.
//
// There is deliberately no shortcut through norm.NFC.QuickSpanString: its
// documentation only promises a prefix that norm's own NFC leaves alone,
// and norm's NFC is the Stream-Safe variant, whose count of non-starters is
// not even the true one (it counts U+0F77 by its compatibility
// decomposition, as two, and so writes U+034F after U+0F77 and 28 marks).
// Whether its answer is exact for plain NFC could only be argued from
// norm's internals. The ASCII and single-code-point fast paths below are
// exact by the reasoning given with them.
func nfcRun(dst []byte, s string, check bool) ([]byte, bool) {
	var stack [nfcStackCPs]nfcCP
	cps := stack[:0] // the decomposed code points of the pending segment
	var sc nfcScratch
	var t *nfcTables // loaded on the first non-ASCII byte, so ASCII never builds it

	segStart := 0 // the pending segment is s[segStart:i], decomposed in cps
	// simple reports that the pending segment is known to be its own NFC, so
	// it can be copied (or, in check mode, accepted) without running the
	// algorithm: it is a single code point that either has no decomposition
	// (it decomposes to itself and has nothing to compose with) or is a
	// primary composite or Hangul syllable (whose decomposition composes
	// back to it; TestNFCEveryCodePoint checks this for every code point).
	simple := true

	i := 0
	for i < len(s) {
		c0 := s[i]
		if c0 < utf8.RuneSelf {
			// An ASCII byte has ccc 0, no decomposition, and is the second
			// of no pair, so a segment begins here. An ASCII byte followed
			// by another ASCII byte (or the end) is a whole segment on its
			// own, of one code point without decomposition: it is final.
			if i > segStart {
				var ok bool
				if dst, ok = sc.flush(dst, s[segStart:i], cps, simple, check, t); !ok {
					return dst, false
				}
			}
			j := i + 1
			for j < len(s) && s[j] < utf8.RuneSelf {
				j++
			}
			if j == len(s) {
				if !check {
					dst = append(dst, s[i:]...)
				}
				return dst, true
			}
			if !check {
				dst = append(dst, s[i:j-1]...)
			}
			// The last ASCII byte may yet be followed by marks that
			// compose with it, so it opens the pending segment.
			segStart = j - 1
			cps = cps[:0]
			cps = nfcPush(cps, nfcCP{r: rune(s[j-1])})
			simple = true
			i = j
			continue
		}

		if t == nil {
			t = nfcData()
		}
		var r rune
		var size int
		if c0 >= 0xC2 && c0 < 0xE0 && i+1 < len(s) && s[i+1]&0xC0 == 0x80 {
			// A two-byte sequence (Latin, Greek, Cyrillic, the common
			// combining marks), decoded inline as the hottest case.
			r, size = rune(c0&0x1F)<<6|rune(s[i+1]&0x3F), 2
		} else {
			r, size = utf8.DecodeRuneInString(s[i:])
		}
		valid := r != utf8.RuneError || size != 1
		if !valid && check {
			// appendNFC would write U+FFFD for this byte.
			return dst, false
		}

		// UAX #15 "Normalization Process", step 1: the full canonical
		// decomposition (D68) of this code point, appended to the segment.
		// (An invalid byte is U+FFFD by now, which has none.)
		n0 := len(cps)
		info := t.info(r)
		switch {
		case info&nfcInfoDecomp == 0:
			cps = nfcPush(cps, nfcCP{r, uint8(info), info&nfcInfoSecond != 0})
		case uint32(r-nfcSBase) < nfcSCount:
			// Hangul syllables decompose arithmetically (norm has no
			// Decomposition for them). The pushes stay in this function:
			// a method appending to the buffer would make the stack
			// array escape to the heap.
			l, v, tj := nfcHangulJamo(r)
			cps = nfcPush(cps, nfcCP{r: l})
			cps = nfcPush(cps, nfcCP{r: v, second: true})
			if tj != 0 {
				cps = nfcPush(cps, nfcCP{r: tj, second: true})
			}
		default:
			// norm's Decomposition is already the full (recursive) one
			// and in canonical order: TestNFCDecompositionIsFull checks
			// this against norm.NFD for every code point.
			d := norm.NFD.PropertiesString(s[i : i+size]).Decomposition()
			if d == nil {
				d = []byte(s[i : i+size]) // cannot happen: the table came from norm
			}
			for k := 0; k < len(d); {
				dr, dn := utf8.DecodeRune(d[k:])
				di := t.info(dr)
				cps = nfcPush(cps, nfcCP{dr, uint8(di), di&nfcInfoSecond != 0})
				k += dn
			}
		}

		if f := cps[n0]; f.ccc == 0 && !f.second {
			// A segment begins at this code point: the pending one, which
			// is cps[:n0], is complete.
			if n0 > 0 {
				var ok bool
				if dst, ok = sc.flush(dst, s[segStart:i], cps[:n0], simple, check, t); !ok {
					return dst, false
				}
				cps = cps[:copy(cps, cps[n0:])]
			}
			segStart = i
			simple = valid && (info&nfcInfoDecomp == 0 || info&nfcInfoComposite != 0)
		} else {
			simple = false
		}
		i += size
	}
	if i > segStart {
		return sc.flush(dst, s[segStart:], cps, simple, check, t)
	}
	return dst, true
}

// nfcHangulJamo returns the canonical decomposition of the precomposed
// Hangul syllable r: a leading consonant, a vowel, and a trailing consonant,
// or 0 if the syllable has none (Unicode 3.12, "Hangul Syllable
// Decomposition"). All three are starters; the vowel and the trailing
// consonant combine backward.
func nfcHangulJamo(r rune) (l, v, t rune) {
	sIndex := r - nfcSBase
	l = nfcLBase + sIndex/nfcNCount
	v = nfcVBase + (sIndex%nfcNCount)/nfcTCount
	if tIndex := sIndex % nfcTCount; tIndex != 0 {
		t = nfcTBase + tIndex
	}
	return l, v, t
}

// flush finishes the segment seg of the input, whose decomposition is
// cps: it copies seg when simple, and otherwise reorders and
// composes the code points and writes them out (or, in check mode, compares
// them with seg).
func (sc *nfcScratch) flush(dst []byte, seg string, cps []nfcCP, simple, check bool, t *nfcTables) ([]byte, bool) {
	if simple {
		if !check {
			dst = append(dst, seg...)
		}
		return dst, true
	}
	sc.reorder(cps)
	cps = t.compose(cps)
	if check {
		k := 0
		for _, cp := range cps {
			r, size := utf8.DecodeRuneInString(seg[k:])
			if r != cp.r || (r == utf8.RuneError && size == 1) {
				return dst, false
			}
			k += size
		}
		return dst, k == len(seg)
	}
	for _, cp := range cps {
		dst = utf8.AppendRune(dst, cp.r)
	}
	return dst, true
}

// reorder applies UAX #15 "Canonical Ordering Algorithm" (step 2 of the
// Normalization Process): every maximal run of code points with ccc > 0 is
// sorted stably by ccc, which is what repeatedly exchanging adjacent
// reorderable pairs (D108, D109) converges to. Already sorted runs, the
// usual case, are only scanned. Short runs use insertion sort; a long run
// uses a stable counting sort over the 256 classes, so that a run of any
// length costs linear time (an exchange sort would be quadratic).
func (sc *nfcScratch) reorder(cps []nfcCP) {
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
			if j-i <= nfcInsertionMax {
				nfcInsertionSort(cps[i:j])
			} else {
				sc.countingSort(cps[i:j])
			}
		}
		i = j
	}
}

// nfcInsertionSort sorts run stably by ccc. Only strictly smaller classes
// move left, which keeps equal classes in their order.
func nfcInsertionSort(run []nfcCP) {
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
func (sc *nfcScratch) countingSort(run []nfcCP) {
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
		sc.tmp = make([]nfcCP, len(run))
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
// one kept. So C is unblocked exactly when nothing was kept after L, or
// the last kept class is below ccc(C).
func (t *nfcTables) compose(cps []nfcCP) []nfcCP {
	starter := -1 // index of L in the output, -1 before the first starter
	var last uint8
	out := 0
	for _, c := range cps {
		if c.second && starter >= 0 && (out == starter+1 || (last != 0 && last < c.ccc)) {
			if p := t.primary(cps[starter].r, c.r); p != 0 {
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

// Per-code-point data in the nfcTables.info table: the canonical combining
// class in the low byte, and flags.
const (
	nfcInfoCCC = 0xFF
	// nfcInfoDecomp: the code point has a canonical decomposition (Hangul
	// syllables included).
	nfcInfoDecomp = 1 << 8
	// nfcInfoSecond: the code point is the second of some pair that has a
	// primary composite (Hangul vowels and trailing consonants included).
	nfcInfoSecond = 1 << 9
	// nfcInfoComposite: the code point is a primary composite (Hangul
	// syllables included), so it is its own NFC.
	nfcInfoComposite = 1 << 10
)

// nfcBlockBits is the log2 of the block size of the two-stage info table.
const nfcBlockBits = 7

// nfcTables holds the data derived once from norm.
type nfcTables struct {
	// index and blocks form a two-stage table of the nfcInfo bits of every
	// code point r: blocks[index[r>>nfcBlockBits]<<nfcBlockBits +
	// r&(1<<nfcBlockBits-1)]. Identical blocks are stored once; most of
	// the code space shares the all-zero block. It answers in two loads
	// what norm.Properties answers with more work, which matters in the
	// per-code-point loop.
	index  []uint16
	blocks []uint16
	// pairs is an open-addressing hash table (linear probing, size a power
	// of two) from nfcPairKey(first, second) to the primary composite; an
	// entry with comp == 0 is empty. Hangul is not in it.
	pairs []nfcPair
	shift uint // 64 - log2(len(pairs))
}

type nfcPair struct {
	key  uint64
	comp rune
}

func nfcPairKey(first, second rune) uint64 {
	return uint64(first)<<21 | uint64(second)
}

func (t *nfcTables) slot(key uint64) uint64 {
	return (key * 0x9E3779B97F4A7C15) >> t.shift
}

// info returns the nfcInfo bits of r, which must be in 0..utf8.MaxRune.
func (t *nfcTables) info(r rune) uint16 {
	return t.blocks[int(t.index[r>>nfcBlockBits])<<nfcBlockBits|int(r&(1<<nfcBlockBits-1))]
}

// primary returns the primary composite of the pair <first, second>, or 0
// if there is none (UAX #15 D114, D117): Hangul LV and LVT syllables by
// arithmetic, everything else from the table.
func (t *nfcTables) primary(first, second rune) rune {
	if l := uint32(first - nfcLBase); l < nfcLCount {
		if v := uint32(second - nfcVBase); v < nfcVCount {
			return nfcSBase + rune((l*nfcVCount+v)*nfcTCount)
		}
		return 0
	}
	if sIndex := uint32(first - nfcSBase); sIndex < nfcSCount {
		// An LV syllable takes a trailing consonant; TBase itself is not
		// one (its index 0 means "no trailing consonant").
		if tIndex := uint32(second - nfcTBase); sIndex%nfcTCount == 0 && tIndex-1 < nfcTCount-1 {
			return first + rune(tIndex)
		}
		return 0
	}
	key := nfcPairKey(first, second)
	mask := uint64(len(t.pairs) - 1)
	for h := t.slot(key); ; h = (h + 1) & mask {
		p := t.pairs[h]
		if p.comp == 0 {
			return 0
		}
		if p.key == key {
			return p.comp
		}
	}
}

var (
	nfcOnce sync.Once
	nfcTab  *nfcTables
)

// nfcData returns the tables, building them on first use: the build reads
// norm's data for every code point, which takes milliseconds that a
// program that never sees non-ASCII text should not pay, as it would in
// init.
func nfcData() *nfcTables {
	nfcOnce.Do(func() { nfcTab = nfcBuild() })
	return nfcTab
}

// nfcBuild derives the tables from norm: the combining class and
// decomposition flag of every code point, and the primary composites with
// their pairs.
//
// A primary composite (UAX #15 D114) is a character with a canonical
// decomposition that is not a Full Composition Exclusion; among the
// characters whose decomposition has at least two code points, these are
// exactly the ones that are their own NFC (singletons and non-starter
// decompositions are excluded, and so never their own NFC). Its canonical
// decomposition mapping in the Unicode Character Database is a pair
// <first, second>, and composition combines exactly such pairs. norm
// exposes only the full decomposition D, so the pair is recovered as
// second = the last code point of D and first = NFC of the rest, which
// must be a single code point. Two checks ensure this is the mapping's
// pair and not merely a canonically equivalent one: D is the full
// decomposition of first followed by second (so second did not move during
// canonical ordering), and norm.NFC composes <first, second> to the
// composite. Anything failing them is left out, and the exhaustive tests
// (every code point, alone and fully decomposed, against norm) would show
// it.
func nfcBuild() *nfcTables {
	type triple struct{ first, second, comp rune }
	var pairs []triple
	infos := make([]uint16, utf8.MaxRune+1)
	for r := rune(0); r <= utf8.MaxRune; r++ {
		switch r {
		case 0xD800:
			r = 0xDFFF // surrogates are not characters
			continue
		case nfcSBase:
			for ; r < nfcSBase+nfcSCount; r++ {
				infos[r] = nfcInfoDecomp | nfcInfoComposite // ccc 0; Hangul is arithmetic
			}
			r--
			continue
		}
		p := norm.NFD.PropertiesString(string(r))
		infos[r] |= uint16(p.CCC())
		d := p.Decomposition()
		if d == nil {
			continue
		}
		infos[r] |= nfcInfoDecomp
		if utf8.RuneCount(d) < 2 || !norm.NFC.IsNormalString(string(r)) {
			continue
		}
		last, lastSize := utf8.DecodeLastRune(d)
		head := norm.NFC.Bytes(d[:len(d)-lastSize])
		first, firstSize := utf8.DecodeRune(head)
		if firstSize != len(head) {
			continue
		}
		firstD := norm.NFD.Properties(head).Decomposition()
		if firstD == nil {
			firstD = head
		}
		if len(firstD)+lastSize != len(d) || string(firstD) != string(d[:len(firstD)]) {
			continue
		}
		if norm.NFC.String(string(first)+string(last)) != string(r) {
			continue
		}
		pairs = append(pairs, triple{first, last, r})
		infos[r] |= nfcInfoComposite
		infos[last] |= nfcInfoSecond
	}
	// The Hangul vowels and trailing consonants combine backward too.
	for r := rune(nfcVBase); r < nfcVBase+nfcVCount; r++ {
		infos[r] |= nfcInfoSecond
	}
	for r := rune(nfcTBase + 1); r < nfcTBase+nfcTCount; r++ {
		infos[r] |= nfcInfoSecond
	}

	const blockSize = 1 << nfcBlockBits
	t := &nfcTables{
		index:  make([]uint16, len(infos)/blockSize),
		blocks: make([]uint16, blockSize), // block 0: all zero
	}
	seen := map[[blockSize]uint16]uint16{{}: 0}
	for b := range t.index {
		block := [blockSize]uint16(infos[b*blockSize:])
		k, ok := seen[block]
		if !ok {
			k = uint16(len(t.blocks) / blockSize)
			seen[block] = k
			t.blocks = append(t.blocks, block[:]...)
		}
		t.index[b] = k
	}

	bits := uint(1)
	for 1<<bits < 2*len(pairs) {
		bits++
	}
	t.pairs = make([]nfcPair, 1<<bits)
	t.shift = 64 - bits
	mask := uint64(len(t.pairs) - 1)
	for _, p := range pairs {
		key := nfcPairKey(p.first, p.second)
		h := t.slot(key)
		for t.pairs[h].comp != 0 {
			h = (h + 1) & mask
		}
		t.pairs[h] = nfcPair{key, p.comp}
	}
	return t
}
