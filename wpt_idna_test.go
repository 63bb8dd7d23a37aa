package whatwgurl

import (
	"strconv"
	"testing"
)

// The IDNA data files run the way WPT's toascii.window.js and
// IdnaTestV2.window.js run them: through the URL parser as the host of
// "https://" + input + "/x", and (toascii.json) through the host and
// hostname setters of "https://x/x". idna_test.go runs the same files
// through DomainToASCII directly.

func TestWPTToASCIIThroughURL(t *testing.T) {
	const name = "toascii.json"
	cases := decodeIDNAData(t, name)
	ran := 0
	for _, c := range cases {
		t.Run(strconv.Itoa(c.index)+"/"+wptTestName(c.Input), func(t *testing.T) {
			ran++
			checkIDNAThroughURL(t, c)
			for _, setter := range []struct {
				name string
				set  func(*URL, string) error
				get  func(URL) string
			}{
				{"host", (*URL).SetHost, URL.Host},
				{"hostname", (*URL).SetHostname, URL.Hostname},
			} {
				u := MustParse("https://x/x")
				_ = setter.set(&u, c.Input)
				want := "x" // a failing value leaves the URL unchanged
				if c.Output != nil {
					want = *c.Output
				}
				if got := setter.get(u); got != want {
					t.Errorf("set %s %q on https://x/x: %s = %q, want %q", setter.name, c.Input, setter.name, got, want)
				}
			}
		})
	}
	if ran != len(cases) || ran == 0 {
		t.Errorf("%s: ran %d of %d cases", name, ran, len(cases))
	}
}

func TestWPTIdnaTestV2ThroughURL(t *testing.T) {
	for _, name := range []string{"IdnaTestV2.json", "IdnaTestV2-removed.json"} {
		t.Run(name, func(t *testing.T) {
			cases := decodeIDNAData(t, name)
			ran := 0
			for _, c := range cases {
				if c.Input == "" {
					continue // WPT cannot test the empty input through new URL() either
				}
				ran++
				t.Run(strconv.Itoa(c.index)+"/"+wptTestName(c.Input), func(t *testing.T) {
					checkIDNAThroughURL(t, c)
				})
			}
			t.Logf("%s: %d cases through the URL parser", name, ran)
			if ran == 0 {
				t.Errorf("%s: no case ran", name)
			}
		})
	}
}

// checkIDNAThroughURL parses "https://" + input + "/x" and checks host,
// hostname, pathname and href, or that it fails.
func checkIDNAThroughURL(t *testing.T, c idnaCase) {
	t.Helper()
	in := "https://" + c.Input + "/x"
	u, err := Parse(in)
	if c.Output == nil {
		if err == nil {
			t.Errorf("Parse(%q) = %q, want failure (%s)", in, u.Href(), c.Comment)
		}
		return
	}
	if err != nil {
		t.Fatalf("Parse(%q): %v, want host %q (%s)", in, err, *c.Output, c.Comment)
	}
	want := *c.Output
	for _, check := range [][3]string{
		{"host", u.Host(), want},
		{"hostname", u.Hostname(), want},
		{"pathname", u.Pathname(), "/x"},
		{"href", u.Href(), "https://" + want + "/x"},
	} {
		if check[1] != check[2] {
			t.Errorf("Parse(%q).%s = %q, want %q", in, check[0], check[1], check[2])
		}
	}
}
