package activitylog

import (
	"time"

	"github.com/hudsonvalley/farmsite/backend/activity"
	"github.com/pocketbase/pocketbase/core"
)

// StaffEvent is something staff did that is not a record's save.
type StaffEvent struct {
	Action  string         // "login.succeeded", "login.failed", "login.locked", "password.changed", "totp.enrolled", "totp.disabled", "totp.reset", "totp.recovery_used", "session.ended", "sessions.ended_all"
	Actor   *core.Record   // who did it; nil when unknown (a failed login for an unknown name)
	Subject *core.Record   // the staff account concerned; nil when none
	Details map[string]any // small, never a secret
}

// LoginFailureEntriesPerHour bounds the failed logins (and, apart, the locks) the log
// takes an hour: per account, and for the names that are no account together. Past it
// they are counted, and the next entry says how many were not written.
const LoginFailureEntriesPerHour = 60

// NewFailedLoginBudget is a login guard's budget of failed-login entries.
func NewFailedLoginBudget() *activity.Budget {
	return &activity.Budget{PerWindow: LoginFailureEntriesPerHour, Window: time.Hour}
}

// RecordStaffEvent appends the event to the activity log with the request's client address.
func RecordStaffEvent(e *core.RequestEvent, ev StaffEvent) {
	if !activity.Installed(e.App) {
		return
	}
	entry := activity.Entry{Actor: activity.RequestActor(e, ev.Actor), Action: ev.Action, Details: ev.Details}
	if ev.Subject != nil {
		entry.Collection, entry.RecordID, entry.Label = ev.Subject.Collection().Name, ev.Subject.Id, activity.Label(ev.Subject)
	}
	if err := activity.Append(e.App, entry); err != nil {
		e.App.Logger().Error("could not record a staff event in the activity log", "action", ev.Action, "error", err)
	}
}

func WithDetail(details map[string]any, key string, value any) map[string]any {
	out := make(map[string]any, len(details)+1)
	for k, v := range details {
		out[k] = v
	}
	out[key] = value
	return out
}
