package publishing_test

import (
	"bufio"
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/hudsonvalley/farmsite/pb_hooks/internal/hookstest"
	"github.com/hudsonvalley/farmsite/pb_hooks/publishing"
	"github.com/hudsonvalley/farmsite/pb_hooks/signin"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
	"github.com/pocketbase/pocketbase/tools/types"
)

// publicReads are every public answer that lists or shows products and posts.
var publicReads = []string{
	"/api/products", "/api/products/featured", "/api/products/with-variants", "/api/products/categories/active",
	"/api/blog", "/sitemap.xml", "/products", "/blog", "/",
	"/api/page-meta?path=/products", "/api/page-meta?path=/blog",
}

func TestDraftsAreInvisibleToVisitorsEverywhere(t *testing.T) {
	app := hookstest.NewStorefrontApp(t)
	defer app.Cleanup()
	server := hookstest.AppHandler(t, app)
	get := func(url string, headers map[string]string) (*http.Response, string) {
		res := hookstest.Send(t, server, http.MethodGet, url, nil, headers)
		return res, hookstest.ReadAll(t, res)
	}
	// Every answer is cached first, so the test also shows a change reaching them.
	for _, url := range publicReads {
		get(url, nil)
	}
	headhunter := hookstest.FindBySlug(t, app, catalog.ProductsCollection, "headhunter")
	hookstest.SetStatus(t, app, headhunter, catalog.StatusDraft)
	hookstest.SetStatus(t, app, hookstest.FindBySlug(t, app, catalog.ProductsCollection, "river-stone-balm"), catalog.StatusDraft)
	cover := hookstest.FindBySlug(t, app, catalog.BlogPostsCollection, "cover-crops-and-living-soil")
	hookstest.SetStatus(t, app, cover, catalog.StatusDraft)
	product, variant, review, post := hookstest.DraftContent(t, app)
	// Approved reviews of published products show, so an empty list would prove nothing.
	if _, err := app.DB().NewQuery("UPDATE reviews SET approved = TRUE").Execute(); err != nil {
		t.Fatal(err)
	}

	// (Other texts name Headhunter and Cover Crops: its slug, photos and own texts are what must go.)
	secrets := []string{"headhunter", "secret-strain", "Secret Strain", "secret_strain_photo", "Secret Balm",
		"cover-crops-and-living-soil", "secret-harvest-plans", "Secret Harvest"}
	for _, url := range publicReads {
		res, body := get(url, nil)
		if res.StatusCode != http.StatusOK {
			t.Errorf("%s answered %d", url, res.StatusCode)
		}
		for _, secret := range secrets {
			if strings.Contains(body, secret) {
				t.Errorf("%s shows %q of a draft", url, secret)
			}
		}
	}
	// Topicals is left only on drafts: the draft balm and a draft product's variant.
	if _, categories := get("/api/products/categories/active", nil); !strings.Contains(categories, `"Flower"`) || strings.Contains(categories, "Topicals") {
		t.Errorf("active categories: %s", categories)
	}

	// A draft's URLs answer exactly what an unknown one does.
	_, unknownProduct := get("/api/products/slug/no-such-product", nil)
	_, unknownPost := get("/api/blog/slug/no-such-post", nil)
	unknownMeta, unknownMetaBody := get("/api/page-meta?path=/no-such-page", nil)
	for url, want := range map[string]string{
		"/api/products/slug/headhunter": unknownProduct, "/api/products/slug/secret-strain": unknownProduct,
		"/api/blog/slug/cover-crops-and-living-soil": unknownPost, "/api/blog/slug/secret-harvest-plans": unknownPost,
		"/api/page-meta?path=/products/secret-strain": unknownMetaBody, "/api/page-meta?path=/blog/secret-harvest-plans": unknownMetaBody,
	} {
		res, body := get(url, nil)
		hookstest.MustEqual(t, url+" status", res.StatusCode, http.StatusNotFound)
		hookstest.MustEqual(t, url+" body", body, want)
	}
	hookstest.MustEqual(t, "page-meta 404", unknownMeta.StatusCode, http.StatusNotFound)
	// A draft's page is the not-found page of an unknown slug of its route, to the byte.
	unknownProductPage, _ := get("/products/no-such-product", nil)
	unknownPostPage, _ := get("/blog/no-such-post", nil)
	for _, c := range []struct {
		urls    []string
		unknown *http.Response
	}{
		{[]string{"/products/headhunter", "/products/secret-strain"}, unknownProductPage},
		{[]string{"/blog/cover-crops-and-living-soil", "/blog/secret-harvest-plans"}, unknownPostPage},
	} {
		for _, url := range c.urls {
			res, body := get(url, nil)
			hookstest.MustEqual(t, url+" status", res.StatusCode, http.StatusNotFound)
			hookstest.MustEqual(t, url+" is an unknown slug's answer", res.Header.Get("ETag"), c.unknown.Header.Get("ETag"))
			if strings.Contains(body, "noindex, nofollow") || !strings.Contains(body, "404 Page Not Found") {
				t.Errorf("%s is not the not-found page", url)
			}
		}
	}

	// PocketBase's collection API (the realtime rules are the same) shows none of it.
	for _, c := range []struct{ collection, id string }{
		{catalog.ProductsCollection, product.Id}, {catalog.ProductsCollection, headhunter.Id},
		{catalog.VariantsCollection, variant.Id}, {catalog.ReviewsCollection, review.Id},
		{catalog.BlogPostsCollection, post.Id}, {catalog.BlogPostsCollection, cover.Id},
	} {
		base := "/api/collections/" + c.collection + "/records"
		res, list := get(base+"?perPage=500", nil)
		hookstest.MustEqual(t, base+" status", res.StatusCode, http.StatusOK)
		if strings.Contains(list, c.id) {
			t.Errorf("%s lists draft content %s", base, c.id)
		}
		if !strings.Contains(list, `"totalItems":`) || strings.Contains(list, `"items":[]`) {
			t.Errorf("%s lists nothing at all, so the check above proves nothing: %.200s", base, list)
		}
		if res, _ := get(base+"/"+c.id, nil); res.StatusCode != http.StatusNotFound {
			t.Errorf("%s/%s answered %d", base, c.id, res.StatusCode)
		}
	}
	headhunterVariants, _ := app.FindRecordsByFilter(catalog.VariantsCollection, "productId = {:id}", "", 1, 0, map[string]any{"id": headhunter.Id})
	if _, list := get("/api/collections/product_variants/records?perPage=500", nil); strings.Contains(list, headhunterVariants[0].Id) {
		t.Error("a variant of an unpublished product is listed")
	}

	// Published again, it is back everywhere at once.
	hookstest.SetStatus(t, app, headhunter, catalog.StatusPublished)
	hookstest.SetStatus(t, app, post, catalog.StatusPublished)
	for url, want := range map[string]string{
		"/api/products/with-variants": `"slug":"headhunter"`, "/sitemap.xml": "/products/headhunter</loc>",
		"/api/blog": `"slug":"secret-harvest-plans"`, "/api/blog/slug/secret-harvest-plans": `"status":"published"`,
		"/products/headhunter": "<title data-page-meta>Headhunter | ", "/api/collections/blog_posts/records/" + post.Id: post.Id,
	} {
		if res, body := get(url, nil); res.StatusCode != http.StatusOK || !strings.Contains(body, want) {
			t.Errorf("%s after publishing: %d, lacks %s", url, res.StatusCode, want)
		}
	}
}

func TestStaffPreviewADraftUncachedAndUnindexed(t *testing.T) {
	app := hookstest.NewStorefrontApp(t)
	defer app.Cleanup()
	server := hookstest.AppHandler(t, app)
	hookstest.DraftContent(t, app)
	staff := hookstest.FindStaff(t, app)
	staffAccounts, _ := app.FindCollectionByNameOrId(catalog.StaffCollection)
	disabledStaff := core.NewRecord(staffAccounts)
	disabledStaff.Load(map[string]any{"username": "gone", "disabled": true})
	disabledStaff.SetPassword("another-password-1")
	if err := app.Save(disabledStaff); err != nil {
		t.Fatal(err)
	}
	disabledSession := hookstest.SessionOf(t, app, disabledStaff)
	visitors := map[string]map[string]string{
		"a visitor":        nil,
		"a forged session": {"Cookie": signin.SessionCookie + "=" + hookstest.ForgedToken()},
		"an expired one":   {"Cookie": signin.SessionCookie + "=" + hookstest.ExpiredToken(t, app, staff)},
		"a disabled staff": {"Cookie": disabledSession},
	}
	visitorsSee404 := func(when string) {
		for url := range map[string]bool{"/products/secret-strain": true, "/api/products/slug/secret-strain": true, "/blog/secret-harvest-plans": true, "/api/blog/slug/secret-harvest-plans": true, "/api/page-meta?path=/products/secret-strain": true} {
			for who, headers := range visitors {
				res := hookstest.Send(t, server, http.MethodGet, url, nil, headers)
				body := hookstest.ReadAll(t, res)
				if res.StatusCode != http.StatusNotFound || strings.Contains(body, "Secret") {
					t.Errorf("%s: %s got %d from %s", when, who, res.StatusCode, url)
				}
			}
		}
	}
	visitorsSee404("before any preview")

	for url, want := range map[string]string{
		"/products/secret-strain":                        "<title data-page-meta>Aaa Secret Strain | ",
		"/blog/secret-harvest-plans":                     "<title data-page-meta>Secret Harvest Plans | ",
		"/api/products/slug/secret-strain":               `"status":"draft"`,
		"/api/blog/slug/secret-harvest-plans":            `"status":"draft"`,
		"/api/page-meta?path=/blog/secret-harvest-plans": `"robots":"noindex, nofollow"`,
	} {
		res := hookstest.Send(t, server, http.MethodGet, url, nil, hookstest.StaffHeaders())
		body := hookstest.ReadAll(t, res)
		hookstest.MustEqual(t, url+" for staff", res.StatusCode, http.StatusOK)
		hookstest.MustEqual(t, url+" Cache-Control", res.Header.Get("Cache-Control"), "no-store")
		hookstest.MustEqual(t, url+" X-Robots-Tag", res.Header.Get("X-Robots-Tag"), "noindex")
		if !strings.Contains(body, want) {
			t.Errorf("%s for staff lacks %s: %.300s", url, want, body)
		}
		if strings.HasPrefix(url, "/products/") || strings.HasPrefix(url, "/blog/") {
			if !strings.Contains(body, `<meta data-page-meta name="robots" content="noindex, nofollow">`) {
				t.Errorf("%s preview is indexable", url)
			}
		}
	}
	// The public cache kept none of the previews.
	visitorsSee404("after staff previewed")

	// A published page is the public answer, for staff too.
	res := hookstest.Send(t, server, http.MethodGet, "/products/headhunter", nil, hookstest.StaffHeaders())
	body := hookstest.ReadAll(t, res)
	hookstest.MustEqual(t, "published page for staff", res.Header.Get("Cache-Control"), web.PublicCacheControl)
	if !strings.Contains(body, `content="index, follow"`) {
		t.Error("a published page previewed as not indexable")
	}
}

func TestScheduledPostsArePublishedOnTimeByTheCronJob(t *testing.T) {
	app := hookstest.NewStorefrontApp(t)
	defer app.Cleanup()
	server := hookstest.AppHandler(t, app)
	get := func(url string) string {
		return hookstest.ReadAll(t, hookstest.Send(t, server, http.MethodGet, url, nil, nil))
	}

	at := time.Now().Add(90 * time.Minute).Truncate(time.Minute)
	dt, _ := types.ParseDateTime(at)
	post := hookstest.SaveNew(t, app, catalog.BlogPostsCollection, map[string]any{
		"title": "First Frost", "slug": "first-frost", "content": "It came early.", "status": catalog.StatusScheduled,
		"publishAt": dt, "publishedAt": "2020-01-01",
	})
	ny, _ := time.LoadLocation(catalog.BusinessTimeZone)
	hookstest.MustEqual(t, "a scheduled post is dated by its publish time (New York)", post.GetString("publishedAt"), at.In(ny).Format("2006-01-02"))
	for _, url := range []string{"/api/blog", "/sitemap.xml", "/blog/first-frost"} {
		if strings.Contains(get(url), "first-frost") {
			t.Errorf("%s shows a post scheduled for later", url)
		}
	}

	if published, err := publishing.PublishDue(app, at.Add(-time.Second)); err != nil || len(published) != 0 {
		t.Fatalf("a second early: published %v, %v", published, err)
	}
	hookstest.MustEqual(t, "status a second early", hookstest.FindBySlug(t, app, catalog.BlogPostsCollection, "first-frost").GetString("status"), catalog.StatusScheduled)

	published, err := publishing.PublishDue(app, at)
	if err != nil || len(published) != 1 || published[0] != "first-frost" {
		t.Fatalf("on time: published %v, %v", published, err)
	}
	hookstest.MustEqual(t, "status on time", hookstest.FindBySlug(t, app, catalog.BlogPostsCollection, "first-frost").GetString("status"), catalog.StatusPublished)
	for url, want := range map[string]string{
		"/api/blog": `"slug":"first-frost"`, "/sitemap.xml": "/blog/first-frost</loc>",
		"/blog/first-frost": "<title data-page-meta>First Frost | ", "/api/collections/blog_posts/records/" + post.Id: `"status":"published"`,
	} {
		if body := get(url); !strings.Contains(body, want) {
			t.Errorf("%s once published lacks %s", url, want)
		}
	}
	if again, _ := publishing.PublishDue(app, at.Add(time.Hour)); len(again) != 0 {
		t.Errorf("published twice: %v", again)
	}
}

func TestThePublishJobIsOnPocketBasesCron(t *testing.T) {
	app := hookstest.NewApp(t)
	defer app.Cleanup()
	for _, job := range app.Cron().Jobs() {
		if job.Id() == publishing.JobID {
			hookstest.MustEqual(t, "schedule", job.Expression(), "* * * * *")
			return
		}
	}
	t.Fatalf("no %s job among %d", publishing.JobID, app.Cron().Total())
}

// realtimeEvents connects to PocketBase's realtime as a visitor, subscribes to topics and
// streams what arrives as "collection/action/id".
func realtimeEvents(t *testing.T, baseURL string, topics ...string) <-chan string {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, baseURL+"/api/realtime", nil)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	lines := bufio.NewScanner(res.Body)
	lines.Buffer(make([]byte, 1<<20), 1<<20)
	nextData := func() string {
		for lines.Scan() {
			if data, ok := strings.CutPrefix(lines.Text(), "data:"); ok {
				return data
			}
		}
		return ""
	}
	var connect struct{ ClientID string }
	if err := json.Unmarshal([]byte(nextData()), &connect); err != nil || connect.ClientID == "" {
		t.Fatalf("no PB_CONNECT: %v", err)
	}
	body, _ := json.Marshal(map[string]any{"clientId": connect.ClientID, "subscriptions": topics})
	sub, err := http.Post(baseURL+"/api/realtime", "application/json", strings.NewReader(string(body)))
	if err != nil || sub.StatusCode != http.StatusNoContent {
		t.Fatalf("subscribing: %v %v", sub, err)
	}
	events := make(chan string, 100)
	go func() {
		defer close(events)
		for {
			data := nextData()
			if data == "" {
				return
			}
			var event struct {
				Action string
				Record struct{ ID, CollectionName string }
			}
			json.Unmarshal([]byte(data), &event)
			events <- event.Record.CollectionName + "/" + event.Action + "/" + event.Record.ID
		}
	}()
	return events
}

func nextEvent(t *testing.T, events <-chan string) string {
	t.Helper()
	select {
	case e := <-events:
		return e
	case <-time.After(5 * time.Second):
		t.Fatal("no realtime event within 5 s")
		return ""
	}
}

func TestRealtimeTellsVisitorsOfPublishedContentOnly(t *testing.T) {
	app := hookstest.NewApp(t)
	defer app.Cleanup()
	server := httptest.NewServer(hookstest.AppHandler(t, app))
	t.Cleanup(server.Close) // after the realtime connection is closed
	events := realtimeEvents(t, server.URL, "products/*", "product_variants/*", "reviews/*", "blog_posts/*")

	// Events arrive in order: the first one must be the first published change, so
	// nothing about the drafts before it was sent.
	product, variant, _, post := hookstest.DraftContent(t, app)
	product.Set("name", "Aaa Secret Strain, Renamed")
	if err := app.Save(product); err != nil {
		t.Fatal(err)
	}
	hookstest.SetStatus(t, app, product, catalog.StatusPublished)
	hookstest.MustEqual(t, "first event", nextEvent(t, events), "products/update/"+product.Id)
	variant.Set("price", 61)
	if err := app.Save(variant); err != nil {
		t.Fatal(err)
	}
	hookstest.MustEqual(t, "a published product's variant", nextEvent(t, events), "product_variants/update/"+variant.Id)

	at := time.Now().Add(time.Hour)
	dt, _ := types.ParseDateTime(at)
	post.Set("status", catalog.StatusScheduled)
	post.Set("publishAt", dt)
	if err := app.Save(post); err != nil {
		t.Fatal(err)
	}
	if _, err := publishing.PublishDue(app, at); err != nil {
		t.Fatal(err)
	}
	hookstest.MustEqual(t, "a scheduled post published by the job", nextEvent(t, events), "blog_posts/update/"+post.Id)
}

func TestTheCollectionsRulesAreTheDomainsVisibilityRule(t *testing.T) {
	app := hookstest.NewApp(t)
	defer app.Cleanup()
	for collection, want := range map[string]string{
		catalog.ProductsCollection: catalog.VisibleFilter, catalog.BlogPostsCollection: catalog.VisibleFilter,
		catalog.VariantsCollection: catalog.VisibleByProduct, catalog.ReviewsCollection: catalog.VisibleReviewFilter,
	} {
		c, err := app.FindCollectionByNameOrId(collection)
		if err != nil {
			t.Fatal(err)
		}
		if c.ListRule == nil || *c.ListRule != want || c.ViewRule == nil || *c.ViewRule != want {
			t.Errorf("%s rules: list %v, view %v, want %q", collection, c.ListRule, c.ViewRule, want)
		}
	}
	// The demo content (loaded before statuses existed) is all published.
	for _, collection := range []string{catalog.ProductsCollection, catalog.BlogPostsCollection} {
		if n := hookstest.CountRecords(t, app, collection, "status != 'published'"); n != 0 || hookstest.CountRecords(t, app, collection, "") == 0 {
			t.Errorf("%s: %d not published", collection, n)
		}
	}
}

func TestPublishingThroughTheStaffAPI(t *testing.T) {
	soon := time.Now().Add(48 * time.Hour).UTC().Format(time.RFC3339)
	past := time.Now().Add(-time.Hour).UTC().Format(time.RFC3339)
	post := map[string]any{"title": "Winter Cover", "content": "Rye and vetch."}
	hookstest.RunScenarios(t, []tests.ApiScenario{
		hookstest.AsStaff(tests.ApiScenario{
			Name: "a product is created published unless it says draft", Method: http.MethodPost, URL: "/api/admin/products",
			Body: hookstest.JSONBody(hookstest.ValidProduct()), ExpectedStatus: 201, ExpectedContent: []string{`"status":"published"`},
		}),
		hookstest.AsStaff(tests.ApiScenario{
			Name: "a draft product", Method: http.MethodPost, URL: "/api/admin/products",
			Body: hookstest.JSONBody(hookstest.Merged(hookstest.ValidProduct(), map[string]any{"status": "draft"})), ExpectedStatus: 201, ExpectedContent: []string{`"status":"draft"`},
		}),
		hookstest.AsStaff(tests.ApiScenario{
			Name: "products are not scheduled", Method: http.MethodPost, URL: "/api/admin/products",
			Body: hookstest.JSONBody(hookstest.Merged(hookstest.ValidProduct(), map[string]any{"status": "scheduled"})), ExpectedStatus: 400,
			ExpectedContent: []string{`"message":"Status must be one of draft, published"`},
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, res *http.Response) {
				hookstest.MustEqual(t, "products", hookstest.CountRecords(t, app, catalog.ProductsCollection, "name = 'Storm King'"), 0)
			},
		}),
		hookstest.AsStaff(tests.ApiScenario{
			Name: "a post scheduled for later", Method: http.MethodPost, URL: "/api/admin/blog",
			Body: hookstest.JSONBody(hookstest.Merged(post, map[string]any{"status": "scheduled", "publishAt": soon})), ExpectedStatus: 201,
			ExpectedContent: []string{`"status":"scheduled"`, `"publishAt":"` + soon[:19] + `.000Z"`},
		}),
		hookstest.AsStaff(tests.ApiScenario{
			Name: "a post scheduled for a time already past is published", Method: http.MethodPost, URL: "/api/admin/blog",
			Body: hookstest.JSONBody(hookstest.Merged(post, map[string]any{"status": "scheduled", "publishAt": past})), ExpectedStatus: 201,
			ExpectedContent: []string{`"status":"published"`},
		}),
		hookstest.AsStaff(tests.ApiScenario{
			Name: "scheduling needs a time", Method: http.MethodPost, URL: "/api/admin/blog",
			Body: hookstest.JSONBody(hookstest.Merged(post, map[string]any{"status": "scheduled"})), ExpectedStatus: 400,
			ExpectedContent: []string{`"message":"Choose when to publish the post"`},
		}),
		hookstest.AsStaff(tests.ApiScenario{
			Name: "a publish time that is not one", Method: http.MethodPost, URL: "/api/admin/blog",
			Body: hookstest.JSONBody(hookstest.Merged(post, map[string]any{"status": "scheduled", "publishAt": "next tuesday"})), ExpectedStatus: 400,
			ExpectedContent: []string{`"message":"Publish time must be a date and time"`},
		}),
		hookstest.AsStaff(tests.ApiScenario{
			Name: "an unknown status", Method: http.MethodPost, URL: "/api/admin/blog",
			Body: hookstest.JSONBody(hookstest.Merged(post, map[string]any{"status": "hidden"})), ExpectedStatus: 400,
			ExpectedContent: []string{`"message":"Status must be one of draft, scheduled, published"`},
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, res *http.Response) {
				hookstest.MustEqual(t, "posts", hookstest.CountRecords(t, app, catalog.BlogPostsCollection, "title = 'Winter Cover'"), 0)
			},
		}),
	})
	hookstest.RunPrepared(t, tests.ApiScenario{
		Name: "a draft cannot be ordered", Method: http.MethodPost,
		ExpectedStatus: 400, ExpectedContent: []string{`"message":"An item in your cart is no longer available"`},
	}, func(t testing.TB, app *tests.TestApp, s *tests.ApiScenario) string {
		tee := hookstest.FindBySlug(t, app, catalog.ProductsCollection, "farm-logo-tee")
		hookstest.SetStatus(t, app, tee, catalog.StatusDraft)
		s.Body = hookstest.JSONBody(map[string]any{"name": "Sam Shopper", "email": "sam@example.com", "phone": "(845) 555-0100", "fulfillment": "pickup",
			"items": []map[string]any{{"productId": tee.Id, "quantity": 1}}})
		return "/api/orders"
	})
}
