package hooks

import (
	"github.com/hudsonvalley/farmsite/backend/api"
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
		out[i] = catalog.Answer[catalog.Review](&catalog.ReviewSchema, r)
	}
	return out, nil
}

func managedReviewToJSON(r *core.Record) catalog.ManagedReview {
	return catalog.Answer[catalog.ManagedReview](&catalog.ReviewSchema, r)
}

// registerReviews binds /api/admin/reviews: staff list (by product, by approval),
// create, edit, approve or hide, and delete reviews.
func registerReviews(staff *router.RouterGroup[*core.RequestEvent]) {
	reviews := &adminResource{
		name:         api.ReviewsResource,
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
		defaults: catalog.ReviewSchema.CreateDefaults(),
	}
	reviews.register(staff)
}

// reviewBody are the fields staff set on a review.
var reviewBody = web.SchemaBody(&catalog.ReviewSchema)
