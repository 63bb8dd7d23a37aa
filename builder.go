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
type builder struct {
	in  string
	n   int
	buf []byte
	// extra is how much capacity beyond len(in) to reserve when buf is
	// first made (the base URL's length, for relative references).
	extra int
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
		b.materialize()
	}
	b.buf = append(b.buf, c)
}

func (b *builder) writeString(s string) {
	if b.buf == nil {
		if len(s) <= len(b.in)-b.n && b.in[b.n:b.n+len(s)] == s {
			b.n += len(s)
			return
		}
		b.materialize()
	}
	b.buf = append(b.buf, s...)
}

func (b *builder) writeBytes(s []byte) {
	if b.buf == nil {
		if len(s) <= len(b.in)-b.n && b.in[b.n:b.n+len(s)] == string(s) {
			b.n += len(s)
			return
		}
		b.materialize()
	}
	b.buf = append(b.buf, s...)
}

// writeEncoded writes s UTF-8 percent-encoded with set. s is valid UTF-8.
func (b *builder) writeEncoded(s string, set EncodeSet) {
	for len(s) > 0 {
		i := needsEncoding(s, set)
		b.writeString(s[:i])
		if i == len(s) {
			return
		}
		b.materialize()
		// Make room for the rest at once, so that a long run of bytes to
		// encode grows the buffer once rather than by repeated doubling.
		rest := s[i:]
		n := len(rest)
		for k := 0; k < len(rest); k++ {
			if inSet(rest[k], set) {
				n += 2
			}
		}
		b.buf = slices.Grow(b.buf, n)
		b.buf = appendPercentEncoded(b.buf, rest, set)
		return
	}
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
