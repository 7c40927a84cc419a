package hooks

import (
	"github.com/hudsonvalley/farmsite/backend/api"
	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

func locationToJSON(rec *core.Record) catalog.Location {
	return catalog.Answer[catalog.Location](&catalog.LocationSchema, rec)
}

func registerLocations(app core.App, public publicRoutes, staff *router.RouterGroup[*core.RequestEvent]) {
	public.json(api.Locations, []string{catalog.LocationsCollection}, func(e *core.RequestEvent) (any, error) {
		records, err := allLocations(e.App)
		if err != nil {
			return nil, err
		}
		out := make([]catalog.Location, len(records))
		for i, rec := range records {
			out[i] = locationToJSON(rec)
		}
		return out, nil
	})
	public.json(carriedProductsPath, []string{catalog.LocationsCollection, catalog.ProductsCollection}, func(e *core.RequestEvent) (any, error) {
		return carriedProducts(e.App)
	})

	locations := &adminResource{
		name:         api.LocationsResource,
		collection:   catalog.LocationsCollection,
		what:         "Location",
		searchFields: []string{"name", "city", "address", "description"},
		defaultSort:  "name ASC",
		toJSON:       staffLocationsToJSON,
		copyReview:   true,
		body:         locationBody,
	}
	locations.register(staff)
}

// locationBody are the fields staff set on a partner location.
var locationBody = web.SchemaBody(&catalog.LocationSchema)
