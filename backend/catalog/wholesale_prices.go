package catalog

import (
	"fmt"

	"github.com/pocketbase/pocketbase/core"
)

// WholesalePricesCollection is the wholesale price list (issue 38; docs/wholesale.md):
// one row per variant sold wholesale, the same for every licensed buyer (9 NYCRR 124.2:
// no per-buyer prices; volume breaks offered to all).
const WholesalePricesCollection = "wholesale_prices"

// Bounds of a price row.
const (
	MaxWholesaleCents = 10_000_000 // $100,000 a unit
	MaxCaseSize       = 10_000
	MaxOrderUnits     = 1_000_000
	MaxVolumeBreaks   = 10
)

// The price list's messages.
const (
	MsgWholesaleVariantRequired = "Variant is required"
	MsgWholesaleVariantNotFound = "Variant not found"
	MsgWholesalePriceTaken      = "This variant already has a wholesale price: edit that one"
	MsgMinimumUnits             = "Minimum order must be a whole number of cases: a multiple of the case size"
	MsgIncrementUnits           = "Increment must be a whole number of cases: a multiple of the case size"
	MsgVolumeBreaksAscending    = "Volume breaks must be in ascending order of units, each above the minimum order"
	MsgVolumeBreaksCheaper      = "Each volume break must be cheaper than the unit price and than the break before it"
)

var (
	MsgUnitPriceCents   = fmt.Sprintf("Unit price must be a whole number of cents, at least one and at most %d (%s)", MaxWholesaleCents, CentsText(MaxWholesaleCents))
	MsgCaseSize         = fmt.Sprintf("Case size must be a whole number of units, at least one and at most %d", MaxCaseSize)
	MsgVolumeBreaksForm = fmt.Sprintf("Volume breaks must be a list of at most %d entries, each with minUnits and unitPriceCents as whole numbers", MaxVolumeBreaks)
)

// VolumeBreak is a price for orders of at least MinUnits units of a variant.
type VolumeBreak struct {
	MinUnits       int `json:"minUnits"`
	UnitPriceCents int `json:"unitPriceCents"`
}

// WholesalePriceSchema declares a price row's fields, in the order its rules check them.
var WholesalePriceSchema = Schema{Collection: WholesalePricesCollection, Fields: []Field{
	{Name: "variant", Kind: TextKind, Label: "Variant", Required: MsgWholesaleVariantRequired, TypeMessage: MsgWholesaleVariantRequired},
	{Name: "unitPriceCents", Kind: WholeKind, Label: "Unit price (cents)", TypeMessage: MsgUnitPriceCents, Check: checkWholeBetween(1, MaxWholesaleCents, MsgUnitPriceCents)},
	{Name: "caseSize", Kind: WholeKind, Label: "Case size (units)", TypeMessage: MsgCaseSize, Default: 1, Check: checkWholeBetween(1, MaxCaseSize, MsgCaseSize)},
	{Name: "minimumUnits", Kind: WholeKind, Label: "Minimum order (units)", TypeMessage: MsgMinimumUnits, Check: checkWholeCases(MsgMinimumUnits)},
	{Name: "incrementUnits", Kind: WholeKind, Label: "Increment (units)", TypeMessage: MsgIncrementUnits, Check: checkWholeCases(MsgIncrementUnits)},
	{Name: "volumeBreaks", Kind: JSONKind, Label: "Volume breaks", TypeMessage: MsgVolumeBreaksForm, Default: []VolumeBreak{}, Check: checkVolumeBreaks},
	{Name: "active", Kind: BoolKind, Label: "On the menu", TypeMessage: "Must be true or false", Default: true},
}}

var _ = Register(Collection{
	Schema: &WholesalePriceSchema, Record: "WholesalePrice", Dates: CreatedAndUpdated, Forms: StaffForms(),
	Label: fixedLabel("Wholesale price"), Log: Logged(), Revisions: KeepsRevisions("wholesale-prices"),
	Public: NotPublic("wholesale prices reach staff and signed-in buyers only"),
	Rules: &Rules{
		Prepare: func(_ core.App, r *core.Record) { PrepareWholesalePrice(r) },
		Unique:  map[string]string{WholesalePriceFieldVariant: MsgWholesalePriceTaken},
		Missing: map[string]string{WholesalePriceFieldVariant: MsgWholesaleVariantNotFound},
	},
})

// PrepareWholesalePrice trims the variant's id and makes the minimum and the increment
// one case where they are left unset.
func PrepareWholesalePrice(r Record) {
	WholesalePriceSchema.trimTexts(r)
	for _, f := range []string{WholesalePriceFieldMinimumUnits, WholesalePriceFieldIncrementUnits} {
		if r.GetInt(f) == 0 {
			r.Set(f, r.GetInt(WholesalePriceFieldCaseSize))
		}
	}
}

// CheckWholesalePrice applies a price row's rules.
func CheckWholesalePrice(r Record) *Problems { return WholesalePriceSchema.Check(r) }

// VolumeBreaksOf reads a row's breaks; ok is false when they are not a list of breaks.
func VolumeBreaksOf(r Record) (breaks []VolumeBreak, ok bool) {
	if err := r.UnmarshalJSONField(WholesalePriceFieldVolumeBreaks, &breaks); err != nil {
		return nil, false
	}
	return breaks, true
}

// UnitCentsFor is the unit price of units under a row's price and breaks: the cheapest
// break whose minimum units reaches, else the list price.
func UnitCentsFor(unitCents int, breaks []VolumeBreak, units int) int {
	price := unitCents
	for _, b := range breaks {
		if units >= b.MinUnits && b.UnitPriceCents < price {
			price = b.UnitPriceCents
		}
	}
	return price
}

func checkWholeBetween(lowest, highest int, message string) func(r Record, p *Problems, field string) {
	return func(r Record, p *Problems, field string) {
		v := r.GetFloat(field)
		if v != float64(int(v)) || int(v) < lowest || int(v) > highest {
			p.Add(field, message)
		}
	}
}

// checkWholeCases: a number of units that is a whole number of cases, at least one.
func checkWholeCases(message string) func(r Record, p *Problems, field string) {
	return func(r Record, p *Problems, field string) {
		v, caseSize := r.GetInt(field), r.GetInt(WholesalePriceFieldCaseSize)
		if float64(v) != r.GetFloat(field) || v < 1 || v > MaxOrderUnits || (caseSize >= 1 && v%caseSize != 0) {
			p.Add(field, message)
		}
	}
}

// checkVolumeBreaks: at most MaxVolumeBreaks breaks, ascending by units (each above the
// minimum order), each cheaper than the unit price and than the break before it.
func checkVolumeBreaks(r Record, p *Problems, field string) {
	breaks, ok := VolumeBreaksOf(r)
	if !ok || len(breaks) > MaxVolumeBreaks {
		p.Add(field, MsgVolumeBreaksForm)
		return
	}
	lastUnits, lastCents := r.GetInt(WholesalePriceFieldMinimumUnits), r.GetInt(WholesalePriceFieldUnitPriceCents)
	for _, b := range breaks {
		switch {
		case b.MinUnits < 1 || b.MinUnits > MaxOrderUnits || b.UnitPriceCents < 1 || b.UnitPriceCents > MaxWholesaleCents:
			p.Add(field, MsgVolumeBreaksForm)
			return
		case b.MinUnits <= lastUnits:
			p.Add(field, MsgVolumeBreaksAscending)
			return
		case b.UnitPriceCents >= lastCents:
			p.Add(field, MsgVolumeBreaksCheaper)
			return
		}
		lastUnits, lastCents = b.MinUnits, b.UnitPriceCents
	}
}

// CentsText writes cents as dollars: 12345 is "$123.45".
func CentsText(cents int) string {
	sign := ""
	if cents < 0 {
		sign, cents = "-", -cents
	}
	return fmt.Sprintf("%s$%d.%02d", sign, cents/100, cents%100)
}
