package site

import (
	"strings"
	"unicode/utf8"

	"github.com/webstd/whatwgurl"
)

// Ellipsis is what Elide puts in place of the labels it leaves out.
const Ellipsis = "…"

// Elide returns h as Host.Display shows it, shortened to fit in width code
// points with the built-in list (see Checker.Elide).
// https://url.spec.whatwg.org/#url-rendering-elision
func Elide(h whatwgurl.Host, width int) string { return builtin.Elide(h, width) }

// Elide returns h as Host.Display shows it, shortened for a display that
// has room for width code points, as url.bs "Elision" asks: labels are
// left out from the lowest-level one ("examplecorp.com.evil.com" becomes
// "…com.evil.com", never "examplecorp.com…"), and Ellipsis stands in
// their place, but the labels of the registrable domain are always kept,
// so that "not-really-examplecorp.com" is never shown as
// "…examplecorp.com". When the registrable domain alone, after the
// ellipsis, does not fit in width, the result is that and is longer than
// width. A host without a registrable domain (an IP address, a public
// suffix such as "github.io", an opaque host) is never shortened.
//
// Width counts code points, not the cells of a terminal or the pixels of
// a font. The labels stay in their logical order: with right-to-left
// labels the lowest-level one may not appear on the left, as the standard
// notes; render the result as Display's documentation advises.
// https://url.spec.whatwg.org/#url-rendering-elision
func (c Checker) Elide(h whatwgurl.Host, width int) string {
	shown := h.Display()
	if utf8.RuneCountInString(shown) <= width {
		return shown
	}
	rd := c.RegistrableDomain(h)
	if rd == "" {
		return shown
	}
	// Host.Display shows a domain label by label, so the labels of shown
	// are those of h, and the registrable domain is its last labels.
	labels := strings.Split(shown, ".")
	keep := strings.Count(rd, ".") + 1
	if keep >= len(labels) {
		return shown
	}
	// Keep as many labels as fit, and at least those of the registrable
	// domain.
	for m := len(labels) - 1; m > keep; m-- {
		s := Ellipsis + strings.Join(labels[len(labels)-m:], ".")
		if utf8.RuneCountInString(s) <= width {
			return s
		}
	}
	return Ellipsis + strings.Join(labels[len(labels)-keep:], ".")
}
