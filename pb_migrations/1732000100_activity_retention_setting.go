package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// How long the activity log and the revisions are kept, in days (issue 27): a private
// setting, 30 to 3650, 400 by default. It comes before the log, whose trigger reads it.
func init() {
	m.Register(func(app core.App) error {
		c, err := app.FindCollectionByNameOrId("site_private_settings")
		if err != nil {
			return err
		}
		c.Fields.Add(&core.NumberField{Name: "activityRetentionDays", OnlyInt: true, Min: floatPtr(30), Max: floatPtr(3650)})
		if err := app.Save(c); err != nil {
			return err
		}
		_, err = app.DB().NewQuery("UPDATE site_private_settings SET activityRetentionDays = 400").Execute()
		return err
	}, nil)
}
