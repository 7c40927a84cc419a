package replication

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/benbjohnson/litestream"
	"github.com/benbjohnson/litestream/file"
	"github.com/superfly/ltx"
)

// How a flakyReplica behaves.
const (
	working int32 = iota
	refusing
	silent   // waits for the caller to give up
	deaf     // never returns, whatever the caller does (until the test ends)
	dataLost // refuses everything but the marker (the database's own files)
)

// errRefused is what a refusing replica answers.
var errRefused = errors.New("api error SignatureDoesNotMatch: the request signature does not match")

// flakyReplica is a file replica whose calls can be made to fail, hang or never return.
type flakyReplica struct {
	litestream.ReplicaClient
	mode     atomic.Int32
	released chan struct{}
	once     sync.Once
}

func newFlakyReplica(t *testing.T) *flakyReplica {
	f := &flakyReplica{ReplicaClient: file.NewReplicaClient(t.TempDir()), released: make(chan struct{})}
	t.Cleanup(func() { f.once.Do(func() { close(f.released) }) })
	return f
}

func (f *flakyReplica) set(mode int32) { f.mode.Store(mode) }

func (f *flakyReplica) trouble(ctx context.Context, level int) error {
	switch f.mode.Load() {
	case refusing:
		return errRefused
	case dataLost:
		if level != markerLevel {
			return errRefused
		}
	case silent:
		<-ctx.Done()
		return ctx.Err()
	case deaf:
		<-f.released
		return errRefused
	}
	return nil
}

func (f *flakyReplica) LTXFiles(ctx context.Context, level int, seek ltx.TXID, useMetadata bool) (ltx.FileIterator, error) {
	if err := f.trouble(ctx, level); err != nil {
		return nil, err
	}
	return f.ReplicaClient.LTXFiles(ctx, level, seek, useMetadata)
}

func (f *flakyReplica) OpenLTXFile(ctx context.Context, level int, minTXID, maxTXID ltx.TXID, offset, size int64) (io.ReadCloser, error) {
	if err := f.trouble(ctx, level); err != nil {
		return nil, err
	}
	return f.ReplicaClient.OpenLTXFile(ctx, level, minTXID, maxTXID, offset, size)
}

func (f *flakyReplica) WriteLTXFile(ctx context.Context, level int, minTXID, maxTXID ltx.TXID, r io.Reader) (*ltx.FileInfo, error) {
	if err := f.trouble(ctx, level); err != nil {
		return nil, err
	}
	return f.ReplicaClient.WriteLTXFile(ctx, level, minTXID, maxTXID, r)
}

func (f *flakyReplica) DeleteLTXFiles(ctx context.Context, a []*ltx.FileInfo) error {
	if err := f.trouble(ctx, -1); err != nil {
		return err
	}
	return f.ReplicaClient.DeleteLTXFiles(ctx, a)
}

// fakeClock is a clock the test moves.
type fakeClock struct {
	mu  sync.Mutex
	now time.Time
}

func newFakeClock() *fakeClock {
	return &fakeClock{now: time.Date(2026, 11, 25, 12, 0, 0, 0, time.UTC)}
}

func (c *fakeClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

func (c *fakeClock) Advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now = c.now.Add(d)
}

// alerts collects what a stream says.
type alerts struct {
	mu   sync.Mutex
	said []string
}

func (a *alerts) add(_ slog.Level, message string) {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.said = append(a.said, message)
}

func (a *alerts) all() []string {
	a.mu.Lock()
	defer a.mu.Unlock()
	return append([]string(nil), a.said...)
}

// eventually waits (polling, not sleeping a fixed time) until cond holds.
func eventually(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting until %s", what)
		}
		time.Sleep(5 * time.Millisecond)
	}
}
