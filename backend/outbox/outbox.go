// Package outbox sends the site's emails durably. An email is written to the outbox
// collection in the same transaction as the message or order it reports; a worker
// sends what is due through PocketBase's mailer, each send within a deadline, records
// every attempt before making it, retries with exponential backoff, gives up after
// MaxAttempts, and never sends an email again once its success is recorded (a crash
// between the send and that record may send it once more).
package outbox

import (
	"time"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/mail"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"
)

// An email's states.
const (
	Pending   = "pending"
	Sent      = "sent"
	Failed    = "failed"
	Discarded = "discarded"
)

// Retries: 30 s after the first failure, doubling up to an hour; after MaxAttempts
// failures (about three hours of trying) the email is marked failed for staff to see.
const (
	MaxAttempts  = 10
	FirstRetry   = 30 * time.Second
	LongestRetry = time.Hour
)

// About names the record an email is about.
type About struct {
	ContactMessage string
	Order          string
}

// Queue writes e to the outbox with app, which should be the transaction that writes
// the record it is about; it is due at once.
func Queue(app core.App, e mail.Email, about About) (*core.Record, error) {
	email, err := catalog.NewOutboxEmailRecord(app)
	if err != nil {
		return nil, err
	}
	email.SetKind(e.Kind)
	email.SetTo(e.To)
	email.SetReplyTo(e.ReplyTo)
	email.SetSubject(e.Subject)
	email.SetText(e.Text)
	email.SetHTML(e.HTML)
	email.SetReply(e.Reply)
	email.SetStatus(Pending)
	email.SetAttempts(0)
	email.SetNextAttemptAt(types.NowDateTime())
	email.SetContactMessage(about.ContactMessage)
	email.SetOrder(about.Order)
	return email.Record, app.Save(email)
}

// Backoff is the wait before the next attempt after failures failed ones.
func Backoff(failures int) time.Duration {
	wait := FirstRetry
	for i := 1; i < failures && wait < LongestRetry; i++ {
		wait *= 2
	}
	return min(wait, LongestRetry)
}

// Retry makes a failed, discarded or sent email due again at once (staff's Resend).
func Retry(app core.App, rec *core.Record) error {
	email := catalog.AsOutboxEmail(rec)
	email.SetStatus(Pending)
	email.SetAttempts(0)
	email.SetLastError("")
	email.SetNextAttemptAt(types.NowDateTime())
	return app.Save(email)
}

// Discard keeps an email from being sent (staff's choice, for one that waited).
func Discard(app core.App, rec *core.Record) error {
	catalog.AsOutboxEmail(rec).SetStatus(Discarded)
	return app.Save(rec)
}

// DueNow makes every pending email due at now: those that waited for mail to be
// configured, and retries backing off from settings that have just changed.
func DueNow(app core.App, now time.Time) error {
	_, err := app.DB().Update(catalog.OutboxCollection,
		dbx.Params{catalog.OutboxEmailFieldNextAttemptAt: dateTime(now).String()},
		dbx.And(dbx.HashExp{catalog.OutboxEmailFieldStatus: Pending},
			dbx.NewExp("[["+catalog.OutboxEmailFieldNextAttemptAt+"]] > {:now}", dbx.Params{"now": dateTime(now).String()})),
	).Execute()
	return err
}
