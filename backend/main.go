// The site's one program: PocketBase as a framework, the site's hooks and the built apps.
package main

import (
	"log"

	"github.com/hudsonvalley/farmsite/admin"
	hooks "github.com/hudsonvalley/farmsite/pb_hooks"
	_ "github.com/hudsonvalley/farmsite/pb_migrations"
	"github.com/hudsonvalley/farmsite/storefront"
	"github.com/pocketbase/pocketbase"
)

func main() {
	app := pocketbase.New()
	hooks.Register(app, hooks.Options{Storefront: storefront.Dist(), Admin: admin.Dist()})
	createFirstStaffOnServe(app)
	app.RootCmd.AddCommand(newStaffCommand(app))
	if err := app.Start(); err != nil {
		log.Fatal(err)
	}
}
