package leads

import (
	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/pocketbase/pocketbase/core"
)

// orderDelivery is how an order request asks to be delivered: shipped to a US address
// or picked up at the farm (catalog/shipping.go has the rules, which the record hook
// runs).
type orderDelivery struct {
	Fulfillment string `json:"fulfillment"`
	Street      string `json:"street"`
	Street2     string `json:"street2"`
	City        string `json:"city"`
	State       string `json:"state"`
	Zip         string `json:"zip"`
}

func (d orderDelivery) fields() map[string]any {
	return map[string]any{
		"fulfillment": d.Fulfillment, "street": d.Street, "street2": d.Street2,
		"city": d.City, "state": d.State, "zip": d.Zip,
	}
}

// orderResult is the customer's confirmation of order, as validated (and, unless it is
// a bot's, stored) under id: its lines, total and delivery as the server made them.
func orderResult(order *core.Record, id string, confirmationEmailed bool) catalog.OrderResult {
	o := catalog.Answer[catalog.Order](&catalog.OrderSchema, order)
	return catalog.OrderResult{
		ID: id, Number: o.Number, Items: o.Items, Total: o.Total,
		Fulfillment: o.Fulfillment, ShipTo: catalog.ShippingAddressLines(o), ConfirmationEmailed: confirmationEmailed,
	}
}
