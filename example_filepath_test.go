package whatwgurl_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/webstd/whatwgurl"
)

func ExampleFromFilePath() {
	for _, p := range []string{"/srv/100%41/a#b?", "/home/me/\xff.txt"} {
		u, err := whatwgurl.FromFilePath(p, whatwgurl.POSIXPath)
		fmt.Println(u, err)
	}
	for _, p := range []string{`C:\Users\me\a b.txt`, `\\server\share\x`, `\\?\C:\x`, `C:x`} {
		u, err := whatwgurl.FromFilePath(p, whatwgurl.WindowsPath)
		fmt.Println(u, err)
	}
	// Output:
	// file:///srv/100%2541/a%23b%3F <nil>
	// file:///home/me/%FF.txt <nil>
	// file:///C:/Users/me/a%20b.txt <nil>
	// file://server/share/x <nil>
	// file:///C:/x <nil>
	//  whatwgurl: from file path "C:x": not an absolute path
}

func ExampleURL_FilePath() {
	u := whatwgurl.MustParse("file:///C:/Program%20Files/a%23b")
	p, _ := u.FilePath(whatwgurl.WindowsPath)
	fmt.Println(p)
	p, _ = u.FilePath(whatwgurl.POSIXPath)
	fmt.Println(p)
	p, _ = whatwgurl.MustParse("file://nas/share/x").FilePath(whatwgurl.WindowsPath)
	fmt.Println(p)
	_, err := whatwgurl.MustParse("file:///etc%2Fpasswd").FilePath(whatwgurl.POSIXPath)
	fmt.Println(err)
	// Output:
	// C:\Program Files\a#b
	// /C:/Program Files/a#b
	// \\nas\share\x
	// whatwgurl: file path "file:///etc%2Fpasswd": path segment holds an encoded separator or NUL ("%2F", "%5C" on Windows, "%00")
}

func ExamplePathStyle() {
	// One path, read in each syntax: '\' is part of a POSIX file name and
	// a separator on Windows, and only Windows has drive letters.
	for _, p := range []string{`/srv/a\b.txt`, `C:\srv\a b.txt`} {
		for _, style := range []whatwgurl.PathStyle{whatwgurl.POSIXPath, whatwgurl.WindowsPath} {
			u, err := whatwgurl.FromFilePath(p, style)
			fmt.Println(u, err)
		}
	}

	// NativePath is the syntax of the system the program runs on, for
	// paths from os and path/filepath.
	p := filepath.Join(os.TempDir(), "report 1.txt")
	u, err := whatwgurl.FromFilePath(p, whatwgurl.NativePath)
	if err != nil {
		panic(err)
	}
	back, err := u.FilePath(whatwgurl.NativePath)
	fmt.Println(strings.HasSuffix(u.Href(), "/report%201.txt"), back == p, err)
	// Output:
	// file:///srv/a%5Cb.txt <nil>
	//  whatwgurl: from file path "/srv/a\\b.txt": not an absolute path
	//  whatwgurl: from file path "C:\\srv\\a b.txt": not an absolute path
	// file:///C:/srv/a%20b.txt <nil>
	// true true <nil>
}
