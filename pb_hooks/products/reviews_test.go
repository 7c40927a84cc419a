package products_test

import (
	"encoding/json"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/pb_hooks/internal/hookstest"
	"github.com/pocketbase/pocketbase/tests"
)

// productReviewsOf is what a product page gets: the product answer's reviews and the
// Product entity of its structured data.
func productReviewsOf(t testing.TB, handler http.Handler, slug string) (reviews []catalog.Review, product map[string]any) {
	t.Helper()
	res := hookstest.Send(t, handler, http.MethodGet, "/api/products/slug/"+slug, nil, nil)
	hookstest.MustEqual(t, "product status", res.StatusCode, 200)
	var detail catalog.ProductDetail
	hookstest.DecodeResponse(t, res, &detail)
	res = hookstest.Send(t, handler, http.MethodGet, "/api/page-meta?path=/products/"+slug, nil, nil)
	var meta struct {
		JSONLD []map[string]any `json:"jsonLd"`
	}
	hookstest.DecodeResponse(t, res, &meta)
	for _, entity := range meta.JSONLD {
		if entity["@type"] == "Product" {
			product = entity
		}
	}
	if product == nil {
		t.Fatalf("no Product entity on /products/%s", slug)
	}
	return detail.Reviews, product
}

func publicReviewCount(t testing.TB, handler http.Handler) float64 {
	t.Helper()
	var list struct {
		TotalItems float64 `json:"totalItems"`
	}
	hookstest.DecodeResponse(t, hookstest.Send(t, handler, http.MethodGet, "/api/collections/reviews/records", nil, nil), &list)
	return list.TotalItems
}

func TestReviewsAreShownOnlyOnceApproved(t *testing.T) {
	app := hookstest.NewStorefrontApp(t)
	handler := hookstest.AppHandler(t, app)

	// The demo's reviews load hidden: nobody has vouched for them.
	hookstest.MustEqual(t, "demo reviews", hookstest.CountRecords(t, app, catalog.ReviewsCollection, ""), 3)
	hookstest.MustEqual(t, "approved demo reviews", hookstest.CountRecords(t, app, catalog.ReviewsCollection, "approved = true"), 0)
	reviews, product := productReviewsOf(t, handler, "headhunter")
	hookstest.MustEqual(t, "reviews shown before approval", len(reviews), 0)
	if product["review"] != nil || product["aggregateRating"] != nil {
		t.Errorf("ratings in the structured data before approval: %v", product)
	}
	hookstest.MustEqual(t, "reviews visitors can list through PocketBase's API", publicReviewCount(t, handler), 0.0)

	review, err := app.FindFirstRecordByFilter(catalog.ReviewsCollection, "author = 'Rondout Wellness (buyer)'")
	if err != nil {
		t.Fatal(err)
	}
	approve := func(approved bool) {
		res := hookstest.Send(t, handler, http.MethodPatch, "/api/admin/reviews/"+review.Id, hookstest.JSONBody(map[string]any{"approved": approved}), hookstest.StaffHeaders())
		hookstest.MustEqual(t, "PATCH status", res.StatusCode, 200)
		var saved catalog.ManagedReview
		hookstest.DecodeResponse(t, res, &saved)
		hookstest.MustEqual(t, "approved", saved.Approved, approved)
	}

	approve(true)
	reviews, product = productReviewsOf(t, handler, "headhunter")
	if len(reviews) != 1 || reviews[0].Author != "Rondout Wellness (buyer)" || reviews[0].Rating != 4.8 {
		t.Fatalf("reviews after approval: %+v", reviews)
	}
	rating, _ := product["aggregateRating"].(map[string]any)
	if rating["ratingValue"] != "4.8" || rating["reviewCount"] != 1.0 {
		t.Errorf("aggregateRating: %v", product["aggregateRating"])
	}
	if list, _ := product["review"].([]any); len(list) != 1 {
		t.Errorf("review: %v", product["review"])
	}
	hookstest.MustEqual(t, "reviews visitors can list", publicReviewCount(t, handler), 1.0)
	// Another product's page shows none of it.
	if reviews, product := productReviewsOf(t, handler, "apple-fritters"); len(reviews) != 0 || product["aggregateRating"] != nil {
		t.Errorf("apple-fritters shows another product's review: %v %v", reviews, product)
	}

	approve(false)
	reviews, product = productReviewsOf(t, handler, "headhunter")
	if len(reviews) != 0 || product["aggregateRating"] != nil || product["review"] != nil {
		t.Errorf("a hidden review is still shown: %v %v", reviews, product)
	}
}

func TestStaffManageReviews(t *testing.T) {
	app := hookstest.NewApp(t)
	handler := hookstest.AppHandler(t, app)
	headhunter := hookstest.FindBySlug(t, app, catalog.ProductsCollection, "headhunter")
	call := func(method, url string, body any) (*http.Response, map[string]any) {
		t.Helper()
		var reader *strings.Reader
		if body != nil {
			raw, _ := json.Marshal(body)
			reader = strings.NewReader(string(raw))
		} else {
			reader = strings.NewReader("")
		}
		res := hookstest.Send(t, handler, method, url, reader, hookstest.StaffHeaders())
		var out map[string]any
		json.NewDecoder(res.Body).Decode(&out)
		return res, out
	}
	review := map[string]any{"productId": headhunter.Id, "rating": 4.5, "author": "  Ann Lee ", "comment": "Sells out every week."}

	for _, c := range []struct {
		name    string
		body    map[string]any
		field   string
		message string
	}{
		{"no product", hookstest.Merged(review, map[string]any{"productId": hookstest.DeleteField}), "productId", "Product is required"},
		{"a product that does not exist", hookstest.Merged(review, map[string]any{"productId": "nosuchproduct1"}), "productId", "Product not found"},
		{"no rating", hookstest.Merged(review, map[string]any{"rating": nil}), "rating", "Rating is required"},
		{"a rating over 5", hookstest.Merged(review, map[string]any{"rating": 6}), "rating", "Rating must be between 1 and 5"},
		{"a rating of 0", hookstest.Merged(review, map[string]any{"rating": 0}), "rating", "Rating must be between 1 and 5"},
		{"a rating of two decimals", hookstest.Merged(review, map[string]any{"rating": 4.55}), "rating", "Rating must have at most 1 decimal place"},
		{"a rating that is not a number", hookstest.Merged(review, map[string]any{"rating": "five"}), "rating", "Rating must be a number"},
		{"no author", hookstest.Merged(review, map[string]any{"author": " "}), "author", "Author is required"},
		{"no comment", hookstest.Merged(review, map[string]any{"comment": hookstest.DeleteField}), "comment", "Comment is required"},
		{"a comment too long", hookstest.Merged(review, map[string]any{"comment": strings.Repeat("x", 5001)}), "comment", "Must be at most 5000 characters"},
	} {
		res, out := call(http.MethodPost, "/api/admin/reviews", c.body)
		data, _ := out["data"].(map[string]any)
		field, _ := data[c.field].(map[string]any)
		if res.StatusCode != 400 || out["message"] != c.message || field["message"] != c.message {
			t.Errorf("%s: %d %v", c.name, res.StatusCode, out)
		}
	}
	hookstest.MustEqual(t, "reviews after refused creates", hookstest.CountRecords(t, app, catalog.ReviewsCollection, ""), 3)

	res, created := call(http.MethodPost, "/api/admin/reviews", review)
	hookstest.MustEqual(t, "create status", res.StatusCode, 201)
	if created["author"] != "Ann Lee" || created["approved"] != false || created["productId"] != headhunter.Id || created["rating"] != 4.5 {
		t.Errorf("created: %v", created)
	}
	id := created["id"].(string)

	listed := func(filter string) (int, string) {
		t.Helper()
		res := hookstest.Send(t, handler, http.MethodGet, "/api/admin/reviews?filter="+url.QueryEscape(filter), nil, hookstest.StaffHeaders())
		var list []catalog.ManagedReview
		hookstest.DecodeResponse(t, res, &list)
		return len(list), res.Header.Get("Content-Range")
	}
	if n, cr := listed(`{"productId":"` + headhunter.Id + `"}`); n != 3 || cr != "reviews 0-2/3" {
		t.Errorf("headhunter's reviews: %d, %s", n, cr)
	}
	if n, _ := listed(`{"approved":false}`); n != 4 {
		t.Errorf("hidden reviews: %d", n)
	}
	if n, _ := listed(`{"q":"sells out"}`); n != 1 {
		t.Errorf("search: %d", n)
	}

	res, edited := call(http.MethodPatch, "/api/admin/reviews/"+id, map[string]any{"rating": 5, "approved": true})
	if res.StatusCode != 200 || edited["rating"] != 5.0 || edited["approved"] != true || edited["comment"] != "Sells out every week." {
		t.Errorf("edited: %d %v", res.StatusCode, edited)
	}
	if n, _ := listed(`{"approved":true}`); n != 1 {
		t.Errorf("approved reviews: %d", n)
	}
	res, out := call(http.MethodPatch, "/api/admin/reviews/"+id, map[string]any{"rating": 9})
	if res.StatusCode != 400 || out["message"] != "Rating must be between 1 and 5" {
		t.Errorf("a bad edit: %d %v", res.StatusCode, out)
	}

	res, deleted := call(http.MethodDelete, "/api/admin/reviews/"+id, nil)
	if res.StatusCode != 200 || deleted["id"] != id {
		t.Errorf("delete: %d %v", res.StatusCode, deleted)
	}
	hookstest.MustEqual(t, "reviews after delete", hookstest.CountRecords(t, app, catalog.ReviewsCollection, ""), 3)
	res, _ = call(http.MethodGet, "/api/admin/reviews/"+id, nil)
	hookstest.MustEqual(t, "deleted review", res.StatusCode, 404)

	// Visitors have no door to them.
	res = hookstest.Send(t, handler, http.MethodGet, "/api/admin/reviews", nil, nil)
	hookstest.MustEqual(t, "without a session", res.StatusCode, 401)
}

func TestReviewRulesHoldThroughPocketBasesAPI(t *testing.T) {
	hookstest.AsSuperuser(t, "", "", tests.ApiScenario{
		Name: "a review with no stars and no author", Method: http.MethodPost, URL: "/api/collections/reviews/records",
		Body:           hookstest.JSONBody(map[string]any{"rating": 0, "comment": "Fine."}),
		ExpectedStatus: 400, ExpectedContent: []string{
			`"productId":{"code":"validation_invalid","message":"Product is required"}`,
			`"rating":{"code":"validation_invalid","message":"Rating must be between 1 and 5"}`,
			`"author":{"code":"validation_invalid","message":"Author is required"}`,
		},
	})
}
