package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// nyRotatingWarnings are the warnings of 9 NYCRR 129.2(d), one of which every
// advertisement shows "in a rotating manner" beside the fixed warning of 129.2(c), as
// adopted on March 22, 2023 (NYS Register Vol. XLV, Issue 12). docs/compliance.md says
// where this wording was read and what to check with counsel.
var nyRotatingWarnings = []string{
	"Cannabis can impair concentration and coordination. Do not operate a vehicle or machinery under the influence of cannabis.",
	"There may be health risks associated with consumption of this product.",
	"Cannabis is not recommended for use by persons who are pregnant or nursing.",
	"Cannabis can be addictive.",
}

// Every public page names the licensee responsible for it (Cannabis Law §86(4)(a)): its
// legal name and its OCM license numbers, and shows one of OCM's rotating warnings a day.
// The demo farm's name and numbers are placeholders, to be replaced with the business's own.
func init() {
	m.Register(func(app core.App) error {
		c, err := app.FindCollectionByNameOrId("site_settings")
		if err != nil {
			return err
		}
		c.Fields.Add(
			&core.TextField{Name: "legalName", Max: 200},
			&core.JSONField{Name: "licenseNumbers", MaxSize: 4 << 10},
			&core.JSONField{Name: "rotatingWarnings", MaxSize: 16 << 10},
		)
		if err := app.Save(c); err != nil {
			return err
		}
		records, err := app.FindAllRecords(c)
		if err != nil {
			return err
		}
		for _, s := range records {
			s.Set("legalName", "Hudson Valley Sun Farm LLC")
			s.Set("licenseNumbers", []string{"OCM-CULT-DEMO-0001", "OCM-PROC-DEMO-0002"})
			s.Set("rotatingWarnings", nyRotatingWarnings)
			if err := app.SaveNoValidate(s); err != nil {
				return err
			}
		}
		return nil
	}, nil)
}
