package migrations

import (
	"slices"

	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// The login, contact and order limits move to the site's own limiter, which counts an
// IPv6 client by its /64 network and locks an account after repeated failures;
// PocketBase's rules for them (one count per address) are dropped.
func init() {
	moved := []string{"POST /api/admin/login", "POST /api/contact", "POST /api/orders"}
	m.Register(func(app core.App) error {
		settings := app.Settings()
		settings.RateLimits.Rules = slices.DeleteFunc(settings.RateLimits.Rules, func(r core.RateLimitRule) bool {
			return slices.Contains(moved, r.Label)
		})
		return app.Save(settings)
	}, nil)
}
