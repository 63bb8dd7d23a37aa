package main

import (
	"strings"
	"testing"
)

// The expected outputs are worked out from the URL Standard's steps and
// the offsets Parser.OnValidationError documents, not taken from the
// command's output.

func TestValidateArgs(t *testing.T) {
	// The input, written with QuoteToASCII, doubles each '\': the '\' at
	// offsets 6, 7 and 20 are at columns 7, 9 and 23.
	want := `"https:\\\\evil.example\\x"
       ^ 6 special-scheme-missing-following-solidus
       ^ 6 special-scheme-missing-following-solidus
         ^ 7 special-scheme-missing-following-solidus
                       ^ 20 invalid-reverse-solidus
4 validation errors; parses as "https://evil.example/x"; not a valid URL string

"https://example.com/"
no validation error; parses as "https://example.com/"; a valid URL string
`
	r := runWith([]string{"-validate", `https:\\evil.example\x`, "https://example.com/"}, nil)
	if r.stdout != want || r.code != exitFailed || r.stderr != "" {
		t.Errorf("got status %d, stdout\n%s\nstderr %q; want status 1, stdout\n%s", r.code, r.stdout, r.stderr, want)
	}
}

func TestValidateValid(t *testing.T) {
	r := runWith([]string{"-validate", "-base", "https://example.com/docs/", "../a?b#c"}, nil)
	want := `"../a?b#c"
no validation error; parses as "https://example.com/a?b#c"; a valid URL string
`
	if r.stdout != want || r.code != exitOK {
		t.Errorf("got status %d, stdout\n%s\nwant status 0, stdout\n%s", r.code, r.stdout, want)
	}
}

func TestValidateFailure(t *testing.T) {
	// "１" is U+FF11, three bytes and "\uff11" (six columns) in the
	// caret line: the host starts at offset 8, column 9, and its fifth
	// label at offset 18, column 22.
	r := runWith([]string{"-validate", "https://１.2.3.4.5/"}, nil)
	want := `"https://\uff11.2.3.4.5/"
         ^ 8 IPv4-non-ASCII-input
                      ^ 18 IPv4-too-many-parts
2 validation errors; fails; not a valid URL string
`
	if r.stdout != want || r.code != exitFailed {
		t.Errorf("got status %d, stdout\n%s\nwant status 1, stdout\n%s", r.code, r.stdout, want)
	}
}

func TestValidateLines(t *testing.T) {
	r := runWith([]string{"-validate", "-json"}, strings.NewReader("https://a_b/\nhttps://h/\n"))
	want := `{"input":"https://a_b/","base":null,"href":"https://a_b/","origin":"https://a_b","protocol":"https:",` +
		`"username":"","password":"","host":"a_b","hostname":"a_b","port":"","pathname":"/","search":"","hash":"",` +
		`"errors":[{"name":"domain-to-ASCII","offset":9}],"valid":false}
{"input":"https://h/","base":null,"href":"https://h/","origin":"https://h","protocol":"https:",` +
		`"username":"","password":"","host":"h","hostname":"h","port":"","pathname":"/","search":"","hash":"",` +
		`"errors":[],"valid":true}
`
	if r.stdout != want || r.code != exitFailed {
		t.Errorf("got status %d, stdout\n%s\nwant status 1, stdout\n%s", r.code, r.stdout, want)
	}
}

func TestValidateJSONL(t *testing.T) {
	in := `{"input":"#f","base":"mailto:x"}
{"input":"x","base":"mailto:x"}
{"input":"x","base":"a b"}
`
	want := `{"input":"#f","base":"mailto:x","href":"mailto:x#f","origin":"null","protocol":"mailto:",` +
		`"username":"","password":"","host":"","hostname":"","port":"","pathname":"x","search":"","hash":"#f",` +
		`"errors":[],"valid":true}
{"input":"x","base":"mailto:x","failure":true,"error":"missing-scheme-non-relative-URL",` +
		`"errors":[{"name":"missing-scheme-non-relative-URL","offset":0}],"valid":false}
{"input":"x","base":"a b","failure":true,"error":"missing-scheme-non-relative-URL","errors":[],"valid":false}
`
	r := runWith([]string{"-validate", "-jsonl"}, strings.NewReader(in))
	if r.stdout != want || r.code != exitFailed {
		t.Errorf("got status %d, stdout\n%s\nwant status 1, stdout\n%s", r.code, r.stdout, want)
	}
	r = runWith([]string{"-validate", "-jsonl"}, strings.NewReader(`{"input":"https://h/"}`+"\n"))
	if r.code != exitOK || !strings.HasSuffix(r.stdout, `"errors":[],"valid":true}`+"\n") {
		t.Errorf("got status %d, stdout %q", r.code, r.stdout)
	}
}

func TestQuotedColumns(t *testing.T) {
	// QuoteToASCII("a\xffé\"") is `"a\xff\u00e9\""`.
	got := quotedColumns("a\xffé\"")
	want := []int{1, 2, 6, 6, 12, 14}
	if len(got) != len(want) {
		t.Fatalf("quotedColumns = %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("quotedColumns = %v, want %v", got, want)
		}
	}
}
