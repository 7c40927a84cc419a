package activitylog_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/pb_hooks/internal/hookstest"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
)

func TestAPriceChangeIsComparedAndRestored(t *testing.T) {
	app := hookstest.NewApp(t)
	defer app.Cleanup()
	server := hookstest.AppHandler(t, app)
	product := hookstest.FindBySlug(t, app, "products", "headhunter")
	hookstest.MustEqual(t, "edit", hookstest.Send(t, server, http.MethodPatch, "/api/admin/products/"+product.Id, hookstest.JSONBody(map[string]any{"price": 52}), hookstest.StaffHeaders()).StatusCode, 200)

	revs := hookstest.RevisionsOf(t, server, "products", product.Id)
	if len(revs.Revisions) != 1 {
		t.Fatalf("revisions: %+v", revs)
	}
	rev := revs.Revisions[0]
	hookstest.MustEqual(t, "what replaced it", rev.Action, catalog.ActionUpdate)
	hookstest.MustEqual(t, "by", rev.ActorName, hookstest.StaffUsername)
	if len(rev.Differences) != 1 || rev.Differences[0].Field != "price" || hookstest.JSONOf(rev.Differences[0].Revision) != "45" || hookstest.JSONOf(rev.Differences[0].Current) != "52" {
		t.Errorf("compared field by field: %+v", rev.Differences)
	}

	res := hookstest.Send(t, server, http.MethodPost, "/api/admin/products/"+product.Id+"/revisions/"+rev.ID+"/restore", nil, hookstest.StaffHeaders())
	if body := hookstest.ReadAll(t, res); res.StatusCode != 200 || !strings.Contains(body, `"price":"45.00"`) || !strings.Contains(body, `"variants":[{`) {
		t.Fatalf("restore: %d %s", res.StatusCode, body)
	}
	e := hookstest.LastEntry(t, app)
	hookstest.MustEqual(t, "the restore is recorded", e.Action, catalog.ActionRestore)
	hookstest.MustEqual(t, "by", e.ActorName, hookstest.StaffUsername)
	hookstest.MustEqual(t, "of the revision", e.Details["revision"], any(rev.ID))
	hookstest.MustEqual(t, "its change", hookstest.JSONOf(e.Changes["price"]), `{"before":52,"after":45}`)
	revs = hookstest.RevisionsOf(t, server, "products", product.Id)
	hookstest.MustEqual(t, "the state the restore replaced is kept in turn", len(revs.Revisions), 2)
	hookstest.MustEqual(t, "as a restore", revs.Revisions[0].Action, catalog.ActionRestore)
}

func TestAProductRevisionHoldsItsVariants(t *testing.T) {
	app := hookstest.NewApp(t)
	defer app.Cleanup()
	server := hookstest.AppHandler(t, app)
	product := hookstest.FindBySlug(t, app, "products", "headhunter")
	variant, err := app.FindFirstRecordByFilter("product_variants", "productId = {:p} && weight = '7g'", dbx.Params{"p": product.Id})
	if err != nil {
		t.Fatal(err)
	}
	path := "/api/admin/products/" + product.Id + "/variants/" + variant.Id
	hookstest.MustEqual(t, "variant deleted", hookstest.Send(t, server, http.MethodDelete, path, nil, hookstest.StaffHeaders()).StatusCode, 200)
	revs := hookstest.RevisionsOf(t, server, "products", product.Id)
	if len(revs.Revisions) != 1 || len(revs.Revisions[0].Differences) != 1 || revs.Revisions[0].Differences[0].Field != "variant:"+variant.Id || revs.Revisions[0].Differences[0].Current != nil {
		t.Fatalf("the product's revision before its variant went: %+v", revs)
	}
	res := hookstest.Send(t, server, http.MethodPost, "/api/admin/products/"+product.Id+"/revisions/"+revs.Revisions[0].ID+"/restore", nil, hookstest.StaffHeaders())
	hookstest.MustEqual(t, "restore", res.StatusCode, 200)
	back, err := app.FindRecordById("product_variants", variant.Id)
	if err != nil {
		t.Fatalf("the variant is not back under its id: %v", err)
	}
	hookstest.MustEqual(t, "its price", back.GetFloat("price"), variant.GetFloat("price"))
	hookstest.MustEqual(t, "variants", hookstest.CountRecords(t, app, "product_variants", "productId = {:p}", map[string]any{"p": product.Id}), 4)
	restores := 0
	for _, e := range hookstest.LogEntries(t, app) {
		if e.Action == catalog.ActionRestore {
			restores++
		}
	}
	hookstest.MustEqual(t, "entries of the restore: the product and the variant made again, not the variants unchanged", restores, 2)
}

func TestARestoreGoesThroughTheRecordRules(t *testing.T) {
	app := hookstest.NewApp(t)
	defer app.Cleanup()
	server := hookstest.AppHandler(t, app)
	product := hookstest.FindBySlug(t, app, "products", "headhunter")
	hookstest.MustEqual(t, "renamed", hookstest.Send(t, server, http.MethodPatch, "/api/admin/products/"+product.Id, hookstest.JSONBody(map[string]any{"slug": "headhunter-og"}), hookstest.StaffHeaders()).StatusCode, 200)
	other := hookstest.FindBySlug(t, app, "products", "grape-gas")
	hookstest.MustEqual(t, "the old slug taken since", hookstest.Send(t, server, http.MethodPatch, "/api/admin/products/"+other.Id, hookstest.JSONBody(map[string]any{"slug": "headhunter"}), hookstest.StaffHeaders()).StatusCode, 200)
	rev := hookstest.RevisionsOf(t, server, "products", product.Id).Revisions[0]
	before := len(hookstest.LogEntries(t, app))

	res := hookstest.Send(t, server, http.MethodPost, "/api/admin/products/"+product.Id+"/revisions/"+rev.ID+"/restore", nil, hookstest.StaffHeaders())
	if body := hookstest.ReadAll(t, res); res.StatusCode != 400 || !strings.Contains(body, `"message":"A product with this slug already exists"`) {
		t.Errorf("restore over a taken slug: %d %s", res.StatusCode, body)
	}
	hookstest.MustEqual(t, "nothing changed", hookstest.FindBySlug(t, app, "products", "headhunter-og").Id, product.Id)
	hookstest.MustEqual(t, "nothing recorded", len(hookstest.LogEntries(t, app)), before)
}

func TestDeletedRecordsAreRestoredFromTheirLastRevision(t *testing.T) {
	app := hookstest.NewApp(t)
	defer app.Cleanup()
	server := hookstest.AppHandler(t, app)
	product := hookstest.FindBySlug(t, app, "products", "headhunter")
	hookstest.MustEqual(t, "deleted", hookstest.Send(t, server, http.MethodDelete, "/api/admin/products/"+product.Id, nil, hookstest.StaffHeaders()).StatusCode, 200)

	res := hookstest.Send(t, server, http.MethodGet, "/api/admin/deleted?resource=products", nil, hookstest.StaffHeaders())
	var deleted []catalog.DeletedRecord
	hookstest.DecodeResponse(t, res, &deleted)
	if len(deleted) != 1 || deleted[0].ID != product.Id || deleted[0].Label != "Headhunter" || deleted[0].DeletedBy != hookstest.StaffUsername {
		t.Fatalf("recently deleted: %+v", deleted)
	}
	res = hookstest.Send(t, server, http.MethodPost, "/api/admin/deleted/"+deleted[0].Revision+"/restore", nil, hookstest.StaffHeaders())
	if body := hookstest.ReadAll(t, res); res.StatusCode != 201 || !strings.Contains(body, `"id":"`+product.Id+`"`) {
		t.Fatalf("restore: %d %s", res.StatusCode, body)
	}
	hookstest.MustEqual(t, "its variants are back", hookstest.CountRecords(t, app, "product_variants", "productId = {:p}", map[string]any{"p": product.Id}), 4)
	hookstest.MustEqual(t, "recorded as a restore", hookstest.LastEntry(t, app).Action, catalog.ActionRestore)
	res = hookstest.Send(t, server, http.MethodGet, "/api/admin/deleted?resource=products", nil, hookstest.StaffHeaders())
	hookstest.MustEqual(t, "no longer listed as deleted", strings.TrimSpace(hookstest.ReadAll(t, res)), "[]")
	res = hookstest.Send(t, server, http.MethodPost, "/api/admin/deleted/"+deleted[0].Revision+"/restore", nil, hookstest.StaffHeaders())
	hookstest.MustEqual(t, "a record that exists is restored from its History", res.StatusCode, 409)
}

func TestADeletedPostWhoseSlugIsTakenIsNotRestored(t *testing.T) {
	app := hookstest.NewApp(t)
	defer app.Cleanup()
	server := hookstest.AppHandler(t, app)
	post := hookstest.FindBySlug(t, app, "blog_posts", "cover-crops-and-living-soil")
	hookstest.MustEqual(t, "deleted", hookstest.Send(t, server, http.MethodDelete, "/api/admin/blog/"+post.Id, nil, hookstest.StaffHeaders()).StatusCode, 200)
	other := hookstest.FindBySlug(t, app, "blog_posts", "harvest-notes-from-the-drying-barn")
	if other == nil {
		t.Fatal("no other post")
	}
	hookstest.MustEqual(t, "slug taken", hookstest.Send(t, server, http.MethodPatch, "/api/admin/blog/"+other.Id, hookstest.JSONBody(map[string]any{"slug": "cover-crops-and-living-soil"}), hookstest.StaffHeaders()).StatusCode, 200)
	var deleted []catalog.DeletedRecord
	hookstest.DecodeResponse(t, hookstest.Send(t, server, http.MethodGet, "/api/admin/deleted?resource=blog", nil, hookstest.StaffHeaders()), &deleted)
	res := hookstest.Send(t, server, http.MethodPost, "/api/admin/deleted/"+deleted[0].Revision+"/restore", nil, hookstest.StaffHeaders())
	if body := hookstest.ReadAll(t, res); res.StatusCode != 400 || !strings.Contains(body, `"message":"A blog post with this slug already exists"`) {
		t.Errorf("restore: %d %s", res.StatusCode, body)
	}
	if _, err := app.FindRecordById("blog_posts", post.Id); err == nil {
		t.Error("the post was made again")
	}
}

func TestRevisionRoutes(t *testing.T) {
	hookstest.RunScenarios(t, []tests.ApiScenario{
		hookstest.AsStaff(tests.ApiScenario{Name: "an unknown product", Method: http.MethodGet, URL: "/api/admin/products/nosuchproduct/revisions",
			ExpectedStatus: 404, ExpectedContent: []string{`"message":"Product not found"`}}),
		hookstest.AsStaff(tests.ApiScenario{Name: "the settings, by name", Method: http.MethodGet, URL: "/api/admin/settings/private/revisions",
			ExpectedStatus: 200, ExpectedContent: []string{`"label":"Private settings"`, `"revisions":[]`}}),
		hookstest.AsStaff(tests.ApiScenario{Name: "unknown settings", Method: http.MethodGet, URL: "/api/admin/settings/other/revisions",
			ExpectedStatus: 404, ExpectedContent: []string{`"message":"Settings not found"`}}),
		hookstest.AsStaff(tests.ApiScenario{Name: "deleted of an unknown resource", Method: http.MethodGet, URL: "/api/admin/deleted?resource=staff",
			ExpectedStatus: 400, ExpectedContent: []string{`"message":"resource must be products, blog, locations or batches"`}}),
		hookstest.AsStaff(tests.ApiScenario{Name: "an unknown revision", Method: http.MethodPost, URL: "/api/admin/deleted/nosuchrevision/restore",
			ExpectedStatus: 404, ExpectedContent: []string{`"message":"Revision not found"`}}),
		{Name: "no session", Method: http.MethodGet, URL: "/api/admin/deleted?resource=products", ExpectedStatus: 401, ExpectedContent: []string{`"message":"Not authenticated"`}},
	})
	hookstest.RunOnRecord(t, "products", "headhunter", hookstest.AsStaff(tests.ApiScenario{
		Name: "a revision of another record", Method: http.MethodPost, URL: "/api/admin/products/{id}/revisions/nosuchrevision/restore",
		ExpectedStatus: 404, ExpectedContent: []string{`"message":"Revision not found"`},
	}))
}

func TestOnlyTheOwnerRestoresTheSettings(t *testing.T) {
	app := hookstest.NewApp(t)
	defer app.Cleanup()
	server := hookstest.AppHandler(t, app)
	hookstest.MustEqual(t, "settings changed", hookstest.Send(t, server, http.MethodPatch, "/api/admin/notification-settings", hookstest.JSONBody(map[string]any{"visitorEmailsPerHour": 30}), hookstest.StaffHeaders()).StatusCode, 200)
	rev := hookstest.RevisionsOf(t, server, "settings", "private").Revisions[0]
	hookstest.MustEqual(t, "the field", rev.Differences[0].Field, "visitorEmailsPerHour")

	hookstest.OwnerHasTwoFactor(t, server) // once another account exists, the owner's needs it
	collection, _ := app.FindCollectionByNameOrId("staff")
	member := core.NewRecord(collection)
	member.Set("username", "riley")
	member.SetPassword("long-enough-1")
	if err := app.Save(member); err != nil {
		t.Fatal(err)
	}
	asMember := map[string]string{"Cookie": hookstest.SessionOf(t, app, member)}
	restore := "/api/admin/settings/private/revisions/" + rev.ID + "/restore"
	res := hookstest.Send(t, server, http.MethodPost, restore, nil, asMember)
	if body := hookstest.ReadAll(t, res); res.StatusCode != 403 || !strings.Contains(body, "Only the owner can change the settings") {
		t.Errorf("a member's restore: %d %s", res.StatusCode, body)
	}
	hookstest.MustEqual(t, "the owner's", hookstest.Send(t, server, http.MethodPost, restore, nil, hookstest.StaffHeaders()).StatusCode, 200)
	settings, _ := app.FindFirstRecordByFilter(catalog.PrivateSettingsCollection, "")
	hookstest.MustEqual(t, "restored", settings.GetInt("visitorEmailsPerHour"), 60)
}
