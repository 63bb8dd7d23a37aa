package whatwgurl

import (
	"errors"
	"testing"
)

// TestStateOverride runs the basic URL parser with each state override the
// URL class's setters use, state by state: scheme start (protocol), host,
// hostname, port, path start (pathname), query (search) and fragment
// (hash). Each case exercises one step of its state; the expected href
// follows from the state's steps in url.bs and equals what whatwg-url
// 17.3.0's basicURLParse gives with the same url and state override. fail
// is true where the standard returns failure; the setter must then return
// an error (the host may still have been set when only the port failed).
// https://url.spec.whatwg.org/#basic-url-parser
func TestStateOverride(t *testing.T) {
	setters := map[string]func(*URL, string) error{
		"scheme start": (*URL).SetProtocol,
		"host":         (*URL).SetHost,
		"hostname":     (*URL).SetHostname,
		"port":         (*URL).SetPort,
		"path start":   (*URL).SetPathname,
		"query":        (*URL).SetSearch,
		"fragment":     (*URL).SetHash,
	}
	tests := []struct {
		state, url, value, want string
		fail                    bool
	}{
		{"scheme start", "http://example.com/", "https", "https://example.com/", false},
		{"scheme start", "http://example.com/", "HTTPS", "https://example.com/", false},
		{"scheme start", "http://example.com/", "sc", "http://example.com/", false},
		{"scheme start", "sc://example.com/", "http", "sc://example.com/", false},
		{"scheme start", "http://u@example.com/", "file", "http://u@example.com/", false},
		{"scheme start", "http://example.com:8080/", "file", "http://example.com:8080/", false},
		{"scheme start", "file:///x", "http", "file:///x", false},
		{"scheme start", "http://example.com:80/", "ws", "ws://example.com/", false},
		{"scheme start", "http://example.com:443/", "https", "https://example.com/", false},
		{"scheme start", "http://example.com/", "1http", "http://example.com/", true},
		{"scheme start", "http://example.com/", "ht tp", "http://example.com/", true},
		{"scheme start", "http://example.com/", "https:foo", "https://example.com/", false},
		{"host", "http://example.com/", "example.org:8080", "http://example.org:8080/", false},
		{"host", "http://example.com:8080/", "example.org", "http://example.org:8080/", false},
		{"host", "http://example.com/", ":8080", "http://example.com/", true},
		{"host", "http://example.com/", "", "http://example.com/", true},
		{"host", "sc://x/", "", "sc:///", false},
		{"host", "sc://u@x/", "", "sc://u@x/", true},
		{"host", "sc://x:1/", "", "sc://x:1/", true},
		{"host", "http://example.com/", "example.org/path", "http://example.org/", false},
		{"host", "http://example.com/", "example.org?q", "http://example.org/", false},
		{"host", "http://example.com/", "example.org#f", "http://example.org/", false},
		{"host", "http://example.com/", "example.org\\x", "http://example.org/", false},
		{"host", "sc://x/", "example.org\\x", "sc://x/", true},
		{"host", "http://example.com/", "[::1]:8080", "http://[::1]:8080/", false},
		{"host", "http://example.com/", "[::1", "http://example.com/", true},
		{"host", "http://example.com/", "EXAMPLE.org", "http://example.org/", false},
		{"host", "http://example.com/", "0x7f.1", "http://127.0.0.1/", false},
		{"host", "http://example.com/", "exa mple", "http://example.com/", true},
		{"host", "http://example.com/", "example.org:99999", "http://example.org/", true},
		{"host", "http://example.com/", "example.org:8x", "http://example.org:8/", false},
		{"host", "file:///x", "example.org", "file://example.org/x", false},
		{"host", "file://h/x", "localhost", "file:///x", false},
		{"host", "file://h/x", "", "file:///x", false},
		{"hostname", "http://example.com/", "example.org:8080", "http://example.com/", true},
		{"hostname", "http://example.com/", "example.org", "http://example.org/", false},
		{"port", "http://example.com/", "8080stuff", "http://example.com:8080/", false},
		{"port", "http://example.com/", "80", "http://example.com/", false},
		{"port", "http://example.com/", "abc", "http://example.com/", true},
		{"port", "http://example.com/", "65536", "http://example.com/", true},
		{"port", "http://example.com/", "0080", "http://example.com/", false},
		{"port", "https://example.com/", "0080", "https://example.com:80/", false},
		{"port", "http://example.com/", "8080/path", "http://example.com:8080/", false},
		{"port", "http://example.com/", "8080?q", "http://example.com:8080/", false},
		{"path start", "http://example.com/", "a/../b", "http://example.com/b", false},
		{"path start", "http://example.com/", "/a/./b", "http://example.com/a/b", false},
		{"path start", "http://example.com/", "\\a\\b", "http://example.com/a/b", false},
		{"path start", "sc://x/", "\\a", "sc://x/\\a", false},
		{"path start", "http://example.com/", "a?b#c", "http://example.com/a%3Fb%23c", false},
		{"path start", "sc:/x", "", "sc:/", false},
		{"path start", "sc://x/y", "", "sc://x", false},
		{"path start", "file:///y", "C|/x", "file:///C:/x", false},
		{"path start", "file:///y", "/C|/x/..", "file:///C:/", false},
		{"path start", "http://example.com/", "a b", "http://example.com/a%20b", false},
		{"query", "http://example.com/", "a b", "http://example.com/?a%20b", false},
		{"query", "http://example.com/", "a#b", "http://example.com/?a%23b", false},
		{"query", "http://example.com/", "'", "http://example.com/?%27", false},
		{"query", "sc://x/", "'", "sc://x/?'", false},
		{"fragment", "http://example.com/", "a b", "http://example.com/#a%20b", false},
		{"fragment", "http://example.com/", "a#b", "http://example.com/#a#b", false},
		{"fragment", "http://example.com/", "`", "http://example.com/#%60", false},
	}
	for _, tt := range tests {
		u := MustParse(tt.url)
		err := setters[tt.state](&u, tt.value)
		if u.Href() != tt.want {
			t.Errorf("%s state, url %q, value %q: href %q, want %q (error %v)", tt.state, tt.url, tt.value, u.Href(), tt.want, err)
		}
		if tt.fail && err == nil {
			t.Errorf("%s state, url %q, value %q: no error, want one (the standard returns failure)", tt.state, tt.url, tt.value)
		}
		if !tt.fail && tt.want != tt.url && err != nil {
			t.Errorf("%s state, url %q, value %q: error %v, but the value was applied", tt.state, tt.url, tt.value, err)
		}
	}
}

func TestErrorsName(t *testing.T) {
	tests := []struct {
		in   string
		want ValidationError
		name string
	}{
		{"https://[::1", IPv6Unclosed, "IPv6-unclosed"},
		{"foo://exa[mple.org", HostInvalidCodePoint, "host-invalid-code-point"},
		{"https://1.2.3.4.5/", IPv4TooManyParts, "IPv4-too-many-parts"},
		{"https://test.42", IPv4NonNumericPart, "IPv4-non-numeric-part"},
		{"https://example.org:70000", PortOutOfRange, "port-out-of-range"},
		{"https://example.org:7z", PortInvalid, "port-invalid"},
		{"https://#fragment", HostMissing, "host-missing"},
		{"https://user:pass@", HostMissing, "host-missing"},
		{"\U0001F4A9", MissingSchemeNonRelativeURL, "missing-scheme-non-relative-URL"},
		{"https://exa%23mple.org", DomainToASCIIError, "domain-to-ASCII"},
	}
	for _, tt := range tests {
		_, err := Parse(tt.in)
		if !errors.Is(err, tt.want) {
			t.Errorf("Parse(%q) error = %v, want %v", tt.in, err, tt.want)
			continue
		}
		if tt.want.Error() != tt.name {
			t.Errorf("%v.Error() = %q, want %q", tt.want, tt.want.Error(), tt.name)
		}
		var e *Error
		if !errors.As(err, &e) || e.Op != "parse" || e.Input != tt.in {
			t.Errorf("Parse(%q) error %#v is not an *Error for op parse", tt.in, err)
		}
	}
	_, err := Parse("https://[::1")
	if got, want := err.Error(), `whatwgurl: parse "https://[::1": IPv6-unclosed: an IPv6 address in '[' has no closing ']'`; got != want {
		t.Errorf("message %q, want %q", got, want)
	}
}
