package web

import (
	"fmt"
	"strings"
	"testing"
	"testing/fstest"
)

func buildWithRoutes(manifest string) fstest.MapFS {
	return fstest.MapFS{"index.html": {Data: []byte("<!doctype html>")}, ".vite/routes.json": {Data: []byte(manifest)}}
}

func TestPageRoutesMatchLikeReactRouter(t *testing.T) {
	table, err := ReadPageRoutes(buildWithRoutes(`{"routes": [
		{"path": "/", "modulePreloads": []},
		{"path": "/products/:slug", "modulePreloads": ["/assets/Detail.js"], "data": "/api/products/slug/:slug"},
		{"path": "/products/featured", "modulePreloads": ["/assets/Featured.js"]},
		{"path": "/shops/:state/:town", "modulePreloads": []},
		{"path": "*", "modulePreloads": ["/assets/NotFound.js"]}
	]}`))
	if err != nil {
		t.Fatal(err)
	}
	for path, want := range map[string]string{
		"/":                             "/ map[]",
		"/products/headhunter":          "/products/:slug map[slug:headhunter]",
		"/products/featured":            "/products/featured map[]", // a static segment wins
		"/shops/ny/kingston":            "/shops/:state/:town map[state:ny town:kingston]",
		"/products":                     "not found",
		"/products/":                    "not found", // an empty segment is no :slug
		"/products/a/b":                 "not found",
		"//":                            "not found",
		"/Products/featured":            "not found",
		"/" + strings.Repeat("x", 2000): "not found",
	} {
		route, params, ok := table.Match(path)
		got := "not found"
		if ok {
			got = fmt.Sprint(route.Path, " ", params)
		}
		if got != want {
			t.Errorf("Match(%.40q) = %s, want %s", path, got, want)
		}
	}
	detail, params, _ := table.Match("/products/headhunter")
	if got := detail.DataURL(params); got != "/api/products/slug/headhunter" {
		t.Errorf("DataURL = %q", got)
	}
	if got := detail.DataURL(map[string]string{"slug": "a b/c"}); got != "/api/products/slug/a%20b%2Fc" {
		t.Errorf("DataURL escapes a value: %q", got)
	}
	if got := table.NotFound().ModulePreloads; len(got) != 1 || got[0] != "/assets/NotFound.js" {
		t.Errorf("NotFound = %v", got)
	}
}

func TestPageRoutesOfABuild(t *testing.T) {
	if table, err := ReadPageRoutes(fstest.MapFS{".gitkeep": {}}); err != nil || len(table.routes) != 0 {
		t.Errorf("no build yet: %v, %v", table, err)
	}
	for name, build := range map[string]fstest.MapFS{
		"no table":                 {"index.html": {Data: []byte("<!doctype html>")}},
		"not JSON":                 buildWithRoutes(`{"routes": [`),
		"an optional segment":      buildWithRoutes(`{"routes": [{"path": "/blog/:slug?"}]}`),
		"a splat below a path":     buildWithRoutes(`{"routes": [{"path": "/files/*"}]}`),
		"a path without its slash": buildWithRoutes(`{"routes": [{"path": "about"}]}`),
	} {
		if _, err := ReadPageRoutes(build); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
}
