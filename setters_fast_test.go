package whatwgurl

import "testing"

// The setters' fast paths (setters_fast.go) against their slow twins: the
// same setter with a validation-error callback (which the fast paths leave
// to the basic URL parser) or, for username and password, with the fast
// path skipped. Both must give the same URL, offsets included (u == v is
// URL equality over the href and every offset), and the same error.

// noValidationErrors is a callback that makes a setter take its slow path.
func noValidationErrors(ValidationError, int) {}

// setterTwins are the setters that have a fast path: fast is the setter,
// slow its twin.
var setterTwins = []struct {
	name       string
	fast, slow func(u *URL, v string) error
}{
	{"hash", (*URL).SetHash, func(u *URL, v string) error { return u.setHash(v, noValidationErrors) }},
	{"search", (*URL).SetSearch, func(u *URL, v string) error { return u.setSearch(v, noValidationErrors) }},
	{"pathname", (*URL).SetPathname, func(u *URL, v string) error { return u.setPathname(v, noValidationErrors) }},
	{"host", (*URL).SetHost, func(u *URL, v string) error { return u.setHost("set host", v, stateHost, noValidationErrors) }},
	{"hostname", (*URL).SetHostname, func(u *URL, v string) error {
		return u.setHost("set hostname", v, stateHostname, noValidationErrors)
	}},
	{"port", (*URL).SetPort, func(u *URL, v string) error { return u.setPort(v, noValidationErrors) }},
	{"username", (*URL).SetUsername, func(u *URL, v string) error { return u.setUsername(v, true) }},
	{"password", (*URL).SetPassword, func(u *URL, v string) error { return u.setPassword(v, true) }},
}

// setterTwinValues are values each fast path takes and values at its
// edges: encoded code points, dot segments, '\', default ports, leading
// zeros, empty values, delimiters.
var setterTwinValues = []string{
	"", "#", "?", "x", "#frag", "?q=1&r=2", "q'x", "a b", "a\tb", "é", "%41", "%zz",
	"/", "/a/b", "/a/./b", "/a/../b", "/%2e/x", "/a/%2E%2e", "/a\\b", "//x", "a/b", "/C:/x", "/a?b#c", "/{x}",
	"0", "80", "443", "21", "8080", "08080", "65535", "65536", "8080x", "99999",
	"alice", "user:pw", "a@b", "bob", "secret",
	"example.org", "EXAMPLE.Org:8080", "www.example.net", "h:443", "h:80", "h:21", "h:0", "h:65536",
	"h:", "h:8080x", "h:08080", "h:1:2", "host/p", "h?q", "h#f", "h\\p", "Ex.com/p:1", ".", "a..b", "-a-.b_c",
	"xn--nxasmq6b.example", "a.XN--a", "x.xn", "1.2.3.4", "0x7f.1", "a.0x", "a.09", "example.1", "[::1]", "[::1]:8080",
	"münchen.de", "a%41.b", "h\t.x", "h\n", " h", "h ", "a@b.c", ":8080",
}

// setterTwinURLs are URLs of every shape the fast paths must tell apart.
var setterTwinURLs = []string{
	"https://example.com/a?b#c", "http://u:p@h:8080/p?q#f", "http://u@h/", "http://:p@h/",
	"ws://h/x", "ftp://h:21/", "file:///C:/x", "file://host/x", "foo://h/p?q#f", "foo:/p",
	"foo:opaque path?q#f", "mailto:x@y", "data:text/plain,x  ", "sc://h", "https://h", "http://[::1]:80/",
}

// checkSetterTwin applies fast and slow to u with v and fails when they
// differ.
func checkSetterTwin(t *testing.T, name string, fast, slow func(*URL, string) error, u URL, v string) {
	t.Helper()
	a, b := u, u
	errA, errB := fast(&a, v), slow(&b, v)
	if a != b || (errA == nil) != (errB == nil) || (errA != nil && errA.Error() != errB.Error()) {
		t.Errorf("set %s(%q) on %q: fast %q %+v (%v), slow %q %+v (%v)", name, v, u.Href(), a.Href(), a, errA, b.Href(), b, errB)
	}
}

func TestSetterFastPathsTwin(t *testing.T) {
	var urls []URL
	for _, s := range setterTwinURLs {
		urls = append(urls, MustParse(s))
	}
	checkSetterTwins(t, urls)
}

// TestSetterFastPathsTwinDatasets compares the twins on every 50th URL of
// the datasets.
func TestSetterFastPathsTwinDatasets(t *testing.T) {
	var urls []URL
	for _, d := range readDatasets(t) {
		for i, line := range d.Lines {
			if i%50 != 0 {
				continue
			}
			if u, err := Parse(line); err == nil {
				urls = append(urls, u)
			}
		}
	}
	checkSetterTwins(t, urls)
}

func checkSetterTwins(t *testing.T, urls []URL) {
	t.Helper()
	for _, tw := range setterTwins {
		for _, u := range urls {
			for _, v := range setterTwinValues {
				checkSetterTwin(t, tw.name, tw.fast, tw.slow, u, v)
			}
		}
	}
}

// TestSetterFastPathsTwinWPT compares the twins on every href and every
// new value of setters_tests.json, each value with each setter.
func TestSetterFastPathsTwinWPT(t *testing.T) {
	entries := decodeSettersData(t, readWPT(t, "setters_tests.json"))
	var values []string
	for _, e := range entries {
		values = append(values, e.c.NewValue)
	}
	for _, e := range entries {
		u, err := Parse(e.c.Href)
		if err != nil {
			continue
		}
		for _, tw := range setterTwins {
			for _, v := range values {
				checkSetterTwin(t, tw.name, tw.fast, tw.slow, u, v)
			}
		}
	}
}

// FuzzSetterFastPaths compares each setter's fast path with its slow twin.
func FuzzSetterFastPaths(f *testing.F) {
	for i, s := range setterTwinURLs {
		for j, v := range setterTwinValues {
			f.Add(s, v, uint8(i+j))
		}
	}
	f.Fuzz(func(t *testing.T, input, value string, which uint8) {
		u, err := Parse(input)
		if err != nil {
			return
		}
		tw := setterTwins[int(which)%len(setterTwins)]
		checkSetterTwin(t, tw.name, tw.fast, tw.slow, u, value)
	})
}
