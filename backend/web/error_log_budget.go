package web

import (
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
	"github.com/pocketbase/pocketbase/tools/router"
	"golang.org/x/time/rate"
)

// PocketBase logs every failed request to auxiliary.db, and its log writer falls behind
// a flood: a scanner's 15,000 404s a second grew the server past a gigabyte in 30 s.
// Failed requests are logged up to ErrorLogsPerSecond (with a burst for a short spike);
// beyond that they are answered the same way but not logged.
const (
	ErrorLogsPerSecond = 20
	ErrorLogBurst      = 200
)

// skipActivityLogKey is the request store key PocketBase's apis.SkipSuccessActivityLog
// sets (it is not exported); TestAFloodOfErrorsIsNotAllLogged fails if it changes.
const skipActivityLogKey = "__skipSuccessActivityLogger"

// BoundErrorLog runs just inside PocketBase's activity logger.
func BoundErrorLog() *hook.Handler[*core.RequestEvent] {
	budget := rate.NewLimiter(ErrorLogsPerSecond, ErrorLogBurst)
	return &hook.Handler[*core.RequestEvent]{
		Id:       "farmsiteBoundErrorLog",
		Priority: apis.DefaultActivityLoggerMiddlewarePriority + 1,
		Func: func(e *core.RequestEvent) error {
			err := e.Next()
			if err == nil || budget.Allow() {
				return err
			}
			router.ErrorHandler(e.Response, e.Request, err)
			e.Set(skipActivityLogKey, true)
			return nil
		},
	}
}
