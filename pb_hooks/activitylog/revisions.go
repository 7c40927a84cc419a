package activitylog

import (
	"net/http"

	"github.com/hudsonvalley/farmsite/backend/activity"
	"github.com/hudsonvalley/farmsite/backend/api"
	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/revisions"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/hudsonvalley/farmsite/pb_hooks/batches"
	"github.com/hudsonvalley/farmsite/pb_hooks/blog"
	"github.com/hudsonvalley/farmsite/pb_hooks/copycheck"
	"github.com/hudsonvalley/farmsite/pb_hooks/locations"
	"github.com/hudsonvalley/farmsite/pb_hooks/products"
	"github.com/hudsonvalley/farmsite/pb_hooks/rules"
	"github.com/hudsonvalley/farmsite/pb_hooks/wholesale/pricelist"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

// revisionResource is a staff resource whose records keep revisions.
type revisionResource struct {
	name string // the URL segment: products, blog, locations, settings
	what string // "Product", for "Product not found"
	// render answers a restored record as the resource's other routes do.
	render func(e *core.RequestEvent, rec *core.Record) (any, error)
	// authorize refuses a restore staff may not make (nil: any staff member may).
	authorize func(e *core.RequestEvent) error
}

// revisionResources are products (with their variants), blog posts, locations, batches
// and the settings; all but the settings may also be restored once deleted. Which
// collection each one is comes from the registry (KeepsRevisions), and its test fails
// when the table names a resource the registry does not keep revisions for.
var revisionResources = []revisionResource{
	{name: "products", what: "Product", render: func(e *core.RequestEvent, rec *core.Record) (any, error) {
		out, err := products.ProductsWithVariants(e.App, []*core.Record{rec})
		if err != nil {
			return nil, err
		}
		return out[0], nil
	}},
	{name: "blog", what: "Blog post", render: func(_ *core.RequestEvent, rec *core.Record) (any, error) {
		return blog.PostToJSON(rec), nil
	}},
	{name: "locations", what: "Location", render: func(e *core.RequestEvent, rec *core.Record) (any, error) {
		out, err := locations.StaffLocationsToJSON(e.App, []*core.Record{rec})
		if err != nil {
			return nil, err
		}
		return out[0], nil
	}},
	{name: "batches", what: "Batch", render: func(e *core.RequestEvent, rec *core.Record) (any, error) {
		out, err := batches.Render(e, []*core.Record{rec})
		if err != nil {
			return nil, err
		}
		return out[0], nil
	}},
	{name: api.WholesalePricesResource, what: "Wholesale price", render: renderOne(pricelist.RenderPrices)},
	{name: api.LotStockResource, what: "Lot stock", render: renderOne(pricelist.RenderLotStock)},
	{name: api.SettingsResource, what: "Settings", render: func(_ *core.RequestEvent, rec *core.Record) (any, error) {
		out := rec.PublicExport()
		if rec.Collection().Fields.GetByName(catalog.CopyReviewField) != nil {
			out[catalog.CopyReviewField] = catalog.CopyReviewOf(rec) // hidden from visitors, not from staff
		}
		return out, nil
	}, authorize: func(e *core.RequestEvent) error {
		if !catalog.AsStaff(e.Auth).Owner() {
			return web.Forbidden("Only the owner can change the settings")
		}
		return nil
	}},
}

// renderOne answers one record with a resource's render of a page.
func renderOne(render func(e *core.RequestEvent, records []*core.Record) ([]any, error)) func(e *core.RequestEvent, rec *core.Record) (any, error) {
	return func(e *core.RequestEvent, rec *core.Record) (any, error) {
		out, err := render(e, []*core.Record{rec})
		if err != nil {
			return nil, err
		}
		return out[0], nil
	}
}

// find is the record the URL's id names, in the collection the registry keeps under the
// resource's name (the settings' ids are "private" and "site").
func (res revisionResource) find(app core.App, id string) (*core.Record, error) {
	if res.name == api.SettingsResource {
		return findSettings(app, id)
	}
	return rules.FindOr404(app, catalog.RevisionResources()[res.name], id, res.what)
}

func findSettings(app core.App, id string) (*core.Record, error) {
	collection, known := catalog.SettingsRevisionIDs()[id]
	if !known {
		return nil, web.NotFound("Settings not found")
	}
	return app.FindFirstRecordByFilter(collection, "")
}

// RegisterRevisions binds, for each resource, GET /{resource}/{id}/revisions (the
// record's revisions compared with it field by field) and POST
// /{resource}/{id}/revisions/{revision}/restore; and the recently deleted products,
// posts and locations: GET /deleted?resource=... and POST /deleted/{revision}/restore.
func RegisterRevisions(staff *router.RouterGroup[*core.RequestEvent]) {
	for _, res := range revisionResources {
		staff.GET("/"+res.name+"/{id}/revisions", res.list)
		staff.POST("/"+res.name+"/{id}/revisions/{revision}/restore", res.restore)
	}
	staff.GET(api.StaffDeleted, listDeleted)
	staff.POST(api.StaffRestoreDeleted, restoreDeleted)
}

func (res revisionResource) list(e *core.RequestEvent) error {
	rec, err := res.find(e.App, e.Request.PathValue("id"))
	if err != nil {
		return err
	}
	rows, err := revisions.Of(e.App, rec.Collection().Name, rec.Id)
	if err != nil {
		return err
	}
	current, err := revisions.Take(e.App, rec)
	if err != nil {
		return err
	}
	kinds, err := revisions.ActorKinds(e.App, rec.Id, rows)
	if err != nil {
		return err
	}
	out := catalog.Revisions{RecordID: rec.Id, Label: activity.Label(rec), Revisions: make([]catalog.Revision, 0, len(rows))}
	for _, row := range rows {
		kept, err := row.Snapshot()
		if err != nil {
			return err
		}
		differences := revisions.Compare(rec.Collection().Name, rec.Collection().Fields.FieldNames(), kept, current)
		if err := revisions.NameRelated(e.App, rec.Collection(), differences); err != nil {
			return err
		}
		out.Revisions = append(out.Revisions, catalog.Revision{
			ID: row.ID, CreatedAt: isoDate(row.CreatedAt), Action: row.Action, ActorKind: kinds[row.ID], ActorName: row.ActorName, Label: row.Label,
			Differences: differences,
		})
	}
	return e.JSON(http.StatusOK, out)
}

// restore saves a revision over its record through the collection's rules, as one
// change recorded as a restore (the state it replaces is kept as a revision in turn).
func (res revisionResource) restore(e *core.RequestEvent) error {
	if res.authorize != nil {
		if err := res.authorize(e); err != nil {
			return err
		}
	}
	rec, err := res.find(e.App, e.Request.PathValue("id"))
	if err != nil {
		return err
	}
	row, err := revisions.Find(e.App, e.Request.PathValue("revision"))
	if err != nil || row.RecordID != rec.Id || row.Collection != rec.Collection().Name {
		if err != nil && !rules.IsNotFound(err) {
			return err
		}
		return web.NotFound("Revision not found")
	}
	restored, err := restoreRevision(e, rec.Collection(), rec, row)
	if err != nil {
		return err
	}
	item, err := res.render(e, restored)
	if err != nil {
		return err
	}
	return e.JSON(http.StatusOK, item)
}

// restoreRevision saves row's state over rec (nil: made again), in one transaction
// whose saves are recorded as a restore of row. It is a save by the person who makes it
// (issue 35): it brings back the fields a staff save sets, the owner's review among those
// it does not; the copy check reads the restored texts, before the transaction, and only
// the owner may send "reviewedWithCounsel": true to review them as they are restored.
func restoreRevision(e *core.RequestEvent, collection *core.Collection, rec *core.Record, row revisions.Row) (*core.Record, error) {
	body, err := web.ReadJSONBody(e)
	if err != nil {
		return nil, err
	}
	reviewing, err := copycheck.IsReviewedWithCounsel(e, body)
	if err != nil {
		return nil, err
	}
	kept, err := row.Snapshot()
	if err != nil {
		return nil, err
	}
	restored := revisions.Apply(collection, rec, kept)
	first := []*core.Record{restored}
	if collection.Name == catalog.ProductsCollection {
		variants, err := revisions.VariantRecords(e.App, restored.Id, kept)
		if err != nil {
			return nil, err
		}
		first = append(first, variants...)
	}
	defer copycheck.First(e.App, reviewing, first...)()
	details := map[string]any{"revision": row.ID, "revisionOf": isoDate(row.CreatedAt)}
	if reviewing {
		details[copycheck.ReviewedWithCounselField] = true
	}
	err = e.App.RunInTransaction(func(tx core.App) error {
		restoring := activity.Doing(tx, catalog.ActionRestore, details)
		if err := revisions.Restore(restoring, restored, kept); err != nil {
			return err
		}
		if reviewing && collection.Name == catalog.ProductsCollection {
			return copycheck.ReviewVariants(restoring, restored)
		}
		return nil
	})
	if err != nil {
		return nil, rules.SaveError(err)
	}
	return restored, nil
}

// deletableResource is the resource named by ?resource= among those restorable once
// deleted, with its collection.
func deletableResource(name string) (revisionResource, string, bool) {
	collection, known := catalog.RevisionResources()[name]
	for _, res := range revisionResources {
		if known && res.name == name {
			return res, collection, true
		}
	}
	return revisionResource{}, "", false
}

func listDeleted(e *core.RequestEvent) error {
	_, collection, known := deletableResource(e.Request.URL.Query().Get("resource"))
	if !known {
		return web.BadRequest("resource must be products, blog, locations or batches")
	}
	rows, err := revisions.Deleted(e.App, collection)
	if err != nil {
		return err
	}
	out := make([]catalog.DeletedRecord, len(rows))
	for i, row := range rows {
		out[i] = catalog.DeletedRecord{Revision: row.ID, ID: row.RecordID, Label: row.Label, DeletedAt: isoDate(row.CreatedAt), DeletedBy: row.ActorName}
	}
	return e.JSON(http.StatusOK, out)
}

// restoreDeleted makes a deleted product, post, location or batch again, under its id, from
// the revision its delete kept.
func restoreDeleted(e *core.RequestEvent) error {
	row, err := revisions.Find(e.App, e.Request.PathValue("revision"))
	if err != nil && !rules.IsNotFound(err) {
		return err
	}
	var res revisionResource
	known := false
	for name, collection := range catalog.RevisionResources() {
		if err == nil && row.Collection == collection && row.Action == catalog.ActionDelete {
			res, _, known = deletableResource(name)
		}
	}
	if !known {
		return web.NotFound("Revision not found")
	}
	if _, err := e.App.FindRecordById(row.Collection, row.RecordID); err == nil {
		return web.APIError(http.StatusConflict, res.what+" exists: restore it from its History", nil)
	}
	collection, err := e.App.FindCachedCollectionByNameOrId(row.Collection)
	if err != nil {
		return err
	}
	restored, err := restoreRevision(e, collection, nil, row)
	if err != nil {
		return err
	}
	item, err := res.render(e, restored)
	if err != nil {
		return err
	}
	return e.JSON(http.StatusCreated, item)
}

// isoDate is a stored date ("2006-01-02 15:04:05.000Z") in ISO 8601.
func isoDate(stored string) string {
	if len(stored) > 10 && stored[10] == ' ' {
		return stored[:10] + "T" + stored[11:]
	}
	return stored
}
