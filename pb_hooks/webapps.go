package hooks

import (
	"io/fs"
	"mime"
	"net/http"
	"os"
	"path"
	"strings"
	"sync"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
)

// registerWebApps serves the built apps: the back office at /adminlogin and /admin/...,
// the storefront everywhere else (its pages with their metadata, from the public
// cache). It binds last so that API and upload routes win.
func registerWebApps(app core.App, opts Options, cache *publicCache) {
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
				public := publicFiles(opts.PublicDir)
				se.Router.GET("/{path...}", func(e *core.RequestEvent) error {
					name := e.Request.PathValue("path")
					if store.serveFile(e, name) {
						return nil
					}
					if public != nil && name != "" {
						if err := e.FileFS(public, name); err == nil {
							return nil
						}
					}
					return cache.servePage(e, func(e *core.RequestEvent) (string, answerBuilder, error) {
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

// spaAssets serves one built Vite app's files from memory, with the compressed copies
// the build made.
type spaAssets struct {
	fsys     fs.FS
	manifest viteManifest
	files    sync.Map // name -> *cachedAnswer (files of the build only, so it stays bounded)
}

func (s *spaAssets) indexHTML() ([]byte, error) {
	return fs.ReadFile(s.fsys, "index.html")
}

func (s *spaAssets) serveIndex(e *core.RequestEvent) error {
	answer := s.load("index.html")
	if answer == nil {
		return notFound("Not found")
	}
	return answer.write(e)
}

// serveFile answers with a real file of the build (not index.html); false when none.
func (s *spaAssets) serveFile(e *core.RequestEvent, name string) bool {
	name = path.Clean(strings.TrimPrefix(name, "/"))
	if name == "." || name == "index.html" || strings.HasPrefix(name, "..") {
		return false
	}
	answer := s.load(name)
	if answer == nil {
		return false
	}
	_ = answer.write(e)
	return true
}

// load reads and compresses a file of the build the first time it is asked for.
// Vite's hashed assets never change under the same name: they are cached for a year.
func (s *spaAssets) load(name string) *cachedAnswer {
	if v, ok := s.files.Load(name); ok {
		return v.(*cachedAnswer)
	}
	data, err := fs.ReadFile(s.fsys, name)
	if err != nil {
		return nil
	}
	ctype := mime.TypeByExtension(path.Ext(name))
	if ctype == "" {
		ctype = http.DetectContentType(data)
	}
	answer := newCachedAnswer(http.StatusOK, ctype, data)
	// The build writes FILE.br and FILE.gz beside text files (scripts/vite-plugins.mjs).
	answer.brotli, _ = fs.ReadFile(s.fsys, name+".br")
	answer.gzip, _ = fs.ReadFile(s.fsys, name+".gz")
	switch {
	case strings.HasPrefix(name, "assets/"):
		answer.cacheControl = "public, max-age=31536000, immutable"
	case name != "index.html":
		answer.cacheControl = "public, max-age=3600"
	}
	kept, _ := s.files.LoadOrStore(name, answer)
	return kept.(*cachedAnswer)
}
