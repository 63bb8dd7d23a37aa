package whatwgurl

import (
	"strconv"
	"strings"
	"testing"
)

// BenchmarkLongPath parses URLs whose path repeats "%252E%252E/a/" n and
// 4n times, by each route through the parser (the one-pass parser, the
// state machine, a relative reference, a validation-error callback), and
// "%2E%2E/a/", double-dot segments that shorten the path: the time per
// byte (MB/s) must not fall as n grows (parsing is linear).
func BenchmarkLongPath(b *testing.B) {
	base := MustParse("http://h/b/c")
	strict := &Parser{Base: base, OnValidationError: func(ValidationError, int) {}}
	relative := &Parser{Base: base}
	for _, n := range []int{1000, 4000} {
		path := strings.Repeat("%252E%252E/a/", n)
		for _, c := range []struct {
			name  string
			input string
			parse func(string) (URL, error)
		}{
			{"special", "http://h/" + path, Parse},
			{"notspecial", "sc://h/" + path, Parse},
			{"machine", "http://h/\t" + path, Parse},
			{"relative", path, relative.Parse},
			{"callback", "http://h/" + path + "..", strict.Parse},
			{"dotsegments", "http://h/" + strings.ReplaceAll(path, "%25", "%"), Parse},
		} {
			b.Run(c.name+"/n="+strconv.Itoa(n), func(b *testing.B) {
				b.SetBytes(int64(len(c.input)))
				for i := 0; i < b.N; i++ {
					if _, err := c.parse(c.input); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}
