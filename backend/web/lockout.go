package web

import (
	"sync"
	"time"

	lru "github.com/hashicorp/golang-lru/v2"
)

// Lockout slows the guessing of one account's password from many addresses: after
// FreeFailures failed logins in a row, every further failure locks the account for a
// time that doubles from First up to Max. A success, or a quiet Reset period, clears it.
// Any name is counted, existing or not, so the answers tell nobody which names exist;
// the table is bounded like RateLimiter's.
type Lockout struct {
	FreeFailures int
	First, Max   time.Duration
	Reset        time.Duration

	mu       sync.Mutex
	accounts *lru.Cache[string, *lockState]
}

type lockState struct {
	failures    int
	lastFailure time.Time
	lockedUntil time.Time
}

// maxAccountNameBytes bounds what a name costs in the table; longer names share a key.
const maxAccountNameBytes = 256

// NewLockout keeps the state of at most maxAccounts names.
func NewLockout(freeFailures int, first, max, reset time.Duration, maxAccounts int) *Lockout {
	accounts, err := lru.New[string, *lockState](maxAccounts)
	if err != nil {
		panic(err)
	}
	return &Lockout{FreeFailures: freeFailures, First: first, Max: max, Reset: reset, accounts: accounts}
}

func accountKey(name string) string {
	if len(name) > maxAccountNameBytes {
		return name[:maxAccountNameBytes]
	}
	return name
}

// LockedFor says how long the account stays locked at now (0: it is not).
func (l *Lockout) LockedFor(name string, now time.Time) time.Duration {
	l.mu.Lock()
	defer l.mu.Unlock()
	state, ok := l.accounts.Get(accountKey(name))
	if !ok || !now.Before(state.lockedUntil) {
		return 0
	}
	return state.lockedUntil.Sub(now)
}

// Fail records a failed login at now and returns how long the account is now locked.
func (l *Lockout) Fail(name string, now time.Time) time.Duration {
	l.mu.Lock()
	defer l.mu.Unlock()
	key := accountKey(name)
	state, ok := l.accounts.Get(key)
	if !ok || now.Sub(state.lastFailure) > l.Reset {
		state = &lockState{}
		l.accounts.Add(key, state)
	}
	state.failures++
	state.lastFailure = now
	over := state.failures - l.FreeFailures
	if over <= 0 {
		return 0
	}
	lock := l.First
	for i := 1; i < over && lock < l.Max; i++ {
		lock *= 2
	}
	lock = min(lock, l.Max)
	state.lockedUntil = now.Add(lock)
	return lock
}

// Succeed clears the account's failures.
func (l *Lockout) Succeed(name string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.accounts.Remove(accountKey(name))
}
