package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
	"github.com/pocketbase/pocketbase/tools/types"
)

// Products and blog posts get a status: a draft is seen by staff only; a blog post may
// also be scheduled, hidden until its publishAt, when the server publishes it. What
// exists (the demo content too) stays published. PocketBase's API and realtime show
// visitors only published products and posts, and variants and reviews of published
// products.
func init() {
	m.Register(func(app core.App) error {
		const published = "status = 'published'"
		steps := []struct {
			collection string
			statuses   []string
			rule       string
		}{
			{"products", []string{"draft", "published"}, published},
			{"blog_posts", []string{"draft", "scheduled", "published"}, published},
			{"product_variants", nil, "productId." + published},
			{"reviews", nil, "productId." + published},
		}
		for _, step := range steps {
			c, err := app.FindCollectionByNameOrId(step.collection)
			if err != nil {
				return err
			}
			switch step.collection {
			case "products":
				c.Fields.Add(&core.SelectField{Name: "status", Required: true, MaxSelect: 1, Values: step.statuses})
				c.AddIndex("idx_products_status", false, "status", "")
			case "blog_posts":
				c.Fields.Add(
					&core.SelectField{Name: "status", Required: true, MaxSelect: 1, Values: step.statuses},
					&core.DateField{Name: "publishAt"},
				)
				c.AddIndex("idx_blog_posts_status", false, "status, publishAt", "")
			}
			c.ListRule = types.Pointer(step.rule)
			c.ViewRule = types.Pointer(step.rule)
			if err := app.Save(c); err != nil {
				return err
			}
			if step.statuses != nil {
				if _, err := app.DB().NewQuery("UPDATE " + step.collection + " SET status = 'published'").Execute(); err != nil {
					return err
				}
			}
		}
		return nil
	}, nil)
}
