package hookstest

import (
	"testing"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// FindLocation is a location of the demo content.
func FindLocation(t testing.TB, app core.App) *core.Record {
	t.Helper()
	rec, err := app.FindFirstRecordByFilter("locations", "")
	if err != nil {
		t.Fatal(err)
	}
	return rec
}

// CountRecords counts a collection's records matching a filter ("" for all).
func CountRecords(t testing.TB, app core.App, collection, filter string, params ...map[string]any) int {
	t.Helper()
	var p map[string]any
	if len(params) > 0 {
		p = params[0]
	}
	records, err := app.FindRecordsByFilter(collection, filter, "", 0, 0, p)
	if err != nil {
		t.Fatalf("counting %s: %v", collection, err)
	}
	return len(records)
}

// FindBySlug is collection's record whose slug is slug.
func FindBySlug(t testing.TB, app core.App, collection, slug string) *core.Record {
	t.Helper()
	rec, err := app.FindFirstRecordByData(collection, "slug", slug)
	if err != nil {
		t.Fatalf("%s %q: %v", collection, slug, err)
	}
	return rec
}

// MustEqual fails the test, naming what, unless got is want.
func MustEqual[T comparable](t testing.TB, what string, got, want T) {
	t.Helper()
	if got != want {
		t.Errorf("%s = %v, want %v", what, got, want)
	}
}

// DemoLot is the demo batch of Headhunter, its current one.
const DemoLot = "HVSF-26-HH01"

// DemoCertificate is the address of the demo Headhunter batch's certificate.
func DemoCertificate(t testing.TB, app core.App) string {
	t.Helper()
	batch, err := app.FindFirstRecordByData(catalog.BatchesCollection, "lot", DemoLot)
	if err != nil {
		t.Fatal(err)
	}
	return batch.GetString("coa")
}

// The demo's licensee and warnings, as the migrations set them.
var (
	DemoLegalName      = "Hudson Valley Sun Farm LLC"
	DemoLicenseNumbers = []string{"OCM-CULT-DEMO-0001", "OCM-PROC-DEMO-0002"}
)

// StaffIDOf is the id of the staff account named username.
func StaffIDOf(t *testing.T, app core.App, username string) string {
	t.Helper()
	rec, err := app.FindFirstRecordByData("staff", "username", username)
	if err != nil {
		t.Fatal(err)
	}
	return rec.Id
}

// VariantOf is the variant of a product named name.
func VariantOf(t testing.TB, app core.App, productSlug, name string) *core.Record {
	t.Helper()
	rec, err := app.FindFirstRecordByFilter("product_variants", "productId = {:product} && name = {:name}",
		dbx.Params{"product": FindBySlug(t, app, "products", productSlug).Id, "name": name})
	if err != nil {
		t.Fatalf("size %s of %s: %v", name, productSlug, err)
	}
	return rec
}

// ValidProduct is a product's body that every rule accepts.
func ValidProduct() map[string]any {
	return map[string]any{
		"name":        "Rip Van Winkle",
		"description": "A sleepy indica from the Catskills.",
		"price":       39.99,
		"images":      []string{"/uploads/rvw.jpg"},
		"thc":         21.5,
		"cbd":         nil,
	}
}

// Merged is base with changes (a DeleteField value removes its key).
func Merged(base map[string]any, changes map[string]any) map[string]any {
	out := map[string]any{}
	for k, v := range base {
		out[k] = v
	}
	for k, v := range changes {
		if v == DeleteField {
			delete(out, k)
			continue
		}
		out[k] = v
	}
	return out
}

// DeleteField in Merged(...) removes a field from the body.
const DeleteField = "\x00delete"

// SaveNew creates a record of collection with fields through app.Save (rules and hooks run).
func SaveNew(t testing.TB, app core.App, collection string, fields map[string]any) *core.Record {
	t.Helper()
	c, err := app.FindCollectionByNameOrId(collection)
	if err != nil {
		t.Fatal(err)
	}
	rec := core.NewRecord(c)
	rec.Load(fields)
	if err := app.Save(rec); err != nil {
		t.Fatalf("saving a %s: %v", collection, err)
	}
	return rec
}

// SetStatus saves rec with status.
func SetStatus(t testing.TB, app core.App, rec *core.Record, status string) {
	t.Helper()
	rec.Set(catalog.StatusField, status)
	if err := app.Save(rec); err != nil {
		t.Fatal(err)
	}
}

// DraftContent adds a draft product (featured, the first by name, with a variant in a
// category no published product has, and a review) and a draft post.
func DraftContent(t testing.TB, app core.App) (product, variant, review, post *core.Record) {
	t.Helper()
	product = SaveNew(t, app, catalog.ProductsCollection, map[string]any{
		"name": "Aaa Secret Strain", "slug": "secret-strain", "category": "Flower", "price": 50, "featured": true,
		"images": []string{"/uploads/secret_strain_photo.jpg"}, "status": catalog.StatusDraft,
	})
	variant = SaveNew(t, app, catalog.VariantsCollection, map[string]any{
		"productId": product.Id, "name": "Secret Balm", "weight": "1 oz", "category": "Topicals", "price": 60,
	})
	review = SaveNew(t, app, catalog.ReviewsCollection, map[string]any{"productId": product.Id, "rating": 5, "comment": "Secret praise", "author": "Insider", "approved": true})
	post = SaveNew(t, app, catalog.BlogPostsCollection, map[string]any{
		"title": "Secret Harvest Plans", "slug": "secret-harvest-plans", "content": "Not for visitors yet.", "status": catalog.StatusDraft,
	})
	return product, variant, review, post
}
