package metrics

import (
	"errors"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
	"github.com/pocketbase/pocketbase/tools/router"
	"github.com/prometheus/client_golang/prometheus"
)

// Hold counts one more in g until the returned func is called: `defer metrics.Hold(g)()`.
func Hold(g prometheus.Gauge) func() {
	g.Inc()
	return g.Dec
}

// CountRender counts one page render by its outcome.
func CountRender(err error) {
	result := "ok"
	if err != nil {
		result = "error"
	}
	Renders.WithLabelValues(result).Inc()
}

// Middleware counts every request and its time to answer by route group.
func Middleware() *hook.Handler[*core.RequestEvent] {
	return &hook.Handler[*core.RequestEvent]{
		Id:       "farmsiteMetrics",
		Priority: -1000, // first in, last out: the time includes every other middleware
		Func: func(e *core.RequestEvent) error {
			started := time.Now()
			err := e.Next()
			group := RouteGroup(e.Request.URL.Path)
			status := e.Status()
			var apiErr *router.ApiError
			if err != nil && errors.As(err, &apiErr) {
				status = apiErr.Status
			} else if err != nil && status == 0 {
				status = 500
			}
			Requests.WithLabelValues(group, StatusClass(status)).Inc()
			Latency.WithLabelValues(group).Observe(time.Since(started).Seconds())
			return err
		},
	}
}
