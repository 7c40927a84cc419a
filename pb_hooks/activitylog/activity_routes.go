package activitylog

import (
	"net/http"
	"time"

	"github.com/hudsonvalley/farmsite/backend/activity"
	"github.com/hudsonvalley/farmsite/backend/api"
	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/hudsonvalley/farmsite/pb_hooks/adminapi"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
	"github.com/pocketbase/pocketbase/tools/types"
)

func EntryToJSON(rec *core.Record) catalog.ActivityEntry {
	entry := catalog.ActivityEntry{
		ID: rec.Id, CreatedAt: adminapi.ISOTime(rec, "createdAt"),
		ActorKind: catalog.AsActivityEntry(rec).ActorKind(), ActorID: catalog.AsActivityEntry(rec).ActorID(), ActorName: catalog.AsActivityEntry(rec).ActorName(),
		Address: catalog.AsActivityEntry(rec).Address(), Action: catalog.AsActivityEntry(rec).Action(), Collection: catalog.AsActivityEntry(rec).CollectionName(),
		RecordID: catalog.AsActivityEntry(rec).RecordID(), Label: catalog.AsActivityEntry(rec).Label(), ParentID: catalog.AsActivityEntry(rec).ParentID(),
		Changes: map[string]catalog.FieldChange{}, Details: map[string]any{},
	}
	_ = rec.UnmarshalJSONField("changes", &entry.Changes)
	_ = rec.UnmarshalJSONField("details", &entry.Details)
	return entry
}

// Register binds the Activity screen and the History panels' reads: the log
// with react-admin's list contract, filtered by person (actorId), collection, action,
// record ("record": a record's id or a list of them, which also matches the variants and
// reviews of a product) and dates ("from" and "to", days YYYY-MM-DD, both included);
// and the log's size for the dashboard. Nothing writes the log through these routes.
func Register(staff *router.RouterGroup[*core.RequestEvent]) {
	log := &adminapi.Resource{
		Name:         "activity",
		Collection:   catalog.ActivityCollection,
		What:         "Activity entry",
		SearchFields: []string{"label", "actorName", "recordId", "address"},
		DefaultSort:  "createdAt DESC",
		ToJSON: func(app core.App, records []*core.Record) ([]any, error) {
			entries := make([]catalog.ActivityEntry, len(records))
			for i, rec := range records {
				entries[i] = EntryToJSON(rec)
			}
			if err := activity.NameRelatedOnRead(app, entries); err != nil {
				return nil, err
			}
			out := make([]any, len(entries))
			for i := range entries {
				out[i] = entries[i]
			}
			return out, nil
		},
		Filters: map[string]adminapi.ListFilter{
			"record": filterByRecord,
			"from":   func(_ *core.RequestEvent, v any) (dbx.Expression, error) { return filterByDay(v, "from") },
			"to":     func(_ *core.RequestEvent, v any) (dbx.Expression, error) { return filterByDay(v, "to") },
		},
	}
	staff.GET(api.StaffActivity, log.List)
	staff.GET(api.StaffActivityEntry, log.Get)
	staff.GET(api.StaffActivityLogSize, func(e *core.RequestEvent) error {
		size, err := activity.Size(e.App)
		if err != nil {
			return err
		}
		return e.JSON(http.StatusOK, size)
	})
}

// filterByRecord matches the entries of a record (or of any of a list of records), and
// of the variants and reviews of a product.
func filterByRecord(_ *core.RequestEvent, value any) (dbx.Expression, error) {
	var ids []any
	switch v := value.(type) {
	case string:
		ids = []any{v}
	case []any:
		ids = v
	}
	if len(ids) == 0 || len(ids) > 100 {
		return nil, web.BadRequest("Invalid filter parameter: record")
	}
	for _, id := range ids {
		if _, isText := id.(string); !isText {
			return nil, web.BadRequest("Invalid filter parameter: record")
		}
	}
	return dbx.Or(dbx.In("recordId", ids...), dbx.In("parentId", ids...)), nil
}

// filterByDay keeps the entries from the start of day "from", or up to the end of day
// "to" (UTC).
func filterByDay(value any, bound string) (dbx.Expression, error) {
	text, _ := value.(string)
	day, err := time.Parse(time.DateOnly, text)
	if err != nil {
		return nil, web.BadRequest("Invalid filter parameter: " + bound + " (a day, YYYY-MM-DD)")
	}
	if bound == "to" {
		day = day.AddDate(0, 0, 1)
	}
	at, err := types.ParseDateTime(day)
	if err != nil {
		return nil, err
	}
	op := ">="
	if bound == "to" {
		op = "<"
	}
	return dbx.NewExp("[[createdAt]] "+op+" {:"+bound+"}", dbx.Params{bound: at.String()}), nil
}
