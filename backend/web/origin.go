package web

import (
	"net"
	"net/netip"
	"net/url"
	"strings"
)

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
