package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// What bounds the emails visitors' forms cause, kept with each lead so that it holds
// across restarts: receivedAt (by the site's clock) counts the leads and emails of the
// last hour; staffNotice says how staff hear of it ("email": one email of its own;
// "digest": waiting for the hourly digest, past the budget; "digested": listed in one);
// an order's customerEmailed says its customer was sent a receipt (at most one per
// address per 10 minutes). The outbox gains the digest's kind.
func init() {
	m.Register(func(app core.App) error {
		for _, name := range []string{"contact_messages", "orders"} {
			c, err := app.FindCollectionByNameOrId(name)
			if err != nil {
				return err
			}
			c.Fields.Add(
				&core.DateField{Name: "receivedAt"},
				&core.SelectField{Name: "staffNotice", MaxSelect: 1, Values: []string{"email", "digest", "digested"}},
			)
			if name == "orders" {
				c.Fields.Add(&core.BoolField{Name: "customerEmailed"})
			}
			c.AddIndex("idx_"+name+"_received", false, "receivedAt", "")
			c.AddIndex("idx_"+name+"_staff_notice", false, "staffNotice", "")
			if err := app.Save(c); err != nil {
				return err
			}
		}
		outbox, err := app.FindCollectionByNameOrId("outbox")
		if err != nil {
			return err
		}
		if kind, ok := outbox.Fields.GetByName("kind").(*core.SelectField); ok {
			kind.Values = append(kind.Values, "staff_digest")
		}
		return app.Save(outbox)
	}, nil)
}
