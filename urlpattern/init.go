package urlpattern

import (
	"strings"

	"github.com/webstd/whatwgurl"
)

// URLPatternInit processing: the URL Pattern Standard, "URLPatternInit
// processing".
// https://urlpattern.spec.whatwg.org/#canon-processing-for-init

// initType is the type argument of "process a URLPatternInit".
type initType uint8

const (
	typePattern initType = iota // "pattern"
	typeURL                     // "url"
)

// processInit is "process a URLPatternInit".
// https://urlpattern.spec.whatwg.org/#process-a-urlpatterninit
func processInit(init Init, typ initType, protocol, username, password, hostname, port, pathname, search, hash *string) (Init, error) {
	result := Init{Protocol: protocol, Username: username, Password: password, Hostname: hostname,
		Port: port, Pathname: pathname, Search: search, Hash: hash}
	var baseURL whatwgurl.URL
	hasBase := false
	if init.BaseURL != nil {
		u, err := whatwgurl.Parse(*init.BaseURL)
		if err != nil {
			return Init{}, &Error{Component: "baseURL", Input: *init.BaseURL, Offset: -1, Msg: "not a valid URL", Err: err}
		}
		baseURL, hasBase = u, true
		if init.Protocol == nil {
			result.Protocol = ptr(processBaseURLString(baseURL.Scheme(), typ))
		}
		if typ != typePattern && init.Protocol == nil && init.Hostname == nil && init.Port == nil && init.Username == nil {
			result.Username = ptr(processBaseURLString(baseURL.Username(), typ))
		}
		if typ != typePattern && init.Protocol == nil && init.Hostname == nil && init.Port == nil && init.Username == nil && init.Password == nil {
			result.Password = ptr(processBaseURLString(baseURL.Password(), typ))
		}
		if init.Protocol == nil && init.Hostname == nil {
			result.Hostname = ptr(processBaseURLString(baseURL.Hostname(), typ))
		}
		if init.Protocol == nil && init.Hostname == nil && init.Port == nil {
			result.Port = ptr(baseURL.Port())
		}
		if init.Protocol == nil && init.Hostname == nil && init.Port == nil && init.Pathname == nil {
			result.Pathname = ptr(processBaseURLString(baseURL.Pathname(), typ))
		}
		if init.Protocol == nil && init.Hostname == nil && init.Port == nil && init.Pathname == nil && init.Search == nil {
			q, _ := baseURL.RawQuery()
			result.Search = ptr(processBaseURLString(q, typ))
		}
		if init.Protocol == nil && init.Hostname == nil && init.Port == nil && init.Pathname == nil && init.Search == nil && init.Hash == nil {
			f, _ := baseURL.Fragment()
			result.Hash = ptr(processBaseURLString(f, typ))
		}
	}
	var err error
	canon := func(dst **string, name string, v string, fn func(string) (string, error)) {
		if err != nil {
			return
		}
		s, e := fn(v)
		if e != nil {
			err = withComponent(e, name, v)
			return
		}
		*dst = &s
	}
	if init.Protocol != nil {
		v := strings.TrimSuffix(*init.Protocol, ":")
		if typ == typePattern {
			result.Protocol = &v
		} else {
			canon(&result.Protocol, "protocol", v, canonicalizeProtocol)
		}
	}
	if init.Username != nil {
		if typ == typePattern {
			result.Username = init.Username
		} else {
			canon(&result.Username, "username", *init.Username, canonicalizeUsername)
		}
	}
	if init.Password != nil {
		if typ == typePattern {
			result.Password = init.Password
		} else {
			canon(&result.Password, "password", *init.Password, canonicalizePassword)
		}
	}
	if init.Hostname != nil {
		if typ == typePattern {
			result.Hostname = init.Hostname
		} else {
			canon(&result.Hostname, "hostname", *init.Hostname, canonicalizeHostname)
		}
	}
	if err != nil {
		return Init{}, err
	}
	resultProtocol := ""
	if result.Protocol != nil {
		resultProtocol = *result.Protocol
	}
	if init.Port != nil {
		if typ == typePattern {
			result.Port = init.Port
		} else {
			canon(&result.Port, "port", *init.Port, func(v string) (string, error) { return canonicalizePortFor(v, resultProtocol) })
		}
	}
	if init.Pathname != nil {
		pathname := *init.Pathname
		if hasBase && !baseURL.HasOpaquePath() && !isAbsolutePathname(pathname, typ) {
			baseURLPath := processBaseURLString(baseURL.Pathname(), typ)
			if i := strings.LastIndexByte(baseURLPath, '/'); i >= 0 {
				pathname = baseURLPath[:i+1] + pathname
			}
		}
		if typ == typePattern {
			result.Pathname = &pathname
		} else if isSpecialScheme(resultProtocol) || resultProtocol == "" {
			canon(&result.Pathname, "pathname", pathname, canonicalizePathname)
		} else {
			canon(&result.Pathname, "pathname", pathname, canonicalizeOpaquePathname)
		}
	}
	if init.Search != nil {
		v := strings.TrimPrefix(*init.Search, "?")
		if typ == typePattern {
			result.Search = &v
		} else {
			canon(&result.Search, "search", v, canonicalizeSearch)
		}
	}
	if init.Hash != nil {
		v := strings.TrimPrefix(*init.Hash, "#")
		if typ == typePattern {
			result.Hash = &v
		} else {
			canon(&result.Hash, "hash", v, canonicalizeHash)
		}
	}
	if err != nil {
		return Init{}, err
	}
	return result, nil
}

// processBaseURLString is "process a base URL string".
func processBaseURLString(input string, typ initType) string {
	if typ != typePattern {
		return input
	}
	return escapePatternString(input)
}

// isAbsolutePathname is "is an absolute pathname".
func isAbsolutePathname(input string, typ initType) bool {
	if input == "" {
		return false
	}
	if input[0] == '/' {
		return true
	}
	if typ == typeURL || len(input) < 2 {
		return false
	}
	return input[0] == '\\' && input[1] == '/' || input[0] == '{' && input[1] == '/'
}
