package mail

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/hudsonvalley/farmsite/backend/catalog"
)

// NewContactMessage tells staff of a visitor's message; replying answers the visitor.
func NewContactMessage(site Site, m catalog.ContactMessage, to []string) Email {
	link := site.Origin + "/admin/contact-messages/" + m.ID + "/show"
	intro := fmt.Sprintf("%s <%s> wrote through the contact form:", m.Name, m.Email)
	after := "Reply to this email to answer " + m.Name + ", or open the message in the back office:"
	return Email{
		Kind: ContactToStaff, To: to, ReplyTo: HeaderValue(m.Email),
		Subject: HeaderValue("New message from " + m.Name),
		Text:    strings.Join([]string{intro, "", quoted(m.Message), "", after, link, ""}, "\n"),
		HTML: render(pageData{
			Heading: "New message from " + m.Name, Paragraphs: []string{intro}, Quote: m.Message,
			After: []string{after}, Link: link, LinkText: "Open the message", Footer: site.Name,
		}),
	}
}

// orderRows are an order's lines and total as table rows.
func orderRows(o catalog.Order) [][]string {
	rows := make([][]string, 0, len(o.Items)+1)
	for _, l := range o.Items {
		rows = append(rows, []string{strconv.Itoa(l.Quantity) + " x", lineName(l), "$" + l.Price + " each", "$" + l.LineTotal})
	}
	return append(rows, []string{"", "Total", "", "$" + o.Total})
}

// lineName is what was ordered: the product, and its size when it has sizes.
func lineName(l catalog.OrderLine) string {
	if l.Size == "" {
		return l.Name
	}
	return l.Name + ", size " + l.Size
}

func orderText(o catalog.Order) string {
	var b strings.Builder
	for _, row := range orderRows(o) {
		b.WriteString(strings.TrimSpace(strings.Join(row, "  ")) + "\n")
	}
	return b.String()
}

func customerLines(o catalog.Order) []string {
	lines := []string{"Name: " + o.Name, "Email: " + o.Email}
	if o.Phone != "" {
		lines = append(lines, "Phone: "+o.Phone)
	}
	switch o.Fulfillment {
	case catalog.FulfillmentShipping:
		lines = append(lines, "Ship to:\n"+strings.Join(catalog.ShippingAddressLines(o), "\n"))
	case catalog.FulfillmentPickup:
		lines = append(lines, "Delivery: pickup at the farm")
	}
	if o.Note != "" {
		lines = append(lines, "Note: "+o.Note)
	}
	return lines
}

// customerDelivery is how the order reaches the customer, in the site's words: the
// receipt names a shipping address by its state and ZIP code only (its street and city
// are the visitor's words, which a receipt to any address must not carry).
func customerDelivery(o catalog.Order) string {
	switch o.Fulfillment {
	case catalog.FulfillmentShipping:
		return "Delivery: shipped to the address you gave, in " + o.State + " " + o.Zip + "."
	case catalog.FulfillmentPickup:
		return "Delivery: pickup at the farm. We will write to arrange a time."
	}
	return ""
}

// NewOrderRequest tells staff of a merchandise order request, priced by the server.
func NewOrderRequest(site Site, o catalog.Order, to []string) Email {
	link := site.Origin + "/admin/orders/" + o.ID + "/show"
	heading := fmt.Sprintf("New order request %d from %s", o.Number, o.Name)
	customer := strings.Join(customerLines(o), "\n")
	return Email{
		Kind: OrderToStaff, To: to, ReplyTo: HeaderValue(o.Email), Subject: HeaderValue(heading),
		Text: strings.Join([]string{heading + ":", "", orderText(o), customer, "", "Open it in the back office:", link, ""}, "\n"),
		HTML: render(pageData{
			Heading: heading, Rows: orderRows(o), After: []string{customer},
			Link: link, LinkText: "Open the order in the back office", Footer: site.Name,
		}),
	}
}

// nextSteps is what a customer is told happens after an order request.
func nextSteps(site Site) string {
	contact := site.ContactEmail
	if site.ContactPhone != "" {
		contact += " or " + site.ContactPhone
	}
	return "What happens next: we check that everything is available and write to you within two business days to confirm the order and arrange payment and delivery. Nothing is charged before that. Questions? Reply to this email or reach us at " + contact + "."
}

// OrderReceived confirms an order request to the customer. Anyone may type any address
// into the cart, so it says only what the site wrote (number, lines, prices, next steps),
// never the visitor's own words (name, note), and so relays nobody's message.
func OrderReceived(site Site, o catalog.Order) Email {
	heading := fmt.Sprintf("We received your order request %d", o.Number)
	greeting := heading + ". Thank you! Here is what you asked for:"
	after := []string{nextSteps(site)}
	if delivery := customerDelivery(o); delivery != "" {
		after = append([]string{delivery}, after...)
	}
	return Email{
		Kind: OrderToCustomer, To: []string{o.Email}, ReplyTo: HeaderValue(site.ContactEmail),
		Subject: HeaderValue(fmt.Sprintf("Your order request %d at %s", o.Number, site.Name)),
		Text:    strings.Join([]string{greeting, "", orderText(o) + strings.Join(after, "\n\n"), "", site.Name, site.Origin, ""}, "\n"),
		HTML: render(pageData{
			Heading: heading, Paragraphs: []string{greeting}, Rows: orderRows(o), After: after,
			Link: site.Origin, LinkText: site.Name, Footer: site.Name,
		}),
	}
}

// OrderStatusChanged tells the customer that staff confirmed or cancelled the order
// (ok is false for other statuses, which are not announced); like OrderReceived, in the
// site's words only.
func OrderStatusChanged(site Site, o catalog.Order) (email Email, ok bool) {
	var heading, body string
	switch o.Status {
	case "confirmed":
		heading = fmt.Sprintf("Your order %d is confirmed", o.Number)
		body = "Good news: your order is confirmed. We will be in touch about payment and delivery."
	case "cancelled":
		heading = fmt.Sprintf("Your order %d was cancelled", o.Number)
		body = "We are sorry: your order was cancelled. Reply to this email if you have a question."
	default:
		return Email{}, false
	}
	return Email{
		Kind: OrderStatusToCustomer, To: []string{o.Email}, ReplyTo: HeaderValue(site.ContactEmail),
		Subject: HeaderValue(heading),
		Text:    strings.Join([]string{body, "", orderText(o), site.Name, site.Origin, ""}, "\n"),
		HTML: render(pageData{
			Heading: heading, Paragraphs: []string{body}, Rows: orderRows(o),
			Link: site.Origin, LinkText: site.Name, Footer: site.Name,
		}),
	}, true
}

// Reply sends staff's answer to a visitor, quoting what the visitor wrote.
func Reply(site Site, m catalog.ContactMessage, reply string) Email {
	wrote := fmt.Sprintf("You wrote on %s:", dateOf(m.CreatedAt))
	return Email{
		Kind: ReplyToVisitor, To: []string{m.Email}, ReplyTo: HeaderValue(site.ContactEmail), Reply: reply,
		Subject: HeaderValue("Re: your message to " + site.Name),
		Text:    strings.Join([]string{reply, "", site.Name, "", wrote, quoted(m.Message), ""}, "\n"),
		HTML: render(pageData{
			Heading: "Re: your message to " + site.Name, Paragraphs: []string{reply, wrote},
			Quote: m.Message, Footer: site.Name,
		}),
	}
}

// dateOf is the day of an ISO time ("2026-11-23T10:00:00.000Z" gives "2026-11-23").
func dateOf(iso string) string {
	if len(iso) >= 10 {
		return iso[:10]
	}
	return iso
}
