//go:build ignore

// validation-diff compares whatwgurl's validation errors (the names, in the
// order Parser.OnValidationError receives them) and IsValidURLString with
// those of jsdom's whatwg-url (parseURLWithValidationErrors and
// isValidURLString), on the urltestdata.json inputs with their base and
// without one, and on inputs made by mutating those and dataset lines.
// It is a development tool, not a test: whatwg-url is not a dependency.
//
//	mkdir -p /tmp/ref && (cd /tmp/ref && npm install whatwg-url@17.3.0)
//	go run scripts/validation-diff/main.go -node-path /tmp/ref/node_modules \
//		-wpt ../shared/wpt -datasets ../shared/datasets -n 60000
//
// It prints the counts, then examples of each kind of difference. Inputs
// with a code point that Unicode 17 leaves unassigned are counted apart:
// whatwg-url 17.3.0 uses Unicode 18 IDNA data, whatwgurl Unicode 17.
package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/webstd/whatwgurl"
)

type testCase struct {
	Input  string  `json:"input"`
	Base   *string `json:"base"`
	source string
}

type result struct {
	Skip    bool     `json:"skip"`
	Errors  []string `json:"errors"`
	Failure bool     `json:"failure"`
	Valid   bool     `json:"valid"`
}

var (
	wptDir   = flag.String("wpt", "../shared/wpt", "directory of urltestdata.json")
	datasets = flag.String("datasets", "../shared/datasets", "directory of the dataset lists")
	nodePath = flag.String("node-path", "", "node_modules directory holding whatwg-url")
	n        = flag.Int("n", 60000, "number of generated inputs")
	seed     = flag.Uint64("seed", 1, "seed of the generator")
	show     = flag.Int("show", 3, "examples shown of each kind of difference")
)

func main() {
	flag.Parse()
	cases := collect()
	ref := runReference(cases)
	compare(cases, ref)
}

// collect returns the urltestdata.json inputs (with their base and
// without) and *n mutations of them and of dataset lines.
func collect() []testCase {
	data, err := os.ReadFile(filepath.Join(*wptDir, "urltestdata.json"))
	check(err)
	var raw []json.RawMessage
	check(json.Unmarshal(data, &raw))
	var cases, seeds []testCase
	for _, m := range raw {
		var t struct {
			Input string  `json:"input"`
			Base  *string `json:"base"`
		}
		if json.Unmarshal(m, &t) != nil || !utf8.ValidString(t.Input) {
			continue // comments, and lone surrogates
		}
		cases = append(cases, testCase{t.Input, t.Base, "wpt"}, testCase{t.Input, nil, "wpt-nobase"})
		seeds = append(seeds, testCase{t.Input, t.Base, ""})
	}
	r := rng(*seed)
	for _, name := range []string{"kasztp.txt", "node_files.txt", "isaacs_files.txt"} {
		data, err := os.ReadFile(filepath.Join(*datasets, name))
		check(err)
		lines := strings.Split(strings.TrimSpace(string(data)), "\n")
		for k := 0; k < 3000; k++ {
			seeds = append(seeds, testCase{Input: lines[r.intn(len(lines))]})
		}
	}
	bases := []string{"https://example.com/a/b?q#f", "file:///C:/dir/f", "sc://h/p/q", "mailto:x@y", "http://[::1]:8080/", "ws://a/"}
	for len(cases) < *n {
		s := seeds[r.intn(len(seeds))]
		c := testCase{Input: mutate(&r, s.Input), source: "generated"}
		switch k := r.intn(4); {
		case k == 0 && s.Base != nil:
			c.Base = s.Base
		case k == 1:
			c.Base = &bases[r.intn(len(bases))]
		}
		cases = append(cases, c)
	}
	return cases
}

// tokens are what mutate inserts: the code points and shapes that the
// parser's validation errors are about.
var tokens = []string{
	`\`, `\\`, "%", "%4", "%41", "%zz", "%2e", "%2E%2e", "%00", "%C3%A9", "%EF%BC%91", "@", ":", "[", "]", "|", " ", "\t", "\n",
	"é", "ß", "。", "１", "０", "ｘ", "\u200d", "\ufdd0", "\u0080", "\u00ad", "\u0627", "💩", "①", "²",
	"0x7f.1", "1.2.3", "256", "1.2.3.4.", "09", "0x", "4294967296", "[::1]", "[0001::]", "[::0a]",
	"[1:2:3:4:5:6:7:8:9]", "[::1.2.3.04]", "[::ffff:1.2.3.4]", "[1::2::3]", "[:1]", "[::1.2.3]",
	"//", "..", "./", "#", "?", "C|", "c:", "file:", "https:", "sc:", "xn--", "xn--a", "-", "_", ".",
	"localhost", ":65536", ":0", ":8080", "a--b", "user:pw@",
}

// mutate applies one to three insertions, replacements or deletions to s,
// or replaces its host with a random host.
func mutate(r *rng, s string) string {
	if i := strings.Index(s, "//"); i >= 0 && r.intn(4) == 0 {
		start := i + 2
		end := start
		for end < len(s) && !strings.ContainsRune("/?#", rune(s[end])) {
			end++
		}
		return s[:start] + randomHost(r) + s[end:]
	}
	for k := r.intn(3); k >= 0; k-- {
		i := boundary(s, r.intn(len(s)+1))
		switch r.intn(3) {
		case 0:
			s = s[:i] + tokens[r.intn(len(tokens))] + s[i:]
		case 1:
			j := boundary(s, i+r.intn(8))
			s = s[:i] + tokens[r.intn(len(tokens))] + s[j:]
		default:
			if i < len(s) {
				_, size := utf8.DecodeRuneInString(s[i:])
				s = s[:i] + s[i+size:]
			}
		}
	}
	return s
}

// randomHost returns a host of one of the shapes the host parser tells
// apart: IPv6 (pieces with leading zeros, compressions, IPv4 tails), IPv4
// (decimal, octal, hex, empty and large parts) or a domain (hyphens,
// digits, upper case, '_', "xn--", non-ASCII, percent-encoding).
func randomHost(r *rng) string {
	pick := func(xs ...string) string { return xs[r.intn(len(xs))] }
	number := func() string {
		return pick("0", "1", "9", "10", "255", "256", "00", "01", "08", "0x", "0x7f", "0XFF", "4294967295", "4294967296", "", "a", "１")
	}
	var b strings.Builder
	switch r.intn(3) {
	case 0:
		b.WriteString("[")
		for k := r.intn(10); k > 0; k-- {
			b.WriteString(pick("0", "1", "00", "01", "0001", "ffff", "FFFF", "12345", "", "g", "::"))
			if k > 1 {
				b.WriteString(pick(":", ":", ":", "::", "."))
			}
		}
		if r.intn(3) == 0 {
			b.WriteString(pick(":", "::", ""))
			for k := r.intn(6); k > 0; k-- {
				b.WriteString(number())
				if k > 1 {
					b.WriteString(".")
				}
			}
		}
		b.WriteString(pick("]", "]", "]", ""))
	case 1:
		for k := 1 + r.intn(6); k > 0; k-- {
			b.WriteString(number())
			if k > 1 {
				b.WriteString(pick(".", ".", ".", "。", "%2e"))
			}
		}
		b.WriteString(pick("", "", ".", ".."))
	default:
		for k := 1 + r.intn(4); k > 0; k-- {
			b.WriteString(pick("a", "ab", "a-b", "-a", "a-", "ab--c", "xn--nxasmq6b", "xn--a", "XN--NXASMQ6B", "A", "1", "0x1", "a_b", "é", "ß", "%41", "%C3%A9", "\u00ad", "a\u200db", strings.Repeat("a", 63), strings.Repeat("b", 64)))
			if k > 1 {
				b.WriteString(pick(".", ".", "。", ""))
			}
		}
	}
	return b.String()
}

// boundary moves i back to the start of a code point of s.
func boundary(s string, i int) int {
	if i >= len(s) {
		return len(s)
	}
	for i > 0 && !utf8.RuneStart(s[i]) {
		i--
	}
	return i
}

// rng is a xorshift generator.
type rng uint64

func (r *rng) intn(n int) int {
	x := uint64(*r)
	x ^= x << 13
	x ^= x >> 7
	x ^= x << 17
	*r = rng(x)
	return int(x % uint64(n))
}

// runReference runs ref.js on the cases.
func runReference(cases []testCase) []result {
	var in bytes.Buffer
	for _, c := range cases {
		b, err := json.Marshal(c)
		check(err)
		in.Write(b)
		in.WriteByte('\n')
	}
	_, self, _, _ := runtime.Caller(0)
	cmd := exec.Command("node", filepath.Join(filepath.Dir(self), "ref.js"))
	cmd.Env = append(os.Environ(), "NODE_PATH="+*nodePath)
	cmd.Stdin = &in
	cmd.Stderr = os.Stderr
	out, err := cmd.Output()
	check(err)
	var results []result
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(nil, 1<<24)
	for sc.Scan() {
		var r result
		check(json.Unmarshal(sc.Bytes(), &r))
		results = append(results, r)
	}
	if len(results) != len(cases) {
		panic(fmt.Sprintf("ref.js gave %d results for %d inputs", len(results), len(cases)))
	}
	return results
}

// ours is whatwgurl's answer for c.
func ours(c testCase) result {
	var p whatwgurl.Parser
	if c.Base != nil {
		base, err := whatwgurl.Parse(*c.Base)
		if err != nil {
			return result{Skip: true}
		}
		p.Base = base
	}
	r := result{Errors: []string{}}
	p.OnValidationError = func(e whatwgurl.ValidationError, offset int) { r.Errors = append(r.Errors, e.Error()) }
	_, err := p.Parse(c.Input)
	r.Failure = err != nil
	r.Valid = p.IsValidURLString(c.Input)
	return r
}

// assigned17 holds every code point Unicode 17 assigns (Go 1.27's tables).
var assigned17 = func() []*unicode.RangeTable {
	var t []*unicode.RangeTable
	for _, r := range unicode.Categories {
		t = append(t, r)
	}
	return t
}()

func unassignedIn17(s string) bool {
	for _, r := range s {
		if r >= 0x80 && !unicode.IsOneOf(assigned17, r) {
			return true
		}
	}
	return false
}

func compare(cases []testCase, ref []result) {
	type example struct {
		c         testCase
		ref, ours result
	}
	counts := map[string]int{}
	kinds := map[string][]example{}
	signalled := map[string]int{} // inputs on which whatwgurl signals each error
	for i, c := range cases {
		o := ours(c)
		r := ref[i]
		if r.Skip || o.Skip {
			counts["skipped (base fails)"]++
			continue
		}
		counts["compared "+c.source]++
		seen := map[string]bool{}
		for _, e := range o.Errors {
			if !seen[e] {
				signalled[e]++
				seen[e] = true
			}
		}
		if o.Valid {
			counts["valid URL strings (whatwgurl)"]++
		}
		// Where the parser and the grammar part (both whatwgurl's).
		if silent := len(o.Errors) == 0 && !o.Failure; silent != o.Valid {
			kind := "whatwgurl: parser signals nothing, not a valid URL string"
			if o.Valid {
				kind = fmt.Sprintf("whatwgurl: valid URL string, parser signals %v", o.Errors)
			}
			counts["parser and grammar part (whatwgurl)"]++
			kinds[kind] = append(kinds[kind], example{c, r, o})
		}
		errorsEqual := strings.Join(r.Errors, " ") == strings.Join(o.Errors, " ") && r.Failure == o.Failure
		validEqual := r.Valid == o.Valid
		if errorsEqual && validEqual {
			counts["equal "+c.source]++
			continue
		}
		if unassignedIn17(c.Input) {
			counts["differ, code point unassigned in Unicode 17"]++
			continue
		}
		var kind string
		if !errorsEqual {
			kind = fmt.Sprintf("errors: whatwg-url %v (failure %v) / whatwgurl %v (failure %v)", r.Errors, r.Failure, o.Errors, o.Failure)
			counts["differ, errors"]++
		}
		if !validEqual {
			kind += fmt.Sprintf(" valid: whatwg-url %v / whatwgurl %v", r.Valid, o.Valid)
			counts["differ, validity"]++
		}
		kinds[kind] = append(kinds[kind], example{c, r, o})
	}
	var names []string
	for k := range counts {
		names = append(names, k)
	}
	sort.Strings(names)
	for _, k := range names {
		fmt.Printf("%8d  %s\n", counts[k], k)
	}
	fmt.Println("\ninputs on which whatwgurl signals each error:")
	names = names[:0]
	for k := range signalled {
		names = append(names, k)
	}
	sort.Strings(names)
	for _, k := range names {
		fmt.Printf("%8d  %s\n", signalled[k], k)
	}
	var keys []string
	for k := range kinds {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool { return len(kinds[keys[i]]) > len(kinds[keys[j]]) })
	for _, k := range keys {
		fmt.Printf("\n%d× %s\n", len(kinds[k]), k)
		for i, e := range kinds[k] {
			if i == *show {
				break
			}
			base := "no base"
			if e.c.Base != nil {
				base = "base " + *e.c.Base
			}
			fmt.Printf("    %q (%s)\n", e.c.Input, base)
		}
	}
}

func check(err error) {
	if err != nil {
		panic(err)
	}
}
