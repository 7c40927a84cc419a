package hooks

import (
	"bytes"
	"encoding/json"
	"net/http"
	"strings"
	"time"

	"github.com/hudsonvalley/farmsite/backend/seo"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// appHeadMarker is where storefront/index.html takes the page's <head> tags.
const appHeadMarker = "<!--app-head-->"

// registerPages binds GET /api/page-meta?path=...: the metadata the storefront applies
// on each route change, the same the server puts into the HTML of that URL.
func registerPages(app core.App, public publicRoutes) {
	public.page("/api/page-meta", func(e *core.RequestEvent) (string, answerBuilder) {
		path := e.Request.URL.Query().Get("path")
		return siteOrigin(e) + "|meta|" + path, func() (int, string, []byte, error) {
			if path == "" || !strings.HasPrefix(path, "/") {
				return 0, "", nil, badRequest("path must be a site path such as /products")
			}
			meta, err := pageMeta(e, path)
			if err != nil {
				return 0, "", nil, err
			}
			body, err := json.Marshal(meta)
			return http.StatusOK, "application/json", body, err
		}
	})
}

// storefrontPage answers a storefront URL with the app's index.html carrying the
// page's metadata and preloads, and the page's status (404 for unknown routes and slugs).
func storefrontPage(e *core.RequestEvent, store *spaAssets) (string, answerBuilder) {
	path := e.Request.URL.Path
	category := ""
	if path == "/products" {
		category = strings.ToLower(e.Request.URL.Query().Get("category"))
	}
	return siteOrigin(e) + "|html|" + path + "|" + category, func() (int, string, []byte, error) {
		index, err := store.indexHTML()
		if err != nil {
			return 0, "", nil, notFound("Not found")
		}
		meta, err := pageMeta(e, path)
		if err != nil {
			return 0, "", nil, err
		}
		if err := addPagePreloads(e.App, store, &meta, path, category); err != nil {
			return 0, "", nil, err
		}
		head := []byte(meta.HeadHTML())
		if bytes.Contains(index, []byte(appHeadMarker)) {
			index = bytes.Replace(index, []byte(appHeadMarker), head, 1)
		} else {
			index = bytes.Replace(index, []byte("</head>"), append(head, []byte("</head>")...), 1)
		}
		return meta.Status, "text/html; charset=utf-8", index, nil
	}
}

// storefrontPageModules are the app's page modules (see storefront/src/routes.ts).
var storefrontPageModules = map[string]string{
	"/products": "src/pages/ProductsPage.tsx", "/locations": "src/pages/LocationsPage.tsx",
	"/about": "src/pages/AboutPage.tsx", "/blog": "src/pages/BlogPage.tsx",
	"/contact": "src/pages/ContactPage.tsx", "/legal": "src/pages/LegalPage.tsx",
}

// addPagePreloads names the page's own scripts and the API answer it starts with, so
// the browser fetches them alongside the app's entry; on the product list, the first
// card's photo too.
func addPagePreloads(app core.App, store *spaAssets, meta *seo.PageMeta, path, category string) error {
	module, data := storefrontPageModules[path], ""
	switch {
	case meta.Status == http.StatusNotFound:
		module = "src/pages/NotFoundPage.tsx"
	case strings.HasPrefix(path, "/products/"):
		module, data = "src/pages/ProductDetailPage.tsx", "/api/products/slug/"+strings.TrimPrefix(path, "/products/")
	case strings.HasPrefix(path, "/blog/"):
		module, data = "src/pages/BlogPostPage.tsx", "/api/blog/slug/"+strings.TrimPrefix(path, "/blog/")
	case path == "/blog":
		data = "/api/blog"
	case path == "/locations":
		data = "/api/locations"
	case path == "/products":
		image, err := firstProductCardImage(app, category)
		if err != nil {
			return err
		}
		meta.PreloadImage = image
		meta.PreloadSizes = "(min-width: 1280px) 296px, (min-width: 1024px) 30vw, (min-width: 640px) 46vw, 80vw"
	}
	if module != "" {
		meta.ModulePreloads = store.manifest.scripts(store.fsys, module)
	}
	meta.DataPreload = data
	return nil
}

// firstProductCardImage is the photo the product list shows first for a category (the
// storefront's rule): the first product by name whose own category or any variant's
// matches, with the matching variant's photo when only a variant matched.
func firstProductCardImage(app core.App, category string) (string, error) {
	records, err := findProducts(app, nil)
	if err != nil {
		return "", err
	}
	products, err := productsWithVariants(app, records)
	if err != nil {
		return "", err
	}
	for _, p := range products {
		if len(p.Images) == 0 {
			continue
		}
		if category == "" || strings.EqualFold(p.Category, category) {
			return p.Images[0], nil
		}
		for _, v := range p.Variants {
			if strings.EqualFold(v.Category, category) {
				if len(v.Images) > 0 {
					return v.Images[0], nil
				}
				return p.Images[0], nil
			}
		}
	}
	return "", nil
}

// pageMeta resolves a storefront path to its metadata from the database.
func pageMeta(e *core.RequestEvent, path string) (seo.PageMeta, error) {
	site, settings, err := seoSite(e)
	if err != nil {
		return seo.PageMeta{}, err
	}
	if path != "/" {
		path = strings.TrimSuffix(path, "/")
	}
	switch {
	case path == "/":
		heroes := stringList(settings, "heroImages")
		first := ""
		if len(heroes) > 0 {
			first = heroes[0]
		}
		return site.Home(first), nil
	case path == "/locations":
		records := []*core.Record{}
		if err := e.App.RecordQuery("locations").OrderBy("featured DESC", "name ASC").All(&records); err != nil {
			return seo.PageMeta{}, err
		}
		locations := make([]seo.Location, len(records))
		for i, r := range records {
			locations[i] = seo.Location{
				Name: r.GetString("name"), Description: r.GetString("description"), Address: r.GetString("address"),
				City: r.GetString("city"), State: r.GetString("state"), Zip: r.GetString("zip"), Phone: r.GetString("phone"),
				Hours: r.GetString("hours"), MapURL: r.GetString("mapUrl"), WebsiteURL: r.GetString("websiteUrl"), Image: r.GetString("image"),
			}
		}
		return site.Locations(locations), nil
	case strings.HasPrefix(path, "/products/"):
		return productPageMeta(e.App, site, strings.TrimPrefix(path, "/products/"))
	case strings.HasPrefix(path, "/blog/"):
		return blogPostPageMeta(e.App, site, strings.TrimPrefix(path, "/blog/"))
	}
	if meta, ok := site.Static(path); ok {
		return meta, nil
	}
	return site.NotFound(path), nil
}

func productPageMeta(app core.App, site seo.Site, slug string) (seo.PageMeta, error) {
	products, err := findProducts(app, dbx.HashExp{"slug": slug})
	if err != nil || len(products) == 0 || strings.Contains(slug, "/") {
		return site.NotFound("/products/" + slug), err
	}
	withVariants, err := productsWithVariants(app, products)
	if err != nil {
		return seo.PageMeta{}, err
	}
	p := withVariants[0]
	product := seo.Product{Name: p.Name, Slug: p.Slug, Description: p.Description, Category: p.Category, Images: p.Images}
	if len(p.Variants) == 0 {
		product.Offers = []seo.Offer{{Name: p.Name, Price: products[0].GetFloat("price"), InStock: p.InStock}}
	}
	for _, v := range p.Variants {
		product.Offers = append(product.Offers, seo.Offer{Name: p.Name + " " + v.Name, Price: v.priceValue, InStock: v.InStock && p.InStock})
	}
	reviews, err := findReviews(app, p.ID)
	if err != nil {
		return seo.PageMeta{}, err
	}
	for _, r := range reviews {
		product.Reviews = append(product.Reviews, seo.Review{Author: r.Author, Comment: r.Comment, Rating: r.Rating, Date: dateOnly(r.CreatedAt)})
	}
	return site.ProductPage(product, time.Now()), nil
}

func blogPostPageMeta(app core.App, site seo.Site, slug string) (seo.PageMeta, error) {
	posts, err := findBlogPosts(app, dbx.HashExp{"slug": slug})
	if err != nil || len(posts) == 0 || strings.Contains(slug, "/") {
		return site.NotFound("/blog/" + slug), err
	}
	p := blogPostToJSON(posts[0])
	post := seo.Post{Title: p.Title, Slug: p.Slug, Content: p.Content, Author: p.Author, UpdatedAt: dateOnly(p.UpdatedAt)}
	if p.Image != nil {
		post.Image = *p.Image
	}
	if p.PublishedAt != nil {
		post.PublishedAt = *p.PublishedAt
	}
	return site.BlogPostPage(post), nil
}

// seoSite is the business as the structured data describes it.
func seoSite(e *core.RequestEvent) (seo.Site, *core.Record, error) {
	s, err := siteSettings(e.App)
	if err != nil {
		return seo.Site{}, nil, err
	}
	return seo.Site{
		Name: s.GetString("brandName"), Tagline: s.GetString("tagline"), Origin: siteOrigin(e),
		Email: s.GetString("contactEmail"), Phone: s.GetString("contactPhone"), Address: s.GetString("address"),
		City: s.GetString("city"), State: s.GetString("state"), Zip: s.GetString("zip"),
		PriceValidMonths: s.GetInt("priceValidMonths"), HandlingDaysMin: s.GetInt("handlingDaysMin"),
		HandlingDaysMax: s.GetInt("handlingDaysMax"), TransitDaysMin: s.GetInt("transitDaysMin"),
		TransitDaysMax: s.GetInt("transitDaysMax"), ReturnDays: s.GetInt("returnDays"),
	}, s, nil
}
