package whatwgurl

// Changing a URL's query pair by pair without rewriting the rest of it.

import "strings"

// AppendSearchParams adds pairs, each a name and a value, at the end of
// the URL's query, without touching the bytes already there: the old query
// stays a byte-for-byte prefix of the new one, where SetSearchParams would
// rewrite it ("~" to "%7E", "%20" to "+", "a" to "a="). That keeps a query
// covered by a signature, or written by a server that reads it byte-wise,
// as it was.
//
// The pairs are written with the application/x-www-form-urlencoded
// serializer (UTF-8, as URLSearchParams always writes), after a '&' when
// the query is not empty and does not already end with one, or after a
// '?' when the query is null. Read back with SearchParams, the list is the
// old list followed by pairs, as URLSearchParams.append would make it. A
// name or value that is not valid UTF-8 is first made a scalar value
// string. With no pairs, u is unchanged.
//
// On the zero URL it does nothing and returns an error wrapping
// ErrIgnored; a result longer than 4 GiB returns ErrTooLong, leaving u
// unchanged. The errors are *Error with Op "append search params".
// net/url has no counterpart: appending to URL.RawQuery by hand is the
// closest.
// https://url.spec.whatwg.org/#dom-urlsearchparams-append
func (u *URL) AppendSearchParams(pairs ...[2]string) error {
	const op = "append search params"
	if u.IsZero() {
		return setterError(op, "", errIgnored)
	}
	if len(pairs) == 0 {
		return nil
	}
	added := NewSearchParams(pairs...).String()
	r := u.record()
	switch {
	case !r.hasQuery:
		r.query, r.hasQuery = added, true
	case r.query == "" || strings.HasSuffix(r.query, "&"):
		r.query += added
	default:
		r.query += "&" + added
	}
	return u.apply(op, added, &r)
}

// DeleteSearchParam removes from the URL's query every pair whose name is
// name, as URLSearchParams.delete(name) does, without touching the other
// bytes: the query is split on '&', the sequences whose name (read as the
// application/x-www-form-urlencoded parser reads it, so "a+b" and "a%20b"
// both name "a b") is name are removed with one '&' each, and the others
// are kept byte for byte, empty ones included. When nothing is left the
// query becomes null, as the URLSearchParams update steps make an empty
// query. Without a matching pair, u is unchanged. A name that is not
// valid UTF-8 is first made a scalar value string.
//
// On the zero URL it does nothing and returns an error wrapping
// ErrIgnored (*Error with Op "delete search param"). net/url has no
// counterpart: net/url.Values.Del works on a decoded copy, and encoding it
// again rewrites the whole query.
// https://url.spec.whatwg.org/#dom-urlsearchparams-delete
func (u *URL) DeleteSearchParam(name string) error {
	const op = "delete search param"
	if u.IsZero() {
		return setterError(op, name, errIgnored)
	}
	query, ok := u.RawQuery()
	if !ok {
		return nil
	}
	name = toScalarValues(name)
	var b strings.Builder
	kept, removed := 0, false
	for seq := range strings.SplitSeq(query, "&") {
		if list := parseURLEncoded(seq); len(list) == 1 && list[0].name == name {
			removed = true
			continue
		}
		if kept > 0 {
			b.WriteByte('&')
		}
		b.WriteString(seq)
		kept++
	}
	if !removed {
		return nil
	}
	r := u.record()
	r.query = b.String()
	r.hasQuery = r.query != ""
	return u.apply(op, name, &r)
}
