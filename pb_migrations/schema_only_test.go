package migrations

import (
	"testing"

	"github.com/pocketbase/pocketbase/tests"
)

// The migrations hold the schema and the settings' first values, never content: a new
// data dir has no product, post, partner, upload or anything else a visitor could see
// (the demo is loaded on request: backend/demo).
func TestMigrationsLoadNoContent(t *testing.T) {
	app, err := tests.NewTestApp(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer app.Cleanup()
	collections, err := app.FindAllCollections()
	if err != nil {
		t.Fatal(err)
	}
	settings := map[string]bool{"site_settings": true, "site_private_settings": true}
	for _, c := range collections {
		n, err := app.CountRecords(c.Name)
		if err != nil {
			t.Fatal(err)
		}
		switch {
		case settings[c.Name] && n != 1:
			t.Errorf("%s has %d records, want its one row of first values", c.Name, n)
		case !settings[c.Name] && n != 0:
			t.Errorf("a new data dir has %d records in %s", n, c.Name)
		}
	}
	if len(collections) < 20 {
		t.Fatalf("only %d collections: did the migrations run?", len(collections))
	}
}
