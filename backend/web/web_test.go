package web

import (
	"testing"
	"time"

	"github.com/hudsonvalley/farmsite/backend/catalog"
)

func TestClientKeyGroupsIPv6By64(t *testing.T) {
	for ip, want := range map[string]string{
		"203.0.113.7":          "203.0.113.7",
		"::ffff:203.0.113.7":   "203.0.113.7",
		"2001:db8:1:2:3:4:5:6": "2001:db8:1:2::/64",
		"2001:db8:1:2:ffff::1": "2001:db8:1:2::/64",
		"2001:db8:1:3::1":      "2001:db8:1:3::/64",
		"not an address":       "not an address",
	} {
		if got := ClientKey(ip); got != want {
			t.Errorf("ClientKey(%q) = %q, want %q", ip, got, want)
		}
	}
}

func TestRateLimiterAllowsBurstThenSaysWhen(t *testing.T) {
	l := NewRateLimiter(10, time.Minute, 100)
	now := time.Unix(1_000_000, 0)
	for i := 0; i < 10; i++ {
		if ok, _ := l.Allow("a", now); !ok {
			t.Fatalf("event %d refused", i+1)
		}
	}
	ok, retry := l.Allow("a", now)
	if ok || retry < 5*time.Second || retry > 7*time.Second {
		t.Fatalf("11th event: ok=%v retry=%v, want refused for about 6 s", ok, retry)
	}
	if ok, _ := l.Allow("b", now); !ok {
		t.Error("another key shares the first key's allowance")
	}
	if ok, _ := l.Allow("a", now.Add(6*time.Second)); !ok {
		t.Error("no event allowed after the wait it announced")
	}
}

func TestRateLimiterTableIsBounded(t *testing.T) {
	l := NewRateLimiter(1, time.Hour, 3)
	now := time.Unix(1_000_000, 0)
	for _, k := range []string{"a", "b", "c", "d", "e"} {
		l.Allow(k, now)
	}
	if n := l.Keys(); n != 3 {
		t.Errorf("%d keys kept, want 3", n)
	}
}

func TestSameLoopbackSite(t *testing.T) {
	canonical := "http://127.0.0.1:8090"
	for origin, want := range map[string]bool{
		"http://localhost:8090":  true,
		"http://[::1]:8090":      true,
		"http://127.0.0.1:8090":  true,
		"http://localhost:8091":  false,
		"https://localhost:8090": false,
		"http://evil.example":    false,
	} {
		if got := SameLoopbackSite(origin, canonical); got != want {
			t.Errorf("SameLoopbackSite(%q) = %v", origin, got)
		}
	}
	if SameLoopbackSite("http://localhost:443", "https://farm.example") {
		t.Error("a public canonical origin matched a loopback one")
	}
}

func TestContainsIP(t *testing.T) {
	prefixes, err := catalog.ParseNetworks([]string{"127.0.0.0/8", "::1", "10.1.2.3"})
	if err != nil {
		t.Fatal(err)
	}
	for ip, want := range map[string]bool{"127.0.0.2": true, "::1": true, "10.1.2.3": true, "10.1.2.4": false, "::ffff:127.0.0.1": true, "x": false} {
		if got := ContainsIP(prefixes, ip); got != want {
			t.Errorf("ContainsIP(%q) = %v", ip, got)
		}
	}
}
