package migrations

import (
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// The demo partners get the coordinates of their addresses and the demo products they
// carry (issue 29). Only the demo's own records are touched, found by name and address;
// a partner whose coordinates or list staff have already set keeps them.
func init() {
	m.Register(func(app core.App) error {
		for _, p := range whereToBuyDemoPartners {
			loc, err := app.FindFirstRecordByFilter("locations", "name = {:name} && address = {:address}",
				dbx.Params{"name": p.name, "address": p.address})
			if err != nil {
				continue // not loaded (DEMO_CONTENT=0) or since removed
			}
			if unset := func(f string) bool { v := loc.GetString(f); return v == "" || v == "null" }; unset("latitude") && unset("longitude") {
				loc.Set("latitude", p.latitude)
				loc.Set("longitude", p.longitude)
			}
			if len(loc.GetStringSlice("products")) == 0 {
				var ids []string
				slugs := make([]any, len(p.carries))
				for i, slug := range p.carries {
					slugs[i] = slug
				}
				err := app.DB().Select("id").From("products").Where(dbx.In("slug", slugs...)).OrderBy("name").Column(&ids)
				if err != nil {
					return err
				}
				loc.Set("products", ids)
			}
			if err := app.Save(loc); err != nil {
				return err
			}
		}
		return nil
	}, nil)
}

type whereToBuyDemoPartner struct {
	name, address       string
	latitude, longitude float64
	carries             []string // product slugs
}

var whereToBuyDemoPartners = []whereToBuyDemoPartner{
	{"Rondout Wellness", "41 Broadway", 41.9189, -73.9866, []string{
		"headhunter", "apple-fritters", "grape-gas", "mimosa", "lime-street", "catskill-haze-pre-rolls", "hudson-sunset-gummies", "harvest-moon-tincture",
	}},
	{"Capital Leaf Dispensary", "210 Lark Street", 42.6587, -73.7655, []string{
		"headhunter", "apple-fritters", "grape-gas", "mimosa", "lime-street", "catskill-haze-pre-rolls", "hudson-sunset-gummies",
		"valley-live-rosin", "harvest-moon-tincture", "river-stone-balm", "hemp-rolling-kit",
	}},
	{"Gowanus Botanicals", "388 Union Street", 40.6800, -73.9903, []string{"headhunter", "mimosa", "catskill-haze-pre-rolls"}},
	{"Hudson Street Cannabis", "512 Hudson Street", 40.7336, -74.0062, []string{
		"headhunter", "grape-gas", "lime-street", "valley-live-rosin", "hudson-sunset-gummies",
	}},
	{"Beacon Flower Collective", "455 Main Street", 41.5051, -73.9690, []string{
		"headhunter", "apple-fritters", "mimosa", "catskill-haze-pre-rolls", "river-stone-balm",
	}},
}
