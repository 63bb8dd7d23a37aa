package whatwgurl

// Working with a URL's path as the list of segments the standard makes it.

import (
	"errors"
	"iter"
	"strings"
)

// The reasons JoinPath fails.
var (
	errJoinOpaquePath = errors.New("the URL has an opaque path, which has no segments")
	errJoinDotSegment = errors.New("element is a dot segment, which the parser would remove")
	errJoinChanged    = errors.New("element would be changed by the parser (a Windows drive letter quirk of file URLs)")
	errJoinZero       = errors.New("the zero URL")
)

// JoinPath returns u with each element of elem appended to its path as one
// segment, keeping the query and the fragment. When the path ends with an
// empty segment (a trailing '/'), the first element takes its place, so
// "https://x/a/" and "https://x/a" joined with "b" both give
// "https://x/a/b"; an empty element appends an empty segment, so joining
// "b" and "" gives "https://x/a/b/".
//
// Each element is percent-encoded as a segment: with the path
// percent-encode set, '/' (so "x/y" becomes "x%2Fy") and, in a special URL,
// '\' (which its parser reads as '/'). A '%' is kept as it is, as the
// parser and SetPathname keep it, so "a%20b" stays "a%20b": an element is
// segment text, not raw bytes (PercentEncode with ComponentSet gives the
// text of raw bytes). An element that is not valid UTF-8 is first made a
// scalar value string, as the parser reads its input.
//
// JoinPath fails, returning the zero URL and an *Error with Op "join path",
// when u is the zero URL, when u has an opaque path ("mailto:x"), when an
// element is a single-dot or double-dot segment as the parser reads them
// (".", "..", "%2e", ".%2E", "%2E%2e" and so on, ASCII case-insensitively),
// when the result would be changed by the parser (an element "C|" as the
// first segment of a file URL, which the parser turns into "C:"), or when
// the result is longer than 4 GiB (ErrTooLong).
//
// Unlike net/url's URL.JoinPath, it never splits an element on '/', never
// resolves or drops "." and "..", never collapses empty segments, and does
// not percent-decode. Unlike resolving a reference with u.Parse("x/y"),
// it keeps the last segment of the path, and reads no '/', '?', '#', "."
// or ".." in the elements.
// https://url.spec.whatwg.org/#concept-url-path
func (u URL) JoinPath(elem ...string) (URL, error) {
	const op = "join path"
	if u.IsZero() {
		return URL{}, &Error{Op: op, Err: errJoinZero}
	}
	if u.opaquePath {
		return URL{}, &Error{Op: op, Input: strings.Join(elem, "/"), Err: errJoinOpaquePath}
	}
	if len(elem) == 0 {
		return u, nil
	}
	r := u.record()
	path := strings.TrimSuffix(r.path, "/")
	special := u.IsSpecial()
	var b strings.Builder
	b.WriteString(path)
	for _, e := range elem {
		if isSingleDotSegment(e) || isDoubleDotSegment(e) {
			return URL{}, &Error{Op: op, Input: e, Err: errJoinDotSegment}
		}
		b.WriteByte('/')
		writeSegment(&b, toScalarValues(e), special)
	}
	r.path = b.String()
	v, verr := r.serialize()
	if verr != 0 {
		return URL{}, &Error{Op: op, Input: strings.Join(elem, "/"), Err: apiError(verr)}
	}
	// The result must be what the parser makes of its href, as for every
	// URL. The encoding above leaves one case to the parser: the first
	// segment of a file URL's path that is a Windows drive letter with '|'.
	if w, err := Parse(v.href); err != nil || w != v {
		return URL{}, &Error{Op: op, Input: strings.Join(elem, "/"), Err: errJoinChanged}
	}
	return v, nil
}

// writeSegment writes the scalar value string s percent-encoded as one
// path segment: the path percent-encode set, '/', and '\' in a special
// URL.
func writeSegment(b *strings.Builder, s string, special bool) {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if inSet(c, PathSet) || c == '/' || c == '\\' && special {
			b.WriteByte('%')
			b.WriteByte(upperHex[c>>4])
			b.WriteByte(upperHex[c&15])
		} else {
			b.WriteByte(c)
		}
	}
}

// PathSegments returns an iterator over the segments of the URL's path, in
// order, each as the URL holds it (percent-encoded; PercentDecode gives its
// bytes): "https://x/a/b%20c/" yields "a", "b%20c" and "". The path "/"
// yields one empty segment; an empty path ("sc://h") yields none. A URL
// with an opaque path ("mailto:x") has no segments, and yields none: its
// path is Pathname. The zero URL yields none. Unlike splitting net/url's
// URL.Path on '/', an encoded "%2F" stays inside its segment.
// https://url.spec.whatwg.org/#concept-url-path
func (u URL) PathSegments() iter.Seq[string] {
	return func(yield func(string) bool) {
		if u.IsZero() || u.opaquePath {
			return
		}
		path := u.Pathname()
		for path != "" {
			// A non-opaque path that is not empty starts with '/'.
			path = path[1:]
			seg := path
			if i := strings.IndexByte(path, '/'); i >= 0 {
				seg, path = path[:i], path[i:]
			} else {
				path = ""
			}
			if !yield(seg) {
				return
			}
		}
	}
}
