package ecmaregexp

import (
	"regexp/syntax"
)

// This file makes RE2 repeat atoms the way ECMAScript's RepeatMatcher does
// (ECMAScript 2025, 22.2.2.3.1). Two rules there differ from RE2:
//
//   - The empty check: once the minimum count is reached, an iteration that
//     matches the empty string fails, and the matcher backtracks into the
//     iteration's next choice. RE2 instead drops such a thread, and with it
//     every lower-priority choice of the same iteration, so /(|a)+/ matches
//     "" in "aa" where ECMAScript matches "aa". Rewriting each such body X
//     into X≠ε, the same choices in the same order without their empty
//     paths, makes the two agree: RE2 orders the paths of a loop whose body
//     never matches empty as a backtracking matcher does.
//   - The capture reset: each iteration starts with the captures inside the
//     body undefined, while RE2 keeps the value of an earlier iteration. The
//     results agree when every iteration sets every capture of the body; a
//     body whose iteration can skip one of its captures is refused.

// loopBudget bounds the size of the rewritten expression: distributing a
// concatenation over its nullable parts copies the parts after them.
const loopBudget = 20000

// loopRewriter rewrites repeated nullable bodies.
type loopRewriter struct {
	changed bool
	size    int
	refusal string
}

// rewriteLoops applies ECMAScript's repeat semantics to re (see above). It
// returns the rewritten expression, whether anything changed, and a
// refusal message when the rules cannot be expressed in RE2.
func rewriteLoops(re *syntax.Regexp) (*syntax.Regexp, bool, string) {
	w := &loopRewriter{}
	out := w.rewrite(re)
	if w.refusal != "" {
		return nil, false, w.refusal
	}
	return out, w.changed, ""
}

// refuse records the first reason the rewrite cannot proceed.
func (w *loopRewriter) refuse(msg string) {
	if w.refusal == "" {
		w.refusal = msg
	}
}

// rewrite rewrites the subexpressions of re bottom-up, then re itself when
// it repeats a body that can match the empty string.
func (w *loopRewriter) rewrite(re *syntax.Regexp) *syntax.Regexp {
	if w.refusal != "" {
		return re
	}
	for i, sub := range re.Sub {
		re.Sub[i] = w.rewrite(sub)
	}
	var lo, hi int // hi -1: no upper bound
	switch re.Op {
	case syntax.OpStar:
		lo, hi = 0, -1
	case syntax.OpPlus:
		lo, hi = 1, -1
	case syntax.OpQuest:
		lo, hi = 0, 1
	case syntax.OpRepeat:
		lo, hi = re.Min, re.Max
	default:
		return re
	}
	body := re.Sub[0]
	if (hi < 0 || hi > 1) && !capturesOnEveryPath(body) {
		w.refuse("a capture group that an iteration of a repeated group can skip (ECMAScript resets it at each iteration, RE2 keeps the value of an earlier one): " + re.String())
		return re
	}
	if !nullable(body) || hi == lo {
		// Iterations up to the minimum have no empty check.
		return re
	}
	w.changed = true
	nonEmpty := w.nonEmpty(body)
	if w.refusal != "" {
		return re
	}
	var tail *syntax.Regexp
	if hi < 0 {
		tail = &syntax.Regexp{Op: syntax.OpStar, Flags: re.Flags, Sub: []*syntax.Regexp{nonEmpty}}
	} else {
		tail = &syntax.Regexp{Op: syntax.OpRepeat, Flags: re.Flags, Min: 0, Max: hi - lo, Sub: []*syntax.Regexp{nonEmpty}}
	}
	if lo == 0 {
		return tail
	}
	if hasCapture(body) {
		w.refuse("a capture group in a group repeated at least once that can match the empty string (RE2 cannot number the copies ECMAScript's repeat semantics need): " + re.String())
		return re
	}
	head := body
	if lo > 1 {
		head = &syntax.Regexp{Op: syntax.OpRepeat, Flags: re.Flags, Min: lo, Max: lo, Sub: []*syntax.Regexp{body}}
	}
	return &syntax.Regexp{Op: syntax.OpConcat, Flags: re.Flags, Sub: []*syntax.Regexp{head, tail}}
}

// nullable reports whether re can match the empty string.
func nullable(re *syntax.Regexp) bool {
	switch re.Op {
	case syntax.OpEmptyMatch, syntax.OpBeginLine, syntax.OpEndLine, syntax.OpBeginText, syntax.OpEndText,
		syntax.OpWordBoundary, syntax.OpNoWordBoundary, syntax.OpStar, syntax.OpQuest:
		return true
	case syntax.OpLiteral:
		return len(re.Rune) == 0
	case syntax.OpCapture, syntax.OpPlus:
		return nullable(re.Sub[0])
	case syntax.OpRepeat:
		return re.Min == 0 || nullable(re.Sub[0])
	case syntax.OpConcat:
		for _, sub := range re.Sub {
			if !nullable(sub) {
				return false
			}
		}
		return true
	case syntax.OpAlternate:
		for _, sub := range re.Sub {
			if nullable(sub) {
				return true
			}
		}
	}
	return false
}

// emptyWidth reports whether re only ever matches the empty string.
func emptyWidth(re *syntax.Regexp) bool {
	switch re.Op {
	case syntax.OpEmptyMatch, syntax.OpBeginLine, syntax.OpEndLine, syntax.OpBeginText, syntax.OpEndText,
		syntax.OpWordBoundary, syntax.OpNoWordBoundary:
		return true
	case syntax.OpLiteral:
		return len(re.Rune) == 0
	}
	return false
}

// hasCapture reports whether re holds a capture group.
func hasCapture(re *syntax.Regexp) bool {
	if re.Op == syntax.OpCapture {
		return true
	}
	for _, sub := range re.Sub {
		if hasCapture(sub) {
			return true
		}
	}
	return false
}

// capturesOnEveryPath reports whether every match of re sets every capture
// group inside it.
func capturesOnEveryPath(re *syntax.Regexp) bool {
	switch re.Op {
	case syntax.OpCapture, syntax.OpConcat, syntax.OpPlus:
		for _, sub := range re.Sub {
			if !capturesOnEveryPath(sub) {
				return false
			}
		}
		return true
	case syntax.OpRepeat:
		if re.Min == 0 {
			return !hasCapture(re)
		}
		return capturesOnEveryPath(re.Sub[0])
	}
	return !hasCapture(re)
}

// noMatch is an expression that matches nothing.
func noMatch() *syntax.Regexp { return &syntax.Regexp{Op: syntax.OpNoMatch} }

// grow counts n more nodes against loopBudget.
func (w *loopRewriter) grow(re *syntax.Regexp) {
	w.size += countNodes(re)
	if w.size > loopBudget {
		w.refuse("a repeated group that can match the empty string, whose ECMAScript ordering takes an RE2 expression too large to build")
	}
}

// countNodes is the number of nodes in re.
func countNodes(re *syntax.Regexp) int {
	n := 1
	for _, sub := range re.Sub {
		n += countNodes(sub)
	}
	return n
}

// nonEmpty returns an expression with the non-empty matches of re, in the
// order of preference re gives them. Loops inside re have been rewritten
// already, so their bodies never match the empty string.
func (w *loopRewriter) nonEmpty(re *syntax.Regexp) *syntax.Regexp {
	if w.refusal != "" || !nullable(re) {
		return re
	}
	switch re.Op {
	case syntax.OpCapture:
		c := *re
		c.Sub = []*syntax.Regexp{w.nonEmpty(re.Sub[0])}
		return &c
	case syntax.OpAlternate:
		a := &syntax.Regexp{Op: syntax.OpAlternate, Flags: re.Flags}
		for _, sub := range re.Sub {
			if s := w.nonEmpty(sub); s.Op != syntax.OpNoMatch {
				a.Sub = append(a.Sub, s)
			}
		}
		switch len(a.Sub) {
		case 0:
			return noMatch()
		case 1:
			return a.Sub[0]
		}
		return a
	case syntax.OpStar:
		if !nullable(re.Sub[0]) {
			return &syntax.Regexp{Op: syntax.OpPlus, Flags: re.Flags, Sub: re.Sub}
		}
	case syntax.OpQuest:
		return w.nonEmpty(re.Sub[0])
	case syntax.OpRepeat:
		if !nullable(re.Sub[0]) {
			if re.Max == 0 {
				return noMatch()
			}
			c := *re
			c.Min = 1
			return &c
		}
	case syntax.OpConcat:
		return w.nonEmptyConcat(re.Flags, re.Sub)
	default:
		if emptyWidth(re) {
			return noMatch()
		}
	}
	w.refuse("a repeated group that can match the empty string in a way RE2 cannot order as ECMAScript does: " + re.String())
	return re
}

// nonEmptyConcat is nonEmpty of the concatenation of list, every element
// of which is nullable. It splits on the first element's choices, in their
// order: those that consume input, followed by all of the rest, and those
// that do not, followed by the non-empty matches of the rest.
func (w *loopRewriter) nonEmptyConcat(flags syntax.Flags, list []*syntax.Regexp) *syntax.Regexp {
	if w.refusal != "" {
		return noMatch()
	}
	switch len(list) {
	case 0:
		return noMatch()
	case 1:
		return w.nonEmpty(list[0])
	}
	first, rest := list[0], list[1:]
	concat := func(head *syntax.Regexp, tail []*syntax.Regexp) *syntax.Regexp {
		c := &syntax.Regexp{Op: syntax.OpConcat, Flags: flags, Sub: append([]*syntax.Regexp{head}, tail...)}
		w.grow(c)
		return c
	}
	alt := func(a, b *syntax.Regexp) *syntax.Regexp {
		switch {
		case a.Op == syntax.OpNoMatch:
			return b
		case b.Op == syntax.OpNoMatch:
			return a
		}
		return &syntax.Regexp{Op: syntax.OpAlternate, Flags: flags, Sub: []*syntax.Regexp{a, b}}
	}
	copiesRest := func() bool {
		for _, r := range rest {
			if hasCapture(r) {
				w.refuse("a repeated group that can match the empty string, with a capture group RE2 would need twice to keep ECMAScript's order")
				return false
			}
		}
		return true
	}
	switch {
	case emptyWidth(first):
		tail := w.nonEmptyConcat(flags, rest)
		if tail.Op == syntax.OpNoMatch {
			return tail
		}
		return &syntax.Regexp{Op: syntax.OpConcat, Flags: flags, Sub: []*syntax.Regexp{first, tail}}
	case first.Op == syntax.OpConcat:
		return w.nonEmptyConcat(flags, append(append([]*syntax.Regexp(nil), first.Sub...), rest...))
	case first.Op == syntax.OpAlternate:
		if !copiesRest() {
			return noMatch()
		}
		var out *syntax.Regexp = noMatch()
		for _, choice := range first.Sub {
			if nullable(choice) {
				out = alt(out, w.nonEmptyConcat(flags, append([]*syntax.Regexp{choice}, rest...)))
			} else {
				out = alt(out, concat(choice, rest))
			}
		}
		return out
	case first.Op == syntax.OpStar || first.Op == syntax.OpQuest || first.Op == syntax.OpRepeat && first.Min == 0:
		if nullable(first.Sub[0]) || !copiesRest() {
			break
		}
		some := w.nonEmpty(first) // one or more iterations
		consume := concat(some, rest)
		none := w.nonEmptyConcat(flags, rest)
		if first.Flags&syntax.NonGreedy != 0 {
			return alt(none, consume)
		}
		return alt(consume, none)
	}
	w.refuse("a repeated group that can match the empty string in a way RE2 cannot order as ECMAScript does")
	return noMatch()
}
