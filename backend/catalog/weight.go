package catalog

import (
	"math"
	"regexp"
	"sort"
	"strconv"
	"strings"
)

// GramsPerOunce is the spec's ounce-to-gram factor.
const GramsPerOunce = 28.35

// WeightPattern reads a weight: an amount (decimal or fraction) and a unit of
// WeightUnits. It is written for Go's and JavaScript's regular expressions alike.
const WeightPattern = `^(\d+(?:\.\d+)?|\d+/\d+|\.\d+)[\t\n\f\r ]*(mg|g|gr|gram|grams|oz|ounce|ounces|lb|lbs)\.?$`

// WeightUnits are the grams in one of each unit.
var WeightUnits = map[string]float64{
	"mg": 0.001, "g": 1, "gr": 1, "gram": 1, "grams": 1,
	"oz": GramsPerOunce, "ounce": GramsPerOunce, "ounces": GramsPerOunce,
	"lb": 16 * GramsPerOunce, "lbs": 16 * GramsPerOunce,
}

var weightPattern = regexp.MustCompile(WeightPattern)

// VariantWeightInGrams parses weights such as "3.5g", "3.5 g", "1 oz" or "1/8 oz".
// ok is false when the text holds no weight.
func VariantWeightInGrams(weight string) (grams float64, ok bool) {
	m := weightPattern.FindStringSubmatch(strings.ToLower(strings.Trim(weight, asciiSpaces)))
	if m == nil {
		return 0, false
	}
	amount, err := parseAmount(m[1])
	if err != nil || amount <= 0 {
		return 0, false
	}
	return amount * WeightUnits[m[2]], true
}

func parseAmount(s string) (float64, error) {
	if num, den, isFraction := strings.Cut(s, "/"); isFraction {
		n, err := strconv.ParseFloat(num, 64)
		if err != nil {
			return 0, err
		}
		d, err := strconv.ParseFloat(den, 64)
		if err != nil || d == 0 {
			return 0, strconv.ErrSyntax
		}
		return n / d, nil
	}
	return strconv.ParseFloat(s, 64)
}

// SortableVariant is what the ordering rule needs to know of a variant.
type SortableVariant interface {
	VariantWeight() string
	VariantPrice() float64
	VariantSortOrder() int
	VariantName() string
}

// SortVariants orders variants as the storefront shows them: weighted variants by
// grams ascending first, then sizes (SwagSizes, no weight) smallest first, then the
// others by price descending; ties by sortOrder then name so the order is stable.
func SortVariants[T SortableVariant](variants []T) {
	sort.SliceStable(variants, func(i, j int) bool {
		a, b := variants[i], variants[j]
		ga, aWeighted := VariantWeightInGrams(a.VariantWeight())
		gb, bWeighted := VariantWeightInGrams(b.VariantWeight())
		if aWeighted != bWeighted {
			return aWeighted
		}
		if aWeighted && math.Abs(ga-gb) > 1e-9 {
			return ga < gb
		}
		ra, rb := variantSizeRank(a), variantSizeRank(b)
		if !aWeighted && (ra >= 0) != (rb >= 0) {
			return ra >= 0
		}
		if !aWeighted && ra != rb {
			return ra < rb
		}
		if !aWeighted && ra < 0 && a.VariantPrice() != b.VariantPrice() {
			return a.VariantPrice() > b.VariantPrice()
		}
		if a.VariantSortOrder() != b.VariantSortOrder() {
			return a.VariantSortOrder() < b.VariantSortOrder()
		}
		return a.VariantName() < b.VariantName()
	})
}

// variantSizeRank is the rank of a variant that is a size (SwagSizes, no weight), or -1.
func variantSizeRank(v SortableVariant) int {
	if v.VariantWeight() != "" {
		return -1
	}
	return sizeRank(v.VariantName())
}
