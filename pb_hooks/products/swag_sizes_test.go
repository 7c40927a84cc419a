package products_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/hudsonvalley/farmsite/pb_hooks/internal/hookstest"
	"github.com/pocketbase/pocketbase/tests"
)

func TestSwagSizes(t *testing.T) {
	onTee := func(s tests.ApiScenario) {
		hookstest.RunOnRecord(t, "products", "farm-logo-tee", hookstest.AsStaff(s))
	}
	sizesOfTee := func(n int) func(t testing.TB, app *tests.TestApp, res *http.Response) {
		return func(t testing.TB, app *tests.TestApp, res *http.Response) {
			hookstest.MustEqual(t, "sizes", hookstest.CountRecords(t, app, "product_variants", "productId.slug = 'farm-logo-tee'"), n)
		}
	}

	onTee(tests.ApiScenario{
		Name: "a Swag variant is a size, spelled the one way, of category Swag", Method: http.MethodPost, URL: "/api/admin/products/{id}/variants",
		Body:            hookstest.JSONBody(map[string]any{"name": " xxxl ", "price": 32}),
		ExpectedStatus:  201,
		ExpectedContent: []string{`"name":"3XL"`, `"weight":""`, `"category":"Swag"`, `"price":"32.00"`},
		AfterTestFunc:   sizesOfTee(6),
	})
	for _, c := range []struct {
		name, message string
		body          map[string]any
	}{
		{"a Swag variant that is not a size", "Size must be one of XS, S, M, L, XL, 2XL, 3XL", map[string]any{"name": "Large", "price": 28}},
		{"a Swag size with a weight", "A Swag size has no weight", map[string]any{"name": "XS", "weight": "200g", "price": 28}},
		{"a size the product has already", "This product already has size M", map[string]any{"name": "m", "price": 28}},
	} {
		onTee(tests.ApiScenario{
			Name: c.name, Method: http.MethodPost, URL: "/api/admin/products/{id}/variants", Body: hookstest.JSONBody(c.body),
			ExpectedStatus: 400, ExpectedContent: []string{`"message":` + hookstest.Quoted(c.message)},
			AfterTestFunc: sizesOfTee(5),
		})
	}
	onTee(tests.ApiScenario{
		Name: "sizes show smallest first, whatever their price", Method: http.MethodGet, URL: "/api/admin/products/{id}/variants",
		ExpectedStatus: 200, ExpectedContent: []string{`"name":"S"`},
		AfterTestFunc: func(t testing.TB, app *tests.TestApp, res *http.Response) {
			var sizes []struct{ Name string }
			hookstest.DecodeResponse(t, res, &sizes)
			var names []string
			for _, s := range sizes {
				names = append(names, s.Name)
			}
			hookstest.MustEqual(t, "order", strings.Join(names, " "), "S M L XL 2XL")
		},
	})

	hookstest.RunOnRecord(t, "products", "headhunter", hookstest.AsStaff(tests.ApiScenario{
		Name: "a product with weights does not become Swag", Method: http.MethodPatch, URL: "/api/admin/products/{id}",
		Body:           hookstest.JSONBody(map[string]any{"category": "Swag"}),
		ExpectedStatus: 400, ExpectedContent: []string{`"message":"Remove this product's variants before moving it into or out of Swag: Swag variants are sizes"`},
		AfterTestFunc: func(t testing.TB, app *tests.TestApp, res *http.Response) {
			hookstest.MustEqual(t, "category", hookstest.FindBySlug(t, app, "products", "headhunter").GetString("category"), "Flower")
		},
	}))
	hookstest.RunOnRecord(t, "products", "sun-grown-dad-hat", hookstest.AsStaff(tests.ApiScenario{
		Name: "a Swag product without sizes changes category freely", Method: http.MethodPatch, URL: "/api/admin/products/{id}",
		Body:           hookstest.JSONBody(map[string]any{"category": "Accessories"}),
		ExpectedStatus: 200, ExpectedContent: []string{`"category":"Accessories"`},
	}))
	t.Run("PocketBase's own API applies the size rules too", func(t *testing.T) {
		app := hookstest.NewApp(t)
		defer app.Cleanup()
		tee := hookstest.FindBySlug(t, app, "products", "farm-logo-tee").Id
		headers := map[string]string{"Authorization": hookstest.SuperuserToken(t, app)}
		res := hookstest.Send(t, hookstest.AppHandler(t, app), http.MethodPost, "/api/collections/product_variants/records",
			hookstest.JSONBody(map[string]any{"productId": tee, "name": "Eighth", "weight": "3.5g", "price": 1, "category": "Flower"}), headers)
		hookstest.MustEqual(t, "status", res.StatusCode, 400)
		if body := hookstest.ReadAll(t, res); !strings.Contains(body, `"name":{"code":"validation_invalid","message":"Size must be one of XS, S, M, L, XL, 2XL, 3XL"}`) ||
			!strings.Contains(body, `"weight":{"code":"validation_invalid","message":"A Swag size has no weight"}`) {
			t.Errorf("answer: %s", body)
		}
	})
}
