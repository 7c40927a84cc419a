package webapps_test

import (
	"context"
	"database/sql"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/hudsonvalley/farmsite/pb_hooks/internal/hookstest"
	"github.com/pocketbase/dbx"
)

// productReads counts the queries of app's database that read products by slug.
func productReads(t testing.TB, db dbx.Builder) func() []string {
	t.Helper()
	return queriesOf(t, db, func(query string) bool {
		return strings.Contains(query, "FROM `products`") && strings.Contains(query, "slug")
	})
}

// queriesOf records the queries of app's database that match.
func queriesOf(t testing.TB, db dbx.Builder, match func(query string) bool) func() []string {
	t.Helper()
	logged, ok := db.(*dbx.DB)
	if !ok {
		t.Fatalf("the database is a %T", db)
	}
	var mu sync.Mutex
	var queries []string
	logged.QueryLogFunc = func(_ context.Context, _ time.Duration, query string, _ *sql.Rows, _ error) {
		if match(query) {
			mu.Lock()
			queries = append(queries, query)
			mu.Unlock()
		}
	}
	return func() []string {
		mu.Lock()
		defer mu.Unlock()
		return append([]string(nil), queries...)
	}
}

// A product's page builds its metadata and JSON-LD from the answer its render reads
// (catalog.ProductDetail): the product is read once, and the offers' prices are the
// API's strings.
func TestAProductPageReadsItsProductOnce(t *testing.T) {
	app := hookstest.NewRenderingApp(t)
	defer app.Cleanup()
	server := hookstest.AppHandler(t, app)
	hookstest.GetPage(t, server, "/products/grape-gas") // the slug index is read once, for every product
	reads := productReads(t, app.ConcurrentDB())
	res, page := hookstest.GetPage(t, server, "/products/farm-logo-tee")
	hookstest.MustEqual(t, "status", res.StatusCode, 200)
	if !strings.Contains(hookstest.RootOf(t, page), "Farm Logo Tee") {
		t.Fatal("the page was not rendered")
	}
	if i := strings.Index(page, `"price":`); i < 0 || !strings.Contains(page, `"price":"28.00"`) {
		t.Errorf("the JSON-LD's offers: %.300s", page[max(i, 0):])
	}
	if got := reads(); len(got) != 1 {
		t.Errorf("the product was read %d times:\n%s", len(got), strings.Join(got, "\n"))
	}
}

// The locations page builds its LocalBusiness entities from the answer its render reads
// (the list of /api/locations): the locations' records are read once (the filter's
// answer reads only which products each carries).
func TestTheLocationsPageReadsItsLocationsOnce(t *testing.T) {
	app := hookstest.NewRenderingApp(t)
	defer app.Cleanup()
	server := hookstest.AppHandler(t, app)
	reads := queriesOf(t, app.ConcurrentDB(), func(query string) bool { return strings.Contains(query, "`locations`.* FROM `locations`") })
	res, page := hookstest.GetPage(t, server, "/locations")
	hookstest.MustEqual(t, "status", res.StatusCode, 200)
	if !strings.Contains(hookstest.RootOf(t, page), "Rondout Wellness") || !strings.Contains(page, `"@type":"LocalBusiness"`) {
		t.Fatal("the page was not rendered with its LocalBusiness entities")
	}
	if got := reads(); len(got) != 1 {
		t.Errorf("the locations were read %d times:\n%s", len(got), strings.Join(got, "\n"))
	}
}
