// Package apidump writes the exported API of the module's public packages,
// one line per exported name with its signature, sorted, as the Go
// project's api/ directory records the standard library's: a change to the
// API shows as a change to a checked-in file. It uses only the standard
// library (go/parser, go/types with the source importer).
//
// Regenerate the files with make api (go run ./internal/apidump/mkapi);
// TestAPI fails when the exported API differs from them.
package apidump

import (
	"fmt"
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
)

// Module is the module path.
const Module = "github.com/webstd/whatwgurl"

// Public returns the module's public packages under root, as slash-separated
// paths relative to it ("." for the root package), sorted: every directory
// with a Go file to build, except internal packages, commands (package
// main), testdata and directories of another module (interoptest). A new
// package is found without a change here.
func Public(root string) ([]string, error) {
	var pkgs []string
	err := filepath.WalkDir(root, func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() {
			return nil
		}
		name := d.Name()
		if path != root {
			if strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_") || name == "testdata" || name == "internal" {
				return filepath.SkipDir
			}
			if _, err := os.Stat(filepath.Join(path, "go.mod")); err == nil {
				return filepath.SkipDir // another module
			}
		}
		fset := token.NewFileSet()
		files, err := parseDir(fset, path)
		if err != nil || len(files) == 0 || files[0].Name.Name == "main" {
			return err
		}
		rel, err := filepath.Rel(root, path)
		if err != nil {
			return err
		}
		pkgs = append(pkgs, filepath.ToSlash(rel))
		return nil
	})
	sort.Strings(pkgs)
	return pkgs, err
}

// File returns the name of the file under api/ that records pkg.
func File(pkg string) string {
	if pkg == "." {
		return "whatwgurl.txt"
	}
	return strings.ReplaceAll(pkg, "/", "_") + ".txt"
}

// Dump returns the API of each of pkgs (paths as Public returns them) in
// the module at root: one line per exported name, sorted, each ending in
// "\n", keyed by package.
func Dump(root string, pkgs []string) (map[string]string, error) {
	fset := token.NewFileSet()
	imp := importer.ForCompiler(fset, "source", nil) // shared: it caches what it checked
	apis := make(map[string]string)
	for _, pkg := range pkgs {
		path := Module
		if pkg != "." {
			path += "/" + pkg
		}
		files, err := parseDir(fset, filepath.Join(root, filepath.FromSlash(pkg)))
		if err != nil {
			return nil, err
		}
		conf := types.Config{Importer: imp}
		p, err := conf.Check(path, fset, files, nil)
		if err != nil {
			return nil, fmt.Errorf("type-checking %s: %w", path, err)
		}
		apis[pkg] = strings.Join(lines(p), "")
	}
	return apis, nil
}

// parseDir parses the package's non-test Go files that the go command
// would build on this platform (build constraints other than GOOS and
// GOARCH are not evaluated: the module's public packages have none).
func parseDir(fset *token.FileSet, dir string) ([]*ast.File, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	var files []*ast.File
	for _, e := range entries {
		name := e.Name()
		if e.IsDir() || !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, filepath.Join(dir, name), nil, parser.ParseComments)
		if err != nil {
			return nil, err
		}
		if ignored(f) {
			continue
		}
		files = append(files, f)
	}
	return files, nil
}

// ignored reports whether f has a "//go:build ignore" line (a generator).
func ignored(f *ast.File) bool {
	for _, g := range f.Comments {
		if g.Pos() > f.Package {
			break
		}
		for _, c := range g.List {
			if strings.HasPrefix(c.Text, "//go:build") && strings.Contains(c.Text, "ignore") {
				return true
			}
		}
	}
	return false
}

// lines returns the API lines of p.
func lines(p *types.Package) []string {
	qual := func(other *types.Package) string {
		if other == p {
			return ""
		}
		return other.Path()
	}
	prefix := "pkg " + p.Path() + ", "
	var out []string
	add := func(format string, args ...any) {
		out = append(out, prefix+fmt.Sprintf(format, args...)+"\n")
	}
	scope := p.Scope()
	for _, name := range scope.Names() {
		obj := scope.Lookup(name)
		if !obj.Exported() {
			continue
		}
		switch obj := obj.(type) {
		case *types.Const:
			add("const %s %s = %s", name, types.TypeString(obj.Type(), qual), obj.Val().ExactString())
		case *types.Var:
			add("var %s %s", name, types.TypeString(obj.Type(), qual))
		case *types.Func:
			add("func %s%s", name, signature(obj.Type().(*types.Signature), qual))
		case *types.TypeName:
			typeLines(obj, qual, add)
		}
	}
	sort.Strings(out)
	return slices.Compact(out)
}

// typeLines adds the lines of an exported type: its kind, its exported
// fields or interface methods, and its method set and its pointer's.
func typeLines(obj *types.TypeName, qual types.Qualifier, add func(string, ...any)) {
	name := obj.Name()
	if obj.IsAlias() {
		add("type %s = %s", name, types.TypeString(types.Unalias(obj.Type()), qual))
		return
	}
	under := obj.Type().Underlying()
	switch u := under.(type) {
	case *types.Struct:
		add("type %s struct", name)
		for i := range u.NumFields() {
			f := u.Field(i)
			if !f.Exported() {
				continue
			}
			if f.Embedded() {
				add("type %s struct, embedded %s", name, types.TypeString(f.Type(), qual))
			} else {
				add("type %s struct, %s %s", name, f.Name(), types.TypeString(f.Type(), qual))
			}
		}
	case *types.Interface:
		add("type %s interface { %s }", name, interfaceMethods(u))
		for i := range u.NumMethods() {
			m := u.Method(i)
			if m.Exported() {
				add("type %s interface, %s%s", name, m.Name(), signature(m.Type().(*types.Signature), qual))
			}
		}
	default:
		add("type %s %s", name, types.TypeString(under, qual))
	}
	if _, isIface := under.(*types.Interface); isIface {
		return
	}
	value := types.NewMethodSet(obj.Type())
	pointer := types.NewMethodSet(types.NewPointer(obj.Type()))
	for i := range pointer.Len() {
		sel := pointer.At(i)
		m := sel.Obj()
		if !m.Exported() {
			continue
		}
		recv := name
		if value.Lookup(m.Pkg(), m.Name()) == nil {
			recv = "*" + name
		}
		add("method (%s) %s%s", recv, m.Name(), signature(m.Type().(*types.Signature), qual))
	}
}

// interfaceMethods lists the names of an interface's methods, sorted.
func interfaceMethods(u *types.Interface) string {
	var names []string
	for i := range u.NumMethods() {
		m := u.Method(i)
		if m.Exported() {
			names = append(names, m.Name())
		} else {
			names = append(names, "unexported methods")
		}
	}
	sort.Strings(names)
	return strings.Join(slices.Compact(names), ", ")
}

// signature writes a function's parameters and results without their
// names, which are no part of the API: "(string, ...int) (URL, error)".
func signature(sig *types.Signature, qual types.Qualifier) string {
	var b strings.Builder
	b.WriteString("(")
	params := sig.Params()
	for i := range params.Len() {
		if i > 0 {
			b.WriteString(", ")
		}
		t := params.At(i).Type()
		if sig.Variadic() && i == params.Len()-1 {
			b.WriteString("...")
			t = t.(*types.Slice).Elem()
		}
		b.WriteString(types.TypeString(t, qual))
	}
	b.WriteString(")")
	results := sig.Results()
	switch results.Len() {
	case 0:
	case 1:
		b.WriteString(" " + types.TypeString(results.At(0).Type(), qual))
	default:
		b.WriteString(" (")
		for i := range results.Len() {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(types.TypeString(results.At(i).Type(), qual))
		}
		b.WriteString(")")
	}
	return b.String()
}
