package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// PocketBase starts every app with a "users" collection open to public sign-up. The
// site has no visitor accounts (staff are their own collection), so it goes.
func init() {
	m.Register(func(app core.App) error {
		users, err := app.FindCollectionByNameOrId("users")
		if err != nil {
			return nil
		}
		return app.Delete(users)
	}, nil)
}
