//go:build go1.27

package whatwgurl

// netURLOmitHostString is what net/url's String writes for a URL with
// OmitHost and the path "//x": since Go 1.27 it escapes the first '/', so
// that the path is not read back as an authority.
const netURLOmitHostString = "sc:%2F/x"
