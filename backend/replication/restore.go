package replication

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"github.com/benbjohnson/litestream"
)

// DatabaseFile is the database replicated and restored, inside a data dir.
const DatabaseFile = "data.db"

// ErrNoBackup means the replica holds nothing to restore.
var ErrNoBackup = errors.New("the replica holds no backup of the database")

// Restore writes the replica's latest state, or its state at `at` when that is not zero,
// as dataDir/data.db. dataDir must be empty or not exist yet: a restore never mixes with
// or overwrites a database. The logs database (auxiliary.db) is not replicated: the
// server starts it empty.
func Restore(ctx context.Context, cfg Config, dataDir string, at time.Time) error {
	if !cfg.On() {
		return errors.New("no replica given: pass --replicaUrl or set REPLICA_URL")
	}
	if err := requireEmptyDir(dataDir); err != nil {
		return err
	}
	client, err := litestream.NewReplicaClientFromURL(cfg.URL)
	if err != nil {
		return fmt.Errorf("replica %s: %w", redact(cfg.URL), err)
	}
	if err := os.MkdirAll(dataDir, 0o755); err != nil {
		return err
	}
	replica := litestream.NewReplicaWithClient(nil, client)
	opt := litestream.NewRestoreOptions()
	opt.OutputPath = filepath.Join(dataDir, DatabaseFile)
	opt.Timestamp = at
	opt.IntegrityCheck = litestream.IntegrityCheckFull
	err = replica.Restore(ctx, opt)
	if errors.Is(err, litestream.ErrNoSnapshots) || errors.Is(err, litestream.ErrTxNotAvailable) {
		return fmt.Errorf("%w at %s", ErrNoBackup, redact(cfg.URL))
	}
	return err
}

// requireEmptyDir accepts a missing directory or an empty one.
func requireEmptyDir(dir string) error {
	entries, err := os.ReadDir(dir)
	if errors.Is(err, os.ErrNotExist) {
		return nil
	}
	if err != nil {
		return err
	}
	if len(entries) > 0 {
		return fmt.Errorf("the data dir %s is not empty: restore only into a new or empty directory (move the old one aside first)", dir)
	}
	return nil
}
