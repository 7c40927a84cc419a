package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// Payments and credit notes (issue 39): what staff record against an issued invoice; its
// balance is its total less both. A payment is logged; a credit note is numbered per year
// without a gap (CN-2026-00001, document_counters) and fixed once issued, as invoices
// are: the triggers refuse changing or deleting one. No API rule: the site's routes
// write and serve them.
func init() {
	m.Register(func(app core.App) error {
		invoices, err := app.FindCollectionByNameOrId("invoices")
		if err != nil {
			return err
		}
		payments := core.NewBaseCollection("payments")
		payments.Fields.Add(
			&core.RelationField{Name: "invoice", Required: true, CollectionId: invoices.Id, MaxSelect: 1},
			&core.SelectField{Name: "method", Required: true, MaxSelect: 1, Values: []string{"check", "ach", "cash"}},
			&core.TextField{Name: "reference", Max: 100},
			&core.NumberField{Name: "amountCents", Required: true, OnlyInt: true, Min: floatPtr(1)},
			&core.TextField{Name: "receivedOn", Required: true, Max: 10, Pattern: `^\d{4}-\d{2}-\d{2}$`},
			&core.TextField{Name: "recordedBy", Required: true, Max: 200},
			&core.AutodateField{Name: "createdAt", OnCreate: true},
		)
		payments.AddIndex("idx_payments_invoice", false, "invoice, createdAt", "")
		if err := app.Save(payments); err != nil {
			return err
		}
		notes := core.NewBaseCollection("credit_notes")
		notes.Fields.Add(
			&core.TextField{Name: "number", Required: true, Max: 20},
			&core.RelationField{Name: "invoice", Required: true, CollectionId: invoices.Id, MaxSelect: 1},
			&core.NumberField{Name: "amountCents", Required: true, OnlyInt: true, Min: floatPtr(1)},
			&core.TextField{Name: "reason", Required: true, Max: 1000},
			&core.DateField{Name: "issuedAt", Required: true},
			&core.AutodateField{Name: "createdAt", OnCreate: true},
		)
		notes.AddIndex("idx_credit_notes_number", true, "number", "")
		notes.AddIndex("idx_credit_notes_invoice", false, "invoice, createdAt", "")
		notes.AddIndex("idx_credit_notes_issued", false, "issuedAt", "")
		if err := app.Save(notes); err != nil {
			return err
		}
		for _, trigger := range []string{
			`CREATE TRIGGER credit_notes_are_fixed BEFORE UPDATE ON credit_notes
			BEGIN SELECT RAISE(ABORT, 'an issued credit note cannot be changed'); END`,
			`CREATE TRIGGER credit_notes_are_kept BEFORE DELETE ON credit_notes
			BEGIN SELECT RAISE(ABORT, 'an issued credit note cannot be deleted'); END`,
		} {
			if _, err := app.DB().NewQuery(trigger).Execute(); err != nil {
				return err
			}
		}
		return nil
	}, func(app core.App) error {
		for _, trigger := range []string{"credit_notes_are_fixed", "credit_notes_are_kept"} {
			if _, err := app.DB().NewQuery("DROP TRIGGER IF EXISTS " + trigger).Execute(); err != nil {
				return err
			}
		}
		for _, name := range []string{"credit_notes", "payments"} {
			if err := deleteCollection(app, name); err != nil {
				return err
			}
		}
		return nil
	})
}
