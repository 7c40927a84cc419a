package web

import (
	"fmt"
	"time"
)

// How long shared caches (a CDN, a caching proxy such as deploy/nginx-cache.conf) may keep
// a public answer, and serve it stale while they fetch a fresh one. Browsers keep nothing
// (max-age=0): they revalidate every time, which costs a 304. So a staff change reaches a
// visitor within StaleBound through any shared cache; a page that realtime tells of the
// change refetches past the caches at once (the storefront's freshness token, see
// storefront/src/api/freshness.ts).
const (
	SharedMaxAge = 5 * time.Second
	SharedStale  = 5 * time.Second
	StaleBound   = SharedMaxAge + SharedStale
)

var (
	// PublicCacheControl is every public answer's Cache-Control. stale-while-revalidate is
	// left out of it on purpose: browsers honour it too, and a page would then show an
	// answer older than the one its server HTML was made from.
	PublicCacheControl = fmt.Sprintf("public, max-age=0, s-maxage=%d", int(SharedMaxAge.Seconds()))
	// CDNCacheControl (RFC 9213) is the same rule for CDNs alone, with the stale window
	// that browsers must not use. nginx reads Cache-Control and does the stale window
	// from its own configuration (proxy_cache_use_stale updating).
	CDNCacheControl = fmt.Sprintf("public, max-age=%d, stale-while-revalidate=%d", int(SharedMaxAge.Seconds()), int(SharedStale.Seconds()))
)

// UploadCacheControl: an uploaded file never changes under its address, so browsers keep
// it a year; shared caches ask again after a minute, so a file staff delete is gone from
// them within UploadSharedMaxAge.
var UploadCacheControl = fmt.Sprintf("public, max-age=31536000, immutable, s-maxage=%d", int(UploadSharedMaxAge.Seconds()))

const UploadSharedMaxAge = time.Minute

const (
	// BrowserOnlyCacheControl: browsers revalidate every time, shared caches keep nothing
	// past that (the spec's "no caching" for the listing the products page polls).
	BrowserOnlyCacheControl = "no-cache"
	// PrivateCacheControl: no cache anywhere may keep it (a staff preview, an error, a
	// stand-in answer, anything that is not a public answer).
	PrivateCacheControl = "no-store"
)
