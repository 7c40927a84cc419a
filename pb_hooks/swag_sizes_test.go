package hooks

import (
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/tests"
)

func TestSwagSizes(t *testing.T) {
	onTee := func(s tests.ApiScenario) {
		testOnRecord(t, "products", "farm-logo-tee", asStaff(s))
	}
	sizesOfTee := func(n int) func(t testing.TB, app *tests.TestApp, res *http.Response) {
		return func(t testing.TB, app *tests.TestApp, res *http.Response) {
			mustEqual(t, "sizes", countRecords(t, app, "product_variants", "productId.slug = 'farm-logo-tee'"), n)
		}
	}

	onTee(tests.ApiScenario{
		Name: "a Swag variant is a size, spelled the one way, of category Swag", Method: http.MethodPost, URL: "/api/admin/products/{id}/variants",
		Body:            jsonBodyOf(map[string]any{"name": " xxxl ", "price": 32}),
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
			Name: c.name, Method: http.MethodPost, URL: "/api/admin/products/{id}/variants", Body: jsonBodyOf(c.body),
			ExpectedStatus: 400, ExpectedContent: []string{`"message":` + quoted(c.message)},
			AfterTestFunc: sizesOfTee(5),
		})
	}
	onTee(tests.ApiScenario{
		Name: "sizes show smallest first, whatever their price", Method: http.MethodGet, URL: "/api/admin/products/{id}/variants",
		ExpectedStatus: 200, ExpectedContent: []string{`"name":"S"`},
		AfterTestFunc: func(t testing.TB, app *tests.TestApp, res *http.Response) {
			var sizes []struct{ Name string }
			decodeResponse(t, res, &sizes)
			var names []string
			for _, s := range sizes {
				names = append(names, s.Name)
			}
			mustEqual(t, "order", strings.Join(names, " "), "S M L XL 2XL")
		},
	})

	testOnRecord(t, "products", "headhunter", asStaff(tests.ApiScenario{
		Name: "a product with weights does not become Swag", Method: http.MethodPatch, URL: "/api/admin/products/{id}",
		Body:           jsonBodyOf(map[string]any{"category": "Swag"}),
		ExpectedStatus: 400, ExpectedContent: []string{`"message":"Remove this product's variants before moving it into or out of Swag: Swag variants are sizes"`},
		AfterTestFunc: func(t testing.TB, app *tests.TestApp, res *http.Response) {
			mustEqual(t, "category", findBySlug(t, app, "products", "headhunter").GetString("category"), "Flower")
		},
	}))
	testOnRecord(t, "products", "sun-grown-dad-hat", asStaff(tests.ApiScenario{
		Name: "a Swag product without sizes changes category freely", Method: http.MethodPatch, URL: "/api/admin/products/{id}",
		Body:           jsonBodyOf(map[string]any{"category": "Accessories"}),
		ExpectedStatus: 200, ExpectedContent: []string{`"category":"Accessories"`},
	}))
	t.Run("PocketBase's own API applies the size rules too", func(t *testing.T) {
		app := newTestApp(t)
		defer app.Cleanup()
		tee := findBySlug(t, app, "products", "farm-logo-tee").Id
		headers := map[string]string{"Authorization": superuserToken(t, app)}
		res := send(t, appHandler(t, app), http.MethodPost, "/api/collections/product_variants/records",
			jsonBodyOf(map[string]any{"productId": tee, "name": "Eighth", "weight": "3.5g", "price": 1, "category": "Flower"}), headers)
		mustEqual(t, "status", res.StatusCode, 400)
		if body := readAll(t, res); !strings.Contains(body, `"name":{"code":"validation_invalid","message":"Size must be one of XS, S, M, L, XL, 2XL, 3XL"}`) ||
			!strings.Contains(body, `"weight":{"code":"validation_invalid","message":"A Swag size has no weight"}`) {
			t.Errorf("answer: %s", body)
		}
	})
}
