package whatwgurl

import (
	"strings"
	"unsafe"
)

// The setters' fast paths. A setter whose value the basic URL parser would
// copy unchanged (no code point of the component's percent-encode set, no
// tab or newline, no dot segment, no validation error to report) changes
// only its component: the href is rewritten around it at the offsets the
// URL holds, in one allocation, and the offsets after it move by the
// change in length. Anything else (a value to encode, an opaque path, a
// file URL, a caller who wants validation errors) takes the slow twin:
// the setter's own steps, the basic URL parser with a state override and a
// full serialization. FuzzSetterFastPaths compares the two.

// spliceHref returns href[:start] + a + b + c + href[end:] in one
// allocation, or false when the result would be too long for a URL.
func spliceHref(href string, start, end int, a, b, c string) (string, bool) {
	buf, ok := spliceBytes(href, start, end, a, b, c)
	if !ok {
		return "", false
	}
	return unsafe.String(unsafe.SliceData(buf), len(buf)), true // buf is not written again
}

// spliceBytes is spliceHref's buffer, for a caller that changes the new
// bytes before it makes them a string.
func spliceBytes(href string, start, end int, a, b, c string) ([]byte, bool) {
	n := start + len(a) + len(b) + len(c) + len(href) - end
	if uint64(n) >= maxHrefLen {
		return nil, false
	}
	buf := make([]byte, n)
	w := copy(buf, href[:start])
	w += copy(buf[w:], a)
	w += copy(buf[w:], b)
	w += copy(buf[w:], c)
	copy(buf[w:], href[end:])
	return buf, true
}

// shiftFrom adds delta to every offset of u that is at least from.
func (u *URL) shiftFrom(from uint32, delta int) {
	for _, o := range [...]*uint32{&u.schemeEnd, &u.usernameEnd, &u.hostStart, &u.hostEnd, &u.pathStart, &u.queryStart, &u.fragmentStart} {
		if *o >= from {
			*o = uint32(int(*o) + delta)
		}
	}
}

// encodesNothing reports whether the parser would copy s unchanged into a
// component percent-encoded with set: s has no byte of the set (every set
// holds the C0 controls, so no tab or newline either).
func encodesNothing(s string, set EncodeSet) bool {
	return needsEncoding(s, set) == len(s)
}

// setHashFast is the hash setter for a non-empty fragment the fragment
// state copies unchanged; false leaves u as it was.
// https://url.spec.whatwg.org/#dom-url-hash
func (u *URL) setHashFast(input string) bool {
	if u.opaquePath || !encodesNothing(input, FragmentSet) {
		return false
	}
	href, ok := spliceHref(u.href, int(u.fragmentStart), len(u.href), "#", input, "")
	if !ok {
		return false
	}
	u.href = href
	return true
}

// setSearchFast is the search setter for a query the query state copies
// unchanged; false leaves u as it was.
// https://url.spec.whatwg.org/#dom-url-search
func (u *URL) setSearchFast(input string) bool {
	set := QuerySet
	if u.IsSpecial() {
		set = SpecialQuerySet
	}
	if u.opaquePath || !encodesNothing(input, set) {
		return false
	}
	href, ok := spliceHref(u.href, int(u.queryStart), int(u.fragmentStart), "?", input, "")
	if !ok {
		return false
	}
	u.href = href
	u.fragmentStart = u.queryStart + 1 + uint32(len(input))
	return true
}

// setPathnameFast is the pathname setter for a special URL other than
// file whose new path starts with '/' and is copied unchanged by the path
// state: no '\', no dot segment, no code point of the path percent-encode
// set (which has '?' and '#'); false leaves u as it was.
// https://url.spec.whatwg.org/#dom-url-pathname
func (u *URL) setPathnameFast(v string) bool {
	if u.opaquePath || v == "" || v[0] != '/' || !encodesNothing(v, PathSet) ||
		strings.IndexByte(v, '\\') >= 0 {
		return false
	}
	switch schemeKindOf(u.Scheme()) {
	case schemeNotSpecial, schemeFile:
		return false
	}
	for seg := v[1:]; ; {
		i := strings.IndexByte(seg, '/')
		if i < 0 {
			if isSingleDotSegment(seg) || isDoubleDotSegment(seg) {
				return false
			}
			break
		}
		if isSingleDotSegment(seg[:i]) || isDoubleDotSegment(seg[:i]) {
			return false
		}
		seg = seg[i+1:]
	}
	href, ok := spliceHref(u.href, int(u.pathStart), int(u.queryStart), v, "", "")
	if !ok {
		return false
	}
	delta := len(v) - int(u.queryStart-u.pathStart)
	u.href = href
	u.queryStart = uint32(int(u.queryStart) + delta)
	u.fragmentStart = uint32(int(u.fragmentStart) + delta)
	return true
}

// setPortFast is the port setter for one to five ASCII digits without a
// leading zero naming a port up to 65535 (the port state's result is then
// the digits themselves, or null for the scheme's default port); false
// leaves u as it was. The caller has checked that u can have a port.
// https://url.spec.whatwg.org/#dom-url-port
func (u *URL) setPortFast(v string) bool {
	port, ok := plainPort(v)
	if !ok {
		return false
	}
	colon := ":"
	if port == schemeKindOf(u.Scheme()).defaultPort() {
		colon, v = "", ""
	}
	href, ok := spliceHref(u.href, int(u.hostEnd), int(u.pathStart), colon, v, "")
	if !ok {
		return false
	}
	delta := len(colon) + len(v) - int(u.pathStart-u.hostEnd)
	u.href = href
	u.pathStart = uint32(int(u.pathStart) + delta)
	u.queryStart = uint32(int(u.queryStart) + delta)
	u.fragmentStart = uint32(int(u.fragmentStart) + delta)
	return true
}

// plainPort returns the port v names when v is one to five ASCII digits
// without a leading zero and the port is at most 65535: the port state's
// buffer is then v itself, and the port serializes as v.
// https://url.spec.whatwg.org/#port-state
func plainPort(v string) (int, bool) {
	if v == "" || len(v) > 5 || v[0] == '0' {
		return 0, false
	}
	port := 0
	for i := 0; i < len(v); i++ {
		if !isASCIIDigit(v[i]) {
			return 0, false
		}
		port = port*10 + int(v[i]-'0')
	}
	return port, port <= 65535
}

// setHostFast is the host setter (withPort) or the hostname setter for a
// special URL other than file when the host state's buffer, v up to ':',
// '/', '?', '#' or its end, is a domain the host parser's ASCII fast path
// takes (parseASCIIHostInto) and does not end in a number: the host
// parser then only lower-cases it. The host state, given a state override,
// stops after setting the host at '/', '?', '#' or the end; at ':' the
// host setter goes on to the port state, which the fast path takes for a
// plainPort that runs to the end of v (the port state then sets the port,
// null for the scheme's default, and returns); the hostname setter returns
// at ':' without a change, which the slow path reports. false leaves u as
// it was.
// https://url.spec.whatwg.org/#dom-url-host
// https://url.spec.whatwg.org/#dom-url-hostname
// https://url.spec.whatwg.org/#host-state
func (u *URL) setHostFast(v string, withPort bool) bool {
	kind := schemeKindOf(u.Scheme())
	if u.opaquePath || kind == schemeNotSpecial || kind == schemeFile {
		return false
	}
	end, upper, ok := scanASCIIHost(v, 0)
	if !ok || end == 0 || endsInANumber(v[:end]) {
		return false
	}
	host, rest := v[:end], v[end:]
	replaceEnd := u.hostEnd // the port stays
	colon, port := "", ""
	if rest != "" {
		switch rest[0] {
		case '/', '?', '#':
		case ':':
			n, ok := plainPort(rest[1:])
			if !withPort || !ok {
				return false
			}
			replaceEnd = u.pathStart
			if n != kind.defaultPort() {
				colon, port = ":", rest[1:]
			}
		default:
			return false
		}
	}
	buf, ok := spliceBytes(u.href, int(u.hostStart), int(replaceEnd), host, colon, port)
	if !ok {
		return false
	}
	if upper {
		lowered := buf[u.hostStart : int(u.hostStart)+len(host)]
		for i, c := range lowered {
			lowered[i] = lower(c)
		}
	}
	delta := len(host) + len(colon) + len(port) - int(replaceEnd-u.hostStart)
	u.href = unsafe.String(unsafe.SliceData(buf), len(buf)) // buf is not written again
	u.hostEnd = u.hostStart + uint32(len(host))
	u.hostKind = DomainHost
	u.pathStart = uint32(int(u.pathStart) + delta)
	u.queryStart = uint32(int(u.queryStart) + delta)
	u.fragmentStart = uint32(int(u.fragmentStart) + delta)
	return true
}

// setUsernameFast is the username setter for a non-empty value without a
// code point of the userinfo percent-encode set; false leaves u as it was.
// The caller has checked that u can have a username.
// https://url.spec.whatwg.org/#dom-url-username
func (u *URL) setUsernameFast(v string) bool {
	if v == "" || !encodesNothing(v, UserinfoSet) {
		return false
	}
	start := u.schemeEnd + 3 // after "://"
	if u.hostStart == start {
		// No credentials: "user@" goes before the host.
		href, ok := spliceHref(u.href, int(start), int(start), v, "@", "")
		if !ok {
			return false
		}
		u.href = href
		u.shiftFrom(start, len(v)+1)
		u.usernameEnd = start + uint32(len(v))
		return true
	}
	href, ok := spliceHref(u.href, int(start), int(u.usernameEnd), v, "", "")
	if !ok {
		return false
	}
	u.href = href
	u.shiftFrom(u.usernameEnd, len(v)-int(u.usernameEnd-start))
	return true
}

// setPasswordFast is the password setter for a non-empty value without a
// code point of the userinfo percent-encode set; false leaves u as it was.
// The caller has checked that u can have a password.
// https://url.spec.whatwg.org/#dom-url-password
func (u *URL) setPasswordFast(v string) bool {
	if v == "" || !encodesNothing(v, UserinfoSet) {
		return false
	}
	start := u.schemeEnd + 3 // after "://"
	if u.hostStart == start {
		// No credentials: ":password@" goes before the host.
		href, ok := spliceHref(u.href, int(start), int(start), ":", v, "@")
		if !ok {
			return false
		}
		u.href = href
		u.shiftFrom(start, len(v)+2)
		u.usernameEnd = start
		return true
	}
	// href[usernameEnd:hostStart-1] is ":password" or "" before the '@'.
	href, ok := spliceHref(u.href, int(u.usernameEnd), int(u.hostStart-1), ":", v, "")
	if !ok {
		return false
	}
	delta := 1 + len(v) - int(u.hostStart-1-u.usernameEnd)
	usernameEnd := u.usernameEnd // equal to hostStart-1 without a password
	u.href = href
	u.shiftFrom(u.hostStart-1, delta)
	u.usernameEnd = usernameEnd
	return true
}
