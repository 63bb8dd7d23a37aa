package whatwgurl

import (
	"os/exec"
	"strings"
	"testing"
)

// A program pays for legacy encodings only when it names one: the package
// and the packages it imports import none of x/text's packages that hold
// the tables of legacy encodings, nor htmlindex, which names them all. (A
// package that is not imported cannot be linked.)
func TestNoLegacyEncodingTables(t *testing.T) {
	goCmd, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command to list the imports with")
	}
	out, err := exec.Command(goCmd, "list", "-deps", "-f", "{{.ImportPath}}", ".").Output()
	if err != nil {
		t.Fatalf("go list -deps: %v", err)
	}
	deps := strings.Fields(string(out))
	if len(deps) < 10 {
		t.Fatalf("go list -deps listed %d packages", len(deps))
	}
	for _, dep := range deps {
		switch dep {
		case "golang.org/x/text/encoding/charmap",
			"golang.org/x/text/encoding/htmlindex",
			"golang.org/x/text/encoding/ianaindex",
			"golang.org/x/text/encoding/japanese",
			"golang.org/x/text/encoding/korean",
			"golang.org/x/text/encoding/simplifiedchinese",
			"golang.org/x/text/encoding/traditionalchinese",
			"github.com/webstd/whatwgurl/htmlenc":
			t.Errorf("the package imports %s", dep)
		}
	}
}
