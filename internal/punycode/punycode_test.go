package punycode

// Tests of AppendEncode and AppendDecode: RFC 3492's sample strings and
// other vectors, random labels against the RFC's procedures
// (reference_test.go), labels far beyond DNS length, the decoder's two ways
// of placing insertions, the encoder's path for few distinct code points
// and its overflow test, and FuzzPunycode.
//
//	go test -run '^$' -fuzz FuzzPunycode ./internal/punycode

import (
	"math/rand/v2"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/webstd/whatwgurl/internal/testfiles"
)

// decode is AppendDecode into a new string.
func decode(s string) (string, bool) {
	b, ok := AppendDecode(nil, s)
	return string(b), ok
}

// encode is AppendEncode into a new string.
func encode(s string) (string, bool) {
	b, ok := AppendEncode(nil, s)
	return string(b), ok
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// xorshift returns a deterministic generator of integers in [0, n), for
// random test inputs that are the same on every run.
func xorshift(seed uint64) func(n int) int {
	return func(n int) int {
		seed ^= seed << 13
		seed ^= seed >> 7
		seed ^= seed << 17
		return int(seed % uint64(n))
	}
}

// vectors are encodings checked with RFC 3492's procedures; the long ones
// are samples of RFC 3492 section 7.1 (in lower case where the RFC mixes
// cases, which encoding does not keep).
var vectors = []struct{ decoded, encoded string }{
	{"", ""},
	{"abc", "abc-"},
	{"-> $1.00 <-", "-> $1.00 <--"},
	{"\u00DF", "zca"},
	{"fa\u00DF", "fa-hia"},
	{"\u4ED6\u4EEC\u4E3A\u4EC0\u4E48\u4E0D\u8BF4\u4E2D\u6587", "ihqwcrb4cv8a8dqg056pqjye"},
	{"3\u5E74B\u7EC4\u91D1\u516B\u5148\u751F", "3B-ww4c5e180e575azdo039a"},
	{"\u0644\u064A\u0647\u0645\u0627\u0628\u062A\u0643\u0644\u0645\u0648\u0634\u0639\u0631\u0628\u064A\u061F", "egbpdaj6bu4bxfgehfvwxn"},
	{"Pro\u010Dprost\u011Bnemluv\u00ED\u010Desky", "Proprostnemluvesky-uyb24dma41a"},
	{"\uC548\uB155\uD558\uC138\uC694", "o70b841ad5c9qb763b"},
	{"\U0001F4A9", "ls8h"},
	{"xn--\u00DF", "xn---yna"},
}

func TestVectors(t *testing.T) {
	for _, tt := range vectors {
		if got, ok := encode(tt.decoded); !ok || got != tt.encoded {
			t.Errorf("AppendEncode(%q) = %q, %v; want %q", tt.decoded, got, ok, tt.encoded)
		}
		if dec, ok := decode(tt.encoded); !ok || dec != tt.decoded {
			t.Errorf("AppendDecode(%q) = %q, %v; want %q", tt.encoded, dec, ok, tt.decoded)
		}
		if got, ok := encodeRFC(tt.decoded); !ok || got != tt.encoded {
			t.Errorf("encodeRFC(%q) = %q, %v; want %q", tt.decoded, got, ok, tt.encoded)
		}
		if dec, ok := decodeRFC(tt.encoded); !ok || dec != tt.decoded {
			t.Errorf("decodeRFC(%q) = %q, %v; want %q", tt.encoded, dec, ok, tt.decoded)
		}
	}
	for _, bad := range []string{
		"-abc",        // a delimiter first is not consumed, and '-' is no digit
		"zz",          // the integer is not finished
		"99999999999", // overflow
		"ab_c",        // not a digit
		"ib9b",        // U+D800, a surrogate
		"a-qo7g",      // the last '-' delimits: "qo7g" is not finished
	} {
		if dec, ok := decode(bad); ok {
			t.Errorf("AppendDecode(%q) = %q; want failure", bad, dec)
		}
		if dec, ok := decodeRFC(bad); ok {
			t.Errorf("decodeRFC(%q) = %q; want failure", bad, dec)
		}
	}
	// Whatever it makes of them, the decoder never returns invalid UTF-8.
	for _, s := range []string{"\u00E9", "a-b-c9"} {
		if dec, ok := decode(s); ok && !utf8.ValidString(dec) {
			t.Errorf("AppendDecode(%q) = %q, not UTF-8", s, dec)
		}
	}
	// Appending keeps what dst holds.
	if got, ok := AppendEncode([]byte("xn--"), "fa\u00DF"); !ok || string(got) != "xn--fa-hia" {
		t.Errorf("AppendEncode(xn--, faß) = %q, %v", got, ok)
	}
	if got, ok := AppendDecode([]byte("x."), "fa-hia"); !ok || string(got) != "x.fa\u00DF" {
		t.Errorf("AppendDecode(x., fa-hia) = %q, %v", got, ok)
	}
}

// TestAgainstReference compares the codec with RFC 3492's procedures over
// random labels, and the decoders over random corruptions of their
// encodings.
func TestAgainstReference(t *testing.T) {
	pools := [][2]rune{{'a', 'z'}, {'0', '9'}, {0xDF, 0xFF}, {0x3B1, 0x3C9}, {0x4E00, 0x4E40}, {0xAC00, 0xAC10}, {0x1F600, 0x1F610}, {0x10FFF0, 0x10FFFD}}
	next := xorshift(1)
	for iter := 0; iter < 3000; iter++ {
		var b strings.Builder
		size := 1 + next(40)
		if iter%100 == 0 {
			size = 1000
		}
		for b.Len() < size {
			p := pools[next(len(pools))]
			b.WriteRune(p[0] + rune(next(int(p[1]-p[0]+1))))
		}
		label := b.String()
		want, wantOK := encodeRFC(label)
		got, ok := encode(label)
		if ok != wantOK || ok && got != want {
			t.Fatalf("AppendEncode(%q) = %q, %v; RFC 3492 gives %q, %v", label, got, ok, want, wantOK)
		}
		if !ok {
			continue
		}
		if dec, ok := decode(want); !ok || dec != label {
			t.Fatalf("AppendDecode(%q) = %q, %v; want %q", want, dec, ok, label)
		}
		if want == "" {
			continue
		}
		// A random change: both decoders agree on what is valid.
		junk := []byte(want)
		junk[next(len(junk))] = "abz09-"[next(6)]
		wantDec, wantOK := decodeRFC(string(junk))
		dec, ok := decode(string(junk))
		if ok != wantOK || ok && dec != wantDec {
			t.Fatalf("AppendDecode(%q) = %q, %v; RFC 3492 gives %q, %v", junk, dec, ok, wantDec, wantOK)
		}
	}
}

// TestLong round-trips labels far beyond DNS length.
func TestLong(t *testing.T) {
	var b strings.Builder
	for i := 0; i < 50000; i++ {
		b.WriteRune(rune(0x4E00 + i%20000))
		if i%7 == 0 {
			b.WriteByte('a' + byte(i%26))
		}
	}
	for _, label := range []string{b.String(), strings.Repeat("\u00E9a", 20000), strings.Repeat("\u00E9", 3000)} {
		enc, ok := encode(label)
		if !ok {
			t.Fatalf("AppendEncode(%d bytes) failed", len(label))
		}
		if dec, ok := decode(enc); !ok || dec != label {
			t.Errorf("AppendDecode(AppendEncode(%d bytes)) = %d bytes, %v", len(label), len(dec), ok)
		}
	}
	// The RFC's own encoder on a label it encodes quickly (one distinct
	// non-basic code point).
	label := strings.Repeat("\u00E9a", 5000)
	want, _ := encodeRFC(label)
	if got, ok := encode(label); !ok || got != want {
		t.Errorf("AppendEncode(<%d bytes>) differs from RFC 3492's encoding", len(label))
	}
}

// TestPlacement checks the decoder's two ways of placing the insertions
// against each other and against the label encoded: the gap buffer alone,
// the free-slot tree alone, and the gap buffer giving up part way.
func TestPlacement(t *testing.T) {
	next := xorshift(7)
	for iter := range 2000 {
		size := 1 + next(60)
		if iter%50 == 0 {
			size = 3000 + next(3000)
		}
		// Few distinct code points in runs (what the gap buffer is for),
		// or many at random.
		distinct := []rune{0xE9, 0x4E00, 0x3B1, 0x1F600}[:1+next(4)]
		var b strings.Builder
		for b.Len() < size {
			switch next(3) {
			case 0:
				b.WriteByte("abc-"[next(4)])
			case 1:
				b.WriteRune(distinct[next(len(distinct))])
			default:
				if iter%2 == 0 {
					b.WriteRune(0x4E00 + rune(next(0x5000)))
				} else {
					b.WriteRune(distinct[0])
				}
			}
		}
		label := b.String()
		if isASCII(label) {
			continue
		}
		enc, ok := encode(label)
		if !ok {
			t.Fatalf("AppendEncode(%q) failed", label)
		}
		for _, budget := range []int{-1, 0, 1 + next(len(label))} {
			if dec, ok := appendDecodeGap(nil, enc, budget); !ok || string(dec) != label {
				t.Fatalf("budget %d: AppendDecode(%q) = %q, %v; want %q", budget, enc, dec, ok, label)
			}
		}
	}
}

// TestDecodeEncode checks what lets a caller keep an "xn--" label that
// decodes instead of encoding its decoding again: a lower-case Punycode
// string that decodes to a non-ASCII string encodes back to itself (every
// integer has one representation in RFC 3492's variable-length code, and
// the decoder's insertions are the encoder's, in the same order).
func TestDecodeEncode(t *testing.T) {
	next := xorshift(11)
	const alphabet = "abcdefghijklmnopqrstuvwxyz0123456789-"
	decoded := 0
	for range 300000 {
		b := make([]byte, 1+next(12))
		for i := range b {
			b[i] = alphabet[next(len(alphabet))]
		}
		if checkDecodeEncode(t, string(b)) {
			decoded++
		}
	}
	if decoded < 1000 {
		t.Fatalf("only %d random strings decoded", decoded)
	}
}

// checkDecodeEncode checks s as TestDecodeEncode says and reports whether
// it decoded to a non-ASCII string.
func checkDecodeEncode(t *testing.T, s string) bool {
	t.Helper()
	dec, ok := decode(s)
	if !ok || isASCII(dec) {
		return false // UTS #46 fails such a label (Processing step 4.1.3)
	}
	if enc, ok := encode(dec); !ok || enc != s {
		t.Fatalf("AppendEncode(AppendDecode(%q) = %q) = %q, %v", s, dec, enc, ok)
	}
	return true
}

// TestFew checks appendFew, used for long labels with few distinct
// non-basic code points, against RFC 3492's encoder.
func TestFew(t *testing.T) {
	next := xorshift(1)
	pools := [][]rune{
		{'ア', 'ロ', 'メ', 'ー', 'ト', 'ル'},
		{'é', 'a', '-', '0'},
		{'\U0001F600', 'ü', 'z'},
		{'\u4E00', '\u9FFF', 'é', 'ß', '\U00010000', 'q', '\u0100', '\u0101'},
	}
	for _, pool := range pools {
		for _, n := range []int{1024, 3000, 20000} {
			var b strings.Builder
			for b.Len() < 2*n {
				b.WriteRune(pool[next(len(pool))])
			}
			label := b.String()
			if utf8.RuneCountInString(label) < 1024 {
				continue // appendFew takes labels of 1024 code points or more
			}
			if _, _, done := appendFew(nil, label, utf8.RuneCountInString(label), 0); !done {
				t.Fatalf("appendFew does not take <%d bytes of %q>", len(label), string(pool))
			}
			got, ok := encode(label)
			want, wantOK := encodeRFC(label)
			if !ok || !wantOK || got != want {
				t.Errorf("AppendEncode(<%d bytes of %q>) = %d bytes, %v; RFC 3492 %d bytes, %v", len(label), string(pool), len(got), ok, len(want), wantOK)
			}
		}
	}
}

// TestFewOverflow checks appendFew's overflow test against RFC 3492's
// encoder. For labels of basic code points, U+4E00 and a higher value v,
// it finds the least v for which the RFC's delta exceeds 2^31-1 and
// compares the encoders for the values around it, where delta crosses the
// limit on the jump to v, while counting, or at the end of a pass.
func TestFewOverflow(t *testing.T) {
	const basic = 1500
	body := strings.Repeat("a", basic) + strings.Repeat("\u4E00", 600)
	shapes := []func(v rune) string{
		func(v rune) string { return body + strings.Repeat(string(v), 600) },
		func(v rune) string { return body + strings.Repeat(string(v)+"\u4E00", 300) },
		func(v rune) string { return strings.Repeat("\u4E00"+string(v), 300) + body },
	}
	for k, shape := range shapes {
		// The least v in (lo, hi] that overflows; v = 0x10FFFF does.
		lo, hi := rune(0x4E00), rune(utf8.MaxRune)
		for hi-lo > 1 {
			mid := lo + (hi-lo)/2
			if _, ok := encodeRFC(shape(mid)); ok {
				lo = mid
			} else {
				hi = mid
			}
		}
		for v := hi - 4; v <= hi+2; v++ {
			label := shape(v)
			want, wantOK := encodeRFC(label)
			if wantOK != (v < hi) {
				t.Fatalf("shape %d: RFC 3492's encoder is not monotone in %U", k, v)
			}
			if _, _, done := appendFew(nil, label, 1200, basic); !done {
				t.Fatalf("shape %d: appendFew does not take the label with %U", k, v)
			}
			got, ok := encode(label)
			if ok != wantOK || ok && got != want {
				t.Errorf("shape %d: AppendEncode(<label with %U>) = %d bytes, %v; RFC 3492 %d bytes, %v", k, v, len(got), ok, len(want), wantOK)
			}
		}
	}
}

// TestAllocs checks that a short label is encoded and decoded without
// allocating beyond the output.
func TestAllocs(t *testing.T) {
	buf := make([]byte, 0, 64)
	if n := testing.AllocsPerRun(100, func() { buf, _ = AppendEncode(buf[:0], "m\u00FCnchen") }); n != 0 {
		t.Errorf("AppendEncode(münchen): %v allocations", n)
	}
	if n := testing.AllocsPerRun(100, func() { buf, _ = AppendDecode(buf[:0], "mnchen-3ya") }); n != 0 {
		t.Errorf("AppendDecode(mnchen-3ya): %v allocations", n)
	}
}

// FuzzPunycode checks the codec against RFC 3492's procedures
// (reference_test.go): a label built from the input must encode as the
// RFC's encoder does (or fail when it overflows) and decode back; the
// input read as Punycode must decode as the RFC's decoder does and, if it
// decodes to a non-ASCII string, encode back to itself.
func FuzzPunycode(f *testing.F) {
	for _, s := range []string{"\x60", "a\x60b", "\x80\x00", "\xff\xff\x80\x01abc", "\x61\x61\x61\x80\x00\x80\x00"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		const digits = "abcdefghijklmnopqrstuvwxyz0123456789-"
		ascii := make([]byte, len(data))
		for i, c := range data {
			ascii[i] = digits[int(c)%len(digits)]
		}
		dec, ok := decode(string(ascii))
		wantDec, wantOK := decodeRFC(string(ascii))
		if ok != wantOK || ok && dec != wantDec {
			t.Fatalf("AppendDecode(%q) = %q, %v; RFC 3492 gives %q, %v", ascii, dec, ok, wantDec, wantOK)
		}
		checkDecodeEncode(t, string(ascii))

		label := testfiles.FuzzLabel(data)
		want, wantOK := encodeRFC(label)
		got, ok := encode(label)
		if ok != wantOK || ok && got != want {
			t.Fatalf("AppendEncode(%q) = %q, %v; RFC 3492 gives %q, %v", label, got, ok, want, wantOK)
		}
		checkShortTwin(t, label)
		if ok {
			if back, ok := decode(got); !ok || back != label {
				t.Fatalf("AppendDecode(%q) = %q, %v; want %q", got, back, ok, label)
			}
		}
	})
}

// checkShortTwin compares AppendEncode, which takes appendShort for a
// short label, with its path for any label (appendEncode with short
// false).
func checkShortTwin(t *testing.T, label string) {
	t.Helper()
	fast, fastOK := AppendEncode(nil, label)
	slow, slowOK := appendEncode(nil, label, false)
	if fastOK != slowOK || string(fast) != string(slow) {
		t.Fatalf("AppendEncode(%q) = %q, %v; without appendShort %q, %v", label, fast, fastOK, slow, slowOK)
	}
}

// TestShortTwin compares appendShort with the general encoder on random
// labels of up to shortLabel+2 code points (the edge on both sides), from
// pools of basic, Latin, Greek, CJK, Hangul, emoji and the last planes.
func TestShortTwin(t *testing.T) {
	pools := [][2]rune{{'a', 'z'}, {'-', '-'}, {0x80, 0x80}, {0xDF, 0xFF}, {0x3B1, 0x3C9}, {0x4E00, 0x4E40}, {0xAC00, 0xAC10}, {0x1F600, 0x1F610}, {0x10FFF0, 0x10FFFF}}
	next := xorshift(34)
	for iter := 0; iter < 20000; iter++ {
		var b strings.Builder
		for n := next(shortLabel + 3); n > 0; n-- {
			p := pools[next(len(pools))]
			b.WriteRune(p[0] + rune(next(int(p[1]-p[0]+1))))
		}
		checkShortTwin(t, b.String())
	}
	for _, label := range []string{"", "a", "\u00FC", "m\u00FCnchen", "\U0010FFFF", strings.Repeat("\U0010FFFF", shortLabel), strings.Repeat("\u00FC", shortLabel+1)} {
		checkShortTwin(t, label)
	}
}

// BenchmarkAppendEncode times the encoder on labels of registered
// internationalized domains, with appendShort and without it.
func BenchmarkAppendEncode(b *testing.B) {
	labels := []string{"m\u00FCnchen", "b\u00FCcher", "\u03C0\u03B1\u03C1\u03AC\u03B4\u03B5\u03B9\u03B3\u03BC\u03B1", "\u043F\u0440\u0438\u043C\u0435\u0440", "\u65E5\u672C\u8A9E", "\uD55C\uAD6D", "\u0645\u062B\u0627\u0644"}
	for _, short := range []bool{true, false} {
		name := "short"
		if !short {
			name = "general"
		}
		b.Run(name, func(b *testing.B) {
			buf := make([]byte, 0, 64)
			for i := 0; i < b.N; i++ {
				for _, l := range labels {
					buf, _ = appendEncode(buf[:0], l, short)
				}
			}
		})
	}
}

// TestDivBase checks divBase against Go's / and % (the definition of
// RFC 3492's digit loop, section 6.3) for each threshold: every x below
// 2^17, the largest values up to maxInt, the neighbours of every multiple
// of the divisor near 2^k, and random values.
func TestDivBase(t *testing.T) {
	rng := rand.New(rand.NewPCG(3492, 1))
	for th := tMin; th <= tMax; th++ {
		d := base - th
		check := func(x int) {
			if x < 0 || x > maxInt {
				return
			}
			q, r := divBase(x, th)
			if q != x/d || r != x%d {
				t.Fatalf("divBase(%d, %d) = %d, %d; want %d, %d", x, th, q, r, x/d, x%d)
			}
		}
		for x := 0; x < 1<<17; x++ {
			check(x)
			check(maxInt - x)
		}
		for k := 17; k <= 31; k++ {
			m := (1 << k) / d * d
			for x := m - 2*d; x <= m+2*d; x++ {
				check(x)
			}
		}
		for range 1 << 16 {
			check(int(rng.Int64N(maxInt + 1))) // Int64N: maxInt+1 overflows a 32-bit int
		}
	}
}
