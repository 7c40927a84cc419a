// Package demo is the demo site: a catalogue with size variants, batches with their
// certificates of analysis, blog posts, reviews, partner dispensaries and the home page's
// photos, all invented (and drawn by scripts/demo-images). It is data, never part of the
// schema: `serve` loads it only when told (DEMO_CONTENT=1) and only into an empty site,
// and the tests that need it load it themselves. A real site must not publish invented
// products and partners under a licensee's name because someone forgot a variable.
//
// Everything is saved with app.Save, so the demo passes the same record rules as a
// staff write (the site's hooks, where bound) and PocketBase's own validation.
package demo

import (
	"errors"
	"fmt"
	"time"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/pocketbase/pocketbase/core"
)

// ErrSiteNotEmpty refuses to load the demo over a site's own content.
var ErrSiteNotEmpty = errors.New("the site is not empty: it has products, blog posts or partner locations")

// contentCollections are what make a site not empty: with none of their records it has
// nothing to show visitors. Settings, staff accounts and uploaded files do not count. It
// is the demo's own choice of what an empty site is, not a trait of the collections, so
// it stays here rather than in the registry.
var contentCollections = []string{catalog.ProductsCollection, catalog.BlogPostsCollection, catalog.LocationsCollection}

// IsEmpty tells whether app's site has no products, no blog posts and no locations.
func IsEmpty(app core.App) (bool, error) {
	for _, collection := range contentCollections {
		n, err := app.CountRecords(collection)
		if err != nil {
			return false, err
		}
		if n > 0 {
			return false, nil
		}
	}
	return true, nil
}

// Load saves the demo content into app's empty site, all of it or (on an error) none
// of it, in one transaction. A site that is not empty is left as it is: ErrSiteNotEmpty.
func Load(app core.App) error {
	c, err := readContent()
	if err != nil {
		return err
	}
	batches, err := readBatches()
	if err != nil {
		return err
	}
	return app.RunInTransaction(func(tx core.App) error {
		empty, err := IsEmpty(tx)
		if err != nil {
			return err
		}
		if !empty {
			return ErrSiteNotEmpty
		}
		l := &loader{app: tx, now: time.Now(), uploaded: map[string]string{}, products: map[string]*core.Record{}}
		if err := l.load(c, batches); err != nil {
			return fmt.Errorf("loading the demo content: %w", err)
		}
		return nil
	})
}
