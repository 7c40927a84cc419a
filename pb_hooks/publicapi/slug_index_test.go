package publicapi_test

import (
	"sync"
	"testing"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/pages"
	"github.com/hudsonvalley/farmsite/pb_hooks/internal/hookstest"
)

func TestTheSlugIndexReadsOncePerChangeAndFollowsEveryChange(t *testing.T) {
	app := hookstest.NewStorefrontApp(t)
	defer app.Cleanup()
	index := hookstest.SiteOf(app).Pages().Slugs
	products := catalog.ProductsCollection

	var wg sync.WaitGroup
	for range 50 {
		wg.Go(func() {
			if state := index.LookUp(app, products, "headhunter"); state != pages.SlugVisible {
				t.Errorf("headhunter: %d", state)
			}
			if state := index.LookUp(app, products, "no-such-strain"); state != pages.SlugMissing {
				t.Errorf("an unknown slug: %d", state)
			}
		})
	}
	wg.Wait()
	hookstest.MustEqual(t, "reads for 100 lookups", index.Reads.Load(), 1)
	if state := index.LookUp(app, products, "Not A Slug!"); state != pages.SlugMissing {
		t.Errorf("an invalid slug: %d", state)
	}

	headhunter := hookstest.FindBySlug(t, app, products, "headhunter")
	hookstest.SetStatus(t, app, headhunter, catalog.StatusDraft)
	hookstest.MustEqual(t, "a draft", index.LookUp(app, products, "headhunter"), pages.SlugHidden)
	hookstest.MustEqual(t, "a post, unchanged", index.LookUp(app, catalog.BlogPostsCollection, "cover-crops-and-living-soil"), pages.SlugVisible)
	reads := index.Reads.Load()
	hookstest.MustEqual(t, "another product, no read", index.LookUp(app, products, "grape-gas"), pages.SlugVisible)
	hookstest.MustEqual(t, "reads", index.Reads.Load(), reads)

	headhunter.Set("slug", "headhunter-og")
	headhunter.Set(catalog.StatusField, catalog.StatusPublished)
	if err := app.Save(headhunter); err != nil {
		t.Fatal(err)
	}
	hookstest.MustEqual(t, "the old slug", index.LookUp(app, products, "headhunter"), pages.SlugMissing)
	hookstest.MustEqual(t, "the new slug", index.LookUp(app, products, "headhunter-og"), pages.SlugVisible)
	if err := app.Delete(headhunter); err != nil {
		t.Fatal(err)
	}
	hookstest.MustEqual(t, "deleted", index.LookUp(app, products, "headhunter-og"), pages.SlugMissing)
}
