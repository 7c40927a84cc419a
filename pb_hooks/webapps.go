package hooks

import (
	"io/fs"
	"os"

	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
)

// registerWebApps serves the built apps: the back office at /adminlogin and /admin/...,
// the storefront everywhere else (its pages with their metadata, from the public
// cache). It binds last so that API and upload routes win.
func registerWebApps(app core.App, opts Options, cache *web.AnswerCache) {
	app.OnServe().Bind(&hook.Handler[*core.ServeEvent]{
		Priority: 999,
		Func: func(se *core.ServeEvent) error {
			if opts.Admin != nil {
				admin := web.NewAppFiles(opts.Admin)
				se.Router.GET("/adminlogin", admin.ServeIndex)
				se.Router.GET("/admin", admin.ServeIndex)
				se.Router.GET("/admin/{path...}", func(e *core.RequestEvent) error {
					if admin.ServeFile(e, e.Request.PathValue("path")) {
						return nil
					}
					return admin.ServeIndex(e)
				})
			}
			if opts.Storefront != nil {
				store := web.NewAppFiles(opts.Storefront)
				public := publicFiles(opts.PublicDir)
				se.Router.GET("/{path...}", func(e *core.RequestEvent) error {
					name := e.Request.PathValue("path")
					if store.ServeFile(e, name) {
						return nil
					}
					if public != nil && name != "" {
						if err := e.FileFS(public, name); err == nil {
							return nil
						}
					}
					return servePage(cache, e, func(e *core.RequestEvent) (string, web.Builder, error) {
						return storefrontPage(e, store)
					})
				}).Bind(apis.SkipSuccessActivityLog())
			}
			return se.Next()
		},
	})
}

// publicFiles is the operator's static directory, or nil when there is none.
func publicFiles(dir string) fs.FS {
	if dir == "" {
		return nil
	}
	if info, err := os.Stat(dir); err != nil || !info.IsDir() {
		return nil
	}
	return os.DirFS(dir)
}
