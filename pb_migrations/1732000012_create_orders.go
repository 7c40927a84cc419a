package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// orderStatuses are the states staff move a merchandise order request through.
var orderStatuses = []string{"new", "processed", "cancelled"}

// orders holds merchandise (Swag) order requests from the storefront's cart. Prices
// are copied from the products when the request is made; visitors never write here
// directly (POST /api/orders checks and computes everything).
func init() {
	m.Register(func(app core.App) error {
		c := core.NewBaseCollection("orders")
		c.Fields.Add(
			&core.NumberField{Name: "number", OnlyInt: true, Required: true, Min: floatPtr(1)},
			&core.TextField{Name: "name", Required: true, Max: 200},
			&core.TextField{Name: "email", Required: true, Max: 320},
			&core.TextField{Name: "phone", Max: 30},
			&core.TextField{Name: "note", Max: 2000},
			// items: [{productId, name, price: "28.00", quantity, lineTotal: "56.00"}]
			&core.JSONField{Name: "items", Required: true, MaxSize: 64 << 10},
			&core.NumberField{Name: "total", Min: floatPtr(0)},
			&core.SelectField{Name: "status", Required: true, MaxSelect: 1, Values: orderStatuses},
		)
		timestamps(c)
		c.AddIndex("idx_orders_number", true, "number", "")
		return app.Save(c)
	}, func(app core.App) error {
		return deleteCollection(app, "orders")
	})
}
