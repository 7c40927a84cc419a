package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// licence_checks (issue 38): every check of a dispensary's licence (an import's match, a
// manual check with its note, the application's unverified first one), append-only like
// the activity log: the site's hooks refuse every record change, and the database's
// triggers refuse any update, and any delete while the check's account exists and is not
// a rejected application (the retention of rejected applications deletes those with
// their account). No API rule.
func init() {
	m.Register(func(app core.App) error {
		accounts, err := app.FindCollectionByNameOrId("buyer_accounts")
		if err != nil {
			return err
		}
		c := core.NewBaseCollection("licence_checks")
		c.Fields.Add(
			&core.AutodateField{Name: "createdAt", OnCreate: true},
			&core.RelationField{Name: "account", Required: true, CollectionId: accounts.Id, MaxSelect: 1, CascadeDelete: true},
			&core.SelectField{Name: "source", Required: true, MaxSelect: 1, Values: []string{"import", "manual", "application"}},
			&core.SelectField{Name: "result", Required: true, MaxSelect: 1, Values: []string{"unverified", "active", "inactive", "expired", "mismatch", "not-found"}},
			&core.JSONField{Name: "details", MaxSize: 16 << 10},
			&core.TextField{Name: "note", Max: 1000},
			&core.TextField{Name: "actor", Required: true, Max: 200},
			&core.TextField{Name: "fileName", Max: 200},
		)
		c.AddIndex("idx_licence_checks_account", false, "account, createdAt", "")
		if err := app.Save(c); err != nil {
			return err
		}
		for _, trigger := range []string{
			`CREATE TRIGGER licence_checks_are_never_changed BEFORE UPDATE ON licence_checks
			BEGIN SELECT RAISE(ABORT, 'licence checks cannot be changed'); END`,
			`CREATE TRIGGER licence_checks_are_kept BEFORE DELETE ON licence_checks
			WHEN coalesce((SELECT status FROM buyer_accounts WHERE id = old.account), 'rejected') != 'rejected'
			BEGIN SELECT RAISE(ABORT, 'licence checks are kept while their account is'); END`,
		} {
			if _, err := app.DB().NewQuery(trigger).Execute(); err != nil {
				return err
			}
		}
		return nil
	}, func(app core.App) error {
		return deleteCollection(app, "licence_checks")
	})
}
