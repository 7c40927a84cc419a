package web

import (
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
)

// A request's body is bounded before anything reads it. PocketBase allows 32 MB on its
// routes and reads a body before it checks who sent it: sixteen 31 MB bodies sent at
// once to /api/collections/products/records (403 to all but superusers) took the
// server from 54 to 270 MB.
const (
	// PublicBodyBytes bounds a body sent to the site's own routes by anyone but staff: a
	// contact message, an order of 50 lines, a login.
	PublicBodyBytes = 64 << 10
	// PocketBaseBodyBytes bounds a body sent to PocketBase's own routes by anyone but a
	// superuser: a sign-in (an identity and a password, a one-time code) or realtime
	// subscriptions (20 topics of 200 characters). Visitors write nothing through the
	// collection API.
	PocketBaseBodyBytes = 8 << 10
	// BodyReads is how many requests with those bodies may run at once,
	// BodyReadsPerNetwork from one client network (NetworkKey); one more waits up to
	// BodyReadWait for a turn, then is answered 503. A body that trickles in holds its
	// turn until the server's read timeout.
	BodyReads           = 32
	BodyReadsPerNetwork = 8
	BodyReadWait        = 10 * time.Second
	// BodyReadsRetryAfter is the Retry-After (seconds) of that 503.
	BodyReadsRetryAfter = 5
)

// bodyLimitID names the site's body limit: a route or a group replaces it with its own.
const bodyLimitID = "farmsiteBodyLimit"

// BodyReadsBusyMessage is the message of a body refused because too many are being read.
const BodyReadsBusyMessage = "The server is busy. Please try again in a few seconds."

// pocketBasePaths are PocketBase's own routes (its API and the superuser UI).
var pocketBasePaths = []string{
	"/api/collections", "/api/realtime", "/api/batch", "/api/files", "/api/settings", "/api/backups",
	"/api/logs", "/api/crons", "/api/health", "/api/sql", "/api/oauth2-redirect", "/_",
}

// bodyReads are the public bodies being read, shared by every route's limit.
var bodyReads = newWaitingCounts(BodyReads, BodyReadsPerNetwork)

// LimitBodies bounds every request's body: a superuser's by PocketBase's own limits (the
// superuser UI uploads files and backups), anyone else's at PocketBaseBodyBytes on
// PocketBase's routes and PublicBodyBytes on the site's. A body declared larger is
// refused unread (413), one sent without its length is cut one byte past the limit
// (413 too), and the request runs in one of BodyReads turns.
func LimitBodies() *hook.Handler[*core.RequestEvent] {
	return &hook.Handler[*core.RequestEvent]{
		Id:       bodyLimitID,
		Priority: apis.DefaultBodyLimitMiddlewarePriority,
		Func: func(e *core.RequestEvent) error {
			if e.HasSuperuserAuth() {
				return e.Next()
			}
			limit := int64(PublicBodyBytes)
			if isPocketBasePath(e.Request.URL.Path) {
				limit = PocketBaseBodyBytes
			}
			if e.Request.ContentLength > limit {
				return apis.ErrRequestEntityTooLarge
			}
			return inBodyReadTurn(e, func() error { return apis.BodyLimit(limit).Func(e) })
		},
	}
}

// RouteBoundsBody replaces LimitBodies on a public route that reads at most its limit
// itself, to answer a larger body its own way (a page's form answers with the page): the
// body is read in a turn.
func RouteBoundsBody() *hook.Handler[*core.RequestEvent] {
	return &hook.Handler[*core.RequestEvent]{
		Id:       bodyLimitID,
		Priority: apis.DefaultBodyLimitMiddlewarePriority,
		Func: func(e *core.RequestEvent) error {
			return inBodyReadTurn(e, e.Next)
		},
	}
}

// StaffBodies replaces LimitBodies on the staff routes: they check the session before
// reading a byte, then read at most what each needs (JSON 1 MB, photos 5 MB,
// certificates 10 MB, videos 500 MB streamed to disk).
func StaffBodies() *hook.Handler[*core.RequestEvent] {
	return &hook.Handler[*core.RequestEvent]{
		Id:       bodyLimitID,
		Priority: apis.DefaultBodyLimitMiddlewarePriority,
		Func:     func(e *core.RequestEvent) error { return e.Next() },
	}
}

// inBodyReadTurn runs next in one of the body reads' turns (503 when none is free
// within BodyReadWait); a request without a body needs none.
func inBodyReadTurn(e *core.RequestEvent, next func() error) error {
	if e.Request.ContentLength == 0 {
		return next()
	}
	network := NetworkKey(e.RealIP())
	if !bodyReads.takeWithin(e.Request.Context(), network, BodyReadWait) {
		e.Response.Header().Set("Retry-After", strconv.Itoa(BodyReadsRetryAfter))
		e.Response.Header().Set("Cache-Control", "no-store")
		return APIError(http.StatusServiceUnavailable, BodyReadsBusyMessage, nil)
	}
	defer bodyReads.release(network)
	return next()
}

func isPocketBasePath(path string) bool {
	for _, prefix := range pocketBasePaths {
		if path == prefix || strings.HasPrefix(path, prefix+"/") {
			return true
		}
	}
	return false
}
