// Command hellosite prints the registrable domain of a URL's host: the
// program link_test.go builds to show that its symbol check sees
// golang.org/x/net/publicsuffix when it is linked.
package main

import (
	"os"

	"github.com/webstd/whatwgurl"
	"github.com/webstd/whatwgurl/site"
)

func main() {
	for _, arg := range os.Args[1:] {
		u, err := whatwgurl.Parse(arg)
		if err != nil {
			os.Stderr.WriteString(err.Error() + "\n")
			os.Exit(1)
		}
		os.Stdout.WriteString(site.RegistrableDomain(u.ParsedHost()) + "\n")
	}
}
