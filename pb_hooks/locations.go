package hooks

import (
	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

func locationToJSON(rec *core.Record) catalog.Location {
	return catalog.Answer[catalog.Location](&catalog.LocationSchema, rec)
}

func locationsToJSON(_ core.App, records []*core.Record) ([]any, error) {
	out := make([]any, len(records))
	for i, rec := range records {
		out[i] = locationToJSON(rec)
	}
	return out, nil
}

func registerLocations(app core.App, public publicRoutes, staff *router.RouterGroup[*core.RequestEvent]) {
	public.json("/api/locations", []string{catalog.LocationsCollection}, func(e *core.RequestEvent) (any, error) {
		records := []*core.Record{}
		if err := e.App.RecordQuery(catalog.LocationsCollection).OrderBy("featured DESC", "name ASC", "id ASC").All(&records); err != nil {
			return nil, err
		}
		out := make([]catalog.Location, len(records))
		for i, rec := range records {
			out[i] = locationToJSON(rec)
		}
		return out, nil
	})

	locations := &adminResource{
		name:         "locations",
		collection:   catalog.LocationsCollection,
		what:         "Location",
		searchFields: []string{"name", "city", "address", "description"},
		defaultSort:  "name ASC",
		toJSON:       locationsToJSON,
		body:         locationBody,
	}
	locations.register(staff)
}

// locationBody are the fields staff set on a partner location.
var locationBody = web.SchemaBody(&catalog.LocationSchema)
