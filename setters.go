package whatwgurl

import "strings"

// The setters of the URL class. Each follows the standard's setter steps:
// most run the basic URL parser on the value with a state override, which
// yields the new component(s); the URL is then taken apart, changed and
// serialized again, so it always is a URL the parser could have produced.
//
// A setter returns nil when the value was applied, an error wrapping
// ErrIgnored when the standard leaves the URL unchanged without naming a
// validation error, or an *Error wrapping the ValidationError that made
// the parser fail. A caller who ignores the error gets exactly the
// standard's behaviour. Setters on the zero URL do nothing and return
// ErrIgnored.
//
// The Parser has a method for each setter that runs the basic URL parser
// (Parser.SetHref, SetProtocol, SetHost, SetHostname, SetPort,
// SetPathname, SetSearch and SetHash): it is the URL's setter with the
// Parser's MaxLength applied, as Parser.Update applies it, and with its
// OnValidationError called for every validation error the parser signals,
// at offsets in the value as given.
// https://url.spec.whatwg.org/#urlutils-members

// overrideParse runs the basic URL parser on value with u as url and a
// state override; p receives the new components. The value is not trimmed
// (the standard trims only when no url is given) but tabs and newlines are
// removed. p belongs to the caller so that it stays on the stack. onError,
// when not nil, receives the validation errors at offsets in value plus
// shift (the length of a prefix the setter removed from its value).
func (u *URL) overrideParse(p *parser, value string, override state, onError func(ValidationError, int), shift int) ValidationError {
	cleaned, spare := cleanInput(value, false, reporter{fn: onError, pos: shift}, 0)
	var o parseOptions
	if onError != nil {
		o.onError = mapOffsets(onError, value, cleaned, false, true)
		if shift != 0 {
			fn := o.onError
			o.onError = func(e ValidationError, off int) { fn(e, shift+off) }
		}
	}
	p.init(cleaned, spare, &o)
	p.override = override
	p.url = *u
	p.scheme = schemeKindOf(u.Scheme())
	p.hostKind = u.hostKind
	return p.run(override)
}

// setterError wraps a parser failure for a setter.
func setterError(op, value string, e ValidationError) error {
	return &Error{Op: op, Input: value, Err: apiError(e)}
}

// apply serializes r into u.
func (u *URL) apply(op, value string, r *record) error {
	v, err := r.serialize()
	if err != 0 {
		return setterError(op, value, err)
	}
	*u = v
	return nil
}

// cannotHaveUsernamePasswordPort: the host is null or empty, or the scheme
// is "file".
// https://url.spec.whatwg.org/#cannot-have-a-username-password-port
func (u *URL) cannotHaveUsernamePasswordPort() bool {
	return u.hostKind == NoHost || u.hostKind == EmptyHost || u.Scheme() == "file"
}

// SetHref replaces u with the result of parsing v. On failure u is
// unchanged and the error is returned (the href setter throws a TypeError).
// https://url.spec.whatwg.org/#dom-url-href
func (u *URL) SetHref(v string) error {
	return u.setHref(v, nil)
}

func (u *URL) setHref(v string, onError func(ValidationError, int)) error {
	p := Parser{OnValidationError: onError}
	parsed, err := p.Parse(v)
	if err != nil {
		err.(*Error).Op = "set href"
		return err
	}
	*u = parsed
	return nil
}

// SetProtocol sets the scheme to v, up to its first ':'. The standard
// ignores a change between a special and a non-special scheme, to "file"
// from a URL with credentials or a port, and from "file" with an empty
// host; the port is dropped when it is the new scheme's default port.
// https://url.spec.whatwg.org/#dom-url-protocol
func (u *URL) SetProtocol(v string) error {
	return u.setProtocol(v, nil)
}

func (u *URL) setProtocol(v string, onError func(ValidationError, int)) error {
	const op = "set protocol"
	if u.IsZero() {
		return setterError(op, v, errIgnored)
	}
	var p parser
	err := u.overrideParse(&p, v, stateSchemeStart, onError, 0) // the parser reads the end of v as ':'

	if err != 0 {
		return setterError(op, v, errIgnored)
	}
	r := u.record()
	r.scheme = p.out.view(0, p.schemeEnd)
	if r.port != "" && r.port == defaultPortString(p.scheme) {
		r.port = ""
	}
	return u.apply(op, v, &r)
}

// SetUsername sets the username to v, percent-encoded with the userinfo
// set; ignored when the URL cannot have a username.
// https://url.spec.whatwg.org/#dom-url-username
func (u *URL) SetUsername(v string) error {
	return u.setUsername(v, false)
}

// setUsername is SetUsername; slow skips the fast path (its twin test).
func (u *URL) setUsername(v string, slow bool) error {
	const op = "set username"
	if u.IsZero() || u.cannotHaveUsernamePasswordPort() {
		return setterError(op, v, errIgnored)
	}
	if !slow && u.setUsernameFast(v) {
		return nil
	}
	r := u.record()
	r.username = PercentEncode(v, UserinfoSet)
	return u.apply(op, v, &r)
}

// SetPassword sets the password to v, percent-encoded with the userinfo
// set; ignored when the URL cannot have a password.
// https://url.spec.whatwg.org/#dom-url-password
func (u *URL) SetPassword(v string) error {
	return u.setPassword(v, false)
}

// setPassword is SetPassword; slow skips the fast path (its twin test).
func (u *URL) setPassword(v string, slow bool) error {
	const op = "set password"
	if u.IsZero() || u.cannotHaveUsernamePasswordPort() {
		return setterError(op, v, errIgnored)
	}
	if !slow && u.setPasswordFast(v) {
		return nil
	}
	r := u.record()
	r.password = PercentEncode(v, UserinfoSet)
	return u.apply(op, v, &r)
}

// SetHost sets the host, and the port when v has one ("example.com:8080").
// A value without a port leaves the port as it is. Ignored for a URL with
// an opaque path. As in the standard, a valid host followed by an invalid
// port sets the host and returns the port's error.
// https://url.spec.whatwg.org/#dom-url-host
func (u *URL) SetHost(v string) error {
	return u.setHost("set host", v, stateHost, nil)
}

// SetHostname sets the host; a value with a port is ignored. Ignored for
// a URL with an opaque path.
// https://url.spec.whatwg.org/#dom-url-hostname
func (u *URL) SetHostname(v string) error {
	return u.setHost("set hostname", v, stateHostname, nil)
}

func (u *URL) setHost(op, v string, override state, onError func(ValidationError, int)) error {
	if u.IsZero() || u.opaquePath {
		return setterError(op, v, errIgnored)
	}
	if onError == nil && u.setHostFast(v, override == stateHost) {
		return nil
	}
	var p parser
	err := u.overrideParse(&p, v, override, onError, 0)
	hostSet := p.hostEnd >= 0
	if !hostSet && !p.portDone {
		if err == 0 {
			err = errIgnored
		}
		return setterError(op, v, err)
	}
	r := u.record()
	if hostSet {
		r.hostKind = p.hostKind
		r.host = p.out.view(p.hostStart, p.hostEnd)
	}
	if p.portDone {
		r.port = p.portText
	}
	if applyErr := u.apply(op, v, &r); applyErr != nil {
		return applyErr
	}
	// The host was set; a port that then fails with a named error is
	// reported, one the standard stops at without naming ("example.com:")
	// leaves the port as it was, and the value counts as applied.
	if err != 0 && err != errIgnored {
		return setterError(op, v, err)
	}
	return nil
}

// SetPort sets the port; "" makes it null. Everything from the first
// code point that is not an ASCII digit is ignored ("8080stuff" sets
// 8080), and a special scheme's default port is null. Ignored when the URL
// cannot have a port.
// https://url.spec.whatwg.org/#dom-url-port
func (u *URL) SetPort(v string) error {
	return u.setPort(v, nil)
}

func (u *URL) setPort(v string, onError func(ValidationError, int)) error {
	const op = "set port"
	if u.IsZero() || u.cannotHaveUsernamePasswordPort() {
		return setterError(op, v, errIgnored)
	}
	if onError == nil && u.setPortFast(v) {
		return nil
	}
	r := u.record()
	if v == "" {
		r.port = ""
		return u.apply(op, v, &r)
	}
	var p parser
	if err := u.overrideParse(&p, v, statePort, onError, 0); err != 0 {
		return setterError(op, v, err)
	}
	r.port = p.portText
	return u.apply(op, v, &r)
}

// SetPathname replaces the path with v, parsed as a path: dot segments are
// resolved and code points percent-encoded with the path set; '?' and '#'
// are encoded, not read as delimiters. Ignored for a URL with an opaque
// path.
// https://url.spec.whatwg.org/#dom-url-pathname
func (u *URL) SetPathname(v string) error {
	return u.setPathname(v, nil)
}

func (u *URL) setPathname(v string, onError func(ValidationError, int)) error {
	const op = "set pathname"
	if u.IsZero() || u.opaquePath {
		return setterError(op, v, errIgnored)
	}
	if onError == nil && u.setPathnameFast(v) {
		return nil
	}
	var p parser
	if err := u.overrideParse(&p, v, statePathStart, onError, 0); err != 0 {
		return setterError(op, v, err)
	}
	r := u.record()
	r.path = p.out.view(max(p.pathStart, 0), p.out.len())
	return u.apply(op, v, &r)
}

// SetSearch sets the query to v without one leading '?', percent-encoded
// with the query set (the special-query set for a special URL); "" makes
// the query null. Unlike the standard's IDL attribute it returns an error:
// one wrapping ErrIgnored for the zero URL, which it leaves unchanged, and
// ErrTooLong when the href would be 4 GiB or more. No value fails to
// parse: the query state accepts every input.
// https://url.spec.whatwg.org/#dom-url-search
func (u *URL) SetSearch(v string) error {
	return u.setSearch(v, nil)
}

func (u *URL) setSearch(v string, onError func(ValidationError, int)) error {
	const op = "set search"
	if u.IsZero() {
		return setterError(op, v, errIgnored)
	}
	input := strings.TrimPrefix(v, "?")
	if v != "" && onError == nil && u.setSearchFast(input) {
		return nil
	}
	r := u.record()
	if v == "" {
		r.query, r.hasQuery = "", false
		return u.apply(op, v, &r)
	}
	var p parser
	if err := u.overrideParse(&p, input, stateQuery, onError, len(v)-len(input)); err != 0 {
		return setterError(op, v, err)
	}
	r.query, r.hasQuery = p.out.view(0, p.out.len()), true
	return u.apply(op, v, &r)
}

// SetHash sets the fragment to v without one leading '#', percent-encoded
// with the fragment set; "" makes the fragment null.
// https://url.spec.whatwg.org/#dom-url-hash
func (u *URL) SetHash(v string) error {
	return u.setHash(v, nil)
}

func (u *URL) setHash(v string, onError func(ValidationError, int)) error {
	const op = "set hash"
	if u.IsZero() {
		return setterError(op, v, errIgnored)
	}
	input := strings.TrimPrefix(v, "#")
	if v != "" && onError == nil && u.setHashFast(input) {
		return nil
	}
	r := u.record()
	if v == "" {
		r.fragment, r.hasFragment = "", false
		return u.apply(op, v, &r)
	}
	var p parser
	if err := u.overrideParse(&p, input, stateFragment, onError, len(v)-len(input)); err != 0 {
		return setterError(op, v, err)
	}
	r.fragment, r.hasFragment = p.out.view(0, p.out.len()), true
	return u.apply(op, v, &r)
}

// The setters with a Parser: each is the URL's setter of the same name,
// with p.MaxLength applied as Update applies it and p.OnValidationError
// called for every validation error the basic URL parser signals, at
// offsets in v as given (the setter's own removals included: SetSearch's
// leading '?' is offset 0). p.Base and p.Encoding do not apply: the
// standard's setters parse without a base, in UTF-8. SetUsername and
// SetPassword run no parser and signal no validation error; Update applies
// the length limit to them.

// SetHref is u.SetHref(v) with p's MaxLength and OnValidationError.
// https://url.spec.whatwg.org/#dom-url-href
func (p *Parser) SetHref(u *URL, v string) error {
	return p.Update(u, func(u *URL) error { return u.setHref(v, p.OnValidationError) })
}

// SetProtocol is u.SetProtocol(v) with p's MaxLength and
// OnValidationError.
// https://url.spec.whatwg.org/#dom-url-protocol
func (p *Parser) SetProtocol(u *URL, v string) error {
	return p.Update(u, func(u *URL) error { return u.setProtocol(v, p.OnValidationError) })
}

// SetHost is u.SetHost(v) with p's MaxLength and OnValidationError.
// https://url.spec.whatwg.org/#dom-url-host
func (p *Parser) SetHost(u *URL, v string) error {
	return p.Update(u, func(u *URL) error { return u.setHost("set host", v, stateHost, p.OnValidationError) })
}

// SetHostname is u.SetHostname(v) with p's MaxLength and
// OnValidationError.
// https://url.spec.whatwg.org/#dom-url-hostname
func (p *Parser) SetHostname(u *URL, v string) error {
	return p.Update(u, func(u *URL) error { return u.setHost("set hostname", v, stateHostname, p.OnValidationError) })
}

// SetPort is u.SetPort(v) with p's MaxLength and OnValidationError.
// https://url.spec.whatwg.org/#dom-url-port
func (p *Parser) SetPort(u *URL, v string) error {
	return p.Update(u, func(u *URL) error { return u.setPort(v, p.OnValidationError) })
}

// SetPathname is u.SetPathname(v) with p's MaxLength and
// OnValidationError.
// https://url.spec.whatwg.org/#dom-url-pathname
func (p *Parser) SetPathname(u *URL, v string) error {
	return p.Update(u, func(u *URL) error { return u.setPathname(v, p.OnValidationError) })
}

// SetSearch is u.SetSearch(v) with p's MaxLength and OnValidationError.
// https://url.spec.whatwg.org/#dom-url-search
func (p *Parser) SetSearch(u *URL, v string) error {
	return p.Update(u, func(u *URL) error { return u.setSearch(v, p.OnValidationError) })
}

// SetHash is u.SetHash(v) with p's MaxLength and OnValidationError.
// https://url.spec.whatwg.org/#dom-url-hash
func (p *Parser) SetHash(u *URL, v string) error {
	return p.Update(u, func(u *URL) error { return u.setHash(v, p.OnValidationError) })
}
