package hooks

import (
	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// reviewJSON is a real review of a product, shown on its page and the only source of
// rating markup in its structured data.
type reviewJSON struct {
	ID        string  `json:"id"`
	Rating    float64 `json:"rating"`
	Comment   string  `json:"comment"`
	Author    string  `json:"author"`
	CreatedAt string  `json:"createdAt"`
}

func findReviews(app core.App, productID string) ([]reviewJSON, error) {
	records := []*core.Record{}
	if err := app.RecordQuery(catalog.ReviewsCollection).AndWhere(dbx.HashExp{"productId": productID}).OrderBy("createdAt DESC").All(&records); err != nil {
		return nil, err
	}
	out := make([]reviewJSON, len(records))
	for i, r := range records {
		out[i] = reviewJSON{ID: r.Id, Rating: r.GetFloat("rating"), Comment: r.GetString("comment"), Author: r.GetString("author"), CreatedAt: isoTime(r, "createdAt")}
	}
	return out, nil
}
