package whatwgurl

// The standard library's interfaces on Host: equality and order, and text
// and binary marshalling (encoding/json, flag.TextVar, encoding/gob).

import "strings"

// Equal reports whether h and g are the same host: the same kind and the
// same serialization. It is the same as h == g, and lets
// github.com/google/go-cmp compare hosts, and structs holding them,
// without options.
//
// For every kind but one this is the standard's host equality: two IP
// addresses are equal when their numbers are (their serializations are
// canonical), and a domain never equals an address. The exception: the
// standard holds a domain and an opaque host as plain strings, so it calls
// the domain "example.com" and the opaque host "example.com" (of
// "sc://example.com") equal, where Equal does not, because they came from
// different parsers (the domain went through IDNA, the opaque host was
// only percent-encoded). Compare h.String() and g.String() for the
// standard's answer in that case.
// https://url.spec.whatwg.org/#concept-host-equals
func (h Host) Equal(g Host) bool { return h == g }

// Compare returns -1, 0 or +1 as h sorts before, the same as, or after g,
// for slices.SortFunc: first by kind, in the order of the HostKind
// constants (the zero Host first, then the empty host, domains, opaque
// hosts, IPv4 and IPv6 addresses), then IPv4 and IPv6 addresses by number
// (as netip.Addr.Compare orders them, so 9.0.0.0 sorts before 10.0.0.0)
// and the other kinds byte-wise by serialization. It is a total order
// consistent with Equal: Compare is 0 exactly when Equal is true.
func (h Host) Compare(g Host) int {
	if h.kind != g.kind {
		if h.kind < g.kind {
			return -1
		}
		return +1
	}
	switch h.kind {
	case IPv4Host, IPv6Host:
		return h.Addr().Compare(g.Addr())
	}
	return strings.Compare(h.s, g.s)
}

// opaqueHostText starts the text form of an opaque host and of the empty
// host. ParseHost rejects every input that starts with it (':' is a
// forbidden domain code point and the input does not start with '['), so
// it takes no text from ParseHost.
const opaqueHostText = "opaque:"

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
