package replication

import (
	"context"
	"fmt"
	"log/slog"
	"sync"
	"time"

	"github.com/benbjohnson/litestream"
	"github.com/superfly/ltx"
)

// HeartbeatEvery: when the replica has acknowledged no write for this long (nothing was
// written), the marker is written again, so an idle site's replica is still shown to
// answer.
const HeartbeatEvery = time.Minute

// alertAgainEvery: while the replica stays in trouble, the alert is repeated this often.
const alertAgainEvery = time.Minute

// syncLimit bounds a check's copy of the WAL (its calls to the replica have their own
// AnswerLimit; this is for the wait behind Litestream's own work).
const syncLimit = 2 * AnswerLimit

// maxPending bounds the positions waiting for the replica (one per check).
const maxPending = 64

// Status is what readiness, the health view and the metrics read of replication.
type Status struct {
	// Lag is how long the replica has not been shown to hold what the database has
	// written: 0 while it holds everything.
	Lag time.Duration
	// BackupAge is the age of the last write the replica acknowledged while it held
	// everything the database had written; negative until that first happens.
	BackupAge time.Duration
	// Problem is the replica's last failure, in words, while it lasts.
	Problem string
}

// written is a position the database had written by a time.
type written struct {
	at  time.Time
	pos ltx.TXID
}

// proof follows what the database has written and what the replica acknowledged
// holding. The database's position counts only after Litestream has copied the WAL
// into it (a sync that succeeded), and the replica's only when the replica answered it:
// two zeros, a fresh database that was never copied, prove nothing.
type proof struct {
	db       *litestream.DB
	client   *answerLimited
	outcomes *outcomes
	url      string
	limit    time.Duration
	clock    func() time.Time
	alert    func(level slog.Level, message string)

	mu          sync.Mutex
	provenAt    time.Time // everything written before it is in the replica
	backupAt    time.Time // when the replica acknowledged the write behind the last proof
	pending     []written // positions written and not yet shown in the replica
	syncedAt    time.Time // the last sync of the WAL that succeeded
	syncProblem string    // the last sync's failure, in words ("" when it succeeded)
	heartbeatAt time.Time

	inTrouble bool
	alertedAt time.Time
	explained bool // the alert of this trouble named the replica's problem
}

func newProof(db *litestream.DB, client *answerLimited, o *outcomes, url string, limit time.Duration, opts Options) *proof {
	now := opts.Clock()
	alert := opts.Alert
	if alert == nil {
		alert = func(slog.Level, string) {}
	}
	// Lag counts from the start until the replica is first shown to hold everything.
	return &proof{db: db, client: client, outcomes: o, url: url, limit: limit, clock: opts.Clock, alert: alert,
		provenAt: now, heartbeatAt: now}
}

// check copies the WAL into Litestream's position (as its monitor does), notes that
// position as written, and proves every written position the replica now holds.
func (p *proof) check(ctx context.Context) {
	started := p.clock()
	syncCtx, cancel := context.WithTimeout(ctx, syncLimit)
	err := p.db.Sync(syncCtx)
	cancel()
	if ctx.Err() != nil {
		return
	}
	var local ltx.Pos
	if err == nil {
		local, err = p.db.Pos()
	}
	p.mu.Lock()
	if err != nil {
		p.syncProblem = "copying the database's changes: " + err.Error()
	} else {
		p.syncProblem, p.syncedAt = "", started
		if local.TXID > 0 && (len(p.pending) == 0 || p.pending[len(p.pending)-1].pos < local.TXID) {
			p.pending = append(p.pending, written{at: started, pos: local.TXID})
			if len(p.pending) > maxPending {
				p.pending = p.pending[1:]
			}
		} else if len(p.pending) > 0 {
			p.pending[len(p.pending)-1].at = started // nothing new: the same position, later
		}
	}
	p.mu.Unlock()
	p.proveHeld()
	p.heartbeat(ctx)
	p.report()
}

// proveHeld moves provenAt to the latest written position the replica holds, when its
// latest answer was not a failure.
func (p *proof) proveHeld() {
	held := p.db.Replica.Pos().TXID
	out := p.outcomes.read()
	p.mu.Lock()
	defer p.mu.Unlock()
	if out.failing || held == 0 {
		return
	}
	n := 0
	for n < len(p.pending) && p.pending[n].pos <= held {
		n++
	}
	if n == 0 {
		return
	}
	p.provenAt = later(p.provenAt, p.pending[n-1].at)
	p.backupAt = later(p.backupAt, out.lastWriteAck)
	// The last position stays: a later check with nothing new proves it again.
	p.pending = p.pending[min(n, len(p.pending)-1):]
}

// heartbeat writes the marker when the replica has acknowledged no write for
// HeartbeatEvery, at most once per HeartbeatEvery.
func (p *proof) heartbeat(ctx context.Context) {
	now := p.clock()
	out := p.outcomes.read()
	p.mu.Lock()
	due := now.Sub(later(out.lastWriteAck, p.heartbeatAt)) >= HeartbeatEvery
	if due {
		p.heartbeatAt = now
	}
	p.mu.Unlock()
	if due {
		_ = proveReplica(ctx, p.client, now) // its outcome is recorded by the client
		p.proveHeld()
	}
}

// Status is the replica's state now.
func (p *proof) Status() Status {
	now := p.clock()
	out := p.outcomes.read()
	p.mu.Lock()
	defer p.mu.Unlock()
	s := Status{BackupAge: -1}
	if !p.backupAt.IsZero() {
		s.BackupAge = max(0, now.Sub(p.backupAt))
	}
	switch {
	case out.failing:
		s.Problem = out.lastError
	case p.syncProblem != "":
		s.Problem = p.syncProblem
	}
	// Caught up: the last check, a recent one, synced and the replica holds its position.
	caughtUp := s.Problem == "" && !p.syncedAt.IsZero() && now.Sub(p.syncedAt) <= p.limit &&
		len(p.pending) > 0 && p.provenAt.Equal(p.pending[len(p.pending)-1].at)
	if !caughtUp {
		s.Lag = max(0, now.Sub(p.provenAt))
	}
	return s
}

// report alerts when the replica starts failing or falls behind, again when the reason
// becomes known and each minute while it lasts, and when it holds everything again.
func (p *proof) report() {
	s := p.Status()
	now := p.clock()
	p.mu.Lock()
	trouble := s.Problem != "" || s.Lag > p.limit
	var message string
	level := slog.LevelError
	switch {
	case trouble && (!p.inTrouble || now.Sub(p.alertedAt) >= alertAgainEvery || (!p.explained && s.Problem != "")):
		state := "is failing: " + s.Problem
		if s.Problem == "" {
			state = fmt.Sprintf("has not been shown to hold the latest changes for %s", s.Lag.Round(time.Second))
		}
		message = fmt.Sprintf("replication: the replica at %s %s. Changes made since wait for it, and readiness reports replication-lagging while they wait; the site keeps serving.",
			p.url, state)
		p.alertedAt, p.explained = now, s.Problem != ""
	case !trouble && p.inTrouble:
		message, level = fmt.Sprintf("replication: the replica at %s holds every change again.", p.url), slog.LevelInfo
	}
	p.inTrouble = trouble
	p.mu.Unlock()
	if message != "" {
		p.alert(level, message)
	}
}
