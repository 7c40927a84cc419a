package pages

import (
	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/pocketbase/pocketbase/core"
)

// DefaultCacheBytes is the public cache's budget: the bench's catalogue (500 products, 300
// posts) with every page and answer kept takes about a third of it.
const DefaultCacheBytes = 24 << 20

// NewPublicCache is a cache of at most maxBytes that app's record changes invalidate:
// those of the collections the registry says public answers show
// (catalog.PublicCollections), the redirects' among them, whose version the redirect
// index reads.
func NewPublicCache(app core.App, maxBytes int) *web.AnswerCache {
	publicContentCollections := catalog.PublicCollections()
	c := web.NewAnswerCache(maxBytes)
	invalidate := func(e *core.RecordEvent) error {
		c.Invalidate(e.Record.Collection().Name)
		return e.Next()
	}
	app.OnRecordAfterCreateSuccess(publicContentCollections...).BindFunc(invalidate)
	app.OnRecordAfterUpdateSuccess(publicContentCollections...).BindFunc(invalidate)
	app.OnRecordAfterDeleteSuccess(publicContentCollections...).BindFunc(invalidate)
	app.OnCollectionAfterUpdateSuccess().BindFunc(func(e *core.CollectionEvent) error {
		c.Invalidate("")
		return e.Next()
	})
	return c
}
