package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// privateSettingFields are the operational settings that leave site_settings (which
// visitors read through PocketBase's API and realtime): who is notified of leads, in
// whose name the site writes, which proxies it believes, and the mail switches.
var privateSettingFields = []string{
	"notifyEmails", "mailSenderName", "mailSenderAddress",
	"notifyOnContact", "notifyOnOrder", "confirmOrdersToCustomers", "trustedProxies",
}

// site_private_settings holds one record of settings only staff (through /api/admin)
// and superusers read: no API rule, so neither the collection API nor realtime serves
// it to anyone else. The values move from site_settings, which keeps what visitors see.
// visitorEmailsPerHour is the budget of emails visitors' forms may cause in an hour
// (staff notifications and order receipts); past it staff get an hourly digest.
func init() {
	m.Register(func(app core.App) error {
		c := core.NewBaseCollection("site_private_settings")
		c.Fields.Add(
			&core.JSONField{Name: "notifyEmails", MaxSize: 8 << 10},
			&core.TextField{Name: "mailSenderName", Max: 200},
			&core.EmailField{Name: "mailSenderAddress"},
			&core.BoolField{Name: "notifyOnContact"},
			&core.BoolField{Name: "notifyOnOrder"},
			&core.BoolField{Name: "confirmOrdersToCustomers"},
			&core.JSONField{Name: "trustedProxies", MaxSize: 8 << 10},
			&core.NumberField{Name: "visitorEmailsPerHour", OnlyInt: true, Min: floatPtr(0), Max: floatPtr(10000)},
		)
		timestamps(c)
		if err := app.Save(c); err != nil {
			return err
		}

		private := core.NewRecord(c)
		private.Load(map[string]any{
			"notifyEmails": []string{}, "notifyOnContact": true, "notifyOnOrder": true, "confirmOrdersToCustomers": true,
			"trustedProxies": []string{"127.0.0.0/8", "::1"}, "visitorEmailsPerHour": 60,
		})
		public, err := app.FindCollectionByNameOrId("site_settings")
		if err != nil {
			return err
		}
		records, err := app.FindAllRecords(public)
		if err != nil {
			return err
		}
		if len(records) > 0 {
			for _, field := range privateSettingFields {
				private.Set(field, records[0].Get(field))
			}
		}
		if err := app.SaveNoValidate(private); err != nil {
			return err
		}
		for _, field := range privateSettingFields {
			public.Fields.RemoveByName(field)
		}
		return app.Save(public)
	}, nil)
}
