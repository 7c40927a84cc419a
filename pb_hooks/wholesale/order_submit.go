package wholesale

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"
	"strings"

	"github.com/hudsonvalley/farmsite/backend/activity"
	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

// pricedLine is a line of a buyer's order with the menu's offer it names and its price.
type pricedLine struct {
	offer               *offerRow
	units               int
	unitCents, breakMin int
	thcMg               float64
	exciseCents         int
}

// submitOrder takes a buyer's order: the account may order (approved, not suspended, its
// licence active and not expired today in New York, not delinquent unless staff allow
// cash on delivery), each line is on the menu in the price list's quantities, priced by
// the server; then, in one transaction, there must be stock for every line (on hand −
// reserved − the units of orders waiting for staff), and the order is numbered and
// written with its lines, its first event, its activity entry and the buyer's email.
func (a *area) submitOrder(e *core.RequestEvent, account *catalog.BuyerAccountRecord) error {
	now := a.deps.Clock()
	days, err := a.deliveryDays(e.App)
	if err != nil {
		return err
	}
	req, err := readOrderRequest(e, catalog.DeliveryDaysFrom(now, days))
	if err != nil {
		return err
	}
	terms, err := a.orderTerms(account)
	if err != nil {
		return err
	}
	settings, err := a.wholesaleSettings(e.App)
	if err != nil {
		return err
	}
	lines, err := priceLines(e.App, req, settings.ExciseRates)
	if err != nil {
		return err
	}
	buyer := signedInOf(e).buyer
	site := a.deps.MailSite(e)
	var order *catalog.WholesaleOrderRecord
	err = activity.ForRequest(e.App, e).RunInTransaction(func(tx core.App) error {
		if err := enoughStock(tx, lines); err != nil {
			return err
		}
		year, _ := strconv.Atoi(catalog.Today(now)[:4])
		number, err := nextDocumentNumber(tx, catalog.OrderNumberKind, year)
		if err != nil {
			return err
		}
		if order, err = catalog.NewWholesaleOrderRecord(tx); err != nil {
			return err
		}
		order.SetNumber(number)
		order.SetAccount(account.Id)
		order.SetPlacedBy(buyer.Id)
		order.SetState(catalog.OrderSubmitted)
		order.SetPoNumber(req.PONumber)
		order.SetDeliveryDay(req.DeliveryDay)
		order.SetNote(req.Note)
		order.SetPaymentTerms(terms)
		order.SetBuyerLicenceNumber(account.LicenceNumber())
		var subtotal, excise int
		for _, l := range lines {
			subtotal += l.units * l.unitCents
			excise += l.exciseCents
		}
		order.SetSubtotalCents(subtotal)
		order.SetExciseCents(excise)
		order.SetTotalCents(subtotal + excise)
		details := map[string]any{"from": "", "to": catalog.OrderSubmitted}
		if err := activity.Doing(tx, catalog.ActionWholesaleOrderTransition, details).Save(order); err != nil {
			return err
		}
		for _, l := range lines {
			if err := saveLine(tx, order.Id, l, site.Name); err != nil {
				return err
			}
		}
		return a.recordTransition(tx, site, order, "", actorLabel(e), "", nil)
	})
	if err != nil {
		if _, isAPI := err.(*router.ApiError); isAPI {
			return err
		}
		return a.deps.SaveError(err)
	}
	out, err := a.orderAnswer(e.App, order.Record, false)
	if err != nil {
		return err
	}
	return e.JSON(http.StatusCreated, out)
}

// orderTerms are the payment terms the account may order on, or why it may not order.
func (a *area) orderTerms(account *catalog.BuyerAccountRecord) (string, error) {
	switch {
	case account.Status() != catalog.AccountApproved:
		return "", web.APIError(http.StatusForbidden, msgAccountNotOpen, nil)
	case !a.licenceHolds(account):
		return "", web.APIError(http.StatusForbidden, msgLicenceForOrder, nil)
	case account.Delinquent() && !account.CodOnly():
		return "", web.APIError(http.StatusForbidden, msgDelinquent, nil)
	case account.Delinquent():
		return catalog.TermsCOD, nil
	}
	return catalog.TermsNet30, nil
}

// priceLines finds each line's offer on the menu and prices it by the price list: 400
// with each line's message when a line is not on the menu or its units break the terms.
func priceLines(app core.App, req orderRequest, exciseRates map[string]float64) ([]pricedLine, error) {
	p := &catalog.Problems{}
	lines := make([]pricedLine, 0, len(req.Lines))
	for i, l := range req.Lines {
		key := fmt.Sprintf("lines.%d.", i)
		offer, err := findOffer(app, l.VariantID, l.Lot)
		if err != nil {
			return nil, err
		}
		if offer == nil {
			p.Add(key+"lot", msgLineNotOnMenu)
			continue
		}
		units := int(l.Units)
		if !unitsFollowTerms(units, offer.MinimumUnits, offer.IncrementUnits) {
			p.Add(key+"units", fmt.Sprintf(msgOrderUnits, offer.MinimumUnits, offer.IncrementUnits, offer.CaseSize))
			continue
		}
		var breaks []catalog.VolumeBreak
		if offer.VolumeBreaks.Valid {
			_ = json.Unmarshal([]byte(offer.VolumeBreaks.String), &breaks)
		}
		line := pricedLine{offer: offer, units: units, unitCents: catalog.UnitCentsFor(offer.UnitPriceCents, breaks, units)}
		for _, b := range breaks {
			if units >= b.MinUnits && b.UnitPriceCents == line.unitCents {
				line.breakMin = b.MinUnits
			}
		}
		if mg, ok := catalog.THCMgPerUnit(offer.THC.Float64, offer.Weight); ok && offer.THC.Valid {
			line.thcMg = mg
			line.exciseCents = catalog.ExciseCents(exciseRates, offer.Category, mg, units)
		}
		lines = append(lines, line)
	}
	if len(p.Fields()) > 0 {
		return nil, validationError(p)
	}
	return lines, nil
}

// enoughStock checks, inside the order's transaction, that every line's units are left
// (on hand − reserved − waiting orders): 409 saying what is left of each short line.
func enoughStock(tx core.App, lines []pricedLine) error {
	var short []string
	data := map[string]any{}
	for i, l := range lines {
		pending, err := pendingUnits(tx, l.offer.VariantID, l.offer.BatchID, "")
		if err != nil {
			return err
		}
		stock, err := stockRowOf(tx, l.offer.VariantID, l.offer.BatchID)
		if err != nil {
			return err
		}
		left := -pending
		if stock != nil {
			left += stock.OnHand() - stock.Reserved()
		}
		if l.units > left {
			message := unitsLeft(left, lineName(l.offer.ProductName, l.offer.VariantName, l.offer.Lot))
			short = append(short, message)
			data[fmt.Sprintf("lines.%d.units", i)] = map[string]any{"code": "not_enough_stock", "message": message, "available": max(left, 0)}
		}
	}
	if len(short) > 0 {
		return web.APIError(http.StatusConflict, msgNotEnoughOfLines+": "+strings.Join(short, "; "), data)
	}
	return nil
}

// saveLine writes a line of order as sold: the price list's terms and the lot's figures now.
func saveLine(tx core.App, orderID string, l pricedLine, brand string) error {
	line, err := catalog.NewWholesaleOrderLineRecord(tx)
	if err != nil {
		return err
	}
	line.SetOrder(orderID)
	line.SetVariant(l.offer.VariantID)
	line.SetBatch(l.offer.BatchID)
	line.SetProductName(l.offer.ProductName)
	line.SetVariantName(l.offer.VariantName)
	line.SetBrand(brand)
	line.SetLot(l.offer.Lot)
	line.SetMetrcTag(l.offer.MetrcTag)
	line.SetRequestedUnits(l.units)
	line.SetUnits(l.units)
	line.SetListUnitCents(l.offer.UnitPriceCents)
	line.SetUnitCents(l.unitCents)
	line.SetBreakMinUnits(l.breakMin)
	line.SetLineCents(l.units * l.unitCents)
	line.SetTHCMgPerUnit(l.thcMg)
	line.SetExciseCents(l.exciseCents)
	return tx.Save(line)
}

// deliveryDays are the weekdays the farm delivers on (the private setting).
func (a *area) deliveryDays(app core.App) ([]string, error) {
	settings, err := a.deps.Private(app)
	if err != nil {
		return nil, err
	}
	return catalog.DeliveryDaysOf(settings.DeliveryDays), nil
}

// listDeliveryDays answers the days a buyer may ask for a delivery on.
func (a *area) listDeliveryDays(e *core.RequestEvent, _ *catalog.BuyerAccountRecord) error {
	weekdays, err := a.deliveryDays(e.App)
	if err != nil {
		return err
	}
	return e.JSON(http.StatusOK, catalog.WholesaleDeliveryDays{Weekdays: weekdays, Days: catalog.DeliveryDaysFrom(a.deps.Clock(), weekdays)})
}
