package urlpattern

import "strings"

// seqMatcher matches, without a regexp engine and in linear time, a part
// list that is fixed text and groups of one kind without modifiers:
//
//   - full wildcards ("(.*)", greedy) separated by fixed text: each group
//     takes as much as it can, which places each separator at its
//     rightmost possible occurrence, found from the end;
//   - segment wildcards ("([^/]+?)", lazy) separated by fixed text: each
//     group takes as little as it can, which places each separator at
//     its leftmost occurrence after one code point, found from the start
//     (a group that would hold the delimiter there holds it anywhere
//     later too, so the first occurrence decides).
//
// This covers shapes such as "/*/*/*/z" and "/:a-:b-:c", whose regular
// expressions make a backtracking engine try every split.
type seqMatcher struct {
	// fixed[0] group fixed[1] group ... fixed[n]: the fixed text around
	// the n groups (a part's prefix and suffix included).
	fixed []string
	full  bool // full wildcards; otherwise segment wildcards
	delim byte // segment wildcards: the delimiter, 0 for none
}

// newSeqMatcher returns a seqMatcher for parts, or nil.
func newSeqMatcher(parts []part, opts options) *seqMatcher {
	if opts.ignoreCase || len(opts.delimiter) > 1 {
		return nil
	}
	m := &seqMatcher{fixed: []string{""}}
	if opts.delimiter != "" {
		m.delim = opts.delimiter[0]
	}
	kind := partType(255)
	for _, pt := range parts {
		if pt.modifier != modNone {
			return nil
		}
		last := &m.fixed[len(m.fixed)-1]
		if pt.typ == partFixedText {
			*last += pt.value
			continue
		}
		if pt.typ != partFullWildcard && pt.typ != partSegmentWildcard || kind != 255 && pt.typ != kind {
			return nil
		}
		kind = pt.typ
		*last += pt.prefix
		m.fixed = append(m.fixed, pt.suffix)
	}
	if len(m.fixed) < 2 {
		return nil
	}
	m.full = kind == partFullWildcard
	return m
}

// match matches s, recording the groups in caps when not nil; sure is
// false when the regexp must answer: a line terminator, which '.' does not
// match, in the input of full wildcards, and input that is not ASCII,
// which the matcher would split between bytes (see fastMatcher.match).
func (m *seqMatcher) match(s string, caps []int) (ok, sure bool) {
	if !isASCII(s) {
		return false, false
	}
	n := len(m.fixed) - 1
	first, last := m.fixed[0], m.fixed[n]
	if len(s) < len(first)+len(last) || !strings.HasPrefix(s, first) || !strings.HasSuffix(s, last) {
		return false, true
	}
	lo, hi := len(first), len(s)-len(last)
	if m.full {
		if hasLineTerminator(s) {
			return false, false
		}
		end := hi
		for i := n - 1; i >= 1; i-- {
			at := strings.LastIndex(s[lo:end], m.fixed[i])
			if at < 0 {
				return false, true
			}
			at += lo
			setCap(caps, i, at+len(m.fixed[i]), end)
			end = at
		}
		setCap(caps, 0, lo, end)
		return true, true
	}
	pos := lo
	for i := 1; i < n; i++ {
		if pos >= hi {
			return false, true
		}
		at := strings.Index(s[pos+1:hi], m.fixed[i])
		if at < 0 {
			return false, true
		}
		at += pos + 1
		if m.delim != 0 && strings.IndexByte(s[pos:at], m.delim) >= 0 {
			return false, true
		}
		setCap(caps, i-1, pos, at)
		pos = at + len(m.fixed[i])
	}
	if pos >= hi || m.delim != 0 && strings.IndexByte(s[pos:hi], m.delim) >= 0 {
		return false, true
	}
	setCap(caps, n-1, pos, hi)
	return true, true
}
