package whatwgurl

import (
	"errors"
	"strings"
	"testing"
	"unicode"
)

// fixUpCases: want is FixUp's result ("" when it fails, with wantErr the
// reason when it matters); parse is what Parse gives for the same input
// ("" for failure), observed with Node.js 20's WHATWG URL (new URL(in)),
// to show how the two differ. Unless a case says otherwise, want is the
// browser's result for the default scheme "http":
//   - chromium: components/url_formatter/url_fixer_unittest.cc, fixup_cases
//     and FixupFile (POSIX and Windows lists);
//   - firefox: docshell/test/unit/test_URIFixup_info.js, fixedURI
//     (keywordLookup without fixedURI: the text went to a search engine).
//
// differs names a browser whose answer FixUp does not give, and why.
var fixUpCases = []struct {
	in, want, parse string
	wantErr         error
	source, differs string
}{
	// Rule 1: white space.
	{in: "www.google.com", want: "http://www.google.com/", source: "chromium"},
	{in: " www.google.com     ", want: "http://www.google.com/", source: "chromium"},
	{in: " \u00a0 www.google.com", want: "http://www.google.com/", source: "chromium SegmentURL: U+00A0 is trimmed"},
	{in: " foo.com/asdf  bar", want: "http://foo.com/asdf%20%20bar", source: "chromium"},
	{in: " \t mozilla.org/\t \t ", want: "http://mozilla.org/", source: "firefox"},

	// Rule 2: file paths.
	{in: "/A%20non-existent file.txt", want: "file:///A%2520non-existent%20file.txt", source: "chromium FixupFile POSIX"},
	{in: "/", want: "file:///", source: "chromium FixupFile POSIX"},
	{in: `C:\Non-existent%20file.txt`, want: "file:///C:/Non-existent%2520file.txt", parse: `c:\Non-existent%20file.txt`, source: "chromium FixupFile Windows"},
	{in: `c:\x`, want: "file:///c:/x", parse: `c:\x`, differs: "chromium upper-cases the drive letter (file:///C:/x); FromFilePath keeps every byte of a path"},
	{in: `\\NonexistentHost\foo\bar.txt`, want: "file://nonexistenthost/foo/bar.txt", source: "chromium FixupFile Windows"},
	{in: "/foo/./bar.txt", want: "file:///foo/bar.txt", source: "FromFilePath: Node.js url.pathToFileURL"},
	{in: "/a/../b", wantErr: errFileDotSegment, source: "FromFilePath refuses '..' (symbolic links)", differs: "chromium resolves it"},
	{in: "~/bar", wantErr: errFixUpHome, source: "no file system access", differs: "chromium reads ~ as the home directory (file:///home/.../bar)"},

	// Rule 3: scheme typos.
	{in: "http;//www.google.com/", want: "http://www.google.com/", source: "chromium"},
	{in: "http;www.google.com/", want: "http://www.google.com/", source: "chromium"},
	{in: "http;/www.google.com/", want: "http://www.google.com/", source: "chromium"},
	{in: "whatsup;//fool", want: "http://whatsup;//fool", source: "chromium: ';' after a scheme that is not special stays"},

	// Rule 4: a scheme the standard knows, or followed by "//".
	{in: "file:///C:/foo/bar", want: "file:///C:/foo/bar", parse: "file:///C:/foo/bar", source: "chromium FixupFile Windows"},
	{in: "user:passwd@www.google.com:8080/", want: "user:passwd@www.google.com:8080/", parse: "user:passwd@www.google.com:8080/", source: "chromium"},
	{in: "http://host.com:ninety-two/", wantErr: PortInvalid, source: "the URL Standard", differs: "chromium keeps it as an invalid URL"},
	{in: "https://sub.www..mozilla...org/", want: "https://sub.www..mozilla...org/", parse: "https://sub.www..mozilla...org/", source: "the URL Standard", differs: "firefox removes the empty labels"},
	{in: "sc://host", want: "sc://host", parse: "sc://host", source: "the URL Standard"},
	{in: "javascript:alert(1)", want: "javascript:alert(1)", parse: "javascript:alert(1)", source: "the URL Standard"},
	{in: "mailto:123", want: "mailto:123", parse: "mailto:123", source: "the URL Standard"},
	{in: "about:blank", want: "about:blank", parse: "about:blank", source: "chromium"},

	// Rule 5: host and port, only with a valid port.
	{in: "google.com:123", want: "http://google.com:123/", parse: "google.com:123", source: "chromium"},
	{in: "www:123", want: "http://www:123/", parse: "www:123", source: "chromium"},
	{in: "   www:123", want: "http://www:123/", parse: "www:123", source: "chromium"},
	{in: "www.google.com:123?foo#bar", want: "http://www.google.com:123/?foo#bar", parse: "www.google.com:123?foo#bar", source: "chromium"},
	{in: "host:123", want: "http://host:123/", parse: "host:123", source: "chromium"},
	{in: "host:80", want: "http://host/", parse: "host:80", source: "chromium: the default port is removed"},
	{in: "host:9999", want: "http://host:9999/", parse: "host:9999", source: "chromium"},
	{in: "host:00009999", want: "http://host:9999/", parse: "host:00009999", source: "chromium: leading zeros are removed"},
	{in: "host:0", want: "http://host:0/", parse: "host:0", source: "chromium"},
	{in: "host:65535", want: "http://host:65535/", parse: "host:65535", source: "chromium"},
	{in: "host:-1", want: "host:-1", parse: "host:-1", source: "chromium"},
	{in: "host:65536", want: "host:65536", parse: "host:65536", source: "chromium"},
	{in: "host:18446744073709551619", want: "host:18446744073709551619", parse: "host:18446744073709551619", source: "chromium"},
	{in: "host:", want: "host:", parse: "host:", source: "chromium"},
	{in: "host: 123", want: "host: 123", parse: "host: 123", source: "chromium"},
	{in: "host:+123", want: "host:+123", parse: "host:+123", source: "chromium"},
	{in: "host:1.23", want: "host:1.23", parse: "host:1.23", source: "chromium"},
	{in: "host:x", want: "host:x", parse: "host:x", source: "chromium"},
	{in: "tel:12345678901", want: "tel:12345678901", parse: "tel:12345678901", source: "chromium"},
	{in: "tel:123-456-78901", want: "tel:123-456-78901", parse: "tel:123-456-78901", source: "chromium"},
	{in: "localhost:8080", want: "http://localhost:8080/", parse: "localhost:8080", source: "firefox"},
	{in: "plonk:8080?test", want: "http://plonk:8080/?test", parse: "plonk:8080?test", source: "firefox"},
	{in: "plonk:8080#test", want: "http://plonk:8080/#test", parse: "plonk:8080#test", source: "firefox"},

	// Rule 6: no scheme.
	{in: "www.google.com?foo", want: "http://www.google.com/?foo", source: "chromium"},
	{in: "www.google.com#foo", want: "http://www.google.com/#foo", source: "chromium"},
	{in: "www.google.com?", want: "http://www.google.com/?", source: "chromium"},
	{in: "www.google.com#", want: "http://www.google.com/#", source: "chromium"},
	{in: "user@www.google.com", want: "http://user@www.google.com/", source: "chromium"},
	{in: "\u6c34.com", want: "http://xn--1rw.com/", source: "chromium"},
	{in: "café.com", want: "http://xn--caf-dma.com/", source: "firefox"},
	{in: "[2001:db8::2]", want: "http://[2001:db8::2]/", source: "chromium"},
	{in: "[::]:80", want: "http://[::]/", source: "chromium"},
	{in: "[::]:80/path", want: "http://[::]/path", source: "chromium"},
	{in: "[::]:180/path", want: "http://[::]:180/path", source: "chromium"},
	{in: "[::1]", want: "http://[::1]/", source: "firefox"},
	{in: "[::1]:8000", want: "http://[::1]:8000/", source: "firefox"},
	{in: "[64:ff9b::8.8.8.8]/~moz", want: "http://[64:ff9b::808:808]/~moz", source: "firefox"},
	{in: "127.0.0.1", want: "http://127.0.0.1/", source: "firefox"},
	{in: "1.2.3.4:8000/foo", want: "http://1.2.3.4:8000/foo", source: "firefox"},
	{in: "1.2.3", want: "http://1.2.0.3/", source: "firefox"},
	{in: "1234", want: "http://0.0.4.210/", source: "firefox"},
	{in: "32.7", want: "http://32.0.0.7/", source: "firefox"},
	{in: "5/2", want: "http://0.0.0.5/2", source: "firefox"},
	{in: "mozilla", want: "http://mozilla/", source: "firefox"},
	{in: "localhost", want: "http://localhost/", source: "firefox"},
	{in: "mozilla.com?q=search", want: "http://mozilla.com/?q=search", source: "firefox"},
	{in: "plonk/ #", want: "http://plonk/%20#", source: "firefox"},
	{in: "mozilla/ test /", want: "http://mozilla/%20test%20/", source: "firefox"},
	{in: "mozilla is amazing", wantErr: ErrLooksLikeSearch, source: "firefox: keyword lookup"},
	{in: "search ?mozilla", wantErr: ErrLooksLikeSearch, source: "firefox: keyword lookup"},
	{in: "london's map", wantErr: ErrLooksLikeSearch, source: "firefox: keyword lookup"},
	{in: "what if firefox?", wantErr: ErrLooksLikeSearch, source: "firefox: keyword lookup"},
	{in: "mozilla /test/", wantErr: ErrLooksLikeSearch, source: "firefox: keyword lookup"},
	{in: "mozilla .com", wantErr: DomainToASCIIError, source: "firefox: keyword lookup; here the host parser refuses the space"},
	{in: "[::1][::1]", wantErr: IPv6InvalidCodePoint, source: "firefox: keyword lookup; here the IPv6 parser refuses it"},
	{in: "::1", wantErr: HostMissing, source: "the URL Standard", differs: "chromium gives http://:1/, an invalid URL"},
	{in: "", wantErr: errFixUpEmpty, source: "firefox: keyword lookup"},
	{in: " \t ", wantErr: errFixUpEmpty, source: "nothing to read"},
}

func TestFixUp(t *testing.T) {
	for _, tt := range fixUpCases {
		t.Run(tt.in, func(t *testing.T) {
			u, err := FixUp(tt.in, "http")
			if tt.want == "" {
				var e *Error
				if err == nil || !errors.As(err, &e) || e.Op != "fix up" || !u.IsZero() {
					t.Fatalf("FixUp(%q) = %q, %v; want an *Error", tt.in, u.Href(), err)
				}
				if tt.wantErr != nil && !errors.Is(err, tt.wantErr) {
					t.Errorf("FixUp(%q): %v; want %v", tt.in, err, tt.wantErr)
				}
			} else if err != nil || u.Href() != tt.want {
				t.Errorf("FixUp(%q) = %q, %v; want %q (%s)", tt.in, u.Href(), err, tt.want, tt.source)
			}
			if v, err := Parse(tt.in); v.Href() != tt.parse || (err != nil) != (tt.parse == "") {
				t.Errorf("Parse(%q) = %q, %v; want %q", tt.in, v.Href(), err, tt.parse)
			}
		})
	}
}

func TestFixUpDefaultScheme(t *testing.T) {
	for _, tt := range []struct{ in, scheme, want string }{
		{"example.com/a", "https", "https://example.com/a"},
		{"localhost:8443", "https", "https://localhost:8443/"},
		{"host:443", "https", "https://host/"},
		{"[::1]:8080/x", "wss", "wss://[::1]:8080/x"},
		{"example.com", "", "http://example.com/"},
		{"example.com", "HTTPS", "https://example.com/"},
		{"host/p", "sc", "sc://host/p"},
		{"http://x", "https", "http://x/"}, // a scheme given is kept
	} {
		u, err := FixUp(tt.in, tt.scheme)
		if err != nil || u.Href() != tt.want {
			t.Errorf("FixUp(%q, %q) = %q, %v; want %q", tt.in, tt.scheme, u.Href(), err, tt.want)
		}
	}
	for _, bad := range []string{"ht tp", "1http", "http:", "-"} {
		if _, err := FixUp("example.com", bad); err == nil {
			t.Errorf("default scheme %q: no error", bad)
		}
	}
}

func FuzzFixUp(f *testing.F) {
	for _, tt := range fixUpCases {
		f.Add(tt.in, "http")
	}
	f.Add("example.com", "https")
	f.Fuzz(func(t *testing.T, in, scheme string) {
		u, err := FixUp(in, scheme)
		if err != nil {
			var e *Error
			if !errors.As(err, &e) || e.Op != "fix up" || !u.IsZero() {
				t.Fatalf("FixUp(%q, %q): %v, %q", in, scheme, err, u.Href())
			}
			return
		}
		if v, err := Parse(u.Href()); err != nil || v != u {
			t.Fatalf("FixUp(%q, %q) = %q, which parses to %q, %v", in, scheme, u.Href(), v.Href(), err)
		}
		// A URL that Parse reads with a special scheme stays as it is
		// (after FixUp's trimming of Unicode white space).
		trimmed := strings.TrimFunc(in, func(r rune) bool { return unicode.IsSpace(r) || r < ' ' })
		if p, err := Parse(trimmed); err == nil && p.IsSpecial() && p != u {
			if _, ok := filePathStyle(trimmed); !ok {
				t.Fatalf("FixUp(%q) = %q; Parse gives %q", in, u.Href(), p.Href())
			}
		}
	})
}
