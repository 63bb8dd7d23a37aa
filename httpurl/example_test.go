package httpurl_test

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"

	"github.com/webstd/whatwgurl"
	"github.com/webstd/whatwgurl/httpurl"
)

func ExampleNewRequest() {
	u := whatwgurl.MustParse("https://example.com/a|b?q=%zz#frag")
	req, err := httpurl.NewRequest(context.Background(), "GET", u, nil)
	if err != nil {
		panic(err)
	}
	// net/http writes req.URL.RequestURI() as the request-target.
	fmt.Println(req.Host, req.URL.RequestURI())

	// http.NewRequest rejects the URL a browser sends as it is.
	_, err = http.NewRequest("GET", "https://example.com/x%zzy", nil)
	fmt.Println(err)
	// Output:
	// example.com /a|b?q=%zz
	// parse "https://example.com/x%zzy": invalid URL escape "%zz"
}

func ExampleClient() {
	// A server that redirects "/start", then says what it got. Given the
	// same Location, http.Client would send "/a%7Cb/c?q".
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/start" {
			w.Header().Set("Location", "/a|b/./c?q#frag")
			w.WriteHeader(http.StatusFound)
			return
		}
		fmt.Fprintf(w, "%s %s", r.Method, r.RequestURI)
	}))
	defer ts.Close()

	start := whatwgurl.MustParse(ts.URL + "/start")
	resp, err := (&httpurl.Client{HTTP: ts.Client()}).Get(context.Background(), start)
	if err != nil {
		panic(err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	final, _ := httpurl.FromRequest(resp.Request)
	fmt.Println(string(body))
	fmt.Println(final.Pathname(), final.Search(), final.Hash())
	// Output:
	// GET /a|b/c?q
	// /a|b/c ?q #frag
}

func ExampleFromRequest() {
	u := whatwgurl.MustParse("http://example.com/a|b?q#f")
	req, _ := httpurl.NewRequest(context.Background(), "GET", u, nil)
	// req.URL is made for net/http to send, not for reading back: its
	// String drops the host. FromRequest gives the URL itself.
	fmt.Println(req.URL)
	back, _ := httpurl.FromRequest(req)
	fmt.Println(back)
	// Output:
	// http:/a|b?q#f
	// http://example.com/a|b?q#f
}

func ExampleClient_Do() {
	// A POST redirected with 307 is sent again with its method and body;
	// with 303 it becomes a GET without a body, as http.Client does.
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		switch r.URL.Path {
		case "/307":
			http.Redirect(w, r, "/again", http.StatusTemporaryRedirect)
		case "/303":
			http.Redirect(w, r, "/result", http.StatusSeeOther)
		default:
			fmt.Fprintf(w, "%s %s %q", r.Method, r.URL.Path, body)
		}
	}))
	defer ts.Close()

	c := &httpurl.Client{HTTP: ts.Client()}
	for _, path := range []string{"/307", "/303"} {
		u := whatwgurl.MustParse(ts.URL + path)
		req, err := httpurl.NewRequest(context.Background(), "POST", u, strings.NewReader("a=1"))
		if err != nil {
			panic(err)
		}
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		resp, err := c.Do(req)
		if err != nil {
			panic(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		fmt.Println(string(body))
	}
	// Output:
	// POST /again "a=1"
	// GET /result ""
}
