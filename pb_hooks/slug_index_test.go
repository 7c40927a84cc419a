package hooks

import (
	"sync"
	"testing"

	"github.com/hudsonvalley/farmsite/backend/catalog"
)

func TestTheSlugIndexReadsOncePerChangeAndFollowsEveryChange(t *testing.T) {
	app := newStorefrontApp(t)
	defer app.Cleanup()
	index := app.Store().Get(slugIndexKey).(*slugIndex)
	products := catalog.ProductsCollection

	var wg sync.WaitGroup
	for range 50 {
		wg.Go(func() {
			if state := lookUpSlug(app, products, "headhunter"); state != slugVisible {
				t.Errorf("headhunter: %d", state)
			}
			if state := lookUpSlug(app, products, "no-such-strain"); state != slugMissing {
				t.Errorf("an unknown slug: %d", state)
			}
		})
	}
	wg.Wait()
	mustEqual(t, "reads for 100 lookups", index.reads.Load(), 1)
	if state := lookUpSlug(app, products, "Not A Slug!"); state != slugMissing {
		t.Errorf("an invalid slug: %d", state)
	}

	headhunter := findBySlug(t, app, products, "headhunter")
	setStatus(t, app, headhunter, catalog.StatusDraft)
	mustEqual(t, "a draft", lookUpSlug(app, products, "headhunter"), slugHidden)
	mustEqual(t, "a post, unchanged", lookUpSlug(app, catalog.BlogPostsCollection, "cover-crops-and-living-soil"), slugVisible)
	reads := index.reads.Load()
	mustEqual(t, "another product, no read", lookUpSlug(app, products, "grape-gas"), slugVisible)
	mustEqual(t, "reads", index.reads.Load(), reads)

	headhunter.Set("slug", "headhunter-og")
	headhunter.Set(catalog.StatusField, catalog.StatusPublished)
	if err := app.Save(headhunter); err != nil {
		t.Fatal(err)
	}
	mustEqual(t, "the old slug", lookUpSlug(app, products, "headhunter"), slugMissing)
	mustEqual(t, "the new slug", lookUpSlug(app, products, "headhunter-og"), slugVisible)
	if err := app.Delete(headhunter); err != nil {
		t.Fatal(err)
	}
	mustEqual(t, "deleted", lookUpSlug(app, products, "headhunter-og"), slugMissing)
}
