package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// How the public pages show cannabis prices (issue 38): "show" as the spec does,
// "suggested-retail" labelled "Suggested retail", or "hidden". Counsel decides under
// 9 NYCRR 129.3; the default keeps the spec's behaviour.
func init() {
	m.Register(func(app core.App) error {
		c, err := app.FindCollectionByNameOrId("site_settings")
		if err != nil {
			return err
		}
		c.Fields.Add(&core.SelectField{Name: "retailPriceDisplay", MaxSelect: 1, Values: []string{"show", "suggested-retail", "hidden"}})
		if err := app.Save(c); err != nil {
			return err
		}
		records, err := app.FindAllRecords(c)
		if err != nil {
			return err
		}
		for _, s := range records {
			s.Set("retailPriceDisplay", "show")
			if err := app.SaveNoValidate(s); err != nil {
				return err
			}
		}
		return nil
	}, func(app core.App) error {
		c, err := app.FindCollectionByNameOrId("site_settings")
		if err != nil {
			return err
		}
		c.Fields.RemoveByName("retailPriceDisplay")
		return app.Save(c)
	})
}
