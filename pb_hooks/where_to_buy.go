package hooks

import (
	"slices"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/dbutils"
	"github.com/pocketbase/pocketbase/tools/types"
)

// Which partners carry which products (issue 29's "Where to buy"): the relation is kept
// on the locations (catalog.CarriedProductsField); staff set it from either side, and
// visitors see it through the product page's answer and the locations page's filter,
// published products and existing partners only.

// carriedProductsPath answers the locations page's filter by product.
const carriedProductsPath = "/api/locations/products"

// partnerOrder is the order partners are listed in everywhere: featured first, by name.
var partnerOrder = []string{"featured DESC", "name ASC", "id ASC"}

// allLocations are every partner location, in partnerOrder.
func allLocations(app core.App) ([]*core.Record, error) {
	records := []*core.Record{}
	return records, app.RecordQuery(catalog.LocationsCollection).OrderBy(partnerOrder...).All(&records)
}

// partnersCarrying are the locations that carry the product, as its "Where to buy" lists
// them.
func partnersCarrying(app core.App, productID string) ([]catalog.Partner, error) {
	records := []*core.Record{}
	err := app.RecordQuery(catalog.LocationsCollection).
		AndWhere(dbx.Exists(dbx.NewExp("SELECT 1 FROM "+dbutils.JSONEach(catalog.LocationsCollection+"."+catalog.CarriedProductsField)+" {{__je__}} WHERE [[__je__.value]] = {:product}", dbx.Params{"product": productID}))).
		OrderBy(partnerOrder...).All(&records)
	if err != nil {
		return nil, err
	}
	out := make([]catalog.Partner, len(records))
	for i, rec := range records {
		out[i] = catalog.Answer[catalog.Partner](&catalog.LocationSchema, rec)
	}
	return out, nil
}

// carriedProducts are the published products some partner carries, by name, each with
// the partners that carry it in partnerOrder.
func carriedProducts(app core.App) ([]catalog.CarriedProduct, error) {
	// Only the relation: the partners' own fields are the locations list's answer.
	var locations []struct {
		ID      string                  `db:"id"`
		Carried types.JSONArray[string] `db:"carried"`
	}
	err := app.DB().Select("id", catalog.CarriedProductsField+" AS carried").From(catalog.LocationsCollection).
		OrderBy(partnerOrder...).All(&locations)
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
	products, err := findProducts(app, visibleToVisitors, dbx.In("id", ids...))
	if err != nil {
		return nil, err
	}
	for _, p := range products {
		out = append(out, catalog.CarriedProduct{Slug: p.GetString("slug"), Name: p.GetString("name"), Partners: partners[p.Id]})
	}
	return out, nil
}

// staffLocationsToJSON are locations as staff edit them: with the products they carry.
func staffLocationsToJSON(_ core.App, records []*core.Record) ([]any, error) {
	out := make([]any, len(records))
	for i, rec := range records {
		staff := catalog.Answer[catalog.StaffLocation](&catalog.LocationSchema, rec)
		staff.Location = locationToJSON(rec)
		out[i] = staff
	}
	return out, nil
}

// staffProductsToJSON are products as staff edit them: with their variants and the
// partners that carry them.
func staffProductsToJSON(app core.App, records []*core.Record) ([]any, error) {
	products, err := productsWithVariants(app, records)
	if err != nil {
		return nil, err
	}
	locations, err := allLocations(app)
	if err != nil {
		return nil, err
	}
	out := make([]any, len(products))
	for i, p := range products {
		partners := []string{}
		for _, loc := range locations {
			if slices.Contains(loc.GetStringSlice(catalog.CarriedProductsField), p.ID) {
				partners = append(partners, loc.Id)
			}
		}
		out[i] = catalog.StaffProduct{ProductWithVariants: p, Partners: partners, CopyReview: catalog.CopyReviewOf(records[i])}
	}
	return out, nil
}

// partnersField is the staff product body's list of the locations that carry it.
const partnersField = "partners"

// productPartnersBody reads a staff product body's partners: each an existing location,
// none twice. The save then puts the product in exactly those locations' lists (any of
// the locations, which it lists). A body without partners leaves them as they are.
func productPartnersBody(e *core.RequestEvent, body web.JSONBody) (func(tx core.App, rec *core.Record) error, []*core.Record, *catalog.Problems) {
	if !body.Has(partnersField) {
		return nil, nil, nil
	}
	field := web.BodyField{Name: partnersField, Kind: web.TextListValue, TypeMessage: "Must be a list of partner location ids"}
	value, problem := field.Read(body)
	if problem != "" {
		return nil, nil, problemOf(partnersField, problem)
	}
	ids := slices.Compact(slices.Sorted(slices.Values(value.([]string))))
	if len(ids) > 0 {
		var found int
		err := e.App.RecordQuery(catalog.LocationsCollection).Select("count(*)").AndWhere(dbx.In("id", anySlice(ids)...)).Row(&found)
		if err != nil || found != len(ids) {
			return nil, nil, problemOf(partnersField, "A chosen partner location no longer exists")
		}
	}
	locations, _ := allLocations(e.App) // those the save may change, for the copy check to read first
	return func(tx core.App, rec *core.Record) error { return setProductPartners(tx, rec.Id, ids) }, locations, nil
}

// setProductPartners makes productID carried by exactly the locations partnerIDs.
func setProductPartners(tx core.App, productID string, partnerIDs []string) error {
	locations, err := allLocations(tx)
	if err != nil {
		return err
	}
	for _, loc := range locations {
		carried := loc.GetStringSlice(catalog.CarriedProductsField)
		has, wanted := slices.Contains(carried, productID), slices.Contains(partnerIDs, loc.Id)
		switch {
		case wanted && !has:
			carried = append(carried, productID)
		case has && !wanted:
			carried = slices.DeleteFunc(carried, func(id string) bool { return id == productID })
		default:
			continue
		}
		loc.Set(catalog.CarriedProductsField, carried)
		if err := tx.Save(loc); err != nil {
			return validationError(problemOf(partnersField, loc.GetString("name")+" could not be updated: "+err.Error()))
		}
	}
	return nil
}
