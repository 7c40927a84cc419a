// Package webapps serves the built apps: the back office's files, the storefront's files
// and pages (with an operator's extra static files, and redirects first), the pages'
// metadata and the home page's render-only data.
package webapps

import (
	"errors"
	"fmt"
	"io/fs"
	"os"

	"github.com/hudsonvalley/farmsite/backend/pages"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/hudsonvalley/farmsite/pb_hooks/publicapi"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
)

// Storefront is the built storefront: its files, its route table, its server entry
// and the hashes of its index.html's inline scripts (for the Content-Security-Policy).
type Storefront struct {
	Files   *web.AppFiles // nil without a storefront
	Routes  web.PageRoutes
	Server  []byte // the server entry's bundle; nil: pages are sent as the shell
	Scripts []string
}

// ReadStorefront reads the storefront's build in fsys (nil: no storefront, no pages)
// and its server entry (nil: no server rendering).
func ReadStorefront(fsys fs.FS, server []byte) (Storefront, error) {
	if fsys == nil {
		return Storefront{}, nil
	}
	routes, err := web.ReadPageRoutes(fsys)
	if err != nil {
		return Storefront{}, fmt.Errorf("storefront: %w", err)
	}
	files := web.NewAppFiles(fsys)
	index, err := files.IndexHTML()
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return Storefront{}, fmt.Errorf("storefront: %w", err)
	}
	return Storefront{Files: files, Routes: routes, Server: server, Scripts: web.InlineScriptHashes(index)}, nil
}

// Register serves the built apps: the back office at /adminlogin and /admin/...,
// the storefront everywhere else (its pages with their metadata, from the public
// cache). It binds last so that API and upload routes win.
func Register(app core.App, adminApp fs.FS, publicDir string, storefront Storefront, pages *pages.Pages) {
	app.OnServe().Bind(&hook.Handler[*core.ServeEvent]{
		Priority: 999,
		Func: func(se *core.ServeEvent) error {
			if adminApp != nil {
				admin := web.NewAppFiles(adminApp)
				se.Router.GET("/adminlogin", admin.ServeIndex)
				se.Router.GET("/admin", admin.ServeIndex)
				se.Router.GET("/admin/{path...}", func(e *core.RequestEvent) error {
					if admin.ServeFile(e, e.Request.PathValue("path")) {
						return nil
					}
					return admin.ServeIndex(e)
				})
			}
			if store := storefront.Files; store != nil {
				public := publicFiles(publicDir)
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
					if redirected, err := pages.Redirect(e, storefront.Routes); redirected || err != nil {
						return err
					}
					return publicapi.ServePage(pages.Cache, e, func(e *core.RequestEvent) (string, []string, web.Builder, error) {
						return pages.Page(e, store, storefront.Routes)
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
