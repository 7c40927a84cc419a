package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// Each record whose public texts the copy check reads keeps the owner's review of its
// findings with counsel (null until there is one): which findings, by whom, when.
func init() {
	m.Register(func(app core.App) error {
		for _, name := range []string{"products", "product_variants", "blog_posts", "locations", "hero_videos", "site_settings"} {
			c, err := app.FindCollectionByNameOrId(name)
			if err != nil {
				return err
			}
			c.Fields.Add(&core.JSONField{Name: "copyReview", MaxSize: 1 << 20})
			if err := app.Save(c); err != nil {
				return err
			}
		}
		return nil
	}, nil)
}
