package ecmaregexp

import (
	"regexp/syntax"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Error reports a pattern that ECMAScript rejects, or one it accepts but
// RE2 cannot run (then Msg names the feature).
type Error struct {
	Offset int    // byte offset in the pattern where the problem starts
	Msg    string // what is wrong
}

// Error returns the message with its offset.
func (e *Error) Error() string {
	return "ecmaregexp: " + e.Msg + " at offset " + strconv.Itoa(e.Offset)
}

// maxDepth bounds the nesting of groups and classes. RE2 (Go's
// regexp/syntax) refuses expressions nested deeper than 1000; the bound also
// keeps the recursive descent's stack small on hostile input.
const maxDepth = 1000

// maxOutput bounds the length of the translation. Each \p{…} or '.' can
// become a class of hundreds of ranges; a pattern whose translation
// outgrows this is refused rather than handed to RE2.
const maxOutput = 1 << 22

// maxRepeat is the largest repeat count RE2 accepts in {n,m}.
const maxRepeat = 1000

// modifiers are the pattern flags a region runs with: the caller's
// ignoreCase, changed inside (?ims-ims: … ) groups.
type modifiers struct {
	ignoreCase, multiline, dotAll bool
}

// backref is a DecimalEscape or \k<name>, checked once every group is known.
type backref struct {
	offset int
	num    int // 0 for a named reference
	numStr string
	name   string
}

// parser is a recursive-descent parser for ECMAScript's Pattern grammar
// (ECMAScript 2025, 22.2.1) with the [UnicodeMode, UnicodeSetsMode,
// NamedCaptureGroups] parameters set, that writes the RE2 translation as it
// goes.
type parser struct {
	src   string
	pos   int
	out   strings.Builder
	mods  modifiers
	depth int
	// lastChar is the code point of the last ClassSetCharacter operand, the
	// low end of a ClassSetRange when a '-' follows.
	lastChar rune

	ngroups int
	visible []string // group names that might participate with the current position
	// visibleCount counts the names in visible.
	visibleCount map[string]int
	allNames     map[string]bool // every group name in the pattern
	backrefs     []backref

	loops       bool   // a quantifier was written: rewriteLoops has work to check
	err         *Error // the first syntax error; parsing stops at it
	unsupported *Error // the first valid construct RE2 cannot run
}

// Translate validates pattern as the body of an ECMAScript RegExp with flags "v" (plus "i" when
// ignoreCase) and returns an RE2 pattern (Go's regexp/syntax) with the same meaning.
// The error is an *Error: a syntax error where new RegExp(pattern, "v") throws one, or
// a refusal naming the feature where the pattern is valid but RE2 cannot run it
// (backreferences, lookaround, repeat counts above 1000, and the other limits the
// package documentation lists).
//
// The result is meant for regexp.Compile; it sets no flags and depends on none.
func Translate(pattern string, ignoreCase bool) (string, error) {
	if !utf8.ValidString(pattern) {
		for i := 0; i < len(pattern); {
			r, size := utf8.DecodeRuneInString(pattern[i:])
			if r == utf8.RuneError && size == 1 {
				return "", &Error{Offset: i, Msg: "invalid UTF-8"}
			}
			i += size
		}
	}
	p := &parser{src: pattern, mods: modifiers{ignoreCase: ignoreCase}}
	p.parseDisjunction()
	if p.err == nil && p.pos < len(p.src) {
		// parseDisjunction stops only at the end or at a ')' it did not open.
		p.fail(p.pos, "unmatched ')'")
	}
	if p.err != nil {
		return "", p.err
	}
	for _, b := range p.backrefs {
		if b.name != "" {
			if !p.allNames[b.name] {
				return "", &Error{Offset: b.offset, Msg: `\k<` + b.name + `> names no capture group`}
			}
			continue
		}
		if b.num > p.ngroups {
			return "", &Error{Offset: b.offset, Msg: `backreference \` + b.numStr + ` to a capture group that does not exist`}
		}
	}
	if p.unsupported != nil {
		return "", p.unsupported
	}
	out := p.out.String()
	re, err := syntax.Parse(out, syntax.Perl)
	if err != nil {
		return "", &Error{Offset: 0, Msg: "not supported: RE2 cannot run the translation (" + err.Error() + ")"}
	}
	if p.loops {
		caps := re.MaxCap()
		re, changed, refusal := rewriteLoops(re)
		if refusal != "" {
			return "", &Error{Offset: 0, Msg: "not supported: " + refusal}
		}
		if changed {
			out = re.String()
			re, err := syntax.Parse(out, syntax.Perl)
			if err != nil || re.MaxCap() != caps {
				return "", &Error{Offset: 0, Msg: "not supported: RE2 cannot run ECMAScript's repeat semantics for this pattern"}
			}
		}
	}
	return out, nil
}

// fail records a syntax error; the first one wins.
func (p *parser) fail(offset int, msg string) {
	if p.err == nil {
		p.err = &Error{Offset: offset, Msg: msg}
	}
}

// refuse records a construct that is valid ECMAScript but that RE2 cannot
// run. Parsing goes on, so that a later syntax error still wins: a pattern
// a browser rejects is reported as invalid, not as unsupported.
func (p *parser) refuse(offset int, msg string) {
	if p.unsupported == nil {
		p.unsupported = &Error{Offset: offset, Msg: "not supported: " + msg}
	}
}

// eof reports whether the whole pattern has been read.
func (p *parser) eof() bool { return p.pos >= len(p.src) }

// peek returns the byte at pos+k, or 0 past the end.
func (p *parser) peek(k int) byte {
	if p.pos+k < len(p.src) {
		return p.src[p.pos+k]
	}
	return 0
}

// parseDisjunction reads Disjunction :: Alternative ( | Alternative )*. It
// also keeps the group names for the duplicate-name check: a name defined in
// one Alternative stays out of sight of the Alternatives after it
// (MightBothParticipate is false for them) and comes back into sight after
// the Disjunction.
func (p *parser) parseDisjunction() {
	start := len(p.visible)
	var hidden []string
	for p.err == nil {
		p.parseAlternative()
		if p.err != nil || p.eof() || p.src[p.pos] != '|' {
			break
		}
		p.out.WriteByte('|')
		p.pos++
		hidden = append(hidden, p.visible[start:]...)
		for _, name := range p.visible[start:] {
			p.visibleCount[name]--
		}
		p.visible = p.visible[:start]
	}
	for _, name := range hidden {
		p.show(name)
	}
}

// show makes a group name visible to the duplicate-name check.
func (p *parser) show(name string) {
	if p.visibleCount == nil {
		p.visibleCount = map[string]int{}
	}
	p.visible = append(p.visible, name)
	p.visibleCount[name]++
}

// parseAlternative reads Terms up to '|', ')' or the end.
func (p *parser) parseAlternative() {
	for p.err == nil && !p.eof() {
		switch p.src[p.pos] {
		case '|', ')':
			return
		}
		p.parseTerm()
	}
}

// parseTerm reads Term :: Assertion | Atom Quantifier?. With the u or v flag
// no assertion takes a quantifier (the Annex B QuantifiableAssertion is for
// patterns without them).
func (p *parser) parseTerm() {
	start := p.pos
	if p.out.Len() > maxOutput {
		p.fail(start, "not supported: the RE2 translation would be longer than 4 MiB")
		return
	}
	switch c := p.src[p.pos]; {
	case c == '^' || c == '$':
		p.pos++
		if p.mods.multiline {
			p.refuse(start, "'"+string(c)+"' under the m modifier: ECMAScript's line terminators include \\r, U+2028 and U+2029, RE2's multi-line anchors only \\n")
		}
		if c == '^' {
			p.out.WriteString(`\A`)
		} else {
			p.out.WriteString(`\z`)
		}
		p.noQuantifier()
		return
	case c == '\\' && (p.peek(1) == 'b' || p.peek(1) == 'B'):
		p.pos += 2
		if p.mods.ignoreCase {
			p.refuse(start, `\b and \B with ignoreCase: ECMAScript then counts U+017F and U+212A as word characters, RE2's \b knows only ASCII ones`)
		}
		p.out.WriteString(p.src[start:p.pos])
		p.noQuantifier()
		return
	}
	if !p.parseAtom() {
		p.noQuantifier()
		return
	}
	if p.err == nil {
		p.parseQuantifier()
	}
}

// noQuantifier fails if a quantifier follows something that cannot take one.
func (p *parser) noQuantifier() {
	if p.err != nil || p.eof() {
		return
	}
	switch p.src[p.pos] {
	case '*', '+', '?', '{':
		p.fail(p.pos, "nothing to repeat: a quantifier must follow an atom")
	}
}

// parseQuantifier reads an optional Quantifier and writes it.
func (p *parser) parseQuantifier() {
	if p.eof() {
		return
	}
	start := p.pos
	switch p.src[p.pos] {
	case '*', '+', '?':
		p.out.WriteByte(p.src[p.pos])
		p.pos++
	case '{':
		p.pos++
		lo := p.digits()
		if lo == "" {
			p.fail(start, "incomplete quantifier: a literal '{' must be escaped as \\{")
			return
		}
		hi, comma := lo, false
		if p.peek(0) == ',' {
			p.pos++
			comma = true
			hi = p.digits()
		}
		if p.peek(0) != '}' {
			p.fail(start, "incomplete quantifier: a literal '{' must be escaped as \\{")
			return
		}
		p.pos++
		if hi != "" && cmpDecimal(lo, hi) > 0 {
			p.fail(start, "numbers out of order in {} quantifier")
			return
		}
		if cmpDecimal(lo, strconv.Itoa(maxRepeat)) > 0 || hi != "" && cmpDecimal(hi, strconv.Itoa(maxRepeat)) > 0 {
			p.refuse(start, "repeat count above 1000 in "+p.src[start:p.pos]+" (RE2's limit)")
		}
		p.out.WriteByte('{')
		p.out.WriteString(trimZeros(lo))
		if comma {
			p.out.WriteByte(',')
			if hi != "" {
				p.out.WriteString(trimZeros(hi))
			}
		}
		p.out.WriteByte('}')
	default:
		return
	}
	p.loops = true
	if p.peek(0) == '?' {
		p.out.WriteByte('?')
		p.pos++
	}
	p.noQuantifier()
}

// digits reads DecimalDigits (possibly none) and returns them.
func (p *parser) digits() string {
	start := p.pos
	for !p.eof() && '0' <= p.src[p.pos] && p.src[p.pos] <= '9' {
		p.pos++
	}
	return p.src[start:p.pos]
}

// trimZeros drops leading zeros from a decimal numeral, keeping one digit.
func trimZeros(s string) string {
	for len(s) > 1 && s[0] == '0' {
		s = s[1:]
	}
	return s
}

// cmpDecimal compares two decimal numerals of any length by value.
func cmpDecimal(a, b string) int {
	a, b = trimZeros(a), trimZeros(b)
	if len(a) != len(b) {
		if len(a) < len(b) {
			return -1
		}
		return 1
	}
	return strings.Compare(a, b)
}

// parseAtom reads an Atom and writes it as one RE2 atom. It returns false
// for the atoms that take no quantifier (lookaround groups).
func (p *parser) parseAtom() bool {
	start := p.pos
	switch c := p.src[p.pos]; c {
	case '.':
		p.pos++
		var s runeSet
		if p.mods.dotAll {
			s = runeSet{{0, maxCodePoint}}
		} else {
			s = lineTerminators.complement()
		}
		writeClass(&p.out, s)
		return true
	case '(':
		return p.parseGroup()
	case '[':
		cs := p.parseClass()
		if p.err == nil {
			p.writeClassSet(cs)
		}
		return true
	case '\\':
		p.parseAtomEscape()
		return true
	case '*', '+', '?':
		p.fail(start, "nothing to repeat: a quantifier must follow an atom")
		return true
	case '{', '}', ']':
		p.fail(start, "lone '"+string(c)+"': with the v flag it must be escaped as \\"+string(c))
		return true
	}
	r, size := utf8.DecodeRuneInString(p.src[p.pos:])
	p.pos += size
	p.writeChar(r)
	return true
}

// writeChar writes one code point as an RE2 atom matching it, or every
// code point that case-folds with it under ignoreCase.
func (p *parser) writeChar(c rune) {
	if p.mods.ignoreCase {
		writeClass(&p.out, single(c).closeFold())
		return
	}
	writeClass(&p.out, single(c))
}

// parseGroup reads a parenthesized Atom or lookaround Assertion.
func (p *parser) parseGroup() bool {
	start := p.pos
	if p.depth >= maxDepth {
		p.fail(start, "not supported: groups and classes nested deeper than 1000 (RE2's limit)")
		return true
	}
	p.pos++ // (
	saved := p.mods
	quantifiable := true
	switch {
	case p.peek(0) != '?':
		p.ngroups++
		p.out.WriteByte('(')
	case p.peek(1) == '=' || p.peek(1) == '!':
		p.pos += 2
		p.refuse(start, "lookahead "+p.src[start:p.pos]+"…) (RE2 has no lookaround: that is the price of linear-time matching)")
		p.out.WriteString("(?:")
		quantifiable = false
	case p.peek(1) == '<' && (p.peek(2) == '=' || p.peek(2) == '!'):
		p.pos += 3
		p.refuse(start, "lookbehind "+p.src[start:p.pos]+"…) (RE2 has no lookaround: that is the price of linear-time matching)")
		p.out.WriteString("(?:")
		quantifiable = false
	case p.peek(1) == '<':
		p.pos += 2
		name := p.parseGroupName(start)
		if p.err != nil {
			return true
		}
		if p.visibleCount[name] > 0 {
			p.fail(start, "duplicate capture group name "+name)
			return true
		}
		p.show(name)
		if p.allNames == nil {
			p.allNames = map[string]bool{}
		}
		p.allNames[name] = true
		p.ngroups++
		if goGroupName(name) {
			p.out.WriteString("(?P<" + name + ">")
		} else {
			p.out.WriteByte('(')
		}
	default:
		p.pos++ // ?
		p.parseModifiers(start)
		if p.err != nil {
			return true
		}
		p.out.WriteString("(?:")
	}
	p.depth++
	p.parseDisjunction()
	p.depth--
	p.mods = saved
	if p.err != nil {
		return quantifiable
	}
	if p.eof() {
		p.fail(start, "unterminated group")
		return quantifiable
	}
	p.pos++ // )
	p.out.WriteByte(')')
	return quantifiable
}

// parseModifiers reads the rest of "(?" up to and including ':': either
// ":" alone or the RegularExpressionModifiers of ECMAScript 2025
// ((?ims-ims: … )), and applies them to p.mods.
func (p *parser) parseModifiers(start int) {
	var add, remove string
	readFlags := func() string {
		s := p.pos
		for !p.eof() && strings.IndexByte("ims", p.src[p.pos]) >= 0 {
			p.pos++
		}
		return p.src[s:p.pos]
	}
	add = readFlags()
	dash := false
	if p.peek(0) == '-' {
		dash = true
		p.pos++
		remove = readFlags()
	}
	if p.peek(0) != ':' {
		p.fail(start, "invalid group: '(?' must be followed by ':', '=', '!', '<=', '<!', '<name>' or modifiers such as 'i:'")
		return
	}
	p.pos++
	if dash && add == "" && remove == "" {
		p.fail(start, "invalid group: '(?-:' names no modifier")
		return
	}
	all := add + remove
	for i := 0; i < len(all); i++ {
		if strings.IndexByte(all[i+1:], all[i]) >= 0 {
			p.fail(start, "invalid group: modifier '"+all[i:i+1]+"' given twice")
			return
		}
	}
	for i := 0; i < len(all); i++ {
		on := i < len(add)
		switch all[i] {
		case 'i':
			p.mods.ignoreCase = on
		case 'm':
			p.mods.multiline = on
		case 's':
			p.mods.dotAll = on
		}
	}
}

// goGroupName reports whether RE2 accepts name in (?P<name>…).
func goGroupName(name string) bool {
	for i := 0; i < len(name); i++ {
		c := name[i]
		if c != '_' && !('0' <= c && c <= '9' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z') {
			return false
		}
	}
	return name != ""
}

// parseGroupName reads RegExpIdentifierName '>' (the '<' is already read)
// and returns the name's code points as a string.
func (p *parser) parseGroupName(start int) string {
	var name strings.Builder
	for {
		if p.eof() {
			p.fail(start, "unterminated group name")
			return ""
		}
		at := p.pos
		var c rune
		switch p.src[p.pos] {
		case '>':
			p.pos++
			if name.Len() == 0 {
				p.fail(start, "empty group name")
			}
			return name.String()
		case '\\':
			p.pos++
			if p.peek(0) != 'u' {
				p.fail(at, "invalid escape in group name (only \\u escapes are allowed)")
				return ""
			}
			c = p.parseUnicodeEscape(at)
			if p.err != nil {
				return ""
			}
		default:
			var size int
			c, size = utf8.DecodeRuneInString(p.src[p.pos:])
			p.pos += size
		}
		var ok bool
		if name.Len() == 0 {
			ok = c == '$' || c == '_' || idStartSet().contains(c)
		} else {
			ok = c == '$' || c == 0x200C || c == 0x200D || idContinueSet().contains(c)
		}
		if !ok {
			p.fail(at, "invalid character in group name")
			return ""
		}
		name.WriteRune(c)
	}
}

// parseAtomEscape reads '\' AtomEscape outside a class (\b and \B are
// assertions, read by parseTerm).
func (p *parser) parseAtomEscape() {
	start := p.pos
	p.pos++
	if p.eof() {
		p.fail(start, `'\' at end of pattern`)
		return
	}
	switch c := p.src[p.pos]; {
	case '1' <= c && c <= '9':
		num := p.digits()
		n, err := strconv.Atoi(num)
		if err != nil {
			n = int(^uint(0) >> 1)
		}
		p.backrefs = append(p.backrefs, backref{offset: start, num: n, numStr: num})
		p.refuse(start, `backreference \`+num+` (RE2 has no backreferences: that is the price of linear-time matching)`)
		p.out.WriteString("(?:)")
	case c == 'k':
		p.pos++
		if p.peek(0) != '<' {
			p.fail(start, `\k must be followed by <name>`)
			return
		}
		p.pos++
		name := p.parseGroupName(start)
		if p.err != nil {
			return
		}
		p.backrefs = append(p.backrefs, backref{offset: start, name: name})
		p.refuse(start, `backreference \k<`+name+`> (RE2 has no backreferences: that is the price of linear-time matching)`)
		p.out.WriteString("(?:)")
	case strings.IndexByte("dDsSwWpP", c) >= 0:
		cs := p.parseClassEscape(start)
		if p.err == nil {
			p.writeClassSet(cs)
		}
	default:
		r := p.parseCharacterEscape(start, false)
		if p.err == nil {
			p.writeChar(r)
		}
	}
}

// parseCharacterEscape reads a CharacterEscape[+UnicodeMode] after the
// '\' at start; inClass adds the escapes a v-mode ClassSetCharacter allows
// (\b for U+0008 and the ClassSetReservedPunctuators).
func (p *parser) parseCharacterEscape(start int, inClass bool) rune {
	c := p.src[p.pos]
	switch c {
	case 'f':
		p.pos++
		return '\f'
	case 'n':
		p.pos++
		return '\n'
	case 'r':
		p.pos++
		return '\r'
	case 't':
		p.pos++
		return '\t'
	case 'v':
		p.pos++
		return '\v'
	case 'c':
		l := p.peek(1)
		if !('a' <= l && l <= 'z' || 'A' <= l && l <= 'Z') {
			p.fail(start, `\c must be followed by an ASCII letter`)
			return 0
		}
		p.pos += 2
		return rune(l % 32)
	case '0':
		if d := p.peek(1); '0' <= d && d <= '9' {
			p.fail(start, `\0 followed by a digit: octal escapes are not allowed with the v flag`)
			return 0
		}
		p.pos++
		return 0
	case 'x':
		h1, ok1 := hexVal(p.peek(1))
		h2, ok2 := hexVal(p.peek(2))
		if !ok1 || !ok2 {
			p.fail(start, `\x must be followed by two hex digits`)
			return 0
		}
		p.pos += 3
		return rune(h1<<4 | h2)
	case 'u':
		return p.parseUnicodeEscape(start)
	}
	if strings.IndexByte(`^$\.*+?()[]{}|/`, c) >= 0 {
		p.pos++
		return rune(c)
	}
	if inClass {
		if c == 'b' {
			p.pos++
			return '\b'
		}
		if strings.IndexByte("&-!#%,:;<=>@`~", c) >= 0 {
			p.pos++
			return rune(c)
		}
	}
	r, _ := utf8.DecodeRuneInString(p.src[p.pos:])
	p.fail(start, `invalid escape \`+string(r)+` (with the v flag only syntax characters may be escaped)`)
	return 0
}

// hexVal returns the value of a hex digit.
func hexVal(c byte) (int, bool) {
	switch {
	case '0' <= c && c <= '9':
		return int(c - '0'), true
	case 'a' <= c && c <= 'f':
		return int(c-'a') + 10, true
	case 'A' <= c && c <= 'F':
		return int(c-'A') + 10, true
	}
	return 0, false
}

// hex4 reads four hex digits at pos+k.
func (p *parser) hex4(k int) (rune, bool) {
	v := 0
	for i := 0; i < 4; i++ {
		h, ok := hexVal(p.peek(k + i))
		if !ok {
			return 0, false
		}
		v = v<<4 | h
	}
	return rune(v), true
}

// parseUnicodeEscape reads RegExpUnicodeEscapeSequence[+UnicodeMode] at the
// 'u': \u{CodePoint}, \uHHHH, or a \uLead\uTrail surrogate pair, which
// stands for one code point.
func (p *parser) parseUnicodeEscape(start int) rune {
	if p.peek(1) == '{' {
		i := 2
		v := 0
		for {
			h, ok := hexVal(p.peek(i))
			if !ok {
				break
			}
			if v = v<<4 | h; v > maxCodePoint {
				p.fail(start, `\u{…} above U+10FFFF`)
				return 0
			}
			i++
		}
		if i == 2 || p.peek(i) != '}' {
			p.fail(start, `\u{ must be followed by hex digits and '}'`)
			return 0
		}
		p.pos += i + 1
		return rune(v)
	}
	v, ok := p.hex4(1)
	if !ok {
		p.fail(start, `\u must be followed by four hex digits or {code point}`)
		return 0
	}
	p.pos += 5
	if 0xD800 <= v && v <= 0xDBFF && p.peek(0) == '\\' && p.peek(1) == 'u' {
		if t, ok := p.hex4(2); ok && 0xDC00 <= t && t <= 0xDFFF {
			p.pos += 6
			return (v-0xD800)<<10 + (t - 0xDC00) + 0x10000
		}
	}
	return v
}

// lineTerminators are ECMAScript's LineTerminator code points.
var lineTerminators = runeSet{{'\n', '\n'}, {'\r', '\r'}, {0x2028, 0x2029}}

// whiteSpace is ECMAScript's \s: WhiteSpace (TAB, VT, FF, ZWNBSP and the
// Space_Separator category, which holds SP and NBSP) and LineTerminator.
func whiteSpace() runeSet {
	return cached("\\s", func() runeSet {
		return generalCategory("Zs").union(runeSet{{'\t', '\r'}, {0xFEFF, 0xFEFF}, {0x2028, 0x2029}})
	})
}

// wordCharacters are ECMAScript's basic word characters [A-Za-z0-9_].
var wordCharacters = runeSet{{'0', '9'}, {'A', 'Z'}, {'_', '_'}, {'a', 'z'}}

// parseClassEscape reads the letter of a CharacterClassEscape (d D s S w W
// p{…} P{…}) after the '\' at start and returns its set. Under ignoreCase
// the set is closed under case folding before \D, \S, \W and \P take the
// complement: ECMAScript's CharacterComplement with the v flag complements
// within the case-folded characters, which is the same.
func (p *parser) parseClassEscape(start int) classSet {
	c := p.src[p.pos]
	p.pos++
	var s runeSet
	switch c {
	case 'd', 'D':
		s = runeSet{{'0', '9'}}
	case 's', 'S':
		s = whiteSpace()
	case 'w', 'W':
		// With u or v and i, WordCharacters adds the code points whose
		// Canonicalize is a basic word character (U+017F, U+212A): the fold
		// closure below adds exactly those.
		s = wordCharacters
	case 'p', 'P':
		var strs bool
		s, strs = p.parseProperty(start, c == 'P')
		if p.err != nil {
			return classSet{}
		}
		if strs {
			return classSet{may: true}
		}
	}
	if p.mods.ignoreCase {
		key := "fold:" + p.src[start:p.pos]
		if c == 'p' || c == 'P' {
			key = "fold:\\p" + p.src[start+2:p.pos]
		}
		folded := s
		s = cached(key, func() runeSet { return folded.closeFold() })
	}
	if 'A' <= c && c <= 'Z' {
		s = s.complement()
	}
	return classSet{chars: s}
}

// parseProperty reads {UnicodePropertyValueExpression} after \p or \P and
// returns the property's set; strs reports a property of strings, which
// this package refuses.
func (p *parser) parseProperty(start int, negated bool) (runeSet, bool) {
	if p.peek(0) != '{' {
		p.fail(start, `\p and \P must be followed by {property}`)
		return nil, false
	}
	end := strings.IndexByte(p.src[p.pos:], '}')
	if end < 0 {
		p.fail(start, `unterminated \p{…}`)
		return nil, false
	}
	body := p.src[p.pos+1 : p.pos+end]
	p.pos += end + 1
	name, value := "", body
	if i := strings.IndexByte(body, '='); i >= 0 {
		name, value = body[:i], body[i+1:]
		if !propChars(name, false) || name == "" {
			p.fail(start, "invalid Unicode property name in "+p.src[start:p.pos])
			return nil, false
		}
	}
	if value == "" || !propChars(value, true) {
		p.fail(start, "invalid Unicode property in "+p.src[start:p.pos])
		return nil, false
	}
	set, strs, perr := lookupProperty(name, value)
	switch {
	case perr != nil && perr.unsupported:
		p.refuse(start, perr.msg)
	case perr != nil:
		p.fail(start, perr.msg+" in "+p.src[start:p.pos])
	case strs && negated:
		p.fail(start, `\P{`+value+`}: a property of strings cannot be negated`)
	case strs:
		p.refuse(start, "property of strings \\p{"+value+"} (Go's unicode package has no emoji sequence data)")
	}
	return set, strs
}

// propChars reports whether s holds only UnicodePropertyNameCharacters
// (letters and '_') or, with digits, UnicodePropertyValueCharacters.
func propChars(s string, digits bool) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c == '_' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || digits && '0' <= c && c <= '9') {
			return false
		}
	}
	return true
}
