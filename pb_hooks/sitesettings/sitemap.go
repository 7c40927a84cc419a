package sitesettings

import (
	"net/http"
	"strings"

	"github.com/hudsonvalley/farmsite/backend/api"
	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/hudsonvalley/farmsite/content"
	"github.com/hudsonvalley/farmsite/pb_hooks/publicapi"
	"github.com/hudsonvalley/farmsite/pb_hooks/publishing"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

// RegisterSitemap binds the public /sitemap.xml and /robots.txt and the staff calls of
// the Page Tools dialog.
func (s *Site) RegisterSitemap(public publicapi.Routes, staff *router.RouterGroup[*core.RequestEvent]) {
	public.Page("/sitemap.xml", func(e *core.RequestEvent) (string, []string, web.Builder, error) {
		origin := web.SiteOrigin(e)
		return "sitemap", nil, func() (int, string, []byte, error) {
			urls, err := s.sitemapURLs(e.App, origin)
			if err != nil {
				return 0, "", nil, err
			}
			body, err := catalog.SitemapXML(urls)
			return http.StatusOK, "application/xml; charset=utf-8", body, err
		}, nil
	})
	public.Page("/robots.txt", func(e *core.RequestEvent) (string, []string, web.Builder, error) {
		origin := web.SiteOrigin(e)
		return "robots", nil, func() (int, string, []byte, error) {
			robots := strings.Join([]string{
				"User-agent: *",
				"Allow: /",
				"Disallow: /admin",
				"Disallow: /adminlogin",
				"Disallow: /api/",
				"",
				"Sitemap: " + origin + "/sitemap.xml",
				"",
			}, "\n")
			return http.StatusOK, "text/plain; charset=utf-8", []byte(robots), nil
		}, nil
	})

	staff.GET(api.StaffSitemapExcluded, func(e *core.RequestEvent) error {
		settings, err := s.Settings.Site(e.App)
		if err != nil {
			return err
		}
		return e.JSON(http.StatusOK, map[string]any{"excludedRoutes": settings.ExcludedRoutes})
	})
	// The sitemap is rebuilt after any content change (the public cache is cleared),
	// so it is always current; refresh rebuilds it now and says what it holds.
	staff.POST(api.StaffSitemapRefresh, func(e *core.RequestEvent) error {
		if web.SiteOrigin(e) == "" {
			return web.SiteNotConfigured(e)
		}
		urls, err := s.sitemapURLs(e.App, web.SiteOrigin(e))
		if err != nil {
			return err
		}
		if _, err := catalog.SitemapXML(urls); err != nil {
			return err
		}
		return e.JSON(http.StatusOK, map[string]any{"success": true, "message": catalog.MsgSitemapUpdated, "urlCount": len(urls)})
	})
}

// sitemapURLs lists the page table's sitemap pages, the page of every record visitors see
// of the registry's Sitemap collections (products, blog posts), minus the excluded routes, as absolute URLs on origin.
func (s *Site) sitemapURLs(app core.App, origin string) ([]catalog.SitemapURL, error) {
	settings, err := s.Settings.Site(app)
	if err != nil {
		return nil, err
	}
	excluded := settings.ExcludedRoutes
	urls := []catalog.SitemapURL{}
	add := func(path, lastMod string) {
		if !catalog.IsExcludedRoute(path, excluded) {
			urls = append(urls, catalog.SitemapURL{Loc: origin + path, LastMod: lastMod})
		}
	}
	for _, p := range content.SitemapPaths() {
		add(p, "")
	}
	for _, source := range catalog.SitemapCollections() {
		var rows []struct {
			Slug    string `db:"slug"`
			Updated string `db:"updatedAt"`
		}
		if err := app.DB().Select("slug", "updatedAt").From(source.Name()).Where(publishing.VisibleToVisitors).OrderBy(source.Sitemap.Sort).All(&rows); err != nil {
			return nil, err
		}
		for _, row := range rows {
			add(source.Sitemap.Prefix+row.Slug, dateOnly(row.Updated))
		}
	}
	return urls, nil
}

// dateOnly keeps the yyyy-MM-dd of a stored datetime ("2024-10-28 09:15:00.000Z").
func dateOnly(datetime string) string {
	if len(datetime) >= 10 {
		return datetime[:10]
	}
	return ""
}
