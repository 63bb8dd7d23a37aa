package canon_test

import (
	"crypto/sha256"
	"fmt"

	"github.com/webstd/whatwgurl/canon"
)

// Deduplicate a crawl frontier: URLs that differ only in what a browser
// would not send, or in tracking parameters, parameter order and the
// "www." label, are fetched once. Key.Changed says which steps that can
// change meaning merged a URL, for auditing the dedup.
func ExampleProfile_Key() {
	frontier := []string{
		"https://www.example.com/news/?b=2&a=1",
		"HTTPS://example.com:443/news?a=1&b=2#comments",
		"https://example.com/news/index.html?a=1&b=2&utm_source=feed",
		"https://example.com/News?a=1&b=2",
		"https://example.com/news?a=1&b=2&page=2",
	}
	seen := map[string]bool{}
	for _, raw := range frontier {
		k, err := canon.Dedup.Key(raw)
		if err != nil {
			fmt.Println("skip:", err)
			continue
		}
		if seen[k.Href] {
			fmt.Printf("duplicate %s (%v)\n", raw, k.Changed)
			continue
		}
		seen[k.Href] = true
		fmt.Println("fetch", k.Href)
	}
	// Output:
	// fetch https://example.com/news?a=1&b=2
	// duplicate HTTPS://example.com:443/news?a=1&b=2#comments (none)
	// duplicate https://example.com/news/index.html?a=1&b=2&utm_source=feed (remove-index+remove-trailing-slash+drop-params)
	// duplicate https://example.com/News?a=1&b=2 (lowercase-path)
	// fetch https://example.com/news?a=1&b=2&page=2
}

// The Default profile merges only what a browser sends as the same
// request: the standard's parse, without the fragment.
func ExampleProfile_Key_default() {
	for _, raw := range []string{"HTTP://Example.COM:80/a/./b/../c#top", "http://0x7f.1/"} {
		k, _ := canon.Default.Key(raw)
		fmt.Println(k)
	}
	// Output:
	// http://example.com/a/c
	// http://127.0.0.1/
}

// A CDX line, as Wayback and pywb index a capture: the SURT key, a
// timestamp and the original URL.
func ExampleSURT() {
	original := "http://archive.org/goo/?a=2&b&a=1"
	key, err := canon.SURT(original)
	if err != nil {
		panic(err)
	}
	fmt.Println(key, "20260101000000", original, "text/html 200")
	// Output:
	// org,archive)/goo?a=1&a=2&b 20260101000000 http://archive.org/goo/?a=2&b&a=1 text/html 200
}

// A SURT key read back as the URL it names (the scheme is not in the key:
// http).
func ExampleURLOfSURT() {
	u, err := canon.URLOfSURT("org,archive)/goo?a=1&a=2&b")
	fmt.Println(u, err)
	// Output:
	// http://archive.org/goo?a=1&a=2&b <nil>
}

// A blocklist lookup: the list holds the hashes of Safe Browsing keys,
// and a URL is looked up by the hash of its key, however it is written.
func ExampleSafeBrowsing() {
	hash := func(key string) [32]byte { return sha256.Sum256([]byte(key)) }
	blocked := map[[32]byte]bool{hash("http://evil.example/login/"): true}
	for _, raw := range []string{
		"http://EVIL.example./%6Cogin//",
		"http://evil.example/a/../login/#x",
		"http://evil.example/logout/",
	} {
		key, err := canon.SafeBrowsing(raw)
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Println(key, blocked[hash(key)])
	}
	// Output:
	// http://evil.example/login/ true
	// http://evil.example/login/ true
	// http://evil.example/logout/ false
}
