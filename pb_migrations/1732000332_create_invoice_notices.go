package migrations

import (
	"slices"

	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// invoice_notices (issue 39): which notice each invoice was sent (the reminder before
// its due date, the overdue notice after it), so the daily job sends each once without
// changing the fixed invoice: unique by invoice and kind. The notices' and the
// delinquency's emails join the outbox's kinds. No API rule.
var invoiceNoticeMailKinds = []string{"wholesale_invoice_reminder", "wholesale_invoice_overdue", "wholesale_delinquent_staff"}

func init() {
	m.Register(func(app core.App) error {
		invoices, err := app.FindCollectionByNameOrId("invoices")
		if err != nil {
			return err
		}
		c := core.NewBaseCollection("invoice_notices")
		c.Fields.Add(
			&core.RelationField{Name: "invoice", Required: true, CollectionId: invoices.Id, MaxSelect: 1},
			&core.SelectField{Name: "kind", Required: true, MaxSelect: 1, Values: []string{"reminder", "overdue"}},
			&core.AutodateField{Name: "createdAt", OnCreate: true},
		)
		c.AddIndex("idx_invoice_notices_invoice_kind", true, "invoice, kind", "")
		if err := app.Save(c); err != nil {
			return err
		}
		return changeOutboxKinds(app, func(kinds []string) []string { return append(kinds, invoiceNoticeMailKinds...) })
	}, func(app core.App) error {
		if err := changeOutboxKinds(app, func(kinds []string) []string {
			return slices.DeleteFunc(kinds, func(k string) bool { return slices.Contains(invoiceNoticeMailKinds, k) })
		}); err != nil {
			return err
		}
		return deleteCollection(app, "invoice_notices")
	})
}
