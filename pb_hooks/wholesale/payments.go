package wholesale

import (
	"math"
	"net/http"
	"slices"
	"unicode/utf8"

	"github.com/hudsonvalley/farmsite/backend/activity"
	"github.com/hudsonvalley/farmsite/backend/api"
	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/mail"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
	"github.com/pocketbase/pocketbase/tools/types"
)

// msgPaidInFull is the reason on the timeline of an order its last payment closed.
const msgPaidInFull = "Paid in full"

// systemActor names the site itself on an order's timeline (staff read "system").
const systemActor = "system"

const (
	msgPaymentNotFound    = "Payment not found"
	msgCreditNoteNotFound = "Credit note not found"
)

// registerPayments binds staff's payments and credit notes: listed (react-admin's list,
// filter {invoice, account}), read and created; never changed.
func (a *area) registerPayments(staff *router.RouterGroup[*core.RequestEvent]) {
	byAccount := map[string]func(e *core.RequestEvent, value any) (dbx.Expression, error){"account": invoiceOfAccount}
	staff.GET("/"+api.PaymentsResource, a.deps.List(ListSpec{
		Name: api.PaymentsResource, Collection: catalog.PaymentsCollection,
		SearchFields: []string{catalog.PaymentFieldReference},
		DefaultSort:  catalog.PaymentFieldReceivedOn + " DESC, " + catalog.CreatedAtField + " DESC",
		ToJSON:       paymentsToJSON, Filters: byAccount,
	}))
	staff.GET("/"+api.PaymentsResource+"/{id}", getOneAs(catalog.PaymentsCollection, paymentsToJSON, msgPaymentNotFound))
	staff.POST("/"+api.PaymentsResource, a.inOrderTurn(a.recordPayment))
	staff.GET("/"+api.CreditNotesResource, a.deps.List(ListSpec{
		Name: api.CreditNotesResource, Collection: catalog.CreditNotesCollection,
		SearchFields: []string{catalog.CreditNoteFieldNumber},
		DefaultSort:  catalog.CreatedAtField + " DESC",
		ToJSON:       creditNotesToJSON, Filters: byAccount,
	}))
	staff.GET("/"+api.CreditNotesResource+"/{id}", getOneAs(catalog.CreditNotesCollection, creditNotesToJSON, msgCreditNoteNotFound))
	staff.POST("/"+api.CreditNotesResource, a.inOrderTurn(a.issueCreditNote))
}

// invoiceOfAccount filters payments or credit notes by their invoice's account.
func invoiceOfAccount(_ *core.RequestEvent, value any) (dbx.Expression, error) {
	account, _ := value.(string)
	return dbx.NewExp("[[invoice]] IN (SELECT id FROM invoices WHERE account = {:account})", dbx.Params{"account": account}), nil
}

func getOneAs(collection string, toJSON func(core.App, []*core.Record) ([]any, error), notFound string) func(e *core.RequestEvent) error {
	return func(e *core.RequestEvent) error {
		rec, err := e.App.FindRecordById(collection, e.Request.PathValue("id"))
		if err != nil {
			return web.NotFound(notFound)
		}
		out, err := toJSON(e.App, []*core.Record{rec})
		if err != nil {
			return err
		}
		return e.JSON(http.StatusOK, out[0])
	}
}

// money is what a payment or a credit note asks for: an amount against an invoice.
type money struct {
	invoice *catalog.InvoiceRecord
	cents   int
}

// readMoney reads {invoice, amountCents} into p's problems or m.
func readMoney(e *core.RequestEvent, body web.JSONBody, p *catalog.Problems) money {
	var m money
	id, _ := body.Text("invoice")
	if rec, err := e.App.FindRecordById(catalog.InvoicesCollection, id); id == "" || err != nil {
		p.Add("invoice", catalog.MsgPaymentInvoice)
	} else {
		m.invoice = catalog.AsInvoice(rec)
	}
	v, isNull, ok := body.Number("amountCents")
	if !ok || isNull || v != math.Trunc(v) || v < 1 || v > catalog.MaxMoneyCents {
		p.Add("amountCents", catalog.MsgPaymentAmount)
	} else {
		m.cents = int(v)
	}
	return m
}

// recordPayment records {invoice, method, reference, amountCents, receivedOn}: 201 the
// payment, or 400 with each field's message (an amount over the balance among them).
func (a *area) recordPayment(e *core.RequestEvent) error {
	body, err := web.ReadJSONBody(e)
	if err != nil {
		return err
	}
	p := &catalog.Problems{}
	m := readMoney(e, body, p)
	method, _ := body.Text("method")
	if !slices.Contains(catalog.PaymentMethods, method) {
		p.Add("method", catalog.MsgPaymentMethod)
	}
	reference, ok := body.Text("reference")
	if !ok || utf8.RuneCountInString(reference) > catalog.MaxPaymentReference {
		p.Add("reference", catalog.MsgPaymentReference)
	}
	now := a.deps.Clock()
	receivedOn, _ := body.Text("receivedOn")
	if _, isDay := catalog.ParseDay(receivedOn); !isDay || receivedOn > catalog.Today(now) {
		p.Add("receivedOn", catalog.MsgPaymentReceivedOn)
	}
	if len(p.Fields()) > 0 {
		return validationError(p)
	}
	var saved *core.Record
	err = a.againstBalance(e, m, catalog.MsgOverBalancePayment, func(tx core.App) (*core.Record, error) {
		payment, err := catalog.NewPaymentRecord(tx)
		if err != nil {
			return nil, err
		}
		payment.SetInvoice(m.invoice.Id)
		payment.SetMethod(method)
		payment.SetReference(reference)
		payment.SetAmountCents(m.cents)
		payment.SetReceivedOn(receivedOn)
		payment.SetRecordedBy(activity.RequestActor(e, e.Auth).Name)
		saved = payment.Record
		return payment.Record, tx.Save(payment)
	})
	if err != nil {
		return err
	}
	out, err := paymentsToJSON(e.App, []*core.Record{saved})
	if err != nil {
		return err
	}
	return e.JSON(http.StatusCreated, out[0])
}

// issueCreditNote issues {invoice, amountCents, reason}: the next CN number of the year
// (New York's), 201 the credit note, or 400 with each field's message.
func (a *area) issueCreditNote(e *core.RequestEvent) error {
	body, err := web.ReadJSONBody(e)
	if err != nil {
		return err
	}
	p := &catalog.Problems{}
	m := readMoney(e, body, p)
	reason, ok := body.Text("reason")
	if !ok || reason == "" || utf8.RuneCountInString(reason) > catalog.MaxCreditNoteReason {
		p.Add("reason", catalog.MsgCreditNoteReason)
	}
	if len(p.Fields()) > 0 {
		return validationError(p)
	}
	now := a.deps.Clock()
	var saved *core.Record
	err = a.againstBalance(e, m, catalog.MsgOverBalanceCredit, func(tx core.App) (*core.Record, error) {
		number, err := nextDocumentNumber(tx, catalog.CreditNoteNumberKind, now.In(newYork()).Year())
		if err != nil {
			return nil, err
		}
		note, err := catalog.NewCreditNoteRecord(tx)
		if err != nil {
			return nil, err
		}
		note.SetNumber(number)
		note.SetInvoice(m.invoice.Id)
		note.SetAmountCents(m.cents)
		note.SetReason(reason)
		issuedAt, err := types.ParseDateTime(now)
		if err != nil {
			return nil, err
		}
		note.SetIssuedAt(issuedAt)
		saved = note.Record
		return note.Record, tx.Save(note)
	})
	if err != nil {
		return err
	}
	out, err := creditNotesToJSON(e.App, []*core.Record{saved})
	if err != nil {
		return err
	}
	return e.JSON(http.StatusCreated, out[0])
}

// againstBalance writes a payment or a credit note (write) of m.cents against its
// invoice in one transaction: refused (400, overMessage with the balance) past the
// balance read in that transaction; when it leaves nothing to pay on a delivered order,
// the order is closed in the same transaction (its event by the system, its activity
// entry, the buyer's email).
func (a *area) againstBalance(e *core.RequestEvent, m money, overMessage string, write func(tx core.App) (*core.Record, error)) error {
	today := catalog.Today(a.deps.Clock())
	site := a.deps.MailSite(e)
	err := activity.ForRequest(e.App, e).RunInTransaction(func(tx core.App) error {
		before, err := balanceOfInvoice(tx, m.invoice, today)
		if err != nil {
			return err
		}
		if m.cents > before.BalanceCents {
			return problemOf("amountCents", overMessage+" ("+catalog.CentsText(max(0, before.BalanceCents))+")")
		}
		if _, err := write(tx); err != nil {
			return err
		}
		if err := a.clearDelinquencyIfPaid(tx, m.invoice.Account(), today); err != nil {
			return err
		}
		if m.cents < before.BalanceCents {
			return nil
		}
		return a.closePaidOrder(tx, site, m.invoice.Order())
	})
	if err != nil {
		if _, isAPI := err.(*router.ApiError); isAPI {
			return err
		}
		return a.deps.SaveError(err)
	}
	return nil
}

// closePaidOrder closes orderID, paid in full, when it is delivered (a shipped order is
// closed by staff once delivered).
func (a *area) closePaidOrder(tx core.App, site mail.Site, orderID string) error {
	rec, err := tx.FindRecordById(catalog.WholesaleOrdersCollection, orderID)
	if err != nil {
		return err
	}
	order := catalog.AsWholesaleOrder(rec)
	if order.State() != catalog.OrderDelivered {
		return nil
	}
	from := order.State()
	order.SetState(catalog.OrderClosed)
	order.SetStateReason(msgPaidInFull)
	details := map[string]any{"from": from, "to": catalog.OrderClosed, "reason": msgPaidInFull}
	if err := activity.Doing(tx, catalog.ActionWholesaleOrderTransition, details).Save(order); err != nil {
		return err
	}
	return a.recordTransition(tx, site, order, from, systemActor, msgPaidInFull, nil)
}

// refuseClosingWithBalance is the close's guard: a delivered order closes by staff's
// hand only once its invoice's balance is 0.
func refuseClosingWithBalance(tx core.App, order *catalog.WholesaleOrderRecord, today string) error {
	inv, err := invoiceOfOrder(tx, order.Id)
	if err != nil {
		return err
	}
	b, err := balanceOfInvoice(tx, inv, today)
	if err != nil {
		return err
	}
	if b.BalanceCents > 0 {
		return web.APIError(http.StatusConflict, catalog.MsgClosedWithBalance, nil)
	}
	return nil
}
