//go:build ignore

// gen writes tables.go: for every code point, the properties the spoof
// checks and the renderer read, from the Unicode Character Database and
// UTS #39 data files of one Unicode version:
//
//   - Scripts.txt and ScriptExtensions.txt: the Script_Extensions set of
//     each character that UTS #39 allows in identifiers, augmented as
//     UTS #39 section 5.1 says (Hanb, Jpan and Kore added; Common and
//     Inherited as the set of all scripts);
//   - IdentifierStatus.txt: Identifier_Status=Allowed, the General
//     Security Profile (UTS #39 section 3.1);
//   - IdentifierType.txt: Identifier_Type=Default_Ignorable;
//   - confusables.txt: the prototypes (UTS #39 section 4), from which gen
//     derives which characters look like ASCII ones and which look like
//     URL delimiters.
//
// General_Category, White_Space, Bidi_Control, Noncharacter_Code_Point and
// the NFD and NFKC decompositions come from the Go toolchain's unicode
// package and golang.org/x/text/unicode/norm, and gen fails unless both are
// of the same Unicode version as the files, so that the table depends on
// that version only and not on the Go version that runs the program.
//
// Run it with "go generate" (the data directory defaults to the one the
// shared/ folder beside the repository holds) or as
//
//	go run gen.go -data DIR -version 17.0.0
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
	"unicode"

	"golang.org/x/text/unicode/norm"
)

var (
	dataDir = flag.String("data", "../../../shared/unicode/17.0.0", "directory holding the Unicode data files")
	version = flag.String("version", "17.0.0", "Unicode version of the data files")
	output  = flag.String("o", "tables.go", "output file")
)

const maxRune = 0x10FFFF

// Flag bits; tables.go declares the same names and values.
const (
	flagAllowed   = 1 << iota // Identifier_Status=Allowed
	flagLookalike             // looks like an ASCII character (see lookalike)
	flagHidden                // not shown decoded in a path, query or fragment
	flagMark                  // General_Category=Mark
)

// recommended maps the long Script property value names of the scripts
// UTS #39 Table 5 recommends for identifiers, and of Common and
// Inherited, to their short names (PropertyValueAliases.txt), as
// ScriptExtensions.txt writes them. Characters with Identifier_Status
// Allowed are of these scripts only; gen checks it.
var recommended = map[string]string{
	"Common": "Zyyy", "Inherited": "Zinh",
	"Arabic": "Arab", "Armenian": "Armn", "Bengali": "Beng", "Bopomofo": "Bopo",
	"Cyrillic": "Cyrl", "Devanagari": "Deva", "Ethiopic": "Ethi", "Georgian": "Geor",
	"Greek": "Grek", "Gujarati": "Gujr", "Gurmukhi": "Guru", "Hangul": "Hang",
	"Han": "Hani", "Hebrew": "Hebr", "Hiragana": "Hira", "Katakana": "Kana",
	"Kannada": "Knda", "Khmer": "Khmr", "Lao": "Laoo", "Latin": "Latn",
	"Malayalam": "Mlym", "Myanmar": "Mymr", "Oriya": "Orya", "Sinhala": "Sinh",
	"Tamil": "Taml", "Telugu": "Telu", "Thaana": "Thaa", "Thai": "Thai",
	"Tibetan": "Tibt",
}

// delimiters are the ASCII characters that end or split a path segment,
// a query or a fragment, or start a percent-encoded byte. A character whose
// prototype or compatibility decomposition holds one of them is not shown
// decoded.
const delimiters = `/\?#&=%`

// locks are the emoji that look like a browser's security indicator, which
// the URL Standard's rendering section names as a spoofing risk.
var locks = []rune{0x1F50F, 0x1F510, 0x1F512, 0x1F513}

func main() {
	log.SetFlags(0)
	log.SetPrefix("gen: ")
	flag.Parse()
	if unicode.Version != *version {
		log.Fatalf("Go's unicode package is Unicode %s, not %s: run gen with a Go whose unicode package matches", unicode.Version, *version)
	}
	if norm.Version != *version {
		log.Fatalf("golang.org/x/text/unicode/norm is Unicode %s, not %s", norm.Version, *version)
	}

	script := make([]string, maxRune+1) // long names
	for i := range script {
		script[i] = "Unknown"
	}
	parse("Scripts.txt", "# Scripts-"+*version+".txt", func(lo, hi rune, fields []string) {
		for r := lo; r <= hi; r++ {
			script[r] = fields[0]
		}
	})
	scx := make([][]string, maxRune+1) // short names; nil: {Script}
	parse("ScriptExtensions.txt", "# ScriptExtensions-"+*version+".txt", func(lo, hi rune, fields []string) {
		for r := lo; r <= hi; r++ {
			scx[r] = strings.Fields(fields[0])
		}
	})
	allowed := make([]bool, maxRune+1)
	parse("IdentifierStatus.txt", "# Version: "+*version, func(lo, hi rune, fields []string) {
		if fields[0] != "Allowed" {
			log.Fatalf("IdentifierStatus.txt: unexpected value %q", fields[0])
		}
		for r := lo; r <= hi; r++ {
			allowed[r] = true
		}
	})
	ignorable := make([]bool, maxRune+1)
	parse("IdentifierType.txt", "# Version: "+*version, func(lo, hi rune, fields []string) {
		for _, t := range strings.Fields(fields[0]) {
			if t == "Default_Ignorable" {
				for r := lo; r <= hi; r++ {
					ignorable[r] = true
				}
			}
		}
	})
	prototype := map[rune]string{}
	parse("confusables.txt", "# Version: "+*version, func(lo, hi rune, fields []string) {
		if lo != hi {
			log.Fatal("confusables.txt: a range")
		}
		var b strings.Builder
		for _, f := range strings.Fields(fields[0]) {
			b.WriteRune(hexRune(f))
		}
		prototype[lo] = b.String()
	})
	// skeleton is UTS #39's skeleton of one character: NFD, each
	// character replaced by its prototype, NFD again.
	skeleton := func(r rune) string {
		var b strings.Builder
		for _, c := range norm.NFD.String(string(r)) {
			if p, ok := prototype[c]; ok {
				b.WriteString(p)
			} else {
				b.WriteRune(c)
			}
		}
		return norm.NFD.String(b.String())
	}

	// Script sets: one bit per script named by an allowed character's
	// Script_Extensions, then the augmentation's Hanb, Jpan and Kore.
	bits := map[string]uint64{}
	bit := func(short string) uint64 {
		if b, ok := bits[short]; ok {
			return b
		}
		if len(bits) == 64 {
			log.Fatal("more than 64 scripts")
		}
		b := uint64(1) << len(bits)
		bits[short] = b
		return b
	}
	for _, s := range []string{"Latn", "Hani", "Hira", "Kana", "Bopo", "Hang", "Hanb", "Jpan", "Kore"} {
		bit(s)
	}
	const all = ^uint64(0)
	recommendedShort := map[string]bool{}
	for _, short := range recommended {
		recommendedShort[short] = true
	}
	noRecommended := 0
	scriptSet := func(r rune) uint64 {
		names := scx[r]
		if names == nil {
			short, ok := recommended[script[r]]
			if !ok {
				log.Fatalf("U+%04X is allowed but of script %s, which UTS #39 does not recommend", r, script[r])
			}
			if short == "Zyyy" || short == "Zinh" {
				return all
			}
			names = []string{short}
		}
		var set uint64
		for _, n := range names {
			if n == "Zyyy" || n == "Zinh" {
				log.Fatalf("U+%04X: Script_Extensions names %s", r, n)
			}
			// Scripts that UTS #39 does not recommend are left out: no
			// allowed character is of one, so they could only make
			// characters that are used with them, such as U+00B7 MIDDLE
			// DOT, agree with each other.
			if recommendedShort[n] {
				set |= bit(n)
			}
		}
		if set == 0 {
			noRecommended++
		}
		// UTS #39 section 5.1: the augmented script set.
		if set&(bits["Hani"]|bits["Bopo"]) != 0 {
			set |= bits["Hanb"]
		}
		if set&(bits["Hani"]|bits["Hira"]|bits["Kana"]) != 0 {
			set |= bits["Jpan"]
		}
		if set&(bits["Hani"]|bits["Hang"]) != 0 {
			set |= bits["Kore"]
		}
		return set
	}

	// lookalike: an allowed character that can pass for an ASCII one. A
	// character whose Script_Extensions hold Latin does when it is not
	// ASCII and its skeleton is one ASCII character ("ı" for "i"; a
	// ligature such as "æ", whose skeleton is "ae", stays apart from the
	// letters it joins); one of another script, when its skeleton is made
	// of ASCII characters ("а" for "a", "б" for "6", "ノ" for "/"; not
	// "м", whose prototype is the Latin "ʍ"). Characters of Common and
	// Inherited look like themselves.
	lookalike := func(r rune, set uint64) bool {
		if set == all || r < 0x80 {
			return false
		}
		sk := skeleton(r)
		if set&bits["Latn"] != 0 {
			return len(sk) == 1
		}
		return sk != "" && isASCII(sk)
	}

	type class struct {
		scripts uint64
		flags   uint8
	}
	classOf := make([]class, maxRune+1)
	for r := rune(0); r <= maxRune; r++ {
		var c class
		if allowed[r] {
			c.flags |= flagAllowed
			c.scripts = scriptSet(r)
			if lookalike(r, c.scripts) {
				c.flags |= flagLookalike
			}
		}
		if unicode.Is(unicode.M, r) {
			c.flags |= flagMark
		}
		if hidden(r, ignorable[r], skeleton(r)) {
			c.flags |= flagHidden
		}
		classOf[r] = c
	}

	// Ranges of equal classes.
	classIndex := map[class]int{}
	var classes []class
	var ranges []uint32
	for r := rune(0); r <= maxRune; r++ {
		if r > 0 && classOf[r] == classOf[r-1] {
			continue
		}
		i, ok := classIndex[classOf[r]]
		if !ok {
			i = len(classes)
			classIndex[classOf[r]] = i
			classes = append(classes, classOf[r])
		}
		if i >= 1<<classBits {
			log.Fatal("too many classes")
		}
		ranges = append(ranges, uint32(r)<<classBits|uint32(i))
	}

	names := make([]string, 0, len(bits))
	for n := range bits {
		names = append(names, n)
	}
	sort.Slice(names, func(i, j int) bool { return bits[names[i]] < bits[names[j]] })

	var out bytes.Buffer
	fmt.Fprintf(&out, "// Code generated by gen.go from the Unicode %s files Scripts.txt, ScriptExtensions.txt, IdentifierStatus.txt, IdentifierType.txt and confusables.txt; DO NOT EDIT.\n\n", *version)
	fmt.Fprintf(&out, "package spoof\n\n")
	fmt.Fprintf(&out, "// UnicodeVersion is the version of the Unicode data the tables hold.\nconst UnicodeVersion = %q\n\n", *version)
	fmt.Fprintf(&out, "// Script bits: one per script that an allowed character's\n// Script_Extensions name, and the augmented sets Hanb, Jpan and Kore.\nconst (\n")
	for _, n := range names {
		fmt.Fprintf(&out, "\tscript%s uint64 = 1 << %d\n", n, bitIndex(bits[n]))
	}
	fmt.Fprintf(&out, ")\n\n")
	fmt.Fprintf(&out, "// classBits is the number of low bits of a ranges entry that index classes.\nconst classBits = %d\n\n", classBits)
	fmt.Fprintf(&out, "// ranges holds, in order, the first code point of each run of code points\n// of one class, shifted left by classBits, with the class's index in the\n// low bits. %d runs.\nvar ranges = [...]uint32{", len(ranges))
	for i, v := range ranges {
		if i%8 == 0 {
			out.WriteString("\n")
		}
		fmt.Fprintf(&out, "0x%08x, ", v)
	}
	fmt.Fprintf(&out, "\n}\n\n")
	fmt.Fprintf(&out, "// classes holds the properties of each class: the augmented script set\n// (allScripts for Common and Inherited, 0 for characters that are not\n// allowed) and the flags.\nvar classes = [...]class{\n")
	for _, c := range classes {
		fmt.Fprintf(&out, "\t{%s, %s},\n", scriptExpr(c.scripts, names, bits), flagExpr(c.flags))
	}
	fmt.Fprintf(&out, "}\n")

	src, err := format.Source(out.Bytes())
	if err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile(*output, src, 0o644); err != nil {
		log.Fatal(err)
	}
	log.Printf("%d scripts, %d classes, %d ranges; %d allowed characters have no recommended script", len(bits), len(classes), len(ranges), noRecommended)
}

const classBits = 11

// hidden reports whether a code point is not to be shown decoded: one that
// is not a letter, mark, number, punctuation or symbol (controls, format
// characters, separators and spaces, surrogates, private use, unassigned);
// white space, a bidi control, a noncharacter or a default-ignorable code
// point; U+FFFD, which stands for bytes that are not UTF-8; U+2800 BRAILLE
// PATTERN BLANK, a symbol that shows as blank; the lock emoji; and a
// character other than a letter whose skeleton or NFKC form holds a URL
// delimiter, such as U+FF0F FULLWIDTH SOLIDUS or U+2215 DIVISION SLASH.
func hidden(r rune, defaultIgnorable bool, skeleton string) bool {
	switch {
	case !unicode.In(r, unicode.L, unicode.M, unicode.N, unicode.P, unicode.S),
		unicode.In(r, unicode.White_Space, unicode.Bidi_Control, unicode.Noncharacter_Code_Point),
		defaultIgnorable,
		r == 0xFFFD, r == 0x2800:
		return true
	}
	for _, l := range locks {
		if r == l {
			return true
		}
	}
	// Letters such as U+30CE KATAKANA LETTER NO, whose prototype is '/',
	// are words' letters and stay shown.
	return r >= 0x80 && !unicode.IsLetter(r) && strings.ContainsAny(skeleton+norm.NFKC.String(string(r)), delimiters)
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

func bitIndex(b uint64) int {
	for i := 0; i < 64; i++ {
		if b == 1<<i {
			return i
		}
	}
	panic("not a bit")
}

func scriptExpr(set uint64, names []string, bits map[string]uint64) string {
	switch set {
	case 0:
		return "0"
	case ^uint64(0):
		return "allScripts"
	}
	var parts []string
	for _, n := range names {
		if set&bits[n] != 0 {
			parts = append(parts, "script"+n)
		}
	}
	return strings.Join(parts, "|")
}

func flagExpr(f uint8) string {
	var parts []string
	for i, n := range []string{"flagAllowed", "flagLookalike", "flagHidden", "flagMark"} {
		if f&(1<<i) != 0 {
			parts = append(parts, n)
		}
	}
	if parts == nil {
		return "0"
	}
	return strings.Join(parts, "|")
}

// parse reads a data file of lines "lo..hi ; field ; field # comment",
// checks that its header holds want, and calls fn for each line.
func parse(name, want string, fn func(lo, hi rune, fields []string)) {
	f, err := os.Open(filepath.Join(*dataDir, name))
	if err != nil {
		log.Fatal(err)
	}
	defer f.Close()
	s := bufio.NewScanner(f)
	s.Buffer(nil, 1<<20)
	found := false
	for s.Scan() {
		line := s.Text()
		if strings.HasPrefix(line, "#") {
			if strings.TrimSpace(line) == want {
				found = true
			}
			continue
		}
		line = strings.TrimPrefix(line, "\uFEFF")
		if i := strings.IndexByte(line, '#'); i >= 0 {
			line = line[:i]
		}
		if strings.TrimSpace(line) == "" {
			continue
		}
		fields := strings.Split(line, ";")
		for i := range fields {
			fields[i] = strings.TrimSpace(fields[i])
		}
		lo, hi := fields[0], fields[0]
		if i := strings.Index(fields[0], ".."); i >= 0 {
			lo, hi = fields[0][:i], fields[0][i+2:]
		}
		fn(hexRune(lo), hexRune(hi), fields[1:])
	}
	if err := s.Err(); err != nil {
		log.Fatal(err)
	}
	if !found {
		log.Fatalf("%s: no header line %q: not the expected version", name, want)
	}
}

func hexRune(s string) rune {
	v, err := strconv.ParseUint(s, 16, 32)
	if err != nil || v > maxRune {
		log.Fatalf("bad code point %q", s)
	}
	return rune(v)
}
