package urlpattern

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// TestHelloWorldLinksNoURLPattern builds a program that imports only the
// root package and one that imports this package, from files given to the
// go command as an overlay (nothing is written into the module), and reads
// their symbols: this package, its regexp translation and Go's regexp are
// in the second only. (The root package links internal/urlhook, a
// function variable, and the state-override function it sets.)
func TestHelloWorldLinksNoURLPattern(t *testing.T) {
	if testing.Short() {
		t.Skip("builds two programs")
	}
	gocmd, err := exec.LookPath("go")
	if err != nil {
		t.Skip("the go command is not in PATH: cannot check what the package links")
	}
	wd, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	tmp := t.TempDir()
	programs := map[string]string{
		"root":       `package main; import ("fmt"; "github.com/webstd/whatwgurl"); func main() { fmt.Println(whatwgurl.MustParse("https://example.com/")) }`,
		"urlpattern": `package main; import ("fmt"; "github.com/webstd/whatwgurl/urlpattern"); func main() { fmt.Println(urlpattern.MustNew("https://example.com/:id(\\d+)", "", urlpattern.Options{}).Test("https://example.com/1", "")) }`,
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
		want := name == "urlpattern"
		for _, pkg := range []string{" github.com/webstd/whatwgurl/urlpattern.", " github.com/webstd/whatwgurl/internal/ecmaregexp.", " regexp."} {
			if linked := bytes.Contains(syms, []byte(pkg)); linked != want {
				t.Errorf("program importing %s: %s linked = %v", name, pkg[1:len(pkg)-1], linked)
			}
		}
		if fi, err := os.Stat(bin); err == nil {
			t.Logf("program importing %s: %d bytes", name, fi.Size())
		}
	}
}
