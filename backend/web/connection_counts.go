package web

import "sync"

// connectionCounts counts what is open (connections, requests) in total and per client
// network, against a cap on each.
type connectionCounts struct {
	mu                sync.Mutex
	total, perNetwork int
	open              int
	byNetwork         map[string]int
}

func newConnectionCounts(total, perNetwork int) *connectionCounts {
	return &connectionCounts{total: total, perNetwork: perNetwork, byNetwork: map[string]int{}}
}

// take counts one more from network, or tells that a cap is reached. The empty network
// is counted in the total only (a trusted proxy, whose connections are every client's).
func (c *connectionCounts) take(network string) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.open >= c.total || (network != "" && c.byNetwork[network] >= c.perNetwork) {
		return false
	}
	c.open++
	if network != "" {
		c.byNetwork[network]++
	}
	return true
}

func (c *connectionCounts) release(network string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.open--
	if network == "" {
		return
	}
	if c.byNetwork[network]--; c.byNetwork[network] <= 0 {
		delete(c.byNetwork, network)
	}
}
