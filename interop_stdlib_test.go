package whatwgurl

import (
	"database/sql"
	"database/sql/driver"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"log/slog"
	"net/netip"
	"net/url"
	"slices"
	"strings"
	"testing"
)

var (
	_ slog.LogValuer = URL{}
	_ fmt.GoStringer = URL{}
	_ driver.Valuer  = URL{}
	_ sql.Scanner    = (*URL)(nil)
	_ flag.Value     = (*URL)(nil)

	// github.com/google/go-cmp uses a method (T) Equal(T) bool.
	_ interface{ Equal(URL) bool } = URL{}
)

func TestURLEqualCompare(t *testing.T) {
	tests := []struct {
		name string
		a, b URL
		want int // Compare(a, b)
	}{
		{"same URL, different input", MustParse("HTTP://EXAMPLE.com:80/a/../b"), MustParse("http://example.com/b"), 0},
		{"fragments count", MustParse("https://x/#a"), MustParse("https://x/#b"), -1},
		{"empty fragment is not a null one", MustParse("https://x/#"), MustParse("https://x/"), +1},
		{"zero URLs", URL{}, URL{}, 0},
		{"zero URL first", URL{}, MustParse("a:"), -1},
		{"http before https", MustParse("https://a.example/"), MustParse("http://b.example/"), +1},
		{"ports as text", MustParse("http://x:10/"), MustParse("http://x:9/"), -1},
		{"empty and null query", MustParse("https://x/?"), MustParse("https://x/"), +1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.a.Compare(tt.b); got != tt.want {
				t.Errorf("Compare = %d, want %d", got, tt.want)
			}
			if got := tt.b.Compare(tt.a); got != -tt.want {
				t.Errorf("reversed Compare = %d, want %d", got, -tt.want)
			}
			if got := tt.a.Equal(tt.b); got != (tt.want == 0) || got != (tt.a == tt.b) || got != (tt.a.Href() == tt.b.Href()) {
				t.Errorf("Equal = %v; Compare %d, == %v", got, tt.want, tt.a == tt.b)
			}
		})
	}
}

// TestURLEqualCompareWPT checks on every URL of urltestdata.json that
// Equal is ==, and that sorting with Compare sorts the hrefs as strings.
func TestURLEqualCompareWPT(t *testing.T) {
	hrefs := wptHrefs(t)
	urls := make([]URL, 0, len(hrefs)+1)
	for _, h := range hrefs {
		urls = append(urls, MustParse(h))
	}
	urls = append(urls, URL{})
	for _, u := range urls {
		for _, v := range urls {
			eq := u.Equal(v)
			if eq != (u == v) || eq != (u.Compare(v) == 0) || u.Compare(v) != -v.Compare(u) {
				t.Fatalf("%q, %q: Equal %v, == %v, Compare %d and %d", u.Href(), v.Href(), eq, u == v, u.Compare(v), v.Compare(u))
			}
		}
	}
	slices.SortFunc(urls, URL.Compare)
	want := append(slices.Clone(hrefs), "")
	slices.Sort(want)
	for i, u := range urls {
		if u.Href() != want[i] {
			t.Fatalf("sorted[%d] = %q, want %q", i, u.Href(), want[i])
		}
	}
}

// wptHrefs returns the href of every success case of urltestdata.json.
func wptHrefs(t *testing.T) []string {
	t.Helper()
	data := readWPT(t, "urltestdata.json")
	var entries []json.RawMessage
	if err := json.Unmarshal(data, &entries); err != nil {
		t.Fatal(err)
	}
	var hrefs []string
	for _, e := range entries {
		var c struct {
			Href *string `json:"href"`
		}
		if e[0] == '{' && json.Unmarshal(e, &c) == nil && c.Href != nil {
			hrefs = append(hrefs, *c.Href)
		}
	}
	if len(hrefs) < 500 {
		t.Fatalf("only %d hrefs in urltestdata.json", len(hrefs))
	}
	return hrefs
}

func TestURLGoString(t *testing.T) {
	tests := []struct{ name, in, want string }{
		{"password", "https://user:pass@example.com/p", `whatwgurl.MustParse("https://user:xxxxx@example.com/p")`},
		{"no password", "https://user@example.com/", `whatwgurl.MustParse("https://user@example.com/")`},
		{"quotes", `sc:"x"`, `whatwgurl.MustParse("sc:\"x\"")`},
		{"zero", "", `whatwgurl.URL{}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var u URL
			if tt.in != "" {
				u = MustParse(tt.in)
			}
			if got := fmt.Sprintf("%#v", u); got != tt.want {
				t.Errorf("%%#v = %s, want %s", got, tt.want)
			}
			if got := fmt.Sprintf("%#v", &u); got != tt.want {
				t.Errorf("%%#v of a *URL = %s, want %s", got, tt.want)
			}
			// In a struct's exported field, fmt uses GoString too.
			type config struct{ Endpoint URL }
			if got, want := fmt.Sprintf("%#v", config{u}), "whatwgurl.config{Endpoint:"+tt.want+"}"; got != want {
				t.Errorf("%%#v of a struct = %s, want %s", got, want)
			}
		})
	}
	// %v and %s print String, the href, password included.
	u := MustParse("https://user:pass@example.com/")
	if got := fmt.Sprintf("%v %s", u, u); got != "https://user:pass@example.com/ https://user:pass@example.com/" {
		t.Errorf("%%v %%s = %q", got)
	}
}

func TestURLValueScan(t *testing.T) {
	u := MustParse("https://user:pass@münchen.example/a b")
	tests := []struct {
		name string
		src  any
		want URL
		err  error // nil: no error
	}{
		{"NULL", nil, URL{}, nil},
		{"string", u.Href(), u, nil},
		{"[]byte", []byte(u.Href()), u, nil},
		{"normalized", "HTTPS://user:pass@MÜNCHEN.example/a b", u, nil},
		{"empty string", "", URL{}, nil},
		{"empty []byte", []byte{}, URL{}, nil},
		{"not a URL", "example.com", URL{}, MissingSchemeNonRelativeURL},
		{"int64", int64(42), URL{}, errors.New("whatwgurl: scan: cannot store a int64 in a URL; want a string, []byte or NULL")},
		{"float64", 1.5, URL{}, errors.New("whatwgurl: scan: cannot store a float64 in a URL; want a string, []byte or NULL")},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			before := MustParse("https://before.example/")
			got := before
			err := got.Scan(tt.src)
			switch ve, isVE := tt.err.(ValidationError); {
			case tt.err == nil:
				if err != nil || got != tt.want {
					t.Errorf("Scan = %q, %v; want %q", got.Href(), err, tt.want.Href())
				}
			case isVE:
				var e *Error
				if !errors.Is(err, ve) || !errors.As(err, &e) || e.Op != "scan" || got != before {
					t.Errorf("Scan = %q, %v; want %v with op scan and no change", got.Href(), err, ve)
				}
			default:
				if err == nil || err.Error() != tt.err.Error() || got != before {
					t.Errorf("Scan = %q, %v; want %v and no change", got.Href(), err, tt.err)
				}
			}
		})
	}
	// Value: the href, or nil (NULL) for the zero URL.
	if v, err := u.Value(); err != nil || v != u.Href() {
		t.Errorf("Value = %#v, %v", v, err)
	}
	if v, err := (URL{}).Value(); err != nil || v != nil {
		t.Errorf("zero URL: Value = %#v, %v; want nil", v, err)
	}
	// Each value Value gives is one database/sql's converter accepts and
	// Scan reads back.
	for _, in := range []URL{u, {}} {
		v, err := driver.DefaultParameterConverter.ConvertValue(in)
		if err != nil {
			t.Fatalf("ConvertValue(%q): %v", in.Href(), err)
		}
		var back URL
		if err := back.Scan(v); err != nil || back != in {
			t.Errorf("Scan(Value(%q)) = %q, %v", in.Href(), back.Href(), err)
		}
	}
}

func TestURLSet(t *testing.T) {
	tests := []struct {
		name, in string
		want     string // "" with err nil: the zero URL
		err      ValidationError
	}{
		{"absolute", "HTTPS://EXAMPLE.com/a/../b", "https://example.com/b", 0},
		{"empty clears", "", "", 0},
		{"relative fails", "/path", "", MissingSchemeNonRelativeURL},
		{"bad host", "https://[::1/", "", IPv6Unclosed},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			before := MustParse("https://before.example/")
			u := before
			err := u.Set(tt.in)
			if tt.err != 0 {
				var e *Error
				if !errors.Is(err, tt.err) || !errors.As(err, &e) || u != before {
					t.Errorf("Set(%q) = %v, %q; want %v and no change", tt.in, err, u.Href(), tt.err)
				}
				return
			}
			if err != nil || u.Href() != tt.want {
				t.Errorf("Set(%q) = %v, %q; want %q", tt.in, err, u.Href(), tt.want)
			}
			// The same as UnmarshalText, which flag.TextVar uses.
			v := before
			if err := v.UnmarshalText([]byte(tt.in)); err != nil || v != u {
				t.Errorf("UnmarshalText(%q) = %v, %q", tt.in, err, v.Href())
			}
		})
	}
}

func TestLogValue(t *testing.T) {
	tests := []struct{ in, want string }{
		{"https://user:pass@example.com/p?q#f", "https://user:xxxxx@example.com/p?q#f"},
		{"https://user@example.com/", "https://user@example.com/"},
		{"", ""},
	}
	for _, tt := range tests {
		var u URL
		if tt.in != "" {
			u = MustParse(tt.in)
		}
		v := u.LogValue()
		if v.Kind() != slog.KindString || v.String() != tt.want {
			t.Errorf("%q: LogValue = %v %q, want string %q", tt.in, v.Kind(), v, tt.want)
		}
		if r := slog.AnyValue(u).Resolve(); r.String() != tt.want {
			t.Errorf("%q: AnyValue(u).Resolve() = %q, want %q", tt.in, r, tt.want)
		}
	}
}

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

func mustParseOpaqueHost(t testing.TB, s string) Host {
	t.Helper()
	h, err := ParseOpaqueHost(s)
	if err != nil {
		t.Fatal(err)
	}
	return h
}

func TestHostEqualCompare(t *testing.T) {
	tests := []struct {
		name string
		a, b Host
		want int // Compare(a, b)
	}{
		{"domain, different input", MustParseHost("EXAMPLE.com"), MustParseHost("example.com"), 0},
		{"IDNA", MustParseHost("münchen.example"), MustParseHost("xn--mnchen-3ya.example"), 0},
		{"IPv4 forms", MustParseHost("0x7f.1"), MustParseHost("127.0.0.1"), 0},
		{"IPv6 forms", MustParseHost("[0:0::1]"), MustParseHost("[::1]"), 0},
		{"trailing dot", MustParseHost("example.com"), MustParseHost("example.com."), -1},
		{"IPv4 by number", MustParseHost("9.0.0.0"), MustParseHost("10.0.0.0"), -1},
		{"IPv6 by number", MustParseHost("[::9]"), MustParseHost("[::10]"), -1},
		{"kinds: domain before IPv4", MustParseHost("zz"), MustParseHost("1.2.3.4"), -1},
		{"kinds: IPv4 before IPv6", MustParseHost("255.255.255.255"), MustParseHost("[::]"), -1},
		{"kinds: domain before opaque", MustParseHost("example.com"), mustParseOpaqueHost(t, "example.com"), -1},
		{"kinds: opaque before IPv4", mustParseOpaqueHost(t, "1.2.3.4"), MustParseHost("1.2.3.4"), -1},
		{"kinds: empty before domain", mustParseOpaqueHost(t, ""), MustParseHost("a"), -1},
		{"zero Host first", Host{}, mustParseOpaqueHost(t, ""), -1},
		{"zero Hosts", Host{}, Host{}, 0},
		{"opaque hosts keep case", mustParseOpaqueHost(t, "A"), mustParseOpaqueHost(t, "a"), -1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.a.Compare(tt.b); got != tt.want {
				t.Errorf("Compare(%v %q, %v %q) = %d, want %d", tt.a.Kind(), tt.a, tt.b.Kind(), tt.b, got, tt.want)
			}
			if got := tt.b.Compare(tt.a); got != -tt.want {
				t.Errorf("reversed Compare = %d, want %d", got, -tt.want)
			}
			if got := tt.a.Equal(tt.b); got != (tt.want == 0) || got != (tt.a == tt.b) {
				t.Errorf("Equal = %v; Compare %d, == %v", got, tt.want, tt.a == tt.b)
			}
		})
	}

	// A total order: on a set of hosts of every kind, Compare agrees with
	// netip.Addr.Compare on addresses of one kind, and with itself on
	// every triple.
	var hosts []Host
	for _, s := range []string{"a", "b.example", "example.com.", "xn--mnchen-3ya.example", "0", "1.2.3.4", "10.0.0.1", "9.255.255.255", "255.255.255.255", "[::]", "[::1]", "[::ffff:1.2.3.4]", "[1::]", "[fe80::1]"} {
		hosts = append(hosts, MustParseHost(s))
	}
	for _, s := range []string{"", "a", "A", "1.2.3.4", "x%41", "[::1]"} {
		hosts = append(hosts, mustParseOpaqueHost(t, s))
	}
	hosts = append(hosts, Host{})
	for _, a := range hosts {
		for _, b := range hosts {
			ab := a.Compare(b)
			if ab != -b.Compare(a) || (ab == 0) != (a == b) {
				t.Errorf("%v %q, %v %q: Compare %d, reversed %d, == %v", a.Kind(), a, b.Kind(), b, ab, b.Compare(a), a == b)
			}
			if a.Kind() == b.Kind() && (a.Kind() == IPv4Host || a.Kind() == IPv6Host) {
				if want := netip.MustParseAddr(strings.Trim(a.String(), "[]")).Compare(netip.MustParseAddr(strings.Trim(b.String(), "[]"))); ab != want {
					t.Errorf("%q, %q: Compare %d, netip says %d", a, b, ab, want)
				}
			}
			for _, c := range hosts {
				if ab <= 0 && b.Compare(c) <= 0 && a.Compare(c) > 0 {
					t.Errorf("not transitive: %q <= %q <= %q but %q > %q", a, b, c, a, c)
				}
			}
		}
	}
}
