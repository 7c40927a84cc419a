package products

import (
	"github.com/hudsonvalley/farmsite/backend/api"
	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/hudsonvalley/farmsite/pb_hooks/adminapi"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

// findApprovedReviews are the reviews of a product that visitors see: those staff
// approved, newest first.
func findApprovedReviews(app core.App, productID string) ([]catalog.Review, error) {
	records := []*core.Record{}
	err := app.RecordQuery(catalog.ReviewsCollection).
		AndWhere(dbx.HashExp{catalog.ReviewFieldProductID: productID, catalog.ReviewFieldApproved: true}).
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

// RegisterReviews binds /api/admin/reviews: staff list (by product, by approval),
// create, edit, approve or hide, and delete reviews.
func RegisterReviews(staff *router.RouterGroup[*core.RequestEvent]) {
	reviews := &adminapi.Resource{
		Name:         api.ReviewsResource,
		Collection:   catalog.ReviewsCollection,
		What:         "Review",
		SearchFields: []string{"author", "comment"},
		DefaultSort:  "createdAt DESC",
		ToJSON: func(_ core.App, records []*core.Record) ([]any, error) {
			out := make([]any, len(records))
			for i, r := range records {
				out[i] = managedReviewToJSON(r)
			}
			return out, nil
		},
		Body:     reviewBody,
		Defaults: catalog.ReviewSchema.CreateDefaults(),
	}
	reviews.Register(staff)
}

// reviewBody are the fields staff set on a review.
var reviewBody = web.SchemaBody(&catalog.ReviewSchema)
