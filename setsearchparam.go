package whatwgurl

// Setting one query parameter without rewriting the rest of the query.

import "strings"

// SetSearchParam sets the value of the pairs whose name is name to value,
// as URLSearchParams.set(name, value) does, without touching the other
// bytes of the query: the query is split on '&'; the first sequence whose
// name (read as the application/x-www-form-urlencoded parser reads it, so
// "a+b" and "a%20b" both name "a b") is name becomes name=value, written
// by the application/x-www-form-urlencoded serializer; the later ones are
// removed with one '&' each; every other sequence is kept byte for byte,
// empty ones included. Without such a pair, name=value is appended as
// AppendSearchParams appends it (after '&' unless the query is empty or
// ends with one; after '?' when the query is null). Read back with
// SearchParams, the list is what URLSearchParams.set would make it. A name
// or value that is not valid UTF-8 is first made a scalar value string.
//
// Where SetSearchParams would rewrite the whole query ("~" to "%7E", "%20"
// to "+", "a" to "a="), this keeps a query covered by a signature, or
// written by a server that reads it byte-wise, as it was apart from the
// pair it sets.
//
// On the zero URL it does nothing and returns an error wrapping
// ErrIgnored; a result longer than 4 GiB returns ErrTooLong, leaving u
// unchanged. The errors are *Error with Op "set search param". net/url
// has no counterpart: net/url.Values.Set works on a decoded copy, and
// encoding it again rewrites the whole query.
// https://url.spec.whatwg.org/#dom-urlsearchparams-set
func (u *URL) SetSearchParam(name, value string) error {
	const op = "set search param"
	if u.IsZero() {
		return setterError(op, name, errIgnored)
	}
	name = toScalarValues(name)
	pair := NewSearchParams([2]string{name, value}).String()
	r := u.record()
	if !r.hasQuery {
		r.query, r.hasQuery = pair, true
		return u.apply(op, pair, &r)
	}
	var b strings.Builder
	b.Grow(len(r.query) + len(pair) + 1)
	kept, replaced := 0, false
	for seq := range strings.SplitSeq(r.query, "&") {
		if list := parseURLEncoded(seq); len(list) == 1 && list[0].name == name {
			if replaced {
				continue
			}
			seq, replaced = pair, true
		}
		if kept > 0 {
			b.WriteByte('&')
		}
		b.WriteString(seq)
		kept++
	}
	switch {
	case replaced:
		r.query = b.String()
	case r.query == "" || strings.HasSuffix(r.query, "&"):
		r.query += pair
	default:
		r.query += "&" + pair
	}
	return u.apply(op, pair, &r)
}
