package httpurl

import (
	"bytes"
	"log/slog"
	"strings"
	"testing"

	"github.com/webstd/whatwgurl"
)

func TestRedact(t *testing.T) {
	for _, c := range []struct {
		in    string
		names []string
		want  string
	}{
		{"https://example.com/cb?state=1&code=abc", nil, "https://example.com/cb?state=1&code=xxxxx"},
		{"https://u:p@example.com/?token=SECRET&x=1#frag", nil, "https://u:xxxxx@example.com/?token=xxxxx&x=1#frag"},
		{"https://example.com/#access_token=abc&token_type=bearer", nil, "https://example.com/#access_token=xxxxx&token_type=bearer"},
		{"https://example.com/?API_KEY=1&api%5Fkey=2&api+key=3", nil, "https://example.com/?API_KEY=xxxxx&api%5Fkey=xxxxx&api+key=3"},
		{"https://s3.example/o?X-Amz-Signature=ab&X-Amz-Credential=cd&X-Amz-Date=1", nil, "https://s3.example/o?X-Amz-Signature=xxxxx&X-Amz-Credential=xxxxx&X-Amz-Date=1"},
		{"https://example.com/?sig=&sig&sig=a=b&&", nil, "https://example.com/?sig=&sig&sig=xxxxx&&"},
		{"https://example.com/?tokens=1&mytoken=2", nil, "https://example.com/?tokens=1&mytoken=2"},
		{"https://example.com/?", nil, "https://example.com/?"},
		{"https://example.com/#", nil, "https://example.com/#"},
		{"https://example.com/p", nil, "https://example.com/p"},
		{"https://example.com/?session=1&user=bob", []string{"user"}, "https://example.com/?session=1&user=xxxxx"},
		{"sc:opaque?token=1#token=2", nil, "sc:opaque?token=xxxxx#token=xxxxx"},
		{"https://example.com/?q=%F0%9F%98%80&token=%F0%9F%98%80", nil, "https://example.com/?q=%F0%9F%98%80&token=xxxxx"},
	} {
		u := whatwgurl.MustParse(c.in)
		if got := Redact(u, c.names...); got != c.want {
			t.Errorf("Redact(%q, %q) = %q, want %q", c.in, c.names, got, c.want)
		}
	}
	if got := Redact(whatwgurl.URL{}); got != "" {
		t.Errorf("Redact(zero) = %q", got)
	}
}

func TestRedactedURLSlog(t *testing.T) {
	var buf bytes.Buffer
	log := slog.New(slog.NewTextHandler(&buf, &slog.HandlerOptions{ReplaceAttr: func(_ []string, a slog.Attr) slog.Attr {
		if a.Key == slog.TimeKey {
			return slog.Attr{}
		}
		return a
	}}))
	u := whatwgurl.MustParse("https://u:pw@example.com/cb?code=SECRET&state=ok")
	log.Info("fetch", "url", RedactedURL{URL: u})
	if got, want := buf.String(), "level=INFO msg=fetch url=\"https://u:xxxxx@example.com/cb?code=xxxxx&state=ok\"\n"; got != want {
		t.Errorf("slog wrote %q, want %q", got, want)
	}
	if strings.Contains(RedactedURL{URL: u}.String(), "SECRET") {
		t.Error("String shows the secret")
	}
}

// FuzzRedact: Redact keeps every byte but the replaced values: with no
// secret names, it is the href with the password redacted.
func FuzzRedact(f *testing.F) {
	f.Add("https://u:p@example.com/?token=1&a=b#sig=2", "token")
	f.Add("sc:x?a=1&&=&b#c", "b")
	f.Fuzz(func(t *testing.T, in, name string) {
		u, err := whatwgurl.Parse(in)
		if err != nil {
			return
		}
		got := Redact(u, name)
		if name == "" {
			return
		}
		if none := Redact(u, "\x00never a parameter name\x00"); none != u.Redacted() {
			t.Fatalf("Redact(%q) with no matching name = %q, want %q", u.Href(), none, u.Redacted())
		}
		if strings.Count(got, "&") != strings.Count(u.Redacted(), "&") {
			t.Fatalf("Redact(%q, %q) = %q: parameters changed", u.Href(), name, got)
		}
	})
}
