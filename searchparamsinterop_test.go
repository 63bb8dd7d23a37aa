package whatwgurl

import (
	"encoding"
	"encoding/json"
	"slices"
	"testing"
)

var (
	_ encoding.TextAppender      = (*SearchParams)(nil)
	_ encoding.TextMarshaler     = (*SearchParams)(nil)
	_ encoding.TextUnmarshaler   = (*SearchParams)(nil)
	_ encoding.BinaryAppender    = (*SearchParams)(nil)
	_ encoding.BinaryMarshaler   = (*SearchParams)(nil)
	_ encoding.BinaryUnmarshaler = (*SearchParams)(nil)
)

func TestSearchParamsText(t *testing.T) {
	tests := []struct {
		name  string
		pairs [][2]string
		text  string
	}{
		{"empty", [][2]string{}, ""},
		{"form rules", [][2]string{{"a", "1"}, {"b", "x y"}, {"a", ""}}, "a=1&b=x+y&a="},
		{"empty pair", [][2]string{{"", ""}}, "="},
		{"delimiters in names and values", [][2]string{{"a&b=c", "d+e%f"}, {"?", "#"}}, "a%26b%3Dc=d%2Be%25f&%3F=%23"},
		{"not ASCII", [][2]string{{"ü", "€"}}, "%C3%BC=%E2%82%AC"},
		{"star and tilde", [][2]string{{"*", "~"}}, "*=%7E"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := NewSearchParams(tt.pairs...)
			if b, err := p.MarshalText(); err != nil || string(b) != tt.text {
				t.Errorf("MarshalText = %q, %v; want %q", b, err, tt.text)
			}
			if b, err := p.MarshalBinary(); err != nil || string(b) != tt.text {
				t.Errorf("MarshalBinary = %q, %v; want %q", b, err, tt.text)
			}
			if b, err := p.AppendText([]byte("q:")); err != nil || string(b) != "q:"+tt.text {
				t.Errorf("AppendText = %q, %v", b, err)
			}
			if b, err := p.AppendBinary([]byte("q:")); err != nil || string(b) != "q:"+tt.text {
				t.Errorf("AppendBinary = %q, %v", b, err)
			}
			q := NewSearchParams([2]string{"old", "pair"})
			if err := q.UnmarshalText([]byte(tt.text)); err != nil || !slices.Equal(pairsOf(q), tt.pairs) {
				t.Errorf("UnmarshalText(%q) = %q, %v; want %q", tt.text, pairsOf(q), err, tt.pairs)
			}
			q = NewSearchParams([2]string{"old", "pair"})
			if err := q.UnmarshalBinary([]byte("?" + tt.text)); err != nil || !slices.Equal(pairsOf(q), tt.pairs) {
				t.Errorf("UnmarshalBinary(%q) = %q, %v; want %q", "?"+tt.text, pairsOf(q), err, tt.pairs)
			}
		})
	}
	var nilParams *SearchParams
	if b, err := nilParams.MarshalText(); err != nil || len(b) != 0 {
		t.Errorf("nil: MarshalText = %q, %v", b, err)
	}
}

// TestSearchParamsTextWPT checks that the text form of each list of
// urlencoded-parser-data.json reads back as that list.
func TestSearchParamsTextWPT(t *testing.T) {
	var entries []json.RawMessage
	if err := json.Unmarshal(readWPT(t, "urlencoded-parser-data.json"), &entries); err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, raw := range entries {
		var c struct {
			Output [][2]string `json:"output"`
		}
		if raw[0] != '{' || json.Unmarshal(raw, &c) != nil || c.Output == nil {
			continue
		}
		n++
		text, _ := NewSearchParams(c.Output...).MarshalText()
		var p SearchParams
		if err := p.UnmarshalText(text); err != nil || !slices.Equal(pairsOf(&p), c.Output) {
			t.Errorf("%q: UnmarshalText(%q) = %q, %v", c.Output, text, pairsOf(&p), err)
		}
	}
	if n == 0 {
		t.Fatal("no cases in urlencoded-parser-data.json")
	}
}
