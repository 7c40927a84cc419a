package wholesale

import (
	"bytes"
	"fmt"
	"net/http"
	"strconv"

	"github.com/hudsonvalley/farmsite/backend/api"
	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/web"
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
	r.GET(api.WholesaleInvoices, forBuyer(listOwnInvoices)).BindFunc(a.requireBuyer)
	r.GET(api.WholesaleInvoicePDF, forBuyer(a.ownInvoicePDF)).BindFunc(a.requireBuyer)

	staff.GET("/"+api.InvoicesResource, a.deps.List(ListSpec{
		Name: api.InvoicesResource, Collection: catalog.InvoicesCollection,
		SearchFields: []string{catalog.InvoiceFieldNumber},
		DefaultSort:  catalog.InvoiceFieldIssuedAt + " DESC",
		ToJSON:       invoicesToJSON,
	}))
	staff.GET("/"+api.InvoicesResource+"/{id}", getInvoiceForStaff)
	staff.GET(api.StaffInvoicePDF, a.staffInvoicePDF)
}

func listOwnInvoices(e *core.RequestEvent, account *catalog.BuyerAccountRecord) error {
	recs, err := invoicesOf(e.App, account.Id, MaxBuyerInvoicesListed)
	if err != nil {
		return err
	}
	out, err := invoicesToJSON(e.App, recs)
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

func getInvoiceForStaff(e *core.RequestEvent) error {
	rec, err := e.App.FindRecordById(catalog.InvoicesCollection, e.Request.PathValue("id"))
	if err != nil {
		return web.NotFound(msgInvoiceNotFound)
	}
	out, err := invoicesToJSON(e.App, []*core.Record{rec})
	if err != nil {
		return err
	}
	return e.JSON(http.StatusOK, out[0])
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
	answers, err := invoicesToJSON(e.App, []*core.Record{rec})
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

// invoicesToJSON answers invoices with their orders' numbers.
func invoicesToJSON(app core.App, records []*core.Record) ([]any, error) {
	out := make([]any, len(records))
	for i, rec := range records {
		inv := catalog.AsInvoice(rec)
		answer := catalog.Invoice{
			ID: inv.Id, Number: inv.Number(), Order: inv.Order(), Account: inv.Account(),
			IssuedAt: isoTime(inv.IssuedAt()), DueOn: inv.DueOn(),
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
		if order, err := app.FindRecordById(catalog.WholesaleOrdersCollection, inv.Order()); err == nil {
			answer.OrderNumber = catalog.AsWholesaleOrder(order).Number()
		}
		out[i] = answer
	}
	return out, nil
}
