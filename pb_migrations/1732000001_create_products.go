package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

func init() {
	m.Register(func(app core.App) error {
		c := core.NewBaseCollection("products")
		publicRead(c, "")
		c.Fields.Add(
			&core.TextField{Name: "name", Required: true, Max: 200},
			&core.TextField{Name: "slug", Required: true, Max: 200, Pattern: `^[a-z0-9]+(?:-[a-z0-9]+)*$`},
			&core.TextField{Name: "description", Max: 20000},
			&core.NumberField{Name: "price", Min: floatPtr(0), Max: floatPtr(99999999.99)},
			&core.SelectField{Name: "category", Required: true, MaxSelect: 1, Values: productCategories},
			&core.JSONField{Name: "images", MaxSize: 64 << 10},
			&core.TextField{Name: "strainTestUrl", Max: 2000},
			// thc, cbd, terps are JSON so that unknown (null) stays distinct from 0;
			// pb_hooks validates them as number-or-null.
			&core.JSONField{Name: "thc", MaxSize: 64},
			&core.JSONField{Name: "cbd", MaxSize: 64},
			&core.JSONField{Name: "terps", MaxSize: 64},
			&core.BoolField{Name: "inStock"},
			&core.BoolField{Name: "featured"},
			&core.TextField{Name: "size", Max: 100},
			&core.JSONField{Name: "terpenes", MaxSize: 8 << 10},
			&core.JSONField{Name: "effects", MaxSize: 8 << 10},
		)
		timestamps(c)
		c.AddIndex("idx_products_slug", true, "slug", "")
		c.AddIndex("idx_products_featured", false, "featured", "")
		return app.Save(c)
	}, func(app core.App) error {
		return deleteCollection(app, "products")
	})
}

func floatPtr(v float64) *float64 { return &v }

func deleteCollection(app core.App, name string) error {
	c, err := app.FindCollectionByNameOrId(name)
	if err != nil {
		return nil
	}
	return app.Delete(c)
}
