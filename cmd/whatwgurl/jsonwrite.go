package main

import (
	"encoding/binary"
	"math/bits"
	"strconv"
	"unicode/utf8"
	"unsafe"

	"github.com/webstd/whatwgurl"
	"github.com/webstd/whatwgurl/internal/utf8s"
	"github.com/webstd/whatwgurl/site"
)

// The -json and -jsonl output is written by hand rather than through
// encoding/json, which spends most of a record's time on reflection. The
// bytes are the same as encoding/json's Encoder with SetEscapeHTML(false)
// writes for the same record, once an input that is not valid UTF-8 has had
// each maximal invalid subsequence replaced by U+FFFD (see utf8.go); the
// tests compare the two byte for byte.

// appendRecord appends the -json line for input: the object with the
// attributes of u, with the field names and in the order of
// web-platform-tests' urltestdata.json (the order of the URL class's
// attributes), then the fields x asks for, or, when err is not nil, the
// failure object
//
//	{"input":…,"base":…,"failure":true,"error":"<error>"}
//
// with only -validate's fields after it. baseJSON is the base as JSON: a
// string, or null.
// https://url.spec.whatwg.org/#url-class
func appendRecord(dst []byte, input string, baseJSON []byte, u whatwgurl.URL, err error, x extraFields) []byte {
	dst = appendRecordFields(dst, input, baseJSON, u, err, x)
	if x.v != nil {
		dst = appendValidationJSON(dst, x.v)
	}
	return append(dst, "}\n"...)
}

// extraFields are the fields of a -json object beyond urltestdata.json's,
// in the order they follow them; the zero value asks for none.
type extraFields struct {
	// site adds "registrableDomain": the registrable domain of the
	// URL's host, null where the standard returns null.
	// https://url.spec.whatwg.org/#host-registrable-domain
	site bool
	// display adds "display", the URL as URL.Display renders it for a
	// person.
	// https://url.spec.whatwg.org/#url-rendering
	display bool
	// v, when not nil, is what -validate found, whose fields
	// (appendValidationJSON) end the object, a failure object's too.
	v *validation
}

// appendRecordFields appends the -json object of appendRecord without
// -validate's fields and its closing brace.
func appendRecordFields(dst []byte, input string, baseJSON []byte, u whatwgurl.URL, err error, x extraFields) []byte {
	dst = append(dst, `{"input":`...)
	safe := jsonSafePrefix(input)
	if safe == len(input) {
		dst = append(dst, '"')
		dst = append(dst, input...)
		dst = append(dst, '"')
	} else {
		dst = appendJSONStringAt(dst, input, safe)
	}
	dst = append(dst, `,"base":`...)
	dst = append(dst, baseJSON...)
	if err != nil {
		dst = append(dst, `,"failure":true,"error":`...)
		return appendJSONString(dst, errorName(err))
	}
	// Parse returns a canonical input itself as the href.
	href := u.Href()
	if !(len(href) == len(input) && unsafe.StringData(href) == unsafe.StringData(input) && safe == len(input)) &&
		jsonSafePrefix(href) < len(href) {
		return appendRecordEscaped(dst, u, x)
	}
	// Every attribute but origin is a substring of the href, so none needs
	// escaping either, and nor does the registrable domain, a part of the
	// host. (The URL serializer percent-encodes every control and
	// non-ASCII code point, so only a '"' or '\' in an opaque path makes
	// the href need escaping at all.)
	dst = append(dst, `,"href":"`...)
	dst = append(dst, href...)
	dst = append(dst, `","origin":`...)
	dst = appendOrigin(dst, u)
	dst = append(dst, `,"protocol":"`...)
	dst = append(dst, u.Protocol()...)
	dst = append(dst, `","username":"`...)
	dst = append(dst, u.Username()...)
	dst = append(dst, `","password":"`...)
	dst = append(dst, u.Password()...)
	dst = append(dst, `","host":"`...)
	dst = append(dst, u.Host()...)
	dst = append(dst, `","hostname":"`...)
	dst = append(dst, u.Hostname()...)
	dst = append(dst, `","port":"`...)
	dst = append(dst, u.Port()...)
	dst = append(dst, `","pathname":"`...)
	dst = append(dst, u.Pathname()...)
	dst = append(dst, `","search":"`...)
	dst = append(dst, u.Search()...)
	dst = append(dst, `","hash":"`...)
	dst = append(dst, u.Hash()...)
	dst = append(dst, '"')
	if x.site {
		dst = append(dst, `,"registrableDomain":`...)
		if rd := registrableDomain(u); rd == "" {
			dst = append(dst, "null"...)
		} else {
			dst = append(dst, '"')
			dst = append(dst, rd...)
			dst = append(dst, '"')
		}
	}
	if x.display {
		dst = append(dst, `,"display":`...)
		// Display returns the href itself when it has nothing to change.
		if d := u.Display(); len(d) == len(href) && unsafe.StringData(d) == unsafe.StringData(href) {
			dst = append(dst, '"')
			dst = append(dst, href...)
			dst = append(dst, '"')
		} else {
			dst = appendJSONString(dst, d)
		}
	}
	return dst
}

// registrableDomain returns the registrable domain of u's host, or "" where
// the standard returns null (see site.RegistrableDomain).
// https://url.spec.whatwg.org/#host-registrable-domain
func registrableDomain(u whatwgurl.URL) string {
	return site.RegistrableDomain(u.ParsedHost())
}

// appendRecordEscaped appends the attributes of u and the fields x asks
// for other than -validate's, each escaped.
func appendRecordEscaped(dst []byte, u whatwgurl.URL, x extraFields) []byte {
	for _, f := range [...]struct {
		key   string
		value string
	}{
		{`,"href":`, u.Href()},
		{`,"origin":`, u.Origin().String()},
		{`,"protocol":`, u.Protocol()},
		{`,"username":`, u.Username()},
		{`,"password":`, u.Password()},
		{`,"host":`, u.Host()},
		{`,"hostname":`, u.Hostname()},
		{`,"port":`, u.Port()},
		{`,"pathname":`, u.Pathname()},
		{`,"search":`, u.Search()},
		{`,"hash":`, u.Hash()},
	} {
		dst = append(dst, f.key...)
		dst = appendJSONString(dst, f.value)
	}
	if x.site {
		dst = append(dst, `,"registrableDomain":`...)
		if rd := registrableDomain(u); rd == "" {
			dst = append(dst, "null"...)
		} else {
			dst = appendJSONString(dst, rd)
		}
	}
	if x.display {
		dst = append(dst, `,"display":`...)
		dst = appendJSONString(dst, u.Display())
	}
	return dst
}

// appendOrigin appends the serialization of u.Origin() as JSON without
// asking Origin for it where the scheme alone settles it (url.bs "Origin"):
// for the special schemes other than file, whose origin is a tuple, it
// writes the tuple's serialization (scheme, "://", host and port) from u's
// parts; for every scheme but these and blob, whose origin is a new opaque
// origin, "null". Making that opaque origin would take a number from a
// counter that all the workers share, for nothing: its serialization is
// "null" whatever the number. A blob URL's origin depends on its path, and
// Origin works it out.
// https://url.spec.whatwg.org/#concept-url-origin
// https://html.spec.whatwg.org/multipage/browsers.html#ascii-serialisation-of-an-origin
func appendOrigin(dst []byte, u whatwgurl.URL) []byte {
	switch u.Scheme() {
	case "http", "https", "ws", "wss", "ftp":
		dst = append(dst, '"')
		dst = append(dst, u.Protocol()...)
		dst = append(dst, "//"...)
		dst = append(dst, u.Host()...)
		return append(dst, '"')
	case "blob":
		return appendJSONString(dst, u.Origin().String())
	}
	return append(dst, `"null"`...)
}

// appendBadRecord appends the -jsonl line for a line that is not a record:
//
//	{"line":N,"error":"bad JSON: <reason>"}
func appendBadRecord(dst []byte, line int64, reason string) []byte {
	dst = append(dst, `{"line":`...)
	dst = strconv.AppendInt(dst, line, 10)
	dst = append(dst, `,"error":`...)
	dst = appendJSONString(dst, badJSON+": "+reason)
	return append(dst, "}\n"...)
}

// jsonSafe[c] tells whether encoding/json writes the byte c as it is in a
// string (with HTML escaping off): printable ASCII and DEL, apart from '"'
// and '\'.
var jsonSafe = func() (t [256]bool) {
	for c := 0x20; c < utf8.RuneSelf; c++ {
		t[c] = c != '"' && c != '\\'
	}
	return t
}()

// jsonSafePrefix returns the length of the longest prefix of s that
// appendJSONString writes unchanged. It looks at eight bytes at a time.
func jsonSafePrefix(s string) int {
	b := unsafe.Slice(unsafe.StringData(s), len(s))
	n := 0
	for len(b) >= 8 {
		if bad := jsonUnsafeBytes(binary.LittleEndian.Uint64(b)); bad != 0 {
			return n + bits.TrailingZeros64(bad)/8
		}
		b = b[8:]
		n += 8
	}
	for _, c := range b {
		if !jsonSafe[c] {
			break
		}
		n++
	}
	return n
}

// Byte-wise tests on eight bytes at once, with no carry from one byte to
// the next: t holds each byte's low seven bits, so t+0x60 has its high bit
// set where the byte is at least 0x20, t+0x01 where it is 0x7F, and
// (t^c)+0x7F where it is not c.
const (
	ones  = 0x0101010101010101
	highs = 0x8080808080808080
)

// jsonUnsafeBytes returns 0x80 in each byte of x (read little-endian)
// that is not jsonSafe, and 0 in the others: a byte below 0x20, '"', '\'
// or a byte of 0x80 or above.
func jsonUnsafeBytes(x uint64) uint64 {
	t := x &^ highs
	below20 := ^(t + 0x60*ones)
	quote := ^((t ^ '"'*ones) + 0x7F*ones)
	backslash := ^((t ^ '\\'*ones) + 0x7F*ones)
	return (x | below20 | quote | backslash) & highs
}

const hexDigits = "0123456789abcdef"

// appendJSONString appends s to dst as a JSON string, exactly as
// encoding/json (with SetEscapeHTML(false)) writes the string s with each
// maximal invalid UTF-8 subsequence replaced by U+FFFD: '"' and '\' are
// escaped, so are the C0 controls (as \b, \f, \n, \r, \t or \u00XX) and
// U+2028 and U+2029 (as \u2028 and \u2029); everything else is written as
// it is.
func appendJSONString(dst []byte, s string) []byte {
	return appendJSONStringAt(dst, s, jsonSafePrefix(s))
}

// appendJSONStringAt is appendJSONString for a string whose first safe
// bytes need no escaping.
func appendJSONStringAt(dst []byte, s string, safe int) []byte {
	dst = append(dst, '"')
	start := 0
	for i := safe; i < len(s); {
		c := s[i]
		if jsonSafe[c] {
			i++
			continue
		}
		dst = append(dst, s[start:i]...)
		if c < utf8.RuneSelf {
			switch c {
			case '"', '\\':
				dst = append(dst, '\\', c)
			case '\b':
				dst = append(dst, '\\', 'b')
			case '\f':
				dst = append(dst, '\\', 'f')
			case '\n':
				dst = append(dst, '\\', 'n')
			case '\r':
				dst = append(dst, '\\', 'r')
			case '\t':
				dst = append(dst, '\\', 't')
			default:
				dst = append(dst, '\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&0xF])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			dst = append(dst, "\uFFFD"...)
			size = utf8s.MaximalSubpart(s[i:])
		case r == '\u2028' || r == '\u2029':
			dst = append(dst, '\\', 'u', '2', '0', '2', hexDigits[r&0xF])
		default:
			dst = append(dst, s[i:i+size]...)
		}
		i += size
		start = i
	}
	dst = append(dst, s[start:]...)
	return append(dst, '"')
}

// baseJSONOf returns the JSON for a base: null when base is nil.
func baseJSONOf(base *string) []byte {
	if base == nil {
		return []byte("null")
	}
	return appendJSONString(nil, *base)
}
