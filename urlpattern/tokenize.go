package urlpattern

import (
	"unicode"
	"unicode/utf8"
)

// Tokenizing: the URL Pattern Standard, "Tokens" and "Tokenizing".
// https://urlpattern.spec.whatwg.org/#tokenizing
//
// Indexes are byte offsets into the pattern string (a Go string is UTF-8;
// the standard counts code points, but every index here is only used to
// take substrings of the same string, which byte offsets do equally).

// tokenType is a token's type.
type tokenType uint8

const (
	tokInvalidChar   tokenType = iota // "invalid-char"
	tokOpen                           // "open"
	tokClose                          // "close"
	tokRegexp                         // "regexp"
	tokName                           // "name"
	tokChar                           // "char"
	tokEscapedChar                    // "escaped-char"
	tokOtherModifier                  // "other-modifier"
	tokAsterisk                       // "asterisk"
	tokEnd                            // "end"
)

// token is a lexical token: its type, the byte offset of its first code
// point in the pattern string, and its value.
type token struct {
	typ   tokenType
	index int
	value string
}

// tokenizePolicy is "strict" or "lenient".
type tokenizePolicy bool

const (
	strict  tokenizePolicy = false
	lenient tokenizePolicy = true
)

// tokenizer is the standard's tokenizer struct.
type tokenizer struct {
	input     string
	policy    tokenizePolicy
	tokens    []token
	index     int
	nextIndex int
	cp        rune
}

// tokenize runs the standard's tokenize algorithm. With the strict policy
// a tokenizing error is an *Error at the offending offset.
// https://urlpattern.spec.whatwg.org/#tokenize
func tokenize(input string, policy tokenizePolicy) ([]token, error) {
	t := tokenizer{input: input, policy: policy, tokens: make([]token, 0, len(input)/2+2)}
	n := len(input)
	for t.index < n {
		t.seekAndGetNext(t.index)
		switch t.cp {
		case '*':
			t.addDefault(tokAsterisk)
			continue
		case '+', '?':
			t.addDefault(tokOtherModifier)
			continue
		case '\\':
			if t.nextIndex == n { // the last code point
				if err := t.tokenizingError(t.nextIndex, t.index, "a '\\' at the end of the pattern escapes nothing"); err != nil {
					return nil, err
				}
				continue
			}
			escapedIndex := t.nextIndex
			t.getNext()
			t.addDefaultLength(tokEscapedChar, t.nextIndex, escapedIndex)
			continue
		case '{':
			t.addDefault(tokOpen)
			continue
		case '}':
			t.addDefault(tokClose)
			continue
		case ':':
			namePosition := t.nextIndex
			nameStart := namePosition
			for namePosition < n {
				t.seekAndGetNext(namePosition)
				if !isValidNameCodePoint(t.cp, namePosition == nameStart) {
					break
				}
				namePosition = t.nextIndex
			}
			if namePosition <= nameStart {
				if err := t.tokenizingError(nameStart, t.index, "a ':' must be followed by a group name"); err != nil {
					return nil, err
				}
				continue
			}
			t.addDefaultLength(tokName, namePosition, nameStart)
			continue
		case '(':
			if err := t.regexpToken(); err != nil {
				return nil, err
			}
			continue
		}
		t.addDefault(tokChar)
	}
	t.addDefaultLength(tokEnd, t.index, t.index)
	return t.tokens, nil
}

// regexpToken runs the tokenize algorithm's steps for U+0028 (().
func (t *tokenizer) regexpToken() error {
	n := len(t.input)
	depth := 1
	regexpPosition := t.nextIndex
	regexpStart := regexpPosition
	fail := func(msg string) error {
		return t.tokenizingError(regexpStart, t.index, msg)
	}
	for regexpPosition < n {
		t.seekAndGetNext(regexpPosition)
		if t.cp >= utf8.RuneSelf {
			return t.errorAt(fail("a regexp group may hold only ASCII code points"), regexpPosition)
		}
		if regexpPosition == regexpStart && t.cp == '?' {
			return t.errorAt(fail("a regexp group may not start with '?'"), regexpPosition)
		}
		if t.cp == '\\' {
			if regexpPosition == n-1 {
				return t.errorAt(fail("a '\\' at the end of the pattern escapes nothing"), regexpPosition)
			}
			t.getNext()
			if t.cp >= utf8.RuneSelf {
				return t.errorAt(fail("a regexp group may hold only ASCII code points"), regexpPosition+1)
			}
			regexpPosition = t.nextIndex
			continue
		}
		if t.cp == ')' {
			depth--
			if depth == 0 {
				regexpPosition = t.nextIndex
				break
			}
		} else if t.cp == '(' {
			depth++
			if regexpPosition == n-1 {
				return t.errorAt(fail("a '(' at the end of the pattern is not closed"), regexpPosition)
			}
			temporaryPosition := t.nextIndex
			t.getNext()
			if t.cp != '?' {
				return t.errorAt(fail("a '(' inside a regexp group must start a group with '?' (a capturing group there is not allowed)"), regexpPosition)
			}
			t.nextIndex = temporaryPosition
		}
		regexpPosition = t.nextIndex
	}
	if depth != 0 {
		return fail("a regexp group is not closed with ')'")
	}
	regexpLength := regexpPosition - regexpStart - 1
	if regexpLength == 0 {
		return fail("a regexp group is empty")
	}
	t.add(tokRegexp, regexpPosition, regexpStart, regexpLength)
	return nil
}

// errorAt moves the offset of a strict tokenizing error to at, the code
// point that made the regexp group invalid (the standard's token starts at
// the group's '(').
func (t *tokenizer) errorAt(err error, at int) error {
	if e, ok := err.(*Error); ok {
		e.Offset = at
	}
	return err
}

// getNext is "get the next code point".
func (t *tokenizer) getNext() {
	r, size := utf8.DecodeRuneInString(t.input[t.nextIndex:])
	t.cp = r
	t.nextIndex += size
}

// seekAndGetNext is "seek and get the next code point".
func (t *tokenizer) seekAndGetNext(index int) {
	t.nextIndex = index
	t.getNext()
}

// add is "add a token".
func (t *tokenizer) add(typ tokenType, nextPosition, valuePosition, valueLength int) {
	t.tokens = append(t.tokens, token{typ: typ, index: t.index, value: t.input[valuePosition : valuePosition+valueLength]})
	t.index = nextPosition
}

// addDefaultLength is "add a token with default length".
func (t *tokenizer) addDefaultLength(typ tokenType, nextPosition, valuePosition int) {
	t.add(typ, nextPosition, valuePosition, nextPosition-valuePosition)
}

// addDefault is "add a token with default position and length".
func (t *tokenizer) addDefault(typ tokenType) {
	t.addDefaultLength(typ, t.nextIndex, t.index)
}

// tokenizingError is "process a tokenizing error": an error under the
// strict policy, an invalid-char token under the lenient one (nil).
func (t *tokenizer) tokenizingError(nextPosition, valuePosition int, msg string) error {
	if t.policy == strict {
		return &Error{Offset: t.index, Msg: msg}
	}
	t.addDefaultLength(tokInvalidChar, nextPosition, valuePosition)
	return nil
}

// isValidNameCodePoint is "is a valid name code point": ECMAScript's
// IdentifierStart (first) or IdentifierPart. IdentifierStart is
// ID_Start, '$' and '_'; IdentifierPart is ID_Continue, '$', U+200C and
// U+200D. ID_Start and ID_Continue are derived from the general
// categories as Unicode's UAX #31 defines them.
func isValidNameCodePoint(r rune, first bool) bool {
	if r < utf8.RuneSelf {
		switch {
		case 'a' <= r && r <= 'z', 'A' <= r && r <= 'Z', r == '$', r == '_':
			return true
		case '0' <= r && r <= '9':
			return !first
		}
		return false
	}
	if first {
		return isIDStart(r)
	}
	return r == 0x200C || r == 0x200D || isIDContinue(r)
}

// isIDStart: ID_Start = L + Nl + Other_ID_Start - Pattern_Syntax -
// Pattern_White_Space (UAX #31).
func isIDStart(r rune) bool {
	if unicode.In(r, unicode.Pattern_Syntax, unicode.Pattern_White_Space) {
		return false
	}
	return unicode.In(r, unicode.L, unicode.Nl, unicode.Other_ID_Start)
}

// isIDContinue: ID_Continue = ID_Start + Mn + Mc + Nd + Pc +
// Other_ID_Continue - Pattern_Syntax - Pattern_White_Space (UAX #31).
func isIDContinue(r rune) bool {
	if unicode.In(r, unicode.Pattern_Syntax, unicode.Pattern_White_Space) {
		return false
	}
	return unicode.In(r, unicode.L, unicode.Nl, unicode.Other_ID_Start, unicode.Mn, unicode.Mc, unicode.Nd, unicode.Pc, unicode.Other_ID_Continue)
}
