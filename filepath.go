package whatwgurl

// File paths and file URLs. The URL Standard defines how a file URL is
// parsed and serialized but not how it maps to a path of an operating
// system; this is the mapping that keeps every byte of a path.

import (
	"errors"
	"runtime"
	"strings"
	"unicode/utf8"
)

// PathStyle names the file path syntax FromFilePath reads and
// URL.FilePath writes.
type PathStyle uint8

const (
	// NativePath is WindowsPath when the program runs on Windows
	// (runtime.GOOS is "windows") and POSIXPath otherwise.
	NativePath PathStyle = iota
	// POSIXPath: absolute paths start with '/', the only separator;
	// every other byte, '\' included, belongs to a file name.
	POSIXPath
	// WindowsPath: absolute paths start with a drive letter ("C:\x"),
	// name a server and share ("\\server\share\x", UNC), or use the
	// \\?\ prefix ("\\?\C:\x", "\\?\UNC\server\share\x"); '\' and '/'
	// both separate names, except after \\?\, where only '\' does.
	WindowsPath
)

// resolve turns NativePath into the style of the running system.
func (s PathStyle) resolve() PathStyle {
	if s != NativePath {
		return s
	}
	if runtime.GOOS == "windows" {
		return WindowsPath
	}
	return POSIXPath
}

// The reasons FromFilePath and FilePath fail.
var (
	errFileStyle         = errors.New("unknown PathStyle")
	errFileNotAbsolute   = errors.New("not an absolute path")
	errFileDotSegment    = errors.New(`path has a ".." segment, which the URL parser would resolve (wrong where a name is a symbolic link)`)
	errFileVerbatimDot   = errors.New(`\\?\ path has a "." segment, which Windows does not remove after \\?\`)
	errFileNotUTF8       = errors.New("not UTF-8, which no Windows path is (Windows names are UTF-16)")
	errFileNUL           = errors.New("path holds a NUL byte")
	errFileDevice        = errors.New(`device path (\\.\, or \\?\ without a drive letter or UNC)`)
	errFileVerbatimSlash = errors.New(`'/' in a \\?\ path, where it is part of a name`)
	errFileServer        = errors.New("server name missing, or changed by the URL Standard's host parser")
	errFileShare         = errors.New("UNC path without a share name")
	errFileWindowsDots   = errors.New("segment of dots and spaces only, which Windows may read as \".\" or \"..\"")
	errFileDotHost       = errors.New(`host "." or "..", which would make a Windows device path or a relative one`)
	errFileChanged       = errors.New("the URL parser would change the path")
	errNotFileURL        = errors.New("not a file URL")
	errFileHost          = errors.New("file URL names a host, which a POSIX path cannot hold")
	errFileNoDrive       = errors.New("file URL path starts with no drive letter and the URL names no host")
	errFileSeparator     = errors.New(`path segment holds an encoded separator or NUL ("%2F", "%5C" on Windows, "%00")`)
)

// FromFilePath returns the file URL for the absolute file path path, in
// the syntax style gives. Every byte of a name is kept: '%', '#', '?',
// '\' (in a POSIX name), tabs, newlines, other controls, spaces and every
// byte at or above 0x80 are percent-encoded, byte by byte, so that a name
// that is not valid UTF-8 comes back byte for byte from URL.FilePath, and
// a first segment "C|" (of a POSIX path, or a UNC share) is written
// "C%7C" so that the parser does not read it as a Windows drive letter.
// Other bytes are written as they are.
//
// POSIXPath: path must start with '/'; "/srv/100%41" becomes
// "file:///srv/100%2541". Spellings that every POSIX system reads as the
// same path are written one way: a "." segment is dropped, as Node.js's
// url.pathToFileURL, Deno's toFileUrl and rust-url's Url::from_file_path
// drop it ("/foo/./bar.txt" becomes "file:///foo/bar.txt"), and a run of
// '/' is one, as in Node.js and rust-url ("///foo//bar" becomes
// "file:///foo/bar"), except that exactly two leading slashes are kept
// ("//host/x" becomes "file:////host/x"), as POSIX leaves their meaning to
// the system. A path ending in '/' or "/." gives a URL ending in '/'.
//
// WindowsPath: "C:\x\y" and "C:/x/y" become "file:///C:/x/y" (the drive
// letter keeps its case); "\\server\share\x" becomes
// "file://server/share/x"; "\\?\C:\x" and "\\?\UNC\server\share\x" become
// the same URLs as "C:\x" and "\\server\share\x" (the \\?\ prefix only
// tells Windows not to normalize the path, and the names are kept as they
// are either way). A "." segment is dropped ("C:\a\.\b" becomes
// "file:///C:/a/b"), as Windows drops it, but not after \\?\, where
// Windows keeps the path as it is; empty segments are kept ("C:\a\\b"
// becomes "file:///C:/a//b"). The server name goes through the URL
// Standard's host parser: it must come out the same up to letter case (or,
// for an internationalized name, its Punycode form).
//
// It fails, returning the zero URL and an *Error with Op "from file path",
// when:
//
//   - the path is not absolute: a POSIX path not starting with '/'; a
//     Windows path that is relative ("x\y"), rooted on the current drive
//     ("\x"), or relative to a drive's current directory ("C:x", "C:");
//   - a segment is "..": the URL parser would resolve it, which is wrong
//     where the name before it is a symbolic link (clean the path first
//     with path/filepath.Clean when that is meant); in a Windows path, so
//     is a "." after \\?\ or as a UNC share name, and any segment of dots
//     and spaces only ("...", ".. "), which Windows, removing trailing dots
//     and spaces, may read as "." or "..";
//   - a Windows path is not valid UTF-8: Windows names are UTF-16, so no
//     file has such a name (rust-url refuses it too);
//   - the path holds a NUL byte, which no file name can;
//   - a Windows path is a device path other than \\?\ with a drive letter
//     or UNC (\\.\COM1, \\?\Volume{...}\), or has a '/' after \\?\;
//   - a UNC path has no server, or no share name after it ("\\server",
//     "\\server\"), or the server "." or "..", or a server name the host
//     parser rejects ("a b", "a%41") or changes other than in letter case
//     ("localhost", which becomes the empty host; "127.1", which becomes
//     "127.0.0.1");
//   - the URL would be longer than 4 GiB (ErrTooLong), or the parser would
//     change it (which the encoding above is meant to make impossible).
//
// NativePath is WindowsPath on Windows and POSIXPath elsewhere. net/url has
// no counterpart (Go proposal golang/go#32456).
// https://url.spec.whatwg.org/#file-state
func FromFilePath(path string, style PathStyle) (URL, error) {
	const op = "from file path"
	fail := func(err error) (URL, error) { return URL{}, &Error{Op: op, Input: path, Err: err} }
	if strings.IndexByte(path, 0) >= 0 {
		return fail(errFileNUL)
	}
	var server, first, tail string
	var seps string
	switch style.resolve() {
	case POSIXPath:
		if !strings.HasPrefix(path, "/") {
			return fail(errFileNotAbsolute)
		}
		clean, err := cleanPOSIXPath(path)
		if err != nil {
			return fail(err)
		}
		tail, seps = clean[1:], "/"
	case WindowsPath:
		if !utf8.ValidString(path) {
			return fail(errFileNotUTF8)
		}
		var err error
		server, first, tail, seps, err = splitWindowsPath(path)
		if err != nil {
			return fail(err)
		}
	default:
		return fail(errFileStyle)
	}

	var b strings.Builder
	b.Grow(len("file:///") + len(server) + len(first) + len(tail) + len(tail)/4)
	b.WriteString("file://")
	b.WriteString(server)
	pathStart := b.Len()
	if first != "" {
		b.WriteByte('/')
		b.WriteString(first) // a drive letter, "C:"
	}
	isFirst := first == ""
	for {
		seg := tail
		i := strings.IndexAny(tail, seps)
		if i >= 0 {
			seg, tail = tail[:i], tail[i+1:]
		}
		if seg == ".." {
			return fail(errFileDotSegment)
		}
		if seg == "." && (server != "" || first != "") { // a Windows path
			// A "." names the directory it is in, and Windows removes it,
			// except after \\?\ (where only '\' separates) and as a
			// UNC share name.
			if seps == `\` {
				return fail(errFileVerbatimDot)
			}
			if server != "" && isFirst {
				return fail(errFileWindowsDots)
			}
			if i < 0 {
				b.WriteByte('/') // "C:\a\." is the directory "C:\a\"
				break
			}
			continue
		}
		if server != "" || first != "" { // a Windows path
			if isWindowsDotName(seg) {
				return fail(errFileWindowsDots)
			}
		}
		b.WriteByte('/')
		writeFileSegment(&b, seg, isFirst)
		isFirst = false
		if i < 0 {
			break
		}
	}
	href := b.String()
	u, err := Parse(href)
	if err != nil {
		var e *Error
		if errors.As(err, &e) && e.Err == ErrTooLong {
			return fail(ErrTooLong)
		}
		if server != "" {
			return fail(errFileServer)
		}
		return fail(errFileChanged)
	}
	if server == "" {
		if u.hostKind != EmptyHost || u.Pathname() != href[pathStart:] {
			return fail(errFileChanged)
		}
		return u, nil
	}
	host := u.Hostname()
	if u.hostKind == EmptyHost || !strings.EqualFold(host, server) && !strings.EqualFold(DomainToUnicode(host), server) {
		return fail(errFileServer)
	}
	if u.Pathname() != href[pathStart:] {
		return fail(errFileChanged)
	}
	return u, nil
}

// cleanPOSIXPath returns the absolute POSIX path p with runs of '/'
// made one and "." segments removed, which on every POSIX system name the
// same file: "/foo/./bar" and "/foo//bar" are "/foo/bar". Exactly two
// leading slashes are kept, as POSIX leaves their meaning to the system
// (https://pubs.opengroup.org/onlinepubs/9799919799/basedefs/V1_chap04.html#tag_04_16,
// "Pathname Resolution"); three or more are one. A path that ends in '/' or
// in a "." segment ends in '/' ("/a/." names the directory "/a/", as the
// URL parser reads "file:///a/."). A ".." segment is refused: resolving
// it without the file system is wrong where the name before it is a
// symbolic link.
func cleanPOSIXPath(p string) (string, error) {
	lead := "/"
	if strings.HasPrefix(p, "//") && !strings.HasPrefix(p, "///") {
		lead = "//"
	}
	rest := strings.TrimLeft(p, "/")
	if !strings.Contains(rest, "//") && !strings.Contains(p, "/.") && !strings.HasPrefix(p, "///") {
		return p, nil // nothing to clean; the common case
	}
	b := make([]byte, 0, len(p))
	b = append(b, lead...)
	wrote, trailing := false, false
	for seg := range strings.SplitSeq(rest, "/") {
		switch seg {
		case "..":
			return "", errFileDotSegment
		case "", ".":
			trailing = true
			continue
		}
		if wrote {
			b = append(b, '/')
		}
		b = append(b, seg...)
		wrote, trailing = true, false
	}
	if trailing && wrote {
		b = append(b, '/')
	}
	return string(b), nil
}

// splitWindowsPath takes an absolute Windows path apart: the server of a
// UNC path (or ""), the drive letter of a drive path (or ""), the rest
// after the separator that follows them, and the separators of the rest.
func splitWindowsPath(path string) (server, drive, rest, seps string, err error) {
	isSep := func(c byte) bool { return c == '\\' || c == '/' }
	seps = `\/`
	switch {
	case strings.HasPrefix(path, `\\?\`):
		// https://learn.microsoft.com/windows/win32/fileio/naming-a-file:
		// after \\?\ the path is passed on as it is, and only '\'
		// separates names.
		path, seps = path[len(`\\?\`):], `\`
		if strings.IndexByte(path, '/') >= 0 {
			return "", "", "", "", errFileVerbatimSlash
		}
		if len(path) >= 4 && strings.EqualFold(path[:4], `UNC\`) {
			path = path[len(`UNC`):]
			return splitUNC(path, seps)
		}
		if len(path) >= 3 && isNormalizedWindowsDriveLetter(path[:2]) && path[2] == '\\' {
			return "", path[:2], path[3:], seps, nil
		}
		return "", "", "", "", errFileDevice
	case len(path) >= 2 && isSep(path[0]) && isSep(path[1]):
		if len(path) >= 3 && (path[2] == '.' || path[2] == '?') && (len(path) == 3 || isSep(path[3])) {
			return "", "", "", "", errFileDevice
		}
		return splitUNC(path[1:], seps)
	case len(path) >= 3 && isNormalizedWindowsDriveLetter(path[:2]) && isSep(path[2]):
		return "", path[:2], path[3:], seps, nil
	}
	return "", "", "", "", errFileNotAbsolute
}

// splitUNC splits `\server\rest` (the first separator of a UNC path
// already removed) into the server and the rest after its separator.
func splitUNC(path, seps string) (server, drive, rest, sepsOut string, err error) {
	path = path[1:]
	i := strings.IndexAny(path, seps)
	if i <= 0 {
		return "", "", "", "", errFileServer
	}
	rest = path[i+1:]
	if rest == "" || strings.IndexAny(rest[:1], seps) == 0 {
		return "", "", "", "", errFileShare
	}
	if server := path[:i]; server == "." || server == ".." {
		return "", "", "", "", errFileDotHost
	}
	return path[:i], "", rest, seps, nil
}

// writeFileSegment writes one name of a file path as a URL path segment:
// percent-encoded with the path percent-encode set, '%' and '\' (the URL
// parser would decode the one and read the other as '/'), byte by byte so
// that bytes that are not UTF-8 keep their value. In the first segment,
// "X|" is written "X%7C", which the parser would read as the drive letter
// "X:".
// https://url.spec.whatwg.org/#path-percent-encode-set
func writeFileSegment(b *strings.Builder, seg string, first bool) {
	for i := 0; i < len(seg); i++ {
		c := seg[i]
		if inSet(c, PathSet) || c == '%' || c == '\\' || c == '|' && first && isWindowsDriveLetter(seg) {
			b.WriteByte('%')
			b.WriteByte(upperHex[c>>4])
			b.WriteByte(upperHex[c&15])
		} else {
			b.WriteByte(c)
		}
	}
}

// FilePath returns the absolute file path that the file URL u names, in
// the syntax style gives: its path percent-decoded, byte by byte, with the
// segments joined by the style's separator. The query and the fragment are
// ignored, as a browser ignores them when it reads a file. For every path
// p that FromFilePath accepts, FilePath(FromFilePath(p)) gives p back in
// canonical form: for POSIX, p itself; for Windows, p with '\' as the only
// separator, without a \\?\ prefix, and with the server name as the URL
// holds it (lower case; an internationalized name in Unicode, through
// DomainToUnicode).
//
// POSIXPath: "file:///srv/a%20b" gives "/srv/a b".
//
// WindowsPath: "file:///C:/x" gives "C:\x" ("file:///C:" gives "C:\", a
// path of the drive's root, not "C:", which would name the drive's current
// directory); "file://server/share/x" gives "\\server\share\x". An IPv6
// address keeps its brackets ("\\[::1]\share").
//
// It fails, returning "" and an *Error with Op "file path", when:
//
//   - u is not a file URL (the zero URL included);
//   - a segment holds "%2F" (or "%5C" in a Windows path), which would
//     decode to a separator and change the path's structure, or "%00",
//     which no file name can hold (hex digits in either case);
//   - for WindowsPath, the path decodes to bytes that are not UTF-8
//     ("file:///C:/foo/ba%80r"): Windows names are UTF-16, so no Windows
//     path holds them (rust-url's Url::to_file_path refuses them too);
//   - for WindowsPath, a segment decodes to dots and spaces only
//     ("file:///C:/a/..%20", which Windows would read as "C:\a\..");
//   - for POSIXPath, the URL has a host ("file://server/x": a POSIX path
//     cannot name a server; "file://localhost/x" is fine, the parser
//     makes its host empty);
//   - for WindowsPath, the URL has no host and its path does not start with
//     a drive letter ("file:///x", and "file:///C%3A/x", whose drive letter
//     is encoded), or it has a host and its path does not start with a
//     share name ("file://server/", which would be "\\server\"), or
//     its host is "." or ".." ("file://./COM1" would be the device path
//     "\\.\COM1").
//
// NativePath is WindowsPath on Windows and POSIXPath elsewhere. net/url has
// no counterpart.
// https://url.spec.whatwg.org/#concept-url-path
func (u URL) FilePath(style PathStyle) (string, error) {
	const op = "file path"
	fail := func(err error) (string, error) { return "", &Error{Op: op, Input: u.href, Err: err} }
	if u.IsZero() || schemeKindOf(u.Scheme()) != schemeFile {
		return fail(errNotFileURL)
	}
	style = style.resolve()
	if style != POSIXPath && style != WindowsPath {
		return fail(errFileStyle)
	}
	path := u.Pathname() // a file URL's path is never opaque: it starts with '/'
	if hasEncodedByte(path, '/') || hasEncodedByte(path, 0) || style == WindowsPath && hasEncodedByte(path, '\\') {
		return fail(errFileSeparator)
	}
	if style == POSIXPath {
		if u.hostKind != EmptyHost {
			return fail(errFileHost)
		}
		return PercentDecode(path), nil
	}
	var b []byte
	segs := path[1:]
	if u.hostKind == EmptyHost {
		drive, rest, _ := strings.Cut(segs, "/")
		if !isNormalizedWindowsDriveLetter(drive) {
			return fail(errFileNoDrive)
		}
		b = append(b, drive...)
		segs = rest
	} else {
		host := u.Hostname()
		if u.hostKind == DomainHost {
			host = DomainToUnicode(host)
		}
		if host == "." || host == ".." {
			// A path starting with \\.\ is a device path, and Windows
			// reads \\..\ as the parent of the current directory.
			return fail(errFileDotHost)
		}
		if segs == "" || segs[0] == '/' {
			return fail(errFileShare)
		}
		b = append(b, `\\`...)
		b = append(b, host...)
	}
	for seg := range strings.SplitSeq(segs, "/") {
		b = append(b, '\\')
		start := len(b)
		b = appendPercentDecoded(b, seg)
		if isWindowsDotName(string(b[start:])) {
			return fail(errFileWindowsDots)
		}
	}
	if !utf8.Valid(b) {
		return fail(errFileNotUTF8)
	}
	return string(b), nil
}

// isWindowsDotName reports whether name is made of dots and spaces only:
// Windows removes trailing dots and spaces from a name, so it may read
// such a name as "." or "..", or as no name at all.
// https://learn.microsoft.com/dotnet/standard/io/file-path-formats#trim-characters
func isWindowsDotName(name string) bool {
	return name != "" && strings.Trim(name, ". ") == ""
}

// hasEncodedByte reports whether s holds a percent-encoded c, with hex
// digits in either case.
func hasEncodedByte(s string, c byte) bool {
	for i := 0; i+2 < len(s); i++ {
		if isPercentEncodedByte(s, i) && hexValue(s[i+1])<<4|hexValue(s[i+2]) == c {
			return true
		}
	}
	return false
}
