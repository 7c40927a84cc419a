package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

func init() {
	m.Register(func(app core.App) error {
		c := core.NewAuthCollection("staff")
		c.Fields.Add(&core.TextField{Name: "username", Required: true, Min: 1, Max: 100, Pattern: `^[A-Za-z0-9_.@-]+$`})
		timestamps(c)
		c.AddIndex("idx_staff_username", true, "username COLLATE NOCASE", "")
		// Password checks happen in /api/admin/login; PocketBase's own auth-with-password stays off.
		c.PasswordAuth.Enabled = false
		c.PasswordAuth.IdentityFields = []string{"username"}
		if email, ok := c.Fields.GetByName("email").(*core.EmailField); ok {
			email.Required = false
		}
		// Staff authenticate through /api/admin/login only; PocketBase's own auth
		// endpoints for this collection stay closed to visitors.
		c.ListRule, c.ViewRule, c.CreateRule, c.UpdateRule, c.DeleteRule, c.AuthRule = nil, nil, nil, nil, nil, nil
		return app.Save(c)
	}, func(app core.App) error {
		return deleteCollection(app, "staff")
	})
}
