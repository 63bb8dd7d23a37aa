package canon

import (
	"slices"
	"strings"
	"testing"

	"github.com/webstd/whatwgurl"
)

// propertyProfiles are the step sets the property tests check: each step
// alone, each kind, and all.
func propertyProfiles() []Profile {
	ps := []Profile{Default, Equivalence, Dedup, {Steps: MeaningChanging}, {}}
	for i := range stepNames {
		ps = append(ps, Profile{Steps: Step(1) << i})
	}
	return ps
}

// checkKeys checks the bar for one URL: for every profile the key parses
// to itself and is its own key; SafeBrowsing's key parses and is its own
// key; SURT's key read back has the same key, except where the surt
// package's own rules are not idempotent (surtNotIdempotent).
func checkKeys(t *testing.T, where string, u whatwgurl.URL) {
	t.Helper()
	for _, p := range propertyProfiles() {
		k, err := p.KeyOf(u)
		if err != nil {
			t.Errorf("%s: %v key of %q: %v", where, p.Steps, u.Href(), err)
			continue
		}
		v, err := whatwgurl.Parse(k.Href)
		if err != nil || v.Href() != k.Href {
			t.Errorf("%s: %v key of %q is %q, which parses to %q, %v", where, p.Steps, u.Href(), k.Href, v.Href(), err)
			continue
		}
		if again, err := p.KeyOf(v); err != nil || again.Href != k.Href {
			t.Errorf("%s: %v key of %q is %q, whose key is %q, %v", where, p.Steps, u.Href(), k.Href, again.Href, err)
		}
		if k.Changed&^p.Steps != 0 || k.Changed&Equivalent != 0 {
			t.Errorf("%s: %v key of %q reports steps %v", where, p.Steps, u.Href(), k.Changed)
		}
	}
	if sb, err := SafeBrowsingOf(u); err == nil {
		if _, err := whatwgurl.Parse(sb); err != nil {
			t.Errorf("%s: SafeBrowsing key of %q is %q, which does not parse: %v", where, u.Href(), sb, err)
		} else if again, err := SafeBrowsing(sb); err != nil || again != sb {
			t.Errorf("%s: SafeBrowsing key of %q is %q, whose key is %q, %v", where, u.Href(), sb, again, err)
		}
	}
	if s, err := SURTOf(u); err != nil {
		t.Errorf("%s: SURT of %q: %v", where, u.Href(), err)
	} else if back, err := URLOfSURT(s); err == nil && !surtNotIdempotent(s) {
		if again, err := SURTOf(back); err != nil || again != s {
			t.Errorf("%s: SURT key of %q is %q, read back as %q, whose key is %q, %v", where, u.Href(), s, back.Href(), again, err)
		}
	}
}

// surtNotIdempotent reports whether the SURT key of the URL a key reads
// back as may differ from the key, because the surt package's own rules
// are not idempotent or the key's form is ambiguous. This is the one list
// of these known differences:
//   - massageHost removes only the first "www\d*." label: a host that
//     still starts with one loses it next time;
//   - each session-id pattern removes one match: a query or path that
//     still holds one loses it next time;
//   - the host's ".." rule makes "..." "..";
//   - one trailing "/" of a path is removed, so a key whose path ends in
//     "/" (from "//", or from a "%3F" decoded in the path, which reads back
//     as a query) loses it next time, as does a key ending in such a "?"
//     (an empty query, which the package removes);
//   - a ".." segment at the start of the path stays in the key, and the
//     URL parser resolves it when read back;
//   - the key has no scheme, so a port 80 of another scheme is http's
//     default when read back;
//   - a host holding "," or an empty label reads back as another host;
//   - a key of a URL without a host reads back as anything its text
//     parses as, one whose path holds ")" as a key with a host.
func surtNotIdempotent(key string) bool {
	i := strings.IndexByte(key, ')')
	if i < 0 {
		return true // a key without a host: read back, it may parse as anything
	}
	if v, err := whatwgurl.Parse(key); err == nil && v.HostKind() == whatwgurl.NoHost {
		return true // a key of a URL without a host that holds ")" reads as one with a host
	}
	host := key[:i]
	if strings.HasPrefix(host, ",") || strings.HasSuffix(host, ",") || strings.Contains(host, ",,") {
		return true
	}
	if back, err := URLOfSURT(key); err == nil {
		h := back.Host()
		if back.HostKind() != whatwgurl.IPv6Host {
			h = string(appendReversedLabels(nil, h))
		}
		if h != host {
			return true
		}
	}
	if j := strings.LastIndexByte(host, ','); j >= 0 {
		if len(stripWWWDigits(host[j+1:]+".")) == 0 {
			return true
		}
	} else if len(stripWWWDigits(host+".")) == 0 {
		return true
	}
	rest := key[i+1:]
	path, query, hasQuery := strings.Cut(rest, "?")
	if hasQuery && query == "" {
		return true // the surt package removes an empty query: this "?" was a decoded "%3F" of the path
	}
	segs := strings.Split(path, "/")
	return slices.Contains(segs, "..") || slices.Contains(segs, ".") ||
		strings.HasSuffix(path, "/") && len(path) > 1 || strings.HasSuffix(host, ":80") ||
		strings.Contains(host, "..") || strings.Contains(host, ",,") ||
		strings.Contains(rest, "sid=") || strings.Contains(rest, "cfid=") || strings.Contains(rest, "aspsessionid") ||
		strings.Contains(rest, ".aspx")
}

func TestPropertiesDatasets(t *testing.T) {
	for _, d := range readDatasets(t) {
		for n, line := range d.lines {
			u, err := whatwgurl.Parse(line)
			if err != nil {
				for _, p := range []Profile{Default, Dedup} {
					if k, err := p.Key(line); err == nil {
						t.Errorf("%s:%d: %q fails to parse but has the key %q", d.name, n+1, line, k.Href)
					}
				}
				continue
			}
			checkKeys(t, d.name, u)
			checkDefaultRequest(t, d.name, u)
		}
	}
}

func TestPropertiesWPT(t *testing.T) {
	for _, c := range readWPT(t) {
		checkKeys(t, "urltestdata.json "+c.input, c.url)
		checkDefaultRequest(t, "urltestdata.json "+c.input, c.url)
	}
}

// checkDefaultRequest checks that the Default key of u makes the request
// a browser makes for u: the same scheme, host, port, path and query
// bytes (url.bs: the fragment is never sent; Fetch sends the URL
// serialized with exclude fragment).
func checkDefaultRequest(t *testing.T, where string, u whatwgurl.URL) {
	t.Helper()
	k, err := Default.KeyOf(u)
	if err != nil {
		t.Errorf("%s: Default key of %q: %v", where, u.Href(), err)
		return
	}
	v, err := whatwgurl.Parse(k.Href)
	if err != nil {
		t.Errorf("%s: Default key %q does not parse: %v", where, k.Href, err)
		return
	}
	uq, uok := u.RawQuery()
	vq, vok := v.RawQuery()
	if v.Scheme() != u.Scheme() || v.Host() != u.Host() || v.Port() != u.Port() || v.Username() != u.Username() ||
		v.Password() != u.Password() || v.Pathname() != u.Pathname() || uq != vq || uok != vok ||
		v.RequestURI() != u.RequestURI() {
		t.Errorf("%s: Default key %q of %q changes the request", where, k.Href, u.Href())
	}
}

func FuzzKeys(f *testing.F) {
	for _, c := range safeBrowsingDocCases {
		f.Add(c.in, uint16(AllSteps))
	}
	for _, c := range surtCases {
		f.Add(c.in, uint16(MeaningChanging))
	}
	for _, s := range []string{
		"https://www.example.com/a/%2e%2E/%2F..%2Fb/index.html/?utm_source=1&b=%26&a=%25%34%31#x",
		"web+x:/%2F/a?%3f", "http://0x7f.1/%%34%31", "http://[::ffff:1.2.3.4]/\xff",
		"https://example.com/%25%32%35%2525?q=%25%2541",
	} {
		f.Add(s, uint16(AllSteps))
	}
	f.Fuzz(func(t *testing.T, in string, steps uint16) {
		p := Profile{Steps: Step(steps) & AllSteps}
		u, err := whatwgurl.Parse(in)
		k, kerr := p.Key(in)
		if (err == nil) != (kerr == nil) {
			t.Fatalf("Parse(%q): %v, but key: %q, %v", in, err, k.Href, kerr)
		}
		sb, sberr := SafeBrowsing(in)
		if sberr == nil {
			if _, err := whatwgurl.Parse(sb); err != nil {
				t.Fatalf("SafeBrowsing(%q) = %q, which does not parse: %v", in, sb, err)
			}
			if again, err := SafeBrowsing(sb); err != nil || again != sb {
				t.Fatalf("SafeBrowsing(%q) = %q, whose key is %q, %v", in, sb, again, err)
			}
		}
		if s, err := SURT(in); err == nil {
			// The surt package unescapes the path repeatedly and leaves a
			// '?' it decodes (from "%3F", "%253F", ...) raw in the key,
			// so the key read back has a query the input had not: its own
			// rules are not idempotent there ("0/%3f0&" keys as
			// "0,0,0,0)/?0&", whose query its sorting rewrites to "&0").
			// An opaque host is unescaped the same way.
			su, _ := parseWeb(in) // the URL SURT read (http:// added when there is no scheme)
			decodedQuestionMark := strings.IndexByte(string(unescapeRepeatedly(nil, su.Host()+su.Pathname())), '?') >= 0
			if back, err := URLOfSURT(s); err == nil && !decodedQuestionMark && !surtNotIdempotent(s) {
				if again, err := SURTOf(back); err != nil || again != s {
					t.Fatalf("SURT(%q) = %q, read back as %q, whose key is %q, %v", in, s, back.Href(), again, err)
				}
			}
		}
		if err != nil {
			return
		}
		v, err := whatwgurl.Parse(k.Href)
		if err != nil || v.Href() != k.Href {
			t.Fatalf("%v key of %q = %q, which parses to %q, %v", p.Steps, in, k.Href, v.Href(), err)
		}
		if again, err := p.KeyOf(v); err != nil || again.Href != k.Href {
			t.Fatalf("%v key of %q = %q, whose key is %q, %v", p.Steps, in, k.Href, again.Href, err)
		}
		if d, _ := Default.KeyOf(u); d.Href != u.WithoutFragment().Href() {
			t.Fatalf("Default key of %q = %q", in, d.Href)
		}
	})
}
