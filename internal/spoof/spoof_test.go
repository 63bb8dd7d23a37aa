package spoof

import (
	"bufio"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestLookupMatchesScan checks the binary search against a walk over the
// runs, for every code point.
func TestLookupMatchesScan(t *testing.T) {
	if ranges[0]>>classBits != 0 {
		t.Fatal("the first run does not start at U+0000")
	}
	run := 0
	for r := rune(0); r <= 0x10FFFF; r++ {
		for run+1 < len(ranges) && rune(ranges[run+1]>>classBits) <= r {
			run++
		}
		want := classes[ranges[run]&(1<<classBits-1)]
		if got := lookup(r); got != want {
			t.Fatalf("lookup(%U) = %+v, want %+v", r, got, want)
		}
	}
	if lookup(-1) != lookup(0) || lookup(0x110000) != lookup(0) {
		t.Error("a value that is not a code point is not looked up as U+0000")
	}
}

// TestFacts checks the table against facts read from the Unicode 17 data
// files: IdentifierStatus.txt, Scripts.txt, ScriptExtensions.txt,
// confusables.txt, IdentifierType.txt, and the General_Category of
// UnicodeData.txt.
func TestFacts(t *testing.T) {
	tests := []struct {
		name      string
		r         rune
		allowed   bool
		scripts   uint64 // when allowed
		lookalike bool
		hidden    bool
		mark      bool
	}{
		{"Cyrillic a, prototype a", 0x0430, true, scriptCyrl, true, false, false},
		{"Cyrillic em, prototype Latin turned w", 0x043C, true, scriptCyrl, false, false, false},
		{"Cyrillic pe, prototype Greek pi", 0x043F, true, scriptCyrl, false, false, false},
		{"Latin u with diaeresis", 0x00FC, true, scriptLatn, false, false, false},
		{"Latin dotless i, prototype i", 0x0131, true, scriptLatn, true, false, false},
		{"Greek omicron, prototype o", 0x03BF, true, scriptGrek, true, false, false},
		{"middle dot, Script_Extensions with Greek, Han, Latin", 0x00B7, true,
			scriptGeor | scriptGrek | scriptHani | scriptLatn | scriptHanb | scriptJpan | scriptKore, false, false, false},
		{"prolonged sound mark, Script_Extensions Hira Kana", 0x30FC, true, scriptHira | scriptKana | scriptJpan, false, false, false},
		{"katakana no, prototype /, a letter", 0x30CE, true, scriptKana | scriptJpan, true, false, false},
		{"ideographic zero, prototype O", 0x3007, true, scriptHani | scriptHanb | scriptJpan | scriptKore, true, false, false},
		{"CJK 4E00", 0x4E00, true, scriptHani | scriptHanb | scriptJpan | scriptKore, false, false, false},
		{"digit zero, Common", '0', true, allScripts, false, false, false},
		{"hyphen-minus, Common", '-', true, allScripts, false, false, false},
		{"combining acute, Script_Extensions Cher Cyrl Grek Latn Osge Sunu Tale Todr", 0x0301, true, scriptCyrl | scriptGrek | scriptLatn, false, false, true},
		{"combining cedilla, Inherited", 0x0327, true, allScripts, false, false, true},
		{"hot beverage, Restricted", 0x2615, false, 0, false, false, false},
		{"Runic, not recommended", 0x16A0, false, 0, false, false, false},
		{"zero width space, default ignorable", 0x200B, false, 0, false, true, false},
		{"right-to-left override, bidi control", 0x202E, false, 0, false, true, false},
		{"no-break space", 0x00A0, false, 0, false, true, false},
		{"ideographic space", 0x3000, false, 0, false, true, false},
		{"soft hyphen", 0x00AD, false, 0, false, true, false},
		{"C1 control", 0x0085, false, 0, false, true, false},
		{"line separator", 0x2028, false, 0, false, true, false},
		{"Hangul filler, default ignorable", 0x3164, false, 0, false, true, false},
		{"variation selector 16", 0xFE0F, false, 0, false, true, true},
		{"replacement character", 0xFFFD, false, 0, false, true, false},
		{"noncharacter", 0xFDD0, false, 0, false, true, false},
		{"private use", 0xE000, false, 0, false, true, false},
		{"unassigned", 0x0378, false, 0, false, true, false},
		{"braille blank", 0x2800, false, 0, false, true, false},
		{"lock", 0x1F512, false, 0, false, true, false},
		{"grinning face", 0x1F600, false, 0, false, false, false},
		{"fullwidth solidus, NFKC /", 0xFF0F, false, 0, false, true, false},
		{"division slash, prototype /", 0x2215, false, 0, false, true, false},
		{"fullwidth question mark", 0xFF1F, false, 0, false, true, false},
		{"Arabic percent sign", 0x066A, false, 0, false, true, false},
		{"ideographic full stop", 0x3002, false, 0, false, false, false},
		{"e acute", 0x00E9, true, scriptLatn, false, false, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := lookup(tt.r)
			if got := c.flags&flagAllowed != 0; got != tt.allowed {
				t.Errorf("allowed = %v, want %v", got, tt.allowed)
			}
			if c.scripts != tt.scripts {
				t.Errorf("scripts = %#x, want %#x", c.scripts, tt.scripts)
			}
			if got := c.flags&flagLookalike != 0; got != tt.lookalike {
				t.Errorf("lookalike = %v, want %v", got, tt.lookalike)
			}
			ok, mark := Decoded(tt.r)
			if ok == tt.hidden || mark != tt.mark {
				t.Errorf("Decoded = %v, %v; want %v, %v", ok, mark, !tt.hidden, tt.mark)
			}
		})
	}
}

// TestAllowedMatchesFile checks the Allowed flag of every code point
// against IdentifierStatus.txt, when the Unicode data directory is there
// ($WHATWGURL_UNICODE, or the shared folder beside the repository).
func TestAllowedMatchesFile(t *testing.T) {
	dir := os.Getenv("WHATWGURL_UNICODE")
	if dir == "" {
		dir = filepath.Join("..", "..", "..", "shared", "unicode", UnicodeVersion)
	}
	f, err := os.Open(filepath.Join(dir, "IdentifierStatus.txt"))
	if err != nil {
		t.Skipf("the Unicode %s data files are not at %s (set WHATWGURL_UNICODE): %v", UnicodeVersion, dir, err)
	}
	defer f.Close()
	allowed := make([]bool, 0x110000)
	s := bufio.NewScanner(f)
	for s.Scan() {
		line, _, _ := strings.Cut(s.Text(), "#")
		cps, status, ok := strings.Cut(line, ";")
		if !ok {
			continue
		}
		if strings.TrimSpace(status) != "Allowed" {
			t.Fatalf("unexpected line %q", s.Text())
		}
		lo, hi, found := strings.Cut(strings.TrimSpace(cps), "..")
		if !found {
			hi = lo
		}
		a, err1 := strconv.ParseUint(lo, 16, 32)
		b, err2 := strconv.ParseUint(hi, 16, 32)
		if err1 != nil || err2 != nil {
			t.Fatalf("bad line %q", s.Text())
		}
		for r := a; r <= b; r++ {
			allowed[r] = true
		}
	}
	for r := range allowed {
		if got := lookup(rune(r)).flags&flagAllowed != 0; got != allowed[r] {
			t.Fatalf("%U: allowed = %v, IdentifierStatus.txt says %v", r, got, allowed[r])
		}
	}
}

// TestLabel checks each rule of Label.
func TestLabel(t *testing.T) {
	tests := []struct {
		name, label, tld string
		want             bool
	}{
		{"ASCII", "example", "com", true},
		{"ASCII is never checked", "xn--80ak6aa92e", "com", true},
		{"Latin with diaeresis", "münchen", "de", true},
		{"Latin with ligature", "kærlighed", "dk", true},
		{"Latin with dotless i only", "ılık", "com", false},
		{"Latin with dotless i and s-cedilla", "kışlık", "com", true},
		{"Latin modifier apostrophe only", "donʼt", "com", false},
		{"symbol", "☕", "example", false},
		{"script not recommended", "ᚠᚢᚦ", "com", false},
		// Rule 2: Highly Restrictive.
		{"Latin and Cyrillic", "pаypal", "com", false},
		{"Latin and Greek", "abcδ", "com", false},
		{"Cyrillic and Greek", "пλ", "com", false},
		{"Han", "日本語", "jp", true},
		{"Latin and Han", "abc日本", "com", true},
		{"Latin, Han, Hiragana, Katakana", "abc日本ひらがなカタカナ", "jp", true},
		{"Latin and Hangul and Han", "abc한국語", "kr", true},
		{"Hiragana and Hangul", "ひらがな한국", "com", false},
		{"Katakana and Hangul", "カ한", "com", false},
		{"Latin and Arabic", "abcمثال", "com", false},
		{"Hiragana with the prolonged sound mark", "らーめん", "jp", true},
		{"middle dot in Catalan", "col·lecció", "cat", true},
		// Rule 3: Latin mixed with a look-alike of another script.
		{"Latin and ideographic zero", "bank〇", "com", false},
		{"Latin and katakana no", "comノevil", "jp", false},
		{"Latin and Han that looks like no ASCII", "abc一", "com", true},
		// Rule 4: whole-script confusables.
		{"Cyrillic apple under com", "аррӏе", "com", false},
		{"Cyrillic apple under rf", "аррӏе", "рф", true},
		{"Cyrillic apple under a punycode TLD", "аррӏе", "xn--p1ai", false},
		{"Cyrillic apple with digits", "аррӏе1", "com", false},
		{"Cyrillic example under com", "пример", "com", true},
		{"Cyrillic mir under com", "мир", "com", true},
		{"Cyrillic TLD itself", "рф", "рф", true},
		{"Cyrillic TLD all look-alikes", "сор", "сор", true},
		{"Greek io under com", "ιο", "com", false},
		{"Greek io under a Greek TLD", "ιο", "ελ", true},
		{"Greek word under com", "ελλάδα", "com", true},
		{"Arabic alef under com", "ا", "com", false},
		{"Arabic word under com", "مثال", "com", true},
		{"ideographic zeros", "〇〇", "com", false},
		{"ideographic zero and one", "〇一", "com", true},
		{"katakana word with no", "ノート", "jp", true},
		{"katakana no alone", "ノノ", "jp", false},
		{"Common only", "·", "com", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Label(tt.label, tt.tld); got != tt.want {
				t.Errorf("Label(%q, %q) = %v, want %v", tt.label, tt.tld, got, tt.want)
			}
		})
	}
	if Label("a\xffb", "com") {
		t.Error("a label that is not UTF-8 passes")
	}
}
