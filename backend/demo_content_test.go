package main

import (
	"strings"
	"testing"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/media"
	hooks "github.com/hudsonvalley/farmsite/pb_hooks"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
)

// siteCollections are the collections whose records a visitor can see.
var siteCollections = []string{
	catalog.ProductsCollection, catalog.VariantsCollection, catalog.BatchesCollection, catalog.ReviewsCollection,
	catalog.BlogPostsCollection, catalog.LocationsCollection, catalog.HeroVideosCollection, catalog.FileUploadsCollection,
}

// startedSite is a new data dir (every migration run) with the site's hooks bound as
// main binds them, started starts times: the demo loaded on start when demoAsked.
func startedSite(t *testing.T, demoAsked bool, starts int, before ...func(core.App)) *tests.TestApp {
	t.Helper()
	app, err := tests.NewTestApp(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(app.Cleanup)
	if err := hooks.Register(app, hooks.Options{}); err != nil {
		t.Fatal(err)
	}
	createFirstStaffOnServe(app)
	loadDemoOnServe(app, demoAsked)
	for _, f := range before {
		f(app)
	}
	for i := 0; i < starts; i++ {
		if err := start(app); err != nil {
			t.Fatal(err)
		}
	}
	return app
}

// start triggers the server's start (OnServe), as serve does before it listens.
func start(app core.App) error {
	router, err := apis.NewRouter(app)
	if err != nil {
		return err
	}
	return app.OnServe().Trigger(&core.ServeEvent{App: app, Router: router}, func(*core.ServeEvent) error { return nil })
}

func countOf(t *testing.T, app core.App, collection string) int {
	t.Helper()
	n, err := app.CountRecords(collection)
	if err != nil {
		t.Fatal(err)
	}
	return int(n)
}

// A plain serve of a new data dir starts an empty site: no invented product, post,
// partner or photo goes public under the licensee's name.
func TestPlainStartOfANewDataDirIsEmpty(t *testing.T) {
	app := startedSite(t, false, 1)
	for _, collection := range siteCollections {
		if n := countOf(t, app, collection); n != 0 {
			t.Errorf("%s: %d records on a new site", collection, n)
		}
	}
	settings, err := app.FindFirstRecordByFilter(catalog.SiteSettingsCollection, "")
	if err != nil {
		t.Fatal(err)
	}
	if photos := settings.GetStringSlice("heroImages"); len(photos) != 0 {
		t.Errorf("the home page shows %v", photos)
	}
}

// DEMO_CONTENT=1 on an empty site loads the demo once, through the site's record rules,
// named in the activity log.
func TestDemoContentLoadsIntoAnEmptySite(t *testing.T) {
	app := startedSite(t, true, 2) // the second start finds content and loads nothing
	for collection, want := range map[string]int{
		catalog.ProductsCollection: 14, catalog.VariantsCollection: 26, catalog.BatchesCollection: 10, catalog.ReviewsCollection: 3,
		catalog.BlogPostsCollection: 6, catalog.LocationsCollection: 5, catalog.FileUploadsCollection: 44,
	} {
		if got := countOf(t, app, collection); got != want {
			t.Errorf("%s: %d records, want %d", collection, got, want)
		}
	}

	headhunter, err := app.FindFirstRecordByData(catalog.ProductsCollection, "slug", "headhunter")
	if err != nil {
		t.Fatal(err)
	}
	product := catalog.Answer[catalog.Product](&catalog.ProductSchema, headhunter)
	if product.Name != "Headhunter" || product.Category != "Flower" || product.Price != "45.00" || product.Status != catalog.StatusPublished ||
		product.THC == nil || *product.THC != 27.4 || len(product.Images) != 2 {
		t.Errorf("Headhunter: %+v", product)
	}
	for _, url := range product.Images {
		if _, err := media.FindUpload(app, strings.TrimPrefix(url, media.URLPrefix)); err != nil {
			t.Errorf("Headhunter's photo %s is no upload: %v", url, err)
		}
	}
	batch, err := app.FindRecordById(catalog.BatchesCollection, headhunter.GetString(catalog.CurrentBatchField))
	if err != nil || batch.GetString("lot") != "HVSF-26-HH01" {
		t.Errorf("Headhunter's current batch: %v %v", batch, err)
	}
	rondout, err := app.FindFirstRecordByData(catalog.LocationsCollection, "name", "Rondout Wellness")
	if err != nil {
		t.Fatal(err)
	}
	if carried := rondout.GetStringSlice(catalog.CarriedProductsField); len(carried) != 8 {
		t.Errorf("Rondout Wellness carries %d products, want 8", len(carried))
	}
	tincture, _ := app.FindFirstRecordByData(catalog.ProductsCollection, "slug", "harvest-moon-tincture")
	if tincture == nil || strings.Contains(tincture.GetString("description"), "organic") {
		t.Error("the demo tincture sells organic MCT oil")
	}

	entries, err := app.FindRecordsByFilter(catalog.ActivityCollection, "actorName = 'demo content'", "", 0, 0)
	if err != nil || len(entries) < 14+26+10+3+6+5+44 {
		t.Errorf("the activity log names the demo for %d changes (%v)", len(entries), err)
	}
}

// Any product, post or location of the site's own keeps the demo out.
func TestDemoContentIsNotLoadedIntoASiteWithContent(t *testing.T) {
	app := startedSite(t, true, 1, func(app core.App) {
		c, _ := app.FindCollectionByNameOrId(catalog.BlogPostsCollection)
		post := core.NewRecord(c)
		post.Load(map[string]any{"title": "Our first harvest", "content": "We brought the first plants in today.", "status": catalog.StatusPublished})
		if err := app.Save(post); err != nil {
			t.Fatal(err)
		}
	})
	if n := countOf(t, app, catalog.ProductsCollection); n != 0 {
		t.Errorf("%d demo products went into a site with a post of its own", n)
	}
	if n := countOf(t, app, catalog.BlogPostsCollection); n != 1 {
		t.Errorf("%d posts, want the site's own one", n)
	}
}

// The demo goes through the site's rules, not around them: with a copy-check term the
// demo uses, the start fails and saves nothing of it.
func TestDemoContentObeysTheCopyCheck(t *testing.T) {
	app, err := tests.NewTestApp(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(app.Cleanup)
	if err := hooks.Register(app, hooks.Options{}); err != nil {
		t.Fatal(err)
	}
	loadDemoOnServe(app, true)
	private, err := app.FindFirstRecordByFilter(catalog.PrivateSettingsCollection, "")
	if err != nil {
		t.Fatal(err)
	}
	private.Set(catalog.CopyTermsField, catalog.CopyTerms{"potency": {"flagship"}}) // "Our flagship cultivar": Headhunter
	if err := app.Save(private); err != nil {
		t.Fatal(err)
	}
	err = start(app)
	if err == nil || !strings.Contains(err.Error(), "Headhunter") {
		t.Fatalf("start = %v, want the copy check's refusal of Headhunter", err)
	}
	for _, collection := range siteCollections {
		if n := countOf(t, app, collection); n != 0 {
			t.Errorf("%s: %d records of a demo that failed to load", collection, n)
		}
	}
}
