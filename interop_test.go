package whatwgurl

import (
	"bytes"
	"encoding"
	"encoding/gob"
	"encoding/json"
	"errors"
	"flag"
	"io"
	"net/url"
	"reflect"
	"strings"
	"testing"
)

var (
	_ encoding.TextAppender      = URL{}
	_ encoding.TextMarshaler     = URL{}
	_ encoding.TextUnmarshaler   = (*URL)(nil)
	_ encoding.BinaryAppender    = URL{}
	_ encoding.BinaryMarshaler   = URL{}
	_ encoding.BinaryUnmarshaler = (*URL)(nil)
)

func TestRedacted(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"https://user:pass@example.com/p?q#f", "https://user:xxxxx@example.com/p?q#f"},
		{"https://:pass@example.com/", "https://:xxxxx@example.com/"},
		{"https://us%20er:p%40ss@example.com:8080/", "https://us%20er:xxxxx@example.com:8080/"},
		{"https://user@example.com/", "https://user@example.com/"},
		{"https://example.com/", "https://example.com/"},
		{"sc://u:p@x", "sc://u:xxxxx@x"},
		{"mailto:user:pass@example.com", "mailto:user:pass@example.com"}, // an opaque path has no password
		{"file:///x", "file:///x"},
	} {
		u := MustParse(c.in)
		if got := u.Redacted(); got != c.want {
			t.Errorf("%q.Redacted() = %q, want %q", c.in, got, c.want)
		}
		// net/url agrees where it parses the URL the same way.
		if nu, err := url.Parse(c.in); err == nil && nu.Host != "" {
			if got := nu.Redacted(); got != c.want {
				t.Errorf("net/url: %q.Redacted() = %q, want %q", c.in, got, c.want)
			}
		}
	}
	if got := (URL{}).Redacted(); got != "" {
		t.Errorf("zero URL: Redacted() = %q", got)
	}
}

func TestTextMarshalling(t *testing.T) {
	u := MustParse("https://user:pass@example.com:8080/a b?q#f")
	text, err := u.MarshalText()
	if err != nil || string(text) != u.Href() {
		t.Errorf("MarshalText = %q, %v; want %q", text, err, u.Href())
	}
	b, err := u.AppendText([]byte("x="))
	if err != nil || string(b) != "x="+u.Href() {
		t.Errorf("AppendText = %q, %v", b, err)
	}
	var v URL
	if err := v.UnmarshalText(text); err != nil || v != u {
		t.Errorf("UnmarshalText(%q) = %v, %q", text, err, v.Href())
	}

	// "" <-> the zero URL.
	var zero URL
	if text, err := zero.MarshalText(); err != nil || len(text) != 0 {
		t.Errorf("zero URL: MarshalText = %q, %v", text, err)
	}
	if b, err := zero.AppendText([]byte("x")); err != nil || string(b) != "x" {
		t.Errorf("zero URL: AppendText = %q, %v", b, err)
	}
	v = u
	if err := v.UnmarshalText(nil); err != nil || !v.IsZero() {
		t.Errorf("UnmarshalText(empty) = %v, %q; want the zero URL", err, v.Href())
	}

	// Parsing normalizes, and fails as Parse does, leaving the URL alone.
	v = u
	if err := v.UnmarshalText([]byte("  HTTP://EXAMPLE.com:80/a/../b\t")); err != nil || v.Href() != "http://example.com/b" {
		t.Errorf("UnmarshalText = %v, %q", err, v.Href())
	}
	before := v
	err = v.UnmarshalText([]byte("/relative"))
	var e *Error
	if !errors.As(err, &e) || !errors.Is(err, MissingSchemeNonRelativeURL) || v != before {
		t.Errorf("UnmarshalText(/relative) = %v, %q; want an *Error and no change", err, v.Href())
	}
}

func TestJSON(t *testing.T) {
	type config struct {
		Endpoint URL  `json:"endpoint"`
		Fallback URL  `json:"fallback"`
		Proxy    *URL `json:"proxy,omitempty"`
	}
	proxy := MustParse("http://[::1]:3128/")
	in := config{Endpoint: MustParse("https://example.com/api?v=1"), Proxy: &proxy}
	data, err := json.Marshal(in)
	if err != nil {
		t.Fatal(err)
	}
	const want = `{"endpoint":"https://example.com/api?v=1","fallback":"","proxy":"http://[::1]:3128/"}`
	if string(data) != want {
		t.Errorf("json.Marshal = %s, want %s", data, want)
	}
	var out config
	if err := json.Unmarshal(data, &out); err != nil {
		t.Fatal(err)
	}
	if out.Endpoint != in.Endpoint || !out.Fallback.IsZero() || out.Proxy == nil || *out.Proxy != proxy {
		t.Errorf("round trip: %+v", out)
	}

	// Map keys use the text form too.
	m := map[URL]int{MustParse("https://a.example/"): 1}
	data, err = json.Marshal(m)
	if err != nil || string(data) != `{"https://a.example/":1}` {
		t.Errorf("json.Marshal(map) = %s, %v", data, err)
	}
	var m2 map[URL]int
	if err := json.Unmarshal([]byte(`{"HTTPS://A.EXAMPLE":1}`), &m2); err != nil || m2[MustParse("https://a.example/")] != 1 {
		t.Errorf("json.Unmarshal(map) = %v, %v", m2, err)
	}

	err = json.Unmarshal([]byte(`{"endpoint":"https://[::1"}`), &out)
	if !errors.Is(err, IPv6Unclosed) {
		t.Errorf("json.Unmarshal(bad URL) = %v, want IPv6-unclosed", err)
	}
}

func TestFlagTextVar(t *testing.T) {
	fs := flag.NewFlagSet("test", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	var u URL
	fs.TextVar(&u, "url", MustParse("https://default.example/"), "the `URL` to fetch")
	if u.Href() != "https://default.example/" {
		t.Errorf("default: %q", u.Href())
	}
	if err := fs.Parse([]string{"-url", "HTTPS://EXAMPLE.com/a/../b"}); err != nil {
		t.Fatal(err)
	}
	if u.Href() != "https://example.com/b" {
		t.Errorf("-url: %q", u.Href())
	}
	if got := fs.Lookup("url").Value.String(); got != "https://example.com/b" {
		t.Errorf("flag value String() = %q", got)
	}
	if err := fs.Parse([]string{"-url", "not a url"}); err == nil || !strings.Contains(err.Error(), "missing-scheme-non-relative-URL") {
		t.Errorf("-url 'not a url': %v", err)
	}
}

func TestGob(t *testing.T) {
	type record struct {
		Name string
		Link URL
		Zero URL
	}
	in := record{Name: "x", Link: MustParse("sc://h%C3%BCst/p?q#f")}
	var buf bytes.Buffer
	if err := gob.NewEncoder(&buf).Encode(in); err != nil {
		t.Fatal(err)
	}
	var out record
	if err := gob.NewDecoder(&buf).Decode(&out); err != nil {
		t.Fatal(err)
	}
	if out != in {
		t.Errorf("gob round trip: %+v, want %+v", out, in)
	}

	b, err := in.Link.AppendBinary([]byte("x"))
	if err != nil || string(b) != "x"+in.Link.Href() {
		t.Errorf("AppendBinary = %q, %v", b, err)
	}
	var u URL
	if err := u.UnmarshalBinary([]byte("https://[::1")); !errors.Is(err, IPv6Unclosed) || !u.IsZero() {
		t.Errorf("UnmarshalBinary(bad) = %v, %q", err, u.Href())
	}
}

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
