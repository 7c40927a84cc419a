package web

import (
	"errors"
	"net"
	"net/netip"
	"net/url"
	"strings"
)

// ErrNotAnOrigin is returned for a site address that is not scheme://host[:port].
var ErrNotAnOrigin = errors.New("the site's address must be like https://example.com (http or https, a host, no path)")

// ParseOrigin reads a site address ("https://Example.com/") as an origin
// ("https://example.com"): http or https, a host, an optional port, nothing else.
func ParseOrigin(address string) (string, error) {
	u, err := url.Parse(strings.TrimSpace(address))
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || u.User != nil ||
		(u.Path != "" && u.Path != "/") || u.RawQuery != "" || u.Fragment != "" || u.Opaque != "" {
		return "", ErrNotAnOrigin
	}
	return u.Scheme + "://" + strings.ToLower(u.Host), nil
}

// IsLoopbackHost tells localhost and loopback addresses ("127.0.0.1", "[::1]") from
// other hosts; host may carry a port.
func IsLoopbackHost(host string) bool {
	if h, _, err := net.SplitHostPort(host); err == nil {
		host = h
	}
	host = strings.Trim(host, "[]")
	if strings.EqualFold(host, "localhost") {
		return true
	}
	addr, err := netip.ParseAddr(host)
	return err == nil && addr.IsLoopback()
}

// SameLoopbackSite tells whether origin is the loopback origin canonical under another
// loopback name (http://localhost:8090 for http://127.0.0.1:8090): the same scheme and
// port on this machine.
func SameLoopbackSite(origin, canonical string) bool {
	a, errA := url.Parse(origin)
	b, errB := url.Parse(canonical)
	return errA == nil && errB == nil && a.Scheme == b.Scheme && a.Port() == b.Port() &&
		IsLoopbackHost(a.Host) && IsLoopbackHost(b.Host)
}

// ParsePrefixes reads addresses and networks ("10.0.0.5", "10.0.0.0/8", "::1").
func ParsePrefixes(entries []string) ([]netip.Prefix, error) {
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

// ContainsIP tells whether ip (as text) is in one of prefixes.
func ContainsIP(prefixes []netip.Prefix, ip string) bool {
	addr, err := netip.ParseAddr(ip)
	if err != nil {
		return false
	}
	addr = addr.Unmap()
	for _, p := range prefixes {
		if p.Contains(addr) {
			return true
		}
	}
	return false
}
