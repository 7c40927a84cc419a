package replication

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"sync"
	"sync/atomic"
	"time"

	"github.com/benbjohnson/litestream"
	"github.com/superfly/ltx"
)

// AnswerLimit is how long the replica may take to answer one call: a listing, one read
// of a file's bytes, a delete, or a write once its bytes are sent. Litestream's S3 client
// waits up to 24 hours for an answer, and a hung request holds locks that stop the rest
// of replication, start-up and shutdown with it.
const AnswerLimit = 10 * time.Second

// minUploadRate is the slowest upload a write is given time for: each byte handed to the
// client moves its deadline by 1/minUploadRate s, so a large snapshot on a slow link is
// not cut short while a silent replica still is.
const minUploadRate = 64 << 10 // bytes per second

// ErrNoAnswer is the cause of a call the replica did not answer in time.
var ErrNoAnswer = errors.New("the replica did not answer")

// answerLimited gives every call of a Litestream replica client a deadline, tells
// outcomes what the replica answered, and counts the bytes it sent (restore's progress).
type answerLimited struct {
	litestream.ReplicaClient
	limit    time.Duration
	outcomes *outcomes
	received atomic.Int64
}

func limitAnswers(client litestream.ReplicaClient, limit time.Duration, o *outcomes) *answerLimited {
	return &answerLimited{ReplicaClient: client, limit: limit, outcomes: o}
}

func (c *answerLimited) Init(ctx context.Context) error {
	w := c.watch(ctx)
	defer w.end()
	return c.settle(w, c.ReplicaClient.Init(w.ctx), false)
}

func (c *answerLimited) LTXFiles(ctx context.Context, level int, seek ltx.TXID, useMetadata bool) (ltx.FileIterator, error) {
	w := c.watch(ctx)
	itr, err := c.ReplicaClient.LTXFiles(w.ctx, level, seek, useMetadata)
	if err != nil {
		defer w.end()
		return nil, c.settle(w, err, false)
	}
	w.pause()
	return &limitedIterator{FileIterator: itr, client: c, w: w}, nil
}

func (c *answerLimited) OpenLTXFile(ctx context.Context, level int, minTXID, maxTXID ltx.TXID, offset, size int64) (io.ReadCloser, error) {
	w := c.watch(ctx)
	rc, err := c.ReplicaClient.OpenLTXFile(w.ctx, level, minTXID, maxTXID, offset, size)
	if err != nil {
		defer w.end()
		return nil, c.settle(w, err, false)
	}
	w.pause()
	return &limitedReader{body: rc, client: c, w: w}, nil
}

func (c *answerLimited) WriteLTXFile(ctx context.Context, level int, minTXID, maxTXID ltx.TXID, r io.Reader) (*ltx.FileInfo, error) {
	w := c.watch(ctx)
	defer w.end()
	info, err := c.ReplicaClient.WriteLTXFile(w.ctx, level, minTXID, maxTXID, sending(r, w.sent))
	return info, c.settle(w, err, true)
}

func (c *answerLimited) DeleteLTXFiles(ctx context.Context, a []*ltx.FileInfo) error {
	w := c.watch(ctx)
	defer w.end()
	return c.settle(w, c.ReplicaClient.DeleteLTXFiles(w.ctx, a), false)
}

func (c *answerLimited) DeleteAll(ctx context.Context) error {
	w := c.watch(ctx)
	defer w.end()
	return c.settle(w, c.ReplicaClient.DeleteAll(w.ctx), false)
}

// settle records a finished call's outcome and explains a call cut short for want of an
// answer. A call its caller gave up on (shutdown) says nothing about the replica.
func (c *answerLimited) settle(w *callWatch, err error, write bool) error {
	err = w.explain(err)
	switch {
	case err == nil || errors.Is(err, os.ErrNotExist) || errors.Is(err, io.EOF):
		c.outcomes.answered(write && err == nil)
	case w.parent.Err() == nil:
		c.outcomes.failed(err)
	}
	return err
}

// callWatch cancels one call's context when the replica has not answered in time. The
// clock runs while the call waits on the replica and stops while the caller holds the
// answer (between an iterator's pages, between reads of a body).
type callWatch struct {
	parent context.Context
	ctx    context.Context
	cancel context.CancelCauseFunc
	limit  time.Duration
	timer  *time.Timer

	mu       sync.Mutex
	deadline time.Time
}

func (c *answerLimited) watch(parent context.Context) *callWatch {
	ctx, cancel := context.WithCancelCause(parent)
	w := &callWatch{parent: parent, ctx: ctx, cancel: cancel, limit: c.limit, deadline: time.Now().Add(c.limit)}
	cause := fmt.Errorf("%w within %s", ErrNoAnswer, c.limit)
	w.timer = time.AfterFunc(c.limit, func() { cancel(cause) })
	return w
}

func (w *callWatch) pause()  { w.timer.Stop() }
func (w *callWatch) resume() { w.timer.Reset(w.limit) }

// sent moves a write's deadline by the time n more bytes may take to go out.
func (w *callWatch) sent(n int) {
	w.mu.Lock()
	defer w.mu.Unlock()
	now := time.Now()
	w.deadline = later(w.deadline, now.Add(w.limit)).Add(time.Duration(n) * time.Second / minUploadRate)
	w.timer.Reset(w.deadline.Sub(now))
}

func (w *callWatch) end() {
	w.timer.Stop()
	w.cancel(context.Canceled)
}

// explain names the missing answer when the call was cut short for want of one: by the
// watch, or by a caller's deadline whose cause is ErrNoAnswer (the start-up check's).
func (w *callWatch) explain(err error) error {
	if err == nil {
		return err
	}
	if cause := context.Cause(w.ctx); errors.Is(cause, ErrNoAnswer) {
		return fmt.Errorf("%w (%v)", cause, err)
	}
	return err
}

func later(a, b time.Time) time.Time {
	if a.After(b) {
		return a
	}
	return b
}

// limitedIterator runs the watch's clock while the iterator fetches (a listing page, the
// metadata of its files) and records how the listing ended.
type limitedIterator struct {
	ltx.FileIterator
	client *answerLimited
	w      *callWatch
	done   bool
}

func (it *limitedIterator) Next() bool {
	it.w.resume()
	more := it.FileIterator.Next()
	it.w.pause()
	if !more && !it.done {
		it.done = true
		_ = it.client.settle(it.w, it.FileIterator.Err(), false)
	}
	return more
}

func (it *limitedIterator) Err() error { return it.w.explain(it.FileIterator.Err()) }

func (it *limitedIterator) Close() error {
	err := it.w.explain(it.FileIterator.Close())
	it.w.end()
	return err
}

// limitedReader runs the watch's clock during each read of a file's bytes.
type limitedReader struct {
	body   io.ReadCloser
	client *answerLimited
	w      *callWatch
}

func (r *limitedReader) Read(p []byte) (int, error) {
	r.w.resume()
	n, err := r.body.Read(p)
	r.w.pause()
	r.client.received.Add(int64(n))
	if err != nil && err != io.EOF {
		return n, r.client.settle(r.w, err, false)
	}
	return n, err
}

func (r *limitedReader) Close() error {
	err := r.body.Close()
	r.w.end()
	return err
}

// sending reports each read of a write's body, and keeps the body seekable when it was:
// Litestream's S3 client sends a seekable body in one request and rewinds it to retry.
func sending(r io.Reader, sent func(int)) io.Reader {
	counted := &countedReader{r: r, sent: sent}
	if s, ok := r.(io.ReadSeeker); ok {
		return &countedReadSeeker{countedReader: counted, s: s}
	}
	return counted
}

type countedReader struct {
	r    io.Reader
	sent func(int)
}

func (c *countedReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	if n > 0 {
		c.sent(n)
	}
	return n, err
}

type countedReadSeeker struct {
	*countedReader
	s io.Seeker
}

func (c *countedReadSeeker) Seek(offset int64, whence int) (int64, error) {
	return c.s.Seek(offset, whence)
}
