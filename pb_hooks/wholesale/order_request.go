package wholesale

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/pocketbase/pocketbase/core"
)

// The order form's messages.
var (
	msgOrderBody        = "The order must be a JSON object: poNumber, deliveryDay, note and lines [{variantId, lot, units}]"
	msgOrderTooLarge    = fmt.Sprintf("An order's body must be at most %d bytes", catalog.MaxOrderBodyBytes)
	msgOrderLines       = fmt.Sprintf("An order has 1 to %d lines", catalog.MaxWholesaleOrderLines)
	msgPONumber         = fmt.Sprintf("PO number must be at most %d characters", catalog.MaxPONumber)
	msgOrderNote        = fmt.Sprintf("Note must be at most %d characters", catalog.MaxWholesaleNote)
	msgDeliveryDay      = fmt.Sprintf("Delivery day must be one of the days we deliver (YYYY-MM-DD), after today and at most %d days ahead", catalog.MaxDeliveryDaysAhead)
	msgLineVariant      = "Variant is required"
	msgLineLot          = "Lot is required"
	msgLineUnits        = "Units must be a whole number of at least one"
	msgLineTwice        = "This variant from this lot is already a line of the order"
	msgLineNotOnMenu    = "This variant from this lot is not on the menu"
	msgOrderUnits       = "Order at least %d units, then in steps of %d (cases of %d)"
	msgLicenceForOrder  = "Your licence is not active or has expired: update it with us before ordering"
	msgDelinquent       = "Your account has invoices more than 30 days late: pay them, or ask us to allow cash on delivery"
	msgAccountNotOpen   = "Your account is not open for orders"
	msgNotEnoughOfLines = "Not enough stock for this order"
)

// orderRequest is a buyer's order as sent.
type orderRequest struct {
	PONumber    string             `json:"poNumber"`
	DeliveryDay string             `json:"deliveryDay"`
	Note        string             `json:"note"`
	Lines       []orderRequestLine `json:"lines"`
}

type orderRequestLine struct {
	VariantID string  `json:"variantId"`
	Lot       string  `json:"lot"`
	Units     float64 `json:"units"`
}

// readOrderRequest reads a buyer's order (at most MaxOrderBodyBytes, 413 past them) and
// checks its form: 400 with each field's message ("lines.2.units").
func readOrderRequest(e *core.RequestEvent, deliveryDays []string) (orderRequest, error) {
	var req orderRequest
	raw, err := io.ReadAll(io.LimitReader(e.Request.Body, catalog.MaxOrderBodyBytes+1))
	if err != nil {
		return req, web.BadRequest(msgOrderBody)
	}
	if len(raw) > catalog.MaxOrderBodyBytes {
		return req, web.APIError(http.StatusRequestEntityTooLarge, msgOrderTooLarge, nil)
	}
	if err := json.NewDecoder(bytes.NewReader(raw)).Decode(&req); err != nil {
		return req, web.BadRequest(msgOrderBody)
	}
	req.PONumber, req.Note, req.DeliveryDay = strings.TrimSpace(req.PONumber), strings.TrimSpace(req.Note), strings.TrimSpace(req.DeliveryDay)
	p := &catalog.Problems{}
	if utf8.RuneCountInString(req.PONumber) > catalog.MaxPONumber {
		p.Add("poNumber", msgPONumber)
	}
	if !slices.Contains(deliveryDays, req.DeliveryDay) {
		p.Add("deliveryDay", msgDeliveryDay)
	}
	if utf8.RuneCountInString(req.Note) > catalog.MaxWholesaleNote {
		p.Add("note", msgOrderNote)
	}
	if len(req.Lines) == 0 || len(req.Lines) > catalog.MaxWholesaleOrderLines {
		p.Add("lines", msgOrderLines)
		return req, validationError(p)
	}
	seen := map[[2]string]bool{}
	for i := range req.Lines {
		l := &req.Lines[i]
		l.VariantID, l.Lot = strings.TrimSpace(l.VariantID), strings.ToUpper(strings.TrimSpace(l.Lot))
		key := fmt.Sprintf("lines.%d.", i)
		switch {
		case l.VariantID == "" || len(l.VariantID) > 40:
			p.Add(key+"variantId", msgLineVariant)
		case l.Lot == "" || !catalog.IsValidLot(l.Lot):
			p.Add(key+"lot", msgLineLot)
		case l.Units != float64(int(l.Units)) || l.Units < 1 || l.Units > catalog.MaxOrderUnits:
			p.Add(key+"units", msgLineUnits)
		case seen[[2]string{l.VariantID, l.Lot}]:
			p.Add(key+"lot", msgLineTwice)
		}
		seen[[2]string{l.VariantID, l.Lot}] = true
	}
	if len(p.Fields()) > 0 {
		return req, validationError(p)
	}
	return req, nil
}

// unitsFollowTerms: at least the minimum, then whole increments.
func unitsFollowTerms(units, minimum, increment int) bool {
	return units >= minimum && increment > 0 && (units-minimum)%increment == 0
}
