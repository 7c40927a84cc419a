package hooks

import (
	"github.com/hudsonvalley/farmsite/backend/api"
	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

func blogPostToJSON(rec *core.Record) catalog.BlogPost {
	return catalog.Answer[catalog.BlogPost](&catalog.BlogPostSchema, rec)
}

// newestBlogPostsFirst is the blog's order: by publishedAt, then creation, newest first.
var newestBlogPostsFirst = []string{"publishedAt DESC", "createdAt DESC", "id DESC"}

// findBlogPosts lists the posts meeting every condition (nil ones are skipped), newest first.
func findBlogPosts(app core.App, conditions ...dbx.Expression) ([]*core.Record, error) {
	records := []*core.Record{}
	q := app.RecordQuery(catalog.BlogPostsCollection).AndWhere(dbx.And(conditions...)).OrderBy(newestBlogPostsFirst...)
	return records, q.All(&records)
}

func registerBlog(app core.App, public publicRoutes, staff *router.RouterGroup[*core.RequestEvent]) {
	public.json(api.BlogPosts, []string{catalog.BlogPostsCollection, catalog.SiteSettingsCollection}, func(e *core.RequestEvent) (any, error) {
		posts, err := findBlogPosts(e.App, visibleToVisitors)
		if err != nil {
			return nil, err
		}
		out := make([]catalog.BlogPost, len(posts))
		for i, p := range posts {
			out[i] = blogPostToJSON(p)
		}
		return out, nil
	})
	public.jsonBySlug(api.BlogPostBySlugPrefix, catalog.BlogPostsCollection, "Blog post", []string{catalog.BlogPostsCollection, catalog.SiteSettingsCollection}, func(e *core.RequestEvent, slug string, preview bool) (any, error) {
		posts, err := findBlogPosts(e.App, dbx.HashExp{"slug": slug}, contentFilter(preview))
		if err != nil {
			return nil, err
		}
		if len(posts) == 0 {
			return nil, web.NotFound("Blog post not found")
		}
		return blogPostToJSON(posts[0]), nil
	})

	blog := &adminResource{
		name:         api.BlogResource,
		collection:   catalog.BlogPostsCollection,
		what:         "Blog post",
		searchFields: []string{"title", "slug", "content", "author"},
		defaultSort:  "publishedAt DESC",
		toJSON: func(app core.App, records []*core.Record) ([]any, error) {
			out := make([]any, len(records))
			for i, rec := range records {
				out[i] = catalog.StaffBlogPost{BlogPost: blogPostToJSON(rec), CopyReview: catalog.CopyReviewOf(rec)}
			}
			return out, nil
		},
		body:       blogPostBody,
		copyReview: true,
	}
	blog.register(staff)
}

// blogPostBody are the fields staff set on a post.
var blogPostBody = web.SchemaBody(&catalog.BlogPostSchema)
