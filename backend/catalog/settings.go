package catalog

import (
	"errors"
	"net/netip"
	"net/url"
	"strings"
)

// ErrNotASiteAddress is returned for a site address that is not scheme://host[:port].
var ErrNotASiteAddress = errors.New("the site's address must be like https://example.com (http or https, a host, no path)")

// ParseSiteAddress reads a site address ("https://Example.com/") as the origin the site
// is served at ("https://example.com"): http or https, a host, an optional port, nothing
// else.
func ParseSiteAddress(address string) (string, error) {
	u, err := url.Parse(strings.TrimSpace(address))
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || u.User != nil ||
		(u.Path != "" && u.Path != "/") || u.RawQuery != "" || u.Fragment != "" || u.Opaque != "" {
		return "", ErrNotASiteAddress
	}
	return u.Scheme + "://" + strings.ToLower(u.Host), nil
}

// ParseNetworks reads addresses and networks ("10.0.0.5", "10.0.0.0/8", "::1").
func ParseNetworks(entries []string) ([]netip.Prefix, error) {
	out := make([]netip.Prefix, 0, len(entries))
	for _, entry := range entries {
		entry = strings.TrimSpace(entry)
		if prefix, err := netip.ParsePrefix(entry); err == nil {
			out = append(out, prefix.Masked())
			continue
		}
		addr, err := netip.ParseAddr(entry)
		if err != nil {
			return nil, errors.New("not an IP address or network: " + entry)
		}
		out = append(out, netip.PrefixFrom(addr.Unmap(), addr.Unmap().BitLen()))
	}
	return out, nil
}

// CheckSiteSettings keeps the site's address and its trusted proxies usable.
func CheckSiteSettings(r Record) *Problems {
	p := &Problems{}
	if raw := r.GetString("siteUrl"); raw != "" {
		if _, err := ParseSiteAddress(raw); err != nil {
			p.Add("siteUrl", "Must be the site's address, such as https://example.com")
		}
	}
	if proxies, ok := textList(r, "trustedProxies"); !ok {
		p.Add("trustedProxies", "Must be a list of IP addresses or networks such as 10.0.0.0/8")
	} else if _, err := ParseNetworks(proxies); err != nil {
		p.Add("trustedProxies", "Must be a list of IP addresses or networks such as 10.0.0.0/8")
	}
	return p
}
