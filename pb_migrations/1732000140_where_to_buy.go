package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// Partner locations gain what "Where to buy" needs (issue 29): their coordinates (JSON,
// so that unknown stays null, not 0), the partner's OCM license number, and the products
// they carry. The relation is hidden from PocketBase's API: it names drafts too, and
// visitors learn what a partner carries from the site's answers, published products only.
// Deleting a product takes it out of every partner's list (PocketBase does that for a
// relation that does not cascade).
func init() {
	m.Register(func(app core.App) error {
		locations, err := app.FindCollectionByNameOrId("locations")
		if err != nil {
			return err
		}
		products, err := app.FindCollectionByNameOrId("products")
		if err != nil {
			return err
		}
		locations.Fields.Add(
			&core.JSONField{Name: "latitude", MaxSize: 64},
			&core.JSONField{Name: "longitude", MaxSize: 64},
			&core.TextField{Name: "licenseNumber", Max: 40},
			&core.RelationField{Name: "products", CollectionId: products.Id, MaxSelect: 1000, Hidden: true},
		)
		return app.Save(locations)
	}, nil)
}
