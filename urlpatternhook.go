package whatwgurl

import (
	"errors"

	"github.com/webstd/whatwgurl/internal/urlhook"
)

// The basic URL parser with a state override, for the urlpattern package's
// canonicalize steps (URL Pattern Standard, "Encoding callbacks"), set as
// a function variable of an internal package so that the public API does
// not grow (see internal/urlhook).

func init() {
	urlhook.Override = func(value string, st urlhook.State, scheme string) (string, error) {
		s, err := patternOverride(value, st, scheme)
		if err == 0 {
			return s, nil
		}
		if err == errIgnored {
			return "", errOverrideStopped
		}
		return "", err
	}
}

// errOverrideStopped: the parser returned without setting the component
// and without naming a validation error.
var errOverrideStopped = errors.New("the URL parser does not accept it as this component")

// patternDummy is the URL Pattern Standard's dummy URL.
// https://urlpattern.spec.whatwg.org/#url-pattern-create-a-dummy-url
var patternDummy = MustParse("https://dummy.invalid/")

// patternOverride implements urlhook.Override: the component, or the
// parser's failure (errIgnored for a failure the standard does not name).
func patternOverride(value string, st urlhook.State, scheme string) (string, ValidationError) {
	var override state
	switch st {
	case urlhook.Hostname:
		override = stateHostname
	case urlhook.Port:
		override = statePort
	case urlhook.PathStart:
		override = statePathStart
	case urlhook.OpaquePath:
		override = stateOpaquePath
	case urlhook.Query:
		override = stateQuery
	case urlhook.Fragment:
		override = stateFragment
	default:
		return "", errIgnored
	}
	// As overrideParse, but with the scheme given: no trimming, tabs and
	// newlines removed.
	cleaned, spare := cleanInput(value, false, reporter{}, 0)
	var o parseOptions
	var p parser
	p.init(cleaned, spare, &o)
	p.override = override
	p.url = patternDummy
	p.scheme = schemeKindOf(scheme)
	p.hostKind = patternDummy.hostKind
	err := p.run(override)
	switch override {
	case stateHostname:
		if err == 0 && p.hostEnd < 0 {
			err = errIgnored
		}
		if err != 0 {
			return "", err
		}
		return p.out.view(p.hostStart, p.hostEnd), 0
	case statePort:
		if err == 0 && !p.portDone {
			err = errIgnored
		}
		if err != 0 {
			return "", err
		}
		return p.portText, 0
	case stateOpaquePath:
		// The opaque path state goes on to the query or fragment state
		// at '?' or '#'; the path is what it wrote before.
		end := p.out.len()
		if p.queryStart >= 0 {
			end = p.queryStart
		} else if p.fragmentStart >= 0 {
			end = p.fragmentStart
		}
		return p.out.view(max(p.pathStart, 0), end), err
	case statePathStart:
		return p.out.view(max(p.pathStart, 0), p.out.len()), err
	}
	// The query and fragment states with a state override write only
	// their component.
	return p.out.view(0, p.out.len()), err
}
