package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// staff_sessions: one row per signed-in browser of a staff account. The cookie holds a
// random token, the row only its SHA-256 (tokenHash); tokenKeyHash ties the session to
// the account's token key, so a new password (or a disabled account) ends every session
// whoever changed it. device is read from the User-Agent, address is the client's at
// the latest call, signedInAt and lastSeenAt are by the server's clock (the idle time
// and the longest life of a session count from them). No API rule: superusers only.
func init() {
	m.Register(func(app core.App) error {
		staff, err := app.FindCollectionByNameOrId("staff")
		if err != nil {
			return err
		}
		c := core.NewBaseCollection("staff_sessions")
		c.Fields.Add(
			&core.RelationField{Name: "staff", CollectionId: staff.Id, Required: true, MaxSelect: 1, CascadeDelete: true},
			&core.TextField{Name: "tokenHash", Required: true, Max: 64, Hidden: true},
			&core.TextField{Name: "tokenKeyHash", Required: true, Max: 64, Hidden: true},
			&core.TextField{Name: "device", Max: 100},
			&core.TextField{Name: "address", Max: 64},
			&core.DateField{Name: "signedInAt", Required: true},
			&core.DateField{Name: "lastSeenAt", Required: true},
		)
		c.AddIndex("idx_staff_sessions_token", true, "tokenHash", "")
		c.AddIndex("idx_staff_sessions_staff", false, "staff, lastSeenAt", "")
		return app.Save(c)
	}, func(app core.App) error {
		return deleteCollection(app, "staff_sessions")
	})
}
