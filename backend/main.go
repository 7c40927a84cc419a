// The site's one program: PocketBase as a framework, the site's hooks and the built apps.
package main

import (
	"log"
	"os"
	"path/filepath"

	"github.com/hudsonvalley/farmsite/admin"
	hooks "github.com/hudsonvalley/farmsite/pb_hooks"
	_ "github.com/hudsonvalley/farmsite/pb_migrations"
	"github.com/hudsonvalley/farmsite/storefront"
	"github.com/pocketbase/pocketbase"
	"github.com/pocketbase/pocketbase/tools/osutils"
)

func main() {
	app := pocketbase.NewWithConfig(appConfig())
	var publicDir string
	app.RootCmd.PersistentFlags().StringVar(&publicDir, "publicDir", defaultPublicDir(),
		"a directory of extra static files to serve at the site's root (favicon, verification files), if it exists")
	_ = app.RootCmd.ParseFlags(os.Args[1:])

	hooks.Register(app, hooks.Options{Storefront: storefront.Dist(), Admin: admin.Dist(), PublicDir: publicDir})
	createFirstStaffOnServe(app)
	app.RootCmd.AddCommand(newStaffCommand(app), newCheckCommand(app))
	if err := app.Start(); err != nil {
		log.Fatal(err)
	}
}

// defaultPublicDir is pb_public beside the executable, as in PocketBase's own binary.
func defaultPublicDir() string {
	if osutils.IsProbablyGoRun() {
		return "./pb_public"
	}
	return filepath.Join(os.Args[0], "../pb_public")
}
