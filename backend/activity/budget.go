package activity

import (
	"sync"
	"time"
)

// Budget bounds how many entries of one kind (failed logins of one account, or of names
// that are no account) the log takes in a window: past it they are counted, and the
// next entry written says how many were not. So a flood of made-up names from many
// networks costs the log a few rows an hour, and cannot hide the failures on a real
// account, which have their own allowance.
type Budget struct {
	PerWindow int
	Window    time.Duration

	mu      sync.Mutex
	windows map[string]*budgetWindow
}

type budgetWindow struct {
	start   time.Time
	written int
	dropped int
}

// Take tells whether an entry of key (an account's id, or "" for names that are no
// account: the table holds one window per account) may be written at now, and how many of key were
// left out before it (to be said in the entry).
func (b *Budget) Take(key string, now time.Time) (write bool, leftOut int) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.windows == nil {
		b.windows = map[string]*budgetWindow{}
	}
	w := b.windows[key]
	if w == nil || now.Sub(w.start) >= b.Window {
		carried := 0
		if w != nil {
			carried = w.dropped
		}
		w = &budgetWindow{start: now, dropped: carried}
		b.windows[key] = w
	}
	if w.written >= b.PerWindow {
		w.dropped++
		return false, 0
	}
	w.written++
	leftOut, w.dropped = w.dropped, 0
	return true, leftOut
}
