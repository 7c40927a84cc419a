package mail

import (
	"strconv"
	"strings"

	"github.com/hudsonvalley/farmsite/backend/catalog"
)

// The emails of invoices' payments (issue 39): the reminder before the due date, the
// overdue notice after it, and staff's list when an account becomes delinquent.
const (
	WholesaleInvoiceReminder = "wholesale_invoice_reminder"
	WholesaleInvoiceOverdue  = "wholesale_invoice_overdue"
	WholesaleDelinquentStaff = "wholesale_delinquent_staff"
)

// NewInvoiceReminder reminds a buyer an invoice is due on its due date.
func NewInvoiceReminder(site Site, to []string, number, dueOn string, balanceCents int) Email {
	return invoiceNotice(site, to, WholesaleInvoiceReminder, "Invoice "+number+" is due on "+dueOn,
		"This is a reminder that the balance of this invoice is due on "+dueOn+".", number, dueOn, balanceCents)
}

// NewInvoiceOverdue tells a buyer an invoice is past its due date.
func NewInvoiceOverdue(site Site, to []string, number, dueOn string, balanceCents int) Email {
	return invoiceNotice(site, to, WholesaleInvoiceOverdue, "Invoice "+number+" is overdue",
		"The balance of this invoice was due on "+dueOn+". Please pay it, or write to us if something is wrong.", number, dueOn, balanceCents)
}

func invoiceNotice(site Site, to []string, kind, heading, paragraph, number, dueOn string, balanceCents int) Email {
	rows := [][]string{{"Invoice", number}, {"Due", dueOn}, {"Balance", catalog.CentsText(balanceCents)}}
	link := site.Origin + "/wholesale/invoices"
	after := "Questions? Reply to this email or write to " + site.ContactEmail + "."
	return Email{
		Kind: kind, To: to, ReplyTo: HeaderValue(site.ContactEmail),
		Subject: HeaderValue(heading + " (" + site.Name + ")"),
		Text:    strings.Join([]string{heading, "", paragraph, "", rowsText(rows), link, "", after, "", site.Name, ""}, "\n"),
		HTML: render(pageData{Heading: heading, Paragraphs: []string{paragraph}, Rows: rows, Link: link, LinkText: "Open your invoices",
			After: []string{after}, Footer: site.Name}),
	}
}

// NewDelinquentToStaff tells staff an account has invoices more than afterDays days late,
// with the overdue invoices and their dates (for OCM's report).
func NewDelinquentToStaff(site Site, to []string, a *catalog.BuyerAccountRecord, afterDays int, overdue []catalog.OverdueInvoice) Email {
	heading := "A buyer is more than " + plural(afterDays, "day", "days") + " late: " + a.LegalName()
	rows := [][]string{{"Account", a.LegalName()}, {"Licence", a.LicenceNumber()}}
	for _, o := range overdue {
		rows = append(rows, []string{o.Number, "due " + o.DueOn + ", " + strconv.Itoa(o.DaysLate) + " days late, " + catalog.CentsText(o.BalanceCents) + " left"})
	}
	paragraph := "Its new orders are refused unless you allow cash on delivery on its account. Receivables lists every overdue invoice for OCM's report."
	link := site.Origin + "/admin/buyer-accounts/" + a.Id + "/show"
	return Email{
		Kind: WholesaleDelinquentStaff, To: to, Subject: HeaderValue(heading),
		Text: strings.Join([]string{heading, "", paragraph, "", rowsText(rows), link, ""}, "\n"),
		HTML: render(pageData{Heading: heading, Paragraphs: []string{paragraph}, Rows: rows, Link: link, LinkText: "Open the account", Footer: site.Name}),
	}
}
