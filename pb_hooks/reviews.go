package hooks

import (
	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

// findApprovedReviews are the reviews of a product that visitors see: those staff
// approved, newest first.
func findApprovedReviews(app core.App, productID string) ([]catalog.Review, error) {
	records := []*core.Record{}
	err := app.RecordQuery(catalog.ReviewsCollection).
		AndWhere(dbx.HashExp{"productId": productID, "approved": true}).
		OrderBy("createdAt DESC", "id DESC").All(&records)
	if err != nil {
		return nil, err
	}
	out := make([]catalog.Review, len(records))
	for i, r := range records {
		out[i] = catalog.Review{ID: r.Id, Rating: r.GetFloat("rating"), Comment: r.GetString("comment"), Author: r.GetString("author"), CreatedAt: isoTime(r, "createdAt")}
	}
	return out, nil
}

func managedReviewToJSON(r *core.Record) catalog.ManagedReview {
	return catalog.ManagedReview{
		ID:        r.Id,
		ProductID: r.GetString("productId"),
		Rating:    r.GetFloat("rating"),
		Comment:   r.GetString("comment"),
		Author:    r.GetString("author"),
		Approved:  r.GetBool("approved"),
		CreatedAt: isoTime(r, "createdAt"),
		UpdatedAt: isoTime(r, "updatedAt"),
	}
}

// registerReviews binds /api/admin/reviews: staff list (by product, by approval),
// create, edit, approve or hide, and delete reviews.
func registerReviews(staff *router.RouterGroup[*core.RequestEvent]) {
	reviews := &adminResource{
		name:         "reviews",
		collection:   catalog.ReviewsCollection,
		what:         "Review",
		searchFields: []string{"author", "comment"},
		defaultSort:  "createdAt DESC",
		toJSON: func(_ core.App, records []*core.Record) ([]any, error) {
			out := make([]any, len(records))
			for i, r := range records {
				out[i] = managedReviewToJSON(r)
			}
			return out, nil
		},
		body:     reviewBody,
		defaults: catalog.ReviewCreateDefaults,
	}
	reviews.register(staff)
}

// reviewBody are the fields staff set on a review.
var reviewBody = []web.BodyField{
	{Name: "productId", Kind: web.TextValue, TypeMessage: "Product is required"},
	{Name: "rating", Kind: web.RequiredNumberValue, TypeMessage: "Rating must be a number", NullMessage: "Rating is required"},
	{Name: "author", Kind: web.TextValue, TypeMessage: "Author is required"},
	{Name: "comment", Kind: web.TextValue, TypeMessage: "Comment is required"},
	{Name: "approved", Kind: web.BoolValue, TypeMessage: "Must be true or false"},
}
