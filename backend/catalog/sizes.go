package catalog

import (
	"slices"
	"strings"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// SwagSizes are the sizes a merchandise (Swag) product's variants are, smallest first.
// A Swag variant is one size: its name is the size, it has no weight, and its category
// is Swag (derived from its product). Colours and other options are not variants.
var SwagSizes = []string{"XS", "S", "M", "L", "XL", "2XL", "3XL"}

// sizeAliases are other spellings of SwagSizes, lower case.
var sizeAliases = map[string]string{"xxl": "2XL", "xxxl": "3XL"}

// SwagSizeProblem is the message of a Swag variant's name that is not a size.
var SwagSizeProblem = "Size must be one of " + strings.Join(SwagSizes, ", ")

// SwagSizeWeightProblem is the message of a Swag variant with a weight.
const SwagSizeWeightProblem = "A Swag size has no weight"

// CanonicalSize is the size a name spells ("xl", " XXL " -> "XL", "2XL"), or "" when
// it spells none.
func CanonicalSize(name string) string {
	name = strings.TrimSpace(name)
	for _, size := range SwagSizes {
		if strings.EqualFold(name, size) {
			return size
		}
	}
	return sizeAliases[strings.ToLower(name)]
}

// sizeRank is a size's place in SwagSizes, or -1 for a name that is not a size.
func sizeRank(name string) int {
	return slices.Index(SwagSizes, name)
}

// isSwagVariant tells a variant that is a size of a Swag product.
func isSwagVariant(r Record) bool {
	return r.GetString(VariantFieldCategory) == OrderableCategory
}

func prepareSwagSize(r Record) {
	if size := CanonicalSize(r.GetString(VariantFieldName)); size != "" {
		r.Set(VariantFieldName, size)
	}
}

func checkSwagSize(r Record, p *Problems) {
	if sizeRank(r.GetString(VariantFieldName)) < 0 {
		p.Add(VariantFieldName, SwagSizeProblem)
	}
	if r.GetString(VariantFieldWeight) != "" {
		p.Add(VariantFieldWeight, SwagSizeWeightProblem)
	}
}

// SizeTakenProblem is the message of a Swag product's second variant of size name.
func SizeTakenProblem(name string) string { return "This product already has size " + name }

// SwagMoveProblem is the message of a product with variants moved into or out of Swag.
const SwagMoveProblem = "Remove this product's variants before moving it into or out of Swag: Swag variants are sizes"

// MovesSwag tells whether a product's category change moves it into or out of Swag: one
// with variants may not (they would become sizes with a weight, or weights named like
// sizes).
func MovesSwag(before, after string) bool {
	return before != after && (before == OrderableCategory || after == OrderableCategory)
}

// checkSizeTaken keeps a Swag product's sizes one of each.
func checkSizeTaken(app core.App, r *core.Record) (*Problems, error) {
	variant := &VariantRecord{r}
	if variant.Category() != OrderableCategory {
		return nil, nil
	}
	var same int
	err := app.DB().Select("count(*)").From(VariantsCollection).Where(dbx.And(
		dbx.HashExp{VariantFieldProductID: variant.ProductID(), VariantFieldName: variant.Name(), VariantFieldCategory: OrderableCategory},
		dbx.Not(dbx.HashExp{IDField: r.Id}),
	)).Row(&same)
	if err != nil || same == 0 {
		return nil, err
	}
	p := &Problems{}
	p.AddTaken(VariantFieldName, SizeTakenProblem(variant.Name()))
	return p, nil
}

// checkSwagMove keeps a product with variants from moving into or out of Swag (MovesSwag).
func checkSwagMove(app core.App, r *core.Record) (*Problems, error) {
	if r.IsNew() || !MovesSwag((&ProductRecord{r.Original()}).Category(), (&ProductRecord{r}).Category()) {
		return nil, nil
	}
	var variants int
	err := app.DB().Select("count(*)").From(VariantsCollection).Where(dbx.HashExp{VariantFieldProductID: r.Id}).Row(&variants)
	if err != nil || variants == 0 {
		return nil, err
	}
	return problemOf(ProductFieldCategory, SwagMoveProblem), nil
}
