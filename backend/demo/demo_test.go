package demo_test

import (
	"errors"
	"testing"

	"github.com/hudsonvalley/farmsite/backend/demo"
	_ "github.com/hudsonvalley/farmsite/pb_migrations"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
)

// demoCounts are the demo's records by collection.
var demoCounts = map[string]int{
	"products": 14, "product_variants": 26, "batches": 10, "reviews": 3, "blog_posts": 6, "locations": 5,
	"file_uploads": 44, // 34 pictures, 10 certificates of analysis
}

func newDataDir(t *testing.T) *tests.TestApp {
	t.Helper()
	app, err := tests.NewTestApp(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(app.Cleanup)
	return app
}

func count(t *testing.T, app core.App, collection string) int {
	t.Helper()
	n, err := app.CountRecords(collection)
	if err != nil {
		t.Fatal(err)
	}
	return int(n)
}

func TestLoadFillsAnEmptySite(t *testing.T) {
	app := newDataDir(t)
	if empty, err := demo.IsEmpty(app); err != nil || !empty {
		t.Fatalf("a new data dir: empty = %v, %v", empty, err)
	}
	if err := demo.Load(app); err != nil {
		t.Fatal(err)
	}
	for collection, want := range demoCounts {
		if got := count(t, app, collection); got != want {
			t.Errorf("%s: %d records, want %d", collection, got, want)
		}
	}
	if empty, _ := demo.IsEmpty(app); empty {
		t.Error("a site with the demo is empty")
	}
}

// The demo never goes over a site's own content, however little it has: one product,
// one post or one location is enough, and nothing of the demo is saved.
func TestLoadRefusesASiteWithContent(t *testing.T) {
	for _, collection := range []string{"products", "blog_posts", "locations"} {
		t.Run(collection, func(t *testing.T) {
			app := newDataDir(t)
			c, err := app.FindCollectionByNameOrId(collection)
			if err != nil {
				t.Fatal(err)
			}
			own := core.NewRecord(c)
			own.Set("name", "Our own")
			own.Set("title", "Our own")
			own.Set("slug", "our-own")
			if err := app.SaveNoValidate(own); err != nil {
				t.Fatal(err)
			}
			if err := demo.Load(app); !errors.Is(err, demo.ErrSiteNotEmpty) {
				t.Fatalf("Load = %v, want ErrSiteNotEmpty", err)
			}
			for name := range demoCounts {
				want := 0
				if name == collection {
					want = 1
				}
				if got := count(t, app, name); got != want {
					t.Errorf("%s: %d records, want %d", name, got, want)
				}
			}
		})
	}
}
