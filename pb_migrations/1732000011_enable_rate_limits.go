package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// Rate limits for the routes a stranger can hit to guess passwords or flood staff.
func init() {
	m.Register(func(app core.App) error {
		settings := app.Settings()
		settings.RateLimits.Enabled = true
		settings.RateLimits.Rules = append(settings.RateLimits.Rules,
			core.RateLimitRule{Label: "POST /api/admin/login", MaxRequests: 10, Duration: 60},
			core.RateLimitRule{Label: "POST /api/contact", MaxRequests: 5, Duration: 60},
			core.RateLimitRule{Label: "POST /api/orders", MaxRequests: 5, Duration: 60},
		)
		return app.Save(settings)
	}, nil)
}
