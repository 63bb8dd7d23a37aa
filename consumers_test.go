package whatwgurl

// The standard library's interfaces through the packages that use them:
// encoding/json, log/slog, flag and encoding/gob. database/sql with a real
// driver and github.com/google/go-cmp are tested in the interoptest module,
// so that this module requires neither.

import (
	"bytes"
	"encoding/gob"
	"encoding/json"
	"errors"
	"flag"
	"io"
	"log/slog"
	"slices"
	"strings"
	"testing"
)

// jsonConfig holds each marshalled type as a value, a pointer, a slice and
// a map key.
type jsonConfig struct {
	Endpoint URL              `json:"endpoint"`
	Proxy    *URL             `json:"proxy,omitempty"`
	Unset    URL              `json:"unset"`
	Allow    []Host           `json:"allow"`
	Bind     Host             `json:"bind"`
	NoHost   Host             `json:"nohost"`
	Weights  map[Host]int     `json:"weights"`
	Links    map[URL]string   `json:"links"`
	Query    *SearchParams    `json:"query"`
	NoQuery  *SearchParams    `json:"noquery"`
	Queries  []*SearchParams  `json:"queries"`
	Optional *SearchParams    `json:"optional,omitempty"`
	Nested   map[string]*Host `json:"nested"`
}

func TestJSONConsumer(t *testing.T) {
	proxy := MustParse("http://[::1]:3128/")
	bind := MustParseHost("0x7f.1")
	in := jsonConfig{
		Endpoint: MustParse("https://user:pass@example.com/api?v=1"),
		Proxy:    &proxy,
		Allow: []Host{
			MustParseHost("EXAMPLE.com"), mustParseOpaqueHost(t, "Opaque"), mustParseOpaqueHost(t, ""),
			MustParseHost("[0::1]"), mustParseOpaqueHost(t, "10.0.0.1"),
		},
		Bind:    bind,
		Weights: map[Host]int{MustParseHost("a.example"): 1, mustParseOpaqueHost(t, "a.example"): 2},
		Links:   map[URL]string{MustParse("https://b.example/"): "b"},
		Query:   NewSearchParams([2]string{"q", "a b"}, [2]string{"q", "&"}),
		NoQuery: &SearchParams{},
		Queries: []*SearchParams{ParseSearchParams("x=1"), nil},
		Nested:  map[string]*Host{"h": &bind, "none": nil},
	}
	data, err := json.Marshal(in)
	if err != nil {
		t.Fatal(err)
	}
	const want = `{"endpoint":"https://user:pass@example.com/api?v=1","proxy":"http://[::1]:3128/","unset":"",` +
		`"allow":["example.com","opaque:Opaque","opaque:","[::1]","opaque:10.0.0.1"],"bind":"127.0.0.1","nohost":"",` +
		`"weights":{"a.example":1,"opaque:a.example":2},"links":{"https://b.example/":"b"},` +
		`"query":"q=a+b\u0026q=%26","noquery":"","queries":["x=1",null],"nested":{"h":"127.0.0.1","none":null}}`
	if string(data) != want {
		t.Fatalf("json.Marshal =\n%s\nwant\n%s", data, want)
	}
	var out jsonConfig
	if err := json.Unmarshal(data, &out); err != nil {
		t.Fatal(err)
	}
	if out.Endpoint != in.Endpoint || *out.Proxy != proxy || !out.Unset.IsZero() || !slices.Equal(out.Allow, in.Allow) ||
		out.Bind != bind || !out.NoHost.IsZero() || len(out.Weights) != 2 || out.Weights[mustParseOpaqueHost(t, "a.example")] != 2 ||
		out.Links[MustParse("https://b.example/")] != "b" || *out.Nested["h"] != bind || out.Nested["none"] != nil {
		t.Errorf("round trip: %+v", out)
	}
	if out.Query.String() != in.Query.String() || out.NoQuery.Len() != 0 || out.NoQuery == nil || len(out.Queries) != 2 ||
		out.Queries[0].Get("x") != "1" || out.Queries[1] != nil || out.Optional != nil {
		t.Errorf("round trip of SearchParams: %q %v %v %v", out.Query, out.NoQuery, out.Queries, out.Optional)
	}
	if got := pairsOf(out.Query); !slices.Equal(got, [][2]string{{"q", "a b"}, {"q", "&"}}) {
		t.Errorf("query pairs = %q", got)
	}

	errs := []struct {
		name, json string
		want       error
	}{
		{"bad URL", `{"endpoint":"https://[::1"}`, IPv6Unclosed},
		{"relative URL", `{"proxy":"/p"}`, MissingSchemeNonRelativeURL},
		{"bad host", `{"bind":"exa mple"}`, DomainToASCIIError},
		{"bad opaque host", `{"allow":["opaque:a<b"]}`, HostInvalidCodePoint},
		{"bad host as a key", `{"weights":{"[::1":1}}`, IPv6Unclosed},
	}
	for _, tt := range errs {
		t.Run(tt.name, func(t *testing.T) {
			var c jsonConfig
			if err := json.Unmarshal([]byte(tt.json), &c); !errors.Is(err, tt.want) {
				t.Errorf("json.Unmarshal(%s) = %v, want %v", tt.json, err, tt.want)
			}
		})
	}

	// A SearchParams held by value is marshalled only through a pointer
	// to its struct, as MarshalText's doc says; {} does not read back.
	type byValue struct{ Q SearchParams }
	v := byValue{Q: *ParseSearchParams("a=1")}
	if data, err := json.Marshal(&v); err != nil || string(data) != `{"Q":"a=1"}` {
		t.Errorf("json.Marshal(&v) = %s, %v", data, err)
	}
	if data, err := json.Marshal(v); err != nil || string(data) != `{"Q":{}}` {
		t.Errorf("json.Marshal(v) = %s, %v", data, err)
	}
	var back byValue
	if err := json.Unmarshal([]byte(`{"Q":{}}`), &back); err == nil {
		t.Errorf(`json.Unmarshal({"Q":{}}) did not fail`)
	}
}

// TestSlogConsumer logs URLs with a password through slog's text and JSON
// handlers: the password never reaches the output.
func TestSlogConsumer(t *testing.T) {
	u := MustParse("https://user:secret@example.com/p?q=1")
	noPass := MustParse("https://user@example.com/")
	tests := []struct {
		name     string
		log      func(*slog.Logger)
		text     string
		jsonLine string
	}{
		{
			name:     "attribute",
			log:      func(l *slog.Logger) { l.Info("fetch", "url", u) },
			text:     `level=INFO msg=fetch url="https://user:xxxxx@example.com/p?q=1"`,
			jsonLine: `{"level":"INFO","msg":"fetch","url":"https://user:xxxxx@example.com/p?q=1"}`,
		},
		{
			name:     "slog.Any of a pointer",
			log:      func(l *slog.Logger) { l.Info("fetch", slog.Any("url", &u)) },
			text:     `level=INFO msg=fetch url="https://user:xxxxx@example.com/p?q=1"`,
			jsonLine: `{"level":"INFO","msg":"fetch","url":"https://user:xxxxx@example.com/p?q=1"}`,
		},
		{
			name:     "With and Group",
			log:      func(l *slog.Logger) { l.With("base", u).Info("fetch", slog.Group("req", "url", u, "n", 1)) },
			text:     `level=INFO msg=fetch base="https://user:xxxxx@example.com/p?q=1" req.url="https://user:xxxxx@example.com/p?q=1" req.n=1`,
			jsonLine: `{"level":"INFO","msg":"fetch","base":"https://user:xxxxx@example.com/p?q=1","req":{"url":"https://user:xxxxx@example.com/p?q=1","n":1}}`,
		},
		{
			name:     "no password",
			log:      func(l *slog.Logger) { l.Info("fetch", "url", noPass) },
			text:     `level=INFO msg=fetch url=https://user@example.com/`,
			jsonLine: `{"level":"INFO","msg":"fetch","url":"https://user@example.com/"}`,
		},
		{
			name:     "zero URL",
			log:      func(l *slog.Logger) { l.Info("fetch", "url", URL{}) },
			text:     `level=INFO msg=fetch url=""`,
			jsonLine: `{"level":"INFO","msg":"fetch","url":""}`,
		},
	}
	noTime := &slog.HandlerOptions{ReplaceAttr: func(groups []string, a slog.Attr) slog.Attr {
		if len(groups) == 0 && a.Key == slog.TimeKey {
			return slog.Attr{}
		}
		return a
	}}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var text, js bytes.Buffer
			tt.log(slog.New(slog.NewTextHandler(&text, noTime)))
			tt.log(slog.New(slog.NewJSONHandler(&js, noTime)))
			if got := strings.TrimSuffix(text.String(), "\n"); got != tt.text {
				t.Errorf("TextHandler:\n got %s\nwant %s", got, tt.text)
			}
			if got := strings.TrimSuffix(js.String(), "\n"); got != tt.jsonLine {
				t.Errorf("JSONHandler:\n got %s\nwant %s", got, tt.jsonLine)
			}
			if strings.Contains(text.String()+js.String(), "secret") {
				t.Errorf("the password was logged")
			}
		})
	}
}

// TestSlogLimits pins what LogValue's doc says slog does not redact: a URL
// inside a value that the handler formats itself, and a nil *URL.
func TestSlogLimits(t *testing.T) {
	u := MustParse("https://user:secret@example.com/")
	type config struct{ URL URL }
	var text, js bytes.Buffer
	for _, l := range []*slog.Logger{slog.New(slog.NewTextHandler(&text, nil)), slog.New(slog.NewJSONHandler(&js, nil))} {
		l.Info("x", "config", config{u}, "list", []URL{u})
	}
	if got := strings.Count(text.String(), "user:secret@") + strings.Count(js.String(), "user:secret@"); got != 4 {
		t.Errorf("the password shows %d times in\n%s%s, want 4 (as the doc says)", got, &text, &js)
	}
	text.Reset()
	var p *URL
	slog.New(slog.NewTextHandler(&text, nil)).Info("x", "url", p)
	if !strings.Contains(text.String(), "LogValue panicked") {
		t.Errorf("a nil *URL logs as %q", &text)
	}
}

// TestFlagConsumer sets URL, Host and SearchParams flags with flag.Var and
// flag.TextVar.
func TestFlagConsumer(t *testing.T) {
	tests := []struct {
		name string
		args []string
		url  string // the -url flag's href; "" for the zero URL
		host string // the -host flag's text form
		qs   string // the -query flag's serialization
		err  error
	}{
		{"defaults", nil, "https://default.example/", "default.example", "a=1", nil},
		{"set", []string{"-url", "HTTPS://EXAMPLE.com/a/../b", "-host", "0x7f.1", "-query", "?x=1+2&y"},
			"https://example.com/b", "127.0.0.1", "x=1+2&y=", nil},
		{"cleared", []string{"-url=", "-host=", "-query="}, "", "", "", nil},
		{"opaque host", []string{"-host", "opaque:Sc-Host"}, "https://default.example/", "opaque:Sc-Host", "a=1", nil},
		{"bad URL", []string{"-url", "example.com"}, "https://default.example/", "default.example", "a=1", MissingSchemeNonRelativeURL},
		{"bad host", []string{"-host", "[::1"}, "https://default.example/", "default.example", "a=1", IPv6Unclosed},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fs := flag.NewFlagSet("test", flag.ContinueOnError)
			fs.SetOutput(io.Discard)
			u := MustParse("https://default.example/")
			fs.Var(&u, "url", "the `URL` to fetch")
			var h Host
			fs.TextVar(&h, "host", MustParseHost("DEFAULT.example"), "the `host` to allow")
			q := new(SearchParams)
			fs.TextVar(q, "query", ParseSearchParams("a=1"), "the `query`")
			err := fs.Parse(tt.args)
			if tt.err != nil {
				// The flag package formats the error with %v: errors.Is
				// cannot see through it.
				if err == nil || !strings.Contains(err.Error(), ": "+tt.err.Error()+": ") {
					t.Errorf("Parse(%q) = %v, want %v", tt.args, err, tt.err)
				}
			} else if err != nil {
				t.Fatalf("Parse(%q): %v", tt.args, err)
			}
			text, _ := h.MarshalText()
			if u.Href() != tt.url || string(text) != tt.host || q.String() != tt.qs {
				t.Errorf("-url %q -host %q -query %q; want %q %q %q", u.Href(), text, q, tt.url, tt.host, tt.qs)
			}
			if got := fs.Lookup("url").DefValue; got != "https://default.example/" {
				t.Errorf("-url default %q", got)
			}
		})
	}
	// The flag package prints the *Error, hint included.
	fs := flag.NewFlagSet("test", flag.ContinueOnError)
	var out bytes.Buffer
	fs.SetOutput(&out)
	var u URL
	fs.Var(&u, "url", "the `URL` to fetch")
	fs.Parse([]string{"-url", "example.com"})
	if want := `invalid value "example.com" for flag -url: whatwgurl: parse "example.com": missing-scheme-non-relative-URL: no scheme, and no base URL it could be relative to`; !strings.HasPrefix(out.String(), want) {
		t.Errorf("flag output %q, want it to start with %q", out.String(), want)
	}
}

// TestGobConsumer sends hosts of every kind, URLs and SearchParams through
// encoding/gob, which uses MarshalBinary.
func TestGobConsumer(t *testing.T) {
	type record struct {
		Hosts  []Host
		Host   Host
		Zero   Host
		ByKind map[Host]HostKind
		Link   URL
		Empty  URL
		Query  *SearchParams
		Links  []URL
	}
	in := record{
		Host:   mustParseOpaqueHost(t, "1.2.3.4"),
		ByKind: map[Host]HostKind{},
		Link:   MustParse("sc://h%C3%BCst/p?q#f"),
		Query:  NewSearchParams([2]string{"a", "b c"}, [2]string{"a", ""}),
		Links:  []URL{MustParse("file:///C:/x"), {}, MustParse("mailto:x@example.com")},
	}
	for _, tt := range hostTextCases {
		h, err := tt.host()
		if err != nil {
			t.Fatal(err)
		}
		in.Hosts = append(in.Hosts, h)
		in.ByKind[h] = h.Kind()
	}
	var buf bytes.Buffer
	if err := gob.NewEncoder(&buf).Encode(in); err != nil {
		t.Fatal(err)
	}
	var out record
	if err := gob.NewDecoder(&buf).Decode(&out); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(out.Hosts, in.Hosts) {
		t.Errorf("hosts: got %v, want %v", out.Hosts, in.Hosts)
	}
	for i, h := range out.Hosts {
		if h.Kind() != hostTextCases[i].kind {
			t.Errorf("%s: kind %v, want %v", hostTextCases[i].name, h.Kind(), hostTextCases[i].kind)
		}
	}
	if out.Host != in.Host || out.Host.Kind() != OpaqueHost || !out.Zero.IsZero() || len(out.ByKind) != len(in.ByKind) {
		t.Errorf("hosts: got %+v", out)
	}
	for h, k := range in.ByKind {
		if out.ByKind[h] != k {
			t.Errorf("map key %v %q lost", k, h)
		}
	}
	if out.Link != in.Link || !out.Empty.IsZero() || !slices.Equal(out.Links, in.Links) {
		t.Errorf("URLs: got %v %v %v", out.Link, out.Empty, out.Links)
	}
	if !slices.Equal(pairsOf(out.Query), [][2]string{{"a", "b c"}, {"a", ""}}) {
		t.Errorf("SearchParams: got %q", pairsOf(out.Query))
	}

	// A Host on its own, and a bad one that fails to decode.
	buf.Reset()
	if err := gob.NewEncoder(&buf).Encode(MustParseHost("[::1]")); err != nil {
		t.Fatal(err)
	}
	var h Host
	if err := gob.NewDecoder(&buf).Decode(&h); err != nil || h != MustParseHost("[::1]") {
		t.Errorf("gob Host: %v %q, %v", h.Kind(), h, err)
	}
	if err := h.UnmarshalBinary([]byte("opaque:a b")); !errors.Is(err, HostInvalidCodePoint) || h != MustParseHost("[::1]") {
		t.Errorf("UnmarshalBinary(bad) = %v, host %q", err, h)
	}
}
