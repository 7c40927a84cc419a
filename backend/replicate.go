package main

import (
	"context"
	"path/filepath"
	"sync/atomic"
	"time"

	"github.com/hudsonvalley/farmsite/backend/replication"
	"github.com/pocketbase/pocketbase/core"
)

// replicationShutdownLimit bounds the final shipment when the server stops.
const replicationShutdownLimit = 10 * time.Second

// replicateOnServe streams data.db to the replica while the server serves (nothing when
// replication is off) and returns what readiness and metrics read of it.
func replicateOnServe(app core.App, cfg replication.Config) func() (lag time.Duration, on bool) {
	if !cfg.On() {
		return func() (time.Duration, bool) { return 0, false }
	}
	var live atomic.Pointer[replication.Stream]
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		stream, err := replication.Start(filepath.Join(app.DataDir(), replication.DatabaseFile), cfg, app.Logger())
		if err != nil {
			return err
		}
		live.Store(stream)
		app.Logger().Info("replicating the database to its replica")
		return se.Next()
	})
	app.OnTerminate().BindFunc(func(e *core.TerminateEvent) error {
		if stream := live.Swap(nil); stream != nil {
			ctx, cancel := context.WithTimeout(context.Background(), replicationShutdownLimit)
			defer cancel()
			if err := stream.Close(ctx); err != nil {
				app.Logger().Warn("replication did not ship everything before stopping", "error", err)
			}
		}
		return e.Next()
	})
	return func() (time.Duration, bool) {
		if stream := live.Load(); stream != nil {
			return stream.Lag(), true
		}
		return 0, true
	}
}
