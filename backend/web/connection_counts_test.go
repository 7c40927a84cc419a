package web

import "testing"

func TestConnectionCountsCapTotalAndPerNetwork(t *testing.T) {
	c := newConnectionCounts(3, 2)
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

func TestConnectionCountsCountTheEmptyNetworkInTheTotalOnly(t *testing.T) {
	c := newConnectionCounts(3, 1)
	for i := range 3 {
		if !c.take("") {
			t.Fatalf("take(\"\") #%d refused under the total", i+1)
		}
	}
	if c.take("") || c.take("a") {
		t.Fatal("taken past the total")
	}
	c.release("")
	if !c.take("a") {
		t.Fatal("a network's first refused while the total has room")
	}
	if len(c.byNetwork) != 1 {
		t.Errorf("networks %v: the empty network is not one", c.byNetwork)
	}
}
