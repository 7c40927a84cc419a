package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// Blog posts gain a search title and description, as products have (issue 29): when
// set, the post's <title> and meta description use them instead of its title and the
// start of its text.
func init() {
	m.Register(func(app core.App) error {
		c, err := app.FindCollectionByNameOrId("blog_posts")
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
