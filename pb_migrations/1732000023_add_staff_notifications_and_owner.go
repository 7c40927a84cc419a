package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// Staff accounts are people: each chooses which notifications it receives at its email,
// can be disabled, and the owner (the first account) manages the others.
func init() {
	m.Register(func(app core.App) error {
		c, err := app.FindCollectionByNameOrId("staff")
		if err != nil {
			return err
		}
		c.Fields.Add(
			&core.BoolField{Name: "notifyContact"},
			&core.BoolField{Name: "notifyOrders"},
			&core.BoolField{Name: "owner"},
			&core.BoolField{Name: "disabled"},
		)
		if err := app.Save(c); err != nil {
			return err
		}
		first := &core.Record{}
		err = app.RecordQuery(c).OrderBy("createdAt ASC", "id ASC").Limit(1).One(first)
		if err != nil {
			return nil // no account yet: the first one created becomes the owner
		}
		first.Set("owner", true)
		return app.SaveNoValidate(first)
	}, nil)
}
