package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// The licenses the business claims and the size of its team are facts an operator
// keeps, in one place, so About, Legal and the legal FAQ say the same. They start as
// what the Legal page and About said until now.
func init() {
	m.Register(func(app core.App) error {
		c, err := app.FindCollectionByNameOrId("site_settings")
		if err != nil {
			return err
		}
		c.Fields.Add(
			&core.JSONField{Name: "licenses", MaxSize: 8 << 10},
			&core.NumberField{Name: "teamMembers", OnlyInt: true, Min: floatPtr(0)},
		)
		if err := app.Save(c); err != nil {
			return err
		}
		records, err := app.FindAllRecords(c)
		if err != nil {
			return err
		}
		for _, s := range records {
			s.Set("licenses", []string{"Adult-use cultivator license", "Processor license", "Wholesale distribution permit", "Laboratory testing authorization"})
			s.Set("teamMembers", 25)
			if err := app.SaveNoValidate(s); err != nil {
				return err
			}
		}
		return nil
	}, nil)
}
