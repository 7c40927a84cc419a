package wholesale_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/pb_hooks"
	"github.com/hudsonvalley/farmsite/pb_hooks/internal/hookstest"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
)

// The orders' tests run on Monday 2 November 2026 at noon in New York: the demo lots
// were tested on 8 October 2026, the buyers' licences expire on 20 November.
const (
	ordersDay       = "2026-11-02"
	ordersDelivery  = "2026-11-04"
	ordersLicenceTo = "2026-11-20"
	hhLot           = "HVSF-26-HH01"
)

type orderFixture struct {
	app     *tests.TestApp
	handler http.Handler
	clock   *hookstest.Clock
	eighth  string // Headhunter Eighth's variant: cases of 6, $18.00 a unit, $17.00 from 60 units
}

// orderFixtureWith makes a site whose calendar is clock, with Headhunter's Eighth on the
// price list and onHand units of it in lot HVSF-26-HH01.
func orderFixtureWith(t *testing.T, onHand int) *orderFixture {
	t.Helper()
	clock := hookstest.ClockAt(newYorkAt(t, ordersDay, 12, 0))
	app, err := tests.NewTestApp(hookstest.TemplateDir)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(app.Cleanup)
	hookstest.Register(t, app, hooks.Options{Clock: clock.Now})
	f := &orderFixture{app: app, handler: hookstest.AppHandler(t, app), clock: clock, eighth: variantID(t, app, "headhunter", "Eighth")}
	body := hookstest.JSONOf(map[string]any{"variant": f.eighth, "unitPriceCents": 1800, "caseSize": 6,
		"volumeBreaks": []catalog.VolumeBreak{{MinUnits: 60, UnitPriceCents: 1700}}})
	if res := hookstest.StaffSend(t, f.handler, http.MethodPost, "/api/admin/wholesale-prices", body); res.StatusCode != http.StatusCreated {
		t.Fatalf("price: %s", hookstest.BodyOf(res))
	}
	body = hookstest.JSONOf(map[string]any{"variant": f.eighth, "batch": batchID(t, app, hhLot), "onHand": onHand})
	if res := hookstest.StaffSend(t, f.handler, http.MethodPost, "/api/admin/lot-stock", body); res.StatusCode != http.StatusCreated {
		t.Fatalf("stock: %s", hookstest.BodyOf(res))
	}
	return f
}

// buyer makes an approved account (licence number n) with one buyer of role, signed in.
func (f *orderFixture) buyer(t *testing.T, n int, role string) (map[string]string, *catalog.BuyerAccountRecord) {
	t.Helper()
	email := fmt.Sprintf("buyer%d@shop.example.com", n)
	account, _ := approvedAccount(t, f.app, fmt.Sprintf("OCM-RETL-24-%06d", 700+n), email, role, ordersLicenceTo)
	return asBuyer(signIn(t, f.handler, email, nil)), account
}

func orderOf(variant, lot string, units int) string {
	return hookstest.JSONOf(map[string]any{"poNumber": "PO-77", "deliveryDay": ordersDelivery, "note": "Back door",
		"lines": []map[string]any{{"variantId": variant, "lot": lot, "units": units}}})
}

func (f *orderFixture) place(t *testing.T, headers map[string]string, units int) catalog.WholesaleOrder {
	t.Helper()
	res := hookstest.Send(t, f.handler, http.MethodPost, "/api/wholesale/orders", strings.NewReader(orderOf(f.eighth, hhLot, units)), headers)
	body := hookstest.BodyOf(res)
	if res.StatusCode != http.StatusCreated {
		t.Fatalf("order: %d %s", res.StatusCode, body)
	}
	var order catalog.WholesaleOrder
	json.Unmarshal([]byte(body), &order)
	return order
}

func (f *orderFixture) move(t *testing.T, id string, body map[string]any) (*http.Response, string) {
	t.Helper()
	res := hookstest.StaffSend(t, f.handler, http.MethodPost, "/api/admin/wholesale-orders/"+id+"/transition", hookstest.JSONOf(body))
	return res, hookstest.BodyOf(res)
}

func (f *orderFixture) mustMove(t *testing.T, id string, body map[string]any) {
	t.Helper()
	if res, text := f.move(t, id, body); res.StatusCode != http.StatusOK {
		t.Fatalf("move to %v: %d %s", body["to"], res.StatusCode, text)
	}
}

// stock is the lot's stock row: on hand and reserved.
func (f *orderFixture) stock(t *testing.T) (onHand, reserved int) {
	t.Helper()
	rec, err := f.app.FindFirstRecordByFilter(catalog.LotStockCollection, "variant = {:v}", dbx.Params{"v": f.eighth})
	if err != nil {
		t.Fatal(err)
	}
	s := catalog.AsLotStock(rec)
	return s.OnHand(), s.Reserved()
}

// everyMove is a body that satisfies every target's needs (reason, manifest, day).
func everyMove(to string) map[string]any {
	return map[string]any{"to": to, "reason": "Because", "manifestNumber": "MAN-0001", "deliveredOn": ordersDay}
}

// pathTo are the staff moves that take a submitted order to a state.
var pathTo = map[string][]string{
	catalog.OrderSubmitted: {},
	catalog.OrderAccepted:  {catalog.OrderAccepted},
	catalog.OrderPacked:    {catalog.OrderAccepted, catalog.OrderPacked},
	catalog.OrderShipped:   {catalog.OrderAccepted, catalog.OrderShipped},
	catalog.OrderDelivered: {catalog.OrderAccepted, catalog.OrderShipped, catalog.OrderDelivered},
	catalog.OrderClosed:    {catalog.OrderAccepted, catalog.OrderShipped, catalog.OrderDelivered, catalog.OrderClosed},
	catalog.OrderRejected:  {catalog.OrderRejected},
	catalog.OrderCancelled: {catalog.OrderCancelled},
	catalog.OrderOnHold:    {catalog.OrderOnHold},
}

func (f *orderFixture) orderIn(t *testing.T, headers map[string]string, state string) string {
	t.Helper()
	id := f.place(t, headers, 6).ID
	for _, to := range pathTo[state] {
		f.mustMove(t, id, everyMove(to))
		if to == catalog.OrderShipped && (state == catalog.OrderDelivered || state == catalog.OrderClosed) {
			f.payInFull(t, id) // a delivered order closes only once paid
		}
	}
	return id
}

// trail counts what a transition leaves: the order's events, its activity entries of
// transitions, and the buyer's emails.
func (f *orderFixture) trail(t *testing.T, id string) [3]int {
	t.Helper()
	return [3]int{
		hookstest.CountRecords(t, f.app, catalog.WholesaleOrderEventsCollection, "order = {:id}", map[string]any{"id": id}),
		hookstest.CountRecords(t, f.app, catalog.ActivityCollection, "recordId = {:id} && action = {:a}", map[string]any{"id": id, "a": catalog.ActionWholesaleOrderTransition}),
		hookstest.CountRecords(t, f.app, catalog.OutboxCollection, "kind = 'wholesale_order_state'"),
	}
}

func stateOf(t *testing.T, app core.App, id string) string {
	t.Helper()
	rec, err := app.FindRecordById(catalog.WholesaleOrdersCollection, id)
	if err != nil {
		t.Fatal(err)
	}
	return catalog.AsWholesaleOrder(rec).State()
}

func TestTheOrderStateTableAllowsItsRowsAndRefusesEveryOtherPair(t *testing.T) {
	f := orderFixtureWith(t, 6000)
	headers, _ := f.buyer(t, 1, catalog.BuyerAdmin)
	// Staff's allowed pairs, written out apart from the table (on hold: held from submitted).
	allowed := []string{
		"submitted>accepted", "submitted>rejected", "submitted>cancelled", "submitted>on-hold",
		"accepted>packed", "accepted>cancelled", "accepted>shipped", "accepted>on-hold",
		"packed>cancelled", "packed>shipped", "packed>on-hold",
		"on-hold>submitted", "shipped>delivered", "delivered>closed",
	}
	verbs := map[string]string{
		"submitted": "submitted again", "accepted": "accepted", "packed": "packed", "shipped": "shipped", "delivered": "marked delivered",
		"closed": "closed", "rejected": "rejected", "cancelled": "cancelled", "on-hold": "put on hold",
	}
	words := map[string]string{"on-hold": "on hold"}
	for _, from := range catalog.OrderStates {
		refusedOrder := f.orderIn(t, headers, from)
		// Staff's answer offers exactly the allowed moves from here.
		var read catalog.WholesaleOrder
		hookstest.DecodeResponse(t, hookstest.StaffSend(t, f.handler, http.MethodGet, "/api/admin/wholesale-orders/"+refusedOrder, ""), &read)
		var offered, want []string
		for _, m := range read.Moves {
			offered = append(offered, from+">"+m.To)
		}
		for _, pair := range allowed {
			if strings.HasPrefix(pair, from+">") {
				want = append(want, pair)
			}
		}
		slices.Sort(offered)
		slices.Sort(want)
		hookstest.MustEqual(t, from+": the moves offered", strings.Join(offered, " "), strings.Join(want, " "))
		for _, to := range catalog.OrderStates {
			pair := from + ">" + to
			if slices.Contains(allowed, pair) {
				id := f.orderIn(t, headers, from)
				before := f.trail(t, id)
				if res, text := f.move(t, id, everyMove(to)); res.StatusCode != http.StatusOK {
					t.Errorf("%s: %d %s", pair, res.StatusCode, text)
					continue
				}
				hookstest.MustEqual(t, pair+": the state", stateOf(t, f.app, id), to)
				after := f.trail(t, id)
				hookstest.MustEqual(t, pair+": one event more", after[0], before[0]+1)
				hookstest.MustEqual(t, pair+": one activity entry more", after[1], before[1]+1)
				hookstest.MustEqual(t, pair+": one email more", after[2], before[2]+1)
				continue
			}
			before := f.trail(t, refusedOrder)
			res, text := f.move(t, refusedOrder, everyMove(to))
			want := "An order that is " + cmpOr(words[from], from) + " cannot be " + verbs[to]
			if from == catalog.OrderOnHold && (to == catalog.OrderAccepted || to == catalog.OrderPacked) {
				want = "An order on hold goes back only to the state it left"
			}
			hookstest.MustEqual(t, pair+": refused", res.StatusCode, http.StatusConflict)
			if !strings.Contains(text, `"message":"`+want+`"`) {
				t.Errorf("%s: %s, want %q", pair, text, want)
			}
			hookstest.MustEqual(t, pair+": the state kept", stateOf(t, f.app, refusedOrder), from)
			hookstest.MustEqual(t, pair+": nothing written", f.trail(t, refusedOrder), before)
		}
	}

	// An order held from accepted goes back to accepted, its stock still reserved.
	id := f.orderIn(t, headers, catalog.OrderAccepted)
	f.mustMove(t, id, everyMove(catalog.OrderOnHold))
	_, reserved := f.stock(t)
	res, text := f.move(t, id, everyMove(catalog.OrderSubmitted))
	hookstest.MustEqual(t, "held from accepted, to submitted", res.StatusCode, http.StatusConflict)
	if !strings.Contains(text, "goes back only to the state it left") {
		t.Errorf("resume elsewhere: %s", text)
	}
	f.mustMove(t, id, everyMove(catalog.OrderAccepted))
	_, after := f.stock(t)
	hookstest.MustEqual(t, "resuming reserves nothing more", after, reserved)

	// Rejecting and holding need a reason; the buyer may cancel only a submitted order.
	id = f.orderIn(t, headers, catalog.OrderSubmitted)
	for _, to := range []string{catalog.OrderRejected, catalog.OrderOnHold} {
		res, text := f.move(t, id, map[string]any{"to": to})
		hookstest.MustEqual(t, to+" without a reason", res.StatusCode, http.StatusBadRequest)
		if !strings.Contains(text, catalog.MsgOrderReasonRequired) {
			t.Errorf("%s without a reason: %s", to, text)
		}
	}
	for state, want := range map[string]string{
		catalog.OrderAccepted: catalog.MsgOrderCancelByFarmOnly, catalog.OrderPacked: catalog.MsgOrderCancelByFarmOnly,
		catalog.OrderShipped: "An order that is shipped cannot be cancelled", catalog.OrderOnHold: "An order that is on hold cannot be cancelled",
	} {
		id := f.orderIn(t, headers, state)
		res := hookstest.Send(t, f.handler, http.MethodPost, "/api/wholesale/orders/"+id+"/cancel", strings.NewReader("{}"), headers)
		text := hookstest.BodyOf(res)
		hookstest.MustEqual(t, "the buyer cancels a "+state+" order", res.StatusCode, http.StatusConflict)
		if !strings.Contains(text, want) {
			t.Errorf("buyer's cancel of %s: %s, want %q", state, text, want)
		}
	}
	id = f.orderIn(t, headers, catalog.OrderSubmitted)
	before := f.trail(t, id)
	res = hookstest.Send(t, f.handler, http.MethodPost, "/api/wholesale/orders/"+id+"/cancel", strings.NewReader(`{"reason":"Ordered twice"}`), headers)
	hookstest.MustEqual(t, "the buyer cancels a submitted order", res.StatusCode, http.StatusOK)
	hookstest.MustEqual(t, "cancelled by the buyer", stateOf(t, f.app, id), catalog.OrderCancelled)
	hookstest.MustEqual(t, "the buyer's cancel is written", f.trail(t, id), [3]int{before[0] + 1, before[1] + 1, before[2] + 1})
	var answer catalog.WholesaleOrder
	hookstest.DecodeResponse(t, res, &answer)
	last := answer.Events[len(answer.Events)-1]
	hookstest.MustEqual(t, "the buyer's event", last.Actor+" "+last.From+">"+last.To+" "+last.Reason, "A Buyer submitted>cancelled Ordered twice")
	hookstest.MustEqual(t, "the buyer's submission", answer.Events[0].Actor+" "+answer.Events[0].To, "A Buyer submitted")
}

func cmpOr(a, b string) string {
	if a != "" {
		return a
	}
	return b
}

func TestFiftyOrdersForTheLastTenCasesSellTenCasesOnce(t *testing.T) {
	f := orderFixtureWith(t, 60) // ten cases of six
	var buyers []map[string]string
	for n := range 5 {
		headers, _ := f.buyer(t, n, catalog.BuyerOrderer)
		buyers = append(buyers, headers)
	}
	type result struct {
		status int
		body   string
	}
	results := make(chan result, 50)
	var start, done sync.WaitGroup
	start.Add(1)
	for i := range 50 {
		done.Add(1)
		go func() {
			defer done.Done()
			start.Wait()
			res := hookstest.Send(t, f.handler, http.MethodPost, "/api/wholesale/orders", strings.NewReader(orderOf(f.eighth, hhLot, 6)), buyers[i%5])
			results <- result{res.StatusCode, hookstest.BodyOf(res)}
		}()
	}
	start.Done()
	done.Wait()
	close(results)
	var placed, refused int
	for r := range results {
		switch r.status {
		case http.StatusCreated:
			placed++
		case http.StatusConflict:
			refused++
			if !strings.Contains(r.body, "None of Headhunter Eighth (lot HVSF-26-HH01) is left") || !strings.Contains(r.body, `"available":0`) {
				t.Errorf("a refusal does not say what is left: %s", r.body)
			}
		default:
			t.Errorf("an order answered %d %s", r.status, r.body)
		}
	}
	hookstest.MustEqual(t, "orders placed", placed, 10)
	hookstest.MustEqual(t, "orders refused", refused, 40)

	orders, err := f.app.FindAllRecords(catalog.WholesaleOrdersCollection)
	if err != nil {
		t.Fatal(err)
	}
	var numbers []string
	for _, rec := range orders {
		numbers = append(numbers, catalog.AsWholesaleOrder(rec).Number())
	}
	slices.Sort(numbers)
	for i, n := range numbers {
		hookstest.MustEqual(t, "order numbers without a gap or a repeat", n, fmt.Sprintf("SO-2026-%05d", i+1))
	}

	// Staff accept them all at once: each reserves its case, none twice.
	var accepted sync.WaitGroup
	statuses := make(chan int, len(orders))
	for _, rec := range orders {
		accepted.Add(1)
		go func() {
			defer accepted.Done()
			res := hookstest.StaffSend(t, f.handler, http.MethodPost, "/api/admin/wholesale-orders/"+rec.Id+"/transition", `{"to":"accepted"}`)
			statuses <- res.StatusCode
		}()
	}
	accepted.Wait()
	close(statuses)
	for s := range statuses {
		hookstest.MustEqual(t, "an acceptance", s, http.StatusOK)
	}
	onHand, reserved := f.stock(t)
	hookstest.MustEqual(t, "on hand", onHand, 60)
	hookstest.MustEqual(t, "reserved: ten cases, once each", reserved, 60)
	hookstest.MustEqual(t, "accepted orders", hookstest.CountRecords(t, f.app, catalog.WholesaleOrdersCollection, "state = 'accepted'"), 10)

	// The menu has nothing left of the lot; another order is refused with what is left.
	res := hookstest.Send(t, f.handler, http.MethodPost, "/api/wholesale/orders", strings.NewReader(orderOf(f.eighth, hhLot, 6)), buyers[0])
	hookstest.MustEqual(t, "an eleventh case", res.StatusCode, http.StatusConflict)
}

func TestALicenceThatExpiresBeforeShippingStopsTheShipping(t *testing.T) {
	f := orderFixtureWith(t, 60)
	email := "late@shop.example.com"
	account, _ := approvedAccount(t, f.app, "OCM-RETL-24-000800", email, catalog.BuyerAdmin, "2026-11-03")
	headers := asBuyer(signIn(t, f.handler, email, nil))
	order := f.place(t, headers, 12)
	hookstest.MustEqual(t, "the licence at submission", order.BuyerLicenceNumber, account.LicenceNumber())
	f.mustMove(t, order.ID, everyMove(catalog.OrderAccepted))

	f.clock.Advance(48 * time.Hour) // Wednesday 4 November: the licence expired on the 3rd
	res, text := f.move(t, order.ID, everyMove(catalog.OrderShipped))
	hookstest.MustEqual(t, "shipping to an expired licence", res.StatusCode, http.StatusConflict)
	if !strings.Contains(text, "licence is not active or has expired") {
		t.Errorf("shipping refusal: %s", text)
	}
	hookstest.MustEqual(t, "still accepted", stateOf(t, f.app, order.ID), catalog.OrderAccepted)
	onHand, reserved := f.stock(t)
	hookstest.MustEqual(t, "stock untouched", [2]int{onHand, reserved}, [2]int{60, 12})

	// Nor may the account order again.
	res = hookstest.Send(t, f.handler, http.MethodPost, "/api/wholesale/orders", strings.NewReader(hookstest.JSONOf(map[string]any{
		"deliveryDay": "2026-11-06", "lines": []map[string]any{{"variantId": f.eighth, "lot": hhLot, "units": 6}}})), headers)
	hookstest.MustEqual(t, "ordering on an expired licence", res.StatusCode, http.StatusForbidden)

	// A renewed licence ships: the stock is taken.
	rec, err := f.app.FindRecordById(catalog.BuyerAccountsCollection, account.Id)
	if err != nil {
		t.Fatal(err)
	}
	rec.Set(catalog.BuyerAccountFieldLicenceExpiry, "2027-11-03")
	if err := f.app.Save(rec); err != nil {
		t.Fatal(err)
	}
	res, text = f.move(t, order.ID, map[string]any{"to": catalog.OrderShipped})
	hookstest.MustEqual(t, "shipping without a manifest", res.StatusCode, http.StatusBadRequest)
	if !strings.Contains(text, "A manifest number is required to ship") {
		t.Errorf("manifest: %s", text)
	}
	f.mustMove(t, order.ID, map[string]any{"to": catalog.OrderShipped, "manifestNumber": "MAN-42", "driver": "Sam", "vehicle": "Van 2"})
	onHand, reserved = f.stock(t)
	hookstest.MustEqual(t, "stock taken at shipping", [2]int{onHand, reserved}, [2]int{48, 0})

	// Delivered on a day from the shipping day (the 4th) to today.
	for _, day := range []string{"", "2026-11-03", "2026-11-05"} {
		res, text := f.move(t, order.ID, map[string]any{"to": catalog.OrderDelivered, "deliveredOn": day})
		hookstest.MustEqual(t, "delivered on "+day, res.StatusCode, http.StatusBadRequest)
		if !strings.Contains(text, "Delivered on must be a day") {
			t.Errorf("delivered on %q: %s", day, text)
		}
	}
	f.mustMove(t, order.ID, map[string]any{"to": catalog.OrderDelivered, "deliveredOn": "2026-11-04"})
}

func TestAcceptingLowersALineWithAReasonTheBuyerSees(t *testing.T) {
	f := orderFixtureWith(t, 120)
	headers, _ := f.buyer(t, 1, catalog.BuyerAdmin)
	order := f.place(t, headers, 60)
	line := order.Lines[0]
	// Server prices: 60 units reach the $17.00 break; total THC 3.5 g x 27.4% = 959 mg a
	// unit, flower's excise 0.5 cents a milligram.
	hookstest.MustEqual(t, "list price", line.ListUnitCents, 1800)
	hookstest.MustEqual(t, "unit price after the break", line.UnitCents, 1700)
	hookstest.MustEqual(t, "the break", line.BreakMinUnits, 60)
	hookstest.MustEqual(t, "THC a unit", line.THCMgPerUnit, 959.0)
	hookstest.MustEqual(t, "excise", order.ExciseCents, 28770)
	hookstest.MustEqual(t, "total", order.TotalCents, 60*1700+28770)
	hookstest.MustEqual(t, "brand", line.Brand, "Hudson Valley Sun Farm")

	res, text := f.move(t, order.ID, map[string]any{"to": "accepted", "lines": []map[string]any{{"id": line.ID, "units": 30}}})
	hookstest.MustEqual(t, "lowered without a reason", res.StatusCode, http.StatusBadRequest)
	if !strings.Contains(text, "A reason is required when a line is lowered") {
		t.Errorf("no reason: %s", text)
	}
	res, _ = f.move(t, order.ID, map[string]any{"to": "accepted", "lines": []map[string]any{{"id": line.ID, "units": 66, "reason": "More"}}})
	hookstest.MustEqual(t, "raised", res.StatusCode, http.StatusBadRequest)
	f.mustMove(t, order.ID, map[string]any{"to": "accepted", "lines": []map[string]any{{"id": line.ID, "units": 30, "reason": "Half the lot is promised"}}})
	_, reserved := f.stock(t)
	hookstest.MustEqual(t, "reserved", reserved, 30)

	res = hookstest.Send(t, f.handler, http.MethodGet, "/api/wholesale/orders/"+order.ID, nil, headers)
	var seen catalog.WholesaleOrder
	hookstest.DecodeResponse(t, res, &seen)
	hookstest.MustEqual(t, "the buyer sees the units", seen.Lines[0].Units, 30)
	hookstest.MustEqual(t, "and why", seen.Lines[0].ChangeReason, "Half the lot is promised")
	hookstest.MustEqual(t, "the total follows", seen.SubtotalCents, 30*1700)
	hookstest.MustEqual(t, "the farm acted", seen.Events[1].Actor, "The farm")
	emails, _ := f.app.FindAllRecords(catalog.OutboxCollection, dbx.HashExp{"kind": "wholesale_order_state"})
	var told bool
	for _, e := range emails {
		told = told || strings.Contains(catalog.AsOutboxEmail(e).Text(), "lowered from 60 units to 30 units. Half the lot is promised")
	}
	if !told {
		t.Error("the acceptance's email does not say what changed")
	}

	// A cancel after acceptance gives the units back.
	f.mustMove(t, order.ID, everyMove(catalog.OrderCancelled))
	_, reserved = f.stock(t)
	hookstest.MustEqual(t, "released", reserved, 0)
}

func TestAnOrdersLinesFollowThePriceList(t *testing.T) {
	f := orderFixtureWith(t, 60)
	headers, _ := f.buyer(t, 1, catalog.BuyerAdmin)
	apple := variantID(t, f.app, "apple-fritters", "Eighth")
	for _, c := range []struct {
		name, body  string
		status      int
		field, want string
	}{
		{"not a whole case", orderOf(f.eighth, hhLot, 8), 400, "lines.0.units", "Order at least 6 units, then in steps of 6 (cases of 6)"},
		{"not on the menu", orderOf(apple, "HVSF-26-AF01", 6), 400, "lines.0.lot", "This variant from this lot is not on the menu"},
		{"more than is left", orderOf(f.eighth, hhLot, 66), 409, "lines.0.units", "Only 60 units of Headhunter Eighth (lot HVSF-26-HH01) are left"},
		{"no lines", `{"deliveryDay":"` + ordersDelivery + `","lines":[]}`, 400, "lines", "An order has 1 to 50 lines"},
		{"a Saturday", strings.Replace(orderOf(f.eighth, hhLot, 6), ordersDelivery, "2026-11-07", 1), 400, "deliveryDay", "Delivery day must be one of the days we deliver"},
		{"today", strings.Replace(orderOf(f.eighth, hhLot, 6), ordersDelivery, ordersDay, 1), 400, "deliveryDay", "Delivery day must be one of the days we deliver"},
		{"a line twice", `{"deliveryDay":"` + ordersDelivery + `","lines":[{"variantId":"` + f.eighth + `","lot":"` + hhLot + `","units":6},{"variantId":"` + f.eighth + `","lot":"hvsf-26-hh01","units":6}]}`, 400, "lines.1.lot", "already a line"},
		{"not JSON", `[1]`, 400, "", "The order must be a JSON object"},
		{"too many lines", hookstest.JSONOf(map[string]any{"deliveryDay": ordersDelivery, "lines": slices.Repeat([]map[string]any{{"variantId": "x", "lot": "L", "units": 1}}, 51)}), 400, "lines", "An order has 1 to 50 lines"},
		{"too large", `{"note":"` + strings.Repeat("x", catalog.MaxOrderBodyBytes) + `"}`, 413, "", "An order's body must be at most 16384 bytes"},
		{"prices are ignored", strings.Replace(orderOf(f.eighth, hhLot, 6), `"units":6`, `"units":6,"unitCents":1`, 1), 201, "", ""},
	} {
		name := c.name
		before := hookstest.CountRecords(t, f.app, catalog.WholesaleOrdersCollection, "")
		res := hookstest.Send(t, f.handler, http.MethodPost, "/api/wholesale/orders", strings.NewReader(c.body), headers)
		text := hookstest.BodyOf(res)
		hookstest.MustEqual(t, name+": status", res.StatusCode, c.status)
		if c.status == 201 {
			var order catalog.WholesaleOrder
			json.Unmarshal([]byte(text), &order)
			hookstest.MustEqual(t, name+": the list's price", order.Lines[0].UnitCents, 1800)
			continue
		}
		if !strings.Contains(text, c.want) || (c.field != "" && !strings.Contains(text, `"`+c.field+`":`)) {
			t.Errorf("%s: %s, want %s on %q", name, text, c.want, c.field)
		}
		hookstest.MustEqual(t, name+": nothing saved", hookstest.CountRecords(t, f.app, catalog.WholesaleOrdersCollection, ""), before)
	}
}

func TestABuyerSeesOnlyItsOwnAccountsOrders(t *testing.T) {
	f := orderFixtureWith(t, 60)
	mine, account := f.buyer(t, 1, catalog.BuyerAdmin)
	theirs, _ := f.buyer(t, 2, catalog.BuyerAdmin)
	addBuyer(t, f.app, account, "colleague@shop.example.com", catalog.BuyerOrderer)
	colleague := asBuyer(signIn(t, f.handler, "colleague@shop.example.com", nil))
	order := f.place(t, mine, 6)

	list := func(headers map[string]string) []catalog.WholesaleOrder {
		res := hookstest.Send(t, f.handler, http.MethodGet, "/api/wholesale/orders", nil, headers)
		hookstest.MustEqual(t, "list", res.StatusCode, http.StatusOK)
		hookstest.MustEqual(t, "list Cache-Control", res.Header.Get("Cache-Control"), "no-store")
		var out []catalog.WholesaleOrder
		hookstest.DecodeResponse(t, res, &out)
		return out
	}
	hookstest.MustEqual(t, "the account's orders", len(list(mine)), 1)
	hookstest.MustEqual(t, "a colleague's view", len(list(colleague)), 1)
	hookstest.MustEqual(t, "another account's list", len(list(theirs)), 0)
	for _, c := range []struct{ method, url string }{
		{http.MethodGet, "/api/wholesale/orders/" + order.ID},
		{http.MethodPost, "/api/wholesale/orders/" + order.ID + "/cancel"},
	} {
		res := hookstest.Send(t, f.handler, c.method, c.url, strings.NewReader("{}"), theirs)
		hookstest.MustEqual(t, "another account's "+c.method+" "+c.url, res.StatusCode, http.StatusNotFound)
		hookstest.MustEqual(t, "its Cache-Control", res.Header.Get("Cache-Control"), "no-store")
		res = hookstest.Send(t, f.handler, c.method, c.url, strings.NewReader("{}"), nil)
		hookstest.MustEqual(t, "no session "+c.url, res.StatusCode, http.StatusUnauthorized)
	}
	hookstest.MustEqual(t, "still submitted", stateOf(t, f.app, order.ID), catalog.OrderSubmitted)
	res := hookstest.Send(t, f.handler, http.MethodGet, "/api/wholesale/orders/"+order.ID, nil, colleague)
	hookstest.MustEqual(t, "a colleague reads it", res.StatusCode, http.StatusOK)
	// Nobody reads orders through PocketBase's collection API.
	for _, c := range []string{catalog.WholesaleOrdersCollection, catalog.WholesaleOrderLinesCollection, catalog.WholesaleOrderEventsCollection, catalog.DocumentCountersCollection} {
		res := hookstest.Send(t, f.handler, http.MethodGet, "/api/collections/"+c+"/records", nil, mine)
		if res.StatusCode == http.StatusOK {
			t.Errorf("%s listed through the collection API: %s", c, hookstest.BodyOf(res))
		}
	}
}

func TestAnOrdererOrdersButCannotManageUsers(t *testing.T) {
	f := orderFixtureWith(t, 60)
	orderer, _ := f.buyer(t, 1, catalog.BuyerOrderer)
	f.place(t, orderer, 6)
	for _, c := range []struct{ method, url, body string }{
		{http.MethodGet, "/api/wholesale/users", ""},
		{http.MethodPost, "/api/wholesale/users", `{"email":"new@shop.example.com","name":"New One"}`},
		{http.MethodDelete, "/api/wholesale/users/anyone", ""},
	} {
		res := hookstest.Send(t, f.handler, c.method, c.url, strings.NewReader(c.body), orderer)
		text := hookstest.BodyOf(res)
		hookstest.MustEqual(t, "an orderer's "+c.method+" users", res.StatusCode, http.StatusForbidden)
		if !strings.Contains(text, catalog.MsgBuyerAdminOnly) {
			t.Errorf("%s %s: %s", c.method, c.url, text)
		}
	}
}

func TestStaffListWholesaleOrdersByState(t *testing.T) {
	f := orderFixtureWith(t, 60)
	headers, _ := f.buyer(t, 1, catalog.BuyerAdmin)
	first := f.place(t, headers, 6)
	f.place(t, headers, 6)
	f.mustMove(t, first.ID, everyMove(catalog.OrderAccepted))
	res := hookstest.StaffSend(t, f.handler, http.MethodGet, `/api/admin/wholesale-orders?filter={"state":"submitted"}`, "")
	var listed []catalog.WholesaleOrder
	hookstest.DecodeResponse(t, res, &listed)
	hookstest.MustEqual(t, "submitted orders", len(listed), 1)
	hookstest.MustEqual(t, "the account named", listed[0].AccountName, "Green Leaf Retail LLC")
	res = hookstest.StaffSend(t, f.handler, http.MethodGet, "/api/admin/wholesale-orders/"+first.ID, "")
	var one catalog.WholesaleOrder
	hookstest.DecodeResponse(t, res, &one)
	hookstest.MustEqual(t, "staff see who moved it", one.Events[1].Actor != "The farm", true)
}

func TestADeliveryDayIsOneTheFarmDeliversOn(t *testing.T) {
	f := orderFixtureWith(t, 60)
	headers, _ := f.buyer(t, 1, catalog.BuyerAdmin)
	hookstest.SetPrivate(t, f.app, map[string]any{"deliveryDays": []string{"thursday", "tuesday"}})
	res := hookstest.Send(t, f.handler, http.MethodGet, "/api/wholesale/delivery-days", nil, headers)
	var days catalog.WholesaleDeliveryDays
	hookstest.DecodeResponse(t, res, &days)
	hookstest.MustEqual(t, "the weekdays, in the week's order", strings.Join(days.Weekdays, " "), "tuesday thursday")
	hookstest.MustEqual(t, "the first days after Monday 2 November", strings.Join(days.Days[:3], " "), "2026-11-03 2026-11-05 2026-11-10")
	hookstest.MustEqual(t, "sixty days ahead at most", days.Days[len(days.Days)-1], "2026-12-31")

	for day, want := range map[string]int{"2026-11-04": http.StatusBadRequest, "2026-11-05": http.StatusCreated, "2027-01-05": http.StatusBadRequest} {
		res := hookstest.Send(t, f.handler, http.MethodPost, "/api/wholesale/orders", strings.NewReader(strings.Replace(orderOf(f.eighth, hhLot, 6), ordersDelivery, day, 1)), headers)
		text := hookstest.BodyOf(res)
		hookstest.MustEqual(t, "delivery on "+day, res.StatusCode, want)
		if want == http.StatusBadRequest && !strings.Contains(text, "Delivery day must be one of the days we deliver") {
			t.Errorf("%s: %s", day, text)
		}
	}
	private, err := f.app.FindFirstRecordByFilter(catalog.PrivateSettingsCollection, "")
	if err != nil {
		t.Fatal(err)
	}
	private.Set("deliveryDays", []string{"someday"})
	if err := f.app.Save(private); err == nil || !strings.Contains(err.Error(), catalog.MsgDeliveryDaysValue) {
		t.Errorf("a delivery day that is no weekday: %v", err)
	}
}
