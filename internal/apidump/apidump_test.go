package apidump

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/webstd/whatwgurl/internal/testfiles"
)

// TestAPI fails when the exported API of a public package differs from
// its record under api/: an exported name added, removed or changed
// without the record changing with it.
func TestAPI(t *testing.T) {
	if testing.Short() {
		t.Skip("type-checks the public packages and their dependencies from source")
	}
	root, err := testfiles.ModuleRoot()
	if err != nil {
		t.Fatal(err)
	}
	pkgs, err := Public(root)
	if err != nil {
		t.Fatal(err)
	}
	apis, err := Dump(root, pkgs)
	if err != nil {
		t.Fatal(err)
	}
	recorded, err := filepath.Glob(filepath.Join(root, "api", "*.txt"))
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range recorded {
		found := false
		for _, pkg := range pkgs {
			found = found || File(pkg) == filepath.Base(f)
		}
		if !found {
			t.Errorf("api/%s records no public package: delete it if its package is gone", filepath.Base(f))
		}
	}
	for _, pkg := range pkgs {
		file := filepath.Join(root, "api", File(pkg))
		want, err := os.ReadFile(file)
		if err != nil {
			t.Errorf("%v: run make api to write it", err)
			continue
		}
		if got := apis[pkg]; got != string(want) {
			t.Errorf("the exported API of %s differs from api/%s (run make api, and review the difference):\n%s",
				pkg, File(pkg), diff(string(want), got))
		}
	}
}

// diff lists the lines only in want (-) and only in got (+).
func diff(want, got string) string {
	in := func(s string) map[string]bool {
		m := make(map[string]bool)
		for l := range strings.Lines(s) {
			m[l] = true
		}
		return m
	}
	w, g := in(want), in(got)
	var b strings.Builder
	for l := range strings.Lines(want) {
		if !g[l] {
			b.WriteString("- " + l)
		}
	}
	for l := range strings.Lines(got) {
		if !w[l] {
			b.WriteString("+ " + l)
		}
	}
	return b.String()
}

// TestDumpFixture checks the lines written for each kind of exported name,
// on a package written for the test (Go's api/ files are the model).
func TestDumpFixture(t *testing.T) {
	dir := t.TempDir()
	if err := os.Mkdir(filepath.Join(dir, "fix"), 0o755); err != nil {
		t.Fatal(err)
	}
	src := `package fix

import "io"

// Const and Var.
const (
	A Kind = iota + 1
	B
	Untyped = "x"
	unexported = 3
)

var ErrX error

type Kind uint8

func (k Kind) String() string { return "" }

type T struct {
	Name string
	N, M int
	io.Reader
	hidden int
}

func (t *T) Set(name string, more ...int) (ok bool, err error) { return }
func (T) Get() string { return "" }
func (T) unexported() {}

type I interface {
	Do(x int) error
	io.Closer
}

type Alias = T

func New(r io.Reader) *T { return nil }
`
	if err := os.WriteFile(filepath.Join(dir, "fix", "fix.go"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "fix", "fix_test.go"), []byte("package fix\n\nfunc Exported() {}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	// A command and an internal package beside it are no public
	// packages.
	for _, d := range []string{"cmd/tool", "internal/x"} {
		if err := os.MkdirAll(filepath.Join(dir, d), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(dir, "cmd", "tool", "main.go"), []byte("package main\n\nfunc Exported() {}\n\nfunc main() {}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "internal", "x", "x.go"), []byte("package x\n\nfunc Exported() {}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	pkgs, err := Public(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(pkgs) != 1 || pkgs[0] != "fix" {
		t.Fatalf("Public: %q, want [fix]", pkgs)
	}
	apis, err := Dump(dir, pkgs)
	if err != nil {
		t.Fatal(err)
	}
	const p = "pkg " + Module + "/fix, "
	want := p + "const A Kind = 1\n" +
		p + "const B Kind = 2\n" +
		p + "const Untyped untyped string = \"x\"\n" +
		p + "func New(io.Reader) *T\n" +
		p + "method (*T) Set(string, ...int) (bool, error)\n" +
		p + "method (Kind) String() string\n" +
		p + "method (T) Get() string\n" +
		p + "method (T) Read([]byte) (int, error)\n" +
		p + "type Alias = T\n" +
		p + "type I interface { Close, Do }\n" +
		p + "type I interface, Close() error\n" +
		p + "type I interface, Do(int) error\n" +
		p + "type Kind uint8\n" +
		p + "type T struct\n" +
		p + "type T struct, M int\n" +
		p + "type T struct, N int\n" +
		p + "type T struct, Name string\n" +
		p + "type T struct, embedded io.Reader\n" +
		p + "var ErrX error\n"
	if got := apis["fix"]; got != want {
		t.Errorf("got:\n%s\nwant:\n%s\ndiff:\n%s", got, want, diff(want, got))
	}
}
