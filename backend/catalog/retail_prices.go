package catalog

import "slices"

// How the public pages show cannabis prices (the site setting retailPriceDisplay): the
// spec shows them; 9 NYCRR 129.3 may make a price shown to consumers an advertisement's
// claim, so counsel decides whether they are labelled as suggested retail or hidden.
// The default keeps the spec's behaviour.
const (
	RetailPriceShow            = "show"
	RetailPriceSuggestedRetail = "suggested-retail"
	RetailPriceHidden          = "hidden"
)

// RetailPriceDisplays are the setting's values, in the Compliance screen's order.
var RetailPriceDisplays = []string{RetailPriceShow, RetailPriceSuggestedRetail, RetailPriceHidden}

// SuggestedRetailLabel is the label a suggested-retail price carries.
const SuggestedRetailLabel = "Suggested retail"

const msgRetailPriceDisplay = "Must be show, suggested-retail or hidden"

// retailPriceDisplayField is the setting; unset (a settings record older than it, saved
// by an earlier migration) reads as show.
var retailPriceDisplayField = Field{Name: "retailPriceDisplay", Kind: TextKind, Label: "Prices on public pages",
	TypeMessage: msgRetailPriceDisplay, Default: RetailPriceShow, Check: checkRetailPriceDisplay}

func checkRetailPriceDisplay(r Record, p *Problems, field string) {
	if v := r.GetString(field); v != "" && !slices.Contains(RetailPriceDisplays, v) {
		p.Add(field, msgRetailPriceDisplay)
	}
}
