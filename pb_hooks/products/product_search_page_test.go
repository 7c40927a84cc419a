package products_test

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/hudsonvalley/farmsite/backend/pages"
	hooks "github.com/hudsonvalley/farmsite/pb_hooks"
	"github.com/hudsonvalley/farmsite/pb_hooks/internal/hookstest"
	"github.com/pocketbase/pocketbase/tests"
)

// Issue 40: the products page's search (?q=) and order (?sort=) are the address's, and the
// server renders them. A search is visitors' text: its page is built for its request and
// never kept, so the answer cache's keys stay a bounded set; an order is one of three.
func TestASearchPageIsRenderedForItsRequestAndNeverKept(t *testing.T) {
	app := hookstest.NewRenderingApp(t)
	defer app.Cleanup()
	server := hookstest.AppHandler(t, app)
	site := hookstest.SiteOf(app).Pages()
	hookstest.GetPage(t, server, "/products")
	kept, renders := site.Cache.Len(), site.Renders.Load()

	for i, q := range []string{"apple", "APPLE fritters", "  apple  "} {
		res, page := hookstest.GetPage(t, server, "/products?q="+strings.ReplaceAll(q, " ", "+"))
		hookstest.MustEqual(t, q+" status", res.StatusCode, http.StatusOK)
		hookstest.MustEqual(t, q+" Cache-Control", res.Header.Get("Cache-Control"), "no-store")
		hookstest.MustEqual(t, q+" robots", res.Header.Get("X-Robots-Tag"), "noindex")
		root := hookstest.RootOf(t, page)
		if strings.Count(root, `data-testid="product-card"`) != 1 || !strings.Contains(root, ">Apple Fritters<") || strings.Contains(root, ">Headhunter<") {
			t.Errorf("%q: the page is not rendered with the search's result: %.300s", q, root)
		}
		if !strings.Contains(root, `value="`+strings.TrimSpace(q)+`"`) {
			t.Errorf("%q: the search box does not hold the search", q)
		}
		hookstest.MustEqual(t, q+": renders", site.Renders.Load(), renders+int64(i)+1)
	}
	hookstest.MustEqual(t, "answers kept after three searches", site.Cache.Len(), kept)

	// An order is part of the page's key: rendered once, then served from the cache.
	_, byPrice := hookstest.GetPage(t, server, "/products?sort=price")
	if first, _, _ := strings.Cut(strings.SplitN(hookstest.RootOf(t, byPrice), `data-testid="product-card"`, 3)[1], "</h3>"); !strings.Contains(first, "Mimosa") {
		t.Errorf("the first card by price (Mimosa's single pre-roll, $12.00): %.200s", first)
	}
	rendered := site.Renders.Load()
	hookstest.GetPage(t, server, "/products?sort=price")
	hookstest.GetPage(t, server, "/products?sort=made-up") // an unknown order is the list by name, kept once
	hookstest.GetPage(t, server, "/products")
	hookstest.MustEqual(t, "renders of an order already made", site.Renders.Load(), rendered)

	// A search longer than the server renders goes as the shell, for the browser to render.
	long := strings.Repeat("a", 101)
	res, page := hookstest.GetPage(t, server, "/products?q="+long)
	hookstest.MustEqual(t, "long search status", res.StatusCode, http.StatusOK)
	hookstest.MustEqual(t, "long search Cache-Control", res.Header.Get("Cache-Control"), "no-store")
	if hookstest.RootOf(t, page) != "" {
		t.Error("a search over 100 characters was rendered")
	}
}

// Searches' pages (and the portal's, also built for each request) are built one at a time:
// with the slot taken, another search, or a portal page, gets the shell at once, and
// nothing is read or rendered for it.
func TestSearchPagesAreBuiltOneAtATime(t *testing.T) {
	hookstest.MustEqual(t, "slots", pages.PerRequestPagesAtOnce, 1)
	// A server entry whose renders never end (stopped by the time limit).
	script := `var storefrontServer = { render: function () { for (;;) {} } };`
	app, err := tests.NewTestApp(hookstest.TemplateDir)
	if err != nil {
		t.Fatal(err)
	}
	defer app.Cleanup()
	hookstest.Register(t, app, hooks.Options{Storefront: hookstest.Storefront, StorefrontServer: []byte(script), RenderTimeLimit: 5 * time.Second})
	server := hookstest.AppHandler(t, app)
	site := hookstest.SiteOf(app).Pages()

	first := make(chan *http.Response)
	go func() {
		res, _ := hookstest.GetPage(t, server, "/products?q=apple")
		first <- res
	}()
	for site.Renders.Load() == 0 {
		time.Sleep(time.Millisecond) // the first search's render has started: it holds the slot
	}
	res, page := hookstest.GetPage(t, server, "/products?q=grape")
	hookstest.MustEqual(t, "the second search's status", res.StatusCode, http.StatusOK)
	if !strings.Contains(page, `<div id="root"></div>`) || strings.Contains(page, "imagesrcset") {
		t.Errorf("the second search was not sent as the bare shell: %.300s", page)
	}
	res, page = hookstest.GetPage(t, server, "/wholesale/sign-in")
	hookstest.MustEqual(t, "a portal page's status", res.StatusCode, http.StatusOK)
	if !strings.Contains(page, `<div id="root"></div>`) || res.Header.Get("Cache-Control") != "no-store" {
		t.Errorf("a portal page was not sent as the bare shell, unkept, while the slot was taken: %.300s", page)
	}
	hookstest.MustEqual(t, "renders while the slot is taken", site.Renders.Load(), int64(1))
	hookstest.MustEqual(t, "the first search, once its render is stopped", (<-first).StatusCode, http.StatusOK)
}
