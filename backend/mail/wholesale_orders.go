package mail

import (
	"fmt"
	"strings"

	"github.com/hudsonvalley/farmsite/backend/catalog"
)

// WholesaleOrderState is the kind of email that tells a buyer their order moved (issue 39).
const WholesaleOrderState = "wholesale_order_state"

// orderStateHeadings say what each state means to the buyer.
var orderStateHeadings = map[string]string{
	catalog.OrderSubmitted: "We received your order",
	catalog.OrderAccepted:  "Your order is accepted",
	catalog.OrderPacked:    "Your order is packed",
	catalog.OrderShipped:   "Your order is on its way",
	catalog.OrderDelivered: "Your order is delivered",
	catalog.OrderClosed:    "Your order is closed",
	catalog.OrderRejected:  "We cannot fill your order",
	catalog.OrderCancelled: "Your order is cancelled",
	catalog.OrderOnHold:    "Your order is on hold",
}

// OrderChange is a line staff lowered or dropped when accepting, with why.
type OrderChange struct {
	Line             string
	Requested, Units int
	Reason           string
}

// NewOrderState tells a buyer their order entered state, with staff's reason and the
// lines staff changed; the link opens the order in the portal.
func NewOrderState(site Site, to []string, order *catalog.WholesaleOrderRecord, reason string, changes []OrderChange) Email {
	heading := orderStateHeadings[order.State()] + ": " + order.Number()
	rows := [][]string{
		{"Order", order.Number()}, {"PO number", order.PoNumber()}, {"Delivery day", order.DeliveryDay()},
		{"Total", catalog.CentsText(order.TotalCents())},
	}
	var paragraphs []string
	if reason != "" {
		paragraphs = append(paragraphs, "The reason: "+reason)
	}
	for _, c := range changes {
		what := "dropped"
		if c.Units > 0 {
			what = "lowered from " + plural(c.Requested, "unit", "units") + " to " + plural(c.Units, "unit", "units")
		}
		paragraphs = append(paragraphs, c.Line+": "+what+". "+c.Reason)
	}
	if order.State() == catalog.OrderShipped && order.ManifestNumber() != "" {
		rows = append(rows, []string{"Manifest", order.ManifestNumber()})
	}
	link := site.Origin + "/wholesale/orders/" + order.Id
	after := "Questions? Reply to this email or write to " + site.ContactEmail + "."
	return Email{
		Kind: WholesaleOrderState, To: to, ReplyTo: HeaderValue(site.ContactEmail),
		Subject: HeaderValue(heading + " at " + site.Name),
		Text:    strings.Join(append(append([]string{heading, ""}, paragraphs...), "", rowsText(rows), link, "", after, "", site.Name, ""), "\n"),
		HTML: render(pageData{Heading: heading, Paragraphs: paragraphs, Rows: rows, Link: link, LinkText: "Open the order",
			After: []string{after}, Footer: site.Name}),
	}
}

// WholesaleInvoice is the kind of email that sends a buyer a new invoice (issue 39).
const WholesaleInvoice = "wholesale_invoice"

// NewInvoiceIssued tells a buyer their shipped order's invoice is issued: its number,
// total and terms, and the portal's link to it (the PDF is downloaded there, behind the
// buyer's sign-in: the outbox carries no attachments).
func NewInvoiceIssued(site Site, to []string, invoice *catalog.InvoiceRecord, orderNumber string, termDays int) Email {
	heading := "Your invoice " + invoice.Number()
	rows := [][]string{
		{"Invoice", invoice.Number()}, {"Order", orderNumber},
		{"Total due", catalog.CentsText(invoice.TotalCents())},
		{"Due", fmt.Sprintf("%d days after delivery", termDays)},
	}
	paragraphs := []string{"Your order has shipped. Its invoice is in your wholesale portal, where you can download it as a PDF."}
	link := site.Origin + "/wholesale/invoices"
	after := "Questions? Reply to this email or write to " + site.ContactEmail + "."
	return Email{
		Kind: WholesaleInvoice, To: to, ReplyTo: HeaderValue(site.ContactEmail),
		Subject: HeaderValue(heading + " from " + site.Name),
		Text:    strings.Join(append(append([]string{heading, ""}, paragraphs...), "", rowsText(rows), link, "", after, "", site.Name, ""), "\n"),
		HTML: render(pageData{Heading: heading, Paragraphs: paragraphs, Rows: rows, Link: link, LinkText: "Open your invoices",
			After: []string{after}, Footer: site.Name}),
	}
}
