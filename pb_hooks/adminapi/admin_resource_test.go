package adminapi_test

import (
	"net/http"
	"net/url"
	"testing"

	"github.com/hudsonvalley/farmsite/pb_hooks/internal/hookstest"
	"github.com/pocketbase/pocketbase/tests"
)

// listURL builds a ra-data-simple-rest list request.
func listURL(resource string, params map[string]string) string {
	q := url.Values{}
	for k, v := range params {
		q.Set(k, v)
	}
	return "/api/admin/" + resource + "?" + q.Encode()
}

func contentRange(want string) func(t testing.TB, app *tests.TestApp, res *http.Response) {
	return func(t testing.TB, app *tests.TestApp, res *http.Response) {
		hookstest.MustEqual(t, "Content-Range", res.Header.Get("Content-Range"), want)
	}
}

func TestAdminListContract(t *testing.T) {
	hookstest.RunScenarios(t, []tests.ApiScenario{
		hookstest.AsStaff(tests.ApiScenario{
			Name: "sorted and paged with Content-Range", Method: http.MethodGet,
			URL:            listURL("products", map[string]string{"sort": `["price","DESC"]`, "range": `[0,4]`}),
			ExpectedStatus: 200, ExpectedContent: []string{`[{"id":`},
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, res *http.Response) {
				contentRange("products 0-4/14")(t, app, res)
				var page []struct{ Slug string }
				hookstest.DecodeResponse(t, res, &page)
				hookstest.MustEqual(t, "page size", len(page), 5)
				hookstest.MustEqual(t, "most expensive first", page[0].Slug, "valley-live-rosin")
			},
		}),
		hookstest.AsStaff(tests.ApiScenario{
			Name: "second page", Method: http.MethodGet,
			URL:            listURL("products", map[string]string{"sort": `["name","ASC"]`, "range": `[10,19]`}),
			ExpectedStatus: 200, ExpectedContent: []string{`"slug":"valley-live-rosin"`},
			AfterTestFunc: contentRange("products 10-13/14"),
		}),
		hookstest.AsStaff(tests.ApiScenario{
			Name: "full-text filter q", Method: http.MethodGet,
			URL:            listURL("products", map[string]string{"filter": `{"q":"gas"}`}),
			ExpectedStatus: 200, ExpectedContent: []string{`"slug":"grape-gas"`}, NotExpectedContent: []string{`"slug":"mimosa"`},
			AfterTestFunc: contentRange("products 0-1/2"), // Grape Gas, and Headhunter whose description says "gassy"
		}),
		hookstest.AsStaff(tests.ApiScenario{
			Name: "filter on a field", Method: http.MethodGet,
			URL:            listURL("products", map[string]string{"filter": `{"category":"Swag"}`}),
			ExpectedStatus: 200, ExpectedContent: []string{`"slug":"farm-logo-tee"`},
			AfterTestFunc: contentRange("products 0-2/3"),
		}),
		hookstest.AsStaff(tests.ApiScenario{
			Name: "nothing matches", Method: http.MethodGet,
			URL:            listURL("blog", map[string]string{"filter": `{"q":"zzzz"}`}),
			ExpectedStatus: 200, ExpectedContent: []string{`[]`},
			AfterTestFunc: contentRange("blog 0-0/0"),
		}),
		hookstest.AsStaff(tests.ApiScenario{
			Name: "sort by an unknown field", Method: http.MethodGet,
			URL:            listURL("products", map[string]string{"sort": `["password","ASC"]`}),
			ExpectedStatus: 400, ExpectedContent: []string{`"message":"Invalid sort parameter"`},
		}),
		hookstest.AsStaff(tests.ApiScenario{
			Name: "sort order that is neither ASC nor DESC", Method: http.MethodGet,
			URL:            listURL("products", map[string]string{"sort": `["name","; DROP TABLE products"]`}),
			ExpectedStatus: 400, ExpectedContent: []string{`"message":"Invalid sort parameter"`},
		}),
		hookstest.AsStaff(tests.ApiScenario{
			Name: "filter on an unknown field", Method: http.MethodGet,
			URL:            listURL("locations", map[string]string{"filter": `{"secret":1}`}),
			ExpectedStatus: 400, ExpectedContent: []string{`"message":"Invalid filter parameter: secret"`},
		}),
		hookstest.AsStaff(tests.ApiScenario{
			Name: "a malformed range", Method: http.MethodGet,
			URL:            listURL("locations", map[string]string{"range": `[5,1]`}),
			ExpectedStatus: 400, ExpectedContent: []string{`"message":"Invalid range parameter"`},
		}),
		{
			Name: "lists need a session", Method: http.MethodGet, URL: "/api/admin/locations",
			ExpectedStatus: 401, ExpectedContent: []string{`"message":"Not authenticated"`},
		},
	})

	t.Run("getMany by ids", func(t *testing.T) {
		s := hookstest.AsStaff(tests.ApiScenario{
			Method: http.MethodGet, ExpectedStatus: 200,
			ExpectedContent:    []string{`"slug":"headhunter"`, `"slug":"mimosa"`},
			NotExpectedContent: []string{`"slug":"grape-gas"`},
			AfterTestFunc:      contentRange("products 0-1/2"),
		})
		hookstest.RunPrepared(t, s, func(t testing.TB, app *tests.TestApp, s *tests.ApiScenario) string {
			a, b := hookstest.FindBySlug(t, app, "products", "headhunter").Id, hookstest.FindBySlug(t, app, "products", "mimosa").Id
			return listURL("products", map[string]string{"filter": `{"id":["` + a + `","` + b + `"]}`})
		})
	})
}
