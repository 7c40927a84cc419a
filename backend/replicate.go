package main

import (
	"context"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"sync/atomic"
	"time"

	"github.com/hudsonvalley/farmsite/backend/replication"
	"github.com/hudsonvalley/farmsite/pb_hooks/health"
	"github.com/pocketbase/pocketbase/core"
)

// replicationShutdownLimit bounds the final shipment when the server stops: whatever the
// replica does, the stop goes on after it (SIGTERM exits well within 15 s).
const replicationShutdownLimit = 10 * time.Second

// replicateOnServe streams data.db to the replica while the server serves (nothing when
// replication is off) and returns what readiness and metrics read of it. A replica that
// fails its start-up check (a marker written and read back within 10 s) stops the server
// with the reason; one that fails later is reported (the log, readiness, the metrics)
// while the site keeps serving.
func replicateOnServe(app core.App, cfg replication.Config) func() health.ReplicationStatus {
	if !cfg.On() {
		return func() health.ReplicationStatus { return health.ReplicationStatus{} }
	}
	var live atomic.Pointer[replication.Stream]
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		fmt.Printf("replication: checking the replica at %s (a test file written and read back, within %s)\n", cfg.Where(), replication.CheckLimit)
		stream, err := replication.Start(context.Background(), filepath.Join(app.DataDir(), replication.DatabaseFile), cfg,
			replication.Options{Logger: app.Logger(), Alert: func(level slog.Level, message string) { loudly(app, level, message) }})
		if err != nil {
			return fmt.Errorf("replication: %w. The server does not start without a working replica: check --replicaUrl (or REPLICA_URL), the keys in AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, that the bucket exists and that its endpoint answers; or start without --replicaUrl", err)
		}
		live.Store(stream)
		app.Logger().Info("replicating the database to its replica (start-up check passed)")
		return se.Next()
	})
	app.OnTerminate().BindFunc(func(e *core.TerminateEvent) error {
		if stream := live.Swap(nil); stream != nil {
			ctx, cancel := context.WithTimeout(context.Background(), replicationShutdownLimit)
			defer cancel()
			if err := stream.Close(ctx); err != nil {
				loudly(app, slog.LevelError, "replication: not everything was shipped before stopping: "+err.Error())
			}
		}
		return e.Next()
	})
	return func() health.ReplicationStatus {
		stream := live.Load()
		if stream == nil {
			return health.ReplicationStatus{On: true, BackupAge: -1, Problem: "replication has not started"}
		}
		s := stream.Status()
		return health.ReplicationStatus{On: true, Lag: s.Lag, BackupAge: s.BackupAge, Problem: s.Problem}
	}
}

// loudly says message on the server's output (the operator's journal) and in its log.
func loudly(app core.App, level slog.Level, message string) {
	fmt.Fprintln(os.Stderr, message)
	app.Logger().Log(context.Background(), level, message)
}
