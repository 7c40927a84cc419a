package hooks

import (
	"net/url"

	"github.com/hudsonvalley/farmsite/backend/api"
	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/pocketbase/pocketbase/core"
)

// homeHeadPath is the home page's sections' data for its render only (renderOnly): the
// page carries a few products and one post (catalog.HomeHead), not the catalogue and
// every post's text.
const homeHeadPath = api.HomeHead

func registerHomeHead(public publicRoutes) {
	deps := []string{catalog.ProductsCollection, catalog.BatchesCollection, catalog.BlogPostsCollection, catalog.SiteSettingsCollection}
	public.sources.RenderOnly(homeHeadPath, deps, func(e *core.RequestEvent, _ url.Values) (any, error) {
		products, err := listProducts(e.App, visibleToVisitors)
		if err != nil {
			return nil, err
		}
		posts, err := findBlogPosts(e.App, visibleToVisitors)
		if err != nil {
			return nil, err
		}
		head := catalog.HomeHead{Products: catalog.HomeProducts(products), Posts: []catalog.BlogPost{}}
		if len(posts) > 0 {
			head.Posts = append(head.Posts, blogPostToJSON(posts[0]))
		}
		return head, nil
	})
}
