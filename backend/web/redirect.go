package web

import (
	"net/http"

	"github.com/pocketbase/pocketbase/core"
)

// PermanentRedirect answers 301 to location, a path of this site. Shared caches may keep
// it as long as any public answer (PublicCacheControl), and browsers revalidate it: the
// address has moved for good, but content may take the old address again, staff may
// remove a redirect or rename a product back, so no cache keeps it past StaleBound.
func PermanentRedirect(e *core.RequestEvent, location string) error {
	h := e.Response.Header()
	h.Set("Location", location)
	h.Set("Cache-Control", PublicCacheControl)
	h.Set("CDN-Cache-Control", CDNCacheControl)
	e.Response.WriteHeader(http.StatusMovedPermanently)
	return nil
}
