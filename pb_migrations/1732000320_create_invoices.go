package migrations

import (
	"slices"

	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// Invoices (issue 39): one per shipped order, numbered per year without a gap, with the
// parties and the lines as they were at shipping (JSON snapshots). Fixed once issued:
// the triggers refuse deleting one, and every change but the one the delivery makes,
// the due date set once where it was empty. No API rule: the site's routes serve them,
// a buyer its own account's only. The invoice's email joins the outbox's kinds.
const invoiceMailKind = "wholesale_invoice"

func init() {
	m.Register(func(app core.App) error {
		orders, err := app.FindCollectionByNameOrId("wholesale_orders")
		if err != nil {
			return err
		}
		accounts, err := app.FindCollectionByNameOrId("buyer_accounts")
		if err != nil {
			return err
		}
		invoices := core.NewBaseCollection("invoices")
		invoices.Fields.Add(
			&core.TextField{Name: "number", Required: true, Max: 20},
			&core.RelationField{Name: "order", Required: true, CollectionId: orders.Id, MaxSelect: 1},
			&core.RelationField{Name: "account", Required: true, CollectionId: accounts.Id, MaxSelect: 1},
			&core.DateField{Name: "issuedAt", Required: true},
			&core.TextField{Name: "dueOn", Max: 10, Pattern: `^\d{4}-\d{2}-\d{2}$`},
			&core.JSONField{Name: "seller", MaxSize: 8 << 10},
			&core.JSONField{Name: "buyer", MaxSize: 8 << 10},
			&core.JSONField{Name: "lines", MaxSize: 256 << 10},
			&core.NumberField{Name: "subtotalCents", OnlyInt: true, Min: floatPtr(0)},
			&core.NumberField{Name: "exciseCents", OnlyInt: true, Min: floatPtr(0)},
			&core.NumberField{Name: "totalCents", OnlyInt: true, Min: floatPtr(0)},
			&core.AutodateField{Name: "createdAt", OnCreate: true},
		)
		invoices.AddIndex("idx_invoices_number", true, "number", "")
		invoices.AddIndex("idx_invoices_order", true, "`order`", "")
		invoices.AddIndex("idx_invoices_account", false, "account, issuedAt", "")
		if err := app.Save(invoices); err != nil {
			return err
		}
		for _, trigger := range []string{
			`CREATE TRIGGER invoices_are_fixed BEFORE UPDATE ON invoices
			WHEN NOT (old.dueOn = '' AND new.dueOn <> ''
				AND new.id IS old.id AND new.number IS old.number AND new."order" IS old."order"
				AND new.account IS old.account AND new.issuedAt IS old.issuedAt
				AND new.seller IS old.seller AND new.buyer IS old.buyer AND new.lines IS old.lines
				AND new.subtotalCents IS old.subtotalCents AND new.exciseCents IS old.exciseCents
				AND new.totalCents IS old.totalCents AND new.createdAt IS old.createdAt)
			BEGIN SELECT RAISE(ABORT, 'an issued invoice cannot be changed'); END`,
			`CREATE TRIGGER invoices_are_kept BEFORE DELETE ON invoices
			BEGIN SELECT RAISE(ABORT, 'an issued invoice cannot be deleted'); END`,
		} {
			if _, err := app.DB().NewQuery(trigger).Execute(); err != nil {
				return err
			}
		}
		return changeOutboxKinds(app, func(kinds []string) []string { return append(kinds, invoiceMailKind) })
	}, func(app core.App) error {
		if err := changeOutboxKinds(app, func(kinds []string) []string {
			return slices.DeleteFunc(kinds, func(k string) bool { return k == invoiceMailKind })
		}); err != nil {
			return err
		}
		for _, trigger := range []string{"invoices_are_fixed", "invoices_are_kept"} {
			if _, err := app.DB().NewQuery("DROP TRIGGER IF EXISTS " + trigger).Execute(); err != nil {
				return err
			}
		}
		return deleteCollection(app, "invoices")
	})
}
