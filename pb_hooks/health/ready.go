// Package health is the site's readiness (/api/ready), the staff's health view and the
// metrics' figures: what keeps the site up, each proven by a check.
package health

import (
	"context"
	"net/http"
	"sync"
	"syscall"
	"time"

	"github.com/hudsonvalley/farmsite/backend/api"
	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/metrics"
	"github.com/hudsonvalley/farmsite/backend/outbox"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
	"github.com/pocketbase/pocketbase/tools/types"
)

// Operations is what readiness, the staff's health view and the metrics read from
// outside the app; a nil field takes the real thing.
type Operations struct {
	// Replication tells whether the database is replicated and how far the replica is shown to hold it.
	Replication func() ReplicationStatus
	// DiskFree tells the free and total bytes of the filesystem holding dir.
	DiskFree func(dir string) (free, total uint64, err error)
	// Clock is the time readiness counts by.
	Clock func() time.Time
	// WriteProbe fails when app's database cannot take a write.
	WriteProbe func(ctx context.Context, app core.App) error
}

// ReplicationStatus is replication's state as readiness reads it.
type ReplicationStatus struct {
	On bool
	// Lag is how long the replica has not been shown to hold what the database has
	// written (0 while it holds everything).
	Lag time.Duration
	// BackupAge is the age of the last write the replica acknowledged while it held
	// everything; negative until that first happens.
	BackupAge time.Duration
	// Problem is the replica's last failure in words, while it lasts.
	Problem string
}

// Readiness bounds (the README's alert list repeats them).
const (
	// ReplicationLagLimit: a replica this far behind fails readiness (the loss target is 1 s;
	// the margin keeps one slow upload from taking the server out of rotation).
	ReplicationLagLimit = 10 * time.Second
	// DiskNearlyFullBytes and DiskNearlyFullShare: less free than either is nearly full.
	DiskNearlyFullBytes = 512 << 20
	DiskNearlyFullShare = 0.05
	// MailFailingLimit: emails failing this long fail readiness.
	MailFailingLimit = time.Hour
	// BackupOldAfter: staff are warned when the newest backup (a replica caught up, or a
	// PocketBase backup zip) is older.
	BackupOldAfter = 25 * time.Hour
	// readyFor is how long one computed answer serves every caller: the checks write-lock
	// the database and query the outbox, so a flood of calls costs one check a second.
	readyFor = time.Second
	// writeProbeLimit bounds the wait for the database's write lock.
	writeProbeLimit = 2 * time.Second
	// backupsListedFor is how long one listing of the backups (possibly on S3) serves.
	backupsListedFor = time.Minute
	// backupsListingWait is how long a check waits for a listing of the backups; past it,
	// the check goes on with the previous listing's answer.
	backupsListingWait = 2 * time.Second
	// replicaFreshFor: a replica whose last acknowledged write is younger is the newest
	// backup, without listing the zips (an idle site's heartbeat renews it each minute).
	replicaFreshFor = 2 * time.Minute
)

// The reasons /api/ready names.
const (
	reasonDatabase    = "database-not-writable"
	reasonDisk        = "disk-nearly-full"
	reasonReplication = "replication-lagging"
	reasonMail        = "mail-failing"
)

// healthReport is one look at what keeps the site up.
type healthReport struct {
	Ready    bool         `json:"ready"`
	Reasons  []string     `json:"reasons"`
	Checks   healthChecks `json:"checks"`
	Warnings []string     `json:"warnings"`
}

type healthChecks struct {
	Database struct {
		OK    bool   `json:"ok"`
		Error string `json:"error,omitempty"`
	} `json:"database"`
	Disk struct {
		OK         bool   `json:"ok"`
		FreeBytes  uint64 `json:"freeBytes"`
		TotalBytes uint64 `json:"totalBytes"`
	} `json:"disk"`
	Replication struct {
		OK         bool    `json:"ok"`
		On         bool    `json:"on"`
		LagSeconds float64 `json:"lagSeconds"`
		Problem    string  `json:"problem,omitempty"`
	} `json:"replication"`
	Mail struct {
		OK                bool    `json:"ok"`
		Pending           int     `json:"pending"`
		Failed            int     `json:"failed"`
		OldestPendingSecs float64 `json:"oldestPendingSeconds"`
		FailingSecs       float64 `json:"failingSeconds"`
	} `json:"mail"`
	Backup struct {
		// AgeSeconds is the age of the newest backup; -1 when there is none.
		AgeSeconds float64 `json:"ageSeconds"`
	} `json:"backup"`
}

// Health computes reports, at most one per readyFor.
type Health struct {
	app        core.App
	ops        Operations
	production func() bool

	mu        sync.Mutex
	report    healthReport
	checkedAt time.Time

	zips backupZips
}

func New(app core.App, ops Operations, production func() bool) *Health {
	if ops.Replication == nil {
		ops.Replication = func() ReplicationStatus { return ReplicationStatus{} }
	}
	if ops.DiskFree == nil {
		ops.DiskFree = statDisk
	}
	if ops.Clock == nil {
		ops.Clock = time.Now
	}
	if ops.WriteProbe == nil {
		ops.WriteProbe = probeDatabaseWrite
	}
	return &Health{app: app, ops: ops, production: production}
}

// current is the latest report, computed again when older than readyFor. Callers wait
// for one computation at a time, so concurrent calls never add work.
func (h *Health) current() healthReport {
	h.mu.Lock()
	defer h.mu.Unlock()
	now := h.ops.Clock()
	if age := now.Sub(h.checkedAt); !h.checkedAt.IsZero() && age >= 0 && age < readyFor {
		return h.report
	}
	h.report = h.check(now)
	h.checkedAt = now
	return h.report
}

func (h *Health) check(now time.Time) healthReport {
	r := healthReport{Reasons: []string{}, Warnings: []string{}}
	c := &r.Checks

	ctx, cancel := context.WithTimeout(context.Background(), writeProbeLimit)
	defer cancel()
	if err := h.ops.WriteProbe(ctx, h.app); err != nil {
		c.Database.Error = err.Error()
		r.Reasons = append(r.Reasons, reasonDatabase)
		r.Warnings = append(r.Warnings, "The database cannot be written: orders, messages and edits are failing.")
	} else {
		c.Database.OK = true
	}

	free, total, err := h.ops.DiskFree(h.app.DataDir())
	c.Disk.FreeBytes, c.Disk.TotalBytes = free, total
	c.Disk.OK = err == nil && !diskNearlyFull(free, total)
	if !c.Disk.OK {
		r.Reasons = append(r.Reasons, reasonDisk)
		r.Warnings = append(r.Warnings, "The server's disk is nearly full: free space now, before writes start failing.")
	}

	replica := h.ops.Replication()
	on := replica.On
	c.Replication.On, c.Replication.LagSeconds, c.Replication.Problem = on, replica.Lag.Seconds(), replica.Problem
	c.Replication.OK = !on || replica.Lag <= ReplicationLagLimit
	switch {
	case !c.Replication.OK:
		r.Reasons = append(r.Reasons, reasonReplication)
		warning := "The database's copy in cloud storage is behind: recent changes would be lost with this server."
		if replica.Problem != "" {
			warning += " The copy fails with: " + replica.Problem
		}
		r.Warnings = append(r.Warnings, warning)
	case !on && h.production():
		r.Warnings = append(r.Warnings, "The database is not copied to cloud storage: losing this server would lose everything since the last backup.")
	}

	h.checkMail(&r, now)

	age := h.backupAge(now, replica)
	c.Backup.AgeSeconds = age.Seconds()
	if age < 0 {
		c.Backup.AgeSeconds = -1
	}
	if h.production() && (age < 0 || age > BackupOldAfter) {
		r.Warnings = append(r.Warnings, "The last backup is more than a day old.")
	}
	r.Ready = len(r.Reasons) == 0
	return r
}

func (h *Health) checkMail(r *healthReport, now time.Time) {
	m := &r.Checks.Mail
	m.OK = true
	db := h.app.DB()
	pending := dbx.HashExp{catalog.OutboxEmailFieldStatus: outbox.Pending}
	_ = db.Select("count(*)").From(catalog.OutboxCollection).Where(pending).Row(&m.Pending)
	_ = db.Select("count(*)").From(catalog.OutboxCollection).Where(dbx.HashExp{catalog.OutboxEmailFieldStatus: outbox.Failed}).Row(&m.Failed)
	if oldest := h.oldestCreated(pending); !oldest.IsZero() {
		m.OldestPendingSecs = now.Sub(oldest).Seconds()
	}
	// Failing: emails still retrying after a failure, or given up on within the last hour.
	hourAgo, _ := types.ParseDateTime(now.Add(-MailFailingLimit))
	failing := dbx.Or(
		dbx.And(pending, dbx.NewExp("attempts > 0")),
		dbx.And(dbx.HashExp{catalog.OutboxEmailFieldStatus: outbox.Failed}, dbx.NewExp("updatedAt >= {:since}", dbx.Params{"since": hourAgo.String()})),
	)
	if since := h.oldestCreated(failing); !since.IsZero() {
		m.FailingSecs = now.Sub(since).Seconds()
	}
	if m.FailingSecs >= MailFailingLimit.Seconds() {
		m.OK = false
		r.Reasons = append(r.Reasons, reasonMail)
	}
	if m.FailingSecs > 0 || m.Failed > 0 {
		r.Warnings = append(r.Warnings, "Emails are failing to send: see the outbox.")
	}
}

// oldestCreated is when the oldest outbox email matching where was written (zero: none).
func (h *Health) oldestCreated(where dbx.Expression) time.Time {
	var oldest []string
	_ = h.app.DB().Select("min(createdAt)").From(catalog.OutboxCollection).Where(where).Column(&oldest)
	if len(oldest) == 0 || oldest[0] == "" {
		return time.Time{}
	}
	t, err := types.ParseDateTime(oldest[0])
	if err != nil {
		return time.Time{}
	}
	return t.Time()
}

func diskNearlyFull(free, total uint64) bool {
	return free < DiskNearlyFullBytes || float64(free) < DiskNearlyFullShare*float64(total)
}

func statDisk(dir string) (free, total uint64, err error) {
	var s syscall.Statfs_t
	if err := syscall.Statfs(dir, &s); err != nil {
		return 0, 0, err
	}
	return s.Bavail * uint64(s.Bsize), s.Blocks * uint64(s.Bsize), nil
}

// probeDatabaseWrite takes the database's write lock and lets it go, writing nothing (a
// real write every second would ship a transaction to the replica every second).
func probeDatabaseWrite(ctx context.Context, app core.App) error {
	db, ok := app.NonconcurrentDB().(*dbx.DB)
	if !ok {
		return nil
	}
	conn, err := db.DB().Conn(ctx)
	if err != nil {
		return err
	}
	defer conn.Close()
	if _, err := conn.ExecContext(ctx, "BEGIN IMMEDIATE"); err != nil {
		return err
	}
	_, err = conn.ExecContext(context.Background(), "ROLLBACK")
	return err
}

// metrics is the report's figures for the metrics.
func (h *Health) metrics() metrics.Health {
	report := h.current()
	c := report.Checks
	return metrics.Health{
		Ready: report.Ready, OutboxPending: c.Mail.Pending, OutboxFailed: c.Mail.Failed, OutboxOldestAgeSecs: c.Mail.OldestPendingSecs,
		ReplicationOn: c.Replication.On, ReplicationLagSeconds: c.Replication.LagSeconds, BackupAgeSeconds: c.Backup.AgeSeconds, DiskFreeBytes: c.Disk.FreeBytes,
	}
}

// publicReadiness is what /api/ready tells anyone: ready, the reasons, and each check's verdict.
type publicReadiness struct {
	Ready   bool            `json:"ready"`
	Reasons []string        `json:"reasons"`
	Checks  map[string]bool `json:"checks"`
}

// Register binds /api/ready (public: load balancers and monitors ask it) and
// /api/admin/health (staff: the same report with figures and warnings in words).
func Register(r *router.Router[*core.RequestEvent], staff *router.RouterGroup[*core.RequestEvent], h *Health) {
	r.Bind(metrics.Middleware())
	metrics.Observe(h.metrics)
	r.GET(api.Ready, func(e *core.RequestEvent) error {
		report := h.current()
		status := http.StatusOK
		if !report.Ready {
			status = http.StatusServiceUnavailable
		}
		e.Response.Header().Set("Cache-Control", "no-store")
		c := report.Checks
		return e.JSON(status, publicReadiness{Ready: report.Ready, Reasons: report.Reasons, Checks: map[string]bool{
			"database": c.Database.OK, "disk": c.Disk.OK, "replication": c.Replication.OK, "mail": c.Mail.OK,
		}})
	})
	staff.GET(api.StaffHealth, func(e *core.RequestEvent) error {
		e.Response.Header().Set("Cache-Control", "no-store")
		return e.JSON(http.StatusOK, h.current())
	})
}
