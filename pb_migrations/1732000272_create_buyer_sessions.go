package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// buyer_sessions (issue 38): a buyer's sign-in, which its token names; listing and
// revoking sessions are these rows. No API rule.
func init() {
	m.Register(func(app core.App) error {
		buyers, err := app.FindCollectionByNameOrId("buyers")
		if err != nil {
			return err
		}
		c := core.NewBaseCollection("buyer_sessions")
		c.Fields.Add(
			&core.AutodateField{Name: "createdAt", OnCreate: true},
			&core.RelationField{Name: "buyer", Required: true, CollectionId: buyers.Id, MaxSelect: 1, CascadeDelete: true},
			&core.DateField{Name: "lastSeenAt"},
			&core.TextField{Name: "userAgent", Max: 200},
			&core.TextField{Name: "network", Max: 64},
		)
		c.AddIndex("idx_buyer_sessions_buyer", false, "buyer, lastSeenAt", "")
		return app.Save(c)
	}, func(app core.App) error {
		return deleteCollection(app, "buyer_sessions")
	})
}
