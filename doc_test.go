package whatwgurl

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/build"
	"go/doc"
	"go/doc/comment"
	goparser "go/parser"
	"go/scanner"
	"go/token"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

// modulePath is the import path of the module's root package.
const modulePath = "github.com/webstd/whatwgurl"

// docPublicPackages are the module's public packages, by directory relative
// to the module root: each exported name in them must have a doc comment and
// be reachable from an Example or the package overview.
var docPublicPackages = []string{".", "htmlenc", "site", "httpurl"}

// docInternalPackages are the internal packages: their exported names must
// have doc comments too, but nobody outside the module reads their
// examples. The commands (cmd/whatwgurl, internal/tablegen) are main
// packages, whose names no other package sees.
var docInternalPackages = []string{
	"internal/enctest",
	"internal/legacy",
	"internal/nfc",
	"internal/punycode",
	"internal/spoof",
	"internal/uts46",
}

// TestDocumentation checks, for every package of the module, that each
// exported name has a doc comment and, for the public packages, that each
// is reachable from at least one Example function or from the package
// overview, as go doc and pkg.go.dev show them.
//
// The exported names are the package-level types, functions, constants and
// variables of the non-test files that match the build context (the files
// go build would compile), and the exported methods of exported types.
// Struct fields and interface methods are out of scope: they are documented
// in their type's declaration.
//
// A doc comment is the comment go/doc shows: a function's, type's or
// method's comment must start with its name (a type's may start with "A",
// "An" or "The" before the name, as Go's own packages do); a constant or
// variable is documented by the comment of its declaration group or by its
// own comment, and an ungrouped one's comment must start with its name.
//
// A name is reachable from an Example when
//   - go/doc associates the Example with it by name (ExampleURL_Parse with
//     the method URL.Parse; ExampleParse with the function Parse); an
//     Example of a type, of one of its methods or of one of its
//     constructors also reaches the type, as go doc lists them under it;
//   - or the Example's body refers to it. Package-level names count when
//     qualified by the package's import name in an external test package
//     (whatwgurl.Parse, whatwgurl.Parser{...}) or unqualified in a test
//     file of the package itself. Methods are resolved loosely by name,
//     without type-checking: a selector x.Name whose x is not an imported
//     package counts for a method Name of any exported type (u.Origin()
//     counts for URL.Origin, and for Host.Origin if there were one).
//
// A constant or variable counts as reached when any name of its
// declaration group is reached: the group is one entry in go doc, with
// one comment, and an Example that uses one of ValidationError's
// constants with errors.Is shows the use of them all. Using the type
// alone does not reach its constants.
//
// The package overview (the package's doc comment, doc.go for the root
// package) reaches a name through a doc link ([URL.Origin], [Origin]) or
// through a reference in one of its code blocks, read as in an Example
// body. Plain words in its prose do not count, since "URL", "Host" and
// "Error" are also ordinary words.
//
// Examples without an Output comment count as well: go test compiles
// them, and go doc shows them.
func TestDocumentation(t *testing.T) {
	for _, dir := range docPublicPackages {
		t.Run(dir, func(t *testing.T) {
			checkPackageDocs(t, dir, true)
		})
	}
	for _, dir := range docInternalPackages {
		t.Run(dir, func(t *testing.T) {
			checkPackageDocs(t, dir, false)
		})
	}
}

// TestDocumentationCheckFails shows that checkPackageDocs reports a name
// that loses its only Example, a method reached by no selector, an
// undocumented name and a comment that does not start with its name, so
// that TestDocumentation can fail.
func TestDocumentationCheckFails(t *testing.T) {
	dir := t.TempDir()
	files := map[string]string{
		"go.mod": "module example.com/p\n",
		"p.go": `// Package p is a package.
//
// See [T.Overview].
package p

// F is covered by ExampleF.
func F() {}

// G is covered by nothing.
func G() {}

// Old is G, covered by nothing, and need not be.
//
// Deprecated: Use F.
func Old() {}

func Undocumented() {}

// returns nothing; does not start with the name.
func Misnamed() {}

// T is covered by ExampleT.
type T struct{}

// Used is covered by a selector in ExampleT.
func (T) Used() {}

// Unused is covered by nothing.
func (T) Unused() {}

// Overview is covered by the overview's doc link.
func (T) Overview() {}

// The colours.
const (
	Red = iota
	Green
)

// Blue is alone and reached by nothing.
const Blue = 2
`,
		"p_test.go": `package p_test

import (
	"fmt"

	"example.com/p"
)

func ExampleF() {
	p.F()
	fmt.Println(p.Green)
	// Output: 1
}

func ExampleT() {
	var t p.T
	t.Used()
	// The selector fmt.Println does not count for a method Println.
	fmt.Println("x")
}
`,
	}
	for name, src := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got := packageDocProblems(t, dir, "example.com/p", true)
	want := []string{
		"Blue: reached by no Example and not by the package overview",
		"G: reached by no Example and not by the package overview",
		"Misnamed: doc comment does not start with \"Misnamed\"",
		"Misnamed: reached by no Example and not by the package overview",
		"T.Unused: reached by no Example and not by the package overview",
		"Undocumented: no doc comment",
		"Undocumented: reached by no Example and not by the package overview",
	}
	if !slices.Equal(got, want) {
		t.Errorf("problems:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}

	// Without ExampleF, F is reached by nothing and neither are Red and
	// Green.
	src := strings.Replace(files["p_test.go"], "func ExampleF() {\n\tp.F()\n\tfmt.Println(p.Green)\n\t// Output: 1\n}\n", "", 1)
	if err := os.WriteFile(filepath.Join(dir, "p_test.go"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	got = packageDocProblems(t, dir, "example.com/p", true)
	for _, w := range []string{
		"F: reached by no Example and not by the package overview",
		"Green: reached by no Example and not by the package overview",
		"Red: reached by no Example and not by the package overview",
	} {
		if !slices.Contains(got, w) {
			t.Errorf("without ExampleF, missing problem %q in:\n%s", w, strings.Join(got, "\n"))
		}
	}
}

// checkPackageDocs reports each problem of the package in dir (relative to
// the module root) as a test error.
func checkPackageDocs(t *testing.T, dir string, public bool) {
	importPath := modulePath
	if dir != "." {
		importPath = path.Join(modulePath, filepath.ToSlash(dir))
	}
	for _, p := range packageDocProblems(t, dir, importPath, public) {
		t.Errorf("%s: %s", importPath, p)
	}
}

// packageDocProblems returns the problems of the package in dir, sorted:
// exported names without a doc comment, with one that does not start with
// the name, and, if public, names that no Example and not the overview
// reach.
func packageDocProblems(t *testing.T, dir, importPath string, public bool) []string {
	t.Helper()
	ctxt := build.Default
	ctxt.GOPATH = "" // only the directory is read
	bp, err := ctxt.ImportDir(dir, 0)
	if err != nil {
		t.Fatalf("%s: %v", dir, err)
	}
	fset := token.NewFileSet()
	var files []*ast.File
	parse := func(names []string, onlyExamples bool) {
		for _, name := range names {
			filename := filepath.Join(dir, name)
			src, err := os.ReadFile(filename)
			if err != nil {
				t.Fatal(err)
			}
			if onlyExamples && !bytes.Contains(src, []byte("func Example")) {
				continue // saves parsing the large test files
			}
			f, err := goparser.ParseFile(fset, filename, src, goparser.ParseComments|goparser.SkipObjectResolution)
			if err != nil {
				t.Fatal(err)
			}
			files = append(files, f)
		}
	}
	parse(bp.GoFiles, false)
	parse(bp.TestGoFiles, true)
	parse(bp.XTestGoFiles, true)
	pkg, err := doc.NewFromFiles(fset, files, importPath)
	if err != nil {
		t.Fatalf("%s: %v", dir, err)
	}

	var problems []string
	report := func(name, format string, args ...any) {
		problems = append(problems, name+": "+fmt.Sprintf(format, args...))
	}

	// The exported names, each with its comment, whether that comment must
	// start with the name, and the names whose mention reaches it.
	type entry struct {
		name     string // "Parse", "URL.Parse"
		doc      string
		start    bool     // the comment must start with the name
		article  bool     // "A", "An" or "The" may come first
		reachers []string // the names of which any one reaches it
	}
	var entries []entry
	addFuncs := func(recv string, fs []*doc.Func) {
		for _, f := range fs {
			name := f.Name
			if recv != "" {
				name = recv + "." + f.Name
			}
			entries = append(entries, entry{name: name, doc: f.Doc, start: true, reachers: []string{name}})
		}
	}
	addValues := func(vs []*doc.Value) {
		for _, v := range vs {
			var exported []string
			for _, n := range v.Names {
				if token.IsExported(n) {
					exported = append(exported, n)
				}
			}
			for _, n := range exported {
				e := entry{name: n, doc: v.Doc, reachers: exported}
				if len(v.Decl.Specs) == 1 && !v.Decl.Lparen.IsValid() {
					e.start = true // a declaration of its own
				}
				if e.doc == "" {
					e.doc = specComment(v.Decl, n)
				}
				entries = append(entries, e)
			}
		}
	}
	addValues(pkg.Consts)
	addValues(pkg.Vars)
	addFuncs("", pkg.Funcs)
	for _, typ := range pkg.Types {
		entries = append(entries, entry{name: typ.Name, doc: typ.Doc, start: true, article: true, reachers: []string{typ.Name}})
		addValues(typ.Consts)
		addValues(typ.Vars)
		addFuncs("", typ.Funcs)
		addFuncs(typ.Name, typ.Methods)
	}

	for _, e := range entries {
		short := e.name[strings.LastIndexByte(e.name, '.')+1:]
		switch {
		case strings.TrimSpace(e.doc) == "":
			report(e.name, "no doc comment")
		case e.start && !startsWithName(e.doc, short, e.article):
			report(e.name, "doc comment does not start with %q", short)
		}
	}
	if !public {
		slices.Sort(problems)
		return problems
	}

	// The names that Examples and the overview reach.
	methods := make(map[string]bool) // method names, without receiver
	for _, typ := range pkg.Types {
		for _, m := range typ.Methods {
			methods[m.Name] = true
		}
	}
	reached := make(map[string]bool) // "Parse", "URL", "URL.Parse"
	reachMethod := func(name string) {
		if !methods[name] {
			return
		}
		for _, typ := range pkg.Types {
			for _, m := range typ.Methods {
				if m.Name == name {
					reached[typ.Name+"."+name] = true
				}
			}
		}
	}

	// Examples by name, as go doc places them.
	for _, f := range pkg.Funcs {
		if len(f.Examples) > 0 {
			reached[f.Name] = true
		}
	}
	for _, typ := range pkg.Types {
		if len(typ.Examples) > 0 {
			reached[typ.Name] = true
		}
		for _, f := range typ.Funcs {
			if len(f.Examples) > 0 {
				reached[f.Name] = true
				reached[typ.Name] = true
			}
		}
		for _, m := range typ.Methods {
			if len(m.Examples) > 0 {
				reached[typ.Name+"."+m.Name] = true
				reached[typ.Name] = true
			}
		}
	}

	// Examples by the references in their bodies.
	var testFiles []*ast.File
	for _, f := range files {
		if strings.HasSuffix(fset.File(f.Pos()).Name(), "_test.go") {
			testFiles = append(testFiles, f)
		}
	}
	for _, f := range testFiles {
		imports, self := fileImports(f, importPath, bp.Name)
		for _, decl := range f.Decls {
			fn, ok := decl.(*ast.FuncDecl)
			if !ok || fn.Recv != nil || !isExampleName(fn.Name.Name) || fn.Body == nil {
				continue
			}
			var visit func(ast.Node) bool
			visit = func(n ast.Node) bool {
				switch n := n.(type) {
				case *ast.SelectorExpr:
					if x, ok := n.X.(*ast.Ident); ok && imports[x.Name] {
						if x.Name == self {
							reached[n.Sel.Name] = true
						}
						return false
					}
					reachMethod(n.Sel.Name)
					ast.Inspect(n.X, visit) // not n.Sel, which is no package-level name
					return false
				case *ast.Ident:
					if self == "" || self == "." {
						reached[n.Name] = true
					}
				}
				return true
			}
			ast.Inspect(fn.Body, visit)
		}
	}

	// The overview's doc links and code blocks.
	overview := pkg.Parser().Parse(pkg.Doc)
	var walkText func([]comment.Text)
	walkText = func(texts []comment.Text) {
		for _, x := range texts {
			switch x := x.(type) {
			case *comment.DocLink:
				if x.ImportPath != "" && x.ImportPath != importPath {
					continue
				}
				if x.Recv != "" {
					reached[x.Recv+"."+x.Name] = true
				} else {
					reached[x.Name] = true
				}
			case *comment.Link:
				walkText(x.Text)
			case *comment.Italic, comment.Plain:
			}
		}
	}
	for _, b := range overview.Content {
		switch b := b.(type) {
		case *comment.Paragraph:
			walkText(b.Text)
		case *comment.Heading:
			walkText(b.Text)
		case *comment.List:
			for _, item := range b.Items {
				for _, ib := range item.Content {
					if p, ok := ib.(*comment.Paragraph); ok {
						walkText(p.Text)
					}
				}
			}
		case *comment.Code:
			codeReferences(b.Text, bp.Name, reached, reachMethod)
		}
	}

	for _, e := range entries {
		if deprecated(e.doc) {
			continue // go doc and pkg.go.dev hide it; its successor has the Example
		}
		if !slices.ContainsFunc(e.reachers, func(n string) bool { return reached[n] }) {
			report(e.name, "reached by no Example and not by the package overview")
		}
	}
	slices.Sort(problems)
	return problems
}

// specComment returns the doc or line comment of the spec that declares
// name in decl.
func specComment(decl *ast.GenDecl, name string) string {
	for _, spec := range decl.Specs {
		vs, ok := spec.(*ast.ValueSpec)
		if !ok || !slices.ContainsFunc(vs.Names, func(id *ast.Ident) bool { return id.Name == name }) {
			continue
		}
		if vs.Doc != nil {
			return vs.Doc.Text()
		}
		if vs.Comment != nil {
			return vs.Comment.Text()
		}
	}
	return ""
}

// startsWithName reports whether the comment text starts with name as a
// word, after "A", "An" or "The" if article.
func startsWithName(text, name string, article bool) bool {
	if article {
		for _, a := range []string{"A ", "An ", "The "} {
			if rest, ok := strings.CutPrefix(text, a); ok && startsWithName(rest, name, false) {
				return true
			}
		}
	}
	rest, ok := strings.CutPrefix(text, name)
	if !ok {
		return false
	}
	r, _ := utf8.DecodeRuneInString(rest)
	return rest == "" || !(unicode.IsLetter(r) || unicode.IsDigit(r) || r == '_')
}

// isExampleName reports whether name is an Example function's name, as go
// test reads it: "Example" alone or followed by a name that does not start
// with a lower-case letter.
func isExampleName(name string) bool {
	rest, ok := strings.CutPrefix(name, "Example")
	if !ok {
		return false
	}
	r, _ := utf8.DecodeRuneInString(rest)
	return rest == "" || !unicode.IsLower(r)
}

// fileImports returns the names f gives its imports, and the name it gives
// the package at importPath: "" when f is in that package itself, "." for
// a dot import.
func fileImports(f *ast.File, importPath, pkgName string) (names map[string]bool, self string) {
	names = make(map[string]bool)
	if f.Name.Name == pkgName {
		return names, "" // the package's own test file: references are unqualified
	}
	self = "-" // not imported: no reference counts
	for _, spec := range f.Imports {
		p, err := strconv.Unquote(spec.Path.Value)
		if err != nil {
			continue
		}
		name := path.Base(p)
		if p == importPath {
			name = pkgName // which need not be the path's last element
		}
		if spec.Name != nil {
			name = spec.Name.Name
		}
		if p == importPath {
			self = name
		}
		names[name] = true
	}
	return names, self
}

// codeReferences marks what a code block of the overview refers to, read
// as an Example body is: pkgName.Name reaches Name, and x.Name reaches the
// methods called Name.
func codeReferences(code, pkgName string, reached map[string]bool, reachMethod func(string)) {
	var s scanner.Scanner
	fset := token.NewFileSet()
	file := fset.AddFile("", -1, len(code))
	s.Init(file, []byte(code), func(token.Position, string) {}, 0)
	var prev [2]string // the two tokens before, as text
	var prevTok [2]token.Token
	for {
		_, tok, lit := s.Scan()
		if tok == token.EOF {
			return
		}
		if tok == token.IDENT && prevTok[1] == token.PERIOD {
			if prevTok[0] == token.IDENT && prev[0] == pkgName {
				reached[lit] = true
			} else {
				reachMethod(lit)
			}
		}
		text := lit
		if text == "" {
			text = tok.String()
		}
		prev[0], prev[1] = prev[1], text
		prevTok[0], prevTok[1] = prevTok[1], tok
	}
}

// deprecated reports whether a doc comment has a paragraph that starts
// "Deprecated: ", Go's mark for a name kept only for compatibility.
func deprecated(doc string) bool {
	return strings.HasPrefix(doc, "Deprecated: ") || strings.Contains(doc, "\n\nDeprecated: ")
}
