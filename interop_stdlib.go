package whatwgurl

// The standard library's interfaces on URL and Host: equality and order
// (sort, slices, go-cmp), a redacted form for logs (log/slog, fmt's %#v),
// database/sql, and flag.Value. Text and binary marshalling are in
// interop_encoding.go, net/url in interop_neturl.go.

import (
	"database/sql/driver"
	"fmt"
	"log/slog"
	"strconv"
	"strings"
)

// Equal reports whether u and v are the same URL: whether their hrefs are
// equal, which is the standard's URL equality (with exclude fragments
// false). It is the same as u == v: every field of a URL is derived from
// its href (Parse(u.Href()) == u for every URL this package returns, which
// the tests check on all WPT URLs, after every setter and in the fuzz
// targets), so two URLs with one href are ==. The zero URL equals only
// itself. Equal lets github.com/google/go-cmp compare URLs, and structs
// holding them, without options. net/url's URL has no Equal; comparing two
// *url.URL with == compares pointers.
// https://url.spec.whatwg.org/#concept-url-equals
func (u URL) Equal(v URL) bool { return u.href == v.href }

// Compare returns -1, 0 or +1 as u's href sorts before, the same as, or
// after v's, byte-wise (strings.Compare), for slices.SortFunc and
// slices.BinarySearchFunc. It is a total order consistent with Equal
// (Compare is 0 exactly when Equal is true) and puts the zero URL first.
// The order is that of the serializations, not a semantic one: schemes and
// hosts are already lower case in an href, but a port sorts as text
// (":10" before ":9") and "https://a.example/" sorts after
// "http://b.example/".
// https://url.spec.whatwg.org/#concept-url-serializer
func (u URL) Compare(v URL) int { return strings.Compare(u.href, v.href) }

// LogValue returns the href with the password redacted, as Redacted gives
// it, implementing slog.LogValuer: slog.Any("url", u) and the
// slog.Logger methods given a URL as an attribute's value log
// "https://user:xxxxx@example.com/" for "https://user:pass@example.com/".
// The zero URL logs as "".
//
// A handler resolves LogValue only for an attribute's value itself. A URL
// held in a struct, slice or map that is logged as one value is formatted
// by the handler (with fmt by the text handler, encoding/json by the JSON
// handler), which calls String or MarshalText: both give the href, with
// the password. Log such values' URLs as attributes of their own, or give
// those types a LogValue method too. fmt's %v and %s print the href (String)
// with the password too; %#v (GoString) redacts it. A nil *URL given to
// slog makes LogValue panic on the nil pointer, which slog writes as a
// "LogValue panicked" error in place of the value: check for nil first.
func (u URL) LogValue() slog.Value { return slog.StringValue(u.Redacted()) }

// GoString returns a Go expression for u with the password redacted, for
// fmt's %#v: whatwgurl.MustParse("https://user:xxxxx@example.com/"), or
// whatwgurl.URL{} for the zero URL. The expression builds a URL whose
// password is "xxxxx", not u, when u has a password; it is for reading.
// Unlike %#v of a net/url URL, which prints its fields, the password
// among them, it never shows the password.
func (u URL) GoString() string {
	if u.IsZero() {
		return "whatwgurl.URL{}"
	}
	return "whatwgurl.MustParse(" + strconv.Quote(u.Redacted()) + ")"
}

// Value returns the href as a string, implementing database/sql/driver's
// Valuer, so a URL can be passed to database/sql's Exec and Query as an
// argument. The zero URL gives nil, which the driver stores as NULL; so a
// nil *URL does (database/sql stores a nil pointer whose type has a Value
// method as NULL). Scan reads both back. It never fails.
func (u URL) Value() (driver.Value, error) {
	if u.IsZero() {
		return nil, nil
	}
	return u.href, nil
}

// Scan sets u from a database value, implementing database/sql's Scanner,
// so that a *URL can be given to Rows.Scan and Row.Scan: NULL (nil) gives
// the zero URL; a string or []byte is parsed as UnmarshalText parses it,
// so empty text also gives the zero URL and anything else must be an
// absolute URL (it is normalized as Parse normalizes it). Any other type
// fails. On failure u is unchanged; a value that does not parse gives an
// *Error with Op "scan" wrapping the ValidationError.
// https://url.spec.whatwg.org/#concept-url-parser
func (u *URL) Scan(src any) error {
	var text string
	switch src := src.(type) {
	case nil:
		*u = URL{}
		return nil
	case string:
		text = src
	case []byte:
		text = string(src)
	default:
		return fmt.Errorf("whatwgurl: scan: cannot store a %T in a URL; want a string, []byte or NULL", src)
	}
	if text == "" {
		*u = URL{}
		return nil
	}
	v, err := Parse(text)
	if err != nil {
		err.(*Error).Op = "scan"
		return err
	}
	*u = v
	return nil
}

// Set parses s as UnmarshalText does and stores the result in u,
// implementing flag.Value with String, so that flag.Var(&u, "url", "…")
// takes a URL flag (flag.TextVar(&u, "url", default, "…") is the same
// with a default value). The empty string gives the zero URL, so a flag
// can be cleared with -url=""; anything else must be an absolute URL. On
// failure u is unchanged and the error is an *Error, which the flag
// package prints after "invalid value". Unlike SetHref, which runs the
// href setter, it accepts "" and names the operation "parse".
// https://url.spec.whatwg.org/#concept-url-parser
func (u *URL) Set(s string) error {
	if s == "" {
		*u = URL{}
		return nil
	}
	v, err := Parse(s)
	if err != nil {
		return err
	}
	*u = v
	return nil
}

// Redacted returns the href with the password, if any, replaced by
// "xxxxx", for logging. Like net/url's URL.Redacted it keeps the username;
// unlike it, the username is written as the URL holds it (percent-encoded
// with the standard's userinfo set). Without a password the href is
// returned unchanged; the zero URL gives "".
func (u URL) Redacted() string {
	if u.Password() == "" {
		return u.href
	}
	// href[usernameEnd] is the ':' before the password and
	// href[hostStart-1] the '@' after it.
	return u.href[:u.usernameEnd+1] + "xxxxx" + u.href[u.hostStart-1:]
}

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
