package ssr

import (
	"testing"

	farmsite "github.com/hudsonvalley/farmsite"
)

// TestTheStorefrontLeavesNothingBehindInAnEngine renders the built storefront's
// not-found page 200 times in one engine with 6 MB of memory, little more than loading
// the bundle takes. A render that left anything the collector cannot free adds up: with
// the bundle down-levelled to ES2020 (TanStack Query's private fields as WeakMaps, see
// storefront/vite.config.ts) the engine ran out of memory at the 132nd.
func TestTheStorefrontLeavesNothingBehindInAnEngine(t *testing.T) {
	bundle := farmsite.StorefrontServer()
	if len(bundle) == 0 {
		t.Fatal("no storefront server entry in this build: run `make web` (or `make build`) first")
	}
	r := New(bundle, Options{Engines: 1, MemoryLimit: 6 << 20, RendersPerEngine: 1000})
	defer r.Close()
	for i := range 200 {
		if _, err := r.Render("/page-not-found", nil, func(string) (int, string) { return 200, `{}` }); err != nil {
			t.Fatalf("render %d: %v", i+1, err)
		}
	}
	mustEqual(t, r.Engines(), 1)
}
