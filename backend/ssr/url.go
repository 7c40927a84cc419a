package ssr

import (
	"encoding/json"

	whatwg "github.com/nlnwa/whatwg-url/url"
)

// parseURL is the URL polyfill's parser (storefront/src/server/polyfills.ts): input
// resolved against base (when not ""), as JSON of the WHATWG URL's parts, or "" when
// it is not a valid URL. It parses as the browser's URL does (the WHATWG URL standard:
// host lowercased and IDNA to punycode, default port dropped, dot segments resolved,
// the same percent-encoding), so that the page rendered here names the same addresses
// as the page the browser hydrates (testdata/url_cases.json, which the storefront's
// tests check against Node's URL).
func parseURL(input, base string) string {
	u, err := whatwg.ParseRef(base, input)
	if err != nil {
		return ""
	}
	out, _ := json.Marshal(map[string]string{
		"href": u.Href(false), "protocol": u.Protocol(), "username": u.Username(), "password": u.Password(),
		"host": u.Host(), "hostname": u.Hostname(), "port": u.Port(), "pathname": u.Pathname(),
		"search": u.Search(), "hash": u.Hash(), "origin": origin(u),
	})
	return string(out)
}

// origin is the URL's origin as the browser serializes it: scheme, host and port for
// the schemes that have one, a blob's inner URL's, and "null" for the rest.
func origin(u *whatwg.Url) string {
	switch u.Scheme() {
	case "http", "https", "ws", "wss", "ftp":
		return u.Protocol() + "//" + u.Host()
	case "blob":
		if inner, err := whatwg.Parse(u.Pathname()); err == nil && (inner.Scheme() == "http" || inner.Scheme() == "https") {
			return origin(inner)
		}
	}
	return "null"
}
