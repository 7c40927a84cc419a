package catalog

import "math"

// ExciseSource is where the excise rates come from (counsel confirms: docs/wholesale.md);
// the private setting exciseSource starts with it.
const ExciseSource = "N.Y. Tax Law §493(a)"

// ExciseLabel names the excise line on an invoice, an order and the buyer's cart.
const ExciseLabel = "Excise tax (N.Y. Tax Law §493)"

// DefaultExciseRates are the THC excise's rates on a distributor's sale to a retailer, in
// cents per milligram of total THC, by product category: flower 0.5¢, concentrated
// cannabis 0.8¢, edibles 3¢ (the private setting exciseRates starts with them). Tinctures
// and topicals are counted as concentrated cannabis and accessories and swag bear none:
// counsel confirms both.
var DefaultExciseRates = map[string]float64{
	"Flower": 0.5, "Pre-Rolls": 0.5, "Concentrates": 0.8, "Tinctures": 0.8, "Topicals": 0.8, "Edibles": 3,
}

// THCMgPerUnit is a unit's total THC in milligrams from its label: the lot's THC
// percentage of the variant's net weight (grams × % × 10). ok is false when either is unknown.
func THCMgPerUnit(thcPercent float64, weight string) (mg float64, ok bool) {
	grams, ok := VariantWeightInGrams(weight)
	if !ok || thcPercent <= 0 {
		return 0, false
	}
	return math.Round(grams*thcPercent*10*1000) / 1000, true
}

// ExciseCents is the excise on units of a category's product of thcMg milligrams each at
// rates (cents per mg by category), rounded to the cent.
func ExciseCents(rates map[string]float64, category string, thcMg float64, units int) int {
	return int(math.Round(thcMg * float64(units) * rates[category]))
}
