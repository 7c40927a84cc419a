package hooks

import (
	"net/http"
	"strings"
	"testing"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
)

// revisionsOf reads a record's revisions through the staff API.
func revisionsOf(t testing.TB, server http.Handler, resource, id string) catalog.Revisions {
	t.Helper()
	res := send(t, server, http.MethodGet, "/api/admin/"+resource+"/"+id+"/revisions", nil, staffHeaders())
	var out catalog.Revisions
	decodeResponse(t, res, &out)
	if res.StatusCode != 200 {
		t.Fatalf("revisions: %d", res.StatusCode)
	}
	return out
}

func TestAPriceChangeIsComparedAndRestored(t *testing.T) {
	app := newTestApp(t)
	defer app.Cleanup()
	server := appHandler(t, app)
	product := findBySlug(t, app, "products", "headhunter")
	mustEqual(t, "edit", send(t, server, http.MethodPatch, "/api/admin/products/"+product.Id, jsonBodyOf(map[string]any{"price": 52}), staffHeaders()).StatusCode, 200)

	revs := revisionsOf(t, server, "products", product.Id)
	if len(revs.Revisions) != 1 {
		t.Fatalf("revisions: %+v", revs)
	}
	rev := revs.Revisions[0]
	mustEqual(t, "what replaced it", rev.Action, catalog.ActionUpdate)
	mustEqual(t, "by", rev.ActorName, testStaffUsername)
	if len(rev.Differences) != 1 || rev.Differences[0].Field != "price" || jsonOf(rev.Differences[0].Revision) != "45" || jsonOf(rev.Differences[0].Current) != "52" {
		t.Errorf("compared field by field: %+v", rev.Differences)
	}

	res := send(t, server, http.MethodPost, "/api/admin/products/"+product.Id+"/revisions/"+rev.ID+"/restore", nil, staffHeaders())
	if body := readAll(t, res); res.StatusCode != 200 || !strings.Contains(body, `"price":"45.00"`) || !strings.Contains(body, `"variants":[{`) {
		t.Fatalf("restore: %d %s", res.StatusCode, body)
	}
	e := lastEntry(t, app)
	mustEqual(t, "the restore is recorded", e.Action, catalog.ActionRestore)
	mustEqual(t, "by", e.ActorName, testStaffUsername)
	mustEqual(t, "of the revision", e.Details["revision"], any(rev.ID))
	mustEqual(t, "its change", jsonOf(e.Changes["price"]), `{"before":52,"after":45}`)
	revs = revisionsOf(t, server, "products", product.Id)
	mustEqual(t, "the state the restore replaced is kept in turn", len(revs.Revisions), 2)
	mustEqual(t, "as a restore", revs.Revisions[0].Action, catalog.ActionRestore)
}

func TestAProductRevisionHoldsItsVariants(t *testing.T) {
	app := newTestApp(t)
	defer app.Cleanup()
	server := appHandler(t, app)
	product := findBySlug(t, app, "products", "headhunter")
	variant, err := app.FindFirstRecordByFilter("product_variants", "productId = {:p} && weight = '7g'", dbx.Params{"p": product.Id})
	if err != nil {
		t.Fatal(err)
	}
	path := "/api/admin/products/" + product.Id + "/variants/" + variant.Id
	mustEqual(t, "variant deleted", send(t, server, http.MethodDelete, path, nil, staffHeaders()).StatusCode, 200)
	revs := revisionsOf(t, server, "products", product.Id)
	if len(revs.Revisions) != 1 || len(revs.Revisions[0].Differences) != 1 || revs.Revisions[0].Differences[0].Field != "variant:"+variant.Id || revs.Revisions[0].Differences[0].Current != nil {
		t.Fatalf("the product's revision before its variant went: %+v", revs)
	}
	res := send(t, server, http.MethodPost, "/api/admin/products/"+product.Id+"/revisions/"+revs.Revisions[0].ID+"/restore", nil, staffHeaders())
	mustEqual(t, "restore", res.StatusCode, 200)
	back, err := app.FindRecordById("product_variants", variant.Id)
	if err != nil {
		t.Fatalf("the variant is not back under its id: %v", err)
	}
	mustEqual(t, "its price", back.GetFloat("price"), variant.GetFloat("price"))
	mustEqual(t, "variants", countRecords(t, app, "product_variants", "productId = {:p}", map[string]any{"p": product.Id}), 4)
	restores := 0
	for _, e := range logEntries(t, app) {
		if e.Action == catalog.ActionRestore {
			restores++
		}
	}
	mustEqual(t, "entries of the restore: the product and the variant made again, not the variants unchanged", restores, 2)
}

func TestARestoreGoesThroughTheRecordRules(t *testing.T) {
	app := newTestApp(t)
	defer app.Cleanup()
	server := appHandler(t, app)
	product := findBySlug(t, app, "products", "headhunter")
	mustEqual(t, "renamed", send(t, server, http.MethodPatch, "/api/admin/products/"+product.Id, jsonBodyOf(map[string]any{"slug": "headhunter-og"}), staffHeaders()).StatusCode, 200)
	other := findBySlug(t, app, "products", "grape-gas")
	mustEqual(t, "the old slug taken since", send(t, server, http.MethodPatch, "/api/admin/products/"+other.Id, jsonBodyOf(map[string]any{"slug": "headhunter"}), staffHeaders()).StatusCode, 200)
	rev := revisionsOf(t, server, "products", product.Id).Revisions[0]
	before := len(logEntries(t, app))

	res := send(t, server, http.MethodPost, "/api/admin/products/"+product.Id+"/revisions/"+rev.ID+"/restore", nil, staffHeaders())
	if body := readAll(t, res); res.StatusCode != 400 || !strings.Contains(body, `"message":"A product with this slug already exists"`) {
		t.Errorf("restore over a taken slug: %d %s", res.StatusCode, body)
	}
	mustEqual(t, "nothing changed", findBySlug(t, app, "products", "headhunter-og").Id, product.Id)
	mustEqual(t, "nothing recorded", len(logEntries(t, app)), before)
}

func TestDeletedRecordsAreRestoredFromTheirLastRevision(t *testing.T) {
	app := newTestApp(t)
	defer app.Cleanup()
	server := appHandler(t, app)
	product := findBySlug(t, app, "products", "headhunter")
	mustEqual(t, "deleted", send(t, server, http.MethodDelete, "/api/admin/products/"+product.Id, nil, staffHeaders()).StatusCode, 200)

	res := send(t, server, http.MethodGet, "/api/admin/deleted?resource=products", nil, staffHeaders())
	var deleted []catalog.DeletedRecord
	decodeResponse(t, res, &deleted)
	if len(deleted) != 1 || deleted[0].ID != product.Id || deleted[0].Label != "Headhunter" || deleted[0].DeletedBy != testStaffUsername {
		t.Fatalf("recently deleted: %+v", deleted)
	}
	res = send(t, server, http.MethodPost, "/api/admin/deleted/"+deleted[0].Revision+"/restore", nil, staffHeaders())
	if body := readAll(t, res); res.StatusCode != 201 || !strings.Contains(body, `"id":"`+product.Id+`"`) {
		t.Fatalf("restore: %d %s", res.StatusCode, body)
	}
	mustEqual(t, "its variants are back", countRecords(t, app, "product_variants", "productId = {:p}", map[string]any{"p": product.Id}), 4)
	mustEqual(t, "recorded as a restore", lastEntry(t, app).Action, catalog.ActionRestore)
	res = send(t, server, http.MethodGet, "/api/admin/deleted?resource=products", nil, staffHeaders())
	mustEqual(t, "no longer listed as deleted", strings.TrimSpace(readAll(t, res)), "[]")
	res = send(t, server, http.MethodPost, "/api/admin/deleted/"+deleted[0].Revision+"/restore", nil, staffHeaders())
	mustEqual(t, "a record that exists is restored from its History", res.StatusCode, 409)
}

func TestADeletedPostWhoseSlugIsTakenIsNotRestored(t *testing.T) {
	app := newTestApp(t)
	defer app.Cleanup()
	server := appHandler(t, app)
	post := findBySlug(t, app, "blog_posts", "cover-crops-and-living-soil")
	mustEqual(t, "deleted", send(t, server, http.MethodDelete, "/api/admin/blog/"+post.Id, nil, staffHeaders()).StatusCode, 200)
	other := findBySlug(t, app, "blog_posts", "harvest-notes-from-the-drying-barn")
	if other == nil {
		t.Fatal("no other post")
	}
	mustEqual(t, "slug taken", send(t, server, http.MethodPatch, "/api/admin/blog/"+other.Id, jsonBodyOf(map[string]any{"slug": "cover-crops-and-living-soil"}), staffHeaders()).StatusCode, 200)
	var deleted []catalog.DeletedRecord
	decodeResponse(t, send(t, server, http.MethodGet, "/api/admin/deleted?resource=blog", nil, staffHeaders()), &deleted)
	res := send(t, server, http.MethodPost, "/api/admin/deleted/"+deleted[0].Revision+"/restore", nil, staffHeaders())
	if body := readAll(t, res); res.StatusCode != 400 || !strings.Contains(body, `"message":"A blog post with this slug already exists"`) {
		t.Errorf("restore: %d %s", res.StatusCode, body)
	}
	if _, err := app.FindRecordById("blog_posts", post.Id); err == nil {
		t.Error("the post was made again")
	}
}

func TestRevisionRoutes(t *testing.T) {
	runScenarios(t, []tests.ApiScenario{
		asStaff(tests.ApiScenario{Name: "an unknown product", Method: http.MethodGet, URL: "/api/admin/products/nosuchproduct/revisions",
			ExpectedStatus: 404, ExpectedContent: []string{`"message":"Product not found"`}}),
		asStaff(tests.ApiScenario{Name: "the settings, by name", Method: http.MethodGet, URL: "/api/admin/settings/private/revisions",
			ExpectedStatus: 200, ExpectedContent: []string{`"label":"Private settings"`, `"revisions":[]`}}),
		asStaff(tests.ApiScenario{Name: "unknown settings", Method: http.MethodGet, URL: "/api/admin/settings/other/revisions",
			ExpectedStatus: 404, ExpectedContent: []string{`"message":"Settings not found"`}}),
		asStaff(tests.ApiScenario{Name: "deleted of an unknown resource", Method: http.MethodGet, URL: "/api/admin/deleted?resource=staff",
			ExpectedStatus: 400, ExpectedContent: []string{`"message":"resource must be products, blog, locations or batches"`}}),
		asStaff(tests.ApiScenario{Name: "an unknown revision", Method: http.MethodPost, URL: "/api/admin/deleted/nosuchrevision/restore",
			ExpectedStatus: 404, ExpectedContent: []string{`"message":"Revision not found"`}}),
		{Name: "no session", Method: http.MethodGet, URL: "/api/admin/deleted?resource=products", ExpectedStatus: 401, ExpectedContent: []string{`"message":"Not authenticated"`}},
	})
	testOnRecord(t, "products", "headhunter", asStaff(tests.ApiScenario{
		Name: "a revision of another record", Method: http.MethodPost, URL: "/api/admin/products/{id}/revisions/nosuchrevision/restore",
		ExpectedStatus: 404, ExpectedContent: []string{`"message":"Revision not found"`},
	}))
}

func TestOnlyTheOwnerRestoresTheSettings(t *testing.T) {
	app := newTestApp(t)
	defer app.Cleanup()
	server := appHandler(t, app)
	mustEqual(t, "settings changed", send(t, server, http.MethodPatch, "/api/admin/notification-settings", jsonBodyOf(map[string]any{"visitorEmailsPerHour": 30}), staffHeaders()).StatusCode, 200)
	rev := revisionsOf(t, server, "settings", "private").Revisions[0]
	mustEqual(t, "the field", rev.Differences[0].Field, "visitorEmailsPerHour")

	ownerHasTwoFactor(t, server) // once another account exists, the owner's needs it
	collection, _ := app.FindCollectionByNameOrId("staff")
	member := core.NewRecord(collection)
	member.Set("username", "riley")
	member.SetPassword("long-enough-1")
	if err := app.Save(member); err != nil {
		t.Fatal(err)
	}
	asMember := map[string]string{"Cookie": sessionOf(t, app, member)}
	restore := "/api/admin/settings/private/revisions/" + rev.ID + "/restore"
	res := send(t, server, http.MethodPost, restore, nil, asMember)
	if body := readAll(t, res); res.StatusCode != 403 || !strings.Contains(body, "Only the owner can change the settings") {
		t.Errorf("a member's restore: %d %s", res.StatusCode, body)
	}
	mustEqual(t, "the owner's", send(t, server, http.MethodPost, restore, nil, staffHeaders()).StatusCode, 200)
	settings, _ := app.FindFirstRecordByFilter(catalog.PrivateSettingsCollection, "")
	mustEqual(t, "restored", settings.GetInt("visitorEmailsPerHour"), 60)
}
