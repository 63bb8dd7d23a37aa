package whatwgurl

// Making a relative reference: the inverse of resolving one with the basic
// URL parser and a base URL.

import (
	"slices"
	"strings"
)

// MakeRelative returns the shortest reference string ref for which
// u.Parse(ref) gives target, and true. The candidates are written with
// target's components as target's href holds them:
//
//   - every suffix of target's href that starts at a '/', '?' or '#' or
//     just after a '/' or the scheme's ':': "" (target is u without its
//     fragment), "#fragment", "?query#fragment", a tail of the path with
//     the query and fragment ("g?y#s"), an absolute path ("/g"), a
//     scheme-relative reference ("//host/path"), and the href itself;
//   - a relative path that climbs first: "../" for each segment of u's
//     directory that target's path does not share, then the rest of
//     target's path, or "." and ".." alone; and each of these, like the
//     suffixes that start after a '/', also with "./" in front (for a first
//     segment that would read as a scheme, a Windows drive letter or an
//     empty segment);
//   - "/." before a path that starts with "//", and, for a special URL
//     whose path is "/", the scheme-relative and absolute forms without
//     that '/', which the parser adds back.
//
// Each candidate, shortest first, is parsed against u, and the first that
// gives target exactly is returned, so the result never resolves to
// another URL whatever the parser's quirks (file URLs' drive letters,
// special schemes, opaque paths). The href always resolves back, so
// MakeRelative reports false only when u or target is the zero URL.
//
// "Shortest" is among these forms: the result keeps target's
// percent-encoding and never uses a shorter spelling that the parser
// would rewrite (raw non-ASCII where target holds "%C3%A9"). net/url has
// no counterpart; its URL.ResolveReference is the direction that u.Parse
// covers.
// https://url.spec.whatwg.org/#concept-basic-url-parser
func (u URL) MakeRelative(target URL) (string, bool) {
	if u.IsZero() || target.IsZero() {
		return "", false
	}
	href := target.href
	suffix := href[target.queryStart:] // "?query#fragment", either part possibly absent
	// The relative paths come first: of two candidates of the same length,
	// the first is kept, and "../g" says more than "/b/g".
	var candidates []string
	if !target.opaquePath && !u.opaquePath && target.Scheme() == u.Scheme() && target.authority() == u.authority() {
		for _, rel := range relativePaths(u.Pathname(), target.Pathname()) {
			candidates = append(candidates, rel+suffix, "./"+rel+suffix)
		}
		if path := target.Pathname(); strings.HasPrefix(path, "//") {
			candidates = append(candidates, "/."+path+suffix)
		}
	}
	for i := 0; i <= len(href); i++ {
		if i == 0 || i == len(href) || i == int(target.schemeEnd)+1 || href[i-1] == '/' {
			candidates = append(candidates, href[i:])
			if i > 0 && href[i-1] == '/' {
				candidates = append(candidates, "./"+href[i:])
			}
		} else if c := href[i]; c == '/' || c == '?' || c == '#' {
			candidates = append(candidates, href[i:])
		}
	}
	if target.hostKind != NoHost && target.IsSpecial() && target.Pathname() == "/" {
		candidates = append(candidates, href[:target.pathStart]+suffix, href[target.schemeEnd+1:target.pathStart]+suffix)
	}
	slices.SortStableFunc(candidates, func(a, b string) int { return len(a) - len(b) })
	for _, ref := range candidates {
		if v, err := u.Parse(ref); err == nil && v == target {
			return ref, true
		}
	}
	return "", false
}

// relativePaths returns the relative paths that climb from the directory
// of the path base to the path target, both non-opaque paths as a URL
// serializes them: "../" for each segment of base's directory that target
// does not share, then the rest of target; "." or ".." alone where that
// rest is empty. Which of them the parser resolves as meant is left to the
// caller to check.
func relativePaths(base, target string) []string {
	baseDir := splitPath(base)
	if len(baseDir) > 0 {
		baseDir = baseDir[:len(baseDir)-1]
	}
	t := splitPath(target)
	if len(t) == 0 {
		return nil // an empty path cannot be reached by a relative path
	}
	k := 0
	for k < len(baseDir) && k < len(t)-1 && baseDir[k] == t[k] {
		k++
	}
	rel := strings.Repeat("../", len(baseDir)-k) + strings.Join(t[k:], "/")
	switch {
	case rel == "":
		return []string{".", ""}
	case strings.HasSuffix(rel, "../"):
		return []string{rel[:len(rel)-1], rel}
	}
	return []string{rel}
}

// splitPath returns the segments of a non-opaque path: nil for "", [""]
// for "/".
func splitPath(path string) []string {
	if path == "" {
		return nil
	}
	return strings.Split(path[1:], "/")
}

// authority returns "//" and the userinfo, host and port as the href
// holds them, or "" when the host is null (the "/." that the serializer
// may write before such a path is not part of it).
func (u URL) authority() string {
	if u.hostKind == NoHost {
		return ""
	}
	return u.href[u.schemeEnd+1 : u.pathStart]
}
