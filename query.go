package whatwgurl

// The URL's query as a list of pairs: reading it (SearchParams), writing a
// whole list back (SetSearchParams), and changing it pair by pair without
// rewriting the rest of it (SetSearchParam, AppendSearchParams,
// DeleteSearchParam).

import (
	"errors"
	"strings"
)

// SearchParams returns the URL's query parsed as
// application/x-www-form-urlencoded: an empty list when the query is null
// or empty. Unlike ParseSearchParams, a leading '?' of the query itself is
// data: "https://x/??a=b" gives the name "?a". The result is a copy, not
// the live searchParams object of the standard's URL class: changing it
// changes u only through SetSearchParams.
// https://url.spec.whatwg.org/#dom-url-searchparams
func (u URL) SearchParams() *SearchParams {
	query, _ := u.RawQuery()
	return parsedSearchParams(query)
}

// SetSearchParams makes p's serialization the URL's query, as the
// standard's URLSearchParams update steps do after each change to
// url.searchParams: an empty serialization makes the query null (no '?'
// at all).
//
// It rewrites the whole query with the form rules, not only the pairs
// that changed: "%20" and " " become "+", "~" becomes "%7E", "a" becomes
// "a=", and a '%' that starts no percent-encoded byte becomes "%25" (the
// pairs themselves are kept: "a=b=c" stays). A query that must keep its
// exact bytes, such as one covered by a signature, should not be written
// back; read it with SearchParams only, and change it with
// AppendSearchParams and DeleteSearchParam, which keep its bytes. net/url
// has no counterpart: its URL.RawQuery is a string the caller rebuilds,
// usually with net/url.Values.Encode, which also sorts the names.
//
// Like every setter it returns an error: on the zero URL it does nothing
// and returns an error wrapping ErrIgnored, and a result longer than
// 4 GiB returns ErrTooLong, leaving u unchanged (*Error with Op
// "set search params"). A nil p reads as an empty list.
// https://url.spec.whatwg.org/#concept-urlsearchparams-update
func (u *URL) SetSearchParams(p *SearchParams) error {
	// The update steps set the query to the serialization directly, where
	// SetSearch runs the basic URL parser in the query state on it. The
	// two agree: the serialization holds only ASCII alphanumerics and
	// "*-._+%=&", none of which is an ASCII tab or newline (which the
	// parser removes) or in the query or special-query percent-encode set
	// (which the query state encodes), so the query state copies it
	// unchanged. It never starts with '?' (which SetSearch would remove),
	// since '?' is encoded as "%3F", and SetSearch("") makes the query
	// null, as the update steps do with an empty serialization.
	err := u.SetSearch(p.String())
	var e *Error
	if errors.As(err, &e) {
		e.Op = "set search params"
	}
	return err
}

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
