package hooks

import (
	"github.com/hudsonvalley/farmsite/backend/api"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/hudsonvalley/farmsite/pb_hooks/publicapi"
	"github.com/pocketbase/pocketbase/core"
)

// registerPages binds GET /api/page-meta?path=... (backend/pages builds it) and the home
// page's render-only data.
func registerPages(public publicapi.Routes, site *site, routes web.PageRoutes) {
	registerHomeHead(public)
	public.Page(api.PageMeta, func(e *core.RequestEvent) (string, []string, web.Builder, error) {
		return site.pages.Meta(e, routes)
	})
}
