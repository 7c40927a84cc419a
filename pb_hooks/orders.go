package hooks

import (
	"crypto/rand"
	"encoding/json"
	"fmt"
	"math"
	"math/big"
	"net/http"
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	migrations "github.com/hudsonvalley/farmsite/pb_migrations"
	"github.com/pocketbase/ozzo-validation/v4/is"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

const (
	maxOrderLines     = 50
	maxOrderQuantity  = 99
	orderableCategory = "Swag"
	// orderRequestsPerMinute is how many order requests one client may send a minute.
	orderRequestsPerMinute = 5
)

var phonePattern = regexp.MustCompile(`^[0-9+()\-. ]{7,30}$`)

type orderLineJSON struct {
	ProductID string `json:"productId"`
	Name      string `json:"name"`
	Price     string `json:"price"`
	Quantity  int    `json:"quantity"`
	LineTotal string `json:"lineTotal"`
}

type orderJSON struct {
	ID        string          `json:"id"`
	Number    int             `json:"number"`
	Name      string          `json:"name"`
	Email     string          `json:"email"`
	Phone     string          `json:"phone"`
	Note      string          `json:"note"`
	Items     []orderLineJSON `json:"items"`
	Total     string          `json:"total"`
	Status    string          `json:"status"`
	CreatedAt string          `json:"createdAt"`
}

func orderToJSON(rec *core.Record) orderJSON {
	var items []orderLineJSON
	if err := rec.UnmarshalJSONField("items", &items); err != nil || items == nil {
		items = []orderLineJSON{}
	}
	return orderJSON{
		ID: rec.Id, Number: rec.GetInt("number"), Name: rec.GetString("name"), Email: rec.GetString("email"),
		Phone: rec.GetString("phone"), Note: rec.GetString("note"), Items: items,
		Total: catalog.FormatPrice(rec.GetFloat("total")), Status: rec.GetString("status"), CreatedAt: isoTime(rec, "createdAt"),
	}
}

// registerOrders binds the storefront's merchandise order requests and their staff views.
func registerOrders(app core.App, r *router.Router[*core.RequestEvent], staff *router.RouterGroup[*core.RequestEvent]) {
	publicForm(r, "/api/orders", orderRequestsPerMinute, placeOrder)

	orders := &adminResource{
		name:         "orders",
		collection:   "orders",
		what:         "Order",
		searchFields: []string{"name", "email", "note"},
		defaultSort:  "createdAt DESC",
		toJSON: func(_ core.App, records []*core.Record) ([]any, error) {
			out := make([]any, len(records))
			for i, rec := range records {
				out[i] = orderToJSON(rec)
			}
			return out, nil
		},
		// Staff move an order through its statuses; what the visitor asked for stays.
		apply: func(_ core.App, rec *core.Record, body jsonBody, _ bool) *fieldErrors {
			errs := &fieldErrors{}
			if body.has("status") {
				status, ok := body.text("status")
				if !ok || !slices.Contains(migrations.OrderStatuses, status) {
					errs.add("status", "Status must be new, processed or cancelled")
				} else {
					rec.Set("status", status)
				}
			}
			return errs
		},
		readOnly: true,
	}
	orders.register(staff)
}

type orderRequest struct {
	Name    string `json:"name"`
	Email   string `json:"email"`
	Phone   string `json:"phone"`
	Note    string `json:"note"`
	Website string `json:"website"` // honeypot, see contactHoneypotField
	Items   []struct {
		ProductID string          `json:"productId"`
		Quantity  json.RawMessage `json:"quantity"`
	} `json:"items"`
}

// placeOrder takes a merchandise order request: only Swag products in stock, prices
// and total recomputed from the database (never the client's), numbered in sequence.
func placeOrder(e *core.RequestEvent) error {
	var req orderRequest
	if err := e.BindBody(&req); err != nil {
		return badRequest("Request body must be a JSON object")
	}
	for _, field := range []*string{&req.Name, &req.Email, &req.Phone, &req.Note, &req.Website} {
		*field = strings.TrimSpace(*field)
	}
	errs := &fieldErrors{}
	switch n := utf8.RuneCountInString(req.Name); {
	case n < 2:
		errs.add("name", "Name must be at least 2 characters")
	case n > 200:
		errs.add("name", "Name must be at most 200 characters")
	}
	if email := req.Email; email == "" || len(email) > 320 || is.EmailFormat.Validate(email) != nil {
		errs.add("email", "Please enter a valid email address")
	}
	if phone := req.Phone; phone != "" && !phonePattern.MatchString(phone) {
		errs.add("phone", "Please enter a valid phone number")
	}
	if utf8.RuneCountInString(req.Note) > 2000 {
		errs.add("note", "Note must be at most 2000 characters")
	}
	lines, problem := orderLines(e.App, req)
	if problem != "" {
		errs.add("items", problem)
	}
	if errs.any() {
		return validationError(errs)
	}
	if req.Website != "" {
		return e.JSON(http.StatusCreated, map[string]any{"success": true})
	}

	var totalCents int64
	for _, l := range lines {
		totalCents += l.cents * int64(l.Quantity)
	}
	items := make([]orderLineJSON, len(lines))
	for i, l := range lines {
		items[i] = l.orderLineJSON
	}
	order, err := saveOrder(e.App, map[string]any{
		"name": req.Name, "email": req.Email, "phone": req.Phone, "note": req.Note, "items": items,
		"total": float64(totalCents) / 100, "status": "new",
	})
	if err != nil {
		return err
	}
	return e.JSON(http.StatusCreated, map[string]any{
		"id": order.Id, "number": order.GetInt("number"), "total": catalog.FormatPrice(order.GetFloat("total")),
	})
}

type pricedLine struct {
	orderLineJSON
	cents int64
}

// orderLines checks the cart against the catalogue and prices it; problem is the
// message to show when it cannot be ordered.
func orderLines(app core.App, req orderRequest) (lines []pricedLine, problem string) {
	if len(req.Items) == 0 {
		return nil, "Your cart is empty"
	}
	if len(req.Items) > maxOrderLines {
		return nil, fmt.Sprintf("An order can hold at most %d different items", maxOrderLines)
	}
	index := map[string]int{}
	for _, item := range req.Items {
		var quantity float64
		if json.Unmarshal(item.Quantity, &quantity) != nil || quantity != math.Trunc(quantity) || quantity < 1 || quantity > maxOrderQuantity {
			return nil, fmt.Sprintf("Quantity must be between 1 and %d", maxOrderQuantity)
		}
		product, err := app.FindRecordById("products", item.ProductID)
		if err != nil {
			return nil, "An item in your cart is no longer available"
		}
		name := product.GetString("name")
		if product.GetString("category") != orderableCategory {
			return nil, "Only merchandise can be ordered online: " + name + " is not available to order"
		}
		if !product.GetBool("inStock") {
			return nil, name + " is out of stock"
		}
		if i, seen := index[product.Id]; seen {
			lines[i].Quantity += int(quantity)
			if lines[i].Quantity > maxOrderQuantity {
				return nil, fmt.Sprintf("Quantity must be between 1 and %d", maxOrderQuantity)
			}
			continue
		}
		cents := int64(math.Round(product.GetFloat("price") * 100))
		index[product.Id] = len(lines)
		lines = append(lines, pricedLine{orderLineJSON{ProductID: product.Id, Name: name, Price: catalog.FormatPrice(product.GetFloat("price")), Quantity: int(quantity)}, cents})
	}
	for i := range lines {
		lines[i].LineTotal = catalog.FormatPrice(float64(lines[i].cents*int64(lines[i].Quantity)) / 100)
	}
	return lines, ""
}

// Order numbers are random six-digit numbers, so that they tell nobody how many orders
// the shop takes; a number already given is drawn again.
const (
	smallestOrderNumber = 100_000
	orderNumberChoices  = 900_000
	orderNumberDraws    = 8
)

// saveOrder stores a new order request with fields under an unused random number.
func saveOrder(app core.App, fields map[string]any) (*core.Record, error) {
	collection, err := app.FindCachedCollectionByNameOrId("orders")
	if err != nil {
		return nil, err
	}
	for draw := 0; ; draw++ {
		n, err := rand.Int(rand.Reader, big.NewInt(orderNumberChoices))
		if err != nil {
			return nil, err
		}
		order := core.NewRecord(collection)
		order.Load(fields)
		order.Set("number", smallestOrderNumber+int(n.Int64()))
		err = app.Save(order)
		if err == nil || draw == orderNumberDraws-1 || !isNotUniqueError(err, "number") {
			return order, err
		}
	}
}
