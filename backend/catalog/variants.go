package catalog

import (
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

var _ = Register(Collection{
	Schema: &VariantSchema, Record: "Variant", Dates: CreatedAndUpdated, Forms: StaffForms(),
	Label: labelOf(VariantFieldName), Parent: VariantFieldProductID, Log: Logged(),
	Revisions: NoRevisions("a variant is kept in its product's revisions, with the product's other variants"),
	Public:    FeedsPublic("the product pages and lists, the home page"),
	Uploads: []Upload{
		{Field: VariantFieldImages, Holds: UploadAddresses, Image: true, Place: "variant", What: "Variant", NameField: VariantFieldName},
		labResultsUpload("variant", "Variant"),
	},
	Rules: &Rules{
		Prepare:  func(app core.App, r *core.Record) { PrepareVariant(r, productCategoryOf(app, r)) },
		Database: []DatabaseRule{checkSizeTaken},
	},
	Copy: &CopyReading{Screen: "products"},
})

// productCategoryOf is the category of a variant's product ("" when it has none).
func productCategoryOf(app core.App, variant *core.Record) string {
	var category string
	_ = app.DB().Select(ProductFieldCategory).From(ProductsCollection).
		Where(dbx.HashExp{IDField: variant.GetString(VariantFieldProductID)}).Row(&category)
	return category
}

// VariantSchema declares a variant's fields, in the order its rules check them (spec
// section 5); a Swag variant is a size (one of SwagSizes, no weight) where the others
// have a weight.
var VariantSchema = Schema{Collection: VariantsCollection, Fields: []Field{
	{Name: "productId", Kind: TextKind, Label: "Product", Fixed: true},
	{Name: "name", Kind: TextKind, Label: "Name", Max: 200, Required: MsgNameRequired, TypeMessage: MsgNameRequired, Copy: true},
	{Name: "weight", Kind: TextKind, Label: "Weight", TypeMessage: MsgWeightRequired, Check: checkVariantWeight},
	{Name: "price", Kind: PriceKind, Label: "Price", TypeMessage: MsgPriceNotNumber, NullMessage: MsgPriceRequired, Check: checkPrice},
	{Name: "category", Kind: TextKind, Label: "Category", TypeMessage: CategoryProblem(""), Default: "Flower", Check: checkCategory},
	{Name: "images", Kind: TextListKind, Label: "Images", TypeMessage: "Images must be a list of image paths", Default: []string{}, Check: optionalImages},
	imageAltsField,
	labResultsField,
	{Name: "inStock", Kind: BoolKind, Label: "In stock", TypeMessage: "Must be true or false", Default: true},
	{Name: "sortOrder", Kind: WholeKind, Label: "Sort order", TypeMessage: "Sort order must be a whole number", Default: 0},
	copyReviewField,
}}

func checkVariantWeight(r Record, p *Problems, field string) {
	if isSwagVariant(r) {
		checkSwagSize(r, p)
	} else {
		requiredText(r, p, field, MsgWeightRequired, 50)
	}
}

func optionalImages(r Record, p *Problems, field string) { checkImages(r, p, field, false) }

// PrepareVariant makes what the rules derive, as PrepareProduct does. productCategory
// is its product's: a Swag product's variants are sizes, of category Swag.
func PrepareVariant(r Record, productCategory string) {
	VariantSchema.trimTexts(r)
	if productCategory == OrderableCategory {
		r.Set(VariantFieldCategory, OrderableCategory)
	}
	if isSwagVariant(r) {
		prepareSwagSize(r)
	}
	roundPrice(r)
	normalizeImages(r, VariantFieldImages)
	prepareImageAlts(r, imageList(r, VariantFieldImages))
}

// CheckVariant applies the variant rules of spec section 5.
func CheckVariant(r Record) *Problems { return VariantSchema.Check(r) }
