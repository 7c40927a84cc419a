package hooks

import (
	"errors"
	"fmt"
	"io/fs"
	"os"

	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/hudsonvalley/farmsite/pb_hooks/publicapi"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
)

// storefrontApp is the built storefront: its files, its route table, its server entry
// and the hashes of its index.html's inline scripts (for the Content-Security-Policy).
type storefrontApp struct {
	files   *web.AppFiles // nil without a storefront
	routes  web.PageRoutes
	server  []byte // the server entry's bundle; nil: pages are sent as the shell
	scripts []string
}

// readStorefront reads the storefront's build in fsys (nil: no storefront, no pages)
// and its server entry (nil: no server rendering).
func readStorefront(fsys fs.FS, server []byte) (storefrontApp, error) {
	if fsys == nil {
		return storefrontApp{}, nil
	}
	routes, err := web.ReadPageRoutes(fsys)
	if err != nil {
		return storefrontApp{}, fmt.Errorf("storefront: %w", err)
	}
	files := web.NewAppFiles(fsys)
	index, err := files.IndexHTML()
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return storefrontApp{}, fmt.Errorf("storefront: %w", err)
	}
	return storefrontApp{files: files, routes: routes, server: server, scripts: web.InlineScriptHashes(index)}, nil
}

// registerWebApps serves the built apps: the back office at /adminlogin and /admin/...,
// the storefront everywhere else (its pages with their metadata, from the public
// cache). It binds last so that API and upload routes win.
func registerWebApps(app core.App, opts Options, storefront storefrontApp, s *site) {
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
			if store := storefront.files; store != nil {
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
					if redirected, err := s.pages.Redirect(e, storefront.routes); redirected || err != nil {
						return err
					}
					return publicapi.ServePage(s.pages.Cache, e, func(e *core.RequestEvent) (string, []string, web.Builder, error) {
						return s.pages.Page(e, store, storefront.routes)
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
