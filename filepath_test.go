package whatwgurl

import (
	"errors"
	"math/rand/v2"
	"runtime"
	"strings"
	"testing"
)

// fileCase is a file path and the file URL it corresponds to. A case with
// an empty url expects FromFilePath to fail; back, when set, is what
// FilePath gives for url where it is not path.
type fileCase struct {
	name, path, url, back string
}

// posixFileCases: the first group restates what the documentation of
// Node.js (url.pathToFileURL, url.fileURLToPath) and rust-url
// (Url::from_file_path, Url::to_file_path) promises for POSIX paths.
var posixFileCases = []fileCase{
	{"node: # encoded", "/foo#1", "file:///foo%231", ""},
	{"node: % encoded", "/some/path%.c", "file:///some/path%25.c", ""},
	{"node: non-ASCII", "/你好.txt", "file:///%E4%BD%A0%E5%A5%BD.txt", ""},
	{"node: space", "/hello world", "file:///hello%20world", ""},
	{"rust: absolute", "/tmp/foo.txt", "file:///tmp/foo.txt", ""},
	{"rust: relative fails", "../foo.txt", "", ""},
	{"rust: a URL is a relative path", "https://google.com/", "", ""},

	{"root", "/", "file:///", ""},
	{"trailing slash", "/a/b/", "file:///a/b/", ""},
	{"percent kept as data", "/srv/100%41", "file:///srv/100%2541", ""},
	{"query", "/a?b", "file:///a%3Fb", ""},
	{"backslash is a name byte", `/a\b`, "file:///a%5Cb", ""},
	{"tab and newline", "/a\tb\nc\r", "file:///a%09b%0Ac%0D", ""},
	{"controls and DEL", "/\x01\x1f\x7f", "file:///%01%1F%7F", ""},
	{"leading and trailing space", "/ a ", "file:///%20a%20", ""},
	{"path set", "/\"<>`{}^", "file:///%22%3C%3E%60%7B%7D%5E", ""},
	{"kept as is", "/!$&'()*+,;=:@[]|~", "file:///!$&'()*+,;=:@[]|~", ""},
	{"not UTF-8", "/\xff\xfe\xc3", "file:///%FF%FE%C3", ""},
	{"pipe drive letter lookalike", "/C|/x", "file:///C%7C/x", ""},
	{"pipe drive letter alone", "/c|", "file:///c%7C", ""},
	{"drive letter is a name", "/C:/x", "file:///C:/x", ""},
	// A "." segment is dropped: the Node.js documentation's own example
	// (url.pathToFileURL), and what rust-url and Deno give.
	{"node: dot segment", "/foo/./bar.txt", "file:///foo/bar.txt", "/foo/bar.txt"},
	// Runs of '/' are one, but exactly two leading slashes are kept: POSIX
	// Base Definitions 4.16, "Pathname Resolution" (three or more leading
	// slashes are one; two are implementation-defined).
	{"two leading slashes kept", "//a//b", "file:////a/b", "//a/b"},
	{"two leading slashes alone", "//", "file:////", ""},
	{"three leading slashes are one", "///foo", "file:///foo", "/foo"},
	{"many slashes", "////a///b////", "file:///a/b/", "/a/b/"},
	{"trailing slash run", "/a//", "file:///a/", "/a/"},
	{"dot at the end names a directory", "/a/.", "file:///a/", "/a/"},
	{"dot alone", "/.", "file:///", "/"},
	{"dots and slashes", "/./a/.//./b/", "file:///a/b/", "/a/b/"},
	{"dot after two leading slashes", "//./a", "file:////a", "//a"},
	{"three dots", "/.../..a/a..", "file:///.../..a/a..", ""},
	{"dot-ish names kept", "/.a/a./.%2e", "file:///.a/a./.%252e", ""},
	{"dot dot", "/a/..", "", ""},
	{"dot dot inside", "/a/../b", "", ""},
	{"dot dot after a dot", "/./..", "", ""},
	{"NUL", "/a\x00b", "", ""},
	{"empty", "", "", ""},
}

// windowsFileCases: the first group restates what the documentation of
// Node.js and rust-url promises for Windows paths.
var windowsFileCases = []fileCase{
	{"node: drive", `C:\path\`, "file:///C:/path/", ""},
	{"node: UNC", `\\nas\foo.txt`, "file://nas/foo.txt", ""},
	{"rust: relative fails", "relative", "", ""},
	{"rust: dot-dot relative fails", `..\relative`, "", ""},
	{"rust: drive-relative fails", `\drive-relative`, "", ""},
	{"rust: UNC without share fails", `\\ucn\`, "", ""},
	{"rust: device fails", `\\.\COM1`, "", ""},

	{"drive", `C:\Users\me\a.txt`, "file:///C:/Users/me/a.txt", ""},
	{"drive root", `C:\`, "file:///C:/", ""},
	{"lower-case drive kept", `c:\x`, "file:///c:/x", ""},
	{"forward slashes", `C:/x/y`, "file:///C:/x/y", `C:\x\y`},
	{"mixed slashes", `C:\x/y\`, "file:///C:/x/y/", `C:\x\y\`},
	{"empty segments", `C:\a\\b`, "file:///C:/a//b", ""},
	{"UNC", `\\server\share\x`, "file://server/share/x", ""},
	{"UNC upper case server", `\\SERVER\share`, "file://server/share", `\\server\share`},
	{"UNC forward slashes", `//server/share/x`, "file://server/share/x", `\\server\share\x`},
	{"UNC IPv4", `\\10.0.0.1\share`, "file://10.0.0.1/share", ""},
	{"UNC IPv6", `\\[::1]\share`, "file://[::1]/share", ""},
	{"UNC IDN", `\\bücher\x`, "file://xn--bcher-kva/x", ""},
	{"UNC IDN upper case", `\\BÜCHER\x`, "file://xn--bcher-kva/x", `\\bücher\x`},
	{"UNC Punycode", `\\xn--bcher-kva\x`, "file://xn--bcher-kva/x", `\\bücher\x`},
	{"UNC share that looks like a drive", `\\server\C:\x`, "file://server/C:/x", ""},
	{"UNC pipe share", `\\server\C|\x`, "file://server/C%7C/x", ""},
	{"long drive", `\\?\C:\x\y`, "file:///C:/x/y", `C:\x\y`},
	{"long UNC", `\\?\UNC\server\share\x`, "file://server/share/x", `\\server\share\x`},
	{"long UNC lower case", `\\?\unc\server\share`, "file://server/share", `\\server\share`},
	{"reserved characters", `C:\a b\#?%`, "file:///C:/a%20b/%23%3F%25", ""},
	{"non-ASCII", `C:\é`, "file:///C:/%C3%A9", ""},
	{"not UTF-8", "C:\\\xff", "", ""},
	{"not UTF-8 continuation", "C:\\ba\x80r", "", ""},
	{"not UTF-8 surrogate", "C:\\\xed\xa0\x80", "", ""},
	{"alternate data stream", `C:\a:b`, "file:///C:/a:b", ""},
	{"long path slash is a name byte", `\\?\C:\a/b`, "", ""},
	{"long volume GUID", `\\?\Volume{0}\x`, "", ""},
	{"device forward slashes", `//./COM1`, "", ""},
	{"long device forward slashes", `//?/C:/x`, "", ""},
	{"drive relative", `C:x`, "", ""},
	{"drive alone", `C:`, "", ""},
	{"drive pipe", `C|\x`, "", ""},
	{"root relative", `\x`, "", ""},
	{"POSIX path", `/x`, "", ""},
	{"UNC without share separator", `\\server`, "", ""},
	{"UNC empty share", `\\server\\x`, "", ""},
	{"UNC empty server", `\\\share`, "", ""},
	{"UNC localhost is not kept", `\\localhost\share`, "", ""},
	{"UNC IPv4 shorthand changes", `\\127.1\share`, "", ""},
	{"UNC server with space", `\\a b\share`, "", ""},
	{"UNC server with percent", `\\a%41\share`, "", ""},
	{"UNC drive letter server", `\\C:\x`, "", ""},
	{"UNC dot-dot server", `\\..\x`, "", ""},
	{"long UNC dot server", `\\?\UNC\.\x`, "", ""},
	{"dot", `C:\a\.\b`, "file:///C:/a/b", `C:\a\b`},
	{"dot forward slashes", `C:/./a/./`, "file:///C:/a/", `C:\a\`},
	{"dot at the end", `C:\a\.`, "file:///C:/a/", `C:\a\`},
	{"dot at the root", `C:\.`, "file:///C:/", `C:\`},
	{"UNC dot", `\\server\share\.\x`, "file://server/share/x", `\\server\share\x`},
	{"UNC dot share", `\\server\.\x`, "", ""},
	{"long dot", `\\?\C:\a\.\b`, "", ""},
	{"long UNC dot", `\\?\UNC\server\share\.`, "", ""},
	{"dot dot", `C:\a\..`, "", ""},
	{"dot dot long", `\\?\C:\a\..\b`, "", ""},
	{"three dots", `C:\a\...\b`, "", ""},
	{"dot dot space", `C:\a\.. `, "", ""},
	{"space", `C:\a\ `, "", ""},
	{"dots inside a name", `C:\a.b\.a\a..b`, "file:///C:/a.b/.a/a..b", ""},
	{"NUL", "C:\\a\x00", "", ""},
}

func runFileCases(t *testing.T, style PathStyle, cases []fileCase) {
	for _, tt := range cases {
		t.Run(tt.name, func(t *testing.T) {
			u, err := FromFilePath(tt.path, style)
			if tt.url == "" {
				var e *Error
				if err == nil || !errors.As(err, &e) || e.Op != "from file path" || !u.IsZero() {
					t.Errorf("FromFilePath(%q) = %q, %v; want an *Error", tt.path, u.Href(), err)
				}
				return
			}
			if err != nil || u.Href() != tt.url {
				t.Fatalf("FromFilePath(%q) = %q, %v; want %q", tt.path, u.Href(), err, tt.url)
			}
			want := tt.back
			if want == "" {
				want = tt.path
			}
			if back, err := MustParse(tt.url).FilePath(style); err != nil || back != want {
				t.Errorf("FilePath(%q) = %q, %v; want %q", tt.url, back, err, want)
			}
		})
	}
}

func TestFromFilePathPOSIX(t *testing.T)   { runFileCases(t, POSIXPath, posixFileCases) }
func TestFromFilePathWindows(t *testing.T) { runFileCases(t, WindowsPath, windowsFileCases) }

func TestFromFilePathNative(t *testing.T) {
	cases := posixFileCases
	if runtime.GOOS == "windows" {
		cases = windowsFileCases
	}
	runFileCases(t, NativePath, cases)
}

func TestFilePath(t *testing.T) {
	tests := []struct {
		name, url string
		style     PathStyle
		want      string // "" when FilePath fails
	}{
		{"node: non-ASCII", "file:///你好.txt", POSIXPath, "/你好.txt"},
		{"node: space", "file:///hello world", POSIXPath, "/hello world"},
		{"rust: localhost", "file://localhost/tmp/x", POSIXPath, "/tmp/x"},
		{"rust: host fails", "file://example.com/tmp/x", POSIXPath, ""},
		{"rust: NUL fails", "file:///a%00b", POSIXPath, ""},
		{"query and fragment ignored", "file:///a?b#c", POSIXPath, "/a"},
		{"encoded slash fails", "file:///a%2Fb", POSIXPath, ""},
		{"encoded slash lower case fails", "file:///a%2fb", POSIXPath, ""},
		{"encoded backslash is a name byte", "file:///a%5Cb", POSIXPath, `/a\b`},
		{"invalid percent kept", "file:///a%zz%", POSIXPath, "/a%zz%"},
		{"encoded bytes", "file:///%FF%41", POSIXPath, "/\xffA"},
		{"drive letter", "file:///C:/x", POSIXPath, "/C:/x"},
		{"pipe drive letter", "file:///C|/x", POSIXPath, "/C:/x"},
		{"windows: drive alone", "file:///C:", WindowsPath, `C:\`},
		{"windows: pipe drive letter", "file:///c|/x", WindowsPath, `c:\x`},
		{"windows: localhost", "file://localhost/C:/x", WindowsPath, `C:\x`},
		{"windows: host and drive", "file://server/C:/x", WindowsPath, `\\server\C:\x`},
		{"windows: host without share fails", "file://server/", WindowsPath, ""},
		{"windows: host with empty share fails", "file://server//x", WindowsPath, ""},
		{"windows: device host fails", "file://./COM1", WindowsPath, ""},
		{"windows: encoded dot dot space fails", "file:///C:/a/..%20", WindowsPath, ""},
		{"windows: three dots fail", "file:///C:/.../b", WindowsPath, ""},
		{"posix: three dots", "file:///.../..%20", POSIXPath, "/.../.. "},
		{"windows: dot-dot host fails", "file://../x", WindowsPath, ""},
		{"windows: no drive fails", "file:///x", WindowsPath, ""},
		{"windows: encoded drive fails", "file:///C%3A/x", WindowsPath, ""},
		{"windows: encoded backslash fails", "file:///C:/a%5cb", WindowsPath, ""},
		{"windows: encoded slash fails", "file:///C:/a%2Fb", WindowsPath, ""},
		{"windows: NUL fails", "file:///C:/a%00", WindowsPath, ""},
		{"windows: decoded", "file:///C:/a%20b/%C3%A9", WindowsPath, `C:\a b\é`},
		// rust-url's Url::to_file_path on Windows refuses a path that does
		// not decode to UTF-8; a POSIX name is bytes.
		{"windows: not UTF-8 fails", "file:///C:/foo/ba%80r", WindowsPath, ""},
		{"windows: not UTF-8 host share fails", "file://server/%FF", WindowsPath, ""},
		{"posix: not UTF-8", "file:///C:/foo/ba%80r", POSIXPath, "/C:/foo/ba\x80r"},
		{"not file", "https://x/a", POSIXPath, ""},
		{"not file windows", "sc:/C:/a", WindowsPath, ""},
		{"unknown style", "file:///a", PathStyle(9), ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := MustParse(tt.url).FilePath(tt.style)
			if tt.want == "" {
				var e *Error
				if err == nil || !errors.As(err, &e) || e.Op != "file path" || got != "" {
					t.Errorf("FilePath(%q) = %q, %v; want an *Error", tt.url, got, err)
				}
				return
			}
			if err != nil || got != tt.want {
				t.Errorf("FilePath(%q) = %q, %v; want %q", tt.url, got, err, tt.want)
			}
		})
	}
	if _, err := (URL{}).FilePath(POSIXPath); err == nil {
		t.Error("zero URL: FilePath did not fail")
	}
	if _, err := FromFilePath("/a", PathStyle(9)); err == nil {
		t.Error("unknown style: FromFilePath did not fail")
	}
}

// randomName returns a file name of 1 to 6 bytes drawn from bytes that
// need care: every encoded class, non-UTF-8 bytes, '.' and '%'.
func randomName(rng *rand.Rand, forbidden string) string {
	const alphabet = "ab.%#?\\/|:~ \t\n\r\x01\x7f\x80\xff\xc3\xa9C"
	for {
		var b []byte
		for n := 1 + rng.IntN(6); n > 0; n-- {
			c := alphabet[rng.IntN(len(alphabet))]
			if strings.IndexByte(forbidden, c) < 0 {
				b = append(b, c)
			}
		}
		if s := string(b); s != "" && s != "." && s != ".." {
			return s
		}
	}
}

// TestFilePathRoundTrip: FilePath(FromFilePath(p)) == p for random
// absolute paths of both styles in canonical form, and the URL is what
// the parser makes of its own href.
func TestFilePathRoundTrip(t *testing.T) {
	rng := newRand(32456)
	check := func(p string, style PathStyle, want string) {
		t.Helper()
		u, err := FromFilePath(p, style)
		if err != nil {
			t.Errorf("FromFilePath(%q): %v", p, err)
			return
		}
		if MustParse(u.Href()) != u {
			t.Errorf("FromFilePath(%q) = %q, which the parser changes", p, u.Href())
		}
		if back, err := u.FilePath(style); err != nil || back != want {
			t.Errorf("FilePath(FromFilePath(%q)) = %q, %v; want %q (URL %q)", p, back, err, want, u.Href())
		}
	}
	for range 3000 {
		var b strings.Builder
		for n := rng.IntN(5); n >= 0; n-- {
			b.WriteByte('/')
			if rng.IntN(8) > 0 {
				b.WriteString(randomName(rng, "/"))
			}
		}
		check(b.String(), POSIXPath, posixCanonical(b.String()))

		var w strings.Builder
		servers := []string{"", "", "server", "a-b.example", "10.1.2.3", "[fe80::1]", "bücher"}
		server := servers[rng.IntN(len(servers))]
		if server == "" {
			w.WriteByte("CDXYcz"[rng.IntN(6)])
			w.WriteByte(':')
		} else {
			w.WriteString(`\\` + server)
		}
		for n := rng.IntN(5); n >= 0; n-- {
			share := server != "" && w.Len() == len(server)+2 // a UNC path needs one
			w.WriteByte('\\')
			if rng.IntN(8) > 0 || share {
				// Windows names are UTF-16: no bytes that are not UTF-8.
				name := randomName(rng, "\\/\x80\xff\xc3\xa9")
				for isWindowsDotName(name) {
					name = randomName(rng, "\\/\x80\xff\xc3\xa9")
				}
				if rng.IntN(4) == 0 {
					name += "é"
				}
				w.WriteString(name)
			}
		}
		p := w.String()
		check(p, WindowsPath, p)
		check(strings.ReplaceAll(p, `\`, "/"), WindowsPath, p)
		if server == "" {
			check(`\\?\`+p, WindowsPath, p)
		} else {
			check(`\\?\UNC`+p[1:], WindowsPath, p)
		}
	}
}

// TestFilePathDatasets reads every file URL of the datasets as a POSIX
// path and back: FromFilePath of the path gives a URL with the same path
// bytes, and FilePath of that gives the path again.
func TestFilePathDatasets(t *testing.T) {
	n := 0
	for _, line := range datasetLines(t) {
		u, err := Parse(line)
		if err != nil || u.Scheme() != "file" {
			continue
		}
		for _, style := range []PathStyle{POSIXPath, WindowsPath} {
			p, err := u.FilePath(style)
			if err != nil {
				if style == POSIXPath && u.HostKind() == EmptyHost {
					t.Errorf("%q: %v", u.Href(), err)
				}
				continue
			}
			n++
			v, err := FromFilePath(p, style)
			if err != nil {
				t.Errorf("%q: FilePath %q: FromFilePath: %v", u.Href(), p, err)
				continue
			}
			want := p
			if style == POSIXPath {
				want = posixCanonical(p)
			}
			if back, err := v.FilePath(style); err != nil || back != want {
				t.Errorf("%q: FilePath %q, then %q gives %q, %v; want %q", u.Href(), p, v.Href(), back, err, want)
			}
			if style == POSIXPath && PercentDecode(v.Pathname()) != posixCanonical(PercentDecode(u.Pathname())) {
				t.Errorf("%q: FilePath %q gives %q, another path", u.Href(), p, v.Href())
			}
		}
	}
	if n < 40000 {
		t.Errorf("only %d file URLs", n)
	}
}

func FuzzFilePath(f *testing.F) {
	for _, c := range posixFileCases {
		f.Add(c.path, false)
	}
	for _, c := range windowsFileCases {
		f.Add(c.path, true)
	}
	f.Fuzz(func(t *testing.T, p string, windows bool) {
		style := POSIXPath
		if windows {
			style = WindowsPath
		}
		u, err := FromFilePath(p, style)
		if err != nil {
			return
		}
		if MustParse(u.Href()) != u {
			t.Fatalf("FromFilePath(%q) = %q, which the parser changes", p, u.Href())
		}
		back, err := u.FilePath(style)
		if err != nil {
			t.Fatalf("FilePath(FromFilePath(%q) = %q): %v", p, u.Href(), err)
		}
		want := posixCanonical(p)
		if windows {
			want = canonicalWindowsPath(t, p, back)
		}
		if back != want {
			t.Fatalf("FilePath(FromFilePath(%q) = %q) = %q, want %q", p, u.Href(), back, want)
		}
		// The canonical path is a fixed point.
		if v, err := FromFilePath(back, style); err != nil || v != u {
			t.Fatalf("FromFilePath(%q) = %q, %v; want %q", back, v.Href(), err, u.Href())
		}
	})
}

// posixCanonical is the absolute POSIX path p as FromFilePath writes
// it, by another route than cleanPOSIXPath: runs of '/' made one except for
// exactly two leading slashes, "/./" made "/", a final "/." made "/".
func posixCanonical(p string) string {
	lead := ""
	if len(p) >= 2 && p[:2] == "//" && (len(p) == 2 || p[2] != '/') {
		lead = "/"
	}
	for strings.Contains(p, "//") || strings.Contains(p, "/./") {
		p = strings.ReplaceAll(p, "//", "/")
		p = strings.ReplaceAll(p, "/./", "/")
	}
	if strings.HasSuffix(p, "/.") {
		p = p[:len(p)-1]
	}
	return lead + p
}

// canonicalWindowsPath is p written as FilePath writes it: '\' for '/',
// no \\?\ prefix, and the server name as back has it, which must be p's
// up to case (or Punycode).
func canonicalWindowsPath(t *testing.T, p, back string) string {
	if rest, ok := strings.CutPrefix(p, `\\?\`); ok {
		if len(rest) >= 4 && strings.EqualFold(rest[:4], `UNC\`) {
			p = `\\` + rest[4:]
		} else {
			p = rest
		}
	}
	p = strings.ReplaceAll(p, "/", `\`)
	// A "." segment is dropped (FromFilePath refuses it after \\?\).
	for strings.Contains(p, `\.\`) {
		p = strings.ReplaceAll(p, `\.\`, `\`)
	}
	if strings.HasSuffix(p, `\.`) {
		p = p[:len(p)-1]
	}
	if strings.HasPrefix(p, `\\`) {
		server, _, _ := strings.Cut(p[2:], `\`)
		bserver, _, _ := strings.Cut(back[2:], `\`)
		if !strings.EqualFold(server, bserver) {
			h, err := ParseHost(server)
			if err != nil || h.String() != MustParse("file://"+bserver+"/").Hostname() {
				t.Fatalf("server %q came back as %q", server, bserver)
			}
		}
		p = `\\` + bserver + p[2+len(server):]
	}
	return p
}

// FuzzFileURL: for every file URL, FilePath either fails or gives a path
// that FromFilePath takes back to a URL with the same FilePath.
func FuzzFileURL(f *testing.F) {
	for _, c := range append(append([]fileCase{}, posixFileCases...), windowsFileCases...) {
		if c.url != "" {
			f.Add(c.url, false)
			f.Add(c.url, true)
		}
	}
	f.Fuzz(func(t *testing.T, s string, windows bool) {
		u, err := Parse(s)
		if err != nil {
			return
		}
		style := POSIXPath
		if windows {
			style = WindowsPath
		}
		p, err := u.FilePath(style)
		if err != nil {
			return
		}
		v, err := FromFilePath(p, style)
		if err != nil {
			if errors.Is(err, errFileServer) {
				// A host whose DomainToUnicode form the host parser does
				// not map back to it (invalid Punycode, which
				// DomainToUnicode leaves as it is, is one).
				return
			}
			t.Fatalf("FilePath(%q) = %q, which FromFilePath rejects: %v", u.Href(), p, err)
		}
		want := p
		if !windows {
			want = posixCanonical(p) // runs of '/' made one
		}
		if back, err := v.FilePath(style); err != nil || back != want {
			t.Fatalf("FilePath(%q) = %q; FromFilePath gives %q, whose FilePath is %q, %v; want %q", u.Href(), p, v.Href(), back, err, want)
		}
	})
}
