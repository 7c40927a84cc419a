package web

import (
	"strings"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
)

// CollectionAPIConcurrency is how many requests may run at once in PocketBase's
// generic collection API; the rest wait their turn.
const CollectionAPIConcurrency = 2

// LimitCollectionAPI keeps PocketBase's generic collection API (open to visitors for
// reading published content and realtime) from taking the server down: one list with
// expanded relations can build thousands of records, and many at once ran memory into
// the hundreds of megabytes. The site's own reads are served from memory and are not
// limited. A waiting request whose client has gone gives up its turn.
func LimitCollectionAPI() *hook.Handler[*core.RequestEvent] {
	turns := make(chan struct{}, CollectionAPIConcurrency)
	return &hook.Handler[*core.RequestEvent]{
		Id: "farmsiteCollectionAPILimit",
		Func: func(e *core.RequestEvent) error {
			if !strings.HasPrefix(e.Request.URL.Path, "/api/collections/") {
				return e.Next()
			}
			select {
			case turns <- struct{}{}:
				defer func() { <-turns }()
				return e.Next()
			case <-e.Request.Context().Done():
				return e.Request.Context().Err()
			}
		},
	}
}
