package web

import "testing"

func TestClientNetworkIsTheIPv4Slash24AndTheIPv6Slash48(t *testing.T) {
	for ip, want := range map[string]string{
		"203.0.113.7":          "203.0.113.0/24",
		"203.0.113.250":        "203.0.113.0/24",
		"::ffff:203.0.113.7":   "203.0.113.0/24",
		"2001:db8:1:2:3:4:5:6": "2001:db8:1::/48",
		"2001:db8:1:ffff::1":   "2001:db8:1::/48",
		"2001:db8:2::1":        "2001:db8:2::/48",
		"not an address":       "not an address",
	} {
		if got := ClientNetwork(ip); got != want {
			t.Errorf("ClientNetwork(%q) = %q, want %q", ip, got, want)
		}
	}
}

func TestConnectionCountsCapTotalAndPerNetwork(t *testing.T) {
	c := &connectionCounts{total: 3, perNetwork: 2, byNetwork: map[string]int{}}
	take := func(network string, want bool) {
		t.Helper()
		if got := c.take(network); got != want {
			t.Fatalf("take(%s) = %v, want %v", network, got, want)
		}
	}
	take("a", true)
	take("a", true)
	take("a", false) // the network's share
	take("b", true)
	take("c", false) // the total
	c.release("a")
	take("c", true)
	take("c", false)
	c.release("a")
	if len(c.byNetwork) != 2 || c.open != 2 || c.byNetwork["a"] != 0 {
		t.Errorf("after releases: %d open, networks %v", c.open, c.byNetwork)
	}
}
