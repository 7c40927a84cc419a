package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// outbox holds every email the site sends, written in the same transaction as the
// message or order it reports; a worker sends what is due and records the outcome.
func init() {
	m.Register(func(app core.App) error {
		messages, err := app.FindCollectionByNameOrId("contact_messages")
		if err != nil {
			return err
		}
		orders, err := app.FindCollectionByNameOrId("orders")
		if err != nil {
			return err
		}
		c := core.NewBaseCollection("outbox")
		c.Fields.Add(
			&core.SelectField{Name: "kind", Required: true, MaxSelect: 1, Values: []string{
				"contact_to_staff", "order_to_staff", "order_to_customer", "order_status_to_customer", "reply_to_visitor",
			}},
			&core.JSONField{Name: "to", Required: true, MaxSize: 16 << 10},
			&core.TextField{Name: "replyTo", Max: 320},
			&core.TextField{Name: "subject", Required: true, Max: 300},
			&core.TextField{Name: "text", Required: true, Max: 200_000},
			&core.TextField{Name: "html", Max: 400_000},
			// reply keeps staff's own words of a reply to a visitor, for the thread.
			&core.TextField{Name: "reply", Max: 10_000},
			&core.SelectField{Name: "status", Required: true, MaxSelect: 1, Values: []string{"pending", "sent", "failed", "discarded"}},
			&core.NumberField{Name: "attempts", OnlyInt: true},
			&core.DateField{Name: "nextAttemptAt"},
			&core.TextField{Name: "lastError", Max: 2000},
			&core.DateField{Name: "sentAt"},
			// The message or order the email is about: deleting it deletes its emails.
			&core.RelationField{Name: "contactMessage", CollectionId: messages.Id, MaxSelect: 1, CascadeDelete: true},
			&core.RelationField{Name: "order", CollectionId: orders.Id, MaxSelect: 1, CascadeDelete: true},
		)
		timestamps(c)
		c.AddIndex("idx_outbox_due", false, "status, nextAttemptAt", "")
		c.AddIndex("idx_outbox_message", false, "contactMessage", "")
		c.AddIndex("idx_outbox_order", false, "`order`", "")
		return app.Save(c)
	}, func(app core.App) error {
		return deleteCollection(app, "outbox")
	})
}
