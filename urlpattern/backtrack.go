package urlpattern

import (
	"regexp/syntax"
	"slices"
	"sync"
	"unicode/utf8"
)

// backtracker runs a component's regular expression, compiled to the
// same RE2 program as Go's regexp package compiles it, by backtracking
// with a bit per (instruction, input position) that it has tried: each
// pair is tried at most once, so the time is linear in the input (times
// the program's length), and the first match found in the program's
// priority order is the leftmost-first match, the one Go's regexp
// reports and a backtracking ECMAScript engine reports (the standard's
// regular expressions are anchored at both ends).
//
// Go's regexp runs the same algorithm, but only while the bit vector
// stays under 256 Kbit; past that it runs its NFA simulation, whose cost
// per byte is several times higher for ambiguous patterns ("/:a*:b*:c*",
// "/(.*)*x"), so the time per byte of a 64 KiB input would be more than
// twice that of a 1 KiB one. The backtracker keeps the same algorithm up
// to maxBacktrackBits.
type backtracker struct {
	prog *syntax.Prog
	ncap int // capture slots: 2 per group, the whole match's included
	// goMaxLen is the longest input Go's regexp backtracks on itself:
	// its bit vector of 256 Kbit over the program's length (regexp's
	// backtrack.go), for programs of at most 500 instructions.
	goMaxLen int
	// onePass: Go's regexp matches the program in the same time per
	// byte at every length, so the backtracker is not used.
	onePass bool
	// slot numbers the instructions that more than one instruction leads
	// to (or the start), which alone have a bit per input position
	// (-1 for the others): two paths that reach the same instruction at
	// the same position meet first at one of them, and every loop of the
	// program passes through one, so marking those alone tries each
	// (instruction, position) pair a bounded number of times, with a
	// smaller bit vector.
	slot   []int32
	nslots int
}

// maxBacktrackBits bounds the bit vector of one match (4 MiB): an input
// whose vector would be larger goes to Go's regexp (its NFA), which takes
// linear time too, with a higher constant.
const maxBacktrackBits = 32 << 20

// newBacktracker compiles the RE2 syntax src as regexp.Compile does.
func newBacktracker(src string) (*backtracker, error) {
	re, err := syntax.Parse(src, syntax.Perl)
	if err != nil {
		return nil, err
	}
	ncap := 2 * (re.MaxCap() + 1)
	prog, err := syntax.Compile(re.Simplify())
	if err != nil {
		return nil, err
	}
	b := &backtracker{prog: prog, ncap: ncap, onePass: onePass(prog)}
	in := make([]int, len(prog.Inst))
	in[prog.Start] = 2
	for i := range prog.Inst {
		inst := &prog.Inst[i]
		switch inst.Op {
		case syntax.InstMatch, syntax.InstFail:
		case syntax.InstAlt, syntax.InstAltMatch:
			in[inst.Out]++
			in[inst.Arg]++
		default:
			in[inst.Out]++
		}
	}
	b.slot = make([]int32, len(prog.Inst))
	for i, n := range in {
		b.slot[i] = -1
		if n >= 2 {
			b.slot[i] = int32(b.nslots)
			b.nslots++
		}
	}
	if len(prog.Inst) <= 500 {
		b.goMaxLen = 256 * 1024 / len(prog.Inst)
	}
	return b, nil
}

// fits reports whether the backtracker takes an input of n bytes.
func (b *backtracker) fits(n int) bool {
	return uint64(max(b.nslots, 1))*uint64(n+1) <= maxBacktrackBits && n < 1<<31-1
}

// btJob is a step to try again: instruction pc at input position pos, or,
// when pc has btRestore set, putting back capture slot pc&^btRestore's
// value pos.
type btJob struct {
	pc  uint32
	pos int32
}

const btRestore = 1 << 31

type btState struct {
	visited []uint64
	jobs    []btJob
	caps    []int
}

var btPool = sync.Pool{New: func() any { return new(btState) }}

// match reports whether s matches, anchored at its start (the program's
// own "^" and "$" anchor it at both ends), and writes the capture slots
// of the leftmost-first match into caps when it does (len(caps) slots,
// -1 for a group that took no part); caps nil records none. The caller
// checks fits(len(s)).
func (b *backtracker) match(s string, caps []int) bool {
	st := btPool.Get().(*btState)
	defer btPool.Put(st)
	// The bit of (pc, pos) is pos*nslots+slot[pc]: the instructions
	// tried at one position are near each other in memory.
	insts, slots := b.prog.Inst, b.slot
	stride := b.nslots
	words := (stride*(len(s)+1) + 63) / 64
	if cap(st.visited) < words {
		st.visited = make([]uint64, words)
	} else {
		st.visited = st.visited[:words]
		clear(st.visited)
	}
	if cap(st.caps) < b.ncap {
		st.caps = make([]int, b.ncap)
	}
	c := st.caps[:b.ncap]
	for i := range c {
		c[i] = -1
	}
	visited, jobs := st.visited, append(st.jobs[:0], btJob{pc: uint32(b.prog.Start)})
	defer func() { st.jobs = jobs[:0] }()
	for len(jobs) > 0 {
		j := jobs[len(jobs)-1]
		jobs = jobs[:len(jobs)-1]
		if j.pc&btRestore != 0 {
			c[j.pc&^btRestore] = int(j.pos)
			continue
		}
		pc, pos := j.pc, int(j.pos)
	step:
		for {
			if sl := slots[pc]; sl >= 0 {
				k := pos*stride + int(sl)
				if visited[k/64]&(1<<(k%64)) != 0 {
					break
				}
				visited[k/64] |= 1 << (k % 64)
			}
			inst := &insts[pc]
			switch inst.Op {
			case syntax.InstFail:
				break step
			case syntax.InstAlt, syntax.InstAltMatch:
				// Out is preferred; Arg is tried if Out fails, unless
				// it has been tried at pos already.
				if sl := slots[inst.Arg]; sl < 0 || visited[(pos*stride+int(sl))/64]&(1<<((pos*stride+int(sl))%64)) == 0 {
					jobs = append(jobs, btJob{pc: inst.Arg, pos: int32(pos)})
				}
				pc = inst.Out
			case syntax.InstNop:
				pc = inst.Out
			case syntax.InstCapture:
				if slot := int(inst.Arg); slot < len(c) && caps != nil {
					jobs = append(jobs, btJob{pc: inst.Arg | btRestore, pos: int32(c[slot])})
					c[slot] = pos
				}
				pc = inst.Out
			case syntax.InstEmptyWidth:
				before, after := rune(-1), rune(-1)
				if pos > 0 {
					before, _ = utf8.DecodeLastRuneInString(s[:pos])
				}
				if pos < len(s) {
					after, _ = utf8.DecodeRuneInString(s[pos:])
				}
				if syntax.EmptyOp(inst.Arg)&^syntax.EmptyOpContext(before, after) != 0 {
					break step
				}
				pc = inst.Out
			case syntax.InstMatch:
				// Slots 0 and 1: the whole match, as Go's regexp gives it.
				c[0], c[1] = 0, pos
				copy(caps, c)
				return true
			default: // the instructions that consume a rune
				if pos >= len(s) {
					break step
				}
				r, w := rune(s[pos]), 1
				if r >= utf8.RuneSelf {
					r, w = utf8.DecodeRuneInString(s[pos:])
				}
				switch inst.Op {
				case syntax.InstRune1:
					if r != inst.Rune[0] {
						break step
					}
				case syntax.InstRuneAny:
				case syntax.InstRuneAnyNotNL:
					if r == '\n' {
						break step
					}
				default:
					if !inst.MatchRune(r) {
						break step
					}
				}
				pos += w
				pc = inst.Out
			}
		}
	}
	return false
}

// onePass reports whether at every alternation of prog the next input
// rune decides the branch (the rune sets the two branches can start with
// are disjoint, and at most one of them can reach the end without one).
// Go's regexp runs such an anchored program with its one-pass matcher,
// whose cost per byte does not depend on the input's length, so the
// backtracker is not needed for it. The check may say false where Go's
// finds a one-pass program (say, through case folding, or past
// maxOnePassInsts): the backtracker then runs where Go's regexp would
// have run its one-pass matcher, in linear time either way.
func onePass(p *syntax.Prog) bool {
	if len(p.Inst) > maxOnePassInsts {
		return false
	}
	seen := make([]bool, len(p.Inst))
	var a, b []rune
	for i := range p.Inst {
		inst := &p.Inst[i]
		if inst.Op != syntax.InstAlt && inst.Op != syntax.InstAltMatch {
			continue
		}
		var aEnd, bEnd bool
		a, aEnd = firstRunes(p, inst.Out, a[:0], seen)
		b, bEnd = firstRunes(p, inst.Arg, b[:0], seen)
		if aEnd && bEnd || overlap(a, b) {
			return false
		}
	}
	return true
}

// maxOnePassInsts bounds the programs onePass examines, at a cost of the
// square of their length.
const maxOnePassInsts = 1000

// overlap reports whether two lists of rune ranges (lo, hi pairs) share a
// rune; it sorts them.
func overlap(a, b []rune) bool {
	pairs := func(r []rune) [][2]rune {
		p := make([][2]rune, 0, len(r)/2)
		for i := 0; i+1 < len(r); i += 2 {
			p = append(p, [2]rune{r[i], r[i+1]})
		}
		slices.SortFunc(p, func(x, y [2]rune) int { return int(x[0]) - int(y[0]) })
		return p
	}
	x, y := pairs(a), pairs(b)
	for len(x) > 0 && len(y) > 0 {
		if x[0][0] <= y[0][1] && y[0][0] <= x[0][1] {
			return true
		}
		// Drop the range that ends first: it meets none of the other
		// list's ranges from here on.
		if x[0][1] < y[0][1] {
			x = x[1:]
		} else {
			y = y[1:]
		}
	}
	return false
}

// firstRunes appends to ranges the ranges (lo, hi pairs) of the runes
// that a match from instruction pc can consume first, and reports whether
// it can reach the program's end without consuming one. seen is scratch
// space of len(p.Inst), false on return.
func firstRunes(p *syntax.Prog, pc uint32, ranges []rune, seen []bool) ([]rune, bool) {
	end := false
	stack := []uint32{pc}
	var marked []uint32
	for len(stack) > 0 {
		pc := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if seen[pc] {
			continue
		}
		seen[pc] = true
		marked = append(marked, pc)
		inst := &p.Inst[pc]
		switch inst.Op {
		case syntax.InstAlt, syntax.InstAltMatch:
			stack = append(stack, inst.Out, inst.Arg)
		case syntax.InstNop, syntax.InstCapture, syntax.InstEmptyWidth:
			stack = append(stack, inst.Out)
		case syntax.InstMatch:
			end = true
		case syntax.InstFail:
		case syntax.InstRune1:
			ranges = append(ranges, inst.Rune[0], inst.Rune[0])
		case syntax.InstRune:
			if syntax.Flags(inst.Arg)&syntax.FoldCase != 0 {
				// Folded: any rune, to be safe.
				ranges = append(ranges, 0, utf8.MaxRune)
			} else if len(inst.Rune) == 1 {
				ranges = append(ranges, inst.Rune[0], inst.Rune[0])
			} else {
				ranges = append(ranges, inst.Rune...)
			}
		default: // InstRuneAny, InstRuneAnyNotNL
			ranges = append(ranges, 0, utf8.MaxRune)
		}
	}
	for _, pc := range marked {
		seen[pc] = false
	}
	return ranges, end
}
