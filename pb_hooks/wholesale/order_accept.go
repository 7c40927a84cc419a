package wholesale

import (
	"cmp"
	"fmt"
	"math"
	"net/http"
	"slices"
	"unicode/utf8"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/mail"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/pocketbase/pocketbase/core"
)

// lineChange is staff lowering (or, at 0, dropping) a line when accepting, with the
// reason the buyer sees.
type lineChange struct {
	ID     string  `json:"id"`
	Units  float64 `json:"units"`
	Reason string  `json:"reason"`
}

const (
	msgChangeNotALine = "Not a line of this order"
	msgChangeUnits    = "Units may only be lowered: a whole number from 0 to the units ordered"
	msgChangeReason   = "A reason is required when a line is lowered or dropped: the buyer sees it"
	msgChangeTwice    = "This line is changed twice"
)

// acceptLines applies staff's changes to the lines, then reserves every line's units
// (at most on hand − reserved: 409 with what is left) and sets the order's totals. The
// unit price stays the one of the submission: lowering a line never costs the buyer a
// volume break.
func acceptLines(tx core.App, order *catalog.WholesaleOrderRecord, lines []*catalog.WholesaleOrderLineRecord, changes []lineChange) ([]mail.OrderChange, error) {
	byID := map[string]*catalog.WholesaleOrderLineRecord{}
	for _, l := range lines {
		byID[l.Id] = l
	}
	p := &catalog.Problems{}
	seen := map[string]bool{}
	var told []mail.OrderChange
	for i, c := range changes {
		key := fmt.Sprintf("lines.%d.", i)
		line, ok := byID[c.ID]
		reason := trimmed(c.Reason)
		switch {
		case !ok:
			p.Add(key+"id", msgChangeNotALine)
			continue
		case seen[c.ID]:
			p.Add(key+"id", msgChangeTwice)
			continue
		case c.Units != math.Trunc(c.Units) || c.Units < 0 || int(c.Units) > line.RequestedUnits():
			p.Add(key+"units", msgChangeUnits)
			continue
		case int(c.Units) != line.RequestedUnits() && (reason == "" || utf8.RuneCountInString(reason) > catalog.MaxOrderReason):
			p.Add(key+"reason", msgChangeReason)
			continue
		}
		seen[c.ID] = true
		units := int(c.Units)
		if units == line.RequestedUnits() {
			continue
		}
		perUnitExcise := float64(line.ExciseCents()) / float64(line.RequestedUnits())
		line.SetUnits(units)
		line.SetChangeReason(reason)
		line.SetLineCents(units * line.UnitCents())
		line.SetExciseCents(int(math.Round(perUnitExcise * float64(units))))
		told = append(told, mail.OrderChange{Line: lineName(line.ProductName(), line.VariantName(), line.Lot()),
			Requested: line.RequestedUnits(), Units: units, Reason: reason})
	}
	if len(p.Fields()) > 0 {
		return nil, validationError(p)
	}
	if !slices.ContainsFunc(lines, func(l *catalog.WholesaleOrderLineRecord) bool { return l.Units() > 0 }) {
		return nil, web.APIError(http.StatusBadRequest, msgEveryLineGone, nil)
	}
	var subtotal, excise int
	for _, l := range lines {
		if l.Units() > 0 {
			refusal, err := moveStock(tx, l, 0, l.Units())
			if err != nil {
				return nil, err
			}
			if refusal != "" {
				return nil, web.APIError(http.StatusConflict, refusal+" to reserve", nil)
			}
		}
		if err := tx.Save(l); err != nil {
			return nil, err
		}
		subtotal += l.LineCents()
		excise += l.ExciseCents()
	}
	order.SetSubtotalCents(subtotal)
	order.SetExciseCents(excise)
	order.SetTotalCents(subtotal + excise)
	return told, nil
}

// sortLines orders an order's lines by product, variant and lot.
func sortLines(lines []*catalog.WholesaleOrderLineRecord) {
	slices.SortFunc(lines, func(a, b *catalog.WholesaleOrderLineRecord) int {
		return cmp.Or(cmp.Compare(a.ProductName(), b.ProductName()), cmp.Compare(a.VariantName(), b.VariantName()), cmp.Compare(a.Lot(), b.Lot()))
	})
}
