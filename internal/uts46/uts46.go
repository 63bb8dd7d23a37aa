// Package uts46 implements Unicode IDNA Compatibility Processing, UTS #46
// version 17.0.0 (https://www.unicode.org/reports/tr46/): section 4
// Processing, 4.1 Validity Criteria, 4.2 ToASCII and 4.3 ToUnicode, with
// the flags the URL Standard uses (https://url.spec.whatwg.org/#idna):
// CheckBidi and CheckJoiners true, Transitional_Processing and
// IgnoreInvalidPunycode false, and CheckHyphens, UseSTD3ASCIIRules and
// VerifyDnsLength as a Profile sets them.
//
// The data is Unicode 17.0.0's, in generated tables (tables.go): the IDNA
// Mapping Table, Bidi_Class, Joining_Type, General_Category=Mark and
// Canonical_Combining_Class=Virama. Normalization is internal/nfc and
// Punycode internal/punycode.
//
// The package implements the standard itself rather than use
// golang.org/x/net/idna, which departs from it: x/net normalizes with
// golang.org/x/text, whose NFC writes the Stream-Safe Text Format (U+034F
// after 30 non-starters, which fails the label; UTS #46 step 2 is plain
// NFC); its CheckJoiners accepts a ZWNJ followed by a code point of
// Joining_Type U (RFC 5892 Appendix A.1 rejects it); it skips some of the
// rules of step 4 for labels that start with "xn--", and decides whether a
// domain is a Bidi domain name from its code points before mapping; its
// Punycode limits
// labels to 1024 code points and encodes in time proportional to a label's
// length times its number of distinct code points; and its tables, like
// x/text's, depend on the Go version (Unicode 15 before Go 1.27).
package uts46

//go:generate go run ../tablegen -table uts46 -o tables.go

import (
	"strings"
	"unicode/utf8"
	"unsafe"

	"github.com/webstd/whatwgurl/internal/nfc"
	"github.com/webstd/whatwgurl/internal/punycode"
	"github.com/webstd/whatwgurl/internal/utf8s"
)

// Profile holds the flags of UTS #46 that the URL Standard sets per call;
// the others are fixed: CheckBidi and CheckJoiners are true,
// Transitional_Processing and IgnoreInvalidPunycode false.
type Profile struct {
	CheckHyphens      bool
	UseSTD3ASCIIRules bool
	VerifyDNSLength   bool // ToASCII only
}

// Label is one label's outcome of Processing.
type Label struct {
	// Mapped is the label as step 3 (Break) gives it: mapped and
	// normalized, and for a label that starts with "xn--", still in
	// Punycode.
	Mapped string
	// Unicode is the label after step 4: Mapped, or its decoding when it
	// starts with "xn--" and decodes.
	Unicode string
	// Err reports that an error was recorded for the label.
	Err bool

	bidiFails bool // the label fails the Bidi rule (Validity Criteria 9)
}

// acePrefix starts a label in Punycode.
const acePrefix = "xn--"

// The joiners that CheckJoiners constrains.
const (
	zwnj = '\u200C' // ZERO WIDTH NON-JOINER
	zwj  = '\u200D' // ZERO WIDTH JOINER
)

// stackSize is the length of a domain that Processing handles without
// allocating for its intermediate strings.
const stackSize = 256

// buffers hold the intermediate strings of one call. A caller declares
// them as a local variable, so that for a short domain they stay on its
// stack. Three strings take turns in two arrays: the mapped domain is in
// mapped; its normalization, when step 2 changes it, goes to spare; and
// the domain with its Punycode labels decoded goes to whichever of the
// two does not hold the string it is built from (the mapped domain is not
// read once normalized). Two arrays are less for Go to zero per call.
type buffers struct {
	mapped, spare [stackSize]byte
	labels        [stackLabels]labelFacts
}

// ToASCII is UTS #46 ToASCII (section 4.2) with p's flags: it returns the
// domain with every label mapped, normalized, checked and, if not ASCII,
// converted to Punycode, or false if an error was recorded. domain should
// be valid UTF-8: a byte that is not is read as U+FFFD, which is
// disallowed.
// https://www.unicode.org/reports/tr46/#ToASCII
func (p Profile) ToASCII(domain string) (string, bool) {
	var b buffers
	// Step 1: Processing.
	u, broken, ok := p.process(&b, domain, nil)
	if !ok {
		return "", false
	}
	if isASCII(u) {
		// Step 4: VerifyDnsLength; steps 5 and 6.
		if p.VerifyDNSLength && !dnsLengthOK(u) {
			return "", false
		}
		return owned(u, domain), true
	}
	// Room for u and a little more fits most domains, whose Punycode is
	// about as long as their UTF-8; a long domain of many-byte code points,
	// which Punycode writes in about a byte each, needs less, and the slice
	// grows if it must.
	size := len(u) + 16
	if len(u) >= 1024 {
		size = len(u)/2 + 16
	}
	out, ok := appendLabels(make([]byte, 0, size), u, broken)
	// Step 4: VerifyDnsLength; steps 5 and 6.
	if !ok || p.VerifyDNSLength && !dnsLengthOK(str(out)) {
		return "", false
	}
	return str(out), true
}

// AppendToASCII is ToASCII appending the result to dst: it returns the
// extended buffer, or false if an error was recorded. A caller with a
// buffer on its stack converts a short domain without allocating.
func (p Profile) AppendToASCII(dst []byte, domain string) ([]byte, bool) {
	var b buffers
	u, broken, ok := p.process(&b, domain, nil)
	if !ok {
		return dst, false
	}
	start := len(dst)
	dst, ok = appendLabels(dst, u, broken)
	// Step 4: VerifyDnsLength; steps 5 and 6.
	return dst, ok && (!p.VerifyDNSLength || dnsLengthOK(str(dst[start:])))
}

// appendLabels is ToASCII's steps 2 and 3 on u, the result of Processing,
// and broken, u as step 3 broke it (see process): it breaks u into labels
// and appends each to out, converted to "xn--" and its Punycode when it
// has a non-ASCII code point; false if Punycode overflows. Processing left
// no '.' in a label, since none recorded an error. The caller checks step
// 4, VerifyDnsLength, on what was appended.
func appendLabels(out []byte, u, broken string) ([]byte, bool) {
	if isASCII(u) {
		return append(out, u...), true
	}
	// Unless a label was decoded from Punycode, broken is u: its labels
	// are u's, and need not be cut again.
	same := len(u) == len(broken) && unsafe.StringData(u) == unsafe.StringData(broken)
	for rest, restBroken := u, broken; ; {
		label, after, more := cutDot(rest)
		ace, afterBroken := label, after
		if !same {
			ace, afterBroken, _ = cutDot(restBroken)
		}
		switch {
		case isASCII(label):
			out = append(out, label...)
		case !same && strings.HasPrefix(ace, acePrefix):
			// The label was decoded from ace, and it is not ASCII: its
			// Punycode is ace, the only Punycode string that decodes to it
			// (internal/punycode's TestDecodeEncode and FuzzPunycode).
			out = append(out, ace...)
		default:
			out = append(out, acePrefix...)
			var ok bool
			if out, ok = punycode.AppendEncode(out, label); !ok {
				return out, false
			}
		}
		if !more {
			break
		}
		out = append(out, '.')
		rest, restBroken = after, afterBroken
	}
	return out, true
}

// dnsLengthOK is ToASCII's step 4, VerifyDnsLength: the domain is 1 to 253
// octets long and each label 1 to 63. Since UTS #46 version 16 this holds
// for the root label too, so a trailing dot fails.
func dnsLengthOK(domain string) bool {
	if domain == "" || len(domain) > 253 {
		return false
	}
	for rest := domain; ; {
		label, after, more := cutDot(rest)
		if label == "" || len(label) > 63 {
			return false
		}
		if !more {
			return true
		}
		rest = after
	}
}

// ToUnicode is UTS #46 ToUnicode (section 4.3) with p's flags: the result
// of Processing, and whether no error was recorded (the result is
// returned either way, as the standard says). domain should be valid
// UTF-8: a byte that is not is read as U+FFFD, which is disallowed.
// https://www.unicode.org/reports/tr46/#ToUnicode
func (p Profile) ToUnicode(domain string) (string, bool) {
	var b buffers
	u, _, ok := p.process(&b, domain, nil)
	return owned(u, domain), ok
}

// Mapping returns r's mapping in the IDNA Mapping Table (section 5) and
// true if r's status is mapped, or "" and false.
func Mapping(r rune) (string, bool) {
	if r < 0 || r > utf8.MaxRune {
		return "", false
	}
	v := props(r)
	if v&valueMapped == 0 {
		return "", false
	}
	k := v & mappingMask
	return mappings[mappingStart[k]:mappingStart[k+1]], true
}

// ToUnicodeLabels is ToUnicode label by label: it returns what Processing
// makes of each label, and whether an error was recorded for it. An error
// in one label makes ToUnicode report an error for the domain.
func (p Profile) ToUnicodeLabels(domain string) []Label {
	var b buffers
	var labels []Label
	p.process(&b, domain, &labels)
	return labels
}

// owned returns s, a string that may point into a caller's buffers, as a
// string of its own: domain itself when s is domain, else a copy. (It
// returns domain rather than s, so that s, and the buffers, do not escape.)
func owned(s, domain string) string {
	if len(s) == len(domain) && unsafe.StringData(s) == unsafe.StringData(domain) {
		return domain
	}
	return strings.Clone(s)
}

// str returns b as a string without copying; b must not change after.
func str(b []byte) string {
	return unsafe.String(unsafe.SliceData(b), len(b))
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// process is UTS #46 Processing (section 4) with p's flags: it returns the
// domain with every label mapped, normalized, checked, and decoded where it
// starts with "xn--", and whether no error was recorded. It also returns
// the domain as step 3 breaks it, mapped and normalized but with its "xn--"
// labels not decoded. Both are domain itself or lie in b. If labels is not
// nil, each label's outcome is appended to it.
// https://www.unicode.org/reports/tr46/#Processing
func (p Profile) process(b *buffers, domain string, labels *[]Label) (u, broken string, ok bool) {
	// Step 1: Map, learning on the way whether the result is in NFC and
	// what Validity Criteria 6 to 9 need of its labels (see map.go).
	u, isNFC, known := p.mapDomain(b, domain)
	// Where the decoded labels go: not where u is.
	convertBuf := b.spare[:0]
	// Step 2: Normalize, to NFC as UAX #15 defines it (internal/nfc).
	if !isNFC {
		u = str(nfc.Append(b.spare[:0], u))
		convertBuf = b.mapped[:0]
	}

	// Step 3: Break into labels at U+002E (.), and step 4:
	// Convert/Validate each. The Bidi rule (Validity Criteria 9) applies
	// only if the domain is a Bidi domain name, which is known once every
	// label has been converted, so each label's verdict is kept apart
	// until then.
	var (
		// The result: u while no label has been converted, then out.
		out       []byte
		converted bool
		failed    bool // an error other than the Bidi rule's was recorded
		bidiFails bool // a label fails the Bidi rule
		bidi      bool // the domain is a Bidi domain name (RFC 5893 section 1.4)
	)
	for k, start := 0, 0; ; k++ {
		label, _, more := cutDot(u[start:])
		mapped := label
		valid, bidiRule, rtl := true, true, false
		if strings.HasPrefix(label, acePrefix) {
			if !converted {
				out = append(convertBuf, u[:start]...)
				converted = true
			}
			at := len(out)
			var decoded bool
			out, decoded = convert(out, label)
			label = str(out[at:])
			switch {
			case decoded && label != "":
				// 4.1.3: a label of ASCII code points only is an error;
				// and 4.1.4: the Validity Criteria, nontransitional.
				valid, bidiRule, rtl = p.validate(label, true, p.facts(label))
				valid = valid && !isASCII(label)
			case decoded:
				// 4.1.3: an empty label is an error.
				valid = false
			default:
				// 4.1.1 or 4.1.2 recorded an error; the label is kept as
				// it was and not checked further.
				valid = false
			}
		} else {
			// 4.2.1: the Validity Criteria, nontransitional. Step 2 left the
			// label as step 1 made it if step 1 found it in NFC, and then
			// its facts are known. (Step 2 neither adds nor removes a '.',
			// so the labels are those step 1 made.)
			if label != "" {
				var f facts
				if k < len(known) && known[k].nfc {
					f = known[k].facts
				} else {
					f = p.facts(label)
				}
				valid, bidiRule, rtl = p.validate(label, false, f)
			}
			if converted {
				out = append(out, label...)
			}
		}
		failed = failed || !valid
		bidiFails = bidiFails || !bidiRule
		bidi = bidi || rtl
		if labels != nil {
			*labels = append(*labels, Label{
				Mapped:    strings.Clone(mapped),
				Unicode:   strings.Clone(label),
				Err:       !valid,
				bidiFails: !bidiRule,
			})
		}
		if !more {
			break
		}
		start += len(mapped) + 1
		if converted {
			out = append(out, '.')
		}
	}
	if labels != nil && bidi {
		for i := range *labels {
			(*labels)[i].Err = (*labels)[i].Err || (*labels)[i].bidiFails
		}
	}
	broken = u
	if converted {
		u = str(out)
	}
	return u, broken, !failed && !(bidi && bidiFails)
}

// convert is Processing steps 4.1.1 and 4.1.2 for a label that starts with
// "xn--": it appends the label's Punycode decoding to out and reports true,
// or, if the label has a code point that is not ASCII or is not valid
// Punycode (both errors, as IgnoreInvalidPunycode is false), appends the
// label as it is and reports false.
func convert(out []byte, label string) ([]byte, bool) {
	if !isASCII(label) {
		return append(out, label...), false
	}
	at := len(out)
	out, ok := punycode.AppendDecode(out, label[len(acePrefix):])
	if !ok {
		return append(out[:at], label...), false
	}
	return out, true
}

// validate checks the Validity Criteria for Nontransitional Processing
// (section 4.1) of a non-empty label, given f, the label's facts. It
// returns whether criteria 1 to 8 hold; whether the label satisfies the six
// conditions of RFC 5893 section 2 (criterion 9, which applies only to the
// labels of a Bidi domain name); and whether it has a code point of
// Bidi_Class R, AL or AN, which makes the domain one (RFC 5893 section
// 1.4). decoded reports that the label was converted from Punycode: only
// such a label can break criteria 1 and 5, since Processing normalized the
// whole domain and broke it at every '.', and '.' composes with nothing.
// https://www.unicode.org/reports/tr46/#Validity_Criteria
func (p Profile) validate(label string, decoded bool, f facts) (valid, bidiRule, rtl bool) {
	valid = true
	// 1: the label is in NFC.
	if decoded && !nfc.Is(label) {
		valid = false
	}
	if p.CheckHyphens {
		// 2: no U+002D in both the third and fourth positions; 3: none
		// first or last.
		if hyphensAt3And4(label) || label[0] == '-' || label[len(label)-1] == '-' {
			valid = false
		}
	} else if strings.HasPrefix(label, acePrefix) {
		// 4: without CheckHyphens, the label does not begin with "xn--".
		valid = false
	}
	// 5: no U+002E (.).
	if decoded && strings.IndexByte(label, '.') >= 0 {
		valid = false
	}
	// 6: the label does not begin with a combining mark; 7: each code
	// point's status is valid or deviation, and with UseSTD3ASCIIRules an
	// ASCII code point is a-z, 0-9 or '-'.
	if f.mark || f.invalid {
		valid = false
	}
	// 8: CheckJoiners.
	if f.joiners && !checkJoiners(label) {
		valid = false
	}
	// 9: CheckBidi.
	rtl = f.classes&(1<<bidiR|1<<bidiAL|1<<bidiAN) != 0
	return valid, satisfiesBidiRule(int(f.first), int(f.last), f.classes), rtl
}

// facts are what Validity Criteria 6 to 9 need to know of a string's code
// points, gathered code point by code point (add). The facts of a
// concatenation are those of its parts, joined (join).
type facts struct {
	// classes is the set of the code points' Bidi_Class values, 1<<class;
	// 0 for the empty string.
	classes uint16
	// first is the Bidi_Class of the first code point, and last that of
	// the last code point whose class is not NSM, or NSM if there is none
	// (criterion 9).
	first, last int8
	// mark reports that the first code point is a combining mark
	// (criterion 6).
	mark bool
	// invalid reports that a code point's status is neither valid nor
	// deviation, or that UseSTD3ASCIIRules rejects it (criterion 7).
	invalid bool
	// joiners reports a ZWNJ or ZWJ, whose context criterion 8 checks.
	joiners bool
}

// noFacts are the facts of the empty string.
var noFacts = facts{last: bidiNSM}

// facts returns the facts of s.
func (p Profile) facts(s string) facts {
	f := noFacts
	for i := 0; i < len(s); {
		r, size := rune(s[i]), 1
		if r >= utf8.RuneSelf {
			r, size = utf8s.DecodeRune(s, i)
		} else if p.UseSTD3ASCIIRules && !('a' <= r && r <= 'z' || '0' <= r && r <= '9' || r == '-') {
			f.invalid = true
		}
		f.add(r, props(r))
		i += size
	}
	return f
}

// add adds the code point r, of table value v, at the end of f's string
// (but for UseSTD3ASCIIRules, which the caller checks).
func (f *facts) add(r rune, v uint16) {
	if v&valueMapped != 0 {
		// Mapped, so not valid; the table holds no other data for it.
		v = statusDisallowed | bidiOther<<bidiShift
	}
	class := int8(v & bidiMask >> bidiShift)
	if f.classes == 0 {
		f.first, f.mark = class, v&flagMark != 0
	}
	if class != bidiNSM {
		f.last = class
	}
	f.classes |= 1 << class
	if v&statusMask > statusDeviation { // neither valid nor deviation
		f.invalid = true
	}
	if r|1 == zwj { // ZWNJ or ZWJ
		f.joiners = true
	}
}

// join adds g, the facts of a string, at the end of f's string.
func (f *facts) join(g facts) {
	if g.classes == 0 {
		return
	}
	if f.classes == 0 {
		f.first, f.mark = g.first, g.mark
	}
	if g.last != bidiNSM {
		f.last = g.last
	}
	f.classes |= g.classes
	f.invalid = f.invalid || g.invalid
	f.joiners = f.joiners || g.joiners
}

// checkJoiners reports whether every ZWNJ and ZWJ of label satisfies its
// ContextJ rule (RFC 5892 Appendix A.1 and A.2), which UTS #46 Validity
// Criteria 8 applies when CheckJoiners is true:
//
//	ZWNJ: if Canonical_Combining_Class(Before(cp)) = Virama then true;
//	      if the label matches (Joining_Type:{L,D})(Joining_Type:T)*\u200C
//	      (Joining_Type:T)*(Joining_Type:{R,D}) around it then true;
//	ZWJ:  if Canonical_Combining_Class(Before(cp)) = Virama then true.
//
// It reads the label once: what the left half of the pattern needs (the
// last code point that is not of Joining_Type T) is kept as it goes, and a
// ZWNJ that needs the right half waits for the next code point that is not
// of type T.
func checkJoiners(label string) bool {
	viramaBefore := false // the code point before is a virama
	leftJoins := false    // the last code point not of type T is of type L or D
	waiting := false      // a ZWNJ waits for a code point of type R or D
	for _, r := range label {
		// Every value has the Joining_Type. No mapped code point is a
		// virama (tablegen checks this), and in a mapped value the bit of
		// flagVirama belongs to the mapping's index.
		v := props(r)
		jt := int(v&joiningMask) >> joiningShift
		if waiting && jt != joiningT {
			if jt != joiningR && jt != joiningD {
				return false
			}
			waiting = false
		}
		switch r {
		case zwnj:
			if !viramaBefore {
				if !leftJoins {
					return false
				}
				waiting = true
			}
		case zwj:
			if !viramaBefore {
				return false
			}
		}
		viramaBefore = v&(valueMapped|flagVirama) == flagVirama
		if jt != joiningT {
			leftJoins = jt == joiningL || jt == joiningD
		}
	}
	return !waiting
}

// satisfiesBidiRule reports whether a label satisfies the six conditions of
// RFC 5893 section 2, given the Bidi_Class of its first code point, that of
// its last code point that is not NSM, and the set of its classes.
func satisfiesBidiRule(first, last int, classes uint16) bool {
	const (
		ltrAllowed = 1<<bidiL | 1<<bidiEN | 1<<bidiES | 1<<bidiCS | 1<<bidiET | 1<<bidiON | 1<<bidiBN | 1<<bidiNSM
		rtlAllowed = 1<<bidiR | 1<<bidiAL | 1<<bidiAN | 1<<bidiEN | 1<<bidiES | 1<<bidiCS | 1<<bidiET | 1<<bidiON | 1<<bidiBN | 1<<bidiNSM
		numbers    = 1<<bidiEN | 1<<bidiAN
	)
	switch first {
	case bidiR, bidiAL: // an RTL label
		// 2: only R, AL, AN, EN, ES, CS, ET, ON, BN and NSM; 3: the end
		// is R, AL, EN or AN, then any NSM; 4: not both EN and AN.
		return classes&^rtlAllowed == 0 &&
			(last == bidiR || last == bidiAL || last == bidiEN || last == bidiAN) &&
			classes&numbers != numbers
	case bidiL: // an LTR label
		// 5: only L, EN, ES, CS, ET, ON, BN and NSM; 6: the end is L or
		// EN, then any NSM.
		return classes&^ltrAllowed == 0 && (last == bidiL || last == bidiEN)
	}
	// 1: the first code point is L, R or AL.
	return false
}

// hyphensAt3And4 reports whether the third and fourth code points of label
// are both U+002D HYPHEN-MINUS (Validity Criteria 2 counts code points, not
// bytes: "\u00E9--x" passes it, "\u00E9a--x" does not).
func hyphensAt3And4(label string) bool {
	i := 0
	for range 2 {
		if i >= len(label) {
			return false
		}
		_, size := utf8.DecodeRuneInString(label[i:])
		i += size
	}
	return len(label)-i >= 2 && label[i] == '-' && label[i+1] == '-'
}

// cutDot is strings.Cut(s, "."), with the one-byte search it comes down to
// and none of the general search's dispatch: the label loops call it once
// per label. TestCutDot compares it with strings.Cut.
func cutDot(s string) (before, after string, found bool) {
	// Most labels are short: a byte loop finds their end before
	// strings.IndexByte's vector search would have set up.
	n := min(len(s), shortCut)
	for i := 0; i < n; i++ {
		if s[i] == '.' {
			return s[:i], s[i+1:], true
		}
	}
	if n == len(s) {
		return s, "", false
	}
	if i := strings.IndexByte(s[n:], '.'); i >= 0 {
		return s[:n+i], s[n+i+1:], true
	}
	return s, "", false
}

// shortCut is how many bytes cutDot reads one by one before it hands the
// rest to strings.IndexByte.
const shortCut = 24
