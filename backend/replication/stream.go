// Package replication streams data.db to S3 (or any Litestream replica) with Litestream,
// embedded in the binary, and restores it into an empty data dir.
//
// Litestream reads the WAL that PocketBase's SQLite (modernc.org/sqlite, the driver
// Litestream itself uses, so both share the process's POSIX locks) writes, copies each
// committed transaction into LTX files, and ships them. It keeps a read transaction open so
// that no checkpoint restarts the WAL before it has copied it, and checkpoints itself.
// PocketBase's own checkpoints (the nightly wal_checkpoint(TRUNCATE) and the one before a
// backup zip) then find a reader and stop short of truncating: harmless, Litestream's next
// checkpoint does it.
package replication

import (
	"context"
	"fmt"
	"log/slog"
	"strings"
	"sync/atomic"
	"time"

	"github.com/benbjohnson/litestream"
	_ "github.com/benbjohnson/litestream/file" // file:// replicas (tests, a mounted disk)
	_ "github.com/benbjohnson/litestream/s3"   // s3:// replicas
)

// DefaultInterval is how often new WAL frames are copied and how often copies are
// shipped; two intervals plus one upload stay under the 1 s loss target.
const DefaultInterval = 200 * time.Millisecond

// Config says where the database streams to.
type Config struct {
	// URL is the replica: s3://bucket/path?endpoint=https://host&region=r (keys from
	// AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY) or file:///dir. Empty: off.
	URL string
	// Interval overrides DefaultInterval.
	Interval time.Duration
}

// On tells whether replication is configured.
func (c Config) On() bool { return c.URL != "" }

func (c Config) interval() time.Duration {
	if c.Interval > 0 {
		return c.Interval
	}
	return DefaultInterval
}

// Stream is data.db being replicated.
type Stream struct {
	db    *litestream.DB
	store *litestream.Store
	clock func() time.Time
	// caughtUp is the last time (unix ns) the replica held everything Litestream had read.
	caughtUp atomic.Int64
	stop     chan struct{}
	done     chan struct{}
}

// Start replicates the SQLite database at dbPath (which must exist, in WAL mode).
func Start(dbPath string, cfg Config, logger *slog.Logger) (*Stream, error) {
	client, err := litestream.NewReplicaClientFromURL(cfg.URL)
	if err != nil {
		return nil, fmt.Errorf("replica %s: %w", redact(cfg.URL), err)
	}
	db := litestream.NewDB(dbPath)
	db.MonitorInterval = cfg.interval()
	replica := litestream.NewReplicaWithClient(db, client)
	replica.SyncInterval = cfg.interval()
	db.Replica = replica
	store := litestream.NewStore([]*litestream.DB{db}, litestream.DefaultCompactionLevels)
	if logger != nil {
		store.Logger = logger.With("system", "litestream")
		db.SetLogger(store.Logger)
	}
	if err := store.Open(context.Background()); err != nil {
		return nil, fmt.Errorf("start replication: %w", err)
	}
	s := &Stream{db: db, store: store, clock: time.Now, stop: make(chan struct{}), done: make(chan struct{})}
	s.caughtUp.Store(s.clock().UnixNano())
	go s.watch(cfg.interval())
	return s, nil
}

// watch notes when the replica last held every transaction Litestream had read.
func (s *Stream) watch(every time.Duration) {
	defer close(s.done)
	tick := time.NewTicker(every)
	defer tick.Stop()
	for {
		select {
		case <-s.stop:
			return
		case <-tick.C:
			s.note()
		}
	}
}

// note records the time when the replica is caught up, and tells whether it is.
func (s *Stream) note() bool {
	local, err := s.db.Pos()
	if err != nil || s.db.Replica.Pos().TXID < local.TXID {
		return false
	}
	s.caughtUp.Store(s.clock().UnixNano())
	return true
}

// Lag is how long the replica has been behind the database (0 when it holds everything).
func (s *Stream) Lag() time.Duration {
	if s.note() {
		return 0
	}
	return max(0, s.clock().Sub(time.Unix(0, s.caughtUp.Load())))
}

// Flush ships everything written so far and waits for the replica to hold it.
func (s *Stream) Flush(ctx context.Context) error {
	return s.db.SyncAndWait(ctx)
}

// Close ships what is left (within ctx) and stops.
func (s *Stream) Close(ctx context.Context) error {
	close(s.stop)
	<-s.done
	return s.store.Close(ctx)
}

// redact drops a URL's query (an endpoint, options) from messages.
func redact(raw string) string {
	before, _, _ := strings.Cut(raw, "?")
	return before
}
