package main

import (
	"context"
	"time"

	"github.com/hudsonvalley/farmsite/backend/metrics"
	"github.com/pocketbase/pocketbase/core"
)

// serveMetricsOnServe serves Prometheus metrics on addr while the server serves ("" : off).
func serveMetricsOnServe(app core.App, addr string) {
	if addr == "" {
		return
	}
	var server *metrics.Server
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		s, err := metrics.Listen(addr)
		if err != nil {
			return err
		}
		server = s
		app.Logger().Info("serving metrics", "address", "http://"+addr+"/metrics")
		return se.Next()
	})
	app.OnTerminate().BindFunc(func(e *core.TerminateEvent) error {
		if server != nil {
			ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
			defer cancel()
			_ = server.Close(ctx)
		}
		return e.Next()
	})
}
