package uts46

// Checks of the generated tables: against IdnaMappingTable.txt itself when
// $WHATWGURL_UCD names the Unicode 17.0.0 data directory (the file is not
// in the repository), and for what the code assumes of them. tables_go127_test.go
// checks the properties taken from x/text and Go's unicode package.

import (
	"bufio"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"
)

// TestMappingTable compares every code point's status and mapping with
// IdnaMappingTable.txt, read here by a parser of its own.
func TestMappingTable(t *testing.T) {
	dir := os.Getenv("WHATWGURL_UCD")
	if dir == "" {
		t.Skip("set WHATWGURL_UCD to the Unicode 17.0.0 data directory to compare the table with IdnaMappingTable.txt")
	}
	f, err := os.Open(filepath.Join(dir, "IdnaMappingTable.txt"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	listed := 0
	var b buffers
	for sc.Scan() {
		line, _, _ := strings.Cut(sc.Text(), "#")
		if strings.TrimSpace(line) == "" {
			continue
		}
		fields := strings.Split(line, ";")
		for i := range fields {
			fields[i] = strings.TrimSpace(fields[i])
		}
		first, last, isRange := strings.Cut(fields[0], "..")
		if !isRange {
			last = first
		}
		lo, err1 := strconv.ParseUint(first, 16, 32)
		hi, err2 := strconv.ParseUint(last, 16, 32)
		if err1 != nil || err2 != nil {
			t.Fatalf("bad line %q", line)
		}
		var mapping strings.Builder
		if len(fields) > 2 {
			for _, h := range strings.Fields(fields[2]) {
				v, err := strconv.ParseUint(h, 16, 32)
				if err != nil {
					t.Fatalf("bad line %q", line)
				}
				mapping.WriteRune(rune(v))
			}
		}
		for r := rune(lo); r <= rune(hi); r++ {
			listed++
			if !utf8.ValidRune(r) {
				continue // surrogates: a Go string cannot hold them
			}
			v := props(r)
			got, _, _ := Profile{}.mapDomain(&b, string(r))
			var ok bool
			switch fields[1] {
			case "mapped":
				ok = v&valueMapped != 0 && got == mapping.String()
			case "ignored":
				ok = v&valueMapped == 0 && v&statusMask == statusIgnored && got == ""
			case "valid":
				ok = v&valueMapped == 0 && v&statusMask == statusValid && got == string(r)
			case "deviation":
				ok = v&valueMapped == 0 && v&statusMask == statusDeviation && got == string(r)
			case "disallowed":
				ok = v&valueMapped == 0 && v&statusMask == statusDisallowed && got == string(r)
			}
			if !ok {
				t.Errorf("%U: table value %#x, maps to %+q; IdnaMappingTable.txt says %s %+q", r, v, got, fields[1], mapping.String())
			}
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if listed != utf8.MaxRune+1 {
		t.Errorf("IdnaMappingTable.txt lists %d code points, not every one", listed)
	}
}

// TestMappings checks what Processing assumes of the mappings: every code
// point of a mapping is valid (or a deviation), and mapping k passes NFC's
// quick check, each of its code points flagged flagNFC, exactly when k <
// mappingsNFC.
func TestMappings(t *testing.T) {
	for k := 0; k+1 < len(mappingStart); k++ {
		m := mappings[mappingStart[k]:mappingStart[k+1]]
		quick := true
		for _, r := range m {
			v := props(r)
			if v&valueMapped != 0 || v&statusMask != statusValid && v&statusMask != statusDeviation {
				t.Errorf("mapping %d (%+q) has %U, of value %#x", k, m, r, v)
			}
			quick = quick && v&flagNFC != 0
		}
		if quick != (k < mappingsNFC) {
			t.Errorf("mapping %d (%+q): quick check %v, mappingsNFC %d", k, m, quick, mappingsNFC)
		}
	}
}
