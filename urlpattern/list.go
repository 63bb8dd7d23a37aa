package urlpattern

import (
	"slices"
	"strings"

	"github.com/webstd/whatwgurl"
)

// List is a set of patterns compiled together, to find which of them
// match a URL without testing each in turn: the URL Pattern Standard has
// no such thing (whatwg/urlpattern#30 asks for one); each answer is the
// one testing the patterns in order would give.
//
// The patterns' pathnames are indexed in a trie of path segments: a
// segment of fixed text is a child by its text, a whole segment ":name" a
// child any segment reaches, and a pattern sits at the node where its
// indexable start ends (a pattern whose pathname begins otherwise sits at
// the root). A URL walks the trie by its segments, and only the patterns
// it meets on the way are tested, after a comparison of their fixed
// protocol and hostname, if any. A List is safe for concurrent use.
type List struct {
	patterns []*Pattern
	keys     []listKey
	root     listNode
}

// listKey holds what a pattern requires of a URL in fixed text, checked
// before the pattern is tested.
type listKey struct {
	protocol, hostname       string
	hasProtocol, hasHostname bool
}

type listNode struct {
	literal map[string]*listNode
	// few holds the literal children instead of literal when there are
	// at most maxFew: comparing a few strings is faster than hashing.
	few   []listChild
	param *listNode
	// exact: patterns whose whole pathname is the path to this node;
	// tail: patterns whose pathname goes on in a way the trie does not
	// index.
	exact, tail []int32
}

type listChild struct {
	segment string
	node    *listNode
}

const maxFew = 6

// compact moves the literal children of small nodes into few.
func (n *listNode) compact() {
	if len(n.literal) <= maxFew {
		for seg, child := range n.literal {
			n.few = append(n.few, listChild{seg, child})
		}
		n.literal = nil
	}
	for _, c := range n.few {
		c.node.compact()
	}
	for _, child := range n.literal {
		child.compact()
	}
	if n.param != nil {
		n.param.compact()
	}
}

// child returns the literal child for segment, or nil.
func (n *listNode) child(segment string) *listNode {
	if n.literal != nil {
		return n.literal[segment]
	}
	for _, c := range n.few {
		if c.segment == segment {
			return c.node
		}
	}
	return nil
}

// NewList compiles patterns into a List. The order matters: First gives
// the first pattern in this order that matches.
func NewList(patterns ...*Pattern) *List {
	l := &List{patterns: slices.Clone(patterns), keys: make([]listKey, len(patterns))}
	for i, p := range patterns {
		k := &l.keys[i]
		k.protocol, k.hasProtocol = p.protocol.fixed()
		k.hostname, k.hasHostname = p.hostname.fixed()
		segments, exact := pathKey(p.pathname)
		n := &l.root
		for _, s := range segments {
			if s == paramSegment {
				if n.param == nil {
					n.param = &listNode{}
				}
				n = n.param
				continue
			}
			if n.literal == nil {
				n.literal = map[string]*listNode{}
			}
			child := n.literal[s]
			if child == nil {
				child = &listNode{}
				n.literal[s] = child
			}
			n = child
		}
		if exact {
			n.exact = append(n.exact, int32(i))
		} else {
			n.tail = append(n.tail, int32(i))
		}
	}
	l.root.compact()
	return l
}

// Len returns the number of patterns.
func (l *List) Len() int { return len(l.patterns) }

// Pattern returns the i-th pattern.
func (l *List) Pattern(i int) *Pattern { return l.patterns[i] }

// fixed returns the component's text when its pattern is fixed text
// alone, which a URL's component must equal.
func (c *component) fixed() (string, bool) {
	if c.opts.ignoreCase {
		return "", false
	}
	switch len(c.parts) {
	case 0:
		return "", true
	case 1:
		if c.parts[0].typ == partFixedText && c.parts[0].modifier == modNone {
			return c.parts[0].value, true
		}
	}
	return "", false
}

// paramSegment stands for a whole-segment ":name" in a path key; no
// segment of a URL's path holds a NUL byte (the URL parser percent-encodes
// it).
const paramSegment = "\x00"

// pathKey returns the segments of a pathname pattern the trie indexes
// (paramSegment for a whole-segment named group), and whether they are
// the whole pattern (exact) or only its start. A pattern the trie cannot
// index has no segments.
func pathKey(c *component) (segments []string, exact bool) {
	if c.opts.delimiter != "/" || c.opts.ignoreCase {
		return nil, false
	}
	var shape strings.Builder
	exact = true
	for i, pt := range c.parts {
		if pt.typ == partFixedText && pt.modifier == modNone {
			shape.WriteString(pt.value)
			continue
		}
		// A whole segment: "/:name" (or ":name" after a '/'), with no
		// modifier and no suffix, followed by the end or a '/'.
		if pt.typ == partSegmentWildcard && pt.modifier == modNone && pt.suffix == "" &&
			(pt.prefix == "/" || pt.prefix == "" && strings.HasSuffix(shape.String(), "/")) &&
			startsWithDelimOrEnd(c.parts[i+1:], '/') {
			shape.WriteString(pt.prefix)
			shape.WriteString(paramSegment)
			continue
		}
		exact = false
		if startsWithDelimOrEnd(c.parts[i:], '/') {
			// What follows starts a segment: the last one is complete.
			shape.WriteString("/")
		}
		break
	}
	s := shape.String()
	if !strings.HasPrefix(s, "/") {
		return nil, false
	}
	segments = strings.Split(s[1:], "/")
	if !exact {
		// The last segment may go on in the URL: only the complete ones
		// are keys.
		segments = segments[:len(segments)-1]
	}
	return segments, exact
}

// candidates appends to dst the patterns the trie reaches with path
// (a pathname), unsorted.
func (l *List) candidates(dst []int32, path string) []int32 {
	if !strings.HasPrefix(path, "/") {
		// An opaque path: only the patterns at the root.
		return append(dst, l.root.tail...)
	}
	return l.root.walk(dst, path[1:], false)
}

// walk collects the patterns at n and below that path (the segments left,
// without their leading '/'; done: there are none) reaches.
func (n *listNode) walk(dst []int32, path string, done bool) []int32 {
	dst = append(dst, n.tail...)
	if done {
		// The trie matched the whole of these patterns' pathnames
		// (fixed text and whole-segment groups): marked as ^index, so
		// that their pathname is not tested again.
		for _, i := range n.exact {
			dst = append(dst, ^i)
		}
		return dst
	}
	seg, rest, more := strings.Cut(path, "/")
	if child := n.child(seg); child != nil {
		dst = child.walk(dst, rest, !more)
	}
	if n.param != nil && seg != "" {
		dst = n.param.walk(dst, rest, !more)
	}
	return dst
}

// First returns the index of the first pattern that the URL input, read
// against baseURL when that is not "", matches, or -1.
func (l *List) First(input, baseURL string) int {
	u, ok := parseInput(input, baseURL)
	if !ok {
		return -1
	}
	return l.FirstURL(u)
}

// FirstURL returns the index of the first pattern that u matches, or -1.
func (l *List) FirstURL(u whatwgurl.URL) int {
	if u.IsZero() {
		return -1
	}
	var buf [64]int32
	c := l.candidates(buf[:0], u.Pathname())
	sortCandidates(c)
	scheme, host := u.Scheme(), u.Hostname()
	for _, e := range c {
		if i := l.test(e, u, scheme, host); i >= 0 {
			return i
		}
	}
	return -1
}

// sortCandidates sorts candidates by pattern index (an exact candidate is
// ^index).
func sortCandidates(c []int32) {
	slices.SortFunc(c, func(a, b int32) int { return int(index(a)) - int(index(b)) })
}

func index(e int32) int32 {
	if e < 0 {
		return ^e
	}
	return e
}

// test tests candidate e against u, returning the pattern's index when it
// matches, or -1. A candidate whose pathname the trie matched skips it.
func (l *List) test(e int32, u whatwgurl.URL, scheme, host string) int {
	i := index(e)
	k := &l.keys[i]
	if k.hasProtocol && k.protocol != scheme || k.hasHostname && k.hostname != host {
		return -1
	}
	p := l.patterns[i]
	if e >= 0 && !p.pathname.test(u.Pathname()) {
		return -1
	}
	q, _ := u.RawQuery()
	f, _ := u.Fragment()
	if p.hostname.test(host) && p.protocol.test(scheme) && p.port.test(u.Port()) && p.search.test(q) &&
		p.hash.test(f) && p.username.test(u.Username()) && p.password.test(u.Password()) {
		return int(i)
	}
	return -1
}

// Exec returns the index of the first pattern that the URL input, read
// against baseURL when that is not "", matches, and its result; -1 and
// nil when none does.
func (l *List) Exec(input, baseURL string) (int, *Result) {
	u, ok := parseInput(input, baseURL)
	if !ok {
		return -1, nil
	}
	return l.ExecURL(u)
}

// ExecURL is Exec for a parsed URL.
func (l *List) ExecURL(u whatwgurl.URL) (int, *Result) {
	i := l.FirstURL(u)
	if i < 0 {
		return -1, nil
	}
	return i, l.patterns[i].ExecURL(u)
}

// All returns the indexes of all the patterns that the URL input, read
// against baseURL when that is not "", matches, in order.
func (l *List) All(input, baseURL string) []int {
	u, ok := parseInput(input, baseURL)
	if !ok {
		return nil
	}
	return l.AllURL(nil, u)
}

// AllURL appends to dst the indexes of all the patterns that u matches,
// in order.
func (l *List) AllURL(dst []int, u whatwgurl.URL) []int {
	if u.IsZero() {
		return dst
	}
	var buf [64]int32
	c := l.candidates(buf[:0], u.Pathname())
	sortCandidates(c)
	scheme, host := u.Scheme(), u.Hostname()
	for _, e := range c {
		if i := l.test(e, u, scheme, host); i >= 0 {
			dst = append(dst, i)
		}
	}
	return dst
}
