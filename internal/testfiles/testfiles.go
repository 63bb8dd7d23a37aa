// Package testfiles is the tests' one way to the data they read from outside
// the repository (the web-platform-tests files and the URL datasets) and the
// generator of fuzz labels that several fuzz targets share. Only _test.go
// files import it.
package testfiles

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
)

// skipped counts the tests that ReadWPT skipped for want of the data.
var skipped atomic.Int32

// Skipped returns how many tests ReadWPT skipped in this test binary because
// $WHATWGURL_WPT is unset; a TestMain can say so once at the end.
func Skipped() int { return int(skipped.Load()) }

// WPTHelp says how to get the WPT data.
const WPTHelp = "set WHATWGURL_WPT to a directory holding the web-platform-tests url/resources files that scripts/fetch-wpt.sh lists, or run make test, which downloads them"

// ReadWPT returns the WPT data file name from the directory $WHATWGURL_WPT
// (a relative directory is relative to the module root). When the variable
// is unset the test is skipped, or fails if $WHATWGURL_REQUIRE_WPT is 1 (as
// make test sets it); when it is set, a missing file fails the test.
func ReadWPT(tb testing.TB, name string) []byte {
	tb.Helper()
	dir := os.Getenv("WHATWGURL_WPT")
	if dir == "" {
		if os.Getenv("WHATWGURL_REQUIRE_WPT") == "1" {
			tb.Fatal("WPT data not found: WHATWGURL_REQUIRE_WPT=1 but WHATWGURL_WPT is not set; " + WPTHelp)
		}
		skipped.Add(1)
		tb.Skip("WPT data not found: " + WPTHelp)
	}
	dir = resolve(tb, dir)
	data, err := os.ReadFile(filepath.Join(dir, name))
	if err != nil {
		tb.Fatalf("WPT data: %v (WHATWGURL_WPT=%s)", err, dir)
	}
	return data
}

// Dataset is one file of the URL datasets, split into lines.
type Dataset struct {
	Name  string // the file name without .txt
	Lines []string
}

// DatasetsDir returns the directory named by $WHATWGURL_DATASETS (a relative
// one is relative to the module root), or ../shared/datasets beside the
// module root; it returns an error when there is none.
func DatasetsDir(tb testing.TB) (string, error) {
	if dir := os.Getenv("WHATWGURL_DATASETS"); dir != "" {
		return resolve(tb, dir), nil
	}
	dflt := resolve(tb, filepath.Join("..", "shared", "datasets"))
	if fi, err := os.Stat(dflt); err != nil || !fi.IsDir() {
		return "", errors.New("no datasets: set WHATWGURL_DATASETS to ../shared/datasets")
	}
	return dflt, nil
}

// ReadDatasets reads every *.txt file of the datasets directory, in the order
// of their names, or returns an error.
func ReadDatasets(tb testing.TB) ([]Dataset, error) {
	dir, err := DatasetsDir(tb)
	if err != nil {
		return nil, err
	}
	files, err := filepath.Glob(filepath.Join(dir, "*.txt"))
	if err != nil || len(files) == 0 {
		return nil, errors.New("no *.txt files in WHATWGURL_DATASETS=" + dir)
	}
	var sets []Dataset
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			return nil, err
		}
		sets = append(sets, Dataset{strings.TrimSuffix(filepath.Base(f), ".txt"), SplitLines(string(data))})
	}
	return sets, nil
}

// Datasets is ReadDatasets that skips the test or benchmark when the
// datasets directory is not there, and fails it when it cannot be read.
func Datasets(tb testing.TB) []Dataset {
	tb.Helper()
	if _, err := DatasetsDir(tb); err != nil {
		tb.Skip(err.Error())
	}
	sets, err := ReadDatasets(tb)
	if err != nil {
		tb.Fatal(err)
	}
	return sets
}

// DatasetBytes returns the lines of every dataset file one after another,
// each ending in "\n", or an error.
func DatasetBytes(tb testing.TB) ([]byte, error) {
	sets, err := ReadDatasets(tb)
	if err != nil {
		return nil, err
	}
	var all bytes.Buffer
	for _, d := range sets {
		for _, line := range d.Lines {
			all.WriteString(line)
			all.WriteByte('\n')
		}
	}
	return all.Bytes(), nil
}

// SplitLines splits data on '\n' byte for byte: nothing is trimmed, so a
// byte order mark, a '\r' or a last line without '\n' stays part of its
// line. Only the empty string after a final '\n' is not a line.
func SplitLines(data string) []string {
	lines := strings.Split(data, "\n")
	if len(lines) > 0 && lines[len(lines)-1] == "" {
		lines = lines[:len(lines)-1]
	}
	return lines
}

// FuzzLabel builds a label from data that UTS #46 keeps as it is (every
// code point valid, unmapped, NFC-stable, bidi class L): ASCII letters and
// digits, Latin-1 letters, CJK ideographs and, in planes 1 and 2, CJK
// extension B, so that Punycode sees any mix of basic code points, small
// and large deltas, repeats and orderings.
func FuzzLabel(data []byte) string {
	const ascii = "abcdefghijklmnopqrstuvwxyz0123456789"
	var b strings.Builder
	for i := 0; i < len(data); i++ {
		c := data[i]
		next := 0
		if i+1 < len(data) {
			next = int(data[i+1])
		}
		switch {
		case c < 96:
			b.WriteByte(ascii[int(c)%len(ascii)])
		case c < 128:
			// U+00E0 to U+00FF without U+00F7 (division sign, bidi
			// class ON), which gives U+00DF instead.
			r := rune(0xE0 + int(c-96))
			if r == 0xF7 {
				r = 0xDF
			}
			b.WriteRune(r)
		case c < 224:
			b.WriteRune(rune(0x4E00 + (int(c-128)<<8|next)%20992))
			i++
		default:
			b.WriteRune(rune(0x20000 + (int(c-224)<<8|next)%42720))
			i++
		}
	}
	return b.String()
}

// resolve makes dir absolute: a relative one is relative to the module root
// (go test runs each package's tests in the package's own directory).
func resolve(tb testing.TB, dir string) string {
	if filepath.IsAbs(dir) {
		return dir
	}
	root, err := ModuleRoot()
	if err != nil {
		tb.Fatal(err)
	}
	return filepath.Join(root, dir)
}

// ModuleRoot returns the directory holding the go.mod of module
// github.com/webstd/whatwgurl at or above the working directory (the
// interoptest module's go.mod is passed over).
func ModuleRoot() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if mod, err := os.ReadFile(filepath.Join(dir, "go.mod")); err == nil && bytes.HasPrefix(mod, []byte("module github.com/webstd/whatwgurl\n")) {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", errors.New("no go.mod of github.com/webstd/whatwgurl above the working directory")
		}
		dir = parent
	}
}
