package replication

import (
	"sync"
	"time"
)

// outcomes is what the replica last answered: the proof that it works comes from here,
// never from the absence of errors.
type outcomes struct {
	clock func() time.Time

	mu           sync.Mutex
	lastWriteAck time.Time // a write the replica acknowledged
	lastFailure  time.Time
	lastError    string
	// Which came last, an answer or a failure, by order of arrival (clocks tie).
	calls, answeredCall, failedCall uint64
}

func newOutcomes(clock func() time.Time) *outcomes { return &outcomes{clock: clock} }

func (o *outcomes) answered(write bool) {
	now := o.clock()
	o.mu.Lock()
	defer o.mu.Unlock()
	o.calls++
	o.answeredCall = o.calls
	if write {
		o.lastWriteAck = now
	}
}

func (o *outcomes) failed(err error) {
	now := o.clock()
	o.mu.Lock()
	defer o.mu.Unlock()
	o.calls++
	o.failedCall = o.calls
	o.lastFailure = now
	o.lastError = err.Error()
}

// outcomeState is one reading of outcomes.
type outcomeState struct {
	lastWriteAck, lastFailure time.Time
	lastError                 string
	// failing: the replica's latest outcome was a failure.
	failing bool
}

func (o *outcomes) read() outcomeState {
	o.mu.Lock()
	defer o.mu.Unlock()
	return outcomeState{lastWriteAck: o.lastWriteAck, lastFailure: o.lastFailure, lastError: o.lastError, failing: o.failedCall > o.answeredCall}
}
