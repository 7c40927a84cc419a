package pricelist

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/hudsonvalley/farmsite/pb_hooks/adminapi"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// variantName is how staff's lists name a variant: its product and its own name.
type variantName struct {
	ProductID   string `db:"productId"`
	ProductName string `db:"productName"`
	VariantID   string `db:"variantId"`
	VariantName string `db:"variantName"`
}

// variantNames names the variants ids holds, in one query.
func variantNames(app core.App, ids []any) (map[string]variantName, error) {
	out := map[string]variantName{}
	if len(ids) == 0 {
		return out, nil
	}
	var rows []variantName
	err := app.DB().Select("p.id AS productId", "p.name AS productName", "v.id AS variantId", "v.name AS variantName").
		From(catalog.VariantsCollection+" v").
		InnerJoin(catalog.ProductsCollection+" p", dbx.NewExp("p.id = v.productId")).
		Where(dbx.In("v.id", ids...)).All(&rows)
	for _, r := range rows {
		out[r.VariantID] = r
	}
	return out, err
}

// lotsOf are the lot numbers of the batches ids holds, by batch id.
func lotsOf(app core.App, ids []any) (map[string]string, error) {
	out := map[string]string{}
	if len(ids) == 0 {
		return out, nil
	}
	var rows []struct {
		ID  string `db:"id"`
		Lot string `db:"lot"`
	}
	err := app.DB().Select(catalog.IDField, catalog.BatchFieldLot).From(catalog.BatchesCollection).Where(dbx.In(catalog.IDField, ids...)).All(&rows)
	for _, r := range rows {
		out[r.ID] = r.Lot
	}
	return out, err
}

// fieldValues are the values of field in records, for an IN query.
func fieldValues(records []*core.Record, field string) []any {
	out := make([]any, 0, len(records))
	for _, rec := range records {
		out = append(out, rec.GetString(field))
	}
	return out
}

// ofProduct filters a staff list's rows by their variant's product (filter {"productId": id}).
func ofProduct(variantField string) func(e *core.RequestEvent, value any) (dbx.Expression, error) {
	return func(_ *core.RequestEvent, value any) (dbx.Expression, error) {
		id, _ := value.(string)
		return dbx.NewExp("[["+variantField+"]] IN (SELECT id FROM "+catalog.VariantsCollection+" WHERE productId = {:product})", dbx.Params{"product": id}), nil
	}
}

// namedLike filters a staff list's rows by their product's or variant's name (filter
// {"search": text}).
func namedLike(variantField string) func(e *core.RequestEvent, value any) (dbx.Expression, error) {
	return func(_ *core.RequestEvent, value any) (dbx.Expression, error) {
		text, _ := value.(string)
		if utf8.RuneCountInString(text) > catalog.MaxProductSearch {
			return nil, web.BadRequest(msgSearchTooLong)
		}
		like := "%" + adminapi.EscapeLike(strings.TrimSpace(text)) + "%"
		return dbx.NewExp("[["+variantField+"]] IN (SELECT v.id FROM "+catalog.VariantsCollection+" v JOIN "+catalog.ProductsCollection+
			" p ON p.id = v.productId WHERE p.name LIKE {:like} ESCAPE '\\' OR v.name LIKE {:like} ESCAPE '\\')", dbx.Params{"like": like}), nil
	}
}

var msgSearchTooLong = fmt.Sprintf("Search must be at most %d characters", catalog.MaxProductSearch)
