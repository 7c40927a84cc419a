package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// lot_stock (issue 38): units on hand per variant and lot, those reserved by accepted
// orders (issue 39), and the lot's optional Metrc package tag. One row per (variant,
// lot); a row goes with its variant or its batch. No API rule: stock figures never
// reach visitors.
func init() {
	m.Register(func(app core.App) error {
		variants, err := app.FindCollectionByNameOrId("product_variants")
		if err != nil {
			return err
		}
		batches, err := app.FindCollectionByNameOrId("batches")
		if err != nil {
			return err
		}
		c := core.NewBaseCollection("lot_stock")
		c.Fields.Add(
			&core.RelationField{Name: "variant", Required: true, CollectionId: variants.Id, MaxSelect: 1, CascadeDelete: true},
			&core.RelationField{Name: "batch", Required: true, CollectionId: batches.Id, MaxSelect: 1, CascadeDelete: true},
			&core.NumberField{Name: "onHand", OnlyInt: true, Min: floatPtr(0), Max: floatPtr(1_000_000)},
			&core.NumberField{Name: "reserved", OnlyInt: true, Min: floatPtr(0), Max: floatPtr(1_000_000)},
			&core.TextField{Name: "metrcTag", Max: 24, Pattern: `^[0-9A-Z]{24}$`},
		)
		timestamps(c)
		c.AddIndex("idx_lot_stock_variant_batch", true, "variant, batch", "")
		c.AddIndex("idx_lot_stock_batch", false, "batch", "")
		return app.Save(c)
	}, func(app core.App) error {
		return deleteCollection(app, "lot_stock")
	})
}
