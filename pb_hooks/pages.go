package hooks

import (
	"bytes"
	"encoding/json"
	"errors"
	"net/http"
	"regexp"
	"strings"
	"time"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/ssr"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/hudsonvalley/farmsite/content"

	"github.com/hudsonvalley/farmsite/backend/seo"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// appHeadMarker is where storefront/index.html takes the page's <head> tags.
const appHeadMarker = "<!--app-head-->"

// registerPages binds GET /api/page-meta?path=...: the metadata the storefront applies
// on each route change, the same the server puts into the HTML of that URL. An unknown
// path (any path, without a storefront) answers 404 with the not-found page's metadata.
func registerPages(public publicRoutes, routes web.PageRoutes) {
	registerHomeHead(public)
	public.page("/api/page-meta", func(e *core.RequestEvent) (string, []string, web.Builder, error) {
		path := e.Request.URL.Query().Get("path")
		if path == "" || !strings.HasPrefix(path, "/") {
			return "", nil, nil, web.BadRequest("path must be a site path such as /products")
		}
		route := resolveStorefrontRoute(e.App, routes, path, "", isStaff(e))
		return route.cacheKey("meta|"), nil, func() (int, string, []byte, error) {
			meta, err := pageMeta(e, route)
			if err != nil {
				return 0, "", nil, err
			}
			body, err := json.Marshal(meta)
			return meta.Status, "application/json", body, err
		}, nil
	})
}

// storefrontRoute is a storefront URL resolved against the route table and the content.
// Its key names one of a bounded set of pages: the table's fixed routes, published products
// and posts, the product list per known category, and one not-found page for everything else.
type storefrontRoute struct {
	path     string // without a trailing slash; "" when not found
	category string // on /products: a known category, lowercased, or "-" for one that is not
	page     web.PageRoute
	params   map[string]string
	// preview marks a draft's page shown to staff, built for them alone; to anyone
	// else a draft's page is not found.
	preview bool
	// missing is, for an unknown product or post, its route's page (rendered as that
	// page's own not-found state, "Item Not Found"), and missingPath the address.
	missing     web.PageRoute
	missingPath string
}

func (r storefrontRoute) found() bool { return r.path != "" }

func (r storefrontRoute) key() string {
	if !r.found() {
		if r.missing.Path != "" {
			return "404|" + r.missing.Path
		}
		return "404"
	}
	return r.path + "|" + r.category
}

// cacheKey is the route's answer's key in the public cache, or previewAnswer.
func (r storefrontRoute) cacheKey(prefix string) string {
	if r.preview {
		return previewAnswer
	}
	return prefix + r.key()
}

// isStaff tells, when asked, whether the request carries a valid staff session.
func isStaff(e *core.RequestEvent) func() bool {
	return func() bool { return sessionStaff(e) != nil }
}

// resolveStorefrontRoute finds the page path shows (category is /products' query): a
// draft or scheduled product or post is a preview when staff asks, else not found.
func resolveStorefrontRoute(app core.App, routes web.PageRoutes, path, category string, staff func() bool) storefrontRoute {
	if path != "/" {
		path = strings.TrimSuffix(path, "/")
	}
	page, params, ok := routes.Match(path)
	if !ok {
		return storefrontRoute{}
	}
	route := storefrontRoute{path: path, page: page, params: params}
	for name, value := range params {
		// The page table names the collection whose slug :slug is; other :name segments
		// are not pages the server knows.
		table, _ := content.PageAt(page.Path)
		collection := table.SlugOf
		if collection == "" || name != "slug" {
			return storefrontRoute{}
		}
		switch state := lookUpSlug(app, collection, value); {
		case state == slugHidden && staff():
			route.preview = true
		case state != slugVisible:
			return storefrontRoute{missing: page, missingPath: path}
		}
	}
	if page.Path == "/products" {
		route.category = knownCategory(category)
	}
	return route
}

// knownCategory is category lowercased when it is one of the catalogue's, "" when
// empty, and "-" (a category no product has) otherwise.
func knownCategory(category string) string {
	if category == "" {
		return ""
	}
	for _, c := range catalog.ProductCategories {
		if strings.EqualFold(c, category) {
			return strings.ToLower(c)
		}
	}
	return "-"
}

// storefrontPage answers a storefront URL with the app's index.html carrying the
// page's metadata, preloads and content (rendered on the server with the data it shows,
// which travels with it), and the page's status (404 for unknown routes and slugs). A
// page that cannot be rendered is sent as its shell, which the browser renders, and is
// not kept: the next request tries again.
func storefrontPage(e *core.RequestEvent, store *web.AppFiles, routes web.PageRoutes, renderer *pageRenderer) (string, []string, web.Builder, error) {
	query := e.Request.URL.Query()
	route := resolveStorefrontRoute(e.App, routes, e.Request.URL.Path, query.Get("category"), isStaff(e))
	location := renderLocation(route, query)
	key := route.cacheKey("html|")
	if location == "" && !route.preview {
		key = route.cacheKey("shell|")
	}
	return key, pageDepsOf(route), func() (int, string, []byte, error) {
		index, err := store.IndexHTML()
		if err != nil {
			return 0, "", nil, web.NotFound("Not found")
		}
		meta, err := pageMeta(e, route)
		if err != nil {
			return 0, "", nil, err
		}
		if err := addPagePreloads(e, renderer.cache, routes, &meta, route); err != nil {
			return 0, "", nil, err
		}
		shell := withHead(index, meta)
		if location == "" {
			return meta.Status, "text/html; charset=utf-8", shell, nil
		}
		// A rendered page carries its data: it preloads none. It paints without its scripts:
		// they are fetched after the first paint (seo.PageMeta.PageModules).
		rendered := meta
		rendered.DataPreload = ""
		rendered.PageModules, rendered.ModulePreloads = meta.ModulePreloads, nil
		page, err := renderer.render(e, route, location, meta, withHead(shellDataPreload.ReplaceAll(index, nil), rendered))
		if err != nil {
			logRenderFailure(e, key, err)
			return meta.Status, "text/html; charset=utf-8", shell, web.ErrDoNotKeep
		}
		return meta.Status, "text/html; charset=utf-8", page, nil
	}, nil
}

// shellDataPreload is index.html's preload of the site settings, which a page that
// arrives with its data does without.
var shellDataPreload = regexp.MustCompile(`\s*<link rel="preload" href="/api/site"[^>]*>`)

// withHead is index.html with the page's head tags in it.
func withHead(index []byte, meta seo.PageMeta) []byte {
	head := []byte(meta.HeadHTML())
	if bytes.Contains(index, []byte(appHeadMarker)) {
		return bytes.Replace(index, []byte(appHeadMarker), head, 1)
	}
	return bytes.Replace(index, []byte("</head>"), append(head, []byte("</head>")...), 1)
}

// logRenderFailure says why a page went out as its shell; busy engines are normal under
// load, so they are only a debug line.
func logRenderFailure(e *core.RequestEvent, key string, err error) {
	if errors.Is(err, ssr.ErrBusy) {
		e.App.Logger().Debug("page sent as its shell", "page", key, "error", err)
		return
	}
	e.App.Logger().Warn("page sent as its shell: it could not be rendered", "page", key, "error", err)
}

// addPagePreloads names the page's own scripts and the API answer it starts with (from
// the build's route table), so the browser fetches them alongside the app's entry; on the
// product list, the first card's photo too.
func addPagePreloads(e *core.RequestEvent, cache *web.AnswerCache, routes web.PageRoutes, meta *seo.PageMeta, route storefrontRoute) error {
	if !route.found() || meta.Status == http.StatusNotFound {
		meta.ModulePreloads = routes.NotFound().ModulePreloads
		if route.missing.Path != "" {
			meta.ModulePreloads = route.missing.ModulePreloads
		}
		return nil
	}
	meta.ModulePreloads = route.page.ModulePreloads
	meta.DataPreload = route.page.DataURL(route.params)
	if route.page.Path == "/products" {
		image, err := firstProductCardImage(e, cache, route.category)
		if err != nil {
			return err
		}
		meta.PreloadImage = image
		meta.PreloadSizes = "(min-width: 1280px) 296px, (min-width: 1024px) 30vw, (min-width: 640px) 46vw, 80vw"
	}
	return nil
}

// firstProductCardImage is the photo the product list shows first for a category: the
// first card with a photo (catalog.CardImages, the storefront's rule).
func firstProductCardImage(e *core.RequestEvent, cache *web.AnswerCache, category string) (string, error) {
	if category == "-" {
		return "", nil // a category no product has: no need to read the catalogue to know
	}
	products, err := listingOfPage(e, cache)
	if err != nil {
		return "", err
	}
	for _, p := range products {
		if !catalog.MatchesCategory(p, category) {
			continue
		}
		if images := catalog.CardImages(p, category); len(images) > 0 {
			return images[0], nil
		}
	}
	return "", nil
}

// pageMeta is a resolved route's metadata, from the database; a preview's keeps search
// engines out.
func pageMeta(e *core.RequestEvent, route storefrontRoute) (seo.PageMeta, error) {
	meta, err := contentPageMeta(e, route)
	if route.preview {
		meta.Robots = previewRobots
	}
	return meta, err
}

func contentPageMeta(e *core.RequestEvent, route storefrontRoute) (seo.PageMeta, error) {
	site, settings, err := seoSite(e)
	if err != nil {
		return seo.PageMeta{}, err
	}
	path := route.path
	switch {
	case !route.found():
		return site.NotFound(), nil
	case path == "/":
		heroes := stringList(settings, "heroImages")
		first := ""
		if len(heroes) > 0 {
			first = heroes[0]
		}
		return site.Home(first), nil
	case path == "/locations":
		records := []*core.Record{}
		if err := e.App.RecordQuery(catalog.LocationsCollection).OrderBy("featured DESC", "name ASC").All(&records); err != nil {
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
		return productPageMeta(e.App, site, strings.TrimPrefix(path, "/products/"), route.preview)
	case strings.HasPrefix(path, "/blog/"):
		return blogPostPageMeta(e.App, site, strings.TrimPrefix(path, "/blog/"), route.preview)
	}
	if meta, ok := site.Static(path); ok {
		return meta, nil
	}
	return site.NotFound(), nil
}

func productPageMeta(app core.App, site seo.Site, slug string, preview bool) (seo.PageMeta, error) {
	products, err := findProducts(app, dbx.HashExp{"slug": slug}, contentFilter(preview))
	if err != nil || len(products) == 0 {
		return site.NotFound(), err
	}
	withVariants, err := productsWithVariants(app, products)
	if err != nil {
		return seo.PageMeta{}, err
	}
	p := withVariants[0]
	product := seo.Product{
		Name: p.Name, Slug: p.Slug, Description: p.Description, Category: p.Category, Images: p.Images,
		Properties: productProperties(p.Product), Orderable: p.Category == catalog.OrderableCategory,
	}
	if len(p.Variants) == 0 {
		product.Offers = []seo.Offer{{Name: p.Name, Price: products[0].GetFloat("price"), InStock: p.InStock}}
	}
	for _, v := range p.Variants {
		product.Offers = append(product.Offers, seo.Offer{Name: p.Name + " " + v.Name, Price: v.VariantPrice(), InStock: v.InStock && p.InStock})
	}
	reviews, err := findApprovedReviews(app, p.ID)
	if err != nil {
		return seo.PageMeta{}, err
	}
	for _, r := range reviews {
		product.Reviews = append(product.Reviews, seo.Review{Author: r.Author, Comment: r.Comment, Rating: r.Rating, Date: dateOnly(r.CreatedAt)})
	}
	return site.ProductPage(product, time.Now()), nil
}

// productProperties are the product's known percentages (THC, CBD, terpenes); an
// unknown one is left out, not given as 0.
func productProperties(p catalog.Product) []seo.Property {
	var props []seo.Property
	for _, v := range []struct {
		field string
		value *float64
	}{{"thc", p.THC}, {"cbd", p.CBD}, {"terps", p.Terps}} {
		if v.value != nil {
			props = append(props, seo.Property{Name: catalog.PercentageLabel(v.field), Value: *v.value, Unit: "%"})
		}
	}
	return props
}

func blogPostPageMeta(app core.App, site seo.Site, slug string, preview bool) (seo.PageMeta, error) {
	posts, err := findBlogPosts(app, dbx.HashExp{"slug": slug}, contentFilter(preview))
	if err != nil || len(posts) == 0 {
		return site.NotFound(), err
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

// siteLogoPath is the farm's logo as a 512 px square PNG (storefront/public/images),
// the logo search engines show for the business and its posts.
const siteLogoPath = "/images/logo.png"

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
		Logo: siteOrigin(e) + siteLogoPath, Licenses: stringList(s, "licenses"),
		OrganizationAuthors: []string{defaultBlogAuthor(e.App), catalog.DefaultBlogAuthor},
	}, s, nil
}
