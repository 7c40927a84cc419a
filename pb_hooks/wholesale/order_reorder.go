package wholesale

import (
	"cmp"
	"fmt"
	"net/http"
	"slices"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// Why a past order's line cannot go back in the cart as it was.
const (
	msgReorderPriceRemoved = "No longer on the price list"
	msgReorderNotOnMenu    = "This lot is no longer on the menu"
	msgReorderSoldOut      = "This lot is sold out"
	msgReorderUnitsLeft    = "Only %d units of this lot are left"
)

// reorder answers the buyer's own order's lines as cart lines, with what the menu offers
// of them now: each line's lot, the units the buyer asked for (raised to today's terms),
// whether the menu has that many, why not, and the other lots of the variant in stock.
// It builds the whole menu, so it waits for one of the menu's turns (503 without one).
func (a *area) reorder(e *core.RequestEvent, account *catalog.BuyerAccountRecord) error {
	return a.inMenuTurn(a.reorderNow)(e, account)
}

func (a *area) reorderNow(e *core.RequestEvent, account *catalog.BuyerAccountRecord) error {
	order, err := ownOrder(e, account)
	if err != nil {
		return err
	}
	lines, err := linesOf(e.App, order.Id)
	if err != nil {
		return err
	}
	menu, err := buildMenu(e.App, menuQuery{inStock: false}, a.deps.Clock())
	if err != nil {
		return err
	}
	out := catalog.WholesaleReorder{Order: order.Id, Number: order.Number(), Lines: make([]catalog.WholesaleReorderLine, 0, len(lines))}
	for _, l := range lines {
		line, err := reorderLine(e.App, menu.Lines, l)
		if err != nil {
			return err
		}
		out.Lines = append(out.Lines, line)
	}
	return e.JSON(http.StatusOK, out)
}

// reorderLine is a past line against the menu's lines now.
func reorderLine(app core.App, menu []catalog.WholesaleMenuLine, l *catalog.WholesaleOrderLineRecord) (catalog.WholesaleReorderLine, error) {
	line := catalog.WholesaleReorderLine{
		VariantID: l.Variant(), Lot: l.Lot(), Units: l.RequestedUnits(), ProductName: l.ProductName(), VariantName: l.VariantName(),
		Alternatives: []catalog.WholesaleMenuLine{},
	}
	for i, m := range menu {
		switch {
		case m.VariantID != line.VariantID:
		case m.Lot == line.Lot:
			line.Offer = &menu[i]
		case m.Available > 0:
			line.Alternatives = append(line.Alternatives, m)
		}
	}
	slices.SortStableFunc(line.Alternatives, func(x, y catalog.WholesaleMenuLine) int {
		return cmp.Compare(ptrText(y.HarvestDate), ptrText(x.HarvestDate))
	})
	if line.Offer == nil {
		priced, err := hasActivePrice(app, line.VariantID)
		if err != nil {
			return line, err
		}
		line.Reason = msgReorderNotOnMenu
		if !priced {
			line.Reason = msgReorderPriceRemoved
		}
		return line, nil
	}
	line.Units = unitsOnTerms(line.Units, line.Offer.MinimumUnits, line.Offer.IncrementUnits)
	line.Available = line.Offer.Available
	switch {
	case line.Available <= 0:
		line.Reason = msgReorderSoldOut
	case line.Available < line.Units:
		line.Reason = fmt.Sprintf(msgReorderUnitsLeft, line.Available)
	default:
		line.OK = true
	}
	return line, nil
}

// unitsOnTerms raises units to the next quantity the price list takes: the minimum, then
// steps of increment.
func unitsOnTerms(units, minimum, increment int) int {
	if units <= minimum || increment <= 0 {
		return minimum
	}
	steps := (units - minimum + increment - 1) / increment
	return minimum + steps*increment
}

// hasActivePrice tells whether the price list sells variant now.
func hasActivePrice(app core.App, variant string) (bool, error) {
	var n int
	err := app.DB().Select("COUNT(*)").From(catalog.WholesalePricesCollection).
		Where(dbx.HashExp{catalog.WholesalePriceFieldVariant: variant, catalog.WholesalePriceFieldActive: true}).Row(&n)
	return n > 0, err
}

func ptrText(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}
