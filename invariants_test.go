package whatwgurl

import (
	"fmt"
	"net/netip"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"
)

// checkInvariants checks that u is a URL the basic URL parser could have
// produced, the counterpart of a validate method on the URL value, which
// the library does not have at run time. Its getters are consecutive
// substrings that reassemble the href as the URL serializer writes it; each
// component holds only what its state writes (nothing from its
// percent-encode set, no forbidden code point in a host, no dot segment in
// a path); and re-parsing the href, alone or against u, gives u again.
// https://url.spec.whatwg.org/#concept-url
func checkInvariants(t testing.TB, u URL) {
	t.Helper()
	href := u.Href()
	fail := func(format string, args ...any) {
		t.Helper()
		t.Errorf("invariant: %q: %s", href, fmt.Sprintf(format, args...))
	}
	if u.IsZero() {
		fail("zero URL")
		return
	}
	if !utf8.ValidString(href) {
		fail("href is not valid UTF-8")
	}
	for i := 0; i < len(href); i++ {
		c := href[i]
		inOpaquePath := u.HasOpaquePath() && i >= int(u.pathStart) && i < int(u.queryStart)
		if c < ' ' || c >= 0x7F || c == ' ' && !inOpaquePath {
			fail("byte %#x at %d: an href is printable ASCII, with spaces only in an opaque path", c, i)
			break
		}
	}

	// The getters reassemble the href in serializer order.
	// https://url.spec.whatwg.org/#concept-url-serializer
	scheme, user, pass := u.Scheme(), u.Username(), u.Password()
	hostname, port, path := u.Hostname(), u.Port(), u.Pathname()
	query, hasQuery := u.RawQuery()
	fragment, hasFragment := u.Fragment()
	var b strings.Builder
	b.WriteString(scheme + ":")
	if u.HostKind() != NoHost {
		b.WriteString("//")
		if user != "" || pass != "" {
			b.WriteString(user)
			if pass != "" {
				b.WriteString(":" + pass)
			}
			b.WriteString("@")
		}
		b.WriteString(hostname)
		if port != "" {
			b.WriteString(":" + port)
		}
	} else if !u.HasOpaquePath() && strings.HasPrefix(path, "//") {
		b.WriteString("/.")
	}
	b.WriteString(path)
	if hasQuery {
		b.WriteString("?" + query)
	}
	if hasFragment {
		b.WriteString("#" + fragment)
	}
	if b.String() != href {
		fail("getters reassemble %q", b.String())
	}
	if u.Protocol() != scheme+":" || u.String() != href {
		fail("Protocol %q, String %q", u.Protocol(), u.String())
	}
	wantHost := hostname
	if port != "" {
		wantHost += ":" + port
	}
	if u.Host() != wantHost {
		fail("Host %q, want %q", u.Host(), wantHost)
	}
	// https://url.spec.whatwg.org/#dom-url-search: "" for a null or empty query.
	if want := "?" + query; query == "" && u.Search() != "" || query != "" && u.Search() != want {
		fail("Search %q with query %q", u.Search(), query)
	}
	if want := "#" + fragment; fragment == "" && u.Hash() != "" || fragment != "" && u.Hash() != want {
		fail("Hash %q with fragment %q", u.Hash(), fragment)
	}

	// Re-parsing finds every component at the same place; so does parsing
	// the href against u, and "" against u gives u without its fragment.
	v, err := Parse(href)
	if err != nil {
		fail("does not parse: %v", err)
	} else {
		for name, get := range getterFuncs {
			if get(u) != get(v) {
				fail("%s %q, but %q after parsing the href", name, get(u), get(v))
			}
		}
		if v.HostKind() != u.HostKind() || v.HasOpaquePath() != u.HasOpaquePath() {
			fail("HostKind %v, HasOpaquePath %v; %v, %v after parsing the href", u.HostKind(), u.HasOpaquePath(), v.HostKind(), v.HasOpaquePath())
		}
		if v != u {
			fail("parsing the href gives a different URL value: %#v, want %#v", v, u)
		}
	}
	if w, err := u.Parse(href); err != nil || w != u {
		fail("URL.Parse(href) = %q, %v", w.Href(), err)
	}
	if !u.HasOpaquePath() { // only a fragment can be relative to an opaque path
		noFragment := href
		if hasFragment {
			noFragment = href[:len(href)-len(fragment)-1]
		}
		if w, err := u.Parse(""); err != nil || w.Href() != noFragment {
			fail("URL.Parse(\"\") = %q, %v; want %q", w.Href(), err, noFragment)
		}
	}

	// The scheme: ASCII alpha, then ASCII lower alphanumeric, +, - or ., lower case.
	// https://url.spec.whatwg.org/#scheme-state
	if scheme == "" || scheme[0] < 'a' || scheme[0] > 'z' ||
		strings.TrimLeft(scheme, "abcdefghijklmnopqrstuvwxyz0123456789+-.") != "" {
		fail("scheme %q", scheme)
	}
	special := u.IsSpecial()
	if special != slices.Contains([]string{"ftp", "file", "http", "https", "ws", "wss"}, scheme) {
		fail("IsSpecial %v", special)
	}
	noneOf := func(what, s string, set byteClass) {
		t.Helper()
		for i := 0; i < len(s); i++ {
			if set(s[i]) {
				fail("%s %q holds %q", what, s, s[i])
				return
			}
		}
	}
	noneOf("username", user, specUserinfoSet)
	noneOf("password", pass, specUserinfoSet)

	// The host. https://url.spec.whatwg.org/#concept-host
	kind := u.HostKind()
	switch kind {
	case NoHost:
		if user != "" || pass != "" || hostname != "" || port != "" {
			fail("null host with credentials, host or port")
		}
		if special {
			fail("special URL with a null host")
		}
	case EmptyHost:
		if hostname != "" || user != "" || pass != "" || port != "" {
			fail("empty host %q with credentials or a port", hostname)
		}
		if special && scheme != "file" {
			fail("empty host in a special URL that is not file")
		}
	case DomainHost:
		if !special {
			fail("domain in a URL that is not special")
		}
		if hostname == "" || hostname == "localhost" && scheme == "file" {
			fail("domain %q", hostname)
		}
		noneOf("domain", hostname, union(specForbiddenDomain, oneOf("ABCDEFGHIJKLMNOPQRSTUVWXYZ"), func(c byte) bool { return c >= 0x80 }))
		// https://url.spec.whatwg.org/#ends-in-a-number-checker: such a
		// domain is an IPv4 address or fails.
		last := strings.TrimSuffix(hostname, ".")
		last = last[strings.LastIndexByte(last, '.')+1:]
		if last != "" && strings.Trim(last, "0123456789") == "" ||
			strings.HasPrefix(last, "0x") && strings.Trim(last[2:], "0123456789abcdef") == "" {
			fail("domain %q ends in a number", hostname)
		}
		if h, err := ParseHost(hostname); err != nil || h.String() != hostname || h.Kind() != DomainHost {
			fail("domain %q parses as host %q (%v), %v", hostname, h, h.Kind(), err)
		}
	case OpaqueHost:
		if special || hostname == "" {
			fail("opaque host %q in a special URL, or empty", hostname)
		}
		noneOf("opaque host", hostname, union(specForbiddenHost, specC0ControlSet))
		if h, err := ParseOpaqueHost(hostname); err != nil || h.String() != hostname || h.Kind() != OpaqueHost {
			fail("opaque host %q parses as %q (%v), %v", hostname, h, h.Kind(), err)
		}
	case IPv4Host:
		a, err := netip.ParseAddr(hostname)
		if !special || err != nil || !a.Is4() || a.String() != hostname || u.HostAddr() != a {
			fail("IPv4 host %q (HostAddr %v)", hostname, u.HostAddr())
		}
	case IPv6Host:
		inner, ok := strings.CutPrefix(hostname, "[")
		inner, ok2 := strings.CutSuffix(inner, "]")
		a, err := netip.ParseAddr(inner)
		if !ok || !ok2 || err != nil || !a.Is6() || a.Zone() != "" || u.HostAddr() != a || inner != specIPv6String(a) {
			fail("IPv6 host %q (HostAddr %v)", hostname, u.HostAddr())
		}
	default:
		fail("HostKind %v", kind)
	}
	if kind != IPv4Host && kind != IPv6Host && u.HostAddr().IsValid() {
		fail("HostAddr %v for a %v", u.HostAddr(), kind)
	}
	if scheme == "file" && (kind == NoHost || user != "" || pass != "" || port != "") {
		fail("file URL with a null host, credentials or a port")
	}

	// The port: a 16-bit decimal number, not the scheme's default port.
	// https://url.spec.whatwg.org/#concept-url-port
	if port != "" {
		n, err := strconv.ParseUint(port, 10, 16)
		if err != nil || strconv.FormatUint(n, 10) != port {
			fail("port %q", port)
		}
		if map[string]string{"ftp": "21", "http": "80", "https": "443", "ws": "80", "wss": "443"}[scheme] == port {
			fail("default port %q not null", port)
		}
	}

	// The path. https://url.spec.whatwg.org/#concept-url-path
	if u.HasOpaquePath() {
		if kind != NoHost || special || strings.HasPrefix(path, "/") {
			fail("opaque path %q with a host, in a special URL, or starting with '/'", path)
		}
		noneOf("opaque path", path, union(specC0ControlSet, oneOf("?#")))
		if (hasQuery || hasFragment) && strings.HasSuffix(path, " ") {
			fail("opaque path %q ends in a space before a query or fragment", path)
		}
	} else {
		if special && path == "" || path != "" && path[0] != '/' || kind == NoHost && path == "" {
			fail("path %q", path)
		}
		set := specPathSet
		if special {
			set = union(set, oneOf("\\"))
		}
		noneOf("path", path, set)
		if path != "" {
			for i, seg := range strings.Split(path[1:], "/") {
				if specIsDotSegment(seg) {
					fail("path %q holds the dot segment %q", path, seg)
				}
				if scheme == "file" && i == 0 && len(seg) == 2 && seg[1] == '|' && strings.ContainsAny(seg[:1], "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ") {
					fail("file path %q starts with an unnormalized drive letter", path)
				}
			}
		}
	}
	if special {
		noneOf("query", query, specSpecialQuerySet)
	} else {
		noneOf("query", query, specQuerySet)
	}
	noneOf("fragment", fragment, specFragmentSet)

	// Nothing else panics.
	_ = u.Origin()
	_ = u.SearchParams().String()
}
