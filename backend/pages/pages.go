// Package pages serves the storefront's pages from the server: each URL's metadata
// (seo), preloads and content (rendered by backend/ssr from the public answers, the
// DataSources), kept in the public cache until a collection they show changes.
package pages

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"regexp"
	"slices"
	"strings"
	"sync/atomic"
	"time"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/seo"
	"github.com/hudsonvalley/farmsite/backend/ssr"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/hudsonvalley/farmsite/content"
	"github.com/pocketbase/pocketbase/core"
)

// appHeadMarker is where storefront/index.html takes the page's <head> tags.
const appHeadMarker = "<!--app-head-->"

// Pages builds the storefront's pages and their metadata.
type Pages struct {
	Cache     *web.AnswerCache
	Slugs     *SlugIndex
	Redirects *RedirectIndex
	Sources   *DataSources
	Renders   atomic.Int64  // pages rendered so far
	ssr       *ssr.Renderer // nil: no server entry, pages are the shell
	content   Content
	// perRequestPages holds a slot for each page being built for its request alone (a
	// products page for a name search, a page of the wholesale portal: never kept): with
	// every slot taken, such a page goes as its shell, which the browser renders from its
	// address, and the other pages' renders keep their engines.
	perRequestPages chan struct{}
}

// PerRequestPagesAtOnce bounds the pages built at once for their request alone (name
// searches, the portal's pages): one engine at most renders them, whatever their number.
const PerRequestPagesAtOnce = 1

// Content is what pages read from the routes that own the site's data (pb_hooks).
type Content struct {
	// Settings is the site_settings record, which the caller must not modify.
	Settings func(app core.App) (catalog.SiteSettings, error)
	// IsStaff tells whether the request carries a valid staff session.
	IsStaff func(e *core.RequestEvent) bool
	// Listing is the product list visitors see, read once per page build.
	Listing func(e *core.RequestEvent) ([]catalog.ProductWithVariants, error)
}

// New is the pages of the site whose public answers cache keeps; renderer renders
// them (nil: they are sent as the shell).
func New(cache *web.AnswerCache, renderer *ssr.Renderer, content Content) *Pages {
	slugs := NewSlugIndex(cache)
	return &Pages{
		Cache: cache, Slugs: slugs, Redirects: NewRedirectIndex(cache), Sources: NewDataSources(slugs), ssr: renderer, content: content,
		perRequestPages: make(chan struct{}, PerRequestPagesAtOnce),
	}
}

// PreviewAnswer is the key of an answer built for one request and never kept: a staff
// preview's, a products page for a name search (visitors' text, which must not grow the
// cache: see storefrontRoute.search), or a page of the wholesale portal (private).
const PreviewAnswer = ""

// Meta answers GET /api/page-meta?path=...: the metadata the storefront applies on each
// route change, the same the server puts into the HTML of that URL. An unknown path (any
// path, without a storefront) answers 404 with the not-found page's metadata. Its key
// names the answer in the public cache (PreviewAnswer: not kept).
func (p *Pages) Meta(e *core.RequestEvent, routes web.PageRoutes) (string, []string, web.Builder, error) {
	path := e.Request.URL.Query().Get("path")
	if path == "" || !strings.HasPrefix(path, "/") {
		return "", nil, nil, web.BadRequest("path must be a site path such as /products")
	}
	route := p.resolve(e, routes, path, nil)
	return route.cacheKey("meta|"), nil, func() (int, string, []byte, error) {
		meta, err := p.pageMeta(newPageRead(e, p.Cache, route.preview), route)
		if err != nil {
			return 0, "", nil, err
		}
		body, err := json.Marshal(meta)
		return meta.Status, "application/json", body, err
	}, nil
}

// storefrontRoute is a storefront URL resolved against the route table and the content.
// Its key names one of a bounded set of pages: the table's fixed routes, published products
// and posts, the product list per known category, and one not-found page for everything else.
type storefrontRoute struct {
	path     string // without a trailing slash; "" when not found
	category string // on /products: a known category, lowercased, or "-" for one that is not
	// sort is, on /products, the list's order (catalog.ProductSorts; the default when unknown).
	sort string
	// search is, on /products, the visitor's name search (?q=), trimmed. A page for one is
	// built for its request alone and never kept (PreviewAnswer), so the cache's keys stay a
	// bounded set; a search longer than catalog.MaxProductSearch is not rendered.
	search string
	// product is, on /locations, the published product whose partners it lists ("" for
	// all, and for a slug that names no published product: one page, not one per guess).
	product string
	page    web.PageRoute
	params  map[string]string
	// preview marks a draft's page shown to staff, built for them alone; to anyone
	// else a draft's page is not found.
	preview bool
	// private marks a page of the wholesale portal (content.Page.Private): built for its
	// request alone and never kept.
	private bool
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
	if r.product != "" {
		return r.path + "|product=" + r.product
	}
	if r.sort != "" && r.sort != catalog.SortByName {
		return r.path + "|" + r.category + "|" + r.sort
	}
	return r.path + "|" + r.category
}

// cacheKey is the route's answer's key in the public cache, or PreviewAnswer.
func (r storefrontRoute) cacheKey(prefix string) string {
	if r.preview || r.private || r.search != "" {
		return PreviewAnswer
	}
	return prefix + r.key()
}

// resolve finds the page path shows (query is the address's: /products' category,
// /locations' product): a draft or scheduled product or post is a preview when staff
// asks, else not found.
func (p *Pages) resolve(e *core.RequestEvent, routes web.PageRoutes, path string, query url.Values) storefrontRoute {
	return resolveStorefrontRoute(e.App, p.Slugs, routes, path, query, func() bool { return p.content.IsStaff(e) })
}

// privateParam is what a portal page's :name segment may be (a record's id is 15
// letters and digits); anything else is not found.
var privateParam = regexp.MustCompile(`^[A-Za-z0-9_-]{1,64}$`)

func resolveStorefrontRoute(app core.App, slugs *SlugIndex, routes web.PageRoutes, path string, query url.Values, staff func() bool) storefrontRoute {
	if path != "/" {
		path = strings.TrimSuffix(path, "/")
	}
	page, params, ok := routes.Match(path)
	if !ok {
		return storefrontRoute{}
	}
	table, _ := content.PageAt(page.Path)
	route := storefrontRoute{path: path, page: page, params: params, private: table.Private}
	for name, value := range params {
		// A portal page's :name is the buyer's to look up in the browser (an order's id):
		// the server renders the same shell whatever it is, so it only bounds it.
		if table.Private {
			if !privateParam.MatchString(value) {
				return storefrontRoute{}
			}
			continue
		}
		// The page table names the collection whose slug :slug is; other :name segments
		// are not pages the server knows.
		collection := table.SlugOf
		if collection == "" || name != "slug" {
			return storefrontRoute{}
		}
		switch state := slugs.LookUp(app, collection, value); {
		case state == SlugHidden && staff():
			route.preview = true
		case state != SlugVisible:
			return storefrontRoute{missing: page, missingPath: path}
		}
	}
	switch page.Path {
	case "/products":
		route.category = KnownCategory(query.Get("category"))
		route.sort = catalog.KnownSort(query.Get("sort"))
		route.search = strings.TrimSpace(query.Get("q"))
	case "/locations":
		if slug := query.Get("product"); slugs.LookUp(app, catalog.ProductsCollection, slug) == SlugVisible {
			route.product = slug
		}
	}
	return route
}

// KnownCategory is category lowercased when it is one of the catalogue's, "" when
// empty, and "-" (a category no product has) otherwise.
func KnownCategory(category string) string {
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

// Page answers a storefront URL with the app's index.html carrying the page's metadata,
// preloads and content (rendered on the server with the data it shows, which travels
// with it), and the page's status (404 for unknown routes and slugs). A page that cannot
// be rendered is sent as its shell, which the browser renders, and is not kept: the next
// request tries again. Its key and dependencies are the answer's in the public cache.
func (p *Pages) Page(e *core.RequestEvent, store *web.AppFiles, routes web.PageRoutes) (string, []string, web.Builder, error) {
	query := e.Request.URL.Query()
	route := p.resolve(e, routes, e.Request.URL.Path, query)
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
		read := newPageRead(e, p.Cache, route.preview)
		meta, err := p.pageMeta(read, route)
		if err != nil {
			return 0, "", nil, err
		}
		location, photo := location, true
		if route.search != "" || route.private {
			select {
			case p.perRequestPages <- struct{}{}:
				defer func() { <-p.perRequestPages }()
			default:
				// Every slot is taken: the shell, without reading the catalogue for its photo.
				location, photo = "", false
			}
		}
		if err := p.addPagePreloads(e, routes, &meta, route, photo); err != nil {
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
		page, err := p.render(read, route, location, meta, withHead(shellDataPreload.ReplaceAll(index, nil), rendered))
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
// product list, the first card's photo too (when photo is set).
func (p *Pages) addPagePreloads(e *core.RequestEvent, routes web.PageRoutes, meta *seo.PageMeta, route storefrontRoute, photo bool) error {
	if !route.found() || meta.Status == http.StatusNotFound {
		meta.ModulePreloads = routes.NotFound().ModulePreloads
		if route.missing.Path != "" {
			meta.ModulePreloads = route.missing.ModulePreloads
		}
		return nil
	}
	meta.ModulePreloads = route.page.ModulePreloads
	meta.DataPreload = route.page.DataURL(route.params)
	if route.page.Path == "/products" && photo {
		image, err := p.firstProductCardImage(e, route)
		if err != nil {
			return err
		}
		meta.PreloadImage = image
		// The products page's cards' (storefront's LIST_CARD_IMAGE_SIZES: two to a row on phones).
		meta.PreloadSizes = "(min-width: 1280px) 296px, (min-width: 1024px) 30vw, (min-width: 640px) 46vw, 40vw"
	}
	return nil
}

// firstProductCardImage is the photo the product list shows first for the route's
// category, search and order: the first card with a photo (catalog.CardImages, the
// storefront's rule).
func (p *Pages) firstProductCardImage(e *core.RequestEvent, route storefrontRoute) (string, error) {
	if route.category == "-" {
		return "", nil // a category no product has: no need to read the catalogue to know
	}
	products, err := p.content.Listing(e)
	if err != nil {
		return "", err
	}
	shown := slices.Clone(products)
	catalog.SortProducts(shown, route.sort)
	for _, product := range shown {
		if !catalog.MatchesCategory(product, route.category) || !catalog.MatchesSearch(product, route.search) {
			continue
		}
		if images := catalog.CardImages(product, route.category); len(images) > 0 {
			return images[0], nil
		}
	}
	return "", nil
}

// pageMeta is a resolved route's metadata, from the same answers its render reads
// (through read); a preview's keeps search engines out.
func (p *Pages) pageMeta(read *pageRead, route storefrontRoute) (seo.PageMeta, error) {
	meta, err := p.contentPageMeta(read, route)
	if route.preview || route.private {
		meta.Robots = previewRobots
	}
	return meta, err
}

// previewRobots keeps a staff preview and the wholesale portal's pages out of search engines.
const previewRobots = "noindex, nofollow"

func (p *Pages) contentPageMeta(read *pageRead, route storefrontRoute) (seo.PageMeta, error) {
	site, settings, err := p.seoSite(read.e)
	if err != nil {
		return seo.PageMeta{}, err
	}
	path := route.path
	switch {
	case !route.found():
		return site.NotFound(), nil
	case path == "/":
		heroes := settings.HeroImages
		first := ""
		if len(heroes) > 0 {
			first = heroes[0]
		}
		return site.Home(first, settings.HeroImageAlts[first]), nil
	case path == "/locations":
		var locations []catalog.Location
		if found, err := p.read(read, route.page.DataURL(route.params), &locations); !found || err != nil {
			return site.NotFound(), err
		}
		return site.Locations(locations), nil
	case route.page.Path == "/products/:slug":
		var detail catalog.ProductDetail
		if found, err := p.read(read, route.page.DataURL(route.params), &detail); !found || err != nil {
			return site.NotFound(), err
		}
		return site.ProductPage(detail, time.Now()), nil
	case route.page.Path == "/coa/:slug":
		var lot catalog.LotPage
		if found, err := p.read(read, route.page.DataURL(route.params), &lot); !found || err != nil {
			return site.NotFound(), err
		}
		return site.LotPage(lot), nil
	case route.page.Path == "/blog/:slug":
		var post catalog.BlogPost
		if found, err := p.read(read, route.page.DataURL(route.params), &post); !found || err != nil {
			return site.NotFound(), err
		}
		return site.BlogPostPage(post), nil
	}
	if meta, ok := site.Static(path); ok {
		return meta, nil
	}
	if meta, ok := site.Private(route.page.Path, path); route.private && ok {
		return meta, nil
	}
	return site.NotFound(), nil
}

// read decodes the answer at path (the route table's data address of the page) into v;
// found is false when it answers 404.
func (p *Pages) read(read *pageRead, path string, v any) (found bool, err error) {
	if path == "" {
		return false, errors.New("the route table names no data address for this page")
	}
	switch status, body := p.Sources.fetch(read, path); status {
	case http.StatusOK:
		return true, json.Unmarshal([]byte(body), v)
	case http.StatusNotFound:
		return false, nil
	default:
		return false, fmt.Errorf("%s answered %d", path, status)
	}
}

// siteLogoPath is the farm's logo as a 512 px square PNG (storefront/public/images),
// the logo search engines show for the business and its posts.
const siteLogoPath = "/images/logo.png"

// seoSite is the business as the structured data describes it, with its settings.
func (p *Pages) seoSite(e *core.RequestEvent) (seo.Site, catalog.SiteSettings, error) {
	s, err := p.content.Settings(e.App)
	if err != nil {
		return seo.Site{}, s, err
	}
	origin := web.SiteOrigin(e)
	return seo.Site{SiteSettings: s, Origin: origin, Logo: origin + siteLogoPath}, s, nil
}
