package whatwgurl

import (
	"encoding/json"
	"errors"
	"sync"
	"testing"
)

// TestOriginParts checks each part of URL.Origin against url.bs "Origin"
// and HTML's tuple origin: the scheme, the host as the URL holds it, and
// the port, null for the scheme's default.
func TestOriginParts(t *testing.T) {
	tests := []struct {
		name, in      string
		opaque        bool
		scheme, port  string
		host          string
		kind          HostKind
		serialization string
	}{
		{name: "https default port", in: "https://EXAMPLE.com:443/x?q#f", scheme: "https", host: "example.com", kind: DomainHost, serialization: "https://example.com"},
		{name: "http other port", in: "http://example.com:8080/", scheme: "http", host: "example.com", kind: DomainHost, port: "8080", serialization: "http://example.com:8080"},
		{name: "credentials left out", in: "https://user:pass@example.com:8443/", scheme: "https", host: "example.com", kind: DomainHost, port: "8443", serialization: "https://example.com:8443"},
		{name: "username only", in: "wss://user@h/", scheme: "wss", host: "h", kind: DomainHost, serialization: "wss://h"},
		{name: "ftp", in: "ftp://h:21/", scheme: "ftp", host: "h", kind: DomainHost, serialization: "ftp://h"},
		{name: "ws port 443 is not its default", in: "ws://h:443/", scheme: "ws", host: "h", kind: DomainHost, port: "443", serialization: "ws://h:443"},
		{name: "IPv4", in: "http://0x7f.1/", scheme: "http", host: "127.0.0.1", kind: IPv4Host, serialization: "http://127.0.0.1"},
		{name: "IPv6", in: "http://[0:0::1]:81/", scheme: "http", host: "[::1]", kind: IPv6Host, port: "81", serialization: "http://[::1]:81"},
		{name: "IDNA host in ASCII", in: "https://münchen.de/", scheme: "https", host: "xn--mnchen-3ya.de", kind: DomainHost, serialization: "https://xn--mnchen-3ya.de"},
		// url.bs's example: the origin of this blob URL is the tuple
		// origin ("https", "whatwg.org", null, null).
		{name: "blob https", in: "blob:https://whatwg.org/d0360e2f-caee-469f-9a2f-87d5b0456f6f", scheme: "https", host: "whatwg.org", kind: DomainHost, serialization: "https://whatwg.org"},
		{name: "blob http with port", in: "blob:http://h:8000/x?q#f", scheme: "http", host: "h", kind: DomainHost, port: "8000", serialization: "http://h:8000"},
		{name: "blob query is not path", in: "blob:sc:x?https://h/", opaque: true},
		{name: "blob file", in: "blob:file:///x", opaque: true},
		{name: "blob ftp", in: "blob:ftp://h/", opaque: true},
		{name: "blob ws", in: "blob:ws://h/", opaque: true},
		{name: "blob of blob", in: "blob:blob:https://h/", opaque: true},
		{name: "blob path not a URL", in: "blob:not a url", opaque: true},
		{name: "blob with a host", in: "blob://h/https://example.com/", opaque: true},
		{name: "file", in: "file:///etc/hosts", opaque: true},
		{name: "file with host", in: "file://h/x", opaque: true},
		{name: "data", in: "data:,x", opaque: true},
		{name: "javascript", in: "javascript:alert(1)", opaque: true},
		{name: "non-special with host", in: "sc://h:1/", opaque: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			o := MustParse(tt.in).Origin()
			if o.IsOpaque() != tt.opaque {
				t.Fatalf("IsOpaque() = %v, want %v", o.IsOpaque(), tt.opaque)
			}
			if tt.opaque {
				tt.serialization = "null"
			}
			if got := o.String(); got != tt.serialization {
				t.Errorf("String() = %q, want %q", got, tt.serialization)
			}
			if o.Scheme() != tt.scheme || o.Port() != tt.port {
				t.Errorf("Scheme() = %q, Port() = %q; want %q, %q", o.Scheme(), o.Port(), tt.scheme, tt.port)
			}
			wantHost := Host{kind: tt.kind, s: tt.host}
			if got := o.ParsedHost(); got != wantHost {
				t.Errorf("ParsedHost() = %v %q, want %v %q", got.Kind(), got, tt.kind, tt.host)
			}
			if got := o.Host(); got != wantHost { // deprecated alias
				t.Errorf("Host() = %v %q, want %v %q", got.Kind(), got, tt.kind, tt.host)
			}
		})
	}
}

// TestSameOrigin checks SameOrigin (and ==) on pairs of URLs.
// https://html.spec.whatwg.org/multipage/browsers.html#same-origin
func TestSameOrigin(t *testing.T) {
	tests := []struct {
		name, a, b string
		want       bool
	}{
		{"same URL", "https://example.com/a", "https://example.com/b?c#d", true},
		{"explicit default port", "https://example.com:443/", "https://example.com/", true},
		{"other port", "https://example.com:8443/", "https://example.com/", false},
		{"scheme differs", "http://example.com/", "https://example.com/", false},
		{"ws and http", "ws://example.com/", "http://example.com/", false},
		{"host case", "https://EXAMPLE.COM/", "https://example.com/", true},
		{"subdomain", "https://www.example.com/", "https://example.com/", false},
		{"trailing dot", "https://example.com./", "https://example.com/", false},
		{"credentials", "https://u:p@example.com/", "https://example.com/", true},
		{"IPv4 forms", "http://0x7f.0.0.1/", "http://127.1/", true},
		{"IPv4 and domain", "http://127.0.0.1/", "http://localhost/", false},
		{"IPv6 forms", "http://[0:0:0:0:0:0:0:1]/", "http://[::1]/", true},
		{"IPv4-mapped IPv6", "http://[::ffff:127.0.0.1]/", "http://127.0.0.1/", false},
		{"IDNA", "https://münchen.de/", "https://xn--mnchen-3ya.de/", true},
		{"IDNA mapping", "https://MÜNCHEN.de/", "https://münchen.de/", true},
		{"blob and its path URL", "blob:https://example.com/uuid", "https://example.com/", true},
		{"blob and another port", "blob:https://example.com:8443/uuid", "https://example.com/", false},
		{"two blobs", "blob:http://h/1", "blob:http://h/2", true},
		{"blob file and file", "blob:file:///x", "file:///x", false},
		{"data with itself", "data:,x", "data:,x", false},
		{"file with itself", "file:///x", "file:///x", false},
		{"non-special with itself", "sc://h/", "sc://h/", false},
		{"blob ftp with ftp", "blob:ftp://h/", "ftp://h/", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a, b := MustParse(tt.a).Origin(), MustParse(tt.b).Origin()
			if got := a.SameOrigin(b); got != tt.want {
				t.Errorf("SameOrigin(%q, %q) = %v, want %v", a, b, got, tt.want)
			}
			if got := b.SameOrigin(a); got != tt.want {
				t.Errorf("SameOrigin is not symmetric")
			}
			if (a == b) != tt.want {
				t.Errorf("== disagrees with SameOrigin")
			}
		})
	}
}

// TestOpaqueOriginsDistinct checks that every opaque origin is equal to
// itself only, including ones made at the same time on other goroutines.
func TestOpaqueOriginsDistinct(t *testing.T) {
	inputs := []string{"data:,x", "file:///x", "sc://h/", "blob:file:///x", "blob:ftp://h/", "javascript:0", "data:,x"}
	var mu sync.Mutex
	var all []Origin
	var wg sync.WaitGroup
	for range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var mine []Origin
			for range 25 {
				for _, in := range inputs {
					mine = append(mine, MustParse(in).Origin())
				}
				o, err := ParseOrigin("null")
				if err != nil {
					t.Error(err)
					return
				}
				mine = append(mine, o)
			}
			mu.Lock()
			all = append(all, mine...)
			mu.Unlock()
		}()
	}
	wg.Wait()
	all = append(all, Origin{})
	seen := make(map[Origin]bool, len(all))
	for _, o := range all {
		if !o.IsOpaque() || o.String() != "null" {
			t.Fatalf("%q is not opaque", o)
		}
		if seen[o] {
			t.Fatalf("two opaque origins are equal: %+v", o)
		}
		seen[o] = true
		if c := o; !c.SameOrigin(o) {
			t.Fatal("an opaque origin is not the same origin as a copy of itself")
		}
		if o.SameOrigin(MustParse("https://example.com/").Origin()) {
			t.Fatal("an opaque origin is the same as a tuple origin")
		}
	}
	u := MustParse("data:,x")
	if u.Origin().SameOrigin(u.Origin()) {
		t.Error("a data: URL is the same origin as itself")
	}
}

func TestParseOrigin(t *testing.T) {
	tests := []struct {
		name, in string
		ok       bool
	}{
		{"https", "https://example.com", true},
		{"port", "http://example.com:8080", true},
		{"IPv6", "http://[::1]:8080", true},
		{"IPv4", "http://127.0.0.1", true},
		{"punycode", "https://xn--mnchen-3ya.de", true},
		{"ws", "ws://h", true},
		{"null", "null", true},
		{"empty", "", false},
		{"NULL", "NULL", false},
		{"trailing slash", "https://example.com/", false},
		{"path", "https://example.com/x", false},
		{"upper case", "HTTPS://example.com", false},
		{"upper-case host", "https://Example.com", false},
		{"default port", "https://example.com:443", false},
		{"unicode host", "https://münchen.de", false},
		{"credentials", "https://u@example.com", false},
		{"query", "https://example.com?", false},
		{"opaque scheme", "file:///", false},
		{"data", "data:,x", false},
		{"blob", "blob:https://example.com", false},
		{"IPv4 not canonical", "http://0x7f.1", false},
		{"IPv6 not canonical", "http://[0::1]", false},
		{"not a URL", "https://[::1", false},
		{"relative", "//example.com", false},
		{"spaces", " https://example.com", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			o, err := ParseOrigin(tt.in)
			if (err == nil) != tt.ok {
				t.Fatalf("ParseOrigin(%q) error = %v, want ok %v", tt.in, err, tt.ok)
			}
			if err != nil {
				var e *Error
				if !errors.As(err, &e) || e.Op != "parse origin" || e.Input != tt.in {
					t.Errorf("error %#v is not an *Error for this input", err)
				}
				return
			}
			if o.String() != tt.in {
				t.Errorf("String() = %q, want %q", o, tt.in)
			}
			if tt.in != "null" && o != MustParse(tt.in).Origin() {
				t.Errorf("ParseOrigin(%q) is not the origin of the URL %q", tt.in, tt.in)
			}
		})
	}
	if _, err := ParseOrigin("https://[::1"); !errors.Is(err, IPv6Unclosed) {
		t.Errorf("ParseOrigin of a bad URL: %v, want it to wrap IPv6-unclosed", err)
	}
}

func TestOriginText(t *testing.T) {
	type config struct {
		Allowed []Origin `json:"allowed"`
	}
	in := `{"allowed":["https://example.com","http://[::1]:8080","null"]}`
	var c config
	if err := json.Unmarshal([]byte(in), &c); err != nil {
		t.Fatal(err)
	}
	if len(c.Allowed) != 3 {
		t.Fatalf("got %d origins", len(c.Allowed))
	}
	if c.Allowed[0] != MustParse("https://example.com/x").Origin() || c.Allowed[1] != MustParse("http://[::1]:8080/").Origin() {
		t.Errorf("decoded %q, %q", c.Allowed[0], c.Allowed[1])
	}
	if !c.Allowed[2].IsOpaque() || c.Allowed[2] == MustParse("data:,x").Origin() {
		t.Error(`"null" decoded to an origin that matches a data: URL`)
	}
	out, err := json.Marshal(c)
	if err != nil {
		t.Fatal(err)
	}
	if string(out) != in {
		t.Errorf("json.Marshal = %s, want %s", out, in)
	}
	var o Origin
	if err := o.UnmarshalText([]byte("https://example.com/")); err == nil {
		t.Error("UnmarshalText accepted a URL with a path")
	}
	if o != (Origin{}) {
		t.Error("UnmarshalText changed the origin on failure")
	}
	b, _ := MustParse("https://h:1/").Origin().AppendText([]byte("x="))
	if string(b) != "x=https://h:1" {
		t.Errorf("AppendText = %q", b)
	}
}

func TestParsedHost(t *testing.T) {
	tests := []struct {
		name, in string
		kind     HostKind
		host     string
	}{
		{"domain", "https://EXAMPLE.com/", DomainHost, "example.com"},
		{"opaque host stays opaque", "sc://EX%41MPLE/", OpaqueHost, "EX%41MPLE"},
		{"opaque host with upper case", "sc://Example/", OpaqueHost, "Example"},
		{"empty", "file:///x", EmptyHost, ""},
		{"null", "mailto:x", NoHost, ""},
		{"IPv4", "http://0x7f.1/", IPv4Host, "127.0.0.1"},
		{"IPv6", "sc://[0::1]/", IPv6Host, "[::1]"},
		{"after credentials and before port", "http://u:p@h:81/", DomainHost, "h"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := MustParse(tt.in).ParsedHost()
			if h.Kind() != tt.kind || h.String() != tt.host {
				t.Errorf("ParsedHost() = %v %q, want %v %q", h.Kind(), h, tt.kind, tt.host)
			}
		})
	}
	// A special URL's host is what ParseHost gives for it.
	u := MustParse("http://0x7F.1/")
	if h, err := ParseHost("0x7F.1"); err != nil || h != u.ParsedHost() {
		t.Errorf("ParseHost = %v, %v; ParsedHost = %v", h, err, u.ParsedHost())
	}
}
