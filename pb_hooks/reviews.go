package hooks

import (
	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

func findReviews(app core.App, productID string) ([]catalog.Review, error) {
	records := []*core.Record{}
	if err := app.RecordQuery(catalog.ReviewsCollection).AndWhere(dbx.HashExp{"productId": productID}).OrderBy("createdAt DESC").All(&records); err != nil {
		return nil, err
	}
	out := make([]catalog.Review, len(records))
	for i, r := range records {
		out[i] = catalog.Review{ID: r.Id, Rating: r.GetFloat("rating"), Comment: r.GetString("comment"), Author: r.GetString("author"), CreatedAt: isoTime(r, "createdAt")}
	}
	return out, nil
}
