package activity

import (
	"context"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/pocketbase/pocketbase/core"
)

// Logged tells whether every create, update and delete of collection is recorded: the
// registry's choice (catalog.Logged or catalog.NotLogged with its reason). PocketBase's
// system collections (superusers, sessions' origins, MFA and OTP rows) are not.
func Logged(collection string) bool { return catalog.IsLogged(collection) }

// unknownActor names the system when a save carries no actor: before the server serves,
// that is a migration.
func unknownActor(serving bool) string {
	if serving {
		return "system"
	}
	return "migration"
}

// ForSave is the entry of a record's save or delete in ctx: before is nil for a
// create, after nil for a delete. It answers false when nothing worth recording changed
// (a save of the same values, or of the token key alone) and the save is no named
// action (a reply is recorded even to a message already handled).
func ForSave(ctx context.Context, serving bool, before, after *core.Record) (Entry, bool) {
	changes := Changes(before, after)
	action, details := Action(ctx)
	if before != nil && after != nil && len(changes) == 0 && action == "" {
		return Entry{}, false
	}
	rec := after
	if rec == nil {
		rec = before
	}
	if action == "" {
		action = savedAction(before, after, changes)
	}
	return Entry{
		Actor:      ActorOf(ctx, unknownActor(serving)),
		Action:     action,
		Collection: rec.Collection().Name,
		RecordID:   rec.Id,
		Label:      Label(rec),
		ParentID:   parentOf(rec),
		Changes:    changes,
		Details:    details,
	}, true
}

// savedAction names a save: publishing and unpublishing a product or post, an order's
// status (the registry's Status), or a plain create, update or delete.
func savedAction(before, after *core.Record, changes map[string]Change) string {
	switch {
	case before == nil:
		return catalog.ActionCreate
	case after == nil:
		return catalog.ActionDelete
	}
	if _, changed := changes[core.FieldNamePassword]; changed {
		return catalog.ActionPasswordChanged
	}
	if _, changed := changes[catalog.StatusField]; !changed {
		return catalog.ActionUpdate
	}
	switch catalog.StatusChangeOf(after.Collection().Name) {
	case catalog.StatusOfOrder:
		return catalog.ActionOrderStatus
	case catalog.StatusPublishes:
		if catalog.IsVisible(after.GetString(catalog.StatusField)) {
			return catalog.ActionPublish
		}
		if catalog.IsVisible(before.GetString(catalog.StatusField)) {
			return catalog.ActionUnpublish
		}
	}
	return catalog.ActionUpdate
}

// parentOf is the product a record belongs to (the registry's Parent: a variant's, a
// review's, a batch's): its History lists them.
func parentOf(rec *core.Record) string {
	if c, ok := catalog.Registered(rec.Collection().Name); ok && c.Parent != "" {
		return rec.GetString(c.Parent)
	}
	return ""
}
