package whatwgurl

import (
	"bytes"
	"encoding"
	"encoding/gob"
	"encoding/json"
	"errors"
	"flag"
	"io"
	"slices"
	"strings"
	"testing"
)

var (
	_ encoding.TextAppender      = (*SearchParams)(nil)
	_ encoding.TextMarshaler     = (*SearchParams)(nil)
	_ encoding.TextUnmarshaler   = (*SearchParams)(nil)
	_ encoding.BinaryAppender    = (*SearchParams)(nil)
	_ encoding.BinaryMarshaler   = (*SearchParams)(nil)
	_ encoding.BinaryUnmarshaler = (*SearchParams)(nil)
)

func TestSearchParamsText(t *testing.T) {
	tests := []struct {
		name  string
		pairs [][2]string
		text  string
	}{
		{"empty", [][2]string{}, ""},
		{"form rules", [][2]string{{"a", "1"}, {"b", "x y"}, {"a", ""}}, "a=1&b=x+y&a="},
		{"empty pair", [][2]string{{"", ""}}, "="},
		{"delimiters in names and values", [][2]string{{"a&b=c", "d+e%f"}, {"?", "#"}}, "a%26b%3Dc=d%2Be%25f&%3F=%23"},
		{"not ASCII", [][2]string{{"ü", "€"}}, "%C3%BC=%E2%82%AC"},
		{"star and tilde", [][2]string{{"*", "~"}}, "*=%7E"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := NewSearchParams(tt.pairs...)
			if b, err := p.MarshalText(); err != nil || string(b) != tt.text {
				t.Errorf("MarshalText = %q, %v; want %q", b, err, tt.text)
			}
			if b, err := p.MarshalBinary(); err != nil || string(b) != tt.text {
				t.Errorf("MarshalBinary = %q, %v; want %q", b, err, tt.text)
			}
			if b, err := p.AppendText([]byte("q:")); err != nil || string(b) != "q:"+tt.text {
				t.Errorf("AppendText = %q, %v", b, err)
			}
			if b, err := p.AppendBinary([]byte("q:")); err != nil || string(b) != "q:"+tt.text {
				t.Errorf("AppendBinary = %q, %v", b, err)
			}
			q := NewSearchParams([2]string{"old", "pair"})
			if err := q.UnmarshalText([]byte(tt.text)); err != nil || !slices.Equal(pairsOf(q), tt.pairs) {
				t.Errorf("UnmarshalText(%q) = %q, %v; want %q", tt.text, pairsOf(q), err, tt.pairs)
			}
			q = NewSearchParams([2]string{"old", "pair"})
			if err := q.UnmarshalBinary([]byte("?" + tt.text)); err != nil || !slices.Equal(pairsOf(q), tt.pairs) {
				t.Errorf("UnmarshalBinary(%q) = %q, %v; want %q", "?"+tt.text, pairsOf(q), err, tt.pairs)
			}
		})
	}
	var nilParams *SearchParams
	if b, err := nilParams.MarshalText(); err != nil || len(b) != 0 {
		t.Errorf("nil: MarshalText = %q, %v", b, err)
	}
}

// TestSearchParamsTextWPT checks that the text form of each list of
// urlencoded-parser-data.json reads back as that list.
func TestSearchParamsTextWPT(t *testing.T) {
	var entries []json.RawMessage
	if err := json.Unmarshal(readWPT(t, "urlencoded-parser-data.json"), &entries); err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, raw := range entries {
		var c struct {
			Output [][2]string `json:"output"`
		}
		if raw[0] != '{' || json.Unmarshal(raw, &c) != nil || c.Output == nil {
			continue
		}
		n++
		text, _ := NewSearchParams(c.Output...).MarshalText()
		var p SearchParams
		if err := p.UnmarshalText(text); err != nil || !slices.Equal(pairsOf(&p), c.Output) {
			t.Errorf("%q: UnmarshalText(%q) = %q, %v", c.Output, text, pairsOf(&p), err)
		}
	}
	if n == 0 {
		t.Fatal("no cases in urlencoded-parser-data.json")
	}
}

var (
	_ encoding.TextAppender      = URL{}
	_ encoding.TextMarshaler     = URL{}
	_ encoding.TextUnmarshaler   = (*URL)(nil)
	_ encoding.BinaryAppender    = URL{}
	_ encoding.BinaryMarshaler   = URL{}
	_ encoding.BinaryUnmarshaler = (*URL)(nil)
)

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

func TestHostText(t *testing.T) {
	for _, tt := range hostTextCases {
		t.Run(tt.name, func(t *testing.T) {
			h, err := tt.host()
			if err != nil {
				t.Fatal(err)
			}
			if h.Kind() != tt.kind || h.IsZero() != (tt.kind == NoHost) {
				t.Fatalf("kind %v, IsZero %v; want %v", h.Kind(), h.IsZero(), tt.kind)
			}
			for name, marshal := range map[string]func() ([]byte, error){
				"MarshalText":   h.MarshalText,
				"MarshalBinary": h.MarshalBinary,
			} {
				if b, err := marshal(); err != nil || string(b) != tt.text {
					t.Errorf("%s = %q, %v; want %q", name, b, err, tt.text)
				}
			}
			for name, appendTo := range map[string]func([]byte) ([]byte, error){
				"AppendText":   h.AppendText,
				"AppendBinary": h.AppendBinary,
			} {
				if b, err := appendTo([]byte("x=")); err != nil || string(b) != "x="+tt.text {
					t.Errorf("%s = %q, %v; want %q", name, b, err, "x="+tt.text)
				}
			}
			for _, text := range []string{tt.text, tt.input} {
				if text == "" && tt.kind != NoHost {
					continue
				}
				g := MustParseHost("before.example")
				if err := g.UnmarshalText([]byte(text)); err != nil || g != h {
					t.Errorf("UnmarshalText(%q) = %v %q, %v; want %v %q", text, g.Kind(), g, err, h.Kind(), h)
				}
				g = MustParseHost("before.example")
				if err := g.UnmarshalBinary([]byte(text)); err != nil || g != h {
					t.Errorf("UnmarshalBinary(%q) = %v %q, %v", text, g.Kind(), g, err)
				}
			}
		})
	}
}

func TestHostUnmarshalTextErrors(t *testing.T) {
	tests := []struct {
		name, text string
		want       ValidationError
	}{
		{"space in a domain", "exa mple", DomainToASCIIError},
		{"forbidden in an opaque host", "opaque:a b", HostInvalidCodePoint},
		{"unclosed IPv6", "[::1", IPv6Unclosed},
		{"IPv4 out of range", "1.2.3.256", IPv4OutOfRangePart},
		{"no prefix means a domain", "Opaque:x", DomainToASCIIError},
		{"a URL is not a host", "https://example.com/", DomainToASCIIError},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			before := MustParseHost("before.example")
			h := before
			err := h.UnmarshalText([]byte(tt.text))
			var e *Error
			if !errors.Is(err, tt.want) || !errors.As(err, &e) || h != before {
				t.Errorf("UnmarshalText(%q) = %v, host %q; want %v and no change", tt.text, err, h, tt.want)
			}
		})
	}
}

// TestHostTextWPT takes the host of every URL of urltestdata.json as the
// host parser gives it (ParseHost for a special URL, ParseOpaqueHost for
// another and for the empty host), checks that it is the URL's host, and
// that its text form reads back as the same host.
func TestHostTextWPT(t *testing.T) {
	kinds := map[HostKind]int{}
	for _, href := range wptHrefs(t) {
		u := MustParse(href)
		if u.HostKind() == NoHost {
			continue
		}
		var h Host
		var err error
		if u.IsSpecial() && u.HostKind() != EmptyHost {
			h, err = ParseHost(u.Hostname())
		} else {
			h, err = ParseOpaqueHost(u.Hostname())
		}
		if err != nil || h.Kind() != u.HostKind() || h.String() != u.Hostname() {
			t.Errorf("%q: host %v %q, %v; want %v %q", href, h.Kind(), h, err, u.HostKind(), u.Hostname())
			continue
		}
		kinds[h.Kind()]++
		text, _ := h.MarshalText()
		var g Host
		if err := g.UnmarshalText(text); err != nil || g != h {
			t.Errorf("%q: UnmarshalText(%q) = %v %q, %v", href, text, g.Kind(), g, err)
		}
	}
	for _, k := range []HostKind{EmptyHost, DomainHost, OpaqueHost, IPv4Host, IPv6Host} {
		if kinds[k] == 0 {
			t.Errorf("no %v in urltestdata.json", k)
		}
	}
	t.Logf("hosts by kind: %v", kinds)
}

var (
	// github.com/google/go-cmp uses a method (T) Equal(T) bool.
	_ interface{ Equal(Host) bool } = Host{}

	_ encoding.TextAppender      = Host{}
	_ encoding.TextMarshaler     = Host{}
	_ encoding.TextUnmarshaler   = (*Host)(nil)
	_ encoding.BinaryAppender    = Host{}
	_ encoding.BinaryMarshaler   = Host{}
	_ encoding.BinaryUnmarshaler = (*Host)(nil)
)

// hostTextCases are hosts of every kind with their text form, as
// MarshalText documents it.
var hostTextCases = []struct {
	name  string
	host  func() (Host, error)
	kind  HostKind
	text  string
	input string // non-canonical text that reads as the same host, if any
}{
	{"zero", func() (Host, error) { return Host{}, nil }, NoHost, "", ""},
	{"empty", func() (Host, error) { return ParseOpaqueHost("") }, EmptyHost, "opaque:", ""},
	{"domain", func() (Host, error) { return ParseHost("EXAMPLE.com") }, DomainHost, "example.com", "EXAMPLE.com"},
	{"IDN", func() (Host, error) { return ParseHost("münchen.example") }, DomainHost, "xn--mnchen-3ya.example", "MÜNCHEN.example"},
	{"IPv4", func() (Host, error) { return ParseHost("0x7f.1") }, IPv4Host, "127.0.0.1", "0x7f.1"},
	{"IPv6", func() (Host, error) { return ParseHost("[0:0::1]") }, IPv6Host, "[::1]", "[0:0::1]"},
	{"IPv6 of an opaque parse", func() (Host, error) { return ParseOpaqueHost("[::1]") }, IPv6Host, "[::1]", "opaque:[::1]"},
	{"opaque", func() (Host, error) { return ParseOpaqueHost("EX%41mple") }, OpaqueHost, "opaque:EX%41mple", ""},
	{"opaque, as a domain would be", func() (Host, error) { return ParseOpaqueHost("example.com") }, OpaqueHost, "opaque:example.com", ""},
	{"opaque, as an IPv4 address would be", func() (Host, error) { return ParseOpaqueHost("1.2.3.4") }, OpaqueHost, "opaque:1.2.3.4", ""},
	{"opaque, not ASCII", func() (Host, error) { return ParseOpaqueHost("ü") }, OpaqueHost, "opaque:%C3%BC", "opaque:ü"},
}
