package hooks

import (
	"net/http"
	"strings"
	"testing"

	"github.com/hudsonvalley/farmsite/backend/catalog"
)

// entriesOf are the log's entries of one record, oldest first.
func entriesOf(all []catalog.ActivityEntry, recordID string) []catalog.ActivityEntry {
	var out []catalog.ActivityEntry
	for _, e := range all {
		if e.RecordID == recordID {
			out = append(out, e)
		}
	}
	return out
}

// A change of a batch's certificate figures, which product pages show as the product's
// potency, is in the activity log with its author and its before and after, listed in
// its product's History; its revision can be compared and restored.
func TestABatchChangeIsLoggedAndItsRevisionRestored(t *testing.T) {
	app := newTestApp(t)
	defer app.Cleanup()
	server := appHandler(t, app)
	batch, err := app.FindFirstRecordByData(catalog.BatchesCollection, catalog.BatchFieldLot, demoLot)
	if err != nil {
		t.Fatal(err)
	}
	res := send(t, server, http.MethodPatch, "/api/admin/batches/"+batch.Id, jsonBodyOf(map[string]any{"thc": 31.5}), staffHeaders())
	mustEqual(t, "edit", res.StatusCode, 200)

	e := lastEntry(t, app)
	mustEqual(t, "the change is recorded", e.Action, catalog.ActionUpdate)
	mustEqual(t, "of the batch", e.Collection, catalog.BatchesCollection)
	mustEqual(t, "named by its lot", e.Label, demoLot)
	mustEqual(t, "by its author", e.ActorName, testStaffUsername)
	mustEqual(t, "a staff member", e.ActorKind, "staff")
	mustEqual(t, "in its product's History", e.ParentID, catalog.AsBatch(batch).ProductID())
	mustEqual(t, "before and after", jsonOf(e.Changes["thc"]), `{"before":27.4,"after":31.5}`)

	revs := revisionsOf(t, server, "batches", batch.Id)
	if len(revs.Revisions) != 1 || len(revs.Revisions[0].Differences) != 1 {
		t.Fatalf("the batch's revisions: %+v", revs)
	}
	diff := revs.Revisions[0].Differences[0]
	if diff.Field != "thc" || diff.Label != "THC" || jsonOf(diff.Revision) != "27.4" || jsonOf(diff.Current) != "31.5" {
		t.Errorf("compared: %+v", diff)
	}
	res = send(t, server, http.MethodPost, "/api/admin/batches/"+batch.Id+"/revisions/"+revs.Revisions[0].ID+"/restore", nil, staffHeaders())
	if body := readAll(t, res); res.StatusCode != 200 || !strings.Contains(body, `"thc":27.4`) || !strings.Contains(body, `"current":true`) {
		t.Fatalf("restore: %d %s", res.StatusCode, body)
	}
	restored, _ := app.FindRecordById(catalog.BatchesCollection, batch.Id)
	mustEqual(t, "the figure is back", *catalog.AsBatch(restored).THC(), 27.4)
	e = lastEntry(t, app)
	mustEqual(t, "the restore is recorded", e.Action, catalog.ActionRestore)
	mustEqual(t, "with its change", jsonOf(e.Changes["thc"]), `{"before":31.5,"after":27.4}`)
}

// A redirect added and removed by staff is in the log with its author and its values.
func TestARedirectChangeIsLogged(t *testing.T) {
	app := newTestApp(t)
	defer app.Cleanup()
	server := appHandler(t, app)
	res := send(t, server, http.MethodPost, "/api/admin/redirects", jsonBodyOf(map[string]any{"fromPath": "/old-harvest", "toPath": "/blog"}), staffHeaders())
	var created catalog.Redirect
	decodeResponse(t, res, &created)
	mustEqual(t, "added", res.StatusCode, 201)

	e := lastEntry(t, app)
	mustEqual(t, "the create is recorded", e.Action, catalog.ActionCreate)
	mustEqual(t, "of the redirect", e.Collection, catalog.RedirectsCollection)
	mustEqual(t, "named by its old address", e.Label, "/old-harvest")
	mustEqual(t, "by its author", e.ActorName, testStaffUsername)
	mustEqual(t, "its new address", jsonOf(e.Changes["toPath"]), `{"before":null,"after":"/blog"}`)

	mustEqual(t, "removed", send(t, server, http.MethodDelete, "/api/admin/redirects/"+created.ID, nil, staffHeaders()).StatusCode, 200)
	e = lastEntry(t, app)
	mustEqual(t, "the delete is recorded", e.Action, catalog.ActionDelete)
	mustEqual(t, "by its author", e.ActorName, testStaffUsername)
	mustEqual(t, "what it was", jsonOf(e.Changes["fromPath"]), `{"before":"/old-harvest","after":null}`)
}

// A rename's automatic redirect is recorded too, as part of the rename.
func TestARenamesRedirectIsLogged(t *testing.T) {
	app := newTestApp(t)
	defer app.Cleanup()
	server := appHandler(t, app)
	product := findBySlug(t, app, "products", "headhunter")
	mustEqual(t, "renamed", send(t, server, http.MethodPatch, "/api/admin/products/"+product.Id, jsonBodyOf(map[string]any{"slug": "headhunter-og"}), staffHeaders()).StatusCode, 200)
	found := false
	for _, e := range logEntries(t, app) {
		if e.Collection == catalog.RedirectsCollection && e.Label == "/products/headhunter" {
			found = e.Action == catalog.ActionCreate && e.ActorName == testStaffUsername &&
				jsonOf(e.Changes["toPath"]) == `{"before":null,"after":"/products/headhunter-og"}`
		}
	}
	if !found {
		t.Errorf("the rename's redirect is not in the log: %+v", logEntries(t, app))
	}
}

// Deleting a product deletes its batches; making the product again brings them back,
// its current batch and its lot page with them. A deleted batch is restorable alone.
func TestADeletedProductComesBackWithItsBatches(t *testing.T) {
	app := newTestApp(t)
	defer app.Cleanup()
	server := appHandler(t, app)
	product := findBySlug(t, app, "products", "headhunter")
	batchID := catalog.AsProduct(product).CurrentBatch()
	if batchID == "" {
		t.Fatal("the demo product has no current batch")
	}
	mustEqual(t, "deleted", send(t, server, http.MethodDelete, "/api/admin/products/"+product.Id, nil, staffHeaders()).StatusCode, 200)
	if _, err := app.FindRecordById(catalog.BatchesCollection, batchID); err == nil {
		t.Fatal("the batch outlived its product")
	}
	mustEqual(t, "its lot page is gone", send(t, server, http.MethodGet, "/api/coa/"+demoLot, nil, nil).StatusCode, 404)

	var deleted []catalog.DeletedRecord
	decodeResponse(t, send(t, server, http.MethodGet, "/api/admin/deleted?resource=batches", nil, staffHeaders()), &deleted)
	if len(deleted) != 1 || deleted[0].ID != batchID || deleted[0].Label != demoLot {
		t.Fatalf("the deleted batch is listed: %+v", deleted)
	}
	decodeResponse(t, send(t, server, http.MethodGet, "/api/admin/deleted?resource=products", nil, staffHeaders()), &deleted)
	res := send(t, server, http.MethodPost, "/api/admin/deleted/"+deleted[0].Revision+"/restore", nil, staffHeaders())
	if body := readAll(t, res); res.StatusCode != 201 || !strings.Contains(body, `"currentBatch":"`+batchID+`"`) {
		t.Fatalf("the product restored with its current batch: %d %s", res.StatusCode, body)
	}
	batch, err := app.FindRecordById(catalog.BatchesCollection, batchID)
	if err != nil {
		t.Fatalf("the batch is not back under its id: %v", err)
	}
	mustEqual(t, "its lot", catalog.AsBatch(batch).Lot(), demoLot)
	mustEqual(t, "its lot page answers again", send(t, server, http.MethodGet, "/api/coa/"+demoLot, nil, nil).StatusCode, 200)
	for _, e := range entriesOf(logEntries(t, app), batchID) {
		if e.Action != catalog.ActionDelete && e.Action != catalog.ActionRestore {
			t.Errorf("the batch's entries are its delete and its restore: %+v", e)
		}
	}
	mustEqual(t, "recorded as a restore", lastEntry(t, app).Action, catalog.ActionRestore)
}
