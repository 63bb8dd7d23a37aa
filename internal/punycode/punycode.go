// Package punycode implements Punycode, RFC 3492
// (https://www.rfc-editor.org/rfc/rfc3492), the encoding of UTS #46 and IDNA
// labels that start with "xn--".
//
// Integers that would exceed 2^31-1 are overflow (RFC 3492 section 6.4),
// which fails the encoding or decoding; x/net and ICU use the same bound.
// There is no limit on a label's length: golang.org/x/net/idna's decoder
// fails on labels that decode to more than 1024 code points, where UTS #46
// sets no limit, and its encoder, RFC 3492's loop as written, takes time
// proportional to a label's length times its number of distinct code points
// (a 1 MiB label of CJK code points takes most of a minute). Both
// directions here take O(n log n) time for n code points, or less; the
// RFC's loop is in reference_test.go, which the tests and FuzzPunycode
// compare with.
package punycode

import (
	"math"
	"math/bits"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/webstd/whatwgurl/internal/utf8s"
)

// Parameters, RFC 3492 section 5, and the bound of section 6.4.
const (
	base        = 36
	tMin        = 1
	tMax        = 26
	skew        = 38
	damp        = 700
	initialBias = 72
	initialN    = 128
	maxInt      = math.MaxInt32
)

// adapt is the bias adaptation function, RFC 3492 section 6.1.
func adapt(delta, numPoints int, firstTime bool) int {
	if firstTime {
		delta /= damp
	} else {
		delta /= 2
	}
	if delta >= numPoints { // else delta/numPoints is 0
		delta += delta / numPoints
	}
	k := 0
	for delta > adaptMax {
		delta /= base - tMin
		k += base
	}
	return k + int(adaptTable[delta])
}

// adaptMax bounds delta at the end of adapt.
const adaptMax = (base - tMin) * tMax / 2

// adaptTable holds adapt's last term for each delta, which
// saves a division.
var adaptTable = func() (t [adaptMax + 1]uint8) {
	for delta := range t {
		t[delta] = uint8((base - tMin + 1) * delta / (delta + skew))
	}
	return t
}()

// threshold is t for position k of a variable-length integer.
func threshold(k, bias int) int {
	switch {
	case k <= bias:
		return tMin
	case k >= bias+tMax:
		return tMax
	}
	return k - bias
}

func digit(d int) byte {
	if d < 26 {
		return byte('a' + d)
	}
	return byte('0' + d - 26)
}

// AppendEncode appends the Punycode encoding of label (RFC 3492 section
// 6.3) to dst and returns the extended buffer; false means overflow. label
// must be valid UTF-8.
//
// Instead of scanning the label once for each distinct code point, it
// takes the non-basic code points in the order they are inserted (by value,
// then position) and computes each delta directly: inserting code point v
// at index i of an output of length h, after inserting n at index i0, is
// the state change (v-n)·(h+1) + i − i0, and i counts the code points
// already inserted that precede it: the basic ones before it, and the
// non-basic ones before it whose value is not above its own, counted in a
// Fenwick tree over the distinct values. The code points are put in
// insertion order by a radix sort. This takes O(n log d) time for n code
// points with d distinct values. A label of at least 1024 code points with
// at most fewMax distinct ones is encoded by appendFew instead.
func AppendEncode(dst []byte, label string) ([]byte, bool) {
	return appendEncode(dst, label, true)
}

// appendEncode is AppendEncode; short false keeps a short label from
// appendShort, its fast path (for the twin tests).
func appendEncode(dst []byte, label string, short bool) ([]byte, bool) {
	// The basic code points, in order. A byte below 0x80 is always one;
	// each other code point of valid UTF-8 starts with a byte from 0xC0,
	// which bounds their number.
	start, bound := len(dst), 0
	for i := 0; i < len(label); i++ {
		switch c := label[i]; {
		case c < utf8.RuneSelf:
			dst = append(dst, c)
		case c >= 0xC0:
			bound++
		}
	}
	basic := len(dst) - start
	if basic > 0 {
		dst = append(dst, '-')
	}
	if short && bound <= shortLabel && basic+bound <= shortLabel {
		return appendShort(dst, label, basic)
	}
	if out, ok, done := appendFew(dst, label, bound, basic); done {
		return out, ok
	}
	// Each non-basic code point as value<<32 | j, for the jth one, and
	// for each basic code point, the number of non-basic ones before it.
	// A short label, the usual one, needs no allocation.
	var keysBuf, scratchBuf [smallLabel]uint64
	var basicBuf [smallLabel]int32
	keys, scratch, basicAt := keysBuf[:0], scratchBuf[:0], basicBuf[:0]
	if bound > smallLabel {
		keys, scratch = make([]uint64, 0, bound), make([]uint64, 0, bound)
	}
	if basic > smallLabel {
		basicAt = make([]int32, 0, basic)
	}
	for _, r := range label {
		if r < utf8.RuneSelf {
			basicAt = append(basicAt, int32(len(keys)))
		} else {
			keys = append(keys, uint64(r)<<32|uint64(len(keys)))
		}
	}
	if len(keys) == 0 {
		return dst, true
	}
	sorted, index := sortKeys(keys, scratch[:len(keys)])

	// index[j] is first the rank of the jth non-basic code point's value
	// among the distinct values, then the index it is inserted at.
	d := 0
	for k, x := range sorted {
		if k > 0 && x>>32 != sorted[k-1]>>32 {
			d++
		}
		index[uint32(x)] = uint64(d)
	}
	// counts is a Fenwick tree over the ranks of the non-basic code points
	// before the jth.
	var countsBuf [smallLabel + 2]int32
	counts := countsBuf[:]
	if d+2 > len(countsBuf) {
		counts = make([]int32, d+2)
	}
	counts = counts[:d+2]
	basicBefore := 0
	for j, rank := range index {
		for basicBefore < len(basicAt) && int(basicAt[basicBefore]) <= j {
			basicBefore++
		}
		index[j] = uint64(basicBefore + fenwickCount(counts, int(rank)+1))
		fenwickAdd(counts, int(rank))
	}

	n, i, bias, h := initialN, 0, initialBias, basic
	for _, x := range sorted {
		v, at := int(x>>32), int(index[uint32(x)])
		delta64 := int64(v-n)*int64(h+1) + int64(at-i)
		if delta64 > maxInt {
			return dst, false
		}
		delta := int(delta64)
		dst = appendInt(dst, delta, bias)
		bias = adapt(delta, h+1, h == basic)
		n, i = v, at+1
		h++
	}
	return dst, true
}

// shortLabel is the most code points of a label that appendShort
// encodes.
const shortLabel = 32

// appendShort is AppendEncode for a label of at most shortLabel code
// points, the usual one: RFC 3492's encoding procedure (section 6.3), one
// pass over the label's non-basic code points for each distinct value,
// which for so few code points costs less than sorting them. basic is the
// number of basic code points, already appended to dst with the delimiter.
//
// The code points are read once, into arrays on the stack: the non-basic
// ones (nb), and before each the number of basic ones since the previous
// (gap), with those after the last in tail. The procedure's inner loop
// over all code points increments delta for each code point below n, as
// every basic one is: adding gap[k] before looking at nb[k] is the same.
// The pass that emits the code points of value n also finds the next
// value, the smallest above n, which the procedure's next round starts
// from.
func appendShort(dst []byte, label string, basic int) ([]byte, bool) {
	var nbBuf [shortLabel]rune
	var gapBuf [shortLabel]uint8
	nb, gap := nbBuf[:0], gapBuf[:0]
	m := rune(utf8.MaxRune + 1) // the smallest non-basic code point
	tail := 0
	for i := 0; i < len(label); {
		r, size := rune(label[i]), 1
		if r >= utf8.RuneSelf {
			r, size = utf8s.DecodeRune(label, i)
		}
		i += size
		if r < utf8.RuneSelf {
			tail++
			continue
		}
		nb, gap = append(nb, r), append(gap, uint8(tail))
		tail = 0
		m = min(m, r)
	}
	n, delta, bias, h := initialN, 0, initialBias, basic
	for range nb { // at most one round per non-basic code point
		if h == basic+len(nb) {
			break
		}
		// m is the smallest code point >= n, a non-basic one. At most
		// shortLabel+1 times a code point below 0x110000: far from
		// overflowing an int, so only maxInt bounds it.
		delta += (int(m) - n) * (h + 1)
		if delta > maxInt {
			return dst, false
		}
		n = int(m)
		next := rune(utf8.MaxRune + 1)
		for k, c := range nb {
			delta += int(gap[k])
			switch {
			case int(c) < n:
				delta++
			case int(c) == n:
				if delta > maxInt {
					return dst, false
				}
				dst = appendInt(dst, delta, bias)
				bias = adapt(delta, h+1, h == basic)
				delta = 0
				h++
			default:
				next = min(next, c)
			}
		}
		delta += tail + 1
		n++
		m = next
	}
	return dst, true
}

// smallLabel is the number of code points of one kind (basic or not) up to
// which the buffers of AppendEncode and AppendDecode stay on the stack.
const smallLabel = 32

// appendInt appends q as a generalized variable-length integer
// (RFC 3492 section 3.3) with the given bias.
func appendInt(dst []byte, q, bias int) []byte {
	for k := base; ; k += base {
		t := threshold(k, bias)
		if q < t {
			break
		}
		quo, rem := divBase(q-t, t)
		dst = append(dst, digit(t+rem))
		q = quo
	}
	return append(dst, digit(q))
}

// fewMax is the most distinct non-basic code points for which
// appendFew is used.
// divBase returns x / (base - t) and x % (base - t) for 0 <= x <= maxInt
// and tMin <= t <= tMax, the division of appendInt's digit loop: a
// multiplication by the divisor's 64-bit reciprocal, exact for every x
// below 2^32 (D. Lemire, O. Kaser, N. Kurz, "Faster remainder by direct
// computation", 2019), in place of a hardware division per digit.
// TestDivBase checks it against / and % for each divisor.
func divBase(x, t int) (quo, rem int) {
	d := base - t
	hi, _ := bits.Mul64(uint64(x), reciprocals[t])
	quo = int(hi)
	return quo, x - quo*d
}

// reciprocals holds, for each threshold t, ceil(2^64 / (base - t)).
var reciprocals = func() (r [tMax + 1]uint64) {
	for t := tMin; t <= tMax; t++ {
		r[t] = ^uint64(0)/uint64(base-t) + 1
	}
	return r
}()

const fewMax = 8

// appendFew is AppendEncode for a label of at least 1024 non-basic
// code points (bound counts them) of which at most fewMax are
// distinct: RFC 3492's encoding loop as written, one pass over the label for
// each distinct value, which takes O(n·fewMax) time. basic is the
// number of basic code points, already appended to dst with the delimiter.
// It returns false for done if the label is not such a label, having
// appended nothing.
func appendFew(dst []byte, label string, bound, basic int) (out []byte, ok, done bool) {
	if bound < 1024 {
		return dst, false, false
	}
	// The label is decoded once for all the passes, each code point to
	// its rank: 0 for the basic ones, which are below every non-basic
	// value, and first 1 + the order of first appearance for the others.
	var values [fewMax]rune
	d := 0
	ranks := make([]uint8, 0, basic+bound)
	for _, r := range label {
		if r < utf8.RuneSelf {
			ranks = append(ranks, 0)
			continue
		}
		k := 0
		for k < d && values[k] != r {
			k++
		}
		if k == d {
			if d == fewMax {
				return dst, false, false
			}
			values[d] = r
			d++
		}
		ranks = append(ranks, uint8(k+1))
	}
	// Then to 1 + the order of value.
	order := [fewMax]uint8{0, 1, 2, 3, 4, 5, 6, 7}
	slices.SortFunc(order[:d], func(a, b uint8) int { return int(values[a] - values[b]) })
	var rankOf [fewMax + 1]uint8
	for k, o := range order[:d] {
		rankOf[o+1] = uint8(k + 1)
	}
	for i, c := range ranks {
		ranks[i] = rankOf[c]
	}

	// delta is 64 bits wide so that counting past the limit between
	// tests cannot wrap around where int has 32.
	n, bias, h := initialN, initialBias, basic
	var delta int64
	for k, o := range order[:d] {
		m, rank := int(values[o]), uint8(k+1)
		delta += int64(m-n) * int64(h+1)
		if delta > maxInt {
			return dst, false, true
		}
		n = m
		// delta only grows between the points where it is used or reset,
		// so testing it for overflow there and at the end of the pass is
		// testing it at every increment, as RFC 3492 does.
		for _, c := range ranks {
			if c == rank {
				if delta > maxInt {
					return dst, false, true
				}
				dst = appendInt(dst, int(delta), bias)
				bias = adapt(int(delta), h+1, h == basic)
				delta = 0
				h++
				continue
			}
			// One more when c < rank, when the subtraction wraps around
			// to a number with the top bit set; none when c > rank.
			delta += int64((uint32(c) - uint32(rank)) >> 31)
		}
		if delta > maxInt {
			return dst, false, true
		}
		delta++
		n++
	}
	return dst, true, true
}

// sortKeys sorts keys, each value<<32 | j with j ascending, by
// value and then j, using scratch, of the same length. It returns the
// sorted keys and the other buffer, free for reuse.
func sortKeys(keys, scratch []uint64) (sorted, free []uint64) {
	if len(keys) < 256 {
		slices.Sort(keys)
		return keys, scratch
	}
	// A stable least-significant-digit radix sort on the 21 bits of the
	// value, in two passes, keeps j ascending within a value.
	var low [1 << 11]int
	var high [1 << 10]int
	for _, x := range keys {
		v := x >> 32
		low[v&(1<<11-1)]++
		high[v>>11&(1<<10-1)]++
	}
	if radixPass(keys, scratch, low[:], 32) {
		keys, scratch = scratch, keys
	}
	if radixPass(keys, scratch, high[:], 32+11) {
		keys, scratch = scratch, keys
	}
	return keys, scratch
}

// radixPass moves src to dst ordered by the digit at bit shift, of
// len(counts) values (a power of two), stably; counts holds the number of
// keys with each digit. If all keys have the same digit it does nothing
// and returns false.
func radixPass(src, dst []uint64, counts []int, shift uint) bool {
	mask := uint64(len(counts) - 1)
	sum := 0
	for digit, c := range counts {
		if c == len(src) {
			return false
		}
		counts[digit] = sum
		sum += c
	}
	for _, x := range src {
		digit := x >> shift & mask
		dst[counts[digit]] = x
		counts[digit]++
	}
	return true
}

// AppendDecode appends the decoding of s (RFC 3492 section 6.2) to dst and
// returns the extended buffer, or false if s is not valid Punycode,
// overflows, or decodes to a code point that is not a scalar value. s must
// be ASCII. On failure the buffer returned may hold part of the decoding.
//
// The decoder inserts each code point at an index of the output so far; to
// avoid moving the rest of the output for each, it records the insertions
// and places them at the end. First in a gap buffer (placeByGap), which is
// fast for what encoders write, until the gap has moved 4n+1024 slots;
// then, if that is not enough, backwards: the last one inserted lands at
// its index, and each earlier one at its index among the slots still free
// (freeSlots). The basic code points fill the slots left. This takes
// O(n log n) time for n code points.
func AppendDecode(dst []byte, s string) ([]byte, bool) {
	return appendDecodeGap(dst, s, -1)
}

// appendDecodeGap is AppendDecode with gapBudget for placeByGap; -1 is the
// default, and 0 skips it (for tests).
func appendDecodeGap(dst []byte, s string, gapBudget int) ([]byte, bool) {
	basic := ""
	if j := strings.LastIndexByte(s, '-'); j > 0 {
		basic, s = s[:j], s[j+1:]
	}
	// Each insertion takes at least one digit of s.
	var buf [2 * smallLabel]int32
	values, indexes := buf[:0:smallLabel], buf[smallLabel:smallLabel]
	if len(s) > smallLabel {
		values, indexes = make([]int32, 0, len(s)), make([]int32, 0, len(s))
	}
	n, i, bias, length := initialN, 0, initialBias, len(basic)
	for p := 0; p < len(s); {
		oldi, w := i, 1
		for k := base; ; k += base {
			if p == len(s) {
				return dst, false
			}
			digit, ok := digitValue(s[p])
			if !ok {
				return dst, false
			}
			p++
			if digit > (maxInt-i)/w {
				return dst, false
			}
			i += digit * w
			t := threshold(k, bias)
			if digit < t {
				break
			}
			if w > maxInt/(base-t) {
				return dst, false
			}
			w *= base - t
		}
		length++
		bias = adapt(i-oldi, length, oldi == 0)
		n += i / length
		i %= length
		if n > utf8.MaxRune || 0xD800 <= n && n <= 0xDFFF {
			return dst, false
		}
		values = append(values, int32(n))
		indexes = append(indexes, int32(i))
		i++
	}

	// Place the insertions, last first, in the free slots. A slot left 0
	// gets a basic code point: every inserted code point is at least
	// initialN.
	var placedBuf [2 * smallLabel]rune
	placed := placedBuf[:0]
	if length > len(placedBuf) {
		placed = make([]rune, 0, length)
	}
	placed = placed[:length]
	clear(placed)
	if gapBudget < 0 {
		gapBudget = 4*length + 1024
	}
	if gapBudget == 0 || !placeByGap(placed, len(basic), values, indexes, gapBudget) {
		clear(placed)
		free := newFreeSlots(length)
		for k := len(values) - 1; k >= 0; k-- {
			placed[free.take(int(indexes[k]))] = values[k]
		}
	}
	dst = slices.Grow(dst, len(basic)+4*len(values))
	j := 0
	for _, r := range placed {
		if r != 0 {
			dst = utf8.AppendRune(dst, r)
		} else {
			dst = append(dst, basic[j])
			j++
		}
	}
	return dst, true
}

// digitValue returns the value of the Punycode digit c (RFC 3492 section
// 5: a-z and A-Z are 0 to 25, 0-9 are 26 to 35).
func digitValue(c byte) (int, bool) {
	switch {
	case 'a' <= c && c <= 'z':
		return int(c - 'a'), true
	case 'A' <= c && c <= 'Z':
		return int(c - 'A'), true
	case '0' <= c && c <= '9':
		return int(c-'0') + 26, true
	}
	return 0, false
}

// A Fenwick tree over positions 0..len(tree)-2 in tree[1:], counting
// marked positions.

// fenwickAdd marks position pos.
func fenwickAdd(tree []int32, pos int) {
	for j := pos + 1; j < len(tree); j += j & -j {
		tree[j]++
	}
}

// fenwickRemove unmarks position pos.
func fenwickRemove(tree []int32, pos int) {
	for j := pos + 1; j < len(tree); j += j & -j {
		tree[j]--
	}
}

// placeByGap is the Punycode decoder's insertions done as the RFC's
// decoder does them, in order, in a gap buffer over placed, with 0 for the
// basic code points: each costs the distance the gap moves to its index.
// That is little when the insertions of each code point go left to right,
// as encoders write them, and there are few distinct code points. It gives
// up, reporting false, once the gap has moved more than budget slots, so
// that its time stays linear whatever the input.
func placeByGap(placed []rune, basic int, values, indexes []int32, budget int) bool {
	n := len(placed)
	// The text is placed[:gap] followed by placed[n-tail:]; the basic code
	// points start after the gap.
	gap, tail := 0, basic
	for k, v := range values {
		i := int(indexes[k])
		if i < gap {
			moved := gap - i
			if budget -= moved; budget < 0 {
				return false
			}
			copy(placed[n-tail-moved:n-tail], placed[i:gap])
			gap, tail = i, tail+moved
		} else if i > gap {
			moved := i - gap
			if budget -= moved; budget < 0 {
				return false
			}
			copy(placed[gap:i], placed[n-tail:n-tail+moved])
			gap, tail = i, tail-moved
		}
		placed[gap] = v
		gap++
	}
	// Every slot is filled: gap+tail == n, and the text is in order.
	return true
}

// freeSlots is a set of slots 0..n-1, all free at first, from which the
// kth free slot can be taken in O(log n): a bit per slot in words of 64,
// and a Fenwick tree over the number of free slots in each word. The tree
// is 1/512 the size of the slots, so that on a long label it stays in
// cache while each take touches one word.
type freeSlots struct {
	words []uint64
	tree  []int32 // tree[1:] is a Fenwick tree over OnesCount64(words[i])
}

func newFreeSlots(n int) freeSlots {
	m := (n + 63) / 64
	f := freeSlots{words: make([]uint64, m), tree: make([]int32, m+1)}
	for i := range f.words {
		f.words[i] = ^uint64(0)
		f.tree[i+1] = 64
	}
	if r := n % 64; r != 0 {
		f.words[m-1] = 1<<r - 1
		f.tree[m] = int32(r)
	}
	// Build the tree in place in O(m): each node adds itself to its parent.
	for i := 1; i <= m; i++ {
		if parent := i + i&-i; parent <= m {
			f.tree[parent] += f.tree[i]
		}
	}
	return f
}

// take removes the free slot with k free slots before it, and returns it.
// There must be more than k free slots.
func (f *freeSlots) take(k int) int {
	// The word: the last one with at most k free slots before it.
	word := 0
	for step := 1 << (bits.Len(uint(len(f.tree)-1)) - 1); step > 0; step >>= 1 {
		if next := word + step; next < len(f.tree) && int(f.tree[next]) <= k {
			word = next
			k -= int(f.tree[next])
		}
	}
	w := f.words[word]
	bit := selectBit(w, k)
	f.words[word] = w &^ (1 << bit)
	fenwickRemove(f.tree, word)
	return word*64 + bit
}

// selectBit returns the index of the set bit of w with k set bits below
// it; w must have more than k set bits.
func selectBit(w uint64, k int) int {
	base := 0
	for width := 32; width >= 8; width /= 2 {
		low := w & (1<<width - 1)
		if c := bits.OnesCount64(low); k >= c {
			k -= c
			w >>= width
			base += width
		} else {
			w = low
		}
	}
	for ; k > 0; k-- {
		w &= w - 1
	}
	return base + bits.TrailingZeros64(w)
}

// fenwickCount returns the number of marked positions below pos.
func fenwickCount(tree []int32, pos int) int {
	sum := 0
	for j := pos; j > 0; j -= j & -j {
		sum += int(tree[j])
	}
	return sum
}
