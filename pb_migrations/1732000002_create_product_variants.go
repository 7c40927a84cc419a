package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

func init() {
	m.Register(func(app core.App) error {
		products, err := app.FindCollectionByNameOrId("products")
		if err != nil {
			return err
		}
		c := core.NewBaseCollection("product_variants")
		publicRead(c, "")
		c.Fields.Add(
			&core.RelationField{Name: "productId", Required: true, CollectionId: products.Id, MaxSelect: 1, CascadeDelete: true},
			&core.TextField{Name: "name", Required: true, Max: 200},
			&core.TextField{Name: "weight", Max: 50},
			&core.SelectField{Name: "category", Required: true, MaxSelect: 1, Values: productCategories},
			&core.NumberField{Name: "price", Min: floatPtr(0), Max: floatPtr(99999999.99)},
			&core.JSONField{Name: "images", MaxSize: 64 << 10},
			&core.TextField{Name: "strainTestUrl", Max: 2000},
			&core.BoolField{Name: "inStock"},
			&core.NumberField{Name: "sortOrder", OnlyInt: true},
		)
		timestamps(c)
		c.AddIndex("idx_product_variants_product", false, "productId", "")
		return app.Save(c)
	}, func(app core.App) error {
		return deleteCollection(app, "product_variants")
	})
}
