package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// The wholesale portal's private settings of payments (issue 39): the days after
// delivery an invoice is due (30: Net 30), the days before it the reminder goes (5), the
// days late after which an account is delinquent (30), and the excise rates in cents per
// mg of THC by category with their source (N.Y. Tax Law §493(a): counsel confirms).
func init() {
	m.Register(func(app core.App) error {
		c, err := app.FindCollectionByNameOrId("site_private_settings")
		if err != nil {
			return err
		}
		c.Fields.Add(
			&core.NumberField{Name: "paymentTermDays", OnlyInt: true, Min: floatPtr(1), Max: floatPtr(120)},
			&core.NumberField{Name: "reminderDaysBefore", OnlyInt: true, Min: floatPtr(1), Max: floatPtr(30)},
			&core.NumberField{Name: "delinquentAfterDays", OnlyInt: true, Min: floatPtr(1), Max: floatPtr(365)},
			&core.JSONField{Name: "exciseRates", MaxSize: 2000},
			&core.TextField{Name: "exciseSource", Max: 200},
		)
		if err := app.Save(c); err != nil {
			return err
		}
		_, err = app.DB().NewQuery(`UPDATE site_private_settings SET paymentTermDays = 30, reminderDaysBefore = 5,
			delinquentAfterDays = 30, exciseSource = 'N.Y. Tax Law §493(a)',
			exciseRates = '{"Flower":0.5,"Pre-Rolls":0.5,"Concentrates":0.8,"Tinctures":0.8,"Topicals":0.8,"Edibles":3}'`).Execute()
		return err
	}, func(app core.App) error {
		c, err := app.FindCollectionByNameOrId("site_private_settings")
		if err != nil {
			return err
		}
		for _, name := range []string{"paymentTermDays", "reminderDaysBefore", "delinquentAfterDays", "exciseRates", "exciseSource"} {
			c.Fields.RemoveByName(name)
		}
		return app.Save(c)
	})
}
