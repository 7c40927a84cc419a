package mail

import (
	"strings"
	"testing"

	"github.com/hudsonvalley/farmsite/backend/catalog"
)

var site = Site{Name: "Hudson Valley Sun Farm", Origin: "https://farm.example", ContactEmail: "hello@farm.example", ContactPhone: "(845) 555-0142"}

func TestAVisitorCannotAddAHeader(t *testing.T) {
	m := catalog.ContactMessage{ID: "m1", Name: "Eve\r\nBcc: everyone@example.com", Email: "eve@example.com\r\nBcc: x@example.com", Message: "Hello there, farm."}
	e := NewContactMessage(site, m, []string{"staff@farm.example"})
	for _, header := range []string{e.Subject, e.ReplyTo} {
		if strings.ContainsAny(header, "\r\n") {
			t.Errorf("a header holds a line break: %q", header)
		}
	}
	if e.Subject != "New message from Eve Bcc: everyone@example.com" {
		t.Errorf("subject %q", e.Subject)
	}
	if got := Addresses("a@example.com", "b@example.com\r\nBcc: c@example.com", "A@example.com", "not an address", ""); len(got) != 1 || got[0] != "a@example.com" {
		t.Errorf("Addresses kept %q", got)
	}
}

func TestWhatAVisitorWroteIsEscapedInHTML(t *testing.T) {
	m := catalog.ContactMessage{ID: "m1", Name: "<b>Mallory</b>", Email: "m@example.com", Message: `<script>alert("x")</script> & <img src=x onerror=alert(1)>`}
	e := NewContactMessage(site, m, []string{"staff@farm.example"})
	for _, raw := range []string{"<script>", "<b>Mallory", "<img src=x"} {
		if strings.Contains(e.HTML, raw) {
			t.Errorf("the HTML holds %q unescaped", raw)
		}
	}
	if !strings.Contains(e.HTML, "&lt;script&gt;") || !strings.Contains(e.Text, `> <script>alert("x")</script>`) {
		t.Error("the message is not quoted in both parts")
	}
	if !strings.Contains(e.Text, "https://farm.example/admin/contact-messages/m1/show") || e.ReplyTo != "m@example.com" {
		t.Errorf("link or reply-to missing: %q", e.ReplyTo)
	}
}

func TestOrderEmails(t *testing.T) {
	o := catalog.Order{ID: "o1", Number: 482913, Name: "Sam", Email: "sam@example.com", Phone: "(845) 555-0100", Status: "new", Total: "80.00",
		Items: []catalog.OrderLine{{Name: "Farm Logo Tee", Size: "M", Price: "28.00", Quantity: 2, LineTotal: "56.00"}, {Name: "Dad Hat", Price: "24.00", Quantity: 1, LineTotal: "24.00"}}}
	staff := NewOrderRequest(site, o, []string{"staff@farm.example"})
	for _, want := range []string{"2 x  Farm Logo Tee, size M  $28.00 each  $56.00", "1 x  Dad Hat  $24.00 each", "Total    $80.00", "Phone: (845) 555-0100", "/admin/orders/o1/show"} {
		if !strings.Contains(staff.Text, want) {
			t.Errorf("staff email lacks %q:\n%s", want, staff.Text)
		}
	}
	if !strings.Contains(staff.HTML, "Farm Logo Tee, size M") {
		t.Errorf("staff email's HTML lacks the size:\n%s", staff.HTML)
	}
	customer := OrderReceived(site, o)
	if !strings.Contains(customer.Text, "Farm Logo Tee, size M") {
		t.Errorf("customer email lacks the size:\n%s", customer.Text)
	}
	if customer.To[0] != "sam@example.com" || !strings.Contains(customer.Subject, "482913") || !strings.Contains(customer.Text, "What happens next") {
		t.Errorf("customer email: %+v", customer)
	}
	o.Status = "fulfilled"
	if _, ok := OrderStatusChanged(site, o); ok {
		t.Error("fulfilment is announced")
	}
	o.Status = "confirmed"
	if e, ok := OrderStatusChanged(site, o); !ok || e.Subject != "Your order 482913 is confirmed" {
		t.Errorf("confirmation: %v %q", ok, e.Subject)
	}
}

// Anyone may order to any address: the receipt must relay none of the visitor's words.
func TestTheOrderReceiptSaysOnlyWhatTheSiteWrote(t *testing.T) {
	o := catalog.Order{ID: "o1", Number: 482913, Name: "Claim your prize at evil.example", Email: "victim@example.com",
		Phone: "(845) 555-0199", Note: "Log in at https://evil.example/login", Status: "new", Total: "24.00",
		Items: []catalog.OrderLine{{Name: "Dad Hat", Price: "24.00", Quantity: 1, LineTotal: "24.00"}}}
	for _, e := range []Email{OrderReceived(site, o), mustAnnounce(t, o, "confirmed"), mustAnnounce(t, o, "cancelled")} {
		for part, value := range map[string]string{"subject": e.Subject, "text": e.Text, "html": e.HTML} {
			for _, visitors := range []string{"Claim your prize", "evil.example", "555-0199"} {
				if strings.Contains(value, visitors) {
					t.Errorf("%s's %s quotes the visitor's %q", e.Kind, part, visitors)
				}
			}
		}
		if !strings.Contains(e.Subject, "482913") || !strings.Contains(e.Text, "1 x  Dad Hat  $24.00 each  $24.00") {
			t.Errorf("%s lacks the order's number or lines:\n%s", e.Kind, e.Text)
		}
	}
}

// The receipt carries the order's lines, sizes, total and delivery, as the confirmation
// on screen does; staff see the whole address, or the pickup.
func TestOrderEmailsSayHowTheOrderIsDelivered(t *testing.T) {
	o := catalog.Order{ID: "o1", Number: 482913, Name: "Sam", Email: "sam@example.com", Status: "new", Total: "56.00",
		Fulfillment: catalog.FulfillmentShipping, Street: "12 Main St", Street2: "Apt 2", City: "Kingston", State: "NY", Zip: "12401",
		Items: []catalog.OrderLine{{Name: "Farm Logo Tee", Size: "M", Price: "28.00", Quantity: 2, LineTotal: "56.00"}}}
	receipt := OrderReceived(site, o)
	for _, part := range []string{receipt.Text, receipt.HTML} {
		for _, want := range []string{"482913", "Farm Logo Tee, size M", "$56.00", "Delivery: shipped to the address you gave, in NY 12401."} {
			if !strings.Contains(part, want) {
				t.Errorf("the receipt lacks %q:\n%s", want, part)
			}
		}
		for _, visitors := range []string{"12 Main St", "Apt 2", "Kingston"} {
			if strings.Contains(part, visitors) {
				t.Errorf("the receipt quotes the visitor's %q", visitors)
			}
		}
	}
	staff := NewOrderRequest(site, o, []string{"staff@farm.example"})
	if !strings.Contains(staff.Text, "Ship to:\n12 Main St\nApt 2\nKingston, NY 12401") || !strings.Contains(staff.HTML, "Kingston, NY 12401") {
		t.Errorf("staff email lacks the address:\n%s", staff.Text)
	}

	o.Fulfillment, o.Street, o.Street2, o.City, o.State, o.Zip = catalog.FulfillmentPickup, "", "", "", "", ""
	if receipt := OrderReceived(site, o); !strings.Contains(receipt.Text, "Delivery: pickup at the farm.") {
		t.Errorf("the receipt does not say pickup:\n%s", receipt.Text)
	}
	if staff := NewOrderRequest(site, o, nil); !strings.Contains(staff.Text, "Delivery: pickup at the farm") || strings.Contains(staff.Text, "Ship to") {
		t.Errorf("staff email of a pickup:\n%s", staff.Text)
	}
}

func mustAnnounce(t *testing.T, o catalog.Order, status string) Email {
	t.Helper()
	o.Status = status
	e, ok := OrderStatusChanged(site, o)
	if !ok {
		t.Fatalf("status %s is not announced", status)
	}
	return e
}

func TestADigestListsEveryLeadEscaped(t *testing.T) {
	messages := []catalog.ContactMessage{
		{ID: "m1", Name: "<b>Ann</b>", Email: "ann@example.com", Message: strings.Repeat("long words ", 50), CreatedAt: "2026-11-23T10:04:00.000Z"},
		{ID: "m2", Name: "Bo", Email: "bo@example.com", Message: "Short.\r\nBcc: x@example.com", CreatedAt: "2026-11-23T10:09:00.000Z"},
	}
	e := ContactDigest(site, messages, []string{"staff@farm.example"})
	if e.Kind != StaffDigest || e.Subject != "Digest: 2 new contact messages at Hudson Valley Sun Farm" {
		t.Errorf("kind %q subject %q", e.Kind, e.Subject)
	}
	for _, want := range []string{"2026-11-23 10:04 UTC  <b>Ann</b> <ann@example.com>", "https://farm.example/admin/contact-messages/m2/show", "Short. Bcc: x@example.com"} {
		if !strings.Contains(e.Text, want) {
			t.Errorf("the digest lacks %q:\n%s", want, e.Text)
		}
	}
	if strings.Contains(e.HTML, "<b>Ann") || !strings.Contains(e.HTML, "&lt;b&gt;Ann") {
		t.Error("a visitor's name is not escaped in the digest's HTML")
	}
	if strings.Count(e.Text, "long words") > 20 {
		t.Error("a long message is not cut in the digest")
	}
}
