package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// Who hears of new leads, and in whose name: staff addresses beyond the staff accounts
// that ask for notifications, the sender, and a switch per kind of email.
func init() {
	m.Register(func(app core.App) error {
		c, err := app.FindCollectionByNameOrId("site_settings")
		if err != nil {
			return err
		}
		c.Fields.Add(
			&core.JSONField{Name: "notifyEmails", MaxSize: 8 << 10},
			&core.TextField{Name: "mailSenderName", Max: 200},
			&core.EmailField{Name: "mailSenderAddress"},
			&core.BoolField{Name: "notifyOnContact"},
			&core.BoolField{Name: "notifyOnOrder"},
			&core.BoolField{Name: "confirmOrdersToCustomers"},
		)
		if err := app.Save(c); err != nil {
			return err
		}
		records, err := app.FindAllRecords(c)
		if err != nil {
			return err
		}
		for _, s := range records {
			s.Set("notifyEmails", []string{})
			s.Set("notifyOnContact", true)
			s.Set("notifyOnOrder", true)
			s.Set("confirmOrdersToCustomers", true)
			if err := app.SaveNoValidate(s); err != nil {
				return err
			}
		}
		return nil
	}, nil)
}
