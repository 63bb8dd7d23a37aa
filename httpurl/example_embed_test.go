package httpurl_test

import (
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"net/netip"
	"os"

	"github.com/webstd/whatwgurl"
	"github.com/webstd/whatwgurl/httpurl"
)

// EmbeddedIPv4 finds the IPv4 address that each way of writing
// 169.254.169.254 (a cloud metadata service) inside an IPv6 address
// carries: RFC 4291 (mapped, compatible), RFC 2765 (translated), RFC 6052
// (NAT64), RFC 3056 (6to4) and RFC 4380 (Teredo, whose client address is
// stored inverted).
func ExampleEmbeddedIPv4() {
	for _, s := range []string{
		"::ffff:169.254.169.254",   // IPv4Mapped
		"::169.254.169.254",        // IPv4Compatible
		"::ffff:0:169.254.169.254", // IPv4Translated
		"64:ff9b::a9fe:a9fe",       // NAT64
		"64:ff9b:1:a9fe:a9:fe00::", // NAT64Local (a /48 prefix)
		"2002:a9fe:a9fe::",         // SixToFour
		"2001:0:1:2:0:0:5601:5601", // Teredo: 0x5601 is 0xa9fe inverted
		"2001:db8::1",              // NoEmbedding
	} {
		v4, how := httpurl.EmbeddedIPv4(netip.MustParseAddr(s))
		if how == httpurl.NoEmbedding {
			fmt.Println(s, "carries no IPv4 address")
			continue
		}
		fmt.Println(s, "carries", v4, "as", how)
	}
	// The Embedding values, for a switch.
	_ = []httpurl.Embedding{httpurl.IPv4Mapped, httpurl.IPv4Compatible,
		httpurl.IPv4Translated, httpurl.NAT64, httpurl.NAT64Local,
		httpurl.SixToFour, httpurl.Teredo}
	// Output:
	// ::ffff:169.254.169.254 carries 169.254.169.254 as IPv4-mapped
	// ::169.254.169.254 carries 169.254.169.254 as IPv4-compatible
	// ::ffff:0:169.254.169.254 carries 169.254.169.254 as IPv4-translated
	// 64:ff9b::a9fe:a9fe carries 169.254.169.254 as NAT64 64:ff9b::/96
	// 64:ff9b:1:a9fe:a9:fe00:: carries 169.254.169.254 as NAT64 64:ff9b:1::/48
	// 2002:a9fe:a9fe:: carries 169.254.169.254 as 6to4
	// 2001:0:1:2:0:0:5601:5601 carries 169.254.169.254 as Teredo client
	// 2001:db8::1 carries no IPv4 address
}

// CheckAddr refuses an address the way Control refuses it as the address
// dialled; the error names the registry block, and errors.Is and
// errors.As find the reason.
func ExampleGuard_CheckAddr() {
	var g httpurl.Guard // the default policy
	fmt.Println(g.CheckAddr(netip.MustParseAddr("93.184.215.14")))

	err := g.CheckAddr(netip.MustParseAddr("2002:c0a8:101::"))
	fmt.Println(errors.Is(err, httpurl.ErrRefused), errors.Is(err, httpurl.ErrAddress))
	var ge *httpurl.GuardError
	if errors.As(err, &ge) {
		var block *httpurl.AddressBlock = ge.Verdict.Block
		fmt.Println(ge.Verdict.Embedded, block.Prefix, block.Name, block.RFC)
		fmt.Println(ge.Unwrap() == httpurl.ErrAddress, ge.Is(httpurl.ErrRefused))
	}
	fmt.Println(len(httpurl.RegistryDate()) == len("2006-01-02"))
	// Output:
	// <nil>
	// true true
	// 192.168.1.1 192.168.0.0/16 Private-Use [RFC1918]
	// true true
	// true
}

// Transport and RoundTripper put the guard under any client: Transport is
// an *http.Transport that checks each request and dials through Control;
// RoundTripper checks each request before handing it on.
func ExampleGuard_Transport() {
	var g httpurl.Guard
	t := g.Transport(nil)
	client := &http.Client{Transport: t}
	_, err := client.Get("http://127.0.0.1:9/")
	fmt.Println(errors.Is(err, httpurl.ErrRefused))

	rt := g.RoundTripper(nil)
	_, err = (&http.Client{Transport: rt}).Get("http://[::ffff:7f00:1]:9/")
	fmt.Println(errors.Is(err, httpurl.ErrAddress))
	// Output:
	// true
	// true
}

// RedactedURL logs a URL without the secrets SecretParams names.
func ExampleRedactedURL_LogValue() {
	u := whatwgurl.MustParse("https://user:hunter2@example.com/cb?code=abc&state=1&access_token=t0k")
	logger := slog.New(slog.NewTextHandler(os.Stdout, &slog.HandlerOptions{
		ReplaceAttr: func(groups []string, a slog.Attr) slog.Attr {
			if a.Key == slog.TimeKey {
				return slog.Attr{}
			}
			return a
		},
	}))
	logger.Info("callback", "url", httpurl.RedactedURL{URL: u})
	fmt.Println(len(httpurl.SecretParams) > 0)
	// Output:
	// level=INFO msg=callback url="https://user:xxxxx@example.com/cb?code=xxxxx&state=1&access_token=xxxxx"
	// true
}
