package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// Rate limits, per client address, for what a stranger could use to guess passwords,
// flood staff with messages or tie up the database. Public reads are not limited: they
// are served from memory. PocketBase's own catch-all "/api/" rule is dropped for that
// reason; its collection API keeps a limit since a generic list is costly.
func init() {
	m.Register(func(app core.App) error {
		settings := app.Settings()
		settings.RateLimits.Enabled = true
		settings.RateLimits.Rules = []core.RateLimitRule{
			{Label: "POST /api/admin/login", MaxRequests: 10, Duration: 60},
			{Label: "POST /api/contact", MaxRequests: 5, Duration: 60},
			{Label: "POST /api/orders", MaxRequests: 5, Duration: 60},
			{Label: "*:auth", MaxRequests: 2, Duration: 3},
			{Label: "*:create", MaxRequests: 20, Duration: 5},
			{Label: "/api/batch", MaxRequests: 3, Duration: 1},
			{Label: "/api/collections/", MaxRequests: 300, Duration: 10},
		}
		return app.Save(settings)
	}, nil)
}
