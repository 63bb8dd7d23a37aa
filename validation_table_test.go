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
// (plus the rows newer than that copy): one constant per row, in the
// table's order, named as the table names it. A new row of the standard
// shows up here once the generator runs on a url.bs that has it.
func TestValidationErrorTable(t *testing.T) {
	names, _ := validationErrorTable(t)
	all := allValidationErrors()
	if len(all) != len(names) {
		t.Errorf("%d constants, %d rows in the table", len(all), len(names))
	}
	for i := 0; i < len(all) && i < len(names); i++ {
		if all[i].Error() != names[i] {
			t.Errorf("constant %d is %q, row %d is %q", i+1, all[i].Error(), i+1, names[i])
		}
	}
}
