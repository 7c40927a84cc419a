package activity

import (
	"context"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/media"
	"github.com/pocketbase/pocketbase/core"
)

// Logged are the collections whose every create, update and delete is recorded: all of
// the site's own. Not the outbox (the mail queue: its rows are the emails of changes
// recorded here, and the worker's retries are no one's change), nor the log and the
// revisions themselves, nor PocketBase's system collections (superusers, sessions'
// origins, MFA and OTP rows).
var Logged = map[string]bool{
	catalog.ProductsCollection: true, catalog.VariantsCollection: true, catalog.ReviewsCollection: true,
	catalog.BlogPostsCollection: true, catalog.LocationsCollection: true, media.UploadsCollection: true,
	catalog.HeroVideosCollection: true, catalog.ContactMessagesCollection: true, catalog.OrdersCollection: true,
	catalog.StaffCollection: true, catalog.SiteSettingsCollection: true, catalog.PrivateSettingsCollection: true,
}

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
// status, or a plain create, update or delete.
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
	switch after.Collection().Name {
	case catalog.OrdersCollection:
		return catalog.ActionOrderStatus
	case catalog.ProductsCollection, catalog.BlogPostsCollection:
		if catalog.IsVisible(after.GetString(catalog.StatusField)) {
			return catalog.ActionPublish
		}
		if catalog.IsVisible(before.GetString(catalog.StatusField)) {
			return catalog.ActionUnpublish
		}
	}
	return catalog.ActionUpdate
}

// parentOf is the product a variant or review belongs to: its History lists them.
func parentOf(rec *core.Record) string {
	switch rec.Collection().Name {
	case catalog.VariantsCollection, catalog.ReviewsCollection:
		return rec.GetString("productId")
	}
	return ""
}
