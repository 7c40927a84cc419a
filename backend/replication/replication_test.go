package replication

import (
	"context"
	"database/sql"
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	_ "modernc.org/sqlite"
)

func openWAL(t *testing.T, path string) *sql.DB {
	t.Helper()
	db, err := sql.Open("sqlite", path+"?_pragma=busy_timeout(5000)&_pragma=journal_mode(WAL)")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	if _, err := db.Exec("CREATE TABLE IF NOT EXISTS notes (n INTEGER)"); err != nil {
		t.Fatal(err)
	}
	return db
}

func count(t *testing.T, db *sql.DB) int {
	t.Helper()
	var n int
	if err := db.QueryRow("SELECT count(*) FROM notes").Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

// A database streamed to a replica comes back whole in a new data dir.
func TestStreamedDatabaseRestores(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	cfg := Config{URL: "file://" + filepath.Join(dir, "replica")}
	liveDir := filepath.Join(dir, "live")
	if err := os.MkdirAll(liveDir, 0o755); err != nil {
		t.Fatal(err)
	}
	live := openWAL(t, filepath.Join(liveDir, DatabaseFile))
	stream, err := Start(ctx, filepath.Join(liveDir, DatabaseFile), cfg, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for i := range 20 {
		if _, err := live.Exec("INSERT INTO notes VALUES (?)", i); err != nil {
			t.Fatal(err)
		}
	}
	if err := stream.Flush(ctx); err != nil {
		t.Fatal(err)
	}
	if err := stream.Close(ctx); err != nil {
		t.Fatal(err)
	}

	restored := filepath.Join(dir, "restored")
	if err := Restore(ctx, cfg, restored, time.Time{}, nil); err != nil {
		t.Fatal(err)
	}
	if n := count(t, openWAL(t, filepath.Join(restored, DatabaseFile))); n != 20 {
		t.Fatalf("restored %d notes, want 20", n)
	}
}

func TestRestoreRefusesANonEmptyDir(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "data.db"), []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	err := Restore(context.Background(), Config{URL: "file://" + t.TempDir()}, dir, time.Time{}, nil)
	if err == nil || !strings.Contains(err.Error(), "is not empty") {
		t.Fatalf("err = %v, want a refusal naming the non-empty dir", err)
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "data.db")); string(b) != "x" {
		t.Fatal("the refused restore changed the data dir")
	}
}

func TestRestoreFromAnEmptyReplicaSaysSo(t *testing.T) {
	err := Restore(context.Background(), Config{URL: "file://" + t.TempDir()}, filepath.Join(t.TempDir(), "new"), time.Time{}, nil)
	if !errors.Is(err, ErrNoBackup) {
		t.Fatalf("err = %v, want ErrNoBackup", err)
	}
}

func TestRestoreWithoutAReplicaSaysWhatToPass(t *testing.T) {
	err := Restore(context.Background(), Config{}, t.TempDir(), time.Time{}, nil)
	if err == nil || !strings.Contains(err.Error(), "--replicaUrl") {
		t.Fatalf("err = %v", err)
	}
}

// --timestamp: the state at a time comes back without what was written after it.
func TestRestoreAtATime(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	cfg := Config{URL: "file://" + filepath.Join(dir, "replica")}
	liveDir := filepath.Join(dir, "live")
	if err := os.MkdirAll(liveDir, 0o755); err != nil {
		t.Fatal(err)
	}
	live := openWAL(t, filepath.Join(liveDir, DatabaseFile))
	stream, err := Start(ctx, filepath.Join(liveDir, DatabaseFile), cfg, Options{})
	if err != nil {
		t.Fatal(err)
	}
	write := func(n int) {
		for i := range n {
			if _, err := live.Exec("INSERT INTO notes VALUES (?)", i); err != nil {
				t.Fatal(err)
			}
		}
		if err := stream.Flush(ctx); err != nil {
			t.Fatal(err)
		}
	}
	write(5)
	// Litestream stamps each shipment with the wall clock in milliseconds: the later
	// writes must carry a later stamp than the time restored to.
	at := time.Now().Truncate(time.Millisecond)
	for !time.Now().Truncate(time.Millisecond).After(at) {
		runtime.Gosched()
	}
	write(7)
	if err := stream.Close(ctx); err != nil {
		t.Fatal(err)
	}

	then := filepath.Join(dir, "then")
	if err := Restore(ctx, cfg, then, at, nil); err != nil {
		t.Fatal(err)
	}
	if n := count(t, openWAL(t, filepath.Join(then, DatabaseFile))); n != 5 {
		t.Fatalf("restored at a time: %d notes, want the 5 written before it", n)
	}
	latest := filepath.Join(dir, "latest")
	if err := Restore(ctx, cfg, latest, time.Time{}, nil); err != nil {
		t.Fatal(err)
	}
	if n := count(t, openWAL(t, filepath.Join(latest, DatabaseFile))); n != 12 {
		t.Fatalf("restored the latest: %d notes, want 12", n)
	}
}

// A restore from a replica that never answers fails at the answer limit, says so, and
// leaves no data dir behind; it told its progress until then.
func TestRestoreFromASilentReplicaFailsInTime(t *testing.T) {
	replica := newFlakyReplica(t)
	replica.set(silent)
	dir := filepath.Join(t.TempDir(), "new")
	var said []string
	err := restoreFrom(context.Background(), replica, Config{URL: "s3://bucket/farmsite?endpoint=http://10.0.0.1", answerLimit: 50 * time.Millisecond},
		dir, time.Time{}, func(step string) { said = append(said, step) })
	if !errors.Is(err, ErrNoAnswer) || !strings.Contains(err.Error(), "reading the backups at s3://bucket/farmsite: the replica did not answer within 50ms") {
		t.Fatalf("err = %v, want the missing answer named", err)
	}
	if len(said) == 0 || !strings.Contains(said[0], "asking s3://bucket/farmsite for its backups") {
		t.Fatalf("progress = %q", said)
	}
	if _, statErr := os.Stat(dir); !errors.Is(statErr, os.ErrNotExist) {
		t.Fatalf("the failed restore left %s behind (%v)", dir, statErr)
	}
}
