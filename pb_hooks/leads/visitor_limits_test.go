package leads_test

import (
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/hudsonvalley/farmsite/pb_hooks/leads"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	hooks "github.com/hudsonvalley/farmsite/pb_hooks"
	"github.com/hudsonvalley/farmsite/pb_hooks/internal/hookstest"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
)

// Finding 4: mail could be abused. POST /api/orders sent a "confirmation" quoting the
// visitor's text to any address; nothing bounded the leads, outbox rows or staff emails
// an hour; the client limiter gave an IPv6 /48 a fresh allowance per /64.

// limitsApp is a copy of dataDir (the template when "") whose forms count by clock and
// whose staff hear of leads at staff@farm.example.
func limitsApp(t *testing.T, dataDir string, clock *hookstest.Clock) (*tests.TestApp, http.Handler) {
	t.Helper()
	if dataDir == "" {
		dataDir = hookstest.TemplateDir
	}
	app, err := tests.NewTestApp(dataDir)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(app.Cleanup)
	hookstest.Register(t, app, hooks.Options{FormsClock: clock.Now})
	hookstest.SetPrivate(t, app, map[string]any{"notifyEmails": []string{"staff@farm.example"}})
	return app, hookstest.AppHandler(t, app)
}

// postFrom posts a JSON body as a client at ip.
func postFrom(t testing.TB, server http.Handler, path, ip string, body any) (*http.Response, string) {
	t.Helper()
	req := httptest.NewRequest(http.MethodPost, path, hookstest.JSONBody(body))
	req.RemoteAddr = net.JoinHostPort(ip, "40000")
	req.Header.Set("Content-Type", "application/json")
	rec := httptest.NewRecorder()
	server.ServeHTTP(rec, req)
	res := rec.Result()
	return res, hookstest.ReadAll(t, res)
}

func orderFor(app core.App, t testing.TB, email string, extra map[string]any) map[string]any {
	body := map[string]any{
		"name": "Sam Shopper", "email": email, "fulfillment": "pickup",
		"items": []map[string]any{{"productId": hookstest.FindBySlug(t, app, "products", "sun-grown-dad-hat").Id, "quantity": 2}},
	}
	for k, v := range extra {
		body[k] = v
	}
	return body
}

func emailsOfKind(t testing.TB, app core.App, kind string) []*core.Record {
	t.Helper()
	records, err := app.FindRecordsByFilter(catalog.OutboxCollection, "kind = {:kind}", "createdAt,id", 0, 0, map[string]any{"kind": kind})
	if err != nil {
		t.Fatal(err)
	}
	return records
}

var startOfTest = time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC)

func TestTheOrderReceiptQuotesNoVisitorText(t *testing.T) {
	app, server := limitsApp(t, "", hookstest.ClockAt(startOfTest))
	res, body := postFrom(t, server, "/api/orders", "198.51.100.7", orderFor(app, t, "victim@example.com", map[string]any{
		"name":  "Claim your prize at evil.example",
		"note":  "Your account is locked: log in at https://evil.example/login",
		"phone": "(845) 555-0199",
		// An address is the visitor's words too: the receipt names only its state and ZIP code.
		"fulfillment": "shipping", "street": "1 Prize Claim Way", "street2": "Suite Win-Big-Now", "city": "Evilexample",
		"state": "NY", "zip": "12401",
	}))
	hookstest.MustEqual(t, "status", res.StatusCode, 201)
	if !strings.Contains(body, `"confirmationEmailed":true`) {
		t.Fatalf("answer: %s", body)
	}
	receipts := emailsOfKind(t, app, "order_to_customer")
	if len(receipts) != 1 {
		t.Fatalf("%d receipts queued, want 1", len(receipts))
	}
	receipt := receipts[0]
	order, _ := app.FindFirstRecordByFilter(catalog.OrdersCollection, "email = 'victim@example.com'")
	for _, part := range []string{"subject", "text", "html"} {
		value := receipt.GetString(part)
		for _, visitors := range []string{"Claim your prize", "evil.example", "account is locked", "555-0199", "Prize Claim", "Win-Big", "Evilexample"} {
			if strings.Contains(value, visitors) {
				t.Errorf("the receipt's %s quotes the visitor's %q: %s", part, visitors, value)
			}
		}
	}
	for _, sites := range []string{fmt.Sprint(order.GetInt("number")), "Sun-Grown Dad Hat", "$" + catalog.DecimalPrice(order.GetFloat("total")), "NY 12401"} {
		if !strings.Contains(receipt.GetString("text"), sites) {
			t.Errorf("the receipt lacks %q: %s", sites, receipt.GetString("text"))
		}
	}
	// Staff still see what the visitor wrote.
	if staff := emailsOfKind(t, app, "order_to_staff"); len(staff) != 1 || !strings.Contains(staff[0].GetString("text"), "Claim your prize at evil.example") ||
		!strings.Contains(staff[0].GetString("text"), "1 Prize Claim Way\nSuite Win-Big-Now\nEvilexample, NY 12401") {
		t.Errorf("the staff notification: %v", staff)
	}
}

func TestOneReceiptPerAddressEvery10MinutesAcrossARestart(t *testing.T) {
	clock := hookstest.ClockAt(startOfTest)
	app, server := limitsApp(t, "", clock)
	res, body := postFrom(t, server, "/api/orders", "198.51.100.7", orderFor(app, t, "Sam@Example.com", nil))
	if res.StatusCode != 201 || !strings.Contains(body, `"confirmationEmailed":true`) {
		t.Fatalf("first order: %d %s", res.StatusCode, body)
	}

	// The count is in the database: a restart does not forget it.
	clock.Advance(9*time.Minute + 59*time.Second)
	restarted, server := limitsApp(t, app.DataDir(), clock)
	res, body = postFrom(t, server, "/api/orders", "198.51.100.8", orderFor(restarted, t, "sam@example.com", nil))
	if res.StatusCode != 201 || !strings.Contains(body, `"confirmationEmailed":false`) {
		t.Errorf("second order within 10 minutes: %d %s", res.StatusCode, body)
	}
	hookstest.MustEqual(t, "receipts after the second order", len(emailsOfKind(t, restarted, "order_to_customer")), 1)
	hookstest.MustEqual(t, "orders kept", hookstest.CountRecords(t, restarted, catalog.OrdersCollection, "email ~ 'example.com'"), 2)
	hookstest.MustEqual(t, "staff notified of each", len(emailsOfKind(t, restarted, "order_to_staff")), 2)

	clock.Advance(time.Second)
	res, body = postFrom(t, server, "/api/orders", "198.51.100.9", orderFor(restarted, t, "sam@example.com", nil))
	if res.StatusCode != 201 || !strings.Contains(body, `"confirmationEmailed":true`) {
		t.Errorf("an order 10 minutes after the receipt: %d %s", res.StatusCode, body)
	}
	hookstest.MustEqual(t, "receipts after 10 minutes", len(emailsOfKind(t, restarted, "order_to_customer")), 2)
}

func TestPastTheHourlyBudgetStaffGetOneDigestListingEveryLead(t *testing.T) {
	clock := hookstest.ClockAt(startOfTest)
	app, server := limitsApp(t, "", clock)
	hookstest.SetPrivate(t, app, map[string]any{"visitorEmailsPerHour": 3})
	names := []string{"Ann Early", "Bo Early", "Cy Early", "Di Late", "Ed Late"}
	for i, name := range names {
		res, body := postFrom(t, server, "/api/contact", fmt.Sprintf("198.51.100.%d", i+1), map[string]any{
			"name": name, "email": "lead@dispensary.example", "message": "Please send your wholesale list, " + name + ".",
		})
		hookstest.MustEqual(t, "contact "+name, res.StatusCode, 201)
		_ = body
	}
	res, body := postFrom(t, server, "/api/orders", "198.51.100.9", orderFor(app, t, "fay@example.com", map[string]any{"name": "Fay Late"}))
	if res.StatusCode != 201 || !strings.Contains(body, `"confirmationEmailed":false`) {
		t.Errorf("an order past the budget: %d %s", res.StatusCode, body)
	}
	hookstest.MustEqual(t, "messages kept", hookstest.CountRecords(t, app, catalog.ContactMessagesCollection, "email = 'lead@dispensary.example'"), 5)
	hookstest.MustEqual(t, "staff emails one by one (the budget)", len(emailsOfKind(t, app, "contact_to_staff")), 3)
	hookstest.MustEqual(t, "order emails past the budget", len(emailsOfKind(t, app, "order_to_staff"))+len(emailsOfKind(t, app, "order_to_customer")), 0)

	if err := leads.QueueStaffDigests(app, hookstest.SiteOf(app).Mail(), "https://farm.example"); err != nil {
		t.Fatal(err)
	}
	digests := emailsOfKind(t, app, "staff_digest")
	if len(digests) != 2 {
		t.Fatalf("%d digests, want 2 (messages, orders)", len(digests))
	}
	messages, orders := digests[0], digests[1]
	if strings.Contains(orders.GetString("subject"), "message") {
		messages, orders = orders, messages
	}
	hookstest.MustEqual(t, "messages digest's subject", messages.GetString("subject"), "Digest: 2 new contact messages at Hudson Valley Sun Farm")
	hookstest.MustEqual(t, "digest's recipients", messages.GetString("to"), `["staff@farm.example"]`)
	for _, name := range []string{"Di Late", "Ed Late"} {
		if !strings.Contains(messages.GetString("text"), name) || !strings.Contains(messages.GetString("html"), name) {
			t.Errorf("the digest does not list %s:\n%s", name, messages.GetString("text"))
		}
	}
	if strings.Contains(messages.GetString("text"), "Early") {
		t.Errorf("the digest lists messages staff were emailed about:\n%s", messages.GetString("text"))
	}
	if !strings.Contains(orders.GetString("text"), "Fay Late") || !strings.Contains(orders.GetString("text"), "https://farm.example/admin/orders/") {
		t.Errorf("the orders digest:\n%s", orders.GetString("text"))
	}

	// Each lead is listed once.
	if err := leads.QueueStaffDigests(app, hookstest.SiteOf(app).Mail(), "https://farm.example"); err != nil {
		t.Fatal(err)
	}
	hookstest.MustEqual(t, "digests after a second run", len(emailsOfKind(t, app, "staff_digest")), 2)

	// An hour on, the budget is whole again.
	clock.Advance(time.Hour)
	res, _ = postFrom(t, server, "/api/contact", "203.0.113.1", map[string]any{"name": "Gus Next", "email": "gus@example.com", "message": "Next hour's message."})
	hookstest.MustEqual(t, "next hour", res.StatusCode, 201)
	hookstest.MustEqual(t, "staff emails one by one after an hour", len(emailsOfKind(t, app, "contact_to_staff")), 4)
}

func TestTheHourlyBoundOnLeadsRefusesWithAClearMessage(t *testing.T) {
	clock := hookstest.ClockAt(startOfTest)
	app, server := limitsApp(t, "", clock)
	messages, err := app.FindCollectionByNameOrId(catalog.ContactMessagesCollection)
	if err != nil {
		t.Fatal(err)
	}
	for i := range leads.PerHour {
		rec := core.NewRecord(messages)
		rec.Load(map[string]any{"name": "Flood", "email": "flood@example.com", "message": "A message of the flood.", "receivedAt": startOfTest.Add(time.Duration(i) * time.Second)})
		if err := app.Save(rec); err != nil {
			t.Fatal(err)
		}
	}
	clock.Advance(10 * time.Minute)
	res, body := postFrom(t, server, "/api/contact", "203.0.113.5", map[string]any{"name": "Jo Buyer", "email": "jo@example.com", "message": "A real message, a little late."})
	hookstest.MustEqual(t, "status", res.StatusCode, 503)
	want := "We have received more requests than we can take this hour. Please try again in 50 minutes, or write to wholesale@hudsonvalleysunfarm.com."
	if !strings.Contains(body, `"message":"`+want+`"`) {
		t.Errorf("answer: %s", body)
	}
	hookstest.MustEqual(t, "Retry-After", res.Header.Get("Retry-After"), "3000")
	hookstest.MustEqual(t, "messages after the refusal", hookstest.CountRecords(t, app, catalog.ContactMessagesCollection, "name = 'Jo Buyer'"), 0)
	hookstest.MustEqual(t, "emails after the refusal", len(emailsOfKind(t, app, "contact_to_staff")), 0)

	// Orders have their own bound.
	res, _ = postFrom(t, server, "/api/orders", "203.0.113.6", orderFor(app, t, "sam@example.com", nil))
	hookstest.MustEqual(t, "an order meanwhile", res.StatusCode, 201)

	// Once the oldest leaves the hour, there is room.
	clock.Advance(50*time.Minute + time.Second)
	res, _ = postFrom(t, server, "/api/contact", "203.0.113.5", map[string]any{"name": "Jo Buyer", "email": "jo@example.com", "message": "A real message, a little late."})
	hookstest.MustEqual(t, "status an hour on", res.StatusCode, 201)
}

func TestAWholeNetworkSharesOneAllowance(t *testing.T) {
	for _, c := range []struct{ network, format string }{
		{"IPv4 /24", "198.51.100.%d"},
		{"IPv6 /48", "2001:db8:7:%x::1"},
	} {
		t.Run(c.network, func(t *testing.T) {
			app, server := limitsApp(t, "", hookstest.ClockAt(startOfTest))
			send := func(i int) (*http.Response, string) {
				return postFrom(t, server, "/api/contact", fmt.Sprintf(c.format, i+1), map[string]any{
					"name": "Visitor", "email": "v@example.com", "message": "A message from the network.",
				})
			}
			// Each address (or /64) stays under its own 5 a minute.
			for i := range leads.PerNetworkPerHour {
				if res, body := send(i); res.StatusCode != 201 {
					t.Fatalf("message %d: %d %s", i+1, res.StatusCode, body)
				}
			}
			res, body := send(leads.PerNetworkPerHour)
			hookstest.MustEqual(t, "status past the network's allowance", res.StatusCode, 429)
			if !strings.Contains(body, "Too many requests from your network. Please try again in 3 minutes.") {
				t.Errorf("answer: %s", body)
			}
			hookstest.MustEqual(t, "messages kept", hookstest.CountRecords(t, app, catalog.ContactMessagesCollection, "name = 'Visitor'"), leads.PerNetworkPerHour)
			res, _ = postFrom(t, server, "/api/contact", "203.0.113.9", map[string]any{"name": "Other", "email": "o@example.com", "message": "From another network."})
			hookstest.MustEqual(t, "another network", res.StatusCode, 201)
		})
	}
}
