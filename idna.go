package whatwgurl

// The URL Standard's IDNA section: the domain parser (domain to ASCII) and
// domain to Unicode. https://url.spec.whatwg.org/#idna
//
// Unicode ToASCII and ToUnicode (UTS #46) are internal/uts46, which this
// file calls with the flags the standard gives them.

import (
	"strings"
	"unicode/utf8"
	"unsafe"

	"github.com/webstd/whatwgurl/internal/uts46"
)

var (
	// uts46Lenient has the flags of "domain parser ToASCII" with beStrict
	// false and of "domain to Unicode": CheckHyphens, UseSTD3ASCIIRules and
	// VerifyDnsLength false. (CheckBidi and CheckJoiners are true,
	// Transitional_Processing and IgnoreInvalidPunycode false, in every
	// uts46.Profile.)
	uts46Lenient = uts46.Profile{}

	// uts46Strict has the flags of "domain parser ToASCII" with beStrict
	// true: CheckHyphens, UseSTD3ASCIIRules and VerifyDnsLength true.
	uts46Strict = uts46.Profile{CheckHyphens: true, UseSTD3ASCIIRules: true, VerifyDNSLength: true}
)

// acePrefix is the prefix of a label in Punycode (UTS #46 Processing step
// 4.1).
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
		result, ok := uts46Strict.ToASCII(domain)
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
	return unicodeDomainToASCIIEarly(domain, earlyForbiddenCheck)
}

// earlyForbiddenCheck is the length of a domain from which
// unicodeDomainToASCII looks for forbidden domain code points before it
// maps: below it, mapping costs little, and most domains are valid.
const earlyForbiddenCheck = 256

// unicodeDomainToASCIIEarly is unicodeDomainToASCII with the early check
// for domains of early bytes or more (0 for every domain: the tests).
func unicodeDomainToASCIIEarly(domain string, early int) (string, ValidationError) {
	// Step 8, ahead of step 6 for most forbidden domain code points: a
	// domain with a code point whose mapping has one fails either way (see
	// mapsToForbiddenDomainCodePoint), and failing here saves mapping a
	// long one, such as a hostile megabyte of U+FDFA.
	if len(domain) >= early && mapsToForbiddenDomainCodePoint(domain) {
		return "", DomainToASCIIError
	}
	// Step 6: domain parser ToASCII with beStrict false.
	result, ok := uts46Lenient.ToASCII(domain)
	// Step 7: the result is empty.
	if !ok || result == "" {
		return "", DomainToASCIIError
	}
	// Step 8: the result contains a forbidden domain code point.
	for i := 0; i < len(result); i++ {
		if charTable[result[i]]&bitForbiddenDomain != 0 {
			return "", DomainToASCIIError
		}
	}
	// Step 9.
	return result, 0
}

// domainToASCIIBuf is domainToASCII(domain, false) for a caller that
// copies the result before buf changes: the result may be domain itself
// or lie in buf's spare capacity, so that a short domain, lower-cased or
// converted to Punycode, costs no allocation when buf is on the caller's
// stack. Its twin is domainToASCII (TestDomainToASCIIBuf).
// https://url.spec.whatwg.org/#concept-domain-to-ascii
func domainToASCIIBuf(buf []byte, domain string) (string, ValidationError) {
	upper := false
	for i := 0; i < len(domain); i++ {
		c := domain[i]
		if c >= utf8.RuneSelf {
			return unicodeDomainToASCIIBuf(buf, domain)
		}
		upper = upper || 'A' <= c && c <= 'Z'
	}
	if !upper {
		return domainToASCII(domain, false) // domain itself, or a failure
	}
	// Step 5, lower-casing into buf; steps 7 and 8 as domainToASCII.
	out := buf[:0]
	for i := 0; i < len(domain); i++ {
		c := lower(domain[i])
		if charTable[c]&bitForbiddenDomain != 0 {
			return "", DomainToASCIIError
		}
		out = append(out, c)
	}
	return unsafe.String(unsafe.SliceData(out), len(out)), 0
}

// unicodeDomainToASCIIBuf is unicodeDomainToASCII appending to buf.
func unicodeDomainToASCIIBuf(buf []byte, domain string) (string, ValidationError) {
	if len(domain) >= earlyForbiddenCheck && mapsToForbiddenDomainCodePoint(domain) {
		return "", DomainToASCIIError
	}
	// Step 6: domain parser ToASCII with beStrict false.
	out, ok := uts46Lenient.AppendToASCII(buf[:0], domain)
	// Step 7: the result is empty.
	if !ok || len(out) == 0 {
		return "", DomainToASCIIError
	}
	// Step 8: the result contains a forbidden domain code point.
	for _, c := range out {
		if charTable[c]&bitForbiddenDomain != 0 {
			return "", DomainToASCIIError
		}
	}
	// Step 9.
	return unsafe.String(unsafe.SliceData(out), len(out)), 0
}

// mapsToForbiddenDomainCodePoint reports whether a code point of domain,
// which must be valid UTF-8, is a forbidden domain code point other than
// '<' and '>', or is one whose UTS #46 mapping has such a code point f. The
// domain parser fails such a domain, whatever else it holds:
//   - Processing step 1 puts f in the mapped string. Step 2, NFC, keeps it:
//     f is ASCII, so it has no decomposition, and it is neither code point
//     of any primary composite's pair (TestForbiddenNotComposed checks
//     this), so NFC cannot compose it with a neighbor. This is where '<'
//     and '>' differ: NFC composes "<" U+0338 into U+226E (≮), which is
//     allowed.
//   - The label holding f either is kept, or starts with "xn--" (and is
//     ASCII, or an error is recorded): f is no Punycode digit, so either
//     decoding fails, an error, or f is one of the basic code points that
//     the decoded label holds. Either way, unless an error is recorded,
//     ToASCII's result contains f, since Punycode encoding keeps the basic
//     code points, and the domain parser's step 8 fails.
func mapsToForbiddenDomainCodePoint(domain string) bool {
	last := rune(-1) // a code point just checked: runs are checked once
	for i := 0; i < len(domain); {
		c := domain[i]
		if c < utf8.RuneSelf {
			if isForbiddenMapped(c) {
				return true
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(domain[i:])
		i += size
		if r == last {
			continue
		}
		last = r
		if m, ok := uts46.Mapping(r); ok {
			for j := 0; j < len(m); j++ {
				if isForbiddenMapped(m[j]) {
					return true
				}
			}
		}
	}
	return false
}

// isForbiddenMapped reports whether c is a forbidden domain code point other
// than '<' and '>'.
func isForbiddenMapped(c byte) bool {
	return charTable[c]&bitForbiddenDomain != 0 && c != '<' && c != '>'
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
	if isPlainDomain(domain) {
		return domain
	}
	// U+FFFD, which the standard would put for each invalid subsequence,
	// makes ToUnicode record an error.
	if !utf8.ValidString(domain) {
		return domain
	}
	// Step 1: Unicode ToUnicode with the standard's flags.
	result, ok := uts46Lenient.ToUnicode(domain)
	// Step 2: if an error was recorded, return domain.
	if !ok {
		return domain
	}
	// Step 3.
	return result
}

// isPlainDomain reports whether domain is ASCII, has no upper case letter
// and no label that starts with "xn--". Unicode ToUnicode maps such a domain
// to itself and records no error for it: every ASCII code point is valid
// when UseSTD3ASCIIRules is false, and without R, AL or AN code points it
// is not a Bidi domain name.
func isPlainDomain(domain string) bool {
	if strings.HasPrefix(domain, acePrefix) || strings.Contains(domain, "."+acePrefix) {
		return false
	}
	for i := 0; i < len(domain); i++ {
		if c := domain[i]; c >= utf8.RuneSelf || 'A' <= c && c <= 'Z' {
			return false
		}
	}
	return true
}

// unicodeLabel is one label of a domain as domain to Unicode sees it.
type unicodeLabel struct {
	ascii   string // the label as it is in the domain (mapped: lower case)
	unicode string // the label after Unicode ToUnicode; its decoding if it is Punycode
	err     bool   // ToUnicode recorded an error for this label
}

// domainToUnicodeLabels is domain to Unicode label by label, for display:
// it tells for each label of domain what ToUnicode makes of it and whether
// it recorded an error for that label, so that a caller can show the
// labels that decode and keep the others in Punycode (domain to Unicode
// itself returns the whole domain unchanged after any error). domain is
// meant to be a host parser result, whose labels are those of the result;
// for other input the labels are those after UTS #46 mapping. Input that
// is not valid UTF-8 gives one label, with an error.
// https://url.spec.whatwg.org/#concept-domain-to-unicode
func domainToUnicodeLabels(domain string) []unicodeLabel {
	if !utf8.ValidString(domain) {
		return []unicodeLabel{{ascii: domain, unicode: domain, err: true}}
	}
	labels := uts46Lenient.ToUnicodeLabels(domain)
	out := make([]unicodeLabel, len(labels))
	for i, l := range labels {
		out[i] = unicodeLabel{ascii: l.Mapped, unicode: l.Unicode, err: l.Err}
	}
	return out
}
