package migrations

import (
	"slices"

	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// The buyers' portal's emails (issue 38) in the outbox: PocketBase's password reset and
// verification of the buyers collection, an account admin's invitation of a colleague,
// and the licence expiry warnings to the account and to staff.
var buyerSignInMailKinds = []string{
	"wholesale_password_reset", "wholesale_verification", "wholesale_invitation",
	"wholesale_licence_expiring", "wholesale_licence_expiring_staff",
}

func init() {
	m.Register(func(app core.App) error {
		return changeOutboxKinds(app, func(kinds []string) []string { return append(kinds, buyerSignInMailKinds...) })
	}, func(app core.App) error {
		return changeOutboxKinds(app, func(kinds []string) []string {
			return slices.DeleteFunc(kinds, func(k string) bool { return slices.Contains(buyerSignInMailKinds, k) })
		})
	})
}
