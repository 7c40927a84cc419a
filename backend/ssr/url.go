package ssr

import (
	"encoding/json"
	"net/url"
)

// parseURL is the URL polyfill's parser (storefront/src/server/polyfills.ts): input
// resolved against base (when not ""), as JSON of the WHATWG URL's parts, or "" when
// it is not an absolute URL. Net/url's reading, close enough for the links and image
// addresses a page renders.
func parseURL(input, base string) string {
	u, err := url.Parse(input)
	if err != nil {
		return ""
	}
	if base != "" {
		b, err := url.Parse(base)
		if err != nil || !b.IsAbs() {
			return ""
		}
		u = b.ResolveReference(u)
	}
	if !u.IsAbs() {
		return ""
	}
	parts := map[string]string{
		"protocol": u.Scheme + ":", "username": u.User.Username(), "host": u.Host, "hostname": u.Hostname(),
		"port": u.Port(), "pathname": u.EscapedPath(), "search": "", "hash": "", "origin": "null",
	}
	if pw, ok := u.User.Password(); ok {
		parts["password"] = pw
	}
	if u.Opaque != "" {
		parts["pathname"] = u.Opaque
	} else if parts["pathname"] == "" && u.Host != "" {
		parts["pathname"] = "/"
	}
	if u.RawQuery != "" || u.ForceQuery {
		parts["search"] = "?" + u.RawQuery
	}
	if u.Fragment != "" {
		parts["hash"] = "#" + u.EscapedFragment()
	}
	if u.Scheme == "http" || u.Scheme == "https" {
		parts["origin"] = u.Scheme + "://" + u.Host
	}
	href := u.Scheme + ":"
	if u.Host != "" || u.Opaque == "" {
		href += "//"
		if u.User != nil {
			href += u.User.String() + "@"
		}
		href += u.Host
	}
	parts["href"] = href + parts["pathname"] + parts["search"] + parts["hash"]
	out, _ := json.Marshal(parts)
	return string(out)
}
