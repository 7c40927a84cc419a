package wholesale_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/pb_hooks/internal/hookstest"
)

// The invoices' daily job on an injected clock (issue 39): the reminder 5 days before the
// due date, the overdue notice the day after it, each once; delinquency after 30 days
// late, cleared once paid.

func TestRemindersOverdueNoticesAndDelinquencyGoOnTheClockOnce(t *testing.T) {
	f := orderFixtureWith(t, 600)
	hookstest.SetPrivate(t, f.app, map[string]any{"notifyEmails": []string{"staff@farm.example"}})
	email := "late@shop.example.com"
	account, _ := approvedAccount(t, f.app, "OCM-RETL-24-000801", email, catalog.BuyerAdmin, "2027-12-31")
	headers := asBuyer(signIn(t, f.handler, email, nil))
	_, inv := f.deliveredOrder(t, headers) // due 2026-12-02
	count := func(kind string) int {
		return hookstest.CountRecords(t, f.app, catalog.OutboxCollection, "kind = {:k}", map[string]any{"k": kind})
	}
	emails := func() [3]int {
		return [3]int{count("wholesale_invoice_reminder"), count("wholesale_invoice_overdue"), count("wholesale_delinquent_staff")}
	}
	nightOf := func(day string) {
		t.Helper()
		f.clock.Set(newYorkAt(t, day, 3, 41))
		runNightly(t, f.app)
	}
	delinquent := func() bool {
		rec, err := f.app.FindRecordById(catalog.BuyerAccountsCollection, account.Id)
		if err != nil {
			t.Fatal(err)
		}
		return catalog.AsBuyerAccount(rec).Delinquent()
	}

	nightOf("2026-11-26")
	hookstest.MustEqual(t, "6 days before: nothing", emails(), [3]int{0, 0, 0})
	nightOf("2026-11-27")
	hookstest.MustEqual(t, "5 days before: the reminder", emails(), [3]int{1, 0, 0})
	f.clock.Set(newYorkAt(t, "2026-11-27", 12, 0))
	runNightly(t, f.app) // not the night's hour: nothing
	nightOf("2026-11-28")
	nightOf("2026-12-02")
	hookstest.MustEqual(t, "the reminder once", emails(), [3]int{1, 0, 0})
	nightOf("2026-12-03")
	hookstest.MustEqual(t, "the day after: the overdue notice", emails(), [3]int{1, 1, 0})
	nightOf("2026-12-04")
	nightOf("2027-01-01") // 30 days late: not yet delinquent
	hookstest.MustEqual(t, "the notice once", emails(), [3]int{1, 1, 0})
	hookstest.MustEqual(t, "30 days late", delinquent(), false)
	before := hookstest.CountRecords(t, f.app, catalog.ActivityCollection, "recordId = {:id}", map[string]any{"id": account.Id})
	nightOf("2027-01-02")
	hookstest.MustEqual(t, "31 days late: delinquent", delinquent(), true)
	hookstest.MustEqual(t, "staff's email", emails(), [3]int{1, 1, 1})
	hookstest.MustEqual(t, "its activity entry", hookstest.CountRecords(t, f.app, catalog.ActivityCollection, "recordId = {:id}", map[string]any{"id": account.Id}), before+1)
	staffMail, err := f.app.FindFirstRecordByFilter(catalog.OutboxCollection, "kind = 'wholesale_delinquent_staff'")
	if err != nil {
		t.Fatal(err)
	}
	if text := staffMail.GetString("text"); !strings.Contains(text, inv.Number()) || !strings.Contains(text, "due 2026-12-02, 31 days late") {
		t.Errorf("staff's email lists the overdue invoice: %s", text)
	}
	nightOf("2027-01-03")
	hookstest.MustEqual(t, "staff's email once", emails(), [3]int{1, 1, 1})

	// A delinquent account may not order, unless staff allow cash on delivery.
	laterOrder := hookstest.JSONOf(map[string]any{"deliveryDay": "2027-01-05", // a Tuesday
		"lines": []map[string]any{{"variantId": f.eighth, "lot": hhLot, "units": 6}}})
	headers = asBuyer(signIn(t, f.handler, email, nil))
	res := hookstest.Send(t, f.handler, http.MethodPost, "/api/wholesale/orders", strings.NewReader(laterOrder), headers)
	hookstest.MustEqual(t, "a delinquent account's order", res.StatusCode, http.StatusForbidden)
	if text := hookstest.BodyOf(res); !strings.Contains(text, "more than 30 days late") {
		t.Errorf("its message: %s", text)
	}
	rec, _ := f.app.FindRecordById(catalog.BuyerAccountsCollection, account.Id)
	rec.Set(catalog.BuyerAccountFieldCodOnly, true)
	if err := f.app.Save(rec); err != nil {
		t.Fatal(err)
	}
	res = hookstest.Send(t, f.handler, http.MethodPost, "/api/wholesale/orders", strings.NewReader(laterOrder), headers)
	text := hookstest.BodyOf(res)
	hookstest.MustEqual(t, "cash on delivery allowed", res.StatusCode, http.StatusCreated)
	if !strings.Contains(text, `"paymentTerms":"cod"`) {
		t.Errorf("a COD order: %s", text)
	}

	// Paid: the mark is cleared at once, and the next orders are Net 30.
	f.payInFull(t, f.staffInvoice(t, inv.Id).Order)
	hookstest.MustEqual(t, "paid: not delinquent", delinquent(), false)
	res = hookstest.Send(t, f.handler, http.MethodPost, "/api/wholesale/orders", strings.NewReader(laterOrder), headers)
	if text := hookstest.BodyOf(res); res.StatusCode != http.StatusCreated || !strings.Contains(text, `"paymentTerms":"net-30"`) {
		t.Errorf("an order once paid: %d %s", res.StatusCode, text)
	}
	nightOf("2027-01-04")
	hookstest.MustEqual(t, "no email more", emails(), [3]int{1, 1, 1})
}

func TestTheNightlyJobClearsADelinquencyNoLongerLate(t *testing.T) {
	f := orderFixtureWith(t, 600)
	headers, account := f.buyer(t, 1, catalog.BuyerAdmin)
	f.deliveredOrder(t, headers)
	rec, _ := f.app.FindRecordById(catalog.BuyerAccountsCollection, account.Id)
	rec.Set(catalog.BuyerAccountFieldDelinquent, true) // marked, then its days late setting raised
	if err := f.app.Save(rec); err != nil {
		t.Fatal(err)
	}
	f.clock.Set(newYorkAt(t, "2026-12-10", 3, 41))
	runNightly(t, f.app)
	rec, _ = f.app.FindRecordById(catalog.BuyerAccountsCollection, account.Id)
	hookstest.MustEqual(t, "8 days late: cleared", catalog.AsBuyerAccount(rec).Delinquent(), false)
}
