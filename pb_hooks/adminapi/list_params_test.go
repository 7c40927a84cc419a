package adminapi

import (
	"net/http/httptest"
	"net/url"
	"testing"

	_ "github.com/hudsonvalley/farmsite/pb_migrations"
	"github.com/pocketbase/pocketbase/tests"
)

// FuzzListParams: react-admin's sort, range and filter parameters never panic, and
// whatever passes names only real fields with a real direction.
func FuzzListParams(f *testing.F) {
	f.Add(`["price","DESC"]`, `[0,24]`, `{"q":"gas"}`)
	f.Add(`["name","ASC"]`, `[10,5]`, `{"id":["a","b"]}`)
	f.Add(`["password","ASC"]`, `[0,100000]`, `{"category":"Swag","inStock":true}`)
	f.Add(`["name"]`, `[-1,2]`, `{"q":"%_\\"}`)
	f.Add(`x`, `y`, `z`)
	app, err := tests.NewTestApp(f.TempDir())
	if err != nil {
		f.Fatal(err)
	}
	defer app.Cleanup()
	products, err := app.FindCollectionByNameOrId("products")
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, sort, rng, filter string) {
		q := url.Values{"sort": {sort}, "range": {rng}, "filter": {filter}}
		req := httptest.NewRequest("GET", "/api/admin/products?"+q.Encode(), nil)
		p, err := parseListParams(req, products, []string{"name"})
		if err != nil {
			return
		}
		if p.sortField != "" && p.sortField != "id" && products.Fields.GetByName(p.sortField) == nil {
			t.Fatalf("sort field %q accepted", p.sortField)
		}
		if p.sortOrder != "ASC" && p.sortOrder != "DESC" {
			t.Fatalf("sort order %q accepted", p.sortOrder)
		}
		if p.hasRange && (p.start < 0 || p.end < p.start || p.end-p.start > 1000) {
			t.Fatalf("range %d-%d accepted", p.start, p.end)
		}
		// The checked parameters must make a query the database takes.
		var total int
		if err := app.RecordQuery(products).Select("count(*)").AndWhere(p.where()).Row(&total); err != nil {
			t.Fatalf("accepted parameters make a failing query: %v", err)
		}
	})
}
