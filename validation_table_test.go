package whatwgurl

import (
	"bufio"
	"os"
	"strings"
	"testing"
)

//go:generate go run gen_validation_errors.go ../shared/spec/url.bs

// allValidationErrors returns the ValidationError constants, in order.
func allValidationErrors() []ValidationError {
	var all []ValidationError
	for e := ValidationError(1); int(e) < len(validationErrorNames); e++ {
		all = append(all, e)
	}
	return all
}

// validationErrorTable reads testdata/validation-errors.txt, the standard's
// table (gen_validation_errors.go): each row's name and Failure column.
func validationErrorTable(t testing.TB) (names []string, failure map[string]string) {
	f, err := os.Open("testdata/validation-errors.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	failure = map[string]string{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "#") {
			continue
		}
		fields := strings.Split(line, "\t")
		if len(fields) < 2 {
			t.Fatalf("validation-errors.txt: bad line %q", line)
		}
		names = append(names, fields[0])
		failure[fields[0]] = fields[1]
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return names, failure
}

// TestValidationErrorTable checks the ValidationError constants against
// the standard's table as gen_validation_errors.go extracts it from url.bs
// (plus the rows newer than that copy): one constant per row, named as the
// table names it. A new row of the standard shows up here once the
// generator runs on a url.bs that has it; it gets the next free value, so
// that no constant's value changes (api/whatwgurl.txt records them).
func TestValidationErrorTable(t *testing.T) {
	names, _ := validationErrorTable(t)
	all := allValidationErrors()
	byName := make(map[string]ValidationError)
	for _, e := range all {
		if old, dup := byName[e.Error()]; dup {
			t.Errorf("constants %d and %d are both named %q", old, e, e.Error())
		}
		byName[e.Error()] = e
	}
	if len(all) != len(names) {
		t.Errorf("%d constants, %d rows in the table", len(all), len(names))
	}
	for i, name := range names {
		if _, ok := byName[name]; !ok {
			t.Errorf("row %d, %q, has no constant", i+1, name)
		}
		delete(byName, name)
	}
	for name, e := range byName {
		t.Errorf("constant %d, %q, is no row of the table", e, name)
	}
}
