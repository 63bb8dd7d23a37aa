package whatwgurl

// The standard library's interfaces on URL: equality and order (sort,
// slices, go-cmp), log/slog and fmt's %#v with the password redacted,
// database/sql, and flag.Value. Text and binary marshalling are in
// interop.go.

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
