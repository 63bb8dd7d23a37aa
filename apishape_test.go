package whatwgurl

import (
	"reflect"
	"strings"
	"testing"
)

// TestURLMethodShapes guards the rule the URL type's documentation gives
// for its methods, so that the API keeps one shape as it grows: a method
// that changes the URL has a pointer receiver, returns only an error, and
// is named for the change (Set…, Append…, Delete…, or the standard
// library's Unmarshal…/Scan); every other method has a value receiver and
// leaves the URL alone, and one that derives another URL returns it. A
// method added against the rule fails here with its name.
func TestURLMethodShapes(t *testing.T) {
	errType := reflect.TypeFor[error]()
	value := reflect.TypeFor[URL]()
	pointer := reflect.PointerTo(value)
	changes := []string{"Set", "Append", "Delete", "Unmarshal", "Scan"}
	isChange := func(name string) bool {
		for _, p := range changes {
			if strings.HasPrefix(name, p) && name != "AppendText" && name != "AppendBinary" {
				return true
			}
		}
		return false
	}
	for m := range pointer.Methods() {
		if _, ok := value.MethodByName(m.Name); ok {
			continue // a value method, checked below
		}
		if !isChange(m.Name) {
			t.Errorf("(*URL).%s changes the URL but is not named Set…, Append…, Delete…, Unmarshal… or Scan", m.Name)
		}
		if m.Type.NumOut() != 1 || m.Type.Out(0) != errType {
			t.Errorf("(*URL).%s changes the URL: it must return only an error, not %v", m.Name, m.Type)
		}
	}
	for m := range value.Methods() {
		if isChange(m.Name) {
			t.Errorf("URL.%s is named for a change but has a value receiver, so it cannot make one", m.Name)
		}
	}
}

// TestParserSetters checks that Parser's setters are exactly the URL
// class's component setters (https://url.spec.whatwg.org/#url-class:
// href, protocol, host, hostname, port, pathname, search, hash, with
// username and password left to URL, which has no validation error to
// report for them), each the URL method of the same name taking the URL
// first: the only way to give a setter the parser's MaxLength and
// OnValidationError, since a URL is a comparable value that carries no
// options.
func TestParserSetters(t *testing.T) {
	want := map[string]bool{
		"SetHref": true, "SetProtocol": true, "SetHost": true, "SetHostname": true,
		"SetPort": true, "SetPathname": true, "SetSearch": true, "SetHash": true,
	}
	urlPtr := reflect.TypeFor[*URL]()
	for m := range reflect.TypeFor[*Parser]().Methods() {
		if !strings.HasPrefix(m.Name, "Set") {
			continue
		}
		if !want[m.Name] {
			t.Errorf("Parser.%s is not one of the URL class's setters", m.Name)
			continue
		}
		delete(want, m.Name)
		um, ok := urlPtr.MethodByName(m.Name)
		if !ok {
			t.Errorf("Parser.%s has no URL.%s", m.Name, m.Name)
			continue
		}
		// Parser method: (p, *URL, string) error; URL method: (*URL, string) error.
		if m.Type.NumIn() != 3 || m.Type.In(1) != urlPtr || m.Type.In(2) != um.Type.In(1) ||
			m.Type.NumOut() != 1 || m.Type.Out(0) != um.Type.Out(0) {
			t.Errorf("Parser.%s is %v, want func(*URL, string) error like URL.%s", m.Name, m.Type, m.Name)
		}
	}
	for name := range want {
		t.Errorf("Parser has no %s", name)
	}
}
