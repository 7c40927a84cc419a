package hooks

import (
	"net/http"
	"strings"
	"testing"

	"github.com/hudsonvalley/farmsite/pb_hooks/adminapi"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
)

func TestPublicProductRoutes(t *testing.T) {
	runScenarios(t, []tests.ApiScenario{
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
	runScenarios(t, []tests.ApiScenario{{
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
			decodeResponse(t, res, &products)
			mustEqual(t, "products", len(products), 14)
			orders := map[string]string{}
			for _, p := range products {
				var weights []string
				for _, v := range p.Variants {
					weights = append(weights, v.Weight+"@"+v.Price)
				}
				orders[p.Slug] = strings.Join(weights, ",")
			}
			// weighted by grams first, then unweighted by price, highest first
			mustEqual(t, "headhunter", orders["headhunter"], "3.5g@45.00,7g@85.00,14g@160.00,1 oz@300.00")
			mustEqual(t, "mimosa", orders["mimosa"], "3.5g@40.00,7g@75.00,5 pack@35.00,single@12.00")
			mustEqual(t, "gummies (no variants)", orders["hudson-sunset-gummies"], "")
		},
	}})
}

func TestActiveCategories(t *testing.T) {
	runScenarios(t, []tests.ApiScenario{
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
				if err := app.Delete(findBySlug(t, app, "products", "river-stone-balm")); err != nil {
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
				if err := app.Delete(findBySlug(t, app, "products", "catskill-haze-pre-rolls")); err != nil {
					t.Fatal(err)
				}
			},
			ExpectedStatus:  200,
			ExpectedContent: []string{`"Pre-Rolls"`},
		},
	})
}

func validProduct() map[string]any {
	return map[string]any{
		"name":        "Rip Van Winkle",
		"description": "A sleepy indica from the Catskills.",
		"price":       39.99,
		"images":      []string{"/uploads/rvw.jpg"},
		"thc":         21.5,
		"cbd":         nil,
	}
}

func with(base map[string]any, changes map[string]any) map[string]any {
	out := map[string]any{}
	for k, v := range base {
		out[k] = v
	}
	for k, v := range changes {
		if v == deleteField {
			delete(out, k)
			continue
		}
		out[k] = v
	}
	return out
}

// deleteField in with(...) removes a field from the body.
const deleteField = "\x00delete"

func TestCreateProduct(t *testing.T) {
	unchanged := func(t testing.TB, app *tests.TestApp, res *http.Response) {
		mustEqual(t, "products after a refused create", countRecords(t, app, "products", ""), 14)
	}
	invalid := func(name string, body map[string]any, message string) tests.ApiScenario {
		return asStaff(tests.ApiScenario{
			Name: name, Method: http.MethodPost, URL: "/api/admin/products", Body: jsonBodyOf(body),
			ExpectedStatus:  400,
			ExpectedContent: []string{`"message":` + quoted(message)},
			AfterTestFunc:   unchanged,
		})
	}
	runScenarios(t, []tests.ApiScenario{
		asStaff(tests.ApiScenario{
			Name:   "created with the spec's defaults and a slug from the name",
			Method: http.MethodPost, URL: "/api/admin/products", Body: jsonBodyOf(validProduct()),
			ExpectedStatus:  201,
			ExpectedContent: []string{`"slug":"rip-van-winkle"`, `"price":"39.99"`, `"category":"Flower"`, `"inStock":true`, `"featured":false`, `"thc":21.5`, `"cbd":null`, `"terps":null`, `"images":["/uploads/rvw.jpg"]`},
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, res *http.Response) {
				mustEqual(t, "products", countRecords(t, app, "products", ""), 15)
			},
		}),
		asStaff(tests.ApiScenario{
			Name:   "image paths are normalised to /uploads/",
			Method: http.MethodPost, URL: "/api/admin/products",
			Body:            jsonBodyOf(with(validProduct(), map[string]any{"images": []string{"uploads/a.jpg", "b.png?rotate=90", "https://cdn.example.com/c.webp"}})),
			ExpectedStatus:  201,
			ExpectedContent: []string{`"images":["/uploads/a.jpg","/uploads/b.png?rotate=90","https://cdn.example.com/c.webp"]`},
		}),
		asStaff(tests.ApiScenario{
			Name:   "zero THC stays zero, distinct from unknown",
			Method: http.MethodPost, URL: "/api/admin/products",
			Body:            jsonBodyOf(with(validProduct(), map[string]any{"thc": 0, "cbd": "0.5", "terps": ""})),
			ExpectedStatus:  201,
			ExpectedContent: []string{`"thc":0,`, `"cbd":0.5`, `"terps":null`},
		}),
		invalid("negative price", with(validProduct(), map[string]any{"price": -1}), "Price must be positive"),
		invalid("price with 3 decimals", with(validProduct(), map[string]any{"price": 1.234}), "Price must have at most 2 decimal places"),
		invalid("price as text that is no number", with(validProduct(), map[string]any{"price": "cheap"}), "Price must be a number"),
		invalid("no images", with(validProduct(), map[string]any{"images": []string{}}), "At least one image is required"),
		invalid("images missing", with(validProduct(), map[string]any{"images": deleteField}), "At least one image is required"),
		invalid("unknown category", with(validProduct(), map[string]any{"category": "Seeds"}), "Category must be one of Flower, Edibles, Concentrates, Pre-Rolls, Swag, Accessories, Tinctures, Topicals"),
		invalid("THC over 100", with(validProduct(), map[string]any{"thc": 100.5}), "THC must be between 0 and 100"),
		invalid("CBD below 0", with(validProduct(), map[string]any{"cbd": -0.1}), "CBD must be between 0 and 100"),
		invalid("terpenes in steps finer than 0.01", with(validProduct(), map[string]any{"terps": 1.005}), "Terpenes must have at most 2 decimal places"),
		invalid("lab results that are not a URL", with(validProduct(), map[string]any{"strainTestUrl": "lab results"}), "Must be a valid URL"),
		invalid("name missing", with(validProduct(), map[string]any{"name": "  "}), "Name is required"),
		invalid("slug already used", with(validProduct(), map[string]any{"slug": "headhunter"}), "A product with this slug already exists"),
		invalid("slug in the wrong form", with(validProduct(), map[string]any{"slug": "Rip Van Winkle!"}), "Slug may only contain lowercase letters, digits and hyphens"),
		invalid("image path outside the site", with(validProduct(), map[string]any{"images": []string{"javascript:alert(1)"}}), "Invalid image path"),
		asStaff(tests.ApiScenario{
			Name: "a body that is not JSON", Method: http.MethodPost, URL: "/api/admin/products",
			Body:            strings.NewReader(`{"name":`),
			ExpectedStatus:  400,
			ExpectedContent: []string{`"message":"Request body must be a JSON object"`},
			AfterTestFunc:   unchanged,
		}),
		{
			Name: "without a session", Method: http.MethodPost, URL: "/api/admin/products", Body: jsonBodyOf(validProduct()),
			ExpectedStatus:  401,
			ExpectedContent: []string{`"message":"Not authenticated"`},
			AfterTestFunc:   unchanged,
		},
		asStaff(tests.ApiScenario{
			Name: "from another site's page", Method: http.MethodPost, URL: "/api/admin/products", Body: jsonBodyOf(validProduct()),
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
		testOnRecord(t, "products", "headhunter", asStaff(s))
	}
	run(tests.ApiScenario{
		Name: "PATCH changes only what it is sent", Method: http.MethodPatch,
		Body:            jsonBodyOf(map[string]any{"price": "47.5", "cbd": nil}),
		ExpectedStatus:  200,
		ExpectedContent: []string{`"price":"47.50"`, `"cbd":null`, `"thc":27.4`, `"name":"Headhunter"`, `"slug":"headhunter"`},
		AfterTestFunc: func(t testing.TB, app *tests.TestApp, res *http.Response) {
			rec := findBySlug(t, app, "products", "headhunter")
			mustEqual(t, "stored price", rec.GetFloat("price"), 47.5)
			mustEqual(t, "stored cbd is null", adminapi.NullableNumber(rec, "cbd") == nil, true)
		},
	})
	run(tests.ApiScenario{
		Name: "PUT is PATCH's synonym", Method: http.MethodPut,
		Body:            jsonBodyOf(map[string]any{"featured": false, "terpenes": []string{"Limonene"}, "effects": []string{"Calm"}}),
		ExpectedStatus:  200,
		ExpectedContent: []string{`"featured":false`, `"terpenes":["Limonene"]`, `"effects":["Calm"]`},
	})
	run(tests.ApiScenario{
		Name: "a refused PATCH changes nothing", Method: http.MethodPatch,
		Body:            jsonBodyOf(map[string]any{"name": "Renamed", "price": -5}),
		ExpectedStatus:  400,
		ExpectedContent: []string{`"message":"Price must be positive"`, `"price":{"code":"validation_invalid","message":"Price must be positive"}`},
		AfterTestFunc: func(t testing.TB, app *tests.TestApp, res *http.Response) {
			mustEqual(t, "name", findBySlug(t, app, "products", "headhunter").GetString("name"), "Headhunter")
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
			mustEqual(t, "products", countRecords(t, app, "products", ""), 13)
			mustEqual(t, "variants left (headhunter had 4 of 26)", countRecords(t, app, "product_variants", ""), 22)
		},
	})
	runScenarios(t, []tests.ApiScenario{
		asStaff(tests.ApiScenario{
			Name: "PATCH of an unknown product", Method: http.MethodPatch, URL: "/api/admin/products/nosuchid",
			Body: jsonBodyOf(map[string]any{"price": 1}), ExpectedStatus: 404,
			ExpectedContent: []string{`"message":"Product not found"`},
		}),
		asStaff(tests.ApiScenario{
			Name: "DELETE of an unknown product", Method: http.MethodDelete, URL: "/api/admin/products/nosuchid",
			ExpectedStatus: 404, ExpectedContent: []string{`"message":"Product not found"`},
		}),
	})
}

func TestPercentagesStayNumberOrNullOnAnyWrite(t *testing.T) {
	app := newTestApp(t)
	defer app.Cleanup()
	rec := findBySlug(t, app, "products", "grape-gas")
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
