package signin_test

import (
	"io"
	"net/http"
	"reflect"
	"strings"
	"testing"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/pb_hooks/signin"

	"github.com/hudsonvalley/farmsite/backend/staffauth"
	"github.com/hudsonvalley/farmsite/pb_hooks/internal/hookstest"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

type registeredRoute struct{ method, path string }

// registeredRoutes walks the router's groups (the same tree BuildMux turns into the
// server's handlers) and lists every route with its full path. The tree is not exported,
// so it is read through reflection: any route added anywhere shows up here.
func registeredRoutes(r *router.Router[*core.RequestEvent]) []registeredRoute {
	var out []registeredRoute
	var walk func(group reflect.Value, prefix string)
	walk = func(group reflect.Value, prefix string) {
		prefix += group.FieldByName("Prefix").String()
		children := group.FieldByName("children")
		for i := 0; i < children.Len(); i++ {
			child := children.Index(i).Elem().Elem()
			if child.Type().Name() == reflect.TypeOf(router.RouterGroup[*core.RequestEvent]{}).Name() {
				walk(child, prefix)
				continue
			}
			out = append(out, registeredRoute{child.FieldByName("Method").String(), prefix + child.FieldByName("Path").String()})
		}
	}
	walk(reflect.ValueOf(r.RouterGroup).Elem(), "")
	return out
}

// publicByDesign are the only /api/admin and /api/system routes a visitor may call.
var publicByDesign = map[string]bool{"POST /api/admin/login": true}

func TestEveryStaffRouteRefusesWithoutAValidStaffSession(t *testing.T) {
	app := hookstest.NewApp(t)
	defer app.Cleanup()
	baseRouter, err := apis.NewRouter(app)
	if err != nil {
		t.Fatal(err)
	}
	var mux http.Handler
	err = app.OnServe().Trigger(&core.ServeEvent{App: app, Router: baseRouter}, func(e *core.ServeEvent) error {
		mux, err = e.Router.BuildMux()
		return err
	})
	if err != nil {
		t.Fatal(err)
	}

	var guarded []registeredRoute
	for _, r := range registeredRoutes(baseRouter) {
		if (strings.HasPrefix(r.path, "/api/admin") || strings.HasPrefix(r.path, "/api/system")) && !publicByDesign[r.method+" "+r.path] {
			guarded = append(guarded, r)
		}
	}
	// The walk must see the routes this package registers (a broken walk would pass
	// every check below vacuously).
	for _, want := range []string{"GET /api/admin/me", "POST /api/admin/upload-video", "DELETE /api/admin/products/{id}/variants/{variantId}", "GET /api/system/storage-check", "PATCH /api/admin/orders/{id}"} {
		found := false
		for _, r := range guarded {
			found = found || r.method+" "+r.path == want
		}
		if !found {
			t.Fatalf("the route walk missed %s (found %d routes)", want, len(guarded))
		}
	}

	staff := hookstest.FindStaff(t, app)
	superusers, _ := app.FindCollectionByNameOrId(core.CollectionNameSuperusers)
	su := core.NewRecord(superusers)
	su.SetEmail("root@example.com")
	su.SetPassword("superuser-password")
	if err := app.Save(su); err != nil {
		t.Fatal(err)
	}
	superuserToken, _ := su.NewAuthToken()
	credentials := map[string]map[string]string{
		"no session":        {},
		"a forged token":    {"Cookie": signin.SessionCookie + "=" + hookstest.ForgedToken()},
		"an expired token":  {"Cookie": signin.SessionCookie + "=" + hookstest.ExpiredToken(t, app, staff)},
		"a superuser token": {"Authorization": "Bearer " + superuserToken},
		"a PocketBase token of the staff account": {"Authorization": "Bearer " + pocketBaseToken(t, staff)},
		"garbage": {"Cookie": signin.SessionCookie + "=not-a-token"},
	}
	for _, r := range guarded {
		path := strings.NewReplacer("{id}", "x", "{variantId}", "y", "{path...}", "z").Replace(r.path)
		methods := []string{r.method}
		if r.method == "" {
			methods = []string{http.MethodGet, http.MethodPost}
		}
		for _, method := range methods {
			for what, headers := range credentials {
				res := hookstest.Send(t, mux, method, path, strings.NewReader(`{}`), headers)
				if res.StatusCode != http.StatusUnauthorized {
					t.Errorf("%s %s with %s answered %d", method, path, what, res.StatusCode)
				}
			}
		}
	}
	t.Logf("%d staff routes refuse %d kinds of missing or invalid sessions", len(guarded), len(credentials))
}

// pocketBaseToken is PocketBase's own auth token of the account, well signed: it is no
// staff session (sessions are rows of staff_sessions).
func pocketBaseToken(t testing.TB, staff *core.Record) string {
	t.Helper()
	token, err := staff.NewAuthToken()
	if err != nil {
		t.Fatal(err)
	}
	return token
}

func TestTheSessionHelpersMakeTokensTheServerWouldCheck(t *testing.T) {
	// A session started the same way but now: it must be accepted, or the expired-token
	// check above would pass for the wrong reason.
	app := hookstest.NewApp(t)
	defer app.Cleanup()
	staff := hookstest.FindStaff(t, app)
	token, _, err := staffauth.Start(app, staff, "Go test", hookstest.ClientAddress, hookstest.StoppedClock())
	if err != nil {
		t.Fatal(err)
	}
	if _, rec := staffauth.Find(app, token, hookstest.StoppedClock()); rec == nil {
		t.Fatal("a live session is refused")
	}
	if _, rec := staffauth.Find(app, hookstest.ExpiredToken(t, app, staff), hookstest.StoppedClock()); rec != nil {
		t.Fatal("an expired session is accepted")
	}
}

func TestVisitorsCannotWriteThroughPocketBasesCollectionAPI(t *testing.T) {
	app := hookstest.NewApp(t)
	defer app.Cleanup()
	server := hookstest.AppHandler(t, app)
	collections, err := app.FindAllCollections()
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	for _, c := range collections {
		if c.IsView() {
			continue
		}
		before, _ := app.CountRecords(c.Name)
		existing := "nosuchrecordid"
		if rec, err := app.FindFirstRecordByFilter(c.Name, ""); err == nil {
			existing = rec.Id
		}
		base := "/api/collections/" + c.Name + "/records"
		for _, call := range []struct{ method, url string }{
			{http.MethodPost, base},
			{http.MethodPatch, base + "/" + existing},
			{http.MethodDelete, base + "/" + existing},
		} {
			res := hookstest.Send(t, server, call.method, call.url, strings.NewReader(`{"name":"x","email":"a@b.co","message":"hello there visitor","password":"12345678","passwordConfirm":"12345678","username":"intruder"}`), nil)
			if res.StatusCode < 400 {
				t.Errorf("%s %s by a visitor answered %d", call.method, call.url, res.StatusCode)
			}
		}
		if after, _ := app.CountRecords(c.Name); after != before {
			t.Errorf("%s: %d records before, %d after", c.Name, before, after)
		}
		checked++
	}
	if checked < 12 {
		t.Fatalf("only %d collections checked", checked)
	}
	for _, private := range []string{catalog.StaffCollection, "contact_messages", "orders", catalog.FileUploadsCollection, core.CollectionNameSuperusers} {
		res := hookstest.Send(t, server, http.MethodGet, "/api/collections/"+private+"/records", nil, nil)
		body, _ := io.ReadAll(res.Body)
		if res.StatusCode == http.StatusOK && strings.Contains(string(body), `"totalItems":`) && !strings.Contains(string(body), `"items":[]`) {
			t.Errorf("visitors can list %s: %s", private, body)
		}
	}
	res := hookstest.Send(t, server, http.MethodPost, "/api/collections/staff/auth-with-password", strings.NewReader(`{"identity":"staff","password":"`+hookstest.StaffPassword+`"}`), nil)
	if res.StatusCode < 400 {
		t.Errorf("PocketBase's own staff login answered %d: staff must log in through /api/admin/login", res.StatusCode)
	}
}
