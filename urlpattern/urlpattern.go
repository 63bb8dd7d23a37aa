// Package urlpattern implements the WHATWG URL Pattern Standard: patterns
// such as "https://*.example.com/api/:version/users/:id(\\d+)" that match
// URLs component by component and give the parts they matched, as
// JavaScript's URLPattern does in browsers, Node.js, Deno and Bun.
//
// Patterns and the URLs they are matched against are read by this
// module's own URL parser (package whatwgurl), with the canonicalize steps
// of the standard run through its basic URL parser with a state override,
// so a pattern reads a URL exactly as the browser that produced it.
//
// Matching takes time linear in the input for every pattern: components
// without a custom regular expression group are matched without a regexp
// engine; the others run on Go's regexp package (RE2), which cannot take
// more than linear time. See docs/urlpattern.md.
//
// https://urlpattern.spec.whatwg.org/
package urlpattern

import (
	"strings"
	"unicode/utf8"

	"github.com/webstd/whatwgurl"
	"github.com/webstd/whatwgurl/internal/utf8s"
)

// Init holds a pattern or a URL as separate components (the standard's
// URLPatternInit dictionary); nil is a member that is not given.
// https://urlpattern.spec.whatwg.org/#dictdef-urlpatterninit
type Init struct {
	Protocol, Username, Password, Hostname, Port, Pathname, Search, Hash, BaseURL *string
}

// Options are the standard's URLPatternOptions.
// https://urlpattern.spec.whatwg.org/#dictdef-urlpatternoptions
type Options struct {
	// IgnoreCase matches the pathname, search and hash case-insensitively
	// (ECMAScript's "i" flag); the other components are always
	// case-sensitive, since the URL parser lowercases them.
	IgnoreCase bool
}

// Pattern is a compiled URL pattern (the standard's URL pattern struct
// behind the URLPattern class). It is safe for concurrent use.
// https://urlpattern.spec.whatwg.org/#url-pattern-struct
type Pattern struct {
	protocol, username, password, hostname, port, pathname, search, hash *component
	ignoreCase                                                           bool
}

// Result is what Exec returns for a URL that matches: each component's
// input and groups (the standard's URLPatternResult).
// https://urlpattern.spec.whatwg.org/#dictdef-urlpatternresult
type Result struct {
	Protocol, Username, Password, Hostname, Port, Pathname, Search, Hash ComponentResult
}

// ComponentResult is one component's input and groups, in the order of
// the pattern (the standard's URLPatternComponentResult).
type ComponentResult struct {
	Input  string
	Groups []Group
}

// Group is a group of a component's pattern and what it matched.
type Group struct {
	// Name is the group's name: ":id" is "id"; unnamed groups ("*",
	// "(\\d+)") are numbered from "0" in each component.
	Name string
	// Value is what the group matched.
	Value string
	// Matched is false when the group took no part in the match
	// (JavaScript's undefined), as an optional group left out.
	Matched bool
}

// Get returns the value of the group named name, and whether the group
// took part in the match.
func (r ComponentResult) Get(name string) (string, bool) {
	for _, g := range r.Groups {
		if g.Name == name {
			return g.Value, g.Matched
		}
	}
	return "", false
}

// scalar turns a Go string into a scalar value string, as a USVString
// argument is: each maximal invalid UTF-8 subsequence becomes U+FFFD.
func scalar(s string) string {
	if utf8.ValidString(s) {
		return s
	}
	return string(utf8s.AppendScalarValues(nil, s))
}

func scalarPtr(p *string) *string {
	if p == nil {
		return nil
	}
	s := scalar(*p)
	return &s
}

// New compiles a pattern from a constructor string, such as
// "https://example.com/books/:id". baseURL, when not "", is the base URL
// against which a relative constructor string is read ("" means none: a
// relative pattern such as "/books/:id" then fails). It is
// new URLPattern(input, baseURL, options).
// https://urlpattern.spec.whatwg.org/#dom-urlpattern-urlpattern
func New(input, baseURL string, opts Options) (*Pattern, error) {
	input = scalar(input)
	init, err := parseConstructorString(input)
	if err != nil {
		return nil, withComponent(err, "", input)
	}
	if baseURL == "" && init.Protocol == nil {
		return nil, &Error{Input: input, Offset: -1, Msg: "a relative constructor string needs a base URL"}
	}
	if baseURL != "" {
		b := scalar(baseURL)
		init.BaseURL = &b
	}
	p, err := create(init, opts)
	if err != nil {
		return nil, withComponent(err, "", input)
	}
	return p, nil
}

// MustNew is New that panics on error, for patterns written in the
// program.
func MustNew(input, baseURL string, opts Options) *Pattern {
	p, err := New(input, baseURL, opts)
	if err != nil {
		panic(err)
	}
	return p
}

// NewFromInit compiles a pattern from separate components; a component
// not given matches anything ("*"), unless init.BaseURL gives it. It is
// new URLPattern(init, options).
// https://urlpattern.spec.whatwg.org/#dom-urlpattern-urlpattern-input-options
func NewFromInit(init Init, opts Options) (*Pattern, error) {
	return create(scalarInit(init), opts)
}

func scalarInit(init Init) Init {
	return Init{
		Protocol: scalarPtr(init.Protocol), Username: scalarPtr(init.Username), Password: scalarPtr(init.Password),
		Hostname: scalarPtr(init.Hostname), Port: scalarPtr(init.Port), Pathname: scalarPtr(init.Pathname),
		Search: scalarPtr(init.Search), Hash: scalarPtr(init.Hash), BaseURL: scalarPtr(init.BaseURL),
	}
}

// create is "create" a URL pattern.
// https://urlpattern.spec.whatwg.org/#url-pattern-create
func create(init Init, opts Options) (*Pattern, error) {
	processed, err := processInit(init, typePattern, nil, nil, nil, nil, nil, nil, nil, nil)
	if err != nil {
		return nil, err
	}
	for _, f := range processed.fields() {
		if *f == nil {
			*f = ptr("*")
		}
	}
	if k := specialDefaultPort(*processed.Protocol); k != "" && *processed.Port == k {
		processed.Port = ptr("")
	}
	p := &Pattern{ignoreCase: opts.IgnoreCase}
	compile := func(dst **component, name, input string, encode encodingCallback, o options) error {
		c, err := compileComponent(input, encode, o)
		if err != nil {
			return withComponent(err, name, input)
		}
		*dst = c
		return nil
	}
	if err := compile(&p.protocol, "protocol", *processed.Protocol, canonicalizeProtocol, defaultOptions); err != nil {
		return nil, err
	}
	if err := compile(&p.username, "username", *processed.Username, canonicalizeUsername, defaultOptions); err != nil {
		return nil, err
	}
	if err := compile(&p.password, "password", *processed.Password, canonicalizePassword, defaultOptions); err != nil {
		return nil, err
	}
	hostEncode := canonicalizeHostname
	if hostnameIsIPv6(*processed.Hostname) {
		hostEncode = canonicalizeIPv6Hostname
	}
	if err := compile(&p.hostname, "hostname", *processed.Hostname, hostEncode, hostnameOptions); err != nil {
		return nil, err
	}
	if err := compile(&p.port, "port", *processed.Port, canonicalizePort, defaultOptions); err != nil {
		return nil, err
	}
	compileOptions := defaultOptions
	compileOptions.ignoreCase = opts.IgnoreCase
	if p.protocol.matchesSpecialScheme() {
		pathOptions := pathnameOptions
		pathOptions.ignoreCase = opts.IgnoreCase
		if err := compile(&p.pathname, "pathname", *processed.Pathname, canonicalizePathname, pathOptions); err != nil {
			return nil, err
		}
	} else if err := compile(&p.pathname, "pathname", *processed.Pathname, canonicalizeOpaquePathname, compileOptions); err != nil {
		return nil, err
	}
	if err := compile(&p.search, "search", *processed.Search, canonicalizeSearch, compileOptions); err != nil {
		return nil, err
	}
	if err := compile(&p.hash, "hash", *processed.Hash, canonicalizeHash, compileOptions); err != nil {
		return nil, err
	}
	return p, nil
}

// specialDefaultPort returns the default port of a special scheme in
// decimal, or "" for another scheme or one without a default port.
// https://url.spec.whatwg.org/#default-port
func specialDefaultPort(scheme string) string {
	switch scheme {
	case "ftp":
		return "21"
	case "http", "ws":
		return "80"
	case "https", "wss":
		return "443"
	}
	return ""
}

func isSpecialScheme(scheme string) bool {
	switch scheme {
	case "ftp", "file", "http", "https", "ws", "wss":
		return true
	}
	return false
}

// hostnameIsIPv6 is "hostname pattern is an IPv6 address".
func hostnameIsIPv6(input string) bool {
	if utf8.RuneCountInString(input) < 2 {
		return false
	}
	return input[0] == '[' || input[0] == '{' && input[1] == '[' || input[0] == '\\' && input[1] == '['
}

func (init *Init) fields() [8]**string {
	return [8]**string{&init.Protocol, &init.Username, &init.Password, &init.Hostname, &init.Port, &init.Pathname, &init.Search, &init.Hash}
}

// Protocol returns the protocol component's pattern string, normalized.
func (p *Pattern) Protocol() string { return p.protocol.patternString }

// Username returns the username component's pattern string.
func (p *Pattern) Username() string { return p.username.patternString }

// Password returns the password component's pattern string.
func (p *Pattern) Password() string { return p.password.patternString }

// Hostname returns the hostname component's pattern string.
func (p *Pattern) Hostname() string { return p.hostname.patternString }

// Port returns the port component's pattern string.
func (p *Pattern) Port() string { return p.port.patternString }

// Pathname returns the pathname component's pattern string.
func (p *Pattern) Pathname() string { return p.pathname.patternString }

// Search returns the search component's pattern string.
func (p *Pattern) Search() string { return p.search.patternString }

// Hash returns the hash component's pattern string.
func (p *Pattern) Hash() string { return p.hash.patternString }

// HasRegExpGroups reports whether a component has a custom regular
// expression group such as "(\\d+)" (the standard's hasRegExpGroups).
// https://urlpattern.spec.whatwg.org/#url-pattern-has-regexp-groups
func (p *Pattern) HasRegExpGroups() bool {
	for _, c := range p.components() {
		if c.hasRegexpGroups {
			return true
		}
	}
	return false
}

// IgnoreCase reports whether the pattern was compiled with
// Options.IgnoreCase.
func (p *Pattern) IgnoreCase() bool { return p.ignoreCase }

// String returns the pattern's components, for debugging.
func (p *Pattern) String() string {
	var b strings.Builder
	names := [8]string{"protocol", "username", "password", "hostname", "port", "pathname", "search", "hash"}
	for i, c := range p.components() {
		if i > 0 {
			b.WriteString(" ")
		}
		b.WriteString(names[i] + "=" + c.patternString)
	}
	return b.String()
}

func (p *Pattern) components() [8]*component {
	return [8]*component{p.protocol, p.username, p.password, p.hostname, p.port, p.pathname, p.search, p.hash}
}

// urlComponents are the eight strings a pattern matches.
type urlComponents [8]string

// fromURL takes the components of a parsed URL, as the standard's match
// steps do.
func fromURL(u whatwgurl.URL) urlComponents {
	q, _ := u.RawQuery()
	f, _ := u.Fragment()
	return urlComponents{u.Scheme(), u.Username(), u.Password(), u.Hostname(), u.Port(), u.Pathname(), q, f}
}

// parseInput runs the basic URL parser on input, with baseURL as its base
// when not "" (the standard's match steps for a string input).
func parseInput(input, baseURL string) (whatwgurl.URL, bool) {
	if baseURL != "" {
		base, err := whatwgurl.Parse(baseURL)
		if err != nil {
			return whatwgurl.URL{}, false
		}
		u, err := base.Parse(input)
		return u, err == nil
	}
	u, err := whatwgurl.Parse(input)
	return u, err == nil
}

// initComponents runs the standard's match steps for an init input:
// process it as a URL; a failure there is no match.
func initComponents(init Init) (urlComponents, bool) {
	e := ""
	r, err := processInit(scalarInit(init), typeURL, &e, &e, &e, &e, &e, &e, &e, &e)
	if err != nil {
		return urlComponents{}, false
	}
	return urlComponents{*r.Protocol, *r.Username, *r.Password, *r.Hostname, *r.Port, *r.Pathname, *r.Search, *r.Hash}, true
}

// Test reports whether the URL input, read against baseURL when that is
// not "", matches the pattern (the standard's test()). An input that is
// not a URL does not match.
// https://urlpattern.spec.whatwg.org/#dom-urlpattern-test
func (p *Pattern) Test(input, baseURL string) bool {
	u, ok := parseInput(input, baseURL)
	if !ok {
		return false
	}
	return p.TestURL(u)
}

// TestURL reports whether the parsed URL u matches the pattern.
func (p *Pattern) TestURL(u whatwgurl.URL) bool {
	if u.IsZero() {
		return false
	}
	// The order: the components that most often tell URLs apart first.
	q, _ := u.RawQuery()
	f, _ := u.Fragment()
	return p.pathname.test(u.Pathname()) && p.hostname.test(u.Hostname()) && p.protocol.test(u.Scheme()) &&
		p.port.test(u.Port()) && p.search.test(q) && p.hash.test(f) &&
		p.username.test(u.Username()) && p.password.test(u.Password())
}

// TestInit reports whether the components in init, processed as a URL's
// (init.BaseURL gives those not given), match the pattern.
func (p *Pattern) TestInit(init Init) bool {
	c, ok := initComponents(init)
	if !ok {
		return false
	}
	return p.testComponents(&c)
}

func (p *Pattern) testComponents(c *urlComponents) bool {
	for i, comp := range p.components() {
		if !comp.test(c[i]) {
			return false
		}
	}
	return true
}

// Exec matches the URL input, read against baseURL when that is not "",
// and returns each component's input and groups, or nil when it does not
// match (the standard's exec()).
// https://urlpattern.spec.whatwg.org/#dom-urlpattern-exec
func (p *Pattern) Exec(input, baseURL string) *Result {
	u, ok := parseInput(input, baseURL)
	if !ok {
		return nil
	}
	return p.ExecURL(u)
}

// ExecURL matches the parsed URL u (Exec without the parse).
func (p *Pattern) ExecURL(u whatwgurl.URL) *Result {
	if u.IsZero() {
		return nil
	}
	c := fromURL(u)
	return p.execComponents(&c)
}

// ExecInit matches the components in init, processed as a URL's.
func (p *Pattern) ExecInit(init Init) *Result {
	c, ok := initComponents(init)
	if !ok {
		return nil
	}
	return p.execComponents(&c)
}

// matchOrder is the order in which Exec matches the components (indexes
// of urlComponents): TestURL's, the components that most often tell URLs
// apart first.
var matchOrder = [8]int{5, 3, 0, 4, 6, 7, 1, 2}

func (p *Pattern) execComponents(c *urlComponents) *Result {
	comps := p.components()
	// Match every component first, recording the groups' offsets on the
	// stack, so that a URL that does not match allocates nothing and one
	// that does is matched once.
	var off [9]int
	for i, comp := range comps {
		off[i+1] = off[i] + len(comp.names)
	}
	n := off[8]
	var buf [64]int
	caps := buf[:]
	if 2*n > len(buf) {
		caps = make([]int, 2*n)
	}
	for _, i := range matchOrder {
		if !comps[i].match(c[i], caps[2*off[i]:]) {
			return nil
		}
	}
	r, groups := newResult(n)
	dst := [8]*ComponentResult{&r.Protocol, &r.Username, &r.Password, &r.Hostname, &r.Port, &r.Pathname, &r.Search, &r.Hash}
	for i, comp := range comps {
		comp.result(dst[i], c[i], caps[2*off[i]:], groups[off[i]:])
	}
	return r
}

// resultWith is a Result and the backing array of its groups, allocated
// together: Exec allocates once, and no more than it needs.
type resultWith[A any] struct {
	r Result
	g A
}

// newResult returns a Result and room for its n groups, in one allocation
// for up to 16 groups.
func newResult(n int) (*Result, []Group) {
	switch {
	case n == 0:
		return new(Result), nil
	case n == 1:
		x := new(resultWith[[1]Group])
		return &x.r, x.g[:]
	case n == 2:
		x := new(resultWith[[2]Group])
		return &x.r, x.g[:]
	case n == 3:
		x := new(resultWith[[3]Group])
		return &x.r, x.g[:]
	case n == 4:
		x := new(resultWith[[4]Group])
		return &x.r, x.g[:]
	case n <= 6:
		x := new(resultWith[[6]Group])
		return &x.r, x.g[:n]
	case n <= 8:
		x := new(resultWith[[8]Group])
		return &x.r, x.g[:n]
	case n <= 12:
		x := new(resultWith[[12]Group])
		return &x.r, x.g[:n]
	case n <= 16:
		x := new(resultWith[[16]Group])
		return &x.r, x.g[:n]
	}
	return new(Result), make([]Group, n)
}
