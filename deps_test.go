package whatwgurl

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// goTool returns the go command, or skips the test.
func goTool(t *testing.T) string {
	t.Helper()
	gocmd, err := exec.LookPath("go")
	if err != nil {
		t.Skip("the go command is not in PATH: cannot check what the package links")
	}
	return gocmd
}

// TestNoNetHTTP checks that the package does not depend on net/http
// (about 2.8 MB of a binary), which only the httpurl subpackage imports.
func TestNoNetHTTP(t *testing.T) {
	out, err := exec.Command(goTool(t), "list", "-deps", ".").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	deps := strings.Fields(string(out))
	if len(deps) < 20 {
		t.Fatalf("go list -deps gave %d packages", len(deps))
	}
	for _, p := range deps {
		if p == "net/http" || strings.HasPrefix(p, "net/http/") || p == "crypto/tls" {
			t.Errorf("the package depends on %s", p)
		}
	}
}

// TestHelloWorldLinks builds a program importing only this package, and
// one importing httpurl, from files given to the go command as an overlay
// (nothing is written into the module), and reads their symbols: net/http
// is in the second only.
func TestHelloWorldLinks(t *testing.T) {
	if testing.Short() {
		t.Skip("builds two programs")
	}
	gocmd := goTool(t)
	wd, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	tmp := t.TempDir()
	programs := map[string]string{
		"root":    `package main; import ("fmt"; "github.com/webstd/whatwgurl"); func main() { fmt.Println(whatwgurl.MustParse("https://example.com/")) }`,
		"httpurl": `package main; import ("context"; "fmt"; "github.com/webstd/whatwgurl"; "github.com/webstd/whatwgurl/httpurl"); func main() { fmt.Println(httpurl.NewRequest(context.Background(), "GET", whatwgurl.MustParse("https://example.com/"), nil)) }`,
	}
	overlay := map[string]map[string]string{"Replace": {}}
	for name, src := range programs {
		file := filepath.Join(tmp, name+".go")
		if err := os.WriteFile(file, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		overlay["Replace"][filepath.Join(wd, "linkcheck_"+name, "main.go")] = file
	}
	ov, _ := json.Marshal(overlay)
	ovFile := filepath.Join(tmp, "overlay.json")
	if err := os.WriteFile(ovFile, ov, 0o644); err != nil {
		t.Fatal(err)
	}
	for name := range programs {
		bin := filepath.Join(tmp, name)
		if out, err := exec.Command(gocmd, "build", "-overlay", ovFile, "-o", bin, "./linkcheck_"+name).CombinedOutput(); err != nil {
			t.Fatalf("go build %s: %v\n%s", name, err, out)
		}
		syms, err := exec.Command(gocmd, "tool", "nm", bin).Output()
		if err != nil {
			t.Fatalf("go tool nm: %v", err)
		}
		linked := bytes.Contains(syms, []byte(" net/http."))
		if linked != (name == "httpurl") {
			t.Errorf("program importing %s: net/http linked = %v", name, linked)
		}
		if fi, err := os.Stat(bin); err == nil {
			t.Logf("program importing %s: %d bytes", name, fi.Size())
		}
	}
}
