package hooks

import (
	"io/fs"
	"mime"
	"net/http"
	"path"
	"strings"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
)

// registerWebApps serves the built apps: the back office at /adminlogin and /admin/...,
// the storefront everywhere else. It binds last so that API and upload routes win.
func registerWebApps(app core.App, opts Options) {
	app.OnServe().Bind(&hook.Handler[*core.ServeEvent]{
		Priority: 999,
		Func: func(se *core.ServeEvent) error {
			if opts.Admin != nil {
				admin := &spaAssets{fsys: opts.Admin}
				se.Router.GET("/adminlogin", admin.serveIndex)
				se.Router.GET("/admin", admin.serveIndex)
				se.Router.GET("/admin/{path...}", func(e *core.RequestEvent) error {
					if admin.serveFile(e, e.Request.PathValue("path")) {
						return nil
					}
					return admin.serveIndex(e)
				})
			}
			if opts.Storefront != nil {
				store := &spaAssets{fsys: opts.Storefront}
				se.Router.GET("/{path...}", func(e *core.RequestEvent) error {
					if store.serveFile(e, e.Request.PathValue("path")) {
						return nil
					}
					return renderStorefrontPage(e, store)
				})
			}
			return se.Next()
		},
	})
}

// spaAssets serves one built Vite app.
type spaAssets struct {
	fsys fs.FS
}

func (s *spaAssets) indexHTML() ([]byte, error) {
	return fs.ReadFile(s.fsys, "index.html")
}

func (s *spaAssets) serveIndex(e *core.RequestEvent) error {
	html, err := s.indexHTML()
	if err != nil {
		return notFound("Not found")
	}
	e.Response.Header().Set("Cache-Control", "no-cache")
	return e.HTML(http.StatusOK, string(html))
}

// serveFile answers with a real file of the build (not index.html); false when none.
// Vite's hashed assets never change under the same name, so they are cached for a year.
func (s *spaAssets) serveFile(e *core.RequestEvent, name string) bool {
	name = path.Clean(strings.TrimPrefix(name, "/"))
	if name == "." || name == "index.html" || strings.HasPrefix(name, "..") {
		return false
	}
	data, err := fs.ReadFile(s.fsys, name)
	if err != nil {
		return false
	}
	ctype := mime.TypeByExtension(path.Ext(name))
	if ctype == "" {
		ctype = http.DetectContentType(data)
	}
	h := e.Response.Header()
	if strings.HasPrefix(name, "assets/") {
		h.Set("Cache-Control", "public, max-age=31536000, immutable")
	} else {
		h.Set("Cache-Control", "public, max-age=3600")
	}
	_ = e.Blob(http.StatusOK, ctype, data)
	return true
}
