package locations

import (
	"github.com/hudsonvalley/farmsite/backend/api"
	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/pb_hooks/products"
	"github.com/hudsonvalley/farmsite/pb_hooks/publishing"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"
)

// Which partners carry which products (issue 29's "Where to buy"): the relation is kept
// on the locations (catalog.CarriedProductsField); staff set it from either side, and
// visitors see it through the product page's answer and the locations page's filter,
// published products and existing partners only.

// CarriedProductsPath answers the locations page's filter by product.
const CarriedProductsPath = api.CarriedProducts

// carriedProducts are the published products some partner carries, by name, each with
// the partners that carry it in products.PartnerOrder.
func carriedProducts(app core.App) ([]catalog.CarriedProduct, error) {
	// Only the relation: the partners' own fields are the locations list's answer.
	var locations []struct {
		ID      string                  `db:"id"`
		Carried types.JSONArray[string] `db:"carried"`
	}
	err := app.DB().Select("id", catalog.CarriedProductsField+" AS carried").From(catalog.LocationsCollection).
		OrderBy(products.PartnerOrder...).All(&locations)
	if err != nil {
		return nil, err
	}
	partners := map[string][]string{} // product id -> location ids
	var ids []any
	for _, loc := range locations {
		for _, id := range loc.Carried {
			if partners[id] == nil {
				ids = append(ids, id)
			}
			partners[id] = append(partners[id], loc.ID)
		}
	}
	out := []catalog.CarriedProduct{}
	if len(ids) == 0 {
		return out, nil
	}
	products, err := products.FindProducts(app, publishing.VisibleToVisitors, dbx.In("id", ids...))
	if err != nil {
		return nil, err
	}
	for _, p := range products {
		out = append(out, catalog.CarriedProduct{Slug: catalog.AsProduct(p).Slug(), Name: catalog.AsProduct(p).Name(), Partners: partners[p.Id]})
	}
	return out, nil
}

// StaffLocationsToJSON are locations as staff edit them: with the products they carry.
func StaffLocationsToJSON(_ core.App, records []*core.Record) ([]any, error) {
	out := make([]any, len(records))
	for i, rec := range records {
		staff := catalog.Answer[catalog.StaffLocation](&catalog.LocationSchema, rec)
		staff.Location = locationToJSON(rec)
		out[i] = staff
	}
	return out, nil
}
