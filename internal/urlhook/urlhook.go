// Package urlhook lets the urlpattern package run this module's basic URL
// parser with a state override, which the URL Pattern Standard's
// canonicalize steps need and the root package's public API does not
// offer (its setters parse only on a URL that has a scheme and apply their
// own rules: SetSearch drops a leading '?', no setter enters the opaque
// path state, no setter takes an arbitrary scheme for the port state).
//
// The root package imports this package and sets Override in an init
// function (urlpatternhook.go); the hook is internal, so the root's public
// API does not grow. This package imports nothing of the module, so there
// is no import cycle.
package urlhook

// State names a state of the basic URL parser used as a state override.
// https://url.spec.whatwg.org/#basic-url-parser
type State uint8

// The state overrides the URL Pattern Standard's canonicalize steps use.
const (
	Hostname   State = iota + 1 // hostname state: canonicalize a hostname
	Port                        // port state: canonicalize a port
	PathStart                   // path start state, on an empty path: canonicalize a pathname
	OpaquePath                  // opaque path state, on an empty opaque path: canonicalize an opaque pathname
	Query                       // query state, on an empty query: canonicalize a search
	Fragment                    // fragment state, on an empty fragment: canonicalize a hash
)

// Override runs the basic URL parser on value with the dummy URL of the
// URL Pattern Standard ("https://dummy.invalid/", "create a dummy URL") as
// url and state as the state override, the dummy URL's scheme replaced by
// scheme first (the port state reads the scheme's default port; pass
// "https" to keep the dummy's), and the component the state wrote
// emptied first. It returns the component that state sets, serialized as
// the URL's getter would (the host serialized, the port in decimal or ""
// for null, the path by the URL path serializer, the query, the
// fragment), or the error of the basic URL parser's failure (a
// whatwgurl.ValidationError when the parser names one).
//
// It is nil only when the root package is not linked, which cannot
// happen for a package that imports it.
var Override func(value string, state State, scheme string) (string, error)
