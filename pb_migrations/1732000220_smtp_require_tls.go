package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// When the connection to the SMTP server must be encrypted (issue 35): unless the server
// is on loopback (the default), always, or never. Until now STARTTLS was used only when
// offered, so a man in the middle could strip it.
func init() {
	m.Register(func(app core.App) error {
		c, err := app.FindCollectionByNameOrId("site_private_settings")
		if err != nil {
			return err
		}
		c.Fields.Add(&core.SelectField{Name: "smtpRequireTLS", MaxSelect: 1, Values: []string{"unlessLoopback", "always", "never"}})
		if err := app.Save(c); err != nil {
			return err
		}
		_, err = app.DB().NewQuery("UPDATE site_private_settings SET smtpRequireTLS = 'unlessLoopback'").Execute()
		return err
	}, nil)
}
