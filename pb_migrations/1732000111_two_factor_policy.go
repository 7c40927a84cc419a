package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// twoFactorRequired is the owner's choice that every staff account signs in with
// two-factor; off by default (the owner's own account needs it anyway once another
// account exists).
func init() {
	m.Register(func(app core.App) error {
		c, err := app.FindCollectionByNameOrId("site_private_settings")
		if err != nil {
			return err
		}
		c.Fields.Add(&core.BoolField{Name: "twoFactorRequired"})
		return app.Save(c)
	}, nil)
}
