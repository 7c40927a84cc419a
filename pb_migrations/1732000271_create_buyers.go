package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
	"github.com/pocketbase/pocketbase/tools/types"
)

// buyers (issue 38): a dispensary's users, a PocketBase auth collection apart from staff.
// The email is the identity; PocketBase's own routes sign in, verify and reset passwords
// (their emails go through the site's outbox). No list, view or write rule: buyers read
// what they may through the site's routes. Only a buyer of an approved account may sign
// in. One-time codes, OAuth2 and PocketBase's MFA are off (two-factor is the site's). A
// set-password link (approval, invitation, reset) lasts 72 hours.
func init() {
	m.Register(func(app core.App) error {
		accounts, err := app.FindCollectionByNameOrId("buyer_accounts")
		if err != nil {
			return err
		}
		c := core.NewAuthCollection("buyers")
		c.Fields.Add(
			&core.TextField{Name: "name", Max: 200},
			&core.TextField{Name: "phone", Max: 30},
			&core.RelationField{Name: "account", Required: true, CollectionId: accounts.Id, MaxSelect: 1, CascadeDelete: true},
			&core.SelectField{Name: "role", Required: true, MaxSelect: 1, Values: []string{"admin", "orderer"}},
			&core.TextField{Name: "totpSecret", Max: 200, Hidden: true},
			&core.TextField{Name: "totpPendingSecret", Max: 200, Hidden: true},
			&core.NumberField{Name: "totpLastStep", OnlyInt: true, Hidden: true},
			&core.JSONField{Name: "recoveryCodes", MaxSize: 4096, Hidden: true},
			&core.NumberField{Name: "totpWrongCodes", OnlyInt: true, Hidden: true},
		)
		timestamps(c)
		c.AddIndex("idx_buyers_account", false, "account", "")
		c.PasswordAuth.Enabled = true
		c.PasswordAuth.IdentityFields = []string{"email"}
		c.OTP.Enabled = false
		c.OAuth2.Enabled = false
		c.MFA.Enabled = false
		c.PasswordResetToken.Duration = 72 * 60 * 60
		c.ListRule, c.ViewRule, c.CreateRule, c.UpdateRule, c.DeleteRule = nil, nil, nil, nil, nil
		c.AuthRule = types.Pointer(`account.status = "approved"`)
		c.ManageRule = nil
		return app.Save(c)
	}, func(app core.App) error {
		return deleteCollection(app, "buyers")
	})
}
