package wholesale

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/hudsonvalley/farmsite/backend/api"
	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

// MaxBuyerOrdersListed bounds a buyer's list of orders (the newest first).
const MaxBuyerOrdersListed = 200

// Orders are written one at a time (SQLite's one writer); at most MaxOrderWritesAtOnce
// submissions and transitions wait for it at once, four per client network, each up to
// orderWriteWait for its turn before a 503 with Retry-After.
const (
	MaxOrderWritesAtOnce   = 8
	orderWritesPerNetwork  = 4
	orderWriteWait         = 10 * time.Second
	orderWriteRetrySeconds = 5
)

// MsgOrdersBusy answers an order's write that found no turn in time.
var MsgOrdersBusy = fmt.Sprintf("Many orders are being placed at once: try again in %d seconds", orderWriteRetrySeconds)

// inOrderTurn runs next in one of the orders' write turns.
func (a *area) inOrderTurn(next func(e *core.RequestEvent) error) func(e *core.RequestEvent) error {
	return func(e *core.RequestEvent) error {
		if !a.orderTurns.Take(e, orderWriteWait) {
			e.Response.Header().Set("Retry-After", strconv.Itoa(orderWriteRetrySeconds))
			return web.APIError(http.StatusServiceUnavailable, MsgOrdersBusy, nil)
		}
		defer a.orderTurns.Release(e)
		return next(e)
	}
}

// msgOrderNotFound answers an order that is not there, or not the buyer's account's.
const msgOrderNotFound = "Order not found"

var (
	msgTransitionReason = fmt.Sprintf("Reason must be at most %d characters", catalog.MaxOrderReason)
	msgTransitionLines  = fmt.Sprintf("lines must be a list of at most %d {id, units, reason}", catalog.MaxWholesaleOrderLines)
	msgManifestNumber   = fmt.Sprintf("Manifest number must be at most %d characters", catalog.MaxManifestNumber)
	msgDriver           = fmt.Sprintf("Driver must be at most %d characters", catalog.MaxDriver)
	msgVehicle          = fmt.Sprintf("Vehicle must be at most %d characters", catalog.MaxVehicle)
)

// registerOrders binds the buyers' order routes (behind requireBuyer: their own
// account's orders only, answered no-store) and staff's.
func (a *area) registerOrders(r *router.Router[*core.RequestEvent], staff *router.RouterGroup[*core.RequestEvent]) {
	a.orderTurns = web.NewTurns(MaxOrderWritesAtOnce, orderWritesPerNetwork)
	r.POST(api.WholesaleOrders, a.inOrderTurn(forBuyer(a.submitOrder))).BindFunc(a.requireBuyer).Bind(web.RouteBoundsBody())
	r.GET(api.WholesaleOrders, forBuyer(a.listOwnOrders)).BindFunc(a.requireBuyer)
	r.GET(api.WholesaleDeliveryDays, forBuyer(a.listDeliveryDays)).BindFunc(a.requireBuyer)
	r.GET(api.WholesaleOrder, forBuyer(a.getOwnOrder)).BindFunc(a.requireBuyer)
	r.POST(api.WholesaleOrderCancel, a.inOrderTurn(forBuyer(a.cancelOwnOrder))).BindFunc(a.requireBuyer)

	staff.GET("/"+api.WholesaleOrdersResource, a.deps.List(ListSpec{
		Name: api.WholesaleOrdersResource, Collection: catalog.WholesaleOrdersCollection,
		SearchFields: []string{catalog.WholesaleOrderFieldNumber, catalog.WholesaleOrderFieldPoNumber, catalog.WholesaleOrderFieldBuyerLicenceNumber},
		DefaultSort:  catalog.CreatedAtField + " DESC",
		ToJSON:       a.ordersToJSON,
	}))
	staff.GET("/"+api.WholesaleOrdersResource+"/{id}", a.getOrderForStaff)
	staff.POST(api.StaffWholesaleOrderTransition, a.inOrderTurn(a.staffTransition))
}

// ownOrder is the order {id} names when it is account's, or a 404 (another account's
// order is as missing as one that never was).
func ownOrder(e *core.RequestEvent, account *catalog.BuyerAccountRecord) (*catalog.WholesaleOrderRecord, error) {
	rec, err := e.App.FindRecordById(catalog.WholesaleOrdersCollection, e.Request.PathValue("id"))
	if err != nil || catalog.AsWholesaleOrder(rec).Account() != account.Id {
		return nil, web.NotFound(msgOrderNotFound)
	}
	return catalog.AsWholesaleOrder(rec), nil
}

func (a *area) listOwnOrders(e *core.RequestEvent, account *catalog.BuyerAccountRecord) error {
	recs, err := e.App.FindRecordsByFilter(catalog.WholesaleOrdersCollection, catalog.WholesaleOrderFieldAccount+" = {:account}",
		"-"+catalog.CreatedAtField, MaxBuyerOrdersListed, 0, dbx.Params{"account": account.Id})
	if err != nil {
		return err
	}
	out := make([]catalog.WholesaleOrder, len(recs))
	for i, rec := range recs {
		out[i] = orderToJSON(rec)
	}
	if err := withBalances(e.App, out, a.deps.Clock()); err != nil {
		return err
	}
	return e.JSON(http.StatusOK, out)
}

func (a *area) getOwnOrder(e *core.RequestEvent, account *catalog.BuyerAccountRecord) error {
	order, err := ownOrder(e, account)
	if err != nil {
		return err
	}
	out, err := a.orderAnswer(e.App, order.Record, false)
	if err != nil {
		return err
	}
	return e.JSON(http.StatusOK, out)
}

// cancelOwnOrder cancels the buyer's order while it is submitted ({reason} optional).
func (a *area) cancelOwnOrder(e *core.RequestEvent, account *catalog.BuyerAccountRecord) error {
	order, err := ownOrder(e, account)
	if err != nil {
		return err
	}
	body, err := web.ReadJSONBody(e)
	if err != nil {
		return err
	}
	reason, _ := body.Text("reason")
	reason = strings.TrimSpace(reason)
	if utf8.RuneCountInString(reason) > catalog.MaxOrderReason {
		return problemOf("reason", msgTransitionReason)
	}
	if err := a.transition(e, order, move{to: catalog.OrderCancelled, reason: reason, who: catalog.ByBuyer}); err != nil {
		return err
	}
	return a.getOwnOrder(e, account)
}

func (a *area) getOrderForStaff(e *core.RequestEvent) error {
	rec, err := e.App.FindRecordById(catalog.WholesaleOrdersCollection, e.Request.PathValue("id"))
	if err != nil {
		return web.NotFound(msgOrderNotFound)
	}
	out, err := a.orderAnswer(e.App, rec, true)
	if err != nil {
		return err
	}
	return e.JSON(http.StatusOK, out)
}

// staffTransition moves an order: {to, reason, lines?: [{id, units, reason}],
// manifestNumber, driver, vehicle, deliveredOn}.
func (a *area) staffTransition(e *core.RequestEvent) error {
	rec, err := e.App.FindRecordById(catalog.WholesaleOrdersCollection, e.Request.PathValue("id"))
	if err != nil {
		return web.NotFound(msgOrderNotFound)
	}
	body, err := web.ReadJSONBody(e)
	if err != nil {
		return err
	}
	m := move{who: catalog.ByStaff}
	p := &catalog.Problems{}
	for _, f := range []struct {
		name, message string
		max           int
		into          *string
	}{
		{"to", catalog.MsgOrderStateUnknown, 20, &m.to},
		{"reason", msgTransitionReason, catalog.MaxOrderReason, &m.reason},
		{"manifestNumber", msgManifestNumber, catalog.MaxManifestNumber, &m.manifestNumber},
		{"driver", msgDriver, catalog.MaxDriver, &m.driver},
		{"vehicle", msgVehicle, catalog.MaxVehicle, &m.vehicle},
		{"deliveredOn", msgDeliveredOn, 10, &m.deliveredOn},
	} {
		v, ok := body.Text(f.name)
		v = strings.TrimSpace(v)
		if (!ok && body.Has(f.name) && !body.IsNull(f.name)) || utf8.RuneCountInString(v) > f.max {
			p.Add(f.name, f.message)
		}
		*f.into = v
	}
	if raw, ok := body["lines"]; ok && string(raw) != "null" {
		if json.Unmarshal(raw, &m.lines) != nil || len(m.lines) > catalog.MaxWholesaleOrderLines {
			p.Add("lines", msgTransitionLines)
		}
	}
	if len(p.Fields()) > 0 {
		return validationError(p)
	}
	if err := a.transition(e, catalog.AsWholesaleOrder(rec), m); err != nil {
		return err
	}
	return a.getOrderForStaff(e)
}
