package adminapi_test

import (
	"net/http"
	"testing"

	"github.com/hudsonvalley/farmsite/pb_hooks/internal/hookstest"
	"github.com/pocketbase/pocketbase/tests"
)

// The back office's lists filter by status, stock, featured and category together, and
// sort by any of their fields: the demo has 14 products, two out of stock (the balm and
// the tote), four featured (three of them Flower), six published posts, two featured
// partners.
func TestAdminListFilters(t *testing.T) {
	var products []struct{ Slug string }
	hookstest.RunScenarios(t, []tests.ApiScenario{
		hookstest.AsStaff(tests.ApiScenario{
			Name: "out of stock", Method: http.MethodGet,
			URL:            listURL("products", map[string]string{"filter": `{"inStock":false}`, "sort": `["name","ASC"]`}),
			ExpectedStatus: 200, ExpectedContent: []string{`"slug":"canvas-harvest-tote"`, `"slug":"river-stone-balm"`},
			AfterTestFunc: contentRange("products 0-1/2"),
		}),
		hookstest.AsStaff(tests.ApiScenario{
			Name: "featured Flower, dearest first", Method: http.MethodGet,
			URL:            listURL("products", map[string]string{"filter": `{"featured":true,"category":"Flower"}`, "sort": `["price","DESC"]`}),
			ExpectedStatus: 200, NotExpectedContent: []string{`"slug":"farm-logo-tee"`, `"slug":"grape-gas"`},
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, res *http.Response) {
				contentRange("products 0-2/3")(t, app, res)
				hookstest.DecodeResponse(t, res, &products)
				for _, p := range products {
					if p.Slug != "headhunter" && p.Slug != "apple-fritters" && p.Slug != "mimosa" {
						t.Errorf("not a featured Flower: %s", p.Slug)
					}
				}
			},
		}),
		hookstest.AsStaff(tests.ApiScenario{
			Name: "in stock and published, searched", Method: http.MethodGet,
			URL:            listURL("products", map[string]string{"filter": `{"inStock":true,"status":"published","q":"logo tee"}`}),
			ExpectedStatus: 200, ExpectedContent: []string{`"slug":"farm-logo-tee"`},
			AfterTestFunc: contentRange("products 0-0/1"),
		}),
		hookstest.AsStaff(tests.ApiScenario{
			Name: "drafts", Method: http.MethodGet,
			URL:            listURL("products", map[string]string{"filter": `{"status":"draft"}`}),
			ExpectedStatus: 200, ExpectedContent: []string{`[]`},
			AfterTestFunc: contentRange("products 0-0/0"),
		}),
		hookstest.AsStaff(tests.ApiScenario{
			Name: "posts by status, newest change first", Method: http.MethodGet,
			URL:            listURL("blog", map[string]string{"filter": `{"status":["published","scheduled"]}`, "sort": `["updatedAt","DESC"]`}),
			ExpectedStatus: 200, ExpectedContent: []string{`"slug":"why-we-grow-under-the-sun"`},
			AfterTestFunc: contentRange("blog 0-5/6"),
		}),
		hookstest.AsStaff(tests.ApiScenario{
			Name: "featured partners by city", Method: http.MethodGet,
			URL:            listURL("locations", map[string]string{"filter": `{"featured":true}`, "sort": `["city","ASC"]`}),
			ExpectedStatus: 200, ExpectedContent: []string{`"name":"Rondout Wellness"`, `"name":"Capital Leaf Dispensary"`},
			AfterTestFunc: contentRange("locations 0-1/2"),
		}),
	})
}
