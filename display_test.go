package whatwgurl

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/webstd/whatwgurl/internal/spoof"
)

// TestDisplay checks URL.Display (url.bs "URL rendering") and, for every
// URL without credentials, that Parse(u.Display()) == u.
func TestDisplay(t *testing.T) {
	tests := []struct{ name, in, want string }{
		// Hosts: domain to Unicode, the spoof check, errors.
		{"IDN", "https://xn--mnchen-3ya.de/", "https://münchen.de/"},
		{"IDN written in Unicode", "https://MÜNCHEN.de/a", "https://münchen.de/a"},
		{"IDN with port and trailing dot", "http://xn--mnchen-3ya.de.:8080/", "http://münchen.de.:8080/"},
		{"IDN TLD", "https://xn--p1ai/", "https://рф/"},
		{"whole-script confusable", "https://xn--80ak6aa92e.com/", "https://xn--80ak6aa92e.com/"},
		{"whole-script confusable written in Unicode", "https://аррӏе.com/", "https://xn--80ak6aa92e.com/"},
		{"whole-script confusable under its script's TLD", "https://xn--80ak6aa92e.xn--p1ai/", "https://аррӏе.рф/"},
		{"Cyrillic that is no confusable", "https://пример.com/", "https://пример.com/"},
		{"mixed Latin and Cyrillic", "https://pаypal.com/", "https://xn--pypal-4ve.com/"},
		{"one label kept in Punycode", "https://xn--80ak6aa92e.xn--mnchen-3ya.de/", "https://xn--80ak6aa92e.münchen.de/"},
		{"invalid Punycode", "https://xn--example-.com/", "https://xn--example-.com/"},
		{"invalid Punycode next to an IDN", "https://xn--example-.xn--mnchen-3ya.de/", "https://xn--example-.xn--mnchen-3ya.de/"},
		{"symbol", "https://☕.example/", "https://xn--53h.example/"},
		{"Japanese", "https://日本語.jp/", "https://日本語.jp/"},
		{"Latin and Han", "https://abc日本.com/", "https://abc日本.com/"},
		{"Latin and ideographic zero", "https://bank〇.com/", "https://xn--bank-jx3c.com/"},
		{"Latin with dotless i only", "https://ıd.com/", "https://xn--d-eka.com/"},
		// Bidi hosts: RTL labels are shown; a domain that breaks the bidi
		// rule (RFC 5893 section 2, rule 1: an LTR label of a bidi domain
		// name starts with an L code point) stays in ASCII.
		{"Arabic", "https://xn--mgbh0fb.xn--kgbechtv/", "https://مثال.إختبار/"},
		{"Hebrew under com", "https://xn--4dbrk0ce.com/", "https://ישראל.com/"},
		{"bidi rule", "https://1a.xn--mgbh0fb/", "https://1a.xn--mgbh0fb/"},
		// Other hosts as they are.
		{"IPv4", "http://0x7f.1/%C3%A9", "http://127.0.0.1/é"},
		{"IPv6", "http://[0::1]:81/", "http://[::1]:81/"},
		{"opaque host", "sc://%C3%A9.example/", "sc://%C3%A9.example/"},
		{"opaque host that looks like Punycode", "sc://xn--mnchen-3ya.de/", "sc://xn--mnchen-3ya.de/"},
		{"file", "file:///C:/%C3%A9t%C3%A9", "file:///C:/été"},
		{"file host", "file://xn--mnchen-3ya.de/x", "file://münchen.de/x"},
		// Credentials are hidden.
		{"username and password", "https://user:pass@example.com/", "https://example.com/"},
		{"username that looks like a host", "https://examplecorp.com@attacker.example/", "https://attacker.example/"},
		{"username only", "ftp://anonymous@ftp.example/", "ftp://ftp.example/"},
		{"password only", "https://:secret@example.com:8443/x", "https://example.com:8443/x"},
		{"credentials and IDN", "https://u:p@xn--mnchen-3ya.de/", "https://münchen.de/"},
		// Percent-encoded UTF-8 that is shown decoded.
		{"path", "https://example.com/caf%C3%A9", "https://example.com/café"},
		{"query", "https://example.com/?q=%E6%97%A5%E6%9C%AC", "https://example.com/?q=日本"},
		{"fragment", "https://example.com/#%D0%BF", "https://example.com/#п"},
		{"emoji", "https://example.com/%F0%9F%98%80", "https://example.com/😀"},
		{"Arabic path", "https://example.com/%D9%85%D8%AB%D8%A7%D9%84", "https://example.com/مثال"},
		{"combining mark after a letter", "https://example.com/e%CC%81", "https://example.com/e\u0301"},
		{"combining mark after a decoded letter", "https://example.com/%D0%B8%CC%86", "https://example.com/\u0438\u0306"},
		{"four combining marks", "https://example.com/a%CC%81%CC%82%CC%83%CC%84", "https://example.com/a\u0301\u0302\u0303\u0304"},
		{"katakana no, a letter", "https://example.com/%E3%83%8E%E3%83%BC%E3%83%88", "https://example.com/ノート"},
		{"opaque path", "mailto:%C3%A9@example.com", "mailto:é@example.com"},
		{"data", "data:,%E2%9C%93", "data:,✓"},
		{"non-special path after /.", "web+demo:/.//not-a-host/%C3%A9", "web+demo:/.//not-a-host/é"},
		{"non-special with host", "sc://h/%C3%A9?%C3%A9#%C3%A9", "sc://h/é?é#é"},
		// Percent-encoded bytes that stay encoded.
		{"ASCII", "https://example.com/%2F%3F%23%25%5C%20%41%2e", "https://example.com/%2F%3F%23%25%5C%20%41%2e"},
		{"backslash in a special query", "https://example.com/?a=%5C", "https://example.com/?a=%5C"},
		{"lower-case hex", "https://example.com/caf%c3%a9", "https://example.com/caf%c3%a9"},
		{"mixed-case hex", "https://example.com/caf%C3%a9", "https://example.com/caf%C3%a9"},
		{"not UTF-8", "https://example.com/%C3%28%FF%80", "https://example.com/%C3%28%FF%80"},
		{"truncated", "https://example.com/%E6%97", "https://example.com/%E6%97"},
		{"overlong", "https://example.com/%C0%AF", "https://example.com/%C0%AF"},
		{"surrogate", "https://example.com/%ED%A0%80", "https://example.com/%ED%A0%80"},
		{"right-to-left override", "https://example.com/%E2%80%AEfdp.exe", "https://example.com/%E2%80%AEfdp.exe"},
		{"left-to-right mark", "https://example.com/?%E2%80%8E", "https://example.com/?%E2%80%8E"},
		{"zero width space", "https://example.com/a%E2%80%8Bb", "https://example.com/a%E2%80%8Bb"},
		{"no-break space", "https://example.com/a%C2%A0b", "https://example.com/a%C2%A0b"},
		{"ideographic space", "https://example.com/%E3%80%80", "https://example.com/%E3%80%80"},
		{"C1 control", "https://example.com/%C2%85", "https://example.com/%C2%85"},
		{"byte order mark", "https://example.com/%EF%BB%BF", "https://example.com/%EF%BB%BF"},
		{"replacement character", "https://example.com/%EF%BF%BD", "https://example.com/%EF%BF%BD"},
		{"tag character", "https://example.com/%F3%A0%80%81", "https://example.com/%F3%A0%80%81"},
		{"private use", "https://example.com/%EE%80%80", "https://example.com/%EE%80%80"},
		{"lock", "https://example.com/%F0%9F%94%92secure", "https://example.com/%F0%9F%94%92secure"},
		{"fullwidth solidus", "https://example.com/a%EF%BC%8Fb", "https://example.com/a%EF%BC%8Fb"},
		{"fullwidth question mark", "https://example.com/a%EF%BC%9Fb=c", "https://example.com/a%EF%BC%9Fb=c"},
		{"division slash", "https://example.com/a%E2%88%95b", "https://example.com/a%E2%88%95b"},
		{"combining mark first", "https://example.com/%CC%81", "https://example.com/%CC%81"},
		{"combining mark after a slash", "https://example.com/a/%CC%B8", "https://example.com/a/%CC%B8"},
		{"combining mark after a kept sequence", "https://example.com/%E2%80%8B%CC%81", "https://example.com/%E2%80%8B%CC%81"},
		{"fifth combining mark", "https://example.com/a%CC%81%CC%82%CC%83%CC%84%CC%85", "https://example.com/a\u0301\u0302\u0303\u0304%CC%85"},
		{"percent sign alone", "https://example.com/%zz%", "https://example.com/%zz%"},
		{"nothing to change", "https://example.com/a?b#c", "https://example.com/a?b#c"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			u, err := Parse(tt.in)
			if err != nil {
				t.Fatal(err)
			}
			got := u.Display()
			if got != tt.want {
				t.Errorf("Display() = %q, want %q", got, tt.want)
			}
			if u.Username() != "" || u.Password() != "" {
				return
			}
			if v, err := Parse(got); err != nil || v != u {
				t.Errorf("Parse(%q) = %q, %v; want %q", got, v, err, u)
			}
		})
	}
	var zero URL
	if zero.Display() != "" {
		t.Error("the zero URL displays as something")
	}
}

func TestHostDisplay(t *testing.T) {
	tests := []struct{ name, host, want string }{
		{"domain", "xn--mnchen-3ya.de", "münchen.de"},
		{"ASCII", "EXAMPLE.com", "example.com"},
		{"confusable", "xn--80ak6aa92e.com", "xn--80ak6aa92e.com"},
		{"invalid", "xn--example-.com", "xn--example-.com"},
		{"empty labels", "a..xn--mnchen-3ya.de", "a..münchen.de"},
		{"IPv4", "0x7f.1", "127.0.0.1"},
		{"IPv6", "[::1]", "[::1]"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h, err := ParseHost(tt.host)
			if err != nil {
				t.Fatal(err)
			}
			if got := h.Display(); got != tt.want {
				t.Errorf("Display() = %q, want %q", got, tt.want)
			}
		})
	}
	h, err := ParseOpaqueHost("xn--mnchen-3ya.de")
	if err != nil || h.Display() != "xn--mnchen-3ya.de" {
		t.Errorf("an opaque host is shown as %q, %v", h.Display(), err)
	}
	if (Host{}).Display() != "" {
		t.Error("the zero Host is shown as something")
	}
}

// FuzzDisplay checks that Display never panics, gives valid UTF-8 without
// credentials, shows no code point that is hidden outside the host, and
// that Parse(u.Display()) == u for a URL without credentials.
func FuzzDisplay(f *testing.F) {
	for _, s := range []string{
		"https://xn--mnchen-3ya.de/caf%C3%A9?q=%E6%97%A5#%D0%BF",
		"https://u:p@xn--80ak6aa92e.com/%E2%80%AE",
		"https://xn--example-.xn--mnchen-3ya.de/",
		"https://1a.xn--mgbh0fb/%F0%9F%94%92",
		"web+demo:/.//x/%C3%A9%CC%81",
		"mailto:%C3%A9%2F",
		"file:///C:/%C3%A9",
		"sc://%C3%A9/%EF%BC%8F",
		"https://example.com/a%CC%81%CC%82%CC%83%CC%84%CC%85%CC%86",
		"blob:https://example.com/%C3%A9",
	} {
		f.Add(s)
	}
	f.Add("аррӏе.рф")
	f.Add("münchen")
	f.Fuzz(func(t *testing.T, s string) {
		// s as a URL, as a host (where random text rarely gets), and
		// percent-encoded in a path (where decoding gets to work).
		fuzzCheckDisplay(t, s)
		fuzzCheckDisplay(t, "https://"+s+".com/")
		fuzzCheckDisplay(t, "https://"+s+"/")
		fuzzCheckDisplay(t, "https://h/"+PercentEncode(s, ComponentSet)+"?"+PercentEncode(s, FormSet))
	})
}

func fuzzCheckDisplay(t *testing.T, s string) {
	t.Helper()
	u, err := Parse(s)
	if err != nil {
		return
	}
	d := u.Display()
	if !utf8.ValidString(d) {
		t.Fatalf("Display() = %q is not UTF-8", d)
	}
	host := u.ParsedHost().Display()
	for _, r := range d {
		if r < utf8.RuneSelf || strings.ContainsRune(host, r) {
			continue
		}
		if ok, _ := spoof.Decoded(r); !ok {
			t.Fatalf("Display() = %q shows %U", d, r)
		}
	}
	if u.Username() != "" || u.Password() != "" {
		// The display is that of the URL without them.
		v := u
		if err := v.SetUsername(""); err != nil {
			t.Fatal(err)
		}
		if err := v.SetPassword(""); err != nil {
			t.Fatal(err)
		}
		if got := v.Display(); got != d {
			t.Fatalf("Display() = %q with credentials, %q without", d, got)
		}
		return
	}
	v, err := Parse(d)
	if err != nil || v != u {
		t.Fatalf("Parse(%q) = %q, %v; want %q", d, v, err, u)
	}
}
