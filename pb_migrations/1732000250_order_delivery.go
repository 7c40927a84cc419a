package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// A merchandise order says how it reaches its customer (issue 40): shipped to a US
// address, or picked up at the farm. Orders placed before keep an empty choice.
func init() {
	m.Register(func(app core.App) error {
		orders, err := app.FindCollectionByNameOrId("orders")
		if err != nil {
			return err
		}
		orders.Fields.Add(
			&core.SelectField{Name: "fulfillment", MaxSelect: 1, Values: []string{"shipping", "pickup"}},
			&core.TextField{Name: "street", Max: 100},
			&core.TextField{Name: "street2", Max: 100},
			&core.TextField{Name: "city", Max: 50},
			&core.TextField{Name: "state", Max: 2},
			&core.TextField{Name: "zip", Max: 10},
		)
		return app.Save(orders)
	}, nil)
}
