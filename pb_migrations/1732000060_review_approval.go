package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
	"github.com/pocketbase/pocketbase/tools/types"
)

// Reviews are shown only once staff approve them. Every review that exists when this
// runs starts hidden, the demo's included: nobody has vouched for them yet, so staff
// approve the ones they stand behind in the back office's Reviews screen. Visitors'
// reads through PocketBase's API and realtime see approved reviews of published
// products only.
func init() {
	m.Register(func(app core.App) error {
		c, err := app.FindCollectionByNameOrId("reviews")
		if err != nil {
			return err
		}
		c.Fields.Add(&core.BoolField{Name: "approved"})
		rule := "approved = true && productId.status = 'published'"
		c.ListRule = types.Pointer(rule)
		c.ViewRule = types.Pointer(rule)
		c.AddIndex("idx_reviews_product_approved", false, "productId, approved", "")
		if err := app.Save(c); err != nil {
			return err
		}
		_, err = app.DB().NewQuery("UPDATE reviews SET approved = FALSE").Execute()
		return err
	}, nil)
}
