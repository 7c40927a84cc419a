package hookstest

import (
	"encoding/json"
	"html"
	"io"
	"net/http"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	farmsite "github.com/hudsonvalley/farmsite"
	hooks "github.com/hudsonvalley/farmsite/pb_hooks"
	"github.com/pocketbase/pocketbase/tests"
)

// NewRenderingApp is a copy of the template serving the real storefront build with its
// server entry (storefront/dist and dist-server: `make web` first).
func NewRenderingApp(t testing.TB) *tests.TestApp {
	t.Helper()
	server := farmsite.StorefrontServer()
	if len(server) == 0 {
		t.Fatal("no storefront server entry in this build: run `make web` (or `make build`) first")
	}
	app, err := tests.NewTestApp(TemplateDir)
	if err != nil {
		t.Fatal(err)
	}
	Register(t, app, hooks.Options{Storefront: farmsite.Storefront(), StorefrontServer: server})
	return app
}

// GetPage sends a GET of url to server and answers the response and its body.
func GetPage(t testing.TB, server http.Handler, url string) (*http.Response, string) {
	t.Helper()
	res := Send(t, server, http.MethodGet, url, nil, nil)
	body, _ := io.ReadAll(res.Body)
	return res, string(body)
}

// TextOf is the text of rendered HTML with its character references read, so a check
// does not depend on which characters the renderer chose to escape.
var TextOf = html.UnescapeString

// RootOf is what a page's root element holds (the rendered app), "" for the shell.
func RootOf(t testing.TB, page string) string {
	t.Helper()
	_, rest, ok := strings.Cut(page, `<div id="root">`)
	if !ok {
		_, rest, ok = strings.Cut(page, `<div id="root" data-not-found>`)
	}
	if !ok || strings.HasPrefix(rest, "</div>") {
		return ""
	}
	root, _, _ := strings.Cut(rest, `<script type="application/json" id="page-data">`)
	return root
}

// ReadJSON GETs url from server and decodes its JSON answer into v.
func ReadJSON(t testing.TB, server http.Handler, url string, v any) {
	t.Helper()
	res, body := GetPage(t, server, url)
	if res.StatusCode != 200 {
		t.Fatalf("%s: %d", url, res.StatusCode)
	}
	if err := json.Unmarshal([]byte(body), v); err != nil {
		t.Fatal(err)
	}
}

// RouteManifest is a build's route table (see packages/vite-plugins): each page's
// scripts are named after its route, so a test sees where a preload came from.
const RouteManifest = `{"routes": [
	{"path": "/", "modulePreloads": []},
	{"path": "/products", "modulePreloads": ["/assets/ProductsPage-1.js"]},
	{"path": "/products/:slug", "modulePreloads": ["/assets/ProductDetailPage-1.js", "/assets/shared-1.js"], "data": "/api/products/slug/:slug"},
	{"path": "/locations", "modulePreloads": ["/assets/LocationsPage-1.js"], "data": "/api/locations"},
	{"path": "/about", "modulePreloads": ["/assets/AboutPage-1.js"]},
	{"path": "/blog", "modulePreloads": ["/assets/BlogPage-1.js"], "data": "/api/blog"},
	{"path": "/blog/:slug", "modulePreloads": ["/assets/BlogPostPage-1.js"], "data": "/api/blog/slug/:slug"},
	{"path": "/contact", "modulePreloads": ["/assets/ContactPage-1.js"]},
	{"path": "/legal", "modulePreloads": ["/assets/LegalPage-1.js"]},
	{"path": "/wholesale/sign-in", "modulePreloads": ["/assets/WholesaleSignInPage-1.js"]},
	{"path": "/coa/:slug", "modulePreloads": ["/assets/CertificatePage-1.js"], "data": "/api/coa/:slug"},
	{"path": "*", "modulePreloads": ["/assets/NotFoundPage-1.js"]}
]}`

// Storefront is a built storefront in miniature.
// InlineScript is the test storefront's inline script, allowed by its hash alone.
const InlineScript = "window.early=[]"

// Storefront is a small built storefront: its shell, route manifest and an asset.
var Storefront = fstest.MapFS{
	"index.html":        {Data: []byte("<!doctype html><html><head><meta charset=\"UTF-8\">\n<script>" + InlineScript + "</script>\n<!--app-head-->\n<script type=\"module\" src=\"/assets/app.js\"></script></head><body><div id=\"root\"></div></body></html>")},
	"assets/app.js":     {Data: []byte("console.log('app')")},
	"images/logo.svg":   {Data: []byte("<svg/>")},
	".vite/routes.json": {Data: []byte(RouteManifest)},
}

// NewStorefrontApp is NewApp serving Storefront.
func NewStorefrontApp(t testing.TB) *tests.TestApp {
	app, err := tests.NewTestApp(TemplateDir)
	if err != nil {
		t.Fatal(err)
	}
	Register(t, app, hooks.Options{Storefront: Storefront})
	return app
}

// DaysAgo is the yyyy-MM-dd of n days before today (UTC), as the demo dates its posts.
func DaysAgo(n int) string { return time.Now().UTC().AddDate(0, 0, -n).Format("2006-01-02") }
