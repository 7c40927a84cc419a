package media

import (
	"context"
	"errors"
	"sync"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// DefaultQueueSize is how many uploads may wait to be prepared; past it, Enqueue drops
// them (visitors' requests queue them again).
const DefaultQueueSize = 128

// Preparer runs Derived.Prepare in the background, one upload at a time: first the
// uploads queued as they are saved or when a visitor asks for a variant of an image
// without its master, then those stored before the server started.
type Preparer struct {
	app     core.App
	derived *Derived
	jobs    chan string // queued by Enqueue
	backlog chan string // handed over by EnqueueUnprepared, when no job is queued

	ctx     context.Context
	cancel  context.CancelFunc
	running sync.WaitGroup

	mu      sync.Mutex
	pending map[string]bool // queued by Enqueue or being prepared
	started bool
	stopped bool
}

// NewPreparer makes a Preparer for app's uploads (queueSize 0: DefaultQueueSize); its
// goroutine starts with the first job. Call Stop when the app terminates.
func NewPreparer(app core.App, derived *Derived, queueSize int) *Preparer {
	if queueSize <= 0 {
		queueSize = DefaultQueueSize
	}
	ctx, cancel := context.WithCancel(context.Background())
	return &Preparer{
		app: app, derived: derived, jobs: make(chan string, queueSize), backlog: make(chan string),
		ctx: ctx, cancel: cancel, pending: map[string]bool{},
	}
}

// Enqueue queues the upload with this record id unless it is queued already; it
// returns false when the queue is full (the job is dropped and logged).
func (p *Preparer) Enqueue(id string) bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.stopped {
		return false
	}
	if p.pending[id] {
		return true
	}
	p.startWorker()
	select {
	case p.jobs <- id:
		p.pending[id] = true
		return true
	default:
		p.app.Logger().Warn("the queue of images to prepare is full: dropped one", "record", id)
		return false
	}
}

// Pending is how many uploads are queued or being prepared.
func (p *Preparer) Pending() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return len(p.pending)
}

// EnqueueUnprepared hands over, from a goroutine of its own, every image upload that
// lacks what Prepare makes (uploads from before it existed, the demo content among
// them, and those a stop cut short), one at a time whenever no queued job waits.
func (p *Preparer) EnqueueUnprepared() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.stopped {
		return
	}
	p.running.Add(1)
	go func() {
		defer p.running.Done()
		queued, err := p.enqueueUnprepared()
		switch {
		case err != nil && p.ctx.Err() == nil:
			p.app.Logger().Warn("could not list the images to prepare", "error", err)
		case queued > 0:
			p.app.Logger().Info("queued images without their master or common widths", "count", queued)
		}
	}()
}

// Stop ends the background work and waits for it (a job under way stops after the
// step it is in); queued jobs are dropped.
func (p *Preparer) Stop() {
	p.mu.Lock()
	p.stopped = true
	p.mu.Unlock()
	p.cancel()
	p.running.Wait()
}

func (p *Preparer) startWorker() {
	if p.started {
		return
	}
	p.started = true
	p.running.Add(1)
	go func() {
		defer p.running.Done()
		for p.ctx.Err() == nil {
			select {
			case id := <-p.jobs:
				p.prepare(id)
				continue
			default:
			}
			select {
			case <-p.ctx.Done():
				return
			case id := <-p.jobs:
				p.prepare(id)
			case id := <-p.backlog:
				p.prepare(id)
			}
		}
	}()
}

func (p *Preparer) prepare(id string) {
	p.mu.Lock()
	p.pending[id] = true // so that a visitor's Enqueue meanwhile queues nothing
	p.mu.Unlock()
	defer func() {
		p.mu.Lock()
		delete(p.pending, id)
		p.mu.Unlock()
	}()

	rec, err := p.app.FindRecordById(catalog.FileUploadsCollection, id)
	if err != nil {
		return // deleted since it was queued
	}
	fsys, err := p.app.NewFilesystem()
	if err != nil {
		p.app.Logger().Warn("could not prepare an image", "record", id, "error", err)
		return
	}
	defer fsys.Close()
	fsys.SetContext(p.ctx)
	err = p.derived.Prepare(p.ctx, fsys, rec)
	if err != nil && p.ctx.Err() == nil {
		p.app.Logger().Warn("could not prepare an image", "record", id, "error", err)
	}
	if p.ctx.Err() == nil {
		removeIfGone(p.app, fsys, rec)
	}
}

// enqueueUnprepared hands over the image uploads that are not prepared, a page of
// records at a time.
func (p *Preparer) enqueueUnprepared() (queued int, err error) {
	fsys, err := p.app.NewFilesystem()
	if err != nil {
		return 0, err
	}
	defer fsys.Close()
	fsys.SetContext(p.ctx)
	const page = 100
	for offset := 0; ; offset += page {
		var records []*core.Record
		err := p.app.RecordQuery(catalog.FileUploadsCollection).
			AndWhere(dbx.In(catalog.FileUploadFieldMimeType, JPEG, PNG, WebP)).
			OrderBy(catalog.CreatedAtField+" DESC", catalog.IDField+" DESC").Offset(int64(offset)).Limit(page).All(&records)
		if err != nil {
			return queued, err
		}
		for _, rec := range records {
			prepared, err := p.derived.Prepared(fsys, rec)
			if err != nil && !errors.Is(err, context.Canceled) {
				p.app.Logger().Warn("could not tell whether an image is prepared", "record", rec.Id, "error", err)
			}
			if prepared || err != nil {
				continue
			}
			if !p.handOver(rec.Id) {
				return queued, p.ctx.Err()
			}
			queued++
		}
		if len(records) < page {
			return queued, nil
		}
	}
}

// handOver gives id to the worker once it has no queued job; false once stopped.
func (p *Preparer) handOver(id string) bool {
	p.mu.Lock()
	if p.stopped {
		p.mu.Unlock()
		return false
	}
	p.startWorker()
	p.mu.Unlock()
	select {
	case p.backlog <- id:
		return true
	case <-p.ctx.Done():
		return false
	}
}
