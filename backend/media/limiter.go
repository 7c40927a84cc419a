package media

import (
	"context"
	"errors"
	"github.com/hudsonvalley/farmsite/backend/metrics"
	"runtime"
	"time"
)

// ErrBusy is returned when every slot for image work is taken and the short wait for
// one is over (or nobody else may wait): the caller should ask again shortly.
var ErrBusy = errors.New("image work is at capacity")

// LimiterConfig sets how much image work runs at once. Zero values take the defaults.
type LimiterConfig struct {
	Slots   int           // jobs at once; default half the cores (at least one)
	Waiters int           // visitors' jobs that may wait for a slot; default 16 x Slots
	MaxWait time.Duration // how long such a job waits; default 3 s
	// Hook, when set, is called as each job starts in its slot, and the function it
	// returns (if any) as the job ends. Tests count and hold jobs with it.
	Hook func(Job) (end func())
}

// Job describes one piece of image work, for LimiterConfig.Hook.
type Job struct {
	Key        string // the file being made (a variant, or the upload prepared in the background)
	Background bool   // made for an upload, not for a visitor's request
}

// Limiter bounds the decoding and encoding of images, the site's most memory-hungry
// work: each running job holds decoded pixels, so the number of slots bounds memory. A
// background job decodes an original (up to 40 megapixels, 18 MB of pixels for a
// 12-megapixel photo, against 4 MB for a visitor's job from a master), so it runs
// alone: it takes every slot.
type Limiter struct {
	slots      chan struct{}
	waiting    chan struct{}
	background chan struct{} // one background job at a time takes the slots
	maxWait    time.Duration
	hook       func(Job) func()
}

// NewLimiter makes a limiter; share one for the whole process.
func NewLimiter(cfg LimiterConfig) *Limiter {
	if cfg.Slots <= 0 {
		// Half the cores: image work a visitor starts (a new width of each photo) must
		// leave the rest to the site's reads. With a slot per core, two connections asking
		// for new widths of large photos held both of the machine's cores, and the other
		// visitors' reads fell to 44% of their rate (make test-hostile, 2026-11-25).
		cfg.Slots = max(1, runtime.GOMAXPROCS(0)/2)
	}
	if cfg.Waiters <= 0 {
		// A waiting job holds no image (its source is read in the slot), so the
		// waiters are bounded by what the slots can finish within MaxWait (a job takes
		// 50-200 ms), enough for a page's worth of images at once.
		cfg.Waiters = 16 * cfg.Slots
	}
	if cfg.MaxWait <= 0 {
		cfg.MaxWait = 3 * time.Second
	}
	return &Limiter{
		slots:      make(chan struct{}, cfg.Slots),
		waiting:    make(chan struct{}, cfg.Waiters),
		background: make(chan struct{}, 1),
		maxWait:    cfg.MaxWait,
		hook:       cfg.Hook,
	}
}

// Run runs work for a visitor: at once in a free slot, or after waiting (among a few
// others, at most MaxWait and never past ctx) for one. When it cannot, it returns
// ErrBusy without running work.
func (l *Limiter) Run(ctx context.Context, job Job, work func() error) error {
	defer metrics.Hold(metrics.ImageWorkQueued)()
	select {
	case l.slots <- struct{}{}:
	default:
		if err := l.waitForSlot(ctx); err != nil {
			metrics.ImageWorkRefused.Inc()
			return err
		}
	}
	defer l.release(1)
	return l.run(job, work)
}

// RunPatiently runs work alone, in every slot, waiting as long as ctx allows: for
// background jobs and staff uploads, which nobody is refused. It takes the slots one
// by one as they come free, in turn with the visitors' jobs that waited before it
// (those that come after wait for it, or are refused after MaxWait).
func (l *Limiter) RunPatiently(ctx context.Context, job Job, work func() error) error {
	defer metrics.Hold(metrics.ImageWorkQueued)()
	select {
	case l.background <- struct{}{}:
	case <-ctx.Done():
		return ctx.Err()
	}
	defer func() { <-l.background }()
	taken := 0
	defer func() { l.release(taken) }()
	for taken < cap(l.slots) {
		select {
		case l.slots <- struct{}{}:
			taken++
		case <-ctx.Done():
			return ctx.Err()
		}
	}
	return l.run(job, work)
}

// release frees n slots, then collects the job's garbage: its decoded pixels are tens
// of megabytes that die at once, and collecting them now keeps the heap near what is
// live rather than letting it grow to twice that before the collector's next turn.
func (l *Limiter) release(n int) {
	for range n {
		<-l.slots
	}
	if n > 0 {
		runtime.GC()
	}
}

// Load is how many jobs are running and how many visitors' jobs wait for a slot.
func (l *Limiter) Load() (running, waiting int) {
	return len(l.slots), len(l.waiting)
}

func (l *Limiter) waitForSlot(ctx context.Context) error {
	select {
	case l.waiting <- struct{}{}:
	default:
		return ErrBusy
	}
	defer func() { <-l.waiting }()
	timer := time.NewTimer(l.maxWait)
	defer timer.Stop()
	select {
	case l.slots <- struct{}{}:
		return nil
	case <-timer.C:
		return ErrBusy
	case <-ctx.Done():
		return ErrBusy
	}
}

func (l *Limiter) run(job Job, work func() error) error {
	if l.hook != nil {
		if end := l.hook(job); end != nil {
			defer end()
		}
	}
	return work()
}
