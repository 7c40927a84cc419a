package web

import (
	"fmt"
	"testing"
	"time"
)

var testPolicy = LockoutPolicy{
	FreeFailures: 3, First: 30 * time.Second, Max: 4 * time.Minute, Reset: time.Hour,
	AccountFailures: 10, AccountLock: 15 * time.Minute, TrustedFailures: 2, KnownNetworks: 2,
}

func TestLockoutDoublesPerNetworkAfterFreeFailures(t *testing.T) {
	l := NewLockout(testPolicy, 100)
	now := time.Unix(1_000_000, 0)
	for i := range 3 {
		if lock := l.Fail("ann", "192.0.2.1", now); lock != 0 {
			t.Fatalf("failure %d locked for %v", i+1, lock)
		}
	}
	want := []time.Duration{30 * time.Second, time.Minute, 2 * time.Minute, 4 * time.Minute, 4 * time.Minute}
	for i, w := range want {
		if lock := l.Fail("ann", "192.0.2.1", now); lock != w {
			t.Errorf("failure %d locked for %v, want %v", i+4, lock, w)
		}
	}
	if wait, ok := l.Admit("ann", "192.0.2.1", now.Add(time.Minute)); ok || wait != 3*time.Minute {
		t.Errorf("the failing network: Admit = %v, %v; want 3m, refused", wait, ok)
	}
	if wait, ok := l.Admit("ann", "198.51.100.7", now); !ok || wait != 0 {
		t.Errorf("another network is refused (%v): an attacker locked the owner out", wait)
	}
	if _, ok := l.Admit("bob", "192.0.2.1", now); !ok {
		t.Error("another account is locked for the failing network")
	}
}

func TestLockoutSuccessClearsOnlyItsNetwork(t *testing.T) {
	l := NewLockout(testPolicy, 100)
	now := time.Unix(1_000_000, 0)
	for range 4 {
		l.Fail("ann", "192.0.2.1", now)
	}
	for range 2 {
		l.Fail("ann", "192.0.2.2", now)
	}
	l.Succeed("ann", "192.0.2.2")
	if _, ok := l.Admit("ann", "192.0.2.1", now); ok {
		t.Error("a success from one network unlocked another")
	}
	if lock := l.Fail("ann", "192.0.2.2", now); lock != 0 {
		t.Errorf("the succeeding network's failures were not cleared: locked for %v", lock)
	}
}

func TestLockoutForgetsOldFailures(t *testing.T) {
	l := NewLockout(LockoutPolicy{FreeFailures: 1, First: time.Minute, Max: time.Hour, Reset: time.Hour, AccountFailures: 100, AccountLock: time.Hour, TrustedFailures: 1}, 100)
	now := time.Unix(1_000_000, 0)
	l.Fail("ann", "192.0.2.1", now)
	if lock := l.Fail("ann", "192.0.2.1", now.Add(2*time.Hour)); lock != 0 {
		t.Errorf("a failure after a quiet hour locked for %v", lock)
	}
}

func TestLockoutOfTheWholeAccountLetsTrustedNetworksTry(t *testing.T) {
	l := NewLockout(testPolicy, 100)
	now := time.Unix(1_000_000, 0)
	l.Succeed("ann", "owner") // the owner signed in from there before
	// Ten networks, one failure each: none is locked, the account is at its limit.
	for i := range 10 {
		if lock := l.Fail("ann", "attacker-"+string(rune('a'+i)), now); lock != 0 {
			t.Fatalf("failure %d locked for %v", i+1, lock)
		}
	}
	if lock := l.Fail("ann", "attacker-k", now); lock != 15*time.Minute {
		t.Fatalf("the account's 11th failure locked for %v, want 15m", lock)
	}
	if wait, ok := l.Admit("ann", "owner", now.Add(time.Minute)); !ok || wait != 14*time.Minute {
		t.Errorf("a known network with no failures: Admit = %v, %v; want a try (14m left)", wait, ok)
	}
	if wait, ok := l.Admit("ann", "fresh", now.Add(time.Minute)); ok || wait != 14*time.Minute {
		t.Errorf("a network the account never signed in from: Admit = %v, %v; want refused for 14m", wait, ok)
	}
	l.Fail("ann", "owner", now) // the owner mistypes once
	if _, ok := l.Admit("ann", "owner", now); !ok {
		t.Error("one typo took the owner's network out during the account's lock")
	}
	l.Fail("ann", "attacker-k", now)
	if wait, ok := l.Admit("ann", "attacker-k", now); ok || wait != 15*time.Minute {
		t.Errorf("a network with 2 failures: Admit = %v, %v; want refused for 15m", wait, ok)
	}
	if _, ok := l.Admit("ann", "attacker-k", now.Add(16*time.Minute)); !ok {
		t.Error("the account's lock did not end")
	}
}

func TestLockoutClearForgetsEveryNetwork(t *testing.T) {
	l := NewLockout(testPolicy, 100)
	now := time.Unix(1_000_000, 0)
	for range 11 {
		l.Fail("ann", "192.0.2.1", now)
	}
	l.Fail("bob", "192.0.2.1", now)
	locked := l.LockedUntil([]string{"ann", "bob", "cy"}, now)
	if len(locked) != 1 || !locked["ann"].Equal(now.Add(15*time.Minute)) {
		t.Fatalf("LockedUntil = %v, want ann until +15m", locked)
	}
	l.Clear("ann")
	if _, ok := l.Admit("ann", "192.0.2.1", now); !ok {
		t.Error("still locked after Clear")
	}
	if got := l.LockedUntil([]string{"ann"}, now); len(got) != 0 {
		t.Errorf("LockedUntil after Clear = %v", got)
	}
	l.Fail("bob", "192.0.2.1", now)
	l.Fail("bob", "192.0.2.1", now)
	if lock := l.Fail("bob", "192.0.2.1", now); lock == 0 {
		t.Error("clearing ann forgot bob's failures too")
	}
}

// Issue 35, finding 4: every network with fewer than 2 failures was let try while the
// account was locked, so each network an attacker had got 2 guesses.
func TestAnAccountsLockBoundsTheGuessesOfEveryNetwork(t *testing.T) {
	l := NewLockout(testPolicy, 16)
	now := time.Unix(1_000_000, 0)
	admitted := 0
	for i := range 1000 {
		network := fmt.Sprintf("attacker-%d", i)
		if _, ok := l.Admit("ann", network, now); ok {
			admitted++
			l.Fail("ann", network, now)
		}
	}
	if admitted != testPolicy.AccountFailures+1 {
		t.Errorf("1000 networks had %d guesses, want %d (the account's limit, and the one that locks it)", admitted, testPolicy.AccountFailures+1)
	}
}

func TestAnAccountKnowsItsLatestNetworks(t *testing.T) {
	l := NewLockout(testPolicy, 100)
	now := time.Unix(1_000_000, 0)
	for _, n := range []string{"home", "office", "phone", "office"} {
		l.Succeed("ann", n)
	}
	for i := range 11 {
		l.Fail("ann", fmt.Sprintf("attacker-%d", i), now)
	}
	for network, want := range map[string]bool{"home": false, "phone": true, "office": true} {
		if _, ok := l.Admit("ann", network, now); ok != want {
			t.Errorf("%s during the account's lock: may try = %v, want %v (the latest 2 are known)", network, ok, want)
		}
	}
	if _, ok := l.Admit("bob", "office", now); !ok {
		t.Error("another account is locked")
	}
}
