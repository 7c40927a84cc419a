package leads

import (
	"crypto/rand"
	"encoding/json"
	"errors"
	"fmt"
	"github.com/hudsonvalley/farmsite/pb_hooks/notifications"
	"math"
	"math/big"
	"net/http"
	"strings"

	"github.com/hudsonvalley/farmsite/backend/api"
	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/hudsonvalley/farmsite/pb_hooks/adminapi"
	"github.com/hudsonvalley/farmsite/pb_hooks/rules"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
	"github.com/pocketbase/pocketbase/tools/security"
)

// orderRequestsPerMinute is how many order requests one client may send a minute.
const orderRequestsPerMinute = 5

// OrderToJSON is an order as staff and its emails see it, with the emails about it.
func OrderToJSON(rec *core.Record, emails []catalog.EmailStatus) catalog.Order {
	order := catalog.Answer[catalog.Order](&catalog.OrderSchema, rec)
	order.Emails = notifications.EmailsOrNone(emails)
	return order
}

func ordersToJSON(app core.App, records []*core.Record) ([]any, error) {
	emails, err := notifications.EmailsAbout(app, "order", records)
	if err != nil {
		return nil, err
	}
	out := make([]any, len(records))
	for i, rec := range records {
		out[i] = OrderToJSON(rec, emails[rec.Id])
	}
	return out, nil
}

// RegisterOrders binds the storefront's merchandise order requests and their staff views.
func (s *Leads) RegisterOrders(r *router.Router[*core.RequestEvent], staff *router.RouterGroup[*core.RequestEvent]) {
	s.Forms.Visitor(r, api.Orders, orderRequestsPerMinute, s.placeOrder)

	orders := &adminapi.Resource{
		Name:         api.OrdersResource,
		Collection:   catalog.OrdersCollection,
		What:         "Order",
		SearchFields: []string{"name", "email", "note"},
		DefaultSort:  "createdAt DESC",
		ToJSON:       ordersToJSON,
		// Staff move an order through its statuses; what the visitor asked for stays.
		Body: web.SchemaBody(&catalog.OrderSchema),
		// Confirming or cancelling an order tells the customer.
		Saved: func(tx core.App, e *core.RequestEvent, rec *core.Record) error {
			if catalog.AsOrder(rec).Status() == catalog.AsOrder(rec.Original()).Status() {
				return nil
			}
			return s.queueOrderStatusEmail(tx, e, rec)
		},
		ReadOnly: true,
	}
	orders.Register(staff)
}

type orderRequest struct {
	Name    string `json:"name"`
	Email   string `json:"email"`
	Phone   string `json:"phone"`
	Note    string `json:"note"`
	Website string `json:"website"` // honeypot, see contactHoneypotField
	orderDelivery
	Items []struct {
		ProductID string          `json:"productId"`
		VariantID string          `json:"variantId"`
		Quantity  json.RawMessage `json:"quantity"`
	} `json:"items"`
}

// placeOrder takes a merchandise order request: only Swag products in stock, prices
// and total recomputed from the database (never the client's), under a random number.
//
// The order's own rules run once, in the record hook every writer goes through
// (rules.Bind): Validate runs it, with the collection's field checks, before
// anything is written, so that its problems and the cart's answer together; the save then
// skips a second identical run (SaveNoValidate). What is set between the two is the
// server's own: the receipt plan and, on a clash, another number.
func (s *Leads) placeOrder(e *core.RequestEvent) error {
	var req orderRequest
	if err := e.BindBody(&req); err != nil {
		return web.BadRequest("Request body must be a JSON object")
	}
	collection, err := e.App.FindCachedCollectionByNameOrId(catalog.OrdersCollection)
	if err != nil {
		return err
	}
	order := core.NewRecord(collection)
	order.Load(catalog.OrderSchema.CreateDefaults())
	fields := catalog.AsOrder(order)
	fields.SetName(req.Name)
	order.SetEmail(req.Email)
	fields.SetPhone(req.Phone)
	fields.SetNote(req.Note)
	order.Load(req.orderDelivery.fields())
	items, total, problem, err := orderLines(e.App, req)
	if err != nil {
		return err
	}
	catalog.AsOrder(order).SetItems(items)
	catalog.AsOrder(order).SetTotal(total)
	number, err := randomOrderNumber()
	if err != nil {
		return err
	}
	catalog.AsOrder(order).SetNumber(number)
	// The order's own rules answer first, with the cart's problem after them.
	invalid := e.App.Validate(order)
	if problem != "" {
		problems := &catalog.Problems{}
		var ordered rules.OrderedErrors
		if errors.As(invalid, &ordered) {
			problems = ordered.Problems
		}
		problems.Add("items", problem)
		return rules.ValidationError(problems)
	}
	if invalid != nil {
		return rules.SaveError(invalid)
	}
	if strings.TrimSpace(req.Website) != "" {
		// A bot filled the hidden field: it gets an answer like a real one, and nothing is kept.
		id := security.RandomStringWithAlphabet(15, "abcdefghijklmnopqrstuvwxyz0123456789")
		return e.JSON(http.StatusCreated, orderResult(order, id, order.Email() != ""))
	}
	var confirmed bool
	err = e.App.RunInTransaction(func(tx core.App) error {
		now := s.Now()
		if err := s.RoomForLead(tx, e, catalog.OrdersCollection, now); err != nil {
			return err
		}
		if err := s.planOrderEmails(tx, order, now); err != nil {
			return err
		}
		if err := saveWithRandomNumber(tx, order); err != nil {
			return err
		}
		confirmed, err = s.queueOrderEmails(tx, e, order)
		return err
	})
	if err != nil {
		return rules.SaveError(err)
	}
	return e.JSON(http.StatusCreated, orderResult(order, order.Id, confirmed))
}

// orderLines checks the cart against the catalogue and prices it (catalog.Cart); problem
// is the message to show when it cannot be ordered.
func orderLines(app core.App, req orderRequest) (lines []catalog.OrderLine, total float64, problem string, err error) {
	if len(req.Items) == 0 {
		return nil, 0, "Your cart is empty", nil
	}
	if len(req.Items) > catalog.MaxOrderLines {
		return nil, 0, fmt.Sprintf("An order can hold at most %d different items", catalog.MaxOrderLines), nil
	}
	var cart catalog.Cart
	for _, item := range req.Items {
		var quantity float64
		if json.Unmarshal(item.Quantity, &quantity) != nil || quantity != math.Trunc(quantity) || quantity < 1 || quantity > catalog.MaxOrderQuantity {
			return nil, 0, catalog.QuantityProblem, nil
		}
		product, err := app.FindRecordById(catalog.ProductsCollection, item.ProductID)
		if err != nil || !catalog.IsVisible(product.GetString(catalog.StatusField)) {
			return nil, 0, "An item in your cart is no longer available", nil
		}
		name := catalog.AsProduct(product).Name()
		if catalog.AsProduct(product).Category() != catalog.OrderableCategory {
			return nil, 0, "Only merchandise can be ordered online: " + name + " is not available to order", nil
		}
		if !catalog.AsProduct(product).InStock() {
			return nil, 0, name + " is out of stock", nil
		}
		size, problem, err := orderedSize(app, product, item.VariantID)
		if problem != "" || err != nil {
			return nil, 0, problem, err
		}
		line := catalog.CartItem{ProductID: product.Id, VariantID: item.VariantID, Name: name, Quantity: int(quantity), Price: catalog.AsProduct(product).Price()}
		if size != nil {
			line.VariantID, line.Size, line.Price = size.Id, catalog.AsVariant(size).Name(), catalog.AsVariant(size).Price()
		}
		if problem := cart.Add(line); problem != "" {
			return nil, 0, problem, nil
		}
	}
	lines, total = cart.Lines()
	return lines, total, "", nil
}

// orderedSize is the size (variant) a cart line names of product, which must be one
// of its sizes in stock when it has sizes, and none when it has none; problem says
// what is wrong otherwise.
func orderedSize(app core.App, product *core.Record, variantID string) (size *core.Record, problem string, err error) {
	name := catalog.AsProduct(product).Name()
	if variantID == "" {
		var sizes int
		if err := app.DB().Select("count(*)").From(catalog.VariantsCollection).
			Where(dbx.HashExp{catalog.VariantFieldProductID: product.Id}).Row(&sizes); err != nil {
			return nil, "", err
		}
		if sizes > 0 {
			return nil, "Please choose a size of " + name, nil
		}
		return nil, "", nil
	}
	size, err = app.FindFirstRecordByFilter(catalog.VariantsCollection, "id = {:id} && productId = {:product}",
		dbx.Params{"id": variantID, "product": product.Id})
	if rules.IsNotFound(err) {
		return nil, "The size of " + name + " in your cart is no longer available", nil
	}
	if err != nil {
		return nil, "", err
	}
	if !catalog.AsVariant(size).InStock() {
		return nil, name + " in size " + catalog.AsVariant(size).Name() + " is out of stock", nil
	}
	return size, "", nil
}

// Order numbers are random six-digit numbers, so that they tell nobody how many orders
// the shop takes; a number already given is drawn again.
const (
	smallestOrderNumber = 100_000
	orderNumberChoices  = 900_000
	orderNumberDraws    = 8
)

// saveWithRandomNumber stores a new, validated order request, under another random
// number while its number is already given (the database's unique index says so; the
// number is the only field that changes, so the order is not validated again).
func saveWithRandomNumber(app core.App, order *core.Record) error {
	for draw := 1; ; draw++ {
		err := app.SaveNoValidate(order)
		if err == nil || draw == orderNumberDraws || !rules.IsNotUnique(err, "number") {
			return err
		}
		number, err := randomOrderNumber()
		if err != nil {
			return err
		}
		catalog.AsOrder(order).SetNumber(number)
	}
}

func randomOrderNumber() (int, error) {
	n, err := rand.Int(rand.Reader, big.NewInt(orderNumberChoices))
	if err != nil {
		return 0, err
	}
	return smallestOrderNumber + int(n.Int64()), nil
}
