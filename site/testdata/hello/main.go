// Command hello parses a URL and prints its origin: a program that uses
// package whatwgurl and not package site, which link_test.go builds to
// check that it links neither golang.org/x/net/publicsuffix nor net/http.
package main

import (
	"os"

	"github.com/webstd/whatwgurl"
)

func main() {
	for _, arg := range os.Args[1:] {
		u, err := whatwgurl.Parse(arg)
		if err != nil {
			os.Stderr.WriteString(err.Error() + "\n")
			os.Exit(1)
		}
		os.Stdout.WriteString(u.Origin().String() + "\n")
	}
}
