package whatwgurl

import "unsafe"

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
	r.query, r.hasQuery = u.Query()
	r.fragment, r.hasFragment = u.Fragment()
	return r
}

// serialize runs the URL serializer on r and returns the URL with its
// offsets, allocating once: the href.
// https://url.spec.whatwg.org/#concept-url-serializer
func (r *record) serialize() (URL, ValidationError) {
	dotSlash := r.hostKind == NoHost && !r.opaquePath && len(r.path) > 1 && r.path[0] == '/' && r.path[1] == '/'
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
	var u URL
	b = append(b, r.scheme...)
	u.schemeEnd = uint32(len(b))
	b = append(b, ':')
	if r.hostKind != NoHost {
		b = append(b, "//"...)
		b = append(b, r.username...)
		u.usernameEnd = uint32(len(b))
		if r.password != "" {
			b = append(b, ':')
			b = append(b, r.password...)
		}
		if r.username != "" || r.password != "" {
			b = append(b, '@')
		}
		u.hostStart = uint32(len(b))
		b = append(b, r.host...)
		u.hostEnd = uint32(len(b))
		if r.port != "" {
			b = append(b, ':')
			b = append(b, r.port...)
		}
	} else if dotSlash {
		// A null host and a path whose first segment is empty: "/."
		// keeps the path from being read back as a host.
		b = append(b, "/."...)
	}
	u.pathStart = uint32(len(b))
	if r.hostKind == NoHost {
		u.usernameEnd, u.hostStart, u.hostEnd = u.pathStart, u.pathStart, u.pathStart
	}
	b = append(b, r.path...)
	u.queryStart = uint32(len(b))
	if r.hasQuery {
		b = append(b, '?')
		b = append(b, r.query...)
	}
	u.fragmentStart = uint32(len(b))
	if r.hasFragment {
		b = append(b, '#')
		b = append(b, r.fragment...)
	}
	if !r.hasQuery {
		u.queryStart = u.fragmentStart
	}
	u.href = unsafe.String(unsafe.SliceData(b), len(b)) // b is not written again
	u.hostKind = r.hostKind
	u.opaquePath = r.opaquePath
	return u, 0
}
