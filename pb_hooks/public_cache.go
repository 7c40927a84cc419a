package hooks

import (
	"github.com/hudsonvalley/farmsite/backend/pages"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

// publicRoutes binds cached public GET routes, kept out of the request log when they
// succeed (a hot read would otherwise cost a log write each time).
type publicRoutes struct {
	router *router.Router[*core.RequestEvent]
	cache  *web.AnswerCache
	// sources are the same answers for the server's page renders (backend/pages).
	sources *pages.DataSources
	slugs   *pages.SlugIndex
	// isStaff tells whether a request carries a live staff session (drafts' previews).
	isStaff func(e *core.RequestEvent) bool
}

// json binds a JSON route at a fixed path, cached under that path.
func (p publicRoutes) json(path string, deps []string, load func(e *core.RequestEvent) (any, error)) {
	p.sources.Add(path, deps, load)
	p.router.GET(path, func(e *core.RequestEvent) error {
		return p.cache.ServeJSON(e, path, deps, func() (any, error) { return load(e) })
	}).Bind(apis.SkipSuccessActivityLog())
}

// jsonBrowserOnly is json for an answer no shared cache may keep (see
// web.AnswerCache.ServeBrowserOnly).
func (p publicRoutes) jsonBrowserOnly(path string, deps []string, load func(e *core.RequestEvent) (any, error)) {
	p.sources.Add(path, deps, load)
	p.router.GET(path, func(e *core.RequestEvent) error {
		return p.cache.ServeBrowserOnly(e, path, deps, web.JSONBuilder(func() (any, error) { return load(e) }))
	}).Bind(apis.SkipSuccessActivityLog())
}

// jsonBySlug binds prefix+"{slug}": a published record is cached under its path; an
// unknown slug, or a draft's for a visitor, answers 404 "<what> not found" at once and
// is never kept; a draft's for staff is a preview (see servePreview). load shows only
// published content unless preview is set.
func (p publicRoutes) jsonBySlug(prefix, collection, what string, deps []string, load func(e *core.RequestEvent, slug string, preview bool) (any, error)) {
	p.sources.AddSlug(prefix, collection, what, deps, load)
	p.router.GET(prefix+"{slug}", func(e *core.RequestEvent) error {
		slug := e.Request.PathValue("slug")
		switch state := p.slugs.LookUp(e.App, collection, slug); {
		case state == pages.SlugVisible:
			return p.cache.ServeJSON(e, prefix+slug, deps, func() (any, error) { return load(e, slug, false) })
		case state == pages.SlugHidden && p.isStaff(e):
			return servePreview(e, web.JSONBuilder(func() (any, error) { return load(e, slug, true) }))
		}
		return web.NotFound(what + " not found")
	}).Bind(apis.SkipSuccessActivityLog())
}

// pageAnswer names a request's answer (its cache key, from a bounded set), the
// collections it shows (nil: any) and how to build it, or refuses the request. The key
// pages.PreviewAnswer marks a staff preview.
type pageAnswer func(e *core.RequestEvent) (key string, deps []string, build web.Builder, err error)

// page binds a route whose answer carries the site's address (HTML, page metadata,
// the sitemap).
func (p publicRoutes) page(path string, answer pageAnswer) {
	p.router.GET(path, func(e *core.RequestEvent) error {
		return servePage(p.cache, e, answer)
	}).Bind(apis.SkipSuccessActivityLog())
}

// servePage answers a page, or 503 while the site has no address to build it with.
func servePage(c *web.AnswerCache, e *core.RequestEvent, answer pageAnswer) error {
	if web.SiteOrigin(e) == "" {
		return web.SiteNotConfigured(e)
	}
	key, deps, build, err := answer(e)
	if err != nil {
		return err
	}
	if key == pages.PreviewAnswer {
		return servePreview(e, build)
	}
	return c.Serve(e, key, deps, build)
}
