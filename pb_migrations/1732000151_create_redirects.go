package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// redirects (issue 29): an old address of the site (fromPath) answers 301 to its new one
// (toPath). Renaming a product or a post adds one (automatic); staff add and remove
// others by hand. No API rule: visitors never read the list, they meet its answers.
func init() {
	m.Register(func(app core.App) error {
		c := core.NewBaseCollection("redirects")
		c.Fields.Add(
			&core.TextField{Name: "fromPath", Required: true, Max: 500},
			&core.TextField{Name: "toPath", Required: true, Max: 1000},
			&core.BoolField{Name: "automatic"},
		)
		timestamps(c)
		c.AddIndex("idx_redirects_from", true, "fromPath", "")
		c.AddIndex("idx_redirects_to", false, "toPath", "")
		return app.Save(c)
	}, func(app core.App) error {
		return deleteCollection(app, "redirects")
	})
}
