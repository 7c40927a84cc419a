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
		c := core.NewBaseCollection("reviews")
		publicRead(c, "")
		c.Fields.Add(
			&core.RelationField{Name: "productId", Required: true, CollectionId: products.Id, MaxSelect: 1, CascadeDelete: true},
			&core.NumberField{Name: "rating", Min: floatPtr(0), Max: floatPtr(5)},
			&core.TextField{Name: "comment", Max: 5000},
			&core.TextField{Name: "author", Max: 200},
		)
		timestamps(c)
		c.AddIndex("idx_reviews_product", false, "productId", "")
		return app.Save(c)
	}, func(app core.App) error {
		return deleteCollection(app, "reviews")
	})
}
