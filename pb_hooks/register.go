// Package hooks holds the custom routes and record hooks, one file per area, each
// with one register function wired here. main and the tests bind the same hooks.
package hooks

import (
	"io/fs"

	"github.com/pocketbase/pocketbase/core"
)

// Options carries what the hooks need from outside the app: the built web apps.
type Options struct {
	Storefront fs.FS // storefront/dist (index.html + assets); nil serves nothing
	Admin      fs.FS // admin/dist; nil serves nothing
}

// Register binds every route and record hook of the site to app.
func Register(app core.App, opts Options) {
	validatePercentagesOnSave(app)
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		r := se.Router
		staff := r.Group("/api/admin")
		staff.BindFunc(requireStaff)
		system := r.Group("/api/system")
		system.BindFunc(requireStaff)

		registerAuth(app, r, staff)
		registerProducts(app, r, staff)
		registerVariants(app, staff)
		registerBlog(app, r, staff)
		registerLocations(app, r, staff)
		registerContact(app, r, staff)
		registerSite(app, r)
		registerUploads(app, r, staff)
		registerFiles(app, staff)
		registerHeroes(app, r, staff)
		registerSitemap(app, r, staff)
		registerStorage(app, system, staff)
		registerPages(app, r)
		registerOrders(app, r, staff)

		// Unknown API paths answer JSON 404, never the storefront's HTML.
		// (Per method: an Any pattern would conflict with the storefront's GET catch-all.)
		for _, method := range []string{"GET", "POST", "PUT", "PATCH", "DELETE"} {
			r.Route(method, "/api/{path...}", func(e *core.RequestEvent) error {
				return notFound("Not found")
			})
		}
		return se.Next()
	})
	registerWebApps(app, opts)
}
