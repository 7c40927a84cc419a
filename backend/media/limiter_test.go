package media

import (
	"context"
	"errors"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// heldJobs counts the jobs running in a limiter and holds them until released.
type heldJobs struct {
	running, most atomic.Int32
	started       chan struct{}
	release       chan struct{}
}

func newHeldJobs() *heldJobs {
	return &heldJobs{started: make(chan struct{}, 100), release: make(chan struct{})}
}

func (h *heldJobs) hook(Job) func() {
	n := h.running.Add(1)
	for {
		most := h.most.Load()
		if n <= most || h.most.CompareAndSwap(most, n) {
			break
		}
	}
	h.started <- struct{}{}
	<-h.release
	return func() { h.running.Add(-1) }
}

// waitFor polls cond until it holds or a deadline passes.
func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("gave up waiting: %s", what)
		}
		time.Sleep(time.Millisecond)
	}
}

func TestLimiterRunsAtMostItsSlotsAndRefusesPastItsWaiters(t *testing.T) {
	held := newHeldJobs()
	l := NewLimiter(LimiterConfig{Slots: 2, Waiters: 1, MaxWait: time.Minute, Hook: held.hook})
	var wg sync.WaitGroup
	errs := make(chan error, 3)
	for range 3 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs <- l.Run(context.Background(), Job{}, func() error { return nil })
		}()
	}
	<-held.started
	<-held.started
	waitFor(t, "one job waiting", func() bool { _, waiting := l.Load(); return waiting == 1 })

	if err := l.Run(context.Background(), Job{}, func() error { t.Error("ran past capacity"); return nil }); !errors.Is(err, ErrBusy) {
		t.Errorf("a job past the slots and the waiters: %v, want ErrBusy", err)
	}
	close(held.release)
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Errorf("a job within capacity: %v", err)
		}
	}
	if most := held.most.Load(); most != 2 {
		t.Errorf("%d jobs ran at once, want 2", most)
	}
}

func TestLimiterWaitsBriefly(t *testing.T) {
	held := newHeldJobs()
	l := NewLimiter(LimiterConfig{Slots: 1, Waiters: 4, MaxWait: 20 * time.Millisecond, Hook: held.hook})
	go l.Run(context.Background(), Job{}, func() error { return nil })
	<-held.started
	defer close(held.release)

	if err := l.Run(context.Background(), Job{}, func() error { return nil }); !errors.Is(err, ErrBusy) {
		t.Errorf("after MaxWait: %v, want ErrBusy", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := l.Run(ctx, Job{}, func() error { return nil }); !errors.Is(err, ErrBusy) {
		t.Errorf("with the request gone: %v, want ErrBusy", err)
	}
	if err := l.RunPatiently(ctx, Job{Background: true}, func() error { return nil }); !errors.Is(err, context.Canceled) {
		t.Errorf("a background job when stopping: %v, want context.Canceled", err)
	}
}

func TestBackgroundJobsWaitPastMaxWait(t *testing.T) {
	held := newHeldJobs()
	l := NewLimiter(LimiterConfig{Slots: 1, Waiters: 1, MaxWait: time.Millisecond, Hook: held.hook})
	go l.Run(context.Background(), Job{}, func() error { return nil })
	<-held.started
	done := make(chan error)
	go func() {
		done <- l.RunPatiently(context.Background(), Job{Background: true}, func() error { return nil })
	}()
	time.Sleep(20 * time.Millisecond) // well past MaxWait: the background job still waits
	held.release <- struct{}{}
	<-held.started
	close(held.release)
	if err := <-done; err != nil {
		t.Errorf("background job: %v", err)
	}
}

func TestABackgroundJobRunsAlone(t *testing.T) {
	held := newHeldJobs()
	l := NewLimiter(LimiterConfig{Slots: 2, Waiters: 2, MaxWait: 20 * time.Millisecond, Hook: held.hook})
	visitor := make(chan error)
	go func() { visitor <- l.Run(context.Background(), Job{}, func() error { return nil }) }()
	<-held.started
	background := make(chan error)
	go func() {
		background <- l.RunPatiently(context.Background(), Job{Background: true}, func() error { return nil })
	}()
	waitFor(t, "the background job holding the free slot", func() bool { running, _ := l.Load(); return running == 2 })
	select {
	case <-held.started:
		t.Fatal("the background job started beside a visitor's")
	case <-time.After(20 * time.Millisecond):
	}

	held.release <- struct{}{} // the visitor's job ends: the background job takes its slot
	if err := <-visitor; err != nil {
		t.Fatal(err)
	}
	<-held.started
	if err := l.Run(context.Background(), Job{}, func() error { t.Error("ran beside the background job"); return nil }); !errors.Is(err, ErrBusy) {
		t.Errorf("a visitor's job beside the background job: %v, want ErrBusy", err)
	}
	close(held.release)
	if err := <-background; err != nil {
		t.Fatal(err)
	}
	if most := held.most.Load(); most != 1 {
		t.Errorf("%d jobs ran at once, want 1", most)
	}
	if running, _ := l.Load(); running != 0 {
		t.Errorf("%d slots still taken", running)
	}
}

func TestWhileIdleHoldsImageWorkOff(t *testing.T) {
	d := NewDerived(DerivedConfig{Limiter: NewLimiter(LimiterConfig{Slots: 1, Waiters: 1, MaxWait: 10 * time.Millisecond})})
	ran := false
	err := d.WhileIdle(context.Background(), func() error {
		ran = true
		return d.limiter.Run(context.Background(), Job{Key: "a visitor's width"}, func() error { return nil })
	})
	if !ran || !errors.Is(err, ErrBusy) {
		t.Errorf("ran %v; a visitor's job during it: %v, want ErrBusy", ran, err)
	}
}
