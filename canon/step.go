package canon

import "strings"

// Step is one named transformation of a parsed URL, or a set of them (the
// constants are bits, to be combined with |). Every key starts from the
// URL Standard's parse and serialization, which already lowercase the
// scheme and a special URL's host, turn the host to ASCII (IDNA), write
// IPv4 and IPv6 addresses in one form, remove a default port, resolve
// "." and ".." path segments and percent-encode what must be; the steps
// go beyond that.
//
// The steps are of two kinds. Those in Equivalent never change what a
// conforming server receives: RFC 3986 §6.2.2 and §6.2.3 say the URLs
// before and after are equivalent, or (RemoveFragment) the part they
// change is never sent. Those in MeaningChanging can make a URL name
// another resource on some server, and a Profile applies them only when
// asked; a Key says which of them changed it.
type Step uint32

// The steps, in the order a Profile applies them.
const (
	// RemoveFragment removes the fragment ("#..."), which a browser
	// never sends to the server. It cannot change meaning.
	RemoveFragment Step = 1 << iota

	// UppercaseEscapes writes the hex digits of the percent-encoded
	// bytes of the path and query in upper case ("%c3%a9" becomes
	// "%C3%A9"): RFC 3986 §6.2.2.1 makes them equivalent, though the
	// bytes a browser sends differ.
	UppercaseEscapes

	// DecodeUnreserved decodes the percent-encoded unreserved
	// characters (ASCII letters, digits, "-", ".", "_", "~") of the
	// path and query ("%7Euser" becomes "~user"): equivalent by RFC
	// 3986 §6.2.2.2, though the bytes a browser sends differ.
	DecodeUnreserved

	// RemoveEmptyQuery removes a "?" with nothing after it: equivalent
	// by RFC 3986 §6.2.3 for http and https, though a browser sends the
	// "?".
	RemoveEmptyQuery

	// DecodeReserved decodes the percent-encoded bytes that delimit
	// or escape data: "%2F", "%3D", "%26", "%2B" in the path and,
	// in the query, those and "%3F"; "%25" when what follows is not
	// two hex digits (so that no new escape appears). "%23" stays
	// encoded, and "%3F" in the path, since neither can be written
	// there unencoded. It changes meaning: "a%2Fb" is one path
	// segment, "a/b" two; "q=a%26b=c" is one query parameter,
	// "q=a&b=c" two.
	DecodeReserved

	// LowercasePath writes the ASCII letters of the path in lower case
	// (the hex digits of escapes stay as they are). Most servers have
	// case-sensitive paths: it changes meaning.
	LowercasePath

	// RemoveIndex removes a last path segment that is a directory
	// index: "index.html", "index.htm", "index.php", "default.asp",
	// "default.aspx" (in any case), keeping the "/" before it. It
	// changes meaning: the server decides what "/" serves.
	RemoveIndex

	// RemoveTrailingSlash removes the "/" at the end of a path other
	// than "/" itself ("/a/" becomes "/a", "/a//" too). It changes
	// meaning: relative links resolve differently, and a server may
	// serve other content.
	RemoveTrailingSlash

	// StripWWW removes the leading "www." labels of a domain while
	// a dot remains ("www.example.com" becomes "example.com"; not
	// "www.com", and not "www1.example.com", whose label is not "www").
	// It changes meaning: the two hosts are distinct and need not serve
	// the same site.
	StripWWW

	// DropParams removes the query parameters whose names match the
	// Profile's Params (by default DefaultParams: utm_*, gclid, fbclid,
	// session ids), and the query when none remain. It changes meaning
	// for a server that reads them.
	DropParams

	// SortQuery sorts the query's "&"-separated parameters by name, by
	// byte, keeping the order of parameters with the same name. It
	// changes meaning for a server that reads the order (repeated
	// names, signed URLs, some APIs).
	SortQuery
)

// Equivalent is the set of steps that never change what a conforming
// server receives.
const Equivalent = RemoveFragment | UppercaseEscapes | DecodeUnreserved | RemoveEmptyQuery

// MeaningChanging is the set of steps that can change which resource a
// URL names.
const MeaningChanging = DecodeReserved | LowercasePath | RemoveIndex | RemoveTrailingSlash | StripWWW | DropParams | SortQuery

// AllSteps is every step.
const AllSteps = Equivalent | MeaningChanging

var stepNames = [...]string{
	"remove-fragment",
	"uppercase-escapes",
	"decode-unreserved",
	"remove-empty-query",
	"decode-reserved",
	"lowercase-path",
	"remove-index",
	"remove-trailing-slash",
	"strip-www",
	"drop-params",
	"sort-query",
}

// String returns the names of the steps in s, in the order they apply,
// joined by "+" ("strip-www+sort-query"), or "none".
func (s Step) String() string {
	if s == 0 {
		return "none"
	}
	var b strings.Builder
	for i, name := range stepNames {
		if s&(1<<i) == 0 {
			continue
		}
		if b.Len() > 0 {
			b.WriteByte('+')
		}
		b.WriteString(name)
	}
	if rest := s &^ AllSteps; rest != 0 {
		if b.Len() > 0 {
			b.WriteByte('+')
		}
		b.WriteString("unknown")
	}
	return b.String()
}

// ChangesMeaning reports whether s holds a step that can change which
// resource a URL names.
func (s Step) ChangesMeaning() bool { return s&MeaningChanging != 0 }

// ParseSteps reads a list of step names as String writes them, joined
// by "+" or ",", and returns the set; "none" and "" are no step.
func ParseSteps(names string) (Step, bool) {
	var s Step
	for _, name := range strings.FieldsFunc(names, func(r rune) bool { return r == '+' || r == ',' }) {
		found := false
		for i, n := range stepNames {
			if n == name {
				s |= 1 << i
				found = true
				break
			}
		}
		if !found && name != "none" {
			return 0, false
		}
	}
	return s, true
}
