package whatwgurl

import (
	"encoding/json"
	"errors"
	"net/url"
	"reflect"
	"strings"
	"testing"
)

// netURLCase is a URL with the net/url URL that NetURL should give for it
// (fields derived by hand from NetURL's rules), what net/url's String writes
// for that, whether url.Parse of the href gives the same value, and what
// FromNetURL makes of it.
type netURLCase struct {
	href      string
	want      url.URL
	str       string // want.String()
	sameAsNet bool   // url.Parse(href) succeeds and equals want
	roundTrip bool   // FromNetURL(NetURL()) == Parse(href)
	back      string // FromNetURL(NetURL()).Href() when it does not round-trip
}

var netURLCases = []netURLCase{
	// net/url rejects these inputs (url.Parse fails), but NetURL can hold
	// them, and FromNetURL gives them back.
	{href: "http://x/%zz", want: url.URL{Scheme: "http", Host: "x", Path: "/%zz", RawPath: "/%zz"},
		str: "http://x/%25zz", roundTrip: true},
	{href: "foo://h{st/", want: url.URL{Scheme: "foo", Host: "h{st", Path: "/"},
		str: "foo://h%7Bst/", roundTrip: true},
	{href: "sc://a%2Fb/", want: url.URL{Scheme: "sc", Host: "a/b", Path: "/"},
		str: "sc://a%2Fb/", roundTrip: true},
	{href: "http://x/#a%zz", want: url.URL{Scheme: "http", Host: "x", Path: "/", Fragment: "a%zz", RawFragment: "a%zz"},
		str: "http://x/#a%25zz", roundTrip: true},
	// net/url parses these, to the same fields, but re-escapes them.
	{href: "http://x/a|b", want: url.URL{Scheme: "http", Host: "x", Path: "/a|b", RawPath: "/a|b"},
		str: "http://x/a%7Cb", sameAsNet: true, roundTrip: true},
	{href: "sc://x/a?b#c#d", want: url.URL{Scheme: "sc", Host: "x", Path: "/a", RawQuery: "b", Fragment: "c#d", RawFragment: "c#d"},
		str: "sc://x/a?b#c%23d", sameAsNet: true, roundTrip: true},
	{href: "http://a!b:c$d@x/", want: url.URL{Scheme: "http", User: url.UserPassword("a!b", "c$d"), Host: "x", Path: "/"},
		str: "http://a%21b:c$d@x/", sameAsNet: true, roundTrip: true},
	{href: `sc://x/a\b`, want: url.URL{Scheme: "sc", Host: "x", Path: `/a\b`, RawPath: `/a\b`},
		str: "sc://x/a%5Cb", sameAsNet: true, roundTrip: true},
	// IPv6: brackets in Host, as net/url writes them.
	{href: "http://[::1]:8080/", want: url.URL{Scheme: "http", Host: "[::1]:8080", Path: "/"},
		str: "http://[::1]:8080/", sameAsNet: true, roundTrip: true},
	{href: "http://[::ffff:1.2.3.4]/", want: url.URL{Scheme: "http", Host: "[::ffff:102:304]", Path: "/"},
		str: "http://[::ffff:102:304]/", sameAsNet: true, roundTrip: true},
	// Opaque paths.
	{href: "mailto:a@b", want: url.URL{Scheme: "mailto", Opaque: "a@b"},
		str: "mailto:a@b", sameAsNet: true, roundTrip: true},
	{href: "sc:opaque path?q", want: url.URL{Scheme: "sc", Opaque: "opaque path", RawQuery: "q"},
		str: "sc:opaque path?q", sameAsNet: true, roundTrip: true},
	{href: "data:,hello world", want: url.URL{Scheme: "data", Opaque: ",hello world"},
		str: "data:,hello world", sameAsNet: true, roundTrip: true},
	{href: "blob:https://a.example/uuid", want: url.URL{Scheme: "blob", Opaque: "https://a.example/uuid"},
		str: "blob:https://a.example/uuid", sameAsNet: true, roundTrip: true},
	{href: "sc:", want: url.URL{Scheme: "sc"}, str: "sc:", sameAsNet: true, roundTrip: true},
	// Queries: an empty query is ForceQuery.
	{href: "http://x/?", want: url.URL{Scheme: "http", Host: "x", Path: "/", ForceQuery: true},
		str: "http://x/?", sameAsNet: true, roundTrip: true},
	{href: "http://x/?a b'c", want: url.URL{Scheme: "http", Host: "x", Path: "/", RawQuery: "a%20b%27c"},
		str: "http://x/?a%20b%27c", sameAsNet: true, roundTrip: true},
	// Userinfo is decoded; net/url encodes it again.
	{href: "http://us%20er:p%40ss@x/", want: url.URL{Scheme: "http", User: url.UserPassword("us er", "p@ss"), Host: "x", Path: "/"},
		str: "http://us%20er:p%40ss@x/", sameAsNet: true, roundTrip: true},
	{href: "http://:pass@x/", want: url.URL{Scheme: "http", User: url.UserPassword("", "pass"), Host: "x", Path: "/"},
		str: "http://:pass@x/", sameAsNet: true, roundTrip: true},
	{href: "http://user@x/", want: url.URL{Scheme: "http", User: url.User("user"), Host: "x", Path: "/"},
		str: "http://user@x/", sameAsNet: true, roundTrip: true},
	// Paths: decoded Path, RawPath where net/url would encode differently.
	{href: "http://x/a%2Fb", want: url.URL{Scheme: "http", Host: "x", Path: "/a/b", RawPath: "/a%2Fb"},
		str: "http://x/a%2Fb", sameAsNet: true, roundTrip: true},
	{href: "http://x/ü", want: url.URL{Scheme: "http", Host: "x", Path: "/ü"},
		str: "http://x/%C3%BC", sameAsNet: true, roundTrip: true},
	{href: "ws://x/#%41", want: url.URL{Scheme: "ws", Host: "x", Path: "/", Fragment: "A", RawFragment: "%41"},
		str: "ws://x/#%41", sameAsNet: true, roundTrip: true},
	{href: "sc:/p", want: url.URL{Scheme: "sc", Path: "/p", OmitHost: true},
		str: "sc:/p", sameAsNet: true, roundTrip: true},
	{href: "file:///C:/x", want: url.URL{Scheme: "file", Path: "/C:/x"},
		str: "file:///C:/x", sameAsNet: true, roundTrip: true},
	{href: "sc://h%C3%BCst/", want: url.URL{Scheme: "sc", Host: "hüst", Path: "/"},
		str: "sc://h%C3%BCst/", sameAsNet: true, roundTrip: true},
	{href: "https://user:pass@example.com:8080/p/a/t/h?query=1#frag",
		want: url.URL{Scheme: "https", User: url.UserPassword("user", "pass"), Host: "example.com:8080", Path: "/p/a/t/h", RawQuery: "query=1", Fragment: "frag"},
		str:  "https://user:pass@example.com:8080/p/a/t/h?query=1#frag", sameAsNet: true, roundTrip: true},
	// A null host and a path starting with "//": net/url writes "%2F/"
	// (since Go 1.27; see netURLOmitHostString); FromNetURL writes "/.", as
	// the standard's serializer does.
	{href: "sc:/.//x", want: url.URL{Scheme: "sc", Path: "//x", OmitHost: true},
		str: netURLOmitHostString, roundTrip: true},

	// What cannot round-trip.
	{href: "http://x/#", want: url.URL{Scheme: "http", Host: "x", Path: "/"},
		str: "http://x/", sameAsNet: true, back: "http://x/"},
	{href: "http://%41@x/", want: url.URL{Scheme: "http", User: url.User("A"), Host: "x", Path: "/"},
		str: "http://A@x/", sameAsNet: true, back: "http://A@x/"},
	{href: "sc://%41/", want: url.URL{Scheme: "sc", Host: "A", Path: "/"},
		str: "sc://A/", back: "sc://A/"},
	{href: "sc://a%zz@x/", want: url.URL{Scheme: "sc", User: url.User("a%zz"), Host: "x", Path: "/"},
		str: "sc://a%25zz@x/", back: "sc://a%25zz@x/"},
	{href: "sc://", want: url.URL{Scheme: "sc"}, str: "sc:", sameAsNet: true, back: "sc:"},
	{href: "sc://?q", want: url.URL{Scheme: "sc", RawQuery: "q"}, str: "sc:?q", sameAsNet: true, back: "sc:?q"},
}

func TestNetURL(t *testing.T) {
	if (URL{}).NetURL() != nil {
		t.Error("zero URL: NetURL() != nil")
	}
	for _, c := range netURLCases {
		t.Run(c.href, func(t *testing.T) {
			u := MustParse(c.href)
			nu := u.NetURL()
			if !reflect.DeepEqual(*nu, c.want) {
				t.Errorf("NetURL() = %#v (User %v)\nwant       %#v (User %v)", *nu, nu.User, c.want, c.want.User)
			}
			if got := nu.String(); got != c.str {
				t.Errorf("NetURL().String() = %q, want %q", got, c.str)
			}
			pu, err := url.Parse(u.Href())
			if same := err == nil && reflect.DeepEqual(pu, nu); same != c.sameAsNet {
				t.Errorf("url.Parse(%q) = %#v, %v; same as NetURL: %v, want %v", u.Href(), pu, err, same, c.sameAsNet)
			}
			if c.sameAsNet && nu.EscapedPath() != u.Pathname() && !u.HasOpaquePath() && nu.RawPath == "" {
				t.Errorf("EscapedPath() = %q, pathname %q", nu.EscapedPath(), u.Pathname())
			}
			v, err := FromNetURL(nu)
			if err != nil {
				t.Fatalf("FromNetURL: %v", err)
			}
			if rt := v == u; rt != c.roundTrip {
				t.Errorf("FromNetURL(NetURL()) = %q; round trip %v, want %v", v.Href(), rt, c.roundTrip)
			}
			if !c.roundTrip && v.Href() != c.back {
				t.Errorf("FromNetURL(NetURL()) = %q, want %q", v.Href(), c.back)
			}
			if got, want := c.roundTrip, netURLRoundTrips(u); got != want {
				t.Errorf("netURLRoundTrips = %v, but the table says %v", want, got)
			}
		})
	}
}

func TestFromNetURL(t *testing.T) {
	mustNet := func(s string) *url.URL {
		nu, err := url.Parse(s)
		if err != nil {
			t.Fatal(err)
		}
		return nu
	}
	for _, c := range []struct {
		name string
		in   *url.URL
		want string
		err  error // a ValidationError, or nil
	}{
		{"parsed", mustNet("http://x/a/../b?c#d"), "http://x/b?c#d", nil},
		{"case and space", &url.URL{Scheme: "HTTPS", Host: "EXAMPLE.com", Path: "/a b"}, "https://example.com/a%20b", nil},
		{"relative path with host", &url.URL{Scheme: "http", Host: "x", Path: "a"}, "http://x/a", nil},
		{"number sign in RawQuery", &url.URL{Scheme: "http", Host: "x", RawQuery: "a#b"}, "http://x/?a%23b", nil},
		{"no authority double slash", &url.URL{Scheme: "sc", OmitHost: true, Path: "//x"}, "sc:/.//x", nil},
		{"empty host written", &url.URL{Scheme: "sc", Path: "/p"}, "sc:///p", nil},
		{"IDNA", &url.URL{Scheme: "http", Host: "münchen.de", Path: "/"}, "http://xn--mnchen-3ya.de/", nil},
		{"userinfo encoded", &url.URL{Scheme: "http", User: url.UserPassword("a@b", "c:d%"), Host: "x"}, "http://a%40b:c%3Ad%25@x/", nil},
		{"port", &url.URL{Scheme: "http", Host: "x:8080"}, "http://x:8080/", nil},
		{"default port", &url.URL{Scheme: "http", Host: "x:80"}, "http://x/", nil},
		{"empty port", &url.URL{Scheme: "http", Host: "x:"}, "http://x/", nil},
		{"opaque", &url.URL{Scheme: "mailto", Opaque: "a@b", RawQuery: "subject=hi"}, "mailto:a@b?subject=hi", nil},
		{"opaque authority", &url.URL{Scheme: "http", Opaque: "//host/%2F"}, "http://host/%2F", nil},
		{"distrusted RawPath", &url.URL{Scheme: "http", Host: "x", Path: "/a|b", RawPath: "/a|b"}, "http://x/a|b", nil},
		{"RawPath not matching", &url.URL{Scheme: "http", Host: "x", Path: "/a b", RawPath: "/c"}, "http://x/a%20b", nil},
		{"RawPath backslash special", &url.URL{Scheme: "http", Host: "x", Path: `/a\b`, RawPath: `/a\b`}, "http://x/a%5Cb", nil},
		{"opaque host byte", &url.URL{Scheme: "sc", Host: "a b", Path: "/"}, "sc://a%20b/", nil},
		{"forbidden domain byte", &url.URL{Scheme: "http", Host: "a b", Path: "/"}, "", DomainToASCIIError},
		{"IPv6 zone", mustNet("http://[fe80::1%25eth0]/"), "", IPv6InvalidCodePoint},
		{"no scheme", &url.URL{Path: "/x"}, "", MissingSchemeNonRelativeURL},
	} {
		t.Run(c.name, func(t *testing.T) {
			u, err := FromNetURL(c.in)
			if c.err != nil {
				var e *Error
				if !errors.Is(err, c.err) || !errors.As(err, &e) || e.Op != "from net/url" || !u.IsZero() {
					t.Errorf("FromNetURL(%#v) = %q, %v; want %v from net/url", c.in, u.Href(), err, c.err)
				}
				return
			}
			if err != nil || u.Href() != c.want {
				t.Errorf("FromNetURL(%#v) = %q, %v; want %q", c.in, u.Href(), err, c.want)
			}
		})
	}
	_, err := FromNetURL(nil)
	var e *Error
	if !errors.As(err, &e) || e.Op != "from net/url" {
		t.Errorf("FromNetURL(nil) = %v", err)
	}
	if _, err := Parse("http://[fe80::1%25eth0]/"); err == nil {
		t.Error("Parse accepts an IPv6 zone")
	}
}

// netURLRoundTrips reports whether FromNetURL(u.NetURL()) == u should hold,
// by FromNetURL's documented exceptions, restated here: an empty non-null
// fragment; an empty host with an empty path; and a username, password or
// opaque host that is not what encoding its percent-decoding (with '%'
// itself and the set FromNetURL uses) gives.
func netURLRoundTrips(u URL) bool {
	if f, ok := u.Fragment(); ok && f == "" {
		return false
	}
	if u.HostKind() == EmptyHost && u.Pathname() == "" {
		return false
	}
	reencodes := func(s string, set byteClass) bool {
		return specEncode(specPercentDecode(s), union(set, oneOf("%"))) == s
	}
	if !reencodes(u.Username(), specUserinfoSet) || !reencodes(u.Password(), specUserinfoSet) {
		return false
	}
	if u.HostKind() == OpaqueHost && !reencodes(u.Hostname(), union(specC0ControlSet, specForbiddenHost)) {
		return false
	}
	return true
}

// checkNetURLRoundTrip checks NetURL and FromNetURL on u: no panic, the
// net/url value is consistent with u, and FromNetURL gives u back exactly
// when netURLRoundTrips says so.
func checkNetURLRoundTrip(t testing.TB, u URL) {
	t.Helper()
	nu := u.NetURL()
	_ = nu.String()
	if nu.Scheme != u.Scheme() {
		t.Errorf("NetURL(%q).Scheme = %q", u.Href(), nu.Scheme)
	}
	if q, ok := u.Query(); nu.RawQuery != q || nu.ForceQuery != (ok && q == "") {
		t.Errorf("NetURL(%q): RawQuery %q, ForceQuery %v", u.Href(), nu.RawQuery, nu.ForceQuery)
	}
	if !u.HasOpaquePath() && nu.EscapedPath() != u.Pathname() && nu.RawPath != u.Pathname() {
		t.Errorf("NetURL(%q): EscapedPath %q, RawPath %q, pathname %q", u.Href(), nu.EscapedPath(), nu.RawPath, u.Pathname())
	}
	if h := u.Hostname(); (u.HostKind() == IPv4Host || u.HostKind() == IPv6Host) && nu.Hostname() != strings.Trim(h, "[]") {
		t.Errorf("NetURL(%q).Hostname() = %q", u.Href(), nu.Hostname())
	}
	if nu.Port() != u.Port() {
		t.Errorf("NetURL(%q).Port() = %q", u.Href(), nu.Port())
	}
	v, err := FromNetURL(nu)
	if err != nil {
		t.Errorf("FromNetURL(NetURL(%q)): %v", u.Href(), err)
		return
	}
	if want := netURLRoundTrips(u); (v == u) != want {
		t.Errorf("FromNetURL(NetURL(%q)) = %q: round trip %v, want %v", u.Href(), v.Href(), v == u, want)
	}
}

// TestNetURLWPT runs checkNetURLRoundTrip on every URL of urltestdata.json
// and counts those that round-trip.
func TestNetURLWPT(t *testing.T) {
	data := readWPT(t, "urltestdata.json")
	var entries []json.RawMessage
	if err := json.Unmarshal(data, &entries); err != nil {
		t.Fatal(err)
	}
	n, roundTrips := 0, 0
	for _, e := range entries {
		var c struct {
			Href *string `json:"href"`
		}
		if e[0] != '{' || json.Unmarshal(e, &c) != nil || c.Href == nil {
			continue
		}
		u, err := Parse(*c.Href)
		if err != nil {
			t.Errorf("Parse(%q): %v", *c.Href, err)
			continue
		}
		n++
		if netURLRoundTrips(u) {
			roundTrips++
		}
		checkNetURLRoundTrip(t, u)
	}
	if n == 0 {
		t.Fatal("no URLs in urltestdata.json")
	}
	t.Logf("%d of %d URLs round-trip through NetURL and FromNetURL", roundTrips, n)
}
