package site

import (
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestRootLinksNoPublicSuffixList builds a program that calls only
// whatwgurl.Parse and URL.Origin (testdata/hello) and checks, with go tool
// nm, that it links neither golang.org/x/net/publicsuffix nor net/http nor
// this package; and a program that calls RegistrableDomain
// (testdata/hellosite), to show that the check sees them when they are
// there. It also checks that package whatwgurl does not import them at all.
func TestRootLinksNoPublicSuffixList(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and links two programs; not run with -short")
	}
	goCmd, err := exec.LookPath("go")
	if err != nil {
		t.Skip("the go command is not in PATH, so the programs cannot be built")
	}
	unwanted := []string{"golang.org/x/net/publicsuffix.", "net/http.", "github.com/webstd/whatwgurl/site."}

	out, err := exec.Command(goCmd, "list", "-deps", "github.com/webstd/whatwgurl").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	for _, pkg := range strings.Fields(string(out)) {
		for _, u := range unwanted {
			if pkg+"." == u {
				t.Errorf("package whatwgurl imports %s", pkg)
			}
		}
	}

	dir := t.TempDir()
	symbols := func(name string) string {
		exe := filepath.Join(dir, name)
		if out, err := exec.Command(goCmd, "build", "-o", exe, "./testdata/"+name).CombinedOutput(); err != nil {
			t.Fatalf("go build ./testdata/%s: %v\n%s", name, err, out)
		}
		out, err := exec.Command(goCmd, "tool", "nm", exe).Output()
		if err != nil {
			t.Fatalf("go tool nm: %v", err)
		}
		return string(out)
	}
	hello := symbols("hello")
	for _, u := range unwanted {
		if strings.Contains(hello, " "+u) {
			t.Errorf("a program that calls only Parse and Origin links %s", strings.TrimSuffix(u, "."))
		}
	}
	withSite := symbols("hellosite")
	for _, u := range unwanted {
		if !strings.Contains(withSite, " "+u) {
			t.Errorf("the symbol check does not see %s in a program that uses package site", strings.TrimSuffix(u, "."))
		}
	}
}
