package hookstest

import (
	"strings"
	"testing"
	"time"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/staffauth"
	"github.com/hudsonvalley/farmsite/pb_hooks/signin"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
)

// FindStaff is the template's staff account.
func FindStaff(t testing.TB, app core.App) *core.Record {
	t.Helper()
	rec, err := app.FindFirstRecordByData(catalog.StaffCollection, "username", StaffUsername)
	if err != nil {
		t.Fatal(err)
	}
	return rec
}

// ForgedToken is a token of a session's form that no session has.
func ForgedToken() string {
	return strings.Repeat("A", len(StaffToken))
}

// ExpiredToken opens a session that has been idle longer than a session may be.
func ExpiredToken(t testing.TB, app core.App, staff *core.Record) string {
	t.Helper()
	token, _, err := staffauth.Start(app, staff, "Go test", ClientAddress, StoppedClock().Add(-staffauth.IdleTimeout-time.Minute))
	if err != nil {
		t.Fatal(err)
	}
	return token
}

// SessionOf signs rec in on app (as a login would) and returns the session cookie's
// name=value.
func SessionOf(t testing.TB, app core.App, rec *core.Record) string {
	t.Helper()
	token, _, err := staffauth.Start(app, rec, "Go test", ClientAddress, sites.of(app).Now())
	if err != nil {
		t.Fatal(err)
	}
	return signin.SessionCookie + "=" + token
}

// StaffHeaders carries the staff session cookie.
func StaffHeaders() map[string]string {
	return map[string]string{"Cookie": signin.SessionCookie + "=" + StaffToken}
}

// SuperuserToken makes a superuser on app and returns its token, for PocketBase's own
// collection API (what the superuser UI uses).
func SuperuserToken(t testing.TB, app *tests.TestApp) string {
	t.Helper()
	superusers, err := app.FindCollectionByNameOrId(core.CollectionNameSuperusers)
	if err != nil {
		t.Fatal(err)
	}
	su := core.NewRecord(superusers)
	su.SetEmail("operator@example.com")
	su.SetPassword("operator-password")
	if err := app.Save(su); err != nil {
		t.Fatal(err)
	}
	token, err := su.NewAuthToken()
	if err != nil {
		t.Fatal(err)
	}
	return token
}

// AsSuperuser runs s on a fresh app with a superuser's token; "{id}" in the URL is the
// record of collection with slug.
func AsSuperuser(t *testing.T, collection, slug string, s tests.ApiScenario) {
	RunPrepared(t, s, func(t testing.TB, app *tests.TestApp, s *tests.ApiScenario) string {
		s.Headers = map[string]string{"Authorization": SuperuserToken(t, app), "Content-Type": "application/json"}
		if slug != "" {
			return strings.ReplaceAll(s.URL, "{id}", FindBySlug(t, app, collection, slug).Id)
		}
		return s.URL
	})
}
