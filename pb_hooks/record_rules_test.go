package hooks

import (
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
)

// superuserToken makes a superuser on app and returns its token, for PocketBase's own
// collection API (what the superuser UI uses).
func superuserToken(t testing.TB, app *tests.TestApp) string {
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

// asSuperuser runs s on a fresh app with a superuser's token; "{id}" in the URL is the
// record of collection with slug.
func asSuperuser(t *testing.T, collection, slug string, s tests.ApiScenario) {
	testPrepared(t, s, func(t testing.TB, app *tests.TestApp, s *tests.ApiScenario) string {
		s.Headers = map[string]string{"Authorization": superuserToken(t, app), "Content-Type": "application/json"}
		if slug != "" {
			return strings.ReplaceAll(s.URL, "{id}", findBySlug(t, app, collection, slug).Id)
		}
		return s.URL
	})
}

func TestTheRulesHoldForWritesThroughPocketBasesOwnAPI(t *testing.T) {
	records := func(collection string) string { return "/api/collections/" + collection + "/records" }
	asSuperuser(t, "", "", tests.ApiScenario{
		Name: "a product with a price of three decimals", Method: http.MethodPost, URL: records("products"),
		Body:           jsonBodyOf(map[string]any{"name": "Storm King", "price": 1.234, "category": "Flower", "images": []string{"/uploads/a.jpg"}}),
		ExpectedStatus: 400, ExpectedContent: []string{`"price":{"code":"validation_invalid","message":"Price must have at most 2 decimal places"}`},
	})
	asSuperuser(t, "", "", tests.ApiScenario{
		Name: "a product with no image, a bad category and THC over 100", Method: http.MethodPost, URL: records("products"),
		Body:           jsonBodyOf(map[string]any{"name": "Storm King", "price": 40, "category": "Seeds", "thc": 101}),
		ExpectedStatus: 400, ExpectedContent: []string{
			`"images":{"code":"validation_invalid","message":"At least one image is required"}`,
			`"category":{"code":"validation_invalid","message":"Category must be one of Flower, Edibles`,
			`"thc":{"code":"validation_invalid","message":"THC must be between 0 and 100"}`,
		},
	})
	asSuperuser(t, "", "", tests.ApiScenario{
		Name: "a product without a slug gets one from its name, its images in their one form", Method: http.MethodPost, URL: records("products"),
		Body:           jsonBodyOf(map[string]any{"name": "  Storm King Reserve ", "price": 40, "category": "Flower", "images": []string{"uploads/a.jpg"}}),
		ExpectedStatus: 200, ExpectedContent: []string{`"slug":"storm-king-reserve"`, `"name":"Storm King Reserve"`, `"images":["/uploads/a.jpg"]`},
	})
	asSuperuser(t, "products", "headhunter", tests.ApiScenario{
		Name: "a product renamed to a slug that is taken", Method: http.MethodPatch, URL: records("products") + "/{id}",
		Body:           jsonBodyOf(map[string]any{"slug": "grape-gas"}),
		ExpectedStatus: 400, ExpectedContent: []string{`"slug":{"code":"validation_not_unique","message":"A product with this slug already exists"}`},
	})
	asSuperuser(t, "blog_posts", "cover-crops-and-living-soil", tests.ApiScenario{
		Name: "a blog post with an impossible date", Method: http.MethodPatch, URL: records("blog_posts") + "/{id}",
		Body:           jsonBodyOf(map[string]any{"publishedAt": "2024-02-30"}),
		ExpectedStatus: 400, ExpectedContent: []string{`"publishedAt":{"code":"validation_invalid","message":"Date must be in YYYY-MM-DD format"}`},
	})
	asSuperuser(t, "", "", tests.ApiScenario{
		Name: "a location with a bad website and no map link", Method: http.MethodPost, URL: records("locations"),
		Body:           jsonBodyOf(map[string]any{"name": "Cornwall Cannabis", "address": "1 Main St", "city": "Cornwall", "state": "NY", "zip": "12518", "websiteUrl": "cornwall"}),
		ExpectedStatus: 400, ExpectedContent: []string{`"websiteUrl":{"code":"validation_invalid","message":"Must be a valid URL"}`},
	})
	asSuperuser(t, "", "", tests.ApiScenario{
		Name: "a contact message too short", Method: http.MethodPost, URL: records("contact_messages"),
		Body:           jsonBodyOf(map[string]any{"name": "J", "email": "jo@example.com", "message": "Hi"}),
		ExpectedStatus: 400, ExpectedContent: []string{`"name":{"code":"validation_invalid","message":"Name must be at least 2 characters"}`, `"message":{"code":"validation_invalid","message":"Message must be at least 10 characters"}`},
	})
	asSuperuser(t, "", "", tests.ApiScenario{
		Name: "a hero video at position 7", Method: http.MethodPost, URL: records("hero_videos"),
		Body:           jsonBodyOf(map[string]any{"title": "Dusk", "position": 7, "videoPath": "/uploads/x.mp4", "videoType": "video/mp4"}),
		ExpectedStatus: 400, ExpectedContent: []string{`"position":{"code":"validation_invalid","message":"Position must be between 1 and 6"}`},
	})
}

func TestTheRulesHoldForWritesInGo(t *testing.T) {
	app := newTestApp(t)
	defer app.Cleanup()
	variant, err := app.FindFirstRecordByFilter("product_variants", "")
	if err != nil {
		t.Fatal(err)
	}
	variant.Set("price", -1)
	variant.Set("weight", "")
	err = app.Save(variant)
	if err == nil || err.Error() != "Weight is required" {
		t.Errorf("a variant saved in Go with no weight and a negative price: %v", err)
	}
	location, err := app.FindFirstRecordByFilter("locations", "")
	if err != nil {
		t.Fatal(err)
	}
	location.Set("mapUrl", "")
	if err := app.Save(location); err != nil || !strings.HasPrefix(location.GetString("mapUrl"), "https://www.google.com/maps/search/") {
		t.Errorf("a location saved with no map link: %v, %q", err, location.GetString("mapUrl"))
	}
}
