// Package mail writes the emails the site sends: to staff about a new contact message
// or order request, to a customer about their order, and staff replies to visitors.
// Every value a visitor wrote is escaped in the HTML part and cannot add a header.
package mail

import (
	"bytes"
	"html/template"
	"strings"
	"unicode"
)

// The kinds of email, as the outbox stores them.
const (
	ContactToStaff        = "contact_to_staff"
	OrderToStaff          = "order_to_staff"
	OrderToCustomer       = "order_to_customer"
	OrderStatusToCustomer = "order_status_to_customer"
	ReplyToVisitor        = "reply_to_visitor"
	StaffDigest           = "staff_digest"
)

// Email is one outgoing email.
type Email struct {
	Kind    string
	To      []string
	ReplyTo string
	Subject string
	Text    string
	HTML    string
	// Reply is staff's own words, for a reply to a visitor.
	Reply string
}

// Site is what an email says of the business.
type Site struct {
	Name, Origin, ContactEmail, ContactPhone string
}

// HeaderValue makes text safe for a header: no line breaks or other control characters
// (a name sent as "Eve\r\nBcc: x@example.com" must not add a header), spaces folded.
func HeaderValue(text string) string {
	return strings.Join(strings.FieldsFunc(text, func(r rune) bool { return unicode.IsSpace(r) || unicode.IsControl(r) }), " ")
}

// Addresses keeps the addresses that are safe to send to, without repeats.
func Addresses(list ...string) []string {
	seen := map[string]bool{}
	var out []string
	for _, a := range list {
		a = strings.TrimSpace(a)
		key := strings.ToLower(a)
		if a == "" || seen[key] || strings.ContainsAny(a, "\r\n<>,;\" ") || !strings.Contains(a, "@") {
			continue
		}
		seen[key] = true
		out = append(out, a)
	}
	return out
}

// quoted prefixes each line of text with "> ".
func quoted(text string) string {
	lines := strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n")
	for i, l := range lines {
		lines[i] = "> " + l
	}
	return strings.Join(lines, "\n")
}

// page renders an HTML body: a heading, paragraphs (with line breaks kept) and, when
// given, a table and a link. html/template escapes every value.
var page = template.Must(template.New("email").Parse(`<!doctype html>
<html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2a1f;line-height:1.5">
<h1 style="font-size:20px">{{.Heading}}</h1>
{{range .Paragraphs}}<p style="white-space:pre-line">{{.}}</p>
{{end}}{{if .Quote}}<blockquote style="border-left:3px solid #9bb58f;margin:0;padding-left:12px;white-space:pre-line">{{.Quote}}</blockquote>
{{end}}{{if .Rows}}<table style="border-collapse:collapse">
{{range .Rows}}<tr>{{range .}}<td style="padding:4px 12px 4px 0">{{.}}</td>{{end}}</tr>
{{end}}</table>
{{end}}{{range .After}}<p style="white-space:pre-line">{{.}}</p>
{{end}}{{if .Link}}<p><a href="{{.Link}}">{{.LinkText}}</a></p>
{{end}}<p style="color:#5b6b5b;font-size:13px">{{.Footer}}</p>
</body></html>
`))

type pageData struct {
	Heading    string
	Paragraphs []string
	Quote      string
	Rows       [][]string
	After      []string
	Link       string
	LinkText   string
	Footer     string
}

func render(d pageData) string {
	var b bytes.Buffer
	if err := page.Execute(&b, d); err != nil {
		panic(err) // the template and its data are fixed: a failure is a programming error
	}
	return b.String()
}
