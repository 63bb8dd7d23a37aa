package ecmaregexp

import (
	"sort"
	"strings"
	"unicode/utf8"
)

// classSet is the CharSet a v-mode class compiles to (ECMAScript 22.2.2.9,
// CompileToCharSet): single code points and strings of other lengths.
type classSet struct {
	chars runeSet
	// strs holds the strings of zero or two and more code points, sorted
	// and unique; under ignoreCase each code point is replaced by the
	// representative of its case folding orbit, so that equal strings
	// compare equal.
	strs []string
	// may is the static MayContainStrings of the grammar production, which
	// decides whether a negated class is allowed, whatever the strings
	// turn out to be.
	may bool
}

// intersect is ClassIntersection's set: a ∩ b.
func (a classSet) intersect(b classSet) classSet {
	var strs []string
	for _, s := range a.strs {
		if strHas(b.strs, s) {
			strs = append(strs, s)
		}
	}
	return classSet{chars: a.chars.intersect(b.chars), strs: strs, may: a.may && b.may}
}

// subtract is ClassSubtraction's set: a − b.
func (a classSet) subtract(b classSet) classSet {
	var strs []string
	for _, s := range a.strs {
		if !strHas(b.strs, s) {
			strs = append(strs, s)
		}
	}
	return classSet{chars: a.chars.minus(b.chars), strs: strs, may: a.may}
}

// strHas reports whether the sorted list l holds s.
func strHas(l []string, s string) bool {
	i := sort.SearchStrings(l, s)
	return i < len(l) && l[i] == s
}

// parseClass reads CharacterClass (or NestedClass) at '[' with the v flag's
// ClassContents :: ClassSetExpression.
func (p *parser) parseClass() classSet {
	start := p.pos
	if p.depth >= maxDepth {
		p.fail(start, "not supported: groups and classes nested deeper than 1000")
		return classSet{}
	}
	p.depth++
	defer func() { p.depth-- }()
	p.pos++ // [
	negate := false
	if p.peek(0) == '^' {
		negate = true
		p.pos++
	}
	cs := p.parseClassContents(start)
	if p.err != nil {
		return classSet{}
	}
	if negate {
		if cs.may {
			p.fail(start, "a negated class cannot contain strings (MayContainStrings)")
			return classSet{}
		}
		// Under ignoreCase cs.chars is closed under case folding, so its
		// complement is ECMAScript's CharacterComplement.
		cs = classSet{chars: cs.chars.complement()}
	}
	return cs
}

// parseClassContents reads ClassSetExpression and the closing ']': a
// ClassUnion, or a ClassIntersection or ClassSubtraction of operands, which
// do not mix without nesting.
func (p *parser) parseClassContents(start int) classSet {
	if p.eof() {
		p.fail(start, "unterminated character class")
		return classSet{}
	}
	if p.src[p.pos] == ']' {
		p.pos++
		return classSet{}
	}
	acc, isChar := p.parseClassOperand(start)
	if p.err != nil {
		return classSet{}
	}
	switch {
	case isChar && p.peek(0) == '-' && p.peek(1) != '-':
		acc = p.parseClassRange()
	case p.peek(0) == '&' && p.peek(1) == '&':
		return p.parseClassOperation(start, acc, "&&")
	case p.peek(0) == '-' && p.peek(1) == '-':
		return p.parseClassOperation(start, acc, "--")
	}
	// ClassUnion :: ( ClassSetRange | ClassSetOperand )+
	u := unionBuilder{acc: acc}
	for p.err == nil {
		if p.eof() {
			p.fail(start, "unterminated character class")
			break
		}
		if p.src[p.pos] == ']' {
			p.pos++
			return u.result()
		}
		if op := p.src[p.pos:min(p.pos+2, len(p.src))]; op == "&&" || op == "--" {
			p.fail(p.pos, "'"+op+"' cannot follow a union of several operands or a range: nest them in [ ]")
			break
		}
		next, isChar := p.parseClassOperand(start)
		if p.err != nil {
			break
		}
		if isChar && p.peek(0) == '-' && p.peek(1) != '-' {
			next = p.parseClassRange()
		}
		u.add(next)
	}
	return classSet{}
}

// unionBuilder accumulates the operands of a ClassUnion and merges them in
// batches, so that a union of n operands costs O(n log n), not O(n²).
type unionBuilder struct {
	acc     classSet
	pending []rng
	strs    []string
	// seen holds the large operand sets already added: property sets are
	// shared from a cache, so [\p{L}\p{L}…] merges \p{L} once.
	seen map[*rng]int
}

// add adds one operand.
func (u *unionBuilder) add(cs classSet) {
	if len(cs.chars) > 16 {
		if u.seen == nil {
			u.seen = map[*rng]int{}
		}
		if u.seen[&cs.chars[0]] == len(cs.chars) && len(cs.strs) == 0 {
			u.acc.may = u.acc.may || cs.may
			return
		}
		u.seen[&cs.chars[0]] = len(cs.chars)
	}
	u.pending = append(u.pending, cs.chars...)
	u.strs = append(u.strs, cs.strs...)
	u.acc.may = u.acc.may || cs.may
	if len(u.pending) > 2*len(u.acc.chars)+1024 {
		u.flush()
	}
}

// flush merges the pending ranges and strings into acc.
func (u *unionBuilder) flush() {
	if len(u.pending) > 0 {
		u.acc.chars = normalize(append(u.pending, u.acc.chars...))
		u.pending = nil
	}
	if len(u.strs) > 0 {
		u.acc.strs = sortedUnique(append(u.strs, u.acc.strs...))
		u.strs = nil
	}
}

// result is the union of everything added.
func (u *unionBuilder) result() classSet {
	u.flush()
	return u.acc
}

// sortedUnique sorts l and drops repeats.
func sortedUnique(l []string) []string {
	sort.Strings(l)
	n := 0
	for i, s := range l {
		if i == 0 || s != l[n-1] {
			l[n] = s
			n++
		}
	}
	return l[:n]
}

// parseClassOperation reads the rest of a ClassIntersection (op "&&") or
// ClassSubtraction (op "--") after its first operand, and the ']'.
func (p *parser) parseClassOperation(start int, acc classSet, op string) classSet {
	for p.err == nil {
		if p.eof() {
			p.fail(start, "unterminated character class")
			break
		}
		if p.src[p.pos] == ']' {
			p.pos++
			return acc
		}
		if !strings.HasPrefix(p.src[p.pos:], op) {
			p.fail(p.pos, "expected '"+op+"' or ']': a class cannot mix '&&', '--' and union without nesting")
			break
		}
		p.pos += 2
		if op == "&&" && p.peek(0) == '&' {
			p.fail(p.pos, "'&&&' is not allowed in a class with the v flag")
			break
		}
		next, _ := p.parseClassOperand(start)
		if p.err != nil {
			break
		}
		if op == "&&" {
			acc = acc.intersect(next)
		} else {
			acc = acc.subtract(next)
		}
	}
	return classSet{}
}

// parseClassRange reads '-' ClassSetCharacter after the first end point
// of a ClassSetRange, which p.lastChar holds.
func (p *parser) parseClassRange() classSet {
	start := p.pos
	p.pos++ // -
	loC := p.lastChar
	hiC := p.parseClassSetCharacter(start)
	if p.err != nil {
		return classSet{}
	}
	if loC > hiC {
		p.fail(start, "range out of order in character class")
		return classSet{}
	}
	s := runeSet{{loC, hiC}}
	if p.mods.ignoreCase {
		s = s.closeFold()
	}
	return classSet{chars: s}
}

// parseClassOperand reads a ClassSetOperand: a NestedClass, a
// ClassStringDisjunction or a ClassSetCharacter. isChar reports the last,
// which may begin a ClassSetRange; p.lastChar then holds it unfolded.
func (p *parser) parseClassOperand(start int) (cs classSet, isChar bool) {
	if p.eof() {
		p.fail(start, "unterminated character class")
		return classSet{}, false
	}
	if p.src[p.pos] == '[' {
		return p.parseClass(), false
	}
	if p.src[p.pos] == '\\' {
		switch c := p.peek(1); {
		case strings.IndexByte("dDsSwWpP", c) >= 0:
			at := p.pos
			p.pos++
			return p.parseClassEscape(at), false
		case c == 'q':
			if p.peek(2) != '{' {
				p.fail(p.pos, `\q must be followed by {strings}`)
				return classSet{}, false
			}
			return p.parseClassStrings(), false
		}
	}
	c := p.parseClassSetCharacter(start)
	if p.err != nil {
		return classSet{}, false
	}
	p.lastChar = c
	s := single(c)
	if p.mods.ignoreCase {
		s = s.closeFold()
	}
	return classSet{chars: s}, true
}

// parseClassSetCharacter reads one ClassSetCharacter and returns its code
// point.
func (p *parser) parseClassSetCharacter(start int) rune {
	if p.eof() {
		p.fail(start, "unterminated character class")
		return 0
	}
	at := p.pos
	c, size := utf8.DecodeRuneInString(p.src[p.pos:])
	if c == '\\' {
		p.pos++
		if p.eof() {
			p.fail(at, `'\' at end of pattern`)
			return 0
		}
		return p.parseCharacterEscape(at, true)
	}
	// [lookahead ∉ ClassSetReservedDoublePunctuator]
	if c < utf8.RuneSelf && p.peek(1) == byte(c) && strings.IndexByte("&!#$%*+,.:;<=>?@^`~", byte(c)) >= 0 {
		p.fail(at, "'"+p.src[at:at+2]+"' is reserved in a class with the v flag: escape one of them")
		return 0
	}
	// SourceCharacter but not ClassSetSyntaxCharacter
	if c < utf8.RuneSelf && strings.IndexByte("()[]{}/-|", byte(c)) >= 0 {
		p.fail(at, "'"+string(c)+"' must be escaped in a class with the v flag")
		return 0
	}
	p.pos += size
	return c
}

// parseClassStrings reads ClassStringDisjunction: \q{ ClassString ( | ClassString )* }.
func (p *parser) parseClassStrings() classSet {
	start := p.pos
	p.pos += 3 // \q{
	var chars []rng
	var strs []string
	may := false
	var runes []rune
	for p.err == nil {
		runes = runes[:0]
		for !p.eof() && p.src[p.pos] != '|' && p.src[p.pos] != '}' {
			c := p.parseClassSetCharacter(start)
			if p.err != nil {
				return classSet{}
			}
			runes = append(runes, c)
		}
		if p.eof() {
			p.fail(start, `unterminated \q{`)
			return classSet{}
		}
		if len(runes) == 1 {
			s := single(runes[0])
			if p.mods.ignoreCase {
				s = s.closeFold()
			}
			chars = append(chars, s...)
		} else {
			// MayContainStrings: an empty ClassString or one of two and more
			// code points.
			may = true
			if str, ok := p.classString(runes); ok {
				strs = append(strs, str)
			}
		}
		end := p.src[p.pos]
		p.pos++
		if end == '}' {
			break
		}
	}
	return classSet{chars: normalize(chars), strs: sortedUnique(strs), may: may}
}

// classString encodes a ClassString for the set, replacing each code point
// by its case folding representative under ignoreCase. A string holding a
// surrogate can never match UTF-8 text, so it is left out (ok false): the
// set it would join matches the same inputs without it.
func (p *parser) classString(runes []rune) (string, bool) {
	var b strings.Builder
	for _, c := range runes {
		if surrogates.contains(c) {
			return "", false
		}
		if p.mods.ignoreCase {
			c = canonicalRune(c)
		}
		b.WriteRune(c)
	}
	return b.String(), true
}

// writeClassSet writes a class as one RE2 atom. A class with strings
// becomes an alternation in ECMAScript's order (CompileAtom for
// CharacterClass): the strings longest first, then the single code points,
// then the empty string.
func (p *parser) writeClassSet(cs classSet) {
	if len(cs.strs) == 0 {
		writeClass(&p.out, cs.chars)
		return
	}
	strs := append([]string(nil), cs.strs...)
	sort.SliceStable(strs, func(i, j int) bool {
		return utf8.RuneCountInString(strs[i]) > utf8.RuneCountInString(strs[j])
	})
	p.out.WriteString("(?:")
	empty := false
	n := 0
	for _, s := range strs {
		if s == "" {
			empty = true
			continue
		}
		if n > 0 {
			p.out.WriteByte('|')
		}
		n++
		for _, c := range s {
			p.writeChar(c)
		}
	}
	if len(cs.chars.minus(surrogates)) > 0 {
		if n > 0 {
			p.out.WriteByte('|')
		}
		n++
		writeClass(&p.out, cs.chars)
	}
	if empty && n > 0 {
		p.out.WriteByte('|')
	}
	p.out.WriteByte(')')
}
