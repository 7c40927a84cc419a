package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// demoCopyFixes are the demo products' descriptions the copy check (9 NYCRR 129.3(a))
// finds fault with, and what they say instead: "organic" is for ingredients certified
// under the USDA's rules, and a balm "for sore hands" is a therapeutic claim.
var demoCopyFixes = []struct{ slug, was, now string }{
	{"harvest-moon-tincture",
		"A balanced 1:1 tincture in organic MCT oil, made from a high-CBD cultivar we grow on the upper field. 30 ml bottle with a graduated dropper.",
		"A balanced 1:1 tincture in MCT oil, made from a high-CBD cultivar we grow on the upper field. 30 ml bottle with a graduated dropper."},
	{"farm-logo-tee",
		"Heavyweight organic cotton t-shirt in forest green with the farm's sun-and-leaf logo on the chest. Printed in Kingston, NY. Unisex fit.",
		"Heavyweight cotton t-shirt in forest green with the farm's sun-and-leaf logo on the chest. Printed in Kingston, NY. Unisex fit."},
	{"river-stone-balm",
		"A beeswax and shea balm infused with full-spectrum flower oil, arnica and wintergreen. Made in small batches in our farm kitchen for sore hands after a long harvest day.",
		"A beeswax and shea balm infused with full-spectrum flower oil, arnica and wintergreen. Made in small batches in our farm kitchen."},
}

// The demo content passes the copy check: each description above is rewritten, unless
// staff have changed it since (then it is theirs, and the check tells them).
func init() {
	m.Register(func(app core.App) error {
		for _, fix := range demoCopyFixes {
			p, err := app.FindFirstRecordByData("products", "slug", fix.slug)
			if err != nil || p.GetString("description") != fix.was {
				continue
			}
			p.Set("description", fix.now)
			if err := app.SaveNoValidate(p); err != nil {
				return err
			}
		}
		return nil
	}, nil)
}
