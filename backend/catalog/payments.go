package catalog

import (
	"fmt"
	"time"

	"github.com/pocketbase/pocketbase/core"
)

// Payments and credit notes (issue 39; docs/wholesale.md, Payments): staff record what a
// dispensary paid against an invoice, and correct an issued invoice (which never changes)
// with a numbered credit note. An invoice's balance is its total less both.
const (
	PaymentsCollection    = "payments"
	CreditNotesCollection = "credit_notes"
)

// CreditNoteNumberKind is the document kind of a credit note's number (CN-2026-00001).
const CreditNoteNumberKind = "CN"

// Bounds of what staff send for a payment or a credit note (docs/security.md).
const (
	MaxPaymentReference = 100
	MaxCreditNoteReason = 1000
	// MaxMoneyCents bounds an amount: $10,000,000.00.
	MaxMoneyCents = 1_000_000_000
)

// CreditNotesAreFixed is what refusing a change to an issued credit note says.
const CreditNotesAreFixed = "An issued credit note cannot be changed or deleted"

// The payments' and credit notes' messages made of their bounds.
var (
	MsgPaymentReference = fmt.Sprintf("Reference must be at most %d characters", MaxPaymentReference)
	MsgPaymentAmount    = fmt.Sprintf("Amount must be a whole number of cents, at least one and at most %d", MaxMoneyCents)
	MsgCreditNoteReason = fmt.Sprintf("A reason is required (at most %d characters)", MaxCreditNoteReason)
)

// The payments' and credit notes' messages.
const (
	MsgPaymentInvoice     = "Choose an issued invoice"
	MsgPaymentMethod      = "Method must be check, ach or cash"
	MsgPaymentReceivedOn  = "Received on must be a day (YYYY-MM-DD), not after today"
	MsgOverBalancePayment = "A payment cannot be more than the invoice's balance"
	MsgOverBalanceCredit  = "A credit note cannot be more than the invoice's balance"
	// MsgClosedWithBalance refuses closing a delivered order whose invoice is not paid.
	MsgClosedWithBalance = "An order with a balance left cannot be closed"
)

// PaymentSchema declares a payment: kinds only (the payments' route checks what staff send).
var PaymentSchema = Schema{Collection: PaymentsCollection, Fields: []Field{
	{Name: "invoice", Kind: TextKind},
	{Name: "method", Kind: TextKind},
	{Name: "reference", Kind: TextKind},
	{Name: "amountCents", Kind: WholeKind},
	{Name: "receivedOn", Kind: TextKind},
	{Name: "recordedBy", Kind: TextKind},
}}

var _ = Register(Collection{
	Schema: &PaymentSchema, Record: "Payment", Dates: CreatedOnly,
	Forms: NoForms("a payment is recorded by the payments' route, from an invoice's screen"),
	Label: func(r *core.Record) string {
		return "Payment of " + CentsText(r.GetInt(PaymentFieldAmountCents)) + " received " + r.GetString(PaymentFieldReceivedOn)
	},
	Log:       Logged(),
	Revisions: NoRevisions("a payment is recorded, never edited"),
	Public:    NotPublic("a dispensary's payments reach staff and its own buyers only"),
})

// CreditNoteSchema declares a credit note: kinds only (the server writes it whole).
var CreditNoteSchema = Schema{Collection: CreditNotesCollection, Fields: []Field{
	{Name: "number", Kind: TextKind},
	{Name: "invoice", Kind: TextKind},
	{Name: "amountCents", Kind: WholeKind},
	{Name: "reason", Kind: TextKind},
	{Name: "issuedAt", Kind: DateTimeKind},
}}

var _ = Register(Collection{
	Schema: &CreditNoteSchema, Record: "CreditNote", Dates: CreatedOnly,
	Forms:     NoForms("a credit note is issued by its route, from an invoice's screen"),
	Label:     labelOf(CreditNoteFieldNumber),
	Log:       Logged(),
	Revisions: NoRevisions("a credit note never changes"),
	Public:    NotPublic("a dispensary's credit notes reach staff and its own buyers only"),
})

// BalanceOf is an invoice's balance (total − credit notes − payments), its payment status,
// and the whole days it is late on today (New York's day) while a balance is left.
func BalanceOf(totalCents, paidCents, creditedCents int, dueOn, today string) InvoiceBalance {
	b := InvoiceBalance{CreditedCents: creditedCents, PaidCents: paidCents, BalanceCents: totalCents - creditedCents - paidCents}
	b.PaymentStatus = PaymentStatusOf(totalCents, b.BalanceCents)
	if b.BalanceCents > 0 {
		b.DaysLate = max(0, DaysBetween(dueOn, today))
	}
	return b
}

// DaysBetween is the whole days from one day (YYYY-MM-DD) to another; 0 when either is
// not a day.
func DaysBetween(from, to string) int {
	a, okA := ParseDay(from)
	b, okB := ParseDay(to)
	if !okA || !okB {
		return 0
	}
	return int(b.Sub(a) / (24 * time.Hour))
}

// PaymentStatusOf is an invoice's payment status: paid when nothing is left, unpaid
// while nothing was paid or credited.
func PaymentStatusOf(totalCents, balanceCents int) string {
	switch {
	case balanceCents <= 0:
		return "paid"
	case balanceCents >= totalCents:
		return "unpaid"
	}
	return "partly-paid"
}

// InvoiceNoticesCollection remembers the notices sent of each invoice, once each.
const InvoiceNoticesCollection = "invoice_notices"

// The notices the daily job sends of an invoice with a balance.
const (
	NoticeReminder = "reminder"
	NoticeOverdue  = "overdue"
)

// InvoiceNoticeSchema declares a notice sent: kinds only (the job writes it).
var InvoiceNoticeSchema = Schema{Collection: InvoiceNoticesCollection, Fields: []Field{
	{Name: "invoice", Kind: TextKind},
	{Name: "kind", Kind: TextKind},
}}

var _ = Register(Collection{
	Schema: &InvoiceNoticeSchema, Record: "InvoiceNotice", Dates: CreatedOnly,
	Forms:     NoForms("the daily job notes the notices it sends"),
	Log:       NotLogged("a notice is its email in the outbox"),
	Revisions: NoRevisions("a notice is never changed"),
	Public:    NotPublic("a dispensary's notices reach no one but its buyers, by email"),
})
