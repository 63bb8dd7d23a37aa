package whatwgurl

// Text and binary marshalling of SearchParams (encoding/json, flag.TextVar,
// encoding/gob).

import "strings"

// AppendText appends the application/x-www-form-urlencoded serialization
// (String) to b, implementing encoding.TextAppender. A nil *SearchParams
// appends nothing. It never fails.
// https://url.spec.whatwg.org/#concept-urlencoded-serializer
func (p *SearchParams) AppendText(b []byte) ([]byte, error) {
	return append(b, p.String()...), nil
}

// MarshalText returns the application/x-www-form-urlencoded serialization
// (String), implementing encoding.TextMarshaler, so that a *SearchParams
// is a JSON string such as "a=1&b=x+y" and a flag.TextVar value. An empty
// list and a nil *SearchParams give empty text. UnmarshalText reads the
// text back as the same list of pairs, in order: the serializer
// percent-encodes every byte the parser would read differently. It never
// fails.
//
// The methods have pointer receivers, like every SearchParams method, so
// hold a *SearchParams in a struct to be marshalled (as ParseSearchParams
// and URL.SearchParams return one): encoding/json calls MarshalText on a
// SearchParams field only when the struct is addressable, as it is with
// json.Marshal(&v), and otherwise writes the field as {}, which
// UnmarshalText does not accept (json.Unmarshal reports an error).
// https://url.spec.whatwg.org/#concept-urlencoded-serializer
func (p *SearchParams) MarshalText() ([]byte, error) {
	return []byte(p.String()), nil
}

// UnmarshalText replaces p's pairs with those of text, parsed as
// ParseSearchParams parses a query (one leading '?' is removed), implementing
// encoding.TextUnmarshaler. Empty text gives an empty list. It never fails:
// like the standard's parser, it reads any text as some list of pairs.
// https://url.spec.whatwg.org/#concept-urlencoded-parser
func (p *SearchParams) UnmarshalText(text []byte) error {
	*p = *parsedSearchParams(strings.TrimPrefix(string(text), "?"))
	return nil
}

// AppendBinary is AppendText, implementing encoding.BinaryAppender: the
// binary form is the text form.
// https://url.spec.whatwg.org/#concept-urlencoded-serializer
func (p *SearchParams) AppendBinary(b []byte) ([]byte, error) {
	return p.AppendText(b)
}

// MarshalBinary is MarshalText, implementing encoding.BinaryMarshaler,
// which encoding/gob uses (gob ignores MarshalText, and fails on a type
// without exported fields).
// https://url.spec.whatwg.org/#concept-urlencoded-serializer
func (p *SearchParams) MarshalBinary() ([]byte, error) {
	return p.MarshalText()
}

// UnmarshalBinary is UnmarshalText, implementing
// encoding.BinaryUnmarshaler. It never fails.
// https://url.spec.whatwg.org/#concept-urlencoded-parser
func (p *SearchParams) UnmarshalBinary(data []byte) error {
	return p.UnmarshalText(data)
}
