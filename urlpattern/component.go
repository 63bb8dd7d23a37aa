package urlpattern

import (
	"errors"
	"regexp"

	"github.com/webstd/whatwgurl/internal/ecmaregexp"
	"strings"
	"sync"
	"unicode/utf8"
)

// component is the URL Pattern Standard's component: its pattern string,
// its regular expression (here: a matcher without a regexp engine when
// the part list allows one, RE2 otherwise), its group name list and
// whether it has regexp groups.
// https://urlpattern.spec.whatwg.org/#component
type component struct {
	patternString   string
	parts           []part
	names           []string
	hasRegexpGroups bool
	// bareOptional tells, per group, whether its part is "(R)?": an
	// optional group without prefix and suffix.
	bareOptional []bool
	opts         options
	// source is the ECMAScript regular expression the standard builds.
	source string
	// fast matches without a regexp engine; nil when the part list has a
	// shape it does not cover.
	fast *fastMatcher
	// seq matches what fast does not cover of groups of one kind
	// separated by fixed text; nil when neither applies.
	seq *seqMatcher
	// anything: the pattern is "*" alone, which matches every input
	// without a line terminator (what a URL component cannot hold).
	anything bool

	reOnce sync.Once
	re     *regexp.Regexp
	reErr  error
	// bt runs the same program as re, by backtracking, on the inputs
	// re would run on its NFA (see backtracker); built on the first such
	// input.
	btOnce sync.Once
	bt     *backtracker
}

// compileComponent is "compile a component".
// https://urlpattern.spec.whatwg.org/#compile-a-component
func compileComponent(input string, encode encodingCallback, opts options) (*component, error) {
	parts, err := parsePatternString(input, opts, encode)
	if err != nil {
		return nil, err
	}
	source, names := generateRegexp(parts, opts)
	c := &component{parts: parts, names: names, opts: opts, source: source}
	for i := range parts {
		if parts[i].typ == partRegexp {
			c.hasRegexpGroups = true
		}
		if parts[i].typ != partFixedText {
			c.bareOptional = append(c.bareOptional, parts[i].modifier == modOptional && parts[i].prefix == "" && parts[i].suffix == "")
		}
	}
	c.patternString = generatePatternString(parts, opts)
	if c.hasRegexpGroups {
		// "If this throws an exception, catch it, and throw a
		// TypeError": the regular expression is compiled now, so that
		// an invalid one fails the constructor.
		if err := c.compileRegexp(); err != nil {
			return nil, err
		}
	} else {
		c.fast = newFastMatcher(parts, opts)
		if c.fast == nil {
			c.seq = newSeqMatcher(parts, opts)
		}
		c.anything = len(parts) == 1 && parts[0].typ == partFullWildcard && parts[0].modifier == modNone &&
			parts[0].prefix == "" && parts[0].suffix == ""
	}
	return c, nil
}

// compileRegexp compiles the component's regular expression once.
func (c *component) compileRegexp() error {
	c.reOnce.Do(func() {
		c.re, c.reErr = compileRegexp(c.source, c.opts.ignoreCase)
		if c.reErr != nil {
			c.reErr = c.regexpError(c.reErr)
		}
	})
	return c.reErr
}

// regexpError says which regexp group of the pattern string is not a
// valid regular expression, and where in it, when one alone is not;
// otherwise (say, two groups with the same name) it gives the whole
// regular expression.
func (c *component) regexpError(err error) error {
	for _, pt := range c.parts {
		if pt.typ != partRegexp {
			continue
		}
		if _, e := compileRegexp(pt.value, c.opts.ignoreCase); e != nil {
			off := pt.at
			var re *ecmaregexp.Error
			if errors.As(e, &re) {
				off += re.Offset
			}
			return &Error{Offset: off, Msg: "regexp group (" + pt.value + ") is not a valid regular expression", Err: e}
		}
	}
	return &Error{Offset: -1, Msg: "the regular expression " + c.source + " is not valid", Err: err}
}

// regexp returns the compiled regular expression; a part list without a
// regexp part always gives a valid one.
func (c *component) regexp() *regexp.Regexp {
	if err := c.compileRegexp(); err != nil {
		panic("urlpattern: " + err.Error()) // unreachable: checked by compileComponent
	}
	return c.re
}

// test reports whether the component matches s.
func (c *component) test(s string) bool {
	if c.anything {
		return !hasLineTerminator(s)
	}
	if c.fast != nil {
		if ok, sure := c.fast.match(s, nil); sure {
			return ok
		}
	} else if c.seq != nil {
		if ok, sure := c.seq.match(s, nil); sure {
			return ok
		}
	}
	if bt := c.testBacktracker(len(s)); bt != nil {
		return bt.match(s, nil)
	}
	return c.regexp().MatchString(s)
}

// match reports whether the component matches s and, when it does,
// writes each group's start and end in s into caps[2*i] and caps[2*i+1]
// (-1 for a group that took no part in the match); caps has room for
// 2*len(c.names). It is "create a component match result"'s reading of
// the regular expression's match without building the result.
// https://urlpattern.spec.whatwg.org/#create-a-component-match-result
func (c *component) match(s string, caps []int) bool {
	if len(c.names) == 0 {
		return c.test(s)
	}
	caps = caps[:2*len(c.names)]
	switch {
	case c.anything:
		caps[0], caps[1] = 0, len(s)
		return !hasLineTerminator(s)
	case c.fast != nil:
		if ok, sure := c.fast.match(s, caps); sure {
			return ok
		}
	case c.seq != nil:
		if ok, sure := c.seq.match(s, caps); sure {
			return ok
		}
	}
	var loc []int
	if bt := c.groupsBacktracker(len(s)); bt != nil {
		var buf [32]int
		if bt.ncap <= len(buf) {
			loc = buf[:bt.ncap]
		} else {
			loc = make([]int, bt.ncap)
		}
		if !bt.match(s, loc) {
			loc = nil
		}
	} else {
		loc = c.regexp().FindStringSubmatchIndex(s)
	}
	if loc == nil {
		return false
	}
	// "Get(execResult, ToString(index))" for index 1 to the number of
	// names: the first capturing groups, in order.
	for i := range caps {
		if 2+i < len(loc) {
			caps[i] = loc[2+i]
		} else {
			caps[i] = -1
		}
	}
	// ECMAScript's RepeatMatcher fails an iteration of "(R)?" that
	// matches the empty string, so the group is left out (undefined)
	// where RE2 reports it empty.
	for i, bare := range c.bareOptional {
		if bare && caps[2*i] >= 0 && caps[2*i] == caps[2*i+1] {
			caps[2*i], caps[2*i+1] = -1, -1
		}
	}
	return true
}

// result writes the component's result for the match of s that match
// recorded in caps: s, and its groups in groups[:len(c.names)] (the
// caller's storage), named by the name list's strings.
func (c *component) result(dst *ComponentResult, s string, caps []int, groups []Group) {
	dst.Input = s
	if len(c.names) == 0 {
		return
	}
	groups = groups[:len(c.names):len(c.names)]
	for i, name := range c.names {
		g := &groups[i]
		g.Name = name
		if start, end := caps[2*i], caps[2*i+1]; start >= 0 {
			g.Value, g.Matched = s[start:end], true
		}
	}
	dst.Groups = groups
}

// matchesSpecialScheme is "protocol component matches a special scheme".
func (c *component) matchesSpecialScheme() bool {
	for _, s := range [...]string{"ftp", "file", "http", "https", "ws", "wss"} {
		if c.test(s) {
			return true
		}
	}
	return false
}

// hasLineTerminator reports whether s holds one of ECMAScript's line
// terminators, which '.' does not match: LF, CR, U+2028, U+2029.
func hasLineTerminator(s string) bool {
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '\n', '\r':
			return true
		case 0xE2:
			if i+2 < len(s) && s[i+1] == 0x80 && (s[i+2] == 0xA8 || s[i+2] == 0xA9) {
				return true
			}
		}
	}
	return false
}

// compileRegexp turns the ECMAScript regular expression source of a
// component (flags "v", plus "i" when ignoreCase: "compile a component")
// into an RE2 regexp with ECMAScript's meanings. internal/ecmaregexp
// validates it with ECMAScript's grammar for the v flag, so what a
// browser's RegExp rejects fails here too, and refuses, naming the
// feature, what RE2 cannot run (backreferences, lookaround).
func compileRegexp(src string, ignoreCase bool) (*regexp.Regexp, error) {
	re2, err := ecmaregexp.Translate(src, ignoreCase)
	if err != nil {
		return nil, err
	}
	return regexp.Compile(re2)
}

// backtracker returns the component's backtracker, built on first use.
func (c *component) backtracker() *backtracker {
	c.btOnce.Do(func() {
		var err error
		c.bt, err = newBacktracker(c.regexp().String())
		if err != nil {
			panic("urlpattern: " + err.Error()) // unreachable: regexp.Compile parsed it
		}
	})
	return c.bt
}

// shortInput is the length up to which the backtracker finds the groups
// of every input (a URL component, almost always): it allocates nothing,
// where Go's regexp allocates the slice of group offsets it returns. Go's
// regexp tests them without allocating.
const shortInput = 512

// testBacktracker returns the backtracker to test an input of n bytes,
// or nil when Go's regexp does: short inputs, inputs up to the length Go's
// regexp backtracks on itself (256 Kbit over the program's length),
// one-pass programs, and inputs past the backtracker's own bound.
func (c *component) testBacktracker(n int) *backtracker {
	if n <= shortInput {
		return nil
	}
	if bt := c.backtracker(); n > bt.goMaxLen && !bt.onePass && bt.fits(n) {
		return bt
	}
	return nil
}

// groupsBacktracker returns the backtracker to find the groups of an
// input of n bytes, or nil when Go's regexp does: the backtracker finds
// them where it tests, and for short inputs.
func (c *component) groupsBacktracker(n int) *backtracker {
	if bt := c.backtracker(); n <= shortInput && bt.fits(n) {
		return bt
	}
	return c.testBacktracker(n)
}

// fastMatcher matches a part list without a regexp engine, giving the
// same answer and groups as the standard's regular expression. It covers
// the part lists where every group's extent is decided without search:
//
//   - A group followed only by fixed text up to the end ("rule A"): the
//     fixed text must end the input, so the group's extent is fixed.
//   - A segment wildcard ("[^/]+?") whose suffix, or else whatever may
//     follow it, starts with the delimiter or is the end ("rule B"): it
//     is the run of code points up to the next delimiter.
//
// An optional part is tried first with the part and then without, as a
// backtracking regexp engine does ("?" is greedy); there are at most
// maxChoices of them, so that matching stays linear in the input.
type fastMatcher struct {
	parts []fastPart
	delim byte // 0: none
	fold  bool // ASCII case-insensitive; non-ASCII input goes to the regexp
}

// maxChoices bounds the optional parts a fast matcher tries both ways.
const maxChoices = 4

type fastRule uint8

const (
	ruleFixed fastRule = iota // fixed text, matched as it is
	ruleA                     // extent fixed by the fixed text that ends the pattern
	ruleB                     // a segment up to the next delimiter
)

type fastPart struct {
	part
	rule  fastRule
	group int // index in the name list; -1 for fixed text
	// restFixed is the fixed text of the parts after this one, when they
	// are all fixed text without a modifier (rule A).
	restFixed string
}

// newFastMatcher returns a fast matcher for parts, or nil when some part
// needs the regexp engine.
func newFastMatcher(parts []part, opts options) *fastMatcher {
	m := &fastMatcher{fold: opts.ignoreCase}
	if len(opts.delimiter) == 1 {
		m.delim = opts.delimiter[0]
	}
	choices := 0
	group := 0
	for i := range parts {
		pt := parts[i]
		if m.fold && (!isASCII(pt.value) || !isASCII(pt.prefix) || !isASCII(pt.suffix)) {
			return nil
		}
		fp := fastPart{part: pt, group: -1}
		restAllFixed := true
		var rest strings.Builder
		for j := i + 1; j < len(parts); j++ {
			if parts[j].typ != partFixedText || parts[j].modifier != modNone {
				restAllFixed = false
				break
			}
			rest.WriteString(parts[j].value)
		}
		if pt.typ == partFixedText {
			switch {
			case pt.modifier == modNone:
				fp.rule = ruleFixed
			case pt.modifier == modOptional:
				fp.rule = ruleFixed
				choices++
			case restAllFixed:
				fp.rule, fp.restFixed = ruleA, rest.String()
			default:
				return nil
			}
			m.parts = append(m.parts, fp)
			continue
		}
		fp.group = group
		group++
		switch {
		case pt.typ == partRegexp:
			return nil
		case restAllFixed:
			if (pt.modifier == modZeroOrMore || pt.modifier == modOneOrMore) && (pt.prefix != "" || pt.suffix != "") &&
				(pt.typ != partSegmentWildcard || m.delim == 0 || pt.suffix+pt.prefix != string(m.delim)) {
				return nil
			}
			fp.rule, fp.restFixed = ruleA, rest.String()
		case pt.typ == partSegmentWildcard && m.delim != 0 && (pt.modifier == modNone || pt.modifier == modOptional) &&
			(pt.suffix != "" && pt.suffix[0] == m.delim || pt.suffix == "" && startsWithDelimOrEnd(parts[i+1:], m.delim)):
			fp.rule = ruleB
			if pt.modifier == modOptional {
				choices++
			}
		default:
			return nil
		}
		m.parts = append(m.parts, fp)
	}
	if choices > maxChoices {
		return nil
	}
	return m
}

// startsWithDelimOrEnd reports whether every match of the part list
// starts with the delimiter or is empty at the end of the input.
func startsWithDelimOrEnd(parts []part, delim byte) bool {
	for _, pt := range parts {
		first := pt.value
		if pt.typ != partFixedText {
			first = pt.prefix
		}
		if first == "" || first[0] != delim {
			return false
		}
		if pt.modifier == modNone || pt.modifier == modOneOrMore {
			return true
		}
		// An optional part may be skipped: what follows must start
		// with the delimiter too.
	}
	return true
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// match matches s; caps, when not nil, receives each group's start and
// end (-1 when it took no part). sure is false when the matcher cannot
// answer and the regexp must: for input that is not ASCII, because the
// matcher splits s between bytes where the regular expression splits it
// between code points (":a:b" takes "\u00e9" as two groups of one byte
// each, the regexp not at all), and its case folding is ASCII's. The
// components a URL is matched by are ASCII once canonicalized (the URL
// Standard percent-encodes or IDNA-encodes what is not), so this costs
// only a scan.
func (m *fastMatcher) match(s string, caps []int) (ok, sure bool) {
	if !isASCII(s) {
		return false, false
	}
	return m.matchFrom(0, 0, s, caps), true
}

func (m *fastMatcher) hasPrefix(s, prefix string) bool {
	if len(s) < len(prefix) {
		return false
	}
	if m.fold {
		return asciiEqualFold(s[:len(prefix)], prefix)
	}
	return s[:len(prefix)] == prefix
}

func (m *fastMatcher) hasSuffix(s, suffix string) bool {
	if len(s) < len(suffix) {
		return false
	}
	if m.fold {
		return asciiEqualFold(s[len(s)-len(suffix):], suffix)
	}
	return s[len(s)-len(suffix):] == suffix
}

func asciiEqualFold(a, b string) bool {
	for i := 0; i < len(a); i++ {
		x, y := a[i], b[i]
		if 'A' <= x && x <= 'Z' {
			x += 'a' - 'A'
		}
		if 'A' <= y && y <= 'Z' {
			y += 'a' - 'A'
		}
		if x != y {
			return false
		}
	}
	return true
}

func setCap(caps []int, group, start, end int) {
	if caps != nil {
		caps[2*group], caps[2*group+1] = start, end
	}
}

// matchFrom matches parts[i:] against s[pos:] to the end of s.
func (m *fastMatcher) matchFrom(i, pos int, s string, caps []int) bool {
	for ; i < len(m.parts); i++ {
		fp := &m.parts[i]
		switch fp.rule {
		case ruleFixed:
			if m.hasPrefix(s[pos:], fp.value) {
				if fp.modifier == modOptional {
					if m.matchFrom(i+1, pos+len(fp.value), s, caps) {
						return true
					}
					continue // without it
				}
				pos += len(fp.value)
				continue
			}
			if fp.modifier == modOptional {
				continue
			}
			return false
		case ruleA:
			return m.matchRuleA(fp, pos, s, caps)
		case ruleB:
			if m.matchRuleB(fp, i, pos, s, caps) {
				return true
			}
			if fp.modifier != modOptional {
				return false
			}
			setCap(caps, fp.group, -1, -1)
			continue
		}
	}
	return pos == len(s)
}

// matchRuleB matches a segment wildcard up to the next delimiter, then
// the rest of the parts.
func (m *fastMatcher) matchRuleB(fp *fastPart, i, pos int, s string, caps []int) bool {
	if !m.hasPrefix(s[pos:], fp.prefix) {
		return false
	}
	start := pos + len(fp.prefix)
	end := start
	for end < len(s) && s[end] != m.delim {
		end++
	}
	if end == start || !m.hasPrefix(s[end:], fp.suffix) {
		return false
	}
	setCap(caps, fp.group, start, end)
	return m.matchFrom(i+1, end+len(fp.suffix), s, caps)
}

// matchRuleA matches the last parts: one part whose extent is s[pos:]
// less the fixed text that must end s.
func (m *fastMatcher) matchRuleA(fp *fastPart, pos int, s string, caps []int) bool {
	if len(s)-pos < len(fp.restFixed) || !m.hasSuffix(s, fp.restFixed) {
		return false
	}
	span := s[pos : len(s)-len(fp.restFixed)]
	if fp.typ == partFixedText {
		// "(?:value)*" or "+": span is value repeated.
		if span == "" {
			return fp.modifier == modZeroOrMore
		}
		for len(span) > 0 {
			if !m.hasPrefix(span, fp.value) {
				return false
			}
			span = span[len(fp.value):]
		}
		return true
	}
	if m.groupFits(fp, span, pos, caps) {
		return true
	}
	// "?" and "*" with a prefix or suffix may leave the group out.
	if span == "" && (fp.modifier == modOptional || fp.modifier == modZeroOrMore && (fp.prefix != "" || fp.suffix != "")) {
		setCap(caps, fp.group, -1, -1)
		return true
	}
	return false
}

// groupFits reports whether span is exactly the group part fp (prefix,
// group, suffix), recording the group.
func (m *fastMatcher) groupFits(fp *fastPart, span string, pos int, caps []int) bool {
	if len(span) < len(fp.prefix)+len(fp.suffix) || !m.hasPrefix(span, fp.prefix) || !m.hasSuffix(span, fp.suffix) {
		return false
	}
	if span == "" && fp.modifier == modOptional {
		// ECMAScript's RepeatMatcher fails an iteration of "(...)?"
		// that matches the empty string: the group is left out.
		return false
	}
	inner := span[len(fp.prefix) : len(span)-len(fp.suffix)]
	repeated := fp.modifier == modZeroOrMore || fp.modifier == modOneOrMore
	switch fp.typ {
	case partFullWildcard:
		// ".*", or "(?:.*)*" and "(?:.*)+" (only without prefix and
		// suffix here): anything without a line terminator.
		if hasLineTerminator(inner) {
			return false
		}
	case partSegmentWildcard:
		if m.delim == 0 {
			// "[^]+?": one or more code points; "((?:[^]+?)*)" may be
			// empty.
			if inner == "" && !(repeated && fp.modifier == modZeroOrMore && fp.prefix == "" && fp.suffix == "") {
				return false
			}
			break
		}
		if !repeated {
			if inner == "" || strings.IndexByte(inner, m.delim) >= 0 {
				return false
			}
			break
		}
		if fp.prefix == "" && fp.suffix == "" {
			// "((?:[^/]+?)*)": a run without the delimiter.
			if strings.IndexByte(inner, m.delim) >= 0 || inner == "" && fp.modifier == modOneOrMore {
				return false
			}
			break
		}
		// "(?:/((?:[^/]+?)(?:/(?:[^/]+?))*))": non-empty segments
		// separated by the delimiter (suffix+prefix is the delimiter).
		if inner == "" || inner[0] == m.delim || inner[len(inner)-1] == m.delim ||
			strings.Contains(inner, string([]byte{m.delim, m.delim})) {
			return false
		}
	}
	start := pos + len(fp.prefix)
	setCap(caps, fp.group, start, start+len(inner))
	return true
}
