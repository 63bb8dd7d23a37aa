package whatwgurl

// The segments of a URL's path, percent-decoded, for routing.

import "iter"

// DecodedPathSegments returns an iterator over the segments of the URL's
// path, in order, each percent-decoded (PercentDecode: "%" and two hex
// digits become the byte they name, any other '%' is kept, '+' stays '+'):
// "https://x/a/b%20c/%E2%82%AC" yields "a", "b c" and "€". It yields what
// PathSegments yields, decoded: the path "/" yields one empty segment, an
// empty path or an opaque path ("mailto:x") none, the zero URL none. A
// segment with no percent-encoded byte is a substring of the href, not a
// copy.
//
// A decoded segment holds '/' exactly when the URL held "%2F" (or "%2f")
// there, because the URL Standard's path is split on '/' and an encoded
// slash is kept encoded: strings.Contains(seg, "/") tells a router that
// "/files/a%2Fb" names one segment "a/b", not the two segments of
// "/files/a/b", so it can refuse it or match it as one. Likewise, in a
// special URL, whose parser reads '\' as '/', a decoded '\' came from
// "%5C". The bytes need not be UTF-8 ("%FF" gives the byte 0xFF);
// utf8.ValidString tells.
//
// net/url's URL.Path is decoded as a whole, so "a%2Fb" and "a/b" are the
// same there and only URL.RawPath or EscapedPath tells them apart.
// https://url.spec.whatwg.org/#concept-url-path
func (u URL) DecodedPathSegments() iter.Seq[string] {
	return func(yield func(string) bool) {
		for seg := range u.PathSegments() {
			if !yield(PercentDecode(seg)) {
				return
			}
		}
	}
}
