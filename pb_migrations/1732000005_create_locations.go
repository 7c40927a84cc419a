package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

func init() {
	m.Register(func(app core.App) error {
		c := core.NewBaseCollection("locations")
		publicRead(c, "")
		c.Fields.Add(
			&core.TextField{Name: "name", Required: true, Max: 200},
			&core.TextField{Name: "description", Max: 5000},
			&core.TextField{Name: "address", Required: true, Max: 300},
			&core.TextField{Name: "city", Required: true, Max: 100},
			&core.TextField{Name: "state", Required: true, Max: 50},
			&core.TextField{Name: "zip", Required: true, Max: 20},
			&core.TextField{Name: "phone", Max: 50},
			&core.TextField{Name: "hours", Max: 2000},
			&core.TextField{Name: "mapUrl", Max: 2000},
			&core.TextField{Name: "websiteUrl", Max: 2000},
			&core.TextField{Name: "image", Max: 2000},
			&core.BoolField{Name: "featured"},
		)
		timestamps(c)
		return app.Save(c)
	}, func(app core.App) error {
		return deleteCollection(app, "locations")
	})
}
