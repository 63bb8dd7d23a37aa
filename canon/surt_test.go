package canon

import (
	"strings"
	"testing"
)

// surtCases are surt(url) with its default options, from the surt
// package: its README.rst ("Usage") and tests/test_surt.py (test_surt,
// test_surt_nonascii, test_surt_ipaddress), which come from
// WaybackURLKeyMakerTest.java.
var surtCases = []struct{ in, want string }{
	// README.rst
	{"http://archive.org/goo/?a=2&b&a=1", "org,archive)/goo?a=1&a=2&b"},
	// test_surt
	{"filedesc:foo.arc.gz", "filedesc:foo.arc.gz"},
	{"filedesc:/foo.arc.gz", "filedesc:/foo.arc.gz"},
	{"filedesc://foo.arc.gz", "filedesc://foo.arc.gz"},
	{"warcinfo:foo.warc.gz", "warcinfo:foo.warc.gz"},
	{"dns:alexa.com", "dns:alexa.com"},
	{"dns:archive.org", "dns:archive.org"},
	{"http://www.archive.org/", "org,archive)/"},
	{"http://archive.org/", "org,archive)/"},
	{"http://archive.org/goo/", "org,archive)/goo"},
	{"http://archive.org/goo/?", "org,archive)/goo"},
	{"http://archive.org/goo/?b&a", "org,archive)/goo?a&b"},
	{"http://archive.org/goo/?a=2&b&a=1", "org,archive)/goo?a=1&a=2&b"},
	{"http://archive.org/index.php?PHPSESSID=0123456789abcdefghijklemopqrstuv&action=profile;u=4221", "org,archive)/index.php?action=profile;u=4221"},
	{"whois://whois.isoc.org.il/shaveh.co.il", "il,org,isoc,whois)/shaveh.co.il"},
	{"http://visit.webhosting.yahoo.com/visit.gif?&r=http%3A//web.archive.org/web/20090517140029/http%3A//anthonystewarthead.electric-chi.com/&b=Netscape%205.0%20%28Windows%3B%20en-US%29&s=1366x768&o=Win32&c=24&j=true&v=1.2", "com,yahoo,webhosting,visit)/visit.gif?&b=netscape%205.0%20(windows;%20en-us)&c=24&j=true&o=win32&r=http://web.archive.org/web/20090517140029/http://anthonystewarthead.electric-chi.com/&s=1366x768&v=1.2"},
	{"mailto:foo@example.com", "mailto:foo@example.com"},
	// test_surt_nonascii
	{"http://example.com/app?item=Wroc%C5%82aw", "com,example)/app?item=wroc%c5%82aw"},
	// test_surt_ipaddress (the default, reverse_ipaddr)
	{"http://192.168.1.254/info/", "254,1,168,192)/info"},
}

// surtCanonCases are test_surt.py's DefaultIAURLCanonicalizer and
// IAURLCanonicalizer cases (surt's default canonicalization, from
// DefaultIAURLCanonicalizerTest.java and IAURLCanonicalizerTest.java),
// whose documented results are URLs; the key is that URL in the SURT form
// surt's hostToSURT documents (test_hostToSURT): labels reversed, joined
// by ",", then ")" and the rest.
var surtCanonCases = []struct{ in, canonical, want string }{
	{"http://www.alexa.com/", "http://alexa.com/", "com,alexa)/"},
	{"http://archive.org/index.html", "http://archive.org/index.html", "org,archive)/index.html"},
	{"http://archive.org/index.html?", "http://archive.org/index.html", "org,archive)/index.html"},
	{"http://archive.org/index.html?a=b", "http://archive.org/index.html?a=b", "org,archive)/index.html?a=b"},
	{"http://archive.org/index.html?b=b&a=b", "http://archive.org/index.html?a=b&b=b", "org,archive)/index.html?a=b&b=b"},
	{"http://archive.org/index.html?b=a&b=b&a=b", "http://archive.org/index.html?a=b&b=a&b=b", "org,archive)/index.html?a=b&b=a&b=b"},
	{"http://www34.archive.org/index.html?b=a&b=b&a=b", "http://archive.org/index.html?a=b&b=a&b=b", "org,archive)/index.html?a=b&b=a&b=b"},
	{"http://ARCHIVE.ORG/", "http://archive.org/", "org,archive)/"},
	{"http://www.archive.org:80/", "http://archive.org/", "org,archive)/"},
	{"https://www.archive.org:80/", "https://archive.org:80/", "org,archive:80)/"},
	{"http://www.archive.org:443/", "http://archive.org:443/", "org,archive:443)/"},
	{"https://www.archive.org:443/", "https://archive.org/", "org,archive)/"},
	{"http://www.archive.org/big/", "http://archive.org/big", "org,archive)/big"},
	{"dns:www.archive.org", "dns:www.archive.org", "dns:www.archive.org"},
	// test_options: the query is lowercased by default.
	{"http://example.com/foo?X=Y", "http://example.com/foo?x=y", "com,example)/foo?x=y"},
}

func TestSURTPackageCases(t *testing.T) {
	for _, c := range surtCases {
		if got, err := SURT(c.in); err != nil || got != c.want {
			t.Errorf("SURT(%q) = %q, %v; want %q", c.in, got, err, c.want)
		}
	}
	for _, c := range surtCanonCases {
		if got, err := SURT(c.in); err != nil || got != c.want {
			t.Errorf("SURT(%q) = %q, %v; want %q (surt canonicalizes it to %q)", c.in, got, err, c.want, c.canonical)
		}
	}
}

// TestSURTKnownBug: test_surt.py's test_surt_query is marked xfail ("a
// bug not yet fixed for compatibility concern"): surt decodes "%26" in a
// value before it splits the query at "&", so the key is not the
// "grape=wine&type=a+b+%26+c" it expects. SURT keeps that behaviour, as
// the keys of existing CDX indexes have it.
func TestSURTKnownBug(t *testing.T) {
	got, err := SURT("http://example.com/script?type=a+b+%26+c&grape=wine")
	if err != nil || got == "com,example)/script?grape=wine&type=a+b+%26+c" || strings.Contains(got, "%26") {
		t.Errorf("SURT = %q, %v; the surt package decodes %%26 (its xfail test)", got, err)
	}
}

// TestSURTDiffers: where the URL Standard reads the input differently
// from the surt package (see SURT). The values are the standard's reading:
// WPT urltestdata.json has "http://0x7f.1/" as http://127.0.0.1/,
// "http://[0:0::1]/" as http://[::1]/, "ftp://example.com:21/" without
// the port, and "http://example.com\\foo" with path "/foo".
func TestSURTDiffers(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"http://0x7f.1/", "1,0,0,127)/"},
		{"http://[0:0::1]/", "[::1])/"},
		{"ftp://example.com:21/", "com,example)/"},
		{"http://example.com\\Foo", "com,example)/foo"},
	} {
		if got, err := SURT(c.in); err != nil || got != c.want {
			t.Errorf("SURT(%q) = %q, %v; want %q", c.in, got, err, c.want)
		}
	}
	// The package returns "-" for these, or a key with the low 32 bits
	// of the number; the URL Standard's parse fails.
	for _, in := range []string{"", "http://39024579298/", "http://1.256.3.4/"} {
		if got, err := SURT(in); err == nil {
			t.Errorf("SURT(%q) = %q, want an error", in, got)
		}
	}
}

// The surt package's unit tests of its rules (tests/test_surt.py), on
// the functions here that apply them.
func TestSURTRules(t *testing.T) {
	// test_alphaReorderQuery
	for _, c := range []struct{ in, want string }{
		{"", ""}, {"a", "a"}, {"ab", "ab"}, {"a=1", "a=1"}, {"ab=1", "ab=1"},
		{"a=1&", "&a=1"}, {"a=1&b=1", "a=1&b=1"}, {"b=1&a=1", "a=1&b=1"},
		{"a=a&a=a", "a=a&a=a"}, {"a=b&a=a", "a=a&a=b"},
		{"b=b&a=b&b=a&a=a", "a=a&a=b&b=a&b=b"},
	} {
		if got := string(alphaReorderQuery([]byte(c.in))); got != c.want {
			t.Errorf("alphaReorderQuery(%q) = %q, want %q", c.in, got, c.want)
		}
	}
	// test_massageHost
	for _, c := range []struct{ in, want string }{
		{"foo.com", "foo.com"}, {"www.foo.com", "foo.com"}, {"www12.foo.com", "foo.com"},
		{"www2foo.com", "www2foo.com"}, {"www2.www2foo.com", "www2foo.com"},
	} {
		if got := stripWWWDigits(c.in); got != c.want {
			t.Errorf("stripWWWDigits(%q) = %q, want %q", c.in, got, c.want)
		}
	}
	// test_hostToSURT, reverse_ipaddr=True
	for _, c := range []struct{ in, want string }{
		{"www.archive.org", "org,archive,www"}, {"123.123.net", "net,123,123"},
		{"100.100.100.100.org", "org,100,100,100,100"}, {"123.45.167.89", "89,167,45,123"},
		{"10.162.1024.3", "3,1024,162,10"}, {"990.991.992.993", "993,992,991,990"},
	} {
		if got := string(appendReversedLabels(nil, c.in)); got != c.want {
			t.Errorf("appendReversedLabels(%q) = %q, want %q", c.in, got, c.want)
		}
	}
	// test_stripPathSessionID
	for _, c := range []struct{ in, want string }{
		{"/(S(4hqa0555fwsecu455xqckv45))/mileg.aspx", "/mileg.aspx"},
		{"/(4hqa0555fwsecu455xqckv45)/mileg.aspx", "/mileg.aspx"},
		{"/(a(4hqa0555fwsecu455xqckv45)S(4hqa0555fwsecu455xqckv45)f(4hqa0555fwsecu455xqckv45))/mileg.aspx?page=sessionschedules", "/mileg.aspx?page=sessionschedules"},
		{"/photos/36050182@N05/", "/photos/36050182@N05/"},
	} {
		if got := string(stripPathSessionID([]byte(c.in))); got != c.want {
			t.Errorf("stripPathSessionID(%q) = %q, want %q", c.in, got, c.want)
		}
	}
	// test_stripQuerySessionID
	const id = "0123456789abcdefghijklemopqrstuv"
	for _, c := range []struct{ in, want string }{
		{"?jsessionid=" + id, "?"},
		{"?jsessionid=" + id + "0", "?jsessionid=" + id + "0"},
		{"?jsessionid=" + id + "&x=y", "?x=y"},
		{"?one=two&jsessionid=" + id + "&x=y", "?one=two&x=y"},
		{"?one=two&jsessionid=" + id, "?one=two&"},
		{"?aspsessionidABCDEFGH=ABCDEFGHIJKLMNOPQRSTUVWX&x=y", "?x=y"},
		{"?phpsessid=" + id + "&x=y", "?x=y"},
		{"?one=two&phpsessid=" + id + "&x=y", "?one=two&x=y"},
		{"?one=two&phpsessid=" + id, "?one=two&"},
		{"?sid=9682993c8daa2c5497996114facdc805&x=y", "?x=y"},
		{"?sid=9682993c8daa2c5497996114facdc805&jsessionid=" + id, "?"},
		{"?CFID=1169580&CFTOKEN=48630702&dtstamp=22%2F08%2F2006%7C06%3A58%3A11", "?dtstamp=22%2F08%2F2006%7C06%3A58%3A11"},
		{"?CFID=12412453&CFTOKEN=15501799&dt=19_08_2006_22_39_28", "?dt=19_08_2006_22_39_28"},
		{"?CFID=14475712&CFTOKEN=2D89F5AF-3048-2957-DA4EE4B6B13661AB&r=468710288378&m=forgotten", "?r=468710288378&m=forgotten"},
		{"?CFID=16603925&CFTOKEN=2AE13EEE-3048-85B0-56CEDAAB0ACA44B8", "?"},
		{"?CFID=4308017&CFTOKEN=63914124&requestID=200608200458360%2E39414378", "?requestID=200608200458360%2E39414378"},
	} {
		if got := string(stripQuerySessionID([]byte(c.in))); got != c.want {
			t.Errorf("stripQuerySessionID(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

func TestURLOfSURT(t *testing.T) {
	// The surt package documents the key's form (README.rst, hostToSURT);
	// reading it back reverses the labels and prefixes "http://".
	for _, c := range []struct{ key, want string }{
		{"org,archive)/goo?a=1&a=2&b", "http://archive.org/goo?a=1&a=2&b"},
		{"org,archive:8080)/", "http://archive.org:8080/"},
		{"254,1,168,192)/info", "http://192.168.1.254/info"},
		{"[::1])/", "http://[::1]/"},
		{"mailto:foo@example.com", "mailto:foo@example.com"},
	} {
		u, err := URLOfSURT(c.key)
		if err != nil || u.Href() != c.want {
			t.Errorf("URLOfSURT(%q) = %q, %v; want %q", c.key, u.Href(), err, c.want)
		}
	}
	for _, bad := range []string{")/", "com,example:x)/", "com,example)x"} {
		if u, err := URLOfSURT(bad); err == nil {
			t.Errorf("URLOfSURT(%q) = %q, want an error", bad, u.Href())
		}
	}
}
