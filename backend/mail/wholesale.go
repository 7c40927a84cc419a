package mail

import (
	"strings"

	"github.com/hudsonvalley/farmsite/backend/catalog"
)

// The wholesale portal's kinds of email (issue 38).
const (
	ApplicationToStaff     = "wholesale_application_to_staff"
	ApplicationReceipt     = "wholesale_application_receipt"
	BuyerSetPassword       = "wholesale_set_password"
	ApplicationRejected    = "wholesale_application_rejected"
	BuyerAccountSuspended  = "wholesale_account_suspended"
	BuyerAccountReinstated = "wholesale_account_reinstated"
)

// NewApplication tells staff of a dispensary's application, to check its licence.
func NewApplication(site Site, a *catalog.BuyerAccountRecord, to []string) Email {
	link := site.Origin + "/admin/buyer-accounts/" + a.Id + "/show"
	heading := "New wholesale application from " + a.LegalName()
	rows := [][]string{
		{"Legal name", a.LegalName()}, {"DBA", a.Dba()},
		{"Licence", a.LicenceNumber() + " (" + catalog.LicenceTypeLabels[a.LicenceType()] + "), expires " + a.LicenceExpiry()},
		{"Premises", a.PremisesStreet() + ", " + a.PremisesCity() + ", " + a.PremisesState() + " " + a.PremisesZip()},
		{"Contact", a.ContactName() + " <" + a.ContactEmail() + ">, " + a.ContactPhone()},
	}
	after := "Check the licence (import the state's list, or check it by hand) before approving:"
	return Email{
		Kind: ApplicationToStaff, To: to, ReplyTo: HeaderValue(a.ContactEmail()),
		Subject: HeaderValue(heading),
		Text:    strings.Join([]string{heading, "", rowsText(rows), after, link, ""}, "\n"),
		HTML: render(pageData{
			Heading: heading, Rows: rows, After: []string{after}, Link: link, LinkText: "Open the application", Footer: site.Name,
		}),
	}
}

// NewApplicationReceipt confirms an application to its contact. Anyone may type any
// address into the form, so it says only the site's own words, never the applicant's.
func NewApplicationReceipt(site Site, to string) Email {
	heading := "We received your wholesale application"
	body := []string{
		"Thank you for applying to buy wholesale from " + site.Name + ".",
		"We check every dispensary's licence with New York's Office of Cannabis Management before we open an account. When the check is done we write to this address: if the account is approved, with a link to set your password.",
		"If you did not apply, you can ignore this email. Questions? Reply to this email or write to " + site.ContactEmail + ".",
	}
	return Email{
		Kind: ApplicationReceipt, To: []string{to}, ReplyTo: HeaderValue(site.ContactEmail),
		Subject: HeaderValue("Your wholesale application at " + site.Name),
		Text:    strings.Join(append(append([]string{heading, ""}, body...), "", site.Name, site.Origin, ""), "\n"),
		HTML:    render(pageData{Heading: heading, Paragraphs: body, Link: site.Origin, LinkText: site.Name, Footer: site.Name}),
	}
}

// NewSetPassword tells a buyer their account is open, with the link that sets their
// password (PocketBase's password reset of the buyers collection, hours long).
func NewSetPassword(site Site, to, link string, hours int) Email {
	heading := "Your wholesale account at " + site.Name + " is open"
	body := []string{
		"Your dispensary's wholesale account is approved. Set your password to sign in and see the live menu:",
	}
	after := []string{"The link works for " + plural(hours, "hour", "hours") + ". If it has expired, ask for a new one from the sign-in page."}
	return Email{
		Kind: BuyerSetPassword, To: []string{to}, ReplyTo: HeaderValue(site.ContactEmail),
		Subject: HeaderValue(heading),
		Text:    strings.Join(append(append([]string{heading, ""}, body...), link, "", after[0], "", site.Name, ""), "\n"),
		HTML:    render(pageData{Heading: heading, Paragraphs: body, Link: link, LinkText: "Set your password", After: after, Footer: site.Name}),
	}
}

// NewAccountDecision tells an applicant or an account staff's decision, with staff's
// reason (kind: ApplicationRejected, BuyerAccountSuspended or BuyerAccountReinstated).
func NewAccountDecision(site Site, kind, to, reason string) Email {
	words := map[string][2]string{
		ApplicationRejected:    {"Your wholesale application", "We cannot open a wholesale account for your dispensary at this time."},
		BuyerAccountSuspended:  {"Your wholesale account is suspended", "Your dispensary's wholesale account is suspended: you cannot order until it is reinstated."},
		BuyerAccountReinstated: {"Your wholesale account is reinstated", "Your dispensary's wholesale account is open again."},
	}[kind]
	heading, intro := words[0], words[1]
	paragraphs := []string{intro}
	if reason != "" {
		paragraphs = append(paragraphs, "The reason: "+reason)
	}
	paragraphs = append(paragraphs, "Questions? Reply to this email or write to "+site.ContactEmail+".")
	return Email{
		Kind: kind, To: []string{to}, ReplyTo: HeaderValue(site.ContactEmail),
		Subject: HeaderValue(heading + " at " + site.Name),
		Text:    strings.Join(append(append([]string{heading, ""}, paragraphs...), "", site.Name, ""), "\n"),
		HTML:    render(pageData{Heading: heading, Paragraphs: paragraphs, Footer: site.Name}),
	}
}

// rowsText is a table's rows as text lines, "label: value".
func rowsText(rows [][]string) string {
	var b strings.Builder
	for _, r := range rows {
		b.WriteString(strings.Join(r, ": ") + "\n")
	}
	return b.String()
}
