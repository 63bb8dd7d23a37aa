// Command mkapi writes api/*.txt, the exported API of the module's public
// packages (see package apidump). Run it from the module root, or with
// make api.
package main

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/webstd/whatwgurl/internal/apidump"
)

func main() {
	if err := write(); err != nil {
		fmt.Fprintln(os.Stderr, "mkapi:", err)
		os.Exit(1)
	}
}

func write() error {
	pkgs, err := apidump.Public(".")
	if err != nil {
		return err
	}
	apis, err := apidump.Dump(".", pkgs)
	if err != nil {
		return err
	}
	if err := os.MkdirAll("api", 0o755); err != nil {
		return err
	}
	for _, pkg := range pkgs {
		name := filepath.Join("api", apidump.File(pkg))
		if err := os.WriteFile(name, []byte(apis[pkg]), 0o644); err != nil {
			return err
		}
		fmt.Println("mkapi: wrote", name)
	}
	return nil
}
