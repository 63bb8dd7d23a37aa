package whatwgurl

// The basic URL parser's fast paths for a reference resolved against a
// base.

// resolveQueryOrFragment is the basic URL parser's fast path for a
// query-only ("?q") or fragment-only ("#f") reference against a base whose
// path is not opaque, when the query or fragment state would copy the
// reference unchanged (no code point of its percent-encode set, so no
// C0 control, space, tab or newline for the first steps to remove). The
// no scheme state then goes to the relative or file state, which copy
// everything of the base before its query (for '?') or before its
// fragment (for '#'); so the result is the base's href up to there and the
// reference. false leaves u alone: the state machine decides. On a dry
// parse (CanParse) it only recognizes.
// https://url.spec.whatwg.org/#no-scheme-state
// https://url.spec.whatwg.org/#relative-state
// https://url.spec.whatwg.org/#file-state
func resolveQueryOrFragment(u *URL, ref string, o *parseOptions) bool {
	base := &o.base
	if base.href == "" || base.opaquePath || ref == "" || o.encoding != nil {
		return false
	}
	var cut uint32
	switch ref[0] {
	case '#':
		if !encodesNothing(ref[1:], FragmentSet) {
			return false
		}
		cut = base.fragmentStart
	case '?':
		set := QuerySet
		if base.IsSpecial() {
			set = SpecialQuerySet
		}
		if !encodesNothing(ref[1:], set) {
			return false
		}
		cut = base.queryStart
	default:
		return false
	}
	if o.dry {
		return true
	}
	href, ok := spliceHref(base.href, int(cut), len(base.href), ref, "", "")
	if !ok {
		return false
	}
	*u = *base
	u.href = href
	if ref[0] == '?' {
		u.fragmentStart = cut + uint32(len(ref))
	}
	return true
}
