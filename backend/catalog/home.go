package hooks

import (
	"net/url"
	"strings"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/pocketbase/pocketbase/core"
)

// homeHeadPath is the home page's sections' data for its render only (renderOnly): the
// page carries a few products and one post, not the catalogue and every post's text.
const homeHeadPath = "/api/home/head"

// The home page's sections' sizes (storefront/src/pages/HomePage.tsx).
const (
	homeFeaturedCount = 4
	homePopularCount  = 5
)

// homeHead is what the home page's sections show before the browser has the full lists:
// of the catalogue (by name, as /api/products answers it), the first homeFeaturedCount
// (the Featured Selection when no product is featured) and the first homePopularCount
// Popular Strains (not featured, neither merchandise nor accessories), in the catalogue's
// order; of the posts, the newest. The page's rules pick from these exactly what they
// pick from the whole lists.
type homeHead struct {
	Products []catalog.Product  `json:"products"`
	Posts    []catalog.BlogPost `json:"posts"`
}

func registerHomeHead(public publicRoutes) {
	deps := []string{catalog.ProductsCollection, catalog.BlogPostsCollection, catalog.SiteSettingsCollection}
	public.sources.renderOnly(homeHeadPath, deps, func(e *core.RequestEvent, _ url.Values) (any, error) {
		products, err := listProducts(e.App, visibleToVisitors)
		if err != nil {
			return nil, err
		}
		posts, err := findBlogPosts(e.App, visibleToVisitors)
		if err != nil {
			return nil, err
		}
		head := homeHead{Products: homeProducts(products), Posts: []catalog.BlogPost{}}
		if len(posts) > 0 {
			head.Posts = append(head.Posts, blogPostToJSON(posts[0]))
		}
		return head, nil
	})
}

// homeProducts keeps, in order, the products the home page's sections can show.
func homeProducts(all []catalog.Product) []catalog.Product {
	kept := []catalog.Product{}
	popular := 0
	for i, p := range all {
		isPopular := !p.Featured && !strings.EqualFold(p.Category, catalog.OrderableCategory) && !strings.EqualFold(p.Category, "accessories")
		if isPopular && popular < homePopularCount {
			popular++
		} else if i >= homeFeaturedCount {
			continue
		}
		kept = append(kept, p)
		if popular == homePopularCount && i >= homeFeaturedCount-1 {
			break
		}
	}
	return kept
}
