package web

import (
	"container/heap"
	"sync"
	"time"
)

// OverflowKey is the key every client is counted under while a RateLimiter's table is
// full of clients still spending their allowance.
const OverflowKey = "(overflow)"

// RateLimiter allows each key a number of events per period (all of them at once at
// most). Its table of keys is bounded, and it never forgets a key that has spent any of
// its allowance: a new key takes the place of one whose allowance is whole again, and
// when there is none (the table is full of busy clients) the new key is counted under
// the shared OverflowKey, so a flood of fresh keys is refused together rather than
// giving a busy client a fresh allowance.
type RateLimiter struct {
	mu       sync.Mutex
	interval time.Duration // for one event to come back
	burst    int
	maxKeys  int
	keys     map[string]*allowance
	byRefill refillOrder
	overflow allowance
}

// allowance is a key's state as a generic cell rate: whole is when every event of the
// burst is back (its "theoretical arrival time"); nothing else is needed.
type allowance struct {
	key   string
	whole time.Time
	index int // in byRefill
}

// NewRateLimiter allows events per period to each of at most maxKeys keys.
func NewRateLimiter(events int, period time.Duration, maxKeys int) *RateLimiter {
	if events <= 0 || period <= 0 || maxKeys <= 0 {
		panic("web.NewRateLimiter: events, period and maxKeys must be positive") // a programming error
	}
	return &RateLimiter{
		interval: period / time.Duration(events), burst: events, maxKeys: maxKeys,
		keys: make(map[string]*allowance, min(maxKeys, 1024)), overflow: allowance{key: OverflowKey, index: -1},
	}
}

// Allow takes one event for key at now; when none is left it takes nothing and says
// how long until one is.
func (l *RateLimiter) Allow(key string, now time.Time) (ok bool, retryAfter time.Duration) {
	l.mu.Lock()
	defer l.mu.Unlock()
	a := l.allowanceOf(key, now)
	start := a.whole
	if start.Before(now) {
		start = now
	}
	next := start.Add(l.interval)
	if over := next.Sub(now) - time.Duration(l.burst)*l.interval; over > 0 {
		return false, over
	}
	a.whole = next
	if a.index >= 0 {
		heap.Fix(&l.byRefill, a.index)
	}
	return true, 0
}

// Keys is how many keys the table holds (OverflowKey aside).
func (l *RateLimiter) Keys() int {
	l.mu.Lock()
	defer l.mu.Unlock()
	return len(l.keys)
}

// allowanceOf is key's allowance, making room for a new key by forgetting one whose
// allowance is whole at now, or the shared overflow allowance when none is.
func (l *RateLimiter) allowanceOf(key string, now time.Time) *allowance {
	if a, ok := l.keys[key]; ok {
		return a
	}
	if len(l.keys) >= l.maxKeys {
		if oldest := l.byRefill[0]; oldest.whole.After(now) {
			return &l.overflow
		}
		delete(l.keys, heap.Pop(&l.byRefill).(*allowance).key)
	}
	a := &allowance{key: key}
	l.keys[key] = a
	heap.Push(&l.byRefill, a)
	return a
}

// refillOrder is a heap of allowances, the one whole soonest first.
type refillOrder []*allowance

func (h refillOrder) Len() int           { return len(h) }
func (h refillOrder) Less(i, j int) bool { return h[i].whole.Before(h[j].whole) }
func (h refillOrder) Swap(i, j int) {
	h[i], h[j] = h[j], h[i]
	h[i].index, h[j].index = i, j
}
func (h *refillOrder) Push(x any) {
	a := x.(*allowance)
	a.index = len(*h)
	*h = append(*h, a)
}
func (h *refillOrder) Pop() any {
	old := *h
	a := old[len(old)-1]
	old[len(old)-1] = nil
	a.index = -1
	*h = old[:len(old)-1]
	return a
}
