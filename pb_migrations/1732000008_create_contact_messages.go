package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

func init() {
	m.Register(func(app core.App) error {
		c := core.NewBaseCollection("contact_messages")
		c.Fields.Add(
			&core.TextField{Name: "name", Required: true, Max: 200},
			&core.TextField{Name: "email", Required: true, Max: 320},
			&core.TextField{Name: "message", Required: true, Max: 10000},
			&core.BoolField{Name: "read"},
		)
		timestamps(c)
		return app.Save(c)
	}, func(app core.App) error {
		return deleteCollection(app, "contact_messages")
	})
}
