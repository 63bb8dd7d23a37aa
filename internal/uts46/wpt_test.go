package uts46

// IdnaTestV2.json and IdnaTestV2-removed.json of the web-platform-tests
// (read from $WHATWGURL_WPT): Unicode's IdnaTestV2.txt conformance cases as
// the URL Standard's domain to ASCII (beStrict false) sees them, run here
// straight through ToASCII. The root package runs the same files through
// its domain parser and the URL parser.

import (
	"strings"
	"testing"

	"github.com/webstd/whatwgurl/internal/testfiles"
)

// idnaCase is one case of IdnaTestV2*.json; Output nil means failure.
type idnaCase struct{ testfiles.IDNACase }

// readIDNAData returns the cases of a WPT IDNA data file, skipping the
// comment strings, or skips the test when $WHATWGURL_WPT is not set (fails
// it when $WHATWGURL_REQUIRE_WPT is 1).
func readIDNAData(t *testing.T, name string) []idnaCase {
	t.Helper()
	var cases []idnaCase
	for _, c := range testfiles.IDNACases(t, name) {
		cases = append(cases, idnaCase{c})
	}
	return cases
}

// urlStandardRejects reports whether the URL Standard's domain parser fails
// a ToASCII result that UTS #46 accepts: step 7, the empty result, and step
// 8, a forbidden domain code point (U+0000 to U+001F, space, '#', '%', '/',
// ':', '<', '>', '?', '@', '[', '\', ']', '^', '|', U+007F).
// https://url.spec.whatwg.org/#concept-domain-to-ascii
func urlStandardRejects(result string) bool {
	if result == "" {
		return true
	}
	for i := 0; i < len(result); i++ {
		c := result[i]
		if c <= 0x20 || c == 0x7F {
			return true
		}
		switch c {
		case '#', '%', '/', ':', '<', '>', '?', '@', '[', '\\', ']', '^', '|':
			return true
		}
	}
	return false
}

// lenient is the URL Standard's "domain parser ToASCII" with beStrict
// false, and its "domain to Unicode".
var lenient = Profile{}

// recordsError reports whether c's comment, which carries the status codes
// of the case in Unicode's IdnaTestV2.txt, has a code that is not marked
// "(ignored)": an error that UTS #46 records with the URL Standard's flags
// (the codes of flags it sets to false, such as U1 for UseSTD3ASCIIRules,
// are marked ignored).
func (c idnaCase) recordsError() bool {
	for _, code := range strings.Split(c.Comment, ";") {
		if code = strings.TrimSpace(code); code != "" && !strings.HasSuffix(code, "(ignored)") {
			return true
		}
	}
	return false
}

// TestIdnaTestV2 checks ToASCII on every case: it must fail exactly when
// the case's status codes record an error, and otherwise give the case's
// output. The output is the URL Standard's, which for an ASCII input is the
// input lowercased whatever ToASCII makes of it (the domain parser's step
// 5): that is ToASCII's result too when it records no error. A case whose
// output is failure without a recorded error is one the domain parser
// fails after ToASCII (steps 7 and 8); none of the pinned files has one.
func TestIdnaTestV2(t *testing.T) {
	for _, name := range []string{"IdnaTestV2.json", "IdnaTestV2-removed.json"} {
		t.Run(name, func(t *testing.T) {
			cases := readIDNAData(t, name)
			pass, run, errors := 0, 0, 0
			for _, c := range cases {
				// WPT skips the empty input: the host parser is never
				// given an empty domain.
				if c.Input == "" {
					continue
				}
				run++
				got, ok := lenient.ToASCII(c.Input)
				wantOK := !c.recordsError()
				if !wantOK {
					errors++
				}
				switch {
				case ok != wantOK:
					t.Errorf("%s[%d] ToASCII(%+q) = %+q, %v; the status codes %q say %v", name, c.Index, c.Input, got, ok, c.Comment, wantOK)
				case ok && c.Output != nil && got != *c.Output:
					t.Errorf("%s[%d] ToASCII(%+q) = %+q; want %+q", name, c.Index, c.Input, got, *c.Output)
				case ok && c.Output == nil && !urlStandardRejects(got):
					t.Errorf("%s[%d] ToASCII(%+q) = %+q; the domain parser should fail it", name, c.Index, c.Input, got)
				default:
					pass++
				}
			}
			t.Logf("%s: %d/%d cases pass (%d with an error recorded)", name, pass, run, errors)
			if run == 0 {
				t.Error("no case ran")
			}
		})
	}
}
