package hooks

import (
	"net/url"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

// publicContentCollections are the collections whose changes public answers show.
var publicContentCollections = []string{
	catalog.ProductsCollection, catalog.VariantsCollection, catalog.ReviewsCollection, catalog.BlogPostsCollection, catalog.LocationsCollection, catalog.HeroVideosCollection, catalog.SiteSettingsCollection,
}

// defaultCacheBytes is the public cache's budget: the bench's catalogue (500 products, 300
// posts) with every page and answer kept takes about a third of it.
const defaultCacheBytes = 24 << 20

// newPublicCache is a cache of at most maxBytes that app's record changes invalidate.
func newPublicCache(app core.App, maxBytes int) *web.AnswerCache {
	c := web.NewAnswerCache(maxBytes)
	invalidate := func(e *core.RecordEvent) error {
		c.Invalidate(e.Record.Collection().Name)
		return e.Next()
	}
	app.OnRecordAfterCreateSuccess(publicContentCollections...).BindFunc(invalidate)
	app.OnRecordAfterUpdateSuccess(publicContentCollections...).BindFunc(invalidate)
	app.OnRecordAfterDeleteSuccess(publicContentCollections...).BindFunc(invalidate)
	app.OnCollectionAfterUpdateSuccess().BindFunc(func(e *core.CollectionEvent) error {
		c.Invalidate("")
		return e.Next()
	})
	return c
}

// publicRoutes binds cached public GET routes, kept out of the request log when they
// succeed (a hot read would otherwise cost a log write each time).
type publicRoutes struct {
	router *router.Router[*core.RequestEvent]
	cache  *web.AnswerCache
	// sources are the same answers for the server's page renders (see page_data.go).
	sources *dataSources
}

// json binds a JSON route at a fixed path, cached under that path.
func (p publicRoutes) json(path string, deps []string, load func(e *core.RequestEvent) (any, error)) {
	p.sources.add(path, dataSource{deps: deps, load: func(e *core.RequestEvent, _ url.Values) (any, error) { return load(e) }})
	p.router.GET(path, func(e *core.RequestEvent) error {
		return p.cache.ServeJSON(e, path, deps, func() (any, error) { return load(e) })
	}).Bind(apis.SkipSuccessActivityLog())
}

// jsonBrowserOnly is json for an answer no shared cache may keep (see
// web.AnswerCache.ServeBrowserOnly).
func (p publicRoutes) jsonBrowserOnly(path string, deps []string, load func(e *core.RequestEvent) (any, error)) {
	p.sources.add(path, dataSource{deps: deps, load: func(e *core.RequestEvent, _ url.Values) (any, error) { return load(e) }})
	p.router.GET(path, func(e *core.RequestEvent) error {
		return p.cache.ServeBrowserOnly(e, path, deps, web.JSONBuilder(func() (any, error) { return load(e) }))
	}).Bind(apis.SkipSuccessActivityLog())
}

// jsonBySlug binds prefix+"{slug}": a published record is cached under its path; an
// unknown slug, or a draft's for a visitor, answers 404 "<what> not found" at once and
// is never kept; a draft's for staff is a preview (see servePreview). load shows only
// published content unless preview is set.
func (p publicRoutes) jsonBySlug(prefix, collection, what string, deps []string, load func(e *core.RequestEvent, slug string, preview bool) (any, error)) {
	p.sources.addSlug(prefix, slugSource{collection: collection, what: what, deps: deps, load: load})
	p.router.GET(prefix+"{slug}", func(e *core.RequestEvent) error {
		slug := e.Request.PathValue("slug")
		switch state := lookUpSlug(e.App, collection, slug); {
		case state == slugVisible:
			return p.cache.ServeJSON(e, prefix+slug, deps, func() (any, error) { return load(e, slug, false) })
		case previewing(e, state):
			return servePreview(e, web.JSONBuilder(func() (any, error) { return load(e, slug, true) }))
		}
		return web.NotFound(what + " not found")
	}).Bind(apis.SkipSuccessActivityLog())
}

// pageAnswer names a request's answer (its cache key, from a bounded set), the
// collections it shows (nil: any) and how to build it, or refuses the request. The key
// previewAnswer marks a staff preview.
type pageAnswer func(e *core.RequestEvent) (key string, deps []string, build web.Builder, err error)

// previewAnswer is the key of an answer built for one request and never kept.
const previewAnswer = ""

// page binds a route whose answer carries the site's address (HTML, page metadata,
// the sitemap).
func (p publicRoutes) page(path string, answer pageAnswer) {
	p.router.GET(path, func(e *core.RequestEvent) error {
		return servePage(p.cache, e, answer)
	}).Bind(apis.SkipSuccessActivityLog())
}

// servePage answers a page, or 503 while the site has no address to build it with.
func servePage(c *web.AnswerCache, e *core.RequestEvent, answer pageAnswer) error {
	if siteOrigin(e) == "" {
		return siteNotConfigured(e)
	}
	key, deps, build, err := answer(e)
	if err != nil {
		return err
	}
	if key == previewAnswer {
		return servePreview(e, build)
	}
	return c.Serve(e, key, deps, build)
}
