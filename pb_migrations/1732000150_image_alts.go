package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// Products, variants and blog posts gain imageAlts (issue 29): beside the images list,
// an object from an image's URL to the alt text staff wrote for it. The images stay a
// list of URLs; a record without an entry for an image is described by its name.
func init() {
	m.Register(func(app core.App) error {
		for _, name := range []string{"products", "product_variants", "blog_posts"} {
			c, err := app.FindCollectionByNameOrId(name)
			if err != nil {
				return err
			}
			c.Fields.Add(&core.JSONField{Name: "imageAlts", MaxSize: 64 << 10})
			if err := app.Save(c); err != nil {
				return err
			}
		}
		return nil
	}, nil)
}
