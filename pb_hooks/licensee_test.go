package hooks

import (
	"net/http"
	"strings"
	"testing"
	"time"

	farmsite "github.com/hudsonvalley/farmsite"
	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/content"
	"github.com/pocketbase/pocketbase/tests"
)

// clockAt is a calendar (testClock) at t, which a test sets by hand.
func clockAt(t time.Time) *testClock { return &testClock{now: t} }

func (c *testClock) set(t time.Time) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now = t
}

func newYork(t testing.TB) *time.Location {
	loc, err := time.LoadLocation(catalog.BusinessTimeZone)
	if err != nil {
		t.Fatal(err)
	}
	return loc
}

// newRenderingAppAt is newRenderingApp on clock's calendar.
func newRenderingAppAt(t testing.TB, clock *testClock) *tests.TestApp {
	t.Helper()
	app, err := tests.NewTestApp(templateDir)
	if err != nil {
		t.Fatal(err)
	}
	mustRegister(t, app, Options{Storefront: farmsite.Storefront(), StorefrontServer: farmsite.StorefrontServer(), Clock: clock.Now})
	return app
}

// The demo's licensee and warnings, as the migrations set them.
var (
	demoLegalName      = "Hudson Valley Sun Farm LLC"
	demoLicenseNumbers = []string{"OCM-CULT-DEMO-0001", "OCM-PROC-DEMO-0002"}
)

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
	clock := clockAt(time.Date(2026, 11, 27, 15, 0, 0, 0, time.UTC))
	app := newRenderingAppAt(t, clock)
	defer app.Cleanup()
	server := appHandler(t, app)
	warnings := demoRotatingWarnings(t, app)
	today := catalog.WarningOfTheDay(warnings, clock.Now())
	if len(warnings) != 4 || today == "" {
		t.Fatalf("rotating warnings: %q", warnings)
	}
	var site catalog.Site
	readJSON(t, server, "/api/site", &site)

	var products []struct{ Slug string }
	readJSON(t, server, "/api/products", &products)
	var posts []struct{ Slug string }
	readJSON(t, server, "/api/blog", &posts)
	slugs := map[string]string{"/products/:slug": products[0].Slug, "/blog/:slug": posts[0].Slug, "/coa/:slug": demoLot}
	for _, page := range content.Pages {
		path := page.Path
		switch {
		case path == "*":
			path = "/no-such-page"
		case strings.Contains(path, ":slug"):
			path = strings.Replace(path, ":slug", slugs[page.Path], 1)
		}
		res, html := getPage(t, server, path)
		root := rootOf(t, html)
		if root == "" || (res.StatusCode != http.StatusOK && page.Path != "*") {
			t.Errorf("%s: %d, not rendered", path, res.StatusCode)
			continue
		}
		for _, text := range append([]string{demoLegalName, today, site.HealthWarning[:40]}, demoLicenseNumbers...) {
			if !strings.Contains(textOf(root), text) {
				t.Errorf("%s: the footer does not show %q", path, text)
			}
		}
	}
	if site.RotatingWarning != today || site.LegalName != demoLegalName || strings.Join(site.LicenseNumbers, ",") != strings.Join(demoLicenseNumbers, ",") {
		t.Errorf("/api/site: %+v", site)
	}
	// The Organization's structured data names the licensee and its licenses.
	_, home := getPage(t, server, "/")
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
	clock := clockAt(evening)
	app := newRenderingAppAt(t, clock)
	defer app.Cleanup()
	server := appHandler(t, app)
	s := sites.of(app)
	warnings := demoRotatingWarnings(t, app)

	_, first := getPage(t, server, "/about")
	renders := s.pages.Renders.Load()
	clock.set(evening.Add(time.Minute + 59*time.Second)) // 23:59:59, after midnight UTC
	res, again := getPage(t, server, "/about")
	if again != first || s.pages.Renders.Load() != renders {
		t.Fatal("a second request of the same day got a page of its own")
	}
	today := catalog.WarningOfTheDay(warnings, evening)
	if !strings.Contains(textOf(rootOf(t, first)), today) || !strings.Contains(first, `"rotatingWarning":"`+jsonText(today)+`"`) {
		t.Errorf("the page or its data lacks today's warning %q", today)
	}
	etag := res.Header.Get("ETag")

	clock.set(time.Date(2026, 11, 28, 0, 0, 1, 0, ny))
	res, tomorrow := getPage(t, server, "/about")
	next := catalog.WarningOfTheDay(warnings, clock.Now())
	if next == today {
		t.Fatal("the next day has the same warning")
	}
	if !strings.Contains(textOf(rootOf(t, tomorrow)), next) || strings.Contains(textOf(rootOf(t, tomorrow)), today) || res.Header.Get("ETag") == etag {
		t.Errorf("after midnight the page still shows %q, not %q", today, next)
	}
	if got := s.pages.Renders.Load(); got != renders+1 {
		t.Errorf("the new day rendered %d times, want once", got-renders)
	}
	_, later := getPage(t, server, "/about")
	if later != tomorrow || s.pages.Renders.Load() != renders+1 {
		t.Error("the new day's page is not kept")
	}
	var site catalog.Site
	readJSON(t, server, "/api/site", &site)
	if site.RotatingWarning != next {
		t.Errorf("/api/site: %q, want %q", site.RotatingWarning, next)
	}
}

// jsonText is text as JSON writes it inside a string (the page's data is escaped for a
// script element: see scriptJSON).
func jsonText(s string) string {
	return strings.NewReplacer(`"`, `\"`, "<", `\u003c`, ">", `\u003e`, "&", `\u0026`).Replace(s)
}
