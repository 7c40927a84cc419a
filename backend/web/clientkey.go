// Package web holds the site's HTTP infrastructure that is not a route: client keys,
// rate limits, origins and limits on what a request may cost.
package web

import "net/netip"

// ClientKey is the key a client is counted under for rate limits and login lockouts: its
// IPv4 address alone (a /24 is often shared by strangers behind a carrier's NAT, who
// would lock each other out of an account), or the /64 network of its IPv6 address (one
// subscriber gets a whole /64, so counting each address alone would give one person
// billions of allowances). Unparsable addresses count together under their text.
func ClientKey(ip string) string {
	addr, err := netip.ParseAddr(ip)
	if err != nil {
		return ip
	}
	addr = addr.Unmap()
	if addr.Is4() {
		return addr.String()
	}
	prefix, err := addr.Prefix(64)
	if err != nil {
		return addr.String()
	}
	return prefix.String()
}

// NetworkKey is the network a client is counted in for the limits a whole network
// shares: the /24 of an IPv4 address, the /48 of an IPv6 one (a site's allocation:
// 65,536 /64s, so counting only by ClientKey would give one site 65,536 allowances).
// Unparsable addresses count together under their text.
func NetworkKey(ip string) string {
	addr, err := netip.ParseAddr(ip)
	if err != nil {
		return ip
	}
	addr = addr.Unmap()
	bits := 48
	if addr.Is4() {
		bits = 24
	}
	prefix, err := addr.Prefix(bits)
	if err != nil {
		return addr.String()
	}
	return prefix.String()
}
