package pricelist

import (
	"github.com/hudsonvalley/farmsite/backend/api"
	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/hudsonvalley/farmsite/pb_hooks/adminapi"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

// priceListBody are the fields staff set on a price row; the registry's rules check them.
var priceListBody = web.SchemaBody(&catalog.WholesalePriceSchema)

// PriceList is the staff resource of the wholesale price list, /api/admin/wholesale-prices.
var PriceList = &adminapi.Resource{
	Name:        api.WholesalePricesResource,
	Collection:  catalog.WholesalePricesCollection,
	What:        "Wholesale price",
	DefaultSort: catalog.CreatedAtField + " DESC",
	Render:      RenderPrices,
	Body:        priceListBody,
	Defaults:    catalog.WholesalePriceSchema.CreateDefaults(),
	Filters: map[string]adminapi.ListFilter{
		"productId": ofProduct(catalog.WholesalePriceFieldVariant),
		"search":    namedLike(catalog.WholesalePriceFieldVariant),
	},
}

func RegisterPriceList(staff *router.RouterGroup[*core.RequestEvent]) { PriceList.Register(staff) }

// RenderPrices answers price rows as staff read them, with their variants' names.
func RenderPrices(e *core.RequestEvent, records []*core.Record) ([]any, error) {
	names, err := variantNames(e.App, fieldValues(records, catalog.WholesalePriceFieldVariant))
	if err != nil {
		return nil, err
	}
	out := make([]any, len(records))
	for i, rec := range records {
		row := catalog.Answer[catalog.WholesalePrice](&catalog.WholesalePriceSchema, rec)
		n := names[row.Variant]
		row.ProductID, row.ProductName, row.VariantName = n.ProductID, n.ProductName, n.VariantName
		out[i] = row
	}
	return out, nil
}
