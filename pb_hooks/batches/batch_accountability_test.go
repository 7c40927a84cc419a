package batches_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/pb_hooks/internal/hookstest"
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
	app := hookstest.NewApp(t)
	defer app.Cleanup()
	server := hookstest.AppHandler(t, app)
	batch, err := app.FindFirstRecordByData(catalog.BatchesCollection, catalog.BatchFieldLot, hookstest.DemoLot)
	if err != nil {
		t.Fatal(err)
	}
	res := hookstest.Send(t, server, http.MethodPatch, "/api/admin/batches/"+batch.Id, hookstest.JSONBody(map[string]any{"thc": 31.5}), hookstest.StaffHeaders())
	hookstest.MustEqual(t, "edit", res.StatusCode, 200)

	e := hookstest.LastEntry(t, app)
	hookstest.MustEqual(t, "the change is recorded", e.Action, catalog.ActionUpdate)
	hookstest.MustEqual(t, "of the batch", e.Collection, catalog.BatchesCollection)
	hookstest.MustEqual(t, "named by its lot", e.Label, hookstest.DemoLot)
	hookstest.MustEqual(t, "by its author", e.ActorName, hookstest.StaffUsername)
	hookstest.MustEqual(t, "a staff member", e.ActorKind, "staff")
	hookstest.MustEqual(t, "in its product's History", e.ParentID, catalog.AsBatch(batch).ProductID())
	hookstest.MustEqual(t, "before and after", hookstest.JSONOf(e.Changes["thc"]), `{"before":27.4,"after":31.5}`)

	revs := hookstest.RevisionsOf(t, server, "batches", batch.Id)
	if len(revs.Revisions) != 1 || len(revs.Revisions[0].Differences) != 1 {
		t.Fatalf("the batch's revisions: %+v", revs)
	}
	diff := revs.Revisions[0].Differences[0]
	if diff.Field != "thc" || diff.Label != "THC" || hookstest.JSONOf(diff.Revision) != "27.4" || hookstest.JSONOf(diff.Current) != "31.5" {
		t.Errorf("compared: %+v", diff)
	}
	res = hookstest.Send(t, server, http.MethodPost, "/api/admin/batches/"+batch.Id+"/revisions/"+revs.Revisions[0].ID+"/restore", nil, hookstest.StaffHeaders())
	if body := hookstest.ReadAll(t, res); res.StatusCode != 200 || !strings.Contains(body, `"thc":27.4`) || !strings.Contains(body, `"current":true`) {
		t.Fatalf("restore: %d %s", res.StatusCode, body)
	}
	restored, _ := app.FindRecordById(catalog.BatchesCollection, batch.Id)
	hookstest.MustEqual(t, "the figure is back", *catalog.AsBatch(restored).THC(), 27.4)
	e = hookstest.LastEntry(t, app)
	hookstest.MustEqual(t, "the restore is recorded", e.Action, catalog.ActionRestore)
	hookstest.MustEqual(t, "with its change", hookstest.JSONOf(e.Changes["thc"]), `{"before":31.5,"after":27.4}`)
}

// A redirect added and removed by staff is in the log with its author and its values.
func TestARedirectChangeIsLogged(t *testing.T) {
	app := hookstest.NewApp(t)
	defer app.Cleanup()
	server := hookstest.AppHandler(t, app)
	res := hookstest.Send(t, server, http.MethodPost, "/api/admin/redirects", hookstest.JSONBody(map[string]any{"fromPath": "/old-harvest", "toPath": "/blog"}), hookstest.StaffHeaders())
	var created catalog.Redirect
	hookstest.DecodeResponse(t, res, &created)
	hookstest.MustEqual(t, "added", res.StatusCode, 201)

	e := hookstest.LastEntry(t, app)
	hookstest.MustEqual(t, "the create is recorded", e.Action, catalog.ActionCreate)
	hookstest.MustEqual(t, "of the redirect", e.Collection, catalog.RedirectsCollection)
	hookstest.MustEqual(t, "named by its old address", e.Label, "/old-harvest")
	hookstest.MustEqual(t, "by its author", e.ActorName, hookstest.StaffUsername)
	hookstest.MustEqual(t, "its new address", hookstest.JSONOf(e.Changes["toPath"]), `{"before":null,"after":"/blog"}`)

	hookstest.MustEqual(t, "removed", hookstest.Send(t, server, http.MethodDelete, "/api/admin/redirects/"+created.ID, nil, hookstest.StaffHeaders()).StatusCode, 200)
	e = hookstest.LastEntry(t, app)
	hookstest.MustEqual(t, "the delete is recorded", e.Action, catalog.ActionDelete)
	hookstest.MustEqual(t, "by its author", e.ActorName, hookstest.StaffUsername)
	hookstest.MustEqual(t, "what it was", hookstest.JSONOf(e.Changes["fromPath"]), `{"before":"/old-harvest","after":null}`)
}

// A rename's automatic redirect is recorded too, as part of the rename.
func TestARenamesRedirectIsLogged(t *testing.T) {
	app := hookstest.NewApp(t)
	defer app.Cleanup()
	server := hookstest.AppHandler(t, app)
	product := hookstest.FindBySlug(t, app, "products", "headhunter")
	hookstest.MustEqual(t, "renamed", hookstest.Send(t, server, http.MethodPatch, "/api/admin/products/"+product.Id, hookstest.JSONBody(map[string]any{"slug": "headhunter-og"}), hookstest.StaffHeaders()).StatusCode, 200)
	found := false
	for _, e := range hookstest.LogEntries(t, app) {
		if e.Collection == catalog.RedirectsCollection && e.Label == "/products/headhunter" {
			found = e.Action == catalog.ActionCreate && e.ActorName == hookstest.StaffUsername &&
				hookstest.JSONOf(e.Changes["toPath"]) == `{"before":null,"after":"/products/headhunter-og"}`
		}
	}
	if !found {
		t.Errorf("the rename's redirect is not in the log: %+v", hookstest.LogEntries(t, app))
	}
}

// Deleting a product deletes its batches; making the product again brings them back,
// its current batch and its lot page with them. A deleted batch is restorable alone.
func TestADeletedProductComesBackWithItsBatches(t *testing.T) {
	app := hookstest.NewApp(t)
	defer app.Cleanup()
	server := hookstest.AppHandler(t, app)
	product := hookstest.FindBySlug(t, app, "products", "headhunter")
	batchID := catalog.AsProduct(product).CurrentBatch()
	if batchID == "" {
		t.Fatal("the demo product has no current batch")
	}
	hookstest.MustEqual(t, "deleted", hookstest.Send(t, server, http.MethodDelete, "/api/admin/products/"+product.Id, nil, hookstest.StaffHeaders()).StatusCode, 200)
	if _, err := app.FindRecordById(catalog.BatchesCollection, batchID); err == nil {
		t.Fatal("the batch outlived its product")
	}
	hookstest.MustEqual(t, "its lot page is gone", hookstest.Send(t, server, http.MethodGet, "/api/coa/"+hookstest.DemoLot, nil, nil).StatusCode, 404)

	var deleted []catalog.DeletedRecord
	hookstest.DecodeResponse(t, hookstest.Send(t, server, http.MethodGet, "/api/admin/deleted?resource=batches", nil, hookstest.StaffHeaders()), &deleted)
	if len(deleted) != 1 || deleted[0].ID != batchID || deleted[0].Label != hookstest.DemoLot {
		t.Fatalf("the deleted batch is listed: %+v", deleted)
	}
	hookstest.DecodeResponse(t, hookstest.Send(t, server, http.MethodGet, "/api/admin/deleted?resource=products", nil, hookstest.StaffHeaders()), &deleted)
	res := hookstest.Send(t, server, http.MethodPost, "/api/admin/deleted/"+deleted[0].Revision+"/restore", nil, hookstest.StaffHeaders())
	if body := hookstest.ReadAll(t, res); res.StatusCode != 201 || !strings.Contains(body, `"currentBatch":"`+batchID+`"`) {
		t.Fatalf("the product restored with its current batch: %d %s", res.StatusCode, body)
	}
	batch, err := app.FindRecordById(catalog.BatchesCollection, batchID)
	if err != nil {
		t.Fatalf("the batch is not back under its id: %v", err)
	}
	hookstest.MustEqual(t, "its lot", catalog.AsBatch(batch).Lot(), hookstest.DemoLot)
	hookstest.MustEqual(t, "its lot page answers again", hookstest.Send(t, server, http.MethodGet, "/api/coa/"+hookstest.DemoLot, nil, nil).StatusCode, 200)
	for _, e := range entriesOf(hookstest.LogEntries(t, app), batchID) {
		if e.Action != catalog.ActionDelete && e.Action != catalog.ActionRestore {
			t.Errorf("the batch's entries are its delete and its restore: %+v", e)
		}
	}
	hookstest.MustEqual(t, "recorded as a restore", hookstest.LastEntry(t, app).Action, catalog.ActionRestore)
}
