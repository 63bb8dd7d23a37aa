package httpurl

// Redacting the secrets a URL carries, for logs.

import (
	"log/slog"
	"strings"

	"github.com/webstd/whatwgurl"
)

// SecretParams is the default list of query (and fragment) parameter
// names whose values Redact replaces: names used for credentials,
// signatures and session identifiers by OAuth 2.0 (RFC 6749: access_token,
// refresh_token, code, client_secret; OpenID Connect's id_token), AWS and
// Google Cloud signed URLs (X-Amz-Signature, X-Amz-Credential,
// X-Amz-Security-Token, X-Goog-Signature, X-Goog-Credential), Azure SAS
// (sig), and common API conventions. Names are compared ASCII
// case-insensitively after form-decoding, so "API_KEY" and "api%5Fkey"
// match "api_key".
var SecretParams = []string{
	"access_token", "api-key", "api_key", "apikey", "auth", "auth_token",
	"authorization", "client_secret", "code", "id_token", "key", "passwd",
	"password", "pwd", "refresh_token", "secret", "session", "session_id",
	"sessionid", "sid", "sig", "signature", "token",
	"x-amz-credential", "x-amz-security-token", "x-amz-signature",
	"x-goog-credential", "x-goog-signature",
}

// redactedValue replaces a secret, as whatwgurl.URL.Redacted and net/url's
// URL.Redacted replace a password.
const redactedValue = "xxxxx"

// Redact returns u's href with the password and the values of the named
// query and fragment parameters replaced by "xxxxx", every other byte
// kept: "https://u:xxxxx@example.com/cb?state=1&code=xxxxx#access_token=xxxxx".
// Without names, SecretParams is used. A parameter is a '&'-separated
// piece of the query or fragment; its name (before the first '=') is
// form-decoded ('+' is a space, percent-encoded bytes decoded) and compared
// ASCII case-insensitively; an empty value stays empty, and a piece
// without '=' is kept. The zero URL gives "".
func Redact(u whatwgurl.URL, names ...string) string {
	if len(names) == 0 {
		names = SecretParams
	}
	href := u.Redacted()
	query, hasQuery := u.RawQuery()
	fragment, hasFragment := u.Fragment()
	end := len(href)
	if hasFragment {
		end -= 1 + len(fragment)
	}
	if hasQuery {
		end -= 1 + len(query)
	}
	var b strings.Builder
	b.Grow(len(href))
	b.WriteString(href[:end])
	if hasQuery {
		b.WriteByte('?')
		redactParams(&b, query, names)
	}
	if hasFragment {
		b.WriteByte('#')
		redactParams(&b, fragment, names)
	}
	return b.String()
}

// redactParams writes s with the values of the named parameters replaced.
func redactParams(b *strings.Builder, s string, names []string) {
	for i := 0; ; i++ {
		piece, rest, more := strings.Cut(s, "&")
		if i > 0 {
			b.WriteByte('&')
		}
		name, value, hasValue := strings.Cut(piece, "=")
		if hasValue && value != "" && isSecretName(name, names) {
			b.WriteString(name)
			b.WriteString("=" + redactedValue)
		} else {
			b.WriteString(piece)
		}
		if !more {
			return
		}
		s = rest
	}
}

// isSecretName reports whether the form-encoded name is one of names.
// https://url.spec.whatwg.org/#concept-urlencoded-parser
func isSecretName(name string, names []string) bool {
	if strings.ContainsAny(name, "+%") {
		name = whatwgurl.PercentDecode(strings.ReplaceAll(name, "+", " "))
	}
	for _, n := range names {
		if strings.EqualFold(name, n) {
			return true
		}
	}
	return false
}

// RedactedURL is a URL to log: its String and its slog value are Redact's
// result. slog.Any("url", httpurl.RedactedURL{URL: u}) logs
// "https://example.com/cb?code=xxxxx" where slog.Any("url", u) would log
// the code.
type RedactedURL struct {
	URL   whatwgurl.URL
	Names []string // the parameters to redact; nil means SecretParams
}

// String returns Redact(r.URL, r.Names...).
func (r RedactedURL) String() string { return Redact(r.URL, r.Names...) }

// LogValue returns Redact(r.URL, r.Names...) as a string, implementing
// slog.LogValuer.
func (r RedactedURL) LogValue() slog.Value { return slog.StringValue(r.String()) }
