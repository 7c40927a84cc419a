package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// defaultBlogAuthor is the spec's "fixed team name" used when a post names no author.
const defaultBlogAuthor = "Hudson Valley Farm Team"

func init() {
	m.Register(func(app core.App) error {
		c := core.NewBaseCollection("blog_posts")
		publicRead(c, "")
		c.Fields.Add(
			&core.TextField{Name: "title", Required: true, Max: 300},
			&core.TextField{Name: "slug", Required: true, Max: 300, Pattern: `^[a-z0-9]+(?:-[a-z0-9]+)*$`},
			&core.TextField{Name: "content", Required: true, Max: 200000},
			&core.TextField{Name: "author", Max: 200},
			&core.TextField{Name: "image", Max: 2000},
			&core.TextField{Name: "publishedAt", Max: 10, Pattern: `^\d{4}-\d{2}-\d{2}$`},
		)
		timestamps(c)
		c.AddIndex("idx_blog_posts_slug", true, "slug", "")
		c.AddIndex("idx_blog_posts_published", false, "publishedAt", "")
		return app.Save(c)
	}, func(app core.App) error {
		return deleteCollection(app, "blog_posts")
	})
}
