package catalog

import (
	"database/sql"
	"errors"
	"fmt"
	"regexp"
	"strings"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// LotStockCollection is the inventory per variant and lot (issue 38): the units on hand,
// those reserved by accepted orders (issue 39), the lot's Metrc package tag.
const LotStockCollection = "lot_stock"

// MetrcTagLength is a Metrc package tag's length (24 letters and digits).
const MetrcTagLength = 24

var metrcTagFormat = regexp.MustCompile(`^[0-9A-Z]{24}$`)

// The stock's messages.
const (
	MsgStockVariantRequired = "Variant is required"
	MsgStockVariantNotFound = "Variant not found"
	MsgStockLotRequired     = "Lot is required"
	MsgStockLotNotFound     = "Lot not found"
	MsgStockLotOfOther      = "The lot must be a batch of the variant's product"
	MsgStockTaken           = "This variant already has stock for this lot: edit that row"
	MsgReserved             = "Reserved must be a whole number of units, not negative and not above the units on hand"
)

var (
	MsgOnHand   = fmt.Sprintf("On hand must be a whole number of units, not negative and at most %d", MaxOrderUnits)
	MsgMetrcTag = fmt.Sprintf("Metrc package tag must be %d letters and digits", MetrcTagLength)
)

// LotStockSchema declares a stock row's fields, in the order its rules check them.
var LotStockSchema = Schema{Collection: LotStockCollection, Fields: []Field{
	{Name: "variant", Kind: TextKind, Label: "Variant", Required: MsgStockVariantRequired, TypeMessage: MsgStockVariantRequired},
	{Name: "batch", Kind: TextKind, Label: "Lot", Required: MsgStockLotRequired, TypeMessage: MsgStockLotRequired},
	{Name: "onHand", Kind: WholeKind, Label: "On hand (units)", TypeMessage: MsgOnHand, Check: checkWholeBetween(0, MaxOrderUnits, MsgOnHand)},
	{Name: "reserved", Kind: WholeKind, Label: "Reserved (units)", TypeMessage: MsgReserved, Check: checkReserved},
	{Name: "metrcTag", Kind: TextKind, Label: "Metrc package tag", TypeMessage: MsgMetrcTag, Check: checkMetrcTag},
}}

var _ = Register(Collection{
	Schema: &LotStockSchema, Record: "LotStock", Dates: CreatedAndUpdated, Forms: StaffForms(),
	Label: fixedLabel("Lot stock"), Log: Logged(), Revisions: KeepsRevisions("lot-stock"),
	Public: NotPublic("stock figures reach staff and signed-in buyers only"),
	Rules: &Rules{
		Prepare:  func(_ core.App, r *core.Record) { PrepareLotStock(r) },
		Database: []DatabaseRule{checkLotOfVariant, checkStockRowFree},
		Unique:   map[string]string{LotStockFieldVariant: MsgStockTaken, LotStockFieldBatch: MsgStockTaken},
		Missing:  map[string]string{LotStockFieldVariant: MsgStockVariantNotFound, LotStockFieldBatch: MsgStockLotNotFound},
	},
})

// PrepareLotStock trims the texts and writes the Metrc tag in capitals.
func PrepareLotStock(r Record) {
	LotStockSchema.trimTexts(r)
	r.Set(LotStockFieldMetrcTag, strings.ToUpper(r.GetString(LotStockFieldMetrcTag)))
}

// CheckLotStock applies a stock row's rules.
func CheckLotStock(r Record) *Problems { return LotStockSchema.Check(r) }

func checkReserved(r Record, p *Problems, field string) {
	v := r.GetFloat(field)
	if v != float64(int(v)) || v < 0 || v > r.GetFloat(LotStockFieldOnHand) {
		p.Add(field, MsgReserved)
	}
}

func checkMetrcTag(r Record, p *Problems, field string) {
	if v := r.GetString(field); v != "" && !metrcTagFormat.MatchString(v) {
		p.Add(field, MsgMetrcTag)
	}
}

// checkLotOfVariant: a row's lot is a batch of its variant's product.
func checkLotOfVariant(app core.App, r *core.Record) (*Problems, error) {
	stock := AsLotStock(r)
	var variantProduct, batchProduct string
	err := app.DB().Select(VariantFieldProductID).From(VariantsCollection).Where(dbx.HashExp{IDField: stock.Variant()}).Row(&variantProduct)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil // the relation's own message answers
	} else if err != nil {
		return nil, err
	}
	err = app.DB().Select(BatchFieldProductID).From(BatchesCollection).Where(dbx.HashExp{IDField: stock.Batch()}).Row(&batchProduct)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	} else if err != nil {
		return nil, err
	}
	if variantProduct != batchProduct {
		return problemOf(LotStockFieldBatch, MsgStockLotOfOther), nil
	}
	return nil, nil
}

// checkStockRowFree: one row per (variant, lot); the unique index is the last word, this
// names the field with its message first.
func checkStockRowFree(app core.App, r *core.Record) (*Problems, error) {
	stock := AsLotStock(r)
	var others int
	err := app.DB().Select("count(*)").From(LotStockCollection).
		Where(dbx.HashExp{LotStockFieldVariant: stock.Variant(), LotStockFieldBatch: stock.Batch()}).
		AndWhere(dbx.Not(dbx.HashExp{IDField: r.Id})).Row(&others)
	if err != nil {
		return nil, err
	}
	if others > 0 {
		p := &Problems{}
		p.AddTaken(LotStockFieldBatch, MsgStockTaken)
		return p, nil
	}
	return nil, nil
}
