// Package publicapi binds the public, cached GET routes: JSON answers and pages built
// once per data version (web.AnswerCache) and read again by the server's page renders.
package publicapi

import (
	"github.com/hudsonvalley/farmsite/backend/pages"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/hudsonvalley/farmsite/pb_hooks/publishing"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

// Routes binds cached public GET routes, kept out of the request log when they
// succeed (a hot read would otherwise cost a log write each time).
type Routes struct {
	Router *router.Router[*core.RequestEvent]
	Cache  *web.AnswerCache
	// sources are the same answers for the server's page renders (backend/pages).
	Sources *pages.DataSources
	Slugs   *pages.SlugIndex
	// isStaff tells whether a request carries a live staff session (drafts' previews).
	IsStaff func(e *core.RequestEvent) bool
}

// JSON binds a JSON route at a fixed path, cached under that path.
func (p Routes) JSON(path string, deps []string, load func(e *core.RequestEvent) (any, error)) {
	p.Sources.Add(path, deps, load)
	p.Router.GET(path, func(e *core.RequestEvent) error {
		return p.Cache.ServeJSON(e, path, deps, func() (any, error) { return load(e) })
	}).Bind(apis.SkipSuccessActivityLog())
}

// JSONBrowserOnly is json for an answer no shared cache may keep (see
// web.AnswerCache.ServeBrowserOnly).
func (p Routes) JSONBrowserOnly(path string, deps []string, load func(e *core.RequestEvent) (any, error)) {
	p.Sources.Add(path, deps, load)
	p.Router.GET(path, func(e *core.RequestEvent) error {
		return p.Cache.ServeBrowserOnly(e, path, deps, web.JSONBuilder(func() (any, error) { return load(e) }))
	}).Bind(apis.SkipSuccessActivityLog())
}

// JSONBySlug binds prefix+"{slug}": a published record is cached under its path; an
// unknown slug, or a draft's for a visitor, answers 404 "<what> not found" at once and
// is never kept; a draft's for staff is a preview (see publishing.ServePreview). load shows only
// published content unless preview is set.
func (p Routes) JSONBySlug(prefix, collection, what string, deps []string, load func(e *core.RequestEvent, slug string, preview bool) (any, error)) {
	p.Sources.AddSlug(prefix, collection, what, deps, load)
	p.Router.GET(prefix+"{slug}", func(e *core.RequestEvent) error {
		slug := e.Request.PathValue("slug")
		switch state := p.Slugs.LookUp(e.App, collection, slug); {
		case state == pages.SlugVisible:
			return p.Cache.ServeJSON(e, prefix+slug, deps, func() (any, error) { return load(e, slug, false) })
		case state == pages.SlugHidden && p.IsStaff(e):
			return publishing.ServePreview(e, web.JSONBuilder(func() (any, error) { return load(e, slug, true) }))
		}
		return web.NotFound(what + " not found")
	}).Bind(apis.SkipSuccessActivityLog())
}

// PageAnswer names a request's answer (its cache key, from a bounded set), the
// collections it shows (nil: any) and how to build it, or refuses the request. The key
// pages.PreviewAnswer marks a staff preview.
type PageAnswer func(e *core.RequestEvent) (key string, deps []string, build web.Builder, err error)

// Page binds a route whose answer carries the site's address (HTML, page metadata,
// the sitemap).
func (p Routes) Page(path string, answer PageAnswer) {
	p.Router.GET(path, func(e *core.RequestEvent) error {
		return ServePage(p.Cache, e, answer)
	}).Bind(apis.SkipSuccessActivityLog())
}

// ServePage answers a page, or 503 while the site has no address to build it with.
func ServePage(c *web.AnswerCache, e *core.RequestEvent, answer PageAnswer) error {
	if web.SiteOrigin(e) == "" {
		return web.SiteNotConfigured(e)
	}
	key, deps, build, err := answer(e)
	if err != nil {
		return err
	}
	if key == pages.PreviewAnswer {
		return publishing.ServePreview(e, build)
	}
	return c.Serve(e, key, deps, build)
}
