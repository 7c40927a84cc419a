package compliance_test

import (
	"net/http"
	"strings"
	"testing"
	"time"

	farmsite "github.com/hudsonvalley/farmsite"
	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/content"
	hooks "github.com/hudsonvalley/farmsite/pb_hooks"
	"github.com/hudsonvalley/farmsite/pb_hooks/internal/hookstest"
	"github.com/pocketbase/pocketbase/tests"
)

func newYork(t testing.TB) *time.Location {
	loc, err := time.LoadLocation(catalog.BusinessTimeZone)
	if err != nil {
		t.Fatal(err)
	}
	return loc
}

// newRenderingAppAt is hookstest.NewRenderingApp on clock's calendar.
func newRenderingAppAt(t testing.TB, clock *hookstest.Clock) *tests.TestApp {
	t.Helper()
	app, err := tests.NewTestApp(hookstest.TemplateDir)
	if err != nil {
		t.Fatal(err)
	}
	hookstest.Register(t, app, hooks.Options{Storefront: farmsite.Storefront(), StorefrontServer: farmsite.StorefrontServer(), Clock: clock.Now})
	return app
}

func demoRotatingWarnings(t testing.TB, app *tests.TestApp) []string {
	t.Helper()
	rec, err := app.FindFirstRecordByFilter(catalog.SiteSettingsCollection, "")
	if err != nil {
		t.Fatal(err)
	}
	return catalog.Answer[catalog.SiteSettings](&catalog.SiteSettingsSchema, rec).RotatingWarnings
}

// Every page of the page table, a product's, a post's, a lot's and the not-found page
// included, names the licensee with its license numbers in its footer, and shows the
// fixed warning and today's rotating one, in the HTML the server sends.
func TestEveryPageNamesTheLicenseeAndShowsTodaysWarning(t *testing.T) {
	clock := hookstest.ClockAt(time.Date(2026, 11, 27, 15, 0, 0, 0, time.UTC))
	app := newRenderingAppAt(t, clock)
	defer app.Cleanup()
	server := hookstest.AppHandler(t, app)
	warnings := demoRotatingWarnings(t, app)
	today := catalog.WarningOfTheDay(warnings, clock.Now())
	if len(warnings) != 4 || today == "" {
		t.Fatalf("rotating warnings: %q", warnings)
	}
	var site catalog.Site
	hookstest.ReadJSON(t, server, "/api/site", &site)

	var products []struct{ Slug string }
	hookstest.ReadJSON(t, server, "/api/products", &products)
	var posts []struct{ Slug string }
	hookstest.ReadJSON(t, server, "/api/blog", &posts)
	slugs := map[string]string{"/products/:slug": products[0].Slug, "/blog/:slug": posts[0].Slug, "/coa/:slug": hookstest.DemoLot}
	for _, page := range content.Pages {
		path := page.Path
		switch {
		case path == "*":
			path = "/no-such-page"
		case strings.Contains(path, ":slug"):
			path = strings.Replace(path, ":slug", slugs[page.Path], 1)
		case strings.Contains(path, ":id"): // a portal page's record, read by the browser
			path = strings.Replace(path, ":id", "abc123def456ghi", 1)
		}
		res, html := hookstest.GetPage(t, server, path)
		root := hookstest.RootOf(t, html)
		if root == "" || (res.StatusCode != http.StatusOK && page.Path != "*") {
			t.Errorf("%s: %d, not rendered", path, res.StatusCode)
			continue
		}
		for _, text := range append([]string{hookstest.DemoLegalName, today, site.HealthWarning[:40]}, hookstest.DemoLicenseNumbers...) {
			if !strings.Contains(hookstest.TextOf(root), text) {
				t.Errorf("%s: the footer does not show %q", path, text)
			}
		}
	}
	if site.RotatingWarning != today || site.LegalName != hookstest.DemoLegalName || strings.Join(site.LicenseNumbers, ",") != strings.Join(hookstest.DemoLicenseNumbers, ",") {
		t.Errorf("/api/site: %+v", site)
	}
	// The Organization's structured data names the licensee and its licenses.
	_, home := hookstest.GetPage(t, server, "/")
	for _, want := range []string{`"legalName":"Hudson Valley Sun Farm LLC"`, `"hasCredential":[`, `"identifier":"OCM-CULT-DEMO-0001"`, `"recognizedBy":{"@type":"GovernmentOrganization"`} {
		if !strings.Contains(home, want) {
			t.Errorf("the home page's JSON-LD lacks %s", want)
		}
	}
}

// The warning is the day's: every request of a day gets the same page, kept in the
// public cache and rendered once; at midnight in New York (not UTC) the next warning
// comes, with one new render, and the browser's copy (the page's data) is the one the
// server rendered.
func TestTheWarningChangesWithTheDayNotTheRequest(t *testing.T) {
	ny := newYork(t)
	evening := time.Date(2026, 11, 27, 23, 58, 0, 0, ny) // 04:58 UTC the next day
	clock := hookstest.ClockAt(evening)
	app := newRenderingAppAt(t, clock)
	defer app.Cleanup()
	server := hookstest.AppHandler(t, app)
	s := hookstest.SiteOf(app)
	warnings := demoRotatingWarnings(t, app)

	_, first := hookstest.GetPage(t, server, "/about")
	renders := s.Pages().Renders.Load()
	clock.Set(evening.Add(time.Minute + 59*time.Second)) // 23:59:59, after midnight UTC
	res, again := hookstest.GetPage(t, server, "/about")
	if again != first || s.Pages().Renders.Load() != renders {
		t.Fatal("a second request of the same day got a page of its own")
	}
	today := catalog.WarningOfTheDay(warnings, evening)
	if !strings.Contains(hookstest.TextOf(hookstest.RootOf(t, first)), today) || !strings.Contains(first, `"rotatingWarning":"`+jsonText(today)+`"`) {
		t.Errorf("the page or its data lacks today's warning %q", today)
	}
	etag := res.Header.Get("ETag")

	clock.Set(time.Date(2026, 11, 28, 0, 0, 1, 0, ny))
	res, tomorrow := hookstest.GetPage(t, server, "/about")
	next := catalog.WarningOfTheDay(warnings, clock.Now())
	if next == today {
		t.Fatal("the next day has the same warning")
	}
	if !strings.Contains(hookstest.TextOf(hookstest.RootOf(t, tomorrow)), next) || strings.Contains(hookstest.TextOf(hookstest.RootOf(t, tomorrow)), today) || res.Header.Get("ETag") == etag {
		t.Errorf("after midnight the page still shows %q, not %q", today, next)
	}
	if got := s.Pages().Renders.Load(); got != renders+1 {
		t.Errorf("the new day rendered %d times, want once", got-renders)
	}
	_, later := hookstest.GetPage(t, server, "/about")
	if later != tomorrow || s.Pages().Renders.Load() != renders+1 {
		t.Error("the new day's page is not kept")
	}
	var site catalog.Site
	hookstest.ReadJSON(t, server, "/api/site", &site)
	if site.RotatingWarning != next {
		t.Errorf("/api/site: %q, want %q", site.RotatingWarning, next)
	}
}

// jsonText is text as JSON writes it inside a string (the page's data is escaped for a
// script element: see scriptJSON).
func jsonText(s string) string {
	return strings.NewReplacer(`"`, `\"`, "<", `\u003c`, ">", `\u003e`, "&", `\u0026`).Replace(s)
}
