package health

import (
	"context"
	"strings"
	"testing"
	"time"

	_ "github.com/hudsonvalley/farmsite/pb_migrations"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
)

const gib = 1 << 30

// plentyOfDisk is a disk with room to spare.
func plentyOfDisk(string) (uint64, uint64, error) { return 50 * gib, 100 * gib, nil }

// migratedApp is an app with every migration: the outbox readiness reads.
func migratedApp(t testing.TB) *tests.TestApp {
	app, err := tests.NewTestApp(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	return app
}

// A flood of readiness calls costs one check per second: the answer is reused.
func TestReadinessChecksAtMostOncePerSecond(t *testing.T) {
	now := time.Date(2026, 11, 25, 12, 0, 0, 0, time.UTC)
	probes := 0
	app := migratedApp(t)
	defer app.Cleanup()
	h := New(app, Operations{Clock: func() time.Time { return now }, DiskFree: plentyOfDisk,
		WriteProbe: func(context.Context, core.App) error { probes++; return nil }}, func() bool { return false })
	for range 50 {
		h.current()
	}
	if probes != 1 {
		t.Fatalf("50 calls within a second probed %d times, want 1", probes)
	}
	now = now.Add(readyFor)
	h.current()
	if probes != 2 {
		t.Fatalf("a call a second later probed %d times in all, want 2", probes)
	}
}

// Replication off or a backup old are warnings only where the site has a public address.
func TestReplicationOffIsAWarningInProduction(t *testing.T) {
	app := migratedApp(t)
	defer app.Cleanup()
	for _, production := range []bool{false, true} {
		h := New(app, Operations{DiskFree: plentyOfDisk}, func() bool { return production })
		text := strings.Join(h.current().Warnings, " ")
		if got := strings.Contains(text, "not copied to cloud storage"); got != production {
			t.Errorf("production %v: replication-off warning shown = %v (%q)", production, got, text)
		}
		if got := strings.Contains(text, "last backup is more than a day old"); got != production {
			t.Errorf("production %v: old-backup warning shown = %v (%q)", production, got, text)
		}
	}
}

// The backup age is the age of the last write the replica acknowledged while it held
// everything, not the lag: an idle, caught-up replica's backup is as old as its last
// acknowledged write, and a replica that never held the database has no backup.
func TestBackupAgeIsTheReplicasLastAcknowledgedWrite(t *testing.T) {
	app := migratedApp(t)
	defer app.Cleanup()
	for _, c := range []struct {
		name    string
		replica ReplicationStatus
		want    float64
	}{
		{"caught up, last write acknowledged 30 s ago", ReplicationStatus{On: true, BackupAge: 30 * time.Second}, 30},
		{"behind since it started, nothing acknowledged", ReplicationStatus{On: true, Lag: time.Minute, BackupAge: -1}, -1},
		{"behind for an hour", ReplicationStatus{On: true, Lag: time.Hour, BackupAge: time.Hour}, 3600},
		{"off, no backup zip", ReplicationStatus{}, -1},
	} {
		h := New(app, Operations{DiskFree: plentyOfDisk, Replication: func() ReplicationStatus { return c.replica }}, func() bool { return true })
		if got := h.current().Checks.Backup.AgeSeconds; got != c.want {
			t.Errorf("%s: backup age %v s, want %v", c.name, got, c.want)
		}
	}
}
