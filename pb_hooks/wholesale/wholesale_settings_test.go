package wholesale_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/pb_hooks/internal/hookstest"
	"github.com/pocketbase/pocketbase/core"
)

func (f *orderFixture) wholesaleSettings(t *testing.T) catalog.WholesaleSettings {
	t.Helper()
	var out catalog.WholesaleSettings
	hookstest.DecodeResponse(t, hookstest.StaffSend(t, f.handler, http.MethodGet, "/api/admin/wholesale-settings", ""), &out)
	return out
}

func TestTheOwnerSetsTheWholesaleSettingsAndTheyApply(t *testing.T) {
	f := orderFixtureWith(t, 600)
	headers, _ := f.buyer(t, 1, catalog.BuyerAdmin)
	s := f.wholesaleSettings(t)
	hookstest.MustEqual(t, "the defaults", [3]int{s.PaymentTermDays, s.ReminderDaysBefore, s.DelinquentAfterDays}, [3]int{30, 5, 30})
	hookstest.MustEqual(t, "the excise's source", s.ExciseSource, "N.Y. Tax Law §493(a)")
	hookstest.MustEqual(t, "flower's rate", s.ExciseRates["Flower"], 0.5)
	hookstest.MustEqual(t, "edibles' rate", s.ExciseRates["Edibles"], 3.0)
	before := f.place(t, headers, 6)

	// Refused values change nothing.
	for field, value := range map[string]any{
		"paymentTermDays": 0, "reminderDaysBefore": 31, "delinquentAfterDays": 2.5,
		"exciseRates": map[string]any{"Flower": -1}, "exciseSource": "", "deliveryDays": []string{"someday"},
	} {
		body := map[string]any{"paymentTermDays": 45}
		body[field] = value
		res := hookstest.StaffSend(t, f.handler, http.MethodPatch, "/api/admin/wholesale-settings", hookstest.JSONOf(body))
		text := hookstest.BodyOf(res)
		hookstest.MustEqual(t, field+": refused", res.StatusCode, http.StatusBadRequest)
		if !strings.Contains(text, `"`+field+`"`) {
			t.Errorf("%s: %s", field, text)
		}
	}
	hookstest.MustEqual(t, "nothing saved", f.wholesaleSettings(t).PaymentTermDays, 30)

	res := hookstest.StaffSend(t, f.handler, http.MethodPatch, "/api/admin/wholesale-settings", hookstest.JSONOf(map[string]any{
		"paymentTermDays": 45, "reminderDaysBefore": 7, "delinquentAfterDays": 60,
		"exciseRates": map[string]any{"Flower": 1, "Pre-Rolls": 1, "Edibles": 3}, "exciseSource": "Counsel's memo of 2026-11-01",
	}))
	hookstest.MustEqual(t, "saved", res.StatusCode, http.StatusOK)
	s = f.wholesaleSettings(t)
	hookstest.MustEqual(t, "read back", [3]int{s.PaymentTermDays, s.ReminderDaysBefore, s.DelinquentAfterDays}, [3]int{45, 7, 60})
	hookstest.MustEqual(t, "the source read back", s.ExciseSource, "Counsel's memo of 2026-11-01")

	// A new order's excise follows the new rate (flower doubled); the due date the term.
	after := f.place(t, headers, 6)
	if before.ExciseCents == 0 || after.ExciseCents != 2*before.ExciseCents {
		t.Errorf("the excise at 0.5¢ then 1¢ a mg: %d then %d", before.ExciseCents, after.ExciseCents)
	}
	f.mustMove(t, after.ID, map[string]any{"to": catalog.OrderAccepted})
	f.mustMove(t, after.ID, shipMove())
	f.mustMove(t, after.ID, map[string]any{"to": catalog.OrderDelivered, "deliveredOn": ordersDay})
	hookstest.MustEqual(t, "due 45 days after the delivery", invoiceOf(t, f.app, after.ID).DueOn(), "2026-12-17")

	// Only the owner changes them; every staff member reads them.
	staff, _ := f.app.FindCollectionByNameOrId(catalog.StaffCollection)
	riley := core.NewRecord(staff)
	riley.Set("username", "riley")
	riley.SetPassword("long-enough-1")
	if err := f.app.Save(riley); err != nil {
		t.Fatal(err)
	}
	cookie := map[string]string{"Cookie": hookstest.SessionOf(t, f.app, riley)}
	res = hookstest.Send(t, f.handler, http.MethodPatch, "/api/admin/wholesale-settings", strings.NewReader(`{"paymentTermDays":10}`), cookie)
	hookstest.MustEqual(t, "a member who is not the owner", res.StatusCode, http.StatusForbidden)
	res = hookstest.Send(t, f.handler, http.MethodGet, "/api/admin/wholesale-settings", nil, cookie)
	hookstest.MustEqual(t, "a member reads them", res.StatusCode, http.StatusOK)
	private, err := f.app.FindFirstRecordByFilter(catalog.PrivateSettingsCollection, "")
	if err != nil {
		t.Fatal(err)
	}
	hookstest.MustEqual(t, "the term kept", private.GetInt("paymentTermDays"), 45)
}
