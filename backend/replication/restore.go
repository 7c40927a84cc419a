package replication

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"github.com/benbjohnson/litestream"
	"github.com/superfly/ltx"
)

// DatabaseFile is the database replicated and restored, inside a data dir.
const DatabaseFile = "data.db"

// progressEvery is how often a restore that is still downloading says how far it is.
const progressEvery = 2 * time.Second

// ErrNoBackup means the replica holds nothing to restore.
var ErrNoBackup = errors.New("the replica holds no backup of the database")

// Restore writes the replica's latest state, or its state at `at` when that is not zero,
// as dataDir/data.db, telling progress what it does. dataDir must be empty or not exist
// yet: a restore never mixes with or overwrites a database, and one that fails leaves
// the dir as it found it. Every call to the replica has AnswerLimit to answer; ctx bounds
// the whole. The logs database (auxiliary.db) is not replicated: the server starts it empty.
func Restore(ctx context.Context, cfg Config, dataDir string, at time.Time, progress func(string)) error {
	if !cfg.On() {
		return errors.New("no replica given: pass --replicaUrl or set REPLICA_URL")
	}
	if _, err := requireEmptyDir(dataDir); err != nil {
		return err
	}
	raw, err := litestream.NewReplicaClientFromURL(cfg.URL)
	if err != nil {
		return fmt.Errorf("replica %s: %w", redact(cfg.URL), err)
	}
	return restoreFrom(ctx, raw, cfg, dataDir, at, progress)
}

func restoreFrom(ctx context.Context, raw litestream.ReplicaClient, cfg Config, dataDir string, at time.Time, progress func(string)) (err error) {
	if progress == nil {
		progress = func(string) {}
	}
	existed, err := requireEmptyDir(dataDir)
	if err != nil {
		return err
	}
	answerLimit, _ := cfg.limits()
	client := limitAnswers(raw, answerLimit, newOutcomes(time.Now))
	client.SetLogger(litestreamLogger(nil))

	progress(fmt.Sprintf("asking %s for its backups (each answer within %s)", redact(cfg.URL), answerLimit))
	plan, err := litestream.CalcRestorePlan(ctx, client, 0, at, litestreamLogger(nil))
	if errors.Is(err, litestream.ErrNoSnapshots) || errors.Is(err, litestream.ErrTxNotAvailable) {
		return fmt.Errorf("%w at %s", ErrNoBackup, redact(cfg.URL))
	} else if err != nil {
		return fmt.Errorf("reading the backups at %s: %w", redact(cfg.URL), err)
	}
	progress(describePlan(plan))

	if err := os.MkdirAll(dataDir, 0o755); err != nil {
		return err
	}
	defer func() {
		if err != nil && !existed {
			_ = os.Remove(dataDir) // only when still empty
		}
	}()
	stopProgress := reportDownload(client, planSize(plan), progress)
	replica := litestream.NewReplicaWithClient(nil, client)
	opt := litestream.NewRestoreOptions()
	opt.OutputPath = filepath.Join(dataDir, DatabaseFile)
	opt.Timestamp = at
	opt.IntegrityCheck = litestream.IntegrityCheckFull
	err = replica.Restore(ctx, opt)
	stopProgress()
	if errors.Is(err, litestream.ErrNoSnapshots) || errors.Is(err, litestream.ErrTxNotAvailable) {
		return fmt.Errorf("%w at %s", ErrNoBackup, redact(cfg.URL))
	} else if err != nil {
		return err
	}
	progress("the restored database passed the full integrity check")
	return nil
}

func describePlan(plan []*ltx.FileInfo) string {
	last := plan[len(plan)-1]
	return fmt.Sprintf("%d files to apply (%s), up to transaction %s written at %s",
		len(plan), megabytes(planSize(plan)), last.MaxTXID, last.CreatedAt.UTC().Format(time.RFC3339))
}

func planSize(plan []*ltx.FileInfo) int64 {
	var n int64
	for _, f := range plan {
		n += f.Size
	}
	return n
}

func megabytes(n int64) string { return fmt.Sprintf("%.1f MB", float64(n)/1e6) }

// reportDownload tells progress every progressEvery how much has come in, until stopped.
func reportDownload(client *answerLimited, total int64, progress func(string)) (stop func()) {
	done := make(chan struct{})
	finished := make(chan struct{})
	go func() {
		defer close(finished)
		tick := time.NewTicker(progressEvery)
		defer tick.Stop()
		for {
			select {
			case <-done:
				return
			case <-tick.C:
				progress(fmt.Sprintf("downloaded %s of %s", megabytes(client.received.Load()), megabytes(total)))
			}
		}
	}()
	return func() { close(done); <-finished }
}

// requireEmptyDir accepts a missing directory or an empty one, and tells which.
func requireEmptyDir(dir string) (existed bool, err error) {
	entries, err := os.ReadDir(dir)
	if errors.Is(err, os.ErrNotExist) {
		return false, nil
	}
	if err != nil {
		return false, err
	}
	if len(entries) > 0 {
		return true, fmt.Errorf("the data dir %s is not empty: restore only into a new or empty directory (move the old one aside first)", dir)
	}
	return true, nil
}
