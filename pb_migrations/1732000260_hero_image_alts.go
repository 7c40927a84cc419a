package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// The home page's slideshow photos gain their alt text (issue 37): heroImageAlts beside
// heroImages in the site settings, an object from a photo's URL to its description, as
// products' imageAlts are. Visitors read it with the settings.
func init() {
	m.Register(func(app core.App) error {
		c, err := app.FindCollectionByNameOrId("site_settings")
		if err != nil {
			return err
		}
		c.Fields.Add(&core.JSONField{Name: "heroImageAlts", MaxSize: 64 << 10})
		return app.Save(c)
	}, nil)
}
