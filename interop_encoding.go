package whatwgurl

import "strings"

// Text and binary marshalling of URL, Host and SearchParams: encoding/json
// and flag.TextVar read the text form, encoding/gob the binary form (it
// ignores MarshalText).

// AppendText appends the href to b, implementing encoding.TextAppender.
// The zero URL appends nothing. It never fails.
// https://url.spec.whatwg.org/#concept-url-serializer
func (u URL) AppendText(b []byte) ([]byte, error) {
	return append(b, u.href...), nil
}

// MarshalText returns the href, implementing encoding.TextMarshaler, so a
// URL is a JSON string (and can be a JSON object key) and a flag.TextVar
// value. The zero URL gives empty text. It never fails.
// https://url.spec.whatwg.org/#concept-url-serializer
func (u URL) MarshalText() ([]byte, error) {
	return []byte(u.href), nil
}

// UnmarshalText parses text as Parse does, implementing
// encoding.TextUnmarshaler. Empty text gives the zero URL, so that
// MarshalText and UnmarshalText round-trip every URL including the zero
// one. On failure u is unchanged and the error is an *Error. Unlike
// net/url's URL.UnmarshalBinary, relative references fail.
// https://url.spec.whatwg.org/#concept-url-parser
func (u *URL) UnmarshalText(text []byte) error {
	if len(text) == 0 {
		*u = URL{}
		return nil
	}
	v, err := Parse(string(text))
	if err != nil {
		return err
	}
	*u = v
	return nil
}

// AppendBinary appends the href to b, implementing encoding.BinaryAppender;
// the binary form is the text form. It never fails.
// https://url.spec.whatwg.org/#concept-url-serializer
func (u URL) AppendBinary(b []byte) ([]byte, error) {
	return u.AppendText(b)
}

// MarshalBinary returns the href, implementing encoding.BinaryMarshaler, which
// encoding/gob uses (gob ignores MarshalText). The zero URL gives no bytes.
// https://url.spec.whatwg.org/#concept-url-serializer
func (u URL) MarshalBinary() ([]byte, error) {
	return u.MarshalText()
}

// UnmarshalBinary is UnmarshalText, implementing encoding.BinaryUnmarshaler:
// no bytes give the zero URL; anything else is parsed, and on failure u is
// unchanged and the error is an *Error.
// https://url.spec.whatwg.org/#concept-url-parser
func (u *URL) UnmarshalBinary(data []byte) error {
	return u.UnmarshalText(data)
}

// AppendText appends h's text form to b, implementing
// encoding.TextAppender; see MarshalText. It never fails.
// https://url.spec.whatwg.org/#concept-host-serializer
func (h Host) AppendText(b []byte) ([]byte, error) {
	switch h.kind {
	case NoHost:
		return b, nil
	case EmptyHost, OpaqueHost:
		b = append(b, opaqueHostText...)
	}
	return append(b, h.s...), nil
}

// MarshalText returns h's text form, implementing encoding.TextMarshaler,
// so a Host is a JSON string (and can be a JSON object key) and a
// flag.TextVar value. UnmarshalText reads every text form back as the
// same Host, kind included:
//
//   - a domain, an IPv4 address or an IPv6 address is its serialization
//     ("example.com", "127.0.0.1", "[::1]"), which ParseHost reads back;
//   - an opaque host is "opaque:" and its serialization ("opaque:EX%41",
//     for the host of "sc://EX%41/"), and the empty host is "opaque:",
//     which ParseOpaqueHost reads back after the prefix. Without the
//     prefix ParseHost would read an opaque host as a domain, lower-cased
//     and through IDNA, or as an IPv4 address ("sc://1.2.3.4" has the
//     opaque host "1.2.3.4");
//   - the zero Host is empty text.
//
// It never fails.
// https://url.spec.whatwg.org/#concept-host-serializer
func (h Host) MarshalText() ([]byte, error) {
	return h.AppendText(nil)
}

// UnmarshalText parses text as the host parser does, implementing
// encoding.TextUnmarshaler: text that starts with "opaque:" is parsed
// with ParseOpaqueHost after that prefix, other text with ParseHost, and
// empty text gives the zero Host, so that every Host's MarshalText reads
// back as that Host. Text need not be canonical: "EXAMPLE.com" and
// "0x7f.1" are read as ParseHost reads them. On failure h is unchanged and
// the error is an *Error.
// https://url.spec.whatwg.org/#concept-host-parser
func (h *Host) UnmarshalText(text []byte) error {
	if len(text) == 0 {
		*h = Host{}
		return nil
	}
	var (
		v   Host
		err error
	)
	if rest, ok := strings.CutPrefix(string(text), opaqueHostText); ok {
		v, err = ParseOpaqueHost(rest)
	} else {
		v, err = ParseHost(string(text))
	}
	if err != nil {
		return err
	}
	*h = v
	return nil
}

// AppendBinary appends h's text form to b, implementing
// encoding.BinaryAppender: the binary form is the text form (see
// MarshalText), which holds the kind. It never fails.
// https://url.spec.whatwg.org/#concept-host-serializer
func (h Host) AppendBinary(b []byte) ([]byte, error) {
	return h.AppendText(b)
}

// MarshalBinary returns h's text form, implementing
// encoding.BinaryMarshaler, which encoding/gob uses (gob ignores
// MarshalText): every kind of host, the zero Host included, round-trips
// through gob exactly. It never fails.
// https://url.spec.whatwg.org/#concept-host-serializer
func (h Host) MarshalBinary() ([]byte, error) {
	return h.AppendText(nil)
}

// UnmarshalBinary is UnmarshalText, implementing
// encoding.BinaryUnmarshaler. On failure h is unchanged and the error is
// an *Error.
// https://url.spec.whatwg.org/#concept-host-parser
func (h *Host) UnmarshalBinary(data []byte) error {
	return h.UnmarshalText(data)
}

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

// opaqueHostText starts the text form of an opaque host and of the empty
// host. ParseHost rejects every input that starts with it (':' is a
// forbidden domain code point and the input does not start with '['), so
// it takes no text from ParseHost.
const opaqueHostText = "opaque:"
