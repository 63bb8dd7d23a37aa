package whatwgurl

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

func TestAppendSearchParams(t *testing.T) {
	tests := []struct {
		name, in string
		pairs    [][2]string
		want     string
	}{
		{"tilde kept", "https://x/?sig=a~b%7e", [][2]string{{"n", "v"}}, "https://x/?sig=a~b%7e&n=v"},
		{"null query", "https://x/", [][2]string{{"a", "b"}}, "https://x/?a=b"},
		{"empty query", "https://x/?", [][2]string{{"a", "b"}}, "https://x/?a=b"},
		{"trailing ampersand", "https://x/?a=1&", [][2]string{{"b", "2"}}, "https://x/?a=1&b=2"},
		{"fragment kept", "https://x/p?a=1#frag", [][2]string{{"b", "2"}}, "https://x/p?a=1&b=2#frag"},
		{"form encoding", "https://x/", [][2]string{{"a b", "c&d=e~*"}}, "https://x/?a+b=c%26d%3De%7E*"},
		{"several", "https://x/?z", [][2]string{{"a", ""}, {"", "b"}, {"é", "😀"}}, "https://x/?z&a=&=b&%C3%A9=%F0%9F%98%80"},
		{"invalid UTF-8", "https://x/", [][2]string{{"\xff", "v"}}, "https://x/?%EF%BF%BD=v"},
		{"opaque path", "mailto:a@b?subject=x", [][2]string{{"body", "y z"}}, "mailto:a@b?subject=x&body=y+z"},
		{"odd bytes kept", "https://x/?a=%zz+%20", [][2]string{{"b", "1"}}, "https://x/?a=%zz+%20&b=1"},
		{"no pairs", "https://x/?a=~", nil, "https://x/?a=~"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			u := MustParse(tt.in)
			if err := u.AppendSearchParams(tt.pairs...); err != nil {
				t.Fatal(err)
			}
			if u.Href() != tt.want {
				t.Errorf("got %q, want %q", u.Href(), tt.want)
			}
			if MustParse(u.Href()) != u {
				t.Errorf("%q is not what the parser makes of it", u.Href())
			}
		})
	}
	var zero URL
	err := zero.AppendSearchParams([2]string{"a", "b"})
	var e *Error
	if !errors.Is(err, ErrIgnored) || !errors.As(err, &e) || e.Op != "append search params" || !zero.IsZero() {
		t.Errorf("zero URL: %v", err)
	}
}

func TestDeleteSearchParam(t *testing.T) {
	tests := []struct {
		name, in, del, want string
	}{
		{"middle", "https://x/?a=1&b=2&c=3", "b", "https://x/?a=1&c=3"},
		{"every occurrence", "https://x/?b=1&a=~&b=2", "b", "https://x/?a=~"},
		{"first", "https://x/?a=1&b=%7e", "a", "https://x/?b=%7e"},
		{"decoded name", "https://x/?a+b=1&a%20b=2&ab=3", "a b", "https://x/?ab=3"},
		{"name without value", "https://x/?a&b", "a", "https://x/?b"},
		{"empty sequences kept", "https://x/?a=1&&b=2&", "b", "https://x/?a=1&&"},
		{"all removed makes it null", "https://x/?a=1&a=2#f", "a", "https://x/#f"},
		{"absent name", "https://x/?a=%zz~", "b", "https://x/?a=%zz~"},
		{"null query", "https://x/", "a", "https://x/"},
		{"empty name", "https://x/?=1&a=2", "", "https://x/?a=2"},
		{"invalid UTF-8 name", "https://x/?%FF=1&a=2", "\xff", "https://x/?a=2"},
		{"equals in value", "https://x/?a=b=c&d", "a", "https://x/?d"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			u := MustParse(tt.in)
			if err := u.DeleteSearchParam(tt.del); err != nil {
				t.Fatal(err)
			}
			if u.Href() != tt.want {
				t.Errorf("got %q, want %q", u.Href(), tt.want)
			}
			if MustParse(u.Href()) != u {
				t.Errorf("%q is not what the parser makes of it", u.Href())
			}
		})
	}
	var zero URL
	if err := zero.DeleteSearchParam("a"); !errors.Is(err, ErrIgnored) {
		t.Errorf("zero URL: %v", err)
	}
}

// TestSearchParamsEditProperties appends to and deletes from the query of
// every URL of urltestdata.json and the datasets: the old query stays a
// byte prefix after AppendSearchParams, and the pairs read back are what
// URLSearchParams.append and delete make of the list; DeleteSearchParam
// keeps the other '&'-separated sequences byte for byte.
func TestSearchParamsEditProperties(t *testing.T) {
	var urls []URL
	for _, w := range wptURLs(t) {
		urls = append(urls, w.u)
	}
	for i, line := range datasetLines(t) {
		if i%20 == 0 {
			if u, err := Parse(line); err == nil {
				urls = append(urls, u)
			}
		}
	}
	add := [][2]string{{"k", "v~ &="}, {"é", ""}}
	for _, u := range urls {
		old, _ := u.RawQuery()
		v := u
		if err := v.AppendSearchParams(add...); err != nil {
			t.Errorf("%q: %v", u.Href(), err)
			continue
		}
		q, _ := v.RawQuery()
		if !strings.HasPrefix(q, old) {
			t.Errorf("%q: query %q does not start with %q", v.Href(), q, old)
		}
		if want := append(pairsOf(u.SearchParams()), add...); !slices.Equal(pairsOf(v.SearchParams()), want) {
			t.Errorf("%q: pairs %q, want %q", v.Href(), pairsOf(v.SearchParams()), want)
		}
		if v.WithoutFragment().Href()[:len(u.href[:u.queryStart])] != u.href[:u.queryStart] || v.Hash() != u.Hash() {
			t.Errorf("%q: more than the query changed in %q", u.Href(), v.Href())
		}

		// Delete the first name, and a name just appended.
		for _, name := range []string{firstName(u), "k"} {
			w := v
			if err := w.DeleteSearchParam(name); err != nil {
				t.Errorf("%q: %v", v.Href(), err)
				continue
			}
			p := v.SearchParams()
			p.Delete(name)
			if got, want := pairsOf(w.SearchParams()), pairsOf(p); !slices.Equal(got, want) {
				t.Errorf("%q without %q: pairs %q, want %q", w.Href(), name, got, want)
			}
			vq, _ := v.RawQuery()
			wq, _ := w.RawQuery()
			var kept []string
			for seq := range strings.SplitSeq(vq, "&") {
				if l := parseURLEncoded(seq); len(l) != 1 || l[0].name != toScalarValues(name) {
					kept = append(kept, seq)
				}
			}
			if wq != strings.Join(kept, "&") {
				t.Errorf("%q without %q: query %q, want %q", v.Href(), name, wq, strings.Join(kept, "&"))
			}
		}
	}
}

// firstName returns the name of the URL's first pair, or "a".
func firstName(u URL) string {
	for n := range u.SearchParams().All() {
		return n
	}
	return "a"
}

func TestSetSearchParamsZero(t *testing.T) {
	var zero URL
	err := zero.SetSearchParams(NewSearchParams([2]string{"a", "b"}))
	var e *Error
	if !errors.Is(err, ErrIgnored) || !errors.As(err, &e) || e.Op != "set search params" || !zero.IsZero() {
		t.Errorf("zero URL: SetSearchParams = %v", err)
	}
	u := MustParse("https://x/?a=~")
	if err := u.SetSearchParams(NewSearchParams([2]string{"b", "~"})); err != nil || u.Href() != "https://x/?b=%7E" {
		t.Errorf("SetSearchParams: %q, %v", u.Href(), err)
	}
}

// TestSetSearchParam: the pairs read back are what URLSearchParams.set
// makes of the list (https://url.spec.whatwg.org/#dom-urlsearchparams-set:
// the first pair named name gets the value, the others are removed, or
// the pair is appended), and the other bytes of the query are kept.
func TestSetSearchParam(t *testing.T) {
	tests := []struct {
		name, in, key, value, want string
	}{
		{"replace middle", "https://x/?a=1&b=2&c=~", "b", "3", "https://x/?a=1&b=3&c=~"},
		{"first kept, later removed", "https://x/?b=1&a=%7e&b=2&c", "b", "x y", "https://x/?b=x+y&a=%7e&c"},
		{"decoded name", "https://x/?a+b=1&a%20b=2&ab=3", "a b", "v", "https://x/?a+b=v&ab=3"},
		{"append", "https://x/?a=%zz~", "b", "~", "https://x/?a=%zz~&b=%7E"},
		{"append after trailing amp", "https://x/?a=1&", "b", "2", "https://x/?a=1&b=2"},
		{"append to empty query", "https://x/?#f", "b", "2", "https://x/?b=2#f"},
		{"null query", "https://x/#f", "a", "1", "https://x/?a=1#f"},
		{"empty sequences kept", "https://x/?&a=1&&a=2&", "a", "", "https://x/?&a=&&"},
		{"name without value", "https://x/?a&b=1", "a", "2", "https://x/?a=2&b=1"},
		{"value encoded by the form serializer", "https://x/?a=1", "a", "&=+'é", "https://x/?a=%26%3D%2B%27%C3%A9"},
		{"opaque path", "mailto:a@b?subject=x", "subject", "hi there", "mailto:a@b?subject=hi+there"},
		{"invalid UTF-8 name", "https://x/?%FF=1", "\xff", "2", "https://x/?%EF%BF%BD=2"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			u := MustParse(tt.in)
			if err := u.SetSearchParam(tt.key, tt.value); err != nil {
				t.Fatal(err)
			}
			if u.Href() != tt.want {
				t.Errorf("got %q, want %q", u.Href(), tt.want)
			}
			if MustParse(u.Href()) != u {
				t.Errorf("%q is not what the parser makes of it", u.Href())
			}
		})
	}
	var zero URL
	err := zero.SetSearchParam("a", "b")
	var e *Error
	if !errors.Is(err, ErrIgnored) || !errors.As(err, &e) || e.Op != "set search param" || !zero.IsZero() {
		t.Errorf("zero URL: %v", err)
	}
}

// TestSetSearchParamProperties sets a parameter on every URL of
// urltestdata.json, on every 20th URL of the datasets and on random
// queries: the pairs read back are URLSearchParams.set's list, and the
// query without the sequences named name is the old one without them,
// byte for byte; the one sequence named name sits where the first one was
// (or at the end).
func TestSetSearchParamProperties(t *testing.T) {
	var urls []URL
	for _, w := range wptURLs(t) {
		urls = append(urls, w.u)
	}
	for i, line := range datasetLines(t) {
		if i%20 == 0 {
			if u, err := Parse(line); err == nil {
				urls = append(urls, u)
			}
		}
	}
	rng := newRand(33)
	const alphabet = "ab=&+%2 0~é\xff"
	for range 3000 {
		var b strings.Builder
		b.WriteString("https://x/?")
		for n := rng.IntN(12); n > 0; n-- {
			b.WriteByte(alphabet[rng.IntN(len(alphabet))])
		}
		urls = append(urls, MustParse(b.String()))
	}
	for _, u := range urls {
		for _, name := range []string{firstName(u), "a", "a b", "k"} {
			checkSetSearchParam(t, u, name, "v ~&")
		}
	}
}

func checkSetSearchParam(t *testing.T, u URL, name, value string) {
	t.Helper()
	v := u
	if err := v.SetSearchParam(name, value); err != nil {
		t.Errorf("%q: %v", u.Href(), err)
		return
	}
	p := u.SearchParams()
	p.Set(name, value)
	if got, want := pairsOf(v.SearchParams()), pairsOf(p); !slices.Equal(got, want) {
		t.Errorf("%q set %q: pairs %q, want %q", u.Href(), name, got, want)
	}
	if v.href[:v.queryStart] != u.href[:u.queryStart] || v.Hash() != u.Hash() {
		t.Errorf("%q set %q: more than the query changed in %q", u.Href(), name, v.Href())
	}
	// others splits a query on '&' into the sequences not named name, and
	// the index among all sequences of the first one named name (-1).
	others := func(q string) (kept []string, at int) {
		at = -1
		for i, seq := range strings.Split(q, "&") {
			if l := parseURLEncoded(seq); len(l) == 1 && l[0].name == toScalarValues(name) {
				if at < 0 {
					at = i
				}
				continue
			}
			kept = append(kept, seq)
		}
		return kept, at
	}
	oq, _ := u.Query()
	nq, _ := v.Query()
	oldKept, oldAt := others(oq)
	newKept, newAt := others(nq)
	if oldAt < 0 {
		// Appended: the old query is a byte prefix of the new one.
		if !strings.HasPrefix(nq, oq) || newAt < 0 {
			t.Errorf("%q set %q: query %q does not start with %q", v.Href(), name, nq, oq)
		}
		return
	}
	if !slices.Equal(oldKept, newKept) {
		t.Errorf("%q set %q: other sequences %q, want %q", v.Href(), name, newKept, oldKept)
	}
	if newAt != oldAt {
		t.Errorf("%q set %q: pair at %d, was at %d", v.Href(), name, newAt, oldAt)
	}
}
