// Tablegen writes the generated Unicode tables of internal/nfc and
// internal/uts46 (their tables.go) from the Unicode 17.0.0 data.
//
// Where a property is in one of the data files it reads
// (IdnaMappingTable.txt, DerivedJoiningType.txt,
// DerivedNormalizationProps.txt), it takes it from there. For the rest it
// uses the tables of the toolchain and of golang.org/x/text, which must be
// those of Unicode 17.0.0, the version of the data files: General_Category
// from Go's unicode package (Go 1.27 and later), Bidi_Class from x/text's
// unicode/bidi, and Canonical_Combining_Class and the canonical
// decompositions from x/text's unicode/norm (x/text v0.43.0 selects its
// Unicode 17 tables when built with Go 1.27). It checks all three versions
// and refuses to run with any other. Run it through go generate:
//
//	GOTOOLCHAIN=go1.27.0 WHATWGURL_UCD=/path/to/unicode/17.0.0 go generate ./internal/...
//
// The tables are three-stage lookups: the code point's top bits select a
// block of the second stage, which selects a block of values. Identical
// blocks are stored once.
package main

import (
	"bufio"
	"bytes"
	"flag"
	"fmt"
	"go/format"
	"log"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"golang.org/x/text/unicode/bidi"
	"golang.org/x/text/unicode/norm"
)

// unicodeVersion is the version of the data files and of every table read.
const unicodeVersion = "17.0.0"

func main() {
	table := flag.String("table", "", "the table to write: nfc or uts46")
	ucd := flag.String("ucd", os.Getenv("WHATWGURL_UCD"), "`directory` of the Unicode "+unicodeVersion+" data files (default $WHATWGURL_UCD)")
	out := flag.String("o", "tables.go", "output `file`")
	flag.Parse()
	log.SetFlags(0)
	log.SetPrefix("tablegen: ")

	if *ucd == "" {
		log.Fatal("no data directory: set WHATWGURL_UCD (or -ucd) to a directory holding the Unicode " + unicodeVersion + " files IdnaMappingTable.txt, DerivedJoiningType.txt and DerivedNormalizationProps.txt")
	}
	for name, v := range map[string]string{
		"Go's unicode package (needs Go 1.27 or later: run with GOTOOLCHAIN=go1.27.0)": unicode.Version,
		"golang.org/x/text/unicode/norm (needs Go 1.27 or later)":                      norm.Version,
		"golang.org/x/text/unicode/bidi (needs Go 1.27 or later)":                      bidi.UnicodeVersion,
	} {
		if v != unicodeVersion {
			log.Fatalf("%s has Unicode %s, not %s", name, v, unicodeVersion)
		}
	}

	var src []byte
	var err error
	switch *table {
	case "nfc":
		src, err = nfcTables(*ucd)
	case "uts46":
		src, err = uts46Tables(*ucd)
	default:
		log.Fatalf("-table must be nfc or uts46, not %q", *table)
	}
	if err != nil {
		log.Fatal(err)
	}
	formatted, err := format.Source(src)
	if err != nil {
		log.Fatalf("formatting the output: %v", err)
	}
	if err := os.WriteFile(*out, formatted, 0o644); err != nil {
		log.Fatal(err)
	}
}

// codePoints is the number of code points, 0 to U+10FFFF.
const codePoints = unicode.MaxRune + 1

// readUCD calls f with the fields of each data line of the file name in
// dir: the fields between ';', trimmed, without the comment. The first
// field, a code point or a range "XXXX..YYYY", is given as lo and hi.
func readUCD(dir, name string, f func(lo, hi rune, fields []string) error) error {
	path := filepath.Join(dir, name)
	data, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	// Each file states its version in a header line.
	if !bytes.Contains(data, []byte(unicodeVersion)) {
		return fmt.Errorf("%s: no mention of version %s in the file", path, unicodeVersion)
	}
	sc := bufio.NewScanner(bytes.NewReader(data))
	for n := 1; sc.Scan(); n++ {
		line, _, _ := strings.Cut(sc.Text(), "#")
		if strings.TrimSpace(line) == "" {
			continue
		}
		fields := strings.Split(line, ";")
		for i := range fields {
			fields[i] = strings.TrimSpace(fields[i])
		}
		lo, hi, err := parseRange(fields[0])
		if err == nil {
			err = f(lo, hi, fields)
		}
		if err != nil {
			return fmt.Errorf("%s:%d: %v", path, n, err)
		}
	}
	return sc.Err()
}

func parseRange(s string) (lo, hi rune, err error) {
	first, last, isRange := strings.Cut(s, "..")
	lo, err = parseCodePoint(first)
	if err != nil || !isRange {
		return lo, lo, err
	}
	hi, err = parseCodePoint(last)
	if err == nil && hi < lo {
		err = fmt.Errorf("range %q is reversed", s)
	}
	return lo, hi, err
}

func parseCodePoint(s string) (rune, error) {
	v, err := strconv.ParseUint(s, 16, 32)
	if err != nil || v > unicode.MaxRune {
		return 0, fmt.Errorf("not a code point: %q", s)
	}
	return rune(v), nil
}

// Trie shape: values in blocks of 1<<trieValueBits, second-stage blocks of
// 1<<trieIndexBits block numbers, and a first stage over the rest of the
// code point's bits.
const (
	trieValueBits = 4
	trieIndexBits = 5
)

// trie is a three-stage lookup table built from a value per code point.
type trie struct {
	index1 []int    // code point >> (trieValueBits+trieIndexBits) -> block of index2
	index2 []int    // block numbers of values
	values []uint16 // blocks of values
}

func newTrie(v []uint16) *trie {
	const valueBlock, indexBlock = 1 << trieValueBits, 1 << trieIndexBits
	t := new(trie)
	var blocks []int // block number of each run of valueBlock code points
	seen := make(map[string]int)
	for i := 0; i < len(v); i += valueBlock {
		key := fmt.Sprint(v[i : i+valueBlock])
		n, ok := seen[key]
		if !ok {
			n = len(t.values) / valueBlock
			seen[key] = n
			t.values = append(t.values, v[i:i+valueBlock]...)
		}
		blocks = append(blocks, n)
	}
	clear(seen)
	for i := 0; i < len(blocks); i += indexBlock {
		key := fmt.Sprint(blocks[i : i+indexBlock])
		n, ok := seen[key]
		if !ok {
			n = len(t.index2) / indexBlock
			seen[key] = n
			t.index2 = append(t.index2, blocks[i:i+indexBlock]...)
		}
		t.index1 = append(t.index1, n)
	}
	// Check every value.
	for r, want := range v {
		i := t.index1[r>>(trieValueBits+trieIndexBits)]
		j := t.index2[i<<trieIndexBits|r>>trieValueBits&(indexBlock-1)]
		if got := t.values[j<<trieValueBits|r&(valueBlock-1)]; got != want {
			panic(fmt.Sprintf("trie: %U: %#x, want %#x", r, got, want))
		}
	}
	return t
}

// write writes the trie's arrays and its lookup function, named name.
func (t *trie) write(w *bytes.Buffer, name, doc string) {
	fmt.Fprintf(w, "\n// %s returns the table value of r, which must be in 0..0x10FFFF:\n// %s\n", name, doc)
	fmt.Fprintf(w, `func %[1]s(r rune) uint16 {
	i := %[1]sIndex1[r>>%[2]d]
	j := %[1]sIndex2[int(i)<<%[3]d|int(r>>%[4]d)&%[5]d]
	return %[1]sValues[int(j)<<%[4]d|int(r)&%[6]d]
}
`, name, trieValueBits+trieIndexBits, trieIndexBits, trieValueBits, 1<<trieIndexBits-1, 1<<trieValueBits-1)
	writeInts(w, name+"Index1", t.index1)
	writeInts(w, name+"Index2", t.index2)
	writeIntsAs(w, name+"Values", "uint16", t.values, true)
	size := len(t.index1)*intSize(t.index1) + len(t.index2)*intSize(t.index2) + 2*len(t.values)
	fmt.Fprintf(w, "\n// Size of the %s tables: %d bytes.\n", name, size)
}

// intSize is the size in bytes of the smallest unsigned type holding xs.
func intSize[T integer](xs []T) int {
	switch m := uint64(slices.Max(xs)); {
	case m <= 0xFF:
		return 1
	case m <= 0xFFFF:
		return 2
	case m <= 0xFFFFFFFF:
		return 4
	}
	return 8
}

type integer interface {
	~int | ~uint16 | ~uint32 | ~uint64
}

// writeInts writes xs as the array variable name of the smallest unsigned
// type that holds them.
func writeInts[T integer](w *bytes.Buffer, name string, xs []T) {
	writeIntsAs(w, name, fmt.Sprintf("uint%d", 8*intSize(xs)), xs, false)
}

// writeIntsAs writes xs as the array variable name of type typ, in
// hexadecimal if hex.
func writeIntsAs[T integer](w *bytes.Buffer, name, typ string, xs []T, hex bool) {
	fmt.Fprintf(w, "\nvar %s = [%d]%s{", name, len(xs), typ)
	for i, x := range xs {
		if i%16 == 0 {
			w.WriteString("\n")
		}
		if hex {
			fmt.Fprintf(w, "%#x, ", x)
		} else {
			fmt.Fprintf(w, "%d, ", x)
		}
	}
	w.WriteString("\n}\n")
}

// writeString writes s as the string constant name, in pieces of a few
// entries each (entry k is s[starts[k]:starts[k+1]]), escaped so that the
// source is ASCII.
func writeString(w *bytes.Buffer, name string, s string, starts []int) {
	fmt.Fprintf(w, "\nconst %s = \"\" +\n", name)
	const perLine = 8
	for k := 0; k < len(starts)-1; k += perLine {
		end := min(k+perLine, len(starts)-1)
		fmt.Fprintf(w, "\t%s + // %d\n", strconv.QuoteToASCII(s[starts[k]:starts[end]]), k)
	}
	w.WriteString("\t\"\"\n")
}

// header starts a generated file of package pkg made from the files named.
func header(pkg string, files ...string) *bytes.Buffer {
	w := new(bytes.Buffer)
	fmt.Fprintf(w, "// Code generated by internal/tablegen from Unicode %s data; DO NOT EDIT.\n", unicodeVersion)
	fmt.Fprintf(w, "//\n// Sources: %s.\n\n", strings.Join(files, ", "))
	fmt.Fprintf(w, "package %s\n\n", pkg)
	fmt.Fprintf(w, "// unicodeVersion is the version of the Unicode data the tables hold.\nconst unicodeVersion = %q\n", unicodeVersion)
	return w
}
