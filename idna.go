package whatwgurl

// The URL Standard's IDNA section: the domain parser (domain to ASCII) and
// domain to Unicode. https://url.spec.whatwg.org/#idna
//
// Unicode ToASCII and ToUnicode (UTS #46) are split between
// golang.org/x/net/idna and this file:
//   - x/net maps, normalizes and checks the validity criteria, including
//     CheckBidi and CheckJoiners (its ToUnicode, on labels that do not start
//     with "xn--").
//   - This file decodes and encodes Punycode and applies UTS #46's rules for
//     labels that start with "xn--", and VerifyDnsLength.
//
// x/net's own Punycode is not used: its encoder takes time proportional to
// a label's length times its number of distinct code points (a 1 MiB label
// of CJK code points takes most of a minute), and its decoder fails on
// labels that decode to more than 1024 code points, where the standard sets
// no limit. It also misses some of UTS #46's rules for "xn--" labels; each
// place that applies one says "x/net does not".
//
// x/net normalizes with golang.org/x/text, which writes the Stream-Safe
// Text Format, putting U+034F after 30 non-starters in a row; U+034F is
// not valid in a label, so x/net fails labels that NFC keeps. A domain
// where that happens is done again on the long-label route, which
// normalizes by itself (nfc.go) and shortens the runs in what it gives
// x/net (uts46ProcessRoute). One departure remains
// (TestIDNAKnownDepartures): a long run in a joiner's context.

import (
	"math"
	"math/bits"
	"slices"
	"strings"
	"unicode/utf8"
	"unsafe"

	"golang.org/x/net/idna"
)

// The profiles are built once. Option order matters: MapForLookup turns on
// CheckHyphens and UseSTD3ASCIIRules (through StrictDomainName and
// ValidateLabels), so the options that turn them off must follow it. x/net
// has no IgnoreInvalidPunycode option; decodePunycode's callers fail on
// invalid Punycode, which is IgnoreInvalidPunycode=false.
var (
	// uts46Lenient has the flags of "domain parser ToASCII" with beStrict
	// false and of "domain to Unicode": CheckHyphens=false, CheckBidi=true,
	// CheckJoiners=true, UseSTD3ASCIIRules=false, Transitional=false,
	// VerifyDnsLength=false.
	uts46Lenient = idna.New(
		idna.MapForLookup(),
		idna.BidiRule(),
		idna.CheckJoiners(true),
		idna.CheckHyphens(false),
		idna.StrictDomainName(false),
		idna.VerifyDNSLength(false),
		idna.Transitional(false),
	)

	// uts46Strict has the flags of "domain parser ToASCII" with beStrict
	// true: CheckHyphens, UseSTD3ASCIIRules and VerifyDnsLength true, the
	// rest as in uts46Lenient. x/net's ToUnicode checks VerifyDnsLength
	// only for empty labels; uts46ToASCII checks the lengths.
	uts46Strict = idna.New(
		idna.MapForLookup(),
		idna.BidiRule(),
		idna.CheckJoiners(true),
		idna.CheckHyphens(true),
		idna.StrictDomainName(true),
		idna.VerifyDNSLength(true),
		idna.Transitional(false),
	)

	// uts46Mapping only maps and normalizes (UTS #46 Processing steps 1
	// and 2): no validity criteria. It would Punycode-decode labels that
	// start with "xn--", which uts46MapGuarded prevents.
	uts46Mapping = idna.New(
		idna.MapForLookup(),
		idna.ValidateLabels(false),
		idna.StrictDomainName(false),
	)
)

// acePrefix is the prefix of a Punycode-encoded label.
const acePrefix = "xn--"

// domainToASCII is the standard's domain parser: it returns the domain, or
// DomainToASCIIError on failure. domain is a scalar value string (the host
// parser has percent-decoded it). An ASCII domain that is already lower
// case is returned as is, without allocating.
//
// It does not report the domain-to-ASCII validation error of step 2 when
// beStrict is false; a caller that reports validation errors can call
// domainToASCII(domain, true) for that.
// https://url.spec.whatwg.org/#concept-domain-to-ascii
func domainToASCII(domain string, beStrict bool) (string, ValidationError) {
	if beStrict {
		// Step 3: return strictResult, or failure. UseSTD3ASCIIRules and
		// VerifyDnsLength already reject what steps 7 and 8 check.
		result, ok := uts46ToASCII(domain, uts46Strict, true)
		if !ok {
			return "", DomainToASCIIError
		}
		return result, 0
	}

	// Step 5: an ASCII domain is only ASCII-lowercased; Unicode ToASCII's
	// outcome does not matter for it. Steps 1-2 only report a validation
	// error when beStrict is false, so they are skipped here.
	var classes uint32
	upper := false
	for i := 0; i < len(domain); i++ {
		c := domain[i]
		if c >= utf8.RuneSelf {
			return unicodeDomainToASCII(domain)
		}
		classes |= charTable[c]
		if 'A' <= c && c <= 'Z' {
			upper = true
		}
	}
	// Step 7: the result is empty. Step 8: it contains a forbidden domain
	// code point; lowercasing neither adds nor removes one.
	if domain == "" || classes&bitForbiddenDomain != 0 {
		return "", DomainToASCIIError
	}
	if !upper {
		return domain, 0
	}
	b := make([]byte, len(domain))
	for i := 0; i < len(domain); i++ {
		b[i] = lower(domain[i])
	}
	return string(b), 0
}

// unicodeDomainToASCII is the domain parser's steps 6 to 9 for a domain
// that is not an ASCII string, with beStrict false.
// https://url.spec.whatwg.org/#concept-domain-to-ascii
func unicodeDomainToASCII(domain string) (string, ValidationError) {
	// Step 8, ahead of step 6 for most forbidden domain code points: a
	// domain with a code point whose mapping has one fails either way (see
	// mapsToForbiddenDomainCodePoint), and failing here saves mapping it.
	if mapsToForbiddenDomainCodePoint(domain) {
		return "", DomainToASCIIError
	}
	// Step 6: domain parser ToASCII with beStrict false, whose flags leave
	// out VerifyDnsLength (ToASCII step 3). First Processing (step 1).
	u, ace, ok := uts46Process(domain, uts46Lenient)
	if !ok {
		return "", DomainToASCIIError
	}
	// Step 8 before ToASCII's step 2: Punycode keeps every ASCII code
	// point of a label and adds only "xn--" and [a-z0-9-], none of them
	// forbidden, so the result has a forbidden domain code point if and
	// only if u has one; checking u saves encoding a domain that fails.
	// The check cannot be made on domain instead: NFC turns "<" U+0338
	// into U+226E (≮), which is allowed.
	for i := 0; i < len(u); i++ {
		if charTable[u[i]]&bitForbiddenDomain != 0 {
			return "", DomainToASCIIError
		}
	}
	// ToASCII step 2, then step 7: the result is empty.
	result, ok := uts46Encode(u, ace)
	if !ok || result == "" {
		return "", DomainToASCIIError
	}
	return result, 0
}

// mapsToForbiddenDomainCodePoint reports whether a code point of domain,
// which must be valid UTF-8, is one whose UTS #46 mapping contains a
// forbidden domain code point other than '<' and '>': an ASCII forbidden
// domain code point (which maps to itself) or one of forbiddenMappedRunes.
// The domain parser fails such a domain, whatever else it holds:
//   - Processing step 1 puts the forbidden code point f in the mapped
//     string. Step 2, NFC, keeps it: f is ASCII, so it has no
//     decomposition, and no code point's canonical decomposition contains
//     f (TestForbiddenMapped checks this against the normalization
//     tables), so NFC cannot compose f with a neighbor. This is where '<'
//     and '>' differ: NFC composes "<" U+0338 into U+226E (≮), which is
//     allowed.
//   - The label holding f either is kept, or starts with "xn--" (and is
//     ASCII, or an error is recorded): f is no Punycode digit, so either
//     decoding fails, an error, or f is one of the basic code points that
//     the decoded label holds. Either way, unless an error is recorded,
//     ToASCII's result contains f, since Punycode encoding keeps the basic
//     code points, and the domain parser's step 8 fails.
func mapsToForbiddenDomainCodePoint(domain string) bool {
	for i := 0; i < len(domain); i++ {
		switch forbiddenMappedBytes[domain[i]] {
		case forbiddenByte:
			return true
		case forbiddenLeadByte:
			r, _ := utf8.DecodeRuneInString(domain[i:])
			if r < 0x10000 && forbiddenMappedSet[r>>6]&(1<<(r&63)) != 0 {
				return true
			}
		}
	}
	return false
}

// forbiddenMappedRunes are the code points, none of them ASCII, whose UTS
// #46 mapping contains a forbidden domain code point other than '<' and
// '>' (a space, '#', '%', '/', ':', '?', '@', '[', '\', ']', '^' or '|').
// TestForbiddenMapped checks the list against x/net's tables. They are
// all in the Basic Multilingual Plane.
var forbiddenMappedRunes = [...]rune{
	0x00A0, 0x00A8, 0x00AF, 0x00B4, 0x00B8, 0x02D8, 0x02D9, 0x02DA,
	0x02DB, 0x02DC, 0x02DD, 0x037A, 0x0384, 0x0385, 0x1FBD, 0x1FBF,
	0x1FC0, 0x1FC1, 0x1FCD, 0x1FCE, 0x1FCF, 0x1FDD, 0x1FDE, 0x1FDF,
	0x1FED, 0x1FEE, 0x1FFD, 0x1FFE, 0x2000, 0x2001, 0x2002, 0x2003,
	0x2004, 0x2005, 0x2006, 0x2007, 0x2008, 0x2009, 0x200A, 0x2017,
	0x202F, 0x203E, 0x2047, 0x2048, 0x2049, 0x205F, 0x2100, 0x2101,
	0x2105, 0x2106, 0x2A74, 0x3000, 0x309B, 0x309C, 0xFC5E, 0xFC5F,
	0xFC60, 0xFC61, 0xFC62, 0xFC63, 0xFDFA, 0xFDFB, 0xFE13, 0xFE16,
	0xFE47, 0xFE48, 0xFE49, 0xFE4A, 0xFE4B, 0xFE4C, 0xFE55, 0xFE56,
	0xFE5F, 0xFE68, 0xFE6A, 0xFE6B, 0xFE70, 0xFE72, 0xFE74, 0xFE76,
	0xFE78, 0xFE7A, 0xFE7C, 0xFE7E, 0xFF03, 0xFF05, 0xFF0F, 0xFF1A,
	0xFF1F, 0xFF20, 0xFF3B, 0xFF3C, 0xFF3D, 0xFF3E, 0xFF5C, 0xFFE3,
}

// Kinds of byte for mapsToForbiddenDomainCodePoint.
const (
	forbiddenByte     = 1 // an ASCII forbidden domain code point, not '<' or '>'
	forbiddenLeadByte = 2 // the first byte of one of forbiddenMappedRunes
)

var (
	// forbiddenMappedBytes gives each byte's kind, or 0.
	forbiddenMappedBytes [256]uint8
	// forbiddenMappedSet is forbiddenMappedRunes as a bit set over the
	// Basic Multilingual Plane.
	forbiddenMappedSet [0x10000 / 64]uint64
)

func init() {
	for c := 0; c < utf8.RuneSelf; c++ {
		if charTable[c]&bitForbiddenDomain != 0 && c != '<' && c != '>' {
			forbiddenMappedBytes[c] = forbiddenByte
		}
	}
	for _, r := range forbiddenMappedRunes {
		forbiddenMappedBytes[string(r)[0]] = forbiddenLeadByte
		forbiddenMappedSet[r>>6] |= 1 << (r & 63)
	}
}

// uts46ToASCII is UTS #46 ToASCII with p's flags, VerifyDnsLength given
// apart. domain must be valid UTF-8.
// https://www.unicode.org/reports/tr46/#ToASCII
func uts46ToASCII(domain string, p *idna.Profile, verifyDNSLength bool) (string, bool) {
	// Step 1: Processing.
	u, ace, ok := uts46Process(domain, p)
	if !ok {
		return "", false
	}
	// Step 2.
	if u, ok = uts46Encode(u, ace); !ok {
		return "", false
	}
	// Step 3: VerifyDnsLength. Since UTS #46 version 16 the empty root
	// label (a trailing dot) fails it too.
	if verifyDNSLength {
		if u == "" || len(u) > 253 {
			return "", false
		}
		for rest := u; ; {
			label, after, more := strings.Cut(rest, ".")
			if label == "" || len(label) > 63 {
				return "", false
			}
			if !more {
				break
			}
			rest = after
		}
	}
	return u, true
}

// uts46Encode is UTS #46 ToASCII step 2: it returns u with each label that
// is not ASCII replaced by "xn--" and its Punycode, or false on overflow.
// u must be valid UTF-8. ace is what uts46Process returned with u: where
// it has a label, that label of u is the decoding of it, and it is the
// label's Punycode already (a Punycode string that decodes is the only
// encoding of its decoding; TestPunycodeDecodeEncode), so it is not
// encoded again.
func uts46Encode(u string, ace []string) (string, bool) {
	if isASCIIString(u) {
		return u, true
	}
	// Room for u and a little more fits most domains, whose Punycode is
	// about as long as their UTF-8; a long label of many-byte code points,
	// which Punycode writes in about a byte each, needs less, and the
	// slice grows if it must.
	size := len(u) + 16
	if len(u) >= longLabelMin {
		size = len(u)/2 + 16
	}
	b := make([]byte, 0, size)
	for k, rest := 0, u; ; k++ {
		label, after, more := strings.Cut(rest, ".")
		switch {
		case k < len(ace) && ace[k] != "":
			b = append(b, ace[k]...)
		case isASCIIString(label):
			b = append(b, label...)
		default:
			b = append(b, acePrefix...)
			var ok bool
			if b, ok = appendPunycode(b, label); !ok {
				return "", false
			}
		}
		if !more {
			break
		}
		b = append(b, '.')
		rest = after
	}
	return string(b), true
}

// uts46Process is UTS #46 Processing with p's flags: it returns the domain
// with every label mapped, normalized and Punycode-decoded, or false if an
// error was recorded. domain must be valid UTF-8. When a label was
// decoded, ace holds for each label of the result the "xn--" label it was
// decoded from (mapped, so in lower case), or "".
// https://www.unicode.org/reports/tr46/#Processing
func uts46Process(domain string, p *idna.Profile) (u string, ace []string, ok bool) {
	route := routeXNet
	if p == uts46Lenient {
		route = routeLong
	}
	return uts46ProcessRoute(domain, p, route)
}

// Routes of uts46ProcessRoute: which labels mapLongLabels maps.
const (
	routeXNet = iota // none
	routeLong        // those of longLabelMin bytes or more
	routeAll         // all, forced
)

// uts46ProcessRoute is uts46Process, with the labels that route names mapped
// by mapLongLabel and validated through their skeletons (idnalong.go).
func uts46ProcessRoute(domain string, p *idna.Profile, route int) (u string, ace []string, ok bool) {
	// x/net's normalization puts U+034F in a run of more than 30
	// non-starters (see longRunMax), and the label then fails; U+034F
	// cannot come from anywhere else, since mapping removes it. Such a
	// domain is done again with every label on the long-label route,
	// which normalizes by itself and gives x/net skeletons without such
	// runs.
	streamSafe := func(u string) bool {
		return route != routeAll && strings.Contains(u, "\u034F")
	}
	original := domain
	var longs map[int]longResult
	if route == routeAll || route == routeLong && len(domain) >= longLabelMin {
		var ok bool
		if domain, longs, ok = mapLongLabels(domain, route == routeAll); !ok || route == routeAll && longs == nil {
			// On the forced route, a label that mapLongLabel leaves to
			// x/net is one that x/net would get wrong.
			return "", nil, false
		}
	}
	// Only U+002D, U+FE63 and U+FF0D map to something containing '-'
	// (TestIDNAMappingAssumptions checks this against x/net's tables), so
	// a mapped label can start with "xn--" only if two of them are
	// present. Without such a label, x/net does every step.
	if longs == nil && strings.Count(domain, "-")+strings.Count(domain, "\uFE63")+strings.Count(domain, "\uFF0D") < 2 {
		u, err := p.ToUnicode(domain)
		if err != nil && streamSafe(u) {
			return uts46ProcessRoute(original, p, routeAll)
		}
		return u, nil, err == nil
	}

	// Step 4 for labels that start with "xn--" after mapping is done here,
	// and x/net is given their decoded form to validate (step 4.1.4), with
	// the other labels as they were. x/net would decode them itself, but
	// with its limits, and it does not apply steps 4.1.1 and 4.1.3 (see
	// below).
	mapped := uts46MapGuarded(domain)
	var (
		// What x/net validates: about the domain, or more where labels
		// are decoded.
		input   = make([]byte, 0, 2*len(mapped))
		decoded []string // the decoded labels, in order
	)
	raw := domain
	for k, rest := 0, mapped; ; k++ {
		label, after, more := strings.Cut(rest, ".")
		rawLabel, rawAfter := cutUTS46Label(raw)
		// Each mapped label starts with the guard letter. Only a label
		// that starts with a combining mark can lose it, by composing with
		// it, and such a label is invalid (Validity Criteria step 6).
		if label == "" || label[0] != guardLetter {
			return "", nil, false
		}
		label = label[1:]
		lr, isLong := longs[k]
		if isLong {
			// mapLongLabels left the label empty for x/net.
			label, rawLabel = lr.mapped, lr.in
		}
		if !strings.HasPrefix(label, acePrefix) {
			input = append(input, rawLabel...)
			ace = append(ace, "")
		} else {
			// Step 4.1.1: a label with a non-ASCII code point fails; x/net
			// does not check it and decodes the ASCII part of such a label.
			if !isASCIIString(label) {
				return "", nil, false
			}
			// Step 4.1.2: decode the rest of the label; failure is an
			// error since IgnoreInvalidPunycode is false.
			u, ok := decodePunycode(label[len(acePrefix):])
			// Step 4.1.3: an empty or all-ASCII result is an error; x/net
			// does not check for the empty result ("xn--").
			if !ok || isASCIIString(u) {
				return "", nil, false
			}
			// Validity Criteria step 4 with CheckHyphens false: a label
			// must not begin with "xn--". x/net checks it only as part of
			// CheckHyphens, and never sees this label's ACE form.
			if strings.HasPrefix(u, acePrefix) {
				return "", nil, false
			}
			// Validity Criteria steps 5 and 7: '.' and the code points
			// that map to it are not valid. Failing here also keeps the
			// labels x/net sees in line with these. (Four searches for
			// fixed strings are much faster than ContainsAny's rune by
			// rune search.)
			if strings.IndexByte(u, '.') >= 0 || strings.Contains(u, "\u3002") || strings.Contains(u, "\uFF0E") || strings.Contains(u, "\uFF61") {
				return "", nil, false
			}
			// x/net is given the label's skeleton on the forced route,
			// and on the long-label route when the label is long. The
			// label must come out of mapping and normalization as it is
			// (Validity Criteria steps 1 and 7, as below).
			delete(longs, k)
			given := u
			if route == routeAll || route == routeLong && len(u) >= longLabelMin {
				mapped, in, out, outcome := mapLongLabel(u, route == routeAll)
				switch {
				case outcome == longOK && mapped == u:
					if longs == nil {
						longs = make(map[int]longResult)
					}
					longs[k] = longResult{mapped, in, out}
					given = in
				case outcome == longFallback && route != routeAll:
					// x/net validates the label whole.
				default:
					return "", nil, false
				}
			}
			input = append(input, given...)
			decoded = append(decoded, u)
			ace = append(ace, label)
		}
		if !more {
			break
		}
		input = append(input, '.')
		rest, raw = after, rawAfter
	}

	// Steps 4.1.4 and 4.2: x/net maps, normalizes and validates every label
	// (no label of input starts with "xn--", so it decodes none) and
	// checks the Bidi rule across the domain.
	u, err := p.ToUnicode(string(input))
	if err != nil {
		if streamSafe(u) {
			return uts46ProcessRoute(original, p, routeAll)
		}
		return "", nil, false
	}
	if len(longs) > 0 {
		// x/net returns each skeleton as it is (it is mapped and in NFC);
		// the label is the mapped label it stands for. Were it to change
		// one, x/net does all the work instead.
		var ok bool
		if u, ok = expandLongLabels(u, longs); !ok {
			if route == routeAll {
				return "", nil, false
			}
			return uts46ProcessRoute(original, p, routeXNet)
		}
	}
	if len(decoded) == 0 {
		return u, nil, true
	}
	// A decoded label is validated as it is: it must be NFC and every code
	// point valid (Validity Criteria steps 1 and 7), so mapping and
	// normalizing must leave it unchanged.
	rest := u
	for _, a := range ace {
		label, after, _ := strings.Cut(rest, ".")
		if a != "" {
			if label != decoded[0] {
				return "", nil, false
			}
			decoded = decoded[1:]
		}
		rest = after
	}
	return u, ace, true
}

// cutUTS46Label returns the first label of domain and the rest after its
// separator: U+002E, U+3002, U+FF0E or U+FF61, the code points that UTS
// #46 maps to '.' (TestIDNAMappingAssumptions checks there are no others).
func cutUTS46Label(domain string) (label, rest string) {
	for i := 0; i < len(domain); {
		r, size := utf8.DecodeRuneInString(domain[i:])
		if r == '.' || r == '\u3002' || r == '\uFF0E' || r == '\uFF61' {
			return domain[:i], domain[i+size:]
		}
		i += size
	}
	return domain, ""
}

// guardLetter is put before each label by uts46MapGuarded.
const guardLetter = 'a'

// uts46MapGuarded returns UTS #46 Processing steps 1 and 2 (map, normalize)
// applied to domain with guardLetter put before each label, so that no
// mapped label starts with "xn--" and x/net decodes none of them. The
// guard, a starter, changes neither the mapping nor the normalization of a
// label that does not start with a combining mark; the mapped labels are
// those of cutUTS46Label, in order.
func uts46MapGuarded(domain string) string {
	b := make([]byte, 0, len(domain)+8)
	b = append(b, guardLetter)
	for rest := domain; ; {
		label, after := cutUTS46Label(rest)
		b = append(b, label...)
		if len(label) == len(rest) {
			break
		}
		b = append(b, '.', guardLetter)
		rest = after
	}
	mapped, _ := uts46Mapping.ToUnicode(string(b))
	return mapped
}

func isASCIIString(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// Punycode (RFC 3492) parameters, section 5. Integers that would exceed
// punycodeMaxInt are overflow (section 6.4), failure; x/net and ICU use the
// same bound.
const (
	punycodeBase        = 36
	punycodeTMin        = 1
	punycodeTMax        = 26
	punycodeSkew        = 38
	punycodeDamp        = 700
	punycodeInitialBias = 72
	punycodeInitialN    = 128
	punycodeMaxInt      = math.MaxInt32
)

// punycodeAdapt is the bias adaptation function, RFC 3492 section 6.1.
func punycodeAdapt(delta, numPoints int, firstTime bool) int {
	if firstTime {
		delta /= punycodeDamp
	} else {
		delta /= 2
	}
	if delta >= numPoints { // else delta/numPoints is 0
		delta += delta / numPoints
	}
	k := 0
	for delta > punycodeAdaptMax {
		delta /= punycodeBase - punycodeTMin
		k += punycodeBase
	}
	return k + int(punycodeAdaptTable[delta])
}

// punycodeAdaptMax bounds delta at the end of punycodeAdapt.
const punycodeAdaptMax = (punycodeBase - punycodeTMin) * punycodeTMax / 2

// punycodeAdaptTable holds punycodeAdapt's last term for each delta, which
// saves a division.
var punycodeAdaptTable = func() (t [punycodeAdaptMax + 1]uint8) {
	for delta := range t {
		t[delta] = uint8((punycodeBase - punycodeTMin + 1) * delta / (delta + punycodeSkew))
	}
	return t
}()

// punycodeThreshold is t for position k of a variable-length integer.
func punycodeThreshold(k, bias int) int {
	switch {
	case k <= bias:
		return punycodeTMin
	case k >= bias+punycodeTMax:
		return punycodeTMax
	}
	return k - bias
}

func punycodeDigit(d int) byte {
	if d < 26 {
		return byte('a' + d)
	}
	return byte('0' + d - 26)
}

// appendPunycode appends the Punycode encoding of label (RFC 3492 section
// 6.3) to dst; false means overflow.
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
// points with d distinct values.
func appendPunycode(dst []byte, label string) ([]byte, bool) {
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
	if out, ok, done := appendPunycodeFew(dst, label, bound, basic); done {
		return out, ok
	}
	// Each non-basic code point as value<<32 | j, for the jth one, and
	// for each basic code point, the number of non-basic ones before it.
	keys := make([]uint64, 0, bound)
	var basicAt []int32
	if basic > 0 {
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
	sorted, index := sortPunycodeKeys(keys, make([]uint64, len(keys)))

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
	counts := make([]int32, d+2)
	basicBefore := 0
	for j, rank := range index {
		for basicBefore < len(basicAt) && int(basicAt[basicBefore]) <= j {
			basicBefore++
		}
		index[j] = uint64(basicBefore + fenwickCount(counts, int(rank)+1))
		fenwickAdd(counts, int(rank))
	}

	n, i, bias, h := punycodeInitialN, 0, punycodeInitialBias, basic
	for _, x := range sorted {
		v, at := int(x>>32), int(index[uint32(x)])
		delta64 := int64(v-n)*int64(h+1) + int64(at-i)
		if delta64 > punycodeMaxInt {
			return dst, false
		}
		delta := int(delta64)
		dst = appendPunycodeInt(dst, delta, bias)
		bias = punycodeAdapt(delta, h+1, h == basic)
		n, i = v, at+1
		h++
	}
	return dst, true
}

// appendPunycodeInt appends q as a generalized variable-length integer
// (RFC 3492 section 3.3) with the given bias.
func appendPunycodeInt(dst []byte, q, bias int) []byte {
	for k := punycodeBase; ; k += punycodeBase {
		t := punycodeThreshold(k, bias)
		if q < t {
			break
		}
		dst = append(dst, punycodeDigit(t+(q-t)%(punycodeBase-t)))
		q = (q - t) / (punycodeBase - t)
	}
	return append(dst, punycodeDigit(q))
}

// punycodeFewMax is the most distinct non-basic code points for which
// appendPunycodeFew is used.
const punycodeFewMax = 8

// appendPunycodeFew is appendPunycode for a label of at least 1024 non-basic
// code points (bound counts them) of which at most punycodeFewMax are
// distinct: RFC 3492's encoding loop as written, one pass over the label for
// each distinct value, which takes O(n·punycodeFewMax) time. basic is the
// number of basic code points, already appended to dst with the delimiter.
// It returns false for done if the label is not such a label, having
// appended nothing.
func appendPunycodeFew(dst []byte, label string, bound, basic int) (out []byte, ok, done bool) {
	if bound < 1024 {
		return dst, false, false
	}
	// The label is decoded once for all the passes, each code point to
	// its rank: 0 for the basic ones, which are below every non-basic
	// value, and first 1 + the order of first appearance for the others.
	var values [punycodeFewMax]rune
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
			if d == punycodeFewMax {
				return dst, false, false
			}
			values[d] = r
			d++
		}
		ranks = append(ranks, uint8(k+1))
	}
	// Then to 1 + the order of value.
	order := [punycodeFewMax]uint8{0, 1, 2, 3, 4, 5, 6, 7}
	slices.SortFunc(order[:d], func(a, b uint8) int { return int(values[a] - values[b]) })
	var rankOf [punycodeFewMax + 1]uint8
	for k, o := range order[:d] {
		rankOf[o+1] = uint8(k + 1)
	}
	for i, c := range ranks {
		ranks[i] = rankOf[c]
	}

	// delta is 64 bits wide so that counting past the limit between
	// tests cannot wrap around where int has 32.
	n, bias, h := punycodeInitialN, punycodeInitialBias, basic
	var delta int64
	for k, o := range order[:d] {
		m, rank := int(values[o]), uint8(k+1)
		delta += int64(m-n) * int64(h+1)
		if delta > punycodeMaxInt {
			return dst, false, true
		}
		n = m
		// delta only grows between the points where it is used or reset,
		// so testing it for overflow there and at the end of the pass is
		// testing it at every increment, as RFC 3492 does.
		for _, c := range ranks {
			if c == rank {
				if delta > punycodeMaxInt {
					return dst, false, true
				}
				dst = appendPunycodeInt(dst, int(delta), bias)
				bias = punycodeAdapt(int(delta), h+1, h == basic)
				delta = 0
				h++
				continue
			}
			// One more when c < rank, when the subtraction wraps around
			// to a number with the top bit set; none when c > rank.
			delta += int64((uint32(c) - uint32(rank)) >> 31)
		}
		if delta > punycodeMaxInt {
			return dst, false, true
		}
		delta++
		n++
	}
	return dst, true, true
}

// sortPunycodeKeys sorts keys, each value<<32 | j with j ascending, by
// value and then j, using scratch, of the same length. It returns the
// sorted keys and the other buffer, free for reuse.
func sortPunycodeKeys(keys, scratch []uint64) (sorted, free []uint64) {
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

// decodePunycode returns the decoding of s (RFC 3492 section 6.2), or
// false if s is not valid Punycode, overflows, or decodes to a code point
// that is not a scalar value. s must be ASCII.
//
// The decoder inserts each code point at an index of the output so far; to
// avoid moving the rest of the output for each, it records the insertions
// and places them at the end. First in a gap buffer (placeByGap), which is
// fast for what encoders write, until the gap has moved 4n+1024 slots;
// then, if that is not enough, backwards: the last one inserted lands at
// its index, and each earlier one at its index among the slots still free
// (freeSlots). The basic code points fill the slots left. This takes
// O(n log n) time for n code points.
func decodePunycode(s string) (string, bool) {
	return decodePunycodeGap(s, -1)
}

// decodePunycodeGap is decodePunycode with gapBudget for placeByGap; -1
// is the default, and 0 skips it (for tests).
func decodePunycodeGap(s string, gapBudget int) (string, bool) {
	basic := ""
	if j := strings.LastIndexByte(s, '-'); j > 0 {
		basic, s = s[:j], s[j+1:]
	}
	// Each insertion takes at least one digit of s.
	buf := make([]int32, 2*len(s))
	values, indexes := buf[:0:len(s)], buf[len(s):len(s)]
	size := len(basic) // of the output in UTF-8
	n, i, bias, length := punycodeInitialN, 0, punycodeInitialBias, len(basic)
	for p := 0; p < len(s); {
		oldi, w := i, 1
		for k := punycodeBase; ; k += punycodeBase {
			if p == len(s) {
				return "", false
			}
			digit, ok := punycodeDigitValue(s[p])
			if !ok {
				return "", false
			}
			p++
			if digit > (punycodeMaxInt-i)/w {
				return "", false
			}
			i += digit * w
			t := punycodeThreshold(k, bias)
			if digit < t {
				break
			}
			if w > punycodeMaxInt/(punycodeBase-t) {
				return "", false
			}
			w *= punycodeBase - t
		}
		length++
		bias = punycodeAdapt(i-oldi, length, oldi == 0)
		n += i / length
		i %= length
		if n > utf8.MaxRune || 0xD800 <= n && n <= 0xDFFF {
			return "", false
		}
		values = append(values, int32(n))
		indexes = append(indexes, int32(i))
		size += utf8.RuneLen(rune(n))
		i++
	}

	// Place the insertions, last first, in the free slots. A slot left 0
	// gets a basic code point: every inserted code point is at least
	// punycodeInitialN.
	placed := make([]rune, length)
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
	out := make([]byte, 0, size)
	j := 0
	for _, r := range placed {
		if r != 0 {
			out = utf8.AppendRune(out, r)
		} else {
			out = append(out, basic[j])
			j++
		}
	}
	return unsafe.String(unsafe.SliceData(out), len(out)), true
}

func punycodeDigitValue(c byte) (int, bool) {
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

// DomainToASCII runs the URL Standard's domain parser ("domain to ASCII")
// on domain and returns the ASCII domain a URL's host would hold, such as
// "xn--fa-hia.de" for "Faß.DE". With beStrict false it is what the host
// parser uses: an ASCII domain is only lowercased, and the result may hold
// code points DNS does not allow, such as '_'. With beStrict true it is
// Unicode ToASCII with CheckHyphens, UseSTD3ASCIIRules and VerifyDnsLength,
// as the standard's valid-domain check uses.
//
// Input that is not valid UTF-8 fails: the standard would first replace
// each maximal invalid subsequence with U+FFFD, which the domain parser
// rejects. Unlike the host parser, it does not percent-decode and does not
// parse IPv4 addresses. On failure the error is an *Error wrapping
// DomainToASCIIError.
// https://url.spec.whatwg.org/#concept-domain-to-ascii
func DomainToASCII(domain string, beStrict bool) (string, error) {
	// Checking validity here instead of converting with toScalarValues is
	// equivalent: U+FFFD is disallowed in UTS #46, so both fail.
	if !utf8.ValidString(domain) {
		return "", &Error{Op: "domain to ASCII", Input: domain, Err: DomainToASCIIError}
	}
	result, verr := domainToASCII(domain, beStrict)
	if verr != 0 {
		return "", &Error{Op: "domain to ASCII", Input: domain, Err: verr}
	}
	return result, nil
}

// DomainToUnicode runs the URL Standard's domain to Unicode on domain: it
// returns the domain with each Punycode label decoded, for display, such as
// "faß.example" for "xn--fa-hia.example". If Unicode ToUnicode records an
// error, for example for invalid Punycode, domain is returned unchanged;
// so is input that is not valid UTF-8. domain is meant to be a host parser
// result; an ASCII domain without "xn--" labels that is already lower case
// is returned as is, without allocating.
// https://url.spec.whatwg.org/#concept-domain-to-unicode
func DomainToUnicode(domain string) string {
	// An ASCII domain with no upper case letter and no label starting with
	// "xn--" maps to itself, and none of its labels can fail UTS #46's
	// validity criteria with the standard's flags (every ASCII code point
	// is valid when UseSTD3ASCIIRules is false, and without R, AL or AN
	// code points it is not a Bidi domain name).
	plain := !strings.HasPrefix(domain, acePrefix) && !strings.Contains(domain, "."+acePrefix)
	for i := 0; plain && i < len(domain); i++ {
		if c := domain[i]; c >= utf8.RuneSelf || 'A' <= c && c <= 'Z' {
			plain = false
		}
	}
	if plain {
		return domain
	}
	// U+FFFD, which the standard would put for each invalid subsequence,
	// makes ToUnicode record an error.
	if !utf8.ValidString(domain) {
		return domain
	}
	// Step 1: Unicode ToUnicode with the standard's flags.
	result, _, ok := uts46Process(domain, uts46Lenient)
	// Step 2: if an error was recorded, return domain.
	if !ok {
		return domain
	}
	return result
}
