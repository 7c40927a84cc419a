package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// Products gain a search title and description (issue 29): when set, the product page's
// <title> and meta description use them instead of the ones made from its name and text.
func init() {
	m.Register(func(app core.App) error {
		c, err := app.FindCollectionByNameOrId("products")
		if err != nil {
			return err
		}
		c.Fields.Add(
			&core.TextField{Name: "metaTitle", Max: 120},
			&core.TextField{Name: "metaDescription", Max: 320},
		)
		return app.Save(c)
	}, nil)
}
