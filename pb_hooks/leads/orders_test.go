package leads_test

import (
	"cmp"
	"net/http"
	"strings"
	"testing"

	"github.com/hudsonvalley/farmsite/pb_hooks/leads"

	"github.com/hudsonvalley/farmsite/backend/catalog"

	"github.com/hudsonvalley/farmsite/pb_hooks/internal/hookstest"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/tests"
)

// The record hooks an order request fires: the order's rules run in its record hook
// (OnRecordValidate) exactly once. A refused request validates the order and writes
// nothing; a placed one validates and creates the order and its receipt once each (the
// order's save does not validate it a second time).
var orderAndReceiptWritten = hookstest.RecordsWritten("Create", 2)

func TestOrders(t *testing.T) {
	// order builds a request for the given product slugs and quantities once the app
	// (and so the product ids) exists.
	order := func(s tests.ApiScenario, fields map[string]any, lines ...any) {
		hookstest.RunPrepared(t, s, func(t testing.TB, app *tests.TestApp, s *tests.ApiScenario) string {
			items := []map[string]any{}
			for i := 0; i+1 < len(lines); i += 2 {
				// "slug" or "slug@size"; a size of another product is "slug@size@other-slug".
				slug, size, _ := strings.Cut(lines[i].(string), "@")
				size, sizeOf, _ := strings.Cut(size, "@")
				item := map[string]any{"productId": "nosuchproduct", "quantity": lines[i+1]}
				if slug != "missing" {
					item["productId"] = hookstest.FindBySlug(t, app, "products", slug).Id
				}
				if size != "" {
					item["variantId"] = hookstest.VariantOf(t, app, cmp.Or(sizeOf, slug), size).Id
				}
				items = append(items, item)
			}
			body := hookstest.Merged(map[string]any{"name": "Sam Shopper", "email": "sam@example.com", "phone": "(845) 555-0100", "note": "Ring twice", "items": items,
				"fulfillment": "shipping", "street": "12 Main St", "street2": "Apt 2", "city": "Kingston", "state": "NY", "zip": "12401"}, fields)
			s.Body = hookstest.JSONBody(body)
			return "/api/orders"
		})
	}
	orders := func(n int) func(t testing.TB, app *tests.TestApp, res *http.Response) {
		return func(t testing.TB, app *tests.TestApp, res *http.Response) {
			hookstest.MustEqual(t, "stored orders", hookstest.CountRecords(t, app, "orders", ""), n)
		}
	}
	refused := func(name, message string) tests.ApiScenario {
		return tests.ApiScenario{Name: name, Method: http.MethodPost, ExpectedStatus: 400,
			ExpectedContent: []string{`"message":` + hookstest.Quoted(message)}, ExpectedEvents: hookstest.OnlyValidated, AfterTestFunc: orders(0)}
	}

	order(tests.ApiScenario{
		Name: "prices come from the catalogue, a product and size is one line, lines merge", Method: http.MethodPost,
		ExpectedStatus: 201, ExpectedContent: []string{`"number":`, `"total":"136.00"`, `"id":"`, `"fulfillment":"shipping"`,
			`"shipTo":["12 Main St","Apt 2","Kingston, NY 12401"]`, `{"productId":"`, `"size":"M","name":"Farm Logo Tee","price":"28.00","quantity":3,"lineTotal":"84.00"}`},
		ExpectedEvents: orderAndReceiptWritten,
		AfterTestFunc: func(t testing.TB, app *tests.TestApp, res *http.Response) {
			rec, err := app.FindFirstRecordByFilter("orders", "")
			if err != nil {
				t.Fatal(err)
			}
			got := leads.OrderToJSON(rec, nil)
			hookstest.MustEqual(t, "lines", len(got.Items), 3)
			hookstest.MustEqual(t, "tee size", got.Items[0].Size, "M")
			hookstest.MustEqual(t, "tee variant", got.Items[0].VariantID, hookstest.VariantOf(t, app, "farm-logo-tee", "M").Id)
			hookstest.MustEqual(t, "tee quantity", got.Items[0].Quantity, 3)
			hookstest.MustEqual(t, "tee line", got.Items[0].LineTotal, "84.00")
			hookstest.MustEqual(t, "hat has no size", got.Items[1].Size, "")
			hookstest.MustEqual(t, "other size", got.Items[2].Size, "L")
			hookstest.MustEqual(t, "other size's quantity", got.Items[2].Quantity, 1)
			hookstest.MustEqual(t, "status", got.Status, "new")
			hookstest.MustEqual(t, "note", got.Note, "Ring twice")
			hookstest.MustEqual(t, "address", strings.Join(catalog.ShippingAddressLines(got), " / "), "12 Main St / Apt 2 / Kingston, NY 12401")
		},
	}, map[string]any{"price": "0.01", "total": "1.00"}, "farm-logo-tee@M", 2, "sun-grown-dad-hat", 1, "farm-logo-tee@M", 1, "farm-logo-tee@L", 1)
	t.Run("a size is priced by the server from the size's own price", func(t *testing.T) {
		app := hookstest.NewApp(t)
		defer app.Cleanup()
		xl := hookstest.VariantOf(t, app, "farm-logo-tee", "XL")
		xl.Set("price", 30.5)
		if err := app.Save(xl); err != nil {
			t.Fatal(err)
		}
		tee := hookstest.FindBySlug(t, app, "products", "farm-logo-tee").Id
		res := hookstest.Send(t, hookstest.AppHandler(t, app), http.MethodPost, "/api/orders", hookstest.JSONBody(map[string]any{"name": "Sam", "email": "sam@example.com", "fulfillment": "pickup",
			"items": []map[string]any{{"productId": tee, "variantId": xl.Id, "quantity": 2, "price": "1.00"}}}), nil)
		var got catalog.OrderResult
		hookstest.DecodeResponse(t, res, &got)
		hookstest.MustEqual(t, "status", res.StatusCode, 201)
		hookstest.MustEqual(t, "total", got.Total, "61.00")
		rec, err := app.FindRecordById("orders", got.ID)
		if err != nil {
			t.Fatal(err)
		}
		line := leads.OrderToJSON(rec, nil).Items[0]
		hookstest.MustEqual(t, "line", line, catalog.OrderLine{ProductID: tee, VariantID: xl.Id, Size: "XL", Name: "Farm Logo Tee", Price: "30.50", Quantity: 2, LineTotal: "61.00"})
	})
	order(refused("an out-of-stock size", "Farm Logo Tee in size 2XL is out of stock"), nil, "farm-logo-tee@M", 1, "farm-logo-tee@2XL", 1)
	order(refused("no size of a product with sizes", "Please choose a size of Farm Logo Tee"), nil, "farm-logo-tee", 1)
	order(refused("a size of another product", "The size of Farm Logo Tee in your cart is no longer available"), nil, "farm-logo-tee@Eighth@headhunter", 1)
	order(refused("a flower product", "Only merchandise can be ordered online: Headhunter is not available to order"), nil, "farm-logo-tee@M", 1, "headhunter", 1)
	order(refused("out of stock", "Canvas Harvest Tote is out of stock"), nil, "canvas-harvest-tote", 1)
	order(refused("empty cart", "Your cart is empty"), nil)
	order(refused("a product that is gone", "An item in your cart is no longer available"), nil, "missing", 1)
	order(refused("zero quantity", "Quantity must be between 1 and 99"), nil, "farm-logo-tee", 0)
	order(refused("fractional quantity", "Quantity must be between 1 and 99"), nil, "farm-logo-tee", 1.5)
	order(refused("no name", "Name must be at least 2 characters"), map[string]any{"name": "S"}, "farm-logo-tee", 1)
	order(refused("a name too long", "Name must be at most 200 characters"), map[string]any{"name": strings.Repeat("Sam ", 75)}, "farm-logo-tee", 1)
	order(refused("bad email", "Please enter a valid email address"), map[string]any{"email": "sam@"}, "farm-logo-tee", 1)
	order(refused("the order's problem before the cart's", "Please enter a valid email address"), map[string]any{"email": "sam@"}, "headhunter", 1)
	order(refused("bad phone", "Please enter a valid phone number"), map[string]any{"phone": "call me"}, "farm-logo-tee", 1)
	// Delivery: shipped to a US address the server checks, or picked up at the farm.
	order(refused("no choice of delivery", catalog.MsgFulfillmentRequired), map[string]any{"fulfillment": ""}, "farm-logo-tee@M", 1)
	order(refused("a delivery not offered", catalog.MsgFulfillmentRequired), map[string]any{"fulfillment": "drone"}, "farm-logo-tee@M", 1)
	order(refused("shipping without a street", catalog.MsgStreetRequired), map[string]any{"street": " "}, "farm-logo-tee@M", 1)
	order(refused("shipping without a city", catalog.MsgCityRequired), map[string]any{"city": ""}, "farm-logo-tee@M", 1)
	order(refused("a city of digits", catalog.MsgInvalidCity), map[string]any{"city": "12401"}, "farm-logo-tee@M", 1)
	order(refused("shipping without a state", catalog.MsgStateRequired), map[string]any{"state": ""}, "farm-logo-tee@M", 1)
	order(refused("a state that is not a USPS code", catalog.MsgInvalidState), map[string]any{"state": "New York"}, "farm-logo-tee@M", 1)
	order(refused("shipping without a ZIP code", catalog.MsgZipRequired), map[string]any{"zip": ""}, "farm-logo-tee@M", 1)
	order(refused("a ZIP code of four digits", catalog.MsgInvalidZip), map[string]any{"zip": "1240"}, "farm-logo-tee@M", 1)
	order(refused("a street on two lines", catalog.MsgInvalidStreet), map[string]any{"street": "12 Main St\r\nBcc: eve@example.com"}, "farm-logo-tee@M", 1)
	order(refused("a street line too long", catalog.MsgStreetTooLong), map[string]any{"street2": strings.Repeat("x", 101)}, "farm-logo-tee@M", 1)
	order(refused("the address's problem before the cart's", catalog.MsgZipRequired), map[string]any{"zip": ""}, "headhunter", 1)
	order(tests.ApiScenario{
		Name: "a state in small letters and a ZIP+4 are taken", Method: http.MethodPost, ExpectedStatus: 201,
		ExpectedContent: []string{`"shipTo":["12 Main St","Apt 2","Kingston, NY 12401-1234"]`}, AfterTestFunc: orders(1),
	}, map[string]any{"state": "ny", "zip": "12401-1234"}, "farm-logo-tee@M", 1)
	order(tests.ApiScenario{
		Name: "a pickup keeps no address", Method: http.MethodPost, ExpectedStatus: 201,
		ExpectedContent: []string{`"fulfillment":"pickup"`, `"shipTo":[]`},
		AfterTestFunc: func(t testing.TB, app *tests.TestApp, res *http.Response) {
			rec, err := app.FindFirstRecordByFilter("orders", "")
			if err != nil {
				t.Fatal(err)
			}
			for _, field := range catalog.ShippingAddressFields() {
				hookstest.MustEqual(t, field, rec.GetString(field), "")
			}
			hookstest.MustEqual(t, "fulfillment", rec.GetString("fulfillment"), "pickup")
		},
	}, map[string]any{"fulfillment": "pickup", "zip": "not a zip"}, "farm-logo-tee@M", 1)
	order(tests.ApiScenario{
		Name: "no phone is fine", Method: http.MethodPost, ExpectedStatus: 201, ExpectedContent: []string{`"total":"24.00"`},
		AfterTestFunc: orders(1),
	}, map[string]any{"phone": ""}, "sun-grown-dad-hat", 1)
	order(tests.ApiScenario{
		Name: "a bot filling the hidden field is answered but not stored", Method: http.MethodPost,
		ExpectedStatus: 201, ExpectedContent: []string{`"id":"`, `"number":`, `"total":"`, `"confirmationEmailed":true`},
		ExpectedEvents: hookstest.OnlyValidated, AfterTestFunc: orders(0),
	}, map[string]any{"website": "http://spam.example"}, "farm-logo-tee@S", 1)

	order(tests.ApiScenario{
		Name: "the 6th order request within a minute is refused", Method: http.MethodPost,
		BeforeTestFunc: hookstest.SendBefore(5, http.MethodPost, "/api/orders", `{"name":"Sam","email":"sam@example.com","items":[]}`, 400),
		ExpectedStatus: 429, ExpectedContent: []string{`"message"`}, AfterTestFunc: orders(0),
	}, nil, "farm-logo-tee@S", 1)

	t.Run("numbers tell nothing of the order volume, and staff see and process orders", func(t *testing.T) {
		app := hookstest.NewApp(t)
		defer app.Cleanup()
		tee, size := hookstest.FindBySlug(t, app, "products", "farm-logo-tee").Id, hookstest.VariantOf(t, app, "farm-logo-tee", "S").Id
		var ids []string
		server := hookstest.AppHandler(t, app)
		var numbers []int
		for range 2 {
			res := hookstest.Send(t, server, http.MethodPost, "/api/orders", hookstest.JSONBody(map[string]any{"name": "Sam", "email": "sam@example.com", "fulfillment": "pickup", "items": []map[string]any{{"productId": tee, "variantId": size, "quantity": 1}}}), nil)
			var body struct {
				ID     string
				Number int
			}
			hookstest.DecodeResponse(t, res, &body)
			if body.Number < 100_000 || body.Number > 999_999 {
				t.Errorf("order number %d is not a six-digit number", body.Number)
			}
			numbers = append(numbers, body.Number)
			ids = append(ids, body.ID)
		}
		if numbers[0] == numbers[1] || numbers[1] == numbers[0]+1 {
			t.Errorf("order numbers %v follow on", numbers)
		}
		list := hookstest.Send(t, server, http.MethodGet, "/api/admin/orders?sort=[\"number\",\"DESC\"]", nil, hookstest.StaffHeaders())
		hookstest.MustEqual(t, "list status", list.StatusCode, 200)
		hookstest.MustEqual(t, "Content-Range", list.Header.Get("Content-Range"), "orders 0-1/2")
		patched := hookstest.Send(t, server, http.MethodPatch, "/api/admin/orders/"+ids[0], hookstest.JSONBody(map[string]any{"status": "confirmed", "total": "0.00"}), hookstest.StaffHeaders())
		var got catalog.Order
		hookstest.DecodeResponse(t, patched, &got)
		hookstest.MustEqual(t, "status", got.Status, "confirmed")
		hookstest.MustEqual(t, "total kept", got.Total, "28.00")
		bad := hookstest.Send(t, server, http.MethodPatch, "/api/admin/orders/"+ids[0], hookstest.JSONBody(map[string]any{"status": "shipped"}), hookstest.StaffHeaders())
		hookstest.MustEqual(t, "bad status", bad.StatusCode, 400)
		hookstest.MustEqual(t, "visitors", hookstest.Send(t, server, http.MethodGet, "/api/admin/orders", nil, nil).StatusCode, 401)
	})
	t.Run("an order placed before the choice of delivery existed is still handled by staff", func(t *testing.T) {
		app := hookstest.NewApp(t)
		defer app.Cleanup()
		server := hookstest.AppHandler(t, app)
		res := hookstest.Send(t, server, http.MethodPost, "/api/orders", hookstest.JSONBody(map[string]any{"name": "Sam", "email": "sam@example.com", "fulfillment": "pickup",
			"items": []map[string]any{{"productId": hookstest.FindBySlug(t, app, "products", "sun-grown-dad-hat").Id, "quantity": 1}}}), nil)
		var placed catalog.OrderResult
		hookstest.DecodeResponse(t, res, &placed)
		if _, err := app.DB().NewQuery("UPDATE orders SET fulfillment = '' WHERE id = {:id}").Bind(dbx.Params{"id": placed.ID}).Execute(); err != nil {
			t.Fatal(err)
		}
		patched := hookstest.Send(t, server, http.MethodPatch, "/api/admin/orders/"+placed.ID, hookstest.JSONBody(map[string]any{"status": "confirmed"}), hookstest.StaffHeaders())
		var got catalog.Order
		hookstest.DecodeResponse(t, patched, &got)
		hookstest.MustEqual(t, "status", got.Status, "confirmed")
		hookstest.MustEqual(t, "fulfillment", got.Fulfillment, "")
	})
}
