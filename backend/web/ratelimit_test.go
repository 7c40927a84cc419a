package web

import (
	"fmt"
	"testing"
	"time"
)

// A flood of fresh keys (an IPv6 /48 holds 65,536 /64s) must not push a busy client out
// of the table and so give it a fresh allowance.
func TestRateLimiterKeepsABusyClientLimitedThrough100000OtherKeys(t *testing.T) {
	l := NewRateLimiter(5, time.Minute, 10_000)
	now := time.Unix(1_000_000, 0)
	for i := range 5 {
		if ok, _ := l.Allow("busy", now); !ok {
			t.Fatalf("busy client's event %d refused", i+1)
		}
	}
	allowed := 0
	for i := range 100_000 {
		if ok, _ := l.Allow(fmt.Sprintf("2001:db8:0:%x::/64", i), now); ok {
			allowed++
		}
	}
	if ok, _ := l.Allow("busy", now); ok {
		t.Error("the busy client got a fresh allowance after the flood")
	}
	if n := l.Keys(); n != 10_000 {
		t.Errorf("the table holds %d keys, want its bound 10000", n)
	}
	// The table's 9,999 other keys got their own allowance each; everyone past the
	// table shared one.
	if want := 9_999*1 + 5; allowed != want {
		t.Errorf("%d events of the flood allowed, want %d (9999 in the table, 5 shared)", allowed, want)
	}
	if ok, _ := l.Allow("one more", now); ok {
		t.Error("a new key past a full table of busy keys was allowed past the shared allowance")
	}
}

// Only keys whose allowance is whole again make room; a busy one keeps its place.
func TestRateLimiterForgetsOnlyRefilledKeys(t *testing.T) {
	l := NewRateLimiter(2, time.Minute, 3)
	start := time.Unix(1_000_000, 0)
	l.Allow("a", start)                    // whole again at +30 s
	l.Allow("b", start)                    // same
	l.Allow("busy", start)                 // spent: whole again at +60 s
	l.Allow("busy", start)                 //
	if ok, _ := l.Allow("c", start); !ok { // the table is full: the shared allowance
		t.Fatal("the first key past a full table was refused")
	}
	l.Allow("d", start)
	if ok, _ := l.Allow("e", start); ok {
		t.Error("the shared allowance of keys past a full table was not shared")
	}
	later := start.Add(45 * time.Second) // a and b whole again, busy not
	for _, k := range []string{"f", "g"} {
		for i := range 2 {
			if ok, _ := l.Allow(k, later); !ok {
				t.Errorf("%s's event %d refused: it should have taken a refilled key's place", k, i+1)
			}
		}
	}
	if ok, _ := l.Allow("busy", later); !ok {
		t.Error("busy is refused at +45 s though one event came back at +30 s")
	}
	if ok, wait := l.Allow("busy", later); ok || wait != 15*time.Second {
		t.Errorf("busy's next event: ok=%v wait=%v, want refused for 15 s (its place and state were kept)", ok, wait)
	}
}

func TestNetworkKeyGroupsIPv4By24AndIPv6By48(t *testing.T) {
	for ip, want := range map[string]string{
		"203.0.113.7":          "203.0.113.0/24",
		"::ffff:203.0.113.250": "203.0.113.0/24",
		"2001:db8:1:2:3:4:5:6": "2001:db8:1::/48",
		"2001:db8:1:ffff::1":   "2001:db8:1::/48",
		"2001:db8:2::1":        "2001:db8:2::/48",
		"not an address":       "not an address",
	} {
		if got := NetworkKey(ip); got != want {
			t.Errorf("NetworkKey(%q) = %q, want %q", ip, got, want)
		}
	}
}
