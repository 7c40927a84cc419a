package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// defaultCopyTerms are the terms the copy check starts with, by the rule of 9 NYCRR
// 129.3(a) each stands for: the words the rule names ("stoner", "chronic", "weed", "pot",
// "sticky buds", "organic") and common examples of the rest. Staff change them on the
// Compliance screen; the business and its counsel decide them. Plurals match by
// themselves ("coupon" finds "coupons"); a term ending in "*" finds every word it begins.
var defaultCopyTerms = map[string][]string{
	"colloquial": {"weed", "pot", "stoner", "stoned", "chronic", "sticky buds", "ganja", "reefer", "dope", "mary jane", "doobie", "spliff", "toke", "dank", "420"},
	"health": {"cure", "heal", "heals", "healing", "therap*", "medicinal", "medical", "medicine", "remedy", "relief", "relieve*", "pain",
		"anxiety", "insomnia", "sleep aid", "anti-inflammatory", "sore", "soothe*", "health benefit", "healthy", "clinically proven", "prescription"},
	"overconsumption": {"binge", "wasted", "get high", "get blasted", "all you can", "unlimited", "stock up", "double dose", "more is better", "chug", "rapid"},
	"potency": {"strongest", "potent", "potency", "high thc", "highest thc", "extra strength", "maximum strength", "max strength", "knock you out",
		"knockout", "heavy hitter", "mind-blowing", "blast off"},
	"discounts": {"discount*", "coupon", "% off", "percent off", "promo", "promo code", "bogo", "buy one get one", "clearance", "loyalty program",
		"rewards program", "free gift", "giveaway", "price drop", "lowest price", "cheap", "bargain", "half price", "markdown", "special offer", "limited time offer"},
	"organic": {"organic*"},
	"minors": {"candy", "kandy", "kandeez", "cartoon*", "kid", "teen", "teenager", "youth", "toy", "lollipop", "gummy bear", "gummy worm", "cereal",
		"back to school", "all ages", "unicorn", "superhero", "trick or treat"},
}

// The copy check's terms are a private setting: staff read them (the editors check copy
// as they type), the owner changes them.
func init() {
	m.Register(func(app core.App) error {
		c, err := app.FindCollectionByNameOrId("site_private_settings")
		if err != nil {
			return err
		}
		c.Fields.Add(&core.JSONField{Name: "copyTerms", MaxSize: 64 << 10})
		if err := app.Save(c); err != nil {
			return err
		}
		records, err := app.FindAllRecords(c)
		if err != nil {
			return err
		}
		for _, s := range records {
			s.Set("copyTerms", defaultCopyTerms)
			if err := app.SaveNoValidate(s); err != nil {
				return err
			}
		}
		return nil
	}, nil)
}
