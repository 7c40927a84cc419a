package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// The weekdays the farm delivers wholesale orders on (issue 39): a private setting, every
// weekday at first; a buyer asks for a delivery day that is one of them.
func init() {
	m.Register(func(app core.App) error {
		c, err := app.FindCollectionByNameOrId("site_private_settings")
		if err != nil {
			return err
		}
		c.Fields.Add(&core.JSONField{Name: "deliveryDays", MaxSize: 200})
		if err := app.Save(c); err != nil {
			return err
		}
		_, err = app.DB().NewQuery(`UPDATE site_private_settings SET deliveryDays = '["monday","tuesday","wednesday","thursday","friday"]'`).Execute()
		return err
	}, func(app core.App) error {
		c, err := app.FindCollectionByNameOrId("site_private_settings")
		if err != nil {
			return err
		}
		c.Fields.RemoveByName("deliveryDays")
		return app.Save(c)
	})
}
