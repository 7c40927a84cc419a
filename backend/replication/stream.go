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
//
// Nothing here takes the replica's health on trust: the start writes and reads back a
// marker, every call to the replica has a deadline (answer_limit.go), and the replica is
// caught up only while it is shown to hold the position the database has written
// (proof.go).
package replication

import (
	"context"
	"fmt"
	"log/slog"
	"strings"
	"sync"
	"time"

	"github.com/benbjohnson/litestream"
	_ "github.com/benbjohnson/litestream/file" // file:// replicas (tests, a mounted disk)
	_ "github.com/benbjohnson/litestream/s3"   // s3:// replicas
)

// DefaultInterval is how often new WAL frames are copied and how often copies are
// shipped; two intervals plus one upload stay under the 1 s loss target.
const DefaultInterval = 200 * time.Millisecond

// CheckLimit bounds the start-up check: the marker written and read back.
const CheckLimit = 10 * time.Second

// Config says where the database streams to.
type Config struct {
	// URL is the replica: s3://bucket/path?endpoint=https://host&region=r (keys from
	// AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY) or file:///dir. Empty: off.
	URL string
	// Interval overrides DefaultInterval.
	Interval time.Duration
	// answerLimit overrides AnswerLimit and CheckLimit (tests).
	answerLimit time.Duration
}

// On tells whether replication is configured.
func (c Config) On() bool { return c.URL != "" }

// Where names the replica for messages: its URL without the query (endpoint, options).
func (c Config) Where() string { return redact(c.URL) }

func (c Config) interval() time.Duration {
	if c.Interval > 0 {
		return c.Interval
	}
	return DefaultInterval
}

func (c Config) limits() (answer, check time.Duration) {
	if c.answerLimit > 0 {
		return c.answerLimit, c.answerLimit
	}
	return AnswerLimit, CheckLimit
}

// Options says how a stream reports.
type Options struct {
	// Logger receives Litestream's records, their values in words. Nil: discarded.
	Logger *slog.Logger
	// Alert is told in words when the replica fails or falls behind (an error) and when
	// it recovers (info).
	Alert func(level slog.Level, message string)
	// Clock is the time the stream's status counts by (nil: time.Now).
	Clock func() time.Time
}

// Stream is data.db being replicated.
type Stream struct {
	db     *litestream.DB
	store  *litestream.Store
	client *answerLimited
	*proof
	stop context.CancelFunc
	done chan struct{}

	closing  sync.Once
	closed   chan struct{}
	closeErr error
}

// Start checks that the replica works (a marker written and read back within
// CheckLimit), then replicates the SQLite database at dbPath (which must exist, in WAL
// mode). A replica that does not work is an error: nothing starts.
func Start(ctx context.Context, dbPath string, cfg Config, opts Options) (*Stream, error) {
	client, err := litestream.NewReplicaClientFromURL(cfg.URL)
	if err != nil {
		return nil, fmt.Errorf("replica %s: %w", redact(cfg.URL), err)
	}
	return start(ctx, dbPath, client, cfg, opts)
}

func start(ctx context.Context, dbPath string, raw litestream.ReplicaClient, cfg Config, opts Options) (*Stream, error) {
	if opts.Clock == nil {
		opts.Clock = time.Now
	}
	answerLimit, checkLimit := cfg.limits()
	record := newOutcomes(opts.Clock)
	client := limitAnswers(raw, answerLimit, record)
	logger := litestreamLogger(opts.Logger)
	client.SetLogger(logger)

	checkCtx, cancel := context.WithTimeoutCause(ctx, checkLimit, fmt.Errorf("%w within %s", ErrNoAnswer, checkLimit))
	defer cancel()
	if err := proveReplica(checkCtx, client, opts.Clock()); err != nil {
		return nil, fmt.Errorf("the replica at %s does not work: %w", redact(cfg.URL), err)
	}

	db := litestream.NewDB(dbPath)
	db.MonitorInterval = cfg.interval()
	replica := litestream.NewReplicaWithClient(db, client)
	replica.SyncInterval = cfg.interval()
	db.Replica = replica
	store := litestream.NewStore([]*litestream.DB{db}, litestream.DefaultCompactionLevels)
	store.Logger = logger
	db.SetLogger(logger)
	if err := store.Open(checkCtx); err != nil {
		return nil, fmt.Errorf("start replication: %w", err)
	}
	watchCtx, stop := context.WithCancel(context.Background())
	s := &Stream{
		db: db, store: store, client: client, stop: stop, done: make(chan struct{}),
		proof: newProof(db, client, record, redact(cfg.URL), answerLimit, opts),
	}
	go s.watch(watchCtx, 5*cfg.interval())
	return s, nil
}

// watch proves, every `every`, how far the replica holds what the database has written,
// and keeps the replica answering when nothing is written (heartbeat).
func (s *Stream) watch(ctx context.Context, every time.Duration) {
	defer close(s.done)
	tick := time.NewTicker(every)
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
			s.check(ctx)
		}
	}
}

// Flush ships everything written so far and waits for the replica to hold it.
func (s *Stream) Flush(ctx context.Context) error {
	return s.db.SyncAndWait(ctx)
}

// Close ships what is left within ctx and stops. When ctx ends first it gives up and
// says so: what was not shipped stays in the database's Litestream directory and ships
// at the next start.
func (s *Stream) Close(ctx context.Context) error {
	s.closing.Do(func() {
		s.closed = make(chan struct{})
		go func() {
			defer close(s.closed)
			s.stop()
			<-s.done
			s.closeErr = s.store.Close(ctx)
		}()
	})
	select {
	case <-s.closed:
		return s.closeErr
	case <-ctx.Done():
		return fmt.Errorf("stopped waiting for the replica (%w): changes not yet shipped stay in %s and ship at the next start",
			context.Cause(ctx), s.db.MetaPath())
	}
}

// redact drops a URL's query (an endpoint, options) from messages.
func redact(raw string) string {
	before, _, _ := strings.Cut(raw, "?")
	return before
}
