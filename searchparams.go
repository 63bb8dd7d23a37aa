package whatwgurl

import (
	"iter"
	"maps"
	"net/url"
	"slices"
	"strings"

	"golang.org/x/text/encoding"
)

// SearchParams is an ordered list of name-value pairs, the list of the
// standard's URLSearchParams class, read from and written as
// application/x-www-form-urlencoded text. The zero value is an empty list,
// ready to use; a nil *SearchParams reads as empty.
//
// Names and values are scalar value strings: every method first makes a
// string that is not valid UTF-8 a scalar value string, replacing each
// maximal invalid subsequence with U+FFFD, as WebIDL does for a USVString
// argument.
//
// Unlike net/url.Values, a SearchParams keeps the order of all pairs,
// repeated names included, so String gives back what ParseSearchParams
// read (up to the form rules). Parsing never fails: a '%' not followed by
// two hex digits is kept, where net/url.ParseQuery reports an error. String
// writes '*' as is and '~' as "%7E", where net/url.Values.Encode does the
// opposite.
//
// A SearchParams is not tied to a URL: URL.SearchParams returns a copy, and
// URL.SetSearchParams writes one back. Like a map, it is not safe for
// concurrent use when one goroutine modifies it.
// https://url.spec.whatwg.org/#interface-urlsearchparams
type SearchParams struct {
	// list holds the pairs, unless it is nil: then they are room[:n].
	list []nameValue
	// raw, when not empty, is the serialization of the pairs: the text
	// they were parsed from, when that text serializes to itself (see
	// scanURLEncoded). Every change to the pairs clears it.
	raw  string
	n    int
	room [2]nameValue
}

// pairs returns p's list, in room or not; p must not be nil.
func (p *SearchParams) pairs() []nameValue {
	if p.list != nil {
		return p.list
	}
	return p.room[:p.n]
}

// spill moves the pairs in room to list, which changes then go through;
// p must not be nil.
func (p *SearchParams) spill() {
	if p.list == nil {
		p.list = append(make([]nameValue, 0, p.n+1), p.room[:p.n]...)
		p.room, p.n = [2]nameValue{}, 0
	}
}

// parsedSearchParams returns the SearchParams of the urlencoded text
// query. It is small enough to be inlined, so that where the caller keeps
// the result to itself (ParseSearchParams(q).Get(name), or .String()), the
// compiler places the SearchParams on the caller's stack: parsing a query
// of up to two pairs then allocates nothing but the decoded names and
// values. Where the result escapes, the SearchParams and its room for two
// pairs are one allocation.
func parsedSearchParams(query string) *SearchParams {
	// A variable, not new: the compiler takes a store through a pointer
	// for a store to the heap.
	var p SearchParams
	p.list, p.n, p.raw = parseSearchParams(query, false, p.room[:0])
	return &p
}

// parseSearchParams returns the list, n and raw fields of the SearchParams
// of the urlencoded text query, after removing one leading '?' if
// trimQuestion; pairs that fit in room are written there (list is then nil
// and n their count). It returns the fields rather than setting them in a
// *SearchParams, which would send p to the heap, and never returns room,
// which would make the SearchParams point to itself, so that the compiler
// would put it on the heap as soon as a method lets its pairs escape.
func parseSearchParams(query string, trimQuestion bool, room []nameValue) (list []nameValue, n int, raw string) {
	if trimQuestion {
		query = strings.TrimPrefix(query, "?")
	}
	if query == "" {
		return nil, 0, ""
	}
	var roundTrips bool
	// Empty sequences make the count of '&' an upper bound of the pairs;
	// strings.Count is vectorized, so sizing the list costs less than
	// growing it.
	if c := strings.Count(query, "&") + 1; c > cap(room) {
		list, roundTrips = scanURLEncoded(query, make([]nameValue, 0, c))
	} else {
		var inRoom []nameValue
		inRoom, roundTrips = scanURLEncoded(query, room)
		n = len(inRoom)
	}
	if roundTrips {
		raw = query
	}
	return list, n, raw
}

// ParseSearchParams parses query as application/x-www-form-urlencoded,
// after removing one leading '?', like new URLSearchParams(query). Pairs
// are split on '&' and on the first '='; empty pairs are dropped; '+'
// becomes a space; "%XX" is percent-decoded; decoded bytes that are not
// valid UTF-8 become U+FFFD, one per maximal invalid subsequence. It never
// fails. Unlike net/url.ParseQuery it keeps the order of pairs, accepts
// malformed percent-escapes (keeping them as they are) and never returns
// invalid UTF-8.
// https://url.spec.whatwg.org/#dom-urlsearchparams-urlsearchparams
func ParseSearchParams(query string) *SearchParams {
	var p SearchParams // see parsedSearchParams
	p.list, p.n, p.raw = parseSearchParams(query, true, p.room[:0])
	return &p
}

// NewSearchParams returns a SearchParams holding pairs in order, each a
// name and a value, like new URLSearchParams([[name, value], ...]). The
// [2]string type makes the standard's TypeError for an inner sequence whose
// size is not 2 a compile-time error, and a [][2]string literal can be
// passed with "...".
// https://url.spec.whatwg.org/#dom-urlsearchparams-urlsearchparams
func NewSearchParams(pairs ...[2]string) *SearchParams {
	p := &SearchParams{list: make([]nameValue, 0, len(pairs))}
	for _, nv := range pairs {
		p.list = append(p.list, nameValue{toScalarValues(nv[0]), toScalarValues(nv[1])})
	}
	return p
}

// SearchParamsFromValues returns a SearchParams holding the pairs of v,
// like new URLSearchParams(record). A map has no order, so the names are
// sorted (byte-wise, as net/url.Values.Encode sorts them) to make the
// result deterministic; the values of one name keep their order. A name
// whose slice is empty adds no pair.
// https://url.spec.whatwg.org/#dom-urlsearchparams-urlsearchparams
func SearchParamsFromValues(v url.Values) *SearchParams {
	n := 0
	for _, vs := range v {
		n += len(vs)
	}
	p := &SearchParams{list: make([]nameValue, 0, n)}
	for _, name := range slices.Sorted(maps.Keys(v)) {
		sname := toScalarValues(name)
		for _, value := range v[name] {
			p.list = append(p.list, nameValue{sname, toScalarValues(value)})
		}
	}
	return p
}

// Clone returns a copy of p that shares nothing with it, like
// new URLSearchParams(p).
// https://url.spec.whatwg.org/#dom-urlsearchparams-urlsearchparams
func (p *SearchParams) Clone() *SearchParams {
	if p == nil {
		return &SearchParams{}
	}
	return &SearchParams{list: slices.Clone(p.pairs()), raw: p.raw}
}

// Len returns the number of pairs, the size attribute. A name that occurs
// twice counts twice, unlike len of a net/url.Values.
// https://url.spec.whatwg.org/#dom-urlsearchparams-size
func (p *SearchParams) Len() int {
	if p == nil {
		return 0
	}
	return len(p.pairs())
}

// Append adds the pair (name, value) at the end of the list, like
// net/url.Values.Add but keeping its place among the other names.
// https://url.spec.whatwg.org/#dom-urlsearchparams-append
func (p *SearchParams) Append(name, value string) {
	p.raw = ""
	p.spill()
	p.list = append(p.list, nameValue{toScalarValues(name), toScalarValues(value)})
}

// Delete removes every pair whose name is name, like net/url.Values.Del.
// https://url.spec.whatwg.org/#dom-urlsearchparams-delete
func (p *SearchParams) Delete(name string) {
	name = toScalarValues(name)
	p.raw = ""
	p.spill()
	p.list = slices.DeleteFunc(p.list, func(nv nameValue) bool { return nv.name == name })
}

// DeleteValue removes every pair whose name is name and whose value is
// value, the two-argument delete(name, value). net/url.Values has no
// counterpart.
// https://url.spec.whatwg.org/#dom-urlsearchparams-delete
func (p *SearchParams) DeleteValue(name, value string) {
	name, value = toScalarValues(name), toScalarValues(value)
	p.raw = ""
	p.spill()
	p.list = slices.DeleteFunc(p.list, func(nv nameValue) bool { return nv.name == name && nv.value == value })
}

// Get returns the value of the first pair whose name is name, or "" when
// there is none; Has tells the two apart. The standard returns null in
// that case. Like net/url.Values.Get.
// https://url.spec.whatwg.org/#dom-urlsearchparams-get
func (p *SearchParams) Get(name string) string {
	if p == nil {
		return ""
	}
	name = toScalarValues(name)
	for _, nv := range p.pairs() {
		if nv.name == name {
			return nv.value
		}
	}
	return ""
}

// GetAll returns the values of all pairs whose name is name, in list
// order; nil when there is none. The slice is new: changing it does not
// change p, unlike the slice a net/url.Values holds.
// https://url.spec.whatwg.org/#dom-urlsearchparams-getall
func (p *SearchParams) GetAll(name string) []string {
	if p == nil {
		return nil
	}
	name = toScalarValues(name)
	var values []string
	for _, nv := range p.pairs() {
		if nv.name == name {
			values = append(values, nv.value)
		}
	}
	return values
}

// Has reports whether a pair has the name name, like net/url.Values.Has.
// https://url.spec.whatwg.org/#dom-urlsearchparams-has
func (p *SearchParams) Has(name string) bool {
	if p == nil {
		return false
	}
	name = toScalarValues(name)
	for _, nv := range p.pairs() {
		if nv.name == name {
			return true
		}
	}
	return false
}

// HasValue reports whether a pair has the name name and the value value,
// the two-argument has(name, value). net/url.Values has no counterpart.
// https://url.spec.whatwg.org/#dom-urlsearchparams-has
func (p *SearchParams) HasValue(name, value string) bool {
	if p == nil {
		return false
	}
	name, value = toScalarValues(name), toScalarValues(value)
	for _, nv := range p.pairs() {
		if nv.name == name && nv.value == value {
			return true
		}
	}
	return false
}

// Set gives the first pair whose name is name the value value and removes
// the other pairs with that name; without such a pair it appends
// (name, value). Unlike net/url.Values.Set, the pair keeps its place in
// the list.
// https://url.spec.whatwg.org/#dom-urlsearchparams-set
func (p *SearchParams) Set(name, value string) {
	name, value = toScalarValues(name), toScalarValues(value)
	p.raw = ""
	p.spill()
	first := slices.IndexFunc(p.list, func(nv nameValue) bool { return nv.name == name })
	if first < 0 {
		p.list = append(p.list, nameValue{name, value})
		return
	}
	p.list[first].value = value
	rest := slices.DeleteFunc(p.list[first+1:], func(nv nameValue) bool { return nv.name == name })
	p.list = p.list[:first+1+len(rest)]
}

// Sort sorts the pairs by name, keeping pairs with equal names in their
// order (a stable sort). Names are compared by UTF-16 code units, as
// JavaScript compares strings, not by bytes: "\uFB03" (ﬃ) sorts after
// "\U0001F308" (🌈), whose first UTF-16 code unit is a surrogate
// (0xD83C < 0xFB03). net/url.Values has no order to sort;
// net/url.Values.Encode sorts names byte-wise.
// https://url.spec.whatwg.org/#dom-urlsearchparams-sort
func (p *SearchParams) Sort() {
	byName := func(a, b nameValue) int { return compareUTF16(a.name, b.name) }
	// A stable sort leaves a sorted list as it is, and with it the
	// serialization p holds.
	list := p.pairs()
	if slices.IsSortedFunc(list, byName) {
		return
	}
	p.raw = ""
	slices.SortStableFunc(list, byName)
}

// compareUTF16 compares the valid UTF-8 strings a and b as the sequences
// of UTF-16 code units that encode the same code points, returning -1, 0
// or +1; it allocates nothing.
//
// Byte-wise order of UTF-8 is code point order, and code point order and
// UTF-16 code unit order disagree only where one string has a code point
// in U+E000..U+FFFF (one code unit, 0xE000..0xFFFF) and the other a code
// point above U+FFFF (a surrogate pair, first unit 0xD800..0xDBFF) at the
// first place they differ. Both strings share the bytes before that place,
// so it is a code point boundary in both or inside the code point in both;
// inside, the differing bytes are continuation bytes of code points of the
// same length, whose orders agree. At a boundary the differing bytes are
// lead bytes, and 0xEE-0xEF leads U+E000..U+FFFF while 0xF0-0xF4 leads
// the supplementary planes.
// https://infra.spec.whatwg.org/#code-unit-less-than
func compareUTF16(a, b string) int {
	n := min(len(a), len(b))
	i := 0
	for i < n && a[i] == b[i] {
		i++
	}
	if i == n {
		switch {
		case len(a) < len(b):
			return -1
		case len(a) > len(b):
			return +1
		}
		return 0
	}
	ca, cb := a[i], b[i]
	if ca >= 0xEE && cb >= 0xEE && (ca >= 0xF0) != (cb >= 0xF0) {
		// One is above U+FFFF: its leading surrogate sorts first.
		if ca >= 0xF0 {
			return -1
		}
		return +1
	}
	if ca < cb {
		return -1
	}
	return +1
}

// All returns an iterator over the pairs in list order, each as name and
// value, like the for-of loop of a URLSearchParams. It reads the list
// afresh at each step by position, as the standard's iterator does: a pair
// deleted before the current one during the loop shifts the next one into
// the current place, and it is skipped.
// https://url.spec.whatwg.org/#interface-urlsearchparams
// https://webidl.spec.whatwg.org/#es-iterable
func (p *SearchParams) All() iter.Seq2[string, string] {
	return func(yield func(string, string) bool) {
		for i := 0; p != nil && i < len(p.pairs()); i++ {
			if nv := p.pairs()[i]; !yield(nv.name, nv.value) {
				return
			}
		}
	}
}

// String returns the application/x-www-form-urlencoded serialization of
// the list, with UTF-8, the stringifier: "name=value" pairs joined by '&'.
// Every byte except ASCII alphanumerics and "*-._" is percent-encoded as
// "%XX" with upper-case hex digits, except that space becomes '+'. A pair
// with an empty value keeps its '=' ("a="). Unlike net/url.Values.Encode,
// pairs keep their order, '*' is kept and '~' is encoded.
// https://url.spec.whatwg.org/#concept-urlencoded-serializer
func (p *SearchParams) String() string {
	if p == nil {
		return ""
	}
	if p.raw != "" {
		return p.raw
	}
	return serializeURLEncoded(p.pairs())
}

// Encode returns the application/x-www-form-urlencoded serialization of
// the pairs with enc as the encoding, as HTML does when it submits a form
// in a page whose encoding is enc: characters enc cannot represent become
// "%26%23" + decimal + "%3B". A nil enc, UTF-8, UTF-16 and replacement
// give the same as String. enc is an x/text value such as japanese.ShiftJIS;
// [github.com/webstd/whatwgurl/htmlenc.LookupEncoding] gets one from a
// label.
// https://url.spec.whatwg.org/#concept-urlencoded-serializer
func (p *SearchParams) Encode(enc encoding.Encoding) string {
	enc = outputEncoding(enc)
	if p == nil || enc == nil {
		return p.String()
	}
	var b []byte
	for i, nv := range p.pairs() {
		if i > 0 {
			b = append(b, '&')
		}
		b = appendFormEncoded(b, enc, nv.name)
		b = append(b, '=')
		b = appendFormEncoded(b, enc, nv.value)
	}
	return string(b)
}

// Values returns the pairs as a new net/url.Values, for APIs that take
// one. The order of the names is lost; the values of one name keep their
// order. The result is not tied to p.
// https://url.spec.whatwg.org/#concept-urlsearchparams-list
func (p *SearchParams) Values() url.Values {
	if p == nil {
		return url.Values{}
	}
	list := p.pairs()
	v := make(url.Values, len(list))
	for _, nv := range list {
		v[nv.name] = append(v[nv.name], nv.value)
	}
	return v
}
