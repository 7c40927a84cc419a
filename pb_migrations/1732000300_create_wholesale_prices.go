package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// wholesale_prices (issue 38): the one wholesale price list, a row per variant sold
// wholesale (9 NYCRR 124.2: the same prices and breaks for every licensed buyer). No
// API rule: staff edit it through /api/admin, signed-in buyers read it in the menu. A
// row goes with its variant.
func init() {
	m.Register(func(app core.App) error {
		variants, err := app.FindCollectionByNameOrId("product_variants")
		if err != nil {
			return err
		}
		c := core.NewBaseCollection("wholesale_prices")
		c.Fields.Add(
			&core.RelationField{Name: "variant", Required: true, CollectionId: variants.Id, MaxSelect: 1, CascadeDelete: true},
			&core.NumberField{Name: "unitPriceCents", OnlyInt: true, Min: floatPtr(0), Max: floatPtr(10_000_000)},
			&core.NumberField{Name: "caseSize", OnlyInt: true, Min: floatPtr(0), Max: floatPtr(10_000)},
			&core.NumberField{Name: "minimumUnits", OnlyInt: true, Min: floatPtr(0), Max: floatPtr(1_000_000)},
			&core.NumberField{Name: "incrementUnits", OnlyInt: true, Min: floatPtr(0), Max: floatPtr(1_000_000)},
			&core.JSONField{Name: "volumeBreaks", MaxSize: 2048},
			&core.BoolField{Name: "active"},
		)
		timestamps(c)
		c.AddIndex("idx_wholesale_prices_variant", true, "variant", "")
		return app.Save(c)
	}, func(app core.App) error {
		return deleteCollection(app, "wholesale_prices")
	})
}
