package urlpattern

import (
	"os/exec"
	"slices"
	"strings"
	"testing"
)

// TestRootImportsNoURLPattern: a program that imports only the root
// package links none of this package, of its regexp translation or of Go's
// regexp, because the root package does not import them, even indirectly
// (what the go command lists as its dependencies is a superset of what the
// linker keeps). The root package imports internal/urlhook, a function
// variable, and sets it to its state-override function. The same list for
// this package holds all three, so the check can fail.
func TestRootImportsNoURLPattern(t *testing.T) {
	gocmd, err := exec.LookPath("go")
	if err != nil {
		t.Skip("the go command is not in PATH: cannot list the root package's dependencies")
	}
	const module = "github.com/webstd/whatwgurl"
	heavy := []string{module + "/urlpattern", module + "/internal/ecmaregexp", "regexp"}
	for _, c := range []struct {
		pkg  string
		want bool // whether pkg depends on the heavy packages
	}{{module, false}, {module + "/urlpattern", true}} {
		out, err := exec.Command(gocmd, "list", "-deps", c.pkg).Output()
		if err != nil {
			t.Fatalf("go list -deps %s: %v", c.pkg, err)
		}
		deps := strings.Fields(string(out))
		if !slices.Contains(deps, c.pkg) || !slices.Contains(deps, module+"/internal/urlhook") {
			t.Fatalf("go list -deps %s lists neither it nor internal/urlhook: %q", c.pkg, deps)
		}
		for _, h := range heavy {
			if got := slices.Contains(deps, h); got != c.want {
				t.Errorf("%s depends on %s: %v, want %v", c.pkg, h, got, c.want)
			}
		}
	}
}
