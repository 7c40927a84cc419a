package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// nyCannabisWarning is the health warning of 9 NYCRR §129.2(c) shown in the footer.
const nyCannabisWarning = "For use only by adults 21 years of age and older. Keep out of reach of children and pets. In case of accidental ingestion or overconsumption, contact the Poison Center at 1-800-222-1222 or call 9-1-1. Please consume responsibly."

// site_settings holds one record: the constants an operator may want to change
// without a new build (brand, contact details, sitemap exclusions, offer details).
func init() {
	m.Register(func(app core.App) error {
		c := core.NewBaseCollection("site_settings")
		publicRead(c, "")
		c.Fields.Add(
			&core.TextField{Name: "brandName", Required: true, Max: 200},
			&core.TextField{Name: "tagline", Max: 300},
			&core.TextField{Name: "siteUrl", Max: 500},
			&core.TextField{Name: "contactEmail", Max: 320},
			&core.TextField{Name: "contactPhone", Max: 50},
			&core.TextField{Name: "address", Max: 300},
			&core.TextField{Name: "city", Max: 100},
			&core.TextField{Name: "state", Max: 50},
			&core.TextField{Name: "zip", Max: 20},
			&core.TextField{Name: "healthWarning", Max: 2000},
			&core.JSONField{Name: "excludedRoutes", MaxSize: 8 << 10},
			// heroImages are the home page's slideshow photos (/uploads/ URLs).
			&core.JSONField{Name: "heroImages", MaxSize: 16 << 10},
			&core.TextField{Name: "defaultBlogAuthor", Max: 200},
			// Offer details for Product structured data; priceValidMonths keeps
			// priceValidUntil in the future instead of a fixed past date.
			&core.NumberField{Name: "priceValidMonths", OnlyInt: true, Min: floatPtr(1)},
			&core.NumberField{Name: "handlingDaysMin", OnlyInt: true},
			&core.NumberField{Name: "handlingDaysMax", OnlyInt: true},
			&core.NumberField{Name: "transitDaysMin", OnlyInt: true},
			&core.NumberField{Name: "transitDaysMax", OnlyInt: true},
			&core.NumberField{Name: "returnDays", OnlyInt: true},
		)
		timestamps(c)
		if err := app.Save(c); err != nil {
			return err
		}

		s := core.NewRecord(c)
		s.Load(map[string]any{
			"brandName":         "Hudson Valley Sun Farm",
			"tagline":           "Sun-grown cannabis from New York's Hudson Valley",
			"siteUrl":           "", // empty: absolute URLs use the address the request came to
			"contactEmail":      "wholesale@hudsonvalleysunfarm.com",
			"contactPhone":      "(845) 555-0142",
			"address":           "1180 Route 9G",
			"city":              "Hudson",
			"state":             "NY",
			"zip":               "12534",
			"healthWarning":     nyCannabisWarning,
			"excludedRoutes":    []string{"/admin", "/adminlogin", "/admin/products", "/admin/blog", "/admin/locations", "/admin/files", "/admin/heroes"},
			"defaultBlogAuthor": defaultBlogAuthor,
			"heroImages":        []string{},
			"priceValidMonths":  12,
			"handlingDaysMin":   1,
			"handlingDaysMax":   2,
			"transitDaysMin":    1,
			"transitDaysMax":    3,
			"returnDays":        30,
		})
		return app.Save(s)
	}, func(app core.App) error {
		return deleteCollection(app, "site_settings")
	})
}
