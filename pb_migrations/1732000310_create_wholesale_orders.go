package migrations

import (
	"slices"

	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// Wholesale orders (issue 39): the order, its lines (what was sold, as it was sold), its
// timeline (append-only: the database's triggers refuse changing an event, and deleting
// one while its order exists), and the per-year counters that number orders and, later,
// invoices without a gap. No API rule on any: the site's routes serve them, a buyer its
// own account's orders only. The order's state change email joins the outbox's kinds.
var wholesaleOrderStates = []string{"submitted", "accepted", "packed", "shipped", "delivered", "closed", "rejected", "cancelled", "on-hold"}

const wholesaleOrderMailKind = "wholesale_order_state"

func init() {
	m.Register(func(app core.App) error {
		accounts, err := app.FindCollectionByNameOrId("buyer_accounts")
		if err != nil {
			return err
		}
		buyers, err := app.FindCollectionByNameOrId("buyers")
		if err != nil {
			return err
		}
		variants, err := app.FindCollectionByNameOrId("product_variants")
		if err != nil {
			return err
		}
		batches, err := app.FindCollectionByNameOrId("batches")
		if err != nil {
			return err
		}

		orders := core.NewBaseCollection("wholesale_orders")
		orders.Fields.Add(
			&core.TextField{Name: "number", Required: true, Max: 20},
			&core.RelationField{Name: "account", Required: true, CollectionId: accounts.Id, MaxSelect: 1},
			&core.RelationField{Name: "placedBy", CollectionId: buyers.Id, MaxSelect: 1},
			&core.SelectField{Name: "state", Required: true, MaxSelect: 1, Values: wholesaleOrderStates},
			&core.TextField{Name: "stateReason", Max: 1000},
			&core.SelectField{Name: "heldFrom", MaxSelect: 1, Values: []string{"submitted", "accepted", "packed"}},
			&core.TextField{Name: "poNumber", Max: 60},
			&core.TextField{Name: "deliveryDay", Max: 10, Pattern: `^\d{4}-\d{2}-\d{2}$`},
			&core.TextField{Name: "note", Max: 1000},
			&core.SelectField{Name: "paymentTerms", Required: true, MaxSelect: 1, Values: []string{"net-30", "cod"}},
			&core.NumberField{Name: "subtotalCents", OnlyInt: true, Min: floatPtr(0)},
			&core.NumberField{Name: "exciseCents", OnlyInt: true, Min: floatPtr(0)},
			&core.NumberField{Name: "totalCents", OnlyInt: true, Min: floatPtr(0)},
			&core.TextField{Name: "manifestNumber", Max: 40},
			&core.TextField{Name: "driver", Max: 100},
			&core.TextField{Name: "vehicle", Max: 100},
			&core.DateField{Name: "shippedAt"},
			&core.TextField{Name: "deliveredOn", Max: 10, Pattern: `^\d{4}-\d{2}-\d{2}$`},
			&core.TextField{Name: "buyerLicenceNumber", Max: 40},
		)
		timestamps(orders)
		orders.AddIndex("idx_wholesale_orders_number", true, "number", "")
		orders.AddIndex("idx_wholesale_orders_account", false, "account, createdAt", "")
		orders.AddIndex("idx_wholesale_orders_state", false, "state, createdAt", "")
		if err := app.Save(orders); err != nil {
			return err
		}

		lines := core.NewBaseCollection("wholesale_order_lines")
		lines.Fields.Add(
			&core.RelationField{Name: "order", Required: true, CollectionId: orders.Id, MaxSelect: 1, CascadeDelete: true},
			&core.RelationField{Name: "variant", CollectionId: variants.Id, MaxSelect: 1},
			&core.RelationField{Name: "batch", CollectionId: batches.Id, MaxSelect: 1},
			&core.TextField{Name: "productName", Required: true, Max: 200},
			&core.TextField{Name: "variantName", Max: 200},
			&core.TextField{Name: "brand", Max: 200},
			&core.TextField{Name: "lot", Required: true, Max: 40},
			&core.TextField{Name: "metrcTag", Max: 24},
			&core.NumberField{Name: "requestedUnits", OnlyInt: true, Min: floatPtr(1), Max: floatPtr(1_000_000)},
			&core.NumberField{Name: "units", OnlyInt: true, Min: floatPtr(0), Max: floatPtr(1_000_000)},
			&core.TextField{Name: "changeReason", Max: 1000},
			&core.NumberField{Name: "listUnitCents", OnlyInt: true, Min: floatPtr(0)},
			&core.NumberField{Name: "unitCents", OnlyInt: true, Min: floatPtr(0)},
			&core.NumberField{Name: "breakMinUnits", OnlyInt: true, Min: floatPtr(0)},
			&core.NumberField{Name: "lineCents", OnlyInt: true, Min: floatPtr(0)},
			&core.NumberField{Name: "thcMgPerUnit", Min: floatPtr(0)},
			&core.NumberField{Name: "exciseCents", OnlyInt: true, Min: floatPtr(0)},
		)
		timestamps(lines)
		lines.AddIndex("idx_wholesale_order_lines_order", false, "`order`", "")
		lines.AddIndex("idx_wholesale_order_lines_batch", false, "batch, variant", "")
		if err := app.Save(lines); err != nil {
			return err
		}

		events := core.NewBaseCollection("wholesale_order_events")
		events.Fields.Add(
			&core.AutodateField{Name: "createdAt", OnCreate: true},
			&core.RelationField{Name: "order", Required: true, CollectionId: orders.Id, MaxSelect: 1, CascadeDelete: true},
			&core.TextField{Name: "from", Max: 20},
			&core.TextField{Name: "to", Required: true, Max: 20},
			&core.TextField{Name: "reason", Max: 1000},
			&core.TextField{Name: "actor", Required: true, Max: 200},
		)
		events.AddIndex("idx_wholesale_order_events_order", false, "`order`, createdAt", "")
		if err := app.Save(events); err != nil {
			return err
		}

		counters := core.NewBaseCollection("document_counters")
		counters.Fields.Add(
			&core.TextField{Name: "kind", Required: true, Max: 10},
			&core.NumberField{Name: "year", Required: true, OnlyInt: true, Min: floatPtr(2000), Max: floatPtr(9999)},
			&core.NumberField{Name: "last", OnlyInt: true, Min: floatPtr(0)},
		)
		counters.AddIndex("idx_document_counters_kind_year", true, "kind, year", "")
		if err := app.Save(counters); err != nil {
			return err
		}

		for _, trigger := range []string{
			`CREATE TRIGGER wholesale_order_events_are_never_changed BEFORE UPDATE ON wholesale_order_events
			BEGIN SELECT RAISE(ABORT, 'an order''s events cannot be changed'); END`,
			`CREATE TRIGGER wholesale_order_events_are_kept BEFORE DELETE ON wholesale_order_events
			WHEN EXISTS (SELECT 1 FROM wholesale_orders WHERE id = old."order")
			BEGIN SELECT RAISE(ABORT, 'an order''s events are kept while the order is'); END`,
		} {
			if _, err := app.DB().NewQuery(trigger).Execute(); err != nil {
				return err
			}
		}
		return changeOutboxKinds(app, func(kinds []string) []string { return append(kinds, wholesaleOrderMailKind) })
	}, func(app core.App) error {
		if err := changeOutboxKinds(app, func(kinds []string) []string {
			return slices.DeleteFunc(kinds, func(k string) bool { return k == wholesaleOrderMailKind })
		}); err != nil {
			return err
		}
		for _, name := range []string{"document_counters", "wholesale_order_events", "wholesale_order_lines", "wholesale_orders"} {
			if err := deleteCollection(app, name); err != nil {
				return err
			}
		}
		return nil
	})
}
