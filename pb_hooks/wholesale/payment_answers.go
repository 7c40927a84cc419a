package wholesale

import (
	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// invoicesByID reads the invoices the records name in field, and their accounts' legal
// names, in two queries.
func invoicesByID(app core.App, records []*core.Record, field string) (map[string]*catalog.InvoiceRecord, map[string]string, error) {
	ids := make([]any, 0, len(records))
	for _, rec := range records {
		ids = append(ids, rec.GetString(field))
	}
	invoices := map[string]*catalog.InvoiceRecord{}
	names := map[string]string{}
	if len(ids) == 0 {
		return invoices, names, nil
	}
	recs, err := app.FindAllRecords(catalog.InvoicesCollection, dbx.In(catalog.IDField, ids...))
	if err != nil {
		return nil, nil, err
	}
	accountIDs := make([]any, 0, len(recs))
	for _, r := range recs {
		inv := catalog.AsInvoice(r)
		invoices[inv.Id] = inv
		accountIDs = append(accountIDs, inv.Account())
	}
	if len(accountIDs) > 0 {
		accounts, err := app.FindAllRecords(catalog.BuyerAccountsCollection, dbx.In(catalog.IDField, accountIDs...))
		if err != nil {
			return nil, nil, err
		}
		for _, a := range accounts {
			names[a.Id] = catalog.AsBuyerAccount(a).LegalName()
		}
	}
	return invoices, names, nil
}

// paymentsToJSON answers payments with their invoices' numbers and accounts.
func paymentsToJSON(app core.App, records []*core.Record) ([]any, error) {
	invoices, names, err := invoicesByID(app, records, catalog.PaymentFieldInvoice)
	if err != nil {
		return nil, err
	}
	out := make([]any, len(records))
	for i, rec := range records {
		p := catalog.AsPayment(rec)
		answer := catalog.Payment{
			ID: p.Id, Invoice: p.Invoice(), Method: p.Method(), Reference: p.Reference(), AmountCents: p.AmountCents(),
			ReceivedOn: p.ReceivedOn(), RecordedBy: p.RecordedBy(), CreatedAt: isoTime(p.CreatedAt()),
		}
		if inv, ok := invoices[p.Invoice()]; ok {
			answer.InvoiceNumber, answer.Account, answer.AccountName = inv.Number(), inv.Account(), names[inv.Account()]
		}
		out[i] = answer
	}
	return out, nil
}

// creditNotesToJSON answers credit notes with their invoices' numbers.
func creditNotesToJSON(app core.App, records []*core.Record) ([]any, error) {
	invoices, _, err := invoicesByID(app, records, catalog.CreditNoteFieldInvoice)
	if err != nil {
		return nil, err
	}
	out := make([]any, len(records))
	for i, rec := range records {
		c := catalog.AsCreditNote(rec)
		answer := catalog.CreditNote{
			ID: c.Id, Number: c.Number(), Invoice: c.Invoice(), AmountCents: c.AmountCents(), Reason: c.Reason(),
			CreatedAt: isoTime(c.IssuedAt()),
		}
		if inv, ok := invoices[c.Invoice()]; ok {
			answer.InvoiceNumber = inv.Number()
		}
		out[i] = answer
	}
	return out, nil
}

// paymentsOfInvoice are an invoice's payments, in the order they were recorded.
func paymentsOfInvoice(app core.App, invoice string) ([]catalog.Payment, error) {
	recs, err := recordsOfInvoice(app, catalog.PaymentsCollection, invoice)
	if err != nil {
		return nil, err
	}
	answers, err := paymentsToJSON(app, recs)
	out := make([]catalog.Payment, len(answers))
	for i, a := range answers {
		out[i] = a.(catalog.Payment)
	}
	return out, err
}

// creditNotesOfInvoice are an invoice's credit notes, in the order they were issued.
func creditNotesOfInvoice(app core.App, invoice string) ([]catalog.CreditNote, error) {
	recs, err := recordsOfInvoice(app, catalog.CreditNotesCollection, invoice)
	if err != nil {
		return nil, err
	}
	answers, err := creditNotesToJSON(app, recs)
	out := make([]catalog.CreditNote, len(answers))
	for i, a := range answers {
		out[i] = a.(catalog.CreditNote)
	}
	return out, err
}

// recordsOfInvoice are the payments or credit notes (their invoice field is named alike)
// of invoice, oldest first.
func recordsOfInvoice(app core.App, collection, invoice string) ([]*core.Record, error) {
	var out []*core.Record
	err := app.RecordQuery(collection).AndWhere(dbx.HashExp{catalog.PaymentFieldInvoice: invoice}).
		OrderBy(catalog.CreatedAtField+" ASC", "rowid ASC").All(&out)
	return out, err
}
