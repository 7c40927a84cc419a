package hooks

import "github.com/pocketbase/pocketbase/core"

// staffEvent is something staff did that is not a record's save.
type staffEvent struct {
	Action  string         // "login.succeeded", "login.failed", "login.locked", "password.changed", "totp.enrolled", "totp.disabled", "totp.reset", "totp.recovery_used", "session.ended", "sessions.ended_all"
	Actor   *core.Record   // who did it; nil when unknown
	Subject *core.Record   // the staff account concerned; nil when none
	Details map[string]any // small, never a secret
}

// recordStaffEvent appends the event to the activity log with the request's client address.
// (For now it only logs it: the activity log replaces this.)
func recordStaffEvent(e *core.RequestEvent, ev staffEvent) {
	attrs := []any{"action", ev.Action, "address", e.RealIP()}
	if ev.Actor != nil {
		attrs = append(attrs, "actor", ev.Actor.Id)
	}
	if ev.Subject != nil {
		attrs = append(attrs, "subject", ev.Subject.Id)
	}
	for k, v := range ev.Details {
		attrs = append(attrs, k, v)
	}
	e.App.Logger().Info("staff event", attrs...)
}
