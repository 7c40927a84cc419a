package web

import (
	"slices"
	"sync"
	"time"

	lru "github.com/hashicorp/golang-lru/v2"
)

// Lockout slows the guessing of an account's password without handing the account to
// whoever guesses. It counts failures per (account, client network): after FreeFailures
// failures in a row from one network, that network alone is locked out of the account
// for a time that doubles from First up to Max, so an attacker's failures never stop the
// owner logging in from elsewhere. Against guessing from many networks it also counts the
// account's failures from all of them: past AccountFailures the whole account is locked
// for AccountLock after each further failure, except that a correct password still passes
// from a known network (one the account signed in from, among its latest KnownNetworks)
// with fewer than TrustedFailures failures on the account. A network the account never
// signed in from gets no try while the account is locked, however many an attacker has:
// the account's lock bounds the guesses from all of them. A success from a network
// clears that network's failures; a quiet Reset period, or Clear, clears all.
//
// Names are counted whether an account exists or not (callers keep unknown names in a
// Lockout of their own, so a flood of made-up names cannot push out a real account's
// state). Every table is bounded, forgetting the least recently failed: a forgotten
// network's failures still count in its account's, so the account lock still holds.
type Lockout struct {
	FreeFailures    int
	First, Max      time.Duration
	Reset           time.Duration
	AccountFailures int
	AccountLock     time.Duration
	TrustedFailures int
	KnownNetworks   int

	mu       sync.Mutex
	networks *lru.Cache[networkKey, *lockState]
	accounts *lru.Cache[string, *lockState]
	known    *lru.Cache[string, []string] // an account's latest networks signed in from, newest last
}

// LockoutPolicy holds a Lockout's figures.
type LockoutPolicy struct {
	FreeFailures    int           // failures in a row from one network before it is locked
	First, Max      time.Duration // the first network lock, doubling per failure up to Max
	Reset           time.Duration // a quiet period that forgets failures
	AccountFailures int           // failures from all networks before the account is locked
	AccountLock     time.Duration // how long the account stays locked after its latest failure
	TrustedFailures int           // a known network with fewer failures passes an account lock
	KnownNetworks   int           // how many of an account's latest networks signed in from are known
}

type networkKey struct{ account, network string }

type lockState struct {
	failures    int
	lastFailure time.Time
	lockedUntil time.Time
}

// maxAccountNameBytes bounds what a name costs in the tables; longer names share a key.
const maxAccountNameBytes = 256

// NewLockout keeps the state of at most maxKeys accounts and maxKeys (account, network)
// pairs.
func NewLockout(p LockoutPolicy, maxKeys int) *Lockout {
	networks, err := lru.New[networkKey, *lockState](maxKeys)
	if err != nil {
		panic(err) // maxKeys <= 0: a programming error
	}
	accounts, _ := lru.New[string, *lockState](maxKeys)
	known, _ := lru.New[string, []string](maxKeys)
	return &Lockout{
		FreeFailures: p.FreeFailures, First: p.First, Max: p.Max, Reset: p.Reset,
		AccountFailures: p.AccountFailures, AccountLock: p.AccountLock, TrustedFailures: p.TrustedFailures,
		KnownNetworks: p.KnownNetworks,
		networks:      networks, accounts: accounts, known: known,
	}
}

func accountKey(name string) string {
	if len(name) > maxAccountNameBytes {
		return name[:maxAccountNameBytes]
	}
	return name
}

// current is the state under key still counting at now (nil when none or forgotten).
func current[K comparable](c *lru.Cache[K, *lockState], key K, now time.Time, reset time.Duration) *lockState {
	state, ok := c.Peek(key)
	if !ok || now.Sub(state.lastFailure) > reset {
		return nil
	}
	return state
}

// Admit says whether a login for account from network may have its password checked
// at now. When the network is locked out of the account, or the account is locked and
// the network is not known or has failed on it too often, it may not: wait says for how
// long. When the account is locked but the network is trusted, it may (a correct
// password passes, a wrong one is refused for wait).
func (l *Lockout) Admit(account, network string, now time.Time) (wait time.Duration, mayTry bool) {
	l.mu.Lock()
	defer l.mu.Unlock()
	account = accountKey(account)
	failures := 0
	if state := current(l.networks, networkKey{account, network}, now, l.Reset); state != nil {
		if now.Before(state.lockedUntil) {
			return state.lockedUntil.Sub(now), false
		}
		failures = state.failures
	}
	if state := current(l.accounts, account, now, l.Reset); state != nil && now.Before(state.lockedUntil) {
		return state.lockedUntil.Sub(now), failures < l.TrustedFailures && l.isKnown(account, network)
	}
	return 0, true
}

func (l *Lockout) isKnown(account, network string) bool {
	networks, _ := l.known.Peek(account)
	return slices.Contains(networks, network)
}

// Fail records a failed login for account from network at now and returns how long
// that network is now refused (0: the next attempt is admitted as usual).
func (l *Lockout) Fail(account, network string, now time.Time) time.Duration {
	l.mu.Lock()
	defer l.mu.Unlock()
	account = accountKey(account)
	key := networkKey{account, network}
	pair := current(l.networks, key, now, l.Reset)
	if pair == nil {
		pair = &lockState{}
	}
	l.networks.Add(key, pair)
	pair.failures++
	pair.lastFailure = now
	if over := pair.failures - l.FreeFailures; over > 0 {
		lock := l.First
		for i := 1; i < over && lock < l.Max; i++ {
			lock *= 2
		}
		pair.lockedUntil = now.Add(min(lock, l.Max))
	}

	whole := current(l.accounts, account, now, l.Reset)
	if whole == nil {
		whole = &lockState{}
	}
	l.accounts.Add(account, whole)
	whole.failures++
	whole.lastFailure = now
	if whole.failures > l.AccountFailures {
		whole.lockedUntil = now.Add(l.AccountLock)
	}
	return max(pair.lockedUntil.Sub(now), whole.lockedUntil.Sub(now), 0)
}

// Succeed clears the failures of account from network (not the account's lock: an
// attacker who also knows one network's way in must not reset the count of the others),
// and makes network known to the account.
func (l *Lockout) Succeed(account, network string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	account = accountKey(account)
	l.networks.Remove(networkKey{account, network})
	if l.KnownNetworks <= 0 {
		return
	}
	networks, _ := l.known.Peek(account)
	networks = append(slices.DeleteFunc(slices.Clone(networks), func(n string) bool { return n == network }), network)
	l.known.Add(account, networks[max(0, len(networks)-l.KnownNetworks):])
}

// Clear forgets every failure of account, from every network.
func (l *Lockout) Clear(account string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	account = accountKey(account)
	l.accounts.Remove(account)
	for _, key := range l.networks.Keys() {
		if key.account == account {
			l.networks.Remove(key)
		}
	}
}

// LockedUntil tells, for each of accounts locked at now (the account itself, or any
// network out of it), when its last lock ends; unlocked accounts are left out.
func (l *Lockout) LockedUntil(accounts []string, now time.Time) map[string]time.Time {
	l.mu.Lock()
	defer l.mu.Unlock()
	wanted := make(map[string]string, len(accounts))
	for _, a := range accounts {
		wanted[accountKey(a)] = a
	}
	out := map[string]time.Time{}
	note := func(key string, until time.Time) {
		if name, ok := wanted[key]; ok && now.Before(until) && until.After(out[name]) {
			out[name] = until
		}
	}
	for key := range wanted {
		if state, ok := l.accounts.Peek(key); ok {
			note(key, state.lockedUntil)
		}
	}
	if len(wanted) > 0 {
		for _, key := range l.networks.Keys() {
			if state, ok := l.networks.Peek(key); ok {
				note(key.account, state.lockedUntil)
			}
		}
	}
	return out
}
