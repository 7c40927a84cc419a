package activitylog_test

import (
	"net/http"
	"net/url"
	"testing"

	"github.com/hudsonvalley/farmsite/backend/activity"
	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/pb_hooks/internal/hookstest"
	"github.com/pocketbase/pocketbase/core"
)

// savedBatch saves a second batch of product, with its certificate's address.
func savedBatch(t testing.TB, app core.App, product *core.Record, lot string) *core.Record {
	t.Helper()
	batches, err := app.FindCollectionByNameOrId(catalog.BatchesCollection)
	if err != nil {
		t.Fatal(err)
	}
	rec := core.NewRecord(batches)
	rec.Load(map[string]any{"productId": product.Id, "lot": lot, "testDate": "2026-11-02", "labName": "Catskill Analytical Laboratory",
		"labLicense": "LAB-0001", "coa": hookstest.DemoCertificate(t, app)})
	if err := app.Save(rec); err != nil {
		t.Fatal(err)
	}
	return rec
}

// productEntries are the log's entries of a product itself, newest first, as the History
// panel reads them.
func productEntries(t testing.TB, server http.Handler, productID string) []catalog.ActivityEntry {
	t.Helper()
	filter := url.QueryEscape(`{"record":"` + productID + `","collection":"products"}`)
	res := hookstest.Send(t, server, http.MethodGet, "/api/admin/activity?sort=[\"createdAt\",\"DESC\"]&range=[0,49]&filter="+filter, nil, hookstest.StaffHeaders())
	hookstest.MustEqual(t, "activity status", res.StatusCode, http.StatusOK)
	var entries []catalog.ActivityEntry
	hookstest.DecodeResponse(t, res, &entries)
	return entries
}

// A change of a product's current batch names the batches by their lot numbers, kept in
// the entry when it is written: the names are still there once a batch is deleted. An
// entry written before names were kept gets them when read, from the batches there now.
func TestTheLogNamesRelatedRecords(t *testing.T) {
	app := hookstest.NewApp(t)
	defer app.Cleanup()
	server := hookstest.AppHandler(t, app)
	product := hookstest.FindBySlug(t, app, catalog.ProductsCollection, "headhunter")
	first := product.GetString(catalog.CurrentBatchField)
	second := savedBatch(t, app, product, "HVSF-26-HH02")

	res := hookstest.Send(t, server, http.MethodPatch, "/api/admin/products/"+product.Id, hookstest.JSONBody(map[string]any{catalog.CurrentBatchField: second.Id}), hookstest.StaffHeaders())
	hookstest.MustEqual(t, "PATCH status", res.StatusCode, http.StatusOK)
	res = hookstest.Send(t, server, http.MethodPatch, "/api/admin/products/"+product.Id, hookstest.JSONBody(map[string]any{catalog.CurrentBatchField: first}), hookstest.StaffHeaders())
	hookstest.MustEqual(t, "PATCH back status", res.StatusCode, http.StatusOK)
	if err := app.Delete(second); err != nil {
		t.Fatal(err)
	}

	entries := productEntries(t, server, product.Id)
	if len(entries) < 2 {
		t.Fatalf("entries: %+v", entries)
	}
	change := entries[1].Changes[catalog.CurrentBatchField]
	hookstest.MustEqual(t, "before", change.Before, any(first))
	hookstest.MustEqual(t, "after", change.After, any(second.Id))
	hookstest.MustEqual(t, "the related collection", change.Related, catalog.BatchesCollection)
	hookstest.MustEqual(t, "the first batch's name", change.Names[first], "HVSF-26-HH01")
	hookstest.MustEqual(t, "the deleted batch's name, kept", change.Names[second.Id], "HVSF-26-HH02")

	// An entry without names (written before they were kept): named on reading, the
	// batches still there by their lots, a deleted one by nothing.
	err := activity.Append(app, activity.Entry{
		Actor: activity.Actor{Kind: activity.ActorSystem, Name: "migration"}, Action: catalog.ActionUpdate,
		Collection: catalog.ProductsCollection, RecordID: product.Id, Label: "Headhunter",
		Changes: map[string]activity.Change{catalog.CurrentBatchField: {Before: second.Id, After: first}},
	})
	if err != nil {
		t.Fatal(err)
	}
	legacy := productEntries(t, server, product.Id)[0].Changes[catalog.CurrentBatchField]
	hookstest.MustEqual(t, "a legacy entry's related collection", legacy.Related, catalog.BatchesCollection)
	hookstest.MustEqual(t, "a legacy entry's batch", legacy.Names[first], "HVSF-26-HH01")
	if _, named := legacy.Names[second.Id]; named {
		t.Errorf("a batch deleted before the entry was read is named: %v", legacy.Names)
	}

	// A variant's entry names its product.
	variant := hookstest.VariantOf(t, app, "farm-logo-tee", "M")
	variant.Set("inStock", false)
	if err := activity.AsSystem(app, "test").Save(variant); err != nil {
		t.Fatal(err)
	}
	deleted := hookstest.VariantOf(t, app, "farm-logo-tee", "L")
	if err := activity.AsSystem(app, "test").Delete(deleted); err != nil {
		t.Fatal(err)
	}
	last := hookstest.LastEntry(t, app)
	hookstest.MustEqual(t, "a deleted variant's product", last.Changes["productId"].Names[deleted.GetString("productId")], "Farm Logo Tee")
}

// A revision compared with now names a relation's records, and says who replaced it:
// staff, or the system (a migration's or the demo loader's save).
func TestRevisionsNameRelatedRecordsAndTheirActor(t *testing.T) {
	app := hookstest.NewApp(t)
	defer app.Cleanup()
	server := hookstest.AppHandler(t, app)
	product := hookstest.FindBySlug(t, app, catalog.ProductsCollection, "headhunter")
	first := product.GetString(catalog.CurrentBatchField)
	second := savedBatch(t, app, product, "HVSF-26-HH02")
	product.Set("price", 44)
	if err := activity.AsSystem(app, "demo content").Save(product); err != nil {
		t.Fatal(err)
	}
	res := hookstest.Send(t, server, http.MethodPatch, "/api/admin/products/"+product.Id, hookstest.JSONBody(map[string]any{catalog.CurrentBatchField: second.Id}), hookstest.StaffHeaders())
	hookstest.MustEqual(t, "PATCH status", res.StatusCode, http.StatusOK)

	res = hookstest.Send(t, server, http.MethodGet, "/api/admin/products/"+product.Id+"/revisions", nil, hookstest.StaffHeaders())
	hookstest.MustEqual(t, "revisions status", res.StatusCode, http.StatusOK)
	var revs catalog.Revisions
	hookstest.DecodeResponse(t, res, &revs)
	if len(revs.Revisions) < 2 {
		t.Fatalf("revisions: %+v", revs.Revisions)
	}
	byStaff, bySystem := revs.Revisions[0], revs.Revisions[1]
	hookstest.MustEqual(t, "the staff's revision's actor", byStaff.ActorKind, activity.ActorStaff)
	hookstest.MustEqual(t, "the demo loader's revision's actor", bySystem.ActorKind, activity.ActorSystem)
	hookstest.MustEqual(t, "the demo loader's name", bySystem.ActorName, "demo content")
	var batch *catalog.Difference
	for i, d := range byStaff.Differences {
		if d.Field == catalog.CurrentBatchField {
			batch = &byStaff.Differences[i]
		}
	}
	if batch == nil {
		t.Fatalf("no current batch among %+v", byStaff.Differences)
	}
	hookstest.MustEqual(t, "related", batch.Related, catalog.BatchesCollection)
	hookstest.MustEqual(t, "the kept batch", batch.Names[first], "HVSF-26-HH01")
	hookstest.MustEqual(t, "the current batch", batch.Names[second.Id], "HVSF-26-HH02")
}
