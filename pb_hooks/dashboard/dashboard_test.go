package dashboard_test

import (
	"encoding/json"
	"net/http"
	"sync"
	"testing"
	"time"

	"github.com/hudsonvalley/farmsite/pb_hooks/dashboard"
	"github.com/pocketbase/pocketbase/tools/types"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/mail"
	"github.com/hudsonvalley/farmsite/backend/outbox"
	hooks "github.com/hudsonvalley/farmsite/pb_hooks"
	"github.com/hudsonvalley/farmsite/pb_hooks/copycheck"
	"github.com/hudsonvalley/farmsite/pb_hooks/internal/hookstest"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
)

func dashboardOf(t testing.TB, server http.Handler, who map[string]string) catalog.Dashboard {
	t.Helper()
	res := hookstest.Send(t, server, http.MethodGet, "/api/admin/dashboard", nil, who)
	if res.StatusCode != http.StatusOK {
		t.Fatalf("dashboard: %d", res.StatusCode)
	}
	var d catalog.Dashboard
	hookstest.DecodeResponse(t, res, &d)
	return d
}

// backdate sets a record's createdAt (autodate fields cannot be saved with a value).
func backdate(t testing.TB, app core.App, collection, id string, at time.Time) {
	t.Helper()
	_, err := app.DB().Update(collection, dbx.Params{"createdAt": storedTime(at)}, dbx.HashExp{"id": id}).Execute()
	if err != nil {
		t.Fatal(err)
	}
}

func sumWeeks(weeks []catalog.DashboardWeek) (orders, messages int) {
	for _, w := range weeks {
		orders += w.Orders
		messages += w.Messages
	}
	return orders, messages
}

// The dashboard says what waits (a message to handle, an order to confirm with its
// items, the demo's three reviews with their products' names, a draft whose copy needs
// the owner's review, a published product that lost its certificate, failing mail) and
// the last 13 weeks' figures, an order older than that left out. The mail server's words
// are the owner's only.
func TestTheDashboardSaysWhatWaits(t *testing.T) {
	f := hookstest.NewCopyFlow(t)
	before := dashboardOf(t, f.Server, f.Editor)
	hookstest.MustEqual(t, "reviews to approve", before.Waiting.Reviews, 3)
	hookstest.MustEqual(t, "reviews listed", len(before.Waiting.PendingReviews), 3)
	for _, r := range before.Waiting.PendingReviews {
		if r.Product == "" || r.Author == "" || r.Comment == "" || r.Rating < 1 {
			t.Errorf("a review listed without what it is: %+v", r)
		}
	}
	hookstest.MustEqual(t, "the demo's copy findings", before.Waiting.CopyFindings, 0)
	hookstest.MustEqual(t, "anyone notified of leads, before any address", before.Mail.Notified, false)
	f.Send(f.Owner, http.MethodPatch, "/api/admin/notification-settings", map[string]any{"notifyEmails": []string{"sales@farm.example"}}, http.StatusOK)
	hookstest.MustEqual(t, "messages before", before.Waiting.Messages, 0)
	hookstest.MustEqual(t, "orders before", before.Waiting.Orders, 0)
	hookstest.MustEqual(t, "weeks", len(before.Weeks), catalog.DashboardWeeks)
	hookstest.MustEqual(t, "this week", before.Weeks[catalog.DashboardWeeks-1].Start, catalog.BusinessWeeks(time.Now(), catalog.DashboardWeeks)[catalog.DashboardWeeks-1].In(businessNY(t)).Format(time.DateOnly))

	f.Send(nil, http.MethodPost, "/api/contact", map[string]any{"name": "Dana Visitor", "email": "dana@example.com", "message": "Do you deliver to Beacon?"}, http.StatusCreated)
	tee := hookstest.FindBySlug(t, f.App, catalog.ProductsCollection, "farm-logo-tee")
	size := hookstest.VariantOf(t, f.App, "farm-logo-tee", "M")
	order := func() string {
		var placed catalog.OrderResult
		raw := f.Send(nil, http.MethodPost, "/api/orders", map[string]any{"name": "Sam Buyer", "email": "sam@example.com",
			"fulfillment": "pickup", "items": []map[string]any{{"productId": tee.Id, "variantId": size.Id, "quantity": 2}}}, http.StatusCreated)
		if err := json.Unmarshal([]byte(raw), &placed); err != nil {
			t.Fatal(err)
		}
		return placed.ID
	}
	order()
	old := order()
	backdate(t, f.App, catalog.OrdersCollection, old, time.Now().AddDate(0, 0, -100))
	f.Send(f.Owner, http.MethodPatch, "/api/admin/orders/"+old, map[string]any{"status": "confirmed"}, http.StatusOK)

	headhunter := hookstest.FindBySlug(t, f.App, catalog.ProductsCollection, "headhunter")
	f.Send(f.Editor, http.MethodPatch, "/api/admin/products/"+headhunter.Id, map[string]any{"description": "Potent WEED for pain.", "status": catalog.StatusDraft}, http.StatusOK)
	certified, err := f.App.FindFirstRecordByFilter(catalog.ProductsCollection, "status = 'published' && currentBatch != '' && category != 'Swag'")
	if err != nil {
		t.Fatal(err)
	}
	f.Send(f.Editor, http.MethodPatch, "/api/admin/products/"+certified.Id, map[string]any{catalog.CurrentBatchField: nil}, http.StatusOK)

	email, err := outbox.Queue(f.App, mail.Email{Kind: "contact_to_staff", To: []string{"sales@farm.example"}, Subject: "New message", Text: "A message."}, outbox.About{})
	if err != nil {
		t.Fatal(err)
	}
	email.Set(catalog.OutboxEmailFieldStatus, outbox.Failed)
	email.Set(catalog.OutboxEmailFieldLastError, "535 5.7.8 authentication failed")
	if err := f.App.Save(email); err != nil {
		t.Fatal(err)
	}

	after := dashboardOf(t, f.Server, f.Editor)
	w := after.Waiting
	hookstest.MustEqual(t, "messages to handle", w.Messages, 1)
	hookstest.MustEqual(t, "orders to confirm", w.Orders, 1)
	if len(w.NewOrders) != 1 || w.NewOrders[0].Items != 2 || w.NewOrders[0].Total == "" || w.NewOrders[0].Number == 0 {
		t.Errorf("new orders: %+v", w.NewOrders)
	}
	hookstest.MustEqual(t, "records whose copy waits", w.CopyFindings, 1)
	if len(w.CopyRecords) != 1 || w.CopyRecords[0] != (catalog.WaitingRecord{Resource: "products", ID: headhunter.Id, Label: "Headhunter"}) {
		t.Errorf("copy records: %+v", w.CopyRecords)
	}
	// Headhunter is a draft now: it needs no certificate; the other lost its.
	wantNoCertificate := before.Waiting.NoCertificate + 1
	if headhunter.GetString(catalog.CurrentBatchField) == "" && headhunter.GetString(catalog.StatusField) == catalog.StatusPublished {
		wantNoCertificate--
	}
	hookstest.MustEqual(t, "products without a certificate", w.NoCertificate, wantNoCertificate)
	orders, messages := sumWeeks(after.Weeks)
	hookstest.MustEqual(t, "orders in the weeks", orders, 1)
	hookstest.MustEqual(t, "messages in the weeks", messages, 1)
	hookstest.MustEqual(t, "this week's orders", after.Weeks[catalog.DashboardWeeks-1].Orders, 1)
	if len(after.TopProducts) != 1 || after.TopProducts[0] != (catalog.OrderedProduct{ProductID: tee.Id, Name: "Farm Logo Tee", Quantity: 2, Orders: 1}) {
		t.Errorf("top products: %+v", after.TopProducts)
	}
	hookstest.MustEqual(t, "anyone notified of leads", after.Mail.Notified, true)
	if !after.Mail.Failing || after.Mail.Failed < 1 {
		t.Errorf("mail: %+v", after.Mail)
	}
	hookstest.MustEqual(t, "the mail server's words to staff", after.Mail.LastError, "")
	hookstest.MustEqual(t, "the mail server's words to the owner", dashboardOf(t, f.Server, f.Owner).Mail.LastError, "535 5.7.8 authentication failed")

	// The review of the copy with counsel ends its wait (the cache sees the change).
	f.Send(f.Owner, http.MethodPatch, "/api/admin/products/"+headhunter.Id, map[string]any{"reviewedWithCounsel": true}, http.StatusOK)
	hookstest.MustEqual(t, "records whose copy waits once reviewed", dashboardOf(t, f.Server, f.Editor).Waiting.CopyFindings, 0)
}

func businessNY(t testing.TB) *time.Location {
	loc, err := time.LoadLocation(catalog.BusinessTimeZone)
	if err != nil {
		t.Fatal(err)
	}
	return loc
}

// Weeks are New York's: a message sent at 11:30 pm on a Sunday there (already Monday in
// UTC) counts in the week before the one a message sent an hour later does.
func TestTheDashboardsWeeksAreNewYorks(t *testing.T) {
	ny := businessNY(t)
	app, err := tests.NewTestApp(hookstest.TemplateDir)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(app.Cleanup)
	hookstest.Register(t, app, hooks.Options{Clock: func() time.Time { return time.Date(2026, 11, 25, 12, 0, 0, 0, ny) }})
	server := hookstest.AppHandler(t, app)
	messages, err := app.FindCollectionByNameOrId(catalog.ContactMessagesCollection)
	if err != nil {
		t.Fatal(err)
	}
	for _, at := range []time.Time{time.Date(2026, 11, 22, 23, 30, 0, 0, ny), time.Date(2026, 11, 23, 0, 30, 0, 0, ny)} {
		rec := core.NewRecord(messages)
		rec.Load(map[string]any{"name": "Jo Buyer", "email": "jo@example.com", "message": "A message from the week's edge."})
		if err := app.Save(rec); err != nil {
			t.Fatal(err)
		}
		backdate(t, app, catalog.ContactMessagesCollection, rec.Id, at)
	}
	weeks := dashboardOf(t, server, hookstest.StaffHeaders()).Weeks
	last, before := weeks[catalog.DashboardWeeks-1], weeks[catalog.DashboardWeeks-2]
	hookstest.MustEqual(t, "this week", last.Start, "2026-11-23")
	hookstest.MustEqual(t, "the week before", before.Start, "2026-11-16")
	hookstest.MustEqual(t, "messages this week", last.Messages, 1)
	hookstest.MustEqual(t, "messages the week before", before.Messages, 1)
	hookstest.MustEqual(t, "the first week", weeks[0].Start, "2026-08-31")
}

// Two dashboards are built at a time: while two are (one held reading copy, the other
// waiting for its reading), a third is answered 503 at once, and the two then answer.
func TestTheDashboardIsBuiltTwoAtATime(t *testing.T) {
	app := hookstest.NewApp(t)
	t.Cleanup(app.Cleanup)
	server := hookstest.AppHandler(t, app)
	reading, release := make(chan struct{}), make(chan struct{})
	var once sync.Once
	c := copycheck.CheckerOf(app)
	c.WhenMatching(func(string) {
		once.Do(func() { close(reading) })
		<-release
	})
	released := sync.OnceFunc(func() { close(release) })
	defer released()

	statuses := make(chan int, dashboard.MaxAtOnce)
	get := func() {
		statuses <- hookstest.Send(t, server, http.MethodGet, "/api/admin/dashboard", nil, hookstest.StaffHeaders()).StatusCode
	}
	go get()
	<-reading
	go get()
	building := hookstest.SiteOf(app).Dashboards().Building
	for deadline := time.Now().Add(30 * time.Second); building() < dashboard.MaxAtOnce; time.Sleep(10 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("the second dashboard never started")
		}
	}
	res := hookstest.Send(t, server, http.MethodGet, "/api/admin/dashboard", nil, hookstest.StaffHeaders())
	hookstest.MustEqual(t, "a third dashboard's status", res.StatusCode, http.StatusServiceUnavailable)
	var body struct{ Message string }
	hookstest.DecodeResponse(t, res, &body)
	hookstest.MustEqual(t, "its message", body.Message, dashboard.MsgDashboardBusy)
	released()
	for range dashboard.MaxAtOnce {
		hookstest.MustEqual(t, "a dashboard held", <-statuses, http.StatusOK)
	}
}

// storedTime is t as PocketBase stores dates (as the dashboard compares them).
func storedTime(t time.Time) string {
	d, _ := types.ParseDateTime(t.UTC())
	return d.String()
}
