package pricelist

import (
	"github.com/hudsonvalley/farmsite/backend/api"
	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/hudsonvalley/farmsite/pb_hooks/adminapi"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

// lotStockBody are the fields staff set on a stock row; the registry's rules check them.
var lotStockBody = web.SchemaBody(&catalog.LotStockSchema)

// LotStock is the staff resource of the stock per variant and lot, /api/admin/lot-stock.
var LotStock = &adminapi.Resource{
	Name:         api.LotStockResource,
	Collection:   catalog.LotStockCollection,
	What:         "Lot stock",
	SearchFields: []string{catalog.LotStockFieldMetrcTag},
	DefaultSort:  catalog.CreatedAtField + " DESC",
	Render:       RenderLotStock,
	Body:         lotStockBody,
	Defaults:     catalog.LotStockSchema.CreateDefaults(),
	Filters: map[string]adminapi.ListFilter{
		"productId": ofProduct(catalog.LotStockFieldVariant),
		"search":    namedLike(catalog.LotStockFieldVariant),
	},
}

func RegisterLotStock(staff *router.RouterGroup[*core.RequestEvent]) { LotStock.Register(staff) }

// RenderLotStock answers stock rows as staff read them: with what is available and
// the names of their variants and lots.
func RenderLotStock(e *core.RequestEvent, records []*core.Record) ([]any, error) {
	names, err := variantNames(e.App, fieldValues(records, catalog.LotStockFieldVariant))
	if err != nil {
		return nil, err
	}
	lots, err := lotsOf(e.App, fieldValues(records, catalog.LotStockFieldBatch))
	if err != nil {
		return nil, err
	}
	out := make([]any, len(records))
	for i, rec := range records {
		row := catalog.Answer[catalog.LotStock](&catalog.LotStockSchema, rec)
		n := names[row.Variant]
		row.ProductID, row.ProductName, row.VariantName, row.Lot = n.ProductID, n.ProductName, n.VariantName, lots[row.Batch]
		row.Available = max(row.OnHand-row.Reserved, 0)
		out[i] = row
	}
	return out, nil
}
