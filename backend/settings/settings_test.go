package settings

import (
	"testing"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	_ "github.com/hudsonvalley/farmsite/pb_migrations"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
)

func newApp(t *testing.T) *tests.TestApp {
	t.Helper()
	app, err := tests.NewTestApp(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(app.Cleanup)
	return app
}

func saveSetting(t *testing.T, app core.App, collection, field string, value any) {
	t.Helper()
	rec, err := app.FindFirstRecordByFilter(collection, "")
	if err != nil {
		t.Fatal(err)
	}
	rec.Set(field, value)
	if err := app.Save(rec); err != nil {
		t.Fatal(err)
	}
}

// The settings are read once and kept: a change made past the cache is seen only once
// the cache forgets.
func TestTheSettingsAreKeptUntilForgotten(t *testing.T) {
	app := newApp(t)
	c := &Cache{}
	site, err := c.Site(app)
	if err != nil || site.BrandName != "Hudson Valley Sun Farm" || site.ReturnDays != 30 {
		t.Fatalf("site settings: %+v, %v", site, err)
	}
	private, err := c.Private(app)
	if err != nil || private.VisitorEmailsPerHour != 60 || len(private.TrustedProxies) != 2 {
		t.Fatalf("private settings: %+v, %v", private, err)
	}
	saveSetting(t, app, catalog.SiteSettingsCollection, "brandName", "Renamed Farm")
	if site, _ := c.Site(app); site.BrandName != "Hudson Valley Sun Farm" {
		t.Errorf("read again instead of kept: %q", site.BrandName)
	}
	c.Forget()
	if site, _ := c.Site(app); site.BrandName != "Renamed Farm" {
		t.Errorf("after Forget: %q", site.BrandName)
	}
}

// Bound to the app, the cache forgets whenever a settings record is saved, and says so.
func TestTheSettingsAreForgottenWhenSaved(t *testing.T) {
	app := newApp(t)
	c := &Cache{}
	told := 0
	c.ForgetOnChange(app, func() { told++ })
	if _, err := c.Private(app); err != nil {
		t.Fatal(err)
	}
	saveSetting(t, app, catalog.PrivateSettingsCollection, "visitorEmailsPerHour", 5)
	if private, _ := c.Private(app); private.VisitorEmailsPerHour != 5 {
		t.Errorf("after a save: %d", private.VisitorEmailsPerHour)
	}
	saveSetting(t, app, catalog.SiteSettingsCollection, "tagline", "New tagline")
	if site, _ := c.Site(app); site.Tagline != "New tagline" {
		t.Errorf("after a save: %q", site.Tagline)
	}
	if told != 2 {
		t.Errorf("told of %d changes, want 2", told)
	}
}
