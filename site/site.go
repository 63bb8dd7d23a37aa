// Package site answers the URL Standard's and HTML's questions about
// sites: the public suffix and the registrable domain of a host, and
// whether two origins are same site or schemelessly same site. It also
// shortens a host for a narrow display the way the URL Standard's
// "Elision" section asks.
//
// The answers come from the Public Suffix List. The package-level
// functions use the copy compiled into golang.org/x/net/publicsuffix
// (BuiltinListVersion says which); WithList takes another. That copy, and
// the net/http/cookiejar package x/net/publicsuffix imports, add a few
// megabytes to a program, which is why this is a package of its own:
// package whatwgurl does not import it.
//
// Like the URL Standard, this package includes the list's private section
// ("github.io" is a public suffix), and keeps a trailing dot:
// "example.com." has the registrable domain "example.com.", which is not
// "example.com". The standard warns that the list differs from client to
// client and is no hard security boundary; origins are.
// https://url.spec.whatwg.org/#host-miscellaneous
package site

import (
	"strings"

	"github.com/webstd/whatwgurl"
	"golang.org/x/net/publicsuffix"
)

// List is a Public Suffix List. PublicSuffix returns the public suffix of
// domain by the list's formal algorithm, with the private section
// included; domain is an ASCII domain in lower case, without a trailing
// dot, and its public suffix is domain itself or a part of it after a '.'.
// An answer that is not such a part of domain (for example the empty
// string) is taken to mean that the domain has no public suffix.
//
// x/net/publicsuffix.List, and any net/http/cookiejar.PublicSuffixList,
// is a List; ListFunc adapts a function of the shape of
// x/net/publicsuffix.PublicSuffix.
type List interface {
	PublicSuffix(domain string) string
}

// ListFunc is a List made of a function with the shape of
// golang.org/x/net/publicsuffix.PublicSuffix, such as the PublicSuffix of a
// package generated from a fresher copy of the list. The icann result is
// not used: the URL Standard counts private rules too.
type ListFunc func(domain string) (publicSuffix string, icann bool)

// PublicSuffix calls f and returns its first result.
func (f ListFunc) PublicSuffix(domain string) string {
	ps, _ := f(domain)
	return ps
}

// BuiltinListVersion describes the copy of the Public Suffix List that the
// package-level functions use: the one in golang.org/x/net/publicsuffix,
// as "publicsuffix.org's public_suffix_list.dat, git revision … (date)".
func BuiltinListVersion() string {
	return publicsuffix.List.String()
}

// Checker answers the questions of this package with a given Public Suffix
// List. The zero Checker uses the built-in list, as the package-level
// functions do.
type Checker struct {
	list List
}

// WithList returns a Checker that uses list; a nil list means the
// built-in one.
func WithList(list List) Checker {
	return Checker{list: list}
}

// builtin is the Checker of the package-level functions.
var builtin Checker

func (c Checker) publicSuffixOf(domain string) string {
	if c.list == nil {
		ps, _ := publicsuffix.PublicSuffix(domain)
		return ps
	}
	return c.list.PublicSuffix(domain)
}

// PublicSuffix returns the public suffix of h with the built-in list, or
// "" where the standard returns null: for an IP address, an opaque or
// empty host, and a domain the list has no answer for (see
// Checker.PublicSuffix). The result is ASCII, as h is.
// https://url.spec.whatwg.org/#host-public-suffix
func PublicSuffix(h whatwgurl.Host) string { return builtin.PublicSuffix(h) }

// RegistrableDomain returns the registrable domain of h with the built-in
// list, or "" where the standard returns null (see
// Checker.RegistrableDomain).
// https://url.spec.whatwg.org/#host-registrable-domain
func RegistrableDomain(h whatwgurl.Host) string { return builtin.RegistrableDomain(h) }

// SameSite reports whether a and b are same site with the built-in list
// (see Checker.SameSite).
// https://html.spec.whatwg.org/multipage/browsers.html#same-site
func SameSite(a, b whatwgurl.Origin) bool { return builtin.SameSite(a, b) }

// SchemelesslySameSite reports whether a and b are schemelessly same site
// with the built-in list (see Checker.SchemelesslySameSite).
// https://html.spec.whatwg.org/multipage/browsers.html#schemelessly-same-site
func SchemelesslySameSite(a, b whatwgurl.Origin) bool { return builtin.SchemelesslySameSite(a, b) }

// PublicSuffix returns the public suffix of h, or "" where the standard
// returns null:
//
//   - h is not a domain: an IPv4 or IPv6 address, an opaque host (of a
//     non-special URL), the empty host or no host;
//   - the list has no public suffix for the domain: "" or an answer that
//     is not a whole-label suffix of it;
//   - the public suffix would hold an empty label, as "a..ck" would under
//     the rule "*.ck" (the list's algorithm does not define labels that
//     are empty; a host can have them, as "http://a..ck/" does).
//
// A single trailing dot is kept, as url.bs and the list's algorithm say:
// the public suffix of "example.com." is "com.". A domain the list does
// not name has its last label as public suffix (the "*" rule), and
// wildcard and exception rules apply ("foo.ck" under "*.ck", "ck" for
// "www.ck" under "!www.ck"). The result is ASCII: a host holds its IDNA
// labels in Punycode.
// https://url.spec.whatwg.org/#host-public-suffix
func (c Checker) PublicSuffix(h whatwgurl.Host) string {
	domain, trailingDot, ok := splitDomain(h)
	if !ok {
		return ""
	}
	ps, ok := c.suffix(domain)
	if !ok {
		return ""
	}
	return ps + trailingDot
}

// RegistrableDomain returns the registrable domain of h, its public suffix
// and the label before it, or "" where the standard returns null: when the
// public suffix is null or is h itself ("com", "github.io"), and when the
// label before it is empty (".com", "a..com"). A trailing dot is kept:
// "www.example.com." gives "example.com.". The result is ASCII.
// https://url.spec.whatwg.org/#host-registrable-domain
func (c Checker) RegistrableDomain(h whatwgurl.Host) string {
	domain, trailingDot, ok := splitDomain(h)
	if !ok {
		return ""
	}
	ps, ok := c.suffix(domain)
	if !ok || len(ps) == len(domain) {
		return ""
	}
	rest := domain[:len(domain)-len(ps)-1]
	label := rest[strings.LastIndexByte(rest, '.')+1:]
	if label == "" {
		return ""
	}
	return domain[len(rest)-len(label):] + trailingDot
}

// splitDomain returns h's serialization without one trailing dot, and the
// dot, when h is a domain.
func splitDomain(h whatwgurl.Host) (domain, trailingDot string, ok bool) {
	if h.Kind() != whatwgurl.DomainHost {
		return "", "", false
	}
	domain = h.String()
	if strings.HasSuffix(domain, ".") {
		domain, trailingDot = domain[:len(domain)-1], "."
	}
	return domain, trailingDot, domain != ""
}

// suffix returns the public suffix of domain, which has no trailing dot,
// and whether it is one: a non-empty whole-label suffix of domain
// without empty labels.
func (c Checker) suffix(domain string) (string, bool) {
	ps := c.publicSuffixOf(domain)
	if ps == "" || len(ps) > len(domain) || domain[len(domain)-len(ps):] != ps {
		return "", false
	}
	if len(ps) < len(domain) && domain[len(domain)-len(ps)-1] != '.' {
		return "", false
	}
	if ps[0] == '.' || ps[len(ps)-1] == '.' || strings.Contains(ps, "..") {
		return "", false
	}
	return ps, true
}

// SchemelesslySameSite reports whether a and b are schemelessly same site:
// both opaque and the same origin, or both tuple origins whose hosts are
// equal or have the same registrable domain, which must not be null. Two
// IP addresses are schemelessly same site only when they are equal;
// "example.com" and "example.com." are not.
// https://html.spec.whatwg.org/multipage/browsers.html#schemelessly-same-site
func (c Checker) SchemelesslySameSite(a, b whatwgurl.Origin) bool {
	if a.IsOpaque() || b.IsOpaque() {
		// The same opaque origin; an opaque and a tuple origin are not.
		return a == b
	}
	hostA, hostB := a.ParsedHost(), b.ParsedHost()
	// If hostA equals hostB and hostA's registrable domain is null, or is
	// not null and so equal to hostB's: true.
	if hostA == hostB {
		return true
	}
	rd := c.RegistrableDomain(hostA)
	return rd != "" && rd == c.RegistrableDomain(hostB)
}

// SameSite reports whether a and b are same site: schemelessly same site,
// and either both opaque or both tuple origins with the same scheme, so
// "http://example.com" and "https://www.example.com" are schemelessly same
// site but not same site.
// https://html.spec.whatwg.org/multipage/browsers.html#same-site
func (c Checker) SameSite(a, b whatwgurl.Origin) bool {
	return a.Scheme() == b.Scheme() && c.SchemelesslySameSite(a, b)
}
