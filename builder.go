package whatwgurl

import (
	"slices"
	"unsafe"
)

// builder collects a URL's serialization as the parser writes it. While the
// output is a prefix of the input, which is the case for input that is
// already canonical, it holds no bytes of its own: in[:n] is the output.
// The first write that differs from the input copies that prefix into buf,
// so parsing canonical input allocates nothing and returns the input itself.
// When cleanInput had to copy the input it gives spare, room after the copy
// in the same allocation: a builder made with it starts with buf, writing
// there from the start, so that the href and the cleaned input share one
// allocation.
type builder struct {
	in  string
	n   int
	buf []byte
	// extra is how much capacity beyond len(in) to reserve when buf is
	// first made (the base URL's length, for relative references).
	extra int
	// dry makes the builder count the output instead of keeping it, for
	// CanParse: the first write that differs from the input drops in,
	// and from then on writes only add to n and view returns "".
	dry bool
}

// differ is called by a write of n bytes that differs from the input while
// the builder has no buffer. It gives the builder its buffer and reports
// false, or for a dry builder counts the write and reports true: done.
func (b *builder) differ(n int) bool {
	if b.dry {
		b.in = ""
		b.n += n
		return true
	}
	b.materialize()
	return false
}

func (b *builder) len() int {
	if b.buf == nil {
		return b.n
	}
	return len(b.buf)
}

// materialize gives the builder its own buffer.
func (b *builder) materialize() {
	if b.buf != nil {
		return
	}
	c := len(b.in) + b.extra + 16
	b.buf = make([]byte, b.n, c)
	copy(b.buf, b.in[:b.n])
}

func (b *builder) writeByte(c byte) {
	if b.buf == nil {
		if b.n < len(b.in) && b.in[b.n] == c {
			b.n++
			return
		}
		if b.differ(1) {
			return
		}
	}
	b.buf = append(b.buf, c)
}

// writeString writes s. While the output is the input, s is most often the
// input's own bytes from there on, as when the parser copies a run of the
// input: then there is nothing to compare.
func (b *builder) writeString(s string) {
	if b.buf == nil {
		if len(s) <= len(b.in)-b.n && (len(s) == 0 || unsafe.StringData(s) == unsafe.StringData(b.in[b.n:]) || b.in[b.n:b.n+len(s)] == s) {
			b.n += len(s)
			return
		}
		if b.differ(len(s)) {
			return
		}
	}
	b.buf = append(b.buf, s...)
}

func (b *builder) writeBytes(s []byte) {
	if b.buf == nil {
		if len(s) <= len(b.in)-b.n && b.in[b.n:b.n+len(s)] == string(s) {
			b.n += len(s)
			return
		}
		if b.differ(len(s)) {
			return
		}
	}
	b.buf = append(b.buf, s...)
}

// writeLower writes s with its ASCII upper-case letters in lower case.
func (b *builder) writeLower(s string) {
	for i := 0; i < len(s); i++ {
		if c := s[i]; 'A' <= c && c <= 'Z' {
			b.writeString(s[:i])
			for ; i < len(s); i++ {
				b.writeByte(lower(s[i]))
			}
			return
		}
	}
	b.writeString(s)
}

// writeEncoded writes s UTF-8 percent-encoded with set. s is valid UTF-8.
func (b *builder) writeEncoded(s string, set EncodeSet) {
	i := needsEncoding(s, set)
	b.writeString(s[:i])
	if i == len(s) {
		return
	}
	// Make room for the rest at once, so that a long run of bytes to
	// encode grows the buffer once rather than by repeated doubling.
	rest := s[i:]
	n := len(rest)
	for k := 0; k < len(rest); k++ {
		if inSet(rest[k], set) {
			n += 2
		}
	}
	if b.buf == nil && b.differ(n) {
		return
	}
	b.buf = slices.Grow(b.buf, n)
	b.buf = appendPercentEncoded(b.buf, rest, set)
}

// truncate drops the output from n on.
func (b *builder) truncate(n int) {
	if b.buf == nil {
		b.n = n
		return
	}
	b.buf = b.buf[:n]
}

// setByte replaces the output byte at i.
func (b *builder) setByte(i int, c byte) {
	if b.buf == nil {
		if b.in[i] == c {
			return
		}
		b.materialize()
	}
	b.buf[i] = c
}

// insert inserts s at i.
func (b *builder) insert(i int, s string) {
	b.materialize()
	b.buf = append(b.buf, s...)
	copy(b.buf[i+len(s):], b.buf[i:])
	copy(b.buf[i:], s)
}

// view returns the output from i to j. With an own buffer it aliases it, so
// it is valid only until the next write.
func (b *builder) view(i, j int) string {
	if b.buf == nil {
		if j > len(b.in) {
			return "" // a dry builder that dropped its input
		}
		return b.in[i:j]
	}
	return unsafe.String(unsafe.SliceData(b.buf[i:]), j-i)
}

// string returns the output. The builder must not be written afterwards:
// the string shares the buffer, which saves a copy of every URL that is
// not already canonical.
func (b *builder) string() string {
	if b.buf == nil {
		return b.in[:b.n]
	}
	if len(b.buf) == 0 {
		return ""
	}
	return unsafe.String(&b.buf[0], len(b.buf))
}
