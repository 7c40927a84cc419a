package sitesettings_test

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/pb_hooks/internal/hookstest"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
	"github.com/pocketbase/pocketbase/tools/subscriptions"
)

// privateValues are operational settings that must never reach a visitor, by field
// name and by value.
var privateValues = []string{
	"notifyEmails", "mailSenderName", "mailSenderAddress", "trustedProxies", "notifyOnContact", "notifyOnOrder",
	"confirmOrdersToCustomers", "visitorEmailsPerHour", "sales-secret@farm.example", "Secret Sender", "sender-secret@farm.example", "10.9.8.0/24",
}

// setPrivateValues gives the private settings values the tests look for.
func setPrivateValues(t testing.TB, app core.App) {
	t.Helper()
	private, err := app.FindFirstRecordByFilter(catalog.PrivateSettingsCollection, "")
	if err != nil {
		t.Fatal(err)
	}
	private.Set("notifyEmails", []string{"sales-secret@farm.example"})
	private.Set("mailSenderName", "Secret Sender")
	private.Set("mailSenderAddress", "sender-secret@farm.example")
	private.Set("trustedProxies", []string{"127.0.0.0/8", "10.9.8.0/24"})
	if err := app.Save(private); err != nil {
		t.Fatal(err)
	}
}

func mustNotHoldPrivateValues(t testing.TB, what, body string) {
	t.Helper()
	for _, v := range privateValues {
		if strings.Contains(body, v) {
			t.Errorf("%s holds %q: %.600s", what, v, body)
		}
	}
}

// Finding 3: site_settings was world-readable, notification addresses, sender, proxies
// and mail switches included.
func TestVisitorsCannotReadThePrivateSettings(t *testing.T) {
	app := hookstest.NewApp(t)
	defer app.Cleanup()
	setPrivateValues(t, app)
	server := hookstest.AppHandler(t, app)

	public := hookstest.Send(t, server, http.MethodGet, "/api/collections/site_settings/records", nil, nil)
	body := hookstest.ReadAll(t, public)
	hookstest.MustEqual(t, "the public settings' status", public.StatusCode, 200)
	if !strings.Contains(body, `"brandName":"Hudson Valley Sun Farm"`) || !strings.Contains(body, `"healthWarning"`) {
		t.Errorf("what visitors need is gone from the public settings: %.300s", body)
	}
	mustNotHoldPrivateValues(t, "the public settings", body)
	mustNotHoldPrivateValues(t, "/api/site", hookstest.ReadAll(t, hookstest.Send(t, server, http.MethodGet, "/api/site", nil, nil)))

	staffToken := map[string]string{"Authorization": hookstest.StaffToken}
	for _, headers := range []map[string]string{nil, staffToken} {
		for _, path := range []string{"/api/collections/site_private_settings/records", "/api/collections/site_private_settings/records?filter=" + "notifyEmails~'secret'"} {
			res := hookstest.Send(t, server, http.MethodGet, path, nil, headers)
			body := hookstest.ReadAll(t, res)
			if res.StatusCode == 200 {
				t.Errorf("GET %s (staff token: %v) answered 200", path, headers != nil)
			}
			mustNotHoldPrivateValues(t, "the private settings' refusal", body)
		}
	}

	// Superusers (the /_/ UI) still read them.
	superusers, _ := app.FindCollectionByNameOrId(core.CollectionNameSuperusers)
	operator := core.NewRecord(superusers)
	operator.SetEmail("operator@farm.example")
	operator.SetPassword("operator-password-1")
	if err := app.Save(operator); err != nil {
		t.Fatal(err)
	}
	token, _ := operator.NewAuthToken()
	res := hookstest.Send(t, server, http.MethodGet, "/api/collections/site_private_settings/records", nil, map[string]string{"Authorization": token})
	if body := hookstest.ReadAll(t, res); res.StatusCode != 200 || !strings.Contains(body, "sales-secret@farm.example") || !strings.Contains(body, "10.9.8.0/24") {
		t.Errorf("a superuser's read: %d %.300s", res.StatusCode, body)
	}

	// Staff read and change them through the back office.
	res = hookstest.Send(t, server, http.MethodGet, "/api/admin/notification-settings", nil, hookstest.StaffHeaders())
	if body := hookstest.ReadAll(t, res); res.StatusCode != 200 || !strings.Contains(body, `"notifyEmails":["sales-secret@farm.example"]`) || !strings.Contains(body, `"visitorEmailsPerHour":60`) {
		t.Errorf("staff's read: %d %s", res.StatusCode, body)
	}
	res = hookstest.Send(t, server, http.MethodPatch, "/api/admin/notification-settings", hookstest.JSONBody(map[string]any{"notifyEmails": []string{"sales@farm.example"}, "visitorEmailsPerHour": 30}), hookstest.StaffHeaders())
	if body := hookstest.ReadAll(t, res); res.StatusCode != 200 || !strings.Contains(body, `"notifyEmails":["sales@farm.example"]`) || !strings.Contains(body, `"visitorEmailsPerHour":30`) {
		t.Errorf("the owner's change: %d %s", res.StatusCode, body)
	}
	res = hookstest.Send(t, server, http.MethodPatch, "/api/admin/notification-settings", hookstest.JSONBody(map[string]any{"visitorEmailsPerHour": -1}), hookstest.StaffHeaders())
	if body := hookstest.ReadAll(t, res); res.StatusCode != 400 || !strings.Contains(body, "Must be a whole number from 0 to 10000") {
		t.Errorf("a negative budget: %d %s", res.StatusCode, body)
	}
	hookstest.MustEqual(t, "the sender the emails use", hookstest.SiteOf(app).Mail().Sender(app).Address, "sender-secret@farm.example")
	if got := hookstest.SiteOf(app).Proxies().Prefixes(app); len(got) != 2 || got[1].String() != "10.9.8.0/24" {
		t.Errorf("trusted proxies read: %v", got)
	}
}

// Realtime sends a visitor a settings change without the private values, and nothing of
// the private settings at all (no rule lets anyone but a superuser see them).
func TestRealtimeCarriesNoPrivateSetting(t *testing.T) {
	app := hookstest.NewApp(t)
	defer app.Cleanup()
	hookstest.AppHandler(t, app) // binds PocketBase's realtime broadcasts
	visitor := subscriptions.NewDefaultClient()
	visitor.Subscribe(catalog.SiteSettingsCollection+"/*", catalog.PrivateSettingsCollection+"/*")
	app.SubscriptionsBroker().Register(visitor)
	defer app.SubscriptionsBroker().Unregister(visitor.Id())

	setPrivateValues(t, app)
	settings, _ := app.FindFirstRecordByFilter(catalog.SiteSettingsCollection, "")
	settings.Set("tagline", "Fresh from the valley")
	if err := app.Save(settings); err != nil {
		t.Fatal(err)
	}
	for {
		select {
		case msg := <-visitor.Channel():
			mustNotHoldPrivateValues(t, "a realtime message", string(msg.Data))
			if msg.Name == catalog.PrivateSettingsCollection+"/*" {
				t.Fatalf("a visitor got a private settings message: %s", msg.Data)
			}
			if strings.Contains(string(msg.Data), "Fresh from the valley") {
				assertNoRuleOpensPrivateSettings(t, app)
				return
			}
		case <-time.After(10 * time.Second):
			t.Fatal("no realtime message for the settings change")
		}
	}
}

func assertNoRuleOpensPrivateSettings(t *testing.T, app *tests.TestApp) {
	t.Helper()
	c, err := app.FindCollectionByNameOrId(catalog.PrivateSettingsCollection)
	if err != nil {
		t.Fatal(err)
	}
	if c.ListRule != nil || c.ViewRule != nil || c.CreateRule != nil || c.UpdateRule != nil || c.DeleteRule != nil {
		t.Errorf("the private settings have an API rule: list %v view %v", c.ListRule, c.ViewRule)
	}
}
