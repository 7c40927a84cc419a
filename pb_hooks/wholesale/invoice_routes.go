package wholesale

import (
	"bytes"
	"fmt"
	"net/http"
	"strconv"

	"github.com/hudsonvalley/farmsite/backend/api"
	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

// MaxBuyerInvoicesListed bounds a buyer's list of invoices (the newest first).
const MaxBuyerInvoicesListed = 200

// An invoice's PDF (at most MaxWholesaleOrderLines lines; 50 lines: 14 ms, a 5 KB file,
// 2.8 MB allocated while it is made) is made
// for each download: at most MaxInvoicePDFsAtOnce at a time, another answered 503 with
// Retry-After at once.
const (
	MaxInvoicePDFsAtOnce   = 2
	invoicePDFRetrySeconds = 5
)

// MsgInvoicePDFsBusy answers an invoice's PDF asked for while every turn is taken.
var MsgInvoicePDFsBusy = fmt.Sprintf("Invoices are being made for others: try again in %d seconds", invoicePDFRetrySeconds)

// msgInvoiceNotFound answers an invoice that is not there, or not the buyer's account's.
const msgInvoiceNotFound = "Invoice not found"

// registerInvoices binds the buyer's invoices (their own account's, behind requireBuyer,
// answered no-store) and staff's.
func (a *area) registerInvoices(r *router.Router[*core.RequestEvent], staff *router.RouterGroup[*core.RequestEvent]) {
	a.invoicePDFTurns = make(chan struct{}, MaxInvoicePDFsAtOnce)
	r.GET(api.WholesaleInvoices, forBuyer(a.listOwnInvoices)).BindFunc(a.requireBuyer)
	r.GET(api.WholesaleInvoicePDF, forBuyer(a.ownInvoicePDF)).BindFunc(a.requireBuyer)

	staff.GET("/"+api.InvoicesResource, a.deps.List(ListSpec{
		Name: api.InvoicesResource, Collection: catalog.InvoicesCollection,
		SearchFields: []string{catalog.InvoiceFieldNumber},
		DefaultSort:  catalog.InvoiceFieldIssuedAt + " DESC",
		ToJSON:       a.invoicesToJSON,
		Filters: map[string]func(e *core.RequestEvent, value any) (dbx.Expression, error){
			"paymentStatus": filterPaymentStatus,
			"overdue":       a.filterOverdue,
		},
	}))
	staff.GET("/"+api.InvoicesResource+"/{id}", a.getInvoiceForStaff)
	staff.GET(api.StaffInvoicePDF, a.staffInvoicePDF)
}

// invoiceBalanceSQL is an invoice's balance in SQL: its total less its payments and
// credit notes.
const invoiceBalanceSQL = `(invoices.totalCents
	- coalesce((SELECT sum(amountCents) FROM payments WHERE payments.invoice = invoices.id), 0)
	- coalesce((SELECT sum(amountCents) FROM credit_notes WHERE credit_notes.invoice = invoices.id), 0))`

// filterPaymentStatus lists the invoices of one payment status.
func filterPaymentStatus(_ *core.RequestEvent, value any) (dbx.Expression, error) {
	switch value {
	case "paid":
		return dbx.NewExp(invoiceBalanceSQL + " <= 0"), nil
	case "unpaid":
		return dbx.NewExp(invoiceBalanceSQL + " >= invoices.totalCents AND invoices.totalCents > 0"), nil
	case "partly-paid":
		return dbx.NewExp(invoiceBalanceSQL + " > 0 AND " + invoiceBalanceSQL + " < invoices.totalCents"), nil
	}
	return nil, web.BadRequest("Invalid filter parameter: paymentStatus must be unpaid, partly-paid or paid")
}

// filterOverdue lists the invoices past their due date (New York's today) with a balance
// (overdue: true), or the others (false).
func (a *area) filterOverdue(_ *core.RequestEvent, value any) (dbx.Expression, error) {
	overdue := dbx.NewExp("invoices.dueOn <> '' AND invoices.dueOn < {:today} AND "+invoiceBalanceSQL+" > 0",
		dbx.Params{"today": catalog.Today(a.deps.Clock())})
	switch value {
	case true, "true":
		return overdue, nil
	case false, "false":
		return dbx.Not(overdue), nil
	}
	return nil, web.BadRequest("Invalid filter parameter: overdue must be true or false")
}

func (a *area) listOwnInvoices(e *core.RequestEvent, account *catalog.BuyerAccountRecord) error {
	recs, err := invoicesOf(e.App, account.Id, MaxBuyerInvoicesListed)
	if err != nil {
		return err
	}
	out, err := a.invoicesToJSON(e.App, recs)
	if err != nil {
		return err
	}
	return e.JSON(http.StatusOK, out)
}

func (a *area) ownInvoicePDF(e *core.RequestEvent, account *catalog.BuyerAccountRecord) error {
	rec, err := e.App.FindRecordById(catalog.InvoicesCollection, e.Request.PathValue("id"))
	if err != nil || catalog.AsInvoice(rec).Account() != account.Id {
		return web.NotFound(msgInvoiceNotFound)
	}
	return a.invoicePDF(e, rec)
}

func (a *area) getInvoiceForStaff(e *core.RequestEvent) error {
	rec, err := e.App.FindRecordById(catalog.InvoicesCollection, e.Request.PathValue("id"))
	if err != nil {
		return web.NotFound(msgInvoiceNotFound)
	}
	out, err := a.invoiceAnswer(e.App, rec)
	if err != nil {
		return err
	}
	return e.JSON(http.StatusOK, out)
}

func (a *area) staffInvoicePDF(e *core.RequestEvent) error {
	rec, err := e.App.FindRecordById(catalog.InvoicesCollection, e.Request.PathValue("id"))
	if err != nil {
		return web.NotFound(msgInvoiceNotFound)
	}
	return a.invoicePDF(e, rec)
}

// invoicePDF answers rec as a PDF attachment named by its number, never kept by a cache.
func (a *area) invoicePDF(e *core.RequestEvent, rec *core.Record) error {
	select {
	case a.invoicePDFTurns <- struct{}{}:
		defer func() { <-a.invoicePDFTurns }()
	default:
		e.Response.Header().Set("Retry-After", strconv.Itoa(invoicePDFRetrySeconds))
		return web.APIError(http.StatusServiceUnavailable, MsgInvoicePDFsBusy, nil)
	}
	answers, err := a.invoicesToJSON(e.App, []*core.Record{rec})
	if err != nil {
		return err
	}
	inv := answers[0].(catalog.Invoice)
	var out bytes.Buffer
	if err := writeInvoicePDF(&out, inv, a.deps.MailSite(e).Name); err != nil {
		return err
	}
	h := e.Response.Header()
	h.Set("Cache-Control", "no-store")
	h.Set("Content-Disposition", `attachment; filename="invoice-`+inv.Number+`.pdf"`)
	h.Set("X-Content-Type-Options", "nosniff")
	return e.Blob(http.StatusOK, "application/pdf", out.Bytes())
}

// invoicesToJSON answers invoices with their orders' numbers and their balances today.
func (a *area) invoicesToJSON(app core.App, records []*core.Record) ([]any, error) {
	ids := make([]string, len(records))
	orderIDs := make([]any, len(records))
	for i, rec := range records {
		ids[i] = rec.Id
		orderIDs[i] = catalog.AsInvoice(rec).Order()
	}
	sums, err := sumsOf(app, ids)
	if err != nil {
		return nil, err
	}
	numbers := map[string]string{}
	if len(orderIDs) > 0 {
		orders, err := app.FindAllRecords(catalog.WholesaleOrdersCollection, dbx.In(catalog.IDField, orderIDs...))
		if err != nil {
			return nil, err
		}
		for _, o := range orders {
			numbers[o.Id] = catalog.AsWholesaleOrder(o).Number()
		}
	}
	settings, err := a.wholesaleSettings(app)
	if err != nil {
		return nil, err
	}
	today := catalog.Today(a.deps.Clock())
	out := make([]any, len(records))
	for i, rec := range records {
		inv := catalog.AsInvoice(rec)
		answer := catalog.Invoice{
			ID: inv.Id, Number: inv.Number(), Order: inv.Order(), OrderNumber: numbers[inv.Order()], Account: inv.Account(),
			IssuedAt: isoTime(inv.IssuedAt()), DueOn: inv.DueOn(), TermDays: settings.PaymentTermDays,
			SubtotalCents: inv.SubtotalCents(), ExciseCents: inv.ExciseCents(), TotalCents: inv.TotalCents(),
		}
		if err := inv.ReadSeller(&answer.Seller); err != nil {
			return nil, err
		}
		if err := inv.ReadBuyer(&answer.Buyer); err != nil {
			return nil, err
		}
		if err := inv.ReadLines(&answer.Lines); err != nil {
			return nil, err
		}
		s := sums[inv.Id]
		answer.InvoiceBalance = catalog.BalanceOf(inv.TotalCents(), s.paid, s.credited, inv.DueOn(), today)
		out[i] = answer
	}
	return out, nil
}

// invoiceAnswer is one invoice with its payments and credit notes.
func (a *area) invoiceAnswer(app core.App, rec *core.Record) (catalog.Invoice, error) {
	answers, err := a.invoicesToJSON(app, []*core.Record{rec})
	if err != nil {
		return catalog.Invoice{}, err
	}
	inv := answers[0].(catalog.Invoice)
	if inv.Payments, err = paymentsOfInvoice(app, rec.Id); err != nil {
		return inv, err
	}
	inv.CreditNotes, err = creditNotesOfInvoice(app, rec.Id)
	return inv, err
}
