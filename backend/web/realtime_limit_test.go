package web

import "testing"

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
