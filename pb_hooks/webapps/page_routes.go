package webapps

import (
	"github.com/hudsonvalley/farmsite/backend/api"
	"github.com/hudsonvalley/farmsite/backend/pages"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/hudsonvalley/farmsite/pb_hooks/publicapi"
	"github.com/pocketbase/pocketbase/core"
)

// RegisterPages binds GET /api/page-meta?path=... (backend/pages builds it) and the home
// page's render-only data.
func RegisterPages(public publicapi.Routes, pages *pages.Pages, routes web.PageRoutes) {
	registerHomeHead(public)
	public.Page(api.PageMeta, func(e *core.RequestEvent) (string, []string, web.Builder, error) {
		return pages.Meta(e, routes)
	})
}
