package notifications_test

import (
	"errors"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/outbox"
	hooks "github.com/hudsonvalley/farmsite/pb_hooks"
	"github.com/hudsonvalley/farmsite/pb_hooks/internal/hookstest"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
)

// mailApp is a test app whose site notifies staff@farm.example, with SMTP on (the test
// app's mailer records what is sent instead of sending it).
func mailApp(t *testing.T) (*tests.TestApp, http.Handler, *outbox.Worker) {
	t.Helper()
	return mailAppWith(t, hooks.Options{})
}

// mailAppWith is mailApp registered with opts.
func mailAppWith(t *testing.T, opts hooks.Options) (*tests.TestApp, http.Handler, *outbox.Worker) {
	t.Helper()
	app, err := tests.NewTestApp(hookstest.TemplateDir)
	if err != nil {
		t.Fatal(err)
	}
	hookstest.Register(t, app, opts)
	t.Cleanup(app.Cleanup)
	settings, err := app.FindFirstRecordByFilter("site_private_settings", "")
	if err != nil {
		t.Fatal(err)
	}
	settings.Set("notifyEmails", []string{"staff@farm.example"})
	if err := app.Save(settings); err != nil {
		t.Fatal(err)
	}
	app.Settings().SMTP.Enabled, app.Settings().SMTP.Host = true, "smtp.example"
	return app, hookstest.AppHandler(t, app), hookstest.SiteOf(app).Mail().Worker
}

func outboxOf(t *testing.T, app core.App) []*core.Record {
	t.Helper()
	records, err := app.FindRecordsByFilter(catalog.OutboxCollection, "", "createdAt", 0, 0)
	if err != nil {
		t.Fatal(err)
	}
	return records
}

func sendContact(t *testing.T, server http.Handler, name string) *http.Response {
	t.Helper()
	return hookstest.Send(t, server, http.MethodPost, "/api/contact", hookstest.JSONBody(map[string]any{
		"name": name, "email": "jo@dispensary.example", "message": "Please call <me> about <b>wholesale</b> & pricing.",
	}), nil)
}

func TestAMessageAndItsEmailAreWrittenTogether(t *testing.T) {
	app, server, _ := mailApp(t)
	res := sendContact(t, server, "Jo Buyer")
	hookstest.MustEqual(t, "status", res.StatusCode, 201)
	emails := outboxOf(t, app)
	if len(emails) != 1 || emails[0].GetString("status") != outbox.Pending || emails[0].GetString("contactMessage") == "" {
		t.Fatalf("outbox after a message: %v", emails)
	}

	// When the email cannot be written, neither is the message.
	app.OnRecordCreate(catalog.OutboxCollection).BindFunc(func(e *core.RecordEvent) error { return errors.New("disk full") })
	res = sendContact(t, server, "Second Buyer")
	if res.StatusCode < 400 {
		t.Errorf("a message whose email failed to queue answered %d", res.StatusCode)
	}
	hookstest.MustEqual(t, "messages kept", hookstest.CountRecords(t, app, "contact_messages", "name = 'Second Buyer'"), 0)
}

func TestTheWorkerSendsOnceWithTheRightHeaders(t *testing.T) {
	app, server, worker := mailApp(t)
	sendContact(t, server, "Eve\r\nBcc: everyone@example.com")
	now := time.Now()
	var wg sync.WaitGroup
	for range 3 { // passes overlapping must not send it twice
		wg.Add(1)
		go func() { defer wg.Done(); _ = worker.SendDue(now) }()
	}
	wg.Wait()
	if err := worker.SendDue(now.Add(time.Hour)); err != nil {
		t.Fatal(err)
	}
	hookstest.MustEqual(t, "emails sent", app.TestMailer.TotalSend(), 1)
	m := app.TestMailer.LastMessage()
	if len(m.To) != 1 || m.To[0].Address != "staff@farm.example" || len(m.Bcc) != 0 {
		t.Errorf("recipients: to %v bcc %v", m.To, m.Bcc)
	}
	hookstest.MustEqual(t, "reply-to", m.Headers["Reply-To"], "jo@dispensary.example")
	if strings.ContainsAny(m.Subject, "\r\n") || m.Subject != "New message from Eve Bcc: everyone@example.com" {
		t.Errorf("subject %q", m.Subject)
	}
	if !strings.Contains(m.HTML, "&lt;b&gt;wholesale&lt;/b&gt; &amp; pricing") || strings.Contains(m.HTML, "<b>wholesale") {
		t.Error("the visitor's words are not escaped in the HTML")
	}
	if !strings.Contains(m.Text, "> Please call <me> about <b>wholesale</b> & pricing.") {
		t.Errorf("text: %s", m.Text)
	}
	email := outboxOf(t, app)[0]
	hookstest.MustEqual(t, "status", email.GetString("status"), outbox.Sent)
	if email.GetDateTime("sentAt").IsZero() {
		t.Error("no sentAt recorded")
	}
}

func TestFailedSendsBackOffThenGiveUp(t *testing.T) {
	app, server, worker := mailApp(t)
	app.OnMailerSend().BindFunc(func(e *core.MailerEvent) error { return errors.New("421 try later") })
	sendContact(t, server, "Jo Buyer")
	now := time.Now().Add(time.Minute)
	if err := worker.SendDue(now); err != nil {
		t.Fatal(err)
	}
	email := outboxOf(t, app)[0]
	hookstest.MustEqual(t, "attempts", email.GetInt("attempts"), 1)
	hookstest.MustEqual(t, "last error", email.GetString("lastError"), "421 try later")
	hookstest.MustEqual(t, "retry in", email.GetDateTime("nextAttemptAt").Time().Sub(now).Round(time.Second), outbox.FirstRetry)

	_ = worker.SendDue(now.Add(10 * time.Second)) // not due yet
	hookstest.MustEqual(t, "attempts before the retry is due", outboxOf(t, app)[0].GetInt("attempts"), 1)
	at := now
	for attempt := 2; attempt <= outbox.MaxAttempts; attempt++ {
		at = at.Add(outbox.Backoff(attempt-1) + time.Second)
		_ = worker.SendDue(at)
	}
	email = outboxOf(t, app)[0]
	hookstest.MustEqual(t, "attempts", email.GetInt("attempts"), outbox.MaxAttempts)
	hookstest.MustEqual(t, "given up", email.GetString("status"), outbox.Failed)
	_ = worker.SendDue(at.Add(24 * time.Hour))
	hookstest.MustEqual(t, "no attempt after giving up", outboxOf(t, app)[0].GetInt("attempts"), outbox.MaxAttempts)
	hookstest.MustEqual(t, "backoff is capped", outbox.Backoff(30), outbox.LongestRetry)
}

func TestWithoutSMTPEmailsWaitAndStaffAreTold(t *testing.T) {
	app, server, worker := mailApp(t)
	app.Settings().SMTP.Enabled = false
	sendContact(t, server, "Jo Buyer")
	_ = worker.SendDue(time.Now().Add(time.Hour))
	hookstest.MustEqual(t, "sent", app.TestMailer.TotalSend(), 0)
	hookstest.MustEqual(t, "attempts", outboxOf(t, app)[0].GetInt("attempts"), 0)
	res := hookstest.Send(t, server, http.MethodGet, "/api/admin/mail-status", nil, hookstest.StaffHeaders())
	if body := hookstest.ReadAll(t, res); !strings.Contains(body, `"configured":false`) || !strings.Contains(body, `"pending":1`) || !strings.Contains(body, `"unhandledMessages":1`) {
		t.Errorf("mail status: %s", body)
	}
	app.Settings().SMTP.Enabled = true // configured later: what waited is sent
	_ = worker.SendDue(time.Now())
	hookstest.MustEqual(t, "sent once configured", app.TestMailer.TotalSend(), 1)
}

func TestOrderEmailsToStaffAndCustomer(t *testing.T) {
	app, server, worker := mailApp(t)
	tee, size := hookstest.FindBySlug(t, app, "products", "farm-logo-tee").Id, hookstest.VariantOf(t, app, "farm-logo-tee", "M").Id
	res := hookstest.Send(t, server, http.MethodPost, "/api/orders", hookstest.JSONBody(map[string]any{
		"name": "Sam Shopper", "email": "sam@example.com", "items": []map[string]any{{"productId": tee, "variantId": size, "quantity": 2}},
		"fulfillment": "shipping", "street": "12 Main St", "street2": "Apt 2", "city": "Kingston", "state": "NY", "zip": "12401-1234",
	}), nil)
	var result struct {
		ID                  string
		Number              int
		ConfirmationEmailed bool
	}
	hookstest.DecodeResponse(t, res, &result)
	if !result.ConfirmationEmailed {
		t.Error("the answer does not say a confirmation was emailed")
	}
	_ = worker.SendDue(time.Now())
	hookstest.MustEqual(t, "emails", app.TestMailer.TotalSend(), 2)
	var staff, customer bool
	for _, m := range app.TestMailer.Messages() {
		switch m.To[0].Address {
		case "staff@farm.example":
			staff = strings.Contains(m.Text, "2 x  Farm Logo Tee, size M  $28.00 each  $56.00") && strings.Contains(m.HTML, "Farm Logo Tee, size M") && strings.Contains(m.Text, "Total    $56.00") &&
				strings.Contains(m.Text, "Ship to:\n12 Main St\nApt 2\nKingston, NY 12401-1234") && strings.Contains(m.HTML, "Kingston, NY 12401-1234")
		case "sam@example.com":
			customer = strings.Contains(m.Subject, fmt.Sprint(result.Number)) && strings.Contains(m.Text, "What happens next") &&
				strings.Contains(m.Text, "2 x  Farm Logo Tee, size M  $28.00 each  $56.00") && strings.Contains(m.Text, "Delivery: shipped to the address you gave, in NY 12401-1234.") &&
				strings.Contains(m.HTML, "Delivery: shipped to the address you gave, in NY 12401-1234.")
		}
	}
	if !staff || !customer {
		t.Errorf("staff email right: %v, customer email right: %v", staff, customer)
	}

	patch := func(status string) {
		res := hookstest.Send(t, server, http.MethodPatch, "/api/admin/orders/"+result.ID, hookstest.JSONBody(map[string]any{"status": status}), hookstest.StaffHeaders())
		hookstest.MustEqual(t, "patch "+status, res.StatusCode, 200)
	}
	patch("fulfilled")
	hookstest.MustEqual(t, "emails after fulfilment", len(outboxOf(t, app)), 2)
	patch("confirmed")
	patch("confirmed") // no change, no email
	_ = worker.SendDue(time.Now())
	hookstest.MustEqual(t, "emails", app.TestMailer.TotalSend(), 3)
	hookstest.MustEqual(t, "status email", app.TestMailer.LastMessage().Subject, fmt.Sprintf("Your order %d is confirmed", result.Number))

	list := hookstest.Send(t, server, http.MethodGet, "/api/admin/orders", nil, hookstest.StaffHeaders())
	if body := hookstest.ReadAll(t, list); !strings.Contains(body, `"kind":"order_status_to_customer"`) || !strings.Contains(body, `"status":"sent"`) {
		t.Errorf("the order list does not show its emails: %.400s", body)
	}
}

func TestNoCustomerEmailWhenTurnedOff(t *testing.T) {
	app, server, _ := mailApp(t)
	settings, _ := app.FindFirstRecordByFilter("site_private_settings", "")
	settings.Set("confirmOrdersToCustomers", false)
	if err := app.Save(settings); err != nil {
		t.Fatal(err)
	}
	hat := hookstest.FindBySlug(t, app, "products", "sun-grown-dad-hat").Id
	res := hookstest.Send(t, server, http.MethodPost, "/api/orders", hookstest.JSONBody(map[string]any{
		"name": "Sam Shopper", "email": "sam@example.com", "items": []map[string]any{{"productId": hat, "quantity": 1}}, "fulfillment": "pickup",
	}), nil)
	if body := hookstest.ReadAll(t, res); !strings.Contains(body, `"confirmationEmailed":false`) {
		t.Errorf("answer: %s", body)
	}
	hookstest.MustEqual(t, "queued (the staff's only)", len(outboxOf(t, app)), 1)
}

func TestStaffReplyThroughTheOutboxAndResend(t *testing.T) {
	app, server, worker := mailApp(t)
	sendContact(t, server, "Jo Buyer")
	message, err := app.FindFirstRecordByFilter("contact_messages", "name = 'Jo Buyer'")
	if err != nil {
		t.Fatal(err)
	}
	empty := hookstest.Send(t, server, http.MethodPost, "/api/admin/contact-messages/"+message.Id+"/reply", hookstest.JSONBody(map[string]any{"message": " "}), hookstest.StaffHeaders())
	hookstest.MustEqual(t, "an empty reply", empty.StatusCode, 400)
	res := hookstest.Send(t, server, http.MethodPost, "/api/admin/contact-messages/"+message.Id+"/reply", hookstest.JSONBody(map[string]any{"message": "Thanks, Jo: we will call on Monday."}), hookstest.StaffHeaders())
	body := hookstest.ReadAll(t, res)
	hookstest.MustEqual(t, "reply", res.StatusCode, 201)
	if !strings.Contains(body, `"handled":true`) || !strings.Contains(body, `"text":"Thanks, Jo: we will call on Monday."`) {
		t.Errorf("the message after a reply: %s", body)
	}
	app.OnMailerSend().BindFunc(func(e *core.MailerEvent) error {
		if e.Message.To[0].Address == "jo@dispensary.example" && app.Store().Get("failOnce") == nil {
			app.Store().Set("failOnce", true)
			return errors.New("mailbox unavailable")
		}
		return e.Next()
	})
	_ = worker.SendDue(time.Now())
	var reply *core.Record
	for _, e := range outboxOf(t, app) {
		if e.GetString("kind") == "reply_to_visitor" {
			reply = e
		}
	}
	hookstest.MustEqual(t, "reply after a failure", reply.GetString("status"), outbox.Pending)
	resend := hookstest.Send(t, server, http.MethodPost, "/api/admin/outbox/"+reply.Id+"/resend", nil, hookstest.StaffHeaders())
	hookstest.MustEqual(t, "resend", resend.StatusCode, 200)
	_ = worker.SendDue(time.Now())
	m := app.TestMailer.LastMessage()
	if m.To[0].Address != "jo@dispensary.example" || !strings.HasPrefix(m.Text, "Thanks, Jo: we will call on Monday.") || !strings.Contains(m.Text, "> Please call <me>") {
		t.Errorf("reply sent: %+v", m)
	}
}

func TestStaffAccounts(t *testing.T) {
	app := hookstest.NewApp(t)
	defer app.Cleanup()
	server := hookstest.AppHandler(t, app)
	asOwner := hookstest.StaffHeaders()
	hookstest.OwnerHasTwoFactor(t, server)
	create := func(headers map[string]string, body map[string]any) *http.Response {
		return hookstest.Send(t, server, http.MethodPost, "/api/admin/staff", hookstest.JSONBody(body), headers)
	}
	res := create(asOwner, map[string]any{"username": "riley", "email": "riley@farm.example", "password": "long-enough-1", "confirmPassword": "long-enough-2"})
	if body := hookstest.ReadAll(t, res); res.StatusCode != 400 || !strings.Contains(body, `"message":"Passwords don't match"`) {
		t.Errorf("mismatched passwords: %d %s", res.StatusCode, body)
	}
	res = create(asOwner, map[string]any{"username": "riley", "password": "short", "confirmPassword": "short"})
	if body := hookstest.ReadAll(t, res); !strings.Contains(body, `"message":"Password must be at least 8 characters"`) {
		t.Errorf("short password: %s", body)
	}
	res = create(asOwner, map[string]any{"username": "riley", "email": "riley@farm.example", "notifyOrders": true, "password": "long-enough-1", "confirmPassword": "long-enough-1"})
	var riley struct {
		ID           string
		Owner        bool
		NotifyOrders bool
	}
	hookstest.DecodeResponse(t, res, &riley)
	if res.StatusCode != 201 || riley.Owner || !riley.NotifyOrders {
		t.Fatalf("created: %d %+v", res.StatusCode, riley)
	}

	login := func(password string) (int, string) {
		res := hookstest.Send(t, server, http.MethodPost, "/api/admin/login", hookstest.JSONBody(map[string]any{"username": "riley", "password": password}), nil)
		return res.StatusCode, strings.Split(res.Header.Get("Set-Cookie"), ";")[0]
	}
	status, cookie := login("long-enough-1")
	hookstest.MustEqual(t, "riley logs in", status, 200)
	asRiley := map[string]string{"Cookie": cookie}
	hookstest.MustEqual(t, "not the owner: no new accounts", create(asRiley, map[string]any{"username": "x", "password": "long-enough-1", "confirmPassword": "long-enough-1"}).StatusCode, 403)
	owner := hookstest.StaffIDOf(t, app, hookstest.StaffUsername)
	hookstest.MustEqual(t, "not the owner: no disabling others", hookstest.Send(t, server, http.MethodPatch, "/api/admin/staff/"+owner, hookstest.JSONBody(map[string]any{"disabled": true}), asRiley).StatusCode, 403)
	hookstest.MustEqual(t, "one's own notifications", hookstest.Send(t, server, http.MethodPatch, "/api/admin/staff/"+riley.ID, hookstest.JSONBody(map[string]any{"notifyContact": true}), asRiley).StatusCode, 200)

	wrong := hookstest.Send(t, server, http.MethodPost, "/api/admin/me/password", hookstest.JSONBody(map[string]any{"oldPassword": "nope", "password": "new-password-9", "confirmPassword": "new-password-9"}), asRiley)
	if body := hookstest.ReadAll(t, wrong); !strings.Contains(body, `"message":"Current password is incorrect"`) {
		t.Errorf("wrong current password: %s", body)
	}
	_, otherSession := login("long-enough-1")
	changed := hookstest.Send(t, server, http.MethodPost, "/api/admin/me/password", hookstest.JSONBody(map[string]any{"oldPassword": "long-enough-1", "password": "new-password-9", "confirmPassword": "new-password-9"}), asRiley)
	hookstest.MustEqual(t, "password changed", changed.StatusCode, 200)
	newCookie := strings.Split(changed.Header.Get("Set-Cookie"), ";")[0]
	hookstest.MustEqual(t, "the other session has ended", hookstest.Send(t, server, http.MethodGet, "/api/admin/me", nil, map[string]string{"Cookie": otherSession}).StatusCode, 401)
	hookstest.MustEqual(t, "this one goes on", hookstest.Send(t, server, http.MethodGet, "/api/admin/me", nil, map[string]string{"Cookie": newCookie}).StatusCode, 200)

	hookstest.MustEqual(t, "the owner disables riley", hookstest.Send(t, server, http.MethodPatch, "/api/admin/staff/"+riley.ID, hookstest.JSONBody(map[string]any{"disabled": true}), asOwner).StatusCode, 200)
	hookstest.MustEqual(t, "riley's session ended", hookstest.Send(t, server, http.MethodGet, "/api/admin/me", nil, map[string]string{"Cookie": newCookie}).StatusCode, 401)
	status, _ = login("new-password-9")
	hookstest.MustEqual(t, "a disabled account cannot log in (answered as a wrong password)", status, 401)
	hookstest.MustEqual(t, "the owner cannot disable themselves", hookstest.Send(t, server, http.MethodPatch, "/api/admin/staff/"+owner, hookstest.JSONBody(map[string]any{"disabled": true}), asOwner).StatusCode, 403)
}

// superuserHeaders makes a superuser of app and carries its token, as the superuser UI
// sends it.
func superuserHeaders(t *testing.T, app core.App) map[string]string {
	t.Helper()
	collection, err := app.FindCollectionByNameOrId(core.CollectionNameSuperusers)
	if err != nil {
		t.Fatal(err)
	}
	root := core.NewRecord(collection)
	root.SetEmail("root@farm.example")
	root.SetPassword("superuser-password-1")
	if err := app.Save(root); err != nil {
		t.Fatal(err)
	}
	token, err := root.NewAuthToken()
	if err != nil {
		t.Fatal(err)
	}
	return map[string]string{"Authorization": token}
}

func TestConfiguringMailLaterSendsWhatWaited(t *testing.T) {
	// The worker's own poll is an hour away: only the settings' save can send.
	app, server, worker := mailAppWith(t, hooks.Options{MailPollEvery: time.Hour})
	app.Settings().SMTP.Enabled, app.Settings().SMTP.Host = false, ""
	sendContact(t, server, "Waiting Buyer")
	sendContact(t, server, "Backing Off")
	// One email is backing off an hour from settings that failed.
	backingOff := outboxOf(t, app)[1]
	backingOff.Set("attempts", 3)
	backingOff.Set("nextAttemptAt", time.Now().Add(time.Hour))
	if err := app.Save(backingOff); err != nil {
		t.Fatal(err)
	}
	asSuperuser := superuserHeaders(t, app)
	worker.Start()
	t.Cleanup(worker.Stop)

	// Saving anything but mail settings changes nothing.
	res := hookstest.Send(t, server, http.MethodPatch, "/api/settings", hookstest.JSONBody(map[string]any{"meta": map[string]any{"appName": "Farm"}}), asSuperuser)
	hookstest.MustEqual(t, "settings saved", res.StatusCode, 200)
	// A whole pass of the worker under these settings, run here to its end: nothing goes.
	if err := worker.SendDue(time.Now()); err != nil {
		t.Fatal(err)
	}
	hookstest.MustEqual(t, "sent before mail is configured", app.TestMailer.TotalSend(), 0)

	// The superuser UI's Mail settings: both go out at once, not at the next poll.
	res = hookstest.Send(t, server, http.MethodPatch, "/api/settings", hookstest.JSONBody(map[string]any{
		"smtp": map[string]any{"enabled": true, "host": "127.0.0.1", "port": 2525},
	}), asSuperuser)
	hookstest.MustEqual(t, "mail settings saved", res.StatusCode, 200)
	// Both sent and recorded (the record is saved after the mailer returns).
	allSent := func() bool {
		for _, email := range outboxOf(t, app) {
			if email.GetString("status") != outbox.Sent {
				return false
			}
		}
		return true
	}
	deadline := time.Now().Add(time.Minute) // for a loaded machine; the poll is an hour away
	for !allSent() && time.Now().Before(deadline) {
		time.Sleep(20 * time.Millisecond)
	}
	hookstest.MustEqual(t, "emails sent once mail is configured", app.TestMailer.TotalSend(), 2)
	hookstest.MustEqual(t, "every email recorded as sent", allSent(), true)
}

func TestNotificationSettings(t *testing.T) {
	app, server, worker := mailApp(t)
	res := hookstest.Send(t, server, http.MethodGet, "/api/admin/notification-settings", nil, hookstest.StaffHeaders())
	if body := hookstest.ReadAll(t, res); res.StatusCode != 200 || !strings.Contains(body, `"notifyEmails":["staff@farm.example"]`) || !strings.Contains(body, `"notifyOnContact":true`) ||
		!strings.Contains(body, `"smtpRequireTLS":"unlessLoopback"`) {
		t.Fatalf("settings: %d %s", res.StatusCode, body)
	}
	patch := func(headers map[string]string, body map[string]any) (*http.Response, string) {
		res := hookstest.Send(t, server, http.MethodPatch, "/api/admin/notification-settings", hookstest.JSONBody(body), headers)
		return res, hookstest.ReadAll(t, res)
	}
	for _, bad := range []struct {
		body    map[string]any
		message string
	}{
		{map[string]any{"notifyEmails": []string{"sales@farm.example", "not an address"}}, "Not a valid email address: not an address"},
		{map[string]any{"notifyEmails": "sales@farm.example"}, "Must be a list of email addresses"},
		{map[string]any{"mailSenderAddress": "farm.example"}, "Please enter a valid email address"},
		{map[string]any{"notifyOnOrder": "sometimes"}, "Must be true or false"},
		{map[string]any{"smtpRequireTLS": "sometimes"}, "Must be unlessLoopback, always or never"},
	} {
		res, body := patch(hookstest.StaffHeaders(), bad.body)
		if res.StatusCode != 400 || !strings.Contains(body, `"message":"`+bad.message+`"`) {
			t.Errorf("%v: %d %s", bad.body, res.StatusCode, body)
		}
	}
	res, body := patch(hookstest.StaffHeaders(), map[string]any{
		"notifyEmails": []string{"sales@farm.example", " owner@farm.example "}, "mailSenderName": "Hudson Valley Farm",
		"mailSenderAddress": "hello@farm.example", "confirmOrdersToCustomers": false,
	})
	if res.StatusCode != 200 || !strings.Contains(body, `"notifyEmails":["sales@farm.example","owner@farm.example"]`) || !strings.Contains(body, `"confirmOrdersToCustomers":false`) {
		t.Fatalf("saved: %d %s", res.StatusCode, body)
	}

	// The next message goes to the new addresses, from the new sender.
	sendContact(t, server, "Jo Buyer")
	_ = worker.SendDue(time.Now())
	m := app.TestMailer.LastMessage()
	if len(m.To) != 2 || m.To[0].Address != "sales@farm.example" || m.To[1].Address != "owner@farm.example" {
		t.Errorf("recipients: %v", m.To)
	}
	hookstest.MustEqual(t, "sender", m.From.String(), `"Hudson Valley Farm" <hello@farm.example>`)

	// Only the owner changes them.
	staff, _ := app.FindCollectionByNameOrId("staff")
	riley := core.NewRecord(staff)
	riley.Set("username", "riley")
	riley.SetPassword("long-enough-1")
	if err := app.Save(riley); err != nil {
		t.Fatal(err)
	}
	rileySession := hookstest.SessionOf(t, app, riley)
	res, body = patch(map[string]string{"Cookie": rileySession}, map[string]any{"notifyEmails": []string{"riley@elsewhere.example"}})
	if res.StatusCode != 403 || !strings.Contains(body, "Only the owner can change the notification settings") {
		t.Errorf("a member who is not the owner: %d %s", res.StatusCode, body)
	}
	res = hookstest.Send(t, server, http.MethodGet, "/api/admin/notification-settings", nil, map[string]string{"Cookie": rileySession})
	if body := hookstest.ReadAll(t, res); !strings.Contains(body, `"notifyEmails":["sales@farm.example","owner@farm.example"]`) {
		t.Errorf("after the refused change: %s", body)
	}
}
