package migrations

import (
	"slices"

	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// The wholesale portal's emails (issue 38) in the outbox: staff's notice of an
// application, the applicant's receipt, a buyer's set-password link, and staff's
// decisions on an account.
var wholesaleMailKinds = []string{
	"wholesale_application_to_staff", "wholesale_application_receipt", "wholesale_set_password",
	"wholesale_application_rejected", "wholesale_account_suspended", "wholesale_account_reinstated",
}

func init() {
	m.Register(func(app core.App) error {
		return changeOutboxKinds(app, func(kinds []string) []string { return append(kinds, wholesaleMailKinds...) })
	}, func(app core.App) error {
		return changeOutboxKinds(app, func(kinds []string) []string {
			return slices.DeleteFunc(kinds, func(k string) bool { return slices.Contains(wholesaleMailKinds, k) })
		})
	})
}

func changeOutboxKinds(app core.App, change func([]string) []string) error {
	outbox, err := app.FindCollectionByNameOrId("outbox")
	if err != nil {
		return err
	}
	if kind, ok := outbox.Fields.GetByName("kind").(*core.SelectField); ok {
		kind.Values = change(kind.Values)
	}
	return app.Save(outbox)
}
