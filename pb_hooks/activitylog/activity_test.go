package activitylog_test

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/hudsonvalley/farmsite/backend/activity"
	"github.com/hudsonvalley/farmsite/backend/catalog"
	hooks "github.com/hudsonvalley/farmsite/pb_hooks"
	"github.com/hudsonvalley/farmsite/pb_hooks/activitylog"
	"github.com/hudsonvalley/farmsite/pb_hooks/internal/hookstest"
	"github.com/hudsonvalley/farmsite/pb_hooks/publishing"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
	"github.com/pocketbase/pocketbase/tools/types"
)

// expectEntry checks the newest entry: its action, actor, record and, for each field
// named, its value before and after ("-" for a side left out).
func expectEntry(action, actorKind, actorName, collection string, fields map[string][2]any) func(testing.TB, *tests.TestApp, *http.Response) {
	return func(t testing.TB, app *tests.TestApp, res *http.Response) {
		t.Helper()
		e := hookstest.LastEntry(t, app)
		hookstest.MustEqual(t, "action", e.Action, action)
		hookstest.MustEqual(t, "actor kind", e.ActorKind, actorKind)
		hookstest.MustEqual(t, "actor", e.ActorName, actorName)
		hookstest.MustEqual(t, "collection", e.Collection, collection)
		if actorKind != activity.ActorSystem {
			hookstest.MustEqual(t, "client address", e.Address, hookstest.ClientAddress)
		}
		if e.RecordID == "" && collection != "" {
			t.Error("the entry names no record")
		}
		for field, want := range fields {
			got, ok := e.Changes[field]
			if !ok {
				t.Errorf("no change of %s in %+v", field, e.Changes)
				continue
			}
			if want[0] != "-" {
				hookstest.MustEqual(t, field+" before", hookstest.JSONOf(got.Before), hookstest.JSONOf(want[0]))
			}
			if want[1] != "-" {
				hookstest.MustEqual(t, field+" after", hookstest.JSONOf(got.After), hookstest.JSONOf(want[1]))
			}
		}
	}
}

func TestEveryKindOfChangeIsRecorded(t *testing.T) {
	staffName := hookstest.StaffUsername
	hookstest.RunOnRecord(t, "products", "headhunter", hookstest.AsStaff(tests.ApiScenario{
		Name: "a product's price changed by staff", Method: http.MethodPatch, URL: "/api/admin/products/{id}",
		Body: hookstest.JSONBody(map[string]any{"price": 46.5}), ExpectedStatus: 200, ExpectedContent: []string{`"price":"46.50"`},
		AfterTestFunc: expectEntry(catalog.ActionUpdate, activity.ActorStaff, staffName, "products", map[string][2]any{"price": {45, 46.5}}),
	}))
	hookstest.RunScenarios(t, []tests.ApiScenario{hookstest.AsStaff(tests.ApiScenario{
		Name: "a product created by staff", Method: http.MethodPost, URL: "/api/admin/products", Body: hookstest.JSONBody(hookstest.ValidProduct()),
		ExpectedStatus: 201, ExpectedContent: []string{`"slug":"rip-van-winkle"`},
		AfterTestFunc: expectEntry(catalog.ActionCreate, activity.ActorStaff, staffName, "products", map[string][2]any{"name": {nil, "Rip Van Winkle"}}),
	})})
	hookstest.RunOnRecord(t, "products", "headhunter", hookstest.AsStaff(tests.ApiScenario{
		Name: "a product unpublished", Method: http.MethodPatch, URL: "/api/admin/products/{id}",
		Body: hookstest.JSONBody(map[string]any{"status": "draft"}), ExpectedStatus: 200, ExpectedContent: []string{`"status":"draft"`},
		AfterTestFunc: expectEntry(catalog.ActionUnpublish, activity.ActorStaff, staffName, "products", map[string][2]any{"status": {"published", "draft"}}),
	}))
	hookstest.RunOnRecord(t, "blog_posts", "cover-crops-and-living-soil", hookstest.AsStaff(tests.ApiScenario{
		Name: "a post deleted", Method: http.MethodDelete, URL: "/api/admin/blog/{id}", ExpectedStatus: 200, ExpectedContent: []string{`"slug":"cover-crops-and-living-soil"`},
		AfterTestFunc: expectEntry(catalog.ActionDelete, activity.ActorStaff, staffName, "blog_posts", map[string][2]any{"title": {"-", nil}}),
	}))
	hookstest.RunPrepared(t, hookstest.AsStaff(tests.ApiScenario{
		Name: "a variant's price: its product's history", Method: http.MethodPatch, Body: hookstest.JSONBody(map[string]any{"price": 47}),
		ExpectedStatus: 200, ExpectedContent: []string{`"price":"47.00"`},
		AfterTestFunc: func(t testing.TB, app *tests.TestApp, res *http.Response) {
			expectEntry(catalog.ActionUpdate, activity.ActorStaff, staffName, "product_variants", map[string][2]any{"price": {45, 47}})(t, app, res)
			hookstest.MustEqual(t, "the variant's product", hookstest.LastEntry(t, app).ParentID, hookstest.FindBySlug(t, app, "products", "headhunter").Id)
		},
	}), func(t testing.TB, app *tests.TestApp, s *tests.ApiScenario) string {
		product := hookstest.FindBySlug(t, app, "products", "headhunter")
		v, err := app.FindFirstRecordByFilter("product_variants", "productId = {:p} && weight = '3.5g'", dbx.Params{"p": product.Id})
		if err != nil {
			t.Fatal(err)
		}
		return "/api/admin/products/" + product.Id + "/variants/" + v.Id
	})
	hookstest.RunScenarios(t, []tests.ApiScenario{{
		Name: "a visitor's contact message: recorded, what they wrote left out", Method: http.MethodPost, URL: "/api/contact",
		Body:           hookstest.JSONBody(map[string]any{"name": "Jo Buyer", "email": "jo@dispensary.example.com", "message": "We would like to carry your flower."}),
		ExpectedStatus: 201, ExpectedContent: []string{`"success":true`},
		AfterTestFunc: func(t testing.TB, app *tests.TestApp, res *http.Response) {
			expectEntry(catalog.ActionCreate, activity.ActorVisitor, "", "contact_messages", nil)(t, app, res)
			e := hookstest.LastEntry(t, app)
			for _, field := range []string{"name", "email", "message"} {
				hookstest.MustEqual(t, field+" left out", e.Changes[field].Hidden, activity.HiddenPersonal)
			}
			if raw := hookstest.JSONOf(e); strings.Contains(raw, "Jo Buyer") || strings.Contains(raw, "jo@dispensary") || strings.Contains(raw, "carry your flower") {
				t.Errorf("the entry holds what the visitor wrote: %s", raw)
			}
		},
	}})
	hookstest.RunScenarios(t, []tests.ApiScenario{hookstest.AsStaff(tests.ApiScenario{
		Name: "the private settings", Method: http.MethodPatch, URL: "/api/admin/notification-settings",
		Body: hookstest.JSONBody(map[string]any{"visitorEmailsPerHour": 30}), ExpectedStatus: 200, ExpectedContent: []string{`"visitorEmailsPerHour":30`},
		AfterTestFunc: expectEntry(catalog.ActionUpdate, activity.ActorStaff, staffName, "site_private_settings", map[string][2]any{"visitorEmailsPerHour": {60, 30}}),
	})})
	hookstest.AsSuperuser(t, "products", "headhunter", tests.ApiScenario{
		Name: "a superuser's write through PocketBase's collection API", Method: http.MethodPatch, URL: "/api/collections/products/records/{id}",
		Body: hookstest.JSONBody(map[string]any{"thc": 30.5}), ExpectedStatus: 200, ExpectedContent: []string{`"thc":30.5`},
		AfterTestFunc: expectEntry(catalog.ActionUpdate, activity.ActorSuperuser, "operator@example.com", "products", map[string][2]any{"thc": {"-", 30.5}}),
	})
	hookstest.AsSuperuser(t, "products", "headhunter", tests.ApiScenario{
		Name: "a superuser's delete through the collection API, its variants' deletes with it", Method: http.MethodDelete, URL: "/api/collections/products/records/{id}",
		ExpectedStatus: 204,
		AfterTestFunc: func(t testing.TB, app *tests.TestApp, res *http.Response) {
			byAction := map[string]int{}
			for _, e := range hookstest.LogEntries(t, app) {
				if e.ActorKind == activity.ActorSuperuser && e.Action == catalog.ActionDelete {
					byAction[e.Collection]++
				}
			}
			hookstest.MustEqual(t, "the product", byAction["products"], 1)
			hookstest.MustEqual(t, "its 4 variants, deleted with it by the same superuser", byAction["product_variants"], 4)
		},
	})
}

func TestPasswordsAndLoginsAreRecordedWithoutSecrets(t *testing.T) {
	app := hookstest.NewApp(t)
	defer app.Cleanup()
	server := hookstest.AppHandler(t, app)
	login := func(username, password string) int {
		return hookstest.Send(t, server, http.MethodPost, "/api/admin/login", hookstest.JSONBody(map[string]any{"username": username, "password": password}), nil).StatusCode
	}
	hookstest.MustEqual(t, "right password", login(hookstest.StaffUsername, hookstest.StaffPassword), 200)
	e := hookstest.LastEntry(t, app)
	hookstest.MustEqual(t, "login", e.Action, catalog.ActionLoginSucceeded)
	hookstest.MustEqual(t, "who", e.ActorName, hookstest.StaffUsername)
	hookstest.MustEqual(t, "from", e.Address, hookstest.ClientAddress)

	changed := hookstest.Send(t, server, http.MethodPost, "/api/admin/me/password",
		hookstest.JSONBody(map[string]any{"oldPassword": hookstest.StaffPassword, "password": "another-long-one", "confirmPassword": "another-long-one"}), hookstest.StaffHeaders())
	hookstest.MustEqual(t, "password changed", changed.StatusCode, 200)
	e = hookstest.LastEntry(t, app)
	hookstest.MustEqual(t, "the change", e.Action, catalog.ActionPasswordChanged)
	hookstest.MustEqual(t, "by the account itself", e.ActorName, hookstest.StaffUsername)
	hookstest.MustEqual(t, "the password left out as a secret", e.Changes["password"].Hidden, activity.HiddenSecret)

	hookstest.MustEqual(t, "wrong password", login(hookstest.StaffUsername, "another-wrong-one"), 401)
	e = hookstest.LastEntry(t, app)
	hookstest.MustEqual(t, "failed login", e.Action, catalog.ActionLoginFailed)
	hookstest.MustEqual(t, "of the account", e.Label, hookstest.StaffUsername)
	hookstest.MustEqual(t, "by someone unknown", e.ActorKind, activity.ActorVisitor)
	for status := 401; status == 401; {
		status = login(hookstest.StaffUsername, "another-wrong-one")
	}
	hookstest.MustEqual(t, "the lock", hookstest.LastEntry(t, app).Action, catalog.ActionLoginLocked)

	hookstest.MustEqual(t, "a name that is no account", login("nobody-here", "my-real-password"), 401)
	e = hookstest.LastEntry(t, app)
	hookstest.MustEqual(t, "failed login of no account", e.Action, catalog.ActionLoginFailed)
	hookstest.MustEqual(t, "no record", e.RecordID, "")
	if raw := hookstest.JSONOf(e); strings.Contains(raw, "nobody-here") || strings.Contains(raw, "my-real-password") {
		t.Errorf("the entry keeps what was typed: %s", raw)
	}

	staff, _ := app.FindFirstRecordByData("staff", "username", hookstest.StaffUsername)
	for _, secret := range []string{staff.GetString("password:hash"), staff.TokenKey(), "another-long-one"} {
		for _, entry := range hookstest.LogEntries(t, app) {
			if strings.Contains(hookstest.JSONOf(entry), secret) {
				t.Errorf("an entry holds a secret: %s", hookstest.JSONOf(entry))
			}
		}
	}
}

func TestFailedLoginsOfUnknownNamesAreBounded(t *testing.T) {
	app, err := tests.NewTestApp(hookstest.TemplateDir)
	if err != nil {
		t.Fatal(err)
	}
	defer app.Cleanup()
	now := time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)
	hookstest.Register(t, app, hooks.Options{FormsClock: func() time.Time { return now }})
	server := hookstest.AppHandler(t, app)
	fromNetwork := func(n int, username string) {
		req := httptest.NewRequest(http.MethodPost, "/api/admin/login", hookstest.JSONBody(map[string]any{"username": username, "password": "x"}))
		req.Header.Set("Content-Type", "application/json")
		req.RemoteAddr = fmt.Sprintf("198.51.100.%d:4321", n)
		server.ServeHTTP(httptest.NewRecorder(), req)
	}
	// Each from a network of its own, within the per-network limits, as a botnet would.
	for i := range activitylog.LoginFailureEntriesPerHour + 40 {
		fromNetwork(i, fmt.Sprintf("made-up-%d", i))
	}
	failed := 0
	for _, e := range hookstest.LogEntries(t, app) {
		if e.Action == catalog.ActionLoginFailed {
			failed++
		}
	}
	hookstest.MustEqual(t, "failed logins of no account recorded in the hour", failed, activitylog.LoginFailureEntriesPerHour)
	now = now.Add(time.Hour)
	fromNetwork(200, "made-up-again")
	e := hookstest.LastEntry(t, app)
	hookstest.MustEqual(t, "the next hour's first entry says how many were not recorded", hookstest.JSONOf(e.Details["notRecordedBefore"]), "40")
}

func TestCronAndCommandLineAreTheSystem(t *testing.T) {
	app := hookstest.NewApp(t)
	defer app.Cleanup()
	post := hookstest.FindBySlug(t, app, "blog_posts", "cover-crops-and-living-soil")
	post.Set("status", catalog.StatusScheduled)
	post.Set(catalog.PublishAtField, time.Now().Add(time.Hour))
	if err := app.Save(post); err != nil {
		t.Fatal(err)
	}
	hookstest.MustEqual(t, "with no request, before the server serves: a migration", hookstest.LastEntry(t, app).ActorName, "migration")
	if _, err := publishing.PublishDue(activity.AsSystem(app, "cron: publish scheduled posts"), time.Now().Add(2*time.Hour)); err != nil {
		t.Fatal(err)
	}
	expectEntry(catalog.ActionPublish, activity.ActorSystem, "cron: publish scheduled posts", "blog_posts", map[string][2]any{"status": {"scheduled", "published"}})(t, app, nil)
}

// recentEntry is the id of an entry of the log, for the scenarios that try to change it.
func recentEntry(t testing.TB, app *tests.TestApp) string {
	product := hookstest.FindBySlug(t, app, "products", "headhunter")
	product.Set("price", 44)
	if err := app.Save(product); err != nil {
		t.Fatal(err)
	}
	return hookstest.LastEntry(t, app).ID
}

func TestEntriesCannotBeChangedOrDeletedThroughAnyAPI(t *testing.T) {
	unchanged := func(t testing.TB, app *tests.TestApp, _ *http.Response) {
		e := hookstest.LastEntry(t, app)
		hookstest.MustEqual(t, "the entry is still there, as written", e.Action, catalog.ActionUpdate)
		hookstest.MustEqual(t, "its change", hookstest.JSONOf(e.Changes["price"].After), "44")
		hookstest.MustEqual(t, "the log's collection", hookstest.CountRecords(t, app, catalog.ActivityCollection, "") > 0, true)
	}
	onEntry := func(s tests.ApiScenario, superuser bool) {
		hookstest.RunPrepared(t, s, func(t testing.TB, app *tests.TestApp, s *tests.ApiScenario) string {
			if superuser {
				s.Headers = map[string]string{"Authorization": hookstest.SuperuserToken(t, app), "Content-Type": "application/json"}
			}
			s.AfterTestFunc = unchanged
			return strings.ReplaceAll(s.URL, "{id}", recentEntry(t, app))
		})
	}
	notFound := []string{`"message":"Not found"`}
	onEntry(hookstest.AsStaff(tests.ApiScenario{Name: "staff PATCH", Method: http.MethodPatch, URL: "/api/admin/activity/{id}", Body: hookstest.JSONBody(map[string]any{"action": "x"}), ExpectedStatus: 404, ExpectedContent: notFound}), false)
	onEntry(hookstest.AsStaff(tests.ApiScenario{Name: "staff PUT", Method: http.MethodPut, URL: "/api/admin/activity/{id}", Body: hookstest.JSONBody(map[string]any{"action": "x"}), ExpectedStatus: 404, ExpectedContent: notFound}), false)
	onEntry(hookstest.AsStaff(tests.ApiScenario{Name: "staff DELETE", Method: http.MethodDelete, URL: "/api/admin/activity/{id}", ExpectedStatus: 404, ExpectedContent: notFound}), false)
	onEntry(hookstest.AsStaff(tests.ApiScenario{Name: "staff POST", Method: http.MethodPost, URL: "/api/admin/activity", Body: hookstest.JSONBody(map[string]any{"action": "x"}), ExpectedStatus: 404, ExpectedContent: notFound}), false)
	forbidden := []string{`"message":"The activity log cannot be changed`}
	for _, s := range []tests.ApiScenario{
		{Name: "superuser PATCH of an entry", Method: http.MethodPatch, URL: "/api/collections/activity/records/{id}", Body: hookstest.JSONBody(map[string]any{"action": "x"})},
		{Name: "superuser DELETE of an entry", Method: http.MethodDelete, URL: "/api/collections/activity/records/{id}"},
		{Name: "superuser creating an entry", Method: http.MethodPost, URL: "/api/collections/activity/records", Body: hookstest.JSONBody(map[string]any{"action": "create", "actorKind": "staff"})},
		{Name: "superuser changing the collection", Method: http.MethodPatch, URL: "/api/collections/activity", Body: hookstest.JSONBody(map[string]any{"listRule": ""})},
		{Name: "superuser SQL delete", Method: http.MethodPost, URL: "/api/sql", Body: hookstest.JSONBody(map[string]any{"query": "DELETE FROM activity"})},
		{Name: "superuser SQL update", Method: http.MethodPost, URL: "/api/sql", Body: hookstest.JSONBody(map[string]any{"query": "update Activity set action = 'x'"})},
		{Name: "superuser SQL dropping the trigger", Method: http.MethodPost, URL: "/api/sql", Body: hookstest.JSONBody(map[string]any{"query": "DROP TRIGGER activity_entries_are_kept"})},
		{Name: "superuser SQL hidden after a read", Method: http.MethodPost, URL: "/api/sql", Body: hookstest.JSONBody(map[string]any{"query": "SELECT 1; DELETE FROM activity"})},
	} {
		s.ExpectedStatus, s.ExpectedContent = 403, forbidden
		onEntry(s, true)
	}
	onEntry(tests.ApiScenario{Name: "superuser deleting the collection", Method: http.MethodDelete, URL: "/api/collections/activity", ExpectedStatus: 400,
		ExpectedContent: []string{`"message":"Failed to delete collection."`}}, true)
	onEntry(tests.ApiScenario{Name: "superuser truncating the collection", Method: http.MethodDelete, URL: "/api/collections/activity/truncate", ExpectedStatus: 400,
		ExpectedContent: []string{`"message":"Failed to truncate collection`}}, true)
	onEntry(tests.ApiScenario{
		Name: "superuser SQL reading the log", Method: http.MethodPost, URL: "/api/sql", Body: hookstest.JSONBody(map[string]any{"query": "SELECT count(*) FROM activity"}),
		ExpectedStatus: 200, ExpectedContent: []string{`"rows":[["1"]]`},
	}, true)
}

func TestTheDatabaseRefusesChangesToEntries(t *testing.T) {
	app := hookstest.NewApp(t)
	defer app.Cleanup()
	id := recentEntry(t, app)
	if _, err := app.DB().NewQuery("UPDATE activity SET action = 'x' WHERE id = {:id}").Bind(dbx.Params{"id": id}).Execute(); err == nil || !strings.Contains(err.Error(), "cannot be changed") {
		t.Errorf("SQL update: %v", err)
	}
	if _, err := app.DB().NewQuery("DELETE FROM activity WHERE id = {:id}").Bind(dbx.Params{"id": id}).Execute(); err == nil || !strings.Contains(err.Error(), "retention") {
		t.Errorf("SQL delete of a recent entry: %v", err)
	}
	rec, err := app.FindRecordById(catalog.ActivityCollection, id)
	if err != nil {
		t.Fatal(err)
	}
	if err := app.Delete(rec); err == nil {
		t.Error("a record delete of an entry went through")
	}
	rec.Set("action", "x")
	if err := app.Save(rec); err == nil {
		t.Error("a record save of an entry went through")
	}
	hookstest.MustEqual(t, "the entry", hookstest.LastEntry(t, app).ID, id)
}

// insertEntryAt writes an entry dated at, as the log would have then.
func insertEntryAt(t testing.TB, app core.App, at time.Time, label string) {
	t.Helper()
	if err := activity.Append(app, activity.Entry{Actor: activity.Actor{Kind: activity.ActorSystem, Name: "test"}, Action: catalog.ActionUpdate, Label: label}); err != nil {
		t.Fatal(err)
	}
	stamp, _ := types.ParseDateTime(at)
	// The trigger refuses updates: the row is moved back in time by a copy.
	id := hookstest.LastEntry(t, app).ID
	if _, err := app.DB().NewQuery(`DROP TRIGGER activity_entries_are_never_changed`).Execute(); err != nil {
		t.Fatal(err)
	}
	defer restoreTrigger(t, app)
	if _, err := app.DB().NewQuery("UPDATE activity SET createdAt = {:at} WHERE id = {:id}").Bind(dbx.Params{"at": stamp.String(), "id": id}).Execute(); err != nil {
		t.Fatal(err)
	}
}

func restoreTrigger(t testing.TB, app core.App) {
	_, err := app.DB().NewQuery(`CREATE TRIGGER activity_entries_are_never_changed BEFORE UPDATE ON activity
		BEGIN SELECT RAISE(ABORT, 'activity entries cannot be changed'); END`).Execute()
	if err != nil {
		t.Fatal(err)
	}
}

func TestTheRetentionSweep(t *testing.T) {
	app := hookstest.NewApp(t)
	defer app.Cleanup()
	now := time.Now()
	insertEntryAt(t, app, now.AddDate(0, 0, -401), "older than 400 days")
	insertEntryAt(t, app, now.AddDate(0, 0, -399), "within 400 days")
	entries, _, err := activity.Sweep(app, now)
	if err != nil {
		t.Fatal(err)
	}
	hookstest.MustEqual(t, "entries swept", entries, int64(1))
	labels := map[string]bool{}
	for _, e := range hookstest.LogEntries(t, app) {
		labels[e.Label] = true
	}
	hookstest.MustEqual(t, "the old entry is gone", labels["older than 400 days"], false)
	hookstest.MustEqual(t, "the recent one stays", labels["within 400 days"], true)
	swept := hookstest.LastEntry(t, app)
	hookstest.MustEqual(t, "the sweep is recorded", swept.Action, catalog.ActionLogSwept)
	hookstest.MustEqual(t, "how many", hookstest.JSONOf(swept.Details["entries"]), "1")

	// The setting shortens the retention, never below 30 days (the trigger holds that too).
	settings, _ := app.FindFirstRecordByFilter(catalog.PrivateSettingsCollection, "")
	settings.Set("activityRetentionDays", 10)
	if err := app.Save(settings); err == nil || !strings.Contains(err.Error(), catalog.ActivityRetentionProblem) {
		t.Errorf("a retention of 10 days: %v", err)
	}
	if _, err := app.DB().NewQuery("UPDATE site_private_settings SET activityRetentionDays = 1").Execute(); err != nil {
		t.Fatal(err)
	}
	insertEntryAt(t, app, now.AddDate(0, 0, -20), "20 days old")
	if _, err := app.DB().NewQuery("DELETE FROM activity WHERE label = '20 days old'").Execute(); err == nil {
		t.Error("the database let an entry younger than 30 days go")
	}
}

func TestTheActivityScreenFilters(t *testing.T) {
	list := func(name, filter string, check func(t testing.TB, entries []catalog.ActivityEntry)) tests.ApiScenario {
		return hookstest.AsStaff(tests.ApiScenario{
			Name: name, Method: http.MethodGet, URL: "/api/admin/activity?sort=[\"createdAt\",\"DESC\"]&range=[0,49]&filter=" + filter,
			ExpectedStatus: 200, ExpectedContent: []string{"["},
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, res *http.Response) {
				if !strings.HasPrefix(res.Header.Get("Content-Range"), "activity 0-") {
					t.Errorf("Content-Range: %q", res.Header.Get("Content-Range"))
				}
				var entries []catalog.ActivityEntry
				hookstest.DecodeResponse(t, res, &entries)
				check(t, entries)
			},
		})
	}
	prepare := func(s tests.ApiScenario) {
		hookstest.RunPrepared(t, s, func(t testing.TB, app *tests.TestApp, s *tests.ApiScenario) string {
			recentEntry(t, app) // a product's price, by the system
			product := hookstest.FindBySlug(t, app, "products", "headhunter")
			product.Set("price", 43)
			location := hookstest.FindLocation(t, app)
			location.Set("phone", "845-555-0100")
			variant, err := app.FindFirstRecordByFilter("product_variants", "productId = {:p} && weight = '3.5g'", dbx.Params{"p": product.Id})
			if err != nil {
				t.Fatal(err)
			}
			variant.Set("inStock", false)
			for _, rec := range []*core.Record{product, location, variant} {
				if err := activity.AsSystem(app, "test").Save(rec); err != nil {
					t.Fatal(err)
				}
			}
			return strings.ReplaceAll(s.URL, "{product}", product.Id)
		})
	}
	prepare(list("by record: the product and its variants", `{"record":"{product}"}`, func(t testing.TB, entries []catalog.ActivityEntry) {
		hookstest.MustEqual(t, "entries", len(entries), 3)
		hookstest.MustEqual(t, "newest first: the variant", entries[0].Collection, "product_variants")
		hookstest.MustEqual(t, "then the product", hookstest.JSONOf(entries[1].Changes["price"].After), "43")
	}))
	prepare(list("by collection", `{"collection":"locations"}`, func(t testing.TB, entries []catalog.ActivityEntry) {
		hookstest.MustEqual(t, "entries", len(entries), 1)
		hookstest.MustEqual(t, "the location", entries[0].Collection, "locations")
	}))
	prepare(list("by action and actor", `{"action":"update","actorName":"test"}`, func(t testing.TB, entries []catalog.ActivityEntry) {
		hookstest.MustEqual(t, "entries", len(entries), 3)
	}))
	prepare(list("by dates", `{"from":"2000-01-01","to":"2000-12-31"}`, func(t testing.TB, entries []catalog.ActivityEntry) {
		hookstest.MustEqual(t, "none in 2000", len(entries), 0)
	}))
	hookstest.RunScenarios(t, []tests.ApiScenario{
		hookstest.AsStaff(tests.ApiScenario{Name: "a bad day", Method: http.MethodGet, URL: `/api/admin/activity?filter={"from":"yesterday"}`, ExpectedStatus: 400,
			ExpectedContent: []string{`"message":"Invalid filter parameter: from (a day, YYYY-MM-DD)"`}}),
		{Name: "no session", Method: http.MethodGet, URL: "/api/admin/activity", ExpectedStatus: 401, ExpectedContent: []string{`"message":"Not authenticated"`}},
		hookstest.AsStaff(tests.ApiScenario{Name: "the log's size for the dashboard", Method: http.MethodGet, URL: "/api/admin/activity-log", ExpectedStatus: 200,
			ExpectedContent: []string{`"retentionDays":400`, `"bytes":`}}),
	})
}

// An order's status and a reply are named actions: a reply is recorded even when it
// changes none of the message's fields.
func TestOrderStatusAndRepliesAreNamed(t *testing.T) {
	app := hookstest.NewApp(t)
	defer app.Cleanup()
	server := hookstest.AppHandler(t, app)
	res := hookstest.Send(t, server, http.MethodPost, "/api/orders", hookstest.JSONBody(map[string]any{
		"name": "Sam Shopper", "email": "sam@example.com", "fulfillment": "pickup",
		"items": []map[string]any{{"productId": hookstest.FindBySlug(t, app, "products", "farm-logo-tee").Id, "variantId": hookstest.VariantOf(t, app, "farm-logo-tee", "M").Id, "quantity": 1}},
	}), nil)
	var order struct{ ID string }
	hookstest.DecodeResponse(t, res, &order)
	hookstest.MustEqual(t, "order placed", res.StatusCode, 201)
	expectEntry(catalog.ActionCreate, activity.ActorVisitor, "", "orders", nil)(t, app, nil)
	hookstest.MustEqual(t, "status", hookstest.Send(t, server, http.MethodPatch, "/api/admin/orders/"+order.ID, hookstest.JSONBody(map[string]any{"status": "confirmed"}), hookstest.StaffHeaders()).StatusCode, 200)
	expectEntry(catalog.ActionOrderStatus, activity.ActorStaff, hookstest.StaffUsername, "orders", map[string][2]any{"status": {"new", "confirmed"}})(t, app, nil)

	collection, _ := app.FindCollectionByNameOrId("contact_messages")
	msg := core.NewRecord(collection)
	msg.Load(map[string]any{"name": "Jo Buyer", "email": "jo@dispensary.example.com", "message": "Please call me back.", "read": true, "handled": true})
	if err := app.Save(msg); err != nil {
		t.Fatal(err)
	}
	reply := hookstest.Send(t, server, http.MethodPost, "/api/admin/contact-messages/"+msg.Id+"/reply", hookstest.JSONBody(map[string]any{"message": "Thanks, we will call."}), hookstest.StaffHeaders())
	hookstest.MustEqual(t, "reply", reply.StatusCode, 201)
	expectEntry(catalog.ActionReplySent, activity.ActorStaff, hookstest.StaffUsername, "contact_messages", nil)(t, app, nil)
}
