package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// Two-factor sign-in of staff (TOTP, RFC 6238). totpSecret is the confirmed secret
// (empty: two-factor is off); totpPendingSecret one being set up, until a code from it
// confirms it; totpLastStep the latest time step a code was accepted for, so no code is
// accepted twice; recoveryCodes the SHA-256 hashes of the unused recovery codes. All are
// hidden: nobody but a superuser reads them, and the activity log leaves them out.
func init() {
	m.Register(func(app core.App) error {
		c, err := app.FindCollectionByNameOrId("staff")
		if err != nil {
			return err
		}
		c.Fields.Add(
			&core.TextField{Name: "totpSecret", Max: 64, Hidden: true},
			&core.TextField{Name: "totpPendingSecret", Max: 64, Hidden: true},
			&core.NumberField{Name: "totpLastStep", OnlyInt: true, Hidden: true},
			&core.JSONField{Name: "recoveryCodes", MaxSize: 4 << 10, Hidden: true},
		)
		return app.Save(c)
	}, nil)
}
