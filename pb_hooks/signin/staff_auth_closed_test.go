package signin_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/pb_hooks/internal/hookstest"
	"github.com/hudsonvalley/farmsite/pb_hooks/signin"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
)

// withStaffEmail gives the template's staff account an address and turns mail on, so
// that PocketBase's routes would have somewhere to send to.
func withStaffEmail(t testing.TB, app *tests.TestApp, _ *core.ServeEvent) {
	t.Helper()
	rec, err := app.FindFirstRecordByData(catalog.StaffCollection, "username", hookstest.StaffUsername)
	if err != nil {
		t.Fatal(err)
	}
	rec.SetEmail("owner@farm.example")
	if err := app.Save(rec); err != nil {
		t.Fatal(err)
	}
	app.Settings().SMTP.Enabled, app.Settings().SMTP.Host = true, "smtp.example"
}

func nothingSent(t testing.TB, app *tests.TestApp, _ *http.Response) {
	t.Helper()
	hookstest.MustEqual(t, "emails sent", app.TestMailer.TotalSend(), 0)
	hookstest.MustEqual(t, "emails queued", hookstest.CountRecords(t, app, catalog.OutboxCollection, ""), 0)
}

func TestPocketBasesAuthRoutesAreClosedForStaff(t *testing.T) {
	staffAuth := map[string]string{"Authorization": hookstest.StaffToken}
	routes := []struct {
		method, path, body string
		headers            map[string]string
	}{
		{"POST", "request-verification", `{"email":"owner@farm.example"}`, nil},
		{"POST", "confirm-verification", `{"token":"x"}`, nil},
		{"POST", "request-password-reset", `{"email":"owner@farm.example"}`, nil},
		{"POST", "confirm-password-reset", `{"token":"x","password":"new-password-1","passwordConfirm":"new-password-1"}`, nil},
		{"POST", "request-email-change", `{"newEmail":"mallory@evil.example"}`, staffAuth},
		{"POST", "confirm-email-change", `{"token":"x","password":"` + hookstest.StaffPassword + `"}`, nil},
		{"POST", "request-otp", `{"email":"owner@farm.example"}`, nil},
		{"POST", "auth-with-otp", `{"otpId":"x","password":"123456"}`, nil},
		{"POST", "auth-with-password", `{"identity":"` + hookstest.StaffUsername + `","password":"` + hookstest.StaffPassword + `"}`, nil},
		{"POST", "auth-with-oauth2", `{"provider":"google","code":"x","codeVerifier":"x","redirectURL":"https://x.example"}`, nil},
		{"POST", "auth-refresh", ``, staffAuth},
		{"GET", "auth-methods", ``, nil},
	}
	// The collection is closed by its name and by its id alike.
	app := hookstest.NewApp(t)
	staff, err := app.FindCollectionByNameOrId(catalog.StaffCollection)
	app.Cleanup()
	if err != nil {
		t.Fatal(err)
	}
	var scenarios []tests.ApiScenario
	for _, r := range routes {
		for _, collection := range []string{catalog.StaffCollection, staff.Id} {
			scenarios = append(scenarios, tests.ApiScenario{
				Name:            r.method + " " + r.path + " on " + collection,
				Method:          r.method,
				URL:             "/api/collections/" + collection + "/" + r.path,
				Body:            strings.NewReader(r.body),
				Headers:         r.headers,
				ExpectedStatus:  http.StatusForbidden,
				ExpectedContent: []string{signin.StaffAuthClosedMessage},
				BeforeTestFunc:  withStaffEmail,
				AfterTestFunc:   nothingSent,
			})
		}
	}
	hookstest.RunScenarios(t, scenarios)
}

func TestOtherCollectionsKeepTheirAuthRoutes(t *testing.T) {
	hookstest.RunScenarios(t, []tests.ApiScenario{
		{
			Name:           "a superuser's password reset is PocketBase's as before",
			Method:         http.MethodPost,
			URL:            "/api/collections/_superusers/request-password-reset",
			Body:           strings.NewReader(`{"email":"nobody@farm.example"}`),
			ExpectedStatus: http.StatusNoContent,
		},
		{
			Name:            "staff records stay behind their rules (superusers only)",
			Method:          http.MethodGet,
			URL:             "/api/collections/staff/records",
			ExpectedStatus:  http.StatusForbidden,
			ExpectedContent: []string{"Only superusers can perform this action."},
		},
	})
}
