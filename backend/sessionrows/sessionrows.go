// Package sessionrows is what staff's and buyers' sessions share: a session is a row of
// its own collection naming its account, alive while it has been used within the idle
// time and is younger than its life; an account keeps a capped number, the least
// recently used ending first. backend/staffauth and backend/buyerauth bind it to their
// collections and add what is theirs (staff's cookie token and token key, buyers' JWT).
package sessionrows

import (
	"time"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"
)

// lastSeenEvery: a session's last call is written at most once a minute, so the check
// on every call is a read.
const lastSeenEvery = time.Minute

// Table is one kind of session rows.
type Table struct {
	Collection string
	// Owner names the field holding the account's id; LastSeen the last call's time;
	// Born the sign-in's time.
	Owner, LastSeen, Born string
	Idle, Life            time.Duration
	// Valid is a condition of the kind's own for a row of owner to be alive (nil: none).
	Valid func(session, owner *core.Record) bool
}

// Alive tells whether session of owner is alive at now.
func (t Table) Alive(session, owner *core.Record, now time.Time) bool {
	return now.Sub(session.GetDateTime(t.LastSeen).Time()) < t.Idle &&
		now.Sub(session.GetDateTime(t.Born).Time()) < t.Life &&
		(t.Valid == nil || t.Valid(session, owner))
}

// Of are owner's rows, the most recently used first.
func (t Table) Of(app core.App, owner *core.Record) ([]*core.Record, error) {
	records := []*core.Record{}
	err := app.RecordQuery(t.Collection).AndWhere(dbx.HashExp{t.Owner: owner.Id}).
		OrderBy(t.LastSeen + " DESC").All(&records)
	return records, err
}

// Live are owner's live sessions at now, the most recently used first.
func (t Table) Live(app core.App, owner *core.Record, now time.Time) ([]*core.Record, error) {
	records, err := t.Of(app, owner)
	if err != nil {
		return nil, err
	}
	live := records[:0]
	for _, r := range records {
		if t.Alive(r, owner, now) {
			live = append(live, r)
		}
	}
	return live, nil
}

// EndDeadAndOldest deletes owner's sessions that have ended, and the least recently
// used of the live ones past keep (a sign-in makes room for itself).
func (t Table) EndDeadAndOldest(app core.App, owner *core.Record, now time.Time, keep int) error {
	records, err := t.Of(app, owner)
	if err != nil {
		return err
	}
	var gone []any
	for _, r := range records {
		if t.Alive(r, owner, now) && keep > 0 {
			keep--
			continue
		}
		gone = append(gone, r.Id)
	}
	if len(gone) == 0 {
		return nil
	}
	return t.Delete(app, dbx.In(catalog.IDField, gone...))
}

// End ends one session.
func (t Table) End(app core.App, session *core.Record) error {
	return t.Delete(app, dbx.HashExp{catalog.IDField: session.Id})
}

// EndIdleAndOld deletes every row past its idle time or its life at now.
func (t Table) EndIdleAndOld(app core.App, now time.Time) error {
	idleSince, err := types.ParseDateTime(now.Add(-t.Idle))
	if err != nil {
		return err
	}
	bornBefore, err := types.ParseDateTime(now.Add(-t.Life))
	if err != nil {
		return err
	}
	return t.Delete(app, dbx.Or(
		dbx.NewExp("[["+t.LastSeen+"]] < {:idle}", dbx.Params{"idle": idleSince.String()}),
		dbx.NewExp("[["+t.Born+"]] < {:born}", dbx.Params{"born": bornBefore.String()}),
	))
}

// Seen notes a call of session at now (at most once a minute), with more of the call's
// fields to write (nil: none).
func (t Table) Seen(app core.App, session *core.Record, now time.Time, more dbx.Params) error {
	if now.Sub(session.GetDateTime(t.LastSeen).Time()) < lastSeenEvery {
		return nil
	}
	at, err := types.ParseDateTime(now)
	if err != nil {
		return err
	}
	params := dbx.Params{t.LastSeen: at.String()}
	for k, v := range more {
		params[k] = v
	}
	_, err = app.NonconcurrentDB().Update(t.Collection, params, dbx.HashExp{catalog.IDField: session.Id}).Execute()
	return err
}

// Delete deletes the rows where says. Sessions are bookkeeping: deleted without record
// hooks (the sign-ins and ends that matter are recorded as events).
func (t Table) Delete(app core.App, where dbx.Expression) error {
	_, err := app.NonconcurrentDB().Delete(t.Collection, where).Execute()
	return err
}
