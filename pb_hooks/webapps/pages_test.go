package webapps_test

import (
	"crypto/sha256"
	"encoding/base64"
	"maps"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	hooks "github.com/hudsonvalley/farmsite/pb_hooks"
	"github.com/hudsonvalley/farmsite/pb_hooks/internal/hookstest"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
)

func TestPageMeta(t *testing.T) {
	nextYear := time.Now().AddDate(1, 0, 0).Format("2006-01-02")
	onStorefront := func(scenarios []tests.ApiScenario) []tests.ApiScenario {
		for i := range scenarios {
			scenarios[i].TestAppFactory = hookstest.NewStorefrontApp
		}
		return scenarios
	}
	hookstest.RunScenarios(t, onStorefront([]tests.ApiScenario{
		{
			Name: "a cannabis product page: title, description, image, Product JSON-LD with its real properties and no offer", Method: http.MethodGet, URL: "/api/page-meta?path=/products/headhunter",
			ExpectedStatus: 200,
			ExpectedContent: []string{
				`"status":200`, `"title":"Headhunter | Hudson Valley Sun Farm"`, `"type":"product"`,
				`"canonical":"http://127.0.0.1:8090/products/headhunter"`, `"image":"http://127.0.0.1:8090/uploads/product_headhunter_`,
				`"@type":"Product"`, `"@type":"BreadcrumbList"`, `"brand":{"@type":"Brand","name":"Hudson Valley Sun Farm"}`, `"category":"Flower"`,
				`"additionalProperty":[{"@type":"PropertyValue","name":"THC","unitCode":"P1","unitText":"%","value":27.4},{"@type":"PropertyValue","name":"CBD","unitCode":"P1","unitText":"%","value":0.08},{"@type":"PropertyValue","name":"Terpenes","unitCode":"P1","unitText":"%","value":3.12}]`,
			},
			// The farm sells cannabis only to licensed businesses, and no review is approved yet.
			NotExpectedContent: []string{`"offers"`, `"Offer"`, "priceCurrency", "shippingDetails", "hasMerchantReturnPolicy", "aggregateRating", `"review"`},
		},
		{
			Name: "merchandise: one Offer with price, availability, shipping and returns", Method: http.MethodGet, URL: "/api/page-meta?path=/products/farm-logo-tee",
			ExpectedStatus: 200,
			ExpectedContent: []string{
				`"@type":"Product"`, `"category":"Swag"`, `"offers":[{"@type":"Offer"`, `"priceCurrency":"USD"`, `"priceValidUntil":"` + nextYear + `"`,
				`"availability":"https://schema.org/InStock"`, `"shippingDetails":{"@type":"OfferShippingDetails"`, `"returnFees":"https://schema.org/FreeReturn"`,
			},
			NotExpectedContent: []string{"additionalProperty", "aggregateRating"},
		},
		{
			Name: "breadcrumb names are the visible labels", Method: http.MethodGet, URL: "/api/page-meta?path=/products/apple-fritters",
			ExpectedStatus: 200, ExpectedContent: []string{`"item":"http://127.0.0.1:8090/products/apple-fritters","name":"Apple Fritters","position":3`},
		},
		{
			Name: "home: Organization and WebSite, no ratings", Method: http.MethodGet, URL: "/api/page-meta?path=/",
			ExpectedStatus: 200, ExpectedContent: []string{`"@type":"Organization"`, `"@type":"WebSite"`, `"preloadImage":"/uploads/farm_01_`},
			NotExpectedContent: []string{"aggregateRating", "BreadcrumbList"},
		},
		{
			Name: "a blog post: BlogPosting by the farm, published by the farm with its logo, description is the first 160 characters", Method: http.MethodGet, URL: "/api/page-meta?path=/blog/cover-crops-and-living-soil",
			ExpectedStatus: 200, ExpectedContent: []string{`"@type":"BlogPosting"`, `"datePublished":"` + hookstest.DaysAgo(110) + `"`, `"type":"article"`,
				`"description":"After harvest our fields are never left bare. We sow a mix of crimson clover, winter rye and hairy vetch that holds the soil through the winter and feeds it in"`,
				`"author":{"@type":"Organization","name":"Hudson Valley Farm Team","url":"http://127.0.0.1:8090/about"}`,
				`"publisher":{"@id":"http://127.0.0.1:8090/#organization","@type":"Organization","logo":{"@type":"ImageObject","height":512,"url":"http://127.0.0.1:8090/images/logo.png","width":512},"name":"Hudson Valley Sun Farm"`,
			},
			NotExpectedContent: []string{`"@type":"Person"`},
		},
		{
			Name: "a blog post by a person: the author is that Person", Method: http.MethodGet, URL: "/api/page-meta?path=/blog/harvest-notes-from-the-drying-barn",
			ExpectedStatus: 200, ExpectedContent: []string{`"author":{"@type":"Person","jobTitle":"Head Grower","name":"Maya Okafor"}`, `"name":"Harvest Notes From The Drying Barn"`},
		},
		{
			Name: "locations: a LocalBusiness per partner with opening hours", Method: http.MethodGet, URL: "/api/page-meta?path=/locations",
			ExpectedStatus: 200, ExpectedContent: []string{`"@type":"LocalBusiness"`, `"name":"Rondout Wellness"`, `"dayOfWeek":"https://schema.org/Monday"`},
			NotExpectedContent: []string{"aggregateRating"},
		},
		{
			Name: "legal: Organization, WebPage and FAQPage", Method: http.MethodGet, URL: "/api/page-meta?path=/legal",
			ExpectedStatus: 200, ExpectedContent: []string{`"@type":"Organization"`, `"@type":"WebPage"`, `"@type":"FAQPage"`, `Net 30 days`,
				`"text":"We hold these New York licenses and permits: Adult-use cultivator license, Processor license, Wholesale distribution permit, Laboratory testing authorization."`},
			NotExpectedContent: []string{"{licenses}"},
		},
		{
			Name: "an unknown slug", Method: http.MethodGet, URL: "/api/page-meta?path=/products/nope",
			ExpectedStatus: 404, ExpectedContent: []string{`"status":404`, `"title":"404 Page Not Found | Hudson Valley Sun Farm"`, `"robots":"noindex, follow"`},
		},
		{
			Name: "a path that is not a site path", Method: http.MethodGet, URL: "/api/page-meta?path=https://evil.example",
			ExpectedStatus: 400, ExpectedContent: []string{`"message"`},
		},
	}))
	hookstest.RunScenarios(t, []tests.ApiScenario{{
		Name: "without a storefront, no path is a page", Method: http.MethodGet, URL: "/api/page-meta?path=/about",
		ExpectedStatus: 404, ExpectedContent: []string{`"title":"404 Page Not Found | Hudson Valley Sun Farm"`},
	}})
}

// TestPagePreloadsComeFromTheRouteTable: each page's HTML preloads exactly the scripts
// and the API answer the build's route table names for its route.
func TestPagePreloadsComeFromTheRouteTable(t *testing.T) {
	app := hookstest.NewStorefrontApp(t)
	defer app.Cleanup()
	server := hookstest.AppHandler(t, app)
	preloads := regexp.MustCompile(`<link data-page-meta rel="modulepreload" href="([^"]+)">|<link data-page-meta rel="preload" as="fetch" crossorigin="use-credentials" href="([^"]+)">`)
	for _, page := range []struct {
		url, status string
		want        []string // scripts, then "data:" and the API answer
	}{
		{"/", "200", nil},
		{"/products", "200", []string{"/assets/ProductsPage-1.js"}},
		{"/products?category=Flower", "200", []string{"/assets/ProductsPage-1.js"}},
		{"/products/headhunter", "200", []string{"/assets/ProductDetailPage-1.js", "/assets/shared-1.js", "data:/api/products/slug/headhunter"}},
		{"/products/headhunter/", "200", []string{"/assets/ProductDetailPage-1.js", "/assets/shared-1.js", "data:/api/products/slug/headhunter"}},
		{"/locations", "200", []string{"/assets/LocationsPage-1.js", "data:/api/locations"}},
		{"/about", "200", []string{"/assets/AboutPage-1.js"}},
		{"/blog", "200", []string{"/assets/BlogPage-1.js", "data:/api/blog"}},
		{"/blog/cover-crops-and-living-soil", "200", []string{"/assets/BlogPostPage-1.js", "data:/api/blog/slug/cover-crops-and-living-soil"}},
		{"/contact", "200", []string{"/assets/ContactPage-1.js"}},
		{"/legal", "200", []string{"/assets/LegalPage-1.js"}},
		{"/products/no-such-strain", "404", []string{"/assets/ProductDetailPage-1.js", "/assets/shared-1.js"}}, // its page, as its not-found state
		{"/blog/no-such-post", "404", []string{"/assets/BlogPostPage-1.js"}},
		{"/about/more", "404", []string{"/assets/NotFoundPage-1.js"}},
		{"/About", "404", []string{"/assets/NotFoundPage-1.js"}},
	} {
		res := hookstest.Send(t, server, http.MethodGet, page.url, nil, nil)
		var got []string
		for _, m := range preloads.FindAllStringSubmatch(hookstest.ReadAll(t, res), -1) {
			if m[1] != "" {
				got = append(got, m[1])
			} else {
				got = append(got, "data:"+m[2])
			}
		}
		hookstest.MustEqual(t, page.url+" status", strconv.Itoa(res.StatusCode), page.status)
		hookstest.MustEqual(t, page.url+" preloads", strings.Join(got, " "), strings.Join(page.want, " "))
	}
}

// TestAPageIsARouteOfTheBuildsTable: a path is a page when the build's route table has it,
// with no list of pages kept in Go.
func TestAPageIsARouteOfTheBuildsTable(t *testing.T) {
	withoutAbout := fstest.MapFS{}
	maps.Copy(withoutAbout, hookstest.Storefront)
	withoutAbout[".vite/routes.json"] = &fstest.MapFile{Data: []byte(strings.Replace(hookstest.RouteManifest,
		`{"path": "/about", "modulePreloads": ["/assets/AboutPage-1.js"]},`, "", 1))}
	app, err := tests.NewTestApp(hookstest.TemplateDir)
	if err != nil {
		t.Fatal(err)
	}
	defer app.Cleanup()
	hookstest.Register(t, app, hooks.Options{Storefront: withoutAbout})
	server := hookstest.AppHandler(t, app)
	hookstest.MustEqual(t, "a page the table lacks", hookstest.Send(t, server, http.MethodGet, "/about", nil, nil).StatusCode, 404)
	hookstest.MustEqual(t, "its metadata", hookstest.Send(t, server, http.MethodGet, "/api/page-meta?path=/about", nil, nil).StatusCode, 404)
	hookstest.MustEqual(t, "a page the table has", hookstest.Send(t, server, http.MethodGet, "/contact", nil, nil).StatusCode, 200)
}

func TestABrokenRouteTableStopsTheServerStarting(t *testing.T) {
	for name, manifest := range map[string]*fstest.MapFile{
		"missing":          nil,
		"not JSON":         {Data: []byte("{")},
		"an optional part": {Data: []byte(`{"routes": [{"path": "/blog/:slug?", "modulePreloads": []}]}`)},
	} {
		build := fstest.MapFS{}
		maps.Copy(build, hookstest.Storefront)
		delete(build, ".vite/routes.json")
		if manifest != nil {
			build[".vite/routes.json"] = manifest
		}
		app, err := tests.NewTestApp(hookstest.TemplateDir)
		if err != nil {
			t.Fatal(err)
		}
		if err := hooks.Register(app, hooks.Options{Storefront: build}); err == nil || !strings.Contains(err.Error(), "route table") {
			t.Errorf("%s: Register = %v, want a route table error", name, err)
		}
		app.Cleanup()
	}
}

func TestStorefrontHTMLCarriesThePageMetadata(t *testing.T) {
	page := func(s tests.ApiScenario) tests.ApiScenario {
		s.Method, s.TestAppFactory = http.MethodGet, hookstest.NewStorefrontApp
		return s
	}
	hookstest.RunScenarios(t, []tests.ApiScenario{
		page(tests.ApiScenario{
			Name: "a product URL", URL: "/products/headhunter", ExpectedStatus: 200,
			ExpectedContent: []string{
				`<title data-page-meta>Headhunter | Hudson Valley Sun Farm</title>`,
				`<meta data-page-meta name="description" content="Our flagship cultivar`,
				`<meta data-page-meta property="og:image" content="http://127.0.0.1:8090/uploads/product_headhunter_`,
				`<link data-page-meta rel="preload" as="image"`,
				`<script data-page-meta type="application/ld+json">{"@context":"https://schema.org","@id":"http://127.0.0.1:8090/products/headhunter#product"`,
				`<div id="root"></div>`,
				`<link data-page-meta rel="modulepreload" href="/assets/ProductDetailPage-1.js">`,
				`<link data-page-meta rel="modulepreload" href="/assets/shared-1.js">`,
				`<link data-page-meta rel="preload" as="fetch" crossorigin="use-credentials" href="/api/products/slug/headhunter">`,
				`<meta data-page-meta name="twitter:image:alt" content="Headhunter">`,
				`<meta data-page-meta property="og:image:alt" content="Headhunter">`,
				`imagesizes="(min-width: 1024px) 50vw, 100vw"`,
			},
			NotExpectedContent: []string{"<!--app-head-->"},
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, res *http.Response) {
				hookstest.MustEqual(t, "content type", res.Header.Get("Content-Type"), "text/html; charset=utf-8")
				csp := res.Header.Get("Content-Security-Policy")
				sum := sha256.Sum256([]byte(hookstest.InlineScript))
				scripts := "script-src 'self' 'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "';"
				for _, want := range []string{scripts, "style-src 'self';", "frame-ancestors 'none'", "object-src 'none'"} {
					if !strings.Contains(csp, want) {
						t.Errorf("CSP lacks %s: %s", want, csp)
					}
				}
				if strings.Contains(csp, "unsafe-eval") || strings.Contains(csp, "unsafe-inline") {
					t.Errorf("the storefront's CSP allows inline code: %s", csp)
				}
				hookstest.MustEqual(t, "nosniff", res.Header.Get("X-Content-Type-Options"), "nosniff")
				hookstest.MustEqual(t, "referrer", res.Header.Get("Referrer-Policy"), "strict-origin-when-cross-origin")
				if res.Header.Get("Permissions-Policy") == "" {
					t.Error("no Permissions-Policy")
				}
			},
		}),
		page(tests.ApiScenario{Name: "an unknown route", URL: "/no-such-page", ExpectedStatus: 404, ExpectedContent: []string{`404 Page Not Found`, `<div id="root">`, `href="/assets/NotFoundPage-1.js"`}, NotExpectedContent: []string{`as="fetch"`}}),
		page(tests.ApiScenario{Name: "the product list preloads its page and its first card's photo", URL: "/products", ExpectedStatus: 200,
			ExpectedContent: []string{`href="/assets/ProductsPage-1.js"`, `imagesrcset="/uploads/product_apple_fritters_`, `imagesizes="(min-width: 1280px) 296px, (min-width: 1024px) 30vw, (min-width: 640px) 46vw, 40vw"`}}),
		page(tests.ApiScenario{Name: "a category's list preloads that category's first card", URL: "/products?category=pre-rolls", ExpectedStatus: 200,
			ExpectedContent: []string{`imagesrcset="/uploads/product_catskill_haze_pre_rolls_`}}),
		page(tests.ApiScenario{Name: "an unknown category's list preloads no photo", URL: "/products?category=no-such-category", ExpectedStatus: 200,
			ExpectedContent: []string{`href="/assets/ProductsPage-1.js"`}, NotExpectedContent: []string{"imagesrcset"}}),
		page(tests.ApiScenario{Name: "home preloads the hero photo at phone and desktop sizes", URL: "/", ExpectedStatus: 200,
			ExpectedContent: []string{`imagesrcset="/uploads/farm_01_`, `imagesizes="(max-width: 767px) 88vw, 100vw"`}, NotExpectedContent: []string{"modulepreload"}}),
		page(tests.ApiScenario{Name: "an unknown product", URL: "/products/no-such-strain", ExpectedStatus: 404, ExpectedContent: []string{`404 Page Not Found`}}),
		page(tests.ApiScenario{Name: "an unknown post", URL: "/blog/no-such-post", ExpectedStatus: 404, ExpectedContent: []string{`404 Page Not Found`}}),
		page(tests.ApiScenario{Name: "a static page", URL: "/about", ExpectedStatus: 200, ExpectedContent: []string{`<title data-page-meta>About Us | Hudson Valley Sun Farm</title>`, `"@type":"BreadcrumbList"`}}),
		page(tests.ApiScenario{Name: "a built asset", URL: "/assets/app.js", ExpectedStatus: 200, ExpectedContent: []string{`console.log('app')`},
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, res *http.Response) {
				hookstest.MustEqual(t, "cache", res.Header.Get("Cache-Control"), "public, max-age=31536000, immutable")
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
		app, err := tests.NewTestApp(hookstest.TemplateDir)
		if err != nil {
			t.Fatal(err)
		}
		hookstest.Register(t, app, hooks.Options{Storefront: hookstest.Storefront, PublicDir: dir})
		return app
	}
	hookstest.RunScenarios(t, []tests.ApiScenario{
		{Name: "a file of the public dir", Method: http.MethodGet, URL: "/google1234.html", TestAppFactory: factory,
			ExpectedStatus: 200, ExpectedContent: []string{"google-site-verification"}},
		{Name: "the storefront's own files win", Method: http.MethodGet, URL: "/assets/app.js", TestAppFactory: factory,
			ExpectedStatus: 200, ExpectedContent: []string{"console.log('app')"}},
		{Name: "other paths are storefront pages", Method: http.MethodGet, URL: "/nothing-here.html", TestAppFactory: factory,
			ExpectedStatus: 404, ExpectedContent: []string{"404 Page Not Found"}},
	})
}

func TestTheBackOfficeHasItsOwnPolicy(t *testing.T) {
	factory := func(t testing.TB) *tests.TestApp {
		app, err := tests.NewTestApp(hookstest.TemplateDir)
		if err != nil {
			t.Fatal(err)
		}
		hookstest.Register(t, app, hooks.Options{Storefront: hookstest.Storefront, Admin: fstest.MapFS{"index.html": {Data: []byte("<!doctype html><title>Back office</title>")}}})
		return app
	}
	// Scripts: the site's own files; the storefront also its inline contract, by its hash.
	policy := func(want, notWant string, scripts string) func(t testing.TB, app *tests.TestApp, res *http.Response) {
		return func(t testing.TB, app *tests.TestApp, res *http.Response) {
			csp := res.Header.Get("Content-Security-Policy")
			if !strings.Contains(csp, want) || (notWant != "" && strings.Contains(csp, notWant)) || !strings.Contains(csp, scripts) {
				t.Errorf("policy: %s", csp)
			}
		}
	}
	hookstest.RunScenarios(t, []tests.ApiScenario{
		{Name: "the login page allows the component library's inline styles, never inline scripts", Method: http.MethodGet, URL: "/adminlogin", TestAppFactory: factory,
			ExpectedStatus: 200, ExpectedContent: []string{"Back office"}, AfterTestFunc: policy("style-src 'self' 'unsafe-inline'", "", "script-src 'self';")},
		{Name: "so do the screens", Method: http.MethodGet, URL: "/admin/products", TestAppFactory: factory,
			ExpectedStatus: 200, ExpectedContent: []string{"Back office"}, AfterTestFunc: policy("style-src 'self' 'unsafe-inline'", "", "script-src 'self';")},
		{Name: "the storefront allows neither inline styles nor inline scripts but its own", Method: http.MethodGet, URL: "/about", TestAppFactory: factory,
			ExpectedStatus: 200, ExpectedContent: []string{"About Us"}, AfterTestFunc: policy("style-src 'self';", "unsafe-inline", "script-src 'self' 'sha256-")},
	})
}
