//go:build ignore

// gen_ucd writes a table file (ucd_tables.go by default) from Unicode
// Character Database files: the binary properties ECMAScript's \p{…} names
// that Go's unicode package has no table for, and Script_Extensions. Use the
// Unicode version of Go's unicode package, so that every property agrees
// with the General_Category and Script tables Go provides; the package
// refuses the generated properties when the versions differ.
//
// Go 1.26 (Unicode 15.0.0; Debian's unicode-data package installs the files):
//
//	U=/usr/share/unicode
//	go run gen_ucd.go -version 15.0.0 -tag '!go1.27' -o ucd_tables.go \
//		$U/DerivedCoreProperties.txt $U/DerivedNormalizationProps.txt \
//		$U/UnicodeData.txt $U/emoji/emoji-data.txt $U/ScriptExtensions.txt
//
// Go 1.27 (Unicode 17.0.0; ../shared/unicode/17.0.0 holds ScriptExtensions.txt
// and DerivedNormalizationProps.txt, gen_ucd_node.mjs the other properties):
//
//	node gen_ucd_node.mjs package > derived-17.0.0.txt
//	go run gen_ucd.go -version 17.0.0 -tag go1.27 -o ucd_tables_go127.go \
//		derived-17.0.0.txt $S/DerivedNormalizationProps.txt $S/ScriptExtensions.txt
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
	"sort"
	"strconv"
	"strings"
)

// wanted are the generated properties: the binary properties of
// ECMAScript's table that Go's unicode.Properties lacks.
var wanted = map[string]bool{
	"Alphabetic": true, "Bidi_Mirrored": true, "Case_Ignorable": true, "Cased": true,
	"Changes_When_Casefolded": true, "Changes_When_Casemapped": true, "Changes_When_Lowercased": true,
	"Changes_When_NFKC_Casefolded": true, "Changes_When_Titlecased": true, "Changes_When_Uppercased": true,
	"Default_Ignorable_Code_Point": true, "Emoji": true, "Emoji_Component": true, "Emoji_Modifier": true,
	"Emoji_Modifier_Base": true, "Emoji_Presentation": true, "Extended_Pictographic": true,
	"Grapheme_Base": true, "Grapheme_Extend": true, "ID_Continue": true, "ID_Start": true,
	"Lowercase": true, "Math": true, "Uppercase": true, "XID_Continue": true, "XID_Start": true,
}

type rng struct{ lo, hi uint32 }

// parseRanges reads "XXXX..YYYY ; field ..." lines; f is called with the
// range and the second field.
func parseRanges(path string, f func(r rng, field string)) string {
	file, err := os.Open(path)
	if err != nil {
		log.Fatal(err)
	}
	defer file.Close()
	version := ""
	sc := bufio.NewScanner(file)
	for sc.Scan() {
		line := sc.Text()
		if version == "" && strings.HasPrefix(line, "# ") && strings.HasSuffix(line, ".txt") {
			version = strings.TrimPrefix(line, "# ")
		}
		if i := strings.IndexByte(line, '#'); i >= 0 {
			line = line[:i]
		}
		fields := strings.Split(line, ";")
		if len(fields) < 2 {
			continue
		}
		cp := strings.TrimSpace(fields[0])
		lo, hi, found := strings.Cut(cp, "..")
		if !found {
			hi = lo
		}
		l, err1 := strconv.ParseUint(lo, 16, 32)
		h, err2 := strconv.ParseUint(hi, 16, 32)
		if err1 != nil || err2 != nil {
			log.Fatalf("%s: bad line %q", path, line)
		}
		f(rng{uint32(l), uint32(h)}, strings.TrimSpace(fields[1]))
	}
	if err := sc.Err(); err != nil {
		log.Fatal(err)
	}
	return version
}

func merge(rs []rng) []rng {
	sort.Slice(rs, func(i, j int) bool { return rs[i].lo < rs[j].lo })
	var out []rng
	for _, r := range rs {
		if n := len(out); n > 0 && r.lo <= out[n-1].hi+1 {
			out[n-1].hi = max(out[n-1].hi, r.hi)
			continue
		}
		out = append(out, r)
	}
	return out
}

func main() {
	version := flag.String("version", "", "Unicode version of the files")
	tag := flag.String("tag", "", "build constraint of the output")
	out := flag.String("o", "ucd_tables.go", "output file")
	flag.Parse()
	if *version == "" || flag.NArg() == 0 {
		log.Fatal("usage: go run gen_ucd.go -version V [-tag T] [-o F] UCD-files...")
	}
	props := map[string][]rng{}
	var scxFile string
	for _, file := range flag.Args() {
		switch filepath.Base(file) {
		case "ScriptExtensions.txt":
			scxFile = file
		case "UnicodeData.txt":
			// Bidi_Mirrored is field 9 of UnicodeData.txt.
			ud, err := os.ReadFile(file)
			if err != nil {
				log.Fatal(err)
			}
			for _, line := range strings.Split(string(ud), "\n") {
				f := strings.Split(line, ";")
				if len(f) > 9 && f[9] == "Y" {
					c, err := strconv.ParseUint(f[0], 16, 32)
					if err != nil {
						log.Fatal(err)
					}
					props["Bidi_Mirrored"] = append(props["Bidi_Mirrored"], rng{uint32(c), uint32(c)})
				}
			}
		default:
			parseRanges(file, func(r rng, field string) {
				if wanted[field] {
					props[field] = append(props[field], r)
				}
			})
		}
	}
	for name := range wanted {
		if len(props[name]) == 0 {
			log.Fatalf("no ranges for %s", name)
		}
	}
	if scxFile == "" {
		log.Fatal("no ScriptExtensions.txt")
	}

	// Script_Extensions: ranges with their short script names.
	type scx struct {
		r       rng
		scripts string
	}
	var exts []scx
	parseRanges(scxFile, func(r rng, field string) {
		exts = append(exts, scx{r, field})
	})
	sort.Slice(exts, func(i, j int) bool { return exts[i].r.lo < exts[j].r.lo })

	var b bytes.Buffer
	var names []string
	for _, f := range flag.Args() {
		names = append(names, filepath.Base(f))
	}
	fmt.Fprintf(&b, "// Code generated by gen_ucd.go from %s (Unicode %s). DO NOT EDIT.\n\n", strings.Join(names, ", "), *version)
	if *tag != "" {
		fmt.Fprintf(&b, "//go:build %s\n\n", *tag)
	}
	b.WriteString("package ecmaregexp\n\n")
	b.WriteString("// ucdVersion is the Unicode version of ucdProperties and scriptExtensions.\n")
	fmt.Fprintf(&b, "const ucdVersion = %q\n\n", *version)
	b.WriteString("// ucdProperties holds, for each binary property Go's unicode package\n")
	b.WriteString("// lacks, its code points as inclusive lo, hi pairs in ascending order.\n")
	b.WriteString("var ucdProperties = map[string][]rune{\n")
	names = names[:0]
	for n := range props {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		rs := merge(props[n])
		fmt.Fprintf(&b, "\t%q: {", n)
		for i, r := range rs {
			if i%6 == 0 {
				b.WriteString("\n\t\t")
			}
			fmt.Fprintf(&b, "0x%X, 0x%X, ", r.lo, r.hi)
		}
		b.WriteString("\n\t},\n")
	}
	b.WriteString("}\n\n")
	b.WriteString("// scriptExtensions lists the code points whose Script_Extensions differ\n")
	b.WriteString("// from their Script, with the short names of their scripts.\n")
	b.WriteString("var scriptExtensions = []struct {\n\tlo, hi  rune\n\tscripts string\n}{\n")
	for _, e := range exts {
		fmt.Fprintf(&b, "\t{0x%X, 0x%X, %q},\n", e.r.lo, e.r.hi, e.scripts)
	}
	b.WriteString("}\n")
	src, err := format.Source(b.Bytes())
	if err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile(*out, src, 0o644); err != nil {
		log.Fatal(err)
	}
}
