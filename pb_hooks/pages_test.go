package hooks

import (
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
)

// testStorefront is a built storefront in miniature.
var testStorefront = fstest.MapFS{
	"index.html":      {Data: []byte("<!doctype html><html><head><meta charset=\"UTF-8\">\n<!--app-head-->\n<script type=\"module\" src=\"/assets/app.js\"></script></head><body><div id=\"root\"></div></body></html>")},
	"assets/app.js":   {Data: []byte("console.log('app')")},
	"images/logo.svg": {Data: []byte("<svg/>")},
}

func newStorefrontApp(t testing.TB) *tests.TestApp {
	app, err := tests.NewTestApp(templateDir)
	if err != nil {
		t.Fatal(err)
	}
	Register(app, Options{Storefront: testStorefront})
	return app
}

func TestPageMeta(t *testing.T) {
	nextYear := time.Now().AddDate(1, 0, 0).Format("2006-01-02")
	runScenarios(t, []tests.ApiScenario{
		{
			Name: "a product page: title, description, image, Product JSON-LD with real reviews", Method: http.MethodGet, URL: "/api/page-meta?path=/products/headhunter",
			ExpectedStatus: 200,
			ExpectedContent: []string{
				`"status":200`, `"title":"Headhunter | Hudson Valley Sun Farm"`, `"type":"product"`,
				`"canonical":"http://example.com/products/headhunter"`, `"image":"http://example.com/uploads/product_headhunter_`,
				`"@type":"Product"`, `"priceCurrency":"USD"`, `"price":"45.00"`, `"priceValidUntil":"` + nextYear + `"`,
				`"@type":"BreadcrumbList"`, `"aggregateRating"`, `"reviewCount":2`, `"returnFees":"https://schema.org/FreeReturn"`,
				`"availability":"https://schema.org/OutOfStock"`, // the ounce
			},
		},
		{
			Name: "a product without reviews has no rating", Method: http.MethodGet, URL: "/api/page-meta?path=/products/grape-gas",
			ExpectedStatus: 200, ExpectedContent: []string{`"@type":"Product"`}, NotExpectedContent: []string{"aggregateRating", `"review"`},
		},
		{
			Name: "home: Organization and WebSite, no ratings", Method: http.MethodGet, URL: "/api/page-meta?path=/",
			ExpectedStatus: 200, ExpectedContent: []string{`"@type":"Organization"`, `"@type":"WebSite"`, `"preloadImage":"/uploads/farm_01_`},
			NotExpectedContent: []string{"aggregateRating", "BreadcrumbList"},
		},
		{
			Name: "a blog post: BlogPosting, description is the first 160 characters", Method: http.MethodGet, URL: "/api/page-meta?path=/blog/cover-crops-and-living-soil",
			ExpectedStatus: 200, ExpectedContent: []string{`"@type":"BlogPosting"`, `"datePublished":"2024-07-18"`, `"type":"article"`,
				`"description":"After harvest our fields are never left bare. We sow a mix of crimson clover, winter rye and hairy vetch that holds the soil through the winter and feeds it in"`},
		},
		{
			Name: "locations: a LocalBusiness per partner with opening hours", Method: http.MethodGet, URL: "/api/page-meta?path=/locations",
			ExpectedStatus: 200, ExpectedContent: []string{`"@type":"LocalBusiness"`, `"name":"Rondout Wellness"`, `"dayOfWeek":"https://schema.org/Monday"`},
			NotExpectedContent: []string{"aggregateRating"},
		},
		{
			Name: "legal: Organization, WebPage and FAQPage", Method: http.MethodGet, URL: "/api/page-meta?path=/legal",
			ExpectedStatus: 200, ExpectedContent: []string{`"@type":"Organization"`, `"@type":"WebPage"`, `"@type":"FAQPage"`, `Net 30 days`},
		},
		{
			Name: "an unknown slug", Method: http.MethodGet, URL: "/api/page-meta?path=/products/nope",
			ExpectedStatus: 200, ExpectedContent: []string{`"status":404`, `"title":"404 Page Not Found | Hudson Valley Sun Farm"`, `"robots":"noindex, follow"`},
		},
		{
			Name: "a path that is not a site path", Method: http.MethodGet, URL: "/api/page-meta?path=https://evil.example",
			ExpectedStatus: 400, ExpectedContent: []string{`"message"`},
		},
	})
}

func TestStorefrontHTMLCarriesThePageMetadata(t *testing.T) {
	page := func(s tests.ApiScenario) tests.ApiScenario {
		s.Method, s.TestAppFactory = http.MethodGet, newStorefrontApp
		return s
	}
	runScenarios(t, []tests.ApiScenario{
		page(tests.ApiScenario{
			Name: "a product URL", URL: "/products/headhunter", ExpectedStatus: 200,
			ExpectedContent: []string{
				`<title data-page-meta>Headhunter | Hudson Valley Sun Farm</title>`,
				`<meta data-page-meta name="description" content="Our flagship cultivar`,
				`<meta data-page-meta property="og:image" content="http://example.com/uploads/product_headhunter_`,
				`<link data-page-meta rel="preload" as="image"`,
				`<script data-page-meta type="application/ld+json">{"@context":"https://schema.org","@id":"http://example.com/products/headhunter#product"`,
				`<div id="root"></div>`,
			},
			NotExpectedContent: []string{appHeadMarker},
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, res *http.Response) {
				mustEqual(t, "content type", res.Header.Get("Content-Type"), "text/html; charset=utf-8")
				csp := res.Header.Get("Content-Security-Policy")
				for _, want := range []string{"script-src 'self';", "frame-ancestors 'none'", "object-src 'none'"} {
					if !strings.Contains(csp, want) {
						t.Errorf("CSP lacks %s: %s", want, csp)
					}
				}
				if strings.Contains(csp, "unsafe-eval") || strings.Contains(strings.Split(strings.Split(csp, "script-src")[1], ";")[0], "unsafe-inline") {
					t.Errorf("CSP allows inline or eval'd scripts: %s", csp)
				}
				mustEqual(t, "nosniff", res.Header.Get("X-Content-Type-Options"), "nosniff")
				mustEqual(t, "referrer", res.Header.Get("Referrer-Policy"), "strict-origin-when-cross-origin")
				if res.Header.Get("Permissions-Policy") == "" {
					t.Error("no Permissions-Policy")
				}
			},
		}),
		page(tests.ApiScenario{Name: "an unknown route", URL: "/no-such-page", ExpectedStatus: 404, ExpectedContent: []string{`404 Page Not Found`, `<div id="root">`}}),
		page(tests.ApiScenario{Name: "an unknown product", URL: "/products/no-such-strain", ExpectedStatus: 404, ExpectedContent: []string{`404 Page Not Found`}}),
		page(tests.ApiScenario{Name: "an unknown post", URL: "/blog/no-such-post", ExpectedStatus: 404, ExpectedContent: []string{`404 Page Not Found`}}),
		page(tests.ApiScenario{Name: "a static page", URL: "/about", ExpectedStatus: 200, ExpectedContent: []string{`<title data-page-meta>About Us | Hudson Valley Sun Farm</title>`, `"@type":"BreadcrumbList"`}}),
		page(tests.ApiScenario{Name: "a built asset", URL: "/assets/app.js", ExpectedStatus: 200, ExpectedContent: []string{`console.log('app')`},
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, res *http.Response) {
				mustEqual(t, "cache", res.Header.Get("Cache-Control"), "public, max-age=31536000, immutable")
			}}),
		page(tests.ApiScenario{Name: "unknown API paths stay JSON", URL: "/api/nope", ExpectedStatus: 404, ExpectedContent: []string{`"message":"Not found"`}}),
		page(tests.ApiScenario{
			Name: "content cannot break out of the JSON-LD script", URL: "/products/script-test", ExpectedStatus: 200,
			BeforeTestFunc: func(t testing.TB, app *tests.TestApp, e *core.ServeEvent) {
				c, _ := app.FindCollectionByNameOrId("products")
				p := core.NewRecord(c)
				p.Load(map[string]any{"name": "</script><script>alert(1)</script>", "slug": "script-test", "category": "Flower", "price": 1, "images": []string{"/uploads/x.jpg"}, "description": "\u2028 & <b>"})
				if err := app.Save(p); err != nil {
					t.Fatal(err)
				}
			},
			ExpectedContent:    []string{`\u003c/script\u003e\u003cscript\u003ealert(1)`, `&lt;/script&gt;&lt;script&gt;alert(1)`},
			NotExpectedContent: []string{"<script>alert(1)", "\u2028"},
		}),
	})
}

func TestOperatorStaticFiles(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "google1234.html"), []byte("google-site-verification: google1234.html"), 0o644); err != nil {
		t.Fatal(err)
	}
	factory := func(t testing.TB) *tests.TestApp {
		app, err := tests.NewTestApp(templateDir)
		if err != nil {
			t.Fatal(err)
		}
		Register(app, Options{Storefront: testStorefront, PublicDir: dir})
		return app
	}
	runScenarios(t, []tests.ApiScenario{
		{Name: "a file of the public dir", Method: http.MethodGet, URL: "/google1234.html", TestAppFactory: factory,
			ExpectedStatus: 200, ExpectedContent: []string{"google-site-verification"}},
		{Name: "the storefront's own files win", Method: http.MethodGet, URL: "/assets/app.js", TestAppFactory: factory,
			ExpectedStatus: 200, ExpectedContent: []string{"console.log('app')"}},
		{Name: "other paths are storefront pages", Method: http.MethodGet, URL: "/nothing-here.html", TestAppFactory: factory,
			ExpectedStatus: 404, ExpectedContent: []string{"404 Page Not Found"}},
	})
}
