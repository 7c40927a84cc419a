// Package locations is the partner locations and where to buy: the locations page and
// its filter by product, and the staff editor.
package locations

import (
	"github.com/hudsonvalley/farmsite/backend/api"
	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/hudsonvalley/farmsite/pb_hooks/adminapi"
	"github.com/hudsonvalley/farmsite/pb_hooks/products"
	"github.com/hudsonvalley/farmsite/pb_hooks/publicapi"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

func locationToJSON(rec *core.Record) catalog.Location {
	return catalog.Answer[catalog.Location](&catalog.LocationSchema, rec)
}

func Register(app core.App, public publicapi.Routes, staff *router.RouterGroup[*core.RequestEvent]) {
	public.JSON(api.Locations, []string{catalog.LocationsCollection}, func(e *core.RequestEvent) (any, error) {
		records, err := products.AllLocations(e.App)
		if err != nil {
			return nil, err
		}
		out := make([]catalog.Location, len(records))
		for i, rec := range records {
			out[i] = locationToJSON(rec)
		}
		return out, nil
	})
	public.JSON(CarriedProductsPath, []string{catalog.LocationsCollection, catalog.ProductsCollection}, func(e *core.RequestEvent) (any, error) {
		return carriedProducts(e.App)
	})

	locations := &adminapi.Resource{
		Name:         api.LocationsResource,
		Collection:   catalog.LocationsCollection,
		What:         "Location",
		SearchFields: []string{"name", "city", "address", "description"},
		DefaultSort:  "name ASC",
		ToJSON:       StaffLocationsToJSON,
		CopyReview:   true,
		Body:         LocationBody,
	}
	locations.Register(staff)
}

// LocationBody are the fields staff set on a partner location.
var LocationBody = web.SchemaBody(&catalog.LocationSchema)
