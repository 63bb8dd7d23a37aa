package whatwgurl

import (
	"net/url"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"
)

// pairsOf returns p's list as a slice, through All.
func pairsOf(p *SearchParams) [][2]string {
	out := [][2]string{}
	for name, value := range p.All() {
		out = append(out, [2]string{name, value})
	}
	return out
}

// formTestName names a subtest index/input, keeping it readable.
func formTestName(i int, input string) string {
	const max = 40
	if len(input) > max {
		input = input[:max] + "…"
	}
	return strconv.Itoa(i) + "/" + input
}

// TestParseURLEncoded covers what the WPT data does not: input that is not
// valid UTF-8, and the decoding shapes of the fast path.
func TestParseURLEncoded(t *testing.T) {
	tests := []struct {
		name string
		in   string
		want [][2]string
	}{
		{name: "empty", in: "", want: [][2]string{}},
		{name: "only separators", in: "&&&", want: [][2]string{}},
		{name: "lone equals", in: "=", want: [][2]string{{"", ""}}},
		{name: "second equals in value", in: "a=b=c", want: [][2]string{{"a", "b=c"}}},
		{name: "plus in name and value", in: "a+b=c+d", want: [][2]string{{"a b", "c d"}}},
		{name: "encoded plus", in: "a=%2B", want: [][2]string{{"a", "+"}}},
		{name: "lower-case hex", in: "%c3%a9=%e2%82%ac", want: [][2]string{{"é", "€"}}},
		{name: "percent at end", in: "a%=%4", want: [][2]string{{"a%", "%4"}}},
		{name: "encoded ampersand and equals", in: "%26=%3D", want: [][2]string{{"&", "="}}},
		{name: "question mark kept", in: "?a=b", want: [][2]string{{"?a", "b"}}},
		{name: "raw UTF-8", in: "é=€&🌈", want: [][2]string{{"é", "€"}, {"🌈", ""}}},
		{name: "encoded U+FFFD is valid", in: "%EF%BF%BD", want: [][2]string{{"\uFFFD", ""}}},
		// Maximal subparts, as the Encoding Standard's decoder reads them.
		{name: "truncated 3-byte is one U+FFFD", in: "%E2%82", want: [][2]string{{"\uFFFD", ""}}},
		{name: "truncated then ASCII", in: "%E2%82x", want: [][2]string{{"\uFFFDx", ""}}},
		{name: "truncated 4-byte is one U+FFFD", in: "%F0%9F%8C=1", want: [][2]string{{"\uFFFD", "1"}}},
		{name: "two bad bytes are two U+FFFD", in: "%FF%FF", want: [][2]string{{"\uFFFD\uFFFD", ""}}},
		{name: "surrogate is three U+FFFD", in: "%ED%A0%80", want: [][2]string{{"\uFFFD\uFFFD\uFFFD", ""}}},
		{name: "overlong is two U+FFFD", in: "%C0%AF", want: [][2]string{{"\uFFFD\uFFFD", ""}}},
		{name: "above U+10FFFF", in: "%F4%90%80%80", want: [][2]string{{"\uFFFD\uFFFD\uFFFD\uFFFD", ""}}},
		{name: "lead then lead", in: "%E2%E2%82%AC", want: [][2]string{{"\uFFFD€", ""}}},
		{name: "decoding in value only", in: "a=%FF", want: [][2]string{{"a", "\uFFFD"}}},
		// Raw bytes that are not valid UTF-8 are made scalar values
		// before percent-decoding (the string parser takes a USVString).
		{name: "raw invalid byte", in: "a\xFF=b\xFE", want: [][2]string{{"a\uFFFD", "b\uFFFD"}}},
		{name: "raw truncated sequence", in: "\xE2\x82=1", want: [][2]string{{"\uFFFD", "1"}}},
		{name: "raw continuation after encoded lead", in: "%E2\x82\xAC", want: [][2]string{{"\uFFFD\uFFFD\uFFFD", ""}}},
		{name: "encoded continuation after raw lead", in: "\xE2%82%AC", want: [][2]string{{"\uFFFD\uFFFD\uFFFD", ""}}},
		{name: "raw invalid with plus", in: "\xFF+", want: [][2]string{{"\uFFFD ", ""}}},
		{name: "raw valid next to encoded", in: "é%C3%A9", want: [][2]string{{"éé", ""}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := pairsOf(&SearchParams{list: parseURLEncoded(tt.in)})
			if !slices.Equal(got, tt.want) {
				t.Errorf("parseURLEncoded(%q) = %q, want %q", tt.in, got, tt.want)
			}
			if slow := parseURLEncodedSlow(tt.in); !slices.Equal(slow, tt.want) {
				t.Errorf("parseURLEncodedSlow(%q) = %q, want %q", tt.in, slow, tt.want)
			}
		})
	}
}

// TestSerializeURLEncoded checks the serializer byte by byte against the
// standard's description of the set, and on whole lists.
func TestSerializeURLEncoded(t *testing.T) {
	for b := 0; b < utf8.RuneSelf; b++ {
		c := byte(b)
		want := "%" + string(upperHex[c>>4]) + string(upperHex[c&15])
		switch {
		case c == ' ':
			want = "+"
		case 'a' <= c && c <= 'z', 'A' <= c && c <= 'Z', '0' <= c && c <= '9',
			c == '*', c == '-', c == '.', c == '_':
			want = string(c)
		}
		got := serializeURLEncoded([]nameValue{{string(c), string(c)}})
		if got != want+"="+want {
			t.Errorf("byte %#x: got %q, want %q", c, got, want+"="+want)
		}
	}
	tests := []struct {
		name string
		in   []nameValue
		want string
	}{
		{name: "none", in: nil, want: ""},
		{name: "empty pair", in: []nameValue{{"", ""}}, want: "="},
		{name: "two empty pairs", in: []nameValue{{"", ""}, {"", ""}}, want: "=&="},
		{name: "non-ASCII", in: []nameValue{{"é", "💩"}}, want: "%C3%A9=%F0%9F%92%A9"},
		{name: "U+FFFD", in: []nameValue{{"\uFFFD", ""}}, want: "%EF%BF%BD="},
		{name: "spaces and tilde", in: []nameValue{{"a b", "~ ~"}}, want: "a+b=%7E+%7E"},
		{name: "mixed runs", in: []nameValue{{"ab cd/ef", "x"}, {"q", "1+1=2"}}, want: "ab+cd%2Fef=x&q=1%2B1%3D2"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := serializeURLEncoded(tt.in)
			if got != tt.want {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}

// TestCompareUTF16 checks compareUTF16 against its slow twin, which
// compares the UTF-16 encodings.
func TestCompareUTF16(t *testing.T) {
	strs := []string{
		"", "a", "b", "ab", "a\u0000", "é", "e\u0301", "e\uFFFD", "\uD7FF", "\uE000",
		"\uFB03", "\uFFFC", "\uFFFD", "\uFFFF", "\U00010000", "\U0001F308", "\U0001F4A9",
		"a\U0001F308", "a\U0001F4A9", "a\uFB03", "\U0010FFFF", "\u07FF", "\u0800",
		"\U0001F308x", "\uFB03\U0001F308",
	}
	for _, a := range strs {
		for _, b := range strs {
			if got, want := compareUTF16(a, b), compareUTF16Slow(a, b); got != want {
				t.Errorf("compareUTF16(%+q, %+q) = %d, want %d", a, b, got, want)
			}
		}
	}
	if compareUTF16("\uFB03", "\U0001F308") != +1 {
		t.Error(`"\uFB03" must sort after "\U0001F308"`)
	}
}

// FuzzSearchParams checks, on any bytes, that parsing never panics, agrees
// with its slow twin and yields scalar value strings, that serializing
// gives ASCII, that parse → serialize → parse gives the same pairs, and
// that Sort orders by UTF-16 code units and is stable.
func FuzzSearchParams(f *testing.F) {
	for _, seed := range []string{
		// From WPT's urlencoded-parser-data.json.
		"test", "\uFEFFtest=\uFEFF", "%FE%FF", "%C2x", "&&&a=b&&&&c=d&", "a==a",
		"a=a+b+c+d", "%61+%4d%4D=", "id=0&value=%", "b=%2%2af%2a", "b=%%2a",
		// Shapes.
		"", "?", "??a=b", "=", "a=b=c", "%E2%82", "\xE2\x82", "%E2\x82\xAC",
		"\xff\xfe=\xed\xa0\x80", "\uFB03&\U0001F308&a&a=2", "é=€&~=*",
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p := ParseSearchParams(s)
		got := pairsOf(p)
		if want := parseURLEncodedSlow(strings.TrimPrefix(s, "?")); !slices.Equal(got, want) {
			t.Fatalf("ParseSearchParams(%q) = %q, slow twin %q", s, got, want)
		}
		for _, nv := range got {
			if !utf8.ValidString(nv[0]) || !utf8.ValidString(nv[1]) {
				t.Fatalf("ParseSearchParams(%q): pair %q is not valid UTF-8", s, nv)
			}
		}
		ser := p.String()
		// A parsed list that serializes to its text keeps the text
		// (scanURLEncoded); the serializer and the standard's steps
		// must agree with it.
		if fast := serializeURLEncoded(p.pairs()); ser != fast {
			t.Fatalf("ParseSearchParams(%q).String() = %q, serializer %q", s, ser, fast)
		}
		if slow := serializeURLEncodedSlow(p.pairs()); ser != slow {
			t.Fatalf("ParseSearchParams(%q).String() = %q, slow serializer %q", s, ser, slow)
		}
		for i := 0; i < len(ser); i++ {
			if ser[i] >= utf8.RuneSelf {
				t.Fatalf("String() = %q is not ASCII", ser)
			}
		}
		q := ParseSearchParams(ser)
		if again := pairsOf(q); !slices.Equal(again, got) {
			t.Fatalf("parse(serialize(parse(%q))) = %q, want %q", s, again, got)
		}
		if q.String() != ser {
			t.Fatalf("serialize is not stable: %q then %q", ser, q.String())
		}
		// Sort: ordered by UTF-16 code units, equal names in input order.
		type indexed struct {
			name, value string
			i           int
		}
		var before []indexed
		for i, nv := range got {
			before = append(before, indexed{nv[0], nv[1], i})
		}
		p.Sort()
		sorted := pairsOf(p)
		slices.SortStableFunc(before, func(a, b indexed) int { return compareUTF16Slow(a.name, b.name) })
		for i, nv := range sorted {
			if nv != [2]string{before[i].name, before[i].value} {
				t.Fatalf("Sort of %q = %q, want the stable UTF-16 order", s, sorted)
			}
		}
		// A sort that changes nothing keeps the serialization.
		if got, want := p.String(), serializeURLEncodedSlow(p.pairs()); got != want {
			t.Fatalf("after Sort of %q, String() = %q, want %q", s, got, want)
		}
	})
}

// formBenchQueries are 20-pair queries: one with nothing to decode, one with
// '+', percent-encoded ASCII and percent-encoded UTF-8.
var formBenchQueries = []struct{ name, query string }{
	{"plain", "utm_source=newsletter&utm_medium=email&utm_campaign=spring_sale&ref=homepage&lang=en&" +
		"page=2&per_page=50&sort=price&order=asc&category=shoes&brand=acme&color=blue&size=42&" +
		"in_stock=true&min_price=10&max_price=200&currency=EUR&session=a1b2c3d4e5&view=grid&debug=0"},
	{"escaped", "q=hello+world&name=J%C3%BCrgen+M%C3%BCller&city=K%C3%B6ln&path=%2Fhome%2Fuser%2Fdocs&" +
		"email=someone%40example.com&redirect=https%3A%2F%2Fexample.com%2Fcb%3Fx%3D1&tag=caf%C3%A9&" +
		"emoji=%F0%9F%8C%88&note=a+b+c+d&page=2&sort=price&order=asc&lang=de&expr=1%2B1%3D2&" +
		"list=a%2Cb%2Cc&empty=&flag&amp=%26&pct=100%25&end=ok"},
}

func BenchmarkParseQuery(b *testing.B) {
	for _, bq := range formBenchQueries {
		b.Run("data="+bq.name+"/impl=whatwgurl", func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(bq.query)))
			for b.Loop() {
				if ParseSearchParams(bq.query).Len() != 20 {
					b.Fatal("wrong pair count")
				}
			}
		})
		b.Run("data="+bq.name+"/impl=neturl", func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(bq.query)))
			for b.Loop() {
				if _, err := url.ParseQuery(bq.query); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkEncodeQuery(b *testing.B) {
	for _, bq := range formBenchQueries {
		p := ParseSearchParams(bq.query)
		v := p.Values()
		b.Run("data="+bq.name+"/impl=whatwgurl", func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(bq.query)))
			for b.Loop() {
				_ = p.String()
			}
		})
		b.Run("data="+bq.name+"/impl=neturl", func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(bq.query)))
			for b.Loop() {
				_ = v.Encode()
			}
		})
	}
}

// TestSearchParamsKeepsParsedText checks String on parsed lists, where a
// text that serializes to itself is returned as it was parsed, and after
// each change, which must serialize the list anew. The expected values
// follow the urlencoded serializer: '=' after a pair's first is "%3D", '~'
// is "%7E", a pair without '=' gains one, empty sequences are dropped.
// https://url.spec.whatwg.org/#concept-urlencoded-serializer
func TestSearchParamsKeepsParsedText(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"a=b&c=d", "a=b&c=d"},
		{"?a=b", "a=b"},
		{"a=", "a="},
		{"=b", "=b"},
		{"a", "a="},
		{"a=b=c", "a=b%3Dc"},
		{"a=b&&c=d", "a=b&c=d"},
		{"a=b&", "a=b"},
		{"~=*", "%7E=*"},
		{"a=b+c", "a=b+c"},
		{"a=%41", "a=A"},
		{"x-y_z.w*=0", "x-y_z.w*=0"},
	} {
		if got := ParseSearchParams(tt.in).String(); got != tt.want {
			t.Errorf("ParseSearchParams(%q).String() = %q, want %q", tt.in, got, tt.want)
		}
	}
	for _, tt := range []struct {
		name   string
		change func(*SearchParams)
		want   string
	}{
		{"Append", func(p *SearchParams) { p.Append("x", "y") }, "b=1&a=2&b=3&x=y"},
		{"Delete", func(p *SearchParams) { p.Delete("b") }, "a=2"},
		{"DeleteValue", func(p *SearchParams) { p.DeleteValue("b", "3") }, "b=1&a=2"},
		{"Set", func(p *SearchParams) { p.Set("b", "9") }, "b=9&a=2"},
		{"Sort", func(p *SearchParams) { p.Sort() }, "a=2&b=1&b=3"},
		{"UnmarshalText", func(p *SearchParams) { _ = p.UnmarshalText([]byte("c")) }, "c="},
	} {
		p := ParseSearchParams("b=1&a=2&b=3")
		c := p.Clone()
		tt.change(p)
		if got := p.String(); got != tt.want {
			t.Errorf("%s: String() = %q, want %q", tt.name, got, tt.want)
		}
		if got := c.String(); got != "b=1&a=2&b=3" {
			t.Errorf("%s: the clone's String() = %q, want %q", tt.name, got, "b=1&a=2&b=3")
		}
	}
	u := MustParse("https://h/?b=1&a=2")
	if got := u.SearchParams().String(); got != "b=1&a=2" {
		t.Errorf("SearchParams().String() = %q, want %q", got, "b=1&a=2")
	}
}
