package whatwgurl

// Long labels. UTS #46 mapping can make a label several times longer (U+3316
// becomes six code points), and x/net's ToUnicode takes time in proportion
// to the mapped text, with a large constant for normalization and
// validation. For a label of at least longLabelMin bytes whose code points
// repeat, mapLongLabel does Processing steps 1 and 2 (map, normalize)
// itself, in time linear in the label's length: it maps each distinct code
// point once, and normalizes with appendNFC (nfc.go) unless every mapping
// is NFC-inert (each code point with a normalization boundary before it
// and in NFC on its own), when the concatenation is NFC already; it
// normalizes span by span, each distinct span once. It then
// builds a skeleton: a short string, in NFC, whose validity under the
// validity criteria and the Bidi rule is that of the whole mapped label.
// x/net validates the skeleton in place of the label. The same route,
// forced for every label, serves domains that x/net's normalization gets
// wrong (longRunMax).
//
// The mapped label U is a sequence of NFC segments: each starts with a code
// point that has a normalization boundary before it, and nothing in
// another segment composes or reorders with it. The skeleton is made of
// segments of U, so it is in NFC, with runs of combining marks longer
// than longRunMax shortened (shortenRuns; thinRun in the joiners'
// contexts), and it holds:
//   - U's first segments, first (the leading combining mark check, the
//     first code point the Bidi rule looks at, and no "xn--");
//   - for each distinct code point of U, a segment that has it (each code
//     point's status, and the set of bidirectional classes that the Bidi
//     rule and x/net's "bidi domain" test look at; the class of a code
//     point is that of the code point it was mapped from, with the
//     exceptions that mapLongLabel handles, TestIDNALongAssumptions);
//   - around each ZWJ and ZWNJ, U as it is from the nearest segment before
//     it, and the nearest after it, that has a code point which cannot be
//     Joining_Type=T (CheckJoiners looks no further;
//     TestIDNALongAssumptions), its long runs thinned;
//     segments with a joiner appear only there;
//   - U's last segment with a code point whose bidirectional class is not
//     NSM, with every distinct segment after it (the end the Bidi rule
//     looks at), last.
//
// TestIDNALongRoute runs the WPT IDNA vectors through this route,
// TestIDNALongDifferential, TestIDNALongSpans, TestIDNAShortenedRuns,
// TestIDNAJoinerRuns and FuzzIDNALong compare it with x/net on the whole
// label, and TestIDNAMarkRuns checks labels that only this route gets
// right.

import (
	"bytes"
	"math/bits"
	"slices"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"
	"unsafe"

	"golang.org/x/text/unicode/bidi"
	"golang.org/x/text/unicode/norm"
)

// longLabelMin is the length in bytes from which a label is mapped by
// mapLongLabel; a variable so that tests can send every label through it.
var longLabelMin = 1024

// longDistinctRatio: a long label with more than len(label)/4/longDistinctRatio
// distinct code points (one in longDistinctRatio, or more) is left to x/net;
// the test is made as they are found.
var longDistinctRatio = 8

// The joiners, which CheckJoiners constrains.
const (
	zwnj = "\u200C"
	zwj  = "\u200D"
)

// longMapping is one input code point's UTS #46 mapping (Processing step 1),
// normalized on its own.
type longMapping struct {
	mapped string
	// simple: each code point of mapped has a normalization boundary
	// before it and is in NFC on its own, so mapped is NFC and each code
	// point is a segment of its own.
	simple bool
	joiner bool // mapped contains ZWJ or ZWNJ
	// boundary: mapped starts with a code point that has a normalization
	// boundary before it.
	boundary bool
	rtl      bool // the code point is of bidirectional class R, AL or AN
	listed   bool // mapped is in the skeleton
}

// longLabel holds the state of mapLongLabel for one label.
type longLabel struct {
	mappings []longMapping // by id, in the order of first appearance
	u        []byte        // the mapped, normalized label
	skeleton []byte        // the distinct mappings without a joiner, in order
	joiners  []int         // offsets in u of ZWJ and ZWNJ
	// bounds has bit i set where a segment of u starts at offset i; nil
	// when every code point of u is a segment of its own (the mappings
	// are simple).
	bounds []uint64
	// short holds shortenRuns's results for the parts of u it shortened,
	// by their offsets, so that no part is shortened twice.
	short map[[2]int]shortened
	// spans are the parts of u that listSegments reads when bounds is
	// set: the first occurrence of each span that mapLongLabel
	// normalized (and every span once it stopped remembering them).
	spans [][2]int
}

// longSpanMemo is the most distinct spans whose normalization mapLongLabel
// remembers.
const longSpanMemo = 1024

// shortened is a result of shortenRuns.
type shortened struct {
	seg []byte
	ok  bool
}

// Outcomes of mapLongLabel.
const (
	longOK       = iota
	longInvalid  // the label fails a validity criterion
	longFallback // x/net must do the work
)

// mapLongLabel returns label mapped and normalized (UTS #46 Processing
// steps 1 and 2), the skeleton to give x/net and what x/net returns for it
// when the label is valid. label must be valid UTF-8 and contain no label
// separator. With force, the label is mapped whatever its length and its
// count of distinct code points (the route of last resort, for labels
// that x/net's normalization gets wrong; see longRunMax).
func mapLongLabel(label string, force bool) (mapped, in, out string, outcome int) {
	var l longLabel
	ids := make([]int32, 0, len(label)/2)
	var missing []rune
	index := new(runeIndex)
	for _, r := range label {
		id, found := index.get(r)
		if !found {
			// A label has at least len(label)/4 code points.
			if !force && len(l.mappings)*4*longDistinctRatio > len(label) {
				return "", "", "", longFallback
			}
			id = int32(len(l.mappings))
			index.set(r, id)
			l.mappings = append(l.mappings, longMapping{})
			missing = append(missing, r)
		}
		ids = append(ids, id)
	}
	l.mapMissing(missing)
	simple := true
	for _, e := range l.mappings {
		simple = simple && e.simple
	}
	if simple {
		// U is the concatenation of the mappings, in NFC, and each code
		// point of it is a segment; the skeleton lists each distinct
		// mapping without a joiner once.
		size := 0
		for _, id := range ids {
			size += len(l.mappings[id].mapped)
		}
		l.u = make([]byte, 0, size)
		for _, id := range ids {
			e := &l.mappings[id]
			if e.joiner {
				l.noteJoiners(len(l.u), e.mapped)
			} else if !e.listed {
				e.listed = true
				l.skeleton = append(l.skeleton, e.mapped...)
			}
			l.u = append(l.u, e.mapped...)
		}
	} else {
		// Step 2. The mapped label splits into spans at each mapping
		// that starts with a normalization boundary, and its NFC is that
		// of each span in turn, since nothing composes or reorders
		// across a boundary. The spans of a long label repeat, so each
		// distinct span is normalized once, by appendNFC, which keeps
		// runs of combining marks of any length as they are (see
		// longRunMax). An empty mapping does not start a span.
		size := 0
		for _, id := range ids {
			size += len(l.mappings[id].mapped)
		}
		// NFC can make the text longer (a composite before a mark of a
		// lower class decomposes), by a code point or so per segment.
		l.u = make([]byte, 0, size+size/8)
		l.bounds = make([]uint64, 0, cap(l.u)/64+2)
		type normalized struct {
			at, end int
			bounds  []int32 // the offsets of the segments, from at
		}
		memo := make(map[string]normalized)
		normalize := func(span []byte, remember bool) {
			at := len(l.u)
			l.u = appendNFC(l.u, unsafe.String(unsafe.SliceData(span), len(span)))
			l.growBounds()
			var bounds []int32
			for i := at; i < len(l.u); {
				boundary, _, size := nfcProps(l.u[i:])
				if boundary {
					l.bounds[i/64] |= 1 << (i % 64)
					if remember {
						bounds = append(bounds, int32(i-at))
					}
				}
				i += size
			}
			if remember {
				memo[string(span)] = normalized{at, len(l.u), bounds}
			}
			l.spans = append(l.spans, [2]int{at, len(l.u)})
		}
		// Once the memo is full, the rest of the label is normalized as
		// one span.
		var span, rest []byte
		joiners := false
		flush := func() {
			if len(memo) >= longSpanMemo {
				rest = append(rest, span...)
			} else if len(span) > 0 {
				if n, done := memo[string(span)]; done {
					at := len(l.u)
					l.u = append(l.u, l.u[n.at:n.end]...)
					l.setBounds(at, n.bounds)
				} else {
					normalize(span, true)
				}
			}
			span = span[:0]
		}
		for _, id := range ids {
			e := &l.mappings[id]
			if e.boundary {
				flush()
			}
			span = append(span, e.mapped...)
			joiners = joiners || e.joiner
		}
		flush()
		if len(rest) > 0 {
			normalize(rest, false)
		}
		if joiners {
			l.noteJoiners(0, unsafe.String(unsafe.SliceData(l.u), len(l.u)))
		}
		if !l.listSegments() {
			return "", "", "", longFallback
		}
	}
	u := l.u
	if len(u) == 0 {
		return "", "", "", longOK
	}
	// Validity Criteria step 6: the label must not begin with a combining
	// mark (x/net's test, General_Category=Mark; TestIDNALongAssumptions).
	if first, _ := utf8.DecodeRune(u); unicode.Is(unicode.M, first) {
		return "", "", "", longInvalid
	}
	skeleton, rtl, ok := l.buildSkeleton()
	if !ok {
		return "", "", "", longFallback
	}
	// x/net tests for a bidi domain on the code points before mapping
	// (x/net's "bidi domain" test); the skeleton is mapped already. Where
	// mapping changes the answer (TestIDNALongAssumptions lists those code
	// points) the skeleton takes a code point as it was.
	labelRTL := false
	for _, e := range l.mappings {
		labelRTL = labelRTL || e.rtl
	}
	switch {
	case labelRTL && !rtl:
		// A code point of class R, AL or AN mapped to something without
		// one (U+FC5E to U+FC63, U+FE70 to U+FE7E map to a space and
		// marks): left to x/net.
		return "", "", "", longFallback
	case !labelRTL && rtl:
		// Hebrew letters mapped from U+2135 to U+2138: give them as they
		// were.
		in := make([]byte, 0, len(skeleton)+len(skeleton)/2)
		for _, r := range skeleton {
			switch {
			case r >= '\u05D0' && r <= '\u05D3':
				r += '\u2135' - '\u05D0'
			case isRTL(r):
				return "", "", "", longFallback
			}
			in = utf8.AppendRune(in, r)
		}
		return unsafe.String(unsafe.SliceData(u), len(u)), string(in), skeleton, longOK
	}
	// u is not written again.
	return unsafe.String(unsafe.SliceData(u), len(u)), skeleton, skeleton, longOK
}

// isRTL reports whether r is of bidirectional class R, AL or AN.
func isRTL(r rune) bool {
	p, _ := bidi.LookupRune(r)
	switch p.Class() {
	case bidi.R, bidi.AL, bidi.AN:
		return true
	}
	return false
}

// mapMissing fills in the mappings of runes with one call of x/net's mapping
// profile: each rune as a label of its own (no mapping contains a label
// separator, TestIDNAMappingAssumptions). A rune alone cannot make a label
// that starts with "xn--", which the profile would decode.
func (l *longLabel) mapMissing(runes []rune) {
	if len(runes) == 0 {
		return
	}
	b := make([]byte, 0, 4*len(runes))
	for i, r := range runes {
		if i > 0 {
			b = append(b, '.')
		}
		b = utf8.AppendRune(b, r)
	}
	out, _ := uts46Mapping.ToUnicode(string(b))
	one := strings.Count(out, ".") != len(runes)-1
	first := len(l.mappings) - len(runes)
	for i, r := range runes {
		var m string
		if one {
			// Not expected (TestIDNAMappingAssumptions); map the runes one
			// at a time.
			m, _ = uts46Mapping.ToUnicode(string(r))
		} else {
			m, out, _ = strings.Cut(out, ".")
		}
		e := &l.mappings[first+i]
		e.mapped = m
		e.simple = true
		for j := 0; j < len(m); {
			p := norm.NFC.PropertiesString(m[j:])
			if !p.BoundaryBefore() || !norm.NFC.IsNormalString(m[j:j+p.Size()]) {
				e.simple = false
			}
			j += p.Size()
		}
		e.joiner = strings.Contains(m, zwnj) || strings.Contains(m, zwj)
		e.boundary = m != "" && norm.NFC.PropertiesString(m).BoundaryBefore()
		e.rtl = isRTL(r)
	}
}

// noteJoiners records the offsets of the joiners in s, which starts at
// offset at of u.
func (l *longLabel) noteJoiners(at int, s string) {
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == '\u200C' || r == '\u200D' {
			l.joiners = append(l.joiners, at+i)
		}
		i += size
	}
}

// nfcProps returns, for the code point at the start of u (in NFC), whether
// it has a normalization boundary before it (canonical combining class 0,
// and not the second of a pair with a primary composite), its canonical
// combining class and its size; from nfc.go's tables, which answer in two
// loads. TestNFCBoundary checks it against x/text for every code point
// that is in NFC on its own.
func nfcProps(u []byte) (boundary bool, ccc uint8, size int) {
	if len(u) == 0 {
		return true, 0, 0
	}
	if u[0] < utf8.RuneSelf {
		return true, 0, 1
	}
	r, size := utf8.DecodeRune(u)
	info := nfcData().info(r)
	if info&(nfcInfoComposite|nfcInfoDecomp) != 0 {
		// For some composites (U+16121 to U+16128, for one) x/text
		// finds no boundary before where the pair flags would;
		// TestNFCBoundary. x/text answers for all of them.
		p := norm.NFC.Properties(u)
		return p.BoundaryBefore(), p.CCC(), p.Size()
	}
	ccc = uint8(info & nfcInfoCCC)
	return ccc == 0 && info&nfcInfoSecond == 0, ccc, size
}

// growBounds makes room in l.bounds for every offset of l.u.
func (l *longLabel) growBounds() {
	for len(l.bounds) <= len(l.u)/64 {
		l.bounds = append(l.bounds, 0)
	}
}

// setBounds records segments of l.u at the offsets at+b for b in bounds.
func (l *longLabel) setBounds(at int, bounds []int32) {
	l.growBounds()
	for _, b := range bounds {
		i := at + int(b)
		l.bounds[i/64] |= 1 << (i % 64)
	}
}

// segmentEnd returns the end of the segment of l.u that starts at offset s:
// the next code point with a normalization boundary before it, or len(l.u).
func (l *longLabel) segmentEnd(s int) int {
	if l.bounds == nil {
		_, size := utf8.DecodeRune(l.u[s:])
		return s + size
	}
	for i := s + 1; i < len(l.u); {
		w := i / 64
		if m := l.bounds[w] >> (i % 64); m != 0 {
			return i + bits.TrailingZeros64(m)
		}
		i = (w + 1) * 64
	}
	return len(l.u)
}

// segmentStart returns the start of the segment of l.u that holds the code
// point at offset i.
func (l *longLabel) segmentStart(i int) int {
	if l.bounds == nil {
		return i
	}
	for j := i; j >= 0; {
		w := j / 64
		if m := l.bounds[w] << (63 - j%64); m != 0 {
			return j - bits.LeadingZeros64(m)
		}
		j = w*64 - 1
	}
	return 0
}

// maybeTransparent reports whether a segment has only code points that can
// have Joining_Type=T: those of General_Category Mn, Me, Cf or Lm, and those
// the unicode package does not know (TestIDNALongAssumptions).
func maybeTransparent(seg []byte) bool {
	for _, r := range string(seg) {
		if !unicode.In(r, unicode.Mn, unicode.Me, unicode.Cf, unicode.Lm) && unicode.In(r, unicode.L, unicode.M, unicode.N, unicode.P, unicode.S, unicode.Z, unicode.C) {
			return false
		}
	}
	return true
}

// buildSkeleton returns the skeleton of u described at the top of the file,
// and whether it has a code point of class R, AL or AN; false if a run of
// combining marks that it must keep as it is exceeds longRunMax.
func (l *longLabel) buildSkeleton() (string, bool, bool) {
	u := l.u
	// The end: from the last segment with a code point whose class is not
	// NSM to b; the segments after b are listed once each.
	b := len(u)
	for last := rune(-1); b > 0; {
		r, size := utf8.DecodeLastRune(u[:b])
		// A long run repeats its code point; its class is known.
		if r != last {
			if p, _ := bidi.LookupRune(r); p.Class() != bidi.NSM {
				break
			}
			last = r
		}
		b -= size
	}
	tail := 0
	if b > 0 {
		_, size := utf8.DecodeLastRune(u[:b])
		tail = l.segmentStart(b - size)
		b = l.segmentEnd(tail)
	}

	// The pieces of u kept in place: the first segments, the joiners'
	// contexts and the end, in order, merged where they meet. The first
	// piece holds at least four code points, so that the skeleton starts
	// as u does and not with "xn--".
	fourth := 0
	for n, i := 0, 0; n < 4 && i < len(u); n++ {
		_, size := utf8.DecodeRune(u[i:])
		fourth, i = i, i+size
	}
	// A joiner's context reaches from the segment before it that cannot be
	// transparent to the one after it; a scan stops where the previous
	// context ends (and the two merge), so each segment is scanned a
	// bounded number of times.
	var contexts [][2]int
	for _, j := range l.joiners {
		floor := 0
		if n := len(contexts); n > 0 {
			floor = contexts[n-1][1]
		}
		s := l.segmentStart(j)
		for s > floor {
			_, size := utf8.DecodeLastRune(u[:s])
			s = l.segmentStart(s - size)
			if !maybeTransparent(u[s:l.segmentEnd(s)]) {
				break
			}
		}
		e := max(l.segmentEnd(j), floor)
		for e < len(u) {
			n := l.segmentEnd(e)
			t := maybeTransparent(u[e:n])
			e = n
			if !t {
				break
			}
		}
		if n := len(contexts); n > 0 && s <= floor {
			contexts[n-1][1] = e
		} else {
			contexts = append(contexts, [2]int{s, e})
		}
	}
	pieces := [][2]int{{0, l.segmentEnd(l.segmentStart(fourth))}}
	for _, c := range contexts {
		if last := &pieces[len(pieces)-1]; c[0] <= last[1] {
			last[1] = max(last[1], c[1])
		} else {
			pieces = append(pieces, c)
		}
	}
	// The end piece, from tail to b, absorbs the pieces it meets; what a
	// piece held beyond b is NSM segments, listed after b.
	for len(pieces) > 0 && pieces[len(pieces)-1][1] >= tail {
		tail = min(tail, pieces[len(pieces)-1][0])
		pieces = pieces[:len(pieces)-1]
	}

	out := make([]byte, 0, 2*len(l.skeleton)+64)
	ok := true
	// add appends u[from:to], whole segments: those in a joiner's context
	// as they are or thinned (thinRun), the others shortened by
	// shortenRuns.
	add := func(from, to int) {
		for s := from; s < to; {
			e := l.segmentEnd(s)
			seg := u[s:e]
			k := sort.Search(len(contexts), func(k int) bool { return contexts[k][1] > s })
			if k < len(contexts) && contexts[k][0] < e {
				if longestRun(seg) > longRunMax {
					seg = thinRun(seg)
				}
				ok = ok && longestRun(seg) <= longRunMax
			} else {
				var shortened bool
				seg, shortened = l.shortenRuns(s, e)
				ok = ok && shortened
			}
			out = append(out, seg...)
			s = e
		}
	}
	if len(pieces) > 0 {
		add(pieces[0][0], pieces[0][1])
	}
	if len(pieces) > 0 || tail > 0 {
		out = append(out, l.skeleton...)
	}
	done := make(map[string]struct{})
	for _, p := range pieces[min(1, len(pieces)):] {
		piece := u[p[0]:p[1]]
		if _, dup := done[string(piece)]; !dup {
			done[string(piece)] = struct{}{}
			add(p[0], p[1])
		}
	}
	add(tail, b)
	clear(done)
	for s := b; s < len(u); {
		e := l.segmentEnd(s)
		if _, dup := done[string(u[s:e])]; !dup {
			done[string(u[s:e])] = struct{}{}
			add(s, e)
		}
		s = e
	}
	rtl := false
	for _, r := range string(out) {
		if isRTL(r) {
			rtl = true
			break
		}
	}
	return string(out), rtl, ok
}

// thinRun returns seg, a segment of U in a joiner's context, with its run
// (the code points after the first, none of which has a normalization
// boundary before it) cut down to the code points of class 0, the first
// code point of each block of one class, and the last occurrence of each
// distinct code point, in their order. The result stands in for seg there:
//   - It is in NFC. The code points of class 0, after which marks may
//     compose, are all kept, so each mark keeps the code point it would
//     compose with; a kept mark that is first of its block is unblocked
//     from it, as in U, where it did not compose, so there is no
//     composite; any other kept mark is blocked by the first of its block.
//   - It has the same code points, the same first one and the same last
//     one, and what follows its last code point whose bidirectional class
//     is not NSM is a part of what followed it: the same statuses, and the
//     same for the Bidi rule.
//   - CheckJoiners reads each code point of such a run as transparent or
//     non-joining, virama or not (TestJoinerRunAssumption checks this for
//     every code point without a boundary before it against x/net), and
//     on a run of those it ends where it would have on a run of one
//     code point: non-joining if any was, and a virama if the last was
//     (the test derives this too). Both are kept.
func thinRun(seg []byte) []byte {
	type cp struct {
		r    rune
		ccc  uint8
		size int
	}
	var run []cp
	_, _, first := nfcProps(seg)
	for i := first; i < len(seg); {
		r, _ := utf8.DecodeRune(seg[i:])
		_, ccc, size := nfcProps(seg[i:])
		run = append(run, cp{r, ccc, size})
		i += size
	}
	last := make(map[rune]int, 8)
	for k, c := range run {
		last[c.r] = k
	}
	out := append(make([]byte, 0, len(seg)), seg[:first]...)
	for k, c := range run {
		if c.ccc == 0 || k == 0 || run[k-1].ccc != c.ccc || last[c.r] == k {
			out = utf8.AppendRune(out, c.r)
		}
	}
	return out
}

// longRunMax is the longest run of combining marks (code points whose
// canonical combining class is not 0) that a skeleton may hold. x/text's
// normalization, which x/net applies to what it is given, follows the
// Stream-Safe Text Format of UAX #15: after 30 non-starters it inserts
// U+034F, which UTS #46 normalization does not do and which makes a label
// invalid. A skeleton must therefore not hold runs that long, counted in
// the non-starters of the decomposition, which a run of longRunMax code
// points after a starter of a few decomposed marks stays well within.
const longRunMax = 20

// longestRun returns the length in code points of the longest run in s of
// code points without a normalization boundary before them: combining
// marks, and the starters that can combine with what precedes them (such
// as conjoining jamo), which x/text counts with the marks.
func longestRun(s []byte) int {
	longest, n := 0, 0
	for i := 0; i < len(s); {
		boundary, _, size := nfcProps(s[i:])
		if boundary {
			n = 0
		} else {
			n++
			longest = max(longest, n)
		}
		i += size
	}
	return longest
}

// shortenRuns returns s, a part of U made of whole segments with no joiner,
// with each run of combining marks longer than longRunMax cut down to its
// last mark, its last mark whose bidirectional class is not NSM, and the
// first mark of the class of each (in their order); the run's other code
// points are put before the run's segment, in segments of the starter
// before the run and marks of the run, each mark of a class after the
// first of that class. It returns false if a long run does not follow
// the starter of its segment. The result stands in for s:
//   - It is in NFC. A run is in canonical order (U is NFC), and so is any
//     part of it. The first mark of a class is not blocked from the
//     starter (the marks before it are of lower classes), so it has no
//     composite with it; any other mark of the class did not compose
//     because the first blocks it, and the first comes before it in each
//     part. Each added segment starts with a normalization boundary, as
//     does the one it is put before.
//   - It has the same code points, so the same status for each (Validity
//     Criteria step 7) and the same set of bidirectional classes. An added
//     segment starts with the code point its segment starts with, so s
//     starts as before; the last code point whose class is not NSM is
//     kept, and what is added after it is a copy of NSM code points after
//     it, so the Bidi rule reads the same at the ends. The joiner rules
//     would not survive it, which is why parts with a joiner are not
//     shortened.
func (l *longLabel) shortenRuns(from, to int) ([]byte, bool) {
	s := l.u[from:to]
	// A run longer than longRunMax takes more than 2*longRunMax bytes.
	if len(s) <= 2*longRunMax || longestRun(s) <= longRunMax {
		return s, true
	}
	if r, done := l.short[[2]int{from, to}]; done {
		return r.seg, r.ok
	}
	if l.short == nil {
		l.short = make(map[[2]int]shortened)
	}
	seg, ok := shortenLongRuns(s)
	l.short[[2]int{from, to}] = shortened{seg, ok}
	return seg, ok
}

// shortenLongRuns is shortenRuns for a part s with a run longer than
// longRunMax.
func shortenLongRuns(s []byte) ([]byte, bool) {
	out := make([]byte, 0, 64)
	var (
		run       = make([]rune, 0, len(s)/2) // marks take two bytes or more
		classes   = make([]uint8, 0, len(s)/2)
		starter   []byte // the code point before the run
		starterAt int    // its offset in out
	)
	seen := make(map[rune]struct{})
	ok := true
	flush := func() {
		defer func() { run, classes = run[:0], classes[:0] }()
		if len(run) <= longRunMax {
			for _, r := range run {
				out = utf8.AppendRune(out, r)
			}
			return
		}
		if boundary, _, _ := nfcProps(starter); starter == nil || !boundary || starterAt+len(starter) != len(out) {
			ok = false
			return
		}
		// first[k] is the first mark of the class of run[k].
		first := make([]int32, len(run))
		for k := range run {
			if k > 0 && classes[k-1] == classes[k] {
				first[k] = first[k-1]
			} else {
				first[k] = int32(k)
			}
		}
		firstOfClass := func(k int) int { return int(first[k]) }
		last, lastNonNSM := len(run)-1, -1
		for k := last; k >= 0; k-- {
			if p, _ := bidi.LookupRune(run[k]); p.Class() != bidi.NSM {
				lastNonNSM = k
				break
			}
		}
		keep := []int{firstOfClass(last), last}
		if lastNonNSM >= 0 {
			keep = append(keep, firstOfClass(lastNonNSM), lastNonNSM)
		}
		slices.Sort(keep)
		keep = slices.Compact(keep)
		clear(seen)
		for _, k := range keep {
			seen[run[k]] = struct{}{}
		}
		// The other code points, in segments of at most longRunMax marks,
		// in place of the starter; the starter and the kept marks follow.
		out = out[:starterAt]
		chunk := make([]rune, 0, longRunMax)
		emit := func() {
			if len(chunk) > 0 {
				out = append(out, starter...)
				for _, r := range chunk {
					out = utf8.AppendRune(out, r)
				}
				chunk = chunk[:0]
			}
		}
		class := -1 // the class whose first mark the chunk has
		for k, r := range run {
			if k > 0 && run[k-1] == r {
				continue
			}
			if _, dup := seen[r]; dup {
				continue
			}
			seen[r] = struct{}{}
			if len(chunk) >= longRunMax-1 {
				emit()
				class = -1
			}
			if int(classes[k]) != class {
				class = int(classes[k])
				if f := firstOfClass(k); f != k {
					chunk = append(chunk, run[f])
				}
			}
			chunk = append(chunk, r)
		}
		emit()
		out = append(out, starter...)
		for _, k := range keep {
			out = utf8.AppendRune(out, run[k])
		}
	}
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRune(s[i:])
		if _, c, _ := nfcProps(s[i:]); c != 0 {
			run = append(run, r)
			classes = append(classes, c)
		} else {
			flush()
			starter, starterAt = s[i:i+size], len(out)
			out = append(out, starter...)
		}
		i += size
	}
	flush()
	return out, ok && longestRun(out) <= longRunMax
}

// listSegments sets l.skeleton to segments of l.u without a joiner, with
// their runs shortened by shortenRuns: each segment that has a code point
// no earlier listed segment has, so that every code point of such
// segments is listed; false if one is still too long. It reads the spans
// of l.spans, which hold every code point of l.u (the other spans repeat
// them).
func (l *longLabel) listSegments() bool {
	var seen runeSet
	for _, p := range l.spans {
		if !l.listSegmentsIn(&seen, p[0], p[1]) {
			return false
		}
	}
	return true
}

// listSegmentsIn is listSegments for the segments of l.u[from:to], with the
// code points that earlier listed segments have in seen.
func (l *longLabel) listSegmentsIn(seen *runeSet, from, to int) bool {
	u := l.u
	for s := from; s < to; {
		e := min(l.segmentEnd(s), to)
		seg, start := u[s:e], s
		s = e
		fresh := false
		for _, r := range string(seg) {
			if !seen.has(r) {
				fresh = true
				break
			}
		}
		// A segment that does not start with a boundary (U's first, when
		// U starts with such a code point) would join the one before it;
		// the first piece has its code points.
		if boundary, _, _ := nfcProps(seg); !fresh || !boundary || bytes.Contains(seg, []byte(zwj)) || bytes.Contains(seg, []byte(zwnj)) {
			continue
		}
		for _, r := range string(seg) {
			seen.add(r)
		}
		shortened, ok := l.shortenRuns(start, e)
		if !ok {
			return false
		}
		l.skeleton = append(l.skeleton, shortened...)
	}
	return true
}

// runeIndex maps code points to non-negative numbers, in pages of 256 code
// points allocated as they are needed.
type runeIndex struct {
	pages [(utf8.MaxRune + 1) / 256]*[256]int32 // each number + 1; 0 for none
}

func (x *runeIndex) get(r rune) (int32, bool) {
	p := x.pages[r/256]
	if p == nil || p[r%256] == 0 {
		return 0, false
	}
	return p[r%256] - 1, true
}

func (x *runeIndex) set(r rune, n int32) {
	p := x.pages[r/256]
	if p == nil {
		p = new([256]int32)
		x.pages[r/256] = p
	}
	p[r%256] = n + 1
}

// runeSet is a set of code points, a bit for each, in pages of 4096 code
// points allocated as they are needed.
type runeSet struct {
	pages [(utf8.MaxRune + 1) / 4096]*[4096 / 64]uint64
}

func (s *runeSet) has(r rune) bool {
	p := s.pages[r/4096]
	return p != nil && p[r%4096/64]&(1<<(r%64)) != 0
}

func (s *runeSet) add(r rune) {
	p := s.pages[r/4096]
	if p == nil {
		p = new([4096 / 64]uint64)
		s.pages[r/4096] = p
	}
	p[r%4096/64] |= 1 << (r % 64)
}

// longResult is a long label mapped and normalized, with its skeleton.
type longResult struct {
	mapped string
	in     string // the skeleton given to x/net
	out    string // what x/net returns for it
}

// mapLongLabels maps each label of domain of at least longLabelMin bytes
// with mapLongLabel, or with force every label, forced. It returns domain
// with those labels left empty and their results by label index (nil if
// there are none, or if x/net must do the work), or false if one of them
// is invalid.
func mapLongLabels(domain string, force bool) (string, map[int]longResult, bool) {
	if !force && len(domain) < longLabelMin {
		return domain, nil, true
	}
	var (
		long map[int]longResult
		b    []byte
	)
	for k, rest := 0, domain; ; k++ {
		label, after := cutUTS46Label(rest)
		end := len(domain) - len(rest) + len(label)
		if force || len(label) >= longLabelMin {
			if long == nil {
				long = make(map[int]longResult)
				b = append(make([]byte, 0, len(domain)), domain[:len(domain)-len(rest)]...)
			}
			mapped, in, out, outcome := mapLongLabel(label, force)
			switch outcome {
			case longInvalid:
				return "", nil, false
			case longFallback:
				return domain, nil, true
			}
			long[k] = longResult{mapped, in, out}
		} else if long != nil {
			b = append(b, label...)
		}
		if len(label) == len(rest) {
			break
		}
		if long != nil {
			// The separator, as it was.
			b = append(b, domain[end:len(domain)-len(after)]...)
		}
		rest = after
	}
	if long == nil {
		return domain, nil, true
	}
	return string(b), long, true
}

// expandLongLabels replaces in u, x/net's result for the domain that
// mapLongLabels returned, each label of long (its skeleton) by the label it
// stands for. It returns false if x/net changed a skeleton.
func expandLongLabels(u string, long map[int]longResult) (string, bool) {
	if lr, ok := long[0]; ok && len(long) == 1 && !strings.Contains(u, ".") {
		// A domain of one label, the usual case.
		return lr.mapped, u == lr.out
	}
	size := len(u)
	for _, lr := range long {
		size += len(lr.mapped)
	}
	b := make([]byte, 0, size)
	for k, rest := 0, u; ; k++ {
		label, after, more := strings.Cut(rest, ".")
		if lr, ok := long[k]; ok {
			if label != lr.out {
				return "", false
			}
			label = lr.mapped
		}
		b = append(b, label...)
		if !more {
			break
		}
		b = append(b, '.')
		rest = after
	}
	return unsafe.String(unsafe.SliceData(b), len(b)), true // b is not written again
}
