package main

import (
	"errors"

	"github.com/hudsonvalley/farmsite/backend/activity"
	"github.com/hudsonvalley/farmsite/backend/demo"
	"github.com/pocketbase/pocketbase/core"
)

// loadDemoOnServe loads the demo content (backend/demo) when the server starts, if asked
// (DEMO_CONTENT=1) and only into an empty site: one with no products, no blog posts and
// no locations. A site with any of its own is left as it is.
func loadDemoOnServe(app core.App, asked bool) {
	if !asked {
		return
	}
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		err := demo.Load(activity.AsSystem(app, "demo content"))
		switch {
		case errors.Is(err, demo.ErrSiteNotEmpty):
			app.Logger().Info("DEMO_CONTENT=1: the demo content was not loaded, the site has content of its own")
		case err != nil:
			return err
		default:
			app.Logger().Info("DEMO_CONTENT=1: loaded the demo content into the empty site")
		}
		return se.Next()
	})
}
