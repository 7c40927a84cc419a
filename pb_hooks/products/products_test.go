package products_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/hudsonvalley/farmsite/pb_hooks/adminapi"
	"github.com/hudsonvalley/farmsite/pb_hooks/internal/hookstest"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
)

func TestPublicProductRoutes(t *testing.T) {
	hookstest.RunScenarios(t, []tests.ApiScenario{
		{
			Name:   "all products with prices as 2-decimal strings and unknown figures as null",
			Method: http.MethodGet, URL: "/api/products",
			ExpectedStatus:     200,
			ExpectedContent:    []string{`"slug":"headhunter"`, `"price":"45.00"`, `"slug":"mimosa"`, `"cbd":null`, `"thc":27.4`, `"inStock":true`},
			NotExpectedContent: []string{`"variants"`},
		},
		{
			Name:   "featured products only, with their variants (the tee's sizes)",
			Method: http.MethodGet, URL: "/api/products/featured",
			ExpectedStatus:     200,
			ExpectedContent:    []string{`"slug":"headhunter"`, `"slug":"apple-fritters"`, `"slug":"mimosa"`, `"slug":"farm-logo-tee"`, `"variants":[{`, `"name":"2XL","weight":"","category":"Swag","price":"31.00"`},
			NotExpectedContent: []string{`"slug":"grape-gas"`, `"slug":"lime-street"`},
		},
		{
			Name:   "one product by slug with its variants",
			Method: http.MethodGet, URL: "/api/products/slug/headhunter",
			ExpectedStatus:  200,
			ExpectedContent: []string{`"name":"Headhunter"`, `"variants":[{`, `"weight":"3.5g"`, `"weight":"1 oz"`},
		},
		{
			Name:   "unknown slug",
			Method: http.MethodGet, URL: "/api/products/slug/no-such-strain",
			ExpectedStatus:  404,
			ExpectedContent: []string{`"message":"Product not found"`},
		},
		{
			Name:   "unknown API path answers JSON, not the storefront",
			Method: http.MethodGet, URL: "/api/no-such-thing",
			ExpectedStatus:  404,
			ExpectedContent: []string{`"message":"Not found"`},
		},
		{
			Name:   "unknown API path with another method",
			Method: http.MethodPost, URL: "/api/products/no/such/route",
			ExpectedStatus:  404,
			ExpectedContent: []string{`"message":"Not found"`},
		},
	})
}

func TestProductsWithVariantsAreSortedBySpecRule(t *testing.T) {
	hookstest.RunScenarios(t, []tests.ApiScenario{{
		Method: http.MethodGet, URL: "/api/products/with-variants",
		ExpectedStatus:  200,
		ExpectedContent: []string{`"variants"`},
		AfterTestFunc: func(t testing.TB, app *tests.TestApp, res *http.Response) {
			var products []struct {
				Slug     string `json:"slug"`
				Variants []struct {
					Weight string `json:"weight"`
					Price  string `json:"price"`
				} `json:"variants"`
			}
			hookstest.DecodeResponse(t, res, &products)
			hookstest.MustEqual(t, "products", len(products), 14)
			orders := map[string]string{}
			for _, p := range products {
				var weights []string
				for _, v := range p.Variants {
					weights = append(weights, v.Weight+"@"+v.Price)
				}
				orders[p.Slug] = strings.Join(weights, ",")
			}
			// weighted by grams first, then unweighted by price, highest first
			hookstest.MustEqual(t, "headhunter", orders["headhunter"], "3.5g@45.00,7g@85.00,14g@160.00,1 oz@300.00")
			hookstest.MustEqual(t, "mimosa", orders["mimosa"], "3.5g@40.00,7g@75.00,5 pack@35.00,single@12.00")
			hookstest.MustEqual(t, "gummies (no variants)", orders["hudson-sunset-gummies"], "")
		},
	}})
}

func TestActiveCategories(t *testing.T) {
	hookstest.RunScenarios(t, []tests.ApiScenario{
		{
			Name:   "categories in use, in the spec's order",
			Method: http.MethodGet, URL: "/api/products/categories/active",
			ExpectedStatus:  200,
			ExpectedContent: []string{`["Flower","Edibles","Concentrates","Pre-Rolls","Swag","Accessories","Tinctures","Topicals"]`},
		},
		{
			Name:   "a category no product or variant uses is left out",
			Method: http.MethodGet, URL: "/api/products/categories/active",
			BeforeTestFunc: func(t testing.TB, app *tests.TestApp, e *core.ServeEvent) {
				if err := app.Delete(hookstest.FindBySlug(t, app, "products", "river-stone-balm")); err != nil {
					t.Fatal(err)
				}
			},
			ExpectedStatus:  200,
			ExpectedContent: []string{`["Flower","Edibles","Concentrates","Pre-Rolls","Swag","Accessories","Tinctures"]`},
		},
		{
			Name:   "a category used only by a variant counts",
			Method: http.MethodGet, URL: "/api/products/categories/active",
			BeforeTestFunc: func(t testing.TB, app *tests.TestApp, e *core.ServeEvent) {
				if err := app.Delete(hookstest.FindBySlug(t, app, "products", "catskill-haze-pre-rolls")); err != nil {
					t.Fatal(err)
				}
			},
			ExpectedStatus:  200,
			ExpectedContent: []string{`"Pre-Rolls"`},
		},
	})
}

func TestCreateProduct(t *testing.T) {
	unchanged := func(t testing.TB, app *tests.TestApp, res *http.Response) {
		hookstest.MustEqual(t, "products after a refused create", hookstest.CountRecords(t, app, "products", ""), 14)
	}
	invalid := func(name string, body map[string]any, message string) tests.ApiScenario {
		return hookstest.AsStaff(tests.ApiScenario{
			Name: name, Method: http.MethodPost, URL: "/api/admin/products", Body: hookstest.JSONBody(body),
			ExpectedStatus:  400,
			ExpectedContent: []string{`"message":` + hookstest.Quoted(message)},
			AfterTestFunc:   unchanged,
		})
	}
	hookstest.RunScenarios(t, []tests.ApiScenario{
		hookstest.AsStaff(tests.ApiScenario{
			Name:   "created with the spec's defaults and a slug from the name",
			Method: http.MethodPost, URL: "/api/admin/products", Body: hookstest.JSONBody(hookstest.ValidProduct()),
			ExpectedStatus:  201,
			ExpectedContent: []string{`"slug":"rip-van-winkle"`, `"price":"39.99"`, `"category":"Flower"`, `"inStock":true`, `"featured":false`, `"thc":21.5`, `"cbd":null`, `"terps":null`, `"images":["/uploads/rvw.jpg"]`},
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, res *http.Response) {
				hookstest.MustEqual(t, "products", hookstest.CountRecords(t, app, "products", ""), 15)
			},
		}),
		hookstest.AsStaff(tests.ApiScenario{
			Name:   "image paths are normalised to /uploads/",
			Method: http.MethodPost, URL: "/api/admin/products",
			Body:            hookstest.JSONBody(hookstest.Merged(hookstest.ValidProduct(), map[string]any{"images": []string{"uploads/a.jpg", "b.png?rotate=90", "https://cdn.example.com/c.webp"}})),
			ExpectedStatus:  201,
			ExpectedContent: []string{`"images":["/uploads/a.jpg","/uploads/b.png?rotate=90","https://cdn.example.com/c.webp"]`},
		}),
		hookstest.AsStaff(tests.ApiScenario{
			Name:   "zero THC stays zero, distinct from unknown",
			Method: http.MethodPost, URL: "/api/admin/products",
			Body:            hookstest.JSONBody(hookstest.Merged(hookstest.ValidProduct(), map[string]any{"thc": 0, "cbd": "0.5", "terps": ""})),
			ExpectedStatus:  201,
			ExpectedContent: []string{`"thc":0,`, `"cbd":0.5`, `"terps":null`},
		}),
		invalid("negative price", hookstest.Merged(hookstest.ValidProduct(), map[string]any{"price": -1}), "Price must be positive"),
		invalid("price with 3 decimals", hookstest.Merged(hookstest.ValidProduct(), map[string]any{"price": 1.234}), "Price must have at most 2 decimal places"),
		invalid("price as text that is no number", hookstest.Merged(hookstest.ValidProduct(), map[string]any{"price": "cheap"}), "Price must be a number"),
		invalid("no images", hookstest.Merged(hookstest.ValidProduct(), map[string]any{"images": []string{}}), "At least one image is required"),
		invalid("images missing", hookstest.Merged(hookstest.ValidProduct(), map[string]any{"images": hookstest.DeleteField}), "At least one image is required"),
		invalid("unknown category", hookstest.Merged(hookstest.ValidProduct(), map[string]any{"category": "Seeds"}), "Category must be one of Flower, Edibles, Concentrates, Pre-Rolls, Swag, Accessories, Tinctures, Topicals"),
		invalid("THC over 100", hookstest.Merged(hookstest.ValidProduct(), map[string]any{"thc": 100.5}), "THC must be between 0 and 100"),
		invalid("CBD below 0", hookstest.Merged(hookstest.ValidProduct(), map[string]any{"cbd": -0.1}), "CBD must be between 0 and 100"),
		invalid("terpenes in steps finer than 0.01", hookstest.Merged(hookstest.ValidProduct(), map[string]any{"terps": 1.005}), "Terpenes must have at most 2 decimal places"),
		invalid("lab results that are not a URL", hookstest.Merged(hookstest.ValidProduct(), map[string]any{"strainTestUrl": "lab results"}), "Must be a valid URL"),
		invalid("name missing", hookstest.Merged(hookstest.ValidProduct(), map[string]any{"name": "  "}), "Name is required"),
		invalid("slug already used", hookstest.Merged(hookstest.ValidProduct(), map[string]any{"slug": "headhunter"}), "A product with this slug already exists"),
		invalid("slug in the wrong form", hookstest.Merged(hookstest.ValidProduct(), map[string]any{"slug": "Rip Van Winkle!"}), "Slug may only contain lowercase letters, digits and hyphens"),
		invalid("image path outside the site", hookstest.Merged(hookstest.ValidProduct(), map[string]any{"images": []string{"javascript:alert(1)"}}), "Invalid image path"),
		hookstest.AsStaff(tests.ApiScenario{
			Name: "a body that is not JSON", Method: http.MethodPost, URL: "/api/admin/products",
			Body:            strings.NewReader(`{"name":`),
			ExpectedStatus:  400,
			ExpectedContent: []string{`"message":"Request body must be a JSON object"`},
			AfterTestFunc:   unchanged,
		}),
		{
			Name: "without a session", Method: http.MethodPost, URL: "/api/admin/products", Body: hookstest.JSONBody(hookstest.ValidProduct()),
			ExpectedStatus:  401,
			ExpectedContent: []string{`"message":"Not authenticated"`},
			AfterTestFunc:   unchanged,
		},
		hookstest.AsStaff(tests.ApiScenario{
			Name: "from another site's page", Method: http.MethodPost, URL: "/api/admin/products", Body: hookstest.JSONBody(hookstest.ValidProduct()),
			Headers:         map[string]string{"Origin": "https://evil.example"},
			ExpectedStatus:  403,
			ExpectedContent: []string{`"message":"Cross-origin request refused"`},
			AfterTestFunc:   unchanged,
		}),
	})
}

func TestUpdateAndDeleteProduct(t *testing.T) {
	run := func(s tests.ApiScenario) {
		s.URL = "/api/admin/products/{id}"
		hookstest.RunOnRecord(t, "products", "headhunter", hookstest.AsStaff(s))
	}
	run(tests.ApiScenario{
		Name: "PATCH changes only what it is sent", Method: http.MethodPatch,
		Body:            hookstest.JSONBody(map[string]any{"price": "47.5", "cbd": nil}),
		ExpectedStatus:  200,
		ExpectedContent: []string{`"price":"47.50"`, `"cbd":null`, `"thc":27.4`, `"name":"Headhunter"`, `"slug":"headhunter"`},
		AfterTestFunc: func(t testing.TB, app *tests.TestApp, res *http.Response) {
			rec := hookstest.FindBySlug(t, app, "products", "headhunter")
			hookstest.MustEqual(t, "stored price", rec.GetFloat("price"), 47.5)
			hookstest.MustEqual(t, "stored cbd is null", adminapi.NullableNumber(rec, "cbd") == nil, true)
		},
	})
	run(tests.ApiScenario{
		Name: "PUT is PATCH's synonym", Method: http.MethodPut,
		Body:            hookstest.JSONBody(map[string]any{"featured": false, "terpenes": []string{"Limonene"}, "effects": []string{"Calm"}}),
		ExpectedStatus:  200,
		ExpectedContent: []string{`"featured":false`, `"terpenes":["Limonene"]`, `"effects":["Calm"]`},
	})
	run(tests.ApiScenario{
		Name: "a refused PATCH changes nothing", Method: http.MethodPatch,
		Body:            hookstest.JSONBody(map[string]any{"name": "Renamed", "price": -5}),
		ExpectedStatus:  400,
		ExpectedContent: []string{`"message":"Price must be positive"`, `"price":{"code":"validation_invalid","message":"Price must be positive"}`},
		AfterTestFunc: func(t testing.TB, app *tests.TestApp, res *http.Response) {
			hookstest.MustEqual(t, "name", hookstest.FindBySlug(t, app, "products", "headhunter").GetString("name"), "Headhunter")
		},
	})
	run(tests.ApiScenario{
		Name: "get one for the editor", Method: http.MethodGet,
		ExpectedStatus:  200,
		ExpectedContent: []string{`"name":"Headhunter"`, `"variants":[`},
	})
	run(tests.ApiScenario{
		Name: "DELETE answers the deleted product and takes its variants with it", Method: http.MethodDelete,
		ExpectedStatus:  200,
		ExpectedContent: []string{`"slug":"headhunter"`, `"id":`},
		AfterTestFunc: func(t testing.TB, app *tests.TestApp, res *http.Response) {
			hookstest.MustEqual(t, "products", hookstest.CountRecords(t, app, "products", ""), 13)
			hookstest.MustEqual(t, "variants left (headhunter had 4 of 26)", hookstest.CountRecords(t, app, "product_variants", ""), 22)
		},
	})
	hookstest.RunScenarios(t, []tests.ApiScenario{
		hookstest.AsStaff(tests.ApiScenario{
			Name: "PATCH of an unknown product", Method: http.MethodPatch, URL: "/api/admin/products/nosuchid",
			Body: hookstest.JSONBody(map[string]any{"price": 1}), ExpectedStatus: 404,
			ExpectedContent: []string{`"message":"Product not found"`},
		}),
		hookstest.AsStaff(tests.ApiScenario{
			Name: "DELETE of an unknown product", Method: http.MethodDelete, URL: "/api/admin/products/nosuchid",
			ExpectedStatus: 404, ExpectedContent: []string{`"message":"Product not found"`},
		}),
	})
}

func TestPercentagesStayNumberOrNullOnAnyWrite(t *testing.T) {
	app := hookstest.NewApp(t)
	defer app.Cleanup()
	rec := hookstest.FindBySlug(t, app, "products", "grape-gas")
	for _, bad := range []any{"strong", map[string]any{"v": 1}, 101, -1} {
		rec.Set("thc", bad)
		if err := app.Save(rec); err == nil {
			t.Errorf("saving thc = %v succeeded", bad)
		}
	}
	for _, good := range []any{nil, 0, 99.5} {
		rec.Set("thc", good)
		if err := app.Save(rec); err != nil {
			t.Errorf("saving thc = %v failed: %v", good, err)
		}
	}
}
