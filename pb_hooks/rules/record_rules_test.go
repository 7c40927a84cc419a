package rules_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/hudsonvalley/farmsite/pb_hooks/internal/hookstest"
	"github.com/pocketbase/pocketbase/tests"
)

func TestTheRulesHoldForWritesThroughPocketBasesOwnAPI(t *testing.T) {
	records := func(collection string) string { return "/api/collections/" + collection + "/records" }
	hookstest.AsSuperuser(t, "", "", tests.ApiScenario{
		Name: "a product with a price of three decimals", Method: http.MethodPost, URL: records("products"),
		Body:           hookstest.JSONBody(map[string]any{"name": "Storm King", "price": 1.234, "category": "Flower", "images": []string{"/uploads/a.jpg"}}),
		ExpectedStatus: 400, ExpectedContent: []string{`"price":{"code":"validation_invalid","message":"Price must have at most 2 decimal places"}`},
	})
	hookstest.AsSuperuser(t, "", "", tests.ApiScenario{
		Name: "a product with no image, a bad category and THC over 100", Method: http.MethodPost, URL: records("products"),
		Body:           hookstest.JSONBody(map[string]any{"name": "Storm King", "price": 40, "category": "Seeds", "thc": 101}),
		ExpectedStatus: 400, ExpectedContent: []string{
			`"images":{"code":"validation_invalid","message":"At least one image is required"}`,
			`"category":{"code":"validation_invalid","message":"Category must be one of Flower, Edibles`,
			`"thc":{"code":"validation_invalid","message":"THC must be between 0 and 100"}`,
		},
	})
	hookstest.AsSuperuser(t, "", "", tests.ApiScenario{
		Name: "a product without a slug gets one from its name, its images in their one form", Method: http.MethodPost, URL: records("products"),
		Body:           hookstest.JSONBody(map[string]any{"name": "  Storm King Reserve ", "price": 40, "category": "Flower", "images": []string{"uploads/a.jpg"}}),
		ExpectedStatus: 200, ExpectedContent: []string{`"slug":"storm-king-reserve"`, `"name":"Storm King Reserve"`, `"images":["/uploads/a.jpg"]`},
	})
	hookstest.AsSuperuser(t, "products", "headhunter", tests.ApiScenario{
		Name: "a product renamed to a slug that is taken", Method: http.MethodPatch, URL: records("products") + "/{id}",
		Body:           hookstest.JSONBody(map[string]any{"slug": "grape-gas"}),
		ExpectedStatus: 400, ExpectedContent: []string{`"slug":{"code":"validation_not_unique","message":"A product with this slug already exists"}`},
	})
	hookstest.AsSuperuser(t, "blog_posts", "cover-crops-and-living-soil", tests.ApiScenario{
		Name: "a blog post with an impossible date", Method: http.MethodPatch, URL: records("blog_posts") + "/{id}",
		Body:           hookstest.JSONBody(map[string]any{"publishedAt": "2024-02-30"}),
		ExpectedStatus: 400, ExpectedContent: []string{`"publishedAt":{"code":"validation_invalid","message":"Date must be in YYYY-MM-DD format"}`},
	})
	hookstest.AsSuperuser(t, "", "", tests.ApiScenario{
		Name: "a location with a bad website and no map link", Method: http.MethodPost, URL: records("locations"),
		Body:           hookstest.JSONBody(map[string]any{"name": "Cornwall Cannabis", "address": "1 Main St", "city": "Cornwall", "state": "NY", "zip": "12518", "websiteUrl": "cornwall"}),
		ExpectedStatus: 400, ExpectedContent: []string{`"websiteUrl":{"code":"validation_invalid","message":"Must be a valid URL"}`},
	})
	hookstest.AsSuperuser(t, "", "", tests.ApiScenario{
		Name: "a contact message too short", Method: http.MethodPost, URL: records("contact_messages"),
		Body:           hookstest.JSONBody(map[string]any{"name": "J", "email": "jo@example.com", "message": "Hi"}),
		ExpectedStatus: 400, ExpectedContent: []string{`"name":{"code":"validation_invalid","message":"Name must be at least 2 characters"}`, `"message":{"code":"validation_invalid","message":"Message must be at least 10 characters"}`},
	})
	hookstest.AsSuperuser(t, "", "", tests.ApiScenario{
		Name: "a hero video at position 7", Method: http.MethodPost, URL: records("hero_videos"),
		Body:           hookstest.JSONBody(map[string]any{"title": "Dusk", "position": 7, "videoPath": "/uploads/x.mp4", "videoType": "video/mp4"}),
		ExpectedStatus: 400, ExpectedContent: []string{`"position":{"code":"validation_invalid","message":"Position must be between 1 and 6"}`},
	})
}

func TestTheRulesHoldForWritesInGo(t *testing.T) {
	app := hookstest.NewApp(t)
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
