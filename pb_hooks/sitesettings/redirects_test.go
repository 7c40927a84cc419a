package sitesettings_test

import (
	"fmt"
	"net/http"
	"strings"
	"testing"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/hudsonvalley/farmsite/pb_hooks/internal/hookstest"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
)

// Issue 29, old links never break: a renamed product's or post's old address answers
// 301 to its new one, for good.

// rename sets a record's slug through the staff API, as the back office does.
func rename(t testing.TB, server http.Handler, app core.App, resource, collection, from, to string) {
	t.Helper()
	id := hookstest.FindBySlug(t, app, collection, from).Id
	res := hookstest.Send(t, server, http.MethodPatch, "/api/admin/"+resource+"/"+id, hookstest.JSONBody(map[string]any{"slug": to}), hookstest.StaffHeaders())
	if body := hookstest.ReadAll(t, res); res.StatusCode != http.StatusOK {
		t.Fatalf("renaming %s to %s: %d %.300s", from, to, res.StatusCode, body)
	}
}

// mustRedirect checks that url answers 301 to location, in a way shared caches may keep
// for as long as any public answer.
func mustRedirect(t testing.TB, server http.Handler, url, location string) {
	t.Helper()
	res := hookstest.Send(t, server, http.MethodGet, url, nil, nil)
	hookstest.ReadAll(t, res)
	hookstest.MustEqual(t, url+" status", res.StatusCode, http.StatusMovedPermanently)
	hookstest.MustEqual(t, url+" Location", res.Header.Get("Location"), location)
	hookstest.MustEqual(t, url+" Cache-Control", res.Header.Get("Cache-Control"), web.PublicCacheControl)
	hookstest.MustEqual(t, url+" CDN-Cache-Control", res.Header.Get("CDN-Cache-Control"), web.CDNCacheControl)
}

func mustAnswer(t testing.TB, server http.Handler, url string, status int) string {
	t.Helper()
	res := hookstest.Send(t, server, http.MethodGet, url, nil, nil)
	body := hookstest.ReadAll(t, res)
	hookstest.MustEqual(t, url+" status", res.StatusCode, status)
	return body
}

// redirectsFrom are the stored redirects, new address by old.
func redirectsFrom(t testing.TB, app core.App) map[string]string {
	t.Helper()
	records, err := app.FindAllRecords(catalog.RedirectsCollection)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	for _, r := range records {
		out[r.GetString("fromPath")] = r.GetString("toPath")
	}
	return out
}

func TestARenamedProductsOldAddressLeadsToItsNewOne(t *testing.T) {
	app := hookstest.NewStorefrontApp(t)
	defer app.Cleanup()
	server := hookstest.AppHandler(t, app)
	mustAnswer(t, server, "/products/headhunter", http.StatusOK)

	rename(t, server, app, "products", catalog.ProductsCollection, "headhunter", "headhunter-og")
	mustRedirect(t, server, "/products/headhunter", "/products/headhunter-og")
	mustRedirect(t, server, "/products/headhunter/", "/products/headhunter-og")
	// The visitor's query goes along (the new address has none of its own), re-encoded.
	mustRedirect(t, server, "/products/headhunter?utm_source=newsletter&variant=eighth", "/products/headhunter-og?utm_source=newsletter&variant=eighth")
	mustAnswer(t, server, "/products/headhunter-og", http.StatusOK)
	// The data API is not a page: it names the product by its present slug only.
	mustAnswer(t, server, "/api/products/slug/headhunter", http.StatusNotFound)

	// The sitemap lists only final addresses.
	sitemap := mustAnswer(t, server, "/sitemap.xml", http.StatusOK)
	if !strings.Contains(sitemap, "/products/headhunter-og</loc>") || strings.Contains(sitemap, "/products/headhunter</loc>") {
		t.Errorf("the sitemap lists an old address or lacks the new one:\n%s", sitemap)
	}
	hookstest.MustEqual(t, "the stored redirect", redirectsFrom(t, app)["/products/headhunter"], "/products/headhunter-og")
}

func TestARenamedPostsOldAddressLeadsToItsNewOneWhoeverRenamesIt(t *testing.T) {
	app := hookstest.NewStorefrontApp(t)
	defer app.Cleanup()
	server := hookstest.AppHandler(t, app)
	rename(t, server, app, "blog", catalog.BlogPostsCollection, "why-we-grow-under-the-sun", "why-we-grow-in-the-sun")
	mustRedirect(t, server, "/blog/why-we-grow-under-the-sun", "/blog/why-we-grow-in-the-sun")

	// The record hook, not the staff route, makes the redirect: a save by the superuser UI,
	// PocketBase's API or the CLI leaves one too.
	post := hookstest.FindBySlug(t, app, catalog.BlogPostsCollection, "cover-crops-and-living-soil")
	post.Set("slug", "living-soil")
	if err := app.Save(post); err != nil {
		t.Fatal(err)
	}
	mustRedirect(t, server, "/blog/cover-crops-and-living-soil", "/blog/living-soil")
	mustAnswer(t, server, "/blog/living-soil", http.StatusOK)
}

func TestChainsOfRenamesCollapse(t *testing.T) {
	app := hookstest.NewStorefrontApp(t)
	defer app.Cleanup()
	server := hookstest.AppHandler(t, app)
	rename(t, server, app, "products", catalog.ProductsCollection, "mimosa", "mimosa-2")
	rename(t, server, app, "products", catalog.ProductsCollection, "mimosa-2", "mimosa-3")
	// Stored collapsed: each old address leads straight to the final one, in one hop.
	stored := redirectsFrom(t, app)
	hookstest.MustEqual(t, "first address", stored["/products/mimosa"], "/products/mimosa-3")
	hookstest.MustEqual(t, "second address", stored["/products/mimosa-2"], "/products/mimosa-3")
	mustRedirect(t, server, "/products/mimosa", "/products/mimosa-3")
	mustRedirect(t, server, "/products/mimosa-2", "/products/mimosa-3")

	// A redirect staff add to an old address leads to the final one too.
	res := hookstest.Send(t, server, http.MethodPost, "/api/admin/redirects", hookstest.JSONBody(map[string]any{"fromPath": "/strains/mimosa", "toPath": "/products/mimosa?utm_source=menu"}), hookstest.StaffHeaders())
	hookstest.MustEqual(t, "adding a redirect to an old address", res.StatusCode, http.StatusCreated)
	if body := hookstest.ReadAll(t, res); !strings.Contains(body, `"toPath":"/products/mimosa-3?utm_source=menu"`) {
		t.Errorf("not collapsed: %s", body)
	}
	mustRedirect(t, server, "/strains/mimosa?ref=x", "/products/mimosa-3?utm_source=menu")

	// Renaming back makes no loop: the address is the product's again.
	rename(t, server, app, "products", catalog.ProductsCollection, "mimosa-3", "mimosa")
	mustAnswer(t, server, "/products/mimosa", http.StatusOK)
	mustRedirect(t, server, "/products/mimosa-2", "/products/mimosa")
	mustRedirect(t, server, "/products/mimosa-3", "/products/mimosa")
	mustRedirect(t, server, "/strains/mimosa", "/products/mimosa?utm_source=menu")
	if _, kept := redirectsFrom(t, app)["/products/mimosa"]; kept {
		t.Error("the redirect from the address the product took back is kept")
	}
}

func TestASlugTakenAgainWinsOverItsRedirect(t *testing.T) {
	app := hookstest.NewStorefrontApp(t)
	defer app.Cleanup()
	server := hookstest.AppHandler(t, app)
	rename(t, server, app, "products", catalog.ProductsCollection, "grape-gas", "grape-gas-reserve")
	mustRedirect(t, server, "/products/grape-gas", "/products/grape-gas-reserve")

	res := hookstest.Send(t, server, http.MethodPost, "/api/admin/products", hookstest.JSONBody(map[string]any{
		"name": "Grape Gas", "slug": "grape-gas", "price": 40, "category": "Flower", "images": []string{"/uploads/grape-gas.jpg"},
	}), hookstest.StaffHeaders())
	if body := hookstest.ReadAll(t, res); res.StatusCode != http.StatusCreated {
		t.Fatalf("creating the new Grape Gas: %d %.300s", res.StatusCode, body)
	}
	if body := mustAnswer(t, server, "/products/grape-gas", http.StatusOK); !strings.Contains(body, "Grape Gas") {
		t.Errorf("the new product's page: %.300s", body)
	}
	if _, kept := redirectsFrom(t, app)["/products/grape-gas"]; kept {
		t.Error("the redirect from the address new content took is kept")
	}
	mustAnswer(t, server, "/products/grape-gas-reserve", http.StatusOK)
}

// Only stored redirects are answered: any other address stays the one shared 404 page,
// which no shared cache keeps, and the public cache holds no more answers however many
// unknown addresses are asked for.
func TestUnknownAddressesAreNeitherRedirectedNorCached(t *testing.T) {
	app := hookstest.NewStorefrontApp(t)
	defer app.Cleanup()
	server := hookstest.AppHandler(t, app)
	rename(t, server, app, "products", catalog.ProductsCollection, "lime-street", "lime-street-2")
	mustRedirect(t, server, "/products/lime-street", "/products/lime-street-2")
	cache := hookstest.SiteOf(app).Pages().Cache
	mustAnswer(t, server, "/products/never-was", http.StatusNotFound)
	mustAnswer(t, server, "/no/such/page", http.StatusNotFound)
	kept := cache.Len()
	for i := range 100 {
		for _, url := range []string{fmt.Sprintf("/products/never-was-%d", i), fmt.Sprintf("/old-page-%d?q=%d", i, i), fmt.Sprintf("/products/lime-street-%d", i+3)} {
			res := hookstest.Send(t, server, http.MethodGet, url, nil, nil)
			hookstest.ReadAll(t, res)
			hookstest.MustEqual(t, url+" status", res.StatusCode, http.StatusNotFound)
			hookstest.MustEqual(t, url+" Cache-Control", res.Header.Get("Cache-Control"), web.PrivateCacheControl)
		}
	}
	hookstest.MustEqual(t, "answers kept after 300 unknown addresses", cache.Len(), kept)
}

// Staff add and remove redirects by hand; both addresses must be paths of the site.
func TestStaffRedirects(t *testing.T) {
	add := func(name, from, to string, status int, message string) tests.ApiScenario {
		s := hookstest.AsStaff(tests.ApiScenario{
			Name: name, Method: http.MethodPost, URL: "/api/admin/redirects", TestAppFactory: hookstest.NewStorefrontApp,
			Body: hookstest.JSONBody(map[string]any{"fromPath": from, "toPath": to}), ExpectedStatus: status,
		})
		switch message {
		case "":
			s.ExpectedContent = []string{`"fromPath":` + hookstest.Quoted(strings.TrimSuffix(from, "/")), `"automatic":false`}
			s.ExpectedEvents = hookstest.RecordsWritten("Create", 1)
		case catalog.MsgRedirectFromTaken:
			s.ExpectedContent = []string{`"message":` + hookstest.Quoted(message)}
			s.ExpectedEvents = map[string]int{"*": 0}
		default:
			s.ExpectedContent = []string{`"message":` + hookstest.Quoted(message)}
			s.ExpectedEvents = hookstest.WriteRefused("Create")
		}
		return s
	}
	hookstest.RunScenarios(t, []tests.ApiScenario{
		add("a redirect from an old page", "/harvest-2024/", "/blog/why-we-grow-under-the-sun", 201, ""),
		add("a target with its own query", "/flower", "/products?category=flower", 201, ""),
		add("a target on another site", "/go", "https://evil.example/x", 400, catalog.MsgRedirectToInvalid),
		add("a protocol-relative target", "/go", "//evil.example/x", 400, catalog.MsgRedirectToInvalid),
		add("a target browsers read as another host", "/go", "/\\evil.example", 400, catalog.MsgRedirectToInvalid),
		add("a script target", "/go", "javascript:alert(1)", 400, catalog.MsgRedirectToInvalid),
		add("an old address with a domain", "https://evil.example/go", "/products", 400, catalog.MsgRedirectFromInvalid),
		add("an old address that is a page", "/about", "/products", 400, catalog.MsgRedirectFromTaken),
		add("an old address that is a product's", "/products/headhunter", "/products", 400, catalog.MsgRedirectFromTaken),
		add("an old address the site answers itself", "/api/products", "/products", 400, catalog.MsgRedirectFromReserved),
		add("a redirect to itself", "/old", "/old/?x=1", 400, catalog.MsgRedirectToItself),
		add("no target", "/old", "", 400, catalog.MsgRedirectToRequired),
		{
			Name: "without a session", Method: http.MethodPost, URL: "/api/admin/redirects", TestAppFactory: hookstest.NewStorefrontApp,
			Body: hookstest.JSONBody(map[string]any{"fromPath": "/old", "toPath": "/products"}), ExpectedStatus: 401, ExpectedContent: []string{`"message"`},
		},
	})

	app := hookstest.NewStorefrontApp(t)
	defer app.Cleanup()
	server := hookstest.AppHandler(t, app)
	post := func(from, to string) (int, string) {
		res := hookstest.Send(t, server, http.MethodPost, "/api/admin/redirects", hookstest.JSONBody(map[string]any{"fromPath": from, "toPath": to}), hookstest.StaffHeaders())
		return res.StatusCode, hookstest.ReadAll(t, res)
	}
	status, _ := post("/harvest-2024", "/blog/why-we-grow-under-the-sun")
	hookstest.MustEqual(t, "adding", status, http.StatusCreated)
	mustRedirect(t, server, "/harvest-2024", "/blog/why-we-grow-under-the-sun")
	status, _ = post("/harvest-2024/", "/products")
	hookstest.MustEqual(t, "the same old address again", status, http.StatusBadRequest)
	// A redirect that would close a loop with one stored is refused.
	status, loop := post("/blog/why-we-grow-under-the-sun-2", "/harvest-2024")
	hookstest.MustEqual(t, "a chain's new step", status, http.StatusCreated)
	if !strings.Contains(loop, `"toPath":"/blog/why-we-grow-under-the-sun"`) {
		t.Errorf("not collapsed: %s", loop)
	}
	status, _ = post("/blog/x", "/blog/x-2")
	hookstest.MustEqual(t, "a plain redirect", status, http.StatusCreated)
	status, loop = post("/blog/x-2", "/blog/x")
	hookstest.MustEqual(t, "closing a loop", status, http.StatusBadRequest)
	if !strings.Contains(loop, catalog.MsgRedirectToItself) {
		t.Errorf("closing a loop: %s", loop)
	}

	var listed []catalog.Redirect
	hookstest.DecodeResponse(t, hookstest.Send(t, server, http.MethodGet, "/api/admin/redirects?filter="+`{"q":"harvest-2024"}`, nil, hookstest.StaffHeaders()), &listed)
	if len(listed) != 1 || listed[0].FromPath != "/harvest-2024" || listed[0].Automatic {
		t.Fatalf("listed: %+v", listed)
	}
	added := listed[0]
	res := hookstest.Send(t, server, http.MethodDelete, "/api/admin/redirects/"+added.ID, nil, hookstest.StaffHeaders())
	hookstest.ReadAll(t, res)
	hookstest.MustEqual(t, "removing", res.StatusCode, http.StatusOK)
	mustAnswer(t, server, "/harvest-2024", http.StatusNotFound)
}
