package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// The wholesale portal's private settings (issue 38): the days before a buyer's licence
// expires that its account and staff are warned (60 and 14), and how long a rejected
// application is kept (90 days, 1 to 3650).
func init() {
	m.Register(func(app core.App) error {
		c, err := app.FindCollectionByNameOrId("site_private_settings")
		if err != nil {
			return err
		}
		c.Fields.Add(
			&core.JSONField{Name: "licenceWarningDays", MaxSize: 200},
			&core.NumberField{Name: "rejectedApplicationRetentionDays", OnlyInt: true, Min: floatPtr(1), Max: floatPtr(3650)},
		)
		if err := app.Save(c); err != nil {
			return err
		}
		_, err = app.DB().NewQuery("UPDATE site_private_settings SET licenceWarningDays = '[60,14]', rejectedApplicationRetentionDays = 90").Execute()
		return err
	}, func(app core.App) error {
		c, err := app.FindCollectionByNameOrId("site_private_settings")
		if err != nil {
			return err
		}
		c.Fields.RemoveByName("licenceWarningDays")
		c.Fields.RemoveByName("rejectedApplicationRetentionDays")
		return app.Save(c)
	})
}
