package urlpattern

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// Parsing pattern strings: the URL Pattern Standard, "Parts", "Options",
// "Parsing", "Converting part lists to regular expressions" and
// "Converting part lists to pattern strings".
// https://urlpattern.spec.whatwg.org/#parsing-pattern-strings

// partType is a part's type.
type partType uint8

const (
	partFixedText       partType = iota // "fixed-text"
	partRegexp                          // "regexp"
	partSegmentWildcard                 // "segment-wildcard"
	partFullWildcard                    // "full-wildcard"
)

// modifier is a part's modifier.
type modifier uint8

const (
	modNone       modifier = iota // "none"
	modOptional                   // "optional"
	modZeroOrMore                 // "zero-or-more"
	modOneOrMore                  // "one-or-more"
)

// String is "convert a modifier to a string".
func (m modifier) String() string {
	switch m {
	case modZeroOrMore:
		return "*"
	case modOptional:
		return "?"
	case modOneOrMore:
		return "+"
	}
	return ""
}

// part is one piece of a parsed pattern string.
// https://urlpattern.spec.whatwg.org/#part
type part struct {
	typ      partType
	value    string
	modifier modifier
	name     string
	prefix   string
	suffix   string
	// at is the byte offset of a regexp part's regular expression in
	// the pattern string, for errors.
	at int
}

// options is the standard's options struct: a delimiter and a prefix code
// point ("" or one ASCII code point) and ignore case.
// https://urlpattern.spec.whatwg.org/#options
type options struct {
	delimiter  string
	prefix     string
	ignoreCase bool
}

var (
	// defaultOptions is the standard's "default options".
	defaultOptions = options{}
	// hostnameOptions is the standard's "hostname options".
	hostnameOptions = options{delimiter: "."}
	// pathnameOptions is the standard's "pathname options".
	pathnameOptions = options{delimiter: "/", prefix: "/"}
)

// encodingCallback validates and encodes a fixed text piece of a pattern
// string.
// https://urlpattern.spec.whatwg.org/#encoding-callback
type encodingCallback func(string) (string, error)

// patternParser is the standard's pattern parser struct.
type patternParser struct {
	tokens                []token
	encode                encodingCallback
	segmentWildcardRegexp string
	parts                 []part
	pendingFixedValue     strings.Builder
	// pendingSrc holds, for each byte of the pending fixed value, its
	// offset in the pattern string, for the offset of an error of the
	// encoding callback.
	pendingSrc      []int
	index           int
	nextNumericName int
}

// fullWildcardRegexpValue is the standard's "full wildcard regexp value".
const fullWildcardRegexpValue = ".*"

// parsePatternString is "parse a pattern string".
// https://urlpattern.spec.whatwg.org/#parse-a-pattern-string
func parsePatternString(input string, opts options, encode encodingCallback) ([]part, error) {
	tokens, err := tokenize(input, strict)
	if err != nil {
		return nil, err
	}
	p := patternParser{tokens: tokens, encode: encode, segmentWildcardRegexp: segmentWildcardRegexp(opts)}
	for p.index < len(p.tokens) {
		charToken := p.tryConsume(tokChar)
		nameToken := p.tryConsume(tokName)
		regexpOrWildcardToken := p.tryConsumeRegexpOrWildcard(nameToken)
		if nameToken != nil || regexpOrWildcardToken != nil {
			var prefix text
			if charToken != nil {
				prefix = text{charToken.value, tokenSrc(charToken)}
			}
			if prefix.value != "" && prefix.value != opts.prefix {
				p.appendPending(charToken)
				prefix = text{}
			}
			if err := p.maybeAddPartFromPendingFixedValue(); err != nil {
				return nil, err
			}
			modifierToken := p.tryConsumeModifier()
			if err := p.addPart(prefix, nameToken, regexpOrWildcardToken, text{}, modifierToken); err != nil {
				return nil, err
			}
			continue
		}
		fixedToken := charToken
		if fixedToken == nil {
			fixedToken = p.tryConsume(tokEscapedChar)
		}
		if fixedToken != nil {
			p.appendPending(fixedToken)
			continue
		}
		openToken := p.tryConsume(tokOpen)
		if openToken != nil {
			prefix := p.consumeText()
			nameToken = p.tryConsume(tokName)
			regexpOrWildcardToken = p.tryConsumeRegexpOrWildcard(nameToken)
			suffix := p.consumeText()
			if _, err := p.consumeRequired(tokClose, "a '{' group is not closed with '}'"); err != nil {
				return nil, err
			}
			modifierToken := p.tryConsumeModifier()
			if err := p.addPart(prefix, nameToken, regexpOrWildcardToken, suffix, modifierToken); err != nil {
				return nil, err
			}
			continue
		}
		if err := p.maybeAddPartFromPendingFixedValue(); err != nil {
			return nil, err
		}
		if _, err := p.consumeRequired(tokEnd, ""); err != nil {
			return nil, err
		}
	}
	return p.parts, nil
}

// segmentWildcardRegexp is "generate a segment wildcard regexp".
func segmentWildcardRegexp(opts options) string {
	return "[^" + escapeRegexpString(opts.delimiter) + "]+?"
}

// tryConsume is "try to consume a token".
func (p *patternParser) tryConsume(typ tokenType) *token {
	next := &p.tokens[p.index]
	if next.typ != typ {
		return nil
	}
	p.index++
	return next
}

// tryConsumeModifier is "try to consume a modifier token".
func (p *patternParser) tryConsumeModifier() *token {
	if t := p.tryConsume(tokOtherModifier); t != nil {
		return t
	}
	return p.tryConsume(tokAsterisk)
}

// tryConsumeRegexpOrWildcard is "try to consume a regexp or wildcard
// token".
func (p *patternParser) tryConsumeRegexpOrWildcard(nameToken *token) *token {
	t := p.tryConsume(tokRegexp)
	if nameToken == nil && t == nil {
		t = p.tryConsume(tokAsterisk)
	}
	return t
}

// consumeRequired is "consume a required token"; msg says what was
// expected when the token is not there.
func (p *patternParser) consumeRequired(typ tokenType, msg string) (*token, error) {
	if t := p.tryConsume(typ); t != nil {
		return t, nil
	}
	next := p.tokens[p.index]
	if msg == "" {
		msg = unexpected(next)
	}
	return nil, &Error{Offset: next.index, Msg: msg}
}

// unexpected describes a token the pattern parser did not expect.
func unexpected(t token) string {
	switch t.typ {
	case tokInvalidChar:
		return "invalid code point " + strconv.Quote(t.value)
	case tokOtherModifier, tokAsterisk:
		return "a modifier " + strconv.Quote(t.value) + " must follow a group or a '{...}'"
	case tokClose:
		return "a '}' without a '{'"
	case tokOpen:
		return "a '{' inside a '{...}' group"
	case tokName:
		return "a second name in a '{...}' group"
	case tokRegexp:
		return "a second regexp in a '{...}' group"
	}
	return "unexpected " + strconv.Quote(t.value)
}

// text is a piece of text of the pattern string, and the offset in the
// pattern string of each of its bytes (escaped characters are text
// without their backslash).
type text struct {
	value string
	src   []int
}

// tokenSrc returns the offsets in the pattern string of the bytes of a
// char or escaped-char token's value; nil for no token.
func tokenSrc(t *token) []int {
	if t == nil {
		return nil
	}
	at := t.index
	if t.typ == tokEscapedChar {
		at++ // after the backslash
	}
	src := make([]int, len(t.value))
	for i := range src {
		src[i] = at + i
	}
	return src
}

// appendPending appends a char or escaped-char token's value to the
// pending fixed value.
func (p *patternParser) appendPending(t *token) {
	p.pendingFixedValue.WriteString(t.value)
	p.pendingSrc = append(p.pendingSrc, tokenSrc(t)...)
}

// consumeText is "consume text".
func (p *patternParser) consumeText() text {
	var b strings.Builder
	var src []int
	for {
		t := p.tryConsume(tokChar)
		if t == nil {
			t = p.tryConsume(tokEscapedChar)
		}
		if t == nil {
			break
		}
		b.WriteString(t.value)
		src = append(src, tokenSrc(t)...)
	}
	return text{b.String(), src}
}

// encodeText runs the encoding callback on a piece of text, and gives an
// error of the callback the offset of the piece in the pattern string (of
// the byte the callback names, when it names one), and the pattern string
// as its input.
func (p *patternParser) encodeText(t text) (string, error) {
	encoded, err := p.encode(t.value)
	if err == nil {
		return encoded, nil
	}
	if e, ok := err.(*Error); ok && len(t.src) > 0 {
		off := t.src[0]
		if e.Offset > 0 && e.Offset < len(t.src) {
			off = t.src[e.Offset]
		}
		return "", &Error{Offset: off, Msg: "the text " + strconv.Quote(t.value) + " is " + e.Msg, Err: e.Err}
	}
	return "", err
}

// maybeAddPartFromPendingFixedValue is "maybe add a part from the
// pending fixed value".
func (p *patternParser) maybeAddPartFromPendingFixedValue() error {
	if p.pendingFixedValue.Len() == 0 {
		return nil
	}
	v := text{p.pendingFixedValue.String(), p.pendingSrc}
	p.pendingFixedValue.Reset()
	p.pendingSrc = nil
	encoded, err := p.encodeText(v)
	if err != nil {
		return err
	}
	p.parts = append(p.parts, part{typ: partFixedText, value: encoded, modifier: modNone})
	return nil
}

// addPart is "add a part".
func (p *patternParser) addPart(prefix text, nameToken, regexpOrWildcardToken *token, suffix text, modifierToken *token) error {
	mod := modNone
	if modifierToken != nil {
		switch modifierToken.value {
		case "?":
			mod = modOptional
		case "*":
			mod = modZeroOrMore
		case "+":
			mod = modOneOrMore
		}
	}
	if nameToken == nil && regexpOrWildcardToken == nil && mod == modNone {
		p.pendingFixedValue.WriteString(prefix.value)
		p.pendingSrc = append(p.pendingSrc, prefix.src...)
		return nil
	}
	if err := p.maybeAddPartFromPendingFixedValue(); err != nil {
		return err
	}
	if nameToken == nil && regexpOrWildcardToken == nil {
		if prefix.value == "" {
			return nil
		}
		encoded, err := p.encodeText(prefix)
		if err != nil {
			return err
		}
		p.parts = append(p.parts, part{typ: partFixedText, value: encoded, modifier: mod})
		return nil
	}
	regexpValue := ""
	switch {
	case regexpOrWildcardToken == nil:
		regexpValue = p.segmentWildcardRegexp
	case regexpOrWildcardToken.typ == tokAsterisk:
		regexpValue = fullWildcardRegexpValue
	default:
		regexpValue = regexpOrWildcardToken.value
	}
	typ := partRegexp
	switch regexpValue {
	case p.segmentWildcardRegexp:
		typ, regexpValue = partSegmentWildcard, ""
	case fullWildcardRegexpValue:
		typ, regexpValue = partFullWildcard, ""
	}
	name := ""
	if nameToken != nil {
		name = nameToken.value
	} else if regexpOrWildcardToken != nil {
		name = strconv.Itoa(p.nextNumericName)
		p.nextNumericName++
	}
	for i := range p.parts {
		if p.parts[i].name == name {
			at := 0
			if nameToken != nil {
				at = nameToken.index
			}
			return &Error{Offset: at, Msg: "duplicate group name " + strconv.Quote(name)}
		}
	}
	encodedPrefix, err := p.encodeText(prefix)
	if err != nil {
		return err
	}
	encodedSuffix, err := p.encodeText(suffix)
	if err != nil {
		return err
	}
	at := 0
	if regexpOrWildcardToken != nil {
		at = regexpOrWildcardToken.index + 1 // after the '('
	}
	p.parts = append(p.parts, part{typ: typ, value: regexpValue, modifier: mod, name: name, prefix: encodedPrefix, suffix: encodedSuffix, at: at})
	return nil
}

// generateRegexp is "generate a regular expression and name list": the
// ECMAScript regular expression source of the part list and its group
// names.
// https://urlpattern.spec.whatwg.org/#generate-a-regular-expression-and-name-list
func generateRegexp(parts []part, opts options) (string, []string) {
	var b strings.Builder
	b.WriteString("^")
	var names []string
	for i := range parts {
		pt := &parts[i]
		if pt.typ == partFixedText {
			if pt.modifier == modNone {
				b.WriteString(escapeRegexpString(pt.value))
			} else {
				b.WriteString("(?:")
				b.WriteString(escapeRegexpString(pt.value))
				b.WriteString(")")
				b.WriteString(pt.modifier.String())
			}
			continue
		}
		names = append(names, pt.name)
		regexpValue := pt.value
		if pt.typ == partSegmentWildcard {
			regexpValue = segmentWildcardRegexp(opts)
		} else if pt.typ == partFullWildcard {
			regexpValue = fullWildcardRegexpValue
		}
		if pt.prefix == "" && pt.suffix == "" {
			if pt.modifier == modNone || pt.modifier == modOptional {
				b.WriteString("(")
				b.WriteString(regexpValue)
				b.WriteString(")")
				b.WriteString(pt.modifier.String())
			} else {
				b.WriteString("((?:")
				b.WriteString(regexpValue)
				b.WriteString(")")
				b.WriteString(pt.modifier.String())
				b.WriteString(")")
			}
			continue
		}
		if pt.modifier == modNone || pt.modifier == modOptional {
			b.WriteString("(?:")
			b.WriteString(escapeRegexpString(pt.prefix))
			b.WriteString("(")
			b.WriteString(regexpValue)
			b.WriteString(")")
			b.WriteString(escapeRegexpString(pt.suffix))
			b.WriteString(")")
			b.WriteString(pt.modifier.String())
			continue
		}
		b.WriteString("(?:")
		b.WriteString(escapeRegexpString(pt.prefix))
		b.WriteString("((?:")
		b.WriteString(regexpValue)
		b.WriteString(")(?:")
		b.WriteString(escapeRegexpString(pt.suffix))
		b.WriteString(escapeRegexpString(pt.prefix))
		b.WriteString("(?:")
		b.WriteString(regexpValue)
		b.WriteString("))*)")
		b.WriteString(escapeRegexpString(pt.suffix))
		b.WriteString(")")
		if pt.modifier == modZeroOrMore {
			b.WriteString("?")
		}
	}
	b.WriteString("$")
	return b.String(), names
}

// escapeRegexpString is "escape a regexp string".
func escapeRegexpString(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		switch c := s[i]; c {
		case '.', '+', '*', '?', '^', '$', '{', '}', '(', ')', '[', ']', '|', '/', '\\':
			b.WriteByte('\\')
			b.WriteByte(c)
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}

// escapePatternString is "escape a pattern string".
func escapePatternString(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		switch c := s[i]; c {
		case '+', '*', '?', ':', '{', '}', '(', ')', '\\':
			b.WriteByte('\\')
			b.WriteByte(c)
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}

// generatePatternString is "generate a pattern string".
// https://urlpattern.spec.whatwg.org/#generate-a-pattern-string
func generatePatternString(parts []part, opts options) string {
	var b strings.Builder
	for i := range parts {
		pt := &parts[i]
		var prev, next *part
		if i > 0 {
			prev = &parts[i-1]
		}
		if i < len(parts)-1 {
			next = &parts[i+1]
		}
		if pt.typ == partFixedText {
			if pt.modifier == modNone {
				b.WriteString(escapePatternString(pt.value))
				continue
			}
			b.WriteString("{")
			b.WriteString(escapePatternString(pt.value))
			b.WriteString("}")
			b.WriteString(pt.modifier.String())
			continue
		}
		customName := !isASCIIDigit(pt.name[0])
		needsGrouping := pt.suffix != "" || pt.prefix != "" && pt.prefix != opts.prefix
		if !needsGrouping && customName && pt.typ == partSegmentWildcard && pt.modifier == modNone &&
			next != nil && next.prefix == "" && next.suffix == "" {
			if next.typ == partFixedText {
				r, _ := utf8.DecodeRuneInString(next.value)
				needsGrouping = isValidNameCodePoint(r, false)
			} else {
				needsGrouping = isASCIIDigit(next.name[0])
			}
		}
		if !needsGrouping && pt.prefix == "" && prev != nil && prev.typ == partFixedText &&
			opts.prefix != "" && strings.HasSuffix(prev.value, opts.prefix) {
			needsGrouping = true
		}
		if needsGrouping {
			b.WriteString("{")
		}
		b.WriteString(escapePatternString(pt.prefix))
		if customName {
			b.WriteString(":")
			b.WriteString(pt.name)
		}
		switch {
		case pt.typ == partRegexp:
			b.WriteString("(")
			b.WriteString(pt.value)
			b.WriteString(")")
		case pt.typ == partSegmentWildcard && !customName:
			b.WriteString("(")
			b.WriteString(segmentWildcardRegexp(opts))
			b.WriteString(")")
		case pt.typ == partFullWildcard:
			if !customName && (prev == nil || prev.typ == partFixedText || prev.modifier != modNone || needsGrouping || pt.prefix != "") {
				b.WriteString("*")
			} else {
				b.WriteString("(")
				b.WriteString(fullWildcardRegexpValue)
				b.WriteString(")")
			}
		}
		if pt.typ == partSegmentWildcard && customName && pt.suffix != "" {
			if r, _ := utf8.DecodeRuneInString(pt.suffix); isValidNameCodePoint(r, false) {
				b.WriteString("\\")
			}
		}
		b.WriteString(escapePatternString(pt.suffix))
		if needsGrouping {
			b.WriteString("}")
		}
		b.WriteString(pt.modifier.String())
	}
	return b.String()
}

func isASCIIDigit(c byte) bool { return '0' <= c && c <= '9' }
