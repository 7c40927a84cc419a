package wholesale

import (
	"database/sql"
	"errors"
	"fmt"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// offerRow is what the menu offers of one variant from one lot: the names, the lot's
// figures, the stock row and the price list's terms.
type offerRow struct {
	ProductName    string          `db:"productName"`
	Category       string          `db:"category"`
	VariantID      string          `db:"variantId"`
	VariantName    string          `db:"variantName"`
	Weight         string          `db:"weight"`
	BatchID        string          `db:"batchId"`
	Lot            string          `db:"lot"`
	THC            sql.NullFloat64 `db:"thc"`
	StockID        string          `db:"stockId"`
	MetrcTag       string          `db:"metrcTag"`
	OnHand         int             `db:"onHand"`
	Reserved       int             `db:"reserved"`
	UnitPriceCents int             `db:"unitPriceCents"`
	CaseSize       int             `db:"caseSize"`
	MinimumUnits   int             `db:"minimumUnits"`
	IncrementUnits int             `db:"incrementUnits"`
	VolumeBreaks   sql.NullString  `db:"volumeBreaks"`
}

// offerSQL reads one line of the menu: a published product's variant with an active
// price, from a lot of that product it has a stock row of.
const offerSQL = `SELECT p.name AS productName, p.category AS category, v.id AS variantId, v.name AS variantName,
	v.weight AS weight, b.id AS batchId, b.lot AS lot, b.thc AS thc, s.id AS stockId, s.metrcTag AS metrcTag,
	s.onHand AS onHand, s.reserved AS reserved, w.unitPriceCents AS unitPriceCents, w.caseSize AS caseSize,
	w.minimumUnits AS minimumUnits, w.incrementUnits AS incrementUnits, w.volumeBreaks AS volumeBreaks
FROM lot_stock s
JOIN product_variants v ON v.id = s.variant
JOIN products p ON p.id = v.productId
JOIN batches b ON b.id = s.batch AND b.productId = p.id
JOIN wholesale_prices w ON w.variant = v.id
WHERE p.status = {:published} AND w.active = 1 AND v.id = {:variant} AND b.lot = {:lot}`

// findOffer is the menu's line of variant from lot, or nil when the menu has none.
func findOffer(app core.App, variant, lot string) (*offerRow, error) {
	var row offerRow
	err := app.DB().NewQuery(offerSQL).Bind(dbx.Params{"published": catalog.StatusPublished, "variant": variant, "lot": lot}).One(&row)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	return &row, err
}

// pendingSQL sums the units of the orders waiting for staff (submitted, or held from
// submitted) of a variant from a lot, but one order's: they count against what buyers
// may still order, though no stock is reserved for them yet.
const pendingSQL = `SELECT COALESCE(SUM(l.units), 0) FROM wholesale_order_lines l
JOIN wholesale_orders o ON o.id = l."order"
WHERE l.variant = {:variant} AND l.batch = {:batch} AND o.id != {:except}
AND (o.state = 'submitted' OR (o.state = 'on-hold' AND o.heldFrom = 'submitted'))`

// pendingUnits are the units of waiting orders (but except's) of variant from batch.
func pendingUnits(app core.App, variant, batch, except string) (int, error) {
	var units int
	err := app.DB().NewQuery(pendingSQL).Bind(dbx.Params{"variant": variant, "batch": batch, "except": except}).Row(&units)
	return units, err
}

// stockRowOf is the stock row of variant from batch, or nil.
func stockRowOf(tx core.App, variant, batch string) (*catalog.LotStockRecord, error) {
	rec, err := tx.FindFirstRecordByFilter(catalog.LotStockCollection,
		catalog.LotStockFieldVariant+" = {:variant} && "+catalog.LotStockFieldBatch+" = {:batch}", dbx.Params{"variant": variant, "batch": batch})
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	} else if err != nil {
		return nil, err
	}
	return catalog.AsLotStock(rec), nil
}

// lineName names a line in a message: "Headhunter Eighth (lot HVSF-26-HH01)".
func lineName(product, variant, lot string) string {
	return fmt.Sprintf("%s %s (lot %s)", product, variant, lot)
}

// unitsLeft says how many units of a line are left: "Only 6 units of Headhunter Eighth
// (lot HVSF-26-HH01) are left".
func unitsLeft(left int, name string) string {
	switch {
	case left <= 0:
		return "None of " + name + " is left"
	case left == 1:
		return "Only 1 unit of " + name + " is left"
	}
	return fmt.Sprintf("Only %d units of %s are left", left, name)
}

// moveStock changes a line's stock row by onHand and reserved units (negative takes),
// refusing what would leave less than none on hand, or more reserved than on hand: the
// message says what is left. A release never leaves less than none reserved (staff may
// have lowered the figure by hand).
func moveStock(tx core.App, line *catalog.WholesaleOrderLineRecord, onHand, reserved int) (refusal string, err error) {
	name := lineName(line.ProductName(), line.VariantName(), line.Lot())
	stock, err := stockRowOf(tx, line.Variant(), line.Batch())
	if err != nil {
		return "", err
	}
	if stock == nil {
		return "No stock is kept of " + name, nil
	}
	newOnHand, newReserved := stock.OnHand()+onHand, max(0, stock.Reserved()+reserved)
	if newOnHand < 0 || newReserved > newOnHand {
		return unitsLeft(stock.OnHand()-stock.Reserved(), name), nil
	}
	stock.SetOnHand(newOnHand)
	stock.SetReserved(newReserved)
	return "", tx.Save(stock)
}
