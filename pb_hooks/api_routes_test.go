package hooks_test

import (
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/hudsonvalley/farmsite/backend/api"
	"github.com/hudsonvalley/farmsite/pb_hooks/internal/hookstest"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

// The API's routes are backend/api's table: every /api route the site registers is in
// it, and every route in it is served (the render-only answers are not routes).
func TestTheRouteTableIsTheRouter(t *testing.T) {
	app := hookstest.NewApp(t)
	defer app.Cleanup()

	pocketBase, err := apis.NewRouter(app)
	if err != nil {
		t.Fatal(err)
	}
	theirs := routesOf(pocketBase)
	served, err := apis.NewRouter(app)
	if err != nil {
		t.Fatal(err)
	}
	var all []string
	err = app.OnServe().Trigger(&core.ServeEvent{App: app, Router: served}, func(e *core.ServeEvent) error {
		all = routesOf(e.Router)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	ours := map[string]bool{}
	for _, route := range all {
		_, path, _ := strings.Cut(route, " ")
		if strings.HasPrefix(path, "/api/") && !slices.Contains(theirs, route) {
			ours[route] = true
		}
	}

	table := map[string]bool{}
	for _, r := range api.Routes() {
		route := r.Method + " " + r.Path
		if table[route] {
			t.Errorf("%s is in the table twice", route)
		}
		table[route] = true
		switch {
		case r.RenderOnly && ours[route]:
			t.Errorf("%s is render-only in the table but the router serves it", route)
		case !r.RenderOnly && !ours[route]:
			t.Errorf("%s is in the table but no route serves it", route)
		}
	}
	for route := range ours {
		if !table[route] {
			t.Errorf("%s is served but not in backend/api's table", route)
		}
	}
	if len(ours) < 100 {
		t.Errorf("found only %d routes: the router walk misses some", len(ours))
	}
}

// routesOf lists a router's routes as "METHOD /path", walking its groups. PocketBase
// keeps a group's children unexported (it offers only HasRoute), so reflection reads them.
func routesOf(r *router.Router[*core.RequestEvent]) []string {
	var routes []string
	var walk func(v reflect.Value, prefix string)
	walk = func(v reflect.Value, prefix string) {
		for v.Kind() == reflect.Interface || v.Kind() == reflect.Pointer {
			v = v.Elem()
		}
		if children := v.FieldByName("children"); children.IsValid() {
			prefix += v.FieldByName("Prefix").String()
			for i := range children.Len() {
				walk(children.Index(i), prefix)
			}
			return
		}
		routes = append(routes, v.FieldByName("Method").String()+" "+prefix+v.FieldByName("Path").String())
	}
	walk(reflect.ValueOf(r.RouterGroup), "")
	return routes
}
