package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// The owner's reviews with counsel (copyReview: the findings, the owner's username and
// staff id) are staff's, not visitors': hidden, PocketBase's collection API and realtime
// leave them out for anyone but a superuser, and refuse filters on them. The site's own
// staff routes read the records, where hidden fields are as readable as any.
func init() {
	m.Register(func(app core.App) error {
		return setCopyReviewHidden(app, true)
	}, func(app core.App) error {
		return setCopyReviewHidden(app, false)
	})
}

func setCopyReviewHidden(app core.App, hidden bool) error {
	for _, name := range []string{"products", "product_variants", "blog_posts", "locations", "hero_videos", "site_settings"} {
		c, err := app.FindCollectionByNameOrId(name)
		if err != nil {
			return err
		}
		field := c.Fields.GetByName("copyReview")
		if field == nil {
			continue
		}
		field.SetHidden(hidden)
		if err := app.Save(c); err != nil {
			return err
		}
	}
	return nil
}
