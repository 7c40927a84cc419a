package webapps

import (
	"net/url"

	"github.com/hudsonvalley/farmsite/backend/api"
	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/content"
	"github.com/hudsonvalley/farmsite/pb_hooks/blog"
	"github.com/hudsonvalley/farmsite/pb_hooks/products"
	"github.com/hudsonvalley/farmsite/pb_hooks/publicapi"
	"github.com/hudsonvalley/farmsite/pb_hooks/publishing"
	"github.com/pocketbase/pocketbase/core"
)

// homeHeadPath is the home page's sections' data for its render only (renderOnly): the
// page carries a few products and one post (catalog.HomeHead), not the catalogue and
// every post's text. It depends on what the page table says the home page shows.
const homeHeadPath = api.HomeHead

func registerHomeHead(public publicapi.Routes) {
	home, _ := content.PageAt("/")
	public.Sources.RenderOnly(homeHeadPath, home.Shows, func(e *core.RequestEvent, _ url.Values) (any, error) {
		products, err := products.ListProducts(e.App, publishing.VisibleToVisitors)
		if err != nil {
			return nil, err
		}
		posts, err := blog.FindPosts(e.App, publishing.VisibleToVisitors)
		if err != nil {
			return nil, err
		}
		head := catalog.HomeHead{Products: catalog.HomeProducts(products), Posts: []catalog.BlogPost{}}
		if len(posts) > 0 {
			head.Posts = append(head.Posts, blog.PostToJSON(posts[0]))
		}
		return head, nil
	})
}
