package uts46

// Processing step 1, Map, and what steps 2 and 4 can learn on the way.
//
// The domain falls into spans. A span begins at a code point whose mapping
// begins with a code point of NFC_Quick_Check=Yes and
// Canonical_Combining_Class 0 (flagNFC; every ASCII code point has it), or
// at the start of a label, and runs to the next such code point or label
// separator. A flagNFC code point begins a segment that normalization
// treats on its own (nfc.BoundaryBefore; TestSpanBoundaries checks every
// code point), and so does the start of a label, since '.' composes with
// nothing. So step 2 normalizes each span's mapping apart from the rest:
//   - the mapped domain is in NFC exactly when the mapping of each span
//     is, and then step 2 leaves it as it is;
//   - a label whose spans all map to NFC is left as it is by step 2, and
//     what Validity Criteria 6 to 9 ask of its code points (facts) is the
//     join of what they ask of each span's mapping, which step 4 then
//     need not read again.
//
// Most spans are a single code point that maps to itself, or to one ASCII
// code point, and passes the quick check: their facts are their own. A
// span's mapping, and so whether it is in NFC and its facts, depend on its
// code points only, so a span is checked (nfc.Is and facts of its mapping)
// once: spans.memo remembers the last ones checked, and a run of
// repetitions of a span is mapped as one piece (spans.repeats). A long
// label of a few code points, repeated, costs little more than the copy of
// its mapping. Once a label's mapping is known not to be in NFC, the rest
// of it is only mapped (mapRest): steps 2 and 4 read it whole then.
//
// TestMapDomain and FuzzMapDomain compare mapDomain with Processing step 1
// done plainly, and what it reports with nfc.Is and the facts of each
// label of the result.

import (
	"slices"
	"unicode/utf8"

	"github.com/webstd/whatwgurl/internal/nfc"
	"github.com/webstd/whatwgurl/internal/utf8s"
)

// labelFacts is what mapDomain learns of a label of the mapped domain.
type labelFacts struct {
	// nfc reports that the mapped label is in NFC, so that step 2 leaves it
	// as it is.
	nfc bool
	// facts are those of the label's code points, when nfc is true.
	facts facts
}

// stackLabels is the number of labels whose facts mapDomain keeps in
// buffers, without allocating.
const stackLabels = 16

// spanMemoSize is the number of spans mapDomain remembers: a small cache
// indexed by the span's first code point, so that its memory is bounded.
const spanMemoSize = 8

// spanEntry is a span that mapDomain checked.
type spanEntry struct {
	// The span is domain[start:end], mapped to the result from outStart
	// to outEnd. Its first code point is first, of size bytes.
	start, end       int
	outStart, outEnd int
	first            rune
	size             int
	boundary         bool  // first begins a span wherever it is
	nfc              bool  // its mapping is in NFC
	facts            facts // the facts of its mapping, if nfc
}

// spans is what mapDomain knows of the spans and labels so far.
type spans struct {
	// The open span is domain[start:i], mapped to the result from
	// outStart on. Its first code point is r, of size bytes.
	open            bool
	start, outStart int
	r               rune
	size            int
	// boundary reports that r begins a span wherever it is, not only
	// because it is the first code point of a label.
	boundary bool
	// single reports that the span is r alone, that r maps to itself and
	// has flagNFC: the span's facts are r's, which were added to the
	// label's when it opened.
	single bool
	// quick reports that every code point of the span's mapping has
	// flagNFC, so that the mapping is in NFC (UAX #15 section 9, Detecting
	// Normalization Forms).
	quick bool

	isNFC bool       // the mapping of every span so far is in NFC
	label labelFacts // the label being mapped
	memo  [spanMemoSize]spanEntry
	// repeat is the index in memo of the last span checked that has a
	// boundary before it, while its label is in NFC, or -1 (the entry
	// there may have been replaced since); repeatByte is the span's first
	// byte.
	repeat     int
	repeatByte byte
}

// newLabel is what spans knows of a label before its first span.
var newLabel = labelFacts{nfc: true, facts: noFacts}

// mapDomain is Processing step 1, Map: each code point of domain is
// replaced by its mapping if its status is mapped, removed if ignored, and
// kept otherwise (disallowed code points fail later, in Validity Criteria
// 7; deviations are kept, as Transitional_Processing is false). It returns
// domain itself when nothing changes, else the result, in b.mapped or on
// the heap. A byte that is not valid UTF-8 is written as U+FFFD.
//
// It also reports whether the result is in NFC, so that step 2 has
// nothing to do, and for each label of the result whether it is in NFC
// and, if so, its facts: labels is in b.labels if there are few.
// https://www.unicode.org/reports/tr46/#Processing
func (p Profile) mapDomain(b *buffers, domain string) (mapped string, isNFC bool, labels []labelFacts) {
	// The result so far: out once it differs from domain, domain[:i]
	// while out is nil.
	var out []byte
	// Labels beyond the room in b.labels go to the heap as append grows
	// the slice.
	labels = b.labels[:0]
	var sp spans
	sp.isNFC, sp.label, sp.repeat = true, newLabel, -1
	d := decoded{at: -1}
	for i := 0; i < len(domain); {
		if sp.repeat >= 0 && domain[i] == sp.repeatByte {
			if e, k := sp.repeats(domain, i); k > 0 {
				// k spans that map as e does, the first at i.
				sp.close(p, domain, i, result(out, domain, i))
				if out != nil {
					out = appendRepeated(out, str(out[e.outStart:e.outEnd]), k)
				}
				sp.add(e) // adding e once tells what adding it k times does
				i += k * (e.end - e.start)
				continue
			}
		}
		if !sp.label.nfc {
			// Step 2 will change this label, and step 4 check it as it is
			// then: the rest of it is only mapped.
			sp.open = false
			var ended bool
			i, out, ended = mapRest(b, out, domain, i)
			if ended {
				labels = sp.endLabel(labels)
			}
			continue
		}
		c := domain[i]
		if c >= utf8.RuneSelf {
			d.read(domain, i)
		}
		if c < utf8.RuneSelf || d.single() {
			// A run of ASCII code points (A-Z map to a-z) and single code
			// points: each maps to one code point with flagNFC, so begins
			// a span of its own, whose facts are its own, and '.' ends a
			// label. The code points after the run may join the span of
			// its last code point, last, which maps to r (-1 if the run
			// ends with '.').
			sp.close(p, domain, i, result(out, domain, i))
			j, last, r, upper := i, -1, rune(0), false
			for j < len(domain) {
				if c := domain[j]; c < utf8.RuneSelf {
					if c == '.' {
						labels = sp.endLabel(labels)
						last = -1
						j++
						continue
					}
					k, classes, all, any := asciiRun(domain, j)
					upper = upper || any&asciiUpper != 0
					sp.label.facts.join(facts{
						classes: classes,
						first:   int8(asciiFacts[c] & asciiClass),
						last:    int8(asciiFacts[domain[k-1]] & asciiClass),
						invalid: p.UseSTD3ASCIIRules && all&asciiLDH == 0,
					})
					last, r = k-1, rune(lowerASCII(domain[k-1]))
					j = k
					continue
				}
				if d.read(domain, j); !d.single() {
					break
				}
				sp.label.facts.add(d.r, d.v)
				last, r = j, d.r
				j += d.size
			}
			if out != nil || upper {
				out = writeRun(b, out, domain, i, j, upper)
			}
			if last >= 0 {
				sp.openAt(last, len(result(out, domain, j))-(j-last), r, j-last, true, true, true)
			}
			i = j
			continue
		}
		r, size, v := d.r, d.size, d.v
		var to string               // r's mapping
		starts, quick := true, true // to begins a span; its code points have flagNFC
		switch {
		case size == 1:
			// Not UTF-8: U+FFFD, as a UTF-8 decoder reads it.
			to = string(utf8.RuneError)
			starts = props(utf8.RuneError)&flagNFC != 0
			quick = starts
		case v&valueMapped != 0:
			k := v & mappingMask
			to = mappings[mappingStart[k]:mappingStart[k+1]]
			if to == "." {
				// A full stop: the label ends. No other mapping has a '.'
				// (TestMappings).
				sp.close(p, domain, i, result(out, domain, i))
				out = write(b, out, domain, i, size, to)
				labels = sp.endLabel(labels)
				i += size
				continue
			}
			quick = k < mappingsNFC
			if !quick {
				first, _ := utf8s.DecodeRune(to, 0)
				starts = props(first)&flagNFC != 0
			}
		case v&statusMask == statusIgnored:
			starts = false
		default:
			// r maps to itself but may combine with what is before it, or
			// not be in NFC on its own, and so may the code points after
			// it that map to themselves and lack flagNFC: they join the
			// open span.
			if !sp.open {
				sp.openAt(i, len(result(out, domain, i)), r, size, false, false, false)
			}
			sp.single, sp.quick = false, false
			j := keptAfter(&d, domain, i+size)
			if out != nil {
				out = appendGrowing(out, domain[i:j])
			}
			i = j
			continue
		}
		if starts || !sp.open {
			sp.close(p, domain, i, result(out, domain, i))
			sp.openAt(i, len(result(out, domain, i)), r, size, starts, quick, false)
		} else {
			sp.single = false
			sp.quick = sp.quick && quick
		}
		out = write(b, out, domain, i, size, to)
		i += size
	}
	sp.close(p, domain, len(domain), result(out, domain, len(domain)))
	labels = sp.endLabel(labels)
	return result(out, domain, len(domain)), sp.isNFC, labels
}

// mapRest maps domain[i:] up to the end of its label, a '.' or a code
// point that maps to one, which it maps too, reporting that the label
// ended there. It appends the mapping to out as write does, and returns
// where it stopped and out.
func mapRest(b *buffers, out []byte, domain string, i int) (int, []byte, bool) {
	const lower = "abcdefghijklmnopqrstuvwxyz"
	for i < len(domain) {
		c := domain[i]
		if c < utf8.RuneSelf {
			switch {
			case 'A' <= c && c <= 'Z':
				out = write(b, out, domain, i, 1, lower[c-'A':c-'A'+1])
			case out != nil:
				out = appendGrowing(out, domain[i:i+1])
			}
			i++
			if c == '.' {
				return i, out, true
			}
			continue
		}
		r, size := utf8s.DecodeRune(domain, i)
		switch v := props(r); {
		case size == 1:
			out = write(b, out, domain, i, 1, string(utf8.RuneError))
		case v&valueMapped != 0:
			k := v & mappingMask
			to := mappings[mappingStart[k]:mappingStart[k+1]]
			out = write(b, out, domain, i, size, to)
			if i += size; to == "." {
				return i, out, true
			}
			continue
		case v&statusMask == statusIgnored:
			out = write(b, out, domain, i, size, "")
		case out != nil:
			out = appendGrowing(out, domain[i:i+size])
		}
		i += size
	}
	return i, out, false
}

// decoded is the code point at offset at of the domain, as utf8s.DecodeRune and
// props read it: mapDomain reads a code point once, though it looks at it
// ahead.
type decoded struct {
	at   int
	r    rune
	size int
	v    uint16
}

// read sets d to the code point at domain[i:], which is not ASCII.
func (d *decoded) read(domain string, i int) {
	if d.at != i {
		d.decode(domain, i)
	}
}

// decode is read for a code point not read yet.
func (d *decoded) decode(domain string, i int) {
	d.at = i
	d.r, d.size = utf8s.DecodeRune(domain, i)
	d.v = props(d.r)
}

// single reports whether d's code point maps to itself and has flagNFC:
// it begins a span, and is in NFC on its own.
func (d *decoded) single() bool {
	return d.size > 1 && d.v&(valueMapped|flagNFC) == flagNFC && d.v&statusMask != statusIgnored
}

// keptAfter returns the end of the code points from domain[j:] that map to
// themselves and lack flagNFC, read into d.
func keptAfter(d *decoded, domain string, j int) int {
	for j < len(domain) && domain[j] >= utf8.RuneSelf {
		if d.read(domain, j); d.size == 1 || d.v&(valueMapped|flagNFC) != 0 || d.v&statusMask == statusIgnored {
			break
		}
		j += d.size
	}
	return j
}

// asciiFacts holds, for each ASCII code point, what facts need of what it
// maps to, from the table: its Bidi_Class (asciiClass), and asciiLDH if it
// is a letter, digit or hyphen, which UseSTD3ASCIIRules allows; and
// asciiUpper for A-Z, which map to a-z. What each maps to is valid and no
// mark (TestSpanBoundaries). The bytes from 0x80 are not ASCII: their
// entries are not used.
var asciiFacts = func() (t [256]byte) {
	for c := range utf8.RuneSelf {
		m := lowerASCII(byte(c))
		t[c] = byte(props(rune(m)) & bidiMask >> bidiShift)
		if 'a' <= m && m <= 'z' || '0' <= m && m <= '9' || m == '-' {
			t[c] |= asciiLDH
		}
		if m != byte(c) {
			t[c] |= asciiUpper
		}
	}
	return t
}()

// The bits of asciiFacts.
const (
	asciiClass = 0x0f
	asciiLDH   = 0x10
	asciiUpper = 0x20
)

// asciiRun returns the end of the ASCII code points other than '.' from
// domain[j:], the set of the Bidi_Class values of what they map to
// (1<<class), and their asciiFacts ANDed and ORed together.
func asciiRun(domain string, j int) (end int, classes uint16, all, any byte) {
	all = 0xff
	for ; j < len(domain); j++ {
		c := domain[j]
		if c >= utf8.RuneSelf || c == '.' {
			break
		}
		x := asciiFacts[c]
		classes |= 1 << (x & asciiClass)
		all &= x
		any |= x
	}
	return j, classes, all, any
}

// lowerASCII returns c, or if c is in A-Z, what it maps to: the letter in
// a-z.
func lowerASCII(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		c += 'a' - 'A'
	}
	return c
}

// result returns the result of mapDomain so far, out, or domain[:i] if
// out is nil.
func result(out []byte, domain string, i int) string {
	if out == nil {
		return domain[:i]
	}
	return str(out)
}

// write appends s, the mapping of domain[i:i+size], to out, the result of
// mapDomain so far, and returns out: nil while the result is domain up to
// i+size, else the result in b.mapped or on the heap.
func write(b *buffers, out []byte, domain string, i, size int, s string) []byte {
	if out == nil {
		if s == domain[i:i+size] {
			return nil
		}
		out = copyUpTo(b, domain, i)
	}
	return appendGrowing(out, s)
}

// writeRun appends the mapping of domain[i:j], a run of code points that
// map to themselves but A-Z, which map to a-z, to out, as write does;
// upper reports that the run has some of A-Z. (With out nil and no A-Z,
// there is nothing to do.)
func writeRun(b *buffers, out []byte, domain string, i, j int, upper bool) []byte {
	if out == nil {
		out = copyUpTo(b, domain, i)
	}
	if !upper {
		return appendGrowing(out, domain[i:j])
	}
	if len(out)+j-i > cap(out) {
		out = slices.Grow(out, max(j-i, len(out)))
	}
	for k := i; k < j; k++ {
		out = append(out, lowerASCII(domain[k]))
	}
	return out
}

// copyUpTo returns a copy of domain[:i] to go on with the result of
// mapDomain, in b.mapped or on the heap.
func copyUpTo(b *buffers, domain string, i int) []byte {
	// Most mappings are about as long as what they replace; a domain that
	// grows a lot costs a few more allocations.
	out := slices.Grow(b.mapped[:0], len(domain)+len(domain)/4)
	return append(out, domain[:i]...)
}

// appendGrowing appends s to b, doubling b's capacity when it must grow,
// so that a domain whose mapping is many times its length is copied about
// once in all.
func appendGrowing(b []byte, s string) []byte {
	if len(b)+len(s) > cap(b) {
		b = slices.Grow(b, max(len(s), len(b)))
	}
	return append(b, s...)
}

// openAt opens a span at domain[i:], whose first code point is r, of size
// bytes, and whose mapping starts at offset at of the result. boundary,
// quick and single are as in spans.
func (sp *spans) openAt(i, at int, r rune, size int, boundary, quick, single bool) {
	sp.open = true
	sp.start, sp.outStart = i, at
	sp.r, sp.size = r, size
	sp.boundary, sp.quick, sp.single = boundary, quick, single
}

// close closes the open span, if any, which ends at domain[end] and whose
// mapping ends result.
func (sp *spans) close(p Profile, domain string, end int, result string) {
	if sp.open && !sp.single {
		sp.check(p, domain, end, result)
	}
	sp.open = false
}

// check adds what the mapping of the open span, which ends at domain[end]
// and whose mapping ends result, tells of its label, from the memo if the
// span was checked before.
func (sp *spans) check(p Profile, domain string, end int, result string) {
	if !sp.label.nfc {
		// Step 2 will change the label, and step 4 check it as it is then.
		sp.repeat = -1
		return
	}
	k := int(uint32(sp.r) % spanMemoSize)
	e := &sp.memo[k]
	n := end - sp.start
	if e.first != sp.r || e.size != sp.size || e.end-e.start != n || n != sp.size && domain[e.start:e.end] != domain[sp.start:end] {
		out := result[sp.outStart:]
		*e = spanEntry{
			start: sp.start, end: end,
			outStart: sp.outStart, outEnd: len(result),
			first: sp.r, size: sp.size, boundary: sp.boundary,
			nfc: sp.quick || nfc.Is(out),
		}
		if e.nfc {
			e.facts = p.facts(out)
		}
	}
	if e.boundary {
		sp.repeat, sp.repeatByte = k, domain[sp.start]
	}
	sp.add(*e)
}

// repeats returns how many spans that map as the span of
// sp.memo[sp.repeat], e, does, domain[i:] begins with, one after the
// other: the number of times it repeats e's code points that are followed
// by e's first code point, if that begins a span wherever it is. A span
// begins at i and after each repetition then; in between the code points
// are e's, none of which begins a span.
func (sp *spans) repeats(domain string, i int) (e spanEntry, k int) {
	e = sp.memo[sp.repeat]
	n := e.end - e.start
	if !e.boundary || i+n+e.size > len(domain) || domain[i:i+n] != domain[e.start:e.end] {
		return e, 0
	}
	// The text repeats the n bytes from i as far as each byte equals the
	// one n before it.
	m := i + n
	for m < len(domain) && domain[m] == domain[m-n] {
		m++
	}
	return e, (m - i - e.size) / n
}

// appendRepeated appends k copies of s to b, doubling b's capacity when
// it must grow.
func appendRepeated(b []byte, s string, k int) []byte {
	if len(b)+len(s)*k > cap(b) {
		b = slices.Grow(b, max(len(s)*k, len(b)))
	}
	at := len(b)
	b = append(b, s...)
	for end := at + len(s)*k; len(b) < end; {
		b = append(b, b[at:at+min(len(b)-at, end-len(b))]...)
	}
	return b
}

// add adds a span that maps as e does to the label being mapped.
func (sp *spans) add(e spanEntry) {
	if !e.nfc {
		sp.label.nfc = false
		sp.isNFC = false
		sp.repeat = -1
		return
	}
	sp.label.facts.join(e.facts)
}

// endLabel ends the label being mapped, whose spans are closed, and
// appends what is known of it to labels.
func (sp *spans) endLabel(labels []labelFacts) []labelFacts {
	labels = append(labels, sp.label)
	sp.label = newLabel
	return labels
}
