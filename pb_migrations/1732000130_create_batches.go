package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// Batches with their certificates of analysis (issue 28), and each product's current
// batch. Visitors read a batch only through its lot's page (/coa/{lot}), so the
// collection has no public rules. A batch goes with its product; deleting a batch that
// is current leaves its product with none (its own figures and link show again).
func init() {
	m.Register(func(app core.App) error {
		products, err := app.FindCollectionByNameOrId("products")
		if err != nil {
			return err
		}
		c := core.NewBaseCollection("batches")
		c.Fields.Add(
			&core.RelationField{Name: "productId", Required: true, CollectionId: products.Id, MaxSelect: 1, CascadeDelete: true},
			&core.TextField{Name: "lot", Required: true, Max: 40, Pattern: `^[A-Z0-9]+(?:-[A-Z0-9]+)*$`},
			&core.TextField{Name: "harvestDate", Max: 10},
			&core.TextField{Name: "testDate", Required: true, Max: 10},
			&core.TextField{Name: "labName", Required: true, Max: 200},
			&core.TextField{Name: "labLicense", Required: true, Max: 100},
			// coa is the certificate's /uploads/ address (a PDF kept as a file upload).
			&core.TextField{Name: "coa", Required: true, Max: 2000},
			// Null (unknown) stays distinct from 0, as on products.
			&core.JSONField{Name: "thc", MaxSize: 64},
			&core.JSONField{Name: "cbd", MaxSize: 64},
			&core.JSONField{Name: "terps", MaxSize: 64},
		)
		timestamps(c)
		c.AddIndex("idx_batches_lot", true, "lot", "")
		c.AddIndex("idx_batches_product", false, "productId", "")
		if err := app.Save(c); err != nil {
			return err
		}
		products.Fields.Add(&core.RelationField{Name: "currentBatch", CollectionId: c.Id, MaxSelect: 1})
		return app.Save(products)
	}, func(app core.App) error {
		products, err := app.FindCollectionByNameOrId("products")
		if err == nil {
			products.Fields.RemoveByName("currentBatch")
			if err := app.Save(products); err != nil {
				return err
			}
		}
		return deleteCollection(app, "batches")
	})
}
