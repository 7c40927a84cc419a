package wholesale_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/hudsonvalley/farmsite/pb_hooks/internal/hookstest"
)

// The wholesale portal's private pages are built for each request: rendered loading (the
// buyer's session is the browser's) with the licensee's footer, answered no-store, kept
// out of search engines. The public /wholesale page is rendered and kept like any other,
// and listed in the sitemap; they are not.
func TestThePortalsPrivatePagesAreShellsNeverKept(t *testing.T) {
	app := hookstest.NewRenderingApp(t)
	defer app.Cleanup()
	server := hookstest.AppHandler(t, app)
	for _, path := range []string{"/wholesale/sign-in", "/wholesale/reset-password?token=abc", "/wholesale/verify?token=abc", "/wholesale/menu", "/wholesale/account",
		"/wholesale/cart", "/wholesale/orders", "/wholesale/orders/abc123def456ghi", "/wholesale/invoices"} {
		for range 2 { // the second answer is built again: nothing was kept
			res, page := hookstest.GetPage(t, server, path)
			hookstest.MustEqual(t, path+" status", res.StatusCode, http.StatusOK)
			hookstest.MustEqual(t, path+" Cache-Control", res.Header.Get("Cache-Control"), "no-store")
			hookstest.MustEqual(t, path+" X-Robots-Tag", res.Header.Get("X-Robots-Tag"), "noindex")
			if root := hookstest.RootOf(t, page); !strings.Contains(root, hookstest.DemoLegalName) {
				t.Errorf("%s was not rendered with the licensee's footer: %.300s", path, root)
			}
			if !strings.Contains(page, `content="noindex, nofollow"`) {
				t.Errorf("%s: no robots noindex in its head", path)
			}
		}
	}

	if _, page := hookstest.GetPage(t, server, "/wholesale/menu"); !strings.Contains(hookstest.RootOf(t, page), "Loading your account") {
		t.Error("the menu's server render is not the loading state")
	}

	res, page := hookstest.GetPage(t, server, "/wholesale")
	hookstest.MustEqual(t, "/wholesale status", res.StatusCode, http.StatusOK)
	if res.Header.Get("Cache-Control") == "no-store" || !strings.Contains(hookstest.RootOf(t, page), "What we offer dispensaries") {
		t.Errorf("/wholesale is not rendered and kept as a public page (Cache-Control %q)", res.Header.Get("Cache-Control"))
	}
	// An order's page renders the same shell whatever its id (the browser reads the
	// order); an id that could be none is not found.
	if _, page := hookstest.GetPage(t, server, "/wholesale/orders/abc123def456ghi"); !strings.Contains(page, ">Wholesale Order | ") {
		t.Errorf("an order's page does not carry its title: %s", page[strings.Index(page, "<title"):][:200])
	}
	for _, path := range []string{"/wholesale/orders/" + strings.Repeat("a", 65), "/wholesale/orders/a.b", "/wholesale/cart/x"} {
		res, _ := hookstest.GetPage(t, server, path)
		hookstest.MustEqual(t, path+" status", res.StatusCode, http.StatusNotFound)
	}

	_, sitemap := hookstest.GetPage(t, server, "/sitemap.xml")
	if !strings.Contains(sitemap, "/wholesale</loc>") || !strings.Contains(sitemap, "/wholesale/apply</loc>") || strings.Contains(sitemap, "/wholesale/menu") || strings.Contains(sitemap, "/wholesale/orders") {
		t.Errorf("the sitemap lists the public portal pages and no private one: %s", sitemap)
	}
}

// Each cannabis product's page links dispensaries to the wholesale page in its server
// HTML; merchandise's does not.
func TestCannabisProductPagesLinkDispensariesToWholesale(t *testing.T) {
	app := hookstest.NewRenderingApp(t)
	defer app.Cleanup()
	server := hookstest.AppHandler(t, app)
	for path, linked := range map[string]bool{"/products/headhunter": true, "/products/farm-logo-tee": false} {
		_, page := hookstest.GetPage(t, server, path)
		if got := strings.Contains(hookstest.RootOf(t, page), `data-testid="for-dispensaries" href="/wholesale"`); got != linked {
			t.Errorf("%s links /wholesale: %v, want %v", path, got, linked)
		}
	}
}
