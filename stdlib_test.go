package whatwgurl

import (
	"database/sql"
	"database/sql/driver"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"log/slog"
	"slices"
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
