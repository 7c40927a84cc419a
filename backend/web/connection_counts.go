package web

import (
	"context"
	"sync"
	"time"
)

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

// waitingCounts are connectionCounts whose takers may wait for a release.
type waitingCounts struct {
	*connectionCounts
	mu       sync.Mutex
	released chan struct{} // closed, and replaced, at each release
}

func newWaitingCounts(total, perNetwork int) *waitingCounts {
	return &waitingCounts{connectionCounts: newConnectionCounts(total, perNetwork), released: make(chan struct{})}
}

// takeWithin counts one more from network, waiting up to d (or until ctx ends) for a
// release when a cap is reached; false when none came in time.
func (w *waitingCounts) takeWithin(ctx context.Context, network string, d time.Duration) bool {
	timer := time.NewTimer(d)
	defer timer.Stop()
	for {
		w.mu.Lock()
		released := w.released // read before take: a release in between wakes this waiter
		w.mu.Unlock()
		if w.take(network) {
			return true
		}
		select {
		case <-released:
		case <-timer.C:
			return false
		case <-ctx.Done():
			return false
		}
	}
}

func (w *waitingCounts) release(network string) {
	w.connectionCounts.release(network)
	w.mu.Lock()
	close(w.released)
	w.released = make(chan struct{})
	w.mu.Unlock()
}
