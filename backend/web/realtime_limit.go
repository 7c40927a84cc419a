package web

import (
	"net/http"
	"strconv"

	"github.com/hudsonvalley/farmsite/backend/metrics"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
)

// Each idle realtime (server-sent events) connection holds about 70 KB of the server's
// memory for up to 30 minutes: 1,500 from one client took it to 105 MB. Connections are
// capped in total and per client network; the storefront polls while it has none.
const (
	RealtimeConnections           = 500
	RealtimeConnectionsPerNetwork = 20
	// RealtimeRetryAfter is the Retry-After (seconds) of a refused connection.
	RealtimeRetryAfter = 60
)

// RealtimeFullMessage is the message of a connection refused because the cap is reached.
const RealtimeFullMessage = "Live updates are at capacity; the page keeps itself current by polling. Try again later."

// realtimePath is PocketBase's realtime endpoint (GET opens the event stream).
const realtimePath = "/api/realtime"

// LimitRealtime caps PocketBase's realtime connections at total, and at perNetwork
// per client network (NetworkKey); one beyond is answered 503 with
// RealtimeFullMessage and Retry-After, before PocketBase holds anything for it.
func LimitRealtime(total, perNetwork int) *hook.Handler[*core.RequestEvent] {
	counts := newConnectionCounts(total, perNetwork)
	return &hook.Handler[*core.RequestEvent]{
		Id: "farmsiteRealtimeLimit",
		Func: func(e *core.RequestEvent) error {
			if e.Request.URL.Path != realtimePath || e.Request.Method != http.MethodGet {
				return e.Next()
			}
			network := NetworkKey(e.RealIP())
			if !counts.take(network) {
				e.Response.Header().Set("Retry-After", strconv.Itoa(RealtimeRetryAfter))
				e.Response.Header().Set("Cache-Control", "no-store")
				return APIError(http.StatusServiceUnavailable, RealtimeFullMessage, nil)
			}
			defer counts.release(network)
			defer metrics.Hold(metrics.RealtimeConnections)()
			return e.Next()
		},
	}
}
