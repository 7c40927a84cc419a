package products_test

import (
	"net/http"
	"testing"

	"github.com/hudsonvalley/farmsite/pb_hooks/internal/hookstest"
	"github.com/pocketbase/pocketbase/tests"
)

func TestVariantRoutes(t *testing.T) {
	onHeadhunter := func(s tests.ApiScenario) {
		hookstest.RunOnRecord(t, "products", "headhunter", hookstest.AsStaff(s))
	}
	variantsOfHeadhunter := func(t testing.TB, app *tests.TestApp) int {
		return hookstest.CountRecords(t, app, "product_variants", "productId.slug = 'headhunter'")
	}

	onHeadhunter(tests.ApiScenario{
		Name: "list a product's variants in display order", Method: http.MethodGet, URL: "/api/admin/products/{id}/variants",
		ExpectedStatus:  200,
		ExpectedContent: []string{`[{"id":`, `"weight":"3.5g"`, `"weight":"1 oz"`},
	})
	onHeadhunter(tests.ApiScenario{
		Name: "add a variant with the spec's defaults", Method: http.MethodPost, URL: "/api/admin/products/{id}/variants",
		Body:               hookstest.JSONBody(map[string]any{"name": "Two Ounces", "weight": "2 oz", "price": 560, "images": []string{"uploads/jar.jpg"}, "id": -3, "createdAt": "2001-01-01"}),
		ExpectedStatus:     201,
		ExpectedContent:    []string{`"name":"Two Ounces"`, `"category":"Flower"`, `"inStock":true`, `"sortOrder":0`, `"price":"560.00"`, `"images":["/uploads/jar.jpg"]`},
		NotExpectedContent: []string{`"id":-3`, `2001-01-01`},
		AfterTestFunc: func(t testing.TB, app *tests.TestApp, res *http.Response) {
			hookstest.MustEqual(t, "variants", variantsOfHeadhunter(t, app), 5)
		},
	})
	for _, c := range []struct {
		name, message string
		body          map[string]any
	}{
		{"variant without a name", "Name is required", map[string]any{"weight": "1g", "price": 10}},
		{"variant without a weight", "Weight is required", map[string]any{"name": "Gram", "price": 10}},
		{"variant without a price", "Price is required", map[string]any{"name": "Gram", "weight": "1g"}},
		{"variant with a negative price", "Price must be positive", map[string]any{"name": "Gram", "weight": "1g", "price": -2}},
		{"variant with 3-decimal price", "Price must have at most 2 decimal places", map[string]any{"name": "Gram", "weight": "1g", "price": "9.999"}},
		{"variant in an unknown category", "Category must be one of Flower, Edibles, Concentrates, Pre-Rolls, Swag, Accessories, Tinctures, Topicals", map[string]any{"name": "Gram", "weight": "1g", "price": 9, "category": "Seeds"}},
		{"variant with a fractional sort order", "Sort order must be a whole number", map[string]any{"name": "Gram", "weight": "1g", "price": 9, "sortOrder": 1.5}},
	} {
		onHeadhunter(tests.ApiScenario{
			Name: c.name, Method: http.MethodPost, URL: "/api/admin/products/{id}/variants", Body: hookstest.JSONBody(c.body),
			ExpectedStatus:  400,
			ExpectedContent: []string{`"message":` + hookstest.Quoted(c.message)},
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, res *http.Response) {
				hookstest.MustEqual(t, "variants", variantsOfHeadhunter(t, app), 4)
			},
		})
	}

	// The variant routes take the variant's id from the product's first variant.
	onFirstVariant := func(s tests.ApiScenario) {
		t.Run(s.Name, func(t *testing.T) {
			app := hookstest.NewApp(t)
			product := hookstest.FindBySlug(t, app, "products", "headhunter")
			variant, err := app.FindFirstRecordByFilter("product_variants", "productId = {:p} && weight = '3.5g'", map[string]any{"p": product.Id})
			if err != nil {
				t.Fatal(err)
			}
			s.URL = "/api/admin/products/" + product.Id + "/variants/" + variant.Id
			s.TestAppFactory = func(testing.TB) *tests.TestApp { return app }
			s = hookstest.AsStaff(s)
			s.Test(t)
		})
	}
	onFirstVariant(tests.ApiScenario{
		Name: "PATCH a variant partially", Method: http.MethodPatch,
		Body:            hookstest.JSONBody(map[string]any{"price": 46, "inStock": false, "category": "Pre-Rolls", "strainTestUrl": "https://lab.example.com/x.pdf"}),
		ExpectedStatus:  200,
		ExpectedContent: []string{`"price":"46.00"`, `"inStock":false`, `"category":"Pre-Rolls"`, `"name":"Eighth"`, `"strainTestUrl":"https://lab.example.com/x.pdf"`},
	})
	onFirstVariant(tests.ApiScenario{
		Name: "a refused variant PATCH changes nothing", Method: http.MethodPatch,
		Body:            hookstest.JSONBody(map[string]any{"name": "Changed", "weight": ""}),
		ExpectedStatus:  400,
		ExpectedContent: []string{`"message":"Weight is required"`},
		AfterTestFunc: func(t testing.TB, app *tests.TestApp, res *http.Response) {
			hookstest.MustEqual(t, "variants named Changed", hookstest.CountRecords(t, app, "product_variants", "name = 'Changed'"), 0)
		},
	})
	onFirstVariant(tests.ApiScenario{
		Name: "DELETE a variant", Method: http.MethodDelete,
		ExpectedStatus:  200,
		ExpectedContent: []string{`"weight":"3.5g"`},
		AfterTestFunc: func(t testing.TB, app *tests.TestApp, res *http.Response) {
			hookstest.MustEqual(t, "variants", variantsOfHeadhunter(t, app), 3)
		},
	})

	t.Run("a variant is reached only through its own product", func(t *testing.T) {
		app := hookstest.NewApp(t)
		other := hookstest.FindBySlug(t, app, "products", "mimosa")
		variant, err := app.FindFirstRecordByFilter("product_variants", "productId.slug = 'headhunter'")
		if err != nil {
			t.Fatal(err)
		}
		s := hookstest.AsStaff(tests.ApiScenario{
			Method: http.MethodDelete, URL: "/api/admin/products/" + other.Id + "/variants/" + variant.Id,
			ExpectedStatus: 404, ExpectedContent: []string{`"message":"Variant not found"`},
			TestAppFactory: func(testing.TB) *tests.TestApp { return app },
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, res *http.Response) {
				hookstest.MustEqual(t, "variants", variantsOfHeadhunter(t, app), 4)
			},
		})
		s.Test(t)
	})
	hookstest.RunScenarios(t, []tests.ApiScenario{
		hookstest.AsStaff(tests.ApiScenario{
			Name: "variants of an unknown product", Method: http.MethodGet, URL: "/api/admin/products/nosuchid/variants",
			ExpectedStatus: 404, ExpectedContent: []string{`"message":"Product not found"`},
		}),
		{
			Name: "variants without a session", Method: http.MethodGet, URL: "/api/admin/products/nosuchid/variants",
			ExpectedStatus: 401, ExpectedContent: []string{`"message":"Not authenticated"`},
		},
	})
}
