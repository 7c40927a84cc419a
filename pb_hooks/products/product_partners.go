package products

import (
	"slices"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/hudsonvalley/farmsite/pb_hooks/adminapi"
	"github.com/hudsonvalley/farmsite/pb_hooks/rules"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/dbutils"
)

// A product's partners (issue 29's "Where to buy"), as its page and staff see them: the
// relation is kept on the locations (catalog.CarriedProductsField).

// PartnerOrder is the order partners are listed in everywhere: featured first, by name.
var PartnerOrder = []string{"featured DESC", "name ASC", "id ASC"}

// AllLocations are every partner location, in PartnerOrder.
func AllLocations(app core.App) ([]*core.Record, error) {
	records := []*core.Record{}
	return records, app.RecordQuery(catalog.LocationsCollection).OrderBy(PartnerOrder...).All(&records)
}

// partnersCarrying are the locations that carry the product, as its "Where to buy" lists
// them.
func partnersCarrying(app core.App, productID string) ([]catalog.Partner, error) {
	records := []*core.Record{}
	err := app.RecordQuery(catalog.LocationsCollection).
		AndWhere(dbx.Exists(dbx.NewExp("SELECT 1 FROM "+dbutils.JSONEach(catalog.LocationsCollection+"."+catalog.CarriedProductsField)+" {{__je__}} WHERE [[__je__.value]] = {:product}", dbx.Params{"product": productID}))).
		OrderBy(PartnerOrder...).All(&records)
	if err != nil {
		return nil, err
	}
	out := make([]catalog.Partner, len(records))
	for i, rec := range records {
		out[i] = catalog.Answer[catalog.Partner](&catalog.LocationSchema, rec)
	}
	return out, nil
}

// staffProductsToJSON are products as staff edit them: with their variants and the
// partners that carry them.
func staffProductsToJSON(app core.App, records []*core.Record) ([]any, error) {
	products, err := ProductsWithVariants(app, records)
	if err != nil {
		return nil, err
	}
	locations, err := AllLocations(app)
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
		return nil, nil, rules.ProblemOf(partnersField, problem)
	}
	ids := slices.Compact(slices.Sorted(slices.Values(value.([]string))))
	if len(ids) > 0 {
		var found int
		err := e.App.RecordQuery(catalog.LocationsCollection).Select("count(*)").AndWhere(dbx.In("id", adminapi.AnySlice(ids)...)).Row(&found)
		if err != nil || found != len(ids) {
			return nil, nil, rules.ProblemOf(partnersField, "A chosen partner location no longer exists")
		}
	}
	locations, _ := AllLocations(e.App) // those the save may change, for the copy check to read first
	return func(tx core.App, rec *core.Record) error { return setProductPartners(tx, rec.Id, ids) }, locations, nil
}

// setProductPartners makes productID carried by exactly the locations partnerIDs.
func setProductPartners(tx core.App, productID string, partnerIDs []string) error {
	locations, err := AllLocations(tx)
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
			return rules.ValidationError(rules.ProblemOf(partnersField, catalog.AsLocation(loc).Name()+" could not be updated: "+err.Error()))
		}
	}
	return nil
}
