package whatwgurl

// Tests of the URL class's setters: the web-platform-tests setters_tests.json
// harness, the error each setter returns, what each setter does with ASCII
// control code points and space, allocation budgets, and FuzzSetterSequences.
//
// The expectations here are derived from the URL Standard
// (https://url.spec.whatwg.org/#urlutils-members) and written out by hand or
// computed by the small rules below, which restate the standard's sets
// (https://url.spec.whatwg.org/#percent-encoded-bytes,
// https://url.spec.whatwg.org/#forbidden-host-code-point): they never ask
// the implementation what the answer is.

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// setterNames lists the URL class's settable attributes in the order of
// setters_tests.json. FuzzSetterSequences picks a setter by its index here.
var setterNames = []string{"protocol", "username", "password", "host", "hostname", "port", "pathname", "search", "hash", "href"}

// setterFuncs maps an attribute to its setter.
var setterFuncs = map[string]func(*URL, string) error{
	"href":     (*URL).SetHref,
	"protocol": (*URL).SetProtocol,
	"username": (*URL).SetUsername,
	"password": (*URL).SetPassword,
	"host":     (*URL).SetHost,
	"hostname": (*URL).SetHostname,
	"port":     (*URL).SetPort,
	"pathname": (*URL).SetPathname,
	"search":   (*URL).SetSearch,
	"hash":     (*URL).SetHash,
}

// getterFuncs maps an attribute of the URL class to its getter.
var getterFuncs = map[string]func(URL) string{
	"href":     URL.Href,
	"origin":   func(u URL) string { return u.Origin().String() },
	"protocol": URL.Protocol,
	"username": URL.Username,
	"password": URL.Password,
	"host":     URL.Host,
	"hostname": URL.Hostname,
	"port":     URL.Port,
	"pathname": URL.Pathname,
	"search":   URL.Search,
	"hash":     URL.Hash,
}

// checkSetterContract checks the setter's error against what it did: nil
// when applied, ErrIgnored only when the URL is unchanged, a validation
// error only when the URL is unchanged, except that the host setter sets a
// valid host before a port that is out of range fails (the standard's host
// state sets url's host before it enters the port state). Every error is an
// *Error naming the operation and the value.
func checkSetterContract(t testing.TB, attr, value string, before, after URL, err error) {
	t.Helper()
	if err == nil {
		return
	}
	var e *Error
	if !errors.As(err, &e) {
		t.Errorf("set %s %q on %q: error %T %v is not an *Error", attr, value, before.Href(), err, err)
		return
	}
	if want := "set " + attr; e.Op != want || e.Input != value {
		t.Errorf("set %s %q: *Error{Op: %q, Input: %q}, want Op %q and the value", attr, value, e.Op, e.Input, want)
	}
	var ve ValidationError
	switch {
	case errors.Is(err, ErrIgnored):
		if after != before {
			t.Errorf("set %s %q on %q: error wraps ErrIgnored but the URL changed to %q", attr, value, before.Href(), after.Href())
		}
	case errors.As(err, &ve):
		if after != before && !(attr == "host" && errors.Is(err, PortOutOfRange)) {
			t.Errorf("set %s %q on %q: failed with %v but the URL changed to %q", attr, value, before.Href(), err, after.Href())
		}
	case errors.Is(err, ErrTooLong):
		if after != before {
			t.Errorf("set %s %q: ErrTooLong but the URL changed", attr, value)
		}
	default:
		t.Errorf("set %s %q: error %v wraps neither ErrIgnored, ErrTooLong nor a ValidationError", attr, value, err)
	}
}

// setterErrorCase is a setter call with the URL it leaves and its error:
// nil (applied), ErrIgnored (the standard leaves the URL unchanged and
// names no validation error), or the ValidationError that made it fail.
type setterErrorCase struct {
	name   string
	href   string // "" is the zero URL
	setter string
	value  string
	want   string
	err    error
}

// setterErrorCases are derived from the setter steps of
// https://url.spec.whatwg.org/#urlutils-members and the state-override
// branches of the basic URL parser.
var setterErrorCases = []setterErrorCase{
	// "cannot have a username/password/port": null or empty host, or file.
	{name: "port on file with empty host", href: "file:///x", setter: "port", value: "8080", want: "file:///x", err: ErrIgnored},
	{name: "port on file with host", href: "file://host/x", setter: "port", value: "8080", want: "file://host/x", err: ErrIgnored},
	{name: "username on opaque path", href: "mailto:x", setter: "username", value: "me", want: "mailto:x", err: ErrIgnored},
	{name: "password on null host", href: "sc:/path", setter: "password", value: "pw", want: "sc:/path", err: ErrIgnored},
	{name: "username on empty host", href: "sc:///path", setter: "username", value: "me", want: "sc:///path", err: ErrIgnored},
	{name: "username on file", href: "file://host/x", setter: "username", value: "me", want: "file://host/x", err: ErrIgnored},
	{name: "username encoded", href: "http://example.net/", setter: "username", value: "a@b:c", want: "http://a%40b%3Ac@example.net/"},
	{name: "password only", href: "http://example.net/", setter: "password", value: "p w", want: "http://:p%20w@example.net/"},
	{name: "empty username keeps password", href: "http://me:pw@example.net/", setter: "username", value: "", want: "http://:pw@example.net/"},

	// The scheme state with a state override.
	{name: "special to non-special", href: "https://example.com/", setter: "protocol", value: "foo", want: "https://example.com/", err: ErrIgnored},
	{name: "non-special to special", href: "sc://x/", setter: "protocol", value: "http", want: "sc://x/", err: ErrIgnored},
	{name: "file with credentials", href: "http://user@example.com/", setter: "protocol", value: "file", want: "http://user@example.com/", err: ErrIgnored},
	{name: "file with port", href: "http://example.com:8080/", setter: "protocol", value: "file", want: "http://example.com:8080/", err: ErrIgnored},
	{name: "from file with empty host", href: "file:///x", setter: "protocol", value: "http", want: "file:///x", err: ErrIgnored},
	{name: "empty scheme", href: "http://example.com/", setter: "protocol", value: "", want: "http://example.com/", err: ErrIgnored},
	{name: "scheme starting with digit", href: "http://example.com/", setter: "protocol", value: "1http", want: "http://example.com/", err: ErrIgnored},
	{name: "scheme with space", href: "http://example.com/", setter: "protocol", value: "ht tp", want: "http://example.com/", err: ErrIgnored},
	{name: "scheme up to colon", href: "http://example.com/", setter: "protocol", value: "https:ignored", want: "https://example.com/"},
	{name: "scheme lowercased", href: "http://example.com/", setter: "protocol", value: "HTTPS", want: "https://example.com/"},
	{name: "new default port dropped", href: "http://example.com:443/", setter: "protocol", value: "wss", want: "wss://example.com/"},
	{name: "non-special to non-special", href: "sc://x:8080/", setter: "protocol", value: "foo", want: "foo://x:8080/"},

	// The host and hostname setters.
	{name: "host on opaque path", href: "mailto:x", setter: "host", value: "example.com", want: "mailto:x", err: ErrIgnored},
	{name: "hostname on opaque path", href: "mailto:x", setter: "hostname", value: "example.com", want: "mailto:x", err: ErrIgnored},
	{name: "hostname with port", href: "http://example.net/", setter: "hostname", value: "example.com:8080", want: "http://example.net/", err: ErrIgnored},
	{name: "IPv6 unclosed", href: "http://example.net/", setter: "host", value: "[::1", want: "http://example.net/", err: IPv6Unclosed},
	{name: "host sets host before port fails", href: "http://example.net/path", setter: "host", value: "example.com:65536", want: "http://example.com/path", err: PortOutOfRange},
	{name: "empty host in special URL", href: "http://example.net/", setter: "host", value: "", want: "http://example.net/", err: HostMissing},
	{name: "port without host", href: "http://example.net/", setter: "host", value: ":8080", want: "http://example.net/", err: HostMissing},
	{name: "empty host with credentials", href: "sc://user@x/", setter: "host", value: "", want: "sc://user@x/", err: ErrIgnored},
	{name: "empty host with port", href: "sc://x:8080/", setter: "host", value: "", want: "sc://x:8080/", err: ErrIgnored},
	{name: "empty host in non-special URL", href: "sc://x/p", setter: "host", value: "", want: "sc:///p"},
	{name: "empty hostname in non-special URL", href: "sc://x/p", setter: "hostname", value: "", want: "sc:///p"},
	{name: "host and port", href: "http://example.net/", setter: "host", value: "example.com:8080", want: "http://example.com:8080/"},
	{name: "host keeps port", href: "http://example.net:8080/", setter: "host", value: "example.com", want: "http://example.com:8080/"},
	{name: "host stops at slash", href: "http://example.net/p", setter: "host", value: "example.com/path", want: "http://example.com/p"},
	{name: "space in domain", href: "http://example.net/", setter: "host", value: "exa mple.com", want: "http://example.net/", err: DomainToASCIIError},
	{name: "forbidden code point in opaque host", href: "sc://x/", setter: "host", value: "exa[mple", want: "sc://x/", err: HostInvalidCodePoint},
	{name: "IPv4 part out of range", href: "http://example.net/", setter: "host", value: "1.2.3.256", want: "http://example.net/", err: IPv4OutOfRangePart},
	{name: "hostname on file", href: "file:///p", setter: "hostname", value: "x", want: "file://x/p"},
	{name: "localhost on file", href: "file://x/p", setter: "hostname", value: "localhost", want: "file:///p"},
	{name: "hostname on null host", href: "sc:/p", setter: "hostname", value: "x", want: "sc://x/p"},
	// The host state sets the host, then the port state returns failure
	// (no validation error) on an empty port under a state override: the
	// URL changes, so the error must not wrap ErrIgnored.
	{name: "host with empty port", href: "http://example.net/p", setter: "host", value: "example.com:", want: "http://example.com/p"},
	{name: "host with non-digit port", href: "http://example.net/p", setter: "host", value: "example.com:abc", want: "http://example.com/p"},

	// The port setter.
	{name: "port out of range", href: "http://example.net/", setter: "port", value: "70000", want: "http://example.net/", err: PortOutOfRange},
	{name: "port not a number", href: "http://example.net/", setter: "port", value: "abc", want: "http://example.net/", err: ErrIgnored},
	{name: "port up to non-digit", href: "http://example.net/", setter: "port", value: "8080abc", want: "http://example.net:8080/"},
	{name: "empty port is null", href: "http://example.net:8080/", setter: "port", value: "", want: "http://example.net/"},
	{name: "default port is null", href: "http://example.net:8080/", setter: "port", value: "80", want: "http://example.net/"},
	{name: "port of tab only", href: "http://example.net:8080/", setter: "port", value: "\t", want: "http://example.net:8080/", err: ErrIgnored},
	{name: "port on non-special", href: "sc://x/", setter: "port", value: "8080", want: "sc://x:8080/"},

	// The pathname, search and hash setters.
	{name: "pathname on opaque path", href: "mailto:x", setter: "pathname", value: "/foo", want: "mailto:x", err: ErrIgnored},
	{name: "pathname needing dot", href: "sc:/p", setter: "pathname", value: "//x", want: "sc:/.//x"},
	{name: "empty pathname non-special", href: "sc://x/p", setter: "pathname", value: "", want: "sc://x"},
	{name: "empty pathname special", href: "http://x/p", setter: "pathname", value: "", want: "http://x/"},
	{name: "empty search is null", href: "http://example.net/p?q#f", setter: "search", value: "", want: "http://example.net/p#f"},
	{name: "search of question mark", href: "http://example.net/p?q#f", setter: "search", value: "?", want: "http://example.net/p?#f"},
	{name: "search of tab", href: "http://example.net/p?q#f", setter: "search", value: "\t", want: "http://example.net/p?#f"},
	// The leading '?' is removed before the parser removes the tab.
	{name: "search tab then question mark", href: "http://example.net/p", setter: "search", value: "\t?a", want: "http://example.net/p??a"},
	{name: "empty hash is null", href: "http://example.net/p?q#f", setter: "hash", value: "", want: "http://example.net/p?q"},
	{name: "hash of number sign", href: "http://example.net/p?q#f", setter: "hash", value: "#", want: "http://example.net/p?q#"},

	// The href setter.
	{name: "href not a URL", href: "http://example.net/", setter: "href", value: "not a url", want: "http://example.net/", err: MissingSchemeNonRelativeURL},
	{name: "href IPv6 unclosed", href: "http://example.net/", setter: "href", value: "http://[::1", want: "http://example.net/", err: IPv6Unclosed},

	// The zero URL.
	{name: "zero URL host", href: "", setter: "host", value: "example.com", want: "", err: ErrIgnored},
	{name: "zero URL hash", href: "", setter: "hash", value: "x", want: "", err: ErrIgnored},
	{name: "zero URL href", href: "", setter: "href", value: "http://x/", want: "http://x/"},
}

func TestSetterErrors(t *testing.T) {
	for _, c := range setterErrorCases {
		t.Run(c.name, func(t *testing.T) {
			var u URL
			if c.href != "" {
				u = MustParse(c.href)
			}
			before := u
			err := setterFuncs[c.setter](&u, c.value)
			if u.Href() != c.want {
				t.Errorf("set %s %q on %q: href %q, want %q (err %v)", c.setter, c.value, c.href, u.Href(), c.want, err)
			}
			switch want := c.err; {
			case want == nil:
				if err != nil {
					t.Errorf("set %s %q on %q: error %v, want nil", c.setter, c.value, c.href, err)
				}
			case errors.Is(want, ErrIgnored):
				if !errors.Is(err, ErrIgnored) {
					t.Errorf("set %s %q on %q: error %v, want one wrapping ErrIgnored", c.setter, c.value, c.href, err)
				}
			default:
				var ve ValidationError
				if !errors.Is(err, want) || !errors.As(err, &ve) || errors.Is(err, ErrIgnored) {
					t.Errorf("set %s %q on %q: error %v, want %v", c.setter, c.value, c.href, err, want)
				}
			}
			if !u.IsZero() {
				checkInvariants(t, u)
			}
			checkSetterContract(t, c.setter, c.value, before, u, err)
		})
	}
}

// strippingCodePoints are the code points the stripping tests insert into
// setter values: every C0 control, space and DELETE.
func strippingCodePoints() []byte {
	var cps []byte
	for c := byte(0); c <= 0x20; c++ {
		cps = append(cps, c)
	}
	return append(cps, 0x7F)
}

// stripPlace is where the code point goes: value is pre+post, and the code
// point is inserted before pre, between pre and post, or after post.
type stripPlace int

const (
	atStart stripPlace = iota
	inMiddle
	atEnd
)

func (p stripPlace) String() string { return [...]string{"start", "middle", "end"}[p] }

func (p stripPlace) insert(pre, post string, c byte) string {
	switch p {
	case atStart:
		return string(c) + pre + post
	case inMiddle:
		return pre + string(c) + post
	}
	return pre + post + string(c)
}

// strippingCase is one generated case: the setter, the URL, the value with
// the code point, and what the standard's steps make of it.
type strippingCase struct {
	name         string
	setter, href string
	value        string
	want         string
	err          error
	special      bool
	place        stripPlace
	codePoint    byte
}

// strippingURLs are the URLs the stripping cases change: parts of one
// special and one non-special URL, so that the expected href is written
// from its parts.
type strippingURL struct {
	special              bool
	scheme, host, port   string // port: "" or ":8080"
	path, query, fragmnt string // with their delimiters
}

func (s strippingURL) href() string {
	return s.scheme + "://" + s.host + s.port + s.path + s.query + s.fragmnt
}

var strippingURLs = []strippingURL{
	{special: true, scheme: "http", host: "example.net", path: "/p", query: "?q", fragmnt: "#f"},
	{special: false, scheme: "sc", host: "x", path: "/p", query: "?q", fragmnt: "#f"},
}

// strippingCases generates, for every setter, both URLs, every code point of
// strippingCodePoints and each place, the expected result from the
// standard's steps:
//
//   - The setters other than username and password run the basic URL
//     parser with url given, which removes every ASCII tab or newline from
//     the value but, unlike a parse without url, does not trim leading or
//     trailing C0 control or space. The username and password setters
//     percent-encode the value with the userinfo set and run no parser.
//   - The href setter runs the URL parser without url, so leading and
//     trailing C0 control or space is trimmed too.
//   - What is left of the code point is then handled by the state the
//     setter starts in: percent-encoded with that state's set, a failure
//     (forbidden domain or host code point, not a scheme code point), or
//     the end of the component (the port state stops at a non-digit).
func strippingCases() []strippingCase {
	var cases []strippingCase
	for _, su := range strippingURLs {
		base := su
		for _, setter := range setterNames {
			for _, c := range strippingCodePoints() {
				for _, place := range []stripPlace{atStart, inMiddle, atEnd} {
					sc := strippingCase{setter: setter, special: su.special, place: place, codePoint: c, href: base.href()}
					removed := specTabOrNewline(c)
					ins := func(pre, post string) string { return place.insert(pre, post, c) }
					want := base
					switch setter {
					case "protocol":
						// https://url.spec.whatwg.org/#scheme-start-state and
						// #scheme-state: a code point that is not ASCII
						// alphanumeric, +, - or . ends the scheme with failure
						// under a state override.
						want.port = ":8080"
						sc.href = want.href()
						newScheme := "https"
						if !su.special {
							newScheme = "foo"
						}
						sc.value = ins(newScheme[:2], newScheme[2:])
						if removed {
							want.scheme = newScheme
						} else {
							sc.err = ErrIgnored
						}
					case "username", "password":
						// https://url.spec.whatwg.org/#set-the-username: no
						// parser, so tab and newlines are encoded too; every
						// C0 control, space and DEL is in the userinfo set.
						sc.value = ins("us", "er")
						enc := specEncode(sc.value, specUserinfoSet)
						if setter == "username" {
							want.host = enc + "@" + want.host
						} else {
							want.host = ":" + enc + "@" + want.host
						}
					case "host", "hostname":
						if su.special {
							// https://url.spec.whatwg.org/#concept-host-parser:
							// a C0 control, space or DEL is a forbidden domain
							// code point, so the domain parser fails; strict
							// ToASCII fails on it too: domain-to-ASCII.
							sc.value = ins("examp", "le.com")
							if removed {
								want.host = "example.com"
							} else if specForbiddenDomain(c) {
								sc.err = DomainToASCIIError
							} else {
								panic("unreachable: every control is a forbidden domain code point")
							}
						} else {
							// https://url.spec.whatwg.org/#concept-opaque-host-parser:
							// forbidden host code points fail; other code points
							// are encoded with the C0 control percent-encode set.
							sc.value = ins("ho", "st")
							if removed {
								want.host = "host"
							} else if specForbiddenHost(c) {
								sc.err = HostInvalidCodePoint
							} else {
								want.host = specEncode(sc.value, specC0ControlSet)
							}
						}
					case "port":
						// https://url.spec.whatwg.org/#port-state: with a state
						// override, the first non-digit ends the port; with no
						// digit before it, failure (no validation error).
						sc.value = ins("12", "34")
						switch {
						case removed || place == atEnd:
							want.port = ":1234"
						case place == inMiddle:
							want.port = ":12"
						default:
							sc.err = ErrIgnored
						}
					case "pathname":
						// https://url.spec.whatwg.org/#path-state: encoded with
						// the path percent-encode set.
						sc.value = ins("a", "b")
						want.path = "/" + specEncode(specRemoveTabOrNewline(sc.value), specPathSet)
					case "search":
						// https://url.spec.whatwg.org/#query-state.
						sc.value = ins("a", "b")
						set := specQuerySet
						if su.special {
							set = specSpecialQuerySet
						}
						want.query = "?" + specEncode(specRemoveTabOrNewline(sc.value), set)
					case "hash":
						// https://url.spec.whatwg.org/#fragment-state.
						sc.value = ins("a", "b")
						want.fragmnt = "#" + specEncode(specRemoveTabOrNewline(sc.value), specFragmentSet)
					case "href":
						// https://url.spec.whatwg.org/#concept-basic-url-parser:
						// no url, so leading and trailing C0 control or space
						// is trimmed. DEL is not: at the start it is no scheme
						// (and there is no base); at the end it is part of the
						// fragment; in the middle, of the path.
						target := base
						target.path = "/p2"
						pre := target.scheme + "://" + target.host + "/p"
						post := "2" + target.query + target.fragmnt
						sc.value = ins(pre, post)
						want = target
						switch {
						case removed || place != inMiddle && specC0ControlOrSpace(c):
						case place == atStart:
							want = base
							sc.err = MissingSchemeNonRelativeURL
						case place == atEnd:
							want.fragmnt += specEncode(string(c), specFragmentSet)
						default:
							want.path = "/p" + specEncode(string(c), specPathSet) + "2"
						}
					}
					if sc.err != nil {
						sc.want = sc.href
					} else {
						sc.want = want.href()
					}
					kind := "special"
					if !su.special {
						kind = "non-special"
					}
					sc.name = fmt.Sprintf("%s/%s/%s/U+%04X", setter, kind, place, c)
					cases = append(cases, sc)
				}
			}
		}
	}
	return cases
}

// TestSetterStripping checks every setter with every C0 control, space and
// DEL at the start, middle and end of the value, in a special and a
// non-special URL, against strippingCases' expectations.
func TestSetterStripping(t *testing.T) {
	cases := strippingCases()
	if want := len(setterNames) * len(strippingURLs) * 34 * 3; len(cases) != want {
		t.Fatalf("%d cases, want %d", len(cases), want)
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			u := MustParse(c.href)
			before := u
			err := setterFuncs[c.setter](&u, c.value)
			if u.Href() != c.want {
				t.Errorf("set %s %q on %q: href %q, want %q (err %v)", c.setter, c.value, c.href, u.Href(), c.want, err)
			}
			switch {
			case c.err == nil && err != nil:
				t.Errorf("set %s %q on %q: error %v, want nil", c.setter, c.value, c.href, err)
			case c.err != nil && !errors.Is(err, c.err):
				t.Errorf("set %s %q on %q: error %v, want %v", c.setter, c.value, c.href, err, c.err)
			}
			checkSetterContract(t, c.setter, c.value, before, u, err)
			checkInvariants(t, u)
		})
	}
}

// setterOps encodes a sequence of setter calls for FuzzSetterSequences: for each
// (name, value) pair, the setter's index in setterNames, the value's length
// (at most 255 bytes) and the value.
func setterOps(nameValue ...string) string {
	var b []byte
	for i := 0; i+1 < len(nameValue); i += 2 {
		idx := slices.Index(setterNames, nameValue[i])
		if idx < 0 {
			panic("unknown setter " + nameValue[i])
		}
		v := nameValue[i+1]
		if len(v) > 255 {
			v = v[:255]
		}
		b = append(b, byte(idx), byte(len(v)))
		b = append(b, v...)
	}
	return string(b)
}

// decodeSetterOps is the inverse of setterOps; a truncated last value is
// taken as it is, and any byte picks a setter (modulo their number).
func decodeSetterOps(ops string) (names, values []string) {
	for len(ops) >= 2 {
		name := setterNames[int(ops[0])%len(setterNames)]
		n := min(int(ops[1]), len(ops)-2)
		names = append(names, name)
		values = append(values, ops[2:2+n])
		ops = ops[2+n:]
	}
	return names, values
}

// FuzzSetterSequences parses an href and applies a sequence of setter calls
// to it (fuzz_test.go's FuzzSetters calls one setter). After each call: no
// panic, the setter's error contract holds, the URL's invariants hold,
// parsing the href gives an equal URL, setting a component to what its
// getter returns changes nothing, and NetURL and FromNetURL round-trip as
// documented.
func FuzzSetterSequences(f *testing.F) {
	seeds := []struct{ href, ops string }{
		{"https://example.net/path", setterOps("host", "example.com:65536")},
		{"http://example.net", setterOps("port", "8080abc", "port", "", "hostname", "example.com:8080")},
		{"a://example.net", setterOps("protocol", "", "protocol", "b", "protocol", "https")},
		{"sc://x/", setterOps("host", "\x00", "hostname", "h\x01st", "host", "[::1]:80")},
		{"mailto:me@example.net", setterOps("pathname", "/foo", "hash", "x", "search", "a b", "hash", "")},
		{"file:///home/you/index.html", setterOps("username", "me", "host", "localhost", "hostname", "x", "protocol", "http")},
		{"sc:/p", setterOps("pathname", "//x", "hostname", "", "pathname", "/./..//a")},
		{"http://example.net/", setterOps("username", "a@b:c", "password", "p w", "username", "")},
		{"sc:opaque path?q#f", setterOps("search", "", "hash", "", "hash", "x")},
		{"file://x/C|/a", setterOps("pathname", "C|/../..", "host", "C:", "hostname", "[::1]")},
		{"http://[::1]:8080/", setterOps("host", "0x7f.1", "port", "0", "protocol", "ws")},
		{"ws://x/", setterOps("search", "?'\"#", "hash", "#`<>", "pathname", "\\a\\b?c#d")},
		{"https://example.com/", setterOps("href", " \tsc://ü/\n", "host", "xn--nxasmq6b", "protocol", "foo")},
		{"sc://x:1/", setterOps("host", "", "host", "y", "port", "65535", "port", "65536")},
	}
	for _, s := range seeds {
		f.Add(s.href, s.ops)
	}
	if dir := os.Getenv("WHATWGURL_WPT"); dir != "" {
		data, err := os.ReadFile(filepath.Join(dir, "setters_tests.json"))
		if err != nil {
			f.Fatalf("WPT data: %v", err)
		}
		for _, e := range decodeSettersData(f, data) {
			f.Add(e.c.Href, setterOps(e.attr, e.c.NewValue))
		}
	}
	f.Fuzz(func(t *testing.T, href, ops string) {
		u, err := Parse(href)
		if err != nil {
			return
		}
		checkInvariants(t, u)
		names, values := decodeSetterOps(ops)
		for i, name := range names {
			before := u
			err := setterFuncs[name](&u, values[i])
			checkSetterContract(t, name, values[i], before, u, err)
			checkInvariants(t, u)
			if v, err := Parse(u.Href()); err != nil || v != u {
				t.Fatalf("after set %s %q: Parse(%q) = %#v, %v; want %#v", name, values[i], u.Href(), v, err, u)
			}
			checkSelfAssignment(t, u)
			checkNetURLRoundTrip(t, u)
			if t.Failed() {
				t.Fatalf("after set %s %q on %q", name, values[i], before.Href())
			}
		}
	})
}

// checkSelfAssignment checks that setting a component to what its getter
// returns leaves u unchanged, wherever the standard makes that so: not
// the search or hash of an empty non-null query or fragment (whose getter
// returns "", which the setter reads as null), and not the host or hostname
// of a URL whose host is null (the empty value sets the empty host).
func checkSelfAssignment(t testing.TB, u URL) {
	t.Helper()
	for _, name := range []string{"protocol", "username", "password", "host", "hostname", "port", "pathname", "search", "hash", "href"} {
		switch name {
		case "host", "hostname":
			if u.HostKind() == NoHost {
				continue
			}
		case "search":
			if q, ok := u.RawQuery(); ok && q == "" {
				continue
			}
		case "hash":
			if f, ok := u.Fragment(); ok && f == "" {
				continue
			}
		}
		v := u
		err := setterFuncs[name](&v, getterFuncs[name](u))
		if v != u {
			t.Errorf("set %s to its own value %q on %q: %q (err %v)", name, getterFuncs[name](u), u.Href(), v.Href(), err)
		}
		if err != nil && !errors.Is(err, ErrIgnored) {
			t.Errorf("set %s to its own value %q on %q: error %v", name, getterFuncs[name](u), u.Href(), err)
		}
	}
}
