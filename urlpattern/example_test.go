package urlpattern_test

import (
	"fmt"
	"net/http"
	"net/http/httptest"

	"github.com/webstd/whatwgurl"
	"github.com/webstd/whatwgurl/urlpattern"
)

// A pattern's groups: named (":id"), unnamed ("*" is "0"), and one left
// out by an optional modifier (Matched false, JavaScript's undefined).
func Example_groups() {
	p, err := urlpattern.New("https://*.example.com/books/:id/:format?", "", urlpattern.Options{})
	if err != nil {
		panic(err)
	}
	r := p.Exec("https://shop.example.com/books/42", "")
	fmt.Println(r.Hostname.Groups)
	fmt.Println(r.Pathname.Groups)
	id, _ := r.Pathname.Get("id")
	fmt.Println("id:", id)
	fmt.Println(p.Test("https://shop.example.com/books/42/pdf", ""), p.Test("https://example.com/books/42", ""))
	// Output:
	// [{0 shop true}]
	// [{id 42 true} {format  false}]
	// id: 42
	// true false
}

// The component pattern strings are normalized: the hostname is
// lowercased and punycoded by the URL parser, the default port dropped.
func ExampleNew() {
	p, err := urlpattern.New("https://Bücher.EXAMPLE:443/a b/*", "", urlpattern.Options{})
	if err != nil {
		panic(err)
	}
	fmt.Println(p.Protocol(), p.Hostname(), p.Port() == "", p.Pathname(), p.Search())
	_, err = urlpattern.New("/users/:id(\\d+", "https://example.com", urlpattern.Options{})
	fmt.Println(err)
	// Output:
	// https xn--bcher-kva.example true /a%20b/* *
	// urlpattern: pathname "/users/:id(\\d+" at offset 10: a regexp group is not closed with ')'
}

// A host allow-list: https on example.com and any of its subdomains, on
// the default port. The URL parser reads each URL as a browser does, so
// tricks with userinfo, backslashes or case do not get through.
func ExampleNewFromInit_hostAllowList() {
	allowed, err := urlpattern.NewFromInit(urlpattern.Init{
		Protocol: ptr("https"),
		Hostname: ptr("{*.}?example.com"),
		Port:     ptr(""),
	}, urlpattern.Options{})
	if err != nil {
		panic(err)
	}
	for _, u := range []string{
		"https://example.com/",
		"https://api.example.com/v1",
		"https://EXAMPLE.com.:443/",
		"https://example.com@evil.test/",
		"https://evil.test\\@example.com/",
		"https://notexample.com/",
		"http://example.com/",
	} {
		fmt.Println(allowed.Test(u, ""), u)
	}
	// Output:
	// true https://example.com/
	// true https://api.example.com/v1
	// false https://EXAMPLE.com.:443/
	// false https://example.com@evil.test/
	// false https://evil.test\@example.com/
	// false https://notexample.com/
	// false http://example.com/
}

func ptr(s string) *string { return &s }

// router is an http.Handler that routes with a urlpattern.List: one walk
// of a trie finds the first route that matches, whatever the number of
// routes.
type router struct {
	list     *urlpattern.List
	handlers []func(http.ResponseWriter, *http.Request, *urlpattern.Result)
}

func (rt *router) handle(pathname string, h func(http.ResponseWriter, *http.Request, *urlpattern.Result)) {
	p, err := urlpattern.NewFromInit(urlpattern.Init{Pathname: &pathname}, urlpattern.Options{})
	if err != nil {
		panic(err)
	}
	patterns := []*urlpattern.Pattern{}
	if rt.list != nil {
		for i := range rt.list.Len() {
			patterns = append(patterns, rt.list.Pattern(i))
		}
	}
	rt.list = urlpattern.NewList(append(patterns, p)...)
	rt.handlers = append(rt.handlers, h)
}

func (rt *router) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	u, err := whatwgurl.Parse("http://" + r.Host + r.URL.RequestURI())
	if err != nil {
		http.Error(w, "bad request", http.StatusBadRequest)
		return
	}
	i, res := rt.list.ExecURL(u)
	if i < 0 {
		http.NotFound(w, r)
		return
	}
	rt.handlers[i](w, r, res)
}

// A router for an http.Server.
func ExampleList_router() {
	rt := &router{}
	rt.handle("/users", func(w http.ResponseWriter, r *http.Request, m *urlpattern.Result) {
		fmt.Fprintln(w, "all users")
	})
	rt.handle("/users/:id(\\d+)", func(w http.ResponseWriter, r *http.Request, m *urlpattern.Result) {
		id, _ := m.Pathname.Get("id")
		fmt.Fprintln(w, "user", id)
	})
	rt.handle("/users/:id/posts/:post", func(w http.ResponseWriter, r *http.Request, m *urlpattern.Result) {
		id, _ := m.Pathname.Get("id")
		post, _ := m.Pathname.Get("post")
		fmt.Fprintln(w, "post", post, "of user", id)
	})
	rt.handle("/static/*", func(w http.ResponseWriter, r *http.Request, m *urlpattern.Result) {
		file, _ := m.Pathname.Get("0")
		fmt.Fprintln(w, "file", file)
	})
	for _, target := range []string{"/users", "/users/42", "/users/ann", "/users/42/posts/7", "/static/css/site.css"} {
		w := httptest.NewRecorder()
		rt.ServeHTTP(w, httptest.NewRequest("GET", target, nil))
		fmt.Print(w.Code, " ", w.Body.String())
	}
	// Output:
	// 200 all users
	// 200 user 42
	// 404 404 page not found
	// 200 post 7 of user 42
	// 200 file css/site.css
}

// First and All over a list of patterns.
func ExampleList() {
	var patterns []*urlpattern.Pattern
	for _, s := range []string{
		"https://example.com/api/:version/*",
		"https://example.com/api/v1/users/:id",
		"https://*.example.com/*",
		"https://example.com/*",
	} {
		patterns = append(patterns, urlpattern.MustNew(s, "", urlpattern.Options{}))
	}
	l := urlpattern.NewList(patterns...)
	fmt.Println(l.First("https://example.com/api/v1/users/3", ""))
	fmt.Println(l.All("https://example.com/api/v1/users/3", ""))
	fmt.Println(l.All("https://www.example.com/", ""))
	fmt.Println(l.First("https://example.org/", ""))
	// Output:
	// 0
	// [0 1 3]
	// [2]
	// -1
}

// A host allow-list as a List: https on example.com and its subdomains,
// and one partner host on any port; First says which entry allowed a URL.
func ExampleList_hostAllowList() {
	var entries []*urlpattern.Pattern
	for _, host := range []struct{ hostname, port string }{
		{"{*.}?example.com", ""},
		{"api.partner.test", "*"},
	} {
		p, err := urlpattern.NewFromInit(urlpattern.Init{
			Protocol: ptr("https"), Hostname: ptr(host.hostname), Port: ptr(host.port),
		}, urlpattern.Options{})
		if err != nil {
			panic(err)
		}
		entries = append(entries, p)
	}
	allow := urlpattern.NewList(entries...)
	for _, u := range []string{
		"https://static.example.com/app.js",
		"https://api.partner.test:8443/v2/orders",
		"https://example.com.evil.test/",
		"https://partner.test/",
	} {
		fmt.Println(allow.First(u, ""), u)
	}
	// Output:
	// 0 https://static.example.com/app.js
	// 1 https://api.partner.test:8443/v2/orders
	// -1 https://example.com.evil.test/
	// -1 https://partner.test/
}
