package migrations

import (
	"slices"

	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// The buyers' sign-in (issue 38) is limited by the site's own limiter and lockout, as
// the staff login is (per client network, locking an account after repeated failures):
// PocketBase's "*:auth" rule (2 a 3 s per exact address) would refuse a buyer's second
// sign-in in a row, so the buyers collection gets a rule of its own that only bounds
// what the site's limits already do.
const buyerAuthRateLimit = "buyers:auth"

func init() {
	m.Register(func(app core.App) error {
		settings := app.Settings()
		settings.RateLimits.Rules = append(settings.RateLimits.Rules, core.RateLimitRule{Label: buyerAuthRateLimit, MaxRequests: 60, Duration: 60})
		return app.Save(settings)
	}, func(app core.App) error {
		settings := app.Settings()
		settings.RateLimits.Rules = slices.DeleteFunc(settings.RateLimits.Rules, func(r core.RateLimitRule) bool { return r.Label == buyerAuthRateLimit })
		return app.Save(settings)
	})
}
