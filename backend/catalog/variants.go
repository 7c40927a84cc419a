package catalog

// VariantCreateDefaults are the values a variant created through the API starts with.
var VariantCreateDefaults = map[string]any{"category": "Flower", "inStock": true, "sortOrder": 0, "images": []string{}}

// PrepareVariant makes what the rules derive, as PrepareProduct does. productCategory
// is its product's: a Swag product's variants are sizes, of category Swag.
func PrepareVariant(r Record, productCategory string) {
	trim(r, "name", "weight", "category", "strainTestUrl")
	if productCategory == OrderableCategory {
		r.Set("category", OrderableCategory)
	}
	if isSwagVariant(r) {
		prepareSwagSize(r)
	}
	roundPrice(r)
	normalizeImages(r, "images")
}

// CheckVariant applies the variant rules of spec section 5; a Swag variant is a size
// (one of SwagSizes, no weight) where the others have a weight.
func CheckVariant(r Record) *Problems {
	p := &Problems{}
	requiredText(r, p, "name", "Name is required", 200)
	if isSwagVariant(r) {
		checkSwagSize(r, p)
	} else {
		requiredText(r, p, "weight", "Weight is required", 50)
	}
	checkPrice(r, p)
	checkCategory(r, p)
	checkImages(r, p, "images", false)
	checkLink(r, p, "strainTestUrl", IsValidLink)
	return p
}
