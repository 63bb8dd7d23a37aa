package whatwgurl

import (
	"strings"
	"unsafe"
)

// maxHrefLen bounds an href so that every offset fits in a uint32.
const maxHrefLen = 1<<32 - 1

// offsets are a URL's components as positions in its serialization, the
// layout URL keeps (see URL), while a parse or the serializer builds it.
// -1 marks a position not yet written.
type offsets struct {
	schemeEnd     int
	usernameEnd   int
	hostStart     int
	hostEnd       int
	pathStart     int
	queryStart    int
	fragmentStart int
	hostKind      HostKind // NoHost: the host is null
	opaquePath    bool
}

// url returns the URL whose serialization is href and whose components
// are at o (see setURL).
func (o *offsets) url(href string) (u URL) {
	o.setURL(&u, href)
	return u
}

// setURL sets *u to the URL whose serialization is href and whose
// components are at o. Where the host is null the username, password and
// host are empty at the path's start; o.queryStart is o.fragmentStart
// when the query is null. It stores the fields one by one: a URL built
// elsewhere and copied is read back 16 bytes at a time right after it was
// written 4 bytes at a time, which stalls the processor's store
// forwarding on every parse.
func (o *offsets) setURL(u *URL, href string) {
	usernameEnd, hostStart, hostEnd := o.usernameEnd, o.hostStart, o.hostEnd
	if o.hostKind == NoHost {
		usernameEnd, hostStart, hostEnd = o.pathStart, o.pathStart, o.pathStart
	}
	u.href = href
	u.schemeEnd = uint32(o.schemeEnd)
	u.usernameEnd = uint32(usernameEnd)
	u.hostStart = uint32(hostStart)
	u.hostEnd = uint32(hostEnd)
	u.pathStart = uint32(o.pathStart)
	u.queryStart = uint32(o.queryStart)
	u.fragmentStart = uint32(o.fragmentStart)
	u.hostKind = o.hostKind
	u.opaquePath = o.opaquePath
}

// needsDotSlash is the URL serializer's step for a path that could be read
// back as a host: "If url's host is null, url does not have an opaque path,
// url's path's size is greater than 1, and url's path[0] is the empty
// string, then append U+002F (/) followed by U+002E (.) to output." path is
// the serialized path, which starts with "//" exactly when its first
// segment is empty and another follows.
// https://url.spec.whatwg.org/#concept-url-serializer
func needsDotSlash(host HostKind, opaquePath bool, path string) bool {
	return host == NoHost && !opaquePath && strings.HasPrefix(path, "//")
}

// record is a URL record taken apart into its components, each as it
// appears in the serialization. Setters change a component of the record
// and serialize it again.
// https://url.spec.whatwg.org/#concept-url
type record struct {
	scheme             string
	username, password string
	hostKind           HostKind // NoHost: null
	host               string   // serialized
	port               string   // decimal; "" is null
	path               string   // serialized (URL path serializer)
	opaquePath         bool
	query              string
	hasQuery           bool
	fragment           string
	hasFragment        bool
}

// record takes u apart. The components are substrings of u's href.
func (u *URL) record() record {
	r := record{
		scheme:     u.Scheme(),
		hostKind:   u.hostKind,
		path:       u.Pathname(),
		opaquePath: u.opaquePath,
	}
	if u.hostKind != NoHost {
		r.username = u.Username()
		r.password = u.Password()
		r.host = u.Hostname()
		r.port = u.Port()
	}
	r.query, r.hasQuery = u.RawQuery()
	r.fragment, r.hasFragment = u.Fragment()
	return r
}

// serialize runs the URL serializer on r and returns the URL with its
// offsets, allocating once: the href.
// https://url.spec.whatwg.org/#concept-url-serializer
func (r *record) serialize() (URL, ValidationError) {
	dotSlash := needsDotSlash(r.hostKind, r.opaquePath, r.path)
	n := len(r.scheme) + 1 + len(r.path)
	if r.hostKind != NoHost {
		n += 2 + len(r.username) + 1 + len(r.password) + 1 + len(r.host) + 1 + len(r.port)
	}
	if dotSlash {
		n += 2
	}
	if r.hasQuery {
		n += 1 + len(r.query)
	}
	if r.hasFragment {
		n += 1 + len(r.fragment)
	}
	if uint64(n) >= maxHrefLen {
		return URL{}, errTooLong
	}
	b := make([]byte, 0, n)
	o := offsets{hostKind: r.hostKind, opaquePath: r.opaquePath}
	b = append(b, r.scheme...)
	o.schemeEnd = len(b)
	b = append(b, ':')
	if r.hostKind != NoHost {
		b = append(b, "//"...)
		b = append(b, r.username...)
		o.usernameEnd = len(b)
		if r.password != "" {
			b = append(b, ':')
			b = append(b, r.password...)
		}
		if r.username != "" || r.password != "" {
			b = append(b, '@')
		}
		o.hostStart = len(b)
		b = append(b, r.host...)
		o.hostEnd = len(b)
		if r.port != "" {
			b = append(b, ':')
			b = append(b, r.port...)
		}
	} else if dotSlash {
		b = append(b, "/."...)
	}
	o.pathStart = len(b)
	b = append(b, r.path...)
	o.queryStart = len(b)
	if r.hasQuery {
		b = append(b, '?')
		b = append(b, r.query...)
	}
	o.fragmentStart = len(b)
	if r.hasFragment {
		b = append(b, '#')
		b = append(b, r.fragment...)
	}
	if !r.hasQuery {
		o.queryStart = o.fragmentStart
	}
	return o.url(unsafe.String(unsafe.SliceData(b), len(b))), 0 // b is not written again
}
