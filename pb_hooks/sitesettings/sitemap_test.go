package sitesettings_test

import (
	"encoding/xml"
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/hudsonvalley/farmsite/content"
	"github.com/hudsonvalley/farmsite/pb_hooks/internal/hookstest"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
)

func TestSitemapAndRobots(t *testing.T) {
	served, follow := hookstest.WithFollowUps(tests.ApiScenario{})
	hookstest.RunScenarios(t, []tests.ApiScenario{
		{
			Name: "sitemap lists the static pages, every product and post with lastmod", Method: http.MethodGet, URL: "/sitemap.xml",
			ExpectedStatus: 200,
			ExpectedContent: []string{
				`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`,
				`<loc>http://127.0.0.1:8090/</loc>`, `<loc>http://127.0.0.1:8090/products</loc>`, `<loc>http://127.0.0.1:8090/locations</loc>`,
				`<loc>http://127.0.0.1:8090/products/headhunter</loc>`, `<loc>http://127.0.0.1:8090/blog/cover-crops-and-living-soil</loc>`, `<lastmod>`,
			},
			NotExpectedContent: []string{"/admin"},
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, res *http.Response) {
				hookstest.MustEqual(t, "content type", res.Header.Get("Content-Type"), "application/xml; charset=utf-8")
				var doc struct {
					URLs []struct {
						Loc string `xml:"loc"`
					} `xml:"url"`
				}
				if err := xml.NewDecoder(res.Body).Decode(&doc); err != nil {
					t.Fatalf("not well-formed XML: %v", err)
				}
				hookstest.MustEqual(t, "urls (9 static, 14 products, 6 posts)", len(doc.URLs), 29)
				var static []string
				for _, u := range doc.URLs {
					path := strings.TrimPrefix(u.Loc, "http://127.0.0.1:8090")
					if !strings.HasPrefix(path, "/products/") && !strings.HasPrefix(path, "/blog/") {
						static = append(static, path)
					}
				}
				hookstest.MustEqual(t, "the static pages, as the page table lists them", strings.Join(static, " "), strings.Join(content.SitemapPaths(), " "))
			},
		},
		{
			BeforeTestFunc: served.BeforeTestFunc,
			Name:           "a new product, an excluded route and the configured site URL show on the next request", Method: http.MethodGet, URL: "/robots.txt",
			ExpectedStatus:  200,
			ExpectedContent: []string{"User-agent: *", "Disallow: /admin\n", "Disallow: /adminlogin\n", "Disallow: /api/\n", "Sitemap: http://"},
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, res *http.Response) {
				settings, _ := app.FindFirstRecordByFilter("site_settings", "")
				settings.Set("siteUrl", "https://www.hudsonvalleysunfarm.example/")
				settings.Set("excludedRoutes", []string{"/admin", "/about"})
				if err := app.Save(settings); err != nil {
					t.Fatal(err)
				}
				c, _ := app.FindCollectionByNameOrId("products")
				p := core.NewRecord(c)
				p.Load(map[string]any{"name": "Storm King", "slug": "storm-king", "category": "Flower", "price": 40, "images": []string{"/uploads/x.jpg"}})
				if err := app.Save(p); err != nil {
					t.Fatal(err)
				}
				body, _ := io.ReadAll(follow.Get(t, "/sitemap.xml").Body)
				s := string(body)
				for _, want := range []string{"<loc>https://www.hudsonvalleysunfarm.example/products/storm-king</loc>", "<loc>https://www.hudsonvalleysunfarm.example/</loc>"} {
					if !strings.Contains(s, want) {
						t.Errorf("sitemap lacks %s", want)
					}
				}
				if strings.Contains(s, "/about<") {
					t.Error("an excluded route is listed")
				}
				robots, _ := io.ReadAll(follow.Get(t, "/robots.txt").Body)
				if !strings.Contains(string(robots), "Sitemap: https://www.hudsonvalleysunfarm.example/sitemap.xml") {
					t.Errorf("robots.txt names another sitemap:\n%s", robots)
				}
			},
		},
		hookstest.AsStaff(tests.ApiScenario{
			Name: "excluded routes for Page Tools", Method: http.MethodGet, URL: "/api/admin/sitemap/excluded",
			ExpectedStatus: 200, ExpectedContent: []string{`{"excludedRoutes":["/admin","/adminlogin"`},
		}),
		hookstest.AsStaff(tests.ApiScenario{
			Name: "refresh rebuilds and reports", Method: http.MethodPost, URL: "/api/admin/sitemap/refresh",
			ExpectedStatus: 200, ExpectedContent: []string{`"success":true`, `"message":"Sitemap updated successfully"`, `"urlCount":29`},
		}),
		{
			Name: "refresh is for staff", Method: http.MethodPost, URL: "/api/admin/sitemap/refresh",
			ExpectedStatus: 401, ExpectedContent: []string{`"message":"Not authenticated"`},
		},
		{
			Name: "excluded routes are for staff", Method: http.MethodGet, URL: "/api/admin/sitemap/excluded",
			ExpectedStatus: 401, ExpectedContent: []string{`"message":"Not authenticated"`},
		},
	})
}
