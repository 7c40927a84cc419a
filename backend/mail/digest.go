package mail

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/hudsonvalley/farmsite/backend/catalog"
)

// digestPreviewRunes is how much of a visitor's message a digest shows.
const digestPreviewRunes = 200

// ContactDigest lists, for staff, the contact messages that came in past the hourly
// budget of visitors' emails, in one email instead of one each.
func ContactDigest(site Site, messages []catalog.ContactMessage, to []string) Email {
	rows := make([][]string, len(messages))
	lines := make([]string, len(messages))
	for i, m := range messages {
		from := fmt.Sprintf("%s <%s>", m.Name, m.Email)
		rows[i] = []string{dateTimeOf(m.CreatedAt), from, preview(m.Message)}
		lines[i] = strings.Join([]string{"- " + dateTimeOf(m.CreatedAt) + "  " + from, "  " + preview(m.Message),
			"  " + site.Origin + "/admin/contact-messages/" + m.ID + "/show"}, "\n")
	}
	return digest(site, to, plural(len(messages), "new contact message", "new contact messages"), rows, lines,
		site.Origin+"/admin/contact-messages", "Open the messages in the back office")
}

// OrderDigest lists, for staff, the order requests that came in past the hourly budget
// of visitors' emails.
func OrderDigest(site Site, orders []catalog.Order, to []string) Email {
	rows := make([][]string, len(orders))
	lines := make([]string, len(orders))
	for i, o := range orders {
		from := fmt.Sprintf("%s <%s>", o.Name, o.Email)
		rows[i] = []string{dateTimeOf(o.CreatedAt), "Order " + strconv.Itoa(o.Number), from, "$" + o.Total}
		lines[i] = strings.Join([]string{"- " + dateTimeOf(o.CreatedAt) + "  Order " + strconv.Itoa(o.Number) + "  " + from + "  $" + o.Total,
			"  " + site.Origin + "/admin/orders/" + o.ID + "/show"}, "\n")
	}
	return digest(site, to, plural(len(orders), "new order request", "new order requests"), rows, lines,
		site.Origin+"/admin/orders", "Open the orders in the back office")
}

func digest(site Site, to []string, what string, rows [][]string, lines []string, link, linkText string) Email {
	heading := "Digest: " + what
	intro := "More came in than the hourly budget of emails from the site's forms allows, so instead of one email each, here they are together:"
	return Email{
		Kind: StaffDigest, To: to, Subject: HeaderValue(heading + " at " + site.Name),
		Text: strings.Join([]string{heading, "", intro, "", strings.Join(lines, "\n\n"), "", linkText + ":", link, ""}, "\n"),
		HTML: render(pageData{
			Heading: heading, Paragraphs: []string{intro}, Rows: rows, Link: link, LinkText: linkText, Footer: site.Name,
		}),
	}
}

// preview is the start of a visitor's message on one line.
func preview(text string) string {
	text = strings.Join(strings.Fields(text), " ")
	if utf8.RuneCountInString(text) <= digestPreviewRunes {
		return text
	}
	return string([]rune(text)[:digestPreviewRunes]) + "…"
}

// dateTimeOf is an ISO time to the minute ("2026-11-23T10:00:00.000Z" gives
// "2026-11-23 10:00 UTC").
func dateTimeOf(iso string) string {
	if len(iso) >= 16 {
		return iso[:10] + " " + iso[11:16] + " UTC"
	}
	return iso
}

func plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + many
}
