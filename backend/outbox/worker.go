package outbox

import (
	"fmt"
	"net/mail"
	"sync"
	"time"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	sitemail "github.com/hudsonvalley/farmsite/backend/mail"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/mailer"
	"github.com/pocketbase/pocketbase/tools/types"
)

// batch is how many due emails one pass sends at most.
const batch = 20

// DefaultPollEvery bounds the wait for an email whose retry comes due.
const DefaultPollEvery = 5 * time.Second

// The worker's bounds unless Options set others: the wait for one send (the SMTP
// mailer's own deadline and SendMargin, so that the mailer's error, which names the
// server, is the one recorded) and Stop's wait for the pass under way (SIGTERM must
// end the process within 10 s; PocketBase's graceful shutdown takes 1 s of it).
const (
	SendMargin         = 5 * time.Second
	DefaultSendTimeout = sitemail.DefaultSendTimeout + SendMargin
	DefaultStopTimeout = 5 * time.Second
)

// maxUnfinished is how many sends that outlived their wait may still run; past it,
// passes send nothing until one ends (each holds a goroutine and maybe a socket).
const maxUnfinished = 3

// Options are the worker's mailer and bounds.
type Options struct {
	// Mailer makes the client of a send (nil: app.NewMailClient(), through the
	// OnMailerSend hooks, where the site's SMTP client with deadlines is bound).
	Mailer func() mailer.Mailer
	// SendTimeout bounds the wait for one send (0: DefaultSendTimeout); past it the
	// attempt is recorded as timed out and the pass goes on.
	SendTimeout time.Duration
	// StopTimeout bounds Stop's wait for the pass under way (0: DefaultStopTimeout).
	StopTimeout time.Duration
	// PollEvery is how often a pass runs unwoken, for retries come due (0:
	// DefaultPollEvery; tests set it long so that only a wake sends).
	PollEvery time.Duration
}

// Worker sends due emails: woken when one is queued, and every few seconds for retries.
type Worker struct {
	app    core.App
	sender func() mail.Address
	opts   Options
	wake   chan struct{}
	stop   chan struct{}
	done   sync.WaitGroup
	// passes are one at a time, so no email is picked by two of them.
	pass                sync.Mutex
	startOnce, stopOnce sync.Once
	// unfinished holds the emails whose send outlived its wait and still runs: no pass
	// sends them again meanwhile.
	unfinishedMu sync.Mutex
	unfinished   map[string]bool
	// late counts the goroutines waiting for such sends; Stop waits for them too. Once
	// Stop has ended (closed), they touch the app no more: its database may be closed.
	late   sync.WaitGroup
	life   sync.RWMutex
	closed bool
}

// NewWorker sends app's emails from the address sender gives at the time of sending; it
// stops when app terminates.
func NewWorker(app core.App, sender func() mail.Address, opts Options) *Worker {
	if opts.Mailer == nil {
		opts.Mailer = app.NewMailClient
	}
	if opts.SendTimeout <= 0 {
		opts.SendTimeout = DefaultSendTimeout
	}
	if opts.StopTimeout <= 0 {
		opts.StopTimeout = DefaultStopTimeout
	}
	if opts.PollEvery <= 0 {
		opts.PollEvery = DefaultPollEvery
	}
	w := &Worker{
		app: app, sender: sender, opts: opts,
		wake: make(chan struct{}, 1), stop: make(chan struct{}), unfinished: map[string]bool{},
	}
	// Before the app closes its database (the end of the terminate chain).
	app.OnTerminate().BindFunc(func(e *core.TerminateEvent) error {
		w.Stop()
		return e.Next()
	})
	return w
}

// Wake asks for a pass soon (queued emails go out at once rather than at the next poll).
func (w *Worker) Wake() {
	select {
	case w.wake <- struct{}{}:
	default:
	}
}

// Start runs passes until Stop.
func (w *Worker) Start() {
	w.startOnce.Do(w.run)
}

func (w *Worker) run() {
	w.done.Add(1)
	go func() {
		defer w.done.Done()
		tick := time.NewTicker(w.opts.PollEvery)
		defer tick.Stop()
		for {
			if err := w.SendDue(time.Now()); err != nil {
				w.app.Logger().Warn("outbox pass failed", "error", err)
			}
			select {
			case <-w.stop:
				return
			case <-w.wake:
			case <-tick.C:
			}
		}
	}()
}

// Stop ends the worker (its app's termination calls it): the pass under way sends no
// further email, and Stop waits for it, and for sends that outlived their wait,
// StopTimeout at most. A send it leaves behind has its attempt recorded already; if it
// succeeds later, that is no longer recorded (the app may be gone), and its retry may
// deliver it twice.
func (w *Worker) Stop() {
	w.stopOnce.Do(func() { close(w.stop) })
	ended := make(chan struct{})
	go func() {
		w.done.Wait()
		w.late.Wait()
		close(ended)
	}()
	select {
	case <-ended:
	case <-time.After(w.opts.StopTimeout):
		w.app.Logger().Warn("stopped without waiting further for the email being sent", "waited", sitemail.Seconds(w.opts.StopTimeout))
	}
	w.life.Lock()
	w.closed = true
	w.life.Unlock()
}

func (w *Worker) stopping() bool {
	select {
	case <-w.stop:
		return true
	default:
		return false
	}
}

// Configured tells whether mail can be sent: SMTP is on in PocketBase's settings (the
// site never falls back to a local sendmail) and a sender address is known.
func Configured(app core.App) bool {
	return app.Settings().SMTP.Enabled && app.Settings().SMTP.Host != ""
}

// SendDue sends the emails due at now, oldest first, recording each outcome. With no
// mail configured it sends nothing and counts no attempt: the emails wait.
func (w *Worker) SendDue(now time.Time) error {
	w.pass.Lock()
	defer w.pass.Unlock()
	if !Configured(w.app) {
		return nil
	}
	due := []*catalog.OutboxEmailRecord{}
	err := w.app.RecordQuery(catalog.OutboxCollection).
		AndWhere(dbx.HashExp{catalog.OutboxEmailFieldStatus: Pending}).
		AndWhere(dbx.NewExp("[["+catalog.OutboxEmailFieldNextAttemptAt+"]] <= {:now}", dbx.Params{"now": dateTime(now).String()})).
		OrderBy(catalog.OutboxEmailFieldNextAttemptAt+" ASC", catalog.CreatedAtField+" ASC").Limit(batch).All(&due)
	if err != nil {
		return err
	}
	for _, rec := range due {
		if w.stopping() {
			return nil
		}
		unfinished, busy := w.unfinishedState(rec.Id)
		if busy >= maxUnfinished {
			w.app.Logger().Warn("emails wait: earlier sends have not returned", "count", busy)
			return nil
		}
		if unfinished {
			continue
		}
		if err := w.send(rec, now); err != nil {
			return err
		}
	}
	return nil
}

// send records the attempt, sends one email and records the outcome; only a failure to
// record is returned. The attempt is recorded first (counted, the retry scheduled,
// given up at MaxAttempts), so a send that never ends, or a crash during it, moves
// the email toward failed and behind the others rather than to the front again.
func (w *Worker) send(rec *catalog.OutboxEmailRecord, now time.Time) error {
	attempt := rec.Attempts() + 1
	rec.SetAttempts(attempt)
	rec.SetLastError(fmt.Sprintf("attempt %d under way, or cut short when the site stopped", attempt))
	if attempt >= MaxAttempts {
		rec.SetStatus(Failed)
	} else {
		rec.SetNextAttemptAt(dateTime(now.Add(Backoff(attempt))))
	}
	if err := w.app.Save(rec); err != nil {
		return err
	}

	late, sendErr := w.sendWithin(rec.Id, message(rec, w.sender()))
	if sendErr == nil {
		rec.SetStatus(Sent)
		rec.SetSentAt(dateTime(now))
		rec.SetLastError("")
		return w.app.Save(rec)
	}
	message := sendErr.Error()
	if len(message) > 1000 {
		message = message[:1000]
	}
	rec.SetLastError(message)
	w.app.Logger().Warn("email not sent", "id", rec.Id, "attempt", attempt, "error", message)
	err := w.app.Save(rec)
	if late != nil {
		// Only once the timeout is on record: a late success must not be overwritten by it.
		w.late.Add(1)
		go w.awaitLateSend(rec.Id, late)
	}
	return err
}

// sendWithin sends m, waiting SendTimeout at most. A send that outlives it is counted as
// unfinished, and its result comes later on late.
func (w *Worker) sendWithin(id string, m *mailer.Message) (late <-chan error, err error) {
	result := make(chan error, 1)
	go func() { result <- w.opts.Mailer().Send(m) }()
	timer := time.NewTimer(w.opts.SendTimeout)
	defer timer.Stop()
	select {
	case err := <-result:
		return nil, err
	case <-timer.C:
	}
	w.unfinishedMu.Lock()
	w.unfinished[id] = true
	w.unfinishedMu.Unlock()
	return result, fmt.Errorf("timed out after %s: the mailer did not return", sitemail.Seconds(w.opts.SendTimeout))
}

// awaitLateSend waits for a send that outlived its wait; the email counts as unfinished
// (no pass sends it again) until it returns.
func (w *Worker) awaitLateSend(id string, late <-chan error) {
	defer w.late.Done()
	err := <-late
	w.life.RLock()
	if !w.closed {
		if err == nil {
			w.recordLateSend(id)
		}
		w.app.Logger().Warn("a send that had timed out returned", "id", id, "error", err)
	}
	w.life.RUnlock()
	w.unfinishedMu.Lock()
	delete(w.unfinished, id)
	w.unfinishedMu.Unlock()
}

// recordLateSend records as sent an email whose send returned without error after its
// wait had ended: the mail server took it, so a retry would deliver it twice.
func (w *Worker) recordLateSend(id string) {
	rec := &catalog.OutboxEmailRecord{}
	err := w.app.RecordQuery(catalog.OutboxCollection).AndWhere(dbx.HashExp{catalog.IDField: id}).Limit(1).One(rec)
	if err == nil && rec.Status() != Sent {
		rec.SetStatus(Sent)
		rec.SetSentAt(dateTime(time.Now()))
		rec.SetLastError("")
		err = w.app.Save(rec)
	}
	if err != nil {
		w.app.Logger().Error("an email sent late could not be recorded as sent", "id", id, "error", err)
	}
}

// UnfinishedSends is how many sends that outlived their wait still run.
func (w *Worker) UnfinishedSends() int {
	_, count := w.unfinishedState("")
	return count
}

// unfinishedState tells whether id's send is still running, and how many are.
func (w *Worker) unfinishedState(id string) (unfinished bool, count int) {
	w.unfinishedMu.Lock()
	defer w.unfinishedMu.Unlock()
	return w.unfinished[id], len(w.unfinished)
}

func dateTime(t time.Time) types.DateTime {
	d, _ := types.ParseDateTime(t)
	return d
}

// message is the mailer's message of an outbox record.
func message(rec *catalog.OutboxEmailRecord, from mail.Address) *mailer.Message {
	m := &mailer.Message{
		From:    from,
		Subject: rec.Subject(),
		Text:    rec.Text(),
		HTML:    rec.HTML(),
		Headers: map[string]string{},
	}
	for _, a := range rec.To() {
		m.To = append(m.To, mail.Address{Address: a})
	}
	if replyTo := rec.ReplyTo(); replyTo != "" {
		m.Headers["Reply-To"] = replyTo
	}
	return m
}
