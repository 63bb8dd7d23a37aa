package whatwgurl

import (
	"testing"
)

// checkASCIIHostTwin compares the ASCII host fast path with its slow twin.
func checkASCIIHostTwin(t *testing.T, input string) {
	t.Helper()
	fast := builder{in: input}
	kind, err, ok := parseASCIIHostInto(&fast, input, noReport)
	if !ok {
		return
	}
	slow := builder{in: input}
	wantKind, wantErr := parseDomainHostInto(&slow, input, noReport)
	if kind != wantKind || err != wantErr || (err == 0 && fast.string() != slow.string()) {
		t.Errorf("host %q: fast path %v %v %q, slow path %v %v %q", input, kind, err, fast.string(), wantKind, wantErr, slow.string())
	}
}

func TestASCIIHostFastPath(t *testing.T) {
	for _, in := range []string{
		"example.com", "EXAMPLE.COM", "Example.com.", "xn--nxasmq6b.com", "a.XN--b", "axn--b", "1.2.3.4",
		"0x7f.1", "0X7F.1", "1.2.3.4.", "1.2.3.256", "01.2.3.4", "a.0x", "a.1", "1..2", ".", "..", "a_b.c",
		"!$&'()*+,;=`{}~\"", "a%41", "ü.com", "", "x", "xn--", "XN--A", "09", "0x", "4294967295", "4294967296",
	} {
		checkASCIIHostTwin(t, in)
	}
	const alphabet = "aAbxXnN-.0123456789fF_~%:ü\x00 "
	r := newRand(1)
	for range 200000 {
		checkASCIIHostTwin(t, toScalarValues(randomString(r, alphabet, 10)))
	}
}

func FuzzASCIIHostFastPath(f *testing.F) {
	f.Add("example.com")
	f.Add("0x7F.1")
	f.Fuzz(func(t *testing.T, s string) { checkASCIIHostTwin(t, toScalarValues(s)) })
}

// TestCanParseDry checks the dry CanParse against Parse over the datasets
// and mutations of their lines, with and without a base.
func TestCanParseDry(t *testing.T) {
	lines := datasetLines(t)
	const alphabet = "aA:/\\?#@[]%.0x1 \t\u00fcF\x00-"
	r := newRand(3)
	bases := []URL{{}, MustParse("https://example.com/a/b?c#d"), MustParse("file:///C:/x"), MustParse("sc://h/p"), MustParse("mailto:x")}
	for _, l := range lines {
		inputs := []string{l, mutate(r, l, alphabet), mutate(r, l, alphabet), mutate(r, l, alphabet)}
		for _, in := range inputs {
			for _, base := range bases {
				p := Parser{Base: base}
				_, err := p.Parse(in)
				if got := p.CanParse(in); got != (err == nil) {
					t.Fatalf("base %q: CanParse(%q) = %v, Parse error %v", base.Href(), in, got, err)
				}
			}
		}
	}
}

// TestPathFastPath compares parses with the fast paths and plain ones.
func TestPathFastPath(t *testing.T) {
	lines := datasetLines(t)
	lines = append(lines, "file:///C|/a", "file:///C|", "file:///c:/x/../y", "http://x/.a/%2e/./b", "sc://x/a\\b/c", "http://x/a\\b/c",
		"file://h/C|/x", "http://x/a/b?c#d", "http://x//", "sc:/a/b", "sc:/.//x", "file:C|/x", "http://x/a%", "http://x/a b/c")
	const alphabet = "a/\\?#.%|C:2e "
	r := newRand(5)
	bases := []URL{{}, MustParse("https://example.com/a/b?c#d"), MustParse("file:///C:/x"), MustParse("sc://h/p/q")}
	for _, l := range lines {
		inputs := []string{l, mutate(r, l, alphabet), mutate(r, l, alphabet), mutate(r, l, alphabet)}
		for _, in := range inputs {
			for _, base := range bases {
				o := parseOptions{base: base}
				var fast, slow URL
				ferr := basicParse(&fast, in, &o)
				o.plain = true
				serr := basicParse(&slow, in, &o)
				if fast != slow || ferr != serr {
					t.Fatalf("base %q input %q: fast %q %v, slow %q %v", base.Href(), in, fast.Href(), ferr, slow.Href(), serr)
				}
			}
		}
	}
}

// TestCleanInputSWAR checks cleanInput's word-at-a-time scan against the
// plain steps: the bytes are decoded first, as a browser's parser is given
// a decoded string, then tabs and newlines go ("\xC3\n\x80" is two
// U+FFFD, not "À").
func TestCleanInputSWAR(t *testing.T) {
	plain := func(s string) string {
		s = toScalarValues(s)
		var b []byte
		for i := 0; i < len(s); i++ {
			if c := s[i]; c != '\t' && c != '\n' && c != '\r' {
				b = append(b, c)
			}
		}
		return string(b)
	}
	bytes := []byte{0, 0x09, 0x0A, 0x0D, 0x1F, ' ', '!', 'a', '~', 0x7F, 0x80, 0xBF, 0xC3, 0xFF}
	r := newRand(7)
	for range 300000 {
		n := r.IntN(24)
		b := make([]byte, n)
		for i := range b {
			b[i] = 'a'
			if r.IntN(8) == 0 {
				b[i] = bytes[r.IntN(len(bytes))]
			}
		}
		if got, _ := cleanInput(string(b), false, noReport, 0); got != plain(string(b)) {
			t.Fatalf("cleanInput(%q) = %q, want %q", b, got, plain(string(b)))
		}
	}
}

// checkOnePassTwin compares the one-pass parser with its slow twin, the
// plain first steps and state machine, with and without report, and
// CanParse's recognizer (onePass with dry) with the state machine too; it
// reports whether the one-pass parser took the input without report. It
// only ever accepts: an input it takes must parse in the state machine,
// to exactly the same URL (href and every offset), and an input it steps
// aside from must leave the URL untouched.
func checkOnePassTwin(t *testing.T, input string) bool {
	t.Helper()
	var slow URL
	err := basicParse(&slow, input, &parseOptions{plain: true})
	taken := false
	for _, report := range []bool{false, true} {
		var fast URL
		if !parseOnePass(&fast, input, report) {
			if fast != (URL{}) {
				t.Errorf("input %q (report %v): the one-pass parser stepped aside but wrote %q %+v", input, report, fast.Href(), fast)
			}
			continue
		}
		if err != 0 || fast != slow {
			t.Errorf("input %q (report %v): one-pass parser %q %+v, state machine %q %+v (error %v)", input, report, fast.Href(), fast, slow.Href(), slow, err)
		}
		taken = taken || !report
	}
	// CanParse's recognizer, onePass with dry, writes nothing, takes only
	// input that parses, and takes all the one-pass parser takes.
	var d URL
	dry := onePass(&d, input, false, true)
	if d != (URL{}) || dry && err != 0 || taken && !dry {
		t.Errorf("input %q: dry recognizer %v (wrote %q), one-pass parser %v, state machine error %v", input, dry, d.Href(), taken, err)
	}
	return taken
}

// onePassCases are inputs at the edges of what parseOnePass takes.
var onePassCases = []string{
	"https://example.com/a?b#c", "HTTPS://EXAMPLE.COM/A?B#C", "http://example.com", "http://example.com?", "http://example.com#",
	"http://example.com:80/", "http://example.com:8080", "https://example.com:443?q", "http://h:0/", "http://h:00/", "http://h:65535/",
	"http://h:65536/", "http://h:123456/", "http://h:/", "http://h:", "http://h:8a/", "ws://h:80/", "wss://h:443/", "ftp://h:21/",
	"http://1.2.3.4/", "http://0x7f.1/", "http://1.2.3.256/", "http://999999999999/", "http://a.1/", "http://xn--nxasmq6b/",
	"http://a.XN--b/", "http://ü.com/", "http://a%41/", "http://u@h/", "http://[::1]/", "http://h\\p", "http:///h", "http://",
	"http:", "http:/h", "file://node.gypi", "file://deps/v8/src", "file:///Users/x.js", "file:///", "file://", "file:////x",
	"file://localhost/x", "file://LOCALHOST/x", "file://h:80/", "file://C:/x", "file://C|/x", "file:///C|/x", "file:///C:/x",
	"file:///c|", "file://h/C|/x", "file:///ab|/x", "file:///a|b/x", "file://u@h/", "http://h/a/./b", "http://h/.a", "http://h/a/%2e",
	"http://h/%41", "http://h/a b", "http://h/a`b", "http://h/a{b}", "http://h/ü", "http://h/a\\b", "http://h//a", "http://h/a?b c'd#e f`",
	"http://h/?ü#ü", "http://h/#a#b", "http://h/?a?b", "sc://h/p", "mailto:x", "javascript:alert(1)", "1http://h/", "h+t-t.p://h/",
	"ht tp://h/", "http://h/\x00", "http://h/\x7f", "  http://h/a  ", "ht\ttp://h/\n", "http://ex\tample.com/", "http://h/a\x80",
	"http://ſ.com/", "http://a..b/", "http://./", "http://../", "http://a.b./", "http://-a/", "http://a_b/", "http://a*b/",
	// Schemes that are not special: an opaque host, no host, an opaque path.
	"SC://H/P?Q#F", "sc://h", "sc://h?q", "sc://h#f", "sc://h:", "sc://h:/p", "sc://h:0/", "sc://h:080/", "sc://h:65535",
	"sc://h:65536/", "sc://h:8a/", "sc://:80/", "sc:///x", "sc://", "sc://u@h/", "sc://u:p@h/", "sc://h:1@x/", "sc://[::1]/",
	"sc://h\\p/q", "sc://%41/", "sc://a%zz/", "sc://a\"b/", "sc://a`b{c}/", "sc://a<b/", "sc://a^b/", "sc://a|b/",
	"sc://a b/", "sc://ü/", "sc://h/a\\b", "sc://h/a b/c`d", "sc://h/./a", "sc://h/a/..", "sc://h/%2e%2E/", "sc://h/a'b?c'd#e`f",
	"sc://h/?a b#c d", "sc:/a/b", "sc:/a/../b", "sc:/.//x", "sc:/", "sc:/?q", "sc:\\x", "sc:?q", "sc:#f", "sc:a b?q", "sc:a ?q",
	"sc:a #f", "sc:a  b", "sc:a%zz", "sc:a%41", "sc:a\"b`c", "data:text/plain,a b", "blob:https://h/x", "a1+.-:x", "1a:x",
	"httpsx://h/", "http+x://h/", "ftps://h/", "ws+x:y", "HTTP+S:x", "x:\x00", "x:y\x7f", "x:y?\x80", "sc:x\ty",
	// Dot segments are found where a segment starts with '.' or '%'.
	"http://h/a./b", "http://h/a/.%2e/b", "http://h/a/%2e.", "http://h/./?q", "http://h/..#f", "http://h/.../x",
	"http://h/a%2e/b", "http://h/%2e%2e%2e/", "http://h/%2f/", "file:///x/C|/y", "sc://h/a/%2E%2e?q", "sc:/a/.b", "sc:/.",
	// CanParse's recognizer stops at the authority's end, or at the
	// scheme's where no "//" follows, even once tabs and newlines go.
	"sc:\t//h:x/", "sc:/\t/h:x/", "sc:\n//h:8a", "sc:\r/\n/h:99999", "sc: //h:x", "sc:/ /h:x", "sc:/", "sc:", "sc:/\t",
	"http://h:8/\t\u00fc", "file://h/C|\t", "sc://h:1/a\tb", "http://h\t:1/", "http://h:1\t/", "sc://h/\t@x:y",
	// Labels: "xn--" where a label starts, and a last label that starts
	// with a digit.
	"http://x.com/", "http://X.Y/", "http://ax.xy/", "http://axn--b.com/", "http://Xn--a.com/", "http://a.XN--b.c/",
	"http://a.xN--/", "http://a.x/", "http://a.b.c.1/", "http://a.b.1./", "http://1.b/", "http://a..1/", "http://a.1b/",
	"http://a.b../", "http://.x/", "http://xn-/", "http://x-n--/",
	// IPv4 hosts: the IPv4 parser's numbers, failures and serialization.
	"http://127.0.0.1/", "http://127.0.0.1:8080/a", "http://0x7f.1/", "http://0X7F.0.0.1/", "http://1.2.3.4./", "http://0/",
	"http://4294967295/", "http://4294967296/", "http://256.1/", "http://1.256.0.0/", "http://1.2.3.4.5/", "http://1..2/",
	"http://09/", "http://0x/", "http://1.2.3.08/", "http://a.0x1/", "http://1.2.3.0xg/", "http://0x7f.1:80/", "file://1.2.3.4/x",
	"file://0x7f.1", "ws://0177.1/?q#f", "http://1.2.3.4.", "http://1.2.3.4..",
	// IPv4 failures the fast path returns, and where the host does not end
	// at the '/' or ':' it stopped at: credentials, and a file host.
	"http://1.2.3.4.5/", "http://1.2.3.4.5:80/", "http://1.2.3.4.5:80@h/", "http://1.2.3.4.5@h/", "http://0x100000000/",
	"http://1.2.3.4.5:x@h/", "http://1.2.3.4.5\\@h/", "http://1.2.3.4.5/@h", "http://1.2.3.4.5?@", "http://a.0x/", "http://a.09/",
	"file://1.2.3.4.5/x", "file://1.2.3.4.5:80/x", "file://a.09:x/", "file://1.2.3.4.5@h/", "http://a.1b/", "http://A.1B:8/",
	"http://1.2.3.4.5:", "http://1.0x1g/", "http://a.1.2.3.4.5.6/x", "http://256.256.256.256.256/",
	// Forbidden domain code points in a special URL's host, and what
	// takes them out of the host: credentials, a file URL's host state,
	// the first steps (tab and newline), percent-decoding.
	"http://a<b/", "http://a>b", "http://a^b?q", "http://a|b#f", "http://a b/", "http://a\x00b/", "http://a\x1fb/",
	"http://a\x7fb/", "http://a[b/", "http://a]b/", "http://a[b:c]/", "http://a<b:80/", "http://a<b:x/", "http://a<b@c/",
	"http://a<b:c@d/", "http://a<b/@c", "http://a<b\\@c", "http://a<b.xn--zz/", "http://xn--zz.a<b/", "http://a<b.\u00fc/",
	"http://\u00fc.a<b/", "http://a%3Cb/", "http://a<b%/", "http://a\tb/", "http://a\nb/", "http://a\rb/", "http://a\vb/",
	"http://a<b\t/", "file://a<b/", "file://C|/x", "wss://a|b", "https://x x:12", "http://<", "http://<\u0338/", "http://a<\u00ad\u0338/",
	"http://a<%CC%B8/", "http://a<\t\u0338/", "http://a<b:\u0338/", "http://a<b/\u0338", "http://>\u0338.com/",
	"http://ho%00st/", "http://ho%3cst/", "http://ho%3Cst:80/", "http://ho%41st/", "http://ho%25st/", "http://ho%2/",
	"http://ho%/", "http://ho%zz/", "http://ho%4", "http://ho%09st/", "http://ho%0a/", "http://ho%7f/", "http://ho%80/",
	"http://ho%CC%B8%3c/", "http://%3c%CC%B8/", "http://ho%3c@x/", "http://ho%3c:1@x/", "http://ho%3\t1/", "http://ho%3c\t/",
	"http://a[%3c]/", "http://a%3c[:]/", "http://a]:%3c/", "http://a:%3c/", "http://xn--a%3c/", "http://a%2e%3c/",
	// Empty hosts and ports that fail, and what makes them credentials
	// or changes them first.
	"http://:80/", "http://?", "http://#", "http://", "http:///x", "http://:a@b/", "http://:@b/", "https://:/", "ws://:\\x",
	"http://h:x/", "http://h:8x/", "http://h:8x@i/", "http://h:8\t0/", "http://h:8\n0/", "http://h:8\\0/", "http://h:8\u00fc/",
	"http://h:65536/", "http://h:65535/", "http://h:99999999999999999999/", "http://h:099999/", "http://h:0000080/",
	"http://h:-80/", "http://h:8 0/", "http://h:80:80/", "http://1.2.3.4:x/", "http://[::1]:x/", "http://[::1]:99999/",
	"file://h:x/", "sc://:80/", "sc://:/", "sc://:a@b/", "sc://h:x/", "sc://h:8x@i/", "sc://h:8\\0/", "sc://h:99999/",
	"sc://h:8\t0/", "sc://a<b", "sc://a>b/", "sc://a^b?", "sc://a|b#", "sc://a b/", "sc://a\x00b/", "sc://a[b/", "sc://a]b/",
	"sc://a\\b/", "sc://a\\b@c/", "sc://a<b@c/", "sc://a<b/@c", "sc://a<b:1@c/", "sc://a\tb/", "sc://[::1/", "sc://a%3cb/",
	// IPv6 hosts: the authority's end, brackets and ':', and the host
	// parser's failures, which the fast path returns.
	"http://[::1]", "http://[::1]:8080/a?b#c", "HTTP://[0:0:0:0:0:0:0:1]:80/", "https://[::FFFF:1.2.3.4]/", "http://[::1]?q",
	"http://[::1]#f", "http://[::1]\\x", "http://[1:2:3:4:5:6:7:8]/", "http://[1::]:0/", "ws://[::]:/", "http://[::1]x/",
	"http://[::1]:8a/", "http://[::1]:99999/", "http://[::1]:80@h/", "http://[::1]@h/", "http://u@[::1]/", "http://[::1/",
	"http://[::1", "http://[/", "http://[]/", "http://[::1]]/", "http://[[::1]]/", "http://[::1:x]/", "http://[::1]:[/",
	"http://[:::1]/", "http://[1:2:3:4:5:6:7:8:9]/", "http://[::1.2.3]/", "http://[::1 ]/", "http://[::\u00fc]/",
	"http://[::%31]/", "http://[::1]%/", "http://[https://example.com/a", "http://[file:///x", "http://[::1]/ ",
	"http://[\t::1]/", "file://[::1]/x", "sc://[::1]/", "http://[a:b:c:d:e:f:0:1]:65535?#",
}

func TestOnePassTwin(t *testing.T) {
	taken := 0
	for _, in := range onePassCases {
		if checkOnePassTwin(t, in) {
			taken++
		}
	}
	// The fast path is for the common URL: these must take it.
	for _, in := range []string{
		"https://example.com/a?b#c", "HTTP://Example.COM:8080/a/b?c d#e", "http://example.com",
		"file://node.gypi", "file:///Users/x.js", "wss://h:443", "https://h/a|b/%zz?q=\"x\"#`",
		"http://127.0.0.1:8080/a", "http://0x7f.1/", "http://h:080/",
		// Schemes that are not special, in the three shapes of
		// parseOnePassNotSpecial.
		"sc://host/path", "SC://Host:080/a b?c d#e", "sc://h", "sc:///x", "sc:/a/b?q#f", "a:b", "mailto:x@y.z",
		"javascript:alert(1)", "data:text/plain,a b", "blob:https://h/x", "sc:?q", "urn:a:b#F",
	} {
		var u URL
		if !parseOnePass(&u, in, false) {
			t.Errorf("parseOnePass(%q) is not taken", in)
		}
	}
	lines := datasetLines(t)
	const alphabet = "aA:/\\?#@[]%.0x1 \t\u00fcF|-C"
	r := newRand(8)
	for _, l := range lines {
		if checkOnePassTwin(t, l) {
			taken++
		}
		for range 3 {
			if checkOnePassTwin(t, mutate(r, l, alphabet)) {
				taken++
			}
		}
	}
	t.Logf("the fast path took %d of %d inputs", taken, len(onePassCases)+4*len(lines))
}

func FuzzOnePass(f *testing.F) {
	for _, in := range onePassCases {
		f.Add(in)
	}
	f.Fuzz(func(t *testing.T, s string) { checkOnePassTwin(t, s) })
}

// TestOnePassWPT checks the one-pass parser against the state machine on
// every input of urltestdata.json and urltestdata-javascript-only.json,
// as given and with the first steps' leading and trailing C0 control or
// space removed (which basicParse gives it): it steps aside or gives
// exactly the URL the plain parse makes of the input with the case's base,
// which it never reads. Parse with the fast paths is compared with the
// plain parse too, with the base.
func TestOnePassWPT(t *testing.T) {
	taken, all := 0, 0
	for _, name := range []string{"urltestdata.json", "urltestdata-javascript-only.json"} {
		for _, en := range decodeWPTURLData(t, name, readWPT(t, name)) {
			c := en.c
			var base URL
			if c.Base != nil {
				var err error
				if base, err = Parse(*c.Base); err != nil {
					continue // WPT's test fails the case at the base
				}
			}
			all++
			o := parseOptions{base: base, plain: true}
			var slow URL
			serr := basicParse(&slow, c.Input, &o)
			o.plain = false
			var fast URL
			if ferr := basicParse(&fast, c.Input, &o); ferr != serr || fast != slow {
				t.Errorf("%s/%d: input %q base %q: parse %q (error %v), plain parse %q (error %v)", name, en.index, c.Input, base.Href(), fast.Href(), ferr, slow.Href(), serr)
			}
			start, end := trimC0ControlOrSpace(c.Input)
			for _, in := range []string{c.Input, c.Input[start:end]} {
				for _, report := range []bool{false, true} {
					var u URL
					if !parseOnePass(&u, in, report) {
						if u != (URL{}) {
							t.Errorf("%s/%d: input %q: the one-pass parser stepped aside but wrote %q", name, en.index, in, u.Href())
						}
						continue
					}
					taken++
					if serr != 0 || u != slow {
						t.Errorf("%s/%d: input %q base %q (report %v): one-pass parser %q %+v, state machine %q %+v (error %v)",
							name, en.index, in, base.Href(), report, u.Href(), u, slow.Href(), slow, serr)
					}
				}
			}
		}
	}
	t.Logf("the one-pass parser took %d of %d tries on %d WPT cases", taken, 4*all, all)
}
