// Package blog is the blog's routes: the public list and posts, and the staff editor's.
package blog

import (
	"github.com/hudsonvalley/farmsite/backend/api"
	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/hudsonvalley/farmsite/pb_hooks/adminapi"
	"github.com/hudsonvalley/farmsite/pb_hooks/publicapi"
	"github.com/hudsonvalley/farmsite/pb_hooks/publishing"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

func PostToJSON(rec *core.Record) catalog.BlogPost {
	return catalog.Answer[catalog.BlogPost](&catalog.BlogPostSchema, rec)
}

// newestBlogPostsFirst is the blog's order: by publishedAt, then creation, newest first.
var newestBlogPostsFirst = []string{"publishedAt DESC", "createdAt DESC", "id DESC"}

// FindPosts lists the posts meeting every condition (nil ones are skipped), newest first.
func FindPosts(app core.App, conditions ...dbx.Expression) ([]*core.Record, error) {
	records := []*core.Record{}
	q := app.RecordQuery(catalog.BlogPostsCollection).AndWhere(dbx.And(conditions...)).OrderBy(newestBlogPostsFirst...)
	return records, q.All(&records)
}

func Register(app core.App, public publicapi.Routes, staff *router.RouterGroup[*core.RequestEvent]) {
	public.JSON(api.BlogPosts, []string{catalog.BlogPostsCollection, catalog.SiteSettingsCollection}, func(e *core.RequestEvent) (any, error) {
		posts, err := FindPosts(e.App, publishing.VisibleToVisitors)
		if err != nil {
			return nil, err
		}
		out := make([]catalog.BlogPost, len(posts))
		for i, p := range posts {
			out[i] = PostToJSON(p)
		}
		return out, nil
	})
	public.JSONBySlug(api.BlogPostBySlugPrefix, catalog.BlogPostsCollection, "Blog post", []string{catalog.BlogPostsCollection, catalog.SiteSettingsCollection}, func(e *core.RequestEvent, slug string, preview bool) (any, error) {
		posts, err := FindPosts(e.App, dbx.HashExp{catalog.BlogPostFieldSlug: slug}, publishing.ContentFilter(preview))
		if err != nil {
			return nil, err
		}
		if len(posts) == 0 {
			return nil, web.NotFound("Blog post not found")
		}
		return PostToJSON(posts[0]), nil
	})

	blog := &adminapi.Resource{
		Name:         api.BlogResource,
		Collection:   catalog.BlogPostsCollection,
		What:         "Blog post",
		SearchFields: []string{"title", "slug", "content", "author"},
		DefaultSort:  "publishedAt DESC",
		ToJSON: func(app core.App, records []*core.Record) ([]any, error) {
			out := make([]any, len(records))
			for i, rec := range records {
				out[i] = catalog.StaffBlogPost{BlogPost: PostToJSON(rec), CopyReview: catalog.CopyReviewOf(rec)}
			}
			return out, nil
		},
		Body:       PostBody,
		CopyReview: true,
	}
	blog.Register(staff)
}

// PostBody are the fields staff set on a post.
var PostBody = web.SchemaBody(&catalog.BlogPostSchema)
