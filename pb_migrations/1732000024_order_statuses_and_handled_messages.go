package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// Orders move new -> confirmed -> fulfilled (or cancelled); what was "processed" is
// confirmed. Messages are marked handled once answered.
func init() {
	m.Register(func(app core.App) error {
		orders, err := app.FindCollectionByNameOrId("orders")
		if err != nil {
			return err
		}
		if status, ok := orders.Fields.GetByName("status").(*core.SelectField); ok {
			status.Values = []string{"new", "confirmed", "fulfilled", "cancelled", "processed"}
		}
		if err := app.Save(orders); err != nil {
			return err
		}
		if _, err := app.DB().NewQuery("UPDATE orders SET status = 'confirmed' WHERE status = 'processed'").Execute(); err != nil {
			return err
		}
		if status, ok := orders.Fields.GetByName("status").(*core.SelectField); ok {
			status.Values = []string{"new", "confirmed", "fulfilled", "cancelled"}
		}
		if err := app.Save(orders); err != nil {
			return err
		}

		messages, err := app.FindCollectionByNameOrId("contact_messages")
		if err != nil {
			return err
		}
		messages.Fields.Add(&core.BoolField{Name: "handled"})
		return app.Save(messages)
	}, nil)
}
