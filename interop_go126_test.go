//go:build !go1.27

package whatwgurl

// netURLOmitHostString is what net/url's String writes for a URL with
// OmitHost and the path "//x": before Go 1.27 it writes the path as it is,
// so that url.Parse reads "x" back as the host (a net/url bug, fixed in Go
// 1.27).
const netURLOmitHostString = "sc://x"
