package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// buyer_accounts (issue 38): a licensed dispensary that applied to buy wholesale, its
// licence as it wrote it and as the latest check found it, and staff's decision. No API
// rule: staff read it through /api/admin/buyer-accounts, its buyers through the site's
// routes; it is never public.
func init() {
	m.Register(func(app core.App) error {
		c := core.NewBaseCollection("buyer_accounts")
		c.Fields.Add(
			&core.TextField{Name: "legalName", Required: true, Max: 200},
			&core.TextField{Name: "dba", Max: 200},
			&core.TextField{Name: "licenceNumber", Required: true, Max: 40},
			&core.SelectField{Name: "licenceType", Required: true, MaxSelect: 1, Values: []string{"retail-dispensary", "rod-dispensing", "on-site-consumption"}},
			&core.TextField{Name: "licenceExpiry", Max: 10},
			&core.TextField{Name: "premisesStreet", Required: true, Max: 100},
			&core.TextField{Name: "premisesCity", Required: true, Max: 50},
			&core.TextField{Name: "premisesState", Required: true, Max: 2},
			&core.TextField{Name: "premisesZip", Required: true, Max: 10},
			&core.TextField{Name: "contactName", Required: true, Max: 200},
			&core.TextField{Name: "contactEmail", Required: true, Max: 320},
			&core.TextField{Name: "contactPhone", Required: true, Max: 30},
			&core.SelectField{Name: "status", Required: true, MaxSelect: 1, Values: []string{"applied", "approved", "rejected", "suspended"}},
			&core.TextField{Name: "statusReason", Max: 1000},
			&core.SelectField{Name: "licenceStatus", Required: true, MaxSelect: 1, Values: []string{"unverified", "active", "inactive", "expired", "mismatch", "not-found"}},
			&core.DateField{Name: "licenceCheckedAt"},
			&core.NumberField{Name: "expiryWarnedDays", OnlyInt: true, Min: floatPtr(0)},
			&core.BoolField{Name: "delinquent"},
			&core.BoolField{Name: "codOnly"},
			&core.DateField{Name: "receivedAt"},
			&core.TextField{Name: "staffNotice", Max: 20},
			&core.BoolField{Name: "applicantEmailed"},
		)
		timestamps(c)
		c.AddIndex("idx_buyer_accounts_licence", false, "licenceNumber", "")
		c.AddIndex("idx_buyer_accounts_status", false, "status, createdAt", "")
		c.AddIndex("idx_buyer_accounts_received", false, "receivedAt", "")
		return app.Save(c)
	}, func(app core.App) error {
		return deleteCollection(app, "buyer_accounts")
	})
}
