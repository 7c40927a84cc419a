package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// trustedProxies are the addresses whose X-Forwarded-For and X-Forwarded-Proto the site
// believes. A TLS proxy on the same machine is the usual deployment, so loopback is
// trusted; a proxy elsewhere is added here. Headers from anyone else are dropped.
func init() {
	m.Register(func(app core.App) error {
		c, err := app.FindCollectionByNameOrId("site_settings")
		if err != nil {
			return err
		}
		c.Fields.Add(&core.JSONField{Name: "trustedProxies", MaxSize: 8 << 10})
		if err := app.Save(c); err != nil {
			return err
		}
		records, err := app.FindAllRecords(c)
		if err != nil {
			return err
		}
		for _, s := range records {
			s.Set("trustedProxies", []string{"127.0.0.0/8", "::1"})
			if err := app.Save(s); err != nil {
				return err
			}
		}
		return nil
	}, func(app core.App) error {
		c, err := app.FindCollectionByNameOrId("site_settings")
		if err != nil {
			return err
		}
		c.Fields.RemoveByName("trustedProxies")
		return app.Save(c)
	})
}
