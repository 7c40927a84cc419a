package outbox

import (
	"net/mail"
	"sync"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/mailer"
	"github.com/pocketbase/pocketbase/tools/types"
)

// batch is how many due emails one pass sends at most.
const batch = 20

// pollEvery bounds the wait for an email whose retry comes due.
const pollEvery = 5 * time.Second

// Worker sends due emails: woken when one is queued, and every few seconds for retries.
type Worker struct {
	app    core.App
	sender func() mail.Address
	wake   chan struct{}
	stop   chan struct{}
	done   sync.WaitGroup
	// passes are one at a time, so no email is picked by two of them.
	pass                sync.Mutex
	startOnce, stopOnce sync.Once
}

// NewWorker sends app's emails from the address sender gives at the time of sending.
func NewWorker(app core.App, sender func() mail.Address) *Worker {
	return &Worker{app: app, sender: sender, wake: make(chan struct{}, 1), stop: make(chan struct{})}
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
		tick := time.NewTicker(pollEvery)
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

// Stop ends the worker after its current pass.
func (w *Worker) Stop() {
	w.stopOnce.Do(func() { close(w.stop) })
	w.done.Wait()
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
	due := []*core.Record{}
	err := w.app.RecordQuery(Collection).
		AndWhere(dbx.HashExp{"status": Pending}).
		AndWhere(dbx.NewExp("nextAttemptAt <= {:now}", dbx.Params{"now": dateTime(now).String()})).
		OrderBy("nextAttemptAt ASC", "createdAt ASC").Limit(batch).All(&due)
	if err != nil {
		return err
	}
	for _, rec := range due {
		if err := w.send(rec, now); err != nil {
			return err
		}
	}
	return nil
}

// send sends one email and records the outcome; only a failure to record is returned.
func (w *Worker) send(rec *core.Record, now time.Time) error {
	sendErr := w.app.NewMailClient().Send(message(rec, w.sender()))
	rec.Set("attempts", rec.GetInt("attempts")+1)
	if sendErr == nil {
		rec.Set("status", Sent)
		rec.Set("sentAt", dateTime(now))
		rec.Set("lastError", "")
		return w.app.Save(rec)
	}
	message := sendErr.Error()
	if len(message) > 1000 {
		message = message[:1000]
	}
	rec.Set("lastError", message)
	if rec.GetInt("attempts") >= MaxAttempts {
		rec.Set("status", Failed)
	} else {
		rec.Set("nextAttemptAt", dateTime(now.Add(Backoff(rec.GetInt("attempts")))))
	}
	w.app.Logger().Warn("email not sent", "id", rec.Id, "attempt", rec.GetInt("attempts"), "error", message)
	return w.app.Save(rec)
}

func dateTime(t time.Time) types.DateTime {
	d, _ := types.ParseDateTime(t)
	return d
}

// message is the mailer's message of an outbox record.
func message(rec *core.Record, from mail.Address) *mailer.Message {
	var to []string
	_ = rec.UnmarshalJSONField("to", &to)
	m := &mailer.Message{
		From:    from,
		Subject: rec.GetString("subject"),
		Text:    rec.GetString("text"),
		HTML:    rec.GetString("html"),
		Headers: map[string]string{},
	}
	for _, a := range to {
		m.To = append(m.To, mail.Address{Address: a})
	}
	if replyTo := rec.GetString("replyTo"); replyTo != "" {
		m.Headers["Reply-To"] = replyTo
	}
	return m
}
