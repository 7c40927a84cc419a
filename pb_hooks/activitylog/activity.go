// Package activitylog is the activity and revisions area: the record hooks that log each
// save and keep the state it replaces, the log's guards and sweep, staff events (logins,
// passwords, two-factor), and the routes of the Activity screen, History and restore.
package activitylog

import (
	"sync/atomic"
	"time"

	"github.com/hudsonvalley/farmsite/backend/activity"
	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/revisions"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
	"github.com/pocketbase/pocketbase/tools/router"
)

// logChangesPriority runs the log's handler before every other of a record's execute
// hooks: the transaction it opens holds them all, and it sees their outcome.
const logChangesPriority = -1000

// Bind records every create, update and delete of the site's collections,
// whoever makes it (the staff API, PocketBase's API and UI, the command line, cron), in
// the transaction of the change, and keeps the revisions of what staff edit. It also
// makes the log append-only for every API, superusers included.
func Bind(app core.App) {
	// Whether the server has started serving: a save with no actor before that is a
	// migration's.
	var serving atomic.Bool
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		serving.Store(true)
		return se.Next()
	})
	bind := func(h *hook.TaggedHook[*core.RecordEvent], change func(e *core.RecordEvent) error) {
		h.Bind(&hook.Handler[*core.RecordEvent]{Priority: logChangesPriority, Func: change})
	}
	bind(app.OnRecordCreateExecute(), func(e *core.RecordEvent) error { return logChange(e, nil, serving.Load()) })
	bind(app.OnRecordUpdateExecute(), func(e *core.RecordEvent) error { return logChange(e, e.Record.Original(), serving.Load()) })
	bind(app.OnRecordDeleteExecute(), func(e *core.RecordEvent) error { return logChange(e, e.Record, serving.Load()) })
	refuseLogChanges(app)
	scheduleActivitySweep(app)
}

// logChange runs a record's save or delete (before is nil for a create, the record for
// a delete) and appends its entry, and the revision it replaces, in one transaction.
func logChange(e *core.RecordEvent, before *core.Record, serving bool) error {
	collection := e.Record.Collection().Name
	if !activity.Logged(collection) || !activity.Installed(e.App) {
		return e.Next()
	}
	deleting := before == e.Record
	original := e.App
	defer func() { e.App = original }()
	undoUploads := func() {}
	if !deleting {
		var err error
		if undoUploads, err = uploadFirst(e.Context, original, e.Record); err != nil {
			return err
		}
	}
	err := original.RunInTransaction(func(tx core.App) error {
		e.App = activity.InContext(tx, e.Context)
		keep, err := replacedState(tx, e, before, deleting)
		if err != nil {
			return err
		}
		if err := e.Next(); err != nil {
			return err
		}
		after := e.Record
		if deleting {
			after = nil
		}
		entry, changed := activity.ForSave(e.Context, serving, before, after)
		if !changed {
			return nil
		}
		if err := activity.NameRelated(tx, e.Record.Collection(), &entry); err != nil {
			return err
		}
		if err := activity.Append(tx, entry); err != nil {
			return err
		}
		return keep(entry)
	})
	if err != nil {
		undoUploads()
	}
	return err
}

// replacedState takes, before a save or delete, the state it replaces that revisions
// keep: the record's own, or for a variant its product's (with the variants as they
// were). The returned function stores it once the change's entry is known (a save that
// changes nothing keeps nothing).
func replacedState(tx core.App, e *core.RecordEvent, before *core.Record, deleting bool) (func(activity.Entry) error, error) {
	nothing := func(activity.Entry) error { return nil }
	if !revisions.Installed(tx) {
		return nothing, nil
	}
	collection := e.Record.Collection().Name
	owner := before
	switch {
	case collection == catalog.VariantsCollection:
		if action, _ := activity.Action(e.Context); action == catalog.ActionRestore {
			return nothing, nil // the restore kept the product's state, variants included
		}
		product, err := tx.FindRecordById(catalog.ProductsCollection, catalog.AsVariant(e.Record).ProductID())
		if err != nil {
			return nothing, nil // no product (it is being deleted with its variants)
		}
		owner = product
	case !revisions.Kept(collection) || before == nil:
		return nothing, nil
	}
	if action, _ := activity.Action(e.Context); !deleting && action == "" && len(activity.Changes(before, e.Record)) == 0 {
		return nothing, nil // a save of the same values replaces nothing
	}
	state, err := revisions.Take(tx, owner)
	if err != nil {
		return nil, err
	}
	return func(entry activity.Entry) error {
		action := entry.Action
		if owner != before {
			action = catalog.ActionUpdate // a variant's change updates its product
		} else if deleting {
			action = catalog.ActionDelete
		}
		return revisions.Keep(tx, owner, state, action, entry.Actor)
	}, nil
}

const logIsAppendOnly = "The activity log cannot be changed"

// refuseLogChanges makes the log append-only: no API (the collection API, batch, the
// superuser UI, imports, SQL) may create, change or delete an entry or drop the
// collection, superusers included. Entries are written by the log's own code as rows;
// the database's triggers (migration 1732000101) refuse the rest, and only the
// retention sweep deletes, rows past the retention.
func refuseLogChanges(app core.App) {
	refuseRequest := func(e *core.RecordRequestEvent) error { return web.Forbidden(logIsAppendOnly) }
	app.OnRecordCreateRequest(catalog.ActivityCollection).BindFunc(refuseRequest)
	app.OnRecordUpdateRequest(catalog.ActivityCollection).BindFunc(refuseRequest)
	app.OnRecordDeleteRequest(catalog.ActivityCollection).BindFunc(refuseRequest)
	refuseSave := func(e *core.RecordEvent) error { return web.Forbidden(logIsAppendOnly) }
	app.OnRecordCreateExecute(catalog.ActivityCollection).BindFunc(refuseSave)
	app.OnRecordUpdateExecute(catalog.ActivityCollection).BindFunc(refuseSave)
	app.OnRecordDeleteExecute(catalog.ActivityCollection).BindFunc(refuseSave)
	app.OnCollectionDeleteExecute(catalog.ActivityCollection).BindFunc(func(e *core.CollectionEvent) error {
		return web.Forbidden(logIsAppendOnly)
	})
	app.OnCollectionUpdateRequest().BindFunc(func(e *core.CollectionRequestEvent) error {
		if e.Collection.Name == catalog.ActivityCollection {
			return web.Forbidden(logIsAppendOnly)
		}
		return e.Next()
	})
	app.OnCollectionsImportRequest().BindFunc(func(e *core.CollectionsImportRequestEvent) error {
		for _, c := range e.CollectionsData {
			if c["name"] == catalog.ActivityCollection {
				return web.Forbidden(logIsAppendOnly + ": import the collections without it")
			}
		}
		return e.Next()
	})
}

// ActForRequests makes every request's saves carry the request (its account and
// client address), through the app its handlers use.
func ActForRequests(r *router.Router[*core.RequestEvent]) {
	r.BindFunc(func(e *core.RequestEvent) error {
		e.App = activity.ForRequest(e.App, e)
		return e.Next()
	})
}

// activitySweepJobID names the daily retention sweep of the log and the revisions.
const (
	activitySweepJobID       = "sweepActivityLog"
	activitySweepJobSchedule = "17 3 * * *"
)

func scheduleActivitySweep(app core.App) {
	app.Cron().MustAdd(activitySweepJobID, activitySweepJobSchedule, func() {
		entries, kept, err := activity.Sweep(app, time.Now())
		if err != nil {
			app.Logger().Error("could not sweep the activity log", "error", err)
			return
		}
		if entries > 0 || kept > 0 {
			app.Logger().Info("swept the activity log past its retention", "entries", entries, "revisions", kept)
		}
	})
}
