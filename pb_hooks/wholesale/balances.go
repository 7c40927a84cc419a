package wholesale

import (
	"time"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// invoiceSums are what was paid and credited against one invoice.
type invoiceSums struct{ paid, credited int }

// sumsOf reads the payments and credit notes of the invoices ids, in one grouped query
// each.
func sumsOf(app core.App, ids []string) (map[string]invoiceSums, error) {
	out := make(map[string]invoiceSums, len(ids))
	if len(ids) == 0 {
		return out, nil
	}
	in := make([]any, len(ids))
	for i, id := range ids {
		in[i] = id
	}
	for _, source := range []struct {
		collection string
		add        func(s *invoiceSums, cents int)
	}{
		{catalog.PaymentsCollection, func(s *invoiceSums, cents int) { s.paid += cents }},
		{catalog.CreditNotesCollection, func(s *invoiceSums, cents int) { s.credited += cents }},
	} {
		var rows []struct {
			Invoice string `db:"invoice"`
			Cents   int    `db:"cents"`
		}
		// A payment's and a credit note's invoice and amount fields are named alike.
		invoice, amount := catalog.PaymentFieldInvoice, catalog.PaymentFieldAmountCents
		err := app.DB().Select(invoice+" AS invoice", "coalesce(sum("+amount+"), 0) AS cents").From(source.collection).
			Where(dbx.In(invoice, in...)).GroupBy(invoice).All(&rows)
		if err != nil {
			return nil, err
		}
		for _, r := range rows {
			s := out[r.Invoice]
			source.add(&s, r.Cents)
			out[r.Invoice] = s
		}
	}
	return out, nil
}

// balanceOfInvoice is one invoice's balance on today, read in app (a transaction's, when
// a write depends on it).
func balanceOfInvoice(app core.App, inv *catalog.InvoiceRecord, today string) (catalog.InvoiceBalance, error) {
	sums, err := sumsOf(app, []string{inv.Id})
	if err != nil {
		return catalog.InvoiceBalance{}, err
	}
	s := sums[inv.Id]
	return catalog.BalanceOf(inv.TotalCents(), s.paid, s.credited, inv.DueOn(), today), nil
}

// withBalances fills each order's payment status and balance from its invoice (none
// before shipping: "" and 0).
func withBalances(app core.App, orders []catalog.WholesaleOrder, now time.Time) error {
	ids := make([]any, 0, len(orders))
	for _, o := range orders {
		ids = append(ids, o.ID)
	}
	if len(ids) == 0 {
		return nil
	}
	var invoices []*core.Record
	if err := app.RecordQuery(catalog.InvoicesCollection).AndWhere(dbx.In(catalog.InvoiceFieldOrder, ids...)).All(&invoices); err != nil {
		return err
	}
	invoiceIDs := make([]string, len(invoices))
	byOrder := make(map[string]*catalog.InvoiceRecord, len(invoices))
	for i, rec := range invoices {
		inv := catalog.AsInvoice(rec)
		invoiceIDs[i] = inv.Id
		byOrder[inv.Order()] = inv
	}
	sums, err := sumsOf(app, invoiceIDs)
	if err != nil {
		return err
	}
	today := catalog.Today(now)
	for i := range orders {
		inv, ok := byOrder[orders[i].ID]
		if !ok {
			continue
		}
		s := sums[inv.Id]
		b := catalog.BalanceOf(inv.TotalCents(), s.paid, s.credited, inv.DueOn(), today)
		orders[i].PaymentStatus, orders[i].BalanceCents = b.PaymentStatus, b.BalanceCents
	}
	return nil
}
