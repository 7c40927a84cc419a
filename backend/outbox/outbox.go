// Package outbox sends the site's emails durably. An email is written to the outbox
// collection in the same transaction as the message or order it reports; a worker
// sends what is due through PocketBase's mailer, each send within a deadline, records
// every attempt before making it, retries with exponential backoff, gives up after
// MaxAttempts, and never sends an email again once its success is recorded (a crash
// between the send and that record may send it once more).
package outbox

import (
	"time"

	"github.com/hudsonvalley/farmsite/backend/mail"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"
)

// Collection is where the emails wait.
const Collection = "outbox"

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
	collection, err := app.FindCachedCollectionByNameOrId(Collection)
	if err != nil {
		return nil, err
	}
	rec := core.NewRecord(collection)
	rec.Load(map[string]any{
		"kind": e.Kind, "to": e.To, "replyTo": e.ReplyTo, "subject": e.Subject, "text": e.Text, "html": e.HTML, "reply": e.Reply,
		"status": Pending, "attempts": 0, "nextAttemptAt": types.NowDateTime(),
		"contactMessage": about.ContactMessage, "order": about.Order,
	})
	return rec, app.Save(rec)
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
	rec.Set("status", Pending)
	rec.Set("attempts", 0)
	rec.Set("lastError", "")
	rec.Set("nextAttemptAt", types.NowDateTime())
	return app.Save(rec)
}

// Discard keeps an email from being sent (staff's choice, for one that waited).
func Discard(app core.App, rec *core.Record) error {
	rec.Set("status", Discarded)
	return app.Save(rec)
}

// DueNow makes every pending email due at now: those that waited for mail to be
// configured, and retries backing off from settings that have just changed.
func DueNow(app core.App, now time.Time) error {
	_, err := app.DB().Update(Collection,
		dbx.Params{"nextAttemptAt": dateTime(now).String()},
		dbx.NewExp("status = {:pending} AND nextAttemptAt > {:now}", dbx.Params{"pending": Pending, "now": dateTime(now).String()}),
	).Execute()
	return err
}
