package mail

import (
	"strconv"
	"strings"

	"github.com/hudsonvalley/farmsite/backend/catalog"
)

// The buyers' portal's kinds of email (issue 38): PocketBase's token flows of the buyers
// collection, an admin's invitation, the licence expiry warnings.
const (
	BuyerPasswordReset       = "wholesale_password_reset"
	BuyerVerification        = "wholesale_verification"
	BuyerInvitation          = "wholesale_invitation"
	LicenceExpiring          = "wholesale_licence_expiring"
	LicenceExpiringToStaff   = "wholesale_licence_expiring_staff"
	buyerPortalSignInPath    = "/wholesale/sign-in"
	buyerPortalQuestionsText = "Questions? Reply to this email or write to "
)

// NewBuyerPasswordReset sends a buyer the link that sets a new password (PocketBase's
// password reset of the buyers collection). Anyone may ask for it for any address: it
// says only the site's words.
func NewBuyerPasswordReset(site Site, to, link string, hours int) Email {
	heading := "Reset your wholesale password"
	body := []string{"Someone asked to reset the password of your wholesale account at " + site.Name + ". Choose a new password:"}
	after := []string{
		"The link works for " + plural(hours, "hour", "hours") + ". If you did not ask, you can ignore this email: your password stays as it is.",
		buyerPortalQuestionsText + site.ContactEmail + ".",
	}
	return buyerLinkEmail(site, BuyerPasswordReset, to, heading, body, link, "Choose a new password", after)
}

// NewBuyerVerification sends a buyer the link that confirms their email address.
func NewBuyerVerification(site Site, to, link string) Email {
	heading := "Confirm your email address"
	body := []string{"Confirm the email address of your wholesale account at " + site.Name + ":"}
	after := []string{"If you did not ask, you can ignore this email.", buyerPortalQuestionsText + site.ContactEmail + "."}
	return buyerLinkEmail(site, BuyerVerification, to, heading, body, link, "Confirm your email", after)
}

// NewBuyerInvitation tells a colleague their account's admin added them, with the link
// that sets their password. It names the account (its legal name), never the inviter's
// words.
func NewBuyerInvitation(site Site, to, accountName, link string, hours int) Email {
	heading := "You are invited to " + accountName + "'s wholesale account"
	body := []string{"Your colleague added you to " + accountName + "'s wholesale account at " + site.Name + ". Set your password to sign in and see the live menu:"}
	after := []string{
		"The link works for " + plural(hours, "hour", "hours") + ". If it has expired, ask for a new one from the sign-in page (" + site.Origin + buyerPortalSignInPath + ").",
		buyerPortalQuestionsText + site.ContactEmail + ".",
	}
	return buyerLinkEmail(site, BuyerInvitation, to, heading, body, link, "Set your password", after)
}

// NewLicenceExpiring warns an account's admins that its licence expires in days.
func NewLicenceExpiring(site Site, to []string, a *catalog.BuyerAccountRecord, days int) Email {
	heading := "Your cannabis licence expires in " + plural(days, "day", "days")
	body := []string{
		"The licence " + a.LicenceNumber() + " of " + a.LegalName() + " expires on " + a.LicenceExpiry() + ".",
		"Once it has expired you can still see the menu but cannot order. When the Office of Cannabis Management renews it, send us the new certificate or expiry date so we can check it.",
		buyerPortalQuestionsText + site.ContactEmail + ".",
	}
	return Email{
		Kind: LicenceExpiring, To: to, ReplyTo: HeaderValue(site.ContactEmail),
		Subject: HeaderValue(heading + " (" + site.Name + " wholesale)"),
		Text:    strings.Join(append(append([]string{heading, ""}, body...), "", site.Name, ""), "\n"),
		HTML:    render(pageData{Heading: heading, Paragraphs: body, Footer: site.Name}),
	}
}

// NewLicenceExpiringToStaff tells staff an account's licence expires in days.
func NewLicenceExpiringToStaff(site Site, to []string, a *catalog.BuyerAccountRecord, days int) Email {
	heading := "A buyer's licence expires in " + plural(days, "day", "days") + ": " + a.LegalName()
	link := site.Origin + "/admin/buyer-accounts/" + a.Id + "/show"
	rows := [][]string{
		{"Account", a.LegalName()}, {"Licence", a.LicenceNumber()}, {"Expires", a.LicenceExpiry()},
		{"Days left", strconv.Itoa(days)}, {"Contact", a.ContactName() + " <" + a.ContactEmail() + ">"},
	}
	after := "Check the renewed licence when it comes (import the state's list, or check it by hand):"
	return Email{
		Kind: LicenceExpiringToStaff, To: to, Subject: HeaderValue(heading),
		Text: strings.Join([]string{heading, "", rowsText(rows), after, link, ""}, "\n"),
		HTML: render(pageData{Heading: heading, Rows: rows, After: []string{after}, Link: link, LinkText: "Open the account", Footer: site.Name}),
	}
}

func buyerLinkEmail(site Site, kind, to, heading string, body []string, link, linkText string, after []string) Email {
	text := append(append([]string{heading, ""}, body...), link, "")
	text = append(append(text, after...), "", site.Name, "")
	return Email{
		Kind: kind, To: []string{to}, ReplyTo: HeaderValue(site.ContactEmail),
		Subject: HeaderValue(heading + " (" + site.Name + ")"),
		Text:    strings.Join(text, "\n"),
		HTML:    render(pageData{Heading: heading, Paragraphs: body, Link: link, LinkText: linkText, After: after, Footer: site.Name}),
	}
}
